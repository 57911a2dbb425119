/**
 * The AI steps as the two people see them, in Chromium against the stack `npm start` runs (its
 * own ports and data folder; builtin provider), two browser contexts with the demo accounts:
 *
 *   A. Generate 5 Solutions pressed on one side -> the five cards on the OTHER side's screen;
 *   B. the second conflict style saved -> strategies on both people's screens (the pages start
 *      the generation by themselves once both styles are known).
 *
 * Clock: Date.now() on one machine: the click (capture phase) in one page, the moment a
 * MutationObserver sees the result in the other; for B, the moment before the style is saved.
 * BENCH_RUNS (default 10) runs of each after one warm-up. Target (docs/design.md, "Budgets"):
 * under 1,500 ms.
 * BENCH_SKIP_STRATEGIES=1 measures A only.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../local/demoAccounts';
import { launchChromium, report, signedInPage, startBenchStack } from './benchStack';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const CLOUD_PORT = Number(process.env.BENCH_CLOUD_PORT ?? 4310);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 5483);
const DATA_DIR = '.local-cloud/bench-ai';
// The e2e helpers read the stack's address from these when they are first imported.
process.env.LOCAL_CLOUD_PORT = String(CLOUD_PORT);
process.env.APP_PORT = String(APP_PORT);

const [alexDemo, samDemo] = DEMO_ACCOUNTS;
const alex = { email: alexDemo.email, password: alexDemo.password, firstName: alexDemo.givenName, lastName: alexDemo.familyName };
const sam = { email: samDemo.email, password: samDemo.password, firstName: samDemo.givenName, lastName: samDemo.familyName };

const stack = await startBenchStack({ cloudPort: CLOUD_PORT, appPort: APP_PORT, dataDir: DATA_DIR });
// The functions' IAM credentials, so the bench can set up server-side state as a function would.
const credentials = JSON.parse(readFileSync(`${DATA_DIR}/function-credentials.json`, 'utf8')) as { accessKeyId: string; secretAccessKey: string };
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  AWS_REGION: 'us-east-2',
  AMPLIFY_DATA_GRAPHQL_ENDPOINT: `${stack.cloud}/graphql`,
});
const { updateIssue } = await import('../amplify/functions/shared/participantIssue');
const { agreedSession: agreedBetween, chooseBestSolution } = await import('../e2e/support/sessionSteps');
const agreedSession = () => agreedBetween(alex, sam);
const { asUser, userPoolClient } = await import('../e2e/support/sessionAccounts');

/**
 * Records in window.benchSeenAt when `selector` matches `count` elements. A string, not a
 * function: tsx's transform would add helpers (`__name`) that do not exist in the page.
 */
const watch = (page: Page, selector: string, count: number) =>
  page.evaluate(`(() => {
    delete window.benchSeenAt;
    const check = () => {
      if (!window.benchSeenAt && document.querySelectorAll(${JSON.stringify(selector)}).length >= ${count}) window.benchSeenAt = Date.now();
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
    check();
  })()`);
const seenAt = async (page: Page) =>
  (await (await page.waitForFunction(() => (window as unknown as { benchSeenAt?: number }).benchSeenAt ?? null, null, { timeout: 30_000 })).jsonValue()) as number;

/** A: one press of Generate 5 Solutions -> five cards on the other screen. */
async function generateToOtherScreen(initiator: Page, collaborator: Page): Promise<number> {
  const id = await agreedSession();
  // A failed earlier attempt: the pages then wait for someone to press Generate instead of asking by themselves.
  await updateIssue({ id, inferInterestsStatus: 'failed', inferInterestsError: 'An earlier try failed.', inferInterestsRequestedAt: new Date().toISOString() });
  await collaborator.goto(`${stack.app}/session/${id}/solutions`);
  await initiator.goto(`${stack.app}/session/${id}/solutions`);
  const generate = initiator.getByRole('button', { name: 'Generate 5 Solutions' });
  await generate.waitFor();
  await collaborator.getByRole('button', { name: 'Generate 5 Solutions' }).waitFor();
  await watch(collaborator, '.ranking-board h3', 5);
  await initiator.evaluate(() => document.addEventListener('click', () => ((window as unknown as { clickedAt?: number }).clickedAt = Date.now()), { capture: true, once: true }));
  await generate.click();
  const shown = await seenAt(collaborator);
  const clicked = (await initiator.evaluate(() => (window as unknown as { clickedAt?: number }).clickedAt)) as number;
  return shown - clicked;
}

/** B: the second style saved -> strategies on both screens. */
async function styleToStrategies(initiator: Page, collaborator: Page): Promise<number> {
  const id = await agreedSession();
  await chooseBestSolution(alex, sam, id);
  await asUser(alex, async () => void (await userPoolClient().models.Issue.update({ id, initiatorDCS: 'competing' })));
  await initiator.goto(`${stack.app}/session/${id}/propose-strategies`);
  await collaborator.goto(`${stack.app}/session/${id}/propose-strategies`);
  // Alex waits for Sam's style; Sam is asked for theirs.
  await initiator.getByText(/Waiting for Sam to answer the conflict style questions/).waitFor();
  await collaborator.getByText(/You have not answered the conflict style questions/).waitFor();
  for (const page of [initiator, collaborator]) await watch(page, '.strategy-card li', 2);
  const saved = Date.now();
  await asUser(sam, async () => void (await userPoolClient().models.Issue.update({ id, collaboratorDCS: 'avoiding' })));
  return Math.max(await seenAt(initiator), await seenAt(collaborator)) - saved;
}

const browser = await launchChromium();
try {
  const initiator = await signedInPage(browser, stack.app, alex.email, alex.password);
  const collaborator = await signedInPage(browser, stack.app, sam.email, sam.password);
  console.log(`bench:ai screens: ${RUNS} runs of each after a warm-up (Chromium, two contexts, builtin provider)`);
  await generateToOtherScreen(initiator, collaborator);
  const solutions: number[] = [];
  for (let run = 0; run < RUNS; run += 1) solutions.push(await generateToOtherScreen(initiator, collaborator));
  report('Generate 5 Solutions pressed -> five cards on the other party’s screen', solutions, [[1500, 'docs/design.md, Budgets']]);
  if (process.env.BENCH_SKIP_STRATEGIES !== '1') {
    await styleToStrategies(initiator, collaborator);
    const strategies: number[] = [];
    for (let run = 0; run < RUNS; run += 1) strategies.push(await styleToStrategies(initiator, collaborator));
    report('second conflict style saved -> strategies on both screens', strategies, [[1500, 'docs/design.md, Budgets']]);
  }
} finally {
  await browser.close();
  stack.stop();
}
process.exit(0);
