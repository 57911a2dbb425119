/**
 * One person of the whole-flow benchmark, with the real aws-amplify v6 client: their own
 * Amplify context (aws-amplify 6.22's `createAmplifyContext`) with their own token provider and
 * token storage, so hundreds of people are signed in at once in one process and each call
 * carries its own user's tokens. (The `Amplify` singleton holds one user at a time; its
 * per-context API is what a server rendering for many users uses.) Sign-up, the mailed code,
 * SRP sign-in and GraphQL all go through aws-amplify; function URLs are called with the user's
 * access token as the app calls them.
 *
 * Every call goes through `Net`: it counts requests and, in a crash run, repeats a call that
 * never got an answer (which the app's user would do by pressing the button again).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAmplifyContext, type ResourcesConfig } from 'aws-amplify';
import { createUserPoolsTokenProvider } from 'aws-amplify/adapter-core';
import { confirmSignUp, resendSignUpCode, signIn, signUp } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import { ConsoleLogger } from 'aws-amplify/utils';
import { parseAmplifyConfig } from '@aws-amplify/core/internals/utils';
import type { Schema } from '../../amplify/data/resource';
import { SAFETY_QUESTION_IDS } from '../../src/domain/safety';

// Each person's context warns that the user pool endpoint is custom (it is: the local cloud).
ConsoleLogger.LOG_LEVEL = 'ERROR';

const outputsPath = fileURLToPath(new URL('../../amplify_outputs.json', import.meta.url));

/** A failure with a kind, for the error counts. */
export class FlowError extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

/** What a call's answer looked like when it never reached a live cloud (or the cloud died under it). */
export function isUnanswered(error: unknown): boolean {
  if (error instanceof FlowError) return error.kind === 'network';
  const e = error as { name?: string; message?: string; cause?: { code?: string } } | null;
  const text = `${e?.name ?? ''} ${e?.message ?? ''} ${e?.cause?.code ?? ''}`;
  return /network error|fetch failed|ECONNREFUSED|ECONNRESET|EPIPE|socket hang up|other side closed|terminated|UND_ERR|starting/i.test(text);
}

const fetchClock = new AsyncLocalStorage<{ ms: number }>();
let clockInstalled = false;

/**
 * Runs `work` and says how long it spent waiting in fetch (from sending a request to its
 * response headers): the part of a step the cloud and the loopback account for, apart from the
 * client's own CPU (aws-amplify's SRP, JSON) on the cores the benchmark shares with the cloud.
 */
export async function withFetchClock<T>(work: () => Promise<T>): Promise<{ result: T; inFetchMs: number }> {
  if (!clockInstalled) {
    clockInstalled = true;
    const original = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      const clock = fetchClock.getStore();
      const started = performance.now();
      try {
        return await original(...args);
      } finally {
        if (clock) clock.ms += performance.now() - started;
      }
    }) as typeof fetch;
  }
  const clock = { ms: 0 };
  const result = await fetchClock.run(clock, work);
  return { result, inFetchMs: clock.ms };
}

export interface Net {
  cloudUrl: string;
  /** Repeat unanswered calls (crash runs); otherwise an unanswered call is an error. */
  retry: boolean;
  /** Requests sent, for the throughput figure. */
  requests: number;
  /** Calls repeated after no answer. */
  repeats: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Longest a crash run keeps repeating one call (the cloud restarts in a few seconds). */
const GIVE_UP_AFTER_MS = 60_000;

/** An unanswered call's message with its cause's code ("fetch failed" alone does not say why). */
function describe(error: unknown): string {
  const e = error as { message?: string; cause?: { code?: string; message?: string } } | null;
  const cause = e?.cause?.code ?? e?.cause?.message;
  return `${e?.message ?? String(error)}${cause ? ` (${cause})` : ''}`;
}

/** Runs `attempt` through `net`: repeated while it gets no answer, in a crash run. */
export async function through<T>(net: Net, attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  for (;;) {
    net.requests += 1;
    try {
      return await attempt();
    } catch (error) {
      if (!isUnanswered(error)) throw error;
      if (!net.retry) throw new FlowError('network', describe(error));
      if (Date.now() > deadline) throw new FlowError('network', `no answer for ${GIVE_UP_AFTER_MS / 1000} s: ${describe(error)}`);
      net.repeats += 1;
      await pause(100);
    }
  }
}

export function amplifyConfig(cloudUrl: string): ResourcesConfig {
  const outputs = JSON.parse(readFileSync(outputsPath, 'utf8')) as { data: { url: string } };
  outputs.data.url = `${cloudUrl}/graphql`;
  const config = parseAmplifyConfig(outputs) as ResourcesConfig;
  return { ...config, Auth: { Cognito: { ...config.Auth!.Cognito, userPoolEndpoint: `${cloudUrl}/cognito/` } } } as ResourcesConfig;
}

/** An in-memory key-value store: one per person, as each browser has its own localStorage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    setItem: async (key: string, value: string) => void items.set(key, value),
    getItem: async (key: string) => items.get(key) ?? null,
    removeItem: async (key: string) => void items.delete(key),
    clear: async () => items.clear(),
  };
}

interface GraphQLError {
  errorType?: string | null;
  message: string;
}

/** The answer of a model call: its data, or a FlowError naming the GraphQL error type. */
function unwrap<T>(what: string, result: { data?: T | null; errors?: GraphQLError[] }): T {
  const errors = result.errors ?? [];
  if (errors.length) {
    const first = errors[0];
    // No answer, or the restarted cloud's 503 before its services are up: the call never ran.
    if (!first.errorType && /network error|local cloud is starting/i.test(first.message)) throw new FlowError('network', first.message);
    throw new FlowError(`graphql ${first.errorType ?? 'error'}`, `${what}: ${errors.map((e) => e.message).join('; ')}`);
  }
  if (result.data === null || result.data === undefined) throw new FlowError('graphql empty', `${what} returned nothing`);
  return result.data;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export async function mailTo(net: Net, address: string): Promise<Mail[]> {
  return through(net, async () => {
    const response = await fetch(`${net.cloudUrl}/mailbox/messages?to=${encodeURIComponent(address)}`);
    if (response.status === 503) throw new FlowError('network', 'The local cloud is starting');
    return (await response.json()) as Mail[];
  });
}

export interface FunctionAnswer {
  status: number;
  body: Record<string, unknown>;
}

export type Client = ReturnType<typeof generateClient<Schema>>;
type ModelCall = (input: Record<string, unknown>) => Promise<unknown>;

export class FlowUser {
  readonly client: Client;
  private readonly context: ReturnType<typeof createAmplifyContext>;

  constructor(
    private net: Net,
    config: ResourcesConfig,
    readonly email: string,
    readonly password: string,
    readonly givenName: string,
    readonly familyName: string,
  ) {
    const tokenProvider = createUserPoolsTokenProvider(config.Auth!, memoryStorage());
    this.context = createAmplifyContext(config, { Auth: { tokenProvider } });
    this.client = generateClient<Schema>(this.context, { authMode: 'userPool' });
  }

  /** The same signed-in person, calling through another `Net` (a crash run's read-back). */
  withNet(net: Net): FlowUser {
    const view = Object.create(this) as FlowUser;
    view.net = net;
    return view;
  }

  /** Signs up, reads the code from the mailbox and confirms (asking for a new code if none came). */
  async register(): Promise<void> {
    await through(this.net, () =>
      signUp(this.context, {
        username: this.email,
        password: this.password,
        options: { userAttributes: { email: this.email, given_name: this.givenName, family_name: this.familyName } },
      }).catch((error: { name?: string }) => {
        // An earlier try was stored but its answer was lost (crash runs).
        if (error.name === 'UsernameExistsException' && this.net.retry) return;
        throw error;
      }),
    );
    let mail = await this.waitForMail(/verification code/i, 10_000);
    if (!mail && this.net.retry) {
      await through(this.net, () => resendSignUpCode(this.context, { username: this.email }));
      mail = await this.waitForMail(/verification code/i, 10_000);
    }
    if (!mail) throw new FlowError('mail missing', `no verification code for ${this.email}`);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new FlowError('mail missing', `no code in "${mail.text}"`);
    await through(this.net, () =>
      confirmSignUp(this.context, { username: this.email, confirmationCode: code }).catch((error: { name?: string; message?: string }) => {
        if (this.net.retry && error.name === 'NotAuthorizedException' && /CONFIRMED/.test(error.message ?? '')) return;
        throw error;
      }),
    );
  }

  /** SRP sign-in (USER_SRP_AUTH, aws-amplify's default), then a check that the tokens are this person's. */
  async signIn(): Promise<void> {
    await through(this.net, async () => {
      const result = await signIn(this.context, { username: this.email, password: this.password }).catch(async (error: { name?: string }) => {
        if (error.name === 'UserAlreadyAuthenticatedException') return { isSignedIn: true };
        throw error;
      });
      if (!result.isSignedIn) throw new FlowError('auth', `sign-in of ${this.email} did not finish: ${JSON.stringify(result)}`);
    });
    const claims = (await this.tokens()).accessToken.payload;
    if (claims.email_lower !== this.email) throw new FlowError('wrong identity', `signed in as ${String(claims.email_lower)}, expected ${this.email}`);
  }

  async tokens() {
    const tokens = await this.context.getTokens({});
    if (!tokens) throw new FlowError('auth', `${this.email} has no tokens`);
    return tokens;
  }

  /** The first e-mail to this person whose subject matches (or that `matches`), waiting up to `timeoutMs`; null if none came. */
  async waitForMail(match: RegExp | ((mail: Mail) => boolean), timeoutMs: number): Promise<Mail | null> {
    const matches = match instanceof RegExp ? (mail: Mail) => match.test(mail.subject) : match;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await mailTo(this.net, this.email)).find(matches);
      if (found || Date.now() > deadline) return found ?? null;
      await pause(50);
    }
  }

  /**
   * A model call (get, create, update) through the data client; its data or a FlowError. (The
   * client is the typed one; it is called through a plain signature because the benchmark
   * builds its inputs from the domain rules, and the Schema types are too deep to check here.)
   */
  data<T>(what: string, model: 'Issue' | 'Profile' | 'SafetyCheck', operation: 'get' | 'create' | 'update', input: Record<string, unknown>): Promise<T> {
    const models = this.client.models as unknown as Record<string, Record<string, ModelCall>>;
    return through(this.net, async () => unwrap(what, (await models[model][operation](input)) as { data?: T | null; errors?: GraphQLError[] }));
  }

  /** POSTs to a function URL with the access token, as the app does; 4xx answers are returned, 5xx thrown. */
  async callFunction(name: string, body: unknown, subpath = ''): Promise<FunctionAnswer> {
    const token = (await this.tokens()).accessToken.toString();
    return through(this.net, async () => {
      const response = await fetch(`${this.net.cloudUrl}/functions/${name}/${subpath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.status === 503) throw new FlowError('network', 'The local cloud is starting');
      if (response.status >= 500) throw new FlowError(`http ${response.status} ${name}`, `${name}: ${JSON.stringify(answer)}`);
      return { status: response.status, body: answer };
    });
  }

  /**
   * Answers this person's private safety check for the session, no to every question, and has
   * the server decide it (docs/rules.md, "Safety"). With `retry`, a record stored by an earlier
   * try whose answer was lost (crash runs) counts as saved.
   */
  async answerSafetyCheckNo(issueId: string, retry = false): Promise<FunctionAnswer> {
    const answers = Object.fromEntries(SAFETY_QUESTION_IDS.map((question) => [question, false]));
    await this.data('answer safety check', 'SafetyCheck', 'create', { issueId, ownerEmail: this.email.toLowerCase(), ...answers }).catch((error: FlowError) => {
      if (!(retry && /ConditionalCheckFailed/.test(error.kind))) throw error;
    });
    return this.callFunction('settle-session', { issueId, step: 'safety' });
  }
}
