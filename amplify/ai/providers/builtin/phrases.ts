/**
 * What each party talks about, in their own words: key phrases (runs of content words,
 * RAKE-style) and short "focus clauses" taken from an answer and re-voiced for a shared
 * statement ("I need time" from Sam becomes "Sam needs time").
 */
import type { AnalyzedText } from './analysis';
import { isContentWord, isStopWord, type Token } from './text';

export interface KeyPhrase {
  /** Stems joined by spaces: the identity used to merge and compare phrases. */
  key: string;
  stems: string[];
  /** The phrase as the party first wrote it (lower-cased unless it looks like a name). */
  text: string;
  weight: number;
}

const MAX_PHRASE_WORDS = 3;

/** Anything but spaces between two words (punctuation, emoji, a line break) ends a phrase. */
const joinedBySpace = (text: string, left: Token, right: Token) => /^[ \t-]+$/.test(text.slice(left.end, right.start));

function displayWord(token: Token, sentenceStart: boolean): string {
  // Keep names and acronyms; lower-case ordinary words capitalised only by position.
  const looksLikeName = /^\p{Lu}/u.test(token.surface) && !sentenceStart;
  const acronym = /^\p{Lu}{2,5}$/u.test(token.surface);
  return looksLikeName || acronym ? token.surface : token.lower;
}

/** Adds the weighted key phrases of an answer into `into` (phrase key -> phrase). */
export function collectPhrases({ text, tokens }: AnalyzedText, weight: number, into: Map<string, KeyPhrase>): void {
  let run: { token: Token; sentenceStart: boolean }[] = [];
  const flush = () => {
    for (let start = 0; start < run.length; start += MAX_PHRASE_WORDS) {
      const words = run.slice(start, start + MAX_PHRASE_WORDS);
      const stems = words.map((word) => word.token.stem);
      const key = stems.join(' ');
      // Longer phrases are more specific, so worth a little more than their single words.
      const gain = weight * (1 + 0.25 * (words.length - 1));
      const existing = into.get(key);
      if (existing) existing.weight += gain;
      else into.set(key, { key, stems, text: words.map((w) => displayWord(w.token, w.sentenceStart)).join(' '), weight: gain });
    }
    run = [];
  };
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const gap = previous ? text.slice(previous.end, token.start) : '';
    const sentenceStart = !previous || /[.!?:;\n]/.test(gap);
    if (previous && !joinedBySpace(text, previous, token)) flush();
    if (isContentWord(token)) run.push({ token, sentenceStart });
    else flush();
  });
  flush();
}

/**
 * The best phrases, strongest first, skipping any whose words are all already named by a
 * stronger phrase ("dishes" after "dirty dishes").
 */
export function rankPhrases(phrases: Iterable<KeyPhrase>, limit: number): KeyPhrase[] {
  const ranked = [...phrases].sort((a, b) => b.weight - a.weight || b.stems.length - a.stems.length || (a.key < b.key ? -1 : 1));
  const named = new Set<string>();
  const chosen: KeyPhrase[] = [];
  for (const phrase of ranked) {
    if (phrase.stems.every((s) => named.has(s))) continue;
    chosen.push(phrase);
    phrase.stems.forEach((s) => named.add(s));
    if (chosen.length >= limit) break;
  }
  return chosen;
}

const MAX_CLAUSE_WORDS = 14;
const LEADING_WISH = /^(?:i|we)(?: would like|['’]d like| would love|['’]d love| want| need| wish| hope)(?: (?:for|that|to))?\s+/i;
const LEADING_FILLER =
  /^(?:and|but|so|because|well|honestly|basically|also|just|mainly|mostly|really|i think(?: that)?|i feel like|i guess|(?:it|this) (?:matters|is important)(?: to me)? because|it's important(?: to me)? because|the reason is(?: that)?|that)\b[\s,:-]*/i;

/** Verbs after these stay as they are: modals, past forms and a few irregulars. */
const UNINFLECTED = new Set(
  'can could will would should must might may shall was did had can\'t couldn\'t won\'t wouldn\'t shouldn\'t didn\'t wasn\'t hadn\'t used'.split(' '),
);
const THIRD_PERSON: Record<string, string> = {
  am: 'is', are: 'is', were: 'was', have: 'has', do: 'does', go: 'goes', "don't": "doesn't", "haven't": "hasn't", "aren't": "isn't",
  "weren't": "wasn't", "'m": 'is',
};
/** Words that follow a subject but are not its verb ("you to listen", "you and I"). */
const NOT_VERBS = new Set('to and or but the a an for with at in on of from by about too who that which all both guys alone more'.split(' '));
const ADVERBS = new Set('also really just still only often usually sometimes always never actually truly honestly simply even already'.split(' '));
const SUBJECT_CONTEXT = new Set(
  ',and but or when if because that so as while until since then where whenever though although'.split(' '),
);

function inflect(verb: string): string {
  const lower = verb.toLowerCase();
  if (THIRD_PERSON[lower]) return THIRD_PERSON[lower];
  if (!/^[a-z]+$/.test(lower) || UNINFLECTED.has(lower)) return verb;
  // Already past or inflected ("wanted", "helps", "is", "trying"); "need" and "miss" are not.
  if ((/ed$/.test(lower) && !/eed$/.test(lower)) || (/s$/.test(lower) && !/(ss|us)$/.test(lower)) || /ing$/.test(lower)) return verb;
  if (/(sh|ch|x|z|o|ss|us)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

const CONTRACTION_AFTER_NAME: Record<string, string> = { "'m": ' is', "'re": ' is', "'ve": ' has', "'d": ' would', "'ll": ' will' };

/**
 * Re-voices a clause for a statement both parties read: the speaker's "I/me/my" become
 * their name (then "they/them/their"), "you/your" the other party's name, with the verb
 * after a new subject agreeing ("I need" -> "Sam needs", "you help" -> "Alex helps").
 */
export function revoice(clause: string, speaker: string, other: string): string {
  const words = clause.split(/(\s+)/);
  let speakerNamed = false;
  let inflectNext = false;
  const out: string[] = [];
  words.forEach((word) => {
    if (/^\s+$/.test(word) || word === '') {
      out.push(word);
      return;
    }
    const match = /^([^\p{L}']*)([\p{L}'’]+)(.*)$/u.exec(word);
    if (!match) {
      out.push(word);
      inflectNext = false;
      return;
    }
    const [, before, core, after] = match;
    const lower = core.toLowerCase().replace(/’/g, "'");
    const previous = out.filter((w) => !/^\s*$/.test(w)).at(-1)?.toLowerCase() ?? '';
    const startsClause = previous === '' || SUBJECT_CONTEXT.has(previous) || /[,;:]$/.test(previous);
    let replaced: string | undefined;
    let subject = false;
    const firstPerson = /^i('m|'ve|'d|'ll)?$/.exec(lower);
    const secondPerson = /^you('re|'ve|'d|'ll)?$/.exec(lower);
    if (firstPerson) {
      const suffix = firstPerson[1];
      if (speakerNamed) replaced = suffix ? `they${suffix === "'m" ? "'re" : suffix}` : 'they';
      else replaced = suffix ? `${speaker}${CONTRACTION_AFTER_NAME[suffix]}` : speaker;
      subject = !suffix && !speakerNamed;
      speakerNamed = true;
    } else if (lower === 'me' || lower === 'myself') {
      replaced = speakerNamed ? 'them' : speaker;
      speakerNamed = true;
    } else if (lower === 'my' || lower === 'mine') {
      replaced = speakerNamed ? (lower === 'my' ? 'their' : 'theirs') : `${speaker}'s`;
      speakerNamed = true;
    } else if (secondPerson) {
      const suffix = secondPerson[1];
      replaced = suffix ? `${other}${CONTRACTION_AFTER_NAME[suffix]}` : other;
      subject = !suffix && startsClause;
    } else if (lower === 'your' || lower === 'yours') {
      replaced = `${other}'s`;
    } else if (inflectNext) {
      if (ADVERBS.has(lower)) {
        out.push(word);
        return; // keep waiting for the verb: "I really need" -> "Sam really needs"
      }
      if (!NOT_VERBS.has(lower)) replaced = inflect(core);
    }
    inflectNext = subject;
    out.push(`${before}${replaced ?? core}${after}`);
  });
  return out.join('');
}

/**
 * A short clause that says what one answer is about: its first sentence, without
 * leading filler, cut to a readable length at a natural break, re-voiced, lower-cased
 * at the start unless it now begins with a name.
 */
export function focusClause(answer: string, speaker: string, other: string, kind: 'want' | 'why'): string {
  let sentence = answer.split(/(?<=[.!?;])\s+|\n/)[0] ?? '';
  for (let previous = ''; previous !== sentence; ) {
    previous = sentence;
    sentence = sentence.replace(LEADING_FILLER, '');
    // A want is quoted after "what Sam asks for", so "I want you to listen" becomes "Alex to listen".
    if (kind === 'want') sentence = sentence.replace(LEADING_WISH, '');
  }
  const words = sentence.split(/\s+/).filter(Boolean);
  let cut = words.slice(0, MAX_CLAUSE_WORDS);
  if (words.length > MAX_CLAUSE_WORDS) {
    // Prefer ending at a comma; otherwise do not end on a dangling stop word ("the", "and").
    const comma = cut.findIndex((word, i) => i >= 5 && /,$/.test(word));
    if (comma >= 0) cut = cut.slice(0, comma + 1);
    while (cut.length > 3 && isStopWord(cut[cut.length - 1].toLowerCase().replace(/[^\p{L}']/gu, ''))) cut = cut.slice(0, -1);
  }
  const clause = revoice(cut.join(' '), speaker, other).replace(/[\s,;:.!?…-]+$/u, '');
  if (clause.startsWith(speaker) || clause.startsWith(other)) return clause;
  // "Split the work" / "A calmer evening": capitalised only because it started the answer.
  return /^(?:\p{Lu}\p{Ll}|A\s)/u.test(clause) ? clause[0].toLowerCase() + clause.slice(1) : clause;
}
