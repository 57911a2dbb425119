/** Small sentence helpers shared by the solution, strategy and plan writers. */
import type { TimeUnit } from './sides';

export const capitalise = (text: string) => text.replace(/^([“"‘(]*)(\p{Ll})/u, (_, open: string, letter: string) => `${open}${letter.toUpperCase()}`);

/** One sentence: a capital first, one closing mark last (a quotation may hold the full stop). */
export function sentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').replace(/\s+([,.;:!?])/g, '$1').trim();
  const capital = capitalise(clean);
  return /[.!?…]["”’)]?$/.test(capital) ? capital : `${capital}.`;
}

/**
 * Month and day names typed in lower case ("since september", "doing fridays"), capitalised when the engine
 * makes a person's words into a line of its own. "may" and "march" are left alone: they are
 * also a verb.
 */
const CALENDAR_NAMES = /\b(january|february|april|june|july|august|september|october|november|december|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)\b/g;
export const capitaliseCalendarNames = (text: string) => text.replace(CALENDAR_NAMES, (name) => name[0].toUpperCase() + name.slice(1));

/**
 * The words the answers write with a capital inside a sentence ("shouted at Leo", "Mom's
 * house"), lower-cased: names, which a person in a hurry also types in lower case elsewhere
 * ("shouting at leo").
 */
export function namesWrittenIn(texts: readonly string[]): ReadonlySet<string> {
  const names = new Set<string>();
  for (const text of texts) for (const [, name] of text.matchAll(/(?<=[\p{L}\p{N},;:] )(\p{Lu}\p{Ll}+)(?![\p{L}])/gu)) names.add(name.toLowerCase());
  return names;
}

/** A name typed in lower case, capitalised as the answers write it elsewhere (`namesWrittenIn`). */
export const capitaliseNames = (text: string, names: ReadonlySet<string>) =>
  text.replace(/(?<![\p{L}’'])\p{Ll}+(?![\p{L}’'])/gu, (word) => (names.has(word) ? word[0].toUpperCase() + word.slice(1) : word));

/**
 * Misspellings common enough to mend when the engine makes a person's words into a line of its
 * own (inside a quotation, their words stay as they wrote them). Only words with one reading.
 */
const MISSPELLINGS: Record<string, string> = {
  familys: 'families',
  thier: 'their',
  becuase: 'because',
  beacuse: 'because',
  alot: 'a lot',
  untill: 'until',
  realy: 'really',
  freind: 'friend',
  freinds: 'friends',
  beleive: 'believe',
  wierd: 'weird',
  tommorow: 'tomorrow',
  tomorow: 'tomorrow',
  seperate: 'separate',
  definately: 'definitely',
  recieve: 'receive',
  wich: 'which',
  arguement: 'argument',
  arguements: 'arguments',
  occured: 'occurred',
  begining: 'beginning',
  truely: 'truly',
  goverment: 'government',
  enviroment: 'environment',
  neccessary: 'necessary',
  embarassed: 'embarrassed',
  embarassing: 'embarrassing',
  responsability: 'responsibility',
  finaly: 'finally',
  basicly: 'basically',
  probaly: 'probably',
  happend: 'happened',
  wanna: 'want to',
  gonna: 'going to',
};
export const mendSpelling = (text: string) =>
  text.replace(/(?<![\p{L}’'])\p{L}+(?![\p{L}’'])/gu, (word) => {
    const mended = MISSPELLINGS[word.toLowerCase()];
    if (!mended) return word;
    return word[0] === word[0].toUpperCase() ? mended[0].toUpperCase() + mended.slice(1) : mended;
  });

/** "Leo" -> "Leo’s"; "James" -> "James’s". */
export const possessive = (name: string) => `${name}’s`;

/** How long a trial of something counted in `unit` runs. */
export const TRIAL_LENGTH: Record<TimeUnit, string> = { evening: 'two weeks', day: 'two weeks', week: 'two weeks', weekend: 'four weekends', month: 'two months', year: 'one year' };

/** "the house" -> "The house", for a title. */
export const titleCase = (text: string) => capitalise(text.replace(/[.!?]+$/, ''));

/** Cuts a phrase to `max` words at a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  const words = text.split(/\s+/);
  return words.length <= max ? text : `${words.slice(0, max).join(' ').replace(/[,;:]$/, '')}…`;
}
