/**
 * The creation guard of the Issue's create pipeline (an APPSYNC_JS step on a NONE data source,
 * bundled at synth by amplify/data/pipelineSteps.ts): a new session starts with the spec's
 * starting values whatever the creator sends (src/domain/writeRights.ts, creationProblem), and
 * the collaborator's address, which the invitation is sent to, is a plain address
 * (src/domain/plainAddress.ts, collaboratorAddressProblem).
 */
import { util, type Context } from '@aws-appsync/utils';
import { collaboratorAddressProblem } from '../../../src/domain/plainAddress';
import { creationProblem } from '../../../src/domain/writeRights';
import { GUARD_ERROR_TYPE } from './errorTypes';

export function request(ctx: Context) {
  const problem = creationProblem(ctx.args.input) ?? collaboratorAddressProblem(ctx.args.input);
  if (problem !== null) util.error(problem, GUARD_ERROR_TYPE);
  return { payload: {} };
}

export function response(ctx: Context) {
  return ctx.result;
}
