/**
 * The signed-in person's own safety checks for a session (docs/rules.md, "Safety"): the first
 * check, through the owner-only SafetyCheck model, and the check offered again at each check-in
 * of step 7 (`checkIn` given), through the owner-only SafetyRecheck model. The outcome is asked
 * of the server (settle-session), which alone records it and pauses the session.
 */
import { normalizeEmail } from '../domain/identity';
import type { RecheckDecision, SafetyAnswers } from '../domain/safety';
import { DataRequestError, dataClient } from './data';
import { earlyKeys, takeEarlyGraphQL, type EarlyTake } from './earlyAnswers';
import { forgetReads, isSafetyCheckReadOf, safetyCheckReadKey, takeRead } from './sessionCache';
import { callSessionFunction } from './sessionFunctions';

/** An outcome the server recorded: clear, caution or pause; for a check again also skipped. */
type RecordedOutcome = Exclude<RecheckDecision['kind'], 'unanswered'>;

export interface OwnSafetyCheck {
  outcome: RecordedOutcome | null;
  goOnAt: string | null;
}

type Answers = Required<SafetyAnswers> | { skipped: true };

async function readRecord(issueId: string, email: string, checkIn: number | undefined, early?: EarlyTake) {
  const ownerEmail = normalizeEmail(email);
  if (checkIn !== undefined) return (await dataClient()).models.SafetyRecheck.get({ issueId, ownerEmail, checkIn });
  const sentEarly = early && (await takeEarlyGraphQL<{ outcome?: string | null; goOnAt?: string | null }>(earlyKeys.safetyCheck(issueId), early.accessToken));
  return sentEarly ?? (await dataClient()).models.SafetyCheck.get({ issueId, ownerEmail });
}

/**
 * My check for the session (with `checkIn`: my check again at that check-in), or null when I have
 * not answered it. The first check may have been read ahead by the route (sessionPrefetch.ts),
 * which passes `early` to take the answer index.html asked for (earlyAnswers.ts).
 */
export async function readOwnSafetyCheck(issueId: string, email: string, checkIn?: number, early?: EarlyTake): Promise<OwnSafetyCheck | null> {
  const ahead = checkIn === undefined ? takeRead<OwnSafetyCheck | null>(safetyCheckReadKey(issueId, normalizeEmail(email))) : undefined;
  if (ahead) return ahead;
  const { data, errors } = await readRecord(issueId, email, checkIn, early);
  if (errors?.length) throw new DataRequestError(errors);
  if (!data) return null;
  return { outcome: (data.outcome as RecordedOutcome | null) ?? null, goOnAt: data.goOnAt ?? null };
}

/** A read of my check the route started before this answer (a loader run again) would show the check as it was. */
const forgetOwnCheckReadAhead = (issueId: string) => forgetReads((key) => !isSafetyCheckReadOf(key, issueId));

async function writeRecord(issueId: string, email: string, checkIn: number | undefined, answers: Answers) {
  const ownerEmail = normalizeEmail(email);
  const [existing, client] = await Promise.all([readRecord(issueId, email, checkIn), dataClient()]);
  if (checkIn === undefined) {
    const key = { issueId, ownerEmail };
    return existing.data ? client.models.SafetyCheck.update({ ...key, ...answers }) : client.models.SafetyCheck.create({ ...key, ...answers });
  }
  const key = { issueId, ownerEmail, checkIn };
  return existing.data ? client.models.SafetyRecheck.update({ ...key, ...answers }) : client.models.SafetyRecheck.create({ ...key, ...answers });
}

/**
 * Saves my answers (creating the record the first time), or at a check-in my choice to skip the
 * check this time, and asks the server for the outcome.
 */
export async function submitSafetyCheck(issueId: string, email: string, answers: Answers, checkIn?: number): Promise<RecordedOutcome> {
  forgetOwnCheckReadAhead(issueId);
  const { errors } = await writeRecord(issueId, email, checkIn, answers);
  if (errors?.length) throw new DataRequestError(errors);
  const answer = (await callSessionFunction('settle-session', { issueId, step: 'safety', ...(checkIn === undefined ? {} : { checkIn }) })) as { outcome?: RecordedOutcome };
  if (!answer.outcome) throw new Error('The safety check could not be decided.');
  return answer.outcome;
}

/** After a caution (at a check-in, with `checkIn`), tells the server I choose to go on. */
export async function goOnAfterCaution(issueId: string, checkIn?: number): Promise<void> {
  forgetOwnCheckReadAhead(issueId);
  await callSessionFunction('settle-session', { issueId, step: 'safety-go-on', ...(checkIn === undefined ? {} : { checkIn }) });
}
