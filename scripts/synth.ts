/**
 * Synthesizes the Amplify Gen 2 backend into CloudFormation without AWS credentials,
 * as `ampx sandbox` would before deploying. Output: cdk.out/ (git-ignored).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CDK_OUT = `${root}cdk.out`;

/** `outDir` lets a test synthesize on its own while another reads cdk.out. */
export function synth(outDir = CDK_OUT): void {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(process.execPath, ['--import', 'tsx', 'amplify/backend.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CDK_OUTDIR: outDir,
      CDK_CONTEXT_JSON: JSON.stringify({
        'amplify-backend-namespace': 'local',
        'amplify-backend-name': 'sandbox',
        'amplify-backend-type': 'sandbox',
      }),
      // Never pick up a developer's real AWS profile during an offline synth.
      AWS_REGION: process.env.AWS_REGION ?? 'us-east-2',
    },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  synth();
  console.log(`synth: wrote ${CDK_OUT} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
