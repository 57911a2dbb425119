import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Container, ListGroup } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { clearPerSessionFlags } from '../../backend/sessionFlagsStorage';
import { deleteSession, leaveSession, type SessionListItem } from '../../backend/sessions';
import { hasAgreedIssue } from '../../domain/leaving';
import { watchMySessions } from '../../backend/watchSessions';
import { useUser } from '../../backend/UserProvider';
import { paths } from '../../domain/paths';
import { roleOf } from '../../domain/sessionRole';
import { fullName, sessionTitle } from '../../domain/sessions';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard } from '../../ui/MessageCard';
import { StageBadge } from '../../ui/StageBadge';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { formatDate } from '../../ui/formatDate';
import { DELETE_CONFIRMATION, LEAVE_CONFIRMATION, deleteConsequence, leaveConsequence } from './sessionTexts';

const FETCH_FAILED = 'Failed to fetch sessions.';
const DELETE_FAILED = 'Failed to delete session. Please try again.';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; sessions: SessionListItem[] };

/**
 * /session: every session the user takes part in (docs/rules.md, "Sessions"), kept live: a
 * session the other participant deletes leaves the list at once, with a word about it. One
 * stacked row per session, so the list fits a phone without sideways scrolling.
 */
export default function SessionListPage() {
  const user = useUser();
  const navigate = useNavigate();
  const signedIn = user.status === 'signedIn' ? user.user : null;
  const title = signedIn?.firstName ? `${signedIn.firstName}'s Sessions` : 'My Sessions';
  useDocumentTitle(title);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [doomed, setDoomed] = useState<SessionListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [goneElsewhere, setGoneElsewhere] = useState<string[]>([]);
  /** Sessions this page deleted: their leaving the list needs no word. */
  const deletedHere = useRef(new Set<string>());

  const email = signedIn?.email ?? '';
  useEffect(() => {
    if (!email) return;
    let previous: SessionListItem[] | null = null;
    return watchMySessions(
      email,
      (sessions) => {
        if (previous) {
          const now = new Set(sessions.map((s) => s.id));
          const gone = previous.filter((s) => !now.has(s.id) && !deletedHere.current.has(s.id));
          if (gone.length) setGoneElsewhere((names) => [...names, ...gone.map((s) => otherName(s, email))]);
        }
        previous = sessions;
        setLoad({ state: 'ready', sessions });
      },
      (error: unknown) => {
        console.warn(FETCH_FAILED, error);
        if (!previous) setLoad({ state: 'error' });
      },
    );
  }, [email]);

  const doomedLeaves = doomed !== null && hasAgreedIssue(doomed);

  async function confirmDelete() {
    if (!doomed) return;
    setDeleting(true);
    setDeleteError(null);
    deletedHere.current.add(doomed.id);
    try {
      // After an agreement the viewer leaves it (the other keeps it); before, it is deleted for both (src/domain/leaving.ts).
      const role = roleOf(doomed, email);
      await (hasAgreedIssue(doomed) && role ? leaveSession(doomed.id, role) : deleteSession(doomed.id));
      setLoad((l) => (l.state === 'ready' ? { state: 'ready', sessions: l.sessions.filter((s) => s.id !== doomed.id) } : l));
      setDoomed(null);
    } catch (error) {
      deletedHere.current.delete(doomed.id);
      console.warn(DELETE_FAILED, error);
      setDeleteError(DELETE_FAILED);
      setDoomed(null);
    } finally {
      setDeleting(false);
    }
  }

  function startNew() {
    clearPerSessionFlags();
    navigate(paths.init());
  }

  return (
    <Container className="py-4">
      <Card className="shadow-sm border-0">
        <Card.Body className="p-3 p-sm-4">
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
            <h1 className="h3 mb-0">{title}</h1>
            <LinkButton to={paths.invitations()} variant="outline-primary" size="sm">
              Your Invitations
            </LinkButton>
          </div>
          {deleteError ? (
            <Alert variant="danger" dismissible onClose={() => setDeleteError(null)}>
              {deleteError}
            </Alert>
          ) : null}
          {goneElsewhere.length ? (
            <Alert variant="info" dismissible onClose={() => setGoneElsewhere([])} data-testid="deleted-elsewhere">
              {goneElsewhere.map((name, index) => (
                <p key={index} className="mb-0">
                  Your session with {name} was deleted, so it no longer appears here.
                </p>
              ))}
            </Alert>
          ) : null}
          {load.state === 'loading' ? <LoadingCard /> : null}
          {load.state === 'error' ? <Alert variant="danger">{FETCH_FAILED}</Alert> : null}
          {load.state === 'ready' && load.sessions.length === 0 ? <p className="mb-0">You don’t have any sessions yet.</p> : null}
          {load.state === 'ready' && load.sessions.length > 0 ? (
            <ListGroup as="ul" aria-label="Your sessions">
              {load.sessions.map((session) => (
                <ListGroup.Item as="li" key={session.id} data-session-id={session.id} className="session-row">
                  <div className="session-row-main">
                    <h2 className="h6 mb-1 text-break">{sessionTitle(session)}</h2>
                    <p className="small mb-1">
                      <span className="text-body-secondary">Initiator:</span> {fullName(session.initiatorFirstName, session.initiatorLastName)}{' '}
                      <span className="text-body-secondary">· Collaborator:</span> {fullName(session.collaboratorFirstName, session.collaboratorLastName)}
                    </p>
                    <p className="small mb-0 d-flex flex-wrap align-items-center gap-2">
                      <StageBadge session={session} />
                      <span className="text-body-secondary">Started {formatDate(session.createdAt)}</span>
                    </p>
                  </div>
                  <div className="session-row-actions">
                    <LinkButton to={paths.session.overview(session.id)} size="sm">
                      Open
                    </LinkButton>
                    {hasAgreedIssue(session) ? (
                      <Button size="sm" variant="outline-danger" onClick={() => setDoomed(session)} aria-label={`Leave the session with ${otherName(session, email)}`}>
                        Leave
                      </Button>
                    ) : (
                      <Button size="sm" variant="outline-danger" onClick={() => setDoomed(session)} aria-label={`Delete the session with ${otherName(session, email)}`}>
                        Delete
                      </Button>
                    )}
                  </div>
                </ListGroup.Item>
              ))}
            </ListGroup>
          ) : null}
        </Card.Body>
        {/* Shown with the list, not under the loading card: the list arriving would push it down the page. */}
        {load.state === 'loading' ? null : (
          <Card.Footer className="bg-transparent d-flex flex-wrap gap-2">
            <LinkButton to={paths.home()} variant="outline-secondary">
              Home
            </LinkButton>
            <Button onClick={startNew}>Start New Session</Button>
          </Card.Footer>
        )}
      </Card>
      <ConfirmModal
        show={doomed !== null}
        title={doomedLeaves ? 'Leave session' : 'Delete session'}
        message={
          <>
            <p>{doomedLeaves ? LEAVE_CONFIRMATION : DELETE_CONFIRMATION}</p>
            <p className="mb-0">{doomed ? (doomedLeaves ? leaveConsequence : deleteConsequence)(otherFirstName(doomed, email)) : null}</p>
          </>
        }
        confirmLabel={doomedLeaves ? 'Leave Session' : 'Delete Session'}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </Container>
  );
}

const otherFirstName = (session: SessionListItem, email: string) =>
  roleOf(session, email) === 'initiator' ? session.collaboratorFirstName : session.initiatorFirstName;

const otherName = (session: SessionListItem, email: string) =>
  roleOf(session, email) === 'initiator'
    ? fullName(session.collaboratorFirstName, session.collaboratorLastName)
    : fullName(session.initiatorFirstName, session.initiatorLastName);
