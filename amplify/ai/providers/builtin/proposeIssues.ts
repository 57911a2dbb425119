/**
 * The builtin propose-issues task: up to four neutral "How we ..." statements. Each names the
 * shared problem the answers raise ("how we arrange Mom’s care", "how we decide together about
 * our joint money") and both sides' core concerns in plain words (reading.ts: what each asks
 * for, what matters to each), never a pasted fragment of an answer: a person's own words appear
 * only in quotation marks, with their name, neutralised (quotes.ts). No statement blames: the
 * frames carry no accusation, and a sentence that does is never the one quoted.
 *
 * Every statement is built from one concern of each side (`Draft.parts`), and only one whose
 * two parts each name words that side alone wrote is offered. The statements look at the
 * conflict from different sides: what each asks for, what matters to each, what each wrote
 * (quoted as whole clauses, never cut with "…"), what each raised about the issue. Each carries a reason in
 * plain words (what it is built from, and how evenly it draws on the two answers), and a score,
 * the coverage of both parties' key terms (coverage.ts), which orders them.
 */
import { LIMITS } from '../../../../src/domain/limits';
import { statementKey } from '../../../../src/domain/statements';
import { MAX_CANDIDATES, MAX_CATEGORIES, roundScore } from '../../schema';
import type { BothSidesAnswers, ConflictType, IssueCandidate, ProposeIssuesOutput } from '../../types';
import { allTexts, analyzeParty, contentRootsOf, indexWords, termsOf, type AnalyzedParty, type WordIndex } from './analysis';
import { classify, type Classification } from './classify';
import { balanceReason, coverageParts, ownWords, sideTerms, type KeyTerms } from './coverage';
import { possessive } from './english';
import { nameOf, neutralise, quoteText, wholeClause, wordsWeight, type QuoteKind } from './quotes';
import { actsOfTheOther, BLAME, clauseWeight, echoWeight, howWe, NOT_THE_ASK, portraitOf, problemOf, readAnswers, settleOf, type Portrait, type Reading, type SideReading } from './reading';
import { isolateBidi, joinList, lower } from './text';

interface Draft {
  statement: string;
  conflictType: ConflictType;
  /** What the statement is built from, in plain words. */
  basis: string;
  /** Built from the parties' quoted words rather than a framing of its own. */
  quoted?: boolean;
  /** How much its coverage counts when the statements are ordered (1 unless said). */
  weight?: number;
  /**
   * The words standing for each side's concern, initiator's then collaborator's: each must name
   * words of that side's own for the statement to be offered (built so, not found so afterwards).
   */
  parts?: [string, string];
  /** Built with LEAD_QUOTE_WORDS-long quotes: offered only as the first statement. */
  lead?: boolean;
  /**
   * Names each side's concern only loosely (each side's account of what happened, or one need
   * both share named once for both): offered only when too few other statements are left.
   */
  loose?: boolean;
}

/** Statements longer than this are hard to take in at once on a phone. */
const MAX_WORDS = 38;
/**
 * One side wrote so little ("its my room", "idk", "?") that more than THIN_MAX_CANDIDATES
 * statements would be filler: each statement would quote the same few words of that side.
 */
const THIN_SIDE_CHARACTERS = 40;
const THIN_MAX_CANDIDATES = 2;
/** A candidate sharing this much of its content words with one already chosen says the same thing. */
const SAME_THING_OVERLAP = 0.45;
/**
 * A statement made of the parties' quoted words covers their terms by copying them, not by
 * framing them: it ranks below a plain-words statement that covers as much.
 */
const QUOTED_WEIGHT = 0.85;

/**
 * What each side raised is their account of what happened, often of what the other did; what
 * each asks for and why is their concern. A statement of the two accounts ranks below one of
 * the two concerns that covers as much, and below one that covers somewhat less: an account
 * ("We only just found out he barks", "The sheet is a mess") names the topic both write about
 * as readily as what that side needs, so its coverage overstates it.
 */
const ACCOUNT_WEIGHT = 0.5;
/**
 * What each asks for is the plainest statement of their concern; why it matters to them comes
 * next: a statement of the two reasons ranks a little below one of the two requests.
 */
const REASON_WEIGHT = 0.95;
/** The fallback quoting each side's most telling clause ranks below every framing that names both. */
const ANCHOR_WEIGHT = 0.9;

/**
 * Words that answer without saying anything ("fine", "whatever", "idk"): a part made of them names
 * no concern, though only that side wrote them ("Ben for “fine”" is not Ben's concern).
 */
const FILLER = /^(?:fine|ok|okay|whatever|idk|dunno|yes|yeah|yep|no|nope|sure|meh|nothing|anything|something|maybe|good|great|same)$/;

/** Keeps the firmness of a part defined when no part names a word of that side's own. */
const MIN_GROUNDING = 1e-9;

/**
 * Fewer statements than this that name words of each side's own: the rest are filled with the
 * best of the others, so that there is still a choice.
 */
const BOTH_SIDES_MIN = 2;

/** When no concept names the problem: a question that fits the kind of conflict. */
const GENERAL_PROBLEM: Record<ConflictType, string> = {
  task: 'how we settle this in practice',
  values: 'how we decide what comes first here',
  personality: 'how we talk to each other about this',
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The first of a side's items the other side does not share: what tells the two apart. Not a
 * vague one ("money", "honesty"): it names what the conflict is about, not this side's concern.
 */
const distinct = (own: readonly string[], other: readonly string[], vague: ReadonlySet<string>) => own.find((item) => !other.includes(item) && !vague.has(item));

/** Words of a party quoted inside a statement: a statement is read at a glance. */
const STATEMENT_QUOTE_WORDS = 11;
/**
 * The statement offered first may quote longer clauses: a concern is often stated in a sentence a
 * little over STATEMENT_QUOTE_WORDS long that has no shorter clause saying it ("no drilling before
 * 10 on weekdays and none at all at the weekend"). Only the first: the rest stay short enough to
 * be read at a glance.
 */
const LEAD_QUOTE_WORDS = 15;
/**
 * Words a quote may run over STATEMENT_QUOTE_WORDS when the longer clause names more of the
 * side's own words than any short one: "I watched my last startup die because the founders paid
 * themselves first" (12 words) says why; its clause "I watched my last startup die" does not.
 * Only then: a statement is still read at a glance.
 */
const QUOTE_SLACK = 2;
/** "but …", "It's not a diet for me, it's what I believe": the point is one side of it (quotes.ts). */
const CONTRAST = /\b(?:but|however|yet)\b|\bnot\b[^,;]*[,;]\s*(?:it'?s|it is|i'?m|i am|that'?s)\b/i;
/**
 * A quote short enough for a statement: the whole quote, or a whole clause of it, never one cut
 * with "…"; up to QUOTE_SLACK words longer where that names more of what only this side wrote.
 */
const short = (side: Portrait, quote: string | undefined, weigh: (word: string) => number = echoWeight(side.echoes), maxWords = STATEMENT_QUOTE_WORDS, kind: QuoteKind = 'other') => {
  if (!quote || /^…|…$/.test(quote)) return undefined;
  const clause = wholeClause(quote, maxWords, weigh, clauseWeight, kind);
  // Not for the first statement's quotes, already longer; not past a contrast, whose point is one part of it.
  const longer = maxWords < LEAD_QUOTE_WORDS ? wholeClause(quote, maxWords + QUOTE_SLACK, weigh, clauseWeight, kind) : undefined;
  if (longer && CONTRAST.test(longer)) return clause;
  return longer && wordsWeight(longer, weigh) > wordsWeight(clause ?? '', weigh) ? longer : clause;
};

function draftStatements(a: Portrait, b: Portrait, problem: string, settle: string, type: ConflictType, weighA?: (word: string) => number, weighB?: (word: string) => number, quoteWords = STATEMENT_QUOTE_WORDS): Draft[] {
  const drafts: Draft[] = [];
  const add = (statement: string, basis: string, parts: [string, string], quoted = false, weight = 1, loose = false) => drafts.push({ statement, conflictType: type, basis, parts, quoted, weight, loose });
  const question = howWe(problem);
  const wantA = distinct(a.wants, b.wants, a.vague);
  const wantB = distinct(b.wants, a.wants, b.vague);
  const matterA = distinct(a.matters, b.matters, a.vague);
  const matterB = distinct(b.matters, a.matters, b.vague);
  // What each asks for, in plain words when the two ask for different things.
  if (wantA && wantB) add(`${question}: ${possessive(a.name)} request for ${wantA} and ${possessive(b.name)} for ${wantB}`, `It sets what ${a.name} asks for beside what ${b.name} asks for.`, [wantA, wantB]);
  // What each asks for, in their own words.
  const requestA = short(a, a.requestQuote, weighA, quoteWords, 'request');
  const requestB = short(b, b.requestQuote, weighB, quoteWords, 'request');
  if (requestA && requestB) add(`${settle}: ${a.name} asks for “${requestA}”, ${b.name} for “${requestB}”`, `It sets each request beside the other, in their own words.`, [requestA, requestB], true);
  // One side's request against what matters to the other, each way.
  if (wantA && matterB) add(`How we weigh ${possessive(a.name)} request for ${wantA} against what matters to ${b.name}, ${matterB}`, `It sets what ${a.name} asks for against what ${b.name} needs.`, [wantA, matterB]);
  if (wantB && matterA) add(`How we meet ${possessive(b.name)} request for ${wantB} while keeping ${matterA} in view for ${a.name}`, `It sets what ${b.name} asks for against what ${a.name} needs.`, [matterA, wantB]);
  // What matters to each.
  if (matterA && matterB) add(`${question}, protecting ${matterA} for ${a.name} and ${matterB} for ${b.name}`, `It names what matters most to each of them.`, [matterA, matterB]);
  // Common ground: what both ask for or both need, named once for both.
  const inQuestion = new Set(question.toLowerCase().split(/\W+/).filter((word) => word.length > 3));
  const shared = [...a.matters, ...a.wants].find(
    (item) => (b.matters.includes(item) || b.wants.includes(item)) && item.toLowerCase().split(/\W+/).filter((word) => word.length > 3 && !inQuestion.has(word)).length >= 2,
  );
  if (shared) add(`${question}, meeting what ${a.name} and ${b.name} both need: ${shared}`, `It starts from what both of them need.`, [shared, shared], false, 1, true);
  // Why it matters to each, in their own words ("and Tom “…”": one "says" serves both, a word shorter).
  const reasonA = short(a, a.reasonQuote, weighA, quoteWords, 'reason');
  const reasonB = short(b, b.reasonQuote, weighB, quoteWords, 'reason');
  if (reasonA && reasonB) add(`${settle} when ${a.name} says “${reasonA}” and ${b.name} “${reasonB}”`, `It keeps why it matters to each, in their own words and with their name.`, [reasonA, reasonB], true, REASON_WEIGHT);
  // One side's request against why it matters to the other, each way, in their own words.
  if (requestA && reasonB) add(`How we meet ${possessive(a.name)} request, “${requestA}”, and ${possessive(b.name)} reason, “${reasonB}”`, `It sets what ${a.name} asks for against what ${b.name} needs, in their own words.`, [requestA, reasonB], true);
  if (requestB && reasonA) add(`How we meet ${possessive(b.name)} request, “${requestB}”, and ${possessive(a.name)} reason, “${reasonA}”`, `It sets what ${b.name} asks for against what ${a.name} needs, in their own words.`, [reasonA, requestB], true);
  // What each raised about their own situation, in their own words.
  const concernA = short(a, a.concernQuote, weighA, quoteWords);
  const concernB = short(b, b.concernQuote, weighB, quoteWords);
  if (concernA && concernB) add(`${settle}: ${a.name} raises “${concernA}”, ${b.name} “${concernB}”`, `It quotes what each of them raised, with their name.`, [concernA, concernB], true, ACCOUNT_WEIGHT, true);
  return [...drafts, ...oneSided(a, b, question, type)];
}

/** Whose words a side's own are: the key terms only that side wrote, else (both wrote the same words) all of theirs. */
function ownTerms(terms: KeyTerms, shared: ReadonlySet<string>): ReadonlySet<string> {
  const own = [...terms.keys()].filter((term) => !shared.has(term));
  return new Set(own.length ? own : terms.keys());
}

/**
 * Where a side's concern is read: what they ask for and why it matters to them first; their
 * account of what happened only when those name none of their own words (an account tells who
 * did what, not what that side needs).
 */
const ANCHOR_FIELDS = [['desiredOutcome', 'whyOutcomeMatters'], ['issue']] as const;
/** What an anchor quoted from each field is: a reason's point is after its "but"; a request's reason is not the ask. */
const ANCHOR_KIND: Record<(typeof ANCHOR_FIELDS)[number][number], QuoteKind> = { desiredOutcome: 'request', whyOutcomeMatters: 'reason', issue: 'other' };
/** A request says the concern most directly: its clauses count this much more than a reason's. */
const ANCHOR_FIELD_WEIGHT = { desiredOutcome: 1.2, whyOutcomeMatters: 1, issue: 1 } as const;
/** An account of the other person ("he threw my mug", "Emma changed the plan"): not quoted as a side's own concern. */
const aboutTheOther = (otherName: string) => new RegExp(`\\b(?:he|she|him|her|you|your|they|${otherName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})\\b`, 'i');

/** How much a word, and a text word by word, names of one side's own key terms. */
interface OwnWeigher {
  weigh(word: string): number;
  weightOf(text: string): number;
}

/**
 * A side's weigher for `anchorClause`. A text's weight is remembered: the anchors are chosen
 * twice a call (for the statements' quotes and for the longer lead quotes), over the same
 * sentences, and a long answer has hundreds of words to weigh each time.
 */
function ownWeigher(own: ReadonlySet<string>, terms: KeyTerms, index: WordIndex): OwnWeigher {
  const weigh = (word: string) => {
    const root = index.get(word)?.root ?? word;
    return own.has(root) ? (terms.get(root) ?? 0) : 0;
  };
  const weights = new Map<string, number>();
  const weightOf = (text: string) => {
    let weight = weights.get(text);
    if (weight === undefined) {
      weight = wordsWeight(text, weigh);
      weights.set(text, weight);
    }
    return weight;
  };
  return { weigh, weightOf };
}

/**
 * The clause of a side's answers that names most of that side's own key terms: a whole clause
 * of at most STATEMENT_QUOTE_WORDS words, from a sentence that blames no one; from the account
 * of the issue only when it is not about the other person. What a statement quotes so that it
 * names each side's concern in words of that side's own.
 */
function anchorClause(side: SideReading, otherName: string, { weigh, weightOf }: OwnWeigher, quoteWords = STATEMENT_QUOTE_WORDS): string | undefined {
  const other = aboutTheOther(otherName);
  const otherActs = actsOfTheOther(otherName);
  for (const fields of ANCHOR_FIELDS) {
    let best: { clause: string; score: number } | undefined;
    for (const field of fields) {
      // A sentence written twice gives the same clause and score: the first stands.
      const seen = new Set<string>();
      for (const sentence of side.sentences[field]) {
        if (seen.has(sentence)) continue;
        seen.add(sentence);
        // Weights are never negative and a clause's words are the sentence's: no clause of a
        // sentence scores more than all its words, so a sentence naming none of this side's own
        // words, or not more of them than the best clause so far, is not divided into clauses.
        const most = weightOf(neutralise(sentence)) * ANCHOR_FIELD_WEIGHT[field];
        if (most === 0 || (best && most <= best.score)) continue;
        if (BLAME.test(sentence) || (field === 'issue' && other.test(sentence)) || (field === 'whyOutcomeMatters' && otherActs.test(lower(sentence)))) continue;
        // A refusal, a report or a closing remark in a request is not the ask (reading.ts).
        if (field === 'desiredOutcome' && NOT_THE_ASK.some((pattern) => pattern.test(lower(sentence)))) continue;
        const clause = wholeClause(sentence, quoteWords, weigh, clauseWeight, ANCHOR_KIND[field]);
        if (!clause) continue;
        const score = weightOf(clause) * ANCHOR_FIELD_WEIGHT[field];
        if (score > 0 && (!best || score > best.score)) best = { clause, score };
      }
    }
    if (best) return best.clause;
  }
  return undefined;
}

/**
 * A sentence of a request that is not the ask itself: a fallback ("Or a smaller amount, 1,200
 * max"), what would have been ("I'd have sorted it"), a concession ("i'll even pay the
 * difference") or a reassurance ("It doesn't mean anything about us").
 */
const BESIDE_THE_ASK = /^\W*(?:or|otherwise)\b|\b(?:i'?d have|i would have|even|(?:doesn'?t|does not|don'?t|do not) mean)\b/i;

/**
 * The request a statement quotes: of the sentences it was chosen among (reading.ts), the one
 * whose clause names most of the words only this side wrote, as a statement's other parts are
 * weighed; the reading's own choice (by the words it shares with the side's other answers)
 * unless another names more. Two-sentence requests ("I want us to be a team again. Put a rota
 * on the team page …") often say the concern in the sentence the reading did not choose.
 */
function ownestRequest(side: SideReading, weigher: OwnWeigher, weigh: (word: string) => number, quoteWords: number): string | undefined {
  const weightOf = (sentence: string) => weigher.weightOf(wholeClause(sentence, quoteWords, weigh, clauseWeight, 'request') ?? '');
  let best = side.request;
  let bestWeight = best ? weightOf(best) : 0;
  for (const sentence of side.requests) {
    if (BESIDE_THE_ASK.test(sentence)) continue;
    const weight = weightOf(sentence);
    if (weight > bestWeight) [best, bestWeight] = [sentence, weight];
  }
  return best;
}

/** A side's request: their plain-words want, else their own request quoted. */
function asks(side: Portrait): { text: string; quoted: boolean } | undefined {
  if (side.wants[0]) return { text: side.wants[0], quoted: false };
  const request = short(side, side.requestQuote, undefined, undefined, 'request');
  if (request) return { text: `“${request}”`, quoted: true };
  return undefined;
}

function oneSided(a: Portrait, b: Portrait, question: string, type: ConflictType): Draft[] {
  const drafts: Draft[] = [];
  const add = (statement: string, basis: string, quoted: boolean) => drafts.push({ statement, conflictType: type, basis, quoted });
  // Only one side has answered so far: their side, framed as a shared question.
  for (const [writer, silent] of [
    [a, b],
    [b, a],
  ] as const) {
    if (asks(silent) || silent.matters.length || silent.reasonQuote) continue;
    const ask = asks(writer);
    if (ask) add(`${question}, starting from what ${writer.name} asks for: ${ask.text}`, `Only ${writer.name} has said much so far; ${silent.name} can add their side.`, ask.quoted);
    if (writer.matters[0]) add(`${question}, with what matters to ${writer.name} (${writer.matters[0]}) in mind`, `Only ${writer.name} has said much so far; ${silent.name} can add their side.`, false);
  }
  return drafts;
}

/** Answers not in English: both parties' own words, quoted with their names and direction-isolated. */
function quotedDrafts(initiator: AnalyzedParty, collaborator: AnalyzedParty, a: string, b: string, overall: ConflictType): Draft[] {
  const quote = (party: AnalyzedParty, field: 'issue' | 'desiredOutcome' | 'whyOutcomeMatters') => {
    const text = party[field][0]?.text;
    return text ? `“${isolateBidi(quoteText(text.split(/(?<=[.!?])\s+|\n/)[0], 14))}”` : undefined;
  };
  const pairs: [string | undefined, string | undefined, (x: string, y: string) => string, string][] = [
    [quote(initiator, 'issue'), quote(collaborator, 'issue'), (x, y) => `How we handle what ${a} raises, ${x}, together with what ${b} raises, ${y}`, 'It quotes what each raised.'],
    [quote(initiator, 'desiredOutcome'), quote(collaborator, 'desiredOutcome'), (x, y) => `How we reach both ${x} for ${a} and ${y} for ${b}`, 'It quotes what each asked for.'],
    [quote(initiator, 'whyOutcomeMatters'), quote(collaborator, 'whyOutcomeMatters'), (x, y) => `How we protect what matters to ${a}, ${x}, and to ${b}, ${y}`, 'It quotes why it matters to each.'],
  ];
  const drafts: Draft[] = [];
  for (const [x, y, frame, basis] of pairs) {
    if (x && y) drafts.push({ statement: frame(x, y), conflictType: overall, basis });
    else if (x || y) drafts.push({ statement: `How we handle what ${x ? a : b} raises, ${x ?? y}`, conflictType: overall, basis });
  }
  return drafts;
}

function summarize(a: Portrait, b: Portrait): string {
  const describe = (side: Portrait) => {
    const ask = side.wants[0] ? `asks for ${side.wants[0]}` : side.requestQuote ? `asks: “${side.requestQuote}”` : '';
    const matter = side.matters[0] ? `cares about ${side.matters[0]}` : '';
    if (!ask && !matter) return `${side.name} has not said much about the issue yet.`;
    return `${side.name} ${joinList([ask, matter].filter(Boolean))}.`;
  };
  return `${describe(a)} ${describe(b)}`.slice(0, LIMITS.longText);
}

function explain(classification: Classification): string {
  const { conflictType, scores, categories, blameCount } = classification;
  const evidence = categories
    .filter((category) => category.type === conflictType)
    .slice(0, 3)
    .map((category) => `${category.label} (${category.examples.map((example) => `“${quoteText(example, 3)}”`).join(', ')})`);
  const counts = `scores: personality ${scores.personality}, values ${scores.values}, task ${scores.task}`;
  if (evidence.length === 0 && blameCount === 0) {
    return `No clear signal in the answers, so the conflict is treated as a ${conflictType} question, the most concrete framing (${counts}).`;
  }
  const blame = blameCount > 0 && conflictType === 'personality' ? `${evidence.length ? '; ' : ''}blaming phrases such as “you always”` : '';
  return `Classified as ${conflictType}: the answers centre on ${joinList(evidence)}${blame} (${counts}).`.slice(0, LIMITS.longText);
}

/** The reading of both parties a statement or a solution is built from, shared by the later tasks. */
export function readBothSides(input: BothSidesAnswers): { reading: Reading; a: Portrait; b: Portrait; labels: [string, string] } {
  const nameA = nameOf(input.initiator.firstName, 'the initiator');
  const nameB = nameOf(input.collaborator.firstName, 'the collaborator');
  // Same first names would make "Sam asks ... and Sam asks ..." ambiguous.
  const labels: [string, string] = nameA.toLowerCase() === nameB.toLowerCase() ? [`${nameA} (initiator)`, `${nameB} (collaborator)`] : [nameA, nameB];
  const reading = readAnswers(input.initiator, input.collaborator, labels[0], labels[1]);
  return { reading, a: portraitOf(reading.a, reading.slots), b: portraitOf(reading.b, reading.slots), labels };
}

export function builtinProposeIssues(input: BothSidesAnswers): ProposeIssuesOutput {
  const initiator = analyzeParty(input.initiator);
  const collaborator = analyzeParty(input.collaborator);
  const { reading, a, b, labels } = readBothSides(input);
  const texts = [...allTexts(initiator), ...allTexts(collaborator)];
  const overall = classify(texts, [initiator.desiredOutcome, collaborator.desiredOutcome], [...initiator.whyOutcomeMatters, ...collaborator.whyOutcomeMatters]);
  const english = texts.every((text) => text.english);
  const problem = problemOf(reading) ?? GENERAL_PROBLEM[overall.conflictType];
  const settle = howWe(settleOf(reading));

  const names = [input.initiator.firstName, input.collaborator.firstName, ...labels];
  const [termsA, termsB, shared] = sideTerms(initiator, collaborator, names);
  const skip = new Set(names.map((name) => name.toLowerCase()));
  const index: WordIndex = indexWords(termsOf(texts));
  const [wordsA, wordsB] = ownWords(initiator, collaborator, names);
  // A statement quotes, of each side's request, reason and account, the clause naming most of
  // the words only that side wrote (not the one the solutions quote, chosen by recurring words).
  const ownWeigh = (own: KeyTerms, side: Portrait) => (word: string) => (own.get(index.get(word)?.root ?? word) ?? 0) + echoWeight(side.echoes)(word);
  const whole = (portrait: Portrait, side: SideReading): Portrait => ({ ...portrait, requestQuote: side.request, reasonQuote: side.reason, concernQuote: side.concern });
  const ownA = wordsA.size ? new Set(wordsA.keys()) : ownTerms(termsA, shared);
  const ownB = wordsB.size ? new Set(wordsB.keys()) : ownTerms(termsB, shared);
  // A side that has written nothing yet has no words of its own to name.
  const namesOwnWords = (part: string, own: ReadonlySet<string>) => own.size === 0 || [...contentRootsOf(part, index, skip)].some((root) => own.has(root) && !FILLER.test(root));
  const carriesBoth = (draft: Draft) => (draft.parts ? namesOwnWords(draft.parts[0], ownA) && namesOwnWords(draft.parts[1], ownB) : false);
  const weigherA = ownWeigher(ownA, termsA, index);
  const weigherB = ownWeigher(ownB, termsB, index);
  // Every statement names one concern of each side, each in words of that side's own: when no
  // framing does, the clause of each side's answers that names most of their own words is quoted.
  const weighA = ownWeigh(wordsA, a);
  const weighB = ownWeigh(wordsB, b);
  const englishDrafts = (quoteWords: number): Draft[] => {
    const quotedA = { ...whole(a, reading.a), requestQuote: ownestRequest(reading.a, weigherA, weighA, quoteWords) };
    const quotedB = { ...whole(b, reading.b), requestQuote: ownestRequest(reading.b, weigherB, weighB, quoteWords) };
    const drafts = draftStatements(quotedA, quotedB, problem, settle, overall.conflictType, weighA, weighB, quoteWords);
    const anchorA = anchorClause(reading.a, labels[1], weigherA, quoteWords);
    const anchorB = anchorClause(reading.b, labels[0], weigherB, quoteWords);
    // A clause another statement already quotes would make this one say what that one says.
    const quoted = new Set(drafts.flatMap((draft) => (draft.quoted ? (draft.parts ?? []) : [])));
    if (anchorA && anchorB && !quoted.has(anchorA) && !quoted.has(anchorB)) {
      drafts.push({
        statement: `${settle} when ${labels[0]} says “${anchorA}” and ${labels[1]} says “${anchorB}”`,
        conflictType: overall.conflictType,
        basis: 'It quotes, for each of them, the words that say most about their own concern.',
        parts: [anchorA, anchorB],
        quoted: true,
        weight: ANCHOR_WEIGHT,
      });
    }
    return drafts;
  };
  // The same framings with longer quotes compete only for the first place (LEAD_QUOTE_WORDS);
  // not the two accounts: a longer account names the other's doings at more length, not a concern.
  const drafts = english
    ? [...englishDrafts(STATEMENT_QUOTE_WORDS), ...englishDrafts(LEAD_QUOTE_WORDS)
        .filter((draft) => draft.weight !== ACCOUNT_WEIGHT)
        .map((draft) => ({ ...draft, lead: true }))]
    : quotedDrafts(initiator, collaborator, labels[0], labels[1], overall.conflictType);
  const bothWrote = termsA.size > 0 && termsB.size > 0;
  const scored = drafts
    .map((draft) => ({ ...draft, statement: draft.statement.replace(/\s+/g, ' ').replace(/\s+([,.])/g, '$1').trim() }))
    .filter((draft) => draft.statement.length <= LIMITS.statement && words(draft.statement) <= MAX_WORDS)
    .map((draft) => {
      const parts = coverageParts(draft.statement, termsA, termsB, index);
      return { ...draft, coverage: parts, score: roundScore(parts.score * (draft.quoted ? QUOTED_WEIGHT : 1) * (draft.weight ?? 1)), reason: `${draft.basis} ${balanceReason(parts, labels[0], labels[1], bothWrote)}` };
    })
    .sort((x, y) => y.score - x.score);

  const limit = Math.min(reading.a.length, reading.b.length) < THIN_SIDE_CHARACTERS ? THIN_MAX_CANDIDATES : MAX_CANDIDATES;
  const chosen: (IssueCandidate & { roots: Set<string> })[] = [];
  const withRoots = scored.map((draft) => ({ ...draft, roots: contentRootsOf(draft.statement, index, skip) }));
  const pick = (drafts: typeof withRoots, upTo: number) => {
    for (const draft of drafts) {
      if (chosen.length >= upTo) break;
      const repeats = chosen.some((other) => statementKey(other.statement) === statementKey(draft.statement) || overlap(other.roots, draft.roots) >= SAME_THING_OVERLAP);
      if (!repeats) chosen.push({ statement: draft.statement, conflictType: draft.conflictType, score: draft.score, reason: draft.reason, roots: draft.roots });
    }
  };
  // Only statements naming a concern of each side, in that side's own words, are offered.
  // They are ordered by coverage times how firmly the weaker of the two parts stands on words
  // only its side wrote (against the firmest part any statement has for that side): a part
  // naming one word of a side's ("keep the camera") ranks below one naming several.
  const grounding = (part: string, own: KeyTerms) => [...contentRootsOf(part, index, skip)].reduce((sum, root) => sum + (own.get(root) ?? 0), 0);
  const both = withRoots.filter(carriesBoth).map((draft) => ({ ...draft, groundA: grounding(draft.parts![0], wordsA), groundB: grounding(draft.parts![1], wordsB) }));
  const firmestA = Math.max(MIN_GROUNDING, ...both.map((draft) => draft.groundA));
  const firmestB = Math.max(MIN_GROUNDING, ...both.map((draft) => draft.groundB));
  // A side with no words of its own (both wrote the same) is as firm in every part.
  const firmness = (draft: (typeof both)[number]) => Math.min(wordsA.size ? draft.groundA / firmestA : 1, wordsB.size ? draft.groundB / firmestB : 1);
  const ranked = both.map((draft) => ({ ...draft, score: roundScore(draft.score * firmness(draft)) })).sort((x, y) => y.score - x.score);
  // A loose statement (two accounts, or one shared need) often names only one side's concern:
  // it is offered only when fewer than BOTH_SIDES_MIN others are.
  pick(ranked.filter((draft) => !draft.loose), 1);
  pick(ranked.filter((draft) => !draft.lead && !draft.loose), limit);
  pick(ranked.filter((draft) => !draft.lead), Math.min(limit, BOTH_SIDES_MIN));
  // Nothing names both (one side has said next to nothing, or answers not in English): the
  // statements that use both answers most, so that there is still something to agree on.
  const plain = withRoots.filter((draft) => !draft.lead);
  if (chosen.length === 0) pick(plain.filter((draft) => (draft.coverage.a > 0 && draft.coverage.b > 0) || termsA.size === 0 || termsB.size === 0), BOTH_SIDES_MIN);
  if (chosen.length === 0) pick(plain, BOTH_SIDES_MIN);
  return {
    candidates: chosen.map(({ statement, conflictType, score, reason }) => ({ statement, conflictType, score, reason })),
    conflictType: overall.conflictType,
    inferredIssueSummary: summarize(a, b),
    inferredRationale: explain(overall),
    inferredCategories: overall.categories.slice(0, MAX_CATEGORIES).map((category) => category.label),
  };
}

function overlap(x: ReadonlySet<string>, y: ReadonlySet<string>): number {
  let shared = 0;
  for (const item of x) if (y.has(item)) shared++;
  const union = x.size + y.size - shared;
  return union === 0 ? 1 : shared / union;
}
