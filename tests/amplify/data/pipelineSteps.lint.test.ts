/**
 * The AppSync pipeline steps run in the APPSYNC_JS runtime, which takes only a subset of
 * JavaScript (no try/catch, while, classic for loops, regex...). Two guards keep an edit of a
 * domain rule from reaching AWS as code the runtime refuses:
 * - every module a step bundles is linted with the runtime's rules (@aws-appsync/eslint-plugin),
 *   so `npm run lint` names the line;
 * - the synthesized bundles themselves (what AWS and the local cloud run) pass those rules.
 */
import { readFileSync } from 'node:fs';
import appsync from '@aws-appsync/eslint-plugin';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { STEP_ENTRIES, bundledModules } from '../../../amplify/data/pipelineSteps';
import type { AppSyncJsFunctionDescription } from '../../../local/data/appsyncJs';
import { repoPath } from '../../support/repoRoot';

const bundleLinter = new ESLint({ cwd: repoPath('.'), overrideConfigFile: true, overrideConfig: [{ files: ['**/*.js'], ...(appsync.configs!.base as Linter.Config) }] });
const lintBundle = async (code: string) => (await bundleLinter.lintText(code, { filePath: repoPath('step.js') }))[0].messages;

describe('APPSYNC_JS subset', () => {
  it.each(Object.values(STEP_ENTRIES))('lints every module %s bundles with the runtime rules', async (entry) => {
    const project = new ESLint({ cwd: repoPath('.') });
    for (const module of bundledModules(entry)) {
      const { rules } = await project.calculateConfigForFile(repoPath(module));
      for (const rule of ['no-try', 'no-while', 'no-for', 'no-regex', 'no-in-operator', 'no-function-passing', 'no-disallowed-methods']) {
        expect(rules[`@aws-appsync/${rule}`]?.[0], `${module}: @aws-appsync/${rule} (add it to APPSYNC_JS_MODULES in eslint.config.js)`).toBe(2);
      }
    }
  });

  it('holds for the synthesized steps that AWS and the local cloud run', async () => {
    const functions = JSON.parse(readFileSync(repoPath('local/generated/appsync-functions.json'), 'utf8')) as AppSyncJsFunctionDescription[];
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) expect(await lintBundle(fn.code), fn.name).toEqual([]);
  });

  it('is really checked: a loop or a try the runtime refuses is reported', async () => {
    const messages = await lintBundle('export function request(ctx) { let n = 0; while (n < 3) n += 1; try { JSON.parse(ctx.args.x); } catch { n = 0; } return { payload: n }; }');
    expect(messages.map((m) => m.ruleId).sort()).toEqual(['@aws-appsync/no-try', '@aws-appsync/no-while']);
  });
});
