import { useEffect, useState } from 'react';
import { Alert, Card, Container, Table } from 'react-bootstrap';
import type { IssueRecord } from '../../backend/data';
import { listInvitations } from '../../backend/sessions';
import { useUser } from '../../backend/UserProvider';
import { paths } from '../../domain/paths';
import { fullName } from '../../domain/sessions';
import { LinkButton } from '../../ui/LinkButton';
import { LoadingCard } from '../../ui/MessageCard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { formatDate } from '../../ui/formatDate';

const LOAD_FAILED = 'Failed to load invitations.';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; invitations: IssueRecord[] };

/** /coll: the sessions the user is invited to and has not answered yet (docs/rules.md, "Sessions"). */
export default function InvitationsPage() {
  useDocumentTitle('Your Invitations');
  const user = useUser();
  const email = user.status === 'signedIn' ? user.user.email : null;
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!email) return;
    let active = true;
    listInvitations(email).then(
      (invitations) => active && setLoad({ state: 'ready', invitations }),
      (error: unknown) => {
        console.warn(LOAD_FAILED, error);
        if (active) setLoad({ state: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [email]);

  let body;
  if (user.status === 'loading') body = <LoadingCard />;
  else if (user.status === 'signedOut')
    body = (
      <>
        <Alert variant="info">Please log in to view your invitations.</Alert>
        <LinkButton to={paths.login({ next: paths.invitations() })}>Log In</LinkButton>
      </>
    );
  else if (load.state === 'loading') body = <LoadingCard />;
  else if (load.state === 'error') body = <Alert variant="danger">{LOAD_FAILED}</Alert>;
  else if (!load.invitations.length) body = <p className="mb-0">No new invitations at the moment.</p>;
  else
    body = (
      <Table responsive hover className="align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {load.invitations.map((invitation) => (
            <tr key={invitation.id}>
              <td>{fullName(invitation.initiatorFirstName, invitation.initiatorLastName)}</td>
              <td>{formatDate(invitation.createdAt)}</td>
              <td className="text-end">
                <LinkButton to={paths.invitation(invitation.id)} size="sm">
                  Open
                </LinkButton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  return (
    <Container className="py-4" style={{ maxWidth: 900 }}>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-3 p-sm-4">
          <h1 className="h3 mb-3">Your Invitations</h1>
          {body}
        </Card.Body>
        <Card.Footer className="bg-transparent d-flex flex-wrap gap-2">
          <LinkButton to={paths.session.list()} variant="outline-secondary">
            My Sessions
          </LinkButton>
          <LinkButton to={paths.home()} variant="outline-secondary">
            Home
          </LinkButton>
        </Card.Footer>
      </Card>
    </Container>
  );
}
