/**
 * `npm run eval:ai`: runs every AI task of the engine over the project's scenario set
 * (tests/support/ai-scenarios/) with the provider the environment configures (AI_PROVIDER
 * and the AI_* variables, builtin by default; see amplify/ai/README.md), prints one table
 * per task and exits 1 when a metric misses its threshold (scripts/eval-ai/thresholds.ts).
 *
 *   npm run eval:ai                        builtin
 *   npm run eval:ai -- --verbose           plus every statement, its sides and its defects
 *   npm run eval:ai -- --only=partners-eye-rolling,neighbours-driveway
 *   npm run eval:ai -- --set=tuning        only the scenarios looked at while tuning the builtin engine
 *   npm run eval:ai -- --task=infer-interests   one task (or several, comma-separated)
 *   AI_PROVIDER=openai AI_OPENAI_BASE_URL=http://127.0.0.1:11434/v1 AI_OPENAI_MODEL=llama3.1:8b npm run eval:ai
 */
import { createAiEngine, type AiEngine } from '../amplify/ai/engine';
import { createProviderFromEnv } from '../amplify/ai/config';
import { isAiTaskError } from '../amplify/ai/errors';
import { HELD_OUT_SCENARIOS } from '../tests/support/ai-scenarios/heldOut';
import { SCENARIOS } from '../tests/support/ai-scenarios/scenarios';
import type { Scenario } from '../tests/support/ai-scenarios/types';
import { judge, registerTask, table, type RegisteredTask, type Tools } from './eval-ai/harness';
import { createGrammarChecker } from './eval-ai/language';
import { implementPlanTask } from './eval-ai/implementPlan';
import { inferInterestsTask } from './eval-ai/inferInterests';
import { proposeIssuesTask } from './eval-ai/proposeIssues';
import { proposeStrategiesTask } from './eval-ai/proposeStrategies';

/** Every task of the engine. */
const TASKS: RegisteredTask[] = [registerTask(proposeIssuesTask), registerTask(inferInterestsTask), registerTask(proposeStrategiesTask), registerTask(implementPlanTask)];

const args = process.argv.slice(2);
const verbose = args.includes('--verbose') || args.includes('-v');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const set = args.find((arg) => arg.startsWith('--set='))?.slice('--set='.length) ?? 'all';
const everyScenario: Scenario[] = [
  ...SCENARIOS.map((scenario, position) => ({ ...scenario, set: 'tuning' as const, position })),
  ...HELD_OUT_SCENARIOS.map((scenario, position) => ({ ...scenario, set: 'held-out' as const, position })),
];
const scenarios = everyScenario.filter((scenario) => (only ? only.includes(scenario.id) : set === 'all' || scenario.set === set));
if (scenarios.length === 0) {
  console.error(`No scenario matches --only=${only?.join(',')}`);
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
console.log(`eval:ai: provider ${engine.providerName}, model ${engine.model}, ${scenarios.length} scenarios\n`);

let failed = false;
const onlyTasks = args.find((arg) => arg.startsWith('--task='))?.slice('--task='.length).split(',');
for (const task of TASKS.filter((candidate) => !onlyTasks || onlyTasks.includes(candidate.name))) {
  const taskStarted = performance.now();
  const { metrics, details, failures } = await task.evaluate(engine, scenarios, tools, engine.providerName === 'builtin');
  const verdicts = judge(task.name, metrics, engine.providerName);
  if (verbose && details.length > 0) console.log(`${details.join('\n')}\n`);
  for (const failure of failures) console.log(failure);
  console.log(table(`${task.name} (${scenarios.length} calls; measured in ${((performance.now() - taskStarted) / 1000).toFixed(1)} s)`, verdicts));
  console.log('');
  if (grammar) {
    const cost = (await grammar).cost();
    console.log(`grammar so far: ${cost.sentences} sentences (${cost.characters} characters) linted once each, ${(cost.ms / 1000).toFixed(1)} s in Harper\n`);
  }
  const misses = verdicts.filter((verdict) => !verdict.pass);
  if (misses.length > 0) {
    failed = true;
    console.log(`${task.name}: below threshold: ${misses.map((verdict) => verdict.metric.label).join('; ')}\n`);
  }
}

console.log(`eval:ai ${failed ? 'FAILED' : 'passed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = failed ? 1 : 0;
