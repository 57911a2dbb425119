import { Link } from 'react-router-dom';
import { Accordion, Badge, Card, Col, Container, Row } from 'react-bootstrap';
import { LinkButton } from '../../ui/LinkButton';
import { SEVEN_STEPS } from './steps';
import { Icon } from './Icon';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { paths } from '../../domain/paths';
import './marketing.css';

const VALUES = [
  {
    icon: 'heart',
    title: 'Human-first',
    text: 'The decisions stay with the two of you. Dfuse structures the conversation; it never tells you who is right.',
  },
  {
    icon: 'lock',
    title: 'Private by design',
    text: 'A session can be opened by its two participants and nobody else. Your profile and results are yours alone.',
  },
  {
    icon: 'sparkle',
    title: 'AI that serves you',
    text: 'AI drafts neutral wording, options and tips from what you both wrote. You accept, rank or reject every suggestion.',
  },
  {
    icon: 'users',
    title: 'Built for two',
    text: 'Every step gives both people an equal voice: the same questions, the same options, and a ranking from each of you.',
  },
] as const;

const AUDIENCES = [
  { title: 'Partners', text: 'Chores, money, time together, and the arguments that keep coming back.' },
  { title: 'Parents and adult children', text: 'Care decisions, boundaries, visits and expectations on both sides.' },
  { title: 'Siblings and family', text: 'Shared responsibilities, inheritances, holidays and old patterns.' },
  { title: 'Co-founders and teammates', text: 'Priorities, roles, hiring and who decides what.' },
  { title: 'Managers and reports', text: 'Workload, feedback, flexibility and growth.' },
  { title: 'Neighbours', text: 'Noise, boundaries, parking and shared spaces.' },
] as const;

const FAQ = [
  {
    q: 'Is this therapy?',
    a: 'No. Dfuse is a structured self-help tool for two people who want to solve a specific problem together. It is not therapy, counselling, legal advice or mediation. If you feel unsafe, or the conflict involves abuse or threats, please contact local emergency services or a qualified professional instead.',
  },
  {
    q: 'Do both people need accounts?',
    a: 'Yes. Each of you signs in with your own e-mail and password. The person who starts the session invites the other by e-mail, and the invitation opens only for the invited address. Separate accounts are what keep your answers and your profile your own.',
  },
  {
    q: 'Who can see my answers?',
    a: 'Only the two participants of the session. Your profile, including your style results, is visible to you alone. When you both have a conflict style on file, those styles are used to tailor each person’s strategies.',
  },
  {
    q: 'Which AI models are used?',
    a: 'Dfuse’s engine can run on foundation models provided through Amazon Bedrock, on a compatible hosted model, or on a built-in rules-based engine that needs no outside service. Whichever is used, every result is checked against a strict format before you see it; if a check fails, you see an error rather than guesswork.',
  },
] as const;

export default function AboutPage() {
  useDocumentTitle('About');
  return (
    <Container className="mk-page">
      <header className="text-center mx-auto" style={{ maxWidth: '46rem' }}>
        <Badge bg="primary" pill className="mb-3 px-3 py-2">About Dfuse</Badge>
        <h1 className="mk-display">Two people. One fair process.</h1>
        <p className="mk-lead mx-auto mt-3">
          Dfuse guides you and the other person from “we keep having this fight” to a plan you both believe in, step by
          step, without a mediator in the room.
        </p>
      </header>

      <section className="mk-section" aria-labelledby="about-values">
        <h2 id="about-values" className="visually-hidden">What we value</h2>
        <Row xs={1} sm={2} lg={4} className="g-3">
          {VALUES.map((v) => (
            <Col key={v.title}>
              <Card className="mk-card">
                <Card.Body>
                  <Icon name={v.icon} />
                  <Card.Title as="h3" className="h5">{v.title}</Card.Title>
                  <Card.Text>{v.text}</Card.Text>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <Row className="mk-section g-4">
        <Col lg={6}>
          <section aria-labelledby="about-steps">
            <h2 id="about-steps" className="mb-4">Seven steps, start to finish</h2>
            <ol className="mk-steps">
              {SEVEN_STEPS.map((s) => (
                <li key={s.title}>
                  <h3 className="h6 mb-1">{s.title}</h3>
                  <p className="mb-0">{s.summary}</p>
                </li>
              ))}
            </ol>
            <Link to={paths.howItWorks()} className="fw-semibold">See each step in detail</Link>
          </section>
        </Col>
        <Col lg={6}>
          <section aria-labelledby="about-who">
            <h2 id="about-who" className="mb-4">Who it is for</h2>
            <Row xs={1} sm={2} className="g-3">
              {AUDIENCES.map((a) => (
                <Col key={a.title}>
                  <div className="border rounded-3 p-3 h-100">
                    <h3 className="h6 mb-1">{a.title}</h3>
                    <p className="small mb-0">{a.text}</p>
                  </div>
                </Col>
              ))}
            </Row>
          </section>
        </Col>
      </Row>

      <section className="mk-section" aria-labelledby="about-method">
        <h2 id="about-method" className="mb-4">What makes it work</h2>
        <Row xs={1} md={2} className="g-3">
          <Col>
            <Card className="mk-card">
              <Card.Body>
                <Card.Title as="h3" className="h5">From positions to interests</Card.Title>
                <Card.Text>
                  A position is what you say you want: “we should hire sales first.” An interest is why: “I need proof of
                  revenue before we raise again.” Dfuse asks for the issue, the outcome and why it matters, so the issue
                  you agree on is built from interests, and interests leave far more room for solutions.
                </Card.Text>
              </Card.Body>
            </Card>
          </Col>
          <Col>
            <Card className="mk-card">
              <Card.Body>
                <Card.Title as="h3" className="h5">A plan, not just a conversation</Card.Title>
                <Card.Text>
                  You leave with a chosen solution, concrete steps, strategies and communication tips for each of you,
                  and ways to check that it is working. Written down, so neither of you has to remember who promised what.
                </Card.Text>
              </Card.Body>
            </Card>
          </Col>
        </Row>
      </section>

      <Row className="mk-section g-4">
        <Col md={6}>
          <section aria-labelledby="about-privacy">
            <h2 id="about-privacy" className="h3">Your privacy</h2>
            <ul>
              <li>Only the two people in a session can open it.</li>
              <li>Your profile and assessment results are visible to you alone.</li>
              <li>We do not sell your data or show you ads.</li>
              <li>Deleting a session removes it for both of you.</li>
            </ul>
            <Link to={paths.privacy()} className="fw-semibold">Read our privacy page</Link>
          </section>
        </Col>
        <Col md={6}>
          <section aria-labelledby="about-ai">
            <h2 id="about-ai" className="h3">Responsible AI</h2>
            <ul>
              <li>AI suggests; you decide. Nothing moves forward without both of you.</li>
              <li>Suggestions are built from your own words and stay neutral between you.</li>
              <li>Every AI result is checked before you see it, and failures are shown, not hidden.</li>
              <li>Your answers are used to run your session, not to train models.</li>
            </ul>
          </section>
        </Col>
      </Row>

      <section id="faq" className="mk-section" aria-labelledby="about-faq">
        <h2 id="about-faq" className="mb-3">Frequently asked questions</h2>
        <Accordion>
          {FAQ.map((item, i) => (
            <Accordion.Item key={item.q} eventKey={String(i)}>
              <Accordion.Header as="h3">{item.q}</Accordion.Header>
              <Accordion.Body>{item.a}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      </section>

      <section className="mk-section mk-cta text-center" aria-labelledby="about-cta">
        <h2 id="about-cta">Ready to talk it through?</h2>
        <p className="mx-auto mb-4" style={{ maxWidth: '36rem' }}>
          Create an account, invite the other person, and take the first step today.
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <LinkButton to={paths.register()} variant="light" size="lg">Create an account</LinkButton>
          <LinkButton to={paths.howItWorks()} variant="outline-light" size="lg">How it works</LinkButton>
          <LinkButton to={paths.demo()} variant="outline-light" size="lg">See the demo</LinkButton>
        </div>
      </section>
    </Container>
  );
}
