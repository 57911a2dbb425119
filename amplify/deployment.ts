/**
 * Where the app is served and who its e-mails come from. A sandbox, and the offline synth the
 * local cloud is generated from, use the local defaults; a branch deployment (Amplify Hosting's
 * `ampx pipeline-deploy`) must name both, or the synth fails with a message saying so: otherwise
 * its e-mails would link to localhost and come from a sender SES has not verified.
 */

/** Where `npm start` serves the app. */
export const LOCAL_APP_ORIGIN = 'http://127.0.0.1:5173';
export const LOCAL_MAIL_FROM = 'Dfuse <no-reply@dfuse.app>';

export interface DeploymentSettings {
  /** The app's origin: the links in e-mails, and the one origin whose pages may call the function URLs. */
  appOrigin: string;
  /** The sender of every e-mail (an SES-verified identity in AWS). */
  mailFrom: string;
}

/** The settings of a deployment of `backendType` (Amplify's 'sandbox' or 'branch') from its environment. */
export function deploymentSettings(backendType: unknown, env: Record<string, string | undefined>): DeploymentSettings {
  const appOrigin = env.APP_ORIGIN?.trim();
  const mailFrom = env.MAIL_FROM?.trim();
  if (backendType === 'sandbox') return { appOrigin: appOrigin || LOCAL_APP_ORIGIN, mailFrom: mailFrom || LOCAL_MAIL_FROM };
  const missing = [appOrigin ? null : 'APP_ORIGIN', mailFrom ? null : 'MAIL_FROM'].filter((name) => name !== null);
  if (missing.length) {
    throw new Error(
      `A ${String(backendType)} deployment needs ${missing.join(' and ')} set as environment variables ` +
        '(Amplify console: Hosting > Environment variables): APP_ORIGIN is where the app is served, e.g. https://main.d1234abcd.amplifyapp.com, ' +
        'for the links in e-mails and the function URLs; MAIL_FROM is the sender, an identity verified in SES, e.g. "Dfuse <no-reply@example.org>". ' +
        "See the README, 'Deploying to AWS'.",
    );
  }
  if (!isOrigin(appOrigin!)) throw new Error(`APP_ORIGIN must be an origin (scheme and host, no path), such as https://main.d1234abcd.amplifyapp.com, not ${appOrigin}.`);
  return { appOrigin: appOrigin!, mailFrom: mailFrom! };
}

function isOrigin(value: string): boolean {
  return URL.canParse(value) && new URL(value).origin === value;
}

/** The AI provider's settings a deployment passes to the AI functions, as set (AI_PROVIDER itself is in each function's resource.ts). */
const AI_SETTINGS = ['AI_TIMEOUT_MS', 'AI_OPENAI_BASE_URL', 'AI_OPENAI_MODEL', 'AI_BEDROCK_MODEL_ID', 'AI_BEDROCK_ENDPOINT'] as const;

/** The AI settings present in `env` (the API key is a secret, never a plain variable). */
export function aiEnvironment(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(AI_SETTINGS.flatMap((name) => (env[name]?.trim() ? [[name, env[name]!.trim()]] : [])));
}
