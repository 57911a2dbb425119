import type { ReactNode } from 'react';
import { Alert, Spinner } from 'react-bootstrap';

/** The line a picker shows while the stored profile is read. */
export function ProfileLoading({ loading }: { loading: boolean }) {
  if (!loading) return null;
  return (
    <p role="status">
      <Spinner animation="border" size="sm" className="me-2" />
      Loading your profile…
    </p>
  );
}

/** What a save said, read out as it changes: the error, or what was saved. */
export function SaveFeedback({ error, success }: { error: string | null; success?: ReactNode }) {
  return (
    <div aria-live="polite">
      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {success ? (
        <Alert variant="success" role="status">
          {success}
        </Alert>
      ) : null}
    </div>
  );
}
