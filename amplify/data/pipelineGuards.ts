/**
 * Two steps of the Issue's create and update pipelines, written in APPSYNC_JS so that the very
 * code AppSync runs is also what the local cloud runs and what the unit tests execute:
 *
 * - the update guard: a session's status moves forward only, `closed` from anywhere and for
 *   good (src/domain/status.ts), and a side's solution order and rankings list each option it
 *   must rank exactly once, until the best solution is chosen (src/domain/topThree.ts). It
 *   reads the stored record (GetItem on the Issue table), refuses with a clear error, and adds
 *   a condition so a status write applies only while the status is still one the move is
 *   allowed from (two racing writes cannot slip a move back in between the read and the write);
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
import { ORDER_MESSAGES, RANKINGS_MISMATCH_MESSAGE, TOP_THREE_COUNT } from '../../src/domain/topThree';
import { CREATION_VALUES, CREATION_VALUES_MESSAGE } from '../../src/domain/writeRights';

/** The error type both guards report (AppSync puts it in `errorType`). */
export const GUARD_ERROR_TYPE = 'InvalidInput';

export function issueUpdateGuardCode(): string {
  const steps = JSON.stringify(STATUS_STEP);
  return `// Generated from src/domain/status.ts and src/domain/topThree.ts by amplify/data/pipelineGuards.ts.
import { util, runtime } from '@aws-appsync/utils';

const STEP = ${steps};
const MESSAGES = ${JSON.stringify({ backwards: STATUS_BACKWARDS_MESSAGE, closed: STATUS_CLOSED_MESSAGE, unknown: STATUS_UNKNOWN_MESSAGE })};
const ORDER_MESSAGES = ${JSON.stringify({ ...ORDER_MESSAGES, rankings: RANKINGS_MISMATCH_MESSAGE })};
const TOP_THREE = ${TOP_THREE_COUNT};
const SIDES = ['initiator', 'collaborator'];
const CHECKED = ['status', 'initiatorSolutionOrder', 'collaboratorSolutionOrder', 'initiatorSolutionRankings', 'collaboratorSolutionRankings'];

function isStatus(value) {
  return typeof value === 'string' && Object.hasOwn(STEP, value);
}

/** Why moving from \`from\` to \`to\` is refused, or null. */
function statusProblem(from, to) {
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
    if (statusProblem(from, to) === null) conditions.push({ status: { eq: from } });
  }
  return { or: conditions };
}

/** The ids a side must rank: the top three once they exist, else the stored solutions. */
function idsToRank(stored) {
  const topThree = (stored.topThreeSolutionIds || []).filter((id) => typeof id === 'string');
  if (topThree.length === TOP_THREE) return topThree;
  let document = stored.proposedSolutionsJson;
  if (typeof document === 'string') document = JSON.parse(document);
  const solutions = Array.isArray(document) ? document : document && Array.isArray(document.solutions) ? document.solutions : [];
  return solutions.map((solution) => (solution && typeof solution.id === 'string' ? solution.id : null)).filter((id) => id !== null);
}

/** Why \`order\` does not list each of \`expected\` exactly once, or null. */
function orderProblem(order, expected) {
  if (expected.length === 0) return ORDER_MESSAGES.noOptions;
  if (!Array.isArray(order)) return ORDER_MESSAGES.missing;
  const seen = [];
  for (const id of order) {
    if (typeof id !== 'string' || !expected.includes(id)) return ORDER_MESSAGES.unknown;
    if (seen.includes(id)) return ORDER_MESSAGES.repeated;
    seen.push(id);
  }
  return seen.length === expected.length ? null : ORDER_MESSAGES.missing;
}

/** The rankings as an order (rank 1 first), or null when their ranks are not 1..n. */
function rankingsOrder(rankings) {
  if (!Array.isArray(rankings)) return null;
  const order = [];
  for (const ranking of rankings) {
    if (!ranking || typeof ranking.value !== 'number' || ranking.value < 1 || ranking.value > rankings.length) return null;
    if (order[ranking.value - 1] !== undefined) return null;
    order[ranking.value - 1] = ranking.sol;
  }
  return order;
}

function rankingProblem(input, stored, side) {
  const orderField = side + 'SolutionOrder';
  const rankingsField = side + 'SolutionRankings';
  const hasOrder = Object.hasOwn(input, orderField);
  const hasRankings = Object.hasOwn(input, rankingsField);
  if (!hasOrder && !hasRankings) return null;
  if (stored.bestSolutionId) return ORDER_MESSAGES.locked;
  const expected = idsToRank(stored);
  if (hasOrder) {
    const problem = orderProblem(input[orderField], expected);
    if (problem !== null) return problem;
  }
  if (hasRankings) {
    const fromRankings = rankingsOrder(input[rankingsField]);
    if (fromRankings === null) return ORDER_MESSAGES.rankings;
    const problem = orderProblem(fromRankings, expected);
    if (problem !== null) return problem;
    if (hasOrder && fromRankings.join('\\n') !== input[orderField].join('\\n')) return ORDER_MESSAGES.rankings;
  }
  return null;
}

export function request(ctx) {
  const input = ctx.args.input;
  if (!CHECKED.some((field) => Object.hasOwn(input, field))) return runtime.earlyReturn({});
  if (Object.hasOwn(input, 'status') && !isStatus(input.status)) util.error(MESSAGES.unknown, '${GUARD_ERROR_TYPE}');
  return { operation: 'GetItem', key: util.dynamodb.toMapValues({ id: input.id }), consistentRead: true };
}

export function response(ctx) {
  if (ctx.error) util.error(ctx.error.message, ctx.error.type);
  const input = ctx.args.input;
  const stored = ctx.result || {};
  for (const side of SIDES) {
    const problem = rankingProblem(input, stored, side);
    if (problem !== null) util.error(problem, '${GUARD_ERROR_TYPE}');
  }
  if (Object.hasOwn(input, 'status')) {
    const refused = statusProblem(stored.status, input.status);
    if (refused !== null) util.error(refused, '${GUARD_ERROR_TYPE}');
    ctx.stash.conditions.push(allowedFrom(input.status));
  }
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
    { fieldName: 'updateIssue', name: 'updateIssueGuard', code: issueUpdateGuardCode(), dataSource: issueTable },
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
