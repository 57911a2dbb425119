/**
 * Runs inline in index.html, before any script of the app has downloaded (issue 30, "Break the
 * chain"). With the Cognito tokens this browser stored, it sends the sign-in check (Cognito's
 * GetUser) and the reads the opened address needs, all at once, so they travel alongside the
 * app's scripts instead of after them. The app takes the answers (src/backend/earlyAnswers.ts);
 * nothing read is shown before the sign-in check has said yes, exactly as without them.
 *
 * The build inlines this function's source (scripts/earlyRequestsPlugin.ts): it may use only
 * browser globals and its argument, no imports.
 */

/** One read: its key for the app, and the GraphQL request. `:id` and `:email` in variables are filled in. */
export interface EarlyRead {
  key: string;
  query: string;
  variables: Record<string, string | number>;
}

export interface EarlyRoute {
  /** A regular expression source for location.pathname; a session's id is the group `id`. */
  pattern: string;
  /** Its reads: a key of EarlyPlan.readSets (many routes share one set). */
  readSet: string;
}

export interface EarlyPlan {
  /** `CognitoIdentityServiceProvider.<user pool client id>`, as aws-amplify's token store names its keys. */
  tokenPrefix: string;
  cognitoUrl: string;
  graphqlUrl: string;
  readSets: Record<string, EarlyRead[]>;
  routes: EarlyRoute[];
}

/** What the page finds in window.__dfuseEarly: the answers, each a parsed JSON body (undefined if the request failed). */
export interface EarlyAnswers {
  accessToken: string;
  /** The localStorage key the access token was read from: the app checks it still holds that token. */
  tokenKey: string;
  /** The signed-in e-mail, from the stored id token (lower case, trimmed). */
  email: string;
  answers: Record<string, Promise<unknown>>;
}

/** Tokens this close to expiry are left to aws-amplify, which refreshes them first. */
const EXPIRY_MARGIN_SECONDS = 60;

export function startEarlyRequests(plan: EarlyPlan): void {
  try {
    const route = plan.routes.map((candidate) => ({ candidate, match: new RegExp(candidate.pattern).exec(location.pathname) })).find(({ match }) => match);
    if (!route) return;
    const user = localStorage.getItem(`${plan.tokenPrefix}.LastAuthUser`);
    const tokenKey = `${plan.tokenPrefix}.${user}.accessToken`;
    const accessToken = user && localStorage.getItem(tokenKey);
    const idToken = user && localStorage.getItem(`${plan.tokenPrefix}.${user}.idToken`);
    if (!accessToken || !idToken) return;
    const payloadOf = (token: string) => JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number; email?: unknown };
    const expiresAt = payloadOf(accessToken).exp ?? 0;
    const email = payloadOf(idToken).email;
    if (expiresAt - Date.now() / 1000 < EXPIRY_MARGIN_SECONDS || typeof email !== 'string') return;
    const signedInEmail = email.trim().toLowerCase();
    const values: Record<string, string> = { ':id': decodeURIComponent(route.match?.groups?.id ?? ''), ':email': signedInEmail };
    const post = (url: string, headers: Record<string, string>, body: unknown) =>
      fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })
        .then((response) => response.json() as Promise<unknown>)
        .catch(() => undefined);
    const answers: Record<string, Promise<unknown>> = {
      getUser: post(plan.cognitoUrl, { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser', 'cache-control': 'no-store' }, { AccessToken: accessToken }),
    };
    for (const read of plan.readSets[route.candidate.readSet] ?? []) {
      const variables = Object.fromEntries(Object.entries(read.variables).map(([name, value]) => [name, typeof value === 'string' && value in values ? values[value] : value]));
      answers[read.key.replace(/:id|:email/g, (name) => values[name])] = post(plan.graphqlUrl, { 'content-type': 'application/json', authorization: accessToken }, { query: read.query, variables });
    }
    (window as unknown as { __dfuseEarly?: EarlyAnswers }).__dfuseEarly = { accessToken, tokenKey, email: signedInEmail, answers };
  } catch {
    // Unreadable tokens or an old browser: the app reads as it always has.
  }
}
