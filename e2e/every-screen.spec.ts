/**
 * Every screen of the route table (src/domain/paths.ts), as each kind of visitor sees it:
 * signed out, and signed in as the initiator and as the collaborator of a session that has
 * reached its strategies (both styles known), so the session's later screens show their content.
 * Each screen must pass axe with no serious or critical violation and fit a 375 px phone
 * (docs/design.md, "The people using it"). A route of the table that no visit covers fails the spec, so a new screen
 * cannot be added without being checked here. Each visit must land where it is expected to: on
 * the address visited, or where a stated rule sends that visitor (so a screen that redirects
 * elsewhere is not counted as checked). A signed-out visitor of each protected screen must land
 * on the secure-area gate. The per-screen landings and axe counts are printed.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { paths, tablePatterns } from '../src/domain/paths';
import { passDevGate } from './support/stack';
import { asUser, pageFor, registerTestAccount, userPoolClient, type TestAccount } from './support/sessionAccounts';
import { agreeOnFirstStatement, answeredSession, callFunctionAs, chooseBestSolution } from './support/sessionSteps';

interface Visit {
  /** The table's pattern this visit covers. */
  pattern: string;
  url: string;
  /** Where the visit must end up when a rule sends the visitor on (else the address visited), and the rule. */
  landsOn?: { url: string; because: string };
}

/** Where `visit` must end up. */
const expectedLanding = (visit: Visit) => visit.landsOn?.url ?? visit.url;

/** A page's address as the visits name it: path and query. */
const addressOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** The screens anyone may open, and the account screens a signed-out visitor uses. */
const SIGNED_OUT: Visit[] = [
  paths.home,
  paths.about,
  paths.results,
  paths.reviews,
  paths.pricing,
  paths.contact,
  paths.privacy,
  paths.howItWorks,
  paths.demo,
  paths.goodbye,
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.secureAccess,
  paths.secure,
  // The follow-up e-mails' unsubscribe link works signed out; without a token it says the link is not valid.
  paths.unsubscribe,
]
  .map((route): Visit => ({ pattern: route.pattern, url: route() }))
  .concat({ pattern: paths.homeAlias.pattern, url: paths.homeAlias(), landsOn: { url: paths.home(), because: '/home shows home' } });

/** A participant's screens of one session, and the signed-in screens around it. */
function participantVisits(id: string): Visit[] {
  const session = paths.session;
  const steps = [
    session.overview,
    session.agree,
    session.agreedIssue,
    session.agreeIssue,
    session.solutions,
    session.resolve,
    session.prepareStrategiesWaiting,
    session.proposeStrategies,
    session.implement,
    session.checkIn,
    session.timeline,
    session.dcsTest,
    session.dcsQuiz,
    session.communicationStyleTest,
    session.communicationStyleQuiz,
  ];
  // The session has reached its implementation step and both chose the same solution first, so
  // these screens send a participant on (docs/rules.md, "Redirect targets", "Routes", "Strategies",
  // "Best solution").
  const sentOn: Partial<Record<string, Visit['landsOn']>> = {
    [session.overview.pattern]: { url: session.implement(id), because: 'the overview sends an implemented session to implement' },
    [session.agreeIssue.pattern]: { url: session.agree(id), because: 'agree-issue is the agree step' },
    [session.solutions.pattern]: { url: session.resolve(id), because: 'both chose the same #1: the page moves on to resolve' },
    [session.prepareStrategiesWaiting.pattern]: { url: session.proposeStrategies(id), because: 'both styles are known: the waiting page gives way to the propose page' },
  };
  return [
    { pattern: paths.init.pattern, url: paths.init() },
    { pattern: paths.invitations.pattern, url: paths.invitations() },
    { pattern: paths.invitation.pattern, url: paths.invitation(id) },
    { pattern: session.list.pattern, url: session.list() },
    ...steps.map((step) => ({ pattern: step.pattern, url: step(id), landsOn: sentOn[step.pattern] })),
    ...[paths.dcs.test, paths.dcs.quiz, paths.communicationStyle.test, paths.communicationStyle.quiz].map((route) => ({
      pattern: route.pattern,
      url: route(),
    })),
    { pattern: paths.account.pattern, url: paths.account() },
    // Last: it signs the visitor out.
    { pattern: paths.logout.pattern, url: paths.logout(), landsOn: { url: paths.goodbye(), because: 'logout ends on goodbye' } },
  ];
}

interface ScreenResult {
  visit: Visit;
  landedOn: string;
  serious: string[];
  other: number;
  overflow: number;
}

/**
 * Opens a screen, waits for it to settle where it is expected to land (a rule may send the visitor
 * on after a moment), and runs axe and the 375 px check on it. Where it landed is read after the
 * checks, so a screen that moves away meanwhile is caught too.
 */
async function checkScreen(page: Page, visit: Visit): Promise<ScreenResult> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(visit.url);
  await page.waitForLoadState('networkidle');
  const expected = expectedLanding(visit);
  // A visit that lands elsewhere is reported below, with every other screen's result.
  await page.waitForURL((url) => addressOf(url.href) === expected, { timeout: 10_000 }).catch(() => undefined);
  // Screens show a spinner while they load their data: wait for the main heading.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return {
    visit,
    landedOn: addressOf(page.url()),
    serious: serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    other: violations.length - serious.length,
    overflow,
  };
}

let ada: TestAccount;
let ben: TestAccount;
let sessionId: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ada = await registerTestAccount('Ada', 'Initiator');
  ben = await registerTestAccount('Ben', 'Collaborator');
  sessionId = await answeredSession(
    ada,
    ben,
    {
      issue: 'Ben leaves the shared car with an empty tank',
      outcome: 'The car has fuel when I need it',
      why: 'I start work at six and have no time to stop',
    },
    {
      issue: 'Ada books the car for whole weekends',
      outcome: 'We share the weekends fairly',
      why: 'I visit my parents on Sundays',
    },
  );
  await agreeOnFirstStatement(ada, ben, sessionId);
  await chooseBestSolution(ada, ben, sessionId);
  for (const [account, field] of [
    [ada, 'initiatorDCS'],
    [ben, 'collaboratorDCS'],
  ] as const) {
    await asUser(account, async () => {
      const { errors } = await userPoolClient().models.Issue.update({
        id: sessionId,
        [field]: field === 'initiatorDCS' ? 'competing' : 'avoiding',
      });
      expect(errors).toBeUndefined();
    });
  }
  expect((await callFunctionAs(ada, 'propose-strategies', { issueId: sessionId })).status).toBeLessThan(300);
  // As the implement page records when first opened: so each visitor (whichever test runs first)
  // finds the session at the same status, and the overview sends both to the same place.
  await asUser(ada, async () => expect((await userPoolClient().models.Issue.update({ id: sessionId, status: 'implemented' })).errors).toBeUndefined());
});

test('every route of the table is among the screens checked', () => {
  const covered = new Set([...SIGNED_OUT, ...participantVisits('any-id')].map((visit) => visit.pattern));
  expect(tablePatterns().filter((pattern) => !covered.has(pattern))).toEqual([]);
});

/** Checks each screen in turn, prints the axe counts, and reports every screen that fails (not only the first). */
async function checkAll(page: Page, visitor: string, visits: Visit[]) {
  const results: ScreenResult[] = [];
  for (const visit of visits) results.push(await checkScreen(page, visit));
  const shown = (url: string) => (sessionId ? url.replaceAll(sessionId, '{id}') : url);
  console.log(
    [`${visitor}: screen -> where it landed, serious + critical axe findings, other findings, sideways scroll at 375 px`]
      .concat(results.map((r) => `  ${`${shown(r.visit.url)} -> ${shown(r.landedOn)}`.padEnd(72)} ${r.serious.length} ${r.other} ${r.overflow}px`))
      .join('\n'),
  );
  for (const { visit, landedOn, serious, overflow } of results) {
    const because = visit.landsOn ? ` (${visit.landsOn.because})` : '';
    expect.soft(landedOn, `${visitor} ${visit.url} must land on ${expectedLanding(visit)}${because}`).toBe(expectedLanding(visit));
    expect.soft(serious, `${visitor} ${visit.url}`).toEqual([]);
    expect.soft(overflow, `${visitor} ${visit.url} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  }
}

test('every screen a signed-out visitor opens passes axe and fits 375 px', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  await passDevGate(context);
  await checkAll(await context.newPage(), 'signed out', SIGNED_OUT);
  await context.close();
});

/** Goes to `url` inside the app, as following a link there does (no new page load). */
const followLink = (page: Page, url: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);

test('a signed-out visitor of each protected screen lands on the secure-area gate, which keeps the address', async ({ browser }) => {
  const context = await browser.newContext();
  await passDevGate(context);
  const page = await context.newPage();
  await page.goto(paths.about());
  // Open to everyone: the invitations list asks for a log-in itself; logout ends on goodbye.
  const open = [paths.invitations.pattern, paths.logout.pattern];
  for (const visit of participantVisits(sessionId)) {
    const expected = open.includes(visit.pattern) ? expectedLanding(visit) : paths.secureAccess({ next: visit.url });
    await followLink(page, visit.url);
    await expect.soft(page, `signed out ${visit.url} must land on ${expected}`).toHaveURL((url) => addressOf(url.href) === expected);
  }
  await context.close();
});

for (const role of ['initiator', 'collaborator'] as const) {
  test(`every screen the ${role} opens passes axe and fits 375 px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const page = await pageFor(browser, role === 'initiator' ? ada : ben, paths.session.list());
    await checkAll(page, role, participantVisits(sessionId));
    await page.context().close();
  });
}
