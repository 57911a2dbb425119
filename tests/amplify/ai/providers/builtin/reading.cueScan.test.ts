import { describe, expect, it } from 'vitest';
import { CONCEPTS } from '../../../../../amplify/ai/providers/builtin/concepts';
import { anyOf, cueMatchesIn, cueStartsIn, firstCharsOf, hasTopLevelAlternative } from '../../../../../amplify/ai/providers/builtin/reading';
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

describe('reading: which cues the scan puts behind one shared word boundary', () => {
  it('tells an alternative at the top level of an expression from one inside a group or a character class', () => {
    expect(hasTopLevelAlternative(/\bfoo|bar/.source)).toBe(true);
    expect(hasTopLevelAlternative(/\b(?:foo|bar)\b/.source)).toBe(false);
    expect(hasTopLevelAlternative(/\b(?:a(?:b|c))|d/.source)).toBe(true);
    expect(hasTopLevelAlternative(/\b[|](?:x)/.source)).toBe(false);
    expect(hasTopLevelAlternative(/\b\|x/.source)).toBe(false);
    expect(hasTopLevelAlternative(/\b[\]|]x/.source)).toBe(false);
  });

  it('finds every position where one of its sources matches, those that may start inside a word included', () => {
    const sources = [/\bcare home\b/.source, /\b(?:fee|fees)\b/.source, /ing\b/.source, /\bmum|dad/.source];
    const text = 'the care home fees, a caring dad and granddad, mum and mummy';
    const positions = new Set(sources.flatMap((source) => [...text.matchAll(new RegExp(source, 'g'))].map((match) => match.index)));
    const any = anyOf(sources);
    const found: number[] = [];
    for (let match = any.exec(text); match; match = any.exec(text)) {
      found.push(match.index);
      any.lastIndex = match.index + 1;
    }
    expect(found).toEqual([...positions].sort((a, b) => a - b));
    expect(found).toContain(text.indexOf('granddad') + 5);
  });
});

describe('reading: the characters a cue can start with', () => {
  it('reads them from plain alternatives, and gives none to try every position when the source does not say plainly', () => {
    expect(firstCharsOf(/\b(?:rent|rota|fees?)\b/.source)).toEqual(new Set(['r', 'f']));
    expect(firstCharsOf(/\bin front of (?:my|her)\b/.source)).toEqual(new Set(['i']));
    // A group, a class, an escape or an optional character first; an optional group; an alternative at the top level.
    for (const cue of [/\b(?:(?:his|her) keys|car keys)\b/, /\b(?:[mb]um|dad)\b/, /\b(?:\d+ euros|rent)\b/, /\b(?:x?ray|rent)\b/, /\b(?:big|large)?\s*purchases\b/, /\brent|fees\b/, /\b(?<!the )rent\b/]) {
      expect(firstCharsOf(cue.source)).toBeUndefined();
    }
  });

  it('never leaves out a character that a match of the cue starts with, on every tuning answer field', () => {
    for (const text of fieldTexts) {
      globalScan(text).forEach((matches, index) => {
        const chars = firstCharsOf(CONCEPTS[index].cue.source);
        for (const match of matches) if (chars) expect(chars.has(text[match.at])).toBe(true);
      });
    }
  });
});
