/**
 * The last step of every Issue read and write pipeline (an APPSYNC_JS step on a NONE data source,
 * bundled at synth by amplify/data/pipelineSteps.ts): the result with the rankings each reader
 * may not see yet sealed (src/domain/blindRankings.ts). A read shows the caller its own side; a
 * write's result, which AppSync forwards to every subscriber, shows neither; the functions (IAM,
 * no claims) see everything.
 */
import type { Context } from '@aws-appsync/utils';
import { blindResult, type RankingAudience } from '../../../src/domain/blindRankings';
import { PARTICIPANT_EMAIL_CLAIM } from '../../../src/domain/identity';

function audienceOf(ctx: Context): RankingAudience {
  if (ctx.info.parentTypeName === 'Mutation') return 'subscribers';
  const claims = (ctx.identity as { claims?: Record<string, unknown> } | null)?.claims;
  if (!claims) return 'server';
  const email = claims[PARTICIPANT_EMAIL_CLAIM];
  return { email: typeof email === 'string' ? email : '' };
}

export function request(ctx: Context) {
  return { payload: ctx.prev.result };
}

export function response(ctx: Context) {
  return blindResult(ctx.result, audienceOf(ctx));
}
