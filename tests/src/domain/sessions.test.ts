import { describe, expect, it } from 'vitest';
import type { Role } from '../../../src/domain/sessionRole';
import {
  collaboratorResponseUpdate,
  fullName,
  lastText,
  mergeSessionLists,
  overviewRedirect,
  pendingInvitations,
  sessionTitle,
  softDeleteUpdate,
  texts,
  type SessionFacts,
} from '../../../src/domain/sessions';

const INITIATOR = 'ann@example.com';
const COLLABORATOR = 'sam@example.com';

function session(patch: Partial<SessionFacts> = {}): SessionFacts {
  return { id: 'abc123', initiatorEmail: INITIATOR, collaboratorEmail: COLLABORATOR, ...patch };
}

const ids = (list: SessionFacts[]) => list.map((s) => s.id);

// The list limit (200 per index), by behaviour: tests/src/backend/sessions.listMySessions.test.ts.
describe('list helpers', () => {
  it('texts keeps only non-blank strings, lastText takes the last of them', () => {
    expect(texts(['a', null, '  ', '', 'b'])).toEqual(['a', 'b']);
    expect(texts(null)).toEqual([]);
    expect(texts(undefined)).toEqual([]);
    expect(lastText(['a', 'b', null, ' '])).toBe('b');
    expect(lastText([null, ''])).toBeNull();
    expect(lastText(undefined)).toBeNull();
  });

  it('fullName joins the parts it has', () => {
    expect(fullName('Ann', 'Bee')).toBe('Ann Bee');
    expect(fullName('Ann', null)).toBe('Ann');
    expect(fullName(undefined, 'Bee')).toBe('Bee');
    expect(fullName(null, null)).toBe('');
  });
});

describe('sessionTitle', () => {
  it('uses the agreed issue first', () => {
    expect(sessionTitle(session({ agreedIssue: '  We split chores unevenly. ', initiatorIssue: ['Latest'] }))).toBe(
      'We split chores unevenly.',
    );
  });

  it("falls back to the initiator's latest issue entry when there is no agreed issue", () => {
    expect(sessionTitle(session({ initiatorIssue: ['First', 'Latest'] }))).toBe('Latest');
    expect(sessionTitle(session({ agreedIssue: '   ', initiatorIssue: ['First', 'Latest', '  ', null] }))).toBe('Latest');
    expect(sessionTitle(session({ agreedIssue: null, initiatorIssue: ['Only'] }))).toBe('Only');
  });

  it("is 'Untitled session' when neither exists", () => {
    expect(sessionTitle(session())).toBe('Untitled session');
    expect(sessionTitle(session({ agreedIssue: '', initiatorIssue: [] }))).toBe('Untitled session');
    expect(sessionTitle(session({ agreedIssue: ' ', initiatorIssue: [null, '  '] }))).toBe('Untitled session');
  });

  it("ignores the collaborator's issue", () => {
    expect(sessionTitle(session({ collaboratorIssue: ['Theirs'] }))).toBe('Untitled session');
  });
});

describe('mergeSessionLists', () => {
  const a = session({ id: 'a', status: 'created', lastActivityAt: '2024-01-01T10:00:00Z' });
  const b = session({ id: 'b', status: 'accepted', lastActivityAt: '2024-03-01T10:00:00Z' });
  const c = session({ id: 'c', status: 'resolving_issue', lastActivityAt: '2024-02-01T10:00:00Z' });

  it('de-duplicates by id across the two index results', () => {
    const merged = mergeSessionLists([a, b], [b, c, a]);
    expect(ids(merged).sort()).toEqual(['a', 'b', 'c']);
  });

  it('hides closed sessions', () => {
    const closed = session({ id: 'x', status: 'closed', lastActivityAt: '2025-01-01T00:00:00Z' });
    expect(ids(mergeSessionLists([a, closed], [closed, c]))).toEqual(['c', 'a']);
  });

  it('puts the newest activity first, falling back to the creation time, undated last', () => {
    const createdOnly = session({ id: 'd', createdAt: '2024-02-15T00:00:00Z' });
    const undated = session({ id: 'e' });
    const garbage = session({ id: 'f', lastActivityAt: 'not a date' });
    expect(ids(mergeSessionLists([undated, a, garbage], [c, createdOnly, b]))).toEqual(['b', 'd', 'c', 'a', 'e', 'f']);
  });

  it('prefers lastActivityAt over createdAt', () => {
    const oldCreatedRecentActivity = session({ id: 'p', createdAt: '2020-01-01T00:00:00Z', lastActivityAt: '2024-06-01T00:00:00Z' });
    const newCreatedNoActivity = session({ id: 'q', createdAt: '2024-05-01T00:00:00Z' });
    expect(ids(mergeSessionLists([newCreatedNoActivity], [oldCreatedRecentActivity]))).toEqual(['p', 'q']);
  });

  it('keeps sessions without a status and leaves its inputs alone', () => {
    const noStatus = session({ id: 'n', status: null, lastActivityAt: '2024-01-05T00:00:00Z' });
    const first = [a, noStatus];
    const second = [c];
    expect(ids(mergeSessionLists(first, second))).toEqual(['c', 'n', 'a']);
    expect(ids(first)).toEqual(['a', 'n']);
    expect(mergeSessionLists()).toEqual([]);
  });
});

describe('pendingInvitations', () => {
  it('lists sessions where the viewer is the collaborator and the status is created, newest first', () => {
    const older = session({ id: 'older', status: 'created', createdAt: '2024-01-01T00:00:00Z' });
    const newer = session({ id: 'newer', status: 'created', createdAt: '2024-02-01T00:00:00Z' });
    const undated = session({ id: 'undated', status: 'created' });
    const accepted = session({ id: 'accepted', status: 'accepted', createdAt: '2024-03-01T00:00:00Z' });
    const mine = session({ id: 'mine', status: 'created', initiatorEmail: COLLABORATOR, collaboratorEmail: 'x@example.com' });
    const other = session({ id: 'other', status: 'created', collaboratorEmail: 'someone@example.com' });
    expect(ids(pendingInvitations([undated, older, accepted, mine, newer, other], COLLABORATOR))).toEqual(['newer', 'older', 'undated']);
  });

  it('matches the viewer case- and space-insensitively', () => {
    const invite = session({ status: 'created', collaboratorEmail: ' Sam@Example.com' });
    expect(ids(pendingInvitations([invite], ' SAM@example.COM '))).toEqual(['abc123']);
  });

  it('is empty for the initiator or a blank e-mail', () => {
    const invite = session({ status: 'created' });
    expect(pendingInvitations([invite], INITIATOR)).toEqual([]);
    expect(pendingInvitations([invite], '')).toEqual([]);
  });
});

describe('overviewRedirect', () => {
  const roles: Role[] = ['initiator', 'collaborator'];

  it.each([
    ['resolved', '/resolve'],
    ['prepare', '/prepare-strategies-waiting'],
    ['propose', '/propose-strategies'],
    ['strategies', '/propose-strategies'],
    ['implemented', '/implement'],
  ])('sends both sides of a %s session to %s', (status, path) => {
    for (const role of roles) {
      expect(overviewRedirect(session({ id: 's-1', status }), role)).toBe(`/session/s-1${path}`);
    }
  });

  it('sends both sides to /resolve when the status is missing but a best solution exists', () => {
    for (const role of roles) {
      for (const status of [null, undefined, '']) {
        expect(overviewRedirect(session({ status, bestSolution: 'Make a rota' }), role)).toBe('/session/abc123/resolve');
      }
      expect(overviewRedirect(session({ status: null, bestSolution: null }), role)).toBeNull();
      expect(overviewRedirect(session({ status: null, bestSolution: '' }), role)).toBeNull();
    }
  });

  it('does not use the best solution when a status is present', () => {
    expect(overviewRedirect(session({ status: 'agreed_on_issue', bestSolution: 'Make a rota' }), 'collaborator')).toBeNull();
    expect(overviewRedirect(session({ status: 'agreed_on_issue', bestSolution: 'Make a rota' }), 'initiator')).toBeNull();
  });

  it('sends the initiator to /agree once the collaborator has joined a created session', () => {
    expect(overviewRedirect(session({ status: 'created', collaboratorJoined: true }), 'initiator')).toBe('/session/abc123/agree');
    expect(overviewRedirect(session({ status: 'created', collaboratorJoined: false }), 'initiator')).toBeNull();
    expect(overviewRedirect(session({ status: 'created' }), 'initiator')).toBeNull();
  });

  it('sends the initiator of an accepted session to /agree', () => {
    expect(overviewRedirect(session({ status: 'accepted' }), 'initiator')).toBe('/session/abc123/agree');
    expect(overviewRedirect(session({ status: 'accepted', proposedIssues: ['1', '2', '3', '4'] }), 'initiator')).toBe(
      '/session/abc123/agree',
    );
  });

  it('sends the initiator of a resolving_issue session to /agree once the proposed statements are ready (up to 4; fewer for thin answers)', () => {
    const four = ['one', 'two', 'three', 'four'];
    expect(overviewRedirect(session({ status: 'resolving_issue', proposedIssues: four }), 'initiator')).toBe('/session/abc123/agree');
    expect(overviewRedirect(session({ status: 'resolving_issue', proposedIssues: four.slice(0, 2) }), 'initiator')).toBe('/session/abc123/agree');
    expect(overviewRedirect(session({ status: 'resolving_issue', proposedIssues: ['  ', null] }), 'initiator')).toBeNull();
    expect(overviewRedirect(session({ status: 'resolving_issue' }), 'initiator')).toBeNull();
  });

  it('stops sending the initiator to /agree once they have answered every proposed statement', () => {
    const four = ['one', 'two', 'three', 'four'];
    const reviewed = { initiatorHasReviewed: true };
    expect(overviewRedirect(session({ status: 'resolving_issue', proposedIssues: four }), 'initiator', reviewed)).toBeNull();
    expect(overviewRedirect(session({ status: 'accepted' }), 'initiator', reviewed)).toBeNull();
    expect(overviewRedirect(session({ status: 'created', collaboratorJoined: true }), 'initiator', reviewed)).toBeNull();
    // The later steps' redirects do not depend on it.
    expect(overviewRedirect(session({ id: 's-1', status: 'resolved' }), 'initiator', reviewed)).toBe('/session/s-1/resolve');
  });

  it('keeps the collaborator on the overview in the initiator-only cases', () => {
    const four = ['one', 'two', 'three', 'four'];
    expect(overviewRedirect(session({ status: 'created', collaboratorJoined: true }), 'collaborator')).toBeNull();
    expect(overviewRedirect(session({ status: 'accepted' }), 'collaborator')).toBeNull();
    expect(overviewRedirect(session({ status: 'resolving_issue', proposedIssues: four }), 'collaborator')).toBeNull();
  });

  it('stays on the overview for agreed_on_issue and closed', () => {
    for (const role of roles) {
      expect(overviewRedirect(session({ status: 'agreed_on_issue', collaboratorJoined: true }), role)).toBeNull();
      expect(overviewRedirect(session({ status: 'closed', collaboratorJoined: true }), role)).toBeNull();
    }
  });
});

describe('collaboratorResponseUpdate', () => {
  const now = new Date('2024-05-06T07:08:09.010Z');
  const answers = { issue: '  My issue  ', outcome: ' My outcome ', why: ' Because ' };
  const ready = {
    initiatorIssue: ['Their issue'],
    desiredOutcomeInitiator: ['Their outcome'],
    whyOutcomeMattersInitiator: ['Their why'],
  };

  it('appends the trimmed answers, marks the collaborator joined and stamps the time', () => {
    const update = collaboratorResponseUpdate(session({ id: 's-9', status: 'created', ...ready }), answers, now);
    expect(update).toEqual({
      id: 's-9',
      collaboratorIssue: ['My issue'],
      desiredOutcomeCollaborator: ['My outcome'],
      whyOutcomeMattersCollaborator: ['Because'],
      collaboratorJoined: true,
      collaboratorAcceptedAt: '2024-05-06T07:08:09.010Z',
      status: 'resolving_issue',
      lastActivityAt: '2024-05-06T07:08:09.010Z',
    });
  });

  it('stores how the collaborator knows the initiator when they said, and nothing when they did not', () => {
    expect(collaboratorResponseUpdate(session({ status: 'created', ...ready }), { ...answers, relationship: 'family' }, now).collaboratorRelationship).toBe('family');
    expect(collaboratorResponseUpdate(session({ status: 'created', ...ready }), { ...answers, relationship: '' }, now)).not.toHaveProperty('collaboratorRelationship');
  });

  it('appends to the lists already there, dropping blank items', () => {
    const before = session({
      ...ready,
      status: 'accepted',
      collaboratorIssue: ['Earlier issue', null, ' '],
      desiredOutcomeCollaborator: ['Earlier outcome'],
      whyOutcomeMattersCollaborator: [null],
    });
    const update = collaboratorResponseUpdate(before, answers, now);
    expect(update.collaboratorIssue).toEqual(['Earlier issue', 'My issue']);
    expect(update.desiredOutcomeCollaborator).toEqual(['Earlier outcome', 'My outcome']);
    expect(update.whyOutcomeMattersCollaborator).toEqual(['Because']);
    expect(before.collaboratorIssue).toEqual(['Earlier issue', null, ' ']);
  });

  it.each(['created', 'accepted', null])("sets resolving_issue from %s when the initiator's three answers are present", (status) => {
    expect(collaboratorResponseUpdate(session({ status, ...ready }), answers, now).status).toBe('resolving_issue');
  });

  it.each([
    ['issue', { initiatorIssue: [] }],
    ['outcome', { desiredOutcomeInitiator: null }],
    ['why', { whyOutcomeMattersInitiator: ['  ', null] }],
  ])("does not set resolving_issue when the initiator's %s is missing or blank", (_label, gap) => {
    const update = collaboratorResponseUpdate(session({ status: 'created', ...ready, ...gap }), answers, now);
    expect(update.status).toBe('accepted');
    expect(update.collaboratorJoined).toBe(true);
  });

  it("otherwise keeps a later status as it was, and defaults to accepted", () => {
    const partial = { initiatorIssue: ['Their issue'] };
    const statusAfter = (status: string | null | undefined) => collaboratorResponseUpdate(session({ status, ...partial }), answers, now).status;
    expect(statusAfter('accepted')).toBe('accepted');
    expect(statusAfter('agreed_on_issue')).toBe('agreed_on_issue');
    expect(statusAfter('resolving_issue')).toBe('resolving_issue');
    expect(statusAfter('created')).toBe('accepted');
    expect(statusAfter(null)).toBe('accepted');
    expect(statusAfter(undefined)).toBe('accepted');
    expect(statusAfter('not-a-status')).toBe('accepted');
  });
});

describe('softDeleteUpdate', () => {
  it('closes the session for both participants and stamps closedAt and lastActivityAt', () => {
    const now = new Date('2024-07-08T09:10:11.000Z');
    expect(softDeleteUpdate('s-2', now)).toEqual({
      id: 's-2',
      status: 'closed',
      closedAt: '2024-07-08T09:10:11.000Z',
      lastActivityAt: '2024-07-08T09:10:11.000Z',
    });
  });

  it('produces a session the list then hides', () => {
    const live = session({ id: 's-3', status: 'accepted', lastActivityAt: '2024-01-01T00:00:00Z' });
    const deleted = { ...live, ...softDeleteUpdate('s-3', new Date('2024-02-01T00:00:00Z')) };
    expect(mergeSessionLists([deleted], [live])).toEqual([]);
  });
});

describe('collaboratorResponseUpdate on a session that has moved on', () => {
  const ready = {
    id: 's1',
    initiatorEmail: 'i@example.com',
    collaboratorEmail: 'c@example.com',
    initiatorIssue: ['a'],
    desiredOutcomeInitiator: ['b'],
    whyOutcomeMattersInitiator: ['c'],
  };
  const answers = { issue: 'x', outcome: 'y', why: 'z' };

  it('never reopens a deleted session, nor moves a later status back', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(collaboratorResponseUpdate({ ...ready, status: 'closed' }, answers, now).status).toBe('closed');
    expect(collaboratorResponseUpdate({ ...ready, status: 'agreed_on_issue' }, answers, now).status).toBe('agreed_on_issue');
    expect(collaboratorResponseUpdate({ ...ready, status: 'created' }, answers, now).status).toBe('resolving_issue');
    expect(collaboratorResponseUpdate({ ...ready, status: 'accepted' }, answers, now).status).toBe('resolving_issue');
  });
});
