import { Alert, Badge, Card, Col, Container, Row, Table } from 'react-bootstrap';
import { LinkButton } from '../../ui/LinkButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { paths } from '../../domain/paths';
import './marketing.css';

const INTAKE = [
  {
    name: 'Lena',
    role: 'Co-founder & CEO, started the session',
    issue: 'We keep postponing the sales hire while our runway shrinks.',
    outcome: 'A salesperson starts this quarter.',
    why: 'Investors will ask about revenue growth at our next raise, and right now every deal depends on me.',
  },
  {
    name: 'Marco',
    role: 'Co-founder & CTO, invited',
    issue: 'Outages are costing us customers and my team is firefighting every week.',
    outcome: 'A senior engineer joins before we take on more customers.',
    why: 'If the product breaks for new customers, every sale we make now costs us later.',
  },
] as const;

const ISSUES = [
  { text: 'How do we use this quarter’s hiring budget to grow revenue without letting reliability slip?', score: 0.92, agreed: true },
  { text: 'Should sales or engineering capacity come first, given our remaining runway?', score: 0.81, agreed: false },
  { text: 'How do we make hiring decisions together as co-founders?', score: 0.64, agreed: false },
  { text: 'How do we reduce customer churn caused by outages?', score: 0.47, agreed: false },
] as const;

const SOLUTIONS = [
  {
    n: 1,
    title: 'Engineer first',
    summary: 'Hire a senior engineer now and open the sales role in three months.',
    metric: 'Customer-facing outages halved within 90 days.',
  },
  {
    n: 2,
    title: 'Sales first',
    summary: 'Hire an account executive now and bring in a contractor for the most urgent reliability work.',
    metric: 'Two new contracts signed within 90 days.',
  },
  {
    n: 3,
    title: 'One of each',
    summary: 'Split the budget between a mid-level engineer and a sales development rep.',
    metric: 'Both roles filled and productive within 60 days.',
  },
  {
    n: 4,
    title: 'Engineer now, founder-led sales',
    summary:
      'Hire the senior engineer now. Lena runs founder-led sales for 90 days against a pipeline target they set together; the sales role opens when the target is met.',
    metric: '$150k of qualified pipeline by day 90, with fewer than two outages a month.',
  },
  {
    n: 5,
    title: 'Pause and fix',
    summary: 'Freeze hiring for 60 days, fix the top three reliability issues, rebuild the pipeline, then decide with data.',
    metric: 'Top three incident causes closed within 60 days.',
  },
] as const;

/** Ranks from each person (1 = best) and the combined rank sum; the top three follow the tie-break rule. */
const RANKING = [
  { n: 1, lena: 4, marco: 1 },
  { n: 2, lena: 1, marco: 5 },
  { n: 3, lena: 2, marco: 3 },
  { n: 4, lena: 3, marco: 2 },
  { n: 5, lena: 5, marco: 4 },
] as const;
const TOP_THREE = new Set<number>([3, 4, 1]);

const STRATEGIES = [
  {
    name: 'Lena',
    style: 'Competing',
    strategy: 'Open each Friday review by asking Marco what worries him most, before you share your numbers.',
    tip: 'When you feel urgency, name the deadline, not the person.',
  },
  {
    name: 'Marco',
    style: 'Avoiding',
    strategy: 'Send your concerns in writing the day before each review, so they are on the table before it gets tense.',
    tip: 'If you need time to think, say when you will come back with an answer instead of going quiet.',
  },
] as const;

const PLAN_STEPS = [
  'Week 1: Marco drafts the senior engineer role; Lena reviews it within two days.',
  'Week 1: Together, set the 90-day pipeline target and write it down.',
  'Weeks 2–12: Lena runs founder-led sales; Marco joins one technical customer call a week.',
  'Day 90: Review the pipeline against the target. If it is met, open the account executive role.',
] as const;

function titleOf(n: number): string {
  return SOLUTIONS.find((s) => s.n === n)?.title ?? '';
}

export default function DemoPage() {
  useDocumentTitle('Demo');
  return (
    <Container className="mk-page">
      <header className="text-center mx-auto mb-5" style={{ maxWidth: '46rem' }}>
        <p className="mk-eyebrow mb-2">Demo</p>
        <h1 className="mk-display">A sample session, start to finish</h1>
        <p className="mk-lead mx-auto mt-3">
          Lena and Marco co-founded a nine-person software company. They have one hiring budget and two very different
          ideas about how to spend it. This is an invented example of how Dfuse would guide them.
        </p>
      </header>

      <section className="mk-section" aria-labelledby="demo-s1">
        <h2 id="demo-s1" className="h3">Steps 1–2: Each of them describes the conflict</h2>
        <p>Same three questions, answered separately.</p>
        <Row xs={1} md={2} className="g-3">
          {INTAKE.map((p) => (
            <Col key={p.name}>
              <Card className="mk-card">
                <Card.Body>
                  <Card.Title as="h3" className="h5 mb-0">{p.name}</Card.Title>
                  <p className="small mb-3">{p.role}</p>
                  <dl className="mb-0">
                    <dt>The issue</dt>
                    <dd>{p.issue}</dd>
                    <dt>Desired outcome</dt>
                    <dd>{p.outcome}</dd>
                    <dt>Why it matters</dt>
                    <dd className="mb-0">{p.why}</dd>
                  </dl>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section className="mk-section" aria-labelledby="demo-s3">
        <h2 id="demo-s3" className="h3">Step 3: Agreeing on the issue</h2>
        <p>Dfuse proposed four issue statements, best fit first. Both said “Yes, I agree” to the first.</p>
        <ol className="list-group list-group-numbered">
          {ISSUES.map((issue) => (
            <li key={issue.text} className={`list-group-item d-flex gap-2 align-items-start ${issue.agreed ? 'list-group-item-success' : ''}`}>
              <div className="flex-grow-1">
                {issue.text}
                {issue.agreed && (
                  <div>
                    <Badge bg="success" className="mt-2">Agreed by both</Badge>
                  </div>
                )}
              </div>
              <Badge bg="secondary" pill>
                <span className="visually-hidden">Score </span>
                {issue.score.toFixed(2)}
              </Badge>
            </li>
          ))}
        </ol>
      </section>

      <section className="mk-section" aria-labelledby="demo-s4">
        <h2 id="demo-s4" className="h3">Step 4: Five solutions</h2>
        <p>Each option comes with steps, benefits and risks; here are the summaries and how success would be measured.</p>
        <Row xs={1} sm={2} lg={3} className="g-3">
          {SOLUTIONS.map((s) => (
            <Col key={s.n}>
              <Card className={`mk-card ${s.n === 4 ? 'border-success border-2' : ''}`}>
                <Card.Body>
                  <Card.Title as="h3" className="h6">
                    {s.n}. {s.title}
                  </Card.Title>
                  <Card.Text>{s.summary}</Card.Text>
                  <p className="small mb-0">
                    <strong>Success metric:</strong> {s.metric}
                  </p>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section className="mk-section" aria-labelledby="demo-s5">
        <h2 id="demo-s5" className="h3">Step 5: Ranking and choosing</h2>
        <p>
          Each ranked all five privately (1 is best). Dfuse adds the two ranks; lower is better, and ties go to the option
          they disagree on least.
        </p>
        <div className="table-responsive">
          <Table bordered size="sm" className="align-middle mb-2">
            <caption className="small">Rankings of the five solutions. The shared top three are marked.</caption>
            <thead>
              <tr>
                <th scope="col">Solution</th>
                <th scope="col">Lena</th>
                <th scope="col">Marco</th>
                <th scope="col">Combined</th>
              </tr>
            </thead>
            <tbody>
              {RANKING.map((r) => (
                <tr key={r.n} className={TOP_THREE.has(r.n) ? 'table-success' : undefined}>
                  <th scope="row" className="fw-normal">
                    {r.n}. {titleOf(r.n)}
                    {TOP_THREE.has(r.n) && <span className="visually-hidden"> (top three)</span>}
                  </th>
                  <td>{r.lena}</td>
                  <td>{r.marco}</td>
                  <td>{r.lena + r.marco}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
        <p>
          Then each re-ranked the top three. Both put <em>{titleOf(4)}</em> first:
        </p>
        <Alert variant="success" className="mb-0">
          You both chose the same #1 — {titleOf(4)}. Taking you to resolution…
        </Alert>
      </section>

      <section className="mk-section" aria-labelledby="demo-s6">
        <h2 id="demo-s6" className="h3">Step 6: Strategies for each role</h2>
        <p>Lena’s conflict style leans toward competing, Marco’s toward avoiding. Their strategies account for both.</p>
        <Row xs={1} md={2} className="g-3">
          {STRATEGIES.map((s) => (
            <Col key={s.name}>
              <Card className="mk-card">
                <Card.Body>
                  <Card.Title as="h3" className="h5">
                    For {s.name} <Badge bg="light" text="dark" className="border ms-1">{s.style}</Badge>
                  </Card.Title>
                  <p className="mb-2">
                    <strong>Strategy:</strong> {s.strategy}
                  </p>
                  <p className="mb-0">
                    <strong>Communication tip:</strong> {s.tip}
                  </p>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section className="mk-section" aria-labelledby="demo-s7">
        <h2 id="demo-s7" className="h3">Step 7: The plan they committed to</h2>
        <Card className="mk-card">
          <Card.Body>
            <h3 className="h5">Engineer now, founder-led sales for 90 days</h3>
            <ol>
              {PLAN_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Row xs={1} md={2} className="g-3">
              <Col>
                <h4 className="h6">How they will communicate</h4>
                <ul className="mb-0">
                  <li>A 20-minute review every Friday, pipeline and incident numbers side by side.</li>
                  <li>Concerns in writing the day before.</li>
                </ul>
              </Col>
              <Col>
                <h4 className="h6">How they will know it is working</h4>
                <ul className="mb-0">
                  <li>Qualified pipeline against the target, weekly.</li>
                  <li>Customer-facing outages per month.</li>
                  <li>Time to hire for the engineer role.</li>
                </ul>
              </Col>
            </Row>
          </Card.Body>
        </Card>
      </section>

      <section className="mk-section mk-cta text-center" aria-labelledby="demo-cta">
        <h2 id="demo-cta" className="h3">Have a conflict of your own to settle?</h2>
        <p className="mb-4">Create an account, invite the other person, and start with step one.</p>
        <LinkButton to={paths.register()} variant="light" size="lg">Create an account</LinkButton>
      </section>
    </Container>
  );
}
