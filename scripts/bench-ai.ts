/**
 * `npm run bench:ai`: how long the AI engine takes. Section 1 times each task of the builtin
 * provider through the engine (normalisation, generation, schema validation) over 200 calls on
 * varied inputs, from short realistic answers to the largest allowed (20 entries of 2,000
 * characters per list). Budget: 50 ms per call. The other sections are end-to-end figures in
 * Chromium: the collaborator's submit to the statements on the initiator's screen
 * (bench:realtime), and Generate to the five solutions on the other screen, the second style to
 * the strategies on both screens (scripts/bench-ai-screens.ts). BENCH_AI_SCREEN=0 skips them;
 * BENCH_RUNS sets their runs (default 15 and 10).
 */
import { spawnSync } from 'node:child_process';
import { createAiEngine, createBuiltinProvider, type BothSidesAnswers, type PartyAnswers } from '../amplify/ai';

const BUDGET_MS = 50;
const CALLS = 200;

const TOPICS = [
  ['the dishes', 'laundry', 'the rent', 'weekend plans', 'screen time', 'the budget', 'holiday dates', 'code reviews', 'the deadline'],
  ['you always', 'you never', 'I feel', 'we keep arguing about', 'it is unfair that', 'I believe', 'my manager says'],
  ['trust', 'respect', 'fairness', 'money', 'time together', 'quality', 'our kids', 'my independence', 'security'],
];
const pick = (list: string[], seed: number) => list[seed % list.length];

function sentence(seed: number): string {
  return `${pick(TOPICS[1], seed)} ${pick(TOPICS[0], seed * 7 + 3)} and ${pick(TOPICS[0], seed * 5 + 1)}, because ${pick(TOPICS[2], seed * 3 + 2)} matters.`;
}

function partyFor(seed: number, name: string): PartyAnswers {
  // Every 10th input is the largest the data layer accepts; the rest are 1-4 short entries.
  const huge = seed % 10 === 0;
  const entries = huge ? 20 : 1 + (seed % 4);
  const entry = (offset: number) => (huge ? sentence(seed + offset).repeat(30).slice(0, 2000) : sentence(seed + offset));
  const list = (offset: number) => Array.from({ length: entries }, (_, i) => entry(offset + i));
  return { firstName: name, issue: list(0), desiredOutcome: list(11), whyOutcomeMatters: list(23) };
}

const inputs: BothSidesAnswers[] = Array.from({ length: CALLS }, (_, i) => ({
  initiator: partyFor(i, 'Alex'),
  collaborator: partyFor(i + 101, i % 7 === 0 ? 'Omar' : 'Sam'),
}));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const engine = createAiEngine(createBuiltinProvider());
const agreedIssueOf = (input: BothSidesAnswers) => `How we settle ${input.initiator.issue[0].slice(0, 60)}`;
const SOLUTION = {
  id: 'sol-2',
  title: 'Take turns, evening by evening',
  summary: 'One evening each, the whole job, no reminders.',
  steps: ['Agree who starts', 'Mark the turns on a shared calendar', 'Review after four evenings'],
  benefits: ['Predictable for both'],
  risksOrTradeoffs: ['Late shifts can clash'],
  successMetric: 'Four evenings without a missed turn',
};
const STYLES = ['avoiding', 'competing', 'accommodating', 'collaborating', 'compromising'] as const;
/** Both sides with a conflict style, every pair of styles in turn. */
const styled = (input: BothSidesAnswers) => {
  const seed = input.initiator.issue[0].length;
  return {
    initiator: { ...input.initiator, style: STYLES[seed % 5] },
    collaborator: { ...input.collaborator, style: STYLES[(seed * 3 + 1) % 5] },
  };
};

/** Each task the engine runs, with the call that times it. */
const TASKS: [string, (input: BothSidesAnswers) => Promise<unknown>][] = [
  ['proposeIssues', (input) => engine.proposeIssues(input)],
  ['inferInterests', (input) => engine.inferInterests({ agreedIssue: agreedIssueOf(input), conflictType: 'task', ...input })],
  ['proposeStrategies', (input) => engine.proposeStrategies({ agreedIssue: agreedIssueOf(input), bestSolution: SOLUTION, ...styled(input) })],
  [
    'implementPlan',
    (input) => {
      const { initiator, collaborator } = styled(input);
      return engine.implementPlan({ role: 'initiator', agreedIssue: agreedIssueOf(input), bestSolution: SOLUTION, viewer: initiator, partner: collaborator, today: '2026-11-23' });
    },
  ],
];

async function timeTask(run: (input: BothSidesAnswers) => Promise<unknown>) {
  for (const input of inputs.slice(0, 20)) await run(input); // warm-up, as in a long-lived function
  const times: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await run(input);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

console.log(`1. builtin provider: generation time per call (validation included), ${CALLS} calls each, every 10th at the maximum input size`);
for (const [name, run] of TASKS) {
  const times = await timeTask(run);
  const p95 = percentile(times, 95);
  console.log(
    `   ${name.padEnd(18)} median ${percentile(times, 50).toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms   max ${times[times.length - 1].toFixed(2).padStart(6)} ms   budget ${BUDGET_MS} ms: ${p95 < BUDGET_MS ? 'met' : 'NOT MET'}`,
  );
}
console.log('');
console.log("2. collaborator submit → the proposed issues on the initiator's screen (budget 1,500 ms)");
if (process.env.BENCH_AI_SCREEN === '0') {
  console.log('   skipped (BENCH_AI_SCREEN=0)');
} else {
  // The browser measurement lives in bench:realtime (its own stack, Chromium, two contexts):
  // run it here rather than keep a second copy. Its second figure is this one.
  console.log('   running bench:realtime (Chromium against its own stack, builtin provider)…');
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-realtime.ts'], {
    env: { ...process.env, BENCH_RUNS: process.env.BENCH_RUNS ?? '15' },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const lines = child.stdout.split('\n');
  const from = lines.findIndex((line) => line.includes('the proposed issues'));
  console.log(from >= 0 ? lines.slice(from, from + 4).map((line) => `   ${line.trim()}`).join('\n') : child.stdout);
  if (child.status !== 0) process.exitCode = child.status ?? 1;
  console.log('');
  console.log('3. the solutions and the strategies on the screens (budget 1,500 ms)');
  const screens = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-ai-screens.ts'], {
    env: { ...process.env, BENCH_RUNS: process.env.BENCH_RUNS ?? '10' },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  console.log(screens.stdout.split('\n').filter((line) => /^\s{2,}/.test(line)).map((line) => `   ${line.trim()}`).join('\n'));
  if (screens.status !== 0) process.exitCode = screens.status ?? 1;
}
