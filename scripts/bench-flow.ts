/**
 * `npm run bench:flow [-- --pairs N]` (default 50): N pairs go through the whole product flow at
 * once, by API, against the local cloud in its own process (as `npm start -- --cloud-only` runs
 * it, on a free port and a throw-away data folder), with the real aws-amplify client and real
 * SRP sign-ins (scripts/flow/pair.ts lists the steps). Prints, against DESIGN.md section 9
 * ("100 concurrent pairs complete with 0 errors and 0 lost updates; p95 per step under 250 ms
 * excluding AI"):
 *   - pairs completed, errors by kind, lost updates (every acknowledged field read back);
 *   - p50/p95/p99 per step (AI marks the steps an AI task runs in);
 *   - throughput (pairs a minute, requests a second) and the cloud's peak memory and CPU.
 *
 * Each pair has its own two accounts, so the invitation quota (10 an account an hour,
 * src/domain/mailSafety.ts) never applies: every pair sends one invitation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { flowArgument } from './flow/args';
import { startCloud } from './flow/cloud';
import { newPair, runPair } from './flow/pair';
import { lostUpdates, type LostUpdate } from './flow/readBack';
import { BUDGET_STEP_P95_MS, asFlowError, cloudErrors, machineCpuSeconds, printOutcome, printSteps } from './flow/report';
import { amplifyConfig, type Net } from './flow/user';

const PAIRS = flowArgument('pairs', 50);

const scratch = mkdtempSync(join(tmpdir(), 'dfuse-bench-flow-'));
const cloud = await startCloud({ dataDir: join(scratch, 'data'), port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined });
try {
  const net: Net = { cloudUrl: cloud.url, retry: false, requests: 0, repeats: 0 };
  const options = { net, config: amplifyConfig(cloud.url) };
  const runId = Date.now().toString(36);
  const runs = Array.from({ length: PAIRS }, (_, index) => newPair(index, runId, options));

  console.log(`\nWhole flow: ${PAIRS} pairs at once against the local cloud at ${cloud.url} (its own process, started in ${(cloud.readyTimes()[0] / 1000).toFixed(1)} s)`);
  const cloudCpuBefore = cloud.cpuSeconds();
  const ownCpuBefore = process.cpuUsage();
  const machineCpuBefore = machineCpuSeconds();
  const started = performance.now();
  await Promise.all(
    runs.map((run) =>
      runPair(run, options).catch((error: unknown) => {
        run.error = asFlowError(error);
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const cloudCpu = cloud.cpuSeconds() - cloudCpuBefore;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const machineCpu = machineCpuSeconds() - machineCpuBefore;
  const requests = net.requests;

  const lost: LostUpdate[] = [];
  for (const run of runs) lost.push(...(await lostUpdates(run)));

  console.log(`  wall time ${seconds.toFixed(1)} s`);
  printOutcome(runs, lost);
  const { worstNonAiP95, worstStep } = printSteps(runs);
  const completed = runs.filter((r) => r.done).length;
  console.log(
    `  worst p95 of a step without AI: ${worstNonAiP95.toFixed(0)} ms (${worstStep}) — ${worstNonAiP95 < BUDGET_STEP_P95_MS ? 'meets' : 'MISSES'} the ${BUDGET_STEP_P95_MS} ms budget`,
  );
  console.log(`  throughput ${((completed / seconds) * 60).toFixed(1)} pairs a minute, ${(requests / seconds).toFixed(0)} requests a second (${requests} requests)`);
  console.log(`  cloud peak memory ${cloud.peakRssMb().toFixed(0)} MB (resident), CPU ${cloudCpu.toFixed(1)} s (${((cloudCpu / seconds) * 100).toFixed(0)}% of one core)`);
  const generatorCpu = (ownCpu.user + ownCpu.system) / 1e6;
  console.log(`  load generator CPU ${generatorCpu.toFixed(1)} s (the ${PAIRS * 2} aws-amplify clients, on the same cores as the cloud)`);
  console.log(
    `  other processes on the machine CPU ${Math.max(0, machineCpu - cloudCpu - generatorCpu).toFixed(1)} s; the machine had ${(seconds * cpus().length).toFixed(0)} CPU-s in all (${cpus().length} cores)`,
  );
  const errorLines = cloudErrors(cloud.errorLines());
  if (errorLines.length) {
    console.log(`  the cloud logged ${errorLines.length} error lines; the first:`);
    for (const line of errorLines.slice(0, 8)) console.log(`    ${line.slice(0, 200)}`);
  }
  const ok = completed === PAIRS && lost.length === 0;
  process.exitCode = ok ? 0 : 1;
} finally {
  await cloud.stop();
  rmSync(scratch, { recursive: true, force: true });
}
