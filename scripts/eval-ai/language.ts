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

/** The words of a text, in order, as roots; contractions are expanded into their parts. */
export function words(text: string): Word[] {
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

/** Content-word roots of a text, without the given names (they belong in every statement). */
export function contentRoots(text: string, names: readonly string[]): Set<string> {
  const skip = new Set(names.map((name) => name.toLowerCase()));
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
   * Defects Harper finds in `text`. A flagged word the parties wrote themselves (a name, a
   * misspelling, "10-11pm") is quoted, not made by the engine, and is not counted: the lint's
   * span is widened to whole words and excused when those words, as typed, occur in
   * `partiesText`. The same word re-cased ("sam") or re-inflected ("cannots") is counted.
   */
  check(text: string, partiesText: string): Promise<GrammarDefect[]>;
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

function typedByParties(words: string, partiesText: string): boolean {
  if (!words) return false;
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(partiesText);
}

export async function createGrammarChecker(): Promise<GrammarChecker> {
  // British: the product's own copy spells "behaviour", "recognised".
  const linter = new LocalLinter({ binary, dialect: Dialect.British });
  await linter.setup();
  return {
    async check(text, partiesText) {
      const byRule = await linter.organizedLints(text);
      const defects: GrammarDefect[] = [];
      for (const [rule, lints] of Object.entries(byRule)) {
        for (const lint of lints) {
          const kind = lint.lint_kind();
          if (NOT_DEFECTS.has(kind)) continue;
          const span = lint.span();
          if (typedByParties(wholeWords(text, span.start, span.end), partiesText)) continue;
          defects.push({ rule, kind, text: lint.get_problem_text(), message: lint.message() });
        }
      }
      return defects;
    },
  };
}
