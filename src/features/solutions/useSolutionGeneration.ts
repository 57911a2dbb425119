import { useCallback, useEffect, useRef, useState } from 'react';
import type { IssueRecord } from '../../backend/data';
import { promoteToSolutions, requestSolutions } from '../../backend/solutions';
import { jobState, type JobState } from '../../domain/jobs';
import { texts } from '../../domain/sessions';
import { hasSolutions } from '../../domain/solutions';
import { statusTransitionProblem } from '../../domain/status';

/** The spec's precondition for solutions (part 2, 4.1): the initiator's issue and the collaborator's issue and outcome. */
const answersReady = (session: IssueRecord) =>
  [session.initiatorIssue, session.collaboratorIssue, session.desiredOutcomeCollaborator].every((list) => texts(list).length > 0);

export interface SolutionGeneration {
  /** Whether both perspectives are in, so solutions can be generated. */
  ready: boolean;
  job: JobState;
  /** The last request's failure, in words. */
  requestError: string | null;
  generate(): void;
}

/**
 * Moves the session to the solution step and asks for the five solutions, once per page load
 * (docs/rules.md, "Solutions"); Generate asks again. The solutions arrive through live updates.
 */
export function useSolutionGeneration(session: IssueRecord): SolutionGeneration {
  const [requestError, setRequestError] = useState<string | null>(null);
  const promoted = useRef(false);
  const requested = useRef(false);
  const ready = answersReady(session);
  const have = hasSolutions(session);
  const job = jobState(session.inferInterestsStatus, session.inferInterestsRequestedAt, session.inferInterestsError, new Date());

  const generate = useCallback(() => {
    setRequestError(null);
    requestSolutions(session.id).catch((error: unknown) => setRequestError(error instanceof Error ? error.message : String(error)));
  }, [session.id]);

  // Promotion failures are only logged: the status is a signpost, the solutions come either way.
  const needsPromotion = ready && !have && session.status !== 'resolving_issue' && statusTransitionProblem(session.status, 'resolving_issue') === null;
  useEffect(() => {
    if (!needsPromotion || promoted.current) return;
    promoted.current = true;
    promoteToSolutions(session.id).catch((error: unknown) => console.warn('Could not move the session to the solution step', error));
  }, [needsPromotion, session.id]);

  const needsRequest = ready && !have && job.kind === 'idle';
  useEffect(() => {
    if (!needsRequest || requested.current) return;
    requested.current = true;
    generate();
  }, [needsRequest, generate]);

  return { ready, job, requestError, generate };
}
