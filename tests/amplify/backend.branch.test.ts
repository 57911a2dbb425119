/**
 * The backend synthesized offline as a branch deployment, as Amplify Hosting's `ampx
 * pipeline-deploy` does: it refuses to build without APP_ORIGIN and MAIL_FROM, and with them
 * puts them where they belong (e-mail links and sender, the function URLs' one allowed origin).
 * The same synth carries issue 18's limits: AppSync's own request bounds, the pipeline step that
 * checks list and structured-field limits before every write (run here as AWS takes it), and the
 * development gate's attempt counters shared by every Lambda instance. Synthesized into its own
 * folder, so it can run beside tests/amplify/backend.test.ts (the sandbox synth).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_LIMITS } from '../../amplify/data/apiLimits';
import { STEP_ENTRIES, bundleStep } from '../../amplify/data/pipelineSteps';
import { DATA_LIMITS, LIMITS, LIMIT_MESSAGES } from '../../src/domain/limits';
import { STRUCTURED_LIMITS, TOO_DEEP, inputLimitProblem } from '../../src/domain/listLimits';
import { synth } from '../../scripts/synth';
import { runAppSyncModule } from '../support/appsyncModule';

interface Resource {
  Type: string;
  Properties: Record<string, any>;
}

const APP_ORIGIN = 'https://main.d1234abcd5678.amplifyapp.com';
const MAIL_FROM = 'Dfuse <no-reply@dfuse.example.org>';
const outDir = mkdtempSync(join(tmpdir(), 'dfuse-synth-branch-'));
let resources: Resource[] = [];
const ofType = (type: string) => resources.filter((r) => r.Type === type);
const stepCode = (name: string) => ofType('AWS::AppSync::FunctionConfiguration').find((f) => f.Properties.Name === name)!.Properties.Code as string;
const friendlyName = (fn: Resource) => (fn.Properties.Tags ?? []).find((t: { Key: string }) => t.Key === 'amplify:friendly-name')?.Value;

beforeAll(() => {
  synth(outDir, { deployment: 'branch', env: { APP_ORIGIN, MAIL_FROM } });
  resources = readdirSync(outDir)
    .filter((f) => f.endsWith('.template.json'))
    .flatMap((f) => Object.values(JSON.parse(readFileSync(join(outDir, f), 'utf8')).Resources ?? {}) as Resource[]);
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a branch deployment', () => {
  it('fails at synth without APP_ORIGIN, naming what to set', () => {
    const failed = mkdtempSync(join(tmpdir(), 'dfuse-synth-unset-'));
    try {
      expect(() => synth(failed, { deployment: 'branch', env: { APP_ORIGIN: undefined, MAIL_FROM } })).toThrow(
        /A branch deployment needs APP_ORIGIN set as environment variables \(Amplify console: Hosting > Environment variables\): APP_ORIGIN is where the app is served/,
      );
    } finally {
      rmSync(failed, { recursive: true, force: true });
    }
  }, 180_000);

  it('links e-mails to the app and sends them from MAIL_FROM', () => {
    const mailing = ofType('AWS::Lambda::Function').filter((fn) => ['send-email', 'propose-issues', 'settle-session'].includes(friendlyName(fn)));
    expect(mailing).toHaveLength(3);
    for (const fn of mailing) expect(fn.Properties.Environment.Variables, friendlyName(fn)).toMatchObject({ APP_ORIGIN, MAIL_FROM });
  });

  it('lets only the app call the function URLs from a browser', () => {
    const urls = ofType('AWS::Lambda::Url');
    // The seven of issue 23 and follow-up, unsubscribe, export-data and erase-account.
    expect(urls).toHaveLength(11);
    for (const url of urls) {
      expect(url.Properties.Cors).toEqual({ AllowOrigins: [APP_ORIGIN], AllowMethods: ['POST'], AllowHeaders: ['content-type', 'authorization'] });
    }
  });
});

describe('AppSync request bounds', () => {
  it('sets the query depth limit and the resolver count limit on the API explicitly', () => {
    const apis = ofType('AWS::AppSync::GraphQLApi');
    expect(apis).toHaveLength(1);
    expect(apis[0].Properties.QueryDepthLimit).toBe(API_LIMITS.queryDepthLimit);
    expect(apis[0].Properties.ResolverCountLimit).toBe(API_LIMITS.resolverCountLimit);
    // Well inside AppSync's ranges (depth 1-75, resolvers 1-10,000) and below its defaults (none, 10,000).
    expect(API_LIMITS.queryDepthLimit).toBeGreaterThanOrEqual(4);
    expect(API_LIMITS.resolverCountLimit).toBeLessThan(10_000);
  });

  it('has resolvers on root fields only, so one request invokes one resolver per root field and the count bounds aliases', () => {
    const typeNames = new Set(ofType('AWS::AppSync::Resolver').map((r) => r.Properties.TypeName));
    expect([...typeNames].sort()).toEqual(['Mutation', 'Query', 'Subscription']);
  });

  it('gives the local cloud the same bounds (local/generated/graphql-api.json)', () => {
    const local = JSON.parse(readFileSync(join(__dirname, '..', '..', 'local', 'generated', 'graphql-api.json'), 'utf8'));
    expect(local).toEqual(API_LIMITS);
  });
});

describe('list and structured-field limits in the write pipelines', () => {
  const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });
  const sized = (chars: number) => ({ note: 'x'.repeat(chars - '{"note":""}'.length) });
  const inputs: [string, Record<string, unknown>][] = [
    ['too many answers', { initiatorIssue: Array.from({ length: LIMITS.answerEntries + 1 }, () => 'a') }],
    ['an answer too long', { collaboratorIssue: ['x'.repeat(LIMITS.answer + 1)] }],
    ['answers that fit', { initiatorIssue: Array.from({ length: LIMITS.answerEntries }, () => 'x'.repeat(LIMITS.answer)) }],
    ['JSON at its size limit', { initiatorPersonalityJson: sized(DATA_LIMITS.detailsJson) }],
    ['JSON one character over', { initiatorPersonalityJson: sized(DATA_LIMITS.detailsJson + 1) }],
    ['JSON as text over the limit', { agreedIssueMeta: JSON.stringify(sized(DATA_LIMITS.detailsJson + 1)) }],
    ['JSON nested too deeply', { agreedIssueMeta: deep(DATA_LIMITS.jsonDepth + 1) }],
    ['JSON nested to the limit', { agreedIssueMeta: deep(DATA_LIMITS.jsonDepth) }],
    ['too many interests', { initiatorInterests: Array.from({ length: DATA_LIMITS.interests + 1 }, () => ({ category: 'c', label: 'l', rationale: 'r' })) }],
    ["a principle's text too long", { precedencePrinciple: { code: 'fair', human: 'x'.repeat(LIMITS.longText + 1) } }],
    ['a kept field removed', { collaboratorEmail: null }],
  ];

  it('are the step bundled from src/domain/listLimits.ts in every create and update pipeline', () => {
    for (const model of Object.keys(STRUCTURED_LIMITS)) {
      for (const operation of ['create', 'update']) expect(stepCode(`${operation}${model}ListLimits`)).toBe(bundleStep(STEP_ENTRIES.inputLimits));
    }
  });

  it('decide every input as the domain does, with its message, when AWS runs the synthesized step', () => {
    const outcomes = runAppSyncModule(
      stepCode('updateIssueListLimits'),
      inputs.map(([, input]) => ({ fieldName: 'updateIssue', input: { id: 's1', ...input } })),
    );
    const decided = inputs.map(([name, input], index) => [name, outcomes[index].error, inputLimitProblem('Issue', { id: 's1', ...input })]);
    for (const [name, error, expected] of decided) expect(error, String(name)).toEqual(expected === null ? null : { message: expected, type: 'ValidationError' });
    // Each kind of refusal is in the table, so a step that refused nothing (or everything) would fail.
    const messages = decided.map(([, , expected]) => expected);
    for (const message of [LIMIT_MESSAGES.answerEntries, LIMIT_MESSAGES.answer, TOO_DEEP, null]) expect(messages).toContain(message);
  });

  it('measure Profile JSON too, with the shared message', () => {
    const [over] = runAppSyncModule(stepCode('createProfileListLimits'), [{ fieldName: 'createProfile', input: { emailLower: 'a@b.c', email: 'a@b.c', extra: sized(DATA_LIMITS.profileJson + 1) } }]);
    expect(over.error?.message).toBe('The profile details are too large to save (at most 4,000 characters).');
  });
});

describe('rate counters (dev-gate attempts, invitations sent)', () => {
  it('are counted in a DynamoDB table that expires old windows, which only dev-gate and send-email may update', () => {
    const tables = ofType('AWS::DynamoDB::Table');
    expect(tables).toHaveLength(1);
    const table = tables[0].Properties;
    expect(table.KeySchema).toEqual([{ AttributeName: 'pk', KeyType: 'HASH' }]);
    expect(table.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });

    const gate = ofType('AWS::Lambda::Function').find((f) =>
      (f.Properties.Tags ?? []).some((t: { Key: string; Value: string }) => t.Key === 'amplify:friendly-name' && t.Value === 'dev-gate'),
    )!;
    expect(gate.Properties.Environment.Variables.RATE_COUNTERS_TABLE).toEqual({ Ref: expect.stringMatching(/^RateCounters/) });
    const grants = ofType('AWS::IAM::Policy').filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes('dynamodb:UpdateItem'));
    expect(grants).toHaveLength(2);
    const roles = JSON.stringify(grants.map((g) => g.Properties.Roles));
    expect(roles).toContain('devgate');
    expect(roles).toContain('sendemail');
  });
});
