/**
 * What an update of a session must respect beyond who may write which field: the answers to the
 * proposed statements, locked once their outcome is recorded (src/domain/outcomeLocks.ts), each
 * side's share of the item (src/domain/sideShare.ts), each side's ranking
 * (src/domain/rankingRules.ts), a session paused by a safety check (src/domain/safetyPause.ts), then the status move and the closed session, which takes no
 * (src/domain/rankingRules.ts), each side's commitments and check-in answers and the step-7
 * statuses (src/domain/commitments.ts, checkIns.ts, rounds.ts), then the status move and the closed session, which takes no
 * writes (src/domain/status.ts). The AppSync update guard (amplify/data/guards/updateIssue.ts) is bundled from this module, so the browser,
 * the local cloud and AWS decide every update with this one function. APPSYNC_JS subset.
 */
import { answerUpdateProblem, type ProposalFacts } from './answerLock';
import { leavingUpdateProblem } from './leaving';
import { checkInUpdateProblem } from './checkIns';
import { commitmentsUpdateProblem } from './commitments';
import { erasureWriteProblem, isErasureWrite } from './erasure';
import { topicUpdateProblem, type TopicFacts } from './invitationTopic';
import { reviewUpdateProblem, type AgreementRecord } from './outcomeLocks';
import { pausedUpdateProblem, type PauseFacts } from './safetyPause';
import { rankingUpdateProblem, type RankingFacts } from './rankingRules';
import { isRoundWrite, roundWriteProblem } from './rounds';
import { sideShareProblem } from './sideShare';
import { statusUpdateProblem, type StatusFacts } from './status';

/** The stored fields these rules read. */
export interface GuardedFacts extends RankingFacts, AgreementRecord, StatusFacts, PauseFacts, ProposalFacts, TopicFacts {}

/** Why `input` may not be applied to the `stored` session, or null when it may. */
export function issueUpdateProblem(input: Record<string, unknown>, stored: GuardedFacts): string | null {
  // Erasing a person (only the functions may) empties their side whatever the locks say; nothing else may ride along.
  if (isErasureWrite(input)) return erasureWriteProblem(input);
  const paused = pausedUpdateProblem(input, stored);
  if (paused !== null) return paused;
  // A new round or an adjusted plan (only the functions write the history) empties the round's fields, whatever the locks say.
  if (isRoundWrite(input)) return roundWriteProblem(input);
  const share = sideShareProblem(input, stored as Record<string, unknown>);
  if (share !== null) return share;
  // Each side's answers are editable until the statements are proposed from them.
  const answerProblem = answerUpdateProblem(input, stored);
  if (answerProblem !== null) return answerProblem;
  // The invitation's topic is fixed once it went out with the invitation.
  const topicProblem = topicUpdateProblem(input, stored);
  if (topicProblem !== null) return topicProblem;
  const reviewProblem = reviewUpdateProblem(input, stored);
  if (reviewProblem !== null) return reviewProblem;
  const leavingProblem = leavingUpdateProblem(input, stored as Record<string, unknown>);
  if (leavingProblem !== null) return leavingProblem;
  for (const side of ['initiator', 'collaborator'] as const) {
    const problem = rankingUpdateProblem(input, stored, side);
    if (problem !== null) return problem;
  }
  const record = stored as Record<string, unknown>;
  const commitProblem = commitmentsUpdateProblem(input, record) ?? checkInUpdateProblem(input, record);
  if (commitProblem !== null) return commitProblem;
  return statusUpdateProblem(input, stored);
}
