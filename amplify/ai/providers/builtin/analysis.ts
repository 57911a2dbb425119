/**
 * Each answer is stripped of markup and tagged once per call (nlp.ts), and the steps that need
 * grammar (key terms, interests, noun phrases) read these terms. What compromise tags is capped
 * per answer field and party (`ANALYSED_CHARS`), the first entries first, so the largest allowed
 * input (20 entries x 2,000 characters x 3 fields x 2 parties) costs about as much as a few
 * ordinary answers. The rest of every answer read (`READ_CHARS` a field) is kept as `unparsed`
 * text, which the classifier reads word by word; reading.ts reads the same answers whole.
 */
import type { PartyAnswers } from '../../types';
import { capText, has, nounPhrases, parse, type Sentence, type Term } from './nlp';
import { pointsIn } from './signposts';
import { stripMarkup } from './text';

export interface AnalyzedText {
  text: string;
  sentences: Sentence[];
  /** Noun phrases as compromise chunks them (issue answers only: what the conflict is about). */
  nouns: Term[][];
  /** Mostly Latin letters: the English analysis applies. */
  english: boolean;
  /** The part of the answer compromise did not tag (past the cap): read without a parser. */
  unparsed: string;
  /** How many of its signposted points past the budget were tagged (their sentences are at the end of `sentences`). */
  pointsTagged: number;
}

export const ANSWER_FIELDS = ['issue', 'desiredOutcome', 'whyOutcomeMatters'] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];

export type AnalyzedParty = Record<AnswerField, AnalyzedText[]> & { firstName: string };

/**
 * Characters per answer field and party that are tagged. The request is read furthest: in a long
 * answer the ask often comes after background ("I've gone back and forth on this… I want Mom in
 * a memory care home near me"), and only tagged words count as that side's own, which a statement
 * quoting the ask needs. The issue is read for its topics and its type; a reason is its first
 * sentence or two. 500 characters of a request cost about 3 ms more at the largest input.
 */
export const ANALYSED_CHARS: Record<AnswerField, number> = { issue: 260, desiredOutcome: 500, whyOutcomeMatters: 150 };

/**
 * Characters of one answer field of one party that are read at all (reading.ts, and the
 * classifier word by word): every answer whole, the first ones first, until this many are read.
 * Two answers at the product's limit of 2,000 characters fit whole; twenty cost what two do.
 */
export const READ_CHARS = 4000;

/** The answers of a list that are read: whole, in order, while fewer than READ_CHARS characters were read before them. */
export function readEntries(list: readonly string[]): string[] {
  const read: string[] = [];
  let total = 0;
  for (const entry of list) {
    if (total >= READ_CHARS) break;
    read.push(entry);
    total += entry.length;
  }
  return read;
}

const LETTER = /\p{L}/gu;
const LATIN = /\p{Script=Latin}/gu;

export function isEnglishLike(text: string): boolean {
  const letters = text.match(LETTER)?.length ?? 0;
  return letters > 0 && (text.match(LATIN)?.length ?? 0) / letters >= 0.6;
}

/**
 * Past the tagging budget, the sentences of a field that signpost its point ("what I'd like is",
 * signposts.ts) are tagged too, at most this many a field and this many characters each: a long
 * answer's point often comes after its background, and only tagged words count as a side's own.
 */
export const POINTS_PAST_BUDGET = { perField: 2, chars: 300 } as const;

/** `points`: the field whose signposted points past the budget are tagged, and how many are still to be. */
export function analyzeText(raw: string, budget = ANALYSED_CHARS.issue, withNouns = false, points?: { field: AnswerField; max: number }): AnalyzedText {
  const text = stripMarkup(raw);
  const capped = budget > 0 ? capText(text, Math.max(budget, 40)) : '';
  // Text without letters ("?", "50/50") is read as English: it has nothing else to offer.
  const sample = capped || text.slice(0, 400);
  const english = isEnglishLike(sample) || !/\p{L}/u.test(sample);
  let unparsed = text.slice(capped.length);
  const pointsPast = english && points && points.max > 0 && unparsed ? pointsIn(unparsed, points.field, points.max) : [];
  if (!english || (!capped && pointsPast.length === 0)) return { text, english, sentences: [], nouns: [], unparsed, pointsTagged: 0 };
  // What is tagged of a point is no longer left for the classifier to read word by word: each
  // word counts once. A point over the length tagged keeps its rest there.
  const tagged = pointsPast.map((point) => capText(point, POINTS_PAST_BUDGET.chars));
  for (const part of tagged) unparsed = unparsed.replace(part, ' ');
  const sentences = [...(capped ? parse(capped) : []), ...tagged.flatMap((part) => parse(part))];
  return { text, english, sentences, nouns: withNouns ? sentences.flatMap(nounPhrases) : [], unparsed, pointsTagged: pointsPast.length };
}

function analyzeList(list: readonly string[], field: AnswerField): AnalyzedText[] {
  const analyzed: AnalyzedText[] = [];
  const withNouns = field === 'issue';
  let budget = ANALYSED_CHARS[field];
  let points: number = POINTS_PAST_BUDGET.perField;
  for (const entry of readEntries(list)) {
    // Past the budget an answer is still kept, untagged but for its signposted points, for the classifier.
    const text = analyzeText(entry, Math.max(budget, 0), withNouns, { field, max: points });
    points -= text.pointsTagged;
    budget -= entry.length;
    if (text.text) analyzed.push(text);
  }
  return analyzed;
}

export const analyzeParty = (party: PartyAnswers): AnalyzedParty => ({
  firstName: stripMarkup(party.firstName).replace(/\s+/g, ' '),
  issue: analyzeList(party.issue, 'issue'),
  desiredOutcome: analyzeList(party.desiredOutcome, 'desiredOutcome'),
  whyOutcomeMatters: analyzeList(party.whyOutcomeMatters, 'whyOutcomeMatters'),
});

/** Word (lower-cased, as written) -> its root and whether it carries content, from tagged terms. */
export type WordIndex = Map<string, { root: string; content: boolean }>;

export function indexWords(terms: Iterable<Term>, into: WordIndex = new Map()): WordIndex {
  for (const term of terms) {
    const key = term.text.toLowerCase();
    if (!into.has(key)) into.set(key, { root: term.root, content: isContentTerm(term) });
  }
  return into;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}$%]*(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/** Content-word roots of a text the engine wrote, looked up instead of tagged again. */
export function contentRootsOf(text: string, index: WordIndex, skip: ReadonlySet<string> = new Set()): Set<string> {
  const roots = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    const key = word.toLowerCase().replace(/['’]s$/, '');
    // Re-voiced verbs ("needs" for "need") fall back to their base form.
    const known = index.get(key) ?? index.get(word.toLowerCase()) ?? (key.endsWith('s') ? index.get(key.slice(0, -1)) : undefined);
    if (known ? known.content && !skip.has(known.root) : !skip.has(key)) roots.add(known?.root ?? key);
  }
  return roots;
}

export const allTexts = (party: AnalyzedParty): AnalyzedText[] => ANSWER_FIELDS.flatMap((field) => party[field]);

export const termsOf = (texts: readonly AnalyzedText[]): Term[] => texts.flatMap((text) => text.sentences.flat());

const FUNCTION_TAGS = ['Pronoun', 'Determiner', 'Preposition', 'Conjunction', 'Auxiliary', 'Copula', 'Modal', 'QuestionWord', 'Negative', 'Expression', 'Adverb'];

/**
 * A word that can carry a topic: a noun, verb or adjective, or an amount of money; not a
 * function word, an adverb ("still", "ago") or a bare number ("two", "8").
 */
export const isContentTerm = (term: Term) =>
  /\p{L}/u.test(term.root) &&
  !FUNCTION_TAGS.some((tag) => has(term, tag)) &&
  (!has(term, 'Value') || has(term, 'Money')) &&
  !(has(term, 'Date') && !has(term, 'Noun'));
