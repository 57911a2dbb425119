/**
 * Two steps of the Issue's create and update pipelines, written in APPSYNC_JS so that the very
 * code AppSync runs is also what the local cloud runs and what the unit tests execute:
 *
 * - the status guard (update): a session's status moves forward only, `closed` from anywhere
 *   and for good (src/domain/status.ts). It reads the stored status (GetItem on the Issue
 *   table), refuses a move back with a clear error, and adds a condition so the write applies
 *   only while the status is still one the move is allowed from (two racing writes cannot
 *   slip a move back in between the read and the write);
 * - the creation guard (create): a new session starts with the spec's starting values
 *   (src/domain/writeRights.ts CREATION_VALUES), whatever the creator sends.
 *
 * The code is generated from those domain tables (the runtime takes one file with no imports
 * but `@aws-appsync/utils`), and a test runs it over every pair of statuses against the domain rule.
 * APPSYNC_JS has no `in`, try/catch/throw, while or classic for loops.
 */
import { Stack } from 'aws-cdk-lib';
import { CfnDataSource, CfnFunctionConfiguration, type CfnResolver } from 'aws-cdk-lib/aws-appsync';
import {
  ISSUE_STATUSES,
  STATUS_AT_CREATION_MESSAGE,
  STATUS_BACKWARDS_MESSAGE,
  STATUS_CLOSED_MESSAGE,
  STATUS_STEP,
  STATUS_UNKNOWN_MESSAGE,
} from '../../src/domain/status';
import { CREATION_VALUES, CREATION_VALUES_MESSAGE } from '../../src/domain/writeRights';

/** The error type both guards report (AppSync puts it in `errorType`). */
export const GUARD_ERROR_TYPE = 'InvalidInput';

export function statusGuardCode(): string {
  const steps = JSON.stringify(STATUS_STEP);
  return `// Generated from src/domain/status.ts by amplify/data/pipelineGuards.ts.
import { util, runtime } from '@aws-appsync/utils';

const STEP = ${steps};
const MESSAGES = ${JSON.stringify({ backwards: STATUS_BACKWARDS_MESSAGE, closed: STATUS_CLOSED_MESSAGE, unknown: STATUS_UNKNOWN_MESSAGE })};

function isStatus(value) {
  return typeof value === 'string' && Object.hasOwn(STEP, value);
}

/** Why moving from \`from\` to \`to\` is refused, or null. */
function problem(from, to) {
  if (!isStatus(to)) return MESSAGES.unknown;
  const current = isStatus(from) ? from : null;
  if (current === 'closed') return to === 'closed' ? null : MESSAGES.closed;
  if (to === 'closed' || current === null) return null;
  return STEP[to] >= STEP[current] ? null : MESSAGES.backwards;
}

/** The stored statuses from which \`to\` may be reached (a missing status is the start). */
function allowedFrom(to) {
  const conditions = [{ status: { attributeExists: false } }];
  for (const from of Object.keys(STEP)) {
    if (problem(from, to) === null) conditions.push({ status: { eq: from } });
  }
  return { or: conditions };
}

export function request(ctx) {
  const input = ctx.args.input;
  if (!Object.hasOwn(input, 'status')) return runtime.earlyReturn({});
  if (!isStatus(input.status)) util.error(MESSAGES.unknown, '${GUARD_ERROR_TYPE}');
  return { operation: 'GetItem', key: util.dynamodb.toMapValues({ id: input.id }), consistentRead: true };
}

export function response(ctx) {
  if (ctx.error) util.error(ctx.error.message, ctx.error.type);
  const to = ctx.args.input.status;
  const from = ctx.result ? ctx.result.status : null;
  const refused = problem(from, to);
  if (refused !== null) util.error(refused, '${GUARD_ERROR_TYPE}');
  ctx.stash.conditions.push(allowedFrom(to));
  return {};
}
`;
}

export function creationGuardCode(): string {
  return `// Generated from src/domain/writeRights.ts and src/domain/status.ts by amplify/data/pipelineGuards.ts.
import { util } from '@aws-appsync/utils';

const STARTING_VALUES = ${JSON.stringify(CREATION_VALUES)};
const STATUSES = ${JSON.stringify(ISSUE_STATUSES)};
const MESSAGES = ${JSON.stringify({ status: STATUS_AT_CREATION_MESSAGE, values: CREATION_VALUES_MESSAGE })};

export function request(ctx) {
  const input = ctx.args.input;
  if (Object.hasOwn(input, 'status') && input.status !== STARTING_VALUES.status) {
    util.error(STATUSES.includes(input.status) ? MESSAGES.status : MESSAGES.values, '${GUARD_ERROR_TYPE}');
  }
  for (const field of Object.keys(STARTING_VALUES)) {
    if (Object.hasOwn(input, field) && input[field] !== STARTING_VALUES[field]) util.error(MESSAGES.values, '${GUARD_ERROR_TYPE}');
  }
  return { payload: {} };
}

export function response(ctx) {
  return ctx.result;
}
`;
}

/** The L1 resources of the data construct the guards are wired into. */
interface DataResources {
  cfnResolvers: Record<string, CfnResolver>;
  cfnDataSources: Record<string, CfnDataSource>;
}

/**
 * Puts the guards into the Issue's create and update pipelines, just before the DynamoDB
 * write (after the transformer's auth and @validate steps and the list-limits check).
 */
export function addPipelineGuards({ cfnResolvers, cfnDataSources }: DataResources): string[] {
  const issueTable = Object.values(cfnDataSources).find((source) => source.type === 'AMAZON_DYNAMODB' && source.name === 'IssueTable');
  if (!issueTable) throw new Error('No IssueTable data source');
  const guards = [
    { fieldName: 'createIssue', name: 'createIssueCreationGuard', code: creationGuardCode(), dataSource: null },
    { fieldName: 'updateIssue', name: 'updateIssueStatusGuard', code: statusGuardCode(), dataSource: issueTable },
  ];
  for (const guard of guards) {
    const resolver = Object.values(cfnResolvers).find((r) => r.typeName === 'Mutation' && r.fieldName === guard.fieldName);
    const pipeline = resolver?.pipelineConfig as CfnResolver.PipelineConfigProperty | undefined;
    if (!resolver || !pipeline?.functions?.length) throw new Error(`No pipeline resolver for Mutation.${guard.fieldName}`);
    const stack = Stack.of(resolver);
    const dataSource = guard.dataSource ?? noneDataSource(stack, resolver.apiId);
    const fn = new CfnFunctionConfiguration(stack, guard.name, {
      apiId: resolver.apiId,
      name: guard.name,
      dataSourceName: dataSource.attrName,
      runtime: { name: 'APPSYNC_JS', runtimeVersion: '1.0.0' },
      code: guard.code,
    });
    // Last is the DynamoDB write: the guard goes just before it.
    const functions = [...pipeline.functions];
    functions.splice(functions.length - 1, 0, fn.attrFunctionId);
    resolver.pipelineConfig = { functions };
  }
  return guards.map((guard) => guard.name);
}

const noneSources = new Map<Stack, CfnDataSource>();
function noneDataSource(stack: Stack, apiId: string): CfnDataSource {
  let source = noneSources.get(stack);
  if (!source) noneSources.set(stack, (source = new CfnDataSource(stack, 'PipelineGuardsNoneDataSource', { apiId, name: 'PipelineGuardsNone', type: 'NONE' })));
  return source;
}
