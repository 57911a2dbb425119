import { describe, expect, it } from 'vitest';
import { overviewHeading, sessionTitle, type SessionFacts } from '../../../src/domain/sessions';

const session = (patch: Partial<SessionFacts> = {}): SessionFacts => ({
  id: 's1',
  initiatorEmail: 'ivy@example.com',
  collaboratorEmail: 'cal@example.com',
  initiatorFirstName: 'Ivy',
  collaboratorFirstName: 'Cal',
  ...patch,
});

const raw = { initiatorIssue: ['Cal is treating me like a criminal'], collaboratorIssue: ['Ivy lies about the money'] };

describe('overviewHeading', () => {
  it('is the approved topic until a statement is agreed, never either side’s raw words', () => {
    const heading = overviewHeading(session({ ...raw, invitationTopic: ' How we share the money for the house deposit ' }));
    expect(heading).toEqual({ kind: 'working', title: 'How we share the money for the house deposit' });
    expect(JSON.stringify(heading)).not.toMatch(/criminal|lies/);
  });

  it('names the two people for a session from before topics (not what either wrote)', () => {
    expect(overviewHeading(session(raw))).toEqual({ kind: 'working', title: 'A session between Ivy and Cal' });
    expect(overviewHeading(session({ ...raw, invitationTopic: '  ', collaboratorFirstName: ' ' }))).toEqual({ kind: 'working', title: 'Untitled session' });
  });

  it('is the agreed issue once there is one', () => {
    expect(overviewHeading(session({ ...raw, invitationTopic: 'Money', agreedIssue: ' How we change the roadmap ' }))).toEqual({ kind: 'agreed', statement: 'How we change the roadmap' });
  });

  it('leaves the session list’s title as the spec fixes it', () => {
    expect(sessionTitle(session({ ...raw, invitationTopic: 'How we share the money' }))).toBe('Cal is treating me like a criminal');
  });
});
