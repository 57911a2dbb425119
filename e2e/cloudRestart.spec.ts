/**
 * The local cloud killed with SIGKILL and restarted under two open pages (issue 19): both
 * people sit on the agree page of their session, in their own browser contexts, against a
 * stack of this spec's own (e2e/support/privateStack.ts). The cloud is killed and restarted
 * before each of them submits; neither page is reloaded, and both end on the agreed issue,
 * the initiator's page moved there by the collaborator's write after the restart.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { prepareSession } from '../src/domain/intake';
import { collaboratorResponseUpdate, type SessionFacts } from '../src/domain/sessions';
import { amplifyConfig, FlowUser, type Net } from '../tests/support/flowUser';
import { startPrivateStack, type PrivateStack } from './support/privateStack';
import { signInInBrowser, type TestAccount } from './support/sessionAccounts';
import { passDevGate, uniqueEmail } from './support/stack';
import { PASSWORD } from './support/accounts';

let stack: PrivateStack;
let ines: FlowUser;
let colm: FlowUser;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  stack = await startPrivateStack();
  const net: Net = { cloudUrl: stack.cloud.url, retry: false, requests: 0, repeats: 0 };
  const config = amplifyConfig(stack.cloud.url);
  ines = new FlowUser(net, config, uniqueEmail('ines'), PASSWORD, 'Ines', 'Initiator');
  colm = new FlowUser(net, config, uniqueEmail('colm'), PASSWORD, 'Colm', 'Collaborator');
  for (const person of [ines, colm]) {
    await person.register();
    await person.signIn();
  }
});

test.afterAll(async () => {
  await stack?.stop();
});

/** A session where both have answered the three questions, made by API as the pages make it. */
async function answeredSession(): Promise<string> {
  const prepared = prepareSession(
    {
      issue: ['Colm books meetings over my focus mornings without asking'],
      outcome: ['Two protected mornings a week for deep work'],
      why: ['My reports need long uninterrupted time and I fall behind'],
      collaboratorFirstName: colm.givenName,
      collaboratorLastName: colm.familyName,
      collaboratorEmail: colm.email,
    },
    { email: ines.email, firstName: ines.givenName, lastName: ines.familyName },
  );
  if ('problem' in prepared) throw new Error(prepared.problem);
  const created = await ines.data<SessionFacts & { id: string }>('create session', 'Issue', 'create', { ...prepared.input, lastActivityAt: new Date().toISOString() });
  const answers = {
    issue: 'Ines is never available when the client needs a quick decision',
    outcome: 'A fast way to reach Ines for urgent client calls',
    why: 'Clients lose trust when we answer a day late',
  };
  await colm.data('respond', 'Issue', 'update', collaboratorResponseUpdate(created, answers, new Date()));
  // Each has answered their own private safety check, no to all.
  for (const person of [ines, colm]) expect((await person.answerSafetyCheckNo(created.id)).status).toBe(200);
  return created.id;
}

const account = (person: FlowUser): TestAccount => ({ email: person.email, password: person.password, firstName: person.givenName, lastName: person.familyName });

async function pageOf(browser: Browser, person: FlowUser, next: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.appUrl });
  await passDevGate(context);
  const page = await context.newPage();
  await signInInBrowser(page, account(person), next);
  return page;
}

const option = (page: Page, n: number) => page.getByRole('listitem', { name: `Option ${n}`, exact: true });

async function crash() {
  await stack.cloud.kill9();
  await stack.cloud.restart();
}

test('both pages show the latest state after the cloud is killed and restarted, without a reload', async ({ browser }) => {
  const id = await answeredSession();
  const initiator = await pageOf(browser, ines, `/session/${id}/agree`);
  const collaborator = await pageOf(browser, colm, `/session/${id}/agree`);
  for (const page of [initiator, collaborator]) await expect(option(page, 4)).toBeVisible({ timeout: 30_000 });
  const agreed = (await option(initiator, 2).locator('.option-statement').innerText()).trim();
  let loads = 0;
  for (const page of [initiator, collaborator]) page.on('load', () => (loads += 1));

  await crash();
  for (const n of [1, 2, 3, 4]) await option(initiator, n).getByRole('button', { name: n === 2 ? 'Yes, I agree' : 'No', exact: true }).click();
  await initiator.getByRole('button', { name: 'Submit Selections' }).click();
  await expect(initiator.getByText(/Your selections are saved\. Waiting for Colm/)).toBeVisible({ timeout: 30_000 });

  await crash();
  for (const n of [1, 2, 3, 4]) await option(collaborator, n).getByRole('button', { name: n === 2 ? 'Yes, I agree' : 'No', exact: true }).click();
  await collaborator.getByRole('button', { name: 'Submit Selections' }).click();
  for (const page of [collaborator, initiator]) {
    await expect(page).toHaveURL(new RegExp(`/session/${id}/agreed-issue$`), { timeout: 30_000 });
    await expect(page.getByText(agreed, { exact: true })).toBeVisible();
  }
  expect(loads).toBe(0);
  expect(stack.cloud.starts()).toBe(3);
});
