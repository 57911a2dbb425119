import { Link } from 'react-router-dom';
import { Card, Col, Container, Row } from 'react-bootstrap';
import { HELLO_EMAIL, SALES_EMAIL, mailto } from './contact';
import { Icon } from './Icon';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { paths } from '../../domain/paths';
import './marketing.css';

const CHANNELS = [
  {
    icon: 'mail',
    title: 'Questions and support',
    text: 'Stuck on a step, found a bug, or have an idea? Tell us what happened and which page you were on.',
    email: HELLO_EMAIL,
    subject: 'Question about Dfuse',
  },
  {
    icon: 'building',
    title: 'Sales and teams',
    text: 'Interested in Dfuse for your organisation, or in the Enterprise plan that is on its way? Let’s talk.',
    email: SALES_EMAIL,
    subject: 'Dfuse for our organisation',
  },
  {
    icon: 'lock',
    title: 'Privacy requests',
    text: 'Want a copy of your data or your account erased? Write from the e-mail address you sign in with.',
    email: HELLO_EMAIL,
    subject: 'Privacy request',
  },
] as const;

export default function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <Container className="mk-page">
      <header className="text-center mx-auto mb-5" style={{ maxWidth: '44rem' }}>
        <p className="mk-eyebrow mb-2">Contact</p>
        <h1 className="mk-display">Talk to a human</h1>
        <p className="mk-lead mx-auto mt-3">
          We are a small team and we read every message. E-mail is the best way to reach us.
        </p>
      </header>

      <Row xs={1} md={3} className="g-3">
        {CHANNELS.map((c) => (
          <Col key={c.title}>
            <Card className="mk-card">
              <Card.Body className="d-flex flex-column">
                <Icon name={c.icon} />
                <Card.Title as="h2" className="h5">{c.title}</Card.Title>
                <Card.Text className="flex-grow-1">{c.text}</Card.Text>
                <a href={mailto(c.email, c.subject)} className="fw-semibold">
                  {c.email}
                </a>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>

      <p className="text-center mt-5 mb-0">
        Looking for a quick answer? Try the <Link to={paths.about('faq')}>frequently asked questions</Link>.
      </p>
    </Container>
  );
}
