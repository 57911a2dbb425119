import { describe, expect, it } from 'vitest';
import { stylesNeededFor } from '../../../src/domain/strategies';

const base = { id: 's1', initiatorFirstName: 'Tomasz', collaboratorFirstName: 'Maria' };

describe('what the strategy pages say to the person reading them while a conflict style is missing', () => {
  it('offers the reader their own step, in the second person, and never names them', () => {
    const needed = stylesNeededFor({ ...base, initiatorDCS: 'competing' }, 'collaborator');
    expect(needed?.kind).toBe('your-style');
    expect(needed?.message).toMatch(/^Dfuse writes strategies for each of you/);
    expect(needed?.message).toContain('You have not answered the conflict style questions');
    expect(needed?.message).not.toContain('Maria');
  });

  it('says when the other has not answered either, by their name', () => {
    expect(stylesNeededFor(base, 'initiator')?.message).toContain('Maria has not answered them yet either.');
    expect(stylesNeededFor(base, 'collaborator')?.message).toContain('Tomasz has not answered them yet either.');
  });

  it('waits for the other side only once the reader has answered', () => {
    expect(stylesNeededFor({ ...base, collaboratorDCS: 'avoiding' }, 'collaborator')).toEqual({
      kind: 'their-style',
      message: 'Waiting for Tomasz to answer the conflict style questions. This page moves on by itself once they have.',
    });
    expect(stylesNeededFor({ id: 's1', initiatorDCS: 'avoiding' }, 'initiator')?.message).toContain('Waiting for the other person');
  });

  it('counts an inferred style as the functions do, and nothing once both are known', () => {
    expect(stylesNeededFor({ ...base, initiatorDCS: 'competing', inferCollaboratorDCS: 'avoiding' }, 'collaborator')).toBeNull();
    expect(stylesNeededFor({ ...base, initiatorDCS: 'competing', collaboratorDCS: 'bossy' }, 'collaborator')?.kind).toBe('your-style');
  });
});
