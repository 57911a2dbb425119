/**
 * Words in the sense they are used, where one reading of a word would name a conflict it is not
 * about. One list each, shared by the concept cues (concepts.ts), the conflict type (classify.ts)
 * and the interests (interests.ts), so the three read a word alike.
 */

/** What one spends when one spends time, not money ("spent three weeks", "spend hours", "spent my saturday"): units of time, as roots. */
export const TIME_UNITS = ['hour', 'day', 'week', 'month', 'year', 'time', 'age', 'evening', 'weekend', 'night', 'morning', 'afternoon', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** Words that open an amount of time after "spend" ("all day", "three weeks"), and of money as readily ("all our savings"): time only when a unit of time follows. */
export const TIME_AMOUNTS = ['all', 'whole', 'every', 'half', 'most', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Smoke that is not a neighbour's cigarette drifting in (a barbecue, a fire): not smoke-drift. */
export const OTHER_SMOKE = ['barbecu\\w*', 'bbq', 'grill', 'bonfire', 'chimney', 'wood ?burner', 'log burner', 'fire'];
/** Animals a lease or a rule may forbid: a lease that bans pets is no sublet. */
export const PETS = ['pets?', 'dogs?', 'cats?', 'puppy', 'kitten', 'animals?'];

/** What is cleaned at work, not at home ("cleaning the data", "clean up the spreadsheet"): no chore. */
export const CLEANED_AT_WORK = ['data', 'dataset', 'database', 'code', 'spreadsheet', 'spreadsheets', 'records', 'figures', 'numbers', 'inbox', 'accounts', 'files'];
