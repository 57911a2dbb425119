/**
 * The seams issue 28 found between the engine's sentences and the parties' words, checked on
 * every text a task writes, outside quotation marks (a quotation holds a party's own words):
 * - a value named twice as if two ("family for Maria and family for Tomasz");
 * - a pronoun that is wrong or guessed: first person in text about both parties ("Maria asks for
 *   us to"), or "he"/"she" and their forms at all (the engine is told first names only, never a
 *   gender, so a gendered pronoun is a guess: "trust him" where Mark is meant);
 * - a capital mid-sentence on a word that is not a name ("about The neighbour's dog");
 * - a truncated phrase: a clause ending on a word that needs more ("a budget we both stick."),
 *   or an ellipsis in the engine's own words;
 * - words pasted from an answer without quotation marks (seven words or more in a row);
 * - a quotation of a party's words without that party's name in the same sentence.
 * Agreement and spelling are Harper's (language.ts). And what makes a solution a concrete
 * arrangement rather than a process mould (`isConcreteArrangement`).
 */
import { contentRoots } from './language';

export type SeamKind = 'value-twice' | 'pronoun' | 'capital' | 'truncated' | 'pasted' | 'unattributed-quote';

export interface Seam {
  kind: SeamKind;
  text: string;
}

export interface SeamContext {
  /** The two parties' first names. */
  names: readonly string[];
  /** Each party's answers, by name. */
  answers: Readonly<Record<string, string>>;
  /** 'third': about both parties (statements, solutions); 'second': to one of them ("you", and "I" in if-then plans). */
  voice: 'third' | 'second';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Quotations (curly or straight double quotes) replaced by a neutral token. */
export const outsideQuotes = (text: string) => text.replace(/“[^”]*”|"[^"]*"/g, '“q”');

const sentencesOf = (text: string) =>
  text
    .split(/\n+|(?<=[.!?])\s+(?=[“"(]?\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const plainWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

// ------------------------------------------------------------------ value named twice

const ARTICLE = /^(?:a|an|the|their|some)\s+/;
const normalise = (phrase: string) => phrase.toLowerCase().replace(/[’']s\b/g, '').replace(ARTICLE, '').replace(/\s+/g, ' ').trim();

/** The phrases a sentence ties to one name: "X for Name" (its last one, two or three words), "Name (X)", "Name asks for X". */
function phrasesFor(sentence: string, name: string): string[] {
  const n = escape(name);
  const found: string[] = [];
  for (const match of sentence.matchAll(new RegExp(`((?:[\\p{L}’'-]+ ){1,3})for ${n}\\b`, 'gu'))) {
    const words = match[1].trim().split(' ');
    for (let size = 1; size <= words.length; size++) found.push(words.slice(-size).join(' '));
  }
  for (const match of sentence.matchAll(new RegExp(`\\b${n}\\s*\\(([^)]{2,80})\\)`, 'gu'))) found.push(match[1]);
  for (const match of sentence.matchAll(new RegExp(`\\b${n} (?:asks? for|asking for|wants?|needs?|for) ([^,.;:()]{2,80})`, 'gu'))) found.push(match[1]);
  return found.map(normalise).filter((phrase) => phrase.split(' ').some((word) => word.length > 3));
}

function valueTwice(sentence: string, names: readonly string[]): Seam[] {
  const [a, b] = names;
  if (!a || !b) return [];
  const ofA = new Set(phrasesFor(sentence, a));
  return phrasesFor(sentence, b)
    .filter((phrase) => ofA.has(phrase))
    .map((phrase) => ({ kind: 'value-twice' as const, text: phrase }));
}

// ------------------------------------------------------------------ pronouns

const GENDERED = /\b(?:he|him|his|she|her|hers|himself|herself)\b/gi;
const FIRST_PERSON = /\b(?:I|me|my|mine|myself)\b/g;

function pronouns(sentence: string, names: readonly string[], voice: SeamContext['voice']): Seam[] {
  const seams: Seam[] = [...sentence.matchAll(GENDERED)].map((match) => ({ kind: 'pronoun' as const, text: match[0] }));
  if (voice === 'third') for (const match of sentence.matchAll(FIRST_PERSON)) seams.push({ kind: 'pronoun', text: match[0] });
  for (const name of names) {
    if (!name) continue;
    const ours = new RegExp(`\\b${escape(name)}\\b(?:’s)?[^.;:]{0,30}\\b(?:asks?|asking|wants?|wanting|needs?|writes?|says?) (?:for )?(?:us|we|our)\\b`, 'u').exec(sentence);
    if (ours) seams.push({ kind: 'pronoun', text: ours[0] });
  }
  return seams;
}

// ------------------------------------------------------------------ capitals

/** Words that are names by themselves: kin used as names, days, months, holidays, the personality test's dimensions. */
const ALWAYS_CAPITAL = new Set(
  `I Mom Mum Dad Mother Father Mama Papa Grandma Grandmother Grandpa Grandfather Nan Nana Gran Granny Dfuse
  Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December
  Christmas Easter Thanksgiving Eid Diwali Hanukkah New Year Boxing Day English
  Extraversion Introversion Sensing Intuition Thinking Feeling Judging Perceiving`.split(/\s+/),
);
const DAYS = /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days$/;

/** Words the parties wrote with a capital inside a sentence: the names of things and places. */
function properNouns(answers: Readonly<Record<string, string>>): Set<string> {
  const found = new Set<string>();
  for (const text of Object.values(answers)) {
    for (const match of text.matchAll(/(?<=[\p{Ll},;] )(\p{Lu}[\p{L}’'-]*)/gu)) found.add(match[1].replace(/[’']s$/, ''));
  }
  return found;
}

const isTitleCase = (text: string) => {
  const words = text.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && word.length > 3);
  return words.length >= 3 && words.filter((word) => /^\p{Lu}/u.test(word)).length / words.length >= 0.6;
};

function capitals(sentence: string, names: readonly string[], proper: ReadonlySet<string>): Seam[] {
  if (isTitleCase(sentence)) return [];
  const seams: Seam[] = [];
  for (const match of sentence.matchAll(/(?<=[\p{Ll}\p{N},;)] )(\p{Lu}\p{Ll}[\p{L}’'-]*)/gu)) {
    const word = match[1].replace(/[’']s$/, '');
    if (ALWAYS_CAPITAL.has(word) || DAYS.test(word) || proper.has(word) || names.some((name) => name.split(/\s+/).includes(word))) continue;
    seams.push({ kind: 'capital', text: word });
  }
  return seams;
}

// ------------------------------------------------------------------ truncation

// A word of its own: "Lucía," does not end on "a" (\b alone takes "í" for a word break).
const DANGLING_END = /(?<![\p{L}\p{N}'’])(?:a|an|the|and|or|but|my|your|his|her|their|our|because|than|very)\s*[,.;:!?)]/giu;
/** A preposition ending a clause is fine after "what", "who", "which" ("what Dev asks for."), not otherwise ("a budget we stick to" is, "money right." is not). */
const PREPOSITION_END = /(?<![\p{L}\p{N}'’])(?:to|of|for|with|from|about)\s*[,.;:!?)]/giu;
const RELATIVE = /\b(?:what|who|whom|which|that|whoever|whatever|where)\b/i;
/** "being listened to", "the tree dealt with": a participle takes its preposition with it. */
const PARTICIPLE = /(?:\w+ed|dealt|spoken|done|thought|heard|paid|told|said|sent|brought|made|given|taken|written|seen|known|looked|cared)\s*$/i;
const STRANDED_VERB = /\b(?:stick|rely|depend|cope|belong|refer|consist|cater)\s*[,.;:!?)]/i;

function truncated(sentence: string): Seam[] {
  const seams: Seam[] = [];
  for (const match of sentence.matchAll(DANGLING_END)) seams.push({ kind: 'truncated', text: match[0] });
  for (const match of sentence.matchAll(PREPOSITION_END)) {
    const clause = sentence.slice(0, match.index).split(/[,;:.!?(]/).pop() ?? '';
    if (!RELATIVE.test(clause) && !PARTICIPLE.test(clause)) seams.push({ kind: 'truncated', text: match[0] });
  }
  const stranded = STRANDED_VERB.exec(sentence);
  if (stranded) seams.push({ kind: 'truncated', text: stranded[0] });
  if (/…|\.\.\./.test(sentence)) seams.push({ kind: 'truncated', text: '…' });
  return seams;
}

// ------------------------------------------------------------------ pasted and unattributed

/** Words in a row an answer and the engine's own text may share before it counts as pasted. */
export const PASTED_WORDS = 7;

function grams(words: readonly string[], size: number): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) set.add(words.slice(i, i + size).join(' '));
  return set;
}

function pasted(outside: string, answers: Readonly<Record<string, string>>): Seam[] {
  const theirs = new Set<string>();
  for (const text of Object.values(answers)) for (const gram of grams(plainWords(text), PASTED_WORDS)) theirs.add(gram);
  const seams: Seam[] = [];
  for (const gram of grams(plainWords(outside.replace(/“q”/g, ' | ')), PASTED_WORDS)) if (theirs.has(gram) && !gram.includes('|')) seams.push({ kind: 'pasted', text: gram });
  return seams.slice(0, 1);
}

/** A quotation of three or more of a party's words must have that party's name in its sentence. */
function unattributed(sentence: string, answers: Readonly<Record<string, string>>): Seam[] {
  const seams: Seam[] = [];
  for (const match of sentence.matchAll(/“([^”]+)”/g)) {
    const words = plainWords(match[1]).slice(0, 4);
    if (words.length < 3) continue;
    const opening = words.join(' ');
    const owners = Object.entries(answers).filter(([, text]) => plainWords(text).join(' ').includes(opening));
    if (owners.length > 0 && !owners.some(([name]) => sentence.includes(name))) seams.push({ kind: 'unattributed-quote', text: match[1] });
  }
  return seams;
}

/** Every seam in one text the engine wrote. */
export function seams(text: string, context: SeamContext): Seam[] {
  const proper = properNouns(context.answers);
  const found: Seam[] = [];
  for (const sentence of sentencesOf(text)) {
    const outside = outsideQuotes(sentence);
    found.push(
      ...valueTwice(outside, context.names),
      ...pronouns(outside, context.names, context.voice),
      ...capitals(outside, context.names, proper),
      ...truncated(outside),
      ...pasted(outside, context.answers),
      ...unattributed(sentence, context.answers),
    );
  }
  return found;
}

/** How many of each kind, for a metric's note: "pronoun 2, capital 1". */
export function seamNote(found: readonly Seam[]): string {
  const counts = new Map<SeamKind, number>();
  for (const seam of found) counts.set(seam.kind, (counts.get(seam.kind) ?? 0) + 1);
  return [...counts.entries()].map(([kind, count]) => `${kind} ${count}`).join(', ') || 'none';
}

// ------------------------------------------------------------------ concrete arrangements

/**
 * Advice about how to decide, whatever the conflict: meet halfway, a trade, take turns, a trial,
 * an outside standard or adviser, a third option or a list of options, ground rules, talking it
 * through, and the general moulds of a written agreement, a weekly slot or a list of needs; and
 * (2026-11-29) the general arrangements a builtin five falls back on for any conflict of a kind,
 * the topic slotted in: a shared calendar, a Sunday plan, a Friday status note, one thing not
 * negotiable each, a 48-hour pause. "One shared calendar for the dog" for a dog barking next
 * door is no arrangement for that conflict; counted as concrete, they hid how often the library
 * had fewer than three arrangements that fit.
 */
export const PROCESS_MOULD =
  /\b(?:meet(?:ing)? (?:halfway|in the middle)|middle ground|split the difference|a trade\b|trade-offs?|take turns|taking turns|turn by turn|alternat\w*|trial\b|experiment|mediat\w*|counsell?\w*|coach\w*|advis[eo]r\w*|someone (?:you )?both trust|neutral third|third party|outside standard|third option|brainstorm\w*|list (?:at least )?\w+ options|look into both|ground rules|talk \w+(?: \w+)? through|one-page agreement|written agreement|(?:fixed|weekly) (?:\d+-minute )?slot|shared list of what each needs|one shared calendar for|ten-minute plan every sunday|status note every friday|not negotiable, in writing|48-hour pause before any decision)\b/i;

/** A date, a day, a time, an amount or a frequency: something one can start and check. */
const SPECIFIC =
  /\d|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|weekly|monthly|daily|yearly|fortnightly|every|each (?:day|evening|night|week|month|year)|a (?:week|month|year)|tonight|tomorrow|this week|next week|next month)\b/i;

export interface SolutionLike {
  title: string;
  summary: string;
  steps: readonly string[];
  successMetric: string;
}

/**
 * A concrete arrangement: not a process mould (title and summary), something specific to start
 * and check (a date, a time, an amount, a frequency), and about this conflict (its title or
 * summary shares a content word with the parties' answers, names left out).
 */
export function isConcreteArrangement(solution: SolutionLike, partiesText: string, names: readonly string[]): boolean {
  const head = `${solution.title}\n${outsideQuotes(solution.summary)}`;
  if (PROCESS_MOULD.test(head)) return false;
  if (!SPECIFIC.test([solution.summary, ...solution.steps, solution.successMetric].join('\n'))) return false;
  const theirs = contentRoots(partiesText, names);
  return [...contentRoots(head, names)].some((root) => theirs.has(root) && root.length > 2);
}

/** The seam context of a scenario: both names, and each party's answers by name. */
export function seamContextOf(
  answers: Readonly<Record<'initiator' | 'collaborator', { firstName: string; issue: string[]; desiredOutcome: string[]; whyOutcomeMatters: string[] }>>,
  voice: SeamContext['voice'],
): SeamContext {
  const sides = [answers.initiator, answers.collaborator];
  return {
    names: sides.map((side) => side.firstName),
    answers: Object.fromEntries(sides.map((side) => [side.firstName, [...side.issue, ...side.desiredOutcome, ...side.whyOutcomeMatters].join('\n')])),
    voice,
  };
}
