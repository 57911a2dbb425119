/**
 * What the later tasks (solutions, strategies, plan) say about each party, in grammatical
 * forms built from their own words (material.ts) and read once per call:
 * - `ask`: "Mia asks to split kitchen cleanup", "Ana asks for quiet hours 9 to 5 on weekdays";
 * - `wants`: the request as a noun phrase ("splitting kitchen cleanup", "a payment plan",
 *   or the party's words in quotation marks);
 * - `why`: their reason as a clause that names them ("Tom works 10 hour shifts on their feet"),
 *   or, when it cannot stand alone ("we are retired", "she is my mum"), their own words quoted;
 * - `concern`, their interests, and the topic both are talking about.
 */
import type { ConflictType, PartyAnswers } from '../../types';
import { capitalise } from './english';
import { allTexts, analyzeParty, analyzeText, indexWords, termsOf, type AnalyzedParty, type WordIndex } from './analysis';
import { classify, type Classification } from './classify';
import { fallbackInterest, interestsOf, quoteAround, type FoundInterest } from './interests';
import { isNonAnswer, materialOf, type PartyMaterial } from './material';
import { gerund, has, isVerb, join, nounPhrases as nounPhrasesOf, parseAsInfinitive, type Term } from './nlp';

export interface Side {
  role: 'initiator' | 'collaborator';
  name: string;
  analyzed: AnalyzedParty;
  material: PartyMaterial;
  /** A clause without a final full stop: "Mia asks to split kitchen cleanup". */
  ask: string;
  /** True when `ask` is the party's request (not a stand-in built from a concern). */
  asked: boolean;
  /** The request as a noun phrase. */
  wants: string;
  why?: { clause?: string; quote?: string };
  concern?: string;
  interests: FoundInterest[];
  /** Content words over all answers. */
  contentWords: number;
}

export interface Sides {
  a: Side;
  b: Side;
  conflictType: ConflictType;
  classification: Classification;
  /** What the two are talking about: "the kitchen", "Dad's house", "the seed round"; "this issue" when nothing is clear. */
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
export type Setting = 'work' | 'family' | 'neighbours' | 'partners' | 'general';

const WE = /\b(?:we|us|our|ours|we’re|we're)\b/i;
const STARTS_WITH_PRONOUN = /^(?:he|she|they|him|her|them|this|that|those|these)\b/i;
/** A clause cut short ("... how many Christmases she"): it cannot stand as the party's reason. */
const ENDS_UNFINISHED = /\b(?:i|he|she|they|we|you|it|the|a|an|to|of|and|or|but|because|with|for|their|his|her|my)$/i;

function whyOf(material: PartyMaterial, analyzed: AnalyzedParty, name: string): Side['why'] {
  const reason = material.reason;
  const first = analyzed.whyOutcomeMatters.find((text) => !isNonAnswer(text.text));
  const quote = first ? quoteAround(first.text, '') : undefined;
  const usable = (clause: string | undefined): clause is string =>
    Boolean(clause) && !WE.test(clause!) && !STARTS_WITH_PRONOUN.test(clause!) && !ENDS_UNFINISHED.test(clause!) && !isNonAnswer(clause!);
  const namesSpeaker = reason !== undefined && new RegExp(`(?:^|\\s)${escape(name)}(?:’s)?\\b`).test(reason);
  // A clause that names the party reads on its own; a one-word answer is better as their reason quoted.
  if (usable(reason) && namesSpeaker && !/\bcares about\b|\bsays it is\b/.test(reason)) return { clause: reason, quote };
  if (quote && quote.split(/\s+/).length >= 2) return { quote };
  if (usable(reason)) return { clause: reason, quote };
  return quote ? { quote } : undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "split kitchen cleanup" -> "splitting kitchen cleanup"; "not have to ask" -> "not having to
 * ask"; "sell it and split the money" -> "selling it and splitting the money": the first verb
 * and every verb joined to it by "and", "or" or "then".
 */
function gerundOf(action: string): string {
  const terms = parseAsInfinitive(action);
  const at = has(terms[0], 'Negative') ? 1 : 0;
  const verb = terms[at];
  if (!verb || !isVerb(verb)) return action;
  const words = terms.map((term) => term.text);
  words[at] = gerund(verb);
  terms.forEach((term, index) => {
    const previous = terms[index - 1];
    const next = terms[index + 1];
    const joined = previous && (['and', 'or', 'then'].includes(previous.lower) || /,/.test(previous.post)) && index > at + 1;
    // compromise may tag a second verb as a noun ("and talk to me"): a bare singular before a preposition or object is a verb here.
    const verbLike = isVerb(term) || (has(term, 'Singular') && !has(term, 'Determiner') && (has(next, 'Preposition') || has(next, 'Determiner') || has(next, 'Pronoun')));
    if (joined && verbLike && !has(term, 'Gerund') && !has(term, 'PastTense') && !has(term, 'Modal') && /^[a-z]+$/.test(term.lower)) words[index] = gerund(term);
  });
  return join(terms, words);
}

function wantsOf(material: PartyMaterial): string | undefined {
  const request = material.request;
  if (!request) return undefined;
  switch (request.kind) {
    case 'action':
      return gerundOf(request.text);
    case 'thing':
      return request.text;
    case 'clause':
    case 'quote':
      return `“${request.text}”`;
  }
}

function askOf(material: PartyMaterial): { ask: string; asked: boolean } {
  const { name, request } = material;
  if (request) {
    switch (request.kind) {
      case 'action':
        return { ask: `${name} asks to ${request.text}`, asked: true };
      case 'thing':
        return { ask: `${name} asks for ${request.text}`, asked: true };
      case 'clause':
        return { ask: `${name} asks that ${request.text}`, asked: true };
      case 'quote':
        return { ask: `${name} asks for “${request.text}”`, asked: true };
    }
  }
  const concern = material.concerns[0];
  if (concern) return { ask: `${name} is concerned about ${concern}`, asked: false };
  return { ask: `${name} has not yet said what they would like`, asked: false };
}

function sideOf(role: Side['role'], analyzed: AnalyzedParty, name: string, otherName: string): Side {
  const material = materialOf(analyzed, name, otherName);
  const found = interestsOf(analyzed, name, otherName);
  const interests: FoundInterest[] = found.length ? found : [{ ...fallbackInterest(analyzed, name), score: 0 }];
  const { ask, asked } = askOf(material);
  return {
    role,
    name,
    analyzed,
    material,
    ask,
    asked,
    wants: wantsOf(material) ?? (material.concerns[0] ? `an answer to ${name}’s concern about ${material.concerns[0]}` : `what ${name} needs`),
    why: whyOf(material, analyzed, name),
    // Their first concern (what they go through, else what they say the other did), if it fits in a sentence.
    concern: material.concerns.find((concern) => concern.split(/\s+/).length <= CONCERN_WORDS),
    interests,
    contentWords: material.contentWords,
  };
}

/** Heads that name no topic of their own: people, feelings about them, placeholders. */
const WEAK_HEADS = new Set(
  `request concern need wish issue problem thing way time part lot rest side point fight argument stuff bit one everyone anyone someone
  people person family kid child eye welcome expectation attitude comment feeling moment day week month year night evening morning
  everything anything something nothing reason back mom mum dad mother father son daughter sister brother parent wife husband team`.split(/\s+/),
);

const POSSESSIVE_PRONOUNS = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their', 'mine', 'yours', 'ours', 'theirs']);

/** "their phone" (Leo's words) -> "Leo’s phone": a topic leaves the clause that named its owner. */
const ownTopic = (topic: string, owner: string) => topic.replace(/^(?:their|them)\b/, `${owner}’s`);

/**
 * What the two are talking about: the noun phrase whose head both name most (their issue
 * answers and requests, and the agreed issue), with "the" or a third person's possessive
 * ("Dad's house"). Nothing clear enough gives "this issue".
 */
function topicOf(agreedIssue: string, a: Side, b: Side): string {
  const names = new Set([a.name, b.name].map((name) => name.toLowerCase()));
  const count = (side: Side) => {
    const counts = new Map<string, number>();
    for (const term of termsOf(allTexts(side.analyzed))) counts.set(term.root, (counts.get(term.root) ?? 0) + 1);
    return counts;
  };
  const countsA = count(a);
  const countsB = count(b);
  const agreed = agreedIssue ? analyzeText(agreedIssue, 400, true) : undefined;
  const agreedRoots = new Set(agreed?.sentences.flat().map((term) => term.root) ?? []);
  const best = new Map<string, { phrase: Term[]; owner?: string; score: number }>();
  const consider = (terms: Term[], owner: string | undefined) => {
    // "a $2M seed round" -> "seed round"; "Sam’s meeting" -> "meeting"; "Dad's house" keeps its owner.
    let phrase = terms;
    const ownerless = (term: Term) => has(term, 'Pronoun') || POSSESSIVE_PRONOUNS.has(term.lower) || names.has(term.lower.replace(/[’']s$/, ''));
    while (phrase.length > 1 && (has(phrase[0], 'Determiner') || has(phrase[0], 'Value') || has(phrase[0], 'Gerund') || (has(phrase[0], 'Possessive') && ownerless(phrase[0])) || POSSESSIVE_PRONOUNS.has(phrase[0].lower))) {
      phrase = phrase.slice(1);
    }
    if (phrase.length > 3) phrase = phrase.slice(-3);
    const head = phrase[phrase.length - 1];
    if (!head || !has(head, 'Noun') || has(head, 'Pronoun') || POSSESSIVE_PRONOUNS.has(head.lower) || has(head, 'Person') || has(head, 'Actor') || has(head, 'Date') || has(head, 'Value')) return;
    if (phrase.some((term) => (has(term, 'Pronoun') && !has(term, 'Possessive')) || has(term, 'Determiner') || has(term, 'Gerund') || /^(?:every|some|any|no)(?:one|body)$/.test(term.lower) || /^(?:whole|new|old|big|little|last|only|same|own|extra|instant|basic|single|every)$/.test(term.lower))) return;
    if (WEAK_HEADS.has(head.root) || names.has(head.lower) || head.root.length < 3 || !/^[\p{L}-]+$/u.test(head.root)) return;
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
  const text = join(chosen.phrase);
  const owned = chosen.owner ? ownTopic(text, chosen.owner) : text;
  const first = chosen.phrase[0];
  const head = chosen.phrase[chosen.phrase.length - 1];
  // A name or a holiday someone wrote with a capital ("Christmas") keeps it, and takes no article.
  const writtenWithCapital = new RegExp(`(?<=\\S\\s+)${capitalise(head.lower)}\\b`, 'u');
  const capitalised = chosen.phrase.length === 1 && [agreedIssue, ...[a, b].flatMap((side) => allTexts(side.analyzed).map((t) => t.text))].some((text) => writtenWithCapital.test(text));
  if (capitalised || has(first, 'ProperNoun')) return capitalised ? capitalise(head.lower) : owned;
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

/** Words that place a conflict: who could help from outside depends on where it lives. */
const SETTING_WORDS: Record<Exclude<Setting, 'general'>, Set<string>> = {
  work: new Set(
    `client customer team manager boss colleague meeting standup review code launch release report office investor cofounder co-founder
    company hr promotion project department contract deadline spec handover rota on-call all-hands job intern feedback demo equity`.split(/\s+/),
  ),
  family: new Set(`mum mom dad mother father son daughter grandmother grandma grandchild sister brother family kid child parent uncle aunt cousin wedding memorial`.split(/\s+/)),
  neighbours: new Set(`neighbour neighbor street driveway fence tree wall garden yard upstairs ceiling apartment flat property airbnb parking noise`.split(/\s+/)),
  partners: new Set(`relationship partner marriage boyfriend girlfriend husband wife date`.split(/\s+/)),
};

function settingOf(a: Side, b: Side): Setting {
  const scores = new Map<Setting, number>();
  for (const side of [a, b]) {
    for (const term of termsOf(allTexts(side.analyzed))) {
      for (const [setting, words] of Object.entries(SETTING_WORDS) as [Setting, Set<string>][]) {
        if (words.has(term.root)) scores.set(setting, (scores.get(setting) ?? 0) + 1);
      }
    }
  }
  const [best, second] = [...scores.entries()].sort((x, y) => y[1] - x[1]);
  return best && (!second || best[1] > second[1]) ? best[0] : 'general';
}

/** "How we share the kitchen" -> "how we share the kitchen"; '' for an agreed issue in another form. */
const agreedClauseOf = (agreedIssue: string) =>
  /^how we\b/i.test(agreedIssue) && agreedIssue.split(/\s+/).length <= AGREED_CLAUSE_WORDS ? `how we${agreedIssue.slice(6).replace(/[.!?]+$/, '')}` : '';

/** An agreed issue longer than this is referred to, not repeated, inside a step. */
const AGREED_CLAUSE_WORDS = 30;

/** A concern longer than this does not fit inside another sentence. */
const CONCERN_WORDS = 12;

export function readSides(initiator: PartyAnswers, collaborator: PartyAnswers, agreedIssue: string, conflictType: ConflictType | null): Sides {
  const analyzedA = analyzeParty(initiator);
  const analyzedB = analyzeParty(collaborator);
  const nameA = analyzedA.firstName || 'the initiator';
  const nameB = analyzedB.firstName || 'the collaborator';
  const [labelA, labelB] = nameA.toLowerCase() === nameB.toLowerCase() ? [`${nameA} (initiator)`, `${nameB} (collaborator)`] : [nameA, nameB];
  const texts = [...allTexts(analyzedA), ...allTexts(analyzedB)];
  const classification = classify(texts);
  const a = sideOf('initiator', analyzedA, labelA, labelB);
  const b = sideOf('collaborator', analyzedB, labelB, labelA);
  const index = indexWords(termsOf(texts));
  const { recurring, unit, turnTaking } = timeOf([a, b]);
  return {
    a,
    b,
    conflictType: conflictType ?? classification.conflictType,
    classification,
    topic: topicOf(agreedIssue, a, b),
    agreedClause: agreedClauseOf(agreedIssue),
    recurring,
    turnTaking,
    unit,
    setting: settingOf(a, b),
    index,
  };
}

