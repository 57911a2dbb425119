import { useEffect, useRef, useState } from 'react';
import type { IssueRecord } from '../../backend/data';
import { requestProposedIssues } from '../../backend/sessionFunctions';
import { bothSidesAnswered } from '../../domain/answers';

/**
 * Asks the propose-issues function for the statements when both sides have answered and none
 * exist (docs/rules.md, "Agreement": the agree page does this too, in case the call at the collaborator's
 * response was lost). Safe to repeat; the statements arrive through live updates. A failure,
 * the request's or the one stored on the session, is returned with a way to try again.
 */
export function useProposalRequest(session: IssueRecord, haveCandidates: boolean) {
  const [requestError, setRequestError] = useState<string | null>(null);
  const asked = useRef(false);
  const answered = bothSidesAnswered(session);
  const needsRequest = answered && !haveCandidates && session.aiStatus !== 'in_progress' && session.aiStatus !== 'failed';

  const ask = () => {
    setRequestError(null);
    requestProposedIssues(session.id).catch((error: unknown) => setRequestError(error instanceof Error ? error.message : String(error)));
  };
  useEffect(() => {
    if (!needsRequest || asked.current) return;
    asked.current = true;
    requestProposedIssues(session.id).catch((error: unknown) => setRequestError(error instanceof Error ? error.message : String(error)));
  }, [needsRequest, session.id]);

  const stored = session.aiStatus === 'failed' && !haveCandidates ? (session.aiErrorMessage ?? 'The issue statements could not be prepared.') : null;
  return { answered, failure: requestError ?? stored, retry: ask };
}
