/**
 * `npm run bench:crash [-- --pairs N --kills K --think-ms T]` (defaults 8, 3 and 1000: people
 * pause about a second before each step, so the flow lasts long enough for every kill to land
 * in it): the whole flow (scripts/flow/pair.ts) for N pairs while the local cloud is killed
 * with SIGKILL K times at random moments and restarted on the same data folder
 * (scripts/flow/crash.ts). Prints the
 * crashes survived, the acknowledged writes lost (every acknowledged field read back), the AI
 * jobs still reading as in progress after their window, and what the clients had to repeat.
 */
import { flowArgument } from './flow/args';
import { runCrashFlow } from './flow/crash';
import { cloudErrors, ledgerSize, outcomeOf, printOutcome } from './flow/report';

const PAIRS = flowArgument('pairs', 8);
const KILLS = flowArgument('kills', 3);
/** Short enough that a job a crash interrupted is retried within the run, longer than a job takes here. */
const STALE_AFTER_MS = flowArgument('stale-after-ms', 8000);
const THINK_MS = flowArgument('think-ms', 1000, { zero: true });

console.log(`\nCrash run: ${PAIRS} pairs through the whole flow, the local cloud killed with SIGKILL ${KILLS} times (AI job window ${STALE_AFTER_MS} ms)`);
const outcome = await runCrashFlow({
  pairs: PAIRS,
  kills: KILLS,
  staleAfterMs: STALE_AFTER_MS,
  killGapMs: [1500, 6000],
  thinkMs: THINK_MS,
  port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
  log: (line) => console.log(line),
});
const completed = outcome.runs.filter((r) => r.done).length;
console.log(`  wall time ${outcome.seconds.toFixed(1)} s`);
printOutcome(outcome.runs.map(outcomeOf), outcome.lost);
const fields = outcome.runs.reduce((n, r) => n + ledgerSize(r), 0);
const survived = completed === PAIRS && outcome.lost.length === 0 ? outcome.kills.length : 0;
const unused = KILLS - outcome.kills.length;
console.log(`  crashes survived ${survived} (of ${outcome.kills.length} kills${unused ? `; the pairs had finished before the other ${unused}` : ''})`);
console.log(`  acknowledged writes lost ${outcome.lost.length} (of ${fields})`);
console.log(`  AI jobs still in progress after their window ${outcome.stuck.length}${outcome.stuck.length ? `: ${JSON.stringify(outcome.stuck)}` : ''}`);
console.log(`  AI jobs read as stalled or failed and asked for again ${outcome.jobRetries}; calls repeated after no answer ${outcome.repeats}`);
console.log(`  cloud peak memory ${outcome.peakRssMb.toFixed(0)} MB (resident)`);
const errorLines = cloudErrors(outcome.errorLines);
if (errorLines.length) {
  console.log(`  the cloud logged ${errorLines.length} error lines; the first:`);
  for (const line of errorLines.slice(0, 8)) console.log(`    ${line.slice(0, 200)}`);
}
process.exitCode = survived > 0 && survived === outcome.kills.length && outcome.stuck.length === 0 ? 0 : 1;
