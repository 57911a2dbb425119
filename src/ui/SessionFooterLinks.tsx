import type { ReactNode } from 'react';
import { paths } from '../domain/paths';
import { LinkButton } from './LinkButton';

/**
 * The row of links that closes a session page: the page's own ways on (`children`), then My Sessions,
 * the way back every session page offers. `className` adds the page's spacing (and d-print-none).
 */
export function SessionFooterLinks({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`d-flex flex-wrap gap-2 ${className}`.trim()}>
      {children}
      <LinkButton to={paths.session.list()} variant="outline-secondary">
        My Sessions
      </LinkButton>
    </div>
  );
}
