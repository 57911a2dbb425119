import { describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION } from '../../../../src/features/sessions/sessionTexts';

// The toast's 5 s: tests/src/features/sessions/SessionOverviewPage.test.tsx ("the invitation toast").
describe('session screen texts', () => {
  it('has the spec text', () => {
    expect(DELETE_CONFIRMATION).toBe('Delete this session? Both participants will no longer see it.');
  });
});
