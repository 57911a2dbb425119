import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import type { IssueRecord } from '../../backend/data';
import { commitTo } from '../../backend/commitments';
import { openCheckIn } from '../../domain/checkIns';
import {
  COMMITMENTS_FIELD,
  DEFAULT_TRIAL_DAYS,
  TRIAL_DAY_CHOICES,
  commitmentRecorded,
  draftProblem,
  hasCommitted,
  readCommitmentRecord,
  readDraft,
  trialMismatchMessage,
  trialToMatch,
  type Commitment,
  type CommitmentRecord,
  type RecordedCommitment,
} from '../../domain/commitments';
import { COMMITMENT_LIMITS } from '../../domain/limits';
import { paths } from '../../domain/paths';
import { otherRole, type Role } from '../../domain/sessionRole';
import { LinkButton } from '../../ui/LinkButton';
import { useCheckedSubmit } from '../../ui/useCheckedSubmit';
import { useCrisisStep } from '../../ui/useCrisisStep';

const firstName = (session: IssueRecord, side: Role) => (side === 'initiator' ? session.initiatorFirstName : session.collaboratorFirstName);

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Step 7, commit (docs/rules.md, "Commit and review"): the viewer turns their part of the plan into
 * one to five "When …, I will …" commitments with a trial period, and says "I commit"; once both
 * have, what each promised, for both to see.
 */
export function CommitSection({ session, role }: { session: IssueRecord; role: Role }) {
  const record = readCommitmentRecord(session.commitmentJson);
  return (
    <section className="commit-section mb-4" aria-labelledby="commit-heading">
      <h2 className="h4" id="commit-heading">
        Commit to the plan
      </h2>
      {commitmentRecorded(record) ? (
        <Promised session={session} record={record} />
      ) : hasCommitted(record, role) ? (
        <Committed session={session} role={role} record={record} />
      ) : (
        <CommitForm session={session} role={role} record={record} />
      )}
    </section>
  );
}

function CommitmentList({ items }: { items: Commitment[] }) {
  return (
    <ul className="list-unstyled mb-0">
      {items.map((item, index) => (
        <li key={index} className="mb-2 text-break">
          <strong>When</strong> {item.when}, <strong>I will</strong> {item.will}
        </li>
      ))}
    </ul>
  );
}

function Committed({ session, role, record }: { session: IssueRecord; role: Role; record: CommitmentRecord }) {
  const mine = readDraft(session[COMMITMENTS_FIELD[role]]);
  return (
    <>
      <Alert variant="info" role="status">
        You have committed to a {record.trialDays}-day trial. Waiting for {firstName(session, otherRole(role))} to commit; this page updates by itself.
      </Alert>
      <h3 className="h6">What you promised</h3>
      <CommitmentList items={mine?.commitments ?? []} />
    </>
  );
}

function Promised({ session, record }: { session: IssueRecord; record: CommitmentRecord }) {
  const of = (side: Role): RecordedCommitment[] => (record.commitments ?? []).filter((c) => c.side === side);
  const open = openCheckIn(session);
  return (
    <>
      <p data-testid="commitment-recorded">
        You both committed on {formatDate(record.committedAt!)}. The {record.trialDays}-day trial ends on{' '}
        <time dateTime={record.trialEndsAt}>{formatDate(record.trialEndsAt!)}</time>; then you each get a short check-in by e-mail.
      </p>
      <Row className="g-3 mb-2">
        {(['initiator', 'collaborator'] as const).map((side) => (
          <Col md={6} key={side}>
            <Card className="h-100">
              <Card.Body>
                <h3 className="h6">What {firstName(session, side)} promised</h3>
                <CommitmentList items={of(side)} />
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <div className="d-print-none">
        <LinkButton to={paths.session.checkIn(session.id)} variant={open ? 'primary' : 'outline-secondary'}>
          {open ? 'Answer the check-in' : 'Check-ins'}
        </LinkButton>
      </div>
    </>
  );
}

const emptyCommitment = (): Commitment => ({ when: '', will: '' });

function CommitForm({ session, role, record }: { session: IssueRecord; role: Role; record: CommitmentRecord }) {
  const stored = readDraft(session[COMMITMENTS_FIELD[role]]);
  const other = otherRole(role);
  const otherTrial = hasCommitted(record, other) ? (record.trialDays ?? null) : null;
  const [items, setItems] = useState<Commitment[]>(stored?.commitments.length ? stored.commitments : [emptyCommitment()]);
  const [trialDays, setTrialDays] = useState<number>(otherTrial ?? stored?.trialDays ?? DEFAULT_TRIAL_DAYS);
  const { problem, busy, submit } = useCheckedSubmit();
  const mismatch = otherTrial !== null ? trialToMatch(record, trialDays) : null;
  const crisis = useCrisisStep();

  const change = (index: number, field: keyof Commitment, value: string) => setItems((list) => list.map((item, i) => (i === index ? { ...item, [field]: value } : item)));
  const commit = () => {
    if (!crisis.goOn(items.flatMap((c) => [c.when, c.will]))) return;
    return submit(
      () =>
        draftProblem({ commitments: items.map((c) => ({ when: c.when.trim(), will: c.will.trim() })), trialDays }) ??
        (mismatch !== null ? trialMismatchMessage(firstName(session, other), mismatch) : null),
      () => commitTo(session.id, role, { commitments: items, trialDays }),
    );
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void commit();
      }}
    >
      <p>
        Turn your part of the plan into one to {COMMITMENT_LIMITS.maxCommitments} commitments: a situation, and what you will do then. You can change them
        until you commit. {firstName(session, other)} does the same{hasCommitted(record, other) ? ' and has already committed' : ''}.
      </p>
      {items.map((item, index) => (
        <fieldset key={index} className="border rounded p-2 p-sm-3 mb-2">
          <legend className="h6 float-none w-auto px-1 mb-1">Commitment {index + 1}</legend>
          <Form.Group className="mb-2" controlId={`commit-when-${index}`}>
            <Form.Label>When</Form.Label>
            <Form.Control value={item.when} maxLength={COMMITMENT_LIMITS.text + 50} placeholder="e.g. I get home after a late shift" onChange={(e) => change(index, 'when', e.target.value)} />
          </Form.Group>
          <Form.Group className="mb-2" controlId={`commit-will-${index}`}>
            <Form.Label>I will</Form.Label>
            <Form.Control value={item.will} maxLength={COMMITMENT_LIMITS.text + 50} placeholder="e.g. text you before nine" onChange={(e) => change(index, 'will', e.target.value)} />
          </Form.Group>
          {items.length > 1 ? (
            <Button size="sm" variant="outline-secondary" onClick={() => setItems((list) => list.filter((_, i) => i !== index))}>
              Remove commitment {index + 1}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {items.length < COMMITMENT_LIMITS.maxCommitments ? (
        <Button size="sm" variant="outline-primary" className="mb-3" onClick={() => setItems((list) => list.concat([emptyCommitment()]))}>
          Add a commitment
        </Button>
      ) : null}
      <Form.Group className="mb-3" controlId="commit-trial" style={{ maxWidth: 280 }}>
        <Form.Label>Trial period</Form.Label>
        <Form.Select value={trialDays} onChange={(e) => setTrialDays(Number(e.target.value))}>
          {TRIAL_DAY_CHOICES.map((days) => (
            <option key={days} value={days}>
              {days} days
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {otherTrial !== null ? (
        <Alert variant={mismatch !== null ? 'warning' : 'info'} role="status">
          {firstName(session, other)} committed to a {otherTrial}-day trial. You both try the plan for the same time, so please choose {otherTrial} days too.
        </Alert>
      ) : null}
      {problem ? (
        <Alert variant="danger" role="alert">
          {problem}
        </Alert>
      ) : null}
      {crisis.notice}
      <Button type="submit" disabled={busy}>
        I commit
      </Button>
    </Form>
  );
}
