/**
 * Node-side helpers for e2e specs that need accounts and a session (Issue) with two participants
 * before the /init chat exists: the real aws-amplify v6 client, pointed at the local cloud of
 * the running stack, registers accounts (codes from the mailbox), creates an Issue as its
 * initiator, and reads records back as a given user. The Amplify singleton acts as one signed-in
 * user at a time, so calls take turns, each with its account's own tokens.
 */
import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { confirmSignUp, fetchAuthSession, fetchUserAttributes, signIn, signUp } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import type { Schema } from '../../amplify/data/resource';
import { switchTokenStoreTo } from '../../tests/support/amplifyAgainstCloud';
import { SAFETY_QUESTION_IDS } from '../../src/domain/safety';
import { CLOUD_URL, codeIn, passDevGate, uniqueEmail, waitForMail } from './stack';
import { PASSWORD } from './accounts';

/** One password for every account the e2e suite registers (shared with ./accounts). */
export const ACCOUNT_PASSWORD = PASSWORD;

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const userPoolClient = () => generateClient<Schema>({ authMode: 'userPool' });

let configured = false;
function configure() {
  if (configured) return;
  const outputs = JSON.parse(readFileSync(new URL('../../amplify_outputs.json', import.meta.url), 'utf8'));
  outputs.data.url = `${CLOUD_URL}/graphql`;
  Amplify.configure(outputs);
  const current = Amplify.getConfig();
  Amplify.configure({
    ...current,
    Auth: { Cognito: { ...current.Auth!.Cognito, userPoolEndpoint: `${CLOUD_URL}/cognito/` } },
  } as ResourcesConfig);
  configured = true;
}

/** One user at a time: calls queue behind each other. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Makes `account` the client's signed-in user. Each account keeps its own tokens
 * (tests/support/amplifyAgainstCloud's per-account store), so it signs in with SRP once, not at
 * every call: a sign-in and sign-out cost about half a second of CPU in the worker, and more in
 * the cloud. Its session is checked with Cognito first (GetUser), as it may have ended elsewhere:
 * a browser's Log Out, or a call's own sign-out, signs out everywhere.
 */
async function signedInAs(account: TestAccount): Promise<void> {
  const store = switchTokenStoreTo(account.email);
  if (!store.fresh) {
    try {
      await fetchUserAttributes();
      return;
    } catch {
      store.forget();
    }
  }
  await signIn({ username: account.email, password: account.password });
}

/** Runs `work` (which makes its calls through `userPoolClient()`) as `account`, signed in. */
export function asUser<T>(account: TestAccount, work: () => Promise<T>): Promise<T> {
  const run = async () => {
    configure();
    await signedInAs(account);
    return work();
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/** Registers and confirms a fresh account (a unique e-mail per call). */
export async function registerTestAccount(firstName: string, lastName = 'Tester'): Promise<TestAccount> {
  configure();
  const email = uniqueEmail(firstName.toLowerCase());
  const started = Date.now();
  await signUp({
    username: email,
    password: ACCOUNT_PASSWORD,
    options: { userAttributes: { email, given_name: firstName, family_name: lastName } },
  });
  const mail = await waitForMail(email, /verification code/i, started);
  await confirmSignUp({ username: email, confirmationCode: codeIn(mail) });
  return { email, password: ACCOUNT_PASSWORD, firstName, lastName };
}

/** The signed-in `account` answers its own safety check for the session: no to every question, settled by the server. */
export async function answerSafetyCheckNo(account: TestAccount, issueId: string): Promise<void> {
  const answers = Object.fromEntries(SAFETY_QUESTION_IDS.map((id) => [id, false]));
  const { errors } = await userPoolClient().models.SafetyCheck.create({ issueId, ownerEmail: account.email.trim().toLowerCase(), ...answers });
  if (errors?.length) throw new Error(`Could not answer the safety check: ${JSON.stringify(errors)}`);
  const { tokens } = await fetchAuthSession();
  const response = await fetch(`${CLOUD_URL}/functions/settle-session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens!.accessToken!.toString()}` },
    body: JSON.stringify({ issueId, step: 'safety' }),
  });
  if (!response.ok) throw new Error(`The safety check was not settled (${response.status})`);
}

/** Fields a spec may add to a new session, e.g. the initiator's answers. */
type SessionExtras = Partial<Parameters<ReturnType<typeof userPoolClient>['models']['Issue']['create']>[0]>;

/**
 * Creates a session (Issue, status 'created') with `initiator` and `collaborator`, as the
 * initiator, who answers their private safety check (no to all) as the intake's next step. The
 * collaborator's own check is answered too (no to all), unless `collaboratorSafetyCheck` is
 * 'unanswered' (a spec that shows it in the browser, or a collaborator with no account yet).
 * Returns its id.
 */
export async function createTestSession(
  initiator: TestAccount,
  collaborator: TestAccount,
  extras: SessionExtras = {},
  { collaboratorSafetyCheck = 'answered' }: { collaboratorSafetyCheck?: 'answered' | 'unanswered' } = {},
): Promise<string> {
  const id = await asUser<string>(initiator, async () => {
    const { data, errors } = await userPoolClient().models.Issue.create({
      status: 'created',
      initiatorEmail: initiator.email.trim().toLowerCase(),
      collaboratorEmail: collaborator.email.trim().toLowerCase(),
      initiatorFirstName: initiator.firstName,
      initiatorLastName: initiator.lastName,
      collaboratorFirstName: collaborator.firstName,
      collaboratorLastName: collaborator.lastName,
      lastActivityAt: new Date().toISOString(),
      ...extras,
    });
    const id: string | undefined = data?.id;
    if (!id) throw new Error(`Could not create the test session: ${JSON.stringify(errors)}`);
    // The intake's next step: the initiator answers the private safety check, no to all.
    await answerSafetyCheckNo(initiator, id);
    return id;
  });
  if (collaboratorSafetyCheck === 'answered') await asUser(collaborator, () => answerSafetyCheckNo(collaborator, id));
  return id;
}

/** The style fields of a session, as the specs check them. */
export interface SessionStyles {
  initiatorDCS?: string | null;
  collaboratorDCS?: string | null;
  initiatorDPI?: (string | null)[] | null;
  collaboratorDPI?: (string | null)[] | null;
}

/** The assessment fields of a Profile. */
export interface ProfileStyles {
  dcsMode?: string | null;
  dcsScores?: (string | null)[] | null;
  dcsVersion?: string | null;
  dpiType?: string | null;
  dpiResults?: (string | null)[] | null;
}

/** The Issue as `account` reads it (null when it cannot). */
export function readSession(account: TestAccount, id: string): Promise<SessionStyles | null> {
  return asUser(account, async (): Promise<SessionStyles | null> => {
    const { data } = await userPoolClient().models.Issue.get({ id });
    return data ? (JSON.parse(JSON.stringify(data)) as SessionStyles) : null;
  });
}

/** `account`'s own Profile. */
export function readOwnProfile(account: TestAccount): Promise<ProfileStyles | null> {
  return asUser(account, async (): Promise<ProfileStyles | null> => {
    const { data } = await userPoolClient().models.Profile.get({ emailLower: account.email.toLowerCase() });
    return data ? (JSON.parse(JSON.stringify(data)) as ProfileStyles) : null;
  });
}

/** Signs in through the app's login page and waits until the header shows the signed-in state and the page has moved on. */
export async function signInInBrowser(page: Page, account: TestAccount, next = '/'): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log Out' })).toBeVisible();
  // Signed in means the login page has also moved on (replacing itself in the history).
  await expect(page).not.toHaveURL(/\/login/);
}

/** A signed-in page of its own (a separate browser context), as one participant would have. */
export async function pageFor(browser: Browser, account: TestAccount, next: string): Promise<Page> {
  const context = await browser.newContext();
  await passDevGate(context);
  const page = await context.newPage();
  await signInInBrowser(page, account, next);
  return page;
}
