import { useEffect, useRef, useState } from 'react';
import { Alert, Button, ListGroup } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { requestProposedIssues, type IssueRecord } from '../../backend/sessions';
import { useLiveSession } from '../../backend/useLiveSession';
import { useUser } from '../../backend/UserProvider';
import { cleanSessionId, roleOf, texts } from '../../domain/sessions';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/**
 * /session/{id}/agree, first part: asks for the proposed issue statements when both sides have
 * answered and none exist yet, and shows them as they arrive (live). Choosing between them
 * (Yes / No, Submit Selections and the review outcomes) is the next step still to build.
 */
export default function AgreePage() {
  useDocumentTitle('Agree on the Issue');
  const id = cleanSessionId(useParams().id);
  const user = useUser();
  const live = useLiveSession(id, 'Failed to fetch issue.');
  const email = user.status === 'signedIn' ? user.user.email : '';
  if (live.state === 'loading') return <LoadingCard label="Loading…" />;
  if (live.state === 'error') return <MessageCard variant="danger">{live.message}</MessageCard>;
  if (live.state === 'missing') return <MessageCard variant="warning">Session not found.</MessageCard>;
  if (!roleOf(live.session, email)) {
    return <MessageCard variant="warning">Please sign in as the invited participant to continue.</MessageCard>;
  }
  return <Proposals session={live.session} />;
}

interface Candidate {
  statement: string;
  score?: number;
}

/** The stored candidates, best score first, missing scores last, at most four (spec part 1, 9). */
function candidatesOf(session: IssueRecord): Candidate[] {
  let parsed: unknown = null;
  try {
    parsed = typeof session.proposedIssueCandidatesJson === 'string' ? JSON.parse(session.proposedIssueCandidatesJson) : session.proposedIssueCandidatesJson;
  } catch {
    parsed = null;
  }
  const list: Candidate[] = Array.isArray(parsed)
    ? parsed.filter((c): c is Candidate => typeof c?.statement === 'string' && c.statement.trim() !== '')
    : texts(session.proposedIssues).map((statement) => ({ statement }));
  const score = (c: Candidate) => (typeof c.score === 'number' ? c.score : -Infinity);
  return [...list].sort((a, b) => score(b) - score(a)).slice(0, 4);
}

const answered = (session: IssueRecord) =>
  [
    session.initiatorIssue,
    session.desiredOutcomeInitiator,
    session.whyOutcomeMattersInitiator,
    session.collaboratorIssue,
    session.desiredOutcomeCollaborator,
    session.whyOutcomeMattersCollaborator,
  ].every((list) => texts(list).length > 0);

function Proposals({ session }: { session: IssueRecord }) {
  const candidates = candidatesOf(session);
  const [requestError, setRequestError] = useState<string | null>(null);
  const asked = useRef(false);
  const needsRequest = answered(session) && candidates.length === 0 && session.aiStatus !== 'in_progress' && session.aiStatus !== 'failed';

  const ask = () => {
    setRequestError(null);
    requestProposedIssues(session.id).catch((error: unknown) => setRequestError(error instanceof Error ? error.message : String(error)));
  };
  useEffect(() => {
    if (!needsRequest || asked.current) return;
    asked.current = true;
    requestProposedIssues(session.id).catch((error: unknown) => setRequestError(error instanceof Error ? error.message : String(error)));
  }, [needsRequest, session.id]);

  const failure = requestError ?? (session.aiStatus === 'failed' ? (session.aiErrorMessage ?? 'The issue statements could not be prepared.') : null);
  return (
    <MessageCard title="Agree on the Issue" actions={<LinkButton to={`/session/${session.id}`}>Back to Session</LinkButton>}>
      {failure ? (
        <Alert variant="danger" className="d-flex flex-wrap justify-content-between align-items-center gap-2">
          <span>{failure}</span>
          <Button size="sm" variant="outline-danger" onClick={ask}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {candidates.length ? (
        <ListGroup as="ol" className="mb-0">
          {candidates.map((candidate, index) => (
            <ListGroup.Item as="li" key={candidate.statement} className="text-break">
              <strong>Option {index + 1}</strong>
              {typeof candidate.score === 'number' ? <span className="text-body-secondary"> · score {candidate.score.toFixed(2)}</span> : null}
              <div>{candidate.statement}</div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      ) : !failure ? (
        <p className="mb-0" role="status">
          {answered(session) ? 'Both answers are in. The proposed issue statements are being prepared…' : 'Waiting for both of you to answer.'}
        </p>
      ) : null}
    </MessageCard>
  );
}
