import { Link } from 'react-router-dom';
import { Badge, Col, Container, Row } from 'react-bootstrap';
import { LinkButton } from '../../ui/LinkButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { paths } from '../../domain/paths';
import { SafetyCheckSection } from './SafetyCheckSection';
import './marketing.css';

interface DetailedStep {
  title: string;
  who: string;
  body: string;
  points: readonly string[];
}

const STEPS: readonly DetailedStep[] = [
  {
    title: 'Initiate',
    who: 'The person who starts',
    body: 'A short, chat-style conversation helps you put the conflict into words before anyone else reads it.',
    points: [
      'Describe the issue, the outcome you would like, and why that outcome matters to you. Add as many points as you need.',
      'Give the other person’s name and e-mail, then answer a few private safety questions (below). Only then does Dfuse send them a private invitation.',
    ],
  },
  {
    title: 'Understand',
    who: 'The person invited',
    body: 'The other person signs in with the invited address and answers the same three questions in their own words.',
    points: [
      'First they answer the same private safety questions, before they read anything you wrote.',
      'Neither of you is answering the other: you each describe the situation as you see it.',
      'Along the way, you each take the conflict-style assessment (DCS): 20 questions across five modes, from avoiding and accommodating to competing, compromising and collaborating. The personality-type assessment (DPI) is optional.',
    ],
  },
  {
    title: 'Agree on the issue',
    who: 'Both of you',
    body: 'From both sets of answers, Dfuse proposes up to four neutral issue statements, ranked by how well they fit what you both wrote.',
    points: [
      'Each of you answers “Yes, I agree” or “No” to each statement.',
      'A statement you both accept becomes your agreed issue. If none fits, Dfuse helps you take one quick step to align before moving on.',
    ],
  },
  {
    title: 'Generate options',
    who: 'Dfuse',
    body: 'For the agreed issue, Dfuse drafts exactly five distinct solutions.',
    points: [
      'Each one comes with a summary, concrete steps, benefits, risks and trade-offs, and a metric that shows whether it is working.',
      'The options are built from both of your interests, not from who argued harder.',
    ],
  },
  {
    title: 'Choose the best solution',
    who: 'Both of you',
    body: 'You each drag the five options into your own order, privately.',
    points: [
      'Dfuse combines the two rankings into a shared top three, favouring options you both placed high and where you disagree least.',
      'You each re-rank those three. If you pick the same #1, you are done; otherwise Dfuse suggests the option that best fits both rankings.',
    ],
  },
  {
    title: 'Plan the implementation',
    who: 'Dfuse, for each of you',
    body: 'With both conflict styles known, Dfuse writes strategies and communication tips for your role in the chosen solution.',
    points: [
      'Your tips are shaped by your style and by the other person’s, so they address how the two of you actually interact.',
      'The implementation plan sets out the steps, how to communicate along the way, and ideas for monitoring progress.',
    ],
  },
  {
    title: 'Commit and review',
    who: 'Both of you',
    body: 'A plan only helps if you use it. You commit to it together and come back to it.',
    points: [
      'Agree on when you will check in, and use the success metric and monitoring ideas to see whether things are improving.',
      'Your session stays in My Sessions, so either of you can reopen the plan at any time.',
    ],
  },
];

export default function HowItWorksPage() {
  useDocumentTitle('How it works');
  return (
    <Container className="mk-page">
      <Row className="justify-content-center">
        <Col lg={9} xl={8}>
          <header className="mb-5">
            <p className="mk-eyebrow mb-2">How it works</p>
            <h1 className="mk-display">Seven steps from stuck to settled</h1>
            <p className="mk-lead mt-3">
              Dfuse gives two people the structure a good mediator would: equal voice, a shared definition of the
              problem, real options, and a plan. Here is what happens at each step.
            </p>
          </header>

          <SafetyCheckSection headingId="hiw-safety" />

          <ol className="mk-steps">
            {STEPS.map((step) => (
              <li key={step.title} className="pb-2">
                <h2 className="h4 mb-1">{step.title}</h2>
                <Badge bg="light" text="dark" className="border mb-2">{step.who}</Badge>
                <p>{step.body}</p>
                <ul>
                  {step.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>

          <section className="mk-cta text-center mt-5" aria-labelledby="hiw-cta">
            <h2 id="hiw-cta" className="h3">See it with a real-world example</h2>
            <p className="mb-4">Follow two co-founders through a full session, from first answers to final plan.</p>
            <div className="d-flex flex-wrap justify-content-center gap-2">
              <LinkButton to={paths.demo()} variant="light" size="lg">Open the demo</LinkButton>
              <LinkButton to={paths.register()} variant="outline-light" size="lg">Create an account</LinkButton>
            </div>
          </section>

          <p className="mt-4 mb-0 text-center">
            Still have questions? Read the <Link to={paths.about('faq')}>frequently asked questions</Link>.
          </p>
        </Col>
      </Row>
    </Container>
  );
}
