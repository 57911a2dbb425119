import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Container, ListGroup, Row, Toast } from 'react-bootstrap';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { IssueRecord } from '../../backend/data';
import { sendSessionEmail } from '../../backend/sessionFunctions';
import { deleteSession } from '../../backend/sessions';
import { useLiveSession } from '../../backend/useLiveSession';
import { useUser } from '../../backend/UserProvider';
import { hasReviewedAll, proposedCandidates, sideReview } from '../../domain/agreement';
import { DCS_MODE_LABELS, parseDcsMode } from '../../domain/dcs';
import { parseDpiType } from '../../domain/dpi';
import { paths } from '../../domain/paths';
import { sessionIdFromRoute } from '../../domain/sessionId';
import { roleOf, type Role } from '../../domain/sessionRole';
import { overviewNotice, overviewNoticeText, type OverviewNotice } from '../../domain/sessionStage';
import { fullName, overviewHeading, overviewRedirect, texts } from '../../domain/sessions';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard, MessageCard } from '../../ui/MessageCard';
import { StageBadge } from '../../ui/StageBadge';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { DELETE_CONFIRMATION, TOAST_HIDE_MS, deleteConsequence } from './sessionTexts';

const NOT_FOUND = 'Session not found or you do not have access.';
const FETCH_FAILED = 'Failed to fetch issue.';
const DELETE_FAILED = 'Failed to delete session. Please try again.';

/** /session/{id}: the session overview (docs/rules.md, "Sessions"), kept live. */
export default function SessionOverviewPage() {
  useDocumentTitle('Session');
  const { id: rawId } = useParams();
  const id = sessionIdFromRoute(rawId);
  const user = useUser();
  const email = user.status === 'signedIn' ? user.user.email : '';
  const live = useLiveSession(id, FETCH_FAILED);
  const role = live.state === 'ready' ? roleOf(live.session, email) : null;

  if (live.state === 'loading') return <LoadingCard />;
  if (live.state === 'error') return <NotAvailable>{live.message}</NotAvailable>;
  // Deleted while open here (by the other side, live) or before: say so rather than "not found".
  if (live.state === 'missing' && live.closed && roleOf(live.closed, email)) return <Deleted session={live.closed} email={email} />;
  if (live.state === 'missing' || !role) return <NotAvailable>{NOT_FOUND}</NotAvailable>;
  return <Overview session={live.session} role={role} />;
}

function NotAvailable({ children, variant = 'warning' }: { children: ReactNode; variant?: 'warning' | 'info' }) {
  return (
    <MessageCard
      variant={variant}
      actions={
        <>
          <LinkButton to={paths.session.list()}>Back to Sessions</LinkButton>
          <LinkButton to={paths.home()} variant="outline-secondary">
            Home
          </LinkButton>
        </>
      }
    >
      {children}
    </MessageCard>
  );
}

function Deleted({ session, email }: { session: IssueRecord; email: string }) {
  const other = roleOf(session, email) === 'initiator' ? session.collaboratorFirstName : session.initiatorFirstName;
  return (
    <NotAvailable variant="info">
      This session was deleted. It no longer appears in your list or in {other}’s, and neither of you can open it again. Nothing more
      happens in it; either of you can start a new session at any time.
    </NotAvailable>
  );
}

/** One side's names as the overview uses them. */
function sideNames(session: IssueRecord, role: Role) {
  return role === 'initiator'
    ? { first: session.initiatorFirstName, full: fullName(session.initiatorFirstName, session.initiatorLastName) }
    : { first: session.collaboratorFirstName, full: fullName(session.collaboratorFirstName, session.collaboratorLastName) };
}

const otherRole = (role: Role): Role => (role === 'initiator' ? 'collaborator' : 'initiator');

function Overview({ session, role }: { session: IssueRecord; role: Role }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const invited = params.get('invited') === '1' || (location.state as { showInviteToast?: boolean } | null)?.showInviteToast === true;
  const [showToast, setShowToast] = useState(invited);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const initiatorHasReviewed = hasReviewedAll(sideReview(session, 'initiator'), proposedCandidates(session));
  const redirect = overviewRedirect(session, role, { initiatorHasReviewed });
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  async function confirmDelete() {
    setDeleting(true);
    try {
      await deleteSession(session.id);
      navigate(paths.session.list(), { replace: true });
    } catch (error) {
      console.warn(DELETE_FAILED, error);
      setProblem(DELETE_FAILED);
      setDeleting(false);
      setConfirming(false);
    }
  }

  const me = sideNames(session, role);
  const other = sideNames(session, otherRole(role));
  const heading = overviewHeading(session);
  const notice = overviewNotice(session, role);
  const proposals = proposedCandidates(session).map((c) => c.statement);
  const inviteSent = session.inviteEmailStatus === 'sent';

  return (
    <Container className="py-4" style={{ maxWidth: 960 }}>
      {/* In the page's flow, not floating: it never covers the header's Log Out or menu button. */}
      {/* The chat comes here with ?invited=1 even when its e-mail failed: the toast says which happened. */}
      <Toast show={showToast} onClose={() => setShowToast(false)} delay={TOAST_HIDE_MS} autohide bg={inviteSent ? 'success' : 'warning'} className="w-100 mb-3">
        <Toast.Body className={`${inviteSent ? 'text-white' : 'text-dark'} d-flex justify-content-between align-items-center gap-2`}>
          {inviteSent ? (
            <span>
              <strong>Invitation sent</strong> to {session.collaboratorEmail}.
            </span>
          ) : (
            <span>
              <strong>Invitation not sent yet.</strong> Your session is saved, but the e-mail to {session.collaboratorEmail} did not go out. Use
              Send invitation below to try again.
            </span>
          )}
          <button type="button" className={inviteSent ? 'btn-close btn-close-white' : 'btn-close'} aria-label="Close" onClick={() => setShowToast(false)} />
        </Toast.Body>
      </Toast>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-3 p-sm-4">
          <p className="small text-body-secondary mb-1">{heading.kind === 'agreed' ? 'The issue you agreed on' : 'What this session is about'}</p>
          <h1 className="h3 mb-2 text-break">
            {heading.kind === 'agreed' ? heading.statement : null}
            {heading.kind === 'untitled' ? 'Untitled session' : null}
            {heading.kind === 'raised'
              ? heading.entries.map((entry) => (
                  <span key={entry.role} className="d-block overview-raised">
                    <span className="text-body-secondary">{entry.role === role ? 'You' : entry.firstName}:</span> {entry.text}
                  </span>
                ))
              : null}
          </h1>
          <div className="mb-3">
            <StageBadge session={session} />
          </div>
          {problem ? (
            <Alert variant="danger" dismissible onClose={() => setProblem(null)}>
              {problem}
            </Alert>
          ) : null}
          <Row xs={1} md={2} className="g-2 mb-3">
            <Col>
              <strong>You:</strong> {me.full}
            </Col>
            <Col>
              <strong>{role === 'initiator' ? 'Collaborator:' : 'Invited by:'}</strong> {other.full}
            </Col>
          </Row>

          <NextStep session={session} role={role} notice={notice} otherFirst={other.first} otherFull={other.full} />

          {notice.kind === 'review' || notice.kind === 'waiting-for-review' ? (
            <section aria-labelledby="proposed-title" className="mt-3">
              <h2 id="proposed-title" className="h5">
                Proposed issues
              </h2>
              <ListGroup as="ol" numbered className="mb-2">
                {proposals.map((statement) => (
                  <ListGroup.Item as="li" key={statement} className="text-break">
                    {statement}
                  </ListGroup.Item>
                ))}
              </ListGroup>
            </section>
          ) : null}

          <Answers session={session} role={role} otherFirst={other.first} />
          <Styles session={session} role={role} otherFirst={other.first} />
        </Card.Body>
        <Card.Footer className="bg-transparent d-flex flex-wrap gap-2">
          <LinkButton to={paths.session.list()} variant="outline-secondary">
            Back to Sessions
          </LinkButton>
          <LinkButton to={paths.home()} variant="outline-secondary">
            Home
          </LinkButton>
          {/* Destructive, so last and apart from the way on. */}
          <Button variant="outline-danger" className="ms-auto" onClick={() => setConfirming(true)}>
            Delete Session
          </Button>
        </Card.Footer>
      </Card>
      <ConfirmModal
        show={confirming}
        title="Delete session"
        message={
          <>
            <p>{DELETE_CONFIRMATION}</p>
            <p className="mb-0">{deleteConsequence(other.first)}</p>
          </>
        }
        confirmLabel="Delete Session"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Container>
  );
}

interface NextStepProps {
  session: IssueRecord;
  role: Role;
  notice: OverviewNotice;
  otherFirst: string;
  otherFull: string;
}

/** What just happened, what the other person sees and what comes next, with the way on. */
function NextStep({ session, role, notice, otherFirst, otherFull }: NextStepProps) {
  const text = overviewNoticeText(notice, role, { otherFirst, otherFull });
  switch (notice.kind) {
    case 'invitation-pending':
      return <InvitationPending session={session} text={text} />;
    case 'respond':
      return (
        <NoticeBox variant="info" text={text}>
          <LinkButton to={paths.invitation(session.id)} size="sm" variant="dark">
            Respond to the invitation
          </LinkButton>
        </NoticeBox>
      );
    case 'preparing':
    case 'waiting-for-review':
      return <NoticeBox variant="info" text={text} />;
    case 'review':
      return (
        <NoticeBox variant="info" text={text}>
          <LinkButton to={paths.session.agree(session.id)} size="sm" variant="dark">
            Review and agree
          </LinkButton>
        </NoticeBox>
      );
    case 'agreed':
      return (
        <NoticeBox variant="success" title="Agreed issue" text={text}>
          <LinkButton to={notice.choosingSolution ? paths.session.solutions(session.id) : paths.session.agreedIssue(session.id)} size="sm" variant="success">
            Continue
          </LinkButton>
        </NoticeBox>
      );
    case 'no-shared-issue':
      return (
        <NoticeBox variant="warning" title="No shared issue yet" text={text}>
          <LinkButton to={paths.session.communicationStyleQuiz(session.id)} size="sm" variant="dark">
            Take the communication-style step
          </LinkButton>
          <LinkButton to={paths.session.agree(session.id)} size="sm" variant="outline-dark">
            Review the statements again
          </LinkButton>
        </NoticeBox>
      );
    case 'none':
      return null;
  }
}

function NoticeBox({ variant, title, text, children }: { variant: 'info' | 'success' | 'warning'; title?: string; text: string; children?: ReactNode }) {
  return (
    <Alert variant={variant} className="mb-0" data-testid="next-step">
      {title ? <h2 className="h6">{title}</h2> : null}
      <p className={children ? 'mb-2' : 'mb-0'}>{text}</p>
      {children ? <div className="d-flex flex-wrap gap-2">{children}</div> : null}
    </Alert>
  );
}

/** The initiator's invitation: when it went out, and a resend. */
function InvitationPending({ session, text }: { session: IssueRecord; text: string }) {
  const [resend, setResend] = useState<{ busy: boolean; message?: string; ok?: boolean }>({ busy: false });
  async function sendAgain() {
    setResend({ busy: true });
    try {
      await sendSessionEmail('invite', session.id);
      setResend({ busy: false, ok: true, message: 'Invitation sent.' });
    } catch (error) {
      setResend({ busy: false, ok: false, message: error instanceof Error ? error.message : 'The invitation could not be sent.' });
    }
  }
  const sentAt = session.inviteEmailStatus === 'sent' && session.inviteEmailSentAt ? new Date(session.inviteEmailSentAt) : null;
  return (
    <Alert variant="info" className="mb-0" data-testid="next-step">
      <p className="mb-2">
        {text}{' '}
        {sentAt ? `The invitation was e-mailed to ${session.collaboratorEmail} at ${sentAt.toLocaleString()}.` : 'The invitation e-mail has not been sent yet.'}
      </p>
      {resend.message ? (
        <p className={`small fw-semibold mb-2 ${resend.ok ? 'text-success-emphasis' : 'text-danger-emphasis'}`} role="status">
          {resend.message}
        </p>
      ) : null}
      {/* Dark on the light-blue notice: the outline-primary it replaces failed WCAG AA contrast. */}
      <Button size="sm" variant="outline-dark" onClick={() => void sendAgain()} disabled={resend.busy}>
        {resend.busy ? 'Sending…' : sentAt ? 'Send again' : 'Send invitation'}
      </Button>
    </Alert>
  );
}

/** Every entry each side gave, not only the last: what the other person also sees. */
function Answers({ session, role, otherFirst }: { session: IssueRecord; role: Role; otherFirst: string }) {
  const sides: { role: Role; title: string }[] = [
    { role, title: 'What you said' },
    { role: otherRole(role), title: `What ${otherFirst} said` },
  ];
  return (
    <section aria-labelledby="answers-title" className="mt-4">
      <h2 id="answers-title" className="h5">
        Your answers
      </h2>
      <p className="small text-body-secondary">
        {otherFirst} sees what you wrote here, and you see what they wrote. Nobody else can open this session.
      </p>
      <Row xs={1} md={2} className="g-3">
        {sides.map((side) => {
          const lists = answerLists(session, side.role);
          const answered = lists.some((l) => l.entries.length > 0);
          return (
            <Col key={side.role}>
              <h3 className="h6">{side.title}</h3>
              {answered ? (
                <dl className="mb-0">
                  {lists.map((list) => (
                    <div key={list.label}>
                      <dt className="small text-body-secondary fw-semibold">{list.label}</dt>
                      <dd>
                        {list.entries.length ? (
                          <ul className="ps-3 mb-2">
                            {list.entries.map((entry, index) => (
                              <li key={index} className="text-break overview-text">
                                {entry}
                              </li>
                            ))}
                          </ul>
                        ) : (
                          'Not answered yet.'
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mb-0">{side.role === role ? 'You have not answered yet.' : `${otherFirst} has not answered yet.`}</p>
              )}
            </Col>
          );
        })}
      </Row>
    </section>
  );
}

function answerLists(session: IssueRecord, role: Role) {
  const mine = role === 'initiator';
  return [
    { label: 'The issue', entries: texts(mine ? session.initiatorIssue : session.collaboratorIssue) },
    { label: 'The outcome wanted', entries: texts(mine ? session.desiredOutcomeInitiator : session.desiredOutcomeCollaborator) },
    { label: 'Why it matters', entries: texts(mine ? session.whyOutcomeMattersInitiator : session.whyOutcomeMattersCollaborator) },
  ];
}

/** The style assessments' results, once taken: each side's conflict style and personality type. */
function Styles({ session, role, otherFirst }: { session: IssueRecord; role: Role; otherFirst: string }) {
  const styleOf = (side: Role) => parseDcsMode(side === 'initiator' ? session.initiatorDCS : session.collaboratorDCS);
  const typeOf = (side: Role) => parseDpiType((side === 'initiator' ? session.initiatorDPI : session.collaboratorDPI)?.[0]);
  const mine = { style: styleOf(role), type: typeOf(role) };
  const theirs = { style: styleOf(otherRole(role)), type: typeOf(otherRole(role)) };
  return (
    <section aria-labelledby="styles-title" className="mt-4">
      <h2 id="styles-title" className="h5">
        Your styles
      </h2>
      <p className="small text-body-secondary">
        From the two short questionnaires. They help Dfuse tailor its suggestions; each of you sees both results.
      </p>
      <dl className="row mb-0" data-testid="styles">
        <dt className="col-sm-5">Your conflict style</dt>
        <dd className="col-sm-7">
          {mine.style ? (
            DCS_MODE_LABELS[mine.style]
          ) : (
            <>
              Not known yet. <Link to={paths.session.dcsQuiz(session.id)}>Find your conflict style</Link> (20 questions).
            </>
          )}
        </dd>
        <dt className="col-sm-5">{otherFirst}’s conflict style</dt>
        <dd className="col-sm-7">{theirs.style ? DCS_MODE_LABELS[theirs.style] : 'Not known yet.'}</dd>
        <dt className="col-sm-5">Your personality type</dt>
        <dd className="col-sm-7">
          {mine.type ?? (
            <>
              Not known yet. <Link to={paths.session.communicationStyleQuiz(session.id)}>Take the communication-style questionnaire</Link> (12 questions).
            </>
          )}
        </dd>
        <dt className="col-sm-5">{otherFirst}’s personality type</dt>
        <dd className="col-sm-7 mb-0">{theirs.type ?? 'Not known yet.'}</dd>
      </dl>
    </section>
  );
}
