import { describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION, TOAST_HIDE_MS } from '../../../../src/features/sessions/sessionTexts';

describe('session screen texts', () => {
  it('has the spec text and timing', () => {
    expect(DELETE_CONFIRMATION).toBe('Delete this session? Both participants will no longer see it.');
    expect(TOAST_HIDE_MS).toBe(5000);
  });
});
