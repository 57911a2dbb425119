import { useEffect, useRef } from 'react';
import { Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { signOutEverywhere } from '../../backend/auth';
import { paths } from '../../domain/paths';
import { CenteredCard } from '../../ui/CenteredCard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { signOutAndCleanBrowser } from './browserCleanup';

/** /logout: global sign-out, clean the browser (keeping the development-gate record), then /goodbye. */
export default function LogoutPage() {
  useDocumentTitle('Signing out');
  const navigate = useNavigate();
  // Once per visit, even when React runs the effect twice (StrictMode in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOutAndCleanBrowser(signOutEverywhere).finally(() => navigate(paths.goodbye(), { replace: true }));
  }, [navigate]);

  return (
    <CenteredCard title="Log Out">
      <div role="status" aria-live="polite" className="d-flex align-items-center gap-2">
        <Spinner animation="border" size="sm" />
        <span>Signing you out…</span>
      </div>
    </CenteredCard>
  );
}
