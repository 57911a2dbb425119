import { Alert, Button, Spinner } from 'react-bootstrap';
import type { StrategyGeneration } from './useStrategyGeneration';

/** Where the strategy generation stands: under way, failed (with Retry), or waiting for a style (with what is missing). */
export function GenerationBanners({ generation, ready, retryLabel = 'Retry' }: { generation: StrategyGeneration; ready: boolean; retryLabel?: string }) {
  const { job, awaiting, requestError, generate } = generation;
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
      {awaiting ? (
        <Alert variant="warning">
          <p className="mb-1">{awaiting.message}</p>
          <p className="mb-0 small">
            Missing: {awaiting.missing.map((field) => (field === 'initiatorDCS' ? "the initiator's conflict style" : field === 'collaboratorDCS' ? "the collaborator's conflict style" : field)).join(', ')}
          </p>
        </Alert>
      ) : null}
    </div>
  );
}
