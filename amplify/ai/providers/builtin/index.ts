/**
 * The builtin provider: deterministic, offline, fast (well under 50 ms per call). It is
 * what every local run and every newcomer sees, so it works from the parties' own words
 * rather than canned text. It returns structured output, which the engine still validates.
 */
import type { AiProvider } from '../../engine';
import { builtinProposeIssues } from './proposeIssues';
import { builtinInferInterests } from './solutions';
import { withCallMemo } from './callMemo';
import { builtinImplementPlan } from './plan';
import { builtinProposeStrategies } from './strategies';

export const BUILTIN_MODEL = 'dfuse-builtin-1';

export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    model: BUILTIN_MODEL,
    async generate(request) {
      switch (request.task) {
        case 'proposeIssues':
          return withCallMemo(() => builtinProposeIssues(request.input));
        case 'inferInterests':
          return withCallMemo(() => builtinInferInterests(request.input));
        case 'proposeStrategies':
          return withCallMemo(() => builtinProposeStrategies(request.input));
        case 'implementPlan':
          return withCallMemo(() => builtinImplementPlan(request.input));
      }
    },
  };
}
