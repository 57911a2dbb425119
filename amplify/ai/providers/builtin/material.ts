/**
 * What each party brings to a statement, in their own words and re-voiced for both to read:
 * - their request (the desired outcome) as an infinitive ("to split the housework evenly"),
 *   a thing ("for a calmer evening routine"), a clause ("that Zoe does her part by Friday")
 *   or, when it fits none of those, a quotation;
 * - their reason (why it matters) as a clause ("Sam needs time to decompress");
 * - their concerns: the noun phrases of their issue ("client calls", "the seed round");
 * - the other party's behaviours they name ("rolling their eyes", "getting defensive");
 * - the values they name ("trust", "independence").
 * Forms come from compromise's tags; a part that cannot be put in a grammatical form is
 * left out rather than forced into a template.
 */
import type { AnalyzedParty, AnalyzedText } from './analysis';
import { isContentTerm, termsOf } from './analysis';
import { valueWords } from './classify';
import { gerund, has, infinitive, isVerb, join, parseAsInfinitive, type Sentence, type Term } from './nlp';
import { revoice, type Voices } from './revoice';

export type RequestKind = 'action' | 'thing' | 'clause' | 'quote';

export interface Request {
  kind: RequestKind;
  /** Re-voiced for a statement that has already named the party. */
  text: string;
}

export interface PartyMaterial {
  name: string;
  request?: Request;
  /** A clause that names the party: "Tom works 10 hour shifts on their feet". */
  reason?: string;
  /** What the party is concerned about: what they go through, what the other did, then topics. */
  concerns: string[];
  /** Noun phrases only: what a statement can be "about". */
  topics: string[];
  behaviours: string[];
  values: string[];
  /** Content words over all answers: how much the party actually wrote. */
  contentWords: number;
  /** Content-word roots over all answers. */
  roots: Set<string>;
}

/** Replies that say nothing about the conflict. */
const NON_ANSWERS = new Set(
  ['idk', 'dunno', 'i dont know', "i don't know", 'no idea', 'not sure', 'whatever', 'fine', 'ok', 'okay', 'nothing', 'none', 'n/a', 'na', 'idc', 'same', 'same as above', 'nope', 'yes', 'no'],
);

export function isNonAnswer(text: string): boolean {
  const plain = text.toLowerCase().replace(/[^\p{L}\p{N}/' ]+/gu, ' ').replace(/\s+/g, ' ').trim();
  return plain === '' || NON_ANSWERS.has(plain);
}

const MAX_WORDS = 14;

const words = (phrases: string) => phrases.split('|').map((phrase) => phrase.split(' '));
/** Openers that carry nothing: "honestly", "I think", "and". */
const FILLER = words('and|but|so|just|honestly|basically|really|well|ideally|maybe|idk|tbh|i guess|i think|i feel like|like');
/** "I want", "I would like": what follows is the request itself. */
const WISH = words(
  'i want|i really want|i just want|i need|i really need|i would like|i would love|i wish|i hope|we want|we need|we would like|what i want is|all i want is',
);
const BECAUSE = words('because|bc|cause|coz|cuz|since|as|it matters because|it matters to me because|it is important because|it is important to me because|this matters because');

/** Drops any of `openers` (and filler) from the start of a clause, repeatedly. */
function dropOpeners(terms: readonly Term[], openers: string[][]): { rest: Term[]; dropped: boolean } {
  let rest = [...terms];
  let dropped = false;
  for (let changed = true; changed && rest.length > 0; ) {
    changed = false;
    for (const opener of [...openers, ...FILLER]) {
      if (opener.length < rest.length && opener.every((word, i) => rest[i].lower === word)) {
        rest = rest.slice(opener.length);
        changed = true;
        if (!FILLER.includes(opener)) dropped = true;
        break;
      }
    }
  }
  return { rest, dropped };
}

/** The first sentence with something in it. */
function firstSentence(texts: readonly AnalyzedText[]): Term[] | undefined {
  for (const text of texts) {
    if (!text.english) continue;
    for (const sentence of text.sentences) if (!isNonAnswer(join(sentence))) return sentence;
  }
  return undefined;
}

/**
 * Cuts a clause to a readable length: at the first comma, "while" or "because" after a few
 * words when it is long, never ending on a function word.
 */
function shorten(terms: Term[]): Term[] {
  let cut = terms;
  const breakAfter = (term: Term, i: number) => /[,;]/.test(term.post) || ['while', 'because', 'but', 'which', 'so', 'and'].includes(cut[i + 1]?.lower ?? '');
  // "I'm wiped out by 9pm and still scrubbing pans while he watches tv": the first clause carries it.
  if (cut.length > 10) {
    const at = cut.findIndex((term, i) => i >= 4 && i < MAX_WORDS && breakAfter(term, i) && !['and', 'because'].includes(cut[i + 1]?.lower ?? ''));
    if (at >= 0) cut = cut.slice(0, at + 1);
  }
  if (cut.length > MAX_WORDS) {
    // Still long: end before the last "and" (or comma) that fits, never mid-phrase.
    let at = -1;
    cut.slice(0, MAX_WORDS).forEach((term, i) => {
      if (i >= 4 && breakAfter(term, i)) at = i;
    });
    cut = at >= 0 ? cut.slice(0, at + 1) : cut.slice(0, MAX_WORDS);
  }
  while (cut.length > 2 && DANGLING.some((tag) => has(cut[cut.length - 1], tag)) && !has(cut[cut.length - 1], 'Noun')) cut = cut.slice(0, -1);
  return cut;
}

const SUBJECT_PRONOUNS = new Set(['i', 'he', 'she', 'we', 'they']);

/** Words a clause cannot end on. */
const DANGLING = ['Determiner', 'Preposition', 'Conjunction', 'Possessive', 'Auxiliary', 'Modal'];
const endsInIng = (term: Term | undefined) => term !== undefined && /ing$/.test(term.lower);

const startsWithVerb = (terms: readonly Term[]) => {
  const [first, second] = terms;
  if (!first) return false;
  if (has(first, 'Negative')) return isVerb(second);
  return isVerb(first) && !has(first, 'Modal') && !has(first, 'Gerund');
};

/** A subject a finite verb can follow: a pronoun, a name, or a noun phrase with a determiner or possessive. */
function clauseSubjectLength(terms: readonly Term[]): number {
  const [first] = terms;
  if (!first) return 0;
  if ((has(first, 'Pronoun') && !has(first, 'Possessive')) || has(first, 'Person') || has(first, 'ProperNoun')) return 1;
  if (has(first, 'Determiner') || has(first, 'Possessive')) {
    let end = 1;
    while (end < terms.length && (has(terms[end], 'Adjective') || (has(terms[end], 'Noun') && !has(terms[end], 'Pronoun')))) end++;
    return end > 1 ? end : 0;
  }
  return 0;
}

const isFinite = (term: Term | undefined) => isVerb(term) && !has(term, 'Gerund') && !has(term, 'Participle') && !endsInIng(term);

function requestFrom(sentence: Term[], voices: Voices): Request | undefined {
  const { rest: afterWish, dropped: wish } = dropOpeners(sentence, WISH);
  let terms = afterWish;
  // "I want you to listen" asks something of someone: "for Lee to listen".
  if (terms.length > 2 && ['you', 'him', 'her', 'them', 'us'].includes(terms[0].lower) && terms[1].lower === 'to') {
    const who = terms[0].lower === 'you' ? voices.other : terms[0].lower;
    const action = shorten(terms.slice(2));
    return action.length ? { kind: 'thing', text: `${who} to ${revoice(action, voices)}` } : undefined;
  }
  const to = terms[0]?.lower === 'to';
  if (to || terms[0]?.lower === 'that') terms = terms.slice(1);
  if (terms.length === 0 || isNonAnswer(join(terms))) return undefined;

  const verbFirst = startsWithVerb(terms);
  const asVerb = verbFirst || has(terms[0], 'Adjective') || (!to && !wish && has(terms[0], 'Determiner')) ? undefined : parseAsInfinitive(join(terms.slice(0, MAX_WORDS)));
  if (verbFirst || (asVerb && startsWithVerb(asVerb))) {
    const action = shorten(verbFirst ? terms : asVerb!);
    // "not having to ask" -> "not have to ask"; "paid for the extra hours" -> "be paid for ...".
    const first = has(action[0], 'Negative') ? 1 : 0;
    const verb = action[first];
    const passive = has(verb, 'PastTense') && !has(verb, 'Infinitive');
    if (has(verb, 'Gerund') || endsInIng(verb)) action[first] = { ...verb, text: infinitive(verb) };
    const phrase = lowerFirst(revoice(action, voices), action[0]);
    return { kind: 'action', text: passive ? `be ${phrase}` : phrase };
  }
  const subject = clauseSubjectLength(terms);
  if (subject > 0 && isFinite(terms[subject])) {
    return { kind: 'clause', text: lowerFirst(revoice(shorten(terms), voices), terms[0]) };
  }
  const head = terms.findIndex((term) => isFinite(term));
  const nominal = has(terms[0], 'Determiner') || has(terms[0], 'Adjective') || has(terms[0], 'Noun') || has(terms[0], 'Value') || terms[0]?.lower === 'no';
  if (nominal && (head < 0 || head > 2)) {
    const thing = shorten(terms);
    return { kind: 'thing', text: lowerFirst(revoice(thing, voices), thing[0]) };
  }
  // A quotation keeps the party's words: its first clause, whole.
  const comma = terms.findIndex((term, i) => i >= 3 && /[,;]/.test(term.post));
  const quoted = (comma >= 0 ? terms.slice(0, comma + 1) : terms).slice(0, MAX_WORDS);
  return quoted.length ? { kind: 'quote', text: lowerFirst(revoice(quoted, voices), quoted[0]) } : undefined;
}

/** "Split the work" -> "split the work"; names, "I" and acronyms keep their capital. */
function lowerFirst(text: string, first: Term | undefined): string {
  if (!first || has(first, 'ProperNoun') || has(first, 'Person') || /^\p{Lu}{2,}/u.test(first.text) || first.lower === 'i') return text;
  return /^\p{Lu}(?:\p{Ll}|\s|$)/u.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

function reasonFrom(sentence: Term[], voices: Voices): string | undefined {
  const terms = dropOpeners(sentence, BECAUSE).rest;
  if (terms.length === 0 || isNonAnswer(join(terms))) return undefined;
  const verbIndex = terms.findIndex(isFinite);
  const hasSubject = verbIndex > 0 && terms.slice(0, verbIndex).some((term) => has(term, 'Noun') || has(term, 'Pronoun'));
  if (hasSubject) {
    const clause = revoice(shorten(terms), voices);
    return clause.startsWith(voices.speaker) ? clause : lowerFirst(clause, terms[0]);
  }
  const content = terms.filter(isContentTerm);
  if (content.length === 0 || terms.length > 4) return undefined;
  const phrase = lowerFirst(revoice(terms, { ...voices, speakerNamed: true }), terms[0]);
  // "Independence." -> "Frank cares about independence"; "fair" -> "Kenji says it is fair".
  if (has(content[0], 'Adjective') || endsInIng(content[0])) return `${voices.speaker} says it is ${phrase}`;
  return `${voices.speaker} cares about ${phrase}`;
}

/** Heads that name no topic of their own. */
const EMPTY_HEADS = new Set(['thing', 'time', 'way', 'lot', 'bit', 'one', 'something', 'anything', 'everything', 'nothing', 'someone', 'everyone', 'nobody', 'stuff', 'kind', 'all', 'moment', 'home', 'day', 'week', 'year', 'month', 'night']);

/** A noun phrase compromise found that names a topic: not a person, a pronoun or a bare date. */
function concernText(phrase: Term[], voices: Voices, names: ReadonlySet<string>): string | undefined {
  let terms = phrase;
  while (terms.length > 0 && !has(terms[terms.length - 1], 'Noun')) terms = terms.slice(0, -1);
  const head = terms[terms.length - 1];
  if (!head || terms.length > 6) return undefined;
  if (/^it/.test(terms[0].lower) && !has(terms[0], 'Noun')) return undefined;
  if (terms[0].lower === 'its' || terms[0].lower === 'it') terms = terms.slice(1);
  const rejected =
    (has(head, 'Pronoun') && !has(head, 'Possessive')) ||
    has(head, 'Possessive') ||
    has(head, 'Person') ||
    has(head, 'Actor') ||
    has(head, 'Adjective') ||
    names.has(head.lower) ||
    EMPTY_HEADS.has(head.root) ||
    has(head, 'Date') ||
    terms.every((term) => !isContentTerm(term) || has(term, 'Date') || has(term, 'Duration'));
  if (rejected || terms.length === 0) return undefined;
  return revoice(terms, { ...voices, speakerNamed: true });
}

/** Verbs of saying and thinking: what follows them is not an experience or a behaviour. */
const REPORTING = new Set(['say', 'tell', 'think', 'know', 'want', 'ask', 'have', 'go', 'come', 'be', 'do', 'let', 'believe', 'mean', 'guess', 'wish', 'hope', 'like', 'love', 'hate']);

/** A verb phrase from `verbAt`, as a gerund: up to six words, to the end of its clause. */
function gerundPhrase(sentence: Sentence, verbAt: number, voices: Voices, keep: string[] = []): string | undefined {
  const verb = sentence[verbAt];
  let rest: Term[] = [];
  for (let i = verbAt + 1; i < sentence.length && rest.length < 10; i++) {
    const next = sentence[i];
    // A conjunction or a new subject ("the moment I come home") starts another clause.
    if (has(next, 'Conjunction') || has(next, 'QuestionWord') || (SUBJECT_PRONOUNS.has(next.lower) && rest.length > 0)) break;
    rest.push(next);
    if (/[,;:.!?]/.test(next.post)) break;
  }
  // At the cap, a verb keeps its object pronoun: "without telling [me]".
  const after = sentence[verbAt + 1 + rest.length];
  if (rest.length === 10 && isVerb(rest[rest.length - 1]) && ['me', 'him', 'her', 'us', 'them'].includes(after?.lower ?? '')) rest.push(after);
  const trim = () => {
    const dangling = (term: Term) => (DANGLING.some((tag) => has(term, tag)) && !has(term, 'Particle')) || term.lower === 'like';
    while (rest.length > 0 && dangling(rest[rest.length - 1])) rest = rest.slice(0, -1);
  };
  trim();
  // "the moment [I come home]" names no topic; "every night" does (how often).
  if (rest.length > 2 && EMPTY_HEADS.has(rest[rest.length - 1].root) && ['the', 'a', 'an'].includes(rest[rest.length - 2].lower)) {
    rest = rest.slice(0, -1);
    trim();
  }
  if (!verb) return undefined;
  const object = rest.length ? ` ${revoice(rest, { ...voices, speakerNamed: true })}` : '';
  return `${keep.length ? `${keep.join(' ')} ` : ''}${gerund(verb)}${object}`;
}

/** "concentrating on calls" back to "concentrate on calls" for "being able to ...". */
const infinitiveOfPhrase = (phrase: string, verb: Term) => phrase.replace(/^\S+/, verb.text.toLowerCase());

/** What the speaker says they do or go through: "cooking dinner every night", "getting nagged about cleaning". */
function experience(sentences: readonly Sentence[], voices: Voices): string | undefined {
  for (const sentence of sentences) {
    for (let index = 0; index < sentence.length; index++) {
      if (sentence[index].lower !== 'i') continue;
      let verbAt = index + 1;
      while (has(sentence[verbAt], 'Adverb')) verbAt++;
      const verb = sentence[verbAt];
      // "I cannot concentrate" -> "not being able to concentrate".
      if (verb?.lower === 'can' && has(sentence[verbAt + 1], 'Negative') && isVerb(sentence[verbAt + 2])) {
        const phrase = gerundPhrase(sentence, verbAt + 2, voices);
        if (phrase) return `not being able to ${infinitiveOfPhrase(phrase, sentence[verbAt + 2])}`;
      }
      if (!isVerb(verb) || has(verb, 'Modal') || has(verb, 'Auxiliary') || has(verb, 'Copula') || REPORTING.has(verb.root)) continue;
      const phrase = gerundPhrase(sentence, verbAt, voices);
      if (phrase && phrase.split(' ').length >= 2) return phrase;
    }
  }
  return undefined;
}

/** What the other party does, by the speaker's account: "rolling their eyes", "getting defensive". */
function behaviours(sentences: readonly Sentence[], voices: Voices): string[] {
  const found: string[] = [];
  const other = voices.other.toLowerCase();
  for (const sentence of sentences) {
    sentence.forEach((term, index) => {
      const isOther = term.lower === 'you' || term.lower === other || ((term.lower === 'he' || term.lower === 'she') && index === 0);
      if (!isOther) return;
      let verbAt = index + 1;
      const adverbs: string[] = [];
      while (has(sentence[verbAt], 'Adverb') || has(sentence[verbAt], 'Negative')) adverbs.push(sentence[verbAt++].lower);
      const verb = sentence[verbAt];
      if (!isVerb(verb) || has(verb, 'Copula') || has(verb, 'Modal') || has(verb, 'Auxiliary') || REPORTING.has(verb.root)) return;
      const keep = adverbs.filter((adverb) => adverb === 'never' || adverb === 'not');
      const phrase = gerundPhrase(sentence, verbAt, voices, keep);
      if (phrase && phrase.split(' ').length >= 2) found.push(phrase.replace(new RegExp(`\\b${voices.other}’s\\b`), 'their'));
    });
  }
  return found.slice(0, 2);
}

export function materialOf(party: AnalyzedParty, name: string, otherName: string): PartyMaterial {
  const voices: Voices = { speaker: name, other: otherName };
  const want = firstSentence(party.desiredOutcome);
  const why = firstSentence(party.whyOutcomeMatters);
  const issueSentences = party.issue.filter((text) => text.english).flatMap((text) => text.sentences);
  const allTerms = termsOf([...party.issue, ...party.desiredOutcome, ...party.whyOutcomeMatters]);
  const content = allTerms.filter(isContentTerm);
  const names = new Set([name, otherName].map((n) => n.toLowerCase()));
  const topics: string[] = [];
  for (const phrase of party.issue.flatMap((text) => text.nouns)) {
    const text = concernText(phrase, voices, names);
    if (text && !topics.some((known) => known.toLowerCase() === text.toLowerCase())) topics.push(text);
  }
  const behaviourList = behaviours(issueSentences, voices);
  // "Jordan’s concern about Sam’s meeting investors": what the other did, named as theirs.
  const done = behaviourList[0] && !/^(?:not|never)\b/.test(behaviourList[0]) ? `${otherName}’s ${behaviourList[0]}` : undefined;
  const concerns: string[] = [];
  const wordsOf = (text: string) => new Set(text.toLowerCase().split(/\s+/));
  for (const candidate of [experience(issueSentences, voices), done, ...topics]) {
    if (!candidate) continue;
    const own = wordsOf(candidate);
    // "cooking dinner" already names "dinner".
    if (concerns.some((known) => [...own].every((word) => wordsOf(known).has(word)))) continue;
    concerns.push(candidate);
  }
  return {
    name,
    request: want ? requestFrom(want, { ...voices, speakerNamed: true }) : undefined,
    reason: why ? reasonFrom(why, voices) : undefined,
    concerns,
    topics,
    behaviours: behaviourList,
    values: valueWords([...party.issue, ...party.whyOutcomeMatters, ...party.desiredOutcome]),
    contentWords: content.length,
    roots: new Set(content.map((term) => term.root)),
  };
}

/** "to split the housework", "for honesty", "that Zoe does her part", or a quotation. */
export function requestPhrase(request: Request): string {
  switch (request.kind) {
    case 'action':
      return `to ${request.text}`;
    case 'thing':
      return `for ${request.text}`;
    case 'clause':
      return `that ${request.text}`;
    case 'quote':
      return `“${request.text}”`;
  }
}
