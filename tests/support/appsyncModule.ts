/**
 * Runs an APPSYNC_JS function's code as AWS takes it: an ES module whose one import is the
 * runtime's own `@aws-appsync/utils`, loaded by a plain Node process (not the local cloud's
 * evaluator, local/data/appsyncJs.ts, so the two can be compared). The stand-in runtime ends a
 * handler on `util.error` and `runtime.earlyReturn` as AppSync does; `util.dynamodb.toMapValues`
 * passes values through. Each call runs request -> data source -> response, as a pipeline
 * function runs: a GetItem is answered with the call's stored item, a NONE source with its payload.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StepCall {
  fieldName: string;
  input: Record<string, unknown>;
  /** The item a GetItem finds (as DynamoDB returns it: AWSJSON fields parsed), or none. */
  stored?: Record<string, unknown> | null;
}

export interface StepOutcome {
  /** What `util.error` reported, or null. */
  error: { message: string; type: string | null } | null;
  /** The conditions the step added to `ctx.stash.conditions`. */
  conditions: unknown[];
}

const RUNTIME = `
export class Refusal extends Error { constructor(message, type) { super(message); this.type = type ?? null; } }
export class EarlyReturn extends Error {}
export const util = {
  error(message, type) { throw new Refusal(String(message), type); },
  dynamodb: { toMapValues: (values) => values },
};
export const runtime = { earlyReturn() { throw new EarlyReturn('early return'); } };
`;

const RUNNER = `
import { readFileSync } from 'node:fs';
import { EarlyReturn, Refusal } from '@aws-appsync/utils';
import { request, response } from './step.mjs';
const calls = JSON.parse(readFileSync(0, 'utf8'));
const outcomes = calls.map((call) => {
  const ctx = { args: { input: call.input }, info: { fieldName: call.fieldName, parentTypeName: 'Mutation' }, stash: { conditions: [] }, prev: { result: {} }, identity: null };
  try {
    const sent = request(ctx);
    ctx.result = sent?.operation === 'GetItem' ? (call.stored ?? null) : (sent?.payload ?? null);
    response(ctx);
    return { error: null, conditions: ctx.stash.conditions };
  } catch (error) {
    if (error instanceof EarlyReturn) return { error: null, conditions: [] };
    if (error instanceof Refusal) return { error: { message: error.message, type: error.type }, conditions: [] };
    throw error;
  }
});
process.stdout.write(JSON.stringify(outcomes));
`;

/** Runs `calls` through the function `code` (one Node process for all of them). */
export function runAppSyncModule(code: string, calls: readonly StepCall[]): StepOutcome[] {
  const dir = mkdtempSync(join(tmpdir(), 'dfuse-appsync-js-'));
  try {
    const runtimeDir = join(dir, 'node_modules', '@aws-appsync', 'utils');
    mkdirSync(runtimeDir, { recursive: true });
    writeFileSync(join(runtimeDir, 'package.json'), JSON.stringify({ name: '@aws-appsync/utils', type: 'module', exports: './index.js' }));
    writeFileSync(join(runtimeDir, 'index.js'), RUNTIME);
    writeFileSync(join(dir, 'step.mjs'), code);
    writeFileSync(join(dir, 'run.mjs'), RUNNER);
    const output = execFileSync(process.execPath, [join(dir, 'run.mjs')], { input: JSON.stringify(calls), maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(output.toString('utf8')) as StepOutcome[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
