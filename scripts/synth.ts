/**
 * Synthesizes the Amplify Gen 2 backend into CloudFormation without AWS credentials, as
 * `ampx sandbox` (or, with `--branch`, Amplify Hosting's `ampx pipeline-deploy`) would before
 * deploying. Output: cdk.out/ (git-ignored). A branch deployment needs APP_ORIGIN and MAIL_FROM
 * in the environment (amplify/deployment.ts).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CDK_OUT = `${root}cdk.out`;

/** The CDK context Amplify's CLI gives a sandbox and a branch (pipeline) deployment. */
const CONTEXTS = {
  sandbox: { 'amplify-backend-namespace': 'local', 'amplify-backend-name': 'sandbox', 'amplify-backend-type': 'sandbox' },
  branch: { 'amplify-backend-namespace': 'd1234abcd5678', 'amplify-backend-name': 'main', 'amplify-backend-type': 'branch' },
} as const;

export interface SynthOptions {
  /** 'sandbox' (the default, what the local cloud is generated from) or 'branch'. */
  deployment?: keyof typeof CONTEXTS;
  /** Variables on top of this process's environment (undefined removes one). */
  env?: Record<string, string | undefined>;
}

/**
 * `outDir` lets a test synthesize on its own while another reads cdk.out. A synth that fails
 * throws an Error with the backend's own message (its standard error).
 */
export function synth(outDir = CDK_OUT, { deployment = 'sandbox', env = {} }: SynthOptions = {}): void {
  rmSync(outDir, { recursive: true, force: true });
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'amplify/backend.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        CDK_OUTDIR: outDir,
        CDK_CONTEXT_JSON: JSON.stringify(CONTEXTS[deployment]),
        // Never pick up a developer's real AWS profile during an offline synth.
        AWS_REGION: process.env.AWS_REGION ?? 'us-east-2',
        ...env,
      },
    });
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '');
    throw new Error(`The ${deployment} synth failed:\n${stderr.trim()}`, { cause: error });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const deployment = process.argv.includes('--branch') ? 'branch' : 'sandbox';
  synth(CDK_OUT, { deployment });
  console.log(`synth (${deployment}): wrote ${CDK_OUT} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
