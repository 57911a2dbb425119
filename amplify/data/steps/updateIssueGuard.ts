/**
 * The update guard of the Issue's update pipeline (an APPSYNC_JS step, bundled at synth by
 * amplify/data/pipelineSteps.ts): it reads the stored session (a consistent GetItem on the Issue
 * table), refuses what src/domain/issueUpdateRules.ts refuses with its message, and adds a
 * condition so a status write applies only while the stored status is still one the move is
 * allowed from (two racing writes cannot slip a move back in between the read and the write).
 */
import { runtime, util, type Context } from '@aws-appsync/utils';
import { issueUpdateProblem, touchesGuardedFields } from '../../../src/domain/issueUpdateRules';
import { statusesAllowingMoveTo } from '../../../src/domain/status';
import { GUARD_ERROR_TYPE } from './errorTypes';

export function request(ctx: Context) {
  const input = ctx.args.input;
  if (!touchesGuardedFields(input)) return runtime.earlyReturn({});
  return { operation: 'GetItem', key: util.dynamodb.toMapValues({ id: input.id }), consistentRead: true };
}

export function response(ctx: Context) {
  if (ctx.error) util.error(ctx.error.message, ctx.error.type);
  const input = ctx.args.input;
  const problem = issueUpdateProblem(input, ctx.result ?? {});
  if (problem !== null) util.error(problem, GUARD_ERROR_TYPE);
  if (Object.hasOwn(input, 'status')) {
    const allowedFrom = statusesAllowingMoveTo(input.status).map((from) => ({ status: { eq: from } }));
    ctx.stash.conditions.push({ or: [{ status: { attributeExists: false } }, ...allowedFrom] });
  }
  return {};
}
