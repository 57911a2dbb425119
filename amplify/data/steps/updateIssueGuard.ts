/**
 * The update guard of the Issue's update pipeline (an APPSYNC_JS step, bundled at synth by
 * amplify/data/pipelineSteps.ts): it reads the stored session (a consistent GetItem on the Issue
 * table) for every write, refuses what src/domain/issueUpdateRules.ts refuses with its message, and
 * adds a condition so the write applies only while the stored status is still one it is allowed
 * from (two racing writes cannot slip a move back, or a write into a just-closed session, in
 * between the read and the write). A write that deletes (closes) the session also records whose it
 * was, from the caller's token (src/domain/deletion.ts): put into `ctx.stash.defaultValues`, which the
 * transformer's update request merges under the input, so the field's own write rule (server only)
 * keeps every participant from writing it.
 */
import { util, type Context } from '@aws-appsync/utils';
import { DELETED_BY_FIELD, deleterOf } from '../../../src/domain/deletion';
import { PARTICIPANT_EMAIL_CLAIM } from '../../../src/domain/identity';
import { issueUpdateProblem } from '../../../src/domain/issueUpdateRules';
import { statusesTakingWrite } from '../../../src/domain/status';
import { GUARD_ERROR_TYPE } from './errorTypes';

export function request(ctx: Context) {
  const input = ctx.args.input;
  // Every write reads the record: a closed session takes none.
  return { operation: 'GetItem', key: util.dynamodb.toMapValues({ id: input.id }), consistentRead: true };
}

export function response(ctx: Context) {
  if (ctx.error) util.error(ctx.error.message, ctx.error.type);
  const input = ctx.args.input;
  const problem = issueUpdateProblem(input, ctx.result ?? {});
  if (problem !== null) util.error(problem, GUARD_ERROR_TYPE);
  const allowedFrom = statusesTakingWrite(Object.hasOwn(input, 'status') ? input.status : undefined);
  const touchesMore = Object.keys(input).some((field) => field !== 'id' && field !== 'sessionDeletedEmailSentAt');
  if (touchesMore) ctx.stash.conditions.push({ or: [{ status: { attributeExists: false } }, ...allowedFrom.map((from) => ({ status: { eq: from } }))] });
  const claims = (ctx.identity as { claims?: Record<string, unknown> } | null)?.claims;
  const callerEmail = claims ? claims[PARTICIPANT_EMAIL_CLAIM] : undefined;
  const deleter = deleterOf(input, ctx.result ?? {}, typeof callerEmail === 'string' ? callerEmail : null);
  if (deleter !== null) {
    const defaults = ctx.stash.defaultValues ?? {};
    defaults[DELETED_BY_FIELD] = deleter;
    ctx.stash.defaultValues = defaults;
  }
  return {};
}
