/**
 * The shape of an AI evaluation scenario: one realistic two-sided conflict, both parties'
 * answers as people really write them, and what a careful human reader would say about it.
 * `npm run eval:ai` (scripts/eval-ai.ts) runs every task of the engine over the set.
 */
import type { BothSidesAnswers, ConflictType } from '../../../amplify/ai/types';

export const AUDIENCES = ['partners', 'parent-adult-child', 'siblings-family', 'cofounders-teammates', 'manager-report', 'housemates', 'neighbours'] as const;
export type Audience = (typeof AUDIENCES)[number];

export interface Scenario {
  /** Stable, readable id: `<audience>-<topic>`. */
  id: string;
  audience: Audience;
  answers: BothSidesAnswers;
  /** The conflict type a careful reader gives the whole conflict. */
  conflictType: ConflictType;
  /** Why that type, in a few words, for a reviewer who disagrees. */
  typeNote: string;
  /**
   * For each side, the words that carry its concern (its own words, or the plain name of
   * what it asks for). A statement carries a side's concern when it uses one of them;
   * compared on word roots, so "raising" matches "raise". Party names never count.
   */
  concerns: { initiator: string[]; collaborator: string[] };
  /** The answers are too thin (one word, "idk") for more than a couple of plain statements. */
  thin?: boolean;
  /**
   * The issue both agreed on, as the two might accept it ('' where a session reaches the
   * solutions step without one). Held-out scenarios carry it here; the tuning set's are in
   * followUps.ts.
   */
  agreedIssue?: string;
  /** Set by the harness from the file the scenario comes from. */
  set?: ScenarioSet;
  /** Set by the harness: the scenario's place in its set, which deals its conflict styles. */
  position?: number;
}

/**
 * Which part of the set a scenario belongs to: `tuning` scenarios (scenarios.ts) were looked
 * at while the builtin engine was built and tuned; `held-out` ones (heldOut.ts) are kept out
 * of tuning, so their figures show how the engine does on conflicts it was not fitted to.
 * `held-out-2` (heldOut2.ts) is a second such set, written later: the first one's figures have
 * been looked at, in aggregate, after many changes, and a set nobody has measured against
 * keeps the figures honest. `long-answers` (longAnswers.ts) are conflicts where one side writes
 * long answers, the request after a preamble: tuned on, but reported apart from the short ones.
 * `fresh` and `fresh-2` (fresh.ts, fresh2.ts) were written by someone who had not read the engine,
 * measured once before any change for them (thresholds.ts keeps those figures), then tuned on.
 */
export type ScenarioSet = 'tuning' | 'held-out' | 'held-out-2' | 'long-answers' | 'fresh' | 'fresh-2';
