// @vitest-environment jsdom
/**
 * How the session pages re-read the session while live updates are down (docs/rules.md,
 * "Agreement" and "Strategies"), each page rendered with the data client replaced by one whose
 * subscription never connects, on a clock under the test's control. Each read is timed: after
 * the page's first read, the reads come every interval of the page's wait, for its window, and
 * then stop.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import AgreePage from '../../src/features/agree/AgreePage';
import ImplementPage from '../../src/features/implement/ImplementPage';
import PrepareStrategiesWaitingPage from '../../src/features/strategies/PrepareStrategiesWaitingPage';
import ProposeStrategiesPage from '../../src/features/strategies/ProposeStrategiesPage';
import { dataClient } from '../../src/backend/data';
import { renderAt } from '../support/render';

type Session = Record<string, unknown> & { id: string };

const backend = vi.hoisted(() => ({
  session: null as Session | null,
  viewer: '',
  /** The fake clock's time of each read of the session. */
  readAt: [] as number[],
}));

// The client data.ts loads (aws-amplify's, configured for the cloud) replaced.
// aws-amplify's configuration, which data.ts loads first, is not needed with the client replaced.
vi.mock('../../src/backend/amplify', () => ({}));
vi.mock('../../src/backend/dataClient', () => ({
  client: {
    models: {
      Issue: {
        get: async () => {
          backend.readAt.push(Date.now());
          return { data: backend.session };
        },
        update: async (input: Record<string, unknown>) => ({ data: { ...backend.session, ...input } }),
        // Live updates never arrive: the realtime connection is down.
        onUpdate: () => ({ subscribe: () => ({ unsubscribe: () => undefined }) }),
      },
    },
  },
}));
// No function URLs: the pages' requests (statements, strategies, plans) fail, which they show.
vi.mock('../../src/backend/functions', () => ({ functionUrl: () => undefined }));
vi.mock('../../src/backend/UserProvider', () => ({
  useUser: () => ({ status: 'signedIn', user: { email: backend.viewer, sub: `sub-${backend.viewer}`, firstName: 'Viewer', lastName: 'Tester' } }),
}));

const IVY = 'ivy@example.com';
const CAL = 'cal@example.com';
const answered: Session = {
  id: 's1',
  status: 'resolving_issue',
  initiatorEmail: IVY,
  collaboratorEmail: CAL,
  initiatorFirstName: 'Ivy',
  collaboratorFirstName: 'Cal',
  initiatorIssue: ['The car is never fuelled'],
  desiredOutcomeInitiator: ['A full tank'],
  whyOutcomeMattersInitiator: ['I start at six'],
  collaboratorIssue: ['The car is booked all weekend'],
  desiredOutcomeCollaborator: ['Fair weekends'],
  whyOutcomeMattersCollaborator: ['I visit my parents'],
  updatedAt: '2026-01-01T10:00:00.000Z',
};
const STATEMENTS = ['We share the car unfairly.', 'We plan differently.'];
const proposed: Session = { ...answered, proposedIssueCandidatesJson: JSON.stringify(STATEMENTS.map((statement, i) => ({ statement, score: 0.9 - i / 10, conflictType: 'task' }))) };
const chosen: Session = { ...proposed, agreedIssue: STATEMENTS[0], bestSolution: 'Take turns with the car', status: 'resolved' };

/**
 * Renders `page` for `viewer` on `session`, lets the clock run well past `forMs`, and checks the
 * reads: every `everyMs` after the first read, `forMs / everyMs` of them, then none for ten minutes.
 */
async function expectPolling(page: ReactElement, url: string, pattern: string, viewer: string, session: Session, { everyMs, forMs }: { everyMs: number; forMs: number }) {
  backend.session = session;
  backend.viewer = viewer;
  const start = Date.now();
  renderAt(page, url, pattern);
  await act(() => vi.advanceTimersByTimeAsync(forMs + 30_000));
  const polls = backend.readAt.slice(1).map((at) => at - start);
  expect(backend.readAt[0] - start, 'the first read, as the page opens').toBe(0);
  expect(polls, `${forMs / everyMs} reads while waiting`).toHaveLength(forMs / everyMs);
  expect(
    polls.slice(1).map((at, i) => at - polls[i]),
    `a read every ${everyMs} ms`,
  ).toEqual(Array(polls.length - 1).fill(everyMs));
  // The first poll comes one interval after the page opens; before the page knows what it waits
  // for (its first read), that is the default interval of 4 s.
  expect(polls[0]).toBeLessThanOrEqual(Math.max(everyMs, 4000));
  expect(polls.at(-1)! - polls[0], 'all within the window').toBeLessThan(forMs);
  const reads = backend.readAt.length;
  await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
  expect(backend.readAt.length, 'no reads after the window').toBe(reads);
}

// Loaded before the clock is faked: its download is real time, in which the fake clock would run on.
await dataClient();
// For the same reason, each call's hop to a task of its own (nextTask, whenIdle.ts) is a
// microtask here: a real task would let the fake clock run on, and time reads that are not late.
vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });

beforeEach(() => {
  backend.readAt = [];
  localStorage.clear();
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the agree page, while live updates are down', () => {
  const agree = ['/session/s1/agree', '/session/:id/agree'] as const;

  it('reads every 2 s for 60 s while the statements are awaited', async () => {
    await expectPolling(<AgreePage />, ...agree, IVY, answered, { everyMs: 2000, forMs: 60_000 });
  });

  it("reads every 4 s for 120 s while the collaborator awaits the initiator's review", async () => {
    const collaboratorDone = { ...proposed, collaboratorReviewedIssues: STATEMENTS, collaboratorAcceptedIssues: [STATEMENTS[0]] };
    await expectPolling(<AgreePage />, ...agree, CAL, collaboratorDone, { everyMs: 4000, forMs: 120_000 });
  });

  it("reads every 4 s for 300 s while the initiator awaits the collaborator's answers", async () => {
    const initiatorDone = { ...proposed, initiatorReviewedIssues: STATEMENTS, initiatorAcceptedIssues: [STATEMENTS[1]] };
    await expectPolling(<AgreePage />, ...agree, IVY, initiatorDone, { everyMs: 4000, forMs: 300_000 });
  });
});

describe('the strategy pages, while live updates are down', () => {
  it('propose-strategies reads every 1 s for 20 s', async () => {
    await expectPolling(<ProposeStrategiesPage />, '/session/s1/propose-strategies', '/session/:id/propose-strategies', IVY, chosen, { everyMs: 1000, forMs: 20_000 });
  });

  it('the waiting page reads every 1 s for 20 s', async () => {
    const url = '/session/s1/prepare-strategies-waiting';
    await expectPolling(<PrepareStrategiesWaitingPage />, url, '/session/:id/prepare-strategies-waiting', CAL, chosen, { everyMs: 1000, forMs: 20_000 });
  });

  it("the implement page reads every 2 s for 60 s while both sides' strategies are awaited", async () => {
    const stylesSet = { ...chosen, initiatorDCS: 'competing', collaboratorDCS: 'avoiding' };
    await expectPolling(<ImplementPage />, '/session/s1/implement', '/session/:id/implement', IVY, stylesSet, { everyMs: 2000, forMs: 60_000 });
  });
});
