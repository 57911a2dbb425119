/**
 * What the agree step writes: one side's selections, then the review outcome once both sides'
 * answers settle it, and the initiator's no-common-conflict notice.
 */
import { localStore } from '../../backend/browserStorage';
import { sendSessionEmail, updateSession, type IssueRecord } from '../../backend/sessions';
import { outcomeUpdate, reviewOutcome, selectionsUpdate, type Candidate, type Choices, type ReviewOutcome } from '../../domain/agreement';
import { notifiedNoCommonConflictKey } from '../../domain/sessionFlags';
import type { Role } from '../../domain/sessionRole';

/**
 * Saves the viewer's own accepted and reviewed lists (never the other side's, so two people
 * submitting at once both keep their answers) and returns the session as the write left it.
 */
export const saveSelections = (session: IssueRecord, role: Role, candidates: readonly Candidate[], choices: Choices) =>
  updateSession(selectionsUpdate(session.id, role, candidates, choices, new Date()));

/**
 * Records the outcome the session's answers settle, if it is not recorded yet. Either side may
 * do it, and both may at once: the update is the same whoever writes it. The second of two
 * simultaneous submits always sees both sides' answers in what its write returns.
 */
export async function recordOutcome(session: IssueRecord, role: Role): Promise<ReviewOutcome> {
  const outcome = reviewOutcome(session);
  const update = outcomeUpdate(session, outcome, new Date());
  if (update) await updateSession(update);
  if (outcome.kind === 'no-common-conflict' && outcome.declinedBy === 'collaborator' && role === 'collaborator') {
    notifyInitiatorOfNoCommonConflict(session.id);
  }
  return outcome;
}

/**
 * The collaborator accepted none of the statements: the initiator is e-mailed, once. The flag
 * in local storage saves a call (docs/rules.md, "Agreement"); the function itself sends at most
 * one notice per session, so with storage disabled it is still sent once. Errors are only
 * logged, as the spec says for this e-mail.
 */
function notifyInitiatorOfNoCommonConflict(sessionId: string) {
  const key = notifiedNoCommonConflictKey(sessionId);
  if (localStore.get(key) === '1') return;
  sendSessionEmail('no-common-conflict', sessionId).then(
    () => localStore.set(key, '1'),
    (error: unknown) => console.warn('Could not send the no-common-conflict notice', error),
  );
}
