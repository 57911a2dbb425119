/**
 * The first step of the getProfile resolver (an APPSYNC_JS step on a NONE data source, bundled at
 * synth by amplify/data/pipelineSteps.ts): a signed-in caller asking for any profile but their own
 * is refused before the read, whether that profile exists or not (src/domain/ownProfile.ts).
 * The functions read profiles with their IAM role, whose identity has no claims.
 */
import { util, type Context } from '@aws-appsync/utils';
import { isOwnProfileKey } from '../../../src/domain/ownProfile';

export function request(ctx: Context) {
  const identity = ctx.identity as { claims?: Record<string, unknown> } | null;
  const claims = identity ? identity.claims : undefined;
  if (claims && !isOwnProfileKey(ctx.args.emailLower, claims)) util.unauthorized();
  return { payload: {} };
}

export function response() {
  return {};
}
