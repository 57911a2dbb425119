import type { Page } from '@playwright/test';

/**
 * Counts what a page sends to the cloud during one screen load: each GraphQL operation over
 * HTTP by its first field (getIssue, getSafetyCheck, issuesByInitiatorEmail, updateIssue, …),
 * a session read that selects only the session's id and updatedAt as `getIssue:stamp`, the
 * subscriptions the page holds on the realtime socket (`subscribe:onUpdateIssue`: started and
 * not stopped) and the acknowledgements it receives (`ack`).
 */
export interface OperationCounter {
  /** Counts since the last reset, by name; names never sent are absent. */
  counts(): Record<string, number>;
  /** When the last operation went out or the last acknowledgement came in (Date.now()). */
  lastActivity(): number;
  reset(): void;
}

/** The first field of an operation's selection: `query ($id: ID!) { getIssue(id: $id) { … } }` → getIssue. */
export function operationField(query: string): string {
  return /^[^{]*\{\s*(\w+)/.exec(query)?.[1] ?? 'unknown';
}

/** A session read that asks only for the id and updatedAt (a freshness check, a few bytes). */
const isStampRead = (query: string) => /\{\s*getIssue\s*\([^)]*\)\s*\{\s*(id\s+updatedAt|updatedAt\s+id)\s*\}/.test(query);

export function countOperations(page: Page): OperationCounter {
  let counts: Record<string, number> = {};
  let last = Date.now();
  const add = (name: string) => {
    counts[name] = (counts[name] ?? 0) + 1;
    last = Date.now();
  };
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const query = (request.postDataJSON() as { query?: string } | null)?.query ?? '';
    const field = operationField(query);
    add(field === 'getIssue' && isStampRead(query) ? 'getIssue:stamp' : field);
  });
  // A subscription stopped before the load settled (React's development StrictMode mounts an
  // effect, cleans it up and mounts it again) is not one the page keeps: it comes off the count.
  const open = new Map<string, string>();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { id?: string; type?: string; payload?: { data?: string } };
      if (message.type === 'stop' && message.id && open.has(message.id)) {
        const name = open.get(message.id)!;
        open.delete(message.id);
        counts[name] -= 1;
        if (!counts[name]) delete counts[name];
        last = Date.now();
        return;
      }
      if (message.type !== 'start') return;
      const { query = '' } = JSON.parse(message.payload?.data ?? '{}') as { query?: string };
      const name = `subscribe:${operationField(query)}`;
      if (message.id) open.set(message.id, name);
      add(name);
    });
    socket.on('framereceived', ({ payload }) => {
      if ((JSON.parse(String(payload)) as { type?: string }).type === 'start_ack') add('ack');
    });
  });
  return {
    counts: () => ({ ...counts }),
    lastActivity: () => last,
    reset: () => {
      counts = {};
      last = Date.now();
    },
  };
}

/**
 * Waits until the page has received `acks` subscription acknowledgements and then sent nothing
 * for `quietMs`: the load, its subscriptions and the reads they start are over.
 */
export async function settled(page: Page, counter: OperationCounter, acks: number, quietMs = 2500): Promise<Record<string, number>> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((counter.counts().ack ?? 0) >= acks && Date.now() - counter.lastActivity() >= quietMs) return counter.counts();
    await page.waitForTimeout(250);
  }
  throw new Error(`The page did not settle: ${JSON.stringify(counter.counts())}`);
}
