/**
 * Text primitives of the builtin engine that are not language analysis (that is nlp.ts):
 * markup stripping, right-to-left isolation, list joining, and the sentences and lower-cased form
 * the cues are matched on. Linear in the input size.
 */
import { oncePerCall } from './callMemo';

const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// A tag must start with a letter or "/", so "a < b" and "<3" stay text.
const TAG = /<\/?[a-zA-Z][^<>]*>/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const ENTITY = /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi;
// Control characters and bidi overrides only disturb analysis; line breaks still end a phrase.
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;
const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|tr|h[1-6])\b[^<>]*>/gi;

function decodeEntity(match: string, body: string): string {
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? match;
}

/** Answers are plain text; any markup in them is treated as text and its tags dropped (once per call: several steps read each answer). */
export const stripMarkup = oncePerCall((text: string): string =>
  text
    .replace(SCRIPT_OR_STYLE, ' ')
    .replace(BLOCK_TAG, '\n')
    .replace(TAG, ' ')
    .replace(ENTITY, decodeEntity)
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, (char) => (char === '\n' ? '\n' : ' '))
    // Runs of two or more, or one that is not a plain space: a lone space stays as it is (most of them).
    .replace(/[^\S\n]{2,}|[^\S\n ]/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim(),
);

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** Right-to-left text quoted inside an English sentence keeps its own direction (Unicode FSI…PDI). */
export const isolateBidi = (text: string) => (RTL.test(text) ? `\u2068${text}\u2069` : text);

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * `list.map(each)`, always as the same kind of array. V8's optimizing compiler builds `.map`'s
 * result as a "holey" array where the interpreter builds a "packed" one, so a site that reads
 * lists made by `.map` sees two array shapes, depending on whether the function that made them
 * is optimized yet, and its own optimized code is thrown away and recompiled when the other
 * shape arrives ("deopt: wrong map"; at the largest input that recompiling cost as much CPU as
 * the call itself, issue 28). `Array.from` is never inlined, so its lists are packed either way.
 * Used where a list is read by other hot code; elsewhere `.map` is fine.
 */
export const mapPacked = <T, U>(list: readonly T[], each: (item: T, index: number) => U): U[] => Array.from(list, each);

/** Lower-cased, apostrophes straight: what cues are matched on (of text already without markup); once per call, as a sentence is matched by several steps. */
export const lower = oncePerCall((text: string) => text.toLowerCase().replace(/[’‘`]/g, "'"));
/**
 * A sentence: up to a full stop, question or exclamation mark followed by a space, or a line
 * break ("3.5" and "e.g.x" stay whole). One pass of a global expression: splitting on a
 * look-behind costs an expression run per character.
 */
const SENTENCE = /(?:[^.!?\n]|[.!?]+(?=[^\s.!?]))+[.!?]*/g;

/**
 * The sentences of texts already without markup (once per call: the sides, the amounts and the
 * names read the same answers). Built by `push`, not `.map(…).filter(…)`: a list of one shape
 * whether this runs optimized or not (text.ts `mapPacked`).
 */
export const splitSentences = oncePerCall((text: string): readonly string[] => {
  const sentences: string[] = [];
  for (const match of text.match(SENTENCE) ?? []) {
    const sentence = match.trim();
    if (/\p{L}/u.test(sentence)) sentences.push(sentence);
  }
  return sentences;
});
