/**
 * How well a statement covers both parties: the share of each party's key terms (their
 * most used content words, issue words weighted highest) that the statement uses, combined
 * with a harmonic mean so that a statement naming only one side scores low. The square
 * root spreads the typical range (a one-sentence statement rarely uses more than a third of
 * anyone's terms) without changing the order. Also scores model candidates that came
 * without a score.
 */
import type { BothSidesAnswers } from '../../types';
import { ANSWER_FIELDS, analyzeParty, type AnalyzedParty } from './analysis';
import { isContentWord, stripMarkup, tokenize } from './text';

/** Issue words say what the conflict is about; outcome and why words say what matters. */
export const ANSWER_WEIGHTS = { issue: 3, desiredOutcome: 2, whyOutcomeMatters: 2 } as const;
const KEY_TERMS_PER_PARTY = 10;

export type KeyTerms = Map<string, number>;

export function keyTerms(party: AnalyzedParty): KeyTerms {
  const weights = new Map<string, number>();
  for (const field of ANSWER_FIELDS) {
    for (const answer of party[field]) {
      for (const token of answer.tokens) {
        if (isContentWord(token)) weights.set(token.stem, (weights.get(token.stem) ?? 0) + ANSWER_WEIGHTS[field]);
      }
    }
  }
  const top = [...weights.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, KEY_TERMS_PER_PARTY);
  return new Map(top);
}

function coverage(stems: ReadonlySet<string>, terms: KeyTerms): number {
  let total = 0;
  let covered = 0;
  for (const [term, weight] of terms) {
    total += weight;
    if (stems.has(term)) covered += weight;
  }
  return total === 0 ? 0 : covered / total;
}

export function coverageScore(statement: string, initiatorTerms: KeyTerms, collaboratorTerms: KeyTerms): number {
  const stems = new Set(tokenize(stripMarkup(statement)).map((token) => token.stem));
  const a = coverage(stems, initiatorTerms);
  const b = coverage(stems, collaboratorTerms);
  // A side with nothing written cannot be covered: judge on the other side alone, at half weight.
  if (initiatorTerms.size === 0 || collaboratorTerms.size === 0) return Math.sqrt(Math.max(a, b)) / 2;
  const harmonic = a + b === 0 ? 0 : (2 * a * b) / (a + b);
  return Math.sqrt(harmonic);
}

/** A scorer bound to one session's answers; the answers are analysed only if a score is needed. */
export function coverageScorer(input: BothSidesAnswers): (statement: string) => number {
  let terms: [KeyTerms, KeyTerms] | undefined;
  return (statement) => {
    terms ??= [keyTerms(analyzeParty(input.initiator)), keyTerms(analyzeParty(input.collaborator))];
    return coverageScore(statement, ...terms);
  };
}
