import { defineAuth } from '@aws-amplify/backend';
import { postConfirmation } from './post-confirmation/resource';
import { preSignUp } from './pre-sign-up/resource';
import { preTokenGeneration } from './pre-token-generation/resource';

/**
 * E-mail sign-in with given and family name required, e-mail verification, MFA off.
 * The password policy and the V2_0 pre-token trigger wiring are set in backend.ts,
 * because defineAuth exposes neither.
 */
export const auth = defineAuth({
  loginWith: {
    email: {
      verificationEmailStyle: 'CODE',
      verificationEmailSubject: 'Your Dfuse verification code',
      verificationEmailBody: (createCode) => `Your Dfuse verification code is ${createCode()}`,
    },
  },
  userAttributes: {
    givenName: { required: true, mutable: true },
    familyName: { required: true, mutable: true },
  },
  multifactor: { mode: 'OFF' },
  accountRecovery: 'EMAIL_ONLY',
  // postConfirmation signs the account out everywhere after a password reset (docs/rules.md, "Accounts").
  triggers: { preSignUp, preTokenGeneration, postConfirmation },
});
