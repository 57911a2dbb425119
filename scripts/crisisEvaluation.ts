/**
 * Precision and recall of the crisis-words check (src/domain/crisis.ts) on a labelled set: a
 * phrase counts as flagged when any kind is found, and a flagged danger as right only with its
 * own kind among those found.
 */
import { crisisKinds } from '../src/domain/crisis';
import type { LabelledPhrase } from '../tests/support/crisisLabelled';

export interface CrisisFigures {
  phrases: number;
  danger: number;
  safe: number;
  precision: number;
  recall: number;
  /** Dangers found, but named as another kind. */
  wrongKind: number;
  falsePositives: string[];
  misses: string[];
}

export function evaluateCrisis(set: readonly LabelledPhrase[]): CrisisFigures {
  let truePositives = 0;
  let wrongKind = 0;
  const falsePositives: string[] = [];
  const misses: string[] = [];
  for (const { text, danger } of set) {
    const kinds = crisisKinds(text);
    if (danger === null) {
      if (kinds.length) falsePositives.push(text);
    } else if (kinds.length) {
      truePositives += 1;
      if (!kinds.includes(danger)) wrongKind += 1;
    } else {
      misses.push(text);
    }
  }
  const flagged = truePositives + falsePositives.length;
  const danger = set.filter((p) => p.danger !== null).length;
  return {
    phrases: set.length,
    danger,
    safe: set.length - danger,
    precision: flagged ? truePositives / flagged : 1,
    recall: danger ? truePositives / danger : 1,
    wrongKind,
    falsePositives,
    misses,
  };
}
