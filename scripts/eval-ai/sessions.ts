/**
 * What the later tasks of a scenario are given, as the product would give it: the agreed issue
 * (the scenario's own for the held-out set, tests/support/ai-scenarios/followUps.ts for the
 * tuning set), each side's conflict style (dealt by the scenario's place in its set, so each
 * set covers all 25 ordered pairs) and personality type (dealt the same way; some sides have
 * none, as the test is optional), and a best solution taken from the same engine's five for
 * that scenario, the way a session reaches the strategies step. Which of the five is "best"
 * turns with the scenario, so every approach is built on somewhere in the set.
 *
 * This module does not import the held-out scenarios: the engine's tests import
 * inferInterests.ts, which imports this, and the held-out set stays out of their reach.
 */
import type { AiEngine } from '../../amplify/ai/engine';
import type { InferInterestsResult, ProposedSolution, SideForStrategies, StyleMode } from '../../amplify/ai/types';
import { FOLLOW_UPS, personalitiesAt, stylesAt } from '../../tests/support/ai-scenarios/followUps';
import type { Scenario } from '../../tests/support/ai-scenarios/types';

/** The scenario's place in its whole set (set by eval-ai.ts before --only picks a few, so styles do not change with it). */
export function positionOf(scenario: Scenario): number {
  if (scenario.position === undefined) throw new Error(`scenario ${scenario.id} has no position: eval-ai.ts sets it from the scenario's place in its set`);
  return scenario.position;
}

export const agreedIssueOf = (scenario: Scenario) => scenario.agreedIssue ?? FOLLOW_UPS[scenario.id]?.agreedIssue ?? '';

export function stylesOf(scenario: Scenario): { initiator: StyleMode; collaborator: StyleMode } {
  const [initiator, collaborator] = stylesAt(positionOf(scenario));
  return { initiator, collaborator };
}

/** A side as the strategy tasks get it: its answers, its conflict style, and its personality type where the scenario's place deals one. */
export function sideWithStyle(scenario: Scenario, role: 'initiator' | 'collaborator', style: StyleMode): SideForStrategies {
  const [initiator, collaborator] = personalitiesAt(positionOf(scenario));
  return { ...scenario.answers[role], style, personality: role === 'initiator' ? initiator : collaborator };
}

/** Five solutions per scenario and engine, computed once (the infer-interests task records its own). */
const solutionsByEngine = new WeakMap<AiEngine, Map<string, InferInterestsResult | null>>();

export function recordSolutions(engine: AiEngine, scenario: Scenario, result: InferInterestsResult) {
  const known = solutionsByEngine.get(engine) ?? new Map<string, InferInterestsResult | null>();
  known.set(scenario.id, result);
  solutionsByEngine.set(engine, known);
}

export async function prepareSolutions(engine: AiEngine, scenarios: readonly Scenario[]) {
  const known = solutionsByEngine.get(engine) ?? new Map<string, InferInterestsResult | null>();
  solutionsByEngine.set(engine, known);
  for (const scenario of scenarios) {
    if (known.has(scenario.id)) continue;
    const result = await engine
      .inferInterests({ agreedIssue: agreedIssueOf(scenario), conflictType: scenario.conflictType, ...scenario.answers })
      .catch(() => null);
    known.set(scenario.id, result);
  }
}

/** The best solution of a scenario: one of its five, turning with the scenario; null when the five could not be made. */
export function bestSolutionOf(engine: AiEngine, scenario: Scenario): ProposedSolution | null {
  const result = solutionsByEngine.get(engine)?.get(scenario.id);
  if (!result) return null;
  return result.solutions[positionOf(scenario) % result.solutions.length] ?? null;
}
