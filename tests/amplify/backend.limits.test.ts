/**
 * The AWS side of issue 18's limits, on the CloudFormation the backend synthesizes offline:
 * AppSync's own request bounds (query depth, resolvers per request) set explicitly, the
 * generated pipeline step that checks list and structured-field limits before every write,
 * and the development gate's attempt counters shared by every Lambda instance.
 * Synthesized into its own folder, so it can run beside tests/backend/synth.test.ts.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_LIMITS } from '../../amplify/data/apiLimits';
import { DATA_LIMITS, LIMITS } from '../../src/domain/limits';
import { STRUCTURED_LIMITS } from '../../src/domain/listLimits';
import { synth } from '../../scripts/synth';

interface Resource {
  Type: string;
  Properties: Record<string, any>;
}

const outDir = mkdtempSync(join(tmpdir(), 'dfuse-synth-limits-'));
let resources: Resource[] = [];
const ofType = (type: string) => resources.filter((r) => r.Type === type);
const checkOf = (name: string) => ofType('AWS::AppSync::FunctionConfiguration').find((f) => f.Properties.Name === name)!.Properties
  .RequestMappingTemplate as string;

beforeAll(() => {
  synth(outDir);
  resources = readdirSync(outDir)
    .filter((f) => f.endsWith('.template.json'))
    .flatMap((f) => Object.values(JSON.parse(readFileSync(join(outDir, f), 'utf8')).Resources ?? {}) as Resource[]);
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

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

describe('structured-field limits in the write pipelines', () => {
  it('checks every structured field of Issue and Profile before create and update', () => {
    for (const [model, limits] of Object.entries(STRUCTURED_LIMITS)) {
      for (const operation of ['create', 'update']) {
        const template = checkOf(`${operation}${model}ListLimits`);
        for (const field of Object.keys(limits)) expect(template, `${operation}${model}: ${field}`).toContain(`$input.get("${field}")`);
      }
    }
  });

  it('measures JSON as text, counts object lists and bounds the text inside them, with the shared messages', () => {
    const template = checkOf('updateIssueListLimits');
    expect(template).toContain(
      `> ${DATA_LIMITS.solutionsJson})$util.error("The proposed solutions are too large to save (at most 60,000 characters).", "ValidationError")`,
    );
    expect(template).toMatch(/#if\(\$util\.isString\(\$value\d+\)\)#set\(\$size\d+ = \$value\d+\.length\(\)\)#else#set\(\$size\d+ = \$util\.toJson\(\$value\d+\)\.length\(\)\)#end/);
    expect(template).toContain(`.size() > ${DATA_LIMITS.interests})$util.error("Please keep the interests to 30 or fewer.", "ValidationError")`);
    expect(template).toContain(
      `$entry.get("label").length() > ${LIMITS.statement})$util.error("Each interest's label must be 1000 characters or fewer.", "ValidationError")`,
    );
    expect(template).toContain(`.get("human").length() > ${LIMITS.longText})$util.error("The principle's description must be 4000 characters or fewer."`);
    expect(checkOf('createProfileListLimits')).toContain('at most 4,000 characters');
    // AppSync refuses mapping templates over 64 KB.
    expect(template.length).toBeLessThan(64 * 1024);
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
