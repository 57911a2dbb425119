/**
 * What the later tasks of a scenario are given, as the product would give it: the agreed issue
 * (tests/support/ai-scenarios/followUps.ts), each side's conflict style (dealt so the set
 * covers all 25 ordered pairs), and a best solution taken from the same engine's five for that
 * scenario, the way a session reaches the strategies step. Which of the five is "best" turns
 * with the scenario, so every approach is built on somewhere in the set.
 */
import type { AiEngine } from '../../amplify/ai/engine';
import type { InferInterestsResult, ProposedSolution, SideForStrategies, StyleMode } from '../../amplify/ai/types';
import { FOLLOW_UPS, stylesAt } from '../../tests/support/ai-scenarios/followUps';
import { HELD_OUT_SCENARIOS } from '../../tests/support/ai-scenarios/heldOut';
import { SCENARIOS } from '../../tests/support/ai-scenarios/scenarios';
import type { Scenario } from '../../tests/support/ai-scenarios/types';

/** Every scenario's place in the whole set: styles do not change when --only or --set picks a few. */
const POSITIONS = new Map([...SCENARIOS, ...HELD_OUT_SCENARIOS].map((scenario, index) => [scenario.id, index]));

export const positionOf = (scenario: Scenario) => POSITIONS.get(scenario.id) ?? 0;

export const agreedIssueOf = (scenario: Scenario) => FOLLOW_UPS[scenario.id]?.agreedIssue ?? '';

export function stylesOf(scenario: Scenario): { initiator: StyleMode; collaborator: StyleMode } {
  const [initiator, collaborator] = stylesAt(positionOf(scenario));
  return { initiator, collaborator };
}

export const sideWithStyle = (scenario: Scenario, role: 'initiator' | 'collaborator', style: StyleMode): SideForStrategies => ({ ...scenario.answers[role], style });

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
