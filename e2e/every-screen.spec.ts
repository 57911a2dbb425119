/**
 * Every screen of the route table (src/domain/paths.ts), as each kind of visitor sees it:
 * signed out, and signed in as the initiator and as the collaborator of a session that has
 * reached its strategies (both styles known), so the session's later screens show their content.
 * Each screen must pass axe with no serious or critical violation and fit a 375 px phone
 * (DESIGN.md 9a). A route of the table that no visit covers fails the spec, so a new screen
 * cannot be added without being checked here. The per-screen axe counts are printed.
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
}

/** The screens anyone may open, and the account screens a signed-out visitor uses. */
const SIGNED_OUT: Visit[] = [
  paths.home,
  paths.homeAlias,
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
].map((route) => ({ pattern: route.pattern, url: route() }));

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
    session.dcsTest,
    session.dcsQuiz,
    session.communicationStyleTest,
    session.communicationStyleQuiz,
  ];
  return [
    { pattern: paths.init.pattern, url: paths.init() },
    { pattern: paths.invitations.pattern, url: paths.invitations() },
    { pattern: paths.invitation.pattern, url: paths.invitation(id) },
    { pattern: session.list.pattern, url: session.list() },
    ...steps.map((step) => ({ pattern: step.pattern, url: step(id) })),
    ...[paths.dcs.test, paths.dcs.quiz, paths.communicationStyle.test, paths.communicationStyle.quiz].map((route) => ({
      pattern: route.pattern,
      url: route(),
    })),
    // Last: it signs the visitor out.
    { pattern: paths.logout.pattern, url: paths.logout() },
  ];
}

interface ScreenResult {
  url: string;
  landedOn: string;
  serious: string[];
  other: number;
  overflow: number;
}

/** Opens a screen, waits for it to settle, and runs axe and the 375 px check on it. */
async function checkScreen(page: Page, url: string): Promise<ScreenResult> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Screens show a spinner while they load their data: wait for the main heading.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return {
    url,
    landedOn: new URL(page.url()).pathname,
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
});

test('every route of the table is among the screens checked', () => {
  const covered = new Set([...SIGNED_OUT, ...participantVisits('any-id')].map((visit) => visit.pattern));
  expect(tablePatterns().filter((pattern) => !covered.has(pattern))).toEqual([]);
});

/** Checks each screen in turn, prints the axe counts, and reports every screen that fails (not only the first). */
async function checkAll(page: Page, visitor: string, visits: Visit[]) {
  const results: ScreenResult[] = [];
  for (const visit of visits) results.push(await checkScreen(page, visit.url));
  const shown = (url: string) => (sessionId ? url.replace(sessionId, '{id}') : url);
  console.log(
    [`${visitor}: screen -> where it landed, serious + critical axe findings, other findings, sideways scroll at 375 px`]
      .concat(results.map((r) => `  ${`${shown(r.url)} -> ${shown(r.landedOn)}`.padEnd(72)} ${r.serious.length} ${r.other} ${r.overflow}px`))
      .join('\n'),
  );
  for (const result of results) {
    expect.soft(result.serious, `${visitor} ${result.url}`).toEqual([]);
    expect.soft(result.overflow, `${visitor} ${result.url} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  }
}

test('every screen a signed-out visitor opens passes axe and fits 375 px', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  await passDevGate(context);
  await checkAll(await context.newPage(), 'signed out', SIGNED_OUT);
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
