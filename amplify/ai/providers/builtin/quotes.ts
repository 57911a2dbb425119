/**
 * A person's own words inside text the engine writes. Quoting is what makes the text specific,
 * so the engine keeps doing it, but a quote is always visibly that person's (quotation marks and
 * their name around it) and can never speak for Dfuse:
 * - markup is dropped (answers are plain text), links, web and e-mail addresses become
 *   "(link removed)", control and direction-override characters go;
 * - quotation marks inside become single ones, so a quote cannot be closed early and the rest
 *   of the answer read as Dfuse's sentence;
 * - a quote in a statement is a whole sentence or a whole clause (`wholeClause`), never cut;
 *   elsewhere a quote is clipped at a word boundary with "…", never silently cut.
 * `safeToSayBack` is stricter: words the engine turns into a line for the *other* person to say
 * must carry no link, no amount, no mention of Dfuse and no instruction at all.
 */
import { LIMITS } from '../../../../src/domain/limits';
import { oncePerCall } from './callMemo';
import { stripMarkup } from './text';

/** http(s) and www links, bare domains ("evil.example/pay"), e-mail addresses. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s“”"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\b(?:\/[^\s“”"]*)?/g;
const LINK_REMOVED = '(link removed)';

/** Words a clipped quote does not end on. */
const DANGLING = /^(?:a|an|the|to|of|for|with|and|or|but|so|at|in|on|by|from|my|your|his|her|our|their|its|that|this|is|are|was|were|be|i|we|you|he|she|they|it)$/i;

/** Words a stretch cut out of a longer quote does not open on: they only join it to what was before. */
const JOINING = /^(?:and|or|but|so|nor|then|of|to|than|that|is|are|was|were|be|been)$/i;

/** Plain text with links replaced and inner double quotes made single (once per call: sentences are quoted and weighed by several steps). */
export const neutralise = oncePerCall((text: string): string =>
  stripMarkup(text)
    .replace(LINK, LINK_REMOVED)
    .replace(/(^|[\s([])["“]/g, '$1‘')
    .replace(/["“”]/g, '’')
    .replace(/\s+/g, ' ')
    .trim(),
);

/** A word of a quote as it is weighed: lower-case, without the punctuation around it. */
export const bareWord = (word: string) =>
  // Most words start and end with a plain letter or digit: nothing to strip, no expression to run.
  isPlainAlphanumeric(word.charCodeAt(0)) && isPlainAlphanumeric(word.charCodeAt(word.length - 1))
    ? word.toLowerCase()
    : word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** An ASCII letter or digit (NaN, past the end of a text, is none). */
const isPlainAlphanumeric = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

const hasLink = (text: string) => new RegExp(LINK.source).test(stripMarkup(text));

/**
 * The quoted words themselves (without quotation marks): neutralised, cut to `maxWords` words
 * with "…" when longer, the closing full stop dropped (the sentence around the quote ends it).
 */
export function quoteText(text: string, maxWords = 20): string {
  const words = neutralise(text).split(' ').filter(Boolean);
  if (words.length <= maxWords) return words.join(' ').replace(/[.;:,]+$/, '');
  // Cut at a word that can end a phrase: never "… and to…".
  let kept = words.slice(0, maxWords);
  while (kept.length > 3 && DANGLING.test(kept[kept.length - 1].replace(/[,;:.!?]+$/, ''))) kept = kept.slice(0, -1);
  return `${kept.join(' ').replace(/[,;:.!?]+$/, '')}…`;
}

/**
 * Like `quoteText`, but when the text is longer than `maxWords` the words kept are the stretch
 * that carries most of what `weigh` counts (the writer's own recurring words), with "…" where
 * the text went on before or after it: "My son Paul and his wife have decided not to vaccinate
 * the baby" keeps "…have decided not to vaccinate the baby", not "My son Paul and his wife…".
 * Ties go to the earliest stretch, so a text whose start says as much is quoted from its start.
 */
export function quoteAround(text: string, maxWords: number, weigh: (word: string) => number): string {
  const words = neutralise(text.replace(/^\s*…\s*/, '')).split(' ').filter(Boolean);
  if (words.length <= maxWords) return quoteText(text, maxWords);
  const weights = words.map((word) => weigh(bareWord(word)));
  let start = 0;
  let bestWeight = -1;
  for (let from = 0; from + maxWords <= words.length; from++) {
    if (from > 0 && JOINING.test(words[from].replace(/[,;:.!?]+$/, ''))) continue;
    const weight = weights.slice(from, from + maxWords).reduce((sum, value) => sum + value, 0);
    if (weight > bestWeight) [start, bestWeight] = [from, weight];
  }
  return start === 0 ? quoteText(text, maxWords) : `…${quoteText(words.slice(start).join(' '), maxWords)}`;
}

/**
 * Where a sentence divides into clauses: after a comma, semicolon, colon or dash, and before a
 * word that opens a new clause ("but", "because", "so", "and I", "while"). A clause never
 * starts on the joining word itself: the quote is the clause after it.
 */
const CLAUSE_BREAK =
  /\s*[,;:–—]\s+|\s+-\s+|\s+(?=(?:but|because|since|so (?=(?:that|i|i'?m|we|he|she|they|it|you|there|the|a|an|my|our|your|his|her|their|this|nobody|everyone|someone|now|then)\b)|while|although|though|whereas|and then|and (?:i|we|he|she|they|it)|or (?:i|we))\b)/i;
const CLAUSE_OPENER = /^(?:but|because|since|so that|so|while|although|though|whereas|and then|and|or)\s+/i;
/** Words a whole clause needs to say something on its own ("by Friday" is a phrase, not a clause). */
const CLAUSE_MIN_WORDS = 3;
/**
 * Words a whole clause does not end on: an article, a joining word, a bare "was" or "my" leave it
 * waiting for its rest ("i grew up an only child and was" is the start of "… was so lonely").
 */
const CLAUSE_DANGLING = /^(?:a|an|the|and|or|but|nor|so|very|too|than|of|my|your|our|their|its|is|are|was|were|be|been|am)$/i;
/**
 * A person and "I" or "we" are one subject ("Dad and I did", "Tom and we"), not two clauses: the
 * space after their "and" becomes a no-break space, which CLAUSE_BREAK's "and I" does not match.
 */
const PERSON_AND_I = /\b((?:(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)[A-Z][\p{L}'’]*|mum|mom|dad|mother|father|wife|husband|partner|sister|brother|son|daughter|friend|grandma|grandpa|boss)) and ([iI]|[wW]e)\b/gu;
const joinedSubject = (text: string) => text.replace(PERSON_AND_I, '$1 and\u00A0$2');
const endsDangling = (clause: string) => CLAUSE_DANGLING.test(clause.split(' ').pop() ?? '');
/** "Either she pays half" cut from its "or we sell it" is half a choice: a clause opening on "either" keeps its "or". */
const halfAChoice = (clause: string) => /^either\b/i.test(clause) && !/\bor\b/i.test(clause);
/** A clause cut inside brackets ("the council tax (£2,140 a year" before "because …)") is not quoted: its bracket would never close. */
const bracketsClosed = (clause: string) => (clause.match(/\(/g)?.length ?? 0) === (clause.match(/\)/g)?.length ?? 0);
/**
 * A clause cut from a longer sentence that opens on the object of a verb left behind ("decide
 * together … on a memory care place"): the preposition goes, the object is what the person asks for.
 */
const OBJECT_PREPOSITION = /^(?:on|upon|about|of)\s+/i;
/**
 * Words a clause cut from a longer sentence does not open on: a preposition or conjunction whose
 * word it belongs to was cut off ("by the end of next month", "to share the cost"); dropping it
 * would change what the clause says, so such a clause is not quoted on its own; nor one opening
 * on "which", whose subject was cut off ("which should be by the end of April"). The sentence's
 * first clause was cut from nothing: "In my culture a son looks after his parents" stands, unless
 * it is the start of an infinitive or a comparison ("to be able to say once, privately, …").
 */
const OPENS_DANGLING = /^(?:in|at|by|for|with|to|from|into|onto|over|under|after|before|until|till|during|than|as|between|without|within|and|or|but|nor|then|which)\b/i;
/** What a sentence's first clause does not open on: it would be the start of an infinitive, a comparison or a list. */
const OPENS_FRAGMENT = /^(?:to|than|and|or|but|nor|then)\b/i;

/**
 * The clauses a neutralised sentence divides into, each without its opening joining word, and
 * only those that can stand on their own. Once per call: the same sentence is quoted for the
 * portrait, for each statement and, at two lengths, for the statements' anchors.
 */
/** A clause of a sentence; `conceded` when the clause after it answers it with "but" ("I want to help my sister but I also need a life of my own"): the point is the clause after. */
interface Clause {
  text: string;
  conceded: boolean;
  /**
   * Opened on "because" or "since", or on "so" meaning "so that" (no comma before it: "a camera
   * so we know when he barks"): it gives the reason or purpose of the clause before it. Not "so"
   * after a comma, which says what follows: "… until the new hires are trained, so nobody does
   * more than one weekend in four" is the ask; nor "so I want …", "so we should …" (PURPOSE_SO).
   */
  givesWhy: boolean;
}
const GIVES_WHY = /^(?:because|since|so that)\s+/i;
/** "so" then what someone wants, thinks or should do is the result, the ask itself ("… in December so I want January off"). */
const PURPOSE_SO = /^so\s+(?!(?:i|we|you|he|she|they)\s+(?:(?:really|just|still|now)\s+)?(?:want|think|should|need|feel|deserve|expect|propose|suggest|ask|must|would like|['’]d like)\b)/i;
/** "so I can …", "so we know …" is a purpose whatever comes before it ("show me slowly, so i can do it myself"). */
const SO_I_CAN = /^so\s+(?:that\s+)?(?:i|we|you|he|she|they|it|everyone|nobody|the kids)\s+(?:can|could|will|would|know|don'?t|won'?t|get to)\b/i;
/** A clause break that is a punctuation mark, not only the space before a joining word. */
const PUNCTUATED = /[,;:–—-]/;
/** Whether a clause, opening on `opener` after the break `before`, gives the reason or purpose of the clause before it (`Clause.givesWhy`). */
const givesWhy = (opener: string, before: string) => GIVES_WHY.test(opener) || SO_I_CAN.test(opener) || (PURPOSE_SO.test(opener) && !PUNCTUATED.test(before));
/** A clause that offers or threatens what its writer will do, rather than asking: "I'll take some unpaid", "I'm happy to go halves". */
const OFFERS = /^(?:(?:or|and|but|then)\s+)?(?:i['’]?ll|i will|i['’]?m happy to|i am happy to|i['’]?d be happy to|happy to|i can|i could)\b/i;

/** A clause that asks in so many words: "I want them to keep him in", "I'd like it cut down", "I need 15 days". */
const ASKS = /\b(?:i|we)(?: (?:really |just |still )?(?:want|need|would like|would prefer)|['’]d (?:like|prefer))\b/i;

/** What opens a clause or a sentence that answers the one before ("but", "however", "yet"), with the comma after it. */
export const CONCEDING = /^\W*(?:but|however|yet)\b,?\s*/i;

const clausesOf = oncePerCall((plain: string): readonly Clause[] => {
  // The breaks are kept (odd places) to tell "a camera so we know" from "…trained, so nobody".
  const parts = joinedSubject(plain).split(new RegExp(`(${CLAUSE_BREAK.source})`, 'i'));
  // "Either she pays half … or we sell it" is one choice: its "or" clause is not cut from it.
  for (let index = 0; index + 2 < parts.length; index += 2) {
    if (/^\s*either\b/i.test(parts[index]) && /^\s*or\b/i.test(parts[index + 2])) parts.splice(index, 3, parts[index] + parts[index + 1] + parts[index + 2]);
  }
  const pieces = parts.filter((_, index) => index % 2 === 0);
  const breaks = parts.filter((_, index) => index % 2 === 1);
  const clauses: Clause[] = [];
  pieces.forEach((piece, index) => {
    const text = piece.replace(/\u00A0/g, ' ').replace(CLAUSE_OPENER, '').replace(OBJECT_PREPOSITION, '').replace(/[.;:,!?]+$/, '').trim();
    if (text && !(index === 0 ? OPENS_FRAGMENT : OPENS_DANGLING).test(text)) {
      clauses.push({ text, conceded: CONCEDING.test(pieces[index + 1] ?? ''), givesWhy: index > 0 && givesWhy(piece.trim(), breaks[index - 1]) });
    }
  });
  return clauses;
});

/**
 * A person's words quoted whole: the sentence itself when it has `maxWords` words or fewer,
 * else the clause of it that carries most of what `weigh`
 * counts and fits, never a sentence cut in the middle of a clause and never marked "…".
 * Undefined when no clause fits: the text around it then says it in plain words instead.
 * Ties go to the earliest, then to the longer clause.
 */
export function wholeClause(
  text: string,
  maxWords: number,
  weigh: (word: string) => number = () => 0,
  /** What a clause says as a whole (a concept it names), added to its words' weights. */
  weighClause: (clause: string) => number = () => 0,
  /**
   * What the text is. A reason: in "I want to help my sister but I also need a life of my own" the
   * point is after "but", and the clause it answers is quoted only when no other says anything.
   * Not for a request, where "but" adds a condition to it ("Biscuit stays with me, but Ivy can
   * visit"); in a request, a clause giving the reason ("It has to cover the side path because
   * that's the only way into my yard") is not the ask, and is never quoted as it.
   */
  kind: QuoteKind = 'other',
): string | undefined {
  const pointAfterBut = kind === 'reason';
  // A sentence that carries on the one before ("And I'm tired of …", "and I believe …") is quoted without its "and".
  const plain = neutralise(text.replace(/^\s*…\s*|\s*…\s*$/g, ''))
    .replace(/[.;:,!?]+$/, '')
    .replace(/^(?:and|also)\s+(?=\S+\s+\S+\s+\S)/i, '');
  const count = (clause: string) => clause.split(' ').filter(Boolean).length;
  if (!plain) return undefined;
  if (count(plain) <= maxWords) return plain;
  const clauses = clausesOf(plain);
  const weightOf = (clause: string) => wordsWeight(clause, weigh);
  const fitting = clauses
    .filter(({ givesWhy }) => kind !== 'request' || !givesWhy)
    .map(({ text: clause, conceded }) => ({ clause, conceded, words: count(clause) }))
    .filter(({ clause, words }) => words >= CLAUSE_MIN_WORDS && words <= maxWords && !endsDangling(clause) && bracketsClosed(clause) && !halfAChoice(clause))
    .map((fit) => ({ ...fit, said: weightOf(fit.clause) + weighClause(fit.clause) }));
  const saysThePoint = pointAfterBut && fitting.some(({ conceded, said }) => !conceded && said > 0);
  // In a request that asks and then offers or threatens ("I'd like it cut to 2 metres, I'm happy
  // to go halves on the tree surgeon"; "… or I'll put a sprinkler up"), the ask is quoted.
  const asks = kind === 'request' && fitting.some(({ clause, said }) => !OFFERS.test(clause) && ASKS.test(clause) && said > 0);
  let best: { text: string; score: number } | undefined;
  for (const { clause, conceded, said, words } of fitting) {
    if ((conceded && saysThePoint) || (asks && OFFERS.test(clause))) continue;
    const score = said + words / (maxWords * 10);
    if (!best || score > best.score) best = { text: clause, score };
  }
  return best?.text;
}

/** What a text's words weigh together, word by word (`weigh` reads each word bare of punctuation). */
export const wordsWeight = (text: string, weigh: (word: string) => number) => text.split(' ').reduce((sum, word) => sum + weigh(bareWord(word)), 0);

/** What a quoted text is to the one who wrote it: what they ask for, why it matters, or anything else (`wholeClause`). */
export type QuoteKind = 'request' | 'reason' | 'other';

/** “words” — the words quoted, neutralised; the caller names whose they are in the same sentence. */
export const quoted = (text: string, maxWords?: number) => `“${quoteText(text, maxWords)}”`;

/** Words, numbers or names that make a line something Dfuse would not say on a person's behalf. */
const NOT_TO_REPEAT = /\b(?:dfuse|app|ai|admin|support|password|account|transfer|send|pay|bank|click|visit|download|login|log in|euros?|dollars?|pounds?)\b|[$€£]|\d{4,}/i;
/** A line that starts with a verb in the imperative ("Transfer …", "Click …") or addresses a reader. */
const IMPERATIVE_START = /^(?:please\s+)?(?:transfer|send|pay|click|visit|go|call|email|text|sign|buy|give|open|download|install|ignore|forget)\b/i;

/** Whether a person's words may be turned into a line someone else is offered to say. */
export function safeToSayBack(text: string): boolean {
  const plain = stripMarkup(text);
  return !hasLink(plain) && !NOT_TO_REPEAT.test(plain) && !IMPERATIVE_START.test(plain.trim()) && !/[<>{}[\]]/.test(plain);
}

/** A person's first name as the engine writes it: plain text, no link, at most `LIMITS.name` characters; `fallback` when nothing is left. */
export function nameOf(raw: string, fallback: string): string {
  const name = neutralise(raw).replace(/\(link removed\)/g, '').replace(/[‘’]/g, '').replace(/\s+/g, ' ').trim().slice(0, LIMITS.name).trim();
  return name || fallback;
}
