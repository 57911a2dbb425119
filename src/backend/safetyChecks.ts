/**
 * The signed-in person's own safety check for a session (docs/rules.md, "Safety"): read and
 * answered through the owner-only SafetyCheck model; the outcome is asked of the server
 * (settle-session), which alone records it and pauses the session.
 */
import { normalizeEmail } from '../domain/identity';
import type { SafetyAnswers, SafetyOutcome } from '../domain/safety';
import { DataRequestError, dataClient } from './data';
import { callSessionFunction } from './sessionFunctions';

export interface OwnSafetyCheck {
  outcome: SafetyOutcome | null;
  goOnAt: string | null;
}

/** My check for the session, or null when I have not answered it. */
export async function readOwnSafetyCheck(issueId: string, email: string): Promise<OwnSafetyCheck | null> {
  const { data, errors } = await dataClient.models.SafetyCheck.get({ issueId, ownerEmail: normalizeEmail(email) });
  if (errors?.length) throw new DataRequestError(errors);
  if (!data) return null;
  return { outcome: (data.outcome as SafetyOutcome | null) ?? null, goOnAt: data.goOnAt ?? null };
}

/** Saves my answers (creating the record the first time) and asks the server for the outcome. */
export async function submitSafetyCheck(issueId: string, email: string, answers: Required<SafetyAnswers>): Promise<SafetyOutcome> {
  const key = { issueId, ownerEmail: normalizeEmail(email) };
  const existing = await dataClient.models.SafetyCheck.get(key);
  const write = existing.data ? dataClient.models.SafetyCheck.update({ ...key, ...answers }) : dataClient.models.SafetyCheck.create({ ...key, ...answers });
  const { errors } = await write;
  if (errors?.length) throw new DataRequestError(errors);
  const answer = (await callSessionFunction('settle-session', { issueId, step: 'safety' })) as { outcome?: SafetyOutcome };
  if (!answer.outcome) throw new Error('The safety check could not be decided.');
  return answer.outcome;
}

/** After a caution, tells the server I choose to go on. */
export async function goOnAfterCaution(issueId: string): Promise<void> {
  await callSessionFunction('settle-session', { issueId, step: 'safety-go-on' });
}
