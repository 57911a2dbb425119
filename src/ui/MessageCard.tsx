import type { ReactNode } from 'react';
import { Alert, Card, Container, Spinner } from 'react-bootstrap';

interface MessageCardProps {
  title?: string;
  /** Alert colour for the message; none for a plain card. */
  variant?: 'info' | 'warning' | 'danger' | 'success';
  children: ReactNode;
  /** Buttons under the message. */
  actions?: ReactNode;
  /** Card width: waiting and error cards are 820 px, the invitation card 900 px (docs/rules.md, "Limits"). */
  width?: 820 | 900;
}

/** A centred card for a screen's single state: waiting, not found, an error, a notice. */
export function MessageCard({ title, variant, children, actions, width = 820 }: MessageCardProps) {
  return (
    <Container className="py-4 px-3">
      <Card className="mx-auto shadow-sm border-0" style={{ maxWidth: width }}>
        <Card.Body className="p-3 p-sm-4">
          {title ? <h1 className="h3 mb-3">{title}</h1> : null}
          {variant ? (
            <Alert variant={variant} className="mb-0" role={variant === 'danger' || variant === 'warning' ? 'alert' : 'status'}>
              {children}
            </Alert>
          ) : (
            children
          )}
          {actions ? <div className="d-flex flex-wrap gap-2 mt-3">{actions}</div> : null}
        </Card.Body>
      </Card>
    </Container>
  );
}

/**
 * The 'Loading…' state of a screen. It is marked as such: work put off until the screen has
 * painted what it shows (whenIdle) waits while one of these is on the page.
 */
export function LoadingCard({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center py-5" role="status" aria-live="polite" data-screen-loading>
      <Spinner animation="border" size="sm" className="me-2" />
      <span>{label}</span>
    </div>
  );
}
