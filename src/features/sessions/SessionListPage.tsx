import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Container, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { clearPerSessionFlags } from '../../backend/sessionFlagsStorage';
import { deleteSession, listMySessions, type IssueRecord } from '../../backend/sessions';
import { useUser } from '../../backend/UserProvider';
import { paths } from '../../domain/paths';
import { fullName, sessionTitle } from '../../domain/sessions';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard } from '../../ui/MessageCard';
import { StatusBadge } from '../../ui/StatusBadge';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { formatDate } from '../../ui/formatDate';
import { DELETE_CONFIRMATION } from './sessionTexts';

const FETCH_FAILED = 'Failed to fetch sessions.';
const DELETE_FAILED = 'Failed to delete session. Please try again.';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; sessions: IssueRecord[] };

/** /session: every session the user takes part in (docs/rules.md, "Sessions"). */
export default function SessionListPage() {
  const user = useUser();
  const navigate = useNavigate();
  const signedIn = user.status === 'signedIn' ? user.user : null;
  const title = signedIn?.firstName ? `${signedIn.firstName}'s Sessions` : 'My Sessions';
  useDocumentTitle(title);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [doomed, setDoomed] = useState<IssueRecord | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const email = signedIn?.email ?? '';
  const refresh = useCallback(() => {
    if (!email) return;
    listMySessions(email).then(
      (sessions) => setLoad({ state: 'ready', sessions }),
      (error: unknown) => {
        console.warn(FETCH_FAILED, error);
        setLoad({ state: 'error' });
      },
    );
  }, [email]);
  useEffect(refresh, [refresh]);

  async function confirmDelete() {
    if (!doomed) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteSession(doomed.id);
      setLoad((l) => (l.state === 'ready' ? { state: 'ready', sessions: l.sessions.filter((s) => s.id !== doomed.id) } : l));
      setDoomed(null);
    } catch (error) {
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
          {load.state === 'loading' ? <LoadingCard /> : null}
          {load.state === 'error' ? <Alert variant="danger">{FETCH_FAILED}</Alert> : null}
          {load.state === 'ready' && load.sessions.length === 0 ? <p className="mb-0">You don’t have any sessions yet.</p> : null}
          {load.state === 'ready' && load.sessions.length > 0 ? (
            <Table responsive hover className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">Session</th>
                  <th scope="col">Initiator</th>
                  <th scope="col">Collaborator</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {load.sessions.map((session) => (
                  <tr key={session.id} data-session-id={session.id}>
                    <td className="text-break session-title">{sessionTitle(session)}</td>
                    <td>{fullName(session.initiatorFirstName, session.initiatorLastName)}</td>
                    <td>{fullName(session.collaboratorFirstName, session.collaboratorLastName)}</td>
                    <td>
                      <StatusBadge status={session.status} />
                    </td>
                    <td>{formatDate(session.createdAt)}</td>
                    <td className="text-nowrap">
                      <LinkButton to={paths.session.overview(session.id)} size="sm" className="me-2">
                        Open
                      </LinkButton>
                      <Button size="sm" variant="outline-danger" onClick={() => setDoomed(session)}>
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : null}
        </Card.Body>
        <Card.Footer className="bg-transparent d-flex flex-wrap gap-2">
          <LinkButton to={paths.home()} variant="outline-secondary">
            Home
          </LinkButton>
          <Button onClick={startNew}>Start New Session</Button>
        </Card.Footer>
      </Card>
      <ConfirmModal
        show={doomed !== null}
        title="Delete session"
        message={DELETE_CONFIRMATION}
        confirmLabel="Delete Session"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </Container>
  );
}
