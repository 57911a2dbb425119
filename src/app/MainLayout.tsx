import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../domain/paths';
import { LoadingCard } from '../ui/MessageCard';
import { Header } from './Header';

/** `/session/` and the like are normalised to the path without trailing slashes (docs/rules.md, "Routes"). */
function withoutTrailingSlash(pathname: string): string | null {
  if (pathname === paths.home() || !pathname.endsWith('/')) return null;
  return pathname.replace(/\/+$/, '') || paths.home();
}

/**
 * Keeps `#anchor` links working with lazily loaded pages: the target element may appear
 * only after the page's chunk has rendered, so look for it for a short while.
 */
function useScrollToHashOrTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    const deadline = Date.now() + 3000;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (Date.now() < deadline) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}

export function MainLayout() {
  const location = useLocation();
  useScrollToHashOrTop();
  const normalised = withoutTrailingSlash(location.pathname);
  if (normalised) return <Navigate to={{ ...location, pathname: normalised }} replace />;
  // The gradient background is for every page but home, which has its own hero.
  const isHome = location.pathname === paths.home();
  return (
    <div className={isHome ? 'app-shell' : 'app-shell app-gradient'}>
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="app-main">
        <Suspense fallback={<LoadingCard />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

