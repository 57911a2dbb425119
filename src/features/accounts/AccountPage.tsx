import { AccountSettings } from '../../backend/accountSettings';
import { useState } from 'react';
import { Alert, Button, Card, Container } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { signOutEverywhere } from '../../backend/auth';
import { eraseMyAccount, fetchMyData, type MyDataExport } from '../../backend/myData';
import { useUser } from '../../backend/UserProvider';
import { paths } from '../../domain/paths';
import { LinkButton } from '../../ui/LinkButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { changePasswordComponents, changePasswordText, deleteUserComponents, newPasswordValidators } from './AccountSettingsParts';
import { signOutAndCleanBrowser } from './browserCleanup';
import { NamesForm } from './NamesForm';
import { PrintableExport } from './PrintableExport';

/** Saves `data` as a JSON file through the browser's download. */
function downloadJson(data: MyDataExport): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `dfuse-my-data-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function MyDataCard() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [printable, setPrintable] = useState<MyDataExport | null>(null);
  const load = async (then: (data: MyDataExport) => void) => {
    setBusy(true);
    setError(null);
    try {
      then(await fetchMyData());
    } catch {
      setError('Your data could not be fetched. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">Your data</h2>
        <p>
          A copy of everything you wrote in Dfuse and of every outcome of your sessions: the agreed issue, the solutions, both
          rankings once you had both ranked, the best solution, strategies and plan. It never holds what the other person
          wrote for themselves.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="dark" disabled={busy} onClick={() => void load(downloadJson)}>
            Download my data (JSON)
          </Button>
          <Button variant="outline-dark" disabled={busy} onClick={() => void load(setPrintable)}>
            Show a printable copy
          </Button>
        </div>
        {error ? (
          <Alert variant="danger" className="mt-3 mb-0">
            {error}
          </Alert>
        ) : null}
        {printable ? <PrintableExport data={printable} /> : null}
      </Card.Body>
    </Card>
  );
}

/** /account: the signed-in person's names, password, sign-out everywhere, their data, and deleting the account (last). */
export default function AccountPage() {
  useDocumentTitle('My account');
  const navigate = useNavigate();
  const state = useUser();
  const user = state.status === 'signedIn' ? state.user : null;
  // A new password ends every session, this one too, so the person signs in again with it.
  const afterPasswordChange = () =>
    void signOutAndCleanBrowser(signOutEverywhere).finally(() => navigate(paths.login({ email: user?.email ?? null }), { replace: true }));
  // Reach /goodbye first: cleared while still here, this protected page would send the browser to sign in.
  const afterDelete = () => void Promise.resolve(navigate(paths.goodbye(), { replace: true })).then(() => signOutAndCleanBrowser(signOutEverywhere));

  return (
    <Container className="py-4 account-page" style={{ maxWidth: 720 }}>
      <h1 className="h2 mb-4">My account</h1>

      <Card className="mb-4">
        <Card.Body>
          <h2 className="h5">Your names</h2>
          {/* Keyed by the account, so another sign-in in this tab starts from that account's names. */}
          {user ? <NamesForm key={user.sub} user={user} /> : null}
        </Card.Body>
      </Card>

      <Card className="mb-4">
        <Card.Body>
          <h2 className="h5">Password</h2>
          <p className="text-body-secondary">Changing it signs you out on every device; then you sign in again with the new one.</p>
          <AccountSettings.ChangePassword
            components={changePasswordComponents}
            displayText={changePasswordText}
            validators={newPasswordValidators}
            onSuccess={afterPasswordChange}
          />
        </Card.Body>
      </Card>

      <Card className="mb-4">
        <Card.Body>
          <h2 className="h5">Sign out everywhere</h2>
          <p>Ends your sign-in on every phone and computer, this one included.</p>
          <LinkButton to={paths.logout()} variant="outline-dark">
            Sign out everywhere
          </LinkButton>
        </Card.Body>
      </Card>

      <MyDataCard />

      <Card className="mb-4 border-danger-subtle">
        <Card.Body>
          <h2 className="h5">Delete account</h2>
          <p>Erases your account and what you wrote. You will be asked to confirm, and told first what the other person keeps.</p>
          <AccountSettings.DeleteUser components={deleteUserComponents} handleDelete={eraseMyAccount} onSuccess={afterDelete} />
        </Card.Body>
      </Card>
    </Container>
  );
}
