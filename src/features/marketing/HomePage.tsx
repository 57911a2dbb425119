import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, Card, Col, Container, Row } from 'react-bootstrap';
import { clearPerSessionFlags } from '../../backend/sessionFlagsStorage';
import { continueTarget } from '../../domain/afterAuth';
import { notFoundAddress, paths } from '../../domain/paths';
import { LinkButton } from '../../ui/LinkButton';
import { Icon } from './Icon';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import './marketing.css';

/** Warms the auth chunk (aws-amplify) on intent, so the click itself feels instant. */
function prefetchAuth(): void {
  void import('../../backend/auth').catch(() => undefined);
}

const ASSESSMENT_PILLS = [
  { label: 'My DCS', to: paths.dcs.quiz() },
  { label: 'My DPI', to: paths.communicationStyle.quiz() },
  { label: 'DCS Test Mode', to: paths.dcs.test() },
  { label: 'DPI Test Mode', to: paths.communicationStyle.test() },
] as const;

const SUPPORT = [
  {
    icon: 'compass',
    title: 'Know your conflict style',
    text: 'A 20-question check-in on how you tend to handle disagreement across five modes, from avoiding to collaborating.',
    to: paths.dcs.quiz(),
    cta: 'Take the conflict-style assessment',
  },
  {
    icon: 'chat',
    title: 'See how you communicate',
    text: 'Twelve quick questions place you among 16 personality types, so your tips fit the way you actually talk.',
    to: paths.communicationStyle.quiz(),
    cta: 'Take the personality-type assessment',
  },
  {
    icon: 'steps',
    title: 'Walk through the seven steps',
    text: 'From the first description of the problem to a plan you both commit to: see what happens at each step.',
    to: paths.howItWorks(),
    cta: 'Read how it works',
  },
  {
    icon: 'play',
    title: 'Watch a sample session',
    text: 'Two co-founders disagree about who to hire next. Follow their session from first answers to final plan.',
    to: paths.demo(),
    cta: 'Open the demo',
  },
] as const;

export default function HomePage() {
  useDocumentTitle('Resolve. Repair. Reconnect.');
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);

  async function initiateSession(): Promise<void> {
    if (starting) return;
    setStarting(true);
    // A new session must not inherit flags left by an earlier one.
    clearPerSessionFlags();
    let signedIn = false;
    try {
      const { hasSignedInSession } = await import('../../backend/auth');
      signedIn = await hasSignedInSession();
    } catch {
      signedIn = false;
    }
    setStarting(false);
    navigate(signedIn ? paths.init() : paths.login({ next: paths.init() }));
  }

  return (
    <Container className="mk-page">
      <NotFoundNotice />
      <ContinueStep />
      <section className="mk-hero" aria-labelledby="home-title">
        <p className="mk-eyebrow mb-2">Guided conflict resolution for two</p>
        <h1 id="home-title">Resolve. Repair. Reconnect.</h1>
        <p className="mk-lead mt-3 mb-0">
          Conflicts cost time, money, and relationships. Resolve them before they escape... No mediator required.
        </p>

        <Row xs={1} md={2} className="g-3 mt-4">
          <Col>
            <Card className="mk-card mk-card-action shadow-sm">
              <Card.Body className="d-flex flex-column">
                <Icon name="users" />
                <Card.Title as="h2" className="h4">Initiate a Session</Card.Title>
                <Card.Text>
                  For me and another person. Describe what is going on, invite them by e-mail, and let Dfuse guide you both.
                </Card.Text>
                <div className="mt-auto">
                  <Button
                    variant="primary"
                    size="lg"
                    onClick={() => void initiateSession()}
                    onMouseEnter={prefetchAuth}
                    onFocus={prefetchAuth}
                    disabled={starting}
                    aria-busy={starting}
                  >
                    {starting ? 'Starting…' : 'Start a session'}
                  </Button>
                </div>
              </Card.Body>
            </Card>
          </Col>
          <Col>
            <Card className="mk-card mk-card-action shadow-sm">
              <Card.Body className="d-flex flex-column">
                <Icon name="folder" />
                <Card.Title as="h2" className="h4">Open My Sessions</Card.Title>
                <Card.Text>
                  Pick up where you left off, answer an invitation, or review a plan you have already agreed on.
                </Card.Text>
                <div className="mt-auto">
                  <LinkButton to={paths.session.list()} variant="outline-primary" size="lg">
                    Go to my sessions
                  </LinkButton>
                </div>
              </Card.Body>
            </Card>
          </Col>
        </Row>

        <div className="mt-4">
          <h2 className="h6 mb-2">Your style assessments</h2>
          <nav className="mk-pills" aria-label="Style assessments">
            {ASSESSMENT_PILLS.map((pill) => (
              <LinkButton key={pill.to} to={pill.to} variant="outline-dark" className="rounded-pill px-3">
                {pill.label}
              </LinkButton>
            ))}
          </nav>
          <p className="small mk-muted mt-2 mb-0">
            DCS is your conflict style; DPI is your personality type. Already know yours? Test Mode lets you set it directly.
          </p>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="home-support">
        <h2 id="home-support" className="mb-2">More ways we can support you</h2>
        <p className="text-body-secondary mb-4">
          Dfuse works best when you understand yourself and the process. Start anywhere.
        </p>
        <Row xs={1} sm={2} lg={4} className="g-3">
          {SUPPORT.map((item) => (
            <Col key={item.to}>
              <Card className="mk-card mk-card-action">
                <Card.Body className="d-flex flex-column">
                  <Icon name={item.icon} />
                  <Card.Title as="h3" className="h5">{item.title}</Card.Title>
                  <Card.Text className="flex-grow-1">{item.text}</Card.Text>
                  <Link to={item.to} className="fw-semibold">{item.cta}</Link>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
    </Container>
  );
}

/**
 * An address that matched no route lands here (docs/rules.md, "Routes"): say so, rather than
 * leave the visitor wondering why they are home. Dismissing it drops it from this history entry.
 * Plain Bootstrap markup: react-bootstrap's Alert would add its fade code to the home page's JS.
 */
function NotFoundNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const address = notFoundAddress(location.state);
  if (!address) return null;
  return (
    <div className="alert alert-warning alert-dismissible mt-3 mb-0" role="alert">
      We couldn’t find a page at <strong className="text-break">{address}</strong>, so here is the home page instead.
      <button type="button" className="btn-close" aria-label="Close alert" onClick={() => navigate(paths.home(), { replace: true })} />
    </div>
  );
}

/**
 * Right after sign-up, the way on to where the new user was heading (docs/rules.md, "Redirect
 * targets"): the after-registration rule lands them here, and the chat they came for is one
 * unmistakable step away. Carried in navigation state, so it shows once, on this visit.
 */
function ContinueStep() {
  const location = useLocation();
  const target = continueTarget(location.state);
  if (!target) return null;
  const starting = target === paths.init();
  return (
    <section className="card border-success shadow-sm mt-3" aria-labelledby="continue-title" data-testid="continue-step">
      <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-3">
        <div>
          <h2 id="continue-title" className="h5 mb-1">
            Your account is ready
          </h2>
          <p className="mb-0">
            {starting
              ? 'You were starting a session. Pick up where you left off: describe what is going on, then invite the other person.'
              : 'Pick up where you left off.'}
          </p>
        </div>
        <LinkButton to={target} variant="success" size="lg">
          {starting ? 'Continue starting your session' : 'Continue'}
        </LinkButton>
      </div>
    </section>
  );
}
