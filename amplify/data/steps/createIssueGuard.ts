/**
 * The creation guard of the Issue's create pipeline (an APPSYNC_JS step on a NONE data source,
 * bundled at synth by amplify/data/pipelineSteps.ts): a new session starts with the spec's
 * starting values whatever the creator sends (src/domain/writeRights.ts, creationProblem).
 */
import { util, type Context } from '@aws-appsync/utils';
import { creationProblem } from '../../../src/domain/writeRights';
import { GUARD_ERROR_TYPE } from './errorTypes';

export function request(ctx: Context) {
  const problem = creationProblem(ctx.args.input);
  if (problem !== null) util.error(problem, GUARD_ERROR_TYPE);
  return { payload: {} };
}

export function response(ctx: Context) {
  return ctx.result;
}
