import type { ReactNode } from 'react';
import { Card, Container } from 'react-bootstrap';

interface CenteredCardProps {
  /** The page's only h1. */
  title: string;
  children: ReactNode;
  /** Shown under the body, e.g. links to the other account pages. */
  footer?: ReactNode;
}

/** A narrow centred card (max 480 px) for the account and gate pages; full width on phones. */
export function CenteredCard({ title, children, footer }: CenteredCardProps) {
  return (
    <Container className="py-4 py-md-5 px-3">
      <Card className="mx-auto shadow-sm border-0" style={{ maxWidth: 480 }}>
        <Card.Body className="p-3 p-sm-4">
          <h1 className="h3 mb-3">{title}</h1>
          {children}
        </Card.Body>
        {footer ? <Card.Footer className="bg-transparent px-3 px-sm-4 py-3 small">{footer}</Card.Footer> : null}
      </Card>
    </Container>
  );
}
