/**
 * Both parties' answers, read whole, without a parser: every character of every answer (each
 * answer whole, up to `READ_CHARS` a field: two answers at the product's 2,000-character limit)
 * is matched against the concept lexicon (concepts.ts), one pass of each cue over a field, and
 * the people, things, amounts and times the concepts' plain words need are found (the slots:
 * "Mom", "the house deposit", "8,000 euros", "the kitchen cleanup"). compromise's tagging
 * (analysis.ts, a few hundred characters a field) only adds grammar where a phrase is built.
 *
 * For each side it keeps which concepts show in which answer, and whether the sentence is about
 * the other person ("Mark gave his brother ...": an account of the other is not the writer's own
 * need); the sentences worth quoting (the request, the reason, the concern), chosen by what
 * they say rather than by where they stand.
 */
import type { PartyAnswers } from '../../types';
import { CONCEPTS, DOMAINS, type Concept, type Domain } from './concepts';
import { possessive } from './english';
import { CONCEDING, quoteAround, safeToSayBack, wholeClause, type QuoteKind } from './quotes';
import { readEntries } from './analysis';
import { oncePerCall } from './callMemo';
import { LONG_ANSWER_CHARS, pointOf, reportsOthers, signpostedIn } from './signposts';
import { lower, mapPacked, splitSentences, stripMarkup } from './text';

export type Field = 'issue' | 'desiredOutcome' | 'whyOutcomeMatters';
const FIELDS: readonly Field[] = ['issue', 'desiredOutcome', 'whyOutcomeMatters'];
/** A concept asked for outright counts most; one named as the reason next; one in the account of the issue least. */
const FIELD_WEIGHT: Record<Field, number> = { desiredOutcome: 3, whyOutcomeMatters: 2, issue: 1 };

export interface Hit {
  concept: Concept;
  field: Field;
  /** Position of the sentence in its answer field, then of the match in the sentence: earlier first. */
  order: number;
  /** The sentence is an account of what the other person did ("He deleted ...", "Mark gave ..."). */
  aboutOther: boolean;
  /** The words matched, as the side wrote them (lower-cased). */
  word: string;
  /** What they ask for refuses the thing the concept's want asks for (`Concept.refusable`): no want of theirs. */
  refused: boolean;
}

export interface SideReading {
  name: string;
  /** Each field's answers as plain text, one sentence per entry. */
  sentences: Record<Field, string[]>;
  hits: Hit[];
  /** Concepts this side asks for, in their order in the answers. */
  wants: Concept[];
  /** Concepts that matter to this side: their reason first, then their own account, then what they ask for. */
  matters: Concept[];
  /** The sentences worth quoting, if any: what they ask for, why, and what they raise. */
  request?: string;
  reason?: string;
  concern?: string;
  /** Every sentence the request was chosen among, as each would be quoted: a statement quotes the one naming most of this side's own words. */
  requests: readonly string[];
  /**
   * Words this side comes back to: written in two or more of its answer fields (four letters or
   * more), and the amounts and numbers it names. What a person repeats is what they are about,
   * so a long sentence is quoted where these words are.
   */
  echoes: ReadonlySet<string>;
  /** Characters written, over all answers. */
  length: number;
}

export interface Slots {
  dependent: string;
  home: string;
  facility: string;
  goal: string;
  chore: string;
  space: string;
  activity: string;
  item: string;
  holiday: string;
  /** The pet both talk about, when there is one. */
  pet?: string;
  event: string;
  child: string;
  relative?: string;
  /** The dependent when the answers name one ("Mom", "Cheryl’s mom", "Frank"); undefined otherwise. */
  named?: string;
  /** The largest amount of money named, as written ("8,000 euros", "$3,000"). */
  amount?: string;
  /** An amount named with lending or borrowing ("gave his brother 3,000 euros"). */
  loan?: string;
  /** An amount named with saving ("the 8,000 euros deposit"). */
  savings?: string;
  /** An amount someone asks to be a limit ("more than 200 euros"). */
  limit?: string;
  /** A deadline someone names ("by the end of next month", "by Friday"). */
  deadline?: string;
  /** The thing that keeps needing repairs, when the answers name one ("the car", "the boiler"). */
  machine?: string;
}

export interface Reading {
  a: SideReading;
  b: SideReading;
  slots: Slots;
  /** Domains by weight, strongest first; only those with any weight. */
  domains: { domain: Domain; weight: number }[];
  /** Concept id -> weight over both sides (own accounts only), and the sides that named it. */
  weights: Map<string, { weight: number; a: number; b: number }>;
  /** The domains the conflict is about (not passing mentions). */
  strong: ReadonlySet<Domain>;
}

/** Every sentence of `texts`, in order: pushed into one list, as `.flatMap` makes a holey list (text.ts `mapPacked`). */
function sentencesOf(texts: readonly string[]): string[] {
  const sentences: string[] = [];
  for (const text of texts) sentences.push(...splitSentences(text));
  return sentences;
}

/** The answers a call reads (`readEntries`), without markup: cleaned once, read by every step after. */
function cleaned(party: PartyAnswers): PartyAnswers {
  const clean = (list: readonly string[]) => mapPacked(readEntries(list), stripMarkup).filter(Boolean);
  return { firstName: party.firstName, issue: clean(party.issue), desiredOutcome: clean(party.desiredOutcome), whyOutcomeMatters: clean(party.whyOutcomeMatters) };
}

/**
 * A sentence that says outright that it asks ("I'd like us to try Glasgow", "what I want is",
 * "please"): in a long answer it is the request, however much the background before it shares
 * words with the other answers.
 */
const FIRM_REQUEST_WORDS = String.raw`i want|i need|i'?d like|i would like|i'?d love|i'?m asking|i ask|i'?d ask|my (?:request|ask)|i hope|i wish|i propose|i suggest|we should|we need|let'?s|please`;
// Not after "if": "If we need cash I'd rather …" sets a condition, it does not ask.
const FIRM_REQUEST_CUE = new RegExp(`(?<!\\bif )\\b(?:${FIRM_REQUEST_WORDS})\\b`);
/** Any sign of a request, firm or not ("i just want", "keep", "decide"): the tie-breaker among sentences. */
const REQUEST_CUE = new RegExp(`\\b(?:${FIRM_REQUEST_WORDS}|i just want|agree (?:that|to|on)|stop|start|decide|keep|have|make|get)\\b`);
/**
 * A sentence of a request that only turns the other's down ("I can't say yes to six weeks", "I
 * won't sell it"): what the side asks for is in the sentence that proposes ("Two weeks max"),
 * when they wrote one. Not a refusal that sets a limit ("I won't pay more than a third", "I'm not
 * willing to move out before June", "I refuse to do the school run every day any more"): that is the ask.
 */
const REFUSAL = /^\W*(?:(?:but|and) )?(?:i (?:can'?t|cannot|won'?t|will not|refuse)|i'?m not (?:going to|willing to|agreeing)|there'?s no way)\b(?!.*\b(?:more than|less than|fewer than|before|after|until|till|unless|any more|anymore)\b)/;
/**
 * A sentence of a request that reports rather than asks: what the side has already done ("I've
 * shown him ten times", "we've tried that") or how much there is ("we have 5 months of runway
 * left"). The ask is the sentence beside it ("Just write things down", "pivot to B2B"), when
 * there is one.
 */
const REPORT = /^\W*(?:(?:i|we)(?:'?ve| have) (?:already |been |(?:shown|told|asked|tried|said|done|given|explained|spent|paid|had|offered)\b)|(?:i|we) have (?:only |just |about |nearly |almost )?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten)\b)/;
/**
 * A closing remark after the request ("Text me when you have decided", "Let me know what you
 * think", "We can talk about it on Sunday"): it asks for an answer, not for what the side wants.
 */
const CLOSING_REMARK = /^\W*(?:(?:please\s+)?(?:text|tell|call|message|ring|email) me\b|let me know\b|we can (?:talk|chat|discuss)\b|(?:happy|open) to (?:talk|discuss)\b)|\bwhat (?:do )?you think\b/;
/** Sentences of a request that are not the ask, passed over while another is left. */
export const NOT_THE_ASK: readonly RegExp[] = [REFUSAL, REPORT, CLOSING_REMARK];
/** How a request is chosen among the sentences of what a side asks for. */
const REQUEST_OPTIONS: BestOptions = { skipAsides: false, firmCue: FIRM_REQUEST_CUE, signposts: 'desiredOutcome', passOver: NOT_THE_ASK };
/** Words that say why: "because", "matters", and a reason said as what something is ("guitar is how i unwind", "safety comes first"). */
const REASON_CUE = /\b(?:because|since|so that|i can'?t|i cannot|i'?m|i am|that'?s (?:my|our)|matters|important|scared|afraid|worried|need|exhausted|family|(?:is|are|was|that'?s) (?:how|what|why) (?:i|we)|comes? first|the only (?:thing|way|time)|(?:i|we) (?:would |will |'?ll )?lose)\b/;
/** Words that put a quote in the mouth of an accuser: such a sentence is not the one quoted in a shared statement. */
export const BLAME = /\b(?:you always|you never|lied|liar|lies|stole|steal\w*|selfish|lazy|your fault|(?:his|her) fault|useless|pathetic|idiot|stupid)\b/i;

/**
 * In an account of the issue, an aside says nothing on its own: a sentence of under three words
 * ("Again.", "Whatever.") or one that carries on the sentence before it ("to me, on the phone, to
 * herself"). It is quoted as what a side raised only when they wrote nothing else. A short request
 * or reason ("Honesty.", "a hello") does say what the side wants, so those are not passed over.
 */
const isAside = (sentence: string) => sentence.split(/\s+/).filter(Boolean).length < 3 || /^(?:to|in|at|by|for|with|from|and|or|but|nor)\b/i.test(sentence.trim());

/** Words of four letters or more: enough to tell what a sentence is about without a parser (once per call: a sentence's words are read for its field's words and again when it is weighed for quoting). */
const wordsOf = oncePerCall((text: string): readonly string[] => lower(text).match(/[a-z][a-z'-]{3,}/g) ?? []);

/**
 * The sentence worth quoting: the one that names most of what the side writes about elsewhere
 * (words that recur in their other answers carry their concern, "guitar is how i unwind" after a
 * request to play guitar), with a cue ("because", "i want") as the tie-breaker, else the first.
 * Only among the sentences that signpost their point (signposts.ts), when some do, and then
 * quoted without the signpost; else among those that ask outright (`firmCue`), when some do.
 */
function bestSentence(
  sentences: readonly string[],
  cue: RegExp,
  avoidBlame: boolean,
  elsewhere: readonly ReadonlySet<string>[],
  { skipAsides = false, ...options }: Partial<BestOptions> = {},
): string | undefined {
  const { signposts } = options;
  const chosen = bestOf(sentences, cue, avoidBlame, elsewhere, { skipAsides, ...options });
  // A signposted point is quoted without its signpost ("what I would like is …").
  return chosen && signposts ? pointOf(chosen, signposts) : chosen;
}

interface BestOptions {
  /** Asides are passed over (`isAside`). */
  skipAsides: boolean;
  /** What asks outright: such sentences are preferred. */
  firmCue?: RegExp;
  /** The field whose signposts mark the point (signposts.ts). */
  signposts?: Field;
  /** Sentences passed over while another is left (for a request: `NOT_THE_ASK`). */
  passOver?: readonly RegExp[];
}

/**
 * The sentences `bestSentence` chooses among, each as it would be quoted (a signposted point
 * without its signpost): a statement may quote another of them than the one chosen here.
 */
function choicesOf(sentences: readonly string[], avoidBlame: boolean, options: BestOptions): string[] {
  const usable = usableOf(sentences, avoidBlame, options);
  return options.signposts ? usable.map((sentence) => pointOf(sentence, options.signposts!)) : usable;
}

/**
 * Of a field's sentences, those worth quoting: blaming none, saying something, proposing (not
 * passed over); of those, the ones that signpost their point, else those that say outright what
 * they are: the rest is background.
 */
function usableOf(sentences: readonly string[], avoidBlame: boolean, { skipAsides, firmCue, signposts, passOver }: BestOptions): string[] {
  const blameless = sentences.filter((sentence) => !avoidBlame || !BLAME.test(sentence));
  const saying = skipAsides ? blameless.filter((sentence) => !isAside(sentence)) : blameless;
  const said = saying.length > 0 ? saying : blameless;
  const proposing = passOver ? said.filter((sentence) => !passOver.some((pattern) => pattern.test(lower(sentence)))) : said;
  const candidates = proposing.length > 0 ? proposing : said;
  // In a long account of the issue, a later "So …" is the conclusion (signposts.ts).
  const longIssue = signposts === 'issue' && sentences.reduce((total, sentence) => total + sentence.length, 0) > LONG_ANSWER_CHARS;
  const signposted = signposts ? signpostedIn(sentences, candidates, signposts, longIssue) : [];
  const firm = firmCue ? candidates.filter((sentence) => firmCue.test(lower(sentence))) : [];
  return signposted.length > 0 ? signposted : firm.length > 0 ? firm : candidates;
}

/** `bestSentence`'s choice, the sentence whole. */
function bestOf(sentences: readonly string[], cue: RegExp, avoidBlame: boolean, elsewhere: readonly ReadonlySet<string>[], options: BestOptions): string | undefined {
  const usable = usableOf(sentences, avoidBlame, options);
  // One sentence is all there is to choose from: no need to read the others.
  if (usable.length <= 1) return usable[0];
  let best: string | undefined;
  let bestScore = -1;
  for (const sentence of usable) {
    const linked = new Set(wordsOf(sentence).filter((word) => elsewhere.some((words) => words.has(word)))).size;
    const score = linked * 2 + (cue.test(lower(sentence)) ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [sentence, score];
  }
  return best;
}

/**
 * A sentence the next one answers with "but", "however" or "yet" ("i love this job. but i go home
 * shaking") is a concession: the point is the sentence after it, so the concession is not quoted
 * as the reason, and the point is quoted without its "but".
 */
function withoutConcessions(sentences: readonly string[]): string[] {
  const kept: string[] = [];
  sentences.forEach((sentence, index) => {
    if (!CONCEDING.test(sentences[index + 1] ?? '')) kept.push(sentence.replace(CONCEDING, ''));
  });
  return kept;
}

/**
 * A sentence that says what the matter is not ("its not even about the money anymore", "It is
 * not about the time she comes home", "its not that i dont want to help", "It's not a diet for
 * me, it's what I believe") clears the ground for the reason that follows; it is not quoted as the
 * reason while another sentence is there to be, nor, as a clause, while the clause after it is
 * (clauseWeight).
 */
function withoutDisclaimers(sentences: readonly string[]): readonly string[] {
  const saying = sentences.filter((sentence) => !DISCLAIMER.test(sentence));
  return saying.length > 0 ? saying : sentences;
}
/** "it's not", "this isn't", "that was not": the opening of a sentence saying what the matter is not. */
const IT_IS_NOT = String.raw`^\W*(?:it|this|that)(?:'s|’s|s| is| was)?\s*(?:not|n'?t|n’t)\s+`;
/** "… about", "… even about", "… that": what follows clears the ground for the reason. */
const NOT_ABOUT = String.raw`(?:(?:even\s+|really\s+|just\s+|only\s+|all\s+)?about\b|that\b)`;
const DISCLAIMER = new RegExp(`${IT_IS_NOT}${NOT_ABOUT}`, 'i');
/** The same as a clause, and "it's not a diet for me" before "it's what I believe": what it is comes after. */
const NOT_THE_POINT = new RegExp(`${IT_IS_NOT}(?:${NOT_ABOUT}|(?:just\\s+)?an?\\s)`, 'i');

/** The words of a side's answers outside one field, as one set per other field. */
const wordsOutsideOf = (wordsIn: Record<Field, ReadonlySet<string>>) => (field: Field) => mapPacked(FIELDS.filter((other) => other !== field), (other) => wordsIn[other]);

/** The concepts' cues as sticky expressions, each tried only where some cue can start (`cueStartsIn`). */
const STICKY_CUES = CONCEPTS.map((concept) => new RegExp(concept.cue.source, 'y'));
/**
 * The cues as a few alternations: a pass of each finds the positions where at least one of its
 * cues matches, far less time than running the cues one by one over the whole field. A cue's
 * match can only start at such a position, so trying each cue there (sticky) finds exactly what
 * a global scan of that cue finds. The cues use no back-references, so they can be joined.
 *
 * Not one alternation of them all: past some size V8 no longer compiles an expression to
 * machine code and interprets it instead. At 170 cues one alternation took 150 ms over a
 * 40,000-character answer, CUES_PER_PASS at a time 2 ms (about 30 is the fastest; 10 to 60 are
 * close).
 */
const CUES_PER_PASS = 30;
const CUE_PASSES = Array.from({ length: Math.ceil(STICKY_CUES.length / CUES_PER_PASS) }, (_, pass) =>
  anyOf(STICKY_CUES.slice(pass * CUES_PER_PASS, (pass + 1) * CUES_PER_PASS).map((cue) => cue.source)),
);

/**
 * One global alternation of `sources`. Those that open on a word boundary and have no
 * alternative at their top level can only match where a word starts: they sit behind one shared
 * `\b`, which rules out most positions of a text at once instead of once per cue (the scan then
 * takes about a third of the time); any other source is tried everywhere, as it is.
 */
export function anyOf(sources: readonly string[]): RegExp {
  const atWordStart = sources.filter((source) => topLevelAlternatives(source).every((alternative) => alternative.startsWith('\\b')));
  const elsewhere = sources.filter((source) => !atWordStart.includes(source));
  const group = (list: readonly string[]) => list.map((source) => `(?:${source})`).join('|');
  return new RegExp([atWordStart.length ? `\\b(?:${group(atWordStart)})` : '', group(elsewhere)].filter(Boolean).join('|'), 'g');
}

/**
 * Where an expression's source has a `|` or a `)` outside every group and character class
 * ("a|b" has one at 1, "(?:a|b)" none; "a|b)c" has them at 1 and 3): read past escapes and
 * classes, so "[|]" and "\\|" have none.
 */
function topLevelMarks(source: string): { alternatives: number[]; close: number } {
  const alternatives: number[] = [];
  let depth = 0;
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === '\\') index++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')' && depth === 0) return { alternatives, close: index };
    else if (char === ')') depth--;
    else if (char === '|' && depth === 0) alternatives.push(index);
  }
  return { alternatives, close: -1 };
}

/** An expression's top-level alternatives ("\\ba|\\bb" -> "\\ba", "\\bb"): each opening on `\\b` can only match where a word starts. */
function topLevelAlternatives(source: string): string[] {
  const cuts = [-1, ...topLevelMarks(source).alternatives, source.length];
  return cuts.slice(1).map((cut, index) => source.slice(cuts[index] + 1, cut));
}

/** Whether an expression's source has a `|` outside every group and character class ("a|b", not "(?:a|b)"). */
export function hasTopLevelAlternative(source: string): boolean {
  return topLevelMarks(source).alternatives.length > 0;
}

/** Characters that make the first character of an alternative more than itself. */
const NOT_PLAIN = '\\[](){}|.^$?*+';
/** Quantifiers that let the character before them be absent. */
const OPTIONAL = '?*{';

/**
 * The characters a cue's match can start with, read from its source ("\\b(?:rent|rota|fees?)\\b"
 * -> r, f); undefined when the source does not say so plainly (an alternative that opens with a
 * class, a group, an escape or an optional character), and the cue is then tried wherever some
 * cue starts. Only ever a superset of what can match: `cueMatchesIn` skips a cue at a position
 * whose character is not among them, where its expression would fail anyway.
 */
export function firstCharsOf(source: string): ReadonlySet<string> | undefined {
  const body = source.startsWith('\\b') ? source.slice(2) : source;
  if (hasTopLevelAlternative(body)) return undefined;
  let alternatives = [body];
  if (body.startsWith('(?:')) {
    const inside = body.slice(3);
    const { alternatives: bars, close } = topLevelMarks(inside);
    if (close < 0 || OPTIONAL.includes(inside[close + 1] ?? '')) return undefined;
    const cuts = [-1, ...bars, close];
    alternatives = cuts.slice(1).map((cut, index) => inside.slice(cuts[index] + 1, cut));
  }
  const chars = new Set<string>();
  for (const alternative of alternatives) {
    const first = alternative[0];
    if (first === undefined || NOT_PLAIN.includes(first) || OPTIONAL.includes(alternative[1] ?? '')) return undefined;
    chars.add(first);
  }
  return chars;
}

/** Each cue's possible first characters (`firstCharsOf`), in CONCEPTS' order. */
const CUE_FIRST_CHARS = CONCEPTS.map((concept) => firstCharsOf(concept.cue.source));

/** The positions in `text` where some cue matches, in order. */
export function cueStartsIn(text: string): number[] {
  const starts = new Set<number>();
  for (const pass of CUE_PASSES) {
    pass.lastIndex = 0;
    for (let match = pass.exec(text); match; match = pass.exec(text)) {
      starts.add(match.index);
      pass.lastIndex = match.index + 1;
    }
  }
  return [...starts].sort((x, y) => x - y);
}

/**
 * Every match of each concept's cue in a field's text (lower-cased, a sentence a line), by
 * concept: where it starts and the words matched, as a global scan of the cue finds them (left
 * to right, none overlapping). Once per call: when both sides wrote the same answer, its field
 * is scanned once.
 */
export const cueMatchesIn = oncePerCall((text: string): { at: number; word: string }[][] => {
  const starts = cueStartsIn(text);
  return mapPacked(STICKY_CUES, (cue, index) => {
    const firstChars = CUE_FIRST_CHARS[index];
    const matches: { at: number; word: string }[] = [];
    let from = 0;
    for (const at of starts) {
      // Most cues cannot start with the character there: no expression is run for them.
      if (at < from || (firstChars !== undefined && !firstChars.has(text[at]))) continue;
      cue.lastIndex = at;
      const match = cue.exec(text);
      if (!match) continue;
      matches.push({ at, word: match[0] });
      from = match[0] === '' ? at + 1 : at + match[0].length;
    }
    return matches;
  });
});

/** Words just before a cue that refuse what it names: "no founder salaries", "don't want a rules list". */
const REFUSED_BEFORE = /(?:^|\s)(?:no|not|never|without|don'?t want|do not want|no more)\s+(?:[\w'’-]+\s+){0,2}$/;

/**
 * A sentence (lower-cased) that tells what the other did or does ("Owen never said anything"), not
 * what is theirs ("Your mother and I built this place") or who they are to this side ("Grace is my friend").
 */
export const actsOfTheOther = (otherName: string) => new RegExp(`^(?:${escape(otherName.toLowerCase())}|he|she|you|they)\\b(?![’']s)(?! (?:is|was|has been|are|were) (?:my|our)\\b)`);

/** The sentences not about the other person, when any are left; else all of them. */
function ownSentences(sentences: readonly string[], other: RegExp): readonly string[] {
  const own = sentences.filter((sentence) => !other.test(lower(sentence)));
  return own.length > 0 ? own : sentences;
}

function readSide(party: PartyAnswers, name: string, otherName: string): SideReading {
  const sentences = Object.fromEntries(FIELDS.map((field) => [field, sentencesOf(party[field])])) as Record<Field, string[]>;
  const other = new RegExp(`^(?:${escape(otherName.toLowerCase())}|he|she|you|your|they)\\b`);
  const otherActs = actsOfTheOther(otherName);
  const hits: Hit[] = [];
  for (const field of FIELDS) {
    // One pass of each cue over the whole field; a match is placed in its sentence by offset.
    const plainSentences = mapPacked(sentences[field], lower);
    const offsets: number[] = [];
    let text = '';
    for (const sentence of plainSentences) {
      offsets.push(text.length);
      text += `${sentence}\n`;
    }
    const sentenceAt = (at: number) => {
      let index = offsets.length - 1;
      while (index > 0 && offsets[index] > at) index--;
      return index;
    };
    // In a long answer, advice reported on the way to the point ("my sister thinks I should turn it down") is not what it is about.
    const reported = text.length > LONG_ANSWER_CHARS ? new Set(plainSentences.flatMap((sentence, index) => (reportsOthers(sentence, field) ? [index] : []))) : undefined;
    cueMatchesIn(text).forEach((matches, conceptIndex) => {
      const seen = new Set<number>();
      for (const match of matches) {
        const index = sentenceAt(match.at);
        if (seen.has(index) || reported?.has(index)) continue;
        seen.add(index);
        const aboutOther = field === 'issue' && other.test(plainSentences[index]);
        const concept = CONCEPTS[conceptIndex];
        const refused = Boolean(concept.refusable) && field === 'desiredOutcome' && REFUSED_BEFORE.test(text.slice(offsets[index], match.at));
        hits.push({ concept, field, order: index * 10_000 + match.at - offsets[index], aboutOther, word: match.word, refused });
      }
    });
  }
  // Each field's words, built once: the echoes and the sentences worth quoting both read them.
  const wordsIn = Object.fromEntries(FIELDS.map((field) => [field, new Set(sentences[field].flatMap(wordsOf))])) as Record<Field, Set<string>>;
  const wordsOutside = wordsOutsideOf(wordsIn);
  return {
    echoes: echoesOf(sentences, wordsIn, [name, otherName]),
    name,
    sentences,
    hits,
    wants: [],
    matters: [],
    request: bestSentence(sentences.desiredOutcome, REQUEST_CUE, true, wordsOutside('desiredOutcome'), REQUEST_OPTIONS),
    requests: choicesOf(sentences.desiredOutcome, true, REQUEST_OPTIONS),
    // A reason that is an account of the other ("Owen never said anything for months") reads as a dig, not why it matters to them.
    reason: bestSentence(ownSentences(withoutDisclaimers(withoutConcessions(sentences.whyOutcomeMatters)), otherActs), REASON_CUE, true, wordsOutside('whyOutcomeMatters'), { signposts: 'whyOutcomeMatters' }),
    // An account of what the other did is not quoted as this side's concern: it reads as an accusation.
    concern: bestSentence(
      sentences.issue.filter((sentence) => !other.test(lower(sentence))),
      REASON_CUE,
      true,
      wordsOutside('issue'),
      { skipAsides: true, signposts: 'issue' },
    ),
    length: FIELDS.reduce((sum, field) => sum + party[field].join(' ').length, 0),
  };
}

function echoesOf(sentences: Record<Field, string[]>, wordsIn: Record<Field, ReadonlySet<string>>, names: readonly string[]): ReadonlySet<string> {
  const fieldsOf = new Map<string, number>();
  for (const field of FIELDS) for (const word of wordsIn[field]) fieldsOf.set(word, (fieldsOf.get(word) ?? 0) + 1);
  const skip = new Set(names.map(lower));
  const echoes = new Set([...fieldsOf].filter(([word, fields]) => fields > 1 && !skip.has(word)).map(([word]) => word));
  for (const field of FIELDS) for (const sentence of sentences[field]) for (const number of sentence.match(/\d[\d,./]*/g) ?? []) echoes.add(number.replace(/[.,]$/, ''));
  return echoes;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ------------------------------------------------------------------ slots

const PARENT_NAMES: Record<string, string> = {
  mom: 'Mom', mum: 'Mum', mother: 'Mother', mama: 'Mama', dad: 'Dad', father: 'Father', papa: 'Papa',
  grandma: 'Grandma', grandmother: 'Grandmother', grandpa: 'Grandpa', grandfather: 'Grandfather', nan: 'Nan', nana: 'Nana', gran: 'Gran', granny: 'Granny',
};
const PARENT = new RegExp(`\\b(?:(my|our|your|his|her|their)\\s+)?(${Object.keys(PARENT_NAMES).join('|')})(?:'?s)?\\b`, 'g');
const CHILD_OF_SPEAKER = /\bmy (?:daughter|son|kids|children|child)\b/;

/** Who the two care for: a parent both name ("Mom"), one side's parent ("Cheryl’s mom"), or the other party ("Frank"). */
function dependentOf(a: SideReading, b: SideReading): string {
  const mentions = (side: SideReading) => {
    const found: { word: string; owner: string | undefined }[] = [];
    for (const sentence of FIELDS.flatMap((field) => side.sentences[field])) {
      for (const match of lower(sentence).matchAll(PARENT)) found.push({ word: match[2], owner: match[1] });
    }
    return found;
  };
  const inA = mentions(a);
  const inB = mentions(b);
  const text = (side: SideReading) => lower(FIELDS.flatMap((field) => side.sentences[field]).join(' '));
  // A parent and the adult child who speaks of "my daughter": the one cared for is the other party.
  if (inA.length && !inB.length && CHILD_OF_SPEAKER.test(text(b))) return b.name;
  if (inB.length && !inA.length && CHILD_OF_SPEAKER.test(text(a))) return a.name;
  const all = [...inA, ...inB];
  // Not "the person they care for": said to one of them it ends on a stranded "for".
  if (all.length === 0) return 'the person in their care';
  const counts = new Map<string, number>();
  for (const { word } of all) counts.set(word, (counts.get(word) ?? 0) + 1);
  const word = [...counts.entries()].sort((x, y) => y[1] - x[1])[0][0];
  // Named by one side only, as "my mom": that side's parent; named by both (or as a name, "Mom"): theirs together.
  const mine = (mentions: typeof all) => mentions.some((m) => m.word === word && m.owner === 'my');
  const named = (mentions: typeof all) => mentions.some((m) => m.word === word);
  if (named(inA) && !named(inB) && mine(inA)) return `${possessive(a.name)} ${word}`;
  if (named(inB) && !named(inA) && mine(inB)) return `${possessive(b.name)} ${word}`;
  return PARENT_NAMES[word];
}

const MONEY = /(?:[$€£]\s?\d[\d,.]*\s?(?:k|m)?\b|\b\d[\d,.]*\s?(?:k\s)?(?:euros?|eur|dollars?|usd|pounds?|gbp|quid)\b)/gi;

function amountValue(text: string): number {
  const digits = text.replace(/[^\d.,km]/gi, '').replace(/,/g, '');
  const number = parseFloat(digits);
  return /k/i.test(text) ? number * 1000 : /m\b/i.test(text) ? number * 1_000_000 : number;
}

interface Amount {
  text: string;
  value: number;
  /** Named as a limit: "over $200", "more than 200 euros". */
  limit: boolean;
  /** The sentence it stands in, lower-cased. */
  sentence: string;
}

function amounts(texts: readonly string[]): Amount[] {
  const found: Amount[] = [];
  for (const text of texts) {
    for (const sentence of splitSentences(text)) {
      for (const match of sentence.matchAll(MONEY)) {
        const before = sentence.slice(Math.max(0, (match.index ?? 0) - 14), match.index).toLowerCase();
        found.push({
          text: match[0].trim().replace(/\s+/g, ' '),
          value: amountValue(match[0]),
          limit: /\b(?:over|more than|above|up to|under|limit of|max(?:imum)?)\s*$/.test(before),
          sentence: sentence.toLowerCase(),
        });
      }
    }
  }
  return found;
}

const DEADLINE = /\bby (?:the end of (?:this|next) (?:week|month|year)|(?:next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:january|february|march|april|may|june|july|august|september|october|november|december)|the weekend|next (?:week|month))\b/i;

/** The first of `pairs` whose pattern occurs in `text`, as its value. */
const firstOf = (text: string, pairs: readonly [RegExp, string][], fallback: string) => pairs.find(([pattern]) => pattern.test(text))?.[1] ?? fallback;

const HOLIDAYS: [RegExp, string][] = [
  [/\bchristmas\b/, 'Christmas'], [/\bthanksgiving\b/, 'Thanksgiving'], [/\beid\b/, 'Eid'], [/\bdiwali\b/, 'Diwali'], [/\bhanukkah\b/, 'Hanukkah'],
  [/\beaster\b/, 'Easter'], [/\bnew year\b/, 'New Year'], [/\bholidays?\b/, 'the holidays'],
];

/** Whether one word names a holiday ("Christmas", "Eid"): the only capitalised single word, besides a place, that is a topic of its own. */
export const isHolidayName = (word: string) => HOLIDAYS.some(([pattern, name]) => /^\p{Lu}/u.test(name) && pattern.test(word.toLowerCase()));

/** Capitalised words that are not names of people: sentence openers, days, months, kin as names. */
const NOT_A_NAME = new Set(
  `I I'm I've I'd I'll The A An And But So If When Then This That These Those My Our Your His Her Their We You He She They It Its Every Each No Not Yes
  Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December
  Christmas Easter Thanksgiving Eid Diwali Hanukkah New Year Boxing Day Q1 Q2 Q3 Q4 OK TV PR PRs HR CEO CTO`.split(/\s+/),
);

/** A third person both talk about by name ("Ellie", "Chloe"): a capitalised word inside a sentence, named most often. */
function thirdPersonOf(all: readonly string[], names: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const text of all) {
    for (const sentence of splitSentences(text)) {
      // Sentences are trimmed, so a capital after a space is inside one.
      for (const match of sentence.matchAll(/\s(\p{Lu}\p{Ll}+)\b/gu)) {
        const word = match[1];
        if (NOT_A_NAME.has(word) || names.includes(word) || PARENT_NAMES[word.toLowerCase()]) continue;
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
  }
  return [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0];
}

function slotsOf(a: SideReading, b: SideReading, parties: readonly PartyAnswers[]): Slots {
  const all = parties.flatMap((party) => [...party.issue, ...party.desiredOutcome, ...party.whyOutcomeMatters]);
  const person = thirdPersonOf(all, [a.name, b.name]);
  const text = lower(all.join('\n'));
  const dependent = dependentOf(a, b);
  const money = amounts(all).sort((x, y) => y.value - x.value);
  const limit = amounts(parties.flatMap((party) => party.desiredOutcome)).find((amount) => amount.limit);
  const relative = /\b(?:my|his|her) (brother|sister|cousin|parents)\b/.exec(text);
  const relativeOwner = relative && (lower([...parties[0].issue, ...parties[0].whyOutcomeMatters].join(' ')).includes(`my ${relative[1]}`) ? a.name : b.name);
  return {
    dependent,
    home: /^the person/.test(dependent) ? 'their home' : `${possessive(dependent)} home`,
    facility: firstOf(text, [[/\bmemory care|dementia|alzheimer/, 'memory care'], [/\bassisted living\b/, 'assisted living'], [/\bnursing home\b/, 'a nursing home']], 'a care home'),
    goal: firstOf(text, [[/\b(?:house|flat|home|apartment) deposit|deposit (?:for|on) (?:a|the|our) (?:house|flat|home)|deposit money/, 'the house deposit'], [/\bdeposit\b/, 'the deposit'], [/\bwedding fund\b/, 'the wedding fund'], [/\bemergency fund\b/, 'the emergency fund']], 'the shared savings'),
    chore: firstOf(text, [[/\bkitchen\b.*\bclean|\bclean\w*\b.*\bkitchen\b/, 'the kitchen cleanup'], [/\bdishes\b/, 'the dishes'], [/\blaundry\b/, 'the laundry'], [/\bcook\w*\b/, 'the cooking and cleaning']], 'the housework'),
    space: firstOf(text, [[/\bliving room\b/, 'the living room'], [/\bflat\b/, 'the flat'], [/\bapartment\b/, 'the apartment'], [/\boffice\b/, 'the office'], [/\b(?:upstairs|ceiling|wall)\b/, 'the building']], 'the home'),
    activity: firstOf(text, [[/\bguitar\b/, 'guitar playing'], [/\bpiano\b/, 'piano practice'], [/\bdrums?\b/, 'drumming'], [/\bgaming\b/, 'gaming'], [/\bparties|party\b/, 'parties'], [/\bmusic\b/, 'music'], [/\btv\b/, 'TV']], 'anything loud'),
    item: firstOf(text, [[/\boak\b/, 'oak tree'], [/\btree\b(?! surgeons?\b)/, 'tree'], [/\bhedge\b/, 'hedge'], [/\bfence\b/, 'fence'], [/\bwall\b/, 'wall'], [/\bshed\b/, 'shed']], 'boundary'),
    holiday: firstOf(text, HOLIDAYS, 'the holidays'),
    pet: !/\b(?:dog|cat|puppy|kitten|pet)\b/.test(text) ? undefined : (person ?? firstOf(text, [[/\bdog\b/, 'the dog'], [/\bcat\b/, 'the cat'], [/\bpuppy\b/, 'the puppy'], [/\bkitten\b/, 'the kitten']], 'the pet')),
    event: firstOf(text, [[/\banniversary\b/, 'the anniversary party'], [/\bwedding\b(?! anniversary)/, 'the wedding'], [/\bmemorial\b/, 'the memorial'], [/\bfuneral\b/, 'the funeral'], [/\bbirthday\b/, 'the birthday'], [/\bparty\b/, 'the party'], [/\bceremony\b/, 'the ceremony']], 'the event'),
    child: person ?? firstOf(text, [[/\btoddler|granddaughter|grandson|grandchild/, 'the grandchild'], [/\bkids|children\b/, 'the children']], 'the children'),
    relative: relative && relativeOwner ? `${possessive(relativeOwner)} ${relative[1]}` : undefined,
    named: /^the person/.test(dependent) ? undefined : dependent,
    amount: money[0]?.text,
    loan: money.find((amount) => /\b(?:gave|give|lent|lend|loan|borrow\w*|owe\w*|paid|pay)\b/.test(amount.sentence))?.text,
    savings: money.find((amount) => /\b(?:sav\w+|deposit|fund|account)\b/.test(amount.sentence))?.text,
    limit: limit?.text,
    deadline: DEADLINE.exec(all.join('\n'))?.[0],
    machine: machineOf(all),
  };
}

/** Things two people may repair or replace. */
const MACHINE = /\b(car|van|motorbike|boiler|washing machine|dishwasher|fridge|oven|cooker|laptop)\b/;
const REPAIR_CUE = CONCEPTS.find((concept) => concept.id === 'money.repair')!.cue;

/**
 * The thing being repaired: named in a sentence about repairing or replacing it ("the car failed
 * its MOT"), not the first thing named ("I drive the car to work, and the oven keeps breaking down").
 */
function machineOf(answers: readonly string[]): string | undefined {
  for (const sentence of answers.flatMap(splitSentences).map(lower)) {
    REPAIR_CUE.lastIndex = 0;
    const repair = REPAIR_CUE.exec(sentence);
    if (!repair) continue;
    // The one nearest the words about repairing it: "the car" in "I drive the car, and the oven keeps breaking down" is not it.
    const distance = (at: number) => (at >= repair.index && at < repair.index + repair[0].length ? 0 : Math.abs(at - repair.index));
    const machines = [...sentence.matchAll(new RegExp(MACHINE.source, 'g'))].sort((x, y) => distance(x.index) - distance(y.index));
    if (machines[0]) return `the ${machines[0][1]}`;
  }
  return undefined;
}

/** Fills `{slot}`, `{slot’s}` and `{slot|words if the slot is empty}` in a template. */
export function fill(template: string, slots: Partial<Record<string, string>>): string {
  return template.replace(/\{(\w+)(’s)?(?:\|([^{}]*))?\}/g, (_, key: string, owner: string | undefined, fallback: string | undefined) => {
    const value = slots[key] || fallback || '';
    return owner ? possessive(value) : value;
  });
}

/**
 * What a side asks for and what matters to them, among the concepts that belong to what the
 * conflict is about: a concept of a domain far weaker than the main one ("bedtime" in a row
 * about the kitchen) is a passing word, unless the side asked for it outright.
 */
function focus(side: SideReading, relevant: (hit: Hit) => boolean): void {
  const own = side.hits.filter((hit) => !hit.aboutOther && relevant(hit));
  const conceptsOf = (hits: Hit[]) => mapPacked(hits.sort((x, y) => x.order - y.order), (hit) => hit.concept);
  const inField = (field: Field) => conceptsOf(own.filter((hit) => hit.field === field));
  const unique = (concepts: Concept[]) =>
    concepts.filter((concept, index) => concepts.indexOf(concept) === index).sort((x, y) => Number(Boolean(x.generic)) - Number(Boolean(y.generic)));
  side.wants = unique(conceptsOf(own.filter((hit) => hit.field === 'desiredOutcome' && !hit.refused)).filter((concept) => concept.want));
  side.matters = unique([...inField('whyOutcomeMatters'), ...inField('issue'), ...inField('desiredOutcome')]);
}

/** A domain this much weaker than the strongest is a passing mention. */
const RELEVANT_SHARE = 0.35;

export function readAnswers(rawInitiator: PartyAnswers, rawCollaborator: PartyAnswers, nameA: string, nameB: string): Reading {
  const initiator = cleaned(rawInitiator);
  const collaborator = cleaned(rawCollaborator);
  const a = readSide(initiator, nameA, nameB);
  const b = readSide(collaborator, nameB, nameA);
  const weights = new Map<string, { weight: number; a: number; b: number }>();
  for (const [side, key] of [
    [a, 'a'],
    [b, 'b'],
  ] as const) {
    for (const hit of side.hits) {
      const entry = weights.get(hit.concept.id) ?? { weight: 0, a: 0, b: 0 };
      const weight = FIELD_WEIGHT[hit.field] * (hit.aboutOther ? 0.5 : 1);
      entry.weight += weight;
      entry[key] += weight;
      weights.set(hit.concept.id, entry);
    }
  }
  const domainWeights = new Map<Domain, number>();
  for (const concept of CONCEPTS) {
    const entry = weights.get(concept.id);
    if (entry) domainWeights.set(concept.domain, (domainWeights.get(concept.domain) ?? 0) + entry.weight + (entry.a > 0 && entry.b > 0 ? 2 : 0));
  }
  const domains: { domain: Domain; weight: number }[] = [];
  domainWeights.forEach((weight, domain) => domains.push({ domain, weight }));
  domains.sort((x, y) => y.weight - x.weight || DOMAINS.indexOf(x.domain) - DOMAINS.indexOf(y.domain));
  const top = domains[0]?.weight ?? 0;
  const strong = new Set(domains.filter((entry) => entry.weight >= top * RELEVANT_SHARE).map((entry) => entry.domain));
  for (const side of [a, b]) focus(side, (hit) => strong.has(hit.concept.domain));
  return { a, b, slots: slotsOf(a, b, [initiator, collaborator]), domains, weights, strong };
}

/** A side in plain words, for every text the engine writes about them. */
export interface Portrait {
  name: string;
  /** What they ask for, each in plain words, most specific first: "a place in memory care for Mom". */
  wants: string[];
  /** What matters to them, in plain words: "Mom’s safety", "familiar surroundings for Mom". */
  matters: string[];
  /** Of those, the ones any conflict of its kind could name ("money", "honesty", "respect"): they name a topic, not this side's concern. */
  vague: ReadonlySet<string>;
  /** Their own words, neutralised and clipped, for a quotation with their name: the request, the reason, what they raise. */
  requestQuote?: string;
  reasonQuote?: string;
  concernQuote?: string;
  /** The words they come back to (SideReading.echoes): where a long quote of theirs is cut. */
  echoes: ReadonlySet<string>;
  /** Their reason, whole, when it is short and safe to put in the other's mouth (quotes.ts `safeToSayBack`). */
  sayBack?: string;
}

/**
 * What a clause of a long sentence says, for choosing the one worth quoting whole: the concepts
 * it names (concept cues) count most, and a clause of when or how much counts less. "I want us to
 * decide together, by the end of next month, on a memory care place for mom" -> "on a memory
 * care place for mom", never "I want us to decide together, by the…". Remembered for the call:
 * the portrait, the statements and their anchors weigh the same clauses.
 */
export const clauseWeight = oncePerCall((clause: string): number => {
  const text = lower(clause);
  return conceptsNamedIn(text) * 3 - (SIDE_CLAUSE.test(text) ? SIDE_CLAUSE_PENALTY : 0) - (NOT_THE_POINT.test(text) ? SIDE_CLAUSE_PENALTY : 0);
});

/**
 * How many concepts' cues match somewhere in a lower-cased text: a cue matches somewhere exactly
 * when its scan finds a match, and the scan tries the cues only where some cue starts, where
 * testing every cue on every clause of a long answer costs the engine a tenth of its time.
 */
export const conceptsNamedIn = (text: string): number => cueMatchesIn(text).filter((matches) => matches.length > 0).length;

/**
 * A clause that hangs on another ("before we both move out in June", "or at least most of it",
 * "unless it rains") says when or how much, not what is asked or why: it is quoted only when
 * it names clearly more than the main clause.
 */
const SIDE_CLAUSE = /^\W*(?:before|after|when|whenever|until|till|while|if|unless|once|as soon as|or at least|at least|or|and then|even if|even though)\b/;
const SIDE_CLAUSE_PENALTY = 3;

/** Words of a quote: enough to be recognised, short enough to sit inside a sentence. */
const QUOTE_WORDS = 12;

/** How much a word of a side's quote says about that side: 1 for the words it comes back to. */
export const echoWeight = (echoes: ReadonlySet<string>) => (word: string) => (echoes.has(word.replace(/['’]s$/, '')) || echoes.has(word) ? 1 : 0);

export function portraitOf(side: SideReading, slots: Slots): Portrait {
  // `word` first: V8 gives `{ ...slots, word }` a new hidden class every time (a spread copy plus
  // a property), so every lookup in `fill` would meet an unseen shape; slots has no `word` of its own.
  // The word as asked for ("a carer" in their request), not as first raised ("care homes or carers" in their account).
  const wordOf = (concept: Concept) => (side.hits.find((hit) => hit.concept === concept && hit.field === 'desiredOutcome') ?? side.hits.find((hit) => hit.concept === concept))?.word ?? '';
  const values = (concept: Concept) => ({ word: wordOf(concept), ...(slots as unknown as Record<string, string>) });
  const wants = side.wants.map((concept) => fill(concept.want!, values(concept)));
  const matters = side.matters.map((concept) => fill(concept.matter, values(concept))).filter((matter) => !wants.includes(matter));
  const vague = new Set([...side.wants, ...side.matters].filter((concept) => concept.generic).flatMap((concept) => [concept.want, concept.matter].flatMap((label) => (label ? [fill(label, values(concept))] : []))));
  // A quote is a whole sentence or a whole clause of it, never one cut mid-clause (quotes.ts `wholeClause`).
  // When no clause is short enough, the stretch with most of their recurring words, marked "…" where
  // it is cut: solutions quote it so; a statement quotes only whole clauses (proposeIssues.ts `short`).
  const clip = (text: string | undefined, kind: QuoteKind = 'other') =>
    text ? (wholeClause(text, QUOTE_WORDS, echoWeight(side.echoes), clauseWeight, kind) ?? (quoteAround(text, QUOTE_WORDS, echoWeight(side.echoes)) || undefined)) : undefined;
  return {
    name: side.name,
    wants: wants.filter((want, index) => wants.indexOf(want) === index),
    matters: matters.filter((matter, index) => matters.indexOf(matter) === index),
    vague,
    // The reason inside a request ("… because that's the only way in") is not quoted as what they ask for.
    requestQuote: clip(side.request, 'request'),
    reasonQuote: clip(side.reason),
    concernQuote: clip(side.concern),
    echoes: side.echoes,
    sayBack: side.reason && side.reason.split(/\s+/).length <= SAY_BACK_WORDS && safeToSayBack(side.reason) ? side.reason.replace(/[.!?…]+$/, '').trim() : undefined,
  };
}

/** A reason longer than this is quoted, not said back. */
const SAY_BACK_WORDS = 16;

/**
 * The shared question the answers raise: "how we arrange Mom’s care", "how we decide together
 * about our joint money". The concept with a question of its own
 * that weighs most over both sides (one both named counts double); undefined when none does.
 */
export function problemOf(reading: Reading): string | undefined {
  const concept = problemConcept(reading);
  return concept ? fill(concept.problem!, reading.slots as unknown as Record<string, string>) : undefined;
}

/**
 * What the statements ask "how we …" about: "how we settle Mom’s care", "how we give and take
 * feedback"; "how we settle this" when no concept names the problem.
 */
export function settleOf(reading: Reading): string {
  const concept = problemConcept(reading);
  if (!concept?.topic) return 'how we settle this';
  return `how we ${concept.settle ?? `settle ${fill(concept.topic, reading.slots as unknown as Record<string, string>)}`}`;
}

/** What the problem is about, short: "Mom’s care", "the joint money"; undefined when no concept names the problem. */
export function topicOf(reading: Reading): string | undefined {
  const concept = problemConcept(reading);
  return concept?.topic ? fill(concept.topic, reading.slots as unknown as Record<string, string>) : undefined;
}

/**
 * The problem's concept, worked out once per reading: the statements ask for its problem and for
 * their "how we …", the solutions for its problem and its topic. A reading is complete when
 * `readAnswers` returns it, and the map lets it go with the call.
 */
const problemConcepts = new WeakMap<Reading, Concept | null>();
function problemConcept(reading: Reading): Concept | undefined {
  let concept = problemConcepts.get(reading);
  if (concept === undefined) problemConcepts.set(reading, (concept = findProblemConcept(reading) ?? null));
  return concept ?? undefined;
}

function findProblemConcept(reading: Reading): Concept | undefined {
  const top = reading.domains[0]?.weight ?? 0;
  const bothAnswered = reading.a.length > 0 && reading.b.length > 0;
  let best: { concept: Concept; score: number } | undefined;
  for (const concept of CONCEPTS) {
    const named = reading.weights.get(concept.id);
    if (!concept.problem || !named) continue;
    const entry = withAnswers(reading, concept, named);
    // Once both have answered, a concept only one of them names, and only in what they ask for or
    // why ("my salary", "the landlord"), is a passing point, not the problem the two face: a
    // wrong problem ("the extra hours" for money sent to parents) reads worse than none.
    if (bothAnswered && (entry.a === 0 || entry.b === 0) && !namedInIssue(reading, concept)) continue;
    // Care is about someone: without a person the answers name, it is not the problem.
    if (concept.domain === 'care' && !reading.slots.named) continue;
    const domain = reading.domains.find((candidate) => candidate.domain === concept.domain);
    if (!domain || domain.weight < top * RELEVANT_SHARE) continue;
    const score = (entry.a > 0 && entry.b > 0 ? 2 : 1) * entry.weight + domain.weight / 10;
    if (!best || score > best.score) best = { concept, score };
  }
  return best?.concept;
}

/**
 * A concept's weight with what the other side says in answer to it (`answeredBy`): one side's
 * hidden debt and the other's "my whole banking checked" are one problem both name.
 */
function withAnswers(reading: Reading, concept: Concept, named: { weight: number; a: number; b: number }) {
  if (!concept.answeredBy || (named.a > 0 && named.b > 0)) return named;
  const answer = (side: 'a' | 'b') => concept.answeredBy!.reduce((sum, id) => sum + (reading.weights.get(id)?.[side] ?? 0), 0);
  const a = named.a || answer('a');
  const b = named.b || answer('b');
  return { weight: named.weight + (a - named.a) + (b - named.b), a, b };
}

/** Whether either side names a concept in their account of the issue. */
const namedInIssue = (reading: Reading, concept: Concept) => [reading.a, reading.b].some((side) => side.hits.some((hit) => hit.concept === concept && hit.field === 'issue'));

/** "how we arrange Mom’s care" -> "How we arrange Mom’s care". */
export const howWe = (problem: string) => `H${problem.slice(1)}`;
