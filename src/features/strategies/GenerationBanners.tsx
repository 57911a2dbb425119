import { Alert, Button, Spinner } from 'react-bootstrap';
import type { IssueRecord } from '../../backend/data';
import { paths } from '../../domain/paths';
import type { Role } from '../../domain/sessionRole';
import { stylesNeededFor } from '../../domain/strategies';
import { LinkButton } from '../../ui/LinkButton';
import type { StrategyGeneration } from './useStrategyGeneration';

interface Props {
  generation: StrategyGeneration;
  ready: boolean;
  session: IssueRecord;
  /** The person reading: a missing style is said to them in the second person. */
  role: Role;
  retryLabel?: string;
}

/**
 * Where the strategy generation stands: under way, failed (with Retry), or waiting for a style.
 * The wait is read from the live session, so it ends by itself; when the reader's own style is
 * missing it offers the questionnaire (no Back/Open loop).
 */
export function GenerationBanners({ generation, ready, session, role, retryLabel = 'Retry' }: Props) {
  const { job, requestError, generate } = generation;
  const needed = ready ? null : stylesNeededFor(session, role);
  return (
    <div aria-live="polite" className="d-print-none">
      {job.kind === 'working' ? (
        <Alert variant="info" className="d-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          Generating strategies and communication tips…
        </Alert>
      ) : null}
      {job.kind === 'failed' && !ready ? (
        <Alert variant="danger">
          <Alert.Heading as="h2" className="h6">
            Generation failed
          </Alert.Heading>
          <p className="mb-2">{job.message}</p>
          <Button size="sm" variant="outline-danger" onClick={generate}>
            {retryLabel}
          </Button>
        </Alert>
      ) : null}
      {requestError ? <Alert variant="danger">{requestError}</Alert> : null}
      {needed ? (
        <Alert variant={needed.kind === 'your-style' ? 'warning' : 'info'} role="status">
          <p className={needed.kind === 'your-style' ? 'mb-2' : 'mb-0'}>{needed.message}</p>
          {needed.kind === 'your-style' ? (
            <LinkButton to={paths.session.dcsQuiz(session.id)} size="sm">
              Answer the conflict style questions
            </LinkButton>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
