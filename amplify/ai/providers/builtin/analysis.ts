/**
 * Each answer is stripped and tokenized once per call, and every later step (phrases,
 * classification, key terms) reads these tokens. A party's analysed text is capped per
 * answer field, so the worst case (20 entries x 2,000 characters x 3 fields x 2 parties)
 * still runs well inside the 50 ms budget; the first entries of each field are read.
 */
import type { PartyAnswers } from '../../types';
import { stripMarkup, tokenize, type Token } from './text';

export interface AnalyzedText {
  text: string;
  tokens: Token[];
}

export const ANSWER_FIELDS = ['issue', 'desiredOutcome', 'whyOutcomeMatters'] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];

export type AnalyzedParty = Record<AnswerField, AnalyzedText[]> & { firstName: string };

/** Characters analysed per answer field and party. */
export const ANALYSED_CHARS_PER_FIELD = 4_000;

export function analyzeText(raw: string): AnalyzedText {
  const text = stripMarkup(raw);
  return { text, tokens: tokenize(text) };
}

function analyzeList(list: readonly string[]): AnalyzedText[] {
  const analyzed: AnalyzedText[] = [];
  let budget = ANALYSED_CHARS_PER_FIELD;
  for (const entry of list) {
    if (budget <= 0) break;
    const text = analyzeText(entry.slice(0, budget));
    budget -= entry.length;
    if (text.text) analyzed.push(text);
  }
  return analyzed;
}

export const analyzeParty = (party: PartyAnswers): AnalyzedParty => ({
  firstName: stripMarkup(party.firstName).replace(/\s+/g, ' '),
  issue: analyzeList(party.issue),
  desiredOutcome: analyzeList(party.desiredOutcome),
  whyOutcomeMatters: analyzeList(party.whyOutcomeMatters),
});

export const allTexts = (party: AnalyzedParty): AnalyzedText[] => ANSWER_FIELDS.flatMap((field) => party[field]);
