import { Badge, Card, Col, Container, Row } from 'react-bootstrap';
import { LinkButton } from '../../ui/LinkButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { paths } from '../../domain/paths';
import './marketing.css';

const INCLUDED = [
  'Guided sessions through all seven steps',
  'Conflict-style (DCS) and personality-type (DPI) assessments',
  'AI-drafted issue statements and five ranked solutions',
  'Role-specific strategies, tips and an implementation plan',
] as const;

const PLANS = [
  { name: 'Individual', price: '$7', users: '1 user', blurb: 'For one person who wants a fair way to work through a conflict.', featured: false },
  { name: 'Couples', price: '$9.99', users: '2 users', blurb: 'Two accounts, for partners who want to resolve things together.', featured: true },
  { name: 'Family', price: '$24.99', users: 'Up to 5 users', blurb: 'For households and families with more than one relationship to care for.', featured: false },
] as const;

export default function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <Container className="mk-page">
      <header className="text-center mx-auto mb-5" style={{ maxWidth: '44rem' }}>
        <p className="mk-eyebrow mb-2">Pricing</p>
        <h1 className="mk-display">Simple, fair pricing</h1>
        <p className="mk-lead mx-auto mt-3">
          Mediation typically costs $150–$400 per hour. A month of Dfuse, even for a family of five, costs a fraction of
          that.
        </p>
      </header>

      <Row xs={1} md={2} xl={4} className="g-4">
        {PLANS.map((plan) => (
          <Col key={plan.name}>
            <Card className={`mk-card ${plan.featured ? 'border-primary border-2' : ''}`}>
              <Card.Body className="d-flex flex-column">
                <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
                  <Card.Title as="h2" className="h4 mb-0">{plan.name}</Card.Title>
                  {plan.featured && <Badge bg="primary">Made for two</Badge>}
                </div>
                <p className="mb-1">
                  <span className="mk-price">{plan.price}</span> <span>/month</span>
                </p>
                <p className="fw-semibold mb-3">{plan.users}</p>
                <Card.Text>{plan.blurb}</Card.Text>
                <ul className="small flex-grow-1">
                  {INCLUDED.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <LinkButton
                  to={paths.register()}
                  variant={plan.featured ? 'primary' : 'outline-primary'}
                  className="w-100 mt-2"
                >
                  Start Now<span className="visually-hidden"> with the {plan.name} plan</span>
                </LinkButton>
              </Card.Body>
            </Card>
          </Col>
        ))}
        <Col>
          <Card className="mk-card bg-light">
            <Card.Body className="d-flex flex-column">
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
                <Card.Title as="h2" className="h4 mb-0">Enterprise</Card.Title>
                <Badge bg="warning" text="dark">Coming soon</Badge>
              </div>
              <p className="mk-price mb-3">Custom</p>
              <Card.Text className="flex-grow-1">
                For teams and organisations that want to give people a fair, private way to settle workplace
                disagreements before they escalate. Tell us what you need and we will be in touch.
              </Card.Text>
              <LinkButton to={paths.contact()} variant="dark" className="w-100 mt-2">Contact Sales</LinkButton>
            </Card.Body>
          </Card>
        </Col>
      </Row>

      <p className="text-center small mt-4 mb-0">Prices are in US dollars, per month.</p>
    </Container>
  );
}
