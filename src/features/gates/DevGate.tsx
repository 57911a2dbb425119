import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { DEV_GATE_KEY } from '../../domain/devGate';
import { clearGate, devGateEnabled, gateUnlocked } from './gateRecord';

// The form (and the code that calls the server) loads only when the gate is shown.
const DevGateForm = lazy(() => import('./DevGateForm'));

/**
 * The development gate (docs/rules.md, "Gates"): a password wall for home and feedback. Off unless
 * the build sets VITE_DEV_GATE=on; then the children show only while this browser holds a valid
 * record (30 days), and unlocking or clearing in another tab takes effect here too.
 */
export function DevGate({ children }: { children: ReactNode }) {
  if (!devGateEnabled()) return children;
  return <PasswordWall>{children}</PasswordWall>;
}

function PasswordWall({ children }: { children: ReactNode }) {
  const [unlocked, setUnlocked] = useState(() => gateUnlocked());
  const [cleared, setCleared] = useState(false);

  useEffect(() => {
    const recheck = () => setUnlocked(gateUnlocked());
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared the whole storage
      if (event.key === null || event.key === DEV_GATE_KEY) recheck();
    };
    window.addEventListener('storage', onStorage);
    // A record can also expire while the page stays open.
    window.addEventListener('focus', recheck);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', recheck);
    };
  }, []);

  const clear = useCallback(() => {
    clearGate();
    setCleared(true);
    setUnlocked(false);
  }, []);

  if (!unlocked) {
    return (
      <Suspense fallback={<p className="text-center text-muted py-5">Loading…</p>}>
        <DevGateForm
          cleared={cleared}
          onUnlocked={() => {
            setCleared(false);
            setUnlocked(true);
          }}
          onClear={clear}
        />
      </Suspense>
    );
  }
  return (
    <>
      {children}
      <div className="text-center small text-muted py-2">
        Development access granted in this browser.{' '}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={clear}>
          Clear Gate
        </button>
      </div>
    </>
  );
}

/** As a layout route: the gate around the matched child route (home, feedback). */
export default function DevGateRoute() {
  return (
    <DevGate>
      <Outlet />
    </DevGate>
  );
}
