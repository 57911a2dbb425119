/** What the collaborator's response form says when it cannot be sent (docs/rules.md, "Intake"). */
export const RESPONSE_REQUIRED = 'Please enter your issue, your desired outcome, and why that outcome matters.';
export const WRONG_ACCOUNT = 'You are signed in with a different account than the invited collaborator.';
