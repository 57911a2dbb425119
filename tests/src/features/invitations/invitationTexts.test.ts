import { describe, expect, it } from 'vitest';
import { RESPONSE_REQUIRED, WRONG_ACCOUNT } from '../../../../src/features/invitations/invitationTexts';

describe('invitation texts', () => {
  it('has the exact spec texts', () => {
    expect(RESPONSE_REQUIRED).toBe('Please enter your issue, your desired outcome, and why that outcome matters.');
    expect(WRONG_ACCOUNT).toBe('You are signed in with a different account than the invited collaborator.');
  });
});
