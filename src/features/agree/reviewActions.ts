/**
 * What the agree step writes: one side's selections, then a request to the server to settle
 * the review outcome once both sides' answers decide it.
 */
import { localStore } from '../../backend/browserStorage';
import type { IssueRecord } from '../../backend/data';
import { settleSession } from '../../backend/sessionFunctions';
import { updateSession } from '../../backend/sessions';
import { outcomeUpdate, reviewOutcome, selectionsUpdate, wordingUpdate, type Candidate, type Choices, type ReviewOutcome } from '../../domain/agreement';
import { notifiedNoCommonConflictKey } from '../../domain/sessionFlags';
import type { Role } from '../../domain/sessionRole';

/**
 * Saves the viewer's own accepted and reviewed lists (never the other side's, so two people
 * submitting at once both keep their answers) and returns the session as the write left it. A
 * write's result hides both sides' accepted lists until both have answered (AppSync forwards it
 * to every subscriber, src/domain/blindReviews.ts), so the viewer's own answers are put back from
 * what was sent.
 */
export async function saveSelections(session: IssueRecord, role: Role, candidates: readonly Candidate[], choices: Choices): Promise<IssueRecord> {
  const update = selectionsUpdate(session.id, role, candidates, choices, new Date());
  return { ...(await updateSession(update)), ...update };
}

/** The write's result with the viewer's own accepted list kept from before when the result seals it. */
function keepOwnAnswers(saved: IssueRecord, before: IssueRecord, role: Role): IssueRecord {
  const field = role === 'initiator' ? 'initiatorAcceptedIssues' : 'collaboratorAcceptedIssues';
  return saved[field] == null ? { ...saved, [field]: before[field] } : saved;
}

/**
 * The outcome the session's answers settle. When the record does not say so yet, the server is
 * asked to record it (agreed issue, no common conflict or no overlap: fields only the server
 * writes); either side may ask, and both may at once: one outcome is recorded, and the
 * initiator gets the no-common-conflict notice at most once. The second of two simultaneous
 * submits always sees both sides' answers in what its write returns.
 */
export async function recordOutcome(session: IssueRecord): Promise<ReviewOutcome> {
  const outcome = reviewOutcome(session);
  if (outcomeUpdate(session, outcome, new Date())) await settleSession(session.id, 'agree');
  // The server tells the other side (the one who did not settle it), once.
  if (outcome.kind === 'no-common-conflict') rememberNoticeSent(session.id);
  return outcome;
}

/**
 * Saves the viewer's own wording of the issue (an empty text withdraws it); accepting the other's
 * wording is saving the same text. Returns the session as the write left it.
 */
export const saveWording = async (session: IssueRecord, role: Role, wording: string) =>
  keepOwnAnswers(await updateSession(wordingUpdate(session.id, role, wording, new Date())), session, role);

/**
 * The spec's per-session browser record that the initiator was told (docs/rules.md,
 * "Agreement"). The server sends the notice itself, once per session, whatever this browser
 * remembers.
 */
function rememberNoticeSent(sessionId: string) {
  localStore.set(notifiedNoCommonConflictKey(sessionId), '1');
}
