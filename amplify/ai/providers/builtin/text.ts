/**
 * Text primitives of the builtin engine: markup stripping, Unicode-aware tokenizing, a
 * light English stemmer and the stop-word list. Everything is linear in the input size.
 */

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

/** Answers are plain text; any markup in them is treated as text and its tags dropped. */
export function stripMarkup(text: string): string {
  return text
    .replace(SCRIPT_OR_STYLE, ' ')
    .replace(BLOCK_TAG, '\n')
    .replace(TAG, ' ')
    .replace(ENTITY, decodeEntity)
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, (char) => (char === '\n' ? '\n' : ' '))
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}

export interface Token {
  /** As written. */
  surface: string;
  lower: string;
  stem: string;
  start: number;
  end: number;
}

// Letters or digits in any script, with inner apostrophes (don't, I'm) and hyphens (well-being).
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const surface = match[0];
    const lower = surface.toLowerCase().replace(/’/g, "'");
    tokens.push({ surface, lower, stem: stem(lower), start: match.index, end: match.index + surface.length });
  }
  return tokens;
}

/**
 * A light English stemmer: enough to match "chores"/"chore", "scheduling"/"schedule",
 * "listened"/"listen" across the two parties' words. Other scripts pass through unchanged.
 */
export function stem(lower: string): string {
  let word = lower.replace(/'s$/, '');
  if (!/^[a-z-]+$/.test(word) || word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) word = `${word.slice(0, -3)}y`;
  else if (word.endsWith('sses')) word = word.slice(0, -2);
  else if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) word = word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) word = word.slice(0, -3);
  else if (word.endsWith('ed') && word.length > 4) word = word.slice(0, -2);
  else if (word.endsWith('e') && word.length > 4) word = word.slice(0, -1);
  // "stopping" -> "stopp" -> "stop"; "planned" -> "plann" -> "plan".
  if (/([bdfgklmnprtz])\1$/.test(word)) word = word.slice(0, -1);
  return word;
}

/**
 * Words that carry no topic: function words, pronouns, auxiliaries, very common verbs,
 * blame intensifiers ("always", "never") and filler. What remains is mostly the nouns and
 * adjectives people use to name what they care about.
 */
const STOP_WORDS = new Set(
  `a about above after again against all almost also although am an and another any anymore anyone anything anyway are
  aren't around as at away back be became because been before being below between both but by can can't cannot come comes
  constantly could couldn't did didn't do does doesn't doing don't done down during each either else enough even ever every
  everyone everything feel feeling feels felt few for from get gets getting go goes going gone got gotten had hadn't has hasn't
  have haven't having he he's her here hers herself him himself his how however i i'd i'll i'm i've if in instead into is isn't
  it it's its itself just keep keeps kind know less let let's like likely lot lots made make makes making many may maybe me
  might mine more most much must my myself need needs never no nobody none nor not nothing now of off often oh ok okay on once
  one only or other others our ours ourselves out over own please pretty quite rather really right said same say says see seem
  seems she she's should shouldn't since so some somebody someone something sometimes somewhat still such sure take takes
  than that that's the their theirs them themselves then there there's these they they'd they'll they're they've thing things
  think this those though through thus time times to together too toward towards try trying under until up upon us very want
  wanted wants was wasn't way we we'd we'll we're we've well were weren't what what's when whenever where whether which while
  who whole whom whose why will with within without won't would wouldn't yeah yes yet you you'd you'll you're you've your yours
  yourself yourselves always usually basically actually honestly literally simply truly totally completely especially
  definitely probably absolutely lately already also again able unable help helps helped believe believes give gives gave
  given put tell told ask asks asked use used start stop stay leave leaves left bring brings brought call called mean means
  show find found turn become happen happens happened hate love wish hope care cares matter matters deal`.split(/\s+/),
);

export const isStopWord = (lower: string) => STOP_WORDS.has(lower);

/** A word that can name a topic: not a stop word, not a bare number, not an -ly adverb. */
export const isContentWord = (token: Token) =>
  !STOP_WORDS.has(token.lower) && !/^\p{N}+$/u.test(token.lower) && !/^[a-z]{3,}ly$/.test(token.lower) && token.lower.length > 1;

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** Right-to-left text quoted inside an English sentence keeps its own direction (Unicode FSI…PDI). */
export const isolateBidi = (text: string) => (RTL.test(text) ? `\u2068${text}\u2069` : text);

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
