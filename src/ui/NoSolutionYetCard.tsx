import { NO_SOLUTION_YET_MESSAGE } from '../domain/strategies';
import { paths } from '../domain/paths';
import { LinkButton } from './LinkButton';
import { MessageCard } from './MessageCard';

/**
 * What the strategy and plan pages say when opened before a best solution is chosen (the
 * conflict-style quiz leads to the strategies page in all cases): what is saved, what comes
 * first, and the way back to where the session stands.
 */
export function NoSolutionYetCard({ sessionId, title }: { sessionId: string; title: string }) {
  return (
    <MessageCard
      title={title}
      variant="info"
      actions={<LinkButton to={paths.session.overview(sessionId)}>Back to your session</LinkButton>}
    >
      {NO_SOLUTION_YET_MESSAGE} Anything you have saved, such as your conflict style, is kept for then.
    </MessageCard>
  );
}
