/**
 * The builtin engine's English analysis, from compromise (tokens, part of speech, roots,
 * contractions, verb conjugation): every later step reads these terms instead of its own
 * word lists. compromise tags about 150 characters a millisecond here, so what it reads is
 * capped per answer (`PARSED_CHARS`); the rest of a long answer is read without a parser
 * (classify.ts word by word, reading.ts by its concept cues).
 */
import nlp from 'compromise';
// compromise's match sweep, replaced by one with the same result at less cost (sweep.ts).
import './sweep';
import { oncePerCall } from './callMemo';
import { mapPacked } from './text';

export interface Term {
  /** As written (contractions expanded: "I'm" -> "I", "am"). */
  text: string;
  /** Punctuation and spaces before and after the word, as written. */
  pre: string;
  post: string;
  /** Lower-case, without punctuation. */
  lower: string;
  /** Root form: "raising" -> "raise", "kids" -> "kid", "was" -> "is". */
  root: string;
  tags: ReadonlySet<string>;
}

export type Sentence = Term[];

/** Characters of one answer that compromise reads. */
const PARSED_CHARS = 320;

/** compromise's own term object (its `json()` output costs as much again as the tagging). */
interface RawTerm {
  text: string;
  pre: string;
  post: string;
  normal: string;
  root?: string;
  implicit?: string;
  machine?: string;
  tags: Set<string>;
}

type Doc = ReturnType<typeof nlp>;

/**
 * Contractions typed without the apostrophe that compromise leaves as unknown nouns
 * ("shes told everyone", "its my life"). "its" is only read as "it is" before a word that
 * cannot follow a possessive ("its my life", "its not fair").
 */
const BARE_CONTRACTIONS: [RegExp, string][] = [
  [/\b(s|S)hes\b/g, '$1he’s'],
  [/\b(h|H)es\b(?= (?:not|always|never|just|been|got|going|so|told|the|a|my))/g, '$1e’s'],
  [/\b(d|D)oesnt\b/g, '$1oesn’t'],
  [/\b(i|I)ts(?= (?:my|your|his|her|our|their|a|an|the|not|so|just|all|been|like|what|how|killing|only|too|never|always)\b)/g, '$1t’s'],
];

/**
 * What `nlp(text)` does, without its last step, the chunker (a tenth of the tagging time),
 * whose chunks these terms never read: the same tokenizer and the same tagging steps in the
 * same order, so every tag and root is the same.
 */
const TAGGING_STEPS = nlp.hooks().filter((step) => step !== 'chunks');
const View = nlp('').constructor as new (document: unknown) => Doc;
const { tokenize } = (nlp.methods() as { one: { tokenize: { fromString(text: string, world: object): unknown } } }).one;

/**
 * Every property compromise's tagging steps give a term, in one order, each undefined until a
 * step sets it. compromise adds them as each step reaches a word (a contraction's `implicit`
 * and `machine`, `dirty` on its first tag, `confidence` from a guess, `switch` for a word of
 * two readings), so a term's hidden class depended on its word: forty of them over the tuning
 * answers, and a new input brought terms of classes compromise's matcher had not seen, which
 * threw its optimized code away and had TurboFan compile the matcher again during the call
 * (issue 28). Set up front, every term has one class and each step only fills a field in.
 */
const TERM_FIELDS = ['text', 'pre', 'post', 'tags', 'normal', 'implicit', 'machine', 'alias', 'index', 'id', 'frozen', 'typeahead', 'dirty', 'confidence', 'switch', 'chunk', 'root'] as const;
const EMPTY_TERM: Record<(typeof TERM_FIELDS)[number], undefined> = Object.fromEntries(TERM_FIELDS.map((field) => [field, undefined])) as never;

/**
 * The same term with every TERM_FIELDS property, in that order (an absent property reads as
 * undefined either way, and compromise never lists a term's keys): its own values over the
 * empty one, any property of its own past the list kept after them.
 */
const withEveryField = (term: object) => Object.assign({ ...EMPTY_TERM }, term);

// compromise's first step, the one that splits contractions into new terms: the rest run after
// every term was given every field.
const [SPLIT_STEP, ...LATER_STEPS] = TAGGING_STEPS;

function prepare(text: string): Doc {
  const document = tokenize.fromString(BARE_CONTRACTIONS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text), nlp.world()) as object[][];
  const doc = new View(document);
  doc.compute(SPLIT_STEP);
  for (const sentence of document) for (let index = 0; index < sentence.length; index++) sentence[index] = withEveryField(sentence[index]);
  doc.compute(LATER_STEPS);
  doc.compute('root');
  return doc;
}

/**
 * Terms of each sentence. A contraction is already two terms in compromise ("I'm" = "I" +
 * implicit "am"); both become plain words here, so "I'm" reads as "I am".
 */
function toTerms(doc: Doc): Sentence[] {
  // mapPacked, not .map: lists of one shape whether this runs optimized or not (text.ts).
  return mapPacked(doc.docs as RawTerm[][], (sentence) =>
    mapPacked(sentence, (term, index): Term | undefined => {
      const word = term.implicit ?? term.text;
      if (!word) return undefined;
      const lower = (term.implicit ?? term.machine ?? term.normal ?? word).toLowerCase();
      const contracted = term.implicit !== undefined && term.post === '' && index < sentence.length - 1;
      return {
        text: term.implicit !== undefined && /^\p{Lu}/u.test(term.text) ? word[0].toUpperCase() + word.slice(1) : word,
        pre: term.pre,
        post: contracted ? ' ' : term.post,
        lower,
        root: (term.root ?? lower).toLowerCase(),
        tags: term.tags,
      };
    }).filter((term): term is Term => term !== undefined),
  ).filter((sentence) => sentence.length > 0);
}

/** Cuts a long answer at the last sentence end (or space) before the cap. */
export function capText(text: string, max = PARSED_CHARS): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '), head.lastIndexOf('\n'));
  if (end > max / 3) return head.slice(0, end + 1);
  const space = head.lastIndexOf(' ');
  return space > 0 ? head.slice(0, space) : head;
}

/** The same text is tagged once per call (an answer read by several steps, or the same words from both sides). */
const tagged = oncePerCall((capped): Sentence[] => toTerms(prepare(capped)));

/** The sentences of an answer, as tagged terms (shared within a call: read, never changed). */
export const parse = (text: string): Sentence[] => tagged(capText(text));



export const has = (term: Term | undefined, tag: string) => term?.tags.has(tag) ?? false;
export const isVerb = (term: Term | undefined) => has(term, 'Verb');

type Forms = { Infinitive?: string; PresentTense?: string; PastTense?: string; Gerund?: string };

/**
 * compromise's own verb conjugator, as its plugins use it (`nlp.world()`): about a
 * microsecond a verb, where conjugating through a parsed sentence costs a millisecond.
 */
interface VerbTransforms {
  conjugate(infinitive: string, model: unknown): Forms;
  toInfinitive(word: string, model: unknown, tense?: string): string;
}
const world = nlp.world() as unknown as { model: unknown; methods: { two: { transform: { verb: VerbTransforms } } } };
const verbs = world.methods.two.transform.verb;

const conjugations = new Map<string, Forms>();

function forms(infinitive: string): Forms {
  let found = conjugations.get(infinitive);
  if (!found) {
    found = verbs.conjugate(infinitive, world.model) ?? {};
    conjugations.set(infinitive, found);
  }
  return found;
}

const IRREGULAR_THIRD: Record<string, string> = { am: 'is', are: 'is', were: 'was', have: 'has', do: 'does' };

/**
 * "need" -> "needs", "am" -> "is", "go" -> "goes". Only a base form changes: past forms
 * ("was", "told"), modals ("can") and forms that already agree ("falls") stay.
 */
export function thirdPersonSingular(term: Term): string {
  const lower = term.lower;
  if (IRREGULAR_THIRD[lower]) return IRREGULAR_THIRD[lower];
  // "used to" is a past form whatever its tags say; no base form ends in "ed" after a subject.
  if (has(term, 'Modal') || lower !== term.root || !/^[a-z]+$/.test(lower) || /[^e]ed$/.test(lower)) return term.text;
  return forms(term.root).PresentTense ?? term.text;
}

/** "having" -> "have": the infinitive of a verb form. */
export const infinitive = (term: Term): string => {
  const tense = /ing$/.test(term.lower) ? 'Gerund' : has(term, 'PastTense') ? 'PastTense' : 'PresentTense';
  return verbs.toInfinitive(term.lower, world.model, tense) || term.root;
};

/** Joins terms back into text with their own punctuation and spacing. */
export function join(terms: readonly Term[], words: readonly string[] = mapPacked(terms, (term) => term.text)): string {
  return terms
    .map((term, index) => `${index === 0 ? '' : term.pre}${words[index]}${index === terms.length - 1 ? '' : term.post}`)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Noun phrases of a sentence from its tags: an optional determiner or possessive, then
 * adjectives, numbers and nouns, ending in a noun ("Mark's code review comments", "a $2M
 * seed round", "my phone"). A new determiner or any punctuation starts a new phrase.
 */
export function nounPhrases(sentence: Sentence): Term[][] {
  const phrases: Term[][] = [];
  let run: Term[] = [];
  const flush = () => {
    while (run.length > 0 && !has(run[run.length - 1], 'Noun')) run = run.slice(0, -1);
    if (run.length > 0) phrases.push(run);
    run = [];
  };
  sentence.forEach((term, index) => {
    const next = sentence[index + 1];
    const personal = has(term, 'Pronoun') && !has(term, 'Possessive');
    const determiner = has(term, 'Determiner') || (has(term, 'Possessive') && has(term, 'Pronoun'));
    // "a $2M seed round": a verb-looking word between a modifier and a noun is part of a compound.
    const compound = run.length > 0 && has(term, 'Infinitive') && has(next, 'Noun') && !has(next, 'Pronoun');
    const modifier = has(term, 'Adjective') || has(term, 'Value') || compound || (has(term, 'Gerund') && has(next, 'Noun'));
    const noun = has(term, 'Noun') && !personal && !isVerb(term);
    // "the tests were run": a lone word after "were" is a participle compromise took for a noun.
    const afterCopula = run.length === 0 && (has(sentence[index - 1], 'Copula') || has(sentence[index - 1], 'Auxiliary')) && !has(next, 'Noun');
    if (determiner && run.length > 0) flush();
    if ((determiner || modifier || noun) && !afterCopula) run.push(term);
    else flush();
    if (/[,;:.!?"“”()]/.test(term.post)) flush();
  });
  flush();
  return phrases;
}
