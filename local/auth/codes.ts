/**
 * One-time e-mail codes: sign-up confirmation, password reset and e-mail change. Codes are
 * six digits, stored hashed, single-use, and replaced by a newer code for the same purpose.
 */
import { randomInt } from 'node:crypto';
import type { AuthContext } from './context';
import { CognitoError, codeMismatch, expiredCode, limitExceeded } from './errors';
import { maskEmail } from './policy';
import { digest, type CodePurpose, type CodeRecord, type UserRecord } from './users';

const HOUR = 60 * 60 * 1000;

/** Confirmation and attribute codes last 24 hours in Cognito; reset codes one hour. */
const LIFETIME: Record<CodePurpose, number> = { signup: 24 * HOUR, email: 24 * HOUR, reset: HOUR };

/** Requested (re)sends allowed per user in a sliding hour, so the endpoint cannot be used to spam. */
const MAX_SENDS_PER_HOUR = 5;

/** Wrong guesses allowed per code; then the code is dead, so six digits cannot be brute-forced. */
const MAX_CODE_FAILURES = 5;

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL';
  AttributeName: 'email';
}

/**
 * Creates a code for `purpose`, e-mails it to `to` and returns Cognito's CodeDeliveryDetails.
 * `rateLimited` is false only for the code SignUp sends on its own.
 */
export async function sendCode(
  ctx: AuthContext,
  user: UserRecord,
  purpose: CodePurpose,
  to: string,
  rateLimited = true,
): Promise<CodeDeliveryDetails> {
  const now = ctx.now();
  if (rateLimited && (await ctx.store.countCodeSends(user.sub, now - HOUR)) >= MAX_SENDS_PER_HOUR) {
    throw limitExceeded();
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.store.saveCode(user.sub, purpose, code, now + LIFETIME[purpose], purpose === 'email' ? to : null);
  try {
    await ctx.mailbox.send({ to, ...composeMessage(ctx, purpose, code) });
  } catch {
    throw new CognitoError('CodeDeliveryFailureException', 'Unable to deliver the verification code.');
  }
  if (rateLimited) await ctx.store.recordCodeSend(user.sub, now);
  return { Destination: maskEmail(to), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}

function composeMessage(ctx: AuthContext, purpose: CodePurpose, code: string): { subject: string; text: string } {
  const { verificationEmailSubject: subject, verificationEmailMessage: message } = ctx.pool;
  if (purpose !== 'reset') return { subject, text: message.replaceAll('{####}', code) };
  // Cognito reuses the verification template for resets; the product wants them told apart,
  // so "Your Dfuse verification code" becomes "Your Dfuse password reset code".
  const resetSubject = /verification code/i.test(subject) ? subject.replace(/verification code/i, 'password reset code') : 'Your password reset code';
  return { subject: resetSubject, text: `${resetSubject} is ${code}` };
}

/**
 * Checks `code` against the user's live code for `purpose` and consumes it. Wrong codes are
 * CodeMismatchException; a used, replaced or expired code is ExpiredCodeException.
 */
export async function consumeCode(ctx: AuthContext, user: UserRecord, purpose: CodePurpose, code: string): Promise<CodeRecord> {
  const record = await ctx.store.findCode(user.sub, purpose);
  if (!record) throw expiredCode();
  if (record.failedAttempts >= MAX_CODE_FAILURES) throw limitExceeded();
  if (digest(`${user.sub}:${code.trim()}`) !== record.codeHash) {
    await ctx.store.recordCodeFailure(user.sub, purpose);
    throw codeMismatch();
  }
  if (ctx.now() > record.expiresAt) {
    await ctx.store.deleteCode(user.sub, purpose);
    throw expiredCode();
  }
  // Deleting is the consumption; if a concurrent request got there first, this code is used.
  if (!(await ctx.store.deleteCode(user.sub, purpose))) throw expiredCode();
  return record;
}
