/**
 * Words that threaten the other person are not passed on (src/domain/crisisGuard.ts): an
 * APPSYNC_JS step on a NONE data source in the Issue's create and update pipelines, bundled at
 * synth by amplify/data/pipelineSteps.ts, which the local cloud runs from the synthesized template.
 */
import { util, type Context } from '@aws-appsync/utils';
import { threatProblem } from '../../../src/domain/crisisGuard';
import { GUARD_ERROR_TYPE } from './errorTypes';

export function request(ctx: Context) {
  const problem = threatProblem(ctx.args.input);
  if (problem !== null) util.error(problem, GUARD_ERROR_TYPE);
  return { payload: {} };
}

export function response(ctx: Context) {
  return ctx.result;
}
