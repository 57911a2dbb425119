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

/** "Leo" -> "Leo’s"; "James" -> "James’s". */
export const possessive = (name: string) => `${name}’s`;

/** How long a trial of something counted in `unit` runs. */
export const TRIAL_LENGTH: Record<TimeUnit, string> = { evening: 'two weeks', day: 'two weeks', week: 'two weeks', weekend: 'four weekends', month: 'two months', year: 'two years' };

/** "the house" -> "The house", for a title. */
export const titleCase = (text: string) => capitalise(text.replace(/[.!?]+$/, ''));

/** Cuts a phrase to `max` words at a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  const words = text.split(/\s+/);
  return words.length <= max ? text : `${words.slice(0, max).join(' ').replace(/[,;:]$/, '')}…`;
}
