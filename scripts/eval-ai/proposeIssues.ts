/**
 * The propose-issues task in the AI evaluation: up to four issue statements and a conflict
 * type per scenario, measured for type accuracy, both-sidedness (each side's concern words),
 * distinctness, grammar, length and behaviour on thin answers.
 */
import type { ProposeIssuesResult } from '../../amplify/ai/types';
import type { Scenario } from '../../tests/support/ai-scenarios/types';
import { median, type Call, type EvalTask, type Metric } from './harness';
import { atBothLargest } from './largest';
import { contentRoots, mentionsAll, overlap, termKey, type GrammarDefect } from './language';
import { seamContextOf, seamNote, seams, type Seam } from './seams';
import { SAME_THING_OVERLAP } from './thresholds';

const names = (scenario: Scenario) => [scenario.answers.initiator.firstName, scenario.answers.collaborator.firstName];

/**
 * Which sides' concerns a statement carries: each side's when it uses one of that side's concern
 * words, and both only when two different words do it. A word in both sides' lists ("taxi" when
 * one asks for a taxi and the other offers to pay for one) carries either side, but one word
 * alone is not both sides' concerns: "How we handle the taxi" names the topic, not each concern.
 */
export function sidesCarried(statement: string, scenario: Scenario) {
  const initiator = mentionsAll(statement, scenario.concerns.initiator).map(termKey);
  const collaborator = mentionsAll(statement, scenario.concerns.collaborator).map(termKey);
  const both = initiator.some((term) => collaborator.some((other) => other !== term));
  return { initiator: initiator.length > 0, collaborator: collaborator.length > 0, both };
}

/** The highest content-word overlap between two statements of one call. */
export function maxPairOverlap(statements: readonly string[], partyNames: readonly string[]): number {
  const sets = statements.map((statement) => contentRoots(statement, partyNames));
  let max = 0;
  for (let i = 0; i < sets.length; i++) for (let j = i + 1; j < sets.length; j++) max = Math.max(max, overlap(sets[i], sets[j]));
  return max;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const statementsOf = (call: Call<ProposeIssuesResult>) => call.output?.candidates.map((candidate) => candidate.statement) ?? [];
const rate = (part: number, whole: number) => (whole === 0 ? NaN : part / whole);

const defectsFound = new WeakMap<Call<ProposeIssuesResult>, GrammarDefect[][]>();
const seamsByCall = new WeakMap<Call<ProposeIssuesResult>, Seam[][]>();

export const proposeIssuesTask: EvalTask<ProposeIssuesResult> = {
  name: 'propose-issues',

  async call(engine, scenario) {
    const output = await engine.proposeIssues(scenario.answers);
    return { output, attempts: output.metadata.attempts };
  },

  largest: (engine) => atBothLargest((inputs) => engine.proposeIssues(inputs.proposeIssues)),

  async measure(calls, tools) {
    const valid = calls.filter((call) => call.output);
    const all = valid.flatMap((call) => statementsOf(call).map((statement) => ({ call, statement })));

    const correct = valid.filter((call) => call.output!.conflictType === call.scenario.conflictType).length;
    const both = all.filter(({ call, statement }) => {
      return sidesCarried(statement, call.scenario).both;
    }).length;
    const bestBoth = valid.filter((call) => {
      return sidesCarried(statementsOf(call)[0] ?? '', call.scenario).both;
    }).length;

    const overlaps = valid.map((call) => maxPairOverlap(statementsOf(call), names(call.scenario)));
    const distinct = overlaps.filter((value) => value < SAME_THING_OVERLAP).length;

    const grammar = await tools.grammar();
    let defects = 0;
    let statementsWithDefects = 0;
    const seamsFound: Seam[] = [];
    for (const call of valid) {
      const own = [...names(call.scenario), ...Object.values(call.scenario.answers).flatMap((party) => [...party.issue, ...party.desiredOutcome, ...party.whyOutcomeMatters])].join('\n');
      const context = seamContextOf(call.scenario.answers, 'third');
      const found: GrammarDefect[][] = [];
      const seamsOfCall: Seam[][] = [];
      for (const candidate of call.output!.candidates) {
        // The reason is shown with the statement: it is the engine's text too.
        const text = `${candidate.statement}.\n${candidate.reason ?? ''}`;
        const list = await grammar.check(text, own, names(call.scenario));
        found.push(list);
        defects += list.length;
        if (list.length > 0) statementsWithDefects++;
        const seamList = seams(text, context);
        seamsOfCall.push(seamList);
        seamsFound.push(...seamList);
      }
      defectsFound.set(call, found);
      seamsByCall.set(call, seamsOfCall);
    }
    const withReason = all.filter(({ call, statement }) => (call.output!.candidates.find((candidate) => candidate.statement === statement)?.reason ?? '').trim().length > 0).length;

    const lengths = all.map(({ statement }) => wordCount(statement));
    const thin = valid.filter((call) => call.scenario.thin);
    const thinInRun = calls.some((call) => call.scenario.thin);
    const secondPerson = all.filter(({ statement }) => /\b(?:you|your|yours|yourself)\b/i.test(statement)).length;

    const metrics: Metric[] = [
      { key: 'typeAccuracy', label: 'conflict-type accuracy', value: rate(correct, valid.length), format: 'rate', note: `${correct}/${valid.length}` },
      { key: 'bothSided', label: 'statements carrying both sides’ concerns', value: rate(both, all.length), format: 'rate', note: `${both}/${all.length}` },
      { key: 'bestBothSided', label: 'best statement carries both sides', value: rate(bestBoth, valid.length), format: 'rate', note: `${bestBoth}/${valid.length}` },
      {
        key: 'distinctCalls',
        label: `calls with distinct statements (overlap < ${SAME_THING_OVERLAP})`,
        value: rate(distinct, valid.length),
        format: 'rate',
        note: `${distinct}/${valid.length}`,
      },
      { key: 'maxOverlap', label: 'highest overlap within a call', value: overlaps.length ? Math.max(...overlaps) : NaN, format: 'number' },
      { key: 'statementsWithReason', label: 'statements with a reason in words (shown instead of the score)', value: rate(withReason, all.length), format: 'rate', note: `${withReason}/${all.length}` },
      { key: 'grammarDefectsPerStatement', label: 'grammar defects per statement and its reason (Harper)', value: rate(defects, all.length), format: 'number', note: `${defects} in ${all.length}` },
      { key: 'seamDefects', label: 'seams: value twice, pronoun, capital, truncated, pasted, unattributed quote', value: valid.length ? seamsFound.length : NaN, format: 'count', note: seamNote(seamsFound) },
      { key: 'statementsWithDefects', label: 'statements with a grammar defect', value: rate(statementsWithDefects, all.length), format: 'rate', note: `${statementsWithDefects}/${all.length}` },
      { key: 'secondPerson', label: 'statements addressing one party as “you”', value: secondPerson, format: 'count' },
      { key: 'statementsPerCall', label: 'statements per call', value: rate(all.length, valid.length), format: 'number' },
      {
        key: 'thinStatementsMax',
        label: 'most statements for thin answers',
        value: thin.length ? Math.max(...thin.map((call) => statementsOf(call).length)) : NaN,
        format: 'count',
        note: `${thin.length} thin scenarios`,
        notApplicable: thinInRun ? undefined : 'no thin scenario in this run',
      },
      { key: 'wordsMedian', label: 'words per statement, median', value: median(lengths), format: 'count' },
      { key: 'wordsMax', label: 'words per statement, max', value: lengths.length ? Math.max(...lengths) : NaN, format: 'count' },
    ];
    return metrics;
  },

  describe(call) {
    if (!call.output) return [`  FAILED: ${call.error}`];
    const { output, scenario } = call;
    const typeMark = output.conflictType === scenario.conflictType ? 'ok' : `WRONG, expected ${scenario.conflictType}`;
    const lines = [`  type: ${output.conflictType} (${typeMark}); ${call.ms.toFixed(1)} ms`, `  rationale: ${output.inferredRationale}`];
    const defects = defectsFound.get(call) ?? [];
    output.candidates.forEach((candidate, index) => {
      const sides = sidesCarried(candidate.statement, scenario);
      // "I=C": each side's words are there, but only one word stands for both.
      const marks = sides.both ? 'IC' : sides.initiator && sides.collaborator ? 'I=C' : `${sides.initiator ? 'I' : '-'}${sides.collaborator ? 'C' : '-'}`;
      lines.push(`  [${marks}] ${candidate.score.toFixed(2)} ${candidate.conflictType.padEnd(11)} ${candidate.statement}`, `        reason: ${candidate.reason}`);
      for (const defect of defects[index] ?? []) lines.push(`        grammar: ${defect.kind}/${defect.rule} “${defect.text}”: ${defect.message}`);
      for (const seam of seamsByCall.get(call)?.[index] ?? []) lines.push(`        seam: ${seam.kind} “${seam.text}”`);
    });
    return lines;
  },
};
