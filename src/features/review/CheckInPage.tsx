import { useState } from 'react';
import { Alert, Button, Card, Container, Form, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { IssueRecord } from '../../backend/data';
import { answerCheckIn, keepLaterCheckIns, markResolved, takeWayBack } from '../../backend/commitments';
import { useFollowUp } from '../../backend/useFollowUp';
import {
  KEPT_ANSWERS,
  LATER_CHECK_INS_OFF_FIELD,
  checkInAnswersProblem,
  hasAnsweredCheckIn,
  latestCheckIn,
  openCheckIn,
  type CheckInAnswers,
  type KeptAnswer,
  type RecordedCheckIn,
} from '../../domain/checkIns';
import { readCommitmentRecord, type RecordedCommitment } from '../../domain/commitments';
import { COMMITMENT_LIMITS } from '../../domain/limits';
import { paths } from '../../domain/paths';
import { wayBackOpen, type WayBack } from '../../domain/rounds';
import { otherRole, type Role } from '../../domain/sessionRole';
import { LinkButton } from '../../ui/LinkButton';
import { SessionFooterLinks } from '../../ui/SessionFooterLinks';
import { useCheckedSubmit } from '../../ui/useCheckedSubmit';
import { useCrisisStep } from '../../ui/useCrisisStep';
import { ParticipantSessionPage } from '../../ui/ParticipantSessionPage';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

const KEPT_LABELS: Record<KeptAnswer, string> = { kept: 'Kept', partly: 'Partly', 'not-kept': 'Not kept' };
const OUTCOME_LABELS = { holding: 'Holding', 'needs-another-look': 'Needs another look' } as const;
const SCORES = [1, 2, 3, 4, 5] as const;

const firstName = (session: IssueRecord, side: Role) => (side === 'initiator' ? session.initiatorFirstName : session.collaboratorFirstName);
const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
const describe = (c: RecordedCommitment) => `When ${c.when}, I will ${c.will}`;

/**
 * /session/{id}/check-in (docs/rules.md, "Commit and review"): the open check-in, answered
 * privately; once both answered, both sets of answers and the outcome, with the way on: mark the
 * session resolved (holding), or adjust the plan or start a new round (needs another look).
 */
export default function CheckInPage() {
  useDocumentTitle('Check-in');
  return <ParticipantSessionPage>{(session, role) => <CheckIn session={session} role={role} />}</ParticipantSessionPage>;
}

function CheckIn({ session, role }: { session: IssueRecord; role: Role }) {
  useFollowUp(session.id, session, role);
  const record = readCommitmentRecord(session.commitmentJson);
  const open = openCheckIn(session);
  const latest = latestCheckIn(session);
  const commitments = record.commitments ?? [];
  let body;
  if (open && !hasAnsweredCheckIn(session, role)) body = <AnswerForm session={session} role={role} number={open.number} commitments={commitments} />;
  else if (open)
    body = (
      <Alert variant="info" role="status">
        Your answers are in. They stay private until {firstName(session, otherRole(role))} has answered too; this page updates by itself.
      </Alert>
    );
  else if (latest) body = <Outcome session={session} checkIn={latest} commitments={commitments} />;
  else
    body = (
      <Alert variant="info" role="status">
        {record.trialEndsAt
          ? `There is no check-in yet. The first opens when the trial ends, on ${formatDate(record.trialEndsAt)}; you each get an e-mail then.`
          : 'There is no check-in yet: it follows once you have both committed to the plan.'}
      </Alert>
    );
  return (
    <Container className="py-4 px-3">
      <Card className="shadow-sm border-0 mx-auto" style={{ maxWidth: 900 }}>
        <Card.Body className="p-3 p-sm-4">
          <h1 className="h3">Check-in</h1>
          <p className="text-break">
            <strong>Agreed issue:</strong> {session.agreedIssue?.trim() || '—'}
          </p>
          {body}
          <LaterCheckIns session={session} role={role} />
          <SessionFooterLinks className="mt-3 d-print-none">
            <LinkButton to={paths.session.implement(session.id)} variant="outline-secondary">
              Back to the plan
            </LinkButton>
            <LinkButton to={paths.session.timeline(session.id)} variant="outline-secondary">
              Your journey
            </LinkButton>
          </SessionFooterLinks>
        </Card.Body>
      </Card>
    </Container>
  );
}

function ScoreChoice({ name, legend, value, onChange, low, high }: { name: string; legend: string; value: number; onChange(v: number): void; low: string; high: string }) {
  return (
    <fieldset className="mb-3">
      <legend className="h6">{legend}</legend>
      <div className="small text-body-secondary mb-1">
        1 = {low}, 5 = {high}
      </div>
      {SCORES.map((score) => (
        <Form.Check inline key={score} type="radio" id={`${name}-${score}`} name={name} label={String(score)} checked={value === score} onChange={() => onChange(score)} />
      ))}
    </fieldset>
  );
}

function AnswerForm({ session, role, number, commitments }: { session: IssueRecord; role: Role; number: number; commitments: RecordedCommitment[] }) {
  const [kept, setKept] = useState<Record<string, KeptAnswer>>({});
  const [fairness, setFairness] = useState(0);
  const [talking, setTalking] = useState(0);
  const [note, setNote] = useState('');
  const { problem, busy, submit: checkedSubmit } = useCheckedSubmit();
  const crisis = useCrisisStep();
  const answers: CheckInAnswers = { checkIn: number, kept, fairness, talking, note };
  const submit = () => {
    // Crisis words in the note get the fixed response with the help list before anything is sent.
    if (!crisis.goOn([note])) return;
    return checkedSubmit(
      () => checkInAnswersProblem(answers, session),
      () => answerCheckIn(session.id, role, answers),
    );
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>How has the plan gone? Your answers stay private until {firstName(session, otherRole(role))} has answered too; then you both see both.</p>
      {(['initiator', 'collaborator'] as const).map((side) => (
        <div key={side} className="mb-2">
          <h2 className="h6">{side === role ? 'What you promised' : `What ${firstName(session, side)} promised`}</h2>
          {commitments
            .filter((c) => c.side === side)
            .map((c) => (
              <fieldset key={c.id} className="border rounded p-2 mb-2">
                <legend className="fs-6 float-none w-auto px-1 mb-1 text-break">{describe(c)}</legend>
                {KEPT_ANSWERS.map((answer) => (
                  <Form.Check
                    inline
                    key={answer}
                    type="radio"
                    id={`kept-${c.id}-${answer}`}
                    name={`kept-${c.id}`}
                    label={KEPT_LABELS[answer]}
                    checked={kept[c.id] === answer}
                    onChange={() => setKept((all) => ({ ...all, [c.id]: answer }))}
                  />
                ))}
              </fieldset>
            ))}
        </div>
      ))}
      <ScoreChoice name="fairness" legend="Is the arrangement still fair?" value={fairness} onChange={setFairness} low="not at all" high="completely" />
      <ScoreChoice name="talking" legend="How has talking to each other gone?" value={talking} onChange={setTalking} low="badly" high="well" />
      <Form.Group className="mb-3" controlId="check-in-note">
        <Form.Label>A short note (optional)</Form.Label>
        <Form.Control as="textarea" rows={3} value={note} maxLength={COMMITMENT_LIMITS.checkInNote + 100} onChange={(e) => setNote(e.target.value)} />
      </Form.Group>
      {crisis.notice}
      {problem ? (
        <Alert variant="danger" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Button type="submit" disabled={busy}>
        Send my answers
      </Button>
    </Form>
  );
}

function Outcome({ session, checkIn, commitments }: { session: IssueRecord; checkIn: RecordedCheckIn; commitments: RecordedCommitment[] }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const run = (work: Promise<unknown>, then?: () => void) =>
    work.then(then, (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  const back = (wayBack: WayBack) =>
    run(takeWayBack(session.id, wayBack), () => navigate(wayBack === 'adjust' ? paths.session.implement(session.id) : paths.session.solutions(session.id)));
  const holding = checkIn.outcome === 'holding';
  return (
    <>
      <Alert variant={holding ? 'success' : 'warning'} role="status" data-testid="check-in-outcome">
        Check-in {checkIn.number}: <strong>{OUTCOME_LABELS[checkIn.outcome]}</strong>.{' '}
        {holding
          ? 'No commitment was missed and you both find the arrangement fair.'
          : 'Some commitments were not kept, or the arrangement no longer feels fair to one of you. Look at them together, and choose a way on.'}
      </Alert>
      <div className="table-responsive">
        <Table size="sm" className="align-middle">
          <caption className="visually-hidden">Both sets of answers</caption>
          <thead>
            <tr>
              <th scope="col">Commitment</th>
              <th scope="col">{session.initiatorFirstName}</th>
              <th scope="col">{session.collaboratorFirstName}</th>
            </tr>
          </thead>
          <tbody>
            {commitments.map((c) => (
              <tr key={c.id} className={checkIn.needsAnotherLook.includes(c.id) ? 'table-warning' : undefined}>
                <th scope="row" className="fw-normal text-break">
                  {firstName(session, c.side)}: {describe(c)}
                </th>
                <td>{KEPT_LABELS[checkIn.initiator.kept[c.id]]}</td>
                <td>{KEPT_LABELS[checkIn.collaborator.kept[c.id]]}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="fw-normal">Still fair (1-5)</th>
              <td>{checkIn.initiator.fairness}</td>
              <td>{checkIn.collaborator.fairness}</td>
            </tr>
            <tr>
              <th scope="row" className="fw-normal">Talking to each other (1-5)</th>
              <td>{checkIn.initiator.talking}</td>
              <td>{checkIn.collaborator.talking}</td>
            </tr>
            <tr>
              <th scope="row" className="fw-normal">Note</th>
              <td className="text-break">{checkIn.initiator.note || '—'}</td>
              <td className="text-break">{checkIn.collaborator.note || '—'}</td>
            </tr>
          </tbody>
        </Table>
      </div>
      {problem ? (
        <Alert variant="danger" role="alert">
          {problem}
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap gap-2 d-print-none">
        {holding ? (
          session.status === 'concluded' ? (
            <Button onClick={() => window.print()}>Print the summary</Button>
          ) : (
            <Button onClick={() => void run(markResolved(session.id))}>Mark the session resolved</Button>
          )
        ) : wayBackOpen(session) ? (
          <>
            <Button onClick={() => void back('adjust')}>Adjust the plan</Button>
            <Button variant="outline-primary" onClick={() => void back('new-round')}>
              Start a new round with the five solutions
            </Button>
          </>
        ) : null}
      </div>
      {session.status === 'concluded' ? (
        <p className="mt-3" role="status">
          You marked this session resolved. The summary above prints as a page.
        </p>
      ) : null}
    </>
  );
}

function LaterCheckIns({ session, role }: { session: IssueRecord; role: Role }) {
  const off = session[LATER_CHECK_INS_OFF_FIELD[role]] === true;
  const otherOff = session[LATER_CHECK_INS_OFF_FIELD[otherRole(role)]] === true;
  const [problem, setProblem] = useState<string | null>(null);
  if (!readCommitmentRecord(session.commitmentJson).committedAt) return null;
  return (
    <Form.Group className="mt-3 d-print-none" controlId="later-check-ins">
      <Form.Check
        type="switch"
        label="Check in again 6 and 12 weeks after committing"
        checked={!off}
        onChange={(e) => keepLaterCheckIns(session.id, role, e.target.checked).catch((error: unknown) => setProblem(String(error)))}
      />
      {otherOff ? <Form.Text>{firstName(session, otherRole(role))} turned the later check-ins off, so there are none.</Form.Text> : null}
      {problem ? <Form.Text className="text-danger">{problem}</Form.Text> : null}
    </Form.Group>
  );
}
