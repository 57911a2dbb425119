import { Button, Container } from 'react-bootstrap';
import { useRouteError } from 'react-router-dom';
import { paths } from '../domain/paths';
import { LinkButton } from '../ui/LinkButton';

/** Shown when a screen fails to load or render (for example a chunk that cannot be fetched after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container className="py-5 text-center">
      <h1 className="h3">Something went wrong</h1>
      <p className="text-muted">This page could not be shown. Reloading usually helps.</p>
      <Button onClick={() => window.location.reload()} className="me-2">
        Reload
      </Button>
      <LinkButton to={paths.home()} variant="outline-secondary">
        Home
      </LinkButton>
    </Container>
  );
}
