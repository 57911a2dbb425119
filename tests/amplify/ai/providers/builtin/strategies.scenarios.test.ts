import { describe, expect, it } from 'vitest';
import { builtinImplementPlan } from '../../../../../amplify/ai/providers/builtin/plan';
import { builtinInferInterests } from '../../../../../amplify/ai/providers/builtin/solutions';
import { builtinProposeStrategies } from '../../../../../amplify/ai/providers/builtin/strategies';
import { validateImplementPlanOutput } from '../../../../../amplify/ai/schemas/implementPlan';
import { validateProposeStrategiesOutput } from '../../../../../amplify/ai/schemas/proposeStrategies';
import { inferInterestsInput } from '../../../../../scripts/eval-ai/inferInterests';
import { stylesAt } from '../../../../support/ai-scenarios/followUps';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';

const TODAY = '2026-03-09';

/** Properties every builtin strategies output and plan must have on the tuning scenario set (never the held-out one); eval:ai measures the rest. */
describe.each(SCENARIOS.map((scenario, position) => ({ scenario, position, id: scenario.id })))('builtin strategies and plan on $id', ({ scenario, position }) => {
  const base = inferInterestsInput(scenario);
  const [initiatorStyle, collaboratorStyle] = stylesAt(position);
  const bestSolution = builtinInferInterests(base).solutions[position % 5];
  const initiator = { ...scenario.answers.initiator, style: initiatorStyle };
  const collaborator = { ...scenario.answers.collaborator, style: collaboratorStyle };
  const strategies = builtinProposeStrategies({ agreedIssue: base.agreedIssue, bestSolution, initiator, collaborator });

  it('passes the strategies schema unchanged, repeats itself, and writes each side’s advice to that side', () => {
    expect(validateProposeStrategiesOutput(strategies)).toEqual({ ok: true, value: strategies });
    expect(builtinProposeStrategies({ agreedIssue: base.agreedIssue, bestSolution, initiator, collaborator })).toEqual(strategies);
    for (const [role, partner] of [
      ['initiator', collaborator.firstName],
      ['collaborator', initiator.firstName],
    ] as const) {
      const advice = [...strategies[`${role}Strategies`], ...strategies[`${role}CommunicationTips`]];
      expect(advice.some((item) => /^If .*, then I will /.test(item))).toBe(true);
      expect(advice.join(' ')).toContain(partner);
      for (const item of advice) {
        expect(item, item).toMatch(/^[“\p{Lu}]/u);
        expect(item, item).not.toMatch(/\bundefined\b|\s[,.]|\(\)|“”/);
      }
    }
  });

  it.each(['initiator', 'collaborator'] as const)('plans the %s’s week: valid, 3 to 6 steps, the check-in stated', (role) => {
    const plan = builtinImplementPlan({
      role,
      agreedIssue: base.agreedIssue,
      bestSolution,
      viewer: role === 'initiator' ? initiator : collaborator,
      partner: role === 'initiator' ? collaborator : initiator,
      today: TODAY,
    });
    expect(validateImplementPlanOutput(plan, TODAY)).toEqual({ ok: true, value: plan });
    expect(plan.steps.length).toBeGreaterThanOrEqual(3);
    expect(plan.steps.length).toBeLessThanOrEqual(6);
    expect(plan.checkInDate).toBe('2026-03-16');
    expect(plan.summary).toContain('2026-03-16');
  });
});
