import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import type { IssueRecord } from '../../backend/data';
import { previewInvitation, sendSessionEmail, type InvitationPreview as Preview } from '../../backend/sessionFunctions';
import { updateSession } from '../../backend/sessions';
import { cleanTopic, topicProblem } from '../../domain/invitationTopic';
import { LIMITS } from '../../domain/limits';
import { CharacterCount } from '../../ui/CharacterCount';
import { useCrisisStep } from '../../ui/useCrisisStep';

const failure = (problem: unknown, fallback: string) => (problem instanceof Error ? problem.message : fallback);

/**
 * Before the invitation goes out (issue 27, "What people type"): the initiator approves its
 * one-line neutral topic (Dfuse proposes one from their answers; they may rewrite it), then reads
 * the e-mail exactly as the other person will receive it, composed by the code that sends it
 * (send-email's preview), and is asked "Send?". Nothing is sent until Send.
 */
export function InvitationPreview({ session, otherFull }: { session: IssueRecord; otherFull: string }) {
  const [topic, setTopic] = useState<string | null>(session.invitationTopic ?? null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [phase, setPhase] = useState<'topic' | 'confirm'>('topic');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const crisis = useCrisisStep();

  // The proposal comes with the first preview; the stored topic, when there is one, is kept.
  useEffect(() => {
    let live = true;
    previewInvitation(session.id)
      .then((answer) => {
        if (!live) return;
        setPreview(answer);
        setTopic((current) => current ?? answer.proposedTopic);
      })
      .catch((problem: unknown) => {
        if (!live) return;
        setError(failure(problem, 'The invitation could not be prepared.'));
        setTopic((current) => current ?? '');
      });
    return () => {
      live = false;
    };
  }, [session.id]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (problem) {
      // The typed topic stays in the box, so nothing is lost.
      setError(failure(problem, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const showPreview = (event: FormEvent) => {
    event.preventDefault();
    const text = cleanTopic(topic ?? '');
    const problem = topicProblem(text);
    if (problem) return setError(problem);
    if (!crisis.goOn([text])) return;
    void run(async () => {
      if (text !== session.invitationTopic) await updateSession({ id: session.id, invitationTopic: text });
      setPreview(await previewInvitation(session.id));
      setPhase('confirm');
    });
  };
  const send = () => void run(() => sendSessionEmail('invite', session.id));

  const errorLine = error ? (
    <Alert variant="danger" className="mb-2" role="alert">
      {error}
    </Alert>
  ) : null;

  if (phase === 'confirm' && preview) {
    const mail = preview.invitation;
    return (
      <section aria-labelledby="send-heading" data-testid="invitation-preview">
        <h2 id="send-heading" className="h5">
          Send?
        </h2>
        <p className="mb-2">This is the e-mail {otherFull} will receive. Nothing is sent until you press Send.</p>
        <Card className="mb-3" data-testid="invitation-mail">
          <Card.Header className="small">
            <div className="text-break">
              <span className="text-body-secondary">To:</span> {mail.to}
            </div>
            <div className="text-break">
              <span className="text-body-secondary">Subject:</span> <strong data-testid="invitation-subject">{mail.subject}</strong>
            </div>
          </Card.Header>
          <Card.Body>
            {mail.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-break">
                {paragraph}
              </p>
            ))}
            <p>
              <span className="text-decoration-underline text-primary-emphasis">{mail.linkLabel}</span>
            </p>
            <p className="mb-0">{mail.signature}</p>
          </Card.Body>
        </Card>
        {errorLine}
        <div className="d-flex flex-wrap gap-2">
          <Button disabled={busy} onClick={send}>
            {busy ? 'Sending…' : 'Send'}
          </Button>
          <Button variant="outline-dark" disabled={busy} onClick={() => setPhase('topic')}>
            Edit
          </Button>
        </div>
      </section>
    );
  }

  const text = topic ?? '';
  return (
    <Form onSubmit={showPreview} aria-labelledby="topic-heading" data-testid="invitation-topic">
      <h2 id="topic-heading" className="h5">
        Your invitation has not been sent yet
      </h2>
      <p className="mb-2">
        First, the topic {otherFull} will read in the invitation: one neutral line, about what you both want to settle, not about who did what. Dfuse
        suggests one from your answers; change it as you like.
      </p>
      <Form.Group controlId="invitation-topic-field" className="mb-2">
        <Form.Label className="fw-semibold">Topic of the invitation</Form.Label>
        <Form.Control
          value={text}
          disabled={topic === null}
          placeholder={topic === null ? 'Preparing a suggestion…' : undefined}
          onChange={(event) => setTopic(event.target.value)}
          aria-describedby="invitation-topic-count"
        />
        <CharacterCount id="invitation-topic-count" value={text} limit={LIMITS.topic} overHint="Please shorten it to one line." />
      </Form.Group>
      {errorLine}
      {crisis.notice}
      <Button type="submit" disabled={busy || topic === null}>
        {busy ? 'Preparing…' : 'Preview the invitation'}
      </Button>
    </Form>
  );
}
