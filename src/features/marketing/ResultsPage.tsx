import { Badge, Card, Col, Container, Row } from 'react-bootstrap';
import { LinkButton } from '../../ui/LinkButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { paths } from '../../domain/paths';
import './marketing.css';

const OUTCOMES = [
  {
    title: 'An agreed issue statement',
    text: 'One neutral sentence you both said yes to. It names the real problem, not who caused it.',
  },
  {
    title: 'Five ranked solutions',
    text: 'Five distinct options, each with a summary, steps, benefits, risks and a way to measure success. You each rank them.',
  },
  {
    title: 'A best solution',
    text: 'Dfuse combines both rankings into a shared top three; you re-rank those and settle on one.',
  },
  {
    title: 'Role-specific strategies',
    text: 'Strategies and communication tips for each of you, shaped by both of your conflict styles.',
  },
  {
    title: 'An implementation plan',
    text: 'Concrete steps, how to talk about it along the way, and signs to watch so you know it is working.',
  },
] as const;

export default function ResultsPage() {
  useDocumentTitle('Solutions');
  return (
    <Container className="mk-page">
      <header className="text-center mx-auto mb-5" style={{ maxWidth: '44rem' }}>
        <p className="mk-eyebrow mb-2">Solutions</p>
        <h1 className="mk-display">What you walk away with</h1>
        <p className="mk-lead mx-auto mt-3">
          A Dfuse session ends with something you can act on, written down and agreed by both of you.
        </p>
      </header>

      <section aria-labelledby="results-outcomes">
        <h2 id="results-outcomes" className="visually-hidden">The five outcomes</h2>
        <Row xs={1} sm={2} lg={3} className="g-3 justify-content-center">
          {OUTCOMES.map((o, i) => (
            <Col key={o.title}>
              <Card className="mk-card">
                <Card.Body>
                  <Badge bg="primary" pill className="mb-2">{i + 1}</Badge>
                  <Card.Title as="h3" className="h5">{o.title}</Card.Title>
                  <Card.Text>{o.text}</Card.Text>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section className="mk-section" aria-labelledby="results-example">
        <h2 id="results-example" className="mb-1">An example</h2>
        <p className="text-body-secondary">
          Maya and Daniel, partners, kept arguing about money at the end of every month.
        </p>
        <Card className="mk-card">
          <Card.Body>
            <h3 className="h6 text-uppercase mk-eyebrow">Agreed issue</h3>
            <p className="fs-5">
              “How do we share spending decisions so that we both feel secure and neither of us feels watched?”
            </p>

            <h3 className="h6 text-uppercase mk-eyebrow mt-4">Five solutions, after both rankings</h3>
            <ol>
              <li><strong>A shared budget plus a personal allowance each</strong> (chosen)</li>
              <li>A monthly 30-minute money check-in</li>
              <li>Agree a threshold above which purchases are discussed first</li>
              <li>Separate accounts with a joint account for bills</li>
              <li>Work with a budgeting app and review it together</li>
            </ol>

            <Row xs={1} md={2} className="g-3 mt-1">
              <Col>
                <h3 className="h6 text-uppercase mk-eyebrow">Maya’s strategy</h3>
                <p className="mb-0">
                  Her style leans toward accommodating, so she names her own limit first at each check-in instead of
                  agreeing and resenting it later.
                </p>
              </Col>
              <Col>
                <h3 className="h6 text-uppercase mk-eyebrow">Daniel’s strategy</h3>
                <p className="mb-0">
                  His style leans toward competing, so he asks one question about Maya’s priorities before proposing a
                  number.
                </p>
              </Col>
            </Row>

            <h3 className="h6 text-uppercase mk-eyebrow mt-4">Plan</h3>
            <ul className="mb-0">
              <li>This weekend: set the shared budget and two equal allowances.</li>
              <li>First Sunday of each month: a 30-minute check-in, phones away.</li>
              <li>Sign it is working: a month ends without a money argument.</li>
            </ul>
          </Card.Body>
        </Card>
      </section>

      <div className="mk-section d-flex flex-wrap justify-content-center gap-2">
        <LinkButton to={paths.demo()} size="lg">Walk through a full demo</LinkButton>
        <LinkButton to={paths.howItWorks()} variant="outline-primary" size="lg">How it works</LinkButton>
      </div>
    </Container>
  );
}
