/**
 * The whole flow survives the local cloud being killed with SIGKILL mid-way: two pairs, one
 * kill at a random moment early on (a seeded draw, so a failure can be replayed) and one as
 * soon as someone asks for the five solutions (the background AI job), the cloud restarted on
 * the same folder each time. Every write a client saw acknowledged is still there,
 * and no AI job still reads as in progress once its (short, test-stack) window has passed.
 * `npm run bench:crash` is the bigger run that prints figures.
 */
import { describe, expect, it } from 'vitest';
import { runCrashFlow } from '../../../scripts/flow/crash';
import { seeded } from '../../../scripts/seeded';

describe('the whole flow under a crash of the local cloud', () => {
  it('loses no acknowledged write and leaves no AI job in progress forever', { timeout: 115_000 }, async () => {
    const outcome = await runCrashFlow({
      pairs: 2,
      kills: 2,
      killDuring: [null, 'solutions'],
      staleAfterMs: 6000,
      // The first kill comes early (sign-up, sign-in) and people pause about 400 ms before each step, so
      // the pairs reach the five solutions only after the cloud is back: the second kill always
      // has its moment (without pauses the pairs were sometimes past it already).
      killGapMs: [1000, 2000],
      thinkMs: 400,
      random: seeded(19),
    });

    expect(outcome.kills).toHaveLength(2);
    // Each kill came while people were mid-flow, not before they began or after they finished.
    for (const kill of outcome.kills) expect(Object.keys(kill.steps).filter((step) => step !== 'waiting' && step !== 'done')).not.toEqual([]);
    expect(outcome.kills[1].steps.solutions).toBeGreaterThan(0);
    expect(outcome.runs.map((r) => r.error?.message ?? null)).toEqual([null, null]);
    expect(outcome.runs.every((r) => r.done)).toBe(true);
    expect(outcome.lost).toEqual([]);
    expect(outcome.stuck).toEqual([]);
  });
});
