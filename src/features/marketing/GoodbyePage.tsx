import { Container } from 'react-bootstrap';
import { LinkButton } from '../../ui/LinkButton';
import { Icon } from './Icon';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { paths } from '../../domain/paths';
import './marketing.css';

export default function GoodbyePage() {
  useDocumentTitle('Signed out');
  return (
    <Container className="mk-page">
      <div className="mk-hero text-center mx-auto" style={{ maxWidth: '40rem' }}>
        <Icon name="smile" />
        <h1>See you soon</h1>
        <p className="mk-lead mx-auto mt-3">
          You are signed out, and the data Dfuse kept in this browser has been cleared. Your sessions are safe and will be
          waiting when you come back.
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
          <LinkButton to={paths.home()} variant="outline-primary" size="lg">Home</LinkButton>
          <LinkButton to={paths.login()} size="lg">Log in again</LinkButton>
        </div>
      </div>
    </Container>
  );
}
