/**
 * The language measurements of the AI evaluation, shared by every task: word roots and
 * content words from compromise's part-of-speech tagger, concern matching, word overlap,
 * and grammar defects from Harper (harper.js, an offline English grammar checker).
 */
import nlp from 'compromise';
import { Dialect, LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';

export interface Word {
  /** Root form, lower-case: "raising" -> "raise", "kids" -> "kid". */
  root: string;
  /** As written, lower-case: the tagger may give one word different roots in different sentences. */
  normal: string;
  /** A noun, verb, adjective, adverb or value that is not an auxiliary, pronoun or determiner. */
  content: boolean;
}

const FUNCTION_TAGS = ['Pronoun', 'Determiner', 'Preposition', 'Conjunction', 'Auxiliary', 'Copula', 'Modal', 'QuestionWord'];

interface TermJson {
  text: string;
  normal: string;
  root?: string;
  tags: string[];
}

const wordsOfText = new Map<string, Word[]>();

/**
 * The words of a text, in order, as roots; contractions are expanded into their parts.
 * Remembered per text: the measures ask about the same outputs and concern words many times.
 */
export function words(text: string): Word[] {
  let known = wordsOfText.get(text);
  if (!known) {
    known = parseWords(text);
    wordsOfText.set(text, known);
  }
  return known;
}

function parseWords(text: string): Word[] {
  const doc = nlp(text);
  doc.compute('root');
  // `root` is filled by compute('root'); compromise's option type does not list it.
  const options = { terms: { normal: true, root: true } } as Parameters<typeof doc.json>[0];
  const terms = (doc.json(options) as { terms: TermJson[] }[]).flatMap((sentence) => sentence.terms);
  const out: Word[] = [];
  for (const term of terms) {
    const root = (term.root ?? term.normal ?? '')
      .toLowerCase()
      .replace(/['’]s$/, '')
      .replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%]+$/gu, '');
    if (!root) continue;
    const normal = (term.normal ?? '').toLowerCase().replace(/['’]s$/, '').replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%]+$/gu, '');
    out.push({ root, normal: normal || root, content: !term.tags.some((tag) => FUNCTION_TAGS.includes(tag)) });
  }
  return out;
}

const same = (a: Word, b: Word) => a.root === b.root || a.normal === b.normal;

/** The first of `terms` that `text` contains, each compared word by word on roots (or as written). */
export function mentionsAny(text: string, terms: readonly string[]): string | undefined {
  const have = words(text);
  for (const term of terms) {
    const wanted = words(term);
    if (wanted.length === 0) continue;
    for (let start = 0; start + wanted.length <= have.length; start++) {
      if (wanted.every((word, i) => same(have[start + i], word))) return term;
    }
  }
  return undefined;
}

/** Every one of `terms` that `text` contains, compared as in `mentionsAny`. */
export function mentionsAll(text: string, terms: readonly string[]): string[] {
  return terms.filter((term) => mentionsAny(text, [term]) !== undefined);
}

/** A term as its words' roots: "raising kids" and "raise kid" are one term. */
export const termKey = (term: string) =>
  words(term)
    .map((word) => word.root)
    .join(' ');

/** Content-word roots of a text, without the given names (they belong in every statement). */
export function contentRoots(text: string, names: readonly string[]): Set<string> {
  // A name is read word by word like the text: "Seo-yeon" is "seo" and "yeon", neither of them content.
  const skip = new Set(names.flatMap((name) => [name.toLowerCase(), ...name.toLowerCase().split(/[^\p{L}\p{N}]+/u)]).filter(Boolean));
  return new Set(
    words(text)
      .filter((word) => word.content && !skip.has(word.root))
      .map((word) => word.root),
  );
}

/** Jaccard overlap of two sets: shared / all distinct. */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface GrammarDefect {
  /** The lint's kind as Harper names it for people ("Agreement", "Spelling"). */
  rule: string;
  kind: string;
  text: string;
  message: string;
}

/**
 * Harper's lints that are not about grammar or spelling: readability advice, style
 * preferences and suggested enhancements are not defects of a sentence.
 */
const NOT_DEFECTS = new Set(['Readability', 'Style', 'Enhancement']);

export interface GrammarChecker {
  /**
   * Defects Harper finds in `text`. The parties' own words in quotation marks are theirs and
   * are not linted; outside quotation marks every word counts, the parties' misspellings pasted
   * into the engine's sentence included ("moms house", "Thats"), except the names of things the
   * parties wrote with a capital inside a sentence (a place, a company). A spelling that an
   * English dialect accepts ("Mom" in American English, "behaviour" in British) is not a defect.
   */
  check(text: string, partiesText: string, partyNames?: readonly string[]): Promise<GrammarDefect[]>;
  /** What linting has cost so far: sentences linted (each once), their characters, and the wall time spent in Harper. */
  cost(): { sentences: number; characters: number; ms: number };
}

/**
 * Names Harper takes as plain first names ("Sam" and "Mia" read to it as acronyms). The
 * grammar of a sentence does not depend on which name fills it, so `check` lints it with the
 * parties' names replaced by these: a sentence the engine writes for many sessions is then
 * linted once.
 */
const STAND_IN_NAMES = ['Robin', 'Casey'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Quotation marks and apostrophes as one mark: a quotation inside a quotation ("says "BRAKE""),
 * is given back with single marks (‘BRAKE’), and is still the party's own words.
 */
const sameQuoteMarks = (text: string) => text.replace(/[“”"‘’`]/g, "'");

/**
 * A quotation of the parties' own words, as they typed them (or a part of them, cut with
 * "…" at either end), is theirs: nothing in it can count against the engine, so it is linted as a one-word
 * quotation. A quotation the engine changed (words said back in the second person) is linted
 * in full.
 */
function withoutTheirQuotes(text: string, partiesText: string): string {
  const theirs = sameQuoteMarks(partiesText.toLowerCase());
  return text.replace(/“([^”]+)”/g, (quote, inner: string) => {
    // Cut at either end ("…he does early mornings", "I've been…"), it is still their words.
    const plain = sameQuoteMarks(inner.replace(/^…/, '').replace(/[.!?…]+$/, '').trim().toLowerCase());
    return plain.length > 0 && theirs.includes(plain) ? '“this”' : quote;
  });
}

function withStandInNames(text: string, names: readonly string[]): string {
  return names.reduce(
    (out, name, index) => (name && index < STAND_IN_NAMES.length ? out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu'), STAND_IN_NAMES[index]) : out),
    text,
  );
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/** The whitespace-delimited words a span touches, without surrounding quotes or punctuation. */
function wholeWords(text: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (!isSpace(text[from - 1])) from--;
  while (!isSpace(text[to])) to++;
  return text
    .slice(from, to)
    .replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%]+$/gu, '')
    .replace(/['’]s$/, '');
}

/** A word the parties wrote with a capital inside a sentence ("Airbnb", "Kraków"), kept exactly: the name of a thing. */
function properNounOfParties(words: string, partiesText: string): boolean {
  if (!/^\p{Lu}/u.test(words) || words.includes(' ')) return false;
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<=[\\p{Ll},;] )${escaped}(?![\\p{L}\\p{N}])`, 'u').test(partiesText);
}

/**
 * Lints Harper raises on correct English, each with the sentence that shows it. Kept short:
 * a pattern here hides that kind of defect everywhere.
 */
const HARPER_FALSE_POSITIVES: { kind: string; before: RegExp; text: RegExp }[] = [
  // "you’re not saying no to the early finish": Harper suggests "not to".
  { kind: 'Typo', before: /\b(?:say|says|said|saying)\s+$/i, text: /^no to$/i },
  // "with measles in the 70s": Harper reads a decade's "s" as a word of its own and misspelled.
  { kind: 'Spelling', before: /\d0$/, text: /^s$/ },
  // "being far away doesn’t mean you don’t care": Harper suggests the adjective "faraway",
  // which only goes before a noun ("a faraway place").
  { kind: 'WordChoice', before: /\b(?:being|be|is|are|am|was|were|been|live|lives|living|so|too|very)\s+$/i, text: /^far away$/i },
  // "living with your head teacher": British English writes it open or closed ("head teacher",
  // "headteacher"); Harper suggests only the closed one.
  { kind: 'WordChoice', before: /$/, text: /^head teachers?$/i },
  // "they see their nan and you": a grandmother in British English; Harper suggests "NaN".
  { kind: 'Capitalization', before: /\b(?:my|our|your|his|her|their|the|a)\s+$/i, text: /^nan$/i },
];

function harperFalsePositive(sentence: string, lint: FoundLint): boolean {
  const before = sentence.slice(0, lint.start);
  return HARPER_FALSE_POSITIVES.some((known) => known.kind === lint.kind && known.text.test(lint.text.trim()) && known.before.test(before));
}

interface FoundLint {
  /** Offsets within the sentence it was found in. */
  start: number;
  end: number;
  kind: string;
  rule: string;
  text: string;
  message: string;
}

const SENTENCE_BREAK = /(?<=[.!?…][”"’)]*)\s+(?=[“"‘(]*[\p{Lu}\p{N}])/gu;

/**
 * The sentences (and list lines) of a text: what is linted and remembered one by one. A
 * quotation stays whole ("Say: “Could we talk? You pick the time.”" is one sentence), or its
 * halves would each look unterminated.
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    for (const match of line.matchAll(SENTENCE_BREAK)) {
      const before = line.slice(start, match.index);
      const open = (before.match(/“/g)?.length ?? 0) - (before.match(/”/g)?.length ?? 0) + ((before.match(/"/g)?.length ?? 0) % 2);
      if (open > 0) continue;
      sentences.push(before);
      start = match.index + match[0].length;
    }
    sentences.push(line.slice(start));
  }
  return sentences.map((sentence) => sentence.trim()).filter(Boolean);
}

export async function createGrammarChecker(): Promise<GrammarChecker> {
  // British: the product's own copy spells "behaviour", "recognised".
  const linter = new LocalLinter({ binary, dialect: Dialect.British });
  await linter.setup();
  // A spelling British English flags is asked of American English too ("Mom" is a word there).
  let american: LocalLinter | undefined;
  const spelledAmerican = new Map<string, boolean>();
  const acceptedInAmerican = async (word: string) => {
    let known = spelledAmerican.get(word);
    if (known === undefined) {
      if (!american) {
        american = new LocalLinter({ binary, dialect: Dialect.American });
        await american.setup();
      }
      const lints = await american.lint(`${word}.`);
      known = !lints.some((lint) => lint.lint_kind() === 'Spelling');
      for (const lint of lints) lint.free();
      spelledAmerican.set(word, known);
    }
    return known;
  };
  /**
   * Lints by sentence. Harper costs about 0.03 ms of CPU a character of new text and much more
   * per paragraph, and the tasks repeat many sentences (the same step in a strategy for 25
   * style pairs), so each new sentence is linted once, in one paragraph with the other new
   * sentences of the text, and remembered.
   */
  const found = new Map<string, FoundLint[]>();
  const spent = { sentences: 0, characters: 0, ms: 0 };
  const lintNew = async (sentences: readonly string[]) => {
    const fresh = [...new Set(sentences)].filter((sentence) => !found.has(sentence));
    if (fresh.length === 0) return;
    const started = performance.now();
    const starts: number[] = [];
    let doc = '';
    for (const sentence of fresh) {
      starts.push(doc.length);
      // A title or list item without a full stop is still a sentence of its own.
      doc += `${sentence}${/[.!?…][”"’)]*$/.test(sentence) ? '' : '.'} `;
    }
    const lints = fresh.map((): FoundLint[] => []);
    for (const lint of await linter.lint(doc)) {
      const span = lint.span();
      let index = starts.length - 1;
      while (index > 0 && starts[index] > span.start) index--;
      const offset = starts[index];
      lints[index].push({
        start: span.start - offset,
        end: Math.min(span.end - offset, fresh[index].length),
        kind: lint.lint_kind(),
        rule: lint.lint_kind_pretty(),
        text: lint.get_problem_text(),
        message: lint.message(),
      });
      lint.free();
    }
    fresh.forEach((sentence, index) => found.set(sentence, lints[index]));
    spent.sentences += fresh.length;
    spent.characters += doc.length;
    spent.ms += performance.now() - started;
  };
  return {
    cost: () => ({ ...spent }),
    async check(text, partiesText, partyNames = []) {
      const sentences = sentencesOf(withStandInNames(withoutTheirQuotes(text, partiesText), partyNames));
      await lintNew(sentences);
      const defects: GrammarDefect[] = [];
      for (const sentence of sentences) {
        for (const lint of found.get(sentence) ?? []) {
          if (NOT_DEFECTS.has(lint.kind)) continue;
          const words = wholeWords(sentence, lint.start, lint.end);
          if (properNounOfParties(words, partiesText)) continue;
          // An acronym or a code ("ISTJ", "Q3") is not a misspelling.
          if (lint.kind === 'Spelling' && /^[\p{Lu}\p{N}]{2,}$/u.test(words)) continue;
          if (lint.kind === 'Spelling' && !words.includes(' ') && (await acceptedInAmerican(words))) continue;
          if (harperFalsePositive(sentence, lint)) continue;
          defects.push({ rule: lint.rule, kind: lint.kind, text: lint.text, message: lint.message });
        }
      }
      return defects;
    },
  };
}
