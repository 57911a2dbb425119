/**
 * The whole flow under crashes: pairs go through it (scripts/flow/pair.ts) while the local
 * cloud process is killed with SIGKILL at random moments and started again on the same data
 * folder and port. The clients are not told: a call that gets no answer is repeated, as a
 * person presses the button again (tests/support/flowUser.ts `through`); a job a crash interrupted
 * reads as stalled once its claim window has passed and is asked for again (src/domain/jobs.ts).
 *
 * At the end: every write a client saw acknowledged is read back (`lostUpdates`), and no AI job
 * of any session still reads as in progress once the claim window has passed since the last
 * restart (the functions run with JOB_STALE_AFTER_MS set to the same short window, see
 * amplify/functions/shared/jobWindow.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jobState, type JobState } from '../../src/domain/jobs';
import { startCloud } from '../../tests/support/cloudProcess';
import { newPair, runPair, type PairRun, type StepName } from './pair';
import { lostUpdates, type LostUpdate } from './readBack';
import { asFlowError } from './report';
import { amplifyConfig, type Net } from '../../tests/support/flowUser';

export interface CrashOptions {
  pairs: number;
  kills: number;
  /** The claim window the cloud's functions and the clients use. */
  staleAfterMs: number;
  /** Milliseconds between a restart (or the start) and the next kill: drawn uniformly from this range. */
  killGapMs: [number, number];
  /** For kill k, a step to kill in instead: as soon as anyone enters it (null: the random gap). */
  killDuring?: (StepName | null)[];
  /** How long each person reads the screen before a step (scripts/flow/pair.ts; default 0). */
  thinkMs?: number;
  port?: number;
  /** The random source (Math.random unless given), for the kill moments. */
  random?: () => number;
  log?: (line: string) => void;
}

export interface Kill {
  /** Seconds after the pairs started. */
  atSeconds: number;
  /** What the pairs were doing when it came: step -> how many people. */
  steps: Record<string, number>;
  /** Milliseconds from the kill until the restarted cloud answered. */
  downMs: number;
}

export interface StuckJob {
  pair: number;
  job: string;
  state: JobState['kind'];
}

export interface CrashOutcome {
  runs: PairRun[];
  kills: Kill[];
  lost: LostUpdate[];
  stuck: StuckJob[];
  /** Calls repeated because a crash left them without an answer. */
  repeats: number;
  /** Jobs that read as stalled or failed and were asked for again. */
  jobRetries: number;
  seconds: number;
  peakRssMb: number;
  errorLines: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The three AI jobs of a session, as jobState reads them (propose-issues says in_progress for running). */
function sessionJobs(record: Record<string, unknown>): [string, string | undefined, string | undefined, string | undefined][] {
  const s = (field: string) => (record[field] ?? undefined) as string | undefined;
  return [
    ['propose-issues', s('aiStatus') === 'in_progress' ? 'running' : s('aiStatus'), s('aiDerivedAt'), s('aiErrorMessage')],
    ['infer-interests', s('inferInterestsStatus'), s('inferInterestsRequestedAt'), s('inferInterestsError')],
    ['propose-strategies', s('proposeStrategiesStatus') === 'in_progress' ? 'running' : s('proposeStrategiesStatus'), s('proposeStrategiesRequestedAt'), s('proposeStrategiesError')],
  ];
}

export async function runCrashFlow(options: CrashOptions): Promise<CrashOutcome> {
  const random = options.random ?? Math.random;
  const log = options.log ?? (() => undefined);
  const scratch = mkdtempSync(join(tmpdir(), 'dfuse-bench-crash-'));
  const cloud = await startCloud({ dataDir: join(scratch, 'data'), port: options.port, env: { JOB_STALE_AFTER_MS: String(options.staleAfterMs) } });
  try {
    const net: Net = { cloudUrl: cloud.url, retry: true, requests: 0, repeats: 0 };
    const flow = { net, config: amplifyConfig(cloud.url), jobStaleAfterMs: options.staleAfterMs, jobTimeoutMs: 5 * 60_000, thinkMs: options.thinkMs };
    const runId = Date.now().toString(36);
    const runs = Array.from({ length: options.pairs }, (_, index) => newPair(index, runId, flow));
    const started = performance.now();
    let finished = false;
    const pairsDone = Promise.all(
      runs.map((run) =>
        runPair(run, flow).catch((error: unknown) => {
          run.error = asFlowError(error);
        }),
      ),
    ).then(() => {
      finished = true;
    });

    const entered = async (step: StepName) => {
      while (!finished && !runs.some((run) => Object.values(run.current).includes(step))) await pause(20);
    };
    const kills: Kill[] = [];
    let lastRestart = Date.now();
    const killer = (async () => {
      for (let k = 0; k < options.kills; k += 1) {
        const step = options.killDuring?.[k];
        const [min, max] = options.killGapMs;
        await Promise.race([step ? entered(step) : pause(min + random() * (max - min)), pairsDone]);
        if (finished) return;
        const steps: Record<string, number> = {};
        for (const run of runs) for (const step of Object.values(run.current)) steps[step] = (steps[step] ?? 0) + 1;
        const atSeconds = (performance.now() - started) / 1000;
        const down = performance.now();
        await cloud.kill9();
        // Down for a moment, so calls meet a closed port as well as cut connections.
        await pause(random() * 500);
        await cloud.restart();
        lastRestart = Date.now();
        kills.push({ atSeconds, steps, downMs: performance.now() - down });
        log(`  kill ${k + 1} at ${atSeconds.toFixed(1)} s (${Object.entries(steps).map(([s, n]) => `${n} ${s}`).join(', ')}); answering again after ${(performance.now() - down).toFixed(0)} ms`);
      }
    })();
    await Promise.all([pairsDone, killer]);
    const seconds = (performance.now() - started) / 1000;

    const lost: LostUpdate[] = [];
    for (const run of runs) lost.push(...(await lostUpdates(run)));

    // A claim made before the last crash can only still read as in progress if it was never
    // given up: wait out its window, then read every session once more.
    await pause(Math.max(0, lastRestart + options.staleAfterMs + 100 - Date.now()));
    const stuck: StuckJob[] = [];
    for (const run of runs) {
      if (!run.ledger.issueId) continue;
      const record = await run.initiator.data<Record<string, unknown>>('read jobs', 'Issue', 'get', { id: run.ledger.issueId });
      for (const [job, status, requestedAt, error] of sessionJobs(record)) {
        const state = jobState(status, requestedAt, error, new Date(), options.staleAfterMs);
        if (state.kind === 'working') stuck.push({ pair: run.index, job, state: state.kind });
      }
    }
    return {
      runs,
      kills,
      lost,
      stuck,
      repeats: net.repeats,
      jobRetries: runs.reduce((n, r) => n + r.jobRetries, 0),
      seconds,
      peakRssMb: cloud.peakRssMb(),
      errorLines: cloud.errorLines(),
    };
  } finally {
    await cloud.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
