/**
 * The propose-strategies task in the AI evaluation: each side's strategies and tips per
 * scenario (its dealt style pair and a best solution from the same engine), measured for the
 * lists' sizes, if-then plans, "you", the partner named, words to use and to avoid, the best
 * solution and the partner's concern words built on, grammar; and a sweep of all 25 ordered
 * style pairs on a few scenarios, counting distinct advice across 25 pairs x 2 roles.
 */
import type { AiEngine } from '../../amplify/ai/engine';
import type { ProposedSolution, ProposeStrategiesInput, ProposeStrategiesResult } from '../../amplify/ai/types';
import { STYLE_PAIRS } from '../../tests/support/ai-scenarios/followUps';
import type { Scenario } from '../../tests/support/ai-scenarios/types';
import type { Call, EvalTask, Metric, Tools } from './harness';
import { atBothLargest } from './largest';
import { contentRoots, mentionsAny, type GrammarDefect } from './language';
import { seamContextOf, seamNote, seams, type Seam } from './seams';
import { agreedIssueOf, bestSolutionOf, prepareSolutions, sideWithStyle, stylesOf } from './sessions';

const ROLES = ['initiator', 'collaborator'] as const;
type Role = (typeof ROLES)[number];
const other = (role: Role): Role => (role === 'initiator' ? 'collaborator' : 'initiator');

const names = (scenario: Scenario) => [scenario.answers.initiator.firstName, scenario.answers.collaborator.firstName];

/** One side's advice: its strategies, then its tips. */
export const adviceOf = (output: ProposeStrategiesResult, role: Role) => [...output[`${role}Strategies`], ...output[`${role}CommunicationTips`]];

export const IF_THEN = /\bif\b[^.?!]*?,?\s*then I(?:’ll|'ll| will)\b/i;
const YOU = /\b(?:you|your)\b/i;
const QUOTED = /“[^”]{3,}”|"[^"]{3,}"/;
const AVOID = /\b(?:avoid|don[’']t say|do not say|instead of saying)\b/i;

const partiesText = (scenario: Scenario) =>
  [...names(scenario), ...Object.values(scenario.answers).flatMap((party) => [...party.issue, ...party.desiredOutcome, ...party.whyOutcomeMatters]), agreedIssueOf(scenario)].join('\n');

/** Content words a side's advice shares with the best solution (names left out). */
function sharedWithSolution(advice: readonly string[], solution: ProposedSolution, partyNames: readonly string[]): number {
  const solutionRoots = contentRoots([solution.title, ...solution.steps].join('\n'), partyNames);
  const adviceRoots = contentRoots(advice.join('\n'), partyNames);
  let shared = 0;
  for (const root of adviceRoots) if (solutionRoots.has(root)) shared++;
  return shared;
}

export const strategiesInput = (engine: AiEngine, scenario: Scenario, styles = stylesOf(scenario)): ProposeStrategiesInput => ({
  agreedIssue: agreedIssueOf(scenario),
  bestSolution: bestSolutionOf(engine, scenario),
  initiator: sideWithStyle(scenario, 'initiator', styles.initiator),
  collaborator: sideWithStyle(scenario, 'collaborator', styles.collaborator),
});

const rate = (part: number, whole: number) => (whole === 0 ? NaN : part / whole);
const defectsFound = new WeakMap<Call<ProposeStrategiesResult>, GrammarDefect[]>();
const seamsByCall = new WeakMap<Call<ProposeStrategiesResult>, Seam[]>();
/** The inputs each scenario's call was given, by scenario id. */
const inputsUsed = new Map<string, ProposeStrategiesInput>();

const LETTER_NAMES = /\b(?:Extraversion|Introversion|Sensing|Intuition|Thinking|Feeling|Judging|Perceiving)\b/;

/**
 * Where either side has a personality type, the side's advice names a type it comes from and
 * says how (a letter's name: "leans to Judging"); undefined when neither has one.
 */
export function usesPersonality(advice: readonly string[], own: string | null | undefined, theirs: string | null | undefined): boolean | undefined {
  if (!own && !theirs) return undefined;
  const text = advice.join('\n');
  return [own, theirs].some((type) => type && text.includes(type)) && LETTER_NAMES.test(text);
}
/** The best solution each scenario's call was given, by scenario id. */
const solutionsUsed = new Map<string, ProposedSolution | null>();

/** Tuning scenarios swept over all 25 style pairs: one of each conflict type and setting when they are in the run. */
const SWEEP_PREFERRED = ['partners-kitchen-cleanup', 'cofounders-seed-round', 'partners-eye-rolling', 'neighbours-late-music'];

/** The preferred scenarios in the run, then others spread evenly over it (the held-out set has none preferred). */
function sweepScenarios(scenarios: readonly Scenario[], count: number): Scenario[] {
  const preferred = SWEEP_PREFERRED.map((id) => scenarios.find((scenario) => scenario.id === id)).filter((scenario): scenario is Scenario => Boolean(scenario));
  const rest = scenarios.filter((scenario) => !preferred.includes(scenario));
  const step = Math.max(1, Math.floor(rest.length / Math.max(1, count - preferred.length)));
  return [...preferred, ...rest.filter((_, index) => index % step === 0)].slice(0, count);
}

/** How many of the sweep's scenarios: all four with the builtin engine, one with a model (100 model calls is a lot); EVAL_AI_SWEEP overrides. */
const sweepCount = (engine: AiEngine) => Number(process.env.EVAL_AI_SWEEP ?? (engine.providerName === 'builtin' ? SWEEP_PREFERRED.length : 1));

function masked(text: string, partyNames: readonly string[]) {
  return partyNames.reduce((out, name, index) => (name ? out.split(name).join(`<${index}>`) : out), text);
}

export const proposeStrategiesTask: EvalTask<ProposeStrategiesResult> = {
  name: 'propose-strategies',

  prepare: (engine, scenarios) => prepareSolutions(engine, scenarios),

  async call(engine, scenario) {
    const input = strategiesInput(engine, scenario);
    solutionsUsed.set(scenario.id, input.bestSolution);
    inputsUsed.set(scenario.id, input);
    const output = await engine.proposeStrategies(input);
    return { output, attempts: output.metadata.attempts };
  },

  largest: (engine) => atBothLargest((inputs) => engine.proposeStrategies(inputs.proposeStrategies)),

  async measure(calls, tools) {
    const valid = calls.filter((call) => call.output);
    const sides = valid.flatMap((call) => ROLES.map((role) => ({ call, role, advice: adviceOf(call.output!, role) })));
    const inRange = valid.filter((call) =>
      (['initiatorStrategies', 'initiatorCommunicationTips', 'collaboratorStrategies', 'collaboratorCommunicationTips'] as const).every(
        (field) => call.output![field].length >= 3 && call.output![field].length <= 6,
      ),
    ).length;
    const ifThen = sides.filter(({ advice }) => advice.some((item) => IF_THEN.test(item))).length;
    const you = sides.filter(({ advice }) => advice.some((item) => YOU.test(item.replace(/“[^”]*”/g, '')))).length;
    const partnerNamed = sides.filter(({ call, role, advice }) => advice.join(' ').includes(call.scenario.answers[other(role)].firstName)).length;
    const useAndAvoid = sides.filter(({ call, role }) => {
      const tips = call.output![`${role}CommunicationTips`];
      return tips.some((tip) => QUOTED.test(tip) && !AVOID.test(tip)) && tips.some((tip) => AVOID.test(tip));
    }).length;
    const differ = valid.filter(
      (call) =>
        call.output!.initiatorStrategies.join('\n') !== call.output!.collaboratorStrategies.join('\n') &&
        call.output!.initiatorCommunicationTips.join('\n') !== call.output!.collaboratorCommunicationTips.join('\n'),
    ).length;
    const withSolution = sides.filter(({ call }) => solutionsUsed.get(call.scenario.id));
    const buildsOnSolution = withSolution.filter(({ call, advice }) => sharedWithSolution(advice, solutionsUsed.get(call.scenario.id)!, names(call.scenario)) >= 2).length;
    const partnerConcern = sides.filter(({ call, role, advice }) => mentionsAny(advice.join('\n'), call.scenario.concerns[other(role)])).length;

    const withTypes = sides
      .map(({ call, role, advice }) => {
        const input = inputsUsed.get(call.scenario.id);
        return usesPersonality(advice, input?.[role].personality, input?.[other(role)].personality);
      })
      .filter((used): used is boolean => used !== undefined);
    const personalityUsed = withTypes.filter(Boolean).length;

    const grammar = await tools.grammar();
    let defects = 0;
    let items = 0;
    let withDefects = 0;
    const seamsFound: Seam[] = [];
    for (const call of valid) {
      const context = seamContextOf(call.scenario.answers, 'second');
      const seamList = ROLES.flatMap((role) => adviceOf(call.output!, role).flatMap((item) => seams(item, context)));
      seamsByCall.set(call, seamList);
      seamsFound.push(...seamList);
      const found: GrammarDefect[] = [];
      for (const role of ROLES) {
        for (const item of adviceOf(call.output!, role)) {
          const list = await grammar.check(item, partiesText(call.scenario), names(call.scenario));
          items++;
          defects += list.length;
          if (list.length) withDefects++;
          found.push(...list);
        }
      }
      defectsFound.set(call, found);
    }

    const metrics: Metric[] = [
      { key: 'listsInRange', label: 'calls with 3 to 6 items in all four lists', value: rate(inRange, valid.length), format: 'rate', note: `${inRange}/${valid.length}` },
      { key: 'sidesDiffer', label: 'calls whose two sides get different advice', value: rate(differ, valid.length), format: 'rate', note: `${differ}/${valid.length}` },
      { key: 'ifThen', label: 'sides with an “If …, then I will …” plan', value: rate(ifThen, sides.length), format: 'rate', note: `${ifThen}/${sides.length}` },
      { key: 'addressedAsYou', label: 'sides addressed as “you”', value: rate(you, sides.length), format: 'rate', note: `${you}/${sides.length}` },
      { key: 'partnerNamed', label: 'sides whose advice names the partner', value: rate(partnerNamed, sides.length), format: 'rate', note: `${partnerNamed}/${sides.length}` },
      { key: 'useAndAvoid', label: 'sides with words to use and words to avoid', value: rate(useAndAvoid, sides.length), format: 'rate', note: `${useAndAvoid}/${sides.length}` },
      {
        key: 'buildsOnSolution',
        label: 'sides whose advice builds on the best solution (2+ of its words)',
        value: rate(buildsOnSolution, withSolution.length),
        format: 'rate',
        note: `${buildsOnSolution}/${withSolution.length}`,
      },
      { key: 'partnerConcern', label: 'sides whose advice carries the partner’s concern words', value: rate(partnerConcern, sides.length), format: 'rate', note: `${partnerConcern}/${sides.length}` },
      {
        key: 'personalityUsed',
        label: 'sides with a personality type whose advice names it and says how',
        value: rate(personalityUsed, withTypes.length),
        format: 'rate',
        note: `${personalityUsed}/${withTypes.length}`,
        notApplicable: withTypes.length === 0 && valid.length > 0 ? 'no side in this run has a personality type' : undefined,
      },
      { key: 'grammarDefectsPerItem', label: 'grammar defects per item (Harper)', value: rate(defects, items), format: 'number', note: `${defects} in ${items}` },
      { key: 'seamDefects', label: 'seams: value twice, pronoun, capital, truncated, pasted, unattributed quote', value: valid.length ? seamsFound.length : NaN, format: 'count', note: seamNote(seamsFound) },
      { key: 'itemsWithDefects', label: 'items with a grammar defect', value: rate(withDefects, items), format: 'rate', note: `${withDefects}/${items}` },
    ];
    return metrics;
  },

  async sweep(engine, scenarios, tools: Tools) {
    const swept = sweepScenarios(scenarios, sweepCount(engine));
    const grammar = await tools.grammar();
    const details: string[] = [];
    let distinctMin = Infinity;
    let maskedMin = Infinity;
    let differingMin = Infinity;
    let failures = 0;
    let defects = 0;
    let items = 0;
    for (const scenario of swept) {
      const outputs: Record<Role, string[][]> = { initiator: [], collaborator: [] };
      for (const [initiatorStyle, collaboratorStyle] of STYLE_PAIRS) {
        const output = await engine.proposeStrategies(strategiesInput(engine, scenario, { initiator: initiatorStyle, collaborator: collaboratorStyle })).catch(() => undefined);
        if (!output) {
          failures++;
          continue;
        }
        for (const role of ROLES) {
          const advice = adviceOf(output, role);
          outputs[role].push(advice);
          for (const item of advice) {
            items++;
            const found = await grammar.check(item, partiesText(scenario), names(scenario));
            defects += found.length;
            for (const defect of found) details.push(`  sweep ${scenario.id} ${initiatorStyle}/${collaboratorStyle} ${role}: ${defect.kind} “${defect.text}”: ${defect.message} in “${item}”`);
          }
        }
      }
      const all = [...outputs.initiator, ...outputs.collaborator];
      distinctMin = Math.min(distinctMin, new Set(all.map((advice) => advice.join('\n'))).size);
      maskedMin = Math.min(maskedMin, new Set(all.map((advice) => masked(advice.join('\n'), names(scenario)))).size);
      // Within one role, two style pairs differ in how many items?
      for (const role of ROLES) {
        const list = outputs[role];
        for (let i = 0; i < list.length; i++) {
          for (let j = i + 1; j < list.length; j++) {
            const differing = list[i].filter((item) => !list[j].includes(item)).length;
            differingMin = Math.min(differingMin, differing);
          }
        }
      }
    }
    const finite = (value: number) => (Number.isFinite(value) ? value : NaN);
    const note = `${STYLE_PAIRS.length * 2} per scenario, ${swept.length} scenarios`;
    // EVAL_AI_SWEEP=0 turns the sweep off on purpose; otherwise a sweep over nothing is a failure.
    const notApplicable = swept.length === 0 ? 'no scenario swept (EVAL_AI_SWEEP=0)' : undefined;
    return {
      details,
      metrics: [
        { key: 'sweepFailures', label: 'failed calls in the 25-pair sweep', value: failures, format: 'count', note: `of ${swept.length * STYLE_PAIRS.length}`, notApplicable },
        { key: 'distinctAcrossPairs', label: 'distinct advice across 25 style pairs x 2 roles (fewest)', value: finite(distinctMin), format: 'count', note, notApplicable },
        { key: 'distinctAcrossPairsMasked', label: 'the same with both names masked', value: finite(maskedMin), format: 'count', note, notApplicable },
        { key: 'itemsDifferingBetweenPairs', label: 'items that differ between two style pairs of one side (fewest)', value: finite(differingMin), format: 'count', notApplicable },
        { key: 'sweepGrammarDefectsPerItem', label: 'grammar defects per item in the sweep (Harper)', value: items ? defects / items : NaN, format: 'number', note: `${defects} in ${items}`, notApplicable },
      ],
    };
  },

  describe(call) {
    if (!call.output) return [`  FAILED: ${call.error}`];
    const styles = stylesOf(call.scenario);
    const lines = [`  styles: ${styles.initiator} / ${styles.collaborator}; best solution: ${solutionsUsed.get(call.scenario.id)?.title ?? '(none)'}`];
    for (const role of ROLES) {
      lines.push(`  ${role} strategies:`, ...call.output[`${role}Strategies`].map((item) => `    - ${item}`));
      lines.push(`  ${role} tips:`, ...call.output[`${role}CommunicationTips`].map((item) => `    - ${item}`));
    }
    for (const defect of defectsFound.get(call) ?? []) lines.push(`    grammar: ${defect.kind} “${defect.text}”: ${defect.message}`);
    for (const seam of seamsByCall.get(call) ?? []) lines.push(`    seam: ${seam.kind} “${seam.text}”`);
    return lines;
  },
};
