import { Badge, Card, Col, Container, Row } from 'react-bootstrap';
import { HELLO_EMAIL, mailto } from './contact';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import './marketing.css';

interface Review {
  /**
   * 'sample': written by the team to show the situations Dfuse is for, and marked so on the page;
   * 'verified': from a real person who used the product. Until real reviews exist, all are samples
   * (docs/design.md, "The people using it": marketing pages claim only what the product does).
   */
  kind: 'sample' | 'verified';
  name: string;
  role: string;
  company: string;
  /** 1–5 */
  rating: number;
  title: string;
  /** Names only what the product does today. */
  body: string;
  /** ISO date (YYYY-MM-DD) it was written. */
  date: string;
}

const REVIEWS: readonly Review[] = [
  {
    kind: 'sample',
    name: 'Priya Raman',
    role: 'Co-founder & CEO',
    company: 'Northwind Analytics',
    rating: 5,
    title: 'We stopped re-arguing the same hiring debate',
    body: 'My co-founder and I had circled the “sales or engineering first” question for a month. Answering the same three questions separately, in our own words, showed we wanted the same thing. Agreeing on one statement of the issue took ten minutes.',
    date: '2025-03-14',
  },
  {
    kind: 'sample',
    name: 'Marcus Bell',
    role: 'Engineering Manager',
    company: 'Harbor Logistics',
    rating: 5,
    title: 'Fair to both sides',
    body: 'A report and I disagreed about on-call load. We each answered the same questions, said yes or no to the same issue statements and ranked the same five options on our own. It felt even-handed.',
    date: '2025-05-02',
  },
  {
    kind: 'sample',
    name: 'Elena Duarte',
    role: 'Nurse and daughter',
    company: 'Family session',
    rating: 4,
    title: 'Helped us talk about Dad’s care without shouting',
    body: 'My father and I both wanted what was best for him, we just could not say it calmly. The agreed issue statement gave us something neutral to point at. I would love a way to add my brother next time.',
    date: '2025-06-21',
  },
  {
    kind: 'sample',
    name: 'Tomás and Lea Brandt',
    role: 'Partners',
    company: 'Household of two',
    rating: 5,
    title: 'Cheaper than a weekend of silence',
    body: 'The chores argument, again. This time we each ranked the five options on our own and found we had picked the same first choice. Seeing that on screen was oddly moving.',
    date: '2025-08-09',
  },
];

function Stars({ rating }: { rating: number }) {
  const r = Math.max(1, Math.min(5, Math.round(rating)));
  return (
    <span className="mk-stars" role="img" aria-label={`Rated ${r} out of 5`}>
      {'★'.repeat(r)}
      {'☆'.repeat(5 - r)}
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export default function ReviewsPage() {
  useDocumentTitle('Reviews');
  return (
    <Container className="mk-page">
      <header className="text-center mx-auto mb-5" style={{ maxWidth: '44rem' }}>
        <p className="mk-eyebrow mb-2">Reviews</p>
        <h1 className="mk-display">What a session with Dfuse can do</h1>
        <p className="mk-lead mx-auto mt-3">
          How partners, families and teams might describe working through a conflict with Dfuse.
        </p>
        <p className="alert alert-secondary mt-3 mb-0" data-testid="sample-notice">
          These are sample reviews, written by the Dfuse team to show the situations Dfuse is made for. They are not from real
          customers; real reviews will replace them as people share their stories.
        </p>
      </header>

      <Row xs={1} md={2} className="g-4">
        {REVIEWS.map((review) => (
          <Col key={review.name}>
            <Card as="article" className="mk-card">
              <Card.Body className="d-flex flex-column">
                <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
                  <Stars rating={review.rating} />
                  {review.kind === 'verified' ? <Badge bg="success">Verified</Badge> : <Badge bg="secondary">Sample review</Badge>}
                </div>
                <Card.Title as="h2" className="h5">{review.title}</Card.Title>
                <blockquote className="mk-quote flex-grow-1">
                  <p className="mb-0">{review.body}</p>
                </blockquote>
                <footer className="mt-3">
                  <p className="fw-semibold mb-0">{review.name}</p>
                  <p className="small mb-0">
                    {review.role}, {review.company}
                  </p>
                  <p className="small text-body-secondary mb-0">
                    {review.kind === 'sample' ? 'Sample written ' : null}
                    <time dateTime={review.date}>{dateFormat.format(new Date(`${review.date}T00:00:00Z`))}</time>
                  </p>
                </footer>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>

      <section className="mk-section text-center" aria-labelledby="reviews-share">
        <h2 id="reviews-share" className="h4">Want to share your story?</h2>
        <p className="mb-0">
          If Dfuse helped the two of you, we would love to feature your review. E-mail us at{' '}
          <a href={mailto(HELLO_EMAIL, 'I would like to share a review')}>{HELLO_EMAIL}</a>.
        </p>
      </section>
    </Container>
  );
}
