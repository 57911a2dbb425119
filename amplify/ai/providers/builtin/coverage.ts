/**
 * How well a statement covers both parties: the share of each party's key terms (their
 * most used content words by root, issue words weighted highest) that the statement uses,
 * combined with a harmonic mean so that a statement naming only one side scores low. The
 * square root spreads the typical range (a one-sentence statement rarely uses more than a
 * third of anyone's terms) without changing the order. Also scores model candidates that
 * came without a score.
 */
import type { BothSidesAnswers } from '../../types';
import { allTexts, ANSWER_FIELDS, analyzeParty, contentRootsOf, indexWords, isContentTerm, termsOf, type AnalyzedParty, type WordIndex } from './analysis';
import { mapPacked } from './text';

/** Issue words say what the conflict is about; outcome and why words say what matters. */
export const ANSWER_WEIGHTS = { issue: 3, desiredOutcome: 3, whyOutcomeMatters: 2 } as const;
const KEY_TERMS_PER_PARTY = 14;

export type KeyTerms = Map<string, number>;

/** Each content root a party wrote, weighted by the answer fields it occurs in. */
function termWeights(party: AnalyzedParty, skip: ReadonlySet<string>): Map<string, number> {
  const weights = new Map<string, number>();
  for (const field of ANSWER_FIELDS) {
    for (const answer of party[field]) {
      const roots = answer.english
        ? mapPacked(answer.sentences.flat().filter(isContentTerm), (term) => term.root)
        : (answer.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
      for (const root of roots) if (!skip.has(root)) weights.set(root, (weights.get(root) ?? 0) + ANSWER_WEIGHTS[field]);
    }
  }
  return weights;
}

const topTerms = (weights: Map<string, number>): KeyTerms =>
  new Map([...weights.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, KEY_TERMS_PER_PARTY));

export function keyTerms(party: AnalyzedParty, exclude: readonly string[] = []): KeyTerms {
  return topTerms(termWeights(party, new Set(exclude.map((name) => name.toLowerCase()))));
}

/**
 * A word both parties wrote ("the kitchen", "the house", "money") names what the two talk
 * about, not what one of them is concerned with: in a statement it counts this much of its
 * weight towards carrying a side.
 */
export const SHARED_TERM_WEIGHT = 0.25;

/**
 * Both parties' key terms for judging whether a statement carries each side: a side's own
 * words count in full, the words both wrote at SHARED_TERM_WEIGHT. A statement that only
 * names the common topic then ranks below one that names what each side is concerned with.
 */
export function sideTerms(a: AnalyzedParty, b: AnalyzedParty, exclude: readonly string[] = []): [KeyTerms, KeyTerms, ReadonlySet<string>] {
  const skip = new Set(exclude.map((name) => name.toLowerCase()));
  const weightsA = termWeights(a, skip);
  const weightsB = termWeights(b, skip);
  const shared = new Set<string>();
  const own = (weights: Map<string, number>, other: Map<string, number>) =>
    new Map(
      [...topTerms(weights)].map(([term, weight]) => {
        if (!other.has(term)) return [term, weight];
        shared.add(term);
        return [term, weight * SHARED_TERM_WEIGHT];
      }),
    );
  return [own(weightsA, weightsB), own(weightsB, weightsA), shared];
}

/**
 * Every content word each party wrote that the other did not, with its weight (the answer
 * fields it occurs in): the words that can only stand for that party's concern. Unlike the key
 * terms it is not cut to the most used words, so a concern said once, in why it matters, counts.
 */
export function ownWords(a: AnalyzedParty, b: AnalyzedParty, exclude: readonly string[] = []): [KeyTerms, KeyTerms] {
  const skip = new Set(exclude.map((name) => name.toLowerCase()));
  const weightsA = termWeights(a, skip);
  const weightsB = termWeights(b, skip);
  const own = (weights: KeyTerms, other: KeyTerms): KeyTerms => new Map([...weights].filter(([term]) => !other.has(term)));
  return [own(weightsA, weightsB), own(weightsB, weightsA)];
}

function coverage(roots: ReadonlySet<string>, terms: KeyTerms): number {
  let total = 0;
  let covered = 0;
  for (const [term, weight] of terms) {
    total += weight;
    if (roots.has(term)) covered += weight;
  }
  return total === 0 ? 0 : covered / total;
}

/** How much of each side's key terms a statement uses, and the score made of the two. */
export interface CoverageParts {
  a: number;
  b: number;
  score: number;
}

/** `index` maps the parties' words to their roots, so the statement is not tagged again. */
export function coverageParts(statement: string, initiatorTerms: KeyTerms, collaboratorTerms: KeyTerms, index: WordIndex): CoverageParts {
  const roots = contentRootsOf(statement, index);
  const a = coverage(roots, initiatorTerms);
  const b = coverage(roots, collaboratorTerms);
  // A side with nothing written cannot be covered: judge on the other side alone, at half weight.
  if (initiatorTerms.size === 0 || collaboratorTerms.size === 0) return { a, b, score: Math.sqrt(Math.max(a, b)) / 2 };
  const harmonic = a + b === 0 ? 0 : (2 * a * b) / (a + b);
  return { a, b, score: Math.sqrt(harmonic) };
}

export const coverageScore = (statement: string, initiatorTerms: KeyTerms, collaboratorTerms: KeyTerms, index: WordIndex): number =>
  coverageParts(statement, initiatorTerms, collaboratorTerms, index).score;

/** Within this ratio the two sides' shares count as even. */
const EVEN = 0.7;

/**
 * The score in words a person understands: whether the statement draws on both answers about
 * equally, or more on one side's (the score is the balanced mean of the two shares). `bothWrote`:
 * both sides have answered, so neither is described as not having written yet.
 */
export function balanceReason(parts: Pick<CoverageParts, 'a' | 'b'>, nameA: string, nameB: string, bothWrote = false): string {
  const { a, b } = parts;
  if (a === 0 && b === 0) return 'It uses few of the words either of them wrote.';
  // "so far" is for a side that has written nothing yet; a statement quoting both sides that
  // uses none of one side's most frequent words still draws on both answers.
  if ((a === 0 || b === 0) && bothWrote) return a > 0 ? `It draws more on ${nameA}’s answers than on ${nameB}’s.` : `It draws more on ${nameB}’s answers than on ${nameA}’s.`;
  if (a === 0 || b === 0) return `It draws only on ${a > 0 ? nameA : nameB}’s answers so far.`;
  const ratio = Math.min(a, b) / Math.max(a, b);
  if (ratio >= EVEN) return 'It draws on both answers about equally.';
  return a > b ? `It draws more on ${nameA}’s answers than on ${nameB}’s.` : `It draws more on ${nameB}’s answers than on ${nameA}’s.`;
}

/** A scorer bound to one session's answers; the answers are analysed only if a score is needed. */
export function coverageScorer(input: BothSidesAnswers): (statement: string) => CoverageParts {
  let prepared: { a: KeyTerms; b: KeyTerms; index: WordIndex } | undefined;
  return (statement) => {
    if (!prepared) {
      const names = [input.initiator.firstName, input.collaborator.firstName];
      const initiator = analyzeParty(input.initiator);
      const collaborator = analyzeParty(input.collaborator);
      const index = indexWords(termsOf([...allTexts(initiator), ...allTexts(collaborator)]));
      const [a, b] = sideTerms(initiator, collaborator, names);
      prepared = { a, b, index };
    }
    return coverageParts(statement, prepared.a, prepared.b, prepared.index);
  };
}
