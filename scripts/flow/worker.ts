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

/**
 * What a thread tells the main thread: it is loaded; a pair is at the end of its trial waiting for
 * the clock (`atTrial`: true) or ended before it got there (false); its results.
 */
export type WorkerMessage = { kind: 'loaded' } | { kind: 'trial'; index: number; atTrial: boolean } | { kind: 'result'; result: WorkerResult };
/** What the main thread tells a thread: go; the trial has passed (the clock moved). */
export type MainMessage = 'go' | 'trial over';

export interface WorkerResult {
  outcomes: PairOutcome[];
  lost: LostUpdate[];
  requests: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const post = (message: WorkerMessage) => parentPort!.postMessage(message);
/** Resolves when the main thread says `message` (the listener then goes, so the thread can end once nothing else is awaited). */
const told = (message: MainMessage) =>
  new Promise<void>((resolve) => {
    const listener = (said: MainMessage) => {
      if (said !== message) return;
      parentPort!.off('message', listener);
      resolve();
    };
    parentPort!.on('message', listener);
  });

async function run(task: WorkerTask): Promise<WorkerResult> {
  // Says it is loaded, then waits for the go-ahead (so no thread's start-up competes with the first pairs).
  const go = told('go');
  const trialOver = told('trial over');
  post({ kind: 'loaded' });
  await go;
  const goAt = Date.now();
  const net: Net = { cloudUrl: task.cloudUrl, retry: false, requests: 0, repeats: 0 };
  const base = { net, config: task.config, thinkMs: task.thinkMs };
  const runs = task.pairs.map(({ index }) => newPair(index, task.runId, base));
  await Promise.all(
    runs.map(async (pair, at) => {
      let atTrial = false;
      // Each pair says when it waits at its trial's end; the main thread moves the clock once all have (or ended).
      const review = {
        trialOver: () => {
          atTrial = true;
          post({ kind: 'trial', index: pair.index, atTrial });
          return trialOver;
        },
      };
      await pause(goAt + task.pairs[at].startAfterMs - Date.now());
      await runPair(pair, { ...base, review }).catch((error: unknown) => {
        pair.error = asFlowError(error);
      });
      if (!atTrial) post({ kind: 'trial', index: pair.index, atTrial });
    }),
  );
  const lost: LostUpdate[] = [];
  for (const pair of runs) lost.push(...(await lostUpdates(pair)));
  return { outcomes: runs.map(outcomeOf), lost, requests: net.requests };
}

post({ kind: 'result', result: await run(workerData as WorkerTask) });
