import { useParams } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { LinkButton } from '../../ui/LinkButton';
import { MessageCard } from '../../ui/MessageCard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/** The session steps whose screens are still being built. */
export type ComingStep = 'prepare-strategies-waiting' | 'propose-strategies' | 'implement';

const STEP_TITLES: Record<ComingStep, string> = {
  'prepare-strategies-waiting': 'Preparing Personalized Strategies',
  'propose-strategies': 'Implementation Strategies',
  implement: 'Implement the Solution',
};

/**
 * Where the links and redirects to a session step that is not built yet arrive, instead of a
 * silent trip home: it says so in plain words and offers the way back.
 */
export default function ComingNextPage({ step }: { step: ComingStep }) {
  const title = STEP_TITLES[step];
  useDocumentTitle(title);
  const id = sessionIdFromRoute(useParams().id);
  return (
    <MessageCard
      title={title}
      variant="info"
      actions={
        <>
          {id ? <LinkButton to={paths.session.overview(id)}>Back to Session</LinkButton> : null}
          <LinkButton to={paths.session.list()} variant="outline-secondary">
            My Sessions
          </LinkButton>
        </>
      }
    >
      This step of the session is still being built, so there is nothing to do here yet. Everything you have done in this
      session so far is saved.
    </MessageCard>
  );
}
