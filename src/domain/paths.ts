/**
 * The route table: every address the app mounts, links to, redirects to or e-mails, defined
 * once. Each entry is a builder (`paths.session.agree(id)`) that carries the pattern the router
 * mounts (`paths.session.agree.pattern`), so a link cannot name a screen that is not routed:
 * tests/src/app/router.test.tsx fails when the table and the router differ. Ids are
 * URL-encoded; query values are encoded by URLSearchParams, and empty ones left out.
 * Pure, so the functions under amplify/ build their e-mail links with it too (docs/rules.md,
 * "Routes").
 */

/** A builder of one route's addresses, with the pattern the router mounts for it. */
export type Route<A extends unknown[]> = ((...args: A) => string) & { readonly pattern: string };

const route = <A extends unknown[]>(pattern: string, build: (...args: A) => string): Route<A> =>
  Object.assign(build, { pattern });

/** A route without parameters: its address is its pattern. */
const fixed = (pattern: string) => route(pattern, () => pattern);

type Query = Record<string, string | null | undefined>;

/** `path?name=value&…` in the order given, with blank and missing values left out. */
function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value && value.trim()) params.set(name, value.trim());
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const enc = encodeURIComponent;

/** One step of a session: `/session/{id}/{step}`. */
const sessionStep = (step: string) => route(`/session/:id/${step}`, (id: string) => `/session/${enc(id)}/${step}`);

export const paths = {
  home: fixed('/'),
  /** An allowed after-registration target (docs/rules.md, "Redirect targets"): it shows home. */
  homeAlias: fixed('/home'),
  about: route('/about', (section?: 'faq') => (section ? `/about#${section}` : '/about')),
  /** The header's 'Solutions' page. */
  results: fixed('/results'),
  reviews: fixed('/reviews'),
  pricing: fixed('/pricing'),
  contact: fixed('/contact'),
  privacy: fixed('/privacy'),
  howItWorks: fixed('/how-it-works'),
  demo: fixed('/demo'),
  goodbye: fixed('/goodbye'),
  /** The follow-up e-mails' one-click unsubscribe (works signed out); `t` is the signed token. */
  unsubscribe: route('/unsubscribe', (token?: string) => withQuery('/unsubscribe', { t: token })),

  login: route('/login', (query?: { next?: string | null; email?: string | null }) => withQuery('/login', query)),
  /** `confirm: '1'` opens the confirm-code step; `role` + `id` name the invitation or session being joined. */
  register: route(
    '/register',
    (query?: { confirm?: '1'; email?: string | null; next?: string | null; role?: string | null; id?: string | null }) =>
      withQuery('/register', query),
  ),
  forgotPassword: route('/forgot-password', (query?: { next?: string | null; email?: string | null }) =>
    withQuery('/forgot-password', query),
  ),
  logout: fixed('/logout'),
  /** The signed-in person's account: names, password, sign out everywhere, their data, deleting the account. */
  account: fixed('/account'),
  /** Where signed-out visitors of protected screens land; `next` is where they were heading. */
  secureAccess: route('/secure-access', (query?: { next?: string | null }) => withQuery('/secure-access', query)),
  /** The gate's second address. */
  secure: fixed('/secure'),

  /** The start-a-session chat. */
  init: fixed('/init'),
  /** The invitations list. */
  invitations: fixed('/coll'),
  /**
   * One invitation. The e-mailed link carries what a signed-out visitor may be told without
   * reading the session (src/domain/invitationLink.ts): `invited`, the invited address; `from`,
   * the inviter's first name reduced to safe characters; `new: '1'` when the address had no
   * Dfuse profile when the invitation was sent.
   */
  invitation: route('/coll/:id/*', (id: string, query?: { invited?: string | null; from?: string | null; new?: '1' | null }) =>
    withQuery(`/coll/${enc(id)}`, query),
  ),

  session: {
    list: fixed('/session'),
    /** `invited: '1'` shows the 'Invitation sent' toast. */
    overview: route('/session/:id', (id: string, query?: { invited?: '1' }) => withQuery(`/session/${enc(id)}`, query)),
    agree: sessionStep('agree'),
    agreedIssue: sessionStep('agreed-issue'),
    /** The name the agreed-issue page's 'Review Issues Again' uses: it leads to the agree step. */
    agreeIssue: sessionStep('agree-issue'),
    solutions: sessionStep('solutions'),
    resolve: sessionStep('resolve'),
    prepareStrategiesWaiting: sessionStep('prepare-strategies-waiting'),
    proposeStrategies: sessionStep('propose-strategies'),
    implement: sessionStep('implement'),
    /** Step 7's check-in (src/domain/checkIns.ts): each answers privately; the outcome once both have. */
    checkIn: sessionStep('check-in'),
    /** The journey (src/domain/timeline.ts): each step, when and who moved it, and commitments kept at each check-in. */
    timeline: sessionStep('timeline'),
    dcsTest: sessionStep('dcs/test'),
    dcsQuiz: sessionStep('dcs/quiz'),
    communicationStyleTest: sessionStep('communication-style/test'),
    communicationStyleQuiz: sessionStep('communication-style/quiz'),
  },

  /** The style assessments without a session. */
  dcs: { test: fixed('/dcs/test'), quiz: fixed('/dcs/quiz') },
  communicationStyle: { test: fixed('/communication-style/test'), quiz: fixed('/communication-style/quiz') },
} as const;

/** Every pattern in the table, for the test that holds it to the router. */
export function tablePatterns(table: object = paths): string[] {
  return Object.values(table).flatMap((entry: unknown) => {
    if (typeof entry === 'function' && 'pattern' in entry) return [String(entry.pattern)];
    return entry && typeof entry === 'object' ? tablePatterns(entry) : [];
  });
}

/** What the catch-all route hands the home page: the address that matched no route. */
export interface NotFoundState {
  notFound: string;
}

export const notFoundState = (address: string): NotFoundState => ({ notFound: address });

/** The address that was not found, from a navigation's state, or null. */
export function notFoundAddress(state: unknown): string | null {
  const address = (state as Partial<NotFoundState> | null)?.notFound;
  return typeof address === 'string' && address ? address : null;
}
