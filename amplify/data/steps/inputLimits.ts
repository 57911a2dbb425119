/**
 * The list and structured-field limits that `@validate` cannot reach (src/domain/listLimits.ts,
 * inputLimitProblem), as an APPSYNC_JS step on a NONE data source in every create and update
 * pipeline of Issue and Profile, bundled at synth by amplify/data/pipelineSteps.ts.
 */
import { util, type Context } from '@aws-appsync/utils';
import { LIST_LIMITS, inputLimitProblem } from '../../../src/domain/listLimits';
import { LIMIT_ERROR_TYPE } from './errorTypes';

/** The model a create or update mutation writes ('updateIssue' -> 'Issue'), or '' for any other field. */
function modelOf(fieldName: string): string {
  const models = Object.keys(LIST_LIMITS).filter((model) => fieldName === `create${model}` || fieldName === `update${model}`);
  return models.length ? models[0] : '';
}

export function request(ctx: Context) {
  const problem = inputLimitProblem(modelOf(ctx.info.fieldName), ctx.args.input);
  if (problem !== null) util.error(problem, LIMIT_ERROR_TYPE);
  return { payload: {} };
}

export function response() {
  return {};
}
