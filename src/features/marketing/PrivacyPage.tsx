import { Card, Col, Container, Row } from 'react-bootstrap';
import { HELLO_EMAIL, mailto } from './contact';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { SafetyCheckSection } from './SafetyCheckSection';
import './marketing.css';

export default function PrivacyPage() {
  useDocumentTitle('Privacy');
  return (
    <Container className="mk-page">
      <Row className="justify-content-center">
        <Col lg={9} xl={8}>
          <header className="mb-4">
            <p className="mk-eyebrow mb-2">Privacy</p>
            <h1 className="mk-display">Your conflict is your business</h1>
            <p className="mk-lead mt-3">
              You are trusting us with difficult conversations. Here is, in plain language, what Dfuse keeps, who can see
              it and what happens to it.
            </p>
          </header>

          <Card className="mk-card mb-5 bg-light">
            <Card.Body>
              <h2 className="h5">The short version</h2>
              <ul className="mb-0">
                <li>A session can be read only by its two participants: the person who started it and the person they invited.</li>
                <li>Your profile, including your assessment results, is visible to you alone.</li>
                <li>Your answers to the private safety check are yours alone: the other person never sees them, or whether you said yes.</li>
                <li>We do not sell your data and we do not show ads.</li>
                <li>Your answers are processed by AI only to run your session.</li>
                <li>Deleting a session hides it for both of you.</li>
                <li>From My account you can download your data and delete your account yourself, at any time.</li>
                <li>A session nobody has opened for 12 months is deleted, after an e-mail warning a month before.</li>
              </ul>
            </Card.Body>
          </Card>

          <section className="mb-5" aria-labelledby="pv-collect">
            <h2 id="pv-collect" className="h3">What we keep</h2>
            <ul>
              <li>
                <strong>Your account:</strong> your first and last name and e-mail address. Your password is handled by
                our sign-in service and is never stored in readable form.
              </li>
              <li>
                <strong>Your sessions:</strong> what each of you writes about the issue, the outcome you want and why it
                matters; the name and e-mail of the person invited; the proposed and agreed issue statements; the five
                solutions, both rankings, the chosen solution, strategies, tips and the implementation plan.
              </li>
              <li>
                <strong>Your profile:</strong> your name and your conflict-style (DCS) and personality-type (DPI)
                results.
              </li>
              <li>
                <strong>In your browser:</strong> a few small notes that keep the app working, such as which session you
                opened last, whether you have saved a ranking, and where to take you after you sign in. Signing out clears
                them. We do not use advertising or tracking cookies.
              </li>
            </ul>
          </section>

          <section className="mb-5" aria-labelledby="pv-who">
            <h2 id="pv-who" className="h3">Who can see what</h2>
            <ul>
              <li>
                <strong>A session</strong> is open to exactly two people, identified by the e-mail addresses they sign in
                with. An invitation only opens for the invited address, and the participants of a session cannot be
                changed after it is created.
              </li>
              <li>
                <strong>Your profile</strong> can be read and changed only by you. When both participants have a conflict
                style on file, the two styles are used together to tailor each person’s strategies, so the strategies
                you see may reflect the other person’s style.
              </li>
            </ul>
          </section>

          <SafetyCheckSection headingId="pv-safety" />

          <section className="mb-5" aria-labelledby="pv-ai">
            <h2 id="pv-ai" className="h3">How AI uses your answers</h2>
            <p>
              To propose issue statements, the five solutions, strategies and communication tips, and the implementation
              plan, Dfuse sends the relevant answers from your session to its AI engine. That engine runs either on
              foundation models provided through Amazon Bedrock or on a compatible hosted model, or on a built-in engine
              that needs no outside service. The answers are used to produce your session’s results, nothing else, and we
              do not use your sessions to train AI models.
            </p>
          </section>

          <section className="mb-5" aria-labelledby="pv-email">
            <h2 id="pv-email" className="h3">E-mails we send</h2>
            <p>
              Verification and password-reset codes to you; the invitation to the person you name when you start a
              session; and short notices to the participants of a session when there is something for them to do, such as
              reviewing proposed issue statements. We send session e-mails only to that session’s two participants.
            </p>
          </section>

          <section className="mb-5" aria-labelledby="pv-delete">
            <h2 id="pv-delete" className="h3">Deleting a session</h2>
            <p>
              Either participant can delete a session. It then disappears for both of you and can no longer be opened in
              Dfuse. The record stays in our database, marked as closed, until one of you deletes your account or it
              reaches the end of its retention period (below); then it is erased.
            </p>
          </section>

          <section className="mb-5" aria-labelledby="pv-export">
            <h2 id="pv-export" className="h3">A copy of your data</h2>
            <p>
              On <strong>My account</strong>, “Download my data” gives you a file (JSON, a format other programs can read)
              and a printable page with: your account’s name and e-mail address; your profile and assessment results;
              and, for every session, everything you wrote and everything you both reached: the agreed issue, the
              proposed solutions, both rankings once you had both ranked, the best solution, the strategies and your plan.
              It never holds what the other person wrote for themselves.
            </p>
          </section>

          <section className="mb-5" aria-labelledby="pv-erase">
            <h2 id="pv-erase" className="h3">Deleting your account</h2>
            <p>
              On <strong>My account</strong> you can delete your account. It happens at once: everything you wrote in
              every session, your profile and your sign-in are erased. In a session you shared, the other person keeps
              their own answers and what you both reached, and sees you as “a former participant”; we tell them by e-mail
              that you left. Sessions nobody else joined are deleted. E-mails already delivered stay in their inboxes.
              Our database’s backups, which exist only to recover from failures, are overwritten within 35 days.
            </p>
          </section>

          <section className="mb-5" aria-labelledby="pv-retention">
            <h2 id="pv-retention" className="h3">How long we keep a session</h2>
            <p>
              A session nobody has opened or changed for 12 months is deleted for both of you. A month before, both of you
              get an e-mail; opening the session once keeps it for another 12 months.
            </p>
          </section>

          <section aria-labelledby="pv-contact">
            <h2 id="pv-contact" className="h3">Questions and requests</h2>
            <p className="mb-0">
              E-mail <a href={mailto(HELLO_EMAIL, 'Privacy request')}>{HELLO_EMAIL}</a> from the address you sign in
              with, and tell us what you would like, for example a correction. A copy of your data and erasure you can
              also take yourself, on My account.
            </p>
          </section>
        </Col>
      </Row>
    </Container>
  );
}
