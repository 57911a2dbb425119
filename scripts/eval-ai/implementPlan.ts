/**
 * The implement-plan task in the AI evaluation: the viewer's plan per scenario (the initiator's
 * in even positions, the collaborator's in odd ones, with the scenario's styles and best
 * solution), measured for 3 to 6 steps, a check-in date after today that the text states, the
 * best solution's steps built on, the partner named, "you", the personality types used where
 * taken, grammar and seams, and "Make a new plan": asked again with the plan in hand, the
 * engine gives a different one.
 */
import type { AiEngine } from '../../amplify/ai/engine';
import type { ImplementPlanInput, ImplementPlanResult } from '../../amplify/ai/types';
import { dayLabel } from '../../amplify/ai/providers/builtin/plan';
import type { Scenario } from '../../tests/support/ai-scenarios/types';
import type { Call, EvalTask, Metric } from './harness';
import { atBothLargest } from './largest';
import { contentRoots, type GrammarDefect } from './language';
import { usesPersonality } from './proposeStrategies';
import { seamContextOf, seamNote, seams, type Seam } from './seams';
import { agreedIssueOf, bestSolutionOf, positionOf, prepareSolutions, sideWithStyle, stylesOf } from './sessions';


const roleOf = (scenario: Scenario) => (positionOf(scenario) % 2 === 0 ? 'initiator' : 'collaborator');
const partnerRole = (role: 'initiator' | 'collaborator') => (role === 'initiator' ? 'collaborator' : 'initiator');
const names = (scenario: Scenario) => [scenario.answers.initiator.firstName, scenario.answers.collaborator.firstName];

/** The evaluation's "today": fixed, so every run dates its plans the same way. */
export const EVAL_TODAY = '2026-03-09';

export function planInput(engine: AiEngine, scenario: Scenario): ImplementPlanInput {
  const role = roleOf(scenario);
  const styles = stylesOf(scenario);
  return {
    role,
    agreedIssue: agreedIssueOf(scenario),
    bestSolution: bestSolutionOf(engine, scenario),
    viewer: sideWithStyle(scenario, role, styles[role]),
    partner: sideWithStyle(scenario, partnerRole(role), styles[partnerRole(role)]),
    today: EVAL_TODAY,
  };
}

const planText = (plan: ImplementPlanResult) => [plan.planTitle, plan.summary, ...plan.steps, ...plan.communicationTips, ...plan.monitoringIdeas].join('\n');

/** The check-in date as the text can state it: 2026-03-16, 16 March, or March 16. */
function statesDate(plan: ImplementPlanResult): boolean {
  const date = new Date(`${plan.checkInDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return false;
  const [, day, month] = dayLabel(date).split(' ');
  const text = [plan.summary, ...plan.steps].join('\n');
  return text.includes(plan.checkInDate) || new RegExp(`\\b${day}(?:st|nd|rd|th)? ${month}\\b|\\b${month} ${day}\\b`).test(text);
}

const partiesText = (scenario: Scenario) =>
  [...names(scenario), ...Object.values(scenario.answers).flatMap((party) => [...party.issue, ...party.desiredOutcome, ...party.whyOutcomeMatters]), agreedIssueOf(scenario)].join('\n');

const rate = (part: number, whole: number) => (whole === 0 ? NaN : part / whole);
const inputs = new Map<string, ImplementPlanInput>();
const defectsFound = new WeakMap<Call<ImplementPlanResult>, GrammarDefect[]>();
const seamsByCall = new WeakMap<Call<ImplementPlanResult>, Seam[]>();
/** Whether "Make a new plan" (the same input with the plan in hand as `previous`) gave a different plan, by scenario id. */
const newPlanDiffers = new Map<string, boolean>();

const samePlan = (a: Pick<ImplementPlanResult, 'planTitle' | 'summary' | 'steps'>, b: Pick<ImplementPlanResult, 'planTitle' | 'summary' | 'steps'>) =>
  a.planTitle === b.planTitle && a.summary === b.summary && a.steps.join('\n') === b.steps.join('\n');

export const implementPlanTask: EvalTask<ImplementPlanResult> = {
  name: 'implement-plan',

  prepare: (engine, scenarios) => prepareSolutions(engine, scenarios),

  async call(engine, scenario) {
    const input = planInput(engine, scenario);
    inputs.set(scenario.id, input);
    const output = await engine.implementPlan(input);
    const again = await engine.implementPlan({ ...input, previous: { planTitle: output.planTitle, summary: output.summary, steps: output.steps } }).catch(() => undefined);
    newPlanDiffers.set(scenario.id, again !== undefined && !samePlan(again, output));
    return { output, attempts: output.metadata.attempts };
  },

  largest: (engine) => atBothLargest((inputs) => engine.implementPlan(inputs.implementPlan(EVAL_TODAY))),

  async measure(calls, tools) {
    const valid = calls.filter((call) => call.output);
    const stepsInRange = valid.filter((call) => call.output!.steps.length >= 3 && call.output!.steps.length <= 6).length;
    const afterToday = valid.filter((call) => call.output!.checkInDate > EVAL_TODAY).length;
    const stated = valid.filter((call) => statesDate(call.output!)).length;
    const withSolution = valid.filter((call) => inputs.get(call.scenario.id)?.bestSolution);
    const buildsOnSteps = withSolution.filter((call) => {
      const solution = inputs.get(call.scenario.id)!.bestSolution!;
      const stepRoots = contentRoots(solution.steps.join('\n'), names(call.scenario));
      const planRoots = contentRoots(call.output!.steps.join('\n'), names(call.scenario));
      let shared = 0;
      for (const root of planRoots) if (stepRoots.has(root)) shared++;
      return shared >= 3;
    }).length;
    const partnerNamed = valid.filter((call) => planText(call.output!).includes(call.scenario.answers[partnerRole(roleOf(call.scenario))].firstName)).length;
    const you = valid.filter((call) => /\b(?:you|your)\b/i.test(planText(call.output!).replace(/“[^”]*”/g, ''))).length;
    const grammar = await tools.grammar();
    let defects = 0;
    let withDefects = 0;
    const seamsFound: Seam[] = [];
    for (const call of valid) {
      const found = await grammar.check(planText(call.output!), partiesText(call.scenario), names(call.scenario));
      defects += found.length;
      if (found.length) withDefects++;
      defectsFound.set(call, found);
      const seamList = seams(planText(call.output!), seamContextOf(call.scenario.answers, 'second'));
      seamsByCall.set(call, seamList);
      seamsFound.push(...seamList);
    }
    const differs = valid.filter((call) => newPlanDiffers.get(call.scenario.id)).length;
    const withTypes = valid
      .map((call) => {
        const input = inputs.get(call.scenario.id);
        return usesPersonality([planText(call.output!)], input?.viewer.personality, input?.partner.personality);
      })
      .filter((used): used is boolean => used !== undefined);
    const personalityUsed = withTypes.filter(Boolean).length;
    const metrics: Metric[] = [
      { key: 'stepsInRange', label: 'plans with 3 to 6 steps', value: rate(stepsInRange, valid.length), format: 'rate', note: `${stepsInRange}/${valid.length}` },
      { key: 'checkInAfterToday', label: 'check-in dates after today', value: rate(afterToday, valid.length), format: 'rate', note: `${afterToday}/${valid.length}` },
      { key: 'checkInStated', label: 'plans stating the check-in date in the summary or steps', value: rate(stated, valid.length), format: 'rate', note: `${stated}/${valid.length}` },
      {
        key: 'buildsOnSolutionSteps',
        label: 'plans built on the best solution’s steps (3+ of their words)',
        value: rate(buildsOnSteps, withSolution.length),
        format: 'rate',
        note: `${buildsOnSteps}/${withSolution.length}`,
      },
      { key: 'partnerNamed', label: 'plans naming the partner', value: rate(partnerNamed, valid.length), format: 'rate', note: `${partnerNamed}/${valid.length}` },
      { key: 'addressedAsYou', label: 'plans addressed to the viewer as “you”', value: rate(you, valid.length), format: 'rate', note: `${you}/${valid.length}` },
      { key: 'newPlanDiffers', label: '“Make a new plan” gives a different plan', value: rate(differs, valid.length), format: 'rate', note: `${differs}/${valid.length}` },
      {
        key: 'personalityUsed',
        label: 'plans with a personality type that name it and say how',
        value: rate(personalityUsed, withTypes.length),
        format: 'rate',
        note: `${personalityUsed}/${withTypes.length}`,
        notApplicable: withTypes.length === 0 && valid.length > 0 ? 'no side in this run has a personality type' : undefined,
      },
      { key: 'grammarDefectsPerPlan', label: 'grammar defects per plan (Harper)', value: rate(defects, valid.length), format: 'number', note: `${defects} in ${valid.length}` },
      { key: 'seamDefects', label: 'seams: value twice, pronoun, capital, truncated, pasted, unattributed quote', value: valid.length ? seamsFound.length : NaN, format: 'count', note: seamNote(seamsFound) },
      { key: 'plansWithDefects', label: 'plans with a grammar defect', value: rate(withDefects, valid.length), format: 'rate', note: `${withDefects}/${valid.length}` },
    ];
    return metrics;
  },

  describe(call) {
    if (!call.output) return [`  FAILED: ${call.error}`];
    const input = inputs.get(call.scenario.id);
    const plan = call.output;
    const lines = [
      `  ${input?.role} (${input?.viewer.style} with ${input?.partner.style}); best solution: ${input?.bestSolution?.title ?? '(none)'}; check-in ${plan.checkInDate}`,
      `  ${plan.planTitle}`,
      `  ${plan.summary}`,
      ...plan.steps.map((step, index) => `    ${index + 1}. ${step}`),
      ...plan.communicationTips.map((tip) => `    tip: ${tip}`),
      ...plan.monitoringIdeas.map((idea) => `    monitor: ${idea}`),
    ];
    for (const defect of defectsFound.get(call) ?? []) lines.push(`    grammar: ${defect.kind} “${defect.text}”: ${defect.message}`);
    for (const seam of seamsByCall.get(call) ?? []) lines.push(`    seam: ${seam.kind} “${seam.text}”`);
    return lines;
  },
};
