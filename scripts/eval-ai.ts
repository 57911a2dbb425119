/**
 * `npm run eval:ai`: runs every AI task of the engine over the project's scenario sets
 * (tests/support/ai-scenarios/: the tuning set, the two held-out sets, the long-answers set and the two fresh sets, reported side by side)
 * with the provider the environment configures (AI_PROVIDER and the AI_* variables, builtin
 * by default; see amplify/ai/README.md), prints one table per task and exits 1 when a metric
 * misses its threshold (scripts/eval-ai/thresholds.ts) or has no value. Quality only: the
 * time a call takes is `npm run bench:ai`'s.
 *
 *   npm run eval:ai                        builtin
 *   npm run eval:ai -- --verbose           plus every statement, its sides and its defects
 *   npm run eval:ai -- --only=partners-eye-rolling,neighbours-driveway
 *   npm run eval:ai -- --set=tuning        only the scenarios the builtin engine was tuned on (or --set=held-out, --set=held-out-2, --set=long-answers, --set=fresh, --set=fresh-2)
 *   npm run eval:ai -- --task=infer-interests   one task (or several, comma-separated)
 *   AI_PROVIDER=openai AI_OPENAI_BASE_URL=http://127.0.0.1:11434/v1 AI_OPENAI_MODEL=llama3.1:8b npm run eval:ai
 */
import { createAiEngine, type AiEngine } from '../amplify/ai/engine';
import { createProviderFromEnv } from '../amplify/ai/config';
import { isAiTaskError } from '../amplify/ai/errors';
import { HELD_OUT_SCENARIOS } from '../tests/support/ai-scenarios/heldOut';
import { HELD_OUT_2_SCENARIOS } from '../tests/support/ai-scenarios/heldOut2';
import { FRESH_SCENARIOS } from '../tests/support/ai-scenarios/fresh';
import { FRESH_2_SCENARIOS } from '../tests/support/ai-scenarios/fresh2';
import { LONG_ANSWER_SCENARIOS } from '../tests/support/ai-scenarios/longAnswers';
import { SCENARIOS } from '../tests/support/ai-scenarios/scenarios';
import type { Scenario, ScenarioSet } from '../tests/support/ai-scenarios/types';
import { registerTask, type RegisteredTask, type Tools } from './eval-ai/harness';
import { createGrammarChecker } from './eval-ai/language';
import { implementPlanTask } from './eval-ai/implementPlan';
import { inferInterestsTask } from './eval-ai/inferInterests';
import { proposeIssuesTask } from './eval-ai/proposeIssues';
import { proposeStrategiesTask } from './eval-ai/proposeStrategies';
import { judge, table, verdictLines, type Column } from './eval-ai/report';

/** Every task of the engine. */
const TASKS: RegisteredTask[] = [registerTask(proposeIssuesTask), registerTask(inferInterestsTask), registerTask(proposeStrategiesTask), registerTask(implementPlanTask)];

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const verbose = args.includes('--verbose') || args.includes('-v');
const only = option('only')?.split(',');
const setOption = option('set') ?? 'all';
const onlyTasks = option('task')?.split(',');

/** Each set with every scenario's place in it (which deals its styles), picked by --set and --only afterwards. */
const SETS: { set: ScenarioSet; scenarios: Scenario[] }[] = [
  { set: 'tuning' as const, scenarios: SCENARIOS },
  { set: 'held-out' as const, scenarios: HELD_OUT_SCENARIOS },
  { set: 'held-out-2' as const, scenarios: HELD_OUT_2_SCENARIOS },
  { set: 'long-answers' as const, scenarios: LONG_ANSWER_SCENARIOS },
  { set: 'fresh' as const, scenarios: FRESH_SCENARIOS },
  { set: 'fresh-2' as const, scenarios: FRESH_2_SCENARIOS },
]
  .map(({ set, scenarios }) => ({
    set,
    scenarios: scenarios
      .map((scenario, position) => ({ ...scenario, set, position }))
      .filter((scenario) => (only ? only.includes(scenario.id) : setOption === 'all' || setOption === set)),
  }))
  .filter(({ scenarios }) => scenarios.length > 0);
if (SETS.length === 0) {
  console.error(`No scenario matches ${only ? `--only=${only.join(',')}` : `--set=${setOption}`}`);
  process.exit(2);
}

let engine: AiEngine;
try {
  engine = createAiEngine(createProviderFromEnv(process.env));
} catch (error) {
  console.error(`eval:ai: the AI provider is not configured: ${isAiTaskError(error) ? error.detail : String(error)}`);
  process.exit(2);
}

const started = performance.now();
let grammar: ReturnType<typeof createGrammarChecker> | undefined;
const tools: Tools = { grammar: () => (grammar ??= createGrammarChecker()) };
console.log(`eval:ai: provider ${engine.providerName}, model ${engine.model}, ${SETS.map(({ set, scenarios }) => `${scenarios.length} ${set}`).join(' and ')} scenarios\n`);

let failed = false;
for (const task of TASKS.filter((candidate) => !onlyTasks || onlyTasks.includes(candidate.name))) {
  const taskStarted = performance.now();
  const columns: Column[] = [];
  for (const [index, { set, scenarios }] of SETS.entries()) {
    // The largest input does not belong to a set: call it once, with the first set of the run.
    const { metrics, details, failures } = await task.evaluate(engine, scenarios, tools, { largest: index === 0 });
    if (verbose && details.length > 0) console.log(`${set}:\n${details.join('\n')}\n`);
    for (const failure of failures) console.log(`${set}: ${failure}`);
    columns.push({ set, verdicts: judge(task.name, metrics, engine.providerName, set) });
  }
  const calls = SETS.map(({ set, scenarios }) => `${scenarios.length} ${set}`).join(', ');
  console.log(table(`${task.name} (${calls} calls; measured in ${((performance.now() - taskStarted) / 1000).toFixed(1)} s)`, columns));
  const { failures, notes } = verdictLines(task.name, columns);
  for (const line of [...notes, ...failures]) console.log(line);
  console.log('');
  if (grammar) {
    const cost = (await grammar).cost();
    console.log(`grammar so far: ${cost.sentences} sentences (${cost.characters} characters) linted once each, ${(cost.ms / 1000).toFixed(1)} s in Harper\n`);
  }
  if (failures.length > 0) failed = true;
}

console.log(`eval:ai ${failed ? 'FAILED' : 'passed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = failed ? 1 : 0;
