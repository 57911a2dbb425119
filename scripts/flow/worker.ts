/**
 * One thread of bench:flow's load generator: runs its share of the pairs, each from its start
 * time, reads every pair's acknowledged writes back and posts plain results to the main thread.
 *
 * Several threads rather than one: a sign-in costs the client about 240 ms of CPU (aws-amplify's
 * SRP arithmetic, which on a real phone runs on that person's phone). On one event loop every
 * sign-in would hold up every other person's answers, and the benchmark would measure itself.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { newPair, runPair } from './pair';
import { lostUpdates, type LostUpdate } from './readBack';
import { asFlowError, outcomeOf, type PairOutcome } from './report';
import type { Net } from '../../tests/support/flowUser';
import type { ResourcesConfig } from 'aws-amplify';

export interface WorkerTask {
  cloudUrl: string;
  /** The aws-amplify configuration for the cloud (amplifyConfig, read once by the main thread). */
  config: ResourcesConfig;
  runId: string;
  /** The pairs this thread runs, and when each begins (milliseconds after the go-ahead). */
  pairs: { index: number; startAfterMs: number }[];
  thinkMs: number;
}

export interface WorkerResult {
  outcomes: PairOutcome[];
  lost: LostUpdate[];
  requests: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Says it is loaded, then waits for the go-ahead (so no thread's start-up competes with the first pairs). */
function loadedThenGo(): Promise<void> {
  return new Promise((resolve) => {
    parentPort!.once('message', () => resolve());
    parentPort!.postMessage('loaded');
  });
}

async function run(task: WorkerTask): Promise<WorkerResult> {
  await loadedThenGo();
  const go = Date.now();
  const net: Net = { cloudUrl: task.cloudUrl, retry: false, requests: 0, repeats: 0 };
  const options = { net, config: task.config, thinkMs: task.thinkMs };
  const runs = task.pairs.map(({ index }) => newPair(index, task.runId, options));
  await Promise.all(
    runs.map(async (pair, at) => {
      await pause(go + task.pairs[at].startAfterMs - Date.now());
      await runPair(pair, options).catch((error: unknown) => {
        pair.error = asFlowError(error);
      });
    }),
  );
  const lost: LostUpdate[] = [];
  for (const pair of runs) lost.push(...(await lostUpdates(pair)));
  return { outcomes: runs.map(outcomeOf), lost, requests: net.requests };
}

parentPort!.postMessage(await run(workerData as WorkerTask));
