// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import type { UserState } from '../../../src/backend/UserProvider';
import { routes } from '../../../src/app/router';
import { paths, tablePatterns, type Route } from '../../../src/domain/paths';

const user = vi.hoisted(() => ({
  state: { status: 'signedIn', user: { sub: 's', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' } } as UserState,
}));
vi.mock('../../../src/backend/UserProvider', () => ({ useUser: () => user.state, useUserAfterPaint: () => user.state, demandSignInCheck: () => undefined }));

const CATCH_ALL = '*';

/** Every path the router mounts, as a full pattern (index routes take their parent's path). */
function mountedPatterns(list: RouteObject[], parent = '/'): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent : route.path ? (route.path.startsWith('/') || route.path === CATCH_ALL ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`) : null;
    const children = route.children ? mountedPatterns(route.children, own ?? parent) : [];
    return own === null ? children : [own, ...children];
  });
}

/** Every builder in the table, by name. */
function builders(table: object, prefix = 'paths'): [string, Route<unknown[]>][] {
  return Object.entries(table).flatMap(([name, entry]) =>
    typeof entry === 'function' ? [[`${prefix}.${name}`, entry as Route<unknown[]>]] : builders(entry as object, `${prefix}.${name}`),
  );
}

const mounted = mountedPatterns(routes);

describe('the route table and the router', () => {
  it('mounts every path in the table', () => {
    const missing = tablePatterns().filter((pattern) => !mounted.includes(pattern));
    expect(missing, `in src/domain/paths.ts but not routed: ${missing.join(', ')}`).toEqual([]);
  });

  it('has a table entry for every route it mounts (the catch-all aside)', () => {
    const unlisted = mounted.filter((pattern) => pattern !== CATCH_ALL && !tablePatterns().includes(pattern));
    expect(unlisted, `routed but not in src/domain/paths.ts: ${unlisted.join(', ')}`).toEqual([]);
  });

  it('mounts each path once, and the catch-all once', () => {
    expect(new Set(mounted).size).toBe(mounted.length);
    expect(mounted.filter((pattern) => pattern === CATCH_ALL)).toHaveLength(1);
  });

  it.each(builders(paths))('%s builds an address the router sends to its own route', (_name, build) => {
    const address = build.pattern.includes(':id') ? build('abc-123') : build();
    const matches = matchRoutes(routes, address) ?? [];
    const deepest = matches.at(-1)?.route;
    const pattern = deepest?.index ? '/' : deepest?.path;
    expect(pattern).toBe(build.pattern);
  });

  it('leaves only unknown addresses to the catch-all', () => {
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.path).toBe(CATCH_ALL);
  });
});

describe('routes a visitor meets', () => {
  // The layout scrolls to the top on every page; jsdom has no scrolling.
  beforeAll(() => void vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => cleanup());

  const visit = (address: string) => render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [address] })} />);

  it('takes an unknown address home, with a notice that can be dismissed', async () => {
    visit('/no/such/page?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resolve. Repair. Reconnect.' })).toBeInTheDocument();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('We couldn’t find a page at /no/such/page?x=1, so here is the home page instead.');
    fireEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Resolve. Repair. Reconnect.' })).toBeInTheDocument();
  });

  it('shows home without a notice when the address is home', async () => {
    visit('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resolve. Repair. Reconnect.' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows home for /home, an allowed after-registration target, without a notice', async () => {
    visit('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resolve. Repair. Reconnect.' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of a step to the secure-area gate', async () => {
    const signedIn = user.state;
    user.state = { status: 'signedOut' };
    try {
      visit(paths.session.implement('abc-123'));
      // The router loads the step's module first (a large chunk), so this can take a moment.
      expect(await screen.findByRole('heading', { level: 1, name: 'Secure Area' }, { timeout: 10_000 })).toBeInTheDocument();
    } finally {
      user.state = signedIn;
    }
  });
});
