import { describe, expect, it } from 'vitest';
import { excerpt, overviewHeading, type SessionFacts } from '../../../src/domain/sessions';

const session = (patch: Partial<SessionFacts> = {}): SessionFacts => ({
  id: 's1',
  initiatorEmail: 'ivy@example.com',
  collaboratorEmail: 'cal@example.com',
  initiatorFirstName: 'Ivy',
  collaboratorFirstName: 'Cal',
  ...patch,
});

describe('overviewHeading', () => {
  it('is what each person raised first, not the last line typed', () => {
    expect(overviewHeading(session({ initiatorIssue: ['The roadmap keeps changing', 'And the budget'] }))).toEqual({
      kind: 'raised',
      entries: [{ role: 'initiator', firstName: 'Ivy', text: 'The roadmap keeps changing' }],
    });
    expect(overviewHeading(session({ initiatorIssue: ['The roadmap keeps changing'], collaboratorIssue: [' ', 'Meetings slow us down'] }))).toEqual({
      kind: 'raised',
      entries: [
        { role: 'initiator', firstName: 'Ivy', text: 'The roadmap keeps changing' },
        { role: 'collaborator', firstName: 'Cal', text: 'Meetings slow us down' },
      ],
    });
  });

  it('is the agreed issue once there is one, and untitled with nothing at all', () => {
    expect(overviewHeading(session({ initiatorIssue: ['x'], agreedIssue: ' How we change the roadmap ' }))).toEqual({ kind: 'agreed', statement: 'How we change the roadmap' });
    expect(overviewHeading(session())).toEqual({ kind: 'untitled' });
  });
});

describe('excerpt', () => {
  it('keeps short texts whole and cuts long ones at a word, with an ellipsis', () => {
    expect(excerpt('  a   short  text ')).toBe('a short text');
    const long = 'word '.repeat(60);
    const cut = excerpt(long, 40);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(40);
    expect(cut).toBe(`${'word '.repeat(7).trim()}…`);
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
