/**
 * Work done once per call of a builtin task: the same text is tagged, scanned or weighed by
 * several steps (an answer read for the statements and for the classifier, a clause weighed for
 * the portrait and again for the statement's anchor, the same words from both sides), so each
 * such step remembers its results for the call. Nothing is kept after the call, so no one's
 * answers outlive their own request, and two calls on the same answers stay independent. The
 * builtin tasks are synchronous, so no other call can run while a call's memo is set.
 */
let memoThisCall: Map<object, Map<string, unknown>> | undefined;

/** Runs one builtin task with its own memo (nested runs share the outer one). */
export function withCallMemo<T>(task: () => T): T {
  if (memoThisCall) return task();
  memoThisCall = new Map();
  try {
    return task();
  } finally {
    memoThisCall = undefined;
  }
}

/**
 * `compute`, remembered for the call by its argument's key (the argument itself when it is a
 * text): the result must depend on the key alone, and callers only read it. Outside a call (a
 * unit test calling a step directly) it computes each time.
 */
export function oncePerCall<V, A = string>(
  compute: (arg: A) => V,
  keyOf: (arg: A) => string = (arg) => arg as string,
): (arg: A) => V {
  return (arg) => {
    if (!memoThisCall) return compute(arg);
    let memo = memoThisCall.get(compute) as Map<string, V> | undefined;
    if (!memo) memoThisCall.set(compute, (memo = new Map()));
    const key = keyOf(arg);
    if (memo.has(key)) return memo.get(key) as V;
    const value = compute(arg);
    memo.set(key, value);
    return value;
  };
}
