import { describe, expect, it } from 'vitest';
import { CONCEPTS } from '../../../../../amplify/ai/providers/builtin/concepts';
import { cueMatchesIn, cueStartsIn } from '../../../../../amplify/ai/providers/builtin/reading';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';

/** The scan the prefiltered one replaces: each cue run globally over the whole text. */
const globalScan = (text: string) =>
  CONCEPTS.map((concept) => {
    const cue = new RegExp(concept.cue.source, 'g');
    const matches: { at: number; word: string }[] = [];
    for (let match = cue.exec(text); match; match = cue.exec(text)) {
      if (match[0] === '') cue.lastIndex++;
      matches.push({ at: match.index, word: match[0] });
    }
    return matches;
  });

const fieldTexts = SCENARIOS.flatMap(({ answers }) =>
  [answers.initiator, answers.collaborator].flatMap((side) => [side.issue, side.desiredOutcome, side.whyOutcomeMatters].map((entries) => entries.join('\n').toLowerCase())),
);

describe('reading: the cue scan tries each cue only where some cue starts', () => {
  it('finds exactly what a global scan of each cue finds, on every tuning answer field', () => {
    for (const text of fieldTexts) expect(cueMatchesIn(text)).toEqual(globalScan(text));
  });

  it('finds the same on edge cases: empty text, a cue at the very start and end, overlapping and repeated cues, cues across lines', () => {
    const cases = [
      '',
      'fees',
      'the care home fees, care fees, fees',
      'i am exhausted\nexhausted. worn out worn out',
      'we take turns\ntake turns with mum, take turns visiting',
      "mum's house her house his house\nher own house",
    ];
    for (const text of cases) expect(cueMatchesIn(text)).toEqual(globalScan(text));
  });

  it('gives every position where some cue matches, and none where none does', () => {
    const text = 'the rent is late and the fees are due';
    const starts = new Set(globalScan(text).flatMap((matches) => matches.map((match) => match.at)));
    expect(cueStartsIn(text)).toEqual([...starts].sort((a, b) => a - b));
    expect(cueStartsIn('zzz qqq')).toEqual(globalScan('zzz qqq').flat().map((match) => match.at));
  });
});
