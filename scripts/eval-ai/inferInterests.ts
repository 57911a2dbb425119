/**
 * The infer-interests task in the AI evaluation: five solutions, the precedence principle and
 * each side's interests per scenario (with the scenario's agreed issue and conflict type),
 * measured for five distinct approaches, concrete arrangements rather than process moulds
 * (seams.ts), the same five for the same answers and different fives for different conflicts,
 * both sides' concern words across the five, grammar and seams, second person, and interest
 * labels in each side's own words.
 */
import type { InferInterestsInput, InferInterestsResult, ProposedSolution } from '../../amplify/ai/types';
import type { Scenario } from '../../tests/support/ai-scenarios/types';
import { median, type Call, type EvalTask, type Metric } from './harness';
import { atBothLargest } from './largest';
import { agreedIssueOf, recordSolutions } from './sessions';
import { contentRoots, mentionsAny, overlap, words, type GrammarDefect } from './language';
import { isConcreteArrangement, PROCESS_MOULD, outsideQuotes, seamContextOf, seamNote, seams, type Seam } from './seams';
import { SAME_SOLUTION_OVERLAP } from './thresholds';

export const inferInterestsInput = (scenario: Scenario): InferInterestsInput => ({
  agreedIssue: agreedIssueOf(scenario),
  conflictType: scenario.conflictType,
  ...scenario.answers,
});

const names = (scenario: Scenario) => [scenario.answers.initiator.firstName, scenario.answers.collaborator.firstName];

/** Everything a solution says, as one text. */
export const solutionText = (solution: ProposedSolution) =>
  [solution.title, solution.summary, ...solution.steps, ...solution.benefits, ...solution.risksOrTradeoffs, solution.successMetric].join('\n');

/** The highest content-word overlap between two solutions of one call (party names left out). */
export function maxSolutionOverlap(solutions: readonly ProposedSolution[], partyNames: readonly string[]): number {
  const sets = solutions.map((solution) => contentRoots(solutionText(solution), partyNames));
  let max = 0;
  for (let i = 0; i < sets.length; i++) for (let j = i + 1; j < sets.length; j++) max = Math.max(max, overlap(sets[i], sets[j]));
  return max;
}

/** Text inside quotation marks is a party's own words: "you" there is theirs, not the engine's. */
const withoutQuotes = (text: string) => text.replace(/“[^”]*”|"[^"]*"/g, '');
const SECOND_PERSON = /\b(?:you|your|yours|yourself)\b/i;

const partiesText = (scenario: Scenario) =>
  [...names(scenario), ...Object.values(scenario.answers).flatMap((party) => [...party.issue, ...party.desiredOutcome, ...party.whyOutcomeMatters]), agreedIssueOf(scenario)].join('\n');

/** The roots of everything one side wrote, to tell whether a label is in their words. */
const sideRoots = (scenario: Scenario, role: 'initiator' | 'collaborator') => {
  const party = scenario.answers[role];
  return new Set(words([...party.issue, ...party.desiredOutcome, ...party.whyOutcomeMatters].join('\n')).flatMap((word) => [word.root, word.normal]));
};

/** Which sides' concern words a solution carries. */
export const sidesCarried = (solution: ProposedSolution, scenario: Scenario) => ({
  initiator: mentionsAny(solutionText(solution), scenario.concerns.initiator),
  collaborator: mentionsAny(solutionText(solution), scenario.concerns.collaborator),
});

const rate = (part: number, whole: number) => (whole === 0 ? NaN : part / whole);
const defectsFound = new WeakMap<Call<InferInterestsResult>, GrammarDefect[][]>();
const seamsByCall = new WeakMap<Call<InferInterestsResult>, Seam[][]>();
/** Whether a second call on the same input gave the same output, by scenario id. */
const repeatedSame = new Map<string, boolean>();

/** The five titles of a call with both names masked: what the set of options is, whoever is in it. */
const titleSet = (call: Call<InferInterestsResult>) =>
  call.output!.solutions
    .map((solution) => names(call.scenario).reduce((title, name, index) => (name ? title.split(name).join(`<${index}>`) : title), solution.title.toLowerCase()))
    .sort()
    .join(' | ');

const solutionBody = (solution: ProposedSolution) => ({ ...solution, id: '' });

export const inferInterestsTask: EvalTask<InferInterestsResult> = {
  name: 'infer-interests',

  async call(engine, scenario) {
    const output = await engine.inferInterests(inferInterestsInput(scenario));
    recordSolutions(engine, scenario, output);
    // Same answers, same five: asked again, the engine must repeat itself (the bar is the builtin's; a model may vary).
    const again = await engine.inferInterests(inferInterestsInput(scenario)).catch(() => undefined);
    repeatedSame.set(scenario.id, again !== undefined && JSON.stringify(again.solutions.map(solutionBody)) === JSON.stringify(output.solutions.map(solutionBody)));
    return { output, attempts: output.metadata.attempts };
  },

  largest: (engine) => atBothLargest((inputs) => engine.inferInterests(inputs.inferInterests)),

  async measure(calls, tools) {
    const valid = calls.filter((call) => call.output);
    const solutions = valid.flatMap((call) => call.output!.solutions.map((solution) => ({ call, solution })));

    const five = valid.filter((call) => call.output!.solutions.length === 5).length;
    const overlaps = valid.map((call) => maxSolutionOverlap(call.output!.solutions, names(call.scenario)));
    const distinct = overlaps.filter((value) => value < SAME_SOLUTION_OVERLAP).length;
    const distinctTitles = valid.filter((call) => new Set(call.output!.solutions.map((s) => s.title.toLowerCase())).size === 5).length;

    const sides = new Map(solutions.map(({ call, solution }) => [solution, sidesCarried(solution, call.scenario)]));
    // Both sides across the five: one side's words in one solution and the other's in another count too.
    const bothAcross = valid.filter((call) => {
      const carried = call.output!.solutions.map((solution) => sides.get(solution)!);
      return carried.some((side) => side.initiator) && carried.some((side) => side.collaborator);
    }).length;
    const bothPerSolution = solutions.filter(({ solution }) => sides.get(solution)!.initiator && sides.get(solution)!.collaborator).length;

    const grammar = await tools.grammar();
    let defects = 0;
    let withDefects = 0;
    const seamsFound: Seam[] = [];
    for (const call of valid) {
      const own = partiesText(call.scenario);
      const context = seamContextOf(call.scenario.answers, 'third');
      const found: GrammarDefect[][] = [];
      const seamsOfCall: Seam[][] = [];
      for (const solution of call.output!.solutions) {
        const list = await grammar.check(solutionText(solution), own, names(call.scenario));
        found.push(list);
        defects += list.length;
        if (list.length) withDefects++;
        seamsOfCall.push(seams(solutionText(solution), context));
      }
      // Labels are the parties' own words, shown as theirs; the rationales and the principle are the engine's.
      const interests = [...call.output!.initiatorInterests, ...call.output!.collaboratorInterests].map((i) => i.rationale);
      const principleAndRationales = [call.output!.precedencePrinciple.human, ...interests].join('\n');
      const list = await grammar.check(principleAndRationales, own, names(call.scenario));
      found.push(list);
      defects += list.length;
      seamsOfCall.push(seams(principleAndRationales, context));
      defectsFound.set(call, found);
      seamsByCall.set(call, seamsOfCall);
      seamsFound.push(...seamsOfCall.flat());
    }
    const concrete = solutions.filter(({ call, solution }) => isConcreteArrangement(solution, partiesText(call.scenario), names(call.scenario))).length;
    const moulds = (call: Call<InferInterestsResult>) => call.output!.solutions.filter((solution) => PROCESS_MOULD.test(`${solution.title}\n${outsideQuotes(solution.summary)}`)).length;
    const tooManyMoulds = valid.filter((call) => moulds(call) > 2).length;
    const repeated = valid.filter((call) => repeatedSame.get(call.scenario.id)).length;
    const sets = valid.map(titleSet);
    const ownSet = valid.filter((_, index) => sets.indexOf(sets[index]) === sets.lastIndexOf(sets[index])).length;

    const secondPerson = solutions.filter(({ solution }) => SECOND_PERSON.test(withoutQuotes(solutionText(solution)))).length;
    const interestCounts = valid.filter((call) => [call.output!.initiatorInterests, call.output!.collaboratorInterests].every((list) => list.length >= 1 && list.length <= 6)).length;
    let labels = 0;
    let ownLabels = 0;
    for (const call of valid) {
      for (const role of ['initiator', 'collaborator'] as const) {
        const roots = sideRoots(call.scenario, role);
        for (const interest of call.output![`${role}Interests`]) {
          labels++;
          const label = words(interest.label).filter((word) => word.content && !names(call.scenario).map((n) => n.toLowerCase()).includes(word.root));
          if (label.length > 0 && label.every((word) => roots.has(word.root) || roots.has(word.normal))) ownLabels++;
        }
      }
    }
    const steps = solutions.map(({ solution }) => solution.steps.length);
    const summaryWords = solutions.map(({ solution }) => solution.summary.split(/\s+/).length);

    const metrics: Metric[] = [
      { key: 'fiveSolutions', label: 'calls with exactly five solutions', value: rate(five, valid.length), format: 'rate', note: `${five}/${valid.length}` },
      {
        key: 'distinctCalls',
        label: `calls with five distinct solutions (overlap < ${SAME_SOLUTION_OVERLAP})`,
        value: rate(distinct, valid.length),
        format: 'rate',
        note: `${distinct}/${valid.length}`,
      },
      { key: 'maxOverlap', label: 'highest overlap between two solutions of a call', value: overlaps.length ? Math.max(...overlaps) : NaN, format: 'number' },
      { key: 'overlapMedian', label: 'highest overlap within a call, median', value: median(overlaps), format: 'number' },
      { key: 'distinctTitles', label: 'calls with five different titles', value: rate(distinctTitles, valid.length), format: 'rate', note: `${distinctTitles}/${valid.length}` },
      { key: 'concreteShare', label: 'solutions that are concrete arrangements, not process moulds', value: rate(concrete, solutions.length), format: 'rate', note: `${concrete}/${solutions.length}` },
      { key: 'tooManyMoulds', label: 'calls with more than two process moulds among the five', value: valid.length ? tooManyMoulds : NaN, format: 'count', note: `of ${valid.length}` },
      { key: 'sameFiveTwice', label: 'calls giving the same five when asked twice', value: rate(repeated, valid.length), format: 'rate', note: `${repeated}/${valid.length}` },
      { key: 'ownSetOfFive', label: 'calls whose five titles (names masked) no other call repeats', value: rate(ownSet, valid.length), format: 'rate', note: `${ownSet}/${valid.length}` },
      { key: 'seamDefects', label: 'seams: value twice, pronoun, capital, truncated, pasted, unattributed quote', value: valid.length ? seamsFound.length : NaN, format: 'count', note: seamNote(seamsFound) },
      { key: 'bothSidesAcrossFive', label: 'calls whose five solutions carry both sides’ concern words', value: rate(bothAcross, valid.length), format: 'rate', note: `${bothAcross}/${valid.length}` },
      { key: 'bothSidesPerSolution', label: 'solutions carrying both sides’ concern words', value: rate(bothPerSolution, solutions.length), format: 'rate', note: `${bothPerSolution}/${solutions.length}` },
      { key: 'grammarDefectsPerSolution', label: 'grammar defects per solution (Harper)', value: rate(defects, solutions.length), format: 'number', note: `${defects} in ${solutions.length} + principles and interests` },
      { key: 'solutionsWithDefects', label: 'solutions with a grammar defect', value: rate(withDefects, solutions.length), format: 'rate', note: `${withDefects}/${solutions.length}` },
      { key: 'secondPerson', label: 'solutions addressing someone as “you” (outside quotes)', value: secondPerson, format: 'count' },
      { key: 'interestCounts', label: 'calls with 1 to 6 interests per side', value: rate(interestCounts, valid.length), format: 'rate', note: `${interestCounts}/${valid.length}` },
      { key: 'labelsInOwnWords', label: 'interest labels in that side’s own words', value: rate(ownLabels, labels), format: 'rate', note: `${ownLabels}/${labels}` },
      { key: 'stepsMedian', label: 'steps per solution, median', value: median(steps), format: 'count' },
      { key: 'summaryWordsMax', label: 'words per summary, max', value: summaryWords.length ? Math.max(...summaryWords) : NaN, format: 'count' },
    ];
    return metrics;
  },

  describe(call) {
    if (!call.output) return [`  FAILED: ${call.error}`];
    const { output, scenario } = call;
    const defects = defectsFound.get(call) ?? [];
    const lines = [`  agreed issue: ${agreedIssueOf(scenario) || '(none)'}; ${call.ms.toFixed(1)} ms`, `  principle: ${output.precedencePrinciple.code}: ${output.precedencePrinciple.human}`];
    for (const [role, list] of [['I', output.initiatorInterests], ['C', output.collaboratorInterests]] as const) {
      for (const interest of list) lines.push(`  ${role} [${interest.category}] ${interest.label}: ${interest.rationale}`);
    }
    output.solutions.forEach((solution, index) => {
      const sides = sidesCarried(solution, scenario);
      const kind = isConcreteArrangement(solution, partiesText(scenario), names(scenario)) ? 'concrete' : 'process';
      lines.push(`  [${sides.initiator ? 'I' : '-'}${sides.collaborator ? 'C' : '-'}] ${solution.id} (${kind}) ${solution.title}`, `      ${solution.summary}`);
      for (const step of solution.steps) lines.push(`      - ${step}`);
      lines.push(`      + ${solution.benefits.join(' | ')}`, `      ! ${solution.risksOrTradeoffs.join(' | ')}`, `      = ${solution.successMetric}`);
      for (const defect of defects[index] ?? []) lines.push(`        grammar: ${defect.kind}/${defect.rule} “${defect.text}”: ${defect.message}`);
      for (const seam of seamsByCall.get(call)?.[index] ?? []) lines.push(`        seam: ${seam.kind} “${seam.text}”`);
    });
    for (const defect of defects[output.solutions.length] ?? []) lines.push(`        grammar (principle/interests): ${defect.kind}/${defect.rule} “${defect.text}”: ${defect.message}`);
    for (const seam of seamsByCall.get(call)?.[output.solutions.length] ?? []) lines.push(`        seam (principle/interests): ${seam.kind} “${seam.text}”`);
    return lines;
  },
};
