/**
 * What the later tasks (solutions, strategies, plan) know about each party, read once per call:
 * - `portrait`: what they ask for and what matters to them, in plain words, and their own words
 *   ready to quote with their name (reading.ts; nothing of an answer is pasted unquoted);
 * - their interests (interests.ts), the problem and the topic both are talking about, whether the
 *   situation repeats and in which unit, and its setting (who could help from outside).
 */
import type { ConflictType, PartyAnswers } from '../../types';
import { capitalise } from './english';
import { allTexts, analyzeParty, analyzeText, indexWords, termsOf, type AnalyzedParty, type WordIndex } from './analysis';
import { classify, type Classification } from './classify';
import { fallbackInterest, interestsOf, type FoundInterest } from './interests';
import { has, join, nounPhrases as nounPhrasesOf, type Term } from './nlp';
import { nameOf } from './quotes';
import { settingOf } from './setting';
import { isHolidayName, portraitOf, problemOf, readAnswers, topicOf as readingTopicOf, type Portrait, type Reading } from './reading';

export interface Side {
  role: 'initiator' | 'collaborator';
  name: string;
  analyzed: AnalyzedParty;
  portrait: Portrait;
  /** True when the side asked for something the engine can name in plain words. */
  asked: boolean;
  interests: FoundInterest[];
  /** Characters written over all answers. */
  length: number;
}

export interface Sides {
  a: Side;
  b: Side;
  conflictType: ConflictType;
  classification: Classification;
  reading: Reading;
  /** The shared question, "how we arrange Mom’s care"; undefined when no concept names it. */
  problem?: string;
  /** What the two are talking about: "Mom’s care", "the kitchen cleanup", "the house"; "this issue" when nothing is clear. */
  topic: string;
  /** The agreed issue as a clause after "settles": "how we share the kitchen cleanup"; '' when there is none in that form. */
  agreedClause: string;
  /** Words about repeated situations ("every night", "weekends"): turns and trials fit. */
  recurring: boolean;
  /** The situation repeats and a request talks in times or shares ("on weekdays", "a month each"): taking turns fits. */
  turnTaking: boolean;
  /** The time unit the parties talk in: a turn or a check is counted in it. */
  unit: TimeUnit;
  /** Where the conflict lives: who could help from outside. */
  setting: Setting;
  index: WordIndex;
}

export type TimeUnit = 'evening' | 'day' | 'week' | 'weekend' | 'month' | 'year';
/**
 * Where a conflict lives (setting.ts): a couple, a family, a workplace, neighbours, people sharing
 * a rented home, friends; 'general' when neither the relationship nor the answers say.
 */
export type Setting = 'work' | 'family' | 'neighbours' | 'partners' | 'housemates' | 'friends' | 'general';

function sideOf(role: Side['role'], analyzed: AnalyzedParty, name: string, otherName: string, portrait: Portrait, length: number): Side {
  const found = interestsOf(analyzed, name, otherName);
  const interests: FoundInterest[] = found.length ? found : [{ ...fallbackInterest(analyzed, name), score: 0 }];
  return { role, name, analyzed, portrait, asked: portrait.wants.length > 0, interests, length };
}

/** Heads that name no topic of their own: people, feelings about them, placeholders, places only pointed at ("here", "there"). */
const WEAK_HEADS = new Set(
  `here there request concern need wish issue problem thing way time part lot rest side point fight argument stuff bit one everyone anyone someone
  people person family kid child eye welcome expectation attitude comment feeling moment day week month year night evening morning weekday weekend
  everything anything something nothing reason back mom mum dad mother father son daughter sister brother parent wife husband team`.split(/\s+/),
);

/** "dads car", "mums flat", "nans house": a family name's possessive typed without its apostrophe. */
const FAMILY_POSSESSIVE_TYPED = /^(dad|mum|mom|nan|gran|grandma|grandad|grandpa|nonno|nonna|papa|mama)s(?=\s)/i;

const POSSESSIVE_PRONOUNS = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their', 'mine', 'yours', 'ours', 'theirs']);

/** "their phone" (Leo's words) -> "Leo’s phone": a topic leaves the clause that named its owner. */
const ownTopic = (topic: string, owner: string) => topic.replace(/^(?:their|them)\b/, `${owner}’s`);

/**
 * What the two are talking about: the noun phrase whose head both name most (their issue
 * answers and requests, and the agreed issue), with "the" or a third person's possessive
 * ("Dad's house"). Nothing clear enough gives "this issue".
 */
function nounTopicOf(agreedIssue: string, a: Side, b: Side): string {
  const names = new Set([a.name, b.name].map((name) => name.toLowerCase()));
  const count = (side: Side) => {
    const counts = new Map<string, number>();
    // Only nouns count: "calls me useless" (a verb) does not name the same thing as "keeps up with the calls".
    for (const term of termsOf(allTexts(side.analyzed))) if (has(term, 'Noun')) counts.set(term.root, (counts.get(term.root) ?? 0) + 1);
    return counts;
  };
  const countsA = count(a);
  const countsB = count(b);
  const agreed = agreedIssue ? analyzeText(agreedIssue, 400, true) : undefined;
  const agreedRoots = new Set(agreed?.sentences.flat().map((term) => term.root) ?? []);
  const best = new Map<string, { phrase: Term[]; owner?: string; score: number }>();
  const written = [agreedIssue, ...[a, b].flatMap((side) => allTexts(side.analyzed).map((text) => text.text))];
  const writtenLowerCase = new Set(written.flatMap((text) => text.match(/(?<![\p{L}])\p{Ll}[\p{L}'’-]*/gu) ?? []));
  const consider = (terms: Term[], owner: string | undefined) => {
    // "a $2M seed round" -> "seed round"; "Sam’s meeting" -> "meeting"; "Dad's house" keeps its owner.
    // "lent Sam my Fuji camera" is one chunk: its last three words, then without "my".
    let phrase = terms.length > 3 ? terms.slice(-3) : terms;
    const ownerless = (term: Term) => has(term, 'Pronoun') || POSSESSIVE_PRONOUNS.has(term.lower) || names.has(term.lower.replace(/[’']s$/, ''));
    while (phrase.length > 1 && (has(phrase[0], 'Determiner') || has(phrase[0], 'Value') || has(phrase[0], 'Gerund') || (has(phrase[0], 'Possessive') && ownerless(phrase[0])) || POSSESSIVE_PRONOUNS.has(phrase[0].lower))) {
      phrase = phrase.slice(1);
    }
    const head = phrase[phrase.length - 1];
    if (!head || !has(head, 'Noun') || has(head, 'Pronoun') || POSSESSIVE_PRONOUNS.has(head.lower) || has(head, 'Person') || has(head, 'Actor') || has(head, 'Date') || has(head, 'Value')) return;
    if (phrase.some((term) => (has(term, 'Pronoun') && !has(term, 'Possessive')) || has(term, 'Determiner') || has(term, 'Gerund') || /^(?:every|some|any|no)(?:one|body)$/.test(term.lower) || /^(?:whole|new|old|big|little|last|only|same|own|extra|instant|basic|single|every)$/.test(term.lower))) return;
    if (WEAK_HEADS.has(head.root) || names.has(head.lower) || head.root.length < 3 || !/^[\p{L}-]+$/u.test(head.root)) return;
    // One capitalised word is a topic as a place or a holiday ("Lisbon", "Christmas"); otherwise it
    // is a person ("Jay") or a faith ("Catholic"): who the two talk about, not what.
    if (phrase.length === 1 && /^\p{Lu}/u.test(head.text) && !writtenLowerCase.has(head.lower) && !has(head, 'Place') && !has(head, 'Organization') && !isHolidayName(head.lower)) return;
    const inA = countsA.get(head.root) ?? 0;
    const inB = countsB.get(head.root) ?? 0;
    const score = inA + inB + (agreedRoots.has(head.root) ? 0.5 : 0) + (inA > 0 && inB > 0 ? 1 : 0);
    const known = best.get(head.root);
    if (!known || phrase.length < known.phrase.length) best.set(head.root, { phrase, owner, score });
  };
  for (const side of [a, b]) {
    for (const phrase of side.analyzed.issue.flatMap((text) => text.nouns)) consider(phrase, side.name);
    for (const phrase of side.analyzed.desiredOutcome.flatMap((text) => text.sentences.flatMap(nounPhrasesOf))) consider(phrase, side.name);
  }
  for (const phrase of agreed?.nouns ?? []) consider(phrase, undefined);
  const chosen = [...best.values()].sort((x, y) => y.score - x.score)[0];
  if (!chosen || chosen.score < 2.5) return 'this issue';
  // "dads car" as typed is "Dad’s car": a family name's possessive keeps its apostrophe and capital.
  const text = join(chosen.phrase).replace(FAMILY_POSSESSIVE_TYPED, (_, who: string) => `${capitalise(who.toLowerCase())}’s`);
  const owned = chosen.owner ? ownTopic(text, chosen.owner) : text;
  const first = chosen.phrase[0];
  const head = chosen.phrase[chosen.phrase.length - 1];
  // A name or a holiday someone wrote with a capital ("Christmas") keeps it, and takes no article.
  const writtenWithCapital = new RegExp(`(?<=\\S\\s+)${capitalise(head.lower)}\\b`, 'u');
  const capitalised = chosen.phrase.length === 1 && written.some((text) => writtenWithCapital.test(text));
  // One word capitalised only where a sentence or a quote starts ("“Climbing is ...”") is no name
  // when someone also wrote it in lower case; a phrase ("Reading Festival", "May Fair") still is.
  const writtenLower = new RegExp(`\\b${first.lower.replace(/[^\p{L}\p{N}]/gu, '')}\\b`, 'u');
  const proper = has(first, 'ProperNoun') && !(chosen.phrase.length === 1 && written.some((text) => writtenLower.test(text)));
  // A name before a common noun ("Fuji camera") takes "the", as the noun alone would; a name ("May Fair") does not.
  if (capitalised || proper) return capitalised ? capitalise(head.lower) : /^\p{Ll}/u.test(head.text) && !/’s\b/.test(owned) ? `the ${owned}` : owned;
  const lowered = /^\p{Lu}{2}/u.test(owned) ? owned : owned[0].toLowerCase() + owned.slice(1);
  // A singular topic takes "the" ("the house"); a plural ("bills") or an owner's ("Dad's house") stands alone.
  return has(first, 'Possessive') || /’s\b/.test(owned) || (has(head, 'Plural') && !has(head, 'Uncountable')) ? lowered : `the ${lowered}`;
}

const RECURRING_ROOTS = new Set(['every', 'each', 'always', 'never', 'daily', 'weekly', 'nightly', 'often', 'usually', 'constantly', 'again', 'anymore', 'whenever', 'rota', 'schedule', 'routine', 'alternate', 'turn']);
const UNIT_ROOTS: [RegExp, TimeUnit][] = [
  [/^(?:year|christmas|holiday|annual|birthday)/, 'year'],
  [/^month/, 'month'],
  [/^weekend/, 'weekend'],
  [/^(?:night|evening|dinner|bedtime|weeknight|\d+pm)/, 'evening'],
  [/^(?:week|weekday|monday|tuesday|wednesday|thursday|friday|tue|thu)/, 'week'],
  [/^(?:day|morning|daily)/, 'day'],
];

/**
 * Whether the situation repeats ("every night", "weekends", "each month") and the unit it
 * repeats in. A span ("41 years", "in 2 weeks") or a one-off date ("last year") is not a unit;
 * a unit someone asks for ("quiet hours on weekdays", "alternate years") counts double.
 */
function timeOf(sides: readonly Side[]): { recurring: boolean; unit: TimeUnit; turnTaking: boolean } {
  let recurring = false;
  let turnTaking = false;
  const units = new Map<TimeUnit, number>();
  for (const side of sides) {
    for (const field of ['issue', 'desiredOutcome', 'whyOutcomeMatters'] as const) {
      for (const text of side.analyzed[field]) {
        for (const sentence of text.sentences) {
          sentence.forEach((term, index) => {
            const previous = sentence[index - 1];
            // "41 years", "a couple of months", "the next month": a length of time, not a repeating unit.
            const span = (has(previous, 'Value') && !['one', 'a', '1'].includes(previous!.lower)) || SPAN_WORDS.has(previous?.lower ?? '');
            const repeated = ['every', 'each', 'per', 'a', 'an', 'one', 'on', 'by'].includes(previous?.lower ?? '') || (has(term, 'Plural') && !span);
            if (RECURRING_ROOTS.has(term.root) || (!span && has(term, 'Plural') && (has(term, 'Date') || has(term, 'Duration')))) recurring = true;
            if (field === 'desiredOutcome' && TURN_ROOTS.has(term.root)) turnTaking = true;
            if (span || (!repeated && field !== 'desiredOutcome')) return;
            for (const [pattern, unit] of UNIT_ROOTS) {
              if (pattern.test(term.root) || pattern.test(term.lower)) {
                units.set(unit, (units.get(unit) ?? 0) + (field === 'desiredOutcome' ? 2 : 1));
                // "weekdays", "a month each", "1 office day a week" ask for a rotation; "by March" is a deadline.
                if (field === 'desiredOutcome' && repeated) turnTaking = true;
                break;
              }
            }
          });
        }
      }
    }
  }
  const unit = [...units.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? 'week';
  return { recurring, unit, turnTaking: turnTaking && recurring };
}

const SPAN_WORDS = new Set(['couple', 'few', 'several', 'many', 'next', 'last', 'coming', 'of', 'past']);

/** Words in a request that make turns a natural option: it already talks in shares of time. */
const TURN_ROOTS = new Set(['turn', 'alternate', 'rota', 'schedule', 'hours']);

/** "How we share the kitchen" -> "how we share the kitchen"; '' for an agreed issue in another form. */
const agreedClauseOf = (agreedIssue: string) =>
  /^how we\b/i.test(agreedIssue) && agreedIssue.split(/\s+/).length <= AGREED_CLAUSE_WORDS ? `how we${agreedIssue.slice(6).replace(/[.!?]+$/, '')}` : '';

/** An agreed issue longer than this is referred to, not repeated, inside a step. */
const AGREED_CLAUSE_WORDS = 30;

export function readSides(initiator: PartyAnswers, collaborator: PartyAnswers, agreedIssue: string, conflictType: ConflictType | null): Sides {
  const analyzedA = analyzeParty(initiator);
  const analyzedB = analyzeParty(collaborator);
  const nameA = nameOf(initiator.firstName, 'the initiator');
  const nameB = nameOf(collaborator.firstName, 'the collaborator');
  const [labelA, labelB] = nameA.toLowerCase() === nameB.toLowerCase() ? [`${nameA} (initiator)`, `${nameB} (collaborator)`] : [nameA, nameB];
  const reading = readAnswers(initiator, collaborator, labelA, labelB);
  const texts = [...allTexts(analyzedA), ...allTexts(analyzedB)];
  const classification = classify(texts, [analyzedA.desiredOutcome, analyzedB.desiredOutcome], [...analyzedA.whyOutcomeMatters, ...analyzedB.whyOutcomeMatters]);
  const a = sideOf('initiator', analyzedA, labelA, labelB, portraitOf(reading.a, reading.slots), reading.a.length);
  const b = sideOf('collaborator', analyzedB, labelB, labelA, portraitOf(reading.b, reading.slots), reading.b.length);
  const index = indexWords(termsOf(texts));
  const { recurring, unit, turnTaking } = timeOf([a, b]);
  return {
    a,
    b,
    conflictType: conflictType ?? classification.conflictType,
    classification,
    reading,
    problem: problemOf(reading),
    topic: readingTopicOf(reading) ?? nounTopicOf(agreedIssue, a, b),
    agreedClause: agreedClauseOf(agreedIssue),
    recurring,
    turnTaking,
    unit,
    setting: settingOf(
      texts.map((text) => text.text),
      [initiator.relationship, collaborator.relationship],
    ),
    index,
  };
}
