/**
 * watchSession's ordering, with the data client replaced: reads that answer out of order, and
 * reads that may predate an event, must never put an older state on screen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Rec = { id: string; status: string; updatedAt: string; aiErrorMessage?: string | null };
type Answer = { data: Rec | null; errors?: { errorType?: string; message: string }[] };

const mock = vi.hoisted(() => ({
  reads: [] as { resolve: (answer: Answer) => void; reject: (error: unknown) => void; stamp: boolean }[],
  /** When set, every read answers this at once. */
  answer: undefined as Answer | undefined,
  next: undefined as ((event: unknown) => void) | undefined,
  fail: undefined as ((error: unknown) => void) | undefined,
  unsubscribe: vi.fn(),
}));

// The client data.ts loads (aws-amplify's, configured for the cloud) replaced.
// aws-amplify's configuration, which data.ts loads first, is not needed with the client replaced.
vi.mock('../../../src/backend/amplify', () => ({}));
vi.mock('../../../src/backend/dataClient', () => ({
  client: {
    models: {
      Issue: {
        // A read with a selection set is the catch-up check of updatedAt (sessions.ts, getSessionUpdatedAt).
        get: (_key: unknown, options?: { selectionSet?: string[] }) =>
          new Promise<Answer>((resolve, reject) => {
            mock.reads.push({ resolve, reject, stamp: !!options?.selectionSet });
            if (mock.answer) resolve(mock.answer);
          }),
        onUpdate: () => ({
          subscribe: (observer: { next: (event: unknown) => void; error: (error: unknown) => void }) => {
            mock.next = observer.next;
            mock.fail = observer.error;
            return { unsubscribe: mock.unsubscribe };
          },
        }),
      },
    },
  },
}));
vi.mock('../../../src/backend/functions', () => ({ functionUrl: () => undefined }));

// The browser's idle callback, as a task after the current ones (the subscription waits for it).
vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
// A frame, as a task after the current ones (the subscription waits for five with no loading card on the page).
vi.stubGlobal('requestAnimationFrame', (task: () => void) => setTimeout(task, 0));
vi.stubGlobal('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));

const { watchSession } = await import('../../../src/backend/watchSessions');
// What the data client's module does as it loads: hear the realtime provider on the Hub.
const { reportRealtimeFromHub } = await import('../../../src/backend/realtimeHub');
reportRealtimeFromHub();
// Loaded once here, so each read below is sent within the task that asks for it (a few microtasks later).
await (await import('../../../src/backend/data')).dataClient();
// What one test's session showed must not be the next test's starting point.
const { forgetAll } = await import('../../../src/backend/sessionCache');
const { Hub } = await import('aws-amplify/utils');
const { CONNECTION_STATE_CHANGE, ConnectionState } = await import('aws-amplify/api');

/** What Amplify's realtime provider announces on the 'api' channel when its connection changes. */
const connection = (connectionState: string) =>
  Hub.dispatch('api', { event: CONNECTION_STATE_CHANGE, data: { connectionState }, message: `Connection state is ${connectionState}` });
/** What it announces when the server acknowledges a subscription (start_ack). */
const acknowledged = (variables: unknown) =>
  Hub.dispatch('api', { event: 'Subscription ack', data: { id: 'x', query: 'subscription { onUpdateIssue { id } }', variables }, message: 'Connection established for subscription' });

const at = (second: number) => `2026-01-01T10:00:${String(second).padStart(2, '0')}.000Z`;
const rec = (status: string, second: number, extra: Partial<Rec> = {}): Rec => ({ id: 's1', status, updatedAt: at(second), ...extra });
/**
 * Lets every answer given so far be taken, and a subscription due when idle open: thirteen turns
 * of the event loop (five frames shown, each a frame and the task after it; the idle callback; and
 * the task of its own each caller of the data client gets).
 */
const settle = async () => {
  for (let turn = 0; turn < 13; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('watchSession', () => {
  let seen: (Rec | null)[];
  let stop: () => void;
  let loadError: ReturnType<typeof vi.fn<(error: unknown) => void>>;

  beforeEach(async () => {
    forgetAll();
    mock.reads.length = 0;
    mock.answer = undefined;
    mock.next = undefined;
    seen = [];
    loadError = vi.fn<(error: unknown) => void>();
    stop = watchSession('s1', (s) => seen.push(s as Rec | null), loadError);
    await settle();
  });
  afterEach(() => stop());

  it('shows the first read, then each event at once, then the re-read', async () => {
    mock.reads[0].resolve({ data: rec('created', 0, { aiErrorMessage: 'old' }) });
    await settle();
    mock.next!(rec('accepted', 1, { aiErrorMessage: null }));
    // At once, before any read: the event's fields over the last state; its null blanks nothing.
    expect(seen.at(-1)).toEqual(rec('accepted', 1, { aiErrorMessage: 'old' }));
    await settle();
    expect(mock.reads).toHaveLength(2);
    mock.reads[1].resolve({ data: rec('accepted', 1) });
    await settle();
    expect(seen.at(-1)).toEqual(rec('accepted', 1));
  });

  it('drops a read that answers after a newer read was shown', async () => {
    mock.reads[0].resolve({ data: rec('created', 0) });
    await settle();
    mock.next!(rec('accepted', 1));
    mock.next!(rec('resolving_issue', 2));
    await settle();
    mock.reads[2].resolve({ data: rec('resolving_issue', 2) });
    await settle();
    mock.reads[1].resolve({ data: rec('accepted', 1) });
    await settle();
    expect(seen.at(-1)?.status).toBe('resolving_issue');
  });

  it('opens the subscription only once the first read has answered and the browser is idle', async () => {
    expect(mock.next).toBeUndefined();
    mock.reads[0].resolve({ data: rec('created', 0) });
    await settle();
    expect(mock.next).toBeDefined();
  });

  it('drops a read sent before an event: it may predate that write', async () => {
    mock.reads[0].resolve({ data: rec('created', 0) });
    await settle();
    mock.next!(rec('accepted', 1));
    await settle();
    mock.next!(rec('resolving_issue', 2)); // before the first event's read answered
    await settle();
    const shownBefore = seen.length;
    // The first event's read, sent before the second event: dropped even though it is not older by updatedAt.
    mock.reads[1].resolve({ data: rec('accepted', 2) });
    await settle();
    expect(seen).toHaveLength(shownBefore);
    mock.reads[2].resolve({ data: rec('resolving_issue', 2) }); // the second event's own read
    await settle();
    expect(seen.at(-1)).toEqual(rec('resolving_issue', 2));
  });

  it('drops an event older than what is shown', async () => {
    mock.reads[0].resolve({ data: rec('accepted', 5) });
    await settle();
    mock.next!(rec('created', 4));
    expect(seen).toEqual([rec('accepted', 5)]);
  });

  it('drops a read older than what is shown (by updatedAt)', async () => {
    mock.reads[0].resolve({ data: rec('created', 0) });
    await settle();
    mock.next!(rec('accepted', 2));
    await settle();
    mock.reads[1].resolve({ data: rec('created', 0) }); // a stale answer to the event's own read
    await settle();
    expect(seen.at(-1)).toEqual(rec('accepted', 2));
  });

  it('once the subscription is acknowledged, checks updatedAt and reads all only when newer, catching writes made before the acknowledgement', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // Hub warns about dispatching on a protected channel
    mock.reads[0].resolve({ data: rec('resolving_issue', 0) });
    await settle();
    acknowledged({ filter: { id: { eq: 'other-session' } } });
    connection(ConnectionState.Connecting);
    await settle();
    expect(mock.reads).toHaveLength(1);
    acknowledged({ filter: { id: { eq: 's1' } } });
    connection(ConnectionState.Connected); // the same acknowledgement brings the Connected state: one check
    await settle();
    expect(mock.reads.map((read) => read.stamp)).toEqual([false, true]);
    mock.reads[1].resolve({ data: { id: 's1', updatedAt: at(3) } as Rec });
    await settle();
    expect(mock.reads.map((read) => read.stamp)).toEqual([false, true, false]);
    mock.reads[2].resolve({ data: rec('resolving_issue', 3, { aiErrorMessage: 'written before the ack' }) });
    await settle();
    expect(seen.at(-1)).toEqual(rec('resolving_issue', 3, { aiErrorMessage: 'written before the ack' }));
    // A reconnection: nothing newer, so nothing more is read and nothing rendered again.
    const shownBefore = seen.length;
    connection(ConnectionState.Connected);
    await settle();
    mock.reads[3].resolve({ data: { id: 's1', updatedAt: at(3) } as Rec });
    await settle();
    expect(mock.reads).toHaveLength(4);
    expect(seen).toHaveLength(shownBefore);
    stop();
    connection(ConnectionState.Connected);
    await settle();
    expect(mock.reads).toHaveLength(4); // stopped: no longer listening
    vi.restoreAllMocks();
  });

  it('a second watcher of the same session shares the subscription and the read, and both are told of each update', async () => {
    const alsoSeen: (Rec | null)[] = [];
    const stopAlso = watchSession('s1', (s) => alsoSeen.push(s as Rec | null), () => undefined);
    expect(mock.reads).toHaveLength(1);
    mock.reads[0].resolve({ data: rec('created', 0) });
    await settle();
    mock.next!(rec('accepted', 1));
    expect(seen.at(-1)?.status).toBe('accepted');
    expect(alsoSeen.at(-1)?.status).toBe('accepted');
    await settle();
    expect(mock.reads).toHaveLength(2);
    mock.unsubscribe.mockClear();
    stopAlso();
    expect(mock.unsubscribe).not.toHaveBeenCalled(); // the first watcher still watches
    stop();
    await settle();
    expect(mock.unsubscribe).toHaveBeenCalledOnce();
  });

  it("shows the answer of the viewer's own write and re-reads nothing for its echo, before or after the answer", async () => {
    const { ownWrite } = await import('../../../src/backend/sessionCache');
    mock.reads[0].resolve({ data: rec('created', 0) });
    await settle();
    // The echo after the answer: not newer than what the answer showed.
    await ownWrite('s1', async () => rec('accepted', 1) as never);
    expect(seen.at(-1)).toEqual(rec('accepted', 1));
    mock.next!(rec('accepted', 1));
    // The echo before the answer: laid over at once, then the answer settles it.
    let answer!: (value: never) => void;
    const writing = ownWrite('s1', () => new Promise<never>((resolve) => (answer = resolve)));
    mock.next!(rec('resolving_issue', 2));
    expect(seen.at(-1)?.status).toBe('resolving_issue');
    answer(rec('resolving_issue', 2, { aiErrorMessage: null }) as never);
    await writing;
    await settle();
    expect(seen.at(-1)).toEqual(rec('resolving_issue', 2, { aiErrorMessage: null }));
    expect(mock.reads).toHaveLength(1);
    // The other side's write while mine was under way, newer than my answer: read.
    const third = ownWrite('s1', () => new Promise<never>((resolve) => (answer = resolve)));
    mock.next!(rec('agreed', 4));
    answer(rec('resolving_issue', 3) as never);
    await third;
    await settle();
    expect(mock.reads).toHaveLength(2);
  });

  it('reports a failed first read as a load error', async () => {
    mock.reads[0].reject(new Error('offline'));
    await settle();
    expect(loadError).toHaveBeenCalledOnce();
    expect(seen).toEqual([]);
  });
});

describe('watchSession while live updates are down', () => {
  beforeEach(() => {
    forgetAll();
    mock.reads.length = 0;
    // Each read answers at once, as the local cloud does within a poll's interval.
    mock.answer = { data: rec('accepted', 0) };
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    connection(ConnectionState.Disconnected);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** The subscription's wait (five frames, the idle callback) and the data client's own task, at fake time 0. */
  const openSubscription = async () => {
    for (let turn = 0; turn < 13; turn += 1) await vi.advanceTimersByTimeAsync(0);
  };

  it('does not poll while the realtime connection is up', async () => {
    const stop = watchSession('s1', () => undefined, () => undefined);
    connection(ConnectionState.Connected);
    await openSubscription();
    expect(mock.reads.map((read) => read.stamp)).toEqual([false, true]); // the first read, and the catch-up check on connecting
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(mock.reads).toHaveLength(2);
    stop();
  });

  it("polls while the connection is down (Amplify retries a refused socket without telling the subscriber), as the page's plan says, within its window", async () => {
    let plan = { name: 'proposals', everyMs: 2000, forMs: 6000 };
    const asked: (Rec | null)[] = [];
    const stop = watchSession('s1', () => undefined, () => undefined, (shown) => (asked.push(shown as Rec | null), plan));
    connection(ConnectionState.ConnectionDisrupted);
    await vi.advanceTimersByTimeAsync(6000);
    expect(mock.reads).toHaveLength(4); // the first read, then at 2, 4 and 6 s
    expect(asked.at(-1)).toEqual(rec('accepted', 0)); // the plan is asked with the state shown
    await vi.advanceTimersByTimeAsync(10_000);
    expect(mock.reads).toHaveLength(4); // the 6 s window, counted from the wait's first tick, is over

    plan = { name: 'initiatorReview', everyMs: 4000, forMs: 8000 };
    await vi.advanceTimersByTimeAsync(2000); // the next tick sees a new wait: a new window
    expect(mock.reads).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(mock.reads).toHaveLength(6);

    connection(ConnectionState.Connected); // back: one catch-up check, then no polling
    plan = { name: 'another wait', everyMs: 1000, forMs: 60_000 };
    await vi.advanceTimersByTimeAsync(10_000);
    expect(mock.reads).toHaveLength(7);
    stop();
  });

  it('polls every 4 s for as long as the page is open when the subscription failed and the page has no plan', async () => {
    const stop = watchSession('s1', () => undefined, () => undefined);
    await openSubscription(); // the subscription opens once the client has loaded
    mock.fail!(new Error('Connection failed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(mock.reads).toHaveLength(2); // at once, not at the first poll
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(mock.reads).toHaveLength(2 + 900);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mock.reads).toHaveLength(902);
  });
});
