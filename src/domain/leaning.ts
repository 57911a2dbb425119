/** The leaning bar (docs/rules.md, "Leaning bar"): a balanced-score view of a total between two sides. Pure. */

/** The leaning bar's scale (docs/rules.md, "Leaning bar"): totals are clamped to -10..10. */
export const LEANING_LIMIT = 10;

export interface Leaning {
  total: number;
  /** 0 (all the way left) to 100 (all the way right); 50 is balanced. */
  position: number;
  side: 'left' | 'right' | 'balanced';
}

/** Where a total sits on a leaning bar: positive leans left, negative right. */
export function leaning(total: number): Leaning {
  const finite = Number.isFinite(total) ? total : 0;
  const clamped = Math.max(-LEANING_LIMIT, Math.min(LEANING_LIMIT, finite));
  return {
    total: clamped,
    position: 50 - (clamped / LEANING_LIMIT) * 50,
    side: clamped > 0 ? 'left' : clamped < 0 ? 'right' : 'balanced',
  };
}
