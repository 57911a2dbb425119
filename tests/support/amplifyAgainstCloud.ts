/**
 * The real aws-amplify v6 client in Node, pointed at a local cloud started by a test, with
 * one token store per account so a test can act as several signed-in people in turn.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { fetchAuthSession, signIn } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { generateClient } from 'aws-amplify/data';
import WebSocket from 'ws';
import type { Schema } from '../../amplify/data/resource';
import type { LocalCloud } from '../../local/cloud/server';
import { SAFETY_QUESTION_IDS, type SafetyQuestionId } from '../../src/domain/safety';

const outputs = JSON.parse(readFileSync(fileURLToPath(new URL('../../amplify_outputs.json', import.meta.url)), 'utf8')) as ResourcesConfig & {
  data: { url: string };
};

// aws-amplify always opens wss://; the local cloud speaks plain ws on loopback.
class LoopbackWebSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(String(url).replace(/^wss:\/\/127\.0\.0\.1/, 'ws://127.0.0.1'), protocols);
  }
}

let cloudUrl = '';

export function configureAmplify(cloud: Pick<LocalCloud, 'url'>): void {
  cloudUrl = cloud.url;
  (globalThis as { WebSocket?: unknown }).WebSocket = LoopbackWebSocket;
  const config = structuredClone(outputs);
  config.data.url = `${cloud.url}/graphql`;
  Amplify.configure(config);
  const current = Amplify.getConfig();
  const cognito = { ...current.Auth!.Cognito, userPoolEndpoint: `${cloud.url}/cognito/` };
  Amplify.configure({ ...current, Auth: { Cognito: cognito } } as ResourcesConfig);
}

export interface Account {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

const stores = new Map<string, Map<string, string>>();

/**
 * Points the client's token storage at `email`'s own store (made empty the first time) and says
 * whether that store is new: the client then acts as whoever signed in with that store.
 * `forget` empties it (tokens revoked elsewhere), so the next sign-in starts clean.
 */
export function switchTokenStoreTo(email: string): { fresh: boolean; forget(): void } {
  let store = stores.get(email);
  const fresh = !store;
  store ??= new Map<string, string>();
  stores.set(email, store);
  const current = store;
  cognitoUserPoolsTokenProvider.setKeyValueStorage({
    setItem: async (key, value) => void current.set(key, value),
    getItem: async (key) => current.get(key) ?? null,
    removeItem: async (key) => void current.delete(key),
    clear: async () => current.clear(),
  });
  return { fresh, forget: () => current.clear() };
}

/** Makes `account` the signed-in user of the client (signing in the first time). */
export async function actAs(account: Account): Promise<void> {
  if (switchTokenStoreTo(account.email).fresh) await signIn({ username: account.email, password: account.password });
}

/** The signed-in account's ID token. */
export async function idToken(): Promise<string> {
  const { tokens } = await fetchAuthSession();
  return tokens!.idToken!.toString();
}

/** The signed-in account's access token (what the app sends to function URLs). */
export async function accessToken(): Promise<string> {
  const { tokens } = await fetchAuthSession();
  return tokens!.accessToken!.toString();
}

export const dataClient = () => generateClient<Schema>({ authMode: 'userPool' });

let counter = 0;
/** A registered, confirmed account unique to this test run. */
export async function newAccount(cloud: LocalCloud, givenName: string, familyName = 'Tester'): Promise<Account> {
  counter += 1;
  const account = {
    email: `${givenName.toLowerCase()}.${process.pid}.${Date.now()}.${counter}@example.com`,
    password: 'Test-pass-1',
    givenName,
    familyName,
  };
  await cloud.auth.ensureUser(account);
  return account;
}

export interface Answers {
  issue: string[];
  outcome: string[];
  why: string[];
}

/**
 * A session `initiator` opens for `collaborator`, with what the intake creates (the app's own
 * create call), leaving the signed-in account as the initiator. Returns its id.
 */
export async function startSession(
  initiator: Account,
  collaborator: Account,
  answers: Partial<Answers> = {},
  { safetyCheck = 'no to all' }: { safetyCheck?: 'no to all' | 'unanswered' } = {},
): Promise<string> {
  await actAs(initiator);
  const { data, errors } = await dataClient().models.Issue.create({
    initiatorEmail: initiator.email,
    collaboratorEmail: collaborator.email,
    initiatorFirstName: initiator.givenName,
    initiatorLastName: initiator.familyName,
    collaboratorFirstName: collaborator.givenName,
    collaboratorLastName: collaborator.familyName,
    initiatorIssue: answers.issue ?? ['We keep missing each other at handover'],
    desiredOutcomeInitiator: answers.outcome ?? ['A handover time we both keep'],
    whyOutcomeMattersInitiator: answers.why ?? ['I am late for work twice a week'],
    status: 'created',
    collaboratorJoined: false,
    inviteEmailStatus: 'pending',
    lastActivityAt: new Date().toISOString(),
  });
  if (errors?.length || !data) throw new Error(`Could not create the session: ${JSON.stringify(errors)}`);
  // The intake's next step: the initiator's private safety check, before any invitation.
  if (safetyCheck === 'no to all') await answerSafetyCheck(data.id, initiator.email);
  return data.id;
}

/**
 * The signed-in account answers its own safety check for the session (every question no, unless
 * `yes` names some) as the app does: its own SafetyCheck record, then settle-session decides.
 * Returns the function's answer.
 */
export async function answerSafetyCheck(issueId: string, email: string, yes: SafetyQuestionId[] = []): Promise<{ status: number; body: Record<string, unknown> }> {
  const answers = Object.fromEntries(SAFETY_QUESTION_IDS.map((id) => [id, yes.includes(id)]));
  const { errors } = await dataClient().models.SafetyCheck.create({ issueId, ownerEmail: email.trim().toLowerCase(), ...answers });
  if (errors?.length) throw new Error(`Could not answer the safety check: ${JSON.stringify(errors)}`);
  const response = await fetch(`${cloudUrl}/functions/settle-session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
    body: JSON.stringify({ issueId, step: 'safety' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * The collaborator's response, as the app has them give it (leaves them signed in): first their
 * own safety check (no to all, unless `safetyCheck` is 'unanswered' or they answered it already),
 * which is what lets them read the initiator's words, then the invitation page's write.
 */
export async function respond(
  collaborator: Account,
  issueId: string,
  answers: Partial<Answers> = {},
  { safetyCheck = 'no to all' }: { safetyCheck?: 'no to all' | 'unanswered' } = {},
): Promise<void> {
  await actAs(collaborator);
  if (safetyCheck === 'no to all') {
    const existing = await dataClient().models.SafetyCheck.get({ issueId, ownerEmail: collaborator.email.trim().toLowerCase() });
    if (!existing.data) await answerSafetyCheck(issueId, collaborator.email);
  }
  const { errors } = await dataClient().models.Issue.update({
    id: issueId,
    collaboratorIssue: answers.issue ?? ['The handover time changes without warning'],
    desiredOutcomeCollaborator: answers.outcome ?? ['A fixed weekly schedule'],
    whyOutcomeMattersCollaborator: answers.why ?? ['I need to plan my shifts'],
    collaboratorJoined: true,
    collaboratorAcceptedAt: new Date().toISOString(),
    status: 'resolving_issue',
    lastActivityAt: new Date().toISOString(),
  });
  if (errors?.length) throw new Error(`Could not respond: ${JSON.stringify(errors)}`);
}
