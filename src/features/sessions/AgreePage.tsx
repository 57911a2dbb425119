import { useParams } from 'react-router-dom';
import { useLiveSession } from '../../backend/useLiveSession';
import { useUser } from '../../backend/UserProvider';
import { cleanSessionId, roleOf, texts } from '../../domain/sessions';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/**
 * /session/{id}/agree, first part: the step both sides reach once they have answered. Choosing
 * between the proposed statements (Yes / No, Submit Selections) arrives with the AI engine;
 * until then this page says honestly what it is waiting for.
 */
export default function AgreePage() {
  useDocumentTitle('Agree on the Issue');
  const id = cleanSessionId(useParams().id);
  const user = useUser();
  const live = useLiveSession(id, 'Failed to fetch issue.');
  const email = user.status === 'signedIn' ? user.user.email : '';
  if (live.state === 'loading') return <LoadingCard />;
  if (live.state === 'error') return <MessageCard variant="danger">{live.message}</MessageCard>;
  if (live.state === 'missing') return <MessageCard variant="warning">Session not found.</MessageCard>;
  if (!roleOf(live.session, email)) {
    return <MessageCard variant="warning">Please sign in as the invited participant to continue.</MessageCard>;
  }
  const proposals = texts(live.session.proposedIssues);
  return (
    <MessageCard
      title="Agree on the Issue"
      actions={<LinkButton to={`/session/${live.session.id}`}>Back to Session</LinkButton>}
    >
      <p className="mb-0" role="status">
        {proposals.length
          ? `${proposals.length} proposed issue statements are ready.`
          : 'Both answers are in. The proposed issue statements are being prepared.'}
      </p>
    </MessageCard>
  );
}
