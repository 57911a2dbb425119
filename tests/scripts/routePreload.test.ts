/**
 * The route preload plugin's reading of the router (issue 30): each route's lazy modules, layouts
 * first, and the inline script's matching of an address to its route.
 */
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cloudOrigins } from '../../scripts/cloudOrigins';
import { patternSource, preloadScript, routeModules } from '../../scripts/routePreload';
import { paths } from '../../src/domain/paths';

const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));
const routes = routeModules(src('app/router.tsx'));
const routeOf = (pattern: string) => routes.find((route) => route.pattern === pattern);
const modulesOf = (pattern: string) => routeOf(pattern)?.modules;

describe('routeModules', () => {
  it('gives a session step its layouts and page: the safety gate, the reads ahead, the page; and the layouts it sits in', () => {
    expect(modulesOf(paths.session.agree.pattern)).toEqual([src('features/safety/SafetyGate.tsx'), src('backend/sessionPrefetch.ts'), src('features/agree/AgreePage.tsx')]);
    expect(routeOf(paths.session.agree.pattern)?.layouts).toContain('RequireAuth');
    expect(routeOf(paths.login.pattern)?.layouts).not.toContain('RequireAuth');
  });

  it('gives a public page only its own module, and home its gate layout', () => {
    expect(modulesOf(paths.login.pattern)).toEqual([src('features/accounts/LoginPage.tsx')]);
    expect(modulesOf('/')).toEqual([src('features/gates/DevGate.tsx'), src('features/marketing/HomePage.tsx')]);
  });

  it('leaves out routes that load nothing of their own (redirects, the catch-all)', () => {
    expect(modulesOf(paths.session.agreeIssue.pattern)).toBeUndefined();
    expect(routes.some((route) => route.pattern === '*')).toBe(false);
  });
});

describe('the inline script', () => {
  it('matches one segment for :id and nothing longer', () => {
    const agree = new RegExp(patternSource(paths.session.agree.pattern));
    expect(agree.test('/session/abc-123/agree')).toBe(true);
    expect(agree.test('/session/abc-123/agree/')).toBe(true);
    expect(agree.test('/session/abc/123/agree')).toBe(false);
    expect(agree.test('/session/abc-123/agreed-issue')).toBe(false);
  });

  it('adds a modulepreload link per chunk of the first route that matches, and none elsewhere', () => {
    const run = (pathname: string) => {
      const links: { rel: string; href: string }[] = [];
      const document = { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } };
      runInNewContext(
        preloadScript(
          [
            { pattern: '/session', files: ['assets/list.js'] },
            { pattern: '/session/:id/agree', files: ['assets/gate.js', 'assets/agree.js'] },
          ],
          '/',
        ),
        { document, location: { pathname } },
      );
      return links.map((link) => `${link.rel} ${link.href}`);
    };
    expect(run('/session/x1/agree')).toEqual(['modulepreload /assets/gate.js', 'modulepreload /assets/agree.js']);
    expect(run('/session')).toEqual(['modulepreload /assets/list.js']);
    expect(run('/about')).toEqual([]);
  });

  it("links a route's stylesheets as stylesheets, not as modules", () => {
    const links: { rel: string; href: string }[] = [];
    const document = { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } };
    runInNewContext(preloadScript([{ pattern: '/session/:id/implement', files: ['assets/implement.js', 'assets/implement.css'] }], '/'), {
      document,
      location: { pathname: '/session/x1/implement' },
    });
    expect(links.map((link) => `${link.rel} ${link.href}`)).toEqual(['modulepreload /assets/implement.js', 'stylesheet /assets/implement.css']);
  });

  it('preconnects, with crossorigin, to the cloud origins on the routes that connect and only there', () => {
    const run = (pathname: string) => {
      const links: { rel: string; href: string; crossOrigin?: string }[] = [];
      const document = { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } };
      const routes = [
        { pattern: '/login', files: ['assets/login.js'] },
        { pattern: '/session/:id/agree', files: ['assets/agree.js'], connects: true },
      ];
      runInNewContext(preloadScript(routes, '/', ['https://api.example', 'https://cognito.example']), { document, location: { pathname } });
      return links.map((link) => `${link.rel} ${link.href}${link.crossOrigin === '' ? ' crossorigin' : ''}`);
    };
    expect(run('/session/x1/agree')).toEqual(['preconnect https://api.example crossorigin', 'preconnect https://cognito.example crossorigin', 'modulepreload /assets/agree.js']);
    expect(run('/login')).toEqual(['modulepreload /assets/login.js']);
  });
});

describe('cloudOrigins', () => {
  const aws = { data: { url: 'https://abc.appsync-api.eu-west-1.amazonaws.com/graphql' }, auth: { aws_region: 'eu-west-1' } };
  it("names AppSync's and Cognito's origins for a deployment", () => {
    expect(cloudOrigins(aws)).toEqual(['https://abc.appsync-api.eu-west-1.amazonaws.com', 'https://cognito-idp.eu-west-1.amazonaws.com']);
  });
  it("names the local cloud's one origin, moved by VITE_LOCAL_CLOUD_URL", () => {
    const local = { ...aws, data: { url: 'http://127.0.0.1:4000/graphql' }, custom: { localCloud: { url: 'http://127.0.0.1:4000' } } };
    expect(cloudOrigins(local)).toEqual(['http://127.0.0.1:4000']);
    expect(cloudOrigins(local, 'http://127.0.0.1:4460')).toEqual(['http://127.0.0.1:4460']);
  });
});
