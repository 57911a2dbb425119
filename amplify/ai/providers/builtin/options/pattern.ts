/**
 * What a solution pattern is. The library (index.ts, one module per domain) holds them as data: concrete arrangements two people could start this
 * week (a paid night carer with the cost split, a respite week, a repayment schedule, a spending
 * limit with an allowance each, quiet hours, a cover rota, who owns which client, what drops off
 * an overloaded week, ...), and a few pieces of process
 * advice (a trial, someone both trust, taking turns) that may fill at most two of the five.
 *
 * - `from`: concepts (concepts.ts) one side's answers must show for the pattern to fit; that side
 *   is {X}, the other {Y}, so the text can say whose request it answers;
 * - `also`: concepts that make it fit better (either side);
 * - `requires`: concepts the answers must all show (either side) for the pattern to fit at all,
 *   where one `from` concept alone describes a different situation;
 * - `unless`: concepts that, shown by either side, make the `from` concepts part of another
 *   situation (hoovering every day to keep a kitten's fur down is not a housework dispute);
 * - `settings`: the kinds of relationship the arrangement belongs to (a family meal is not for colleagues);
 * - `fromBoth`: the `from` concepts must show on both sides (a holiday both families share);
 * - `slotMatches`: slots whose value must match (a yearly trim is for a tree or a hedge);
 * - `group`: patterns that are variants of one idea; at most one of a group is offered;
 * - `needs`: slots the text cannot do without (a relative to repay, a limit, ...);
 * - `process`: advice about how to decide rather than an arrangement.
 * Text slots: {A} {B} (initiator, collaborator), {X} {Y}, the reading's slots ({dependent}, {goal},
 * {amount}, {chore}, ...), {topic}, {helper}, {length} and {lengthAdj}, and each role's plain words
 * ({Xwant}, {Ywant}, {Xmatter}, {Ymatter}); "{slot|words}" gives words for a slot the answers
 * leave empty. Nobody is "he" or "she": the engine is not told anyone's gender.
 */

import type { Setting } from '../sides';

/**
 * Settings that are none of a couple, a family, colleagues or neighbours: housemates, friends, and
 * a relationship nobody gave (the answers did not say). An arrangement for "anyone" lists these.
 */
export const UNPLACED: readonly Setting[] = ['housemates', 'friends', 'general'];
/** Where money, a home or a family meal is shared (a bill split, a rota, a family meal): not between colleagues, cofounders or neighbours. */
export const HOUSEHOLD: readonly Setting[] = ['partners', 'family', ...UNPLACED];
/**
 * Where money may be shared month to month (a monthly money review): a couple or a family, or two
 * who did not say how they know each other. A couple who write about their children or parents
 * read as a family from the answers alone, so a family keeps it. Not housemates, friends or a
 * tenant and landlord, who share a bill or a cost at most (HOUSEHOLD).
 */
export const JOINT_FINANCES: readonly Setting[] = ['partners', 'family', 'general'];
/**
 * A couple's own money (a spending limit with an allowance each, a wish list, savings both must
 * sign for): a couple, or two who did not say how they know each other (a couple often does not);
 * not a parent and a grown child, or siblings.
 */
export const COUPLE_MONEY: readonly Setting[] = ['partners', 'general'];
/** Two who share families to visit (a holiday split between two families): a couple, a family, or two who did not say; not colleagues, housemates or friends. */
export const TWO_FAMILIES: readonly Setting[] = ['partners', 'family', 'general'];
/** Where people live: parking at a workplace is an expense or a policy, not visitors blocking a drive. */
export const AT_HOME: readonly Setting[] = ['neighbours', 'partners', 'family', ...UNPLACED];

export interface OptionPattern {
  id: string;
  from: readonly string[];
  also?: readonly string[];
  /** Concepts the answers must all show (either side) for the pattern to fit at all. */
  requires?: readonly string[];
  /** Concepts that, named by either side, mean the pattern does not fit: its `from` concepts serve another situation. */
  unless?: readonly string[];
  /** The settings (sides.ts) the arrangement belongs to; any when absent. */
  settings?: readonly Setting[];
  /** The from concepts must show on both sides (a holiday to share is both families' holiday, not one side's mention of it). */
  fromBoth?: boolean;
  /** Slots whose value must match (a yearly trim is for a tree or hedge, not a wall). */
  slotMatches?: Readonly<Record<string, RegExp>>;
  group?: string;
  needs?: readonly string[];
  process?: boolean;
  title: string;
  summary: string;
  steps: readonly string[];
  benefits: readonly string[];
  risks: readonly string[];
  metric: string;
}
