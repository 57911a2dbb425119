/**
 * The builtin propose-issues task: up to four neutral "How we ..." statements, each built
 * from one thing each party brought (material.ts): both requests side by side, both reasons,
 * both concerns, a request against the other's reason or concern, both accounts of how the
 * other behaves, the values each names. Every statement names both sides in their own
 * words; none takes a side or repeats an accusation as fact. A pairing is only written when
 * both parts exist in a grammatical form, so thin answers get fewer, plainer statements
 * instead of filler. Candidates are scored by coverage of both parties' key terms; a
 * candidate that says much the same as a better one (half its content words shared) is
 * dropped.
 */
import { LIMITS } from '../../../../src/domain/limits';
import { statementKey } from '../../../../src/domain/statements';
import { MAX_CANDIDATES, MAX_CATEGORIES, roundScore } from '../../schema';
import type { BothSidesAnswers, ConflictType, IssueCandidate, ProposeIssuesOutput } from '../../types';
import { allTexts, analyzeParty, contentRootsOf, indexWords, termsOf, type AnalyzedParty, type WordIndex } from './analysis';
import { classify, type Classification } from './classify';
import { coverageScore, keyTerms } from './coverage';
import { materialOf, requestPhrase, type PartyMaterial, type Request } from './material';
import { has, parse } from './nlp';
import { isolateBidi, joinList } from './text';

interface Draft {
  statement: string;
  conflictType: ConflictType;
  /** Built from the same kind of material on both sides (both requests, both reasons, ...): offered first. */
  paired?: boolean;
}

/** Statements longer than this are hard to take in at once on a phone. */
const MAX_WORDS = 38;
/** Both parties wrote so little that more than this many statements would be filler. */
const THIN_CONTENT_WORDS = 12;
const THIN_MAX_CANDIDATES = 2;
/**
 * A candidate sharing this much of its content words with one already chosen says the same
 * thing. Stricter than the evaluation's 0.5, which counts words a little differently.
 */
const SAME_THING_OVERLAP = 0.4;
/** Below this coverage a statement barely touches one side's words: filler, not a framing. */
const MIN_SCORE = 0.3;

const possessive = (name: string) => `${name}’s`;

/** "A’s request to X" / "A’s request, “X”," (a quotation is set off by commas). */
function requestOf(party: PartyMaterial, request: Request, last: boolean): string {
  const phrase = requestPhrase(request);
  return request.kind === 'quote' ? `${possessive(party.name)} request, ${phrase}${last ? '' : ','}` : `${possessive(party.name)} request ${phrase}`;
}

function concernOf(party: PartyMaterial): string | undefined {
  if (party.concerns.length === 0) return undefined;
  const [first, second] = party.concerns;
  const both = second && `${first} and ${second}`.split(' ').length <= 7 ? `${first} and ${second}` : first;
  return `${possessive(party.name)} concern about ${both}`;
}

/** "A is x and y, and B is z": a comma keeps two compound reasons apart. */
const andJoin = (left: string, right: string) => (/\band\b/.test(left) ? `${left}, and ${right}` : `${left} and ${right}`);

/** What the statement is about, when the parties share a topic: a concern whose last word the other also used. */
function sharedTopic(a: PartyMaterial, b: PartyMaterial, index: WordIndex): string | undefined {
  for (const [own, other] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const phrase of own.topics) {
      const roots = [...contentRootsOf(phrase, index)];
      const last = roots[roots.length - 1];
      if (last && other.roots.has(last) && !/’s\b/.test(phrase)) return withArticle(phrase);
    }
  }
  return undefined;
}

/** The words every statement frame uses, tagged once, so statements need no tagging of their own. */
const FRAME_WORDS = parse(
  'How we can meet both request and request. How we weigh the request against the request. How we make room for both. ' +
    'How we handle their concern about it alongside his concern, given that she is right and they are. How we meet the request ' +
    'while taking the concern into account. How we talk things through without it. How we respect what it means to him. ' +
    'How we find a plan that works. How we decide what comes first. How we raise problems with each other. How we decide about it. ' +
    'They have them, their own, theirs; it has, she does not, he was, they were, cannot.',
).flat();
const FRAME_INDEX: WordIndex = indexWords(FRAME_WORDS);

/** "round" -> "the round": a bare singular noun needs an article after "handle" or "about". */
function withArticle(phrase: string): string {
  const [first] = parse(phrase).flat();
  const bare = first && !has(first, 'Determiner') && !has(first, 'Possessive') && !has(first, 'Plural') && !has(first, 'Uncountable') && !has(first, 'ProperNoun');
  return bare && phrase.split(' ').length <= 3 && !/^\p{Lu}{2}/u.test(phrase) ? `the ${phrase}` : phrase;
}

const TOPIC_VERBS: Record<ConflictType, { topic: (topic: string) => string; general: string }> = {
  task: { topic: (topic) => `handle ${topic}`, general: 'find a plan that works' },
  values: { topic: (topic) => `decide about ${topic}`, general: 'decide what comes first' },
  personality: { topic: (topic) => `talk about ${topic}`, general: 'raise problems with each other' },
};

const REQUEST_FRAMES: Record<ConflictType, (first: string, second: string) => string> = {
  task: (first, second) => `How we can meet both ${first} and ${second}`,
  values: (first, second) => `How we weigh ${first} against ${second}`,
  personality: (first, second) => `How we make room for both ${first} and ${second}`,
};

function draftStatements(a: PartyMaterial, b: PartyMaterial, overall: ConflictType, index: WordIndex): Draft[] {
  const drafts: Draft[] = [];
  const add = (statement: string | undefined, conflictType = overall, paired = false) => {
    if (statement) drafts.push({ statement, conflictType, paired });
  };
  const topic = sharedTopic(a, b, index);
  const action = topic ? TOPIC_VERBS[overall].topic(topic) : TOPIC_VERBS[overall].general;

  // Both requests.
  if (a.request && b.request) add(REQUEST_FRAMES[overall](requestOf(a, a.request, false), requestOf(b, b.request, true)), overall, true);
  // Both reasons.
  if (a.reason && b.reason) add(`How we ${action}, given that ${andJoin(a.reason, b.reason)}`, overall, true);
  // Both concerns.
  const concernA = concernOf(a);
  const concernB = concernOf(b);
  if (concernA && concernB) add(`How we handle ${concernA} alongside ${concernB}`);
  // How each says the other behaves, as things both stop doing.
  if (overall === 'personality' && a.behaviours.length > 0 && b.behaviours.length > 0) {
    add(`How we talk things through without ${joinList(a.behaviours)} or ${joinList(b.behaviours)}`, 'personality', true);
  }
  // What each values.
  const valueA = a.values[0];
  const valueB = b.values.find((value) => value !== valueA);
  if (valueA && valueB) add(`How we respect what ${valueA} means to ${a.name} and what ${valueB} means to ${b.name}`, 'values', true);
  for (const [holder, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const value = holder.values[0];
    if (!value || (valueA && valueB)) continue;
    if (other.request) add(`How we respect what ${value} means to ${holder.name} while meeting ${requestOf(other, other.request, true)}`, 'values');
    else if (concernOf(other)) add(`How we respect what ${value} means to ${holder.name} while taking ${concernOf(other)} seriously`, 'values');
  }
  // One side's request against the other's reason or concern.
  for (const [asker, other] of [
    [a, b],
    [b, a],
  ] as const) {
    if (!asker.request) continue;
    if (other.reason) add(`How we meet ${requestOf(asker, asker.request, true)}, given that ${other.reason}`);
    const concern = concernOf(other);
    if (concern) add(`How we meet ${requestOf(asker, asker.request, false)} while taking ${concern} into account`);
  }
  // One side's reason against the other's concern.
  for (const [reasoner, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const concern = concernOf(other);
    if (reasoner.reason && concern) add(`How we handle ${concern}, given that ${reasoner.reason}`);
  }
  // Only one side has answered so far: their own material, framed as a shared question.
  for (const [writer, silent] of [
    [a, b],
    [b, a],
  ] as const) {
    if (silent.contentWords > 0 || writer.contentWords === 0) continue;
    if (writer.request) add(`How we respond to ${requestOf(writer, writer.request, true)}`);
    const concern = concernOf(writer);
    if (concern) add(`How we handle ${concern}`);
    if (writer.reason) add(`How we ${action}, given that ${writer.reason}`);
  }
  return drafts;
}

/** Answers not in English: both parties' own words, quoted and direction-isolated. */
function quotedDrafts(initiator: AnalyzedParty, collaborator: AnalyzedParty, a: string, b: string, overall: ConflictType): Draft[] {
  const quote = (party: AnalyzedParty, field: 'issue' | 'desiredOutcome' | 'whyOutcomeMatters') => {
    const text = party[field][0]?.text.split(/(?<=[.!?])\s+|\n/)[0]?.split(/\s+/).slice(0, 14).join(' ').replace(/[\s,;:.!?]+$/u, '');
    return text ? `“${isolateBidi(text)}”` : undefined;
  };
  const pairs: [string | undefined, string | undefined, (x: string, y: string) => string][] = [
    [quote(initiator, 'issue'), quote(collaborator, 'issue'), (x, y) => `How we handle what ${a} raises, ${x}, together with what ${b} raises, ${y}`],
    [quote(initiator, 'desiredOutcome'), quote(collaborator, 'desiredOutcome'), (x, y) => `How we reach both ${x} for ${a} and ${y} for ${b}`],
    [quote(initiator, 'whyOutcomeMatters'), quote(collaborator, 'whyOutcomeMatters'), (x, y) => `How we protect what matters to ${a}, ${x}, and to ${b}, ${y}`],
  ];
  const drafts: Draft[] = [];
  for (const [x, y, frame] of pairs) {
    if (x && y) drafts.push({ statement: frame(x, y), conflictType: overall });
    else if (x || y) drafts.push({ statement: `How we handle what ${x ? a : b} raises, ${x ?? y}`, conflictType: overall });
  }
  return drafts;
}

function summarize(a: PartyMaterial, b: PartyMaterial): string {
  const describe = (party: PartyMaterial) => {
    const concern = party.concerns.slice(0, 2);
    const request = party.request ? ` and asks ${requestPhrase(party.request).replace(/^“/, 'for “')}` : '';
    if (concern.length === 0 && !party.request) return `${party.name} has not said much about the issue yet.`;
    return concern.length > 0 ? `${party.name} is concerned about ${joinList(concern)}${request}.` : `${party.name} asks ${requestPhrase(party.request!).replace(/^“/, 'for “')}.`;
  };
  return `${describe(a)} ${describe(b)}`.slice(0, LIMITS.longText);
}

function explain(classification: Classification): string {
  const { conflictType, scores, categories, blameCount } = classification;
  const evidence = categories
    .filter((category) => category.type === conflictType)
    .slice(0, 3)
    .map((category) => `${category.label} (${category.examples.join(', ')})`);
  const counts = `scores: personality ${scores.personality}, values ${scores.values}, task ${scores.task}`;
  if (evidence.length === 0 && blameCount === 0) {
    return `No clear signal in the answers, so the conflict is treated as a ${conflictType} question, the most concrete framing (${counts}).`;
  }
  const blame = blameCount > 0 && conflictType === 'personality' ? `${evidence.length ? '; ' : ''}blaming phrases such as “you always”` : '';
  return `Classified as ${conflictType}: the answers centre on ${joinList(evidence)}${blame} (${counts}).`.slice(0, LIMITS.longText);
}

export function builtinProposeIssues(input: BothSidesAnswers): ProposeIssuesOutput {
  const initiator = analyzeParty(input.initiator);
  const collaborator = analyzeParty(input.collaborator);
  const nameA = initiator.firstName || 'the initiator';
  const nameB = collaborator.firstName || 'the collaborator';
  // Same first names would make "Sam’s request ... and Sam’s request ..." ambiguous.
  const [labelA, labelB] = nameA.toLowerCase() === nameB.toLowerCase() ? [`${nameA} (initiator)`, `${nameB} (collaborator)`] : [nameA, nameB];
  const texts = [...allTexts(initiator), ...allTexts(collaborator)];
  const overall = classify(texts);
  const a = materialOf(initiator, labelA, labelB);
  const b = materialOf(collaborator, labelB, labelA);
  const english = texts.every((text) => text.english);
  const index = indexWords(termsOf(texts), new Map(FRAME_INDEX));
  const drafts = english ? draftStatements(a, b, overall.conflictType, index) : quotedDrafts(initiator, collaborator, labelA, labelB, overall.conflictType);

  const termsA = keyTerms(initiator, [nameA, nameB]);
  const termsB = keyTerms(collaborator, [nameA, nameB]);
  const scored = drafts
    .map((draft) => ({ ...draft, statement: draft.statement.replace(/\s+/g, ' ').replace(/\s+([,.])/g, '$1').trim() }))
    .filter((draft) => draft.statement.length <= LIMITS.statement && draft.statement.split(' ').length <= MAX_WORDS)
    .map((draft) => ({ ...draft, score: roundScore(coverageScore(draft.statement, termsA, termsB, index)) }))
    // A low score means the statement hardly uses one side's key words: it is not both-sided.
    .filter((draft) => draft.score >= MIN_SCORE || (draft.score > 0 && (a.contentWords === 0 || b.contentWords === 0)))
    // Paired statements first (each looks at the conflict from one angle, both sides at once), then the rest by score.
    .sort((x, y) => Number(y.paired) - Number(x.paired) || y.score - x.score);

  const limit = a.contentWords + b.contentWords < THIN_CONTENT_WORDS ? THIN_MAX_CANDIDATES : MAX_CANDIDATES;
  const chosen: (IssueCandidate & { roots: Set<string> })[] = [];
  const names = new Set([labelA, labelB, nameA, nameB].map((name) => name.toLowerCase()));
  for (const draft of scored) {
    if (chosen.length >= limit) break;
    const roots = contentRootsOf(draft.statement, index, names);
    const repeats = chosen.some((other) => statementKey(other.statement) === statementKey(draft.statement) || overlap(other.roots, roots) >= SAME_THING_OVERLAP);
    if (!repeats) chosen.push({ statement: draft.statement, conflictType: draft.conflictType, score: draft.score, roots });
  }
  chosen.sort((x, y) => y.score - x.score);
  return {
    candidates: chosen.map(({ statement, conflictType, score }) => ({ statement, conflictType, score })),
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
