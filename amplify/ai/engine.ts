/**
 * The AI engine: one interface for the product's AI tasks, whatever provider answers.
 * Each task is a `TaskSpec` (prompt + validation); `runTask` asks the provider, validates
 * the output against the task's schema, and retries once with the problems spelled out,
 * so a participant never sees junk: the task either succeeds or fails with an AiTaskError.
 * A new task is one more TaskSpec, one more entry in `AiTaskInputs` and one more method
 * on `AiEngine`.
 */
import { AiTaskError, isAiTaskError } from './errors';
import { hasAnyAnswer, normalizeAnswers, normalizeImplementPlanInput, normalizeInferInterestsInput, normalizeProposeStrategiesInput } from './input';
import { buildImplementPlanPrompt } from './prompts/implementPlan';
import { buildInferInterestsPrompt } from './prompts/inferInterests';
import { buildProposeStrategiesPrompt } from './prompts/proposeStrategies';
import { buildProposeIssuesPrompt } from './prompts/proposeIssues';
import { balanceReason, coverageScorer } from './providers/builtin/coverage';
import { parseModelJson, PROPOSE_ISSUES_SCHEMA, validateProposeIssuesOutput, type CandidateJudge, type Validation } from './schema';
import { IMPLEMENT_PLAN_SCHEMA, validateImplementPlanOutput } from './schemas/implementPlan';
import { INFER_INTERESTS_SCHEMA, validateInferInterestsOutput } from './schemas/inferInterests';
import { PROPOSE_STRATEGIES_SCHEMA, validateProposeStrategiesOutput } from './schemas/proposeStrategies';
import type {
  AiRunMetadata,
  AiTaskName,
  BothSidesAnswers,
  ChatPrompt,
  ImplementPlanInput,
  ImplementPlanOutput,
  ImplementPlanResult,
  InferInterestsInput,
  InferInterestsOutput,
  InferInterestsResult,
  ProposeIssuesOutput,
  ProposeIssuesResult,
  ProposeStrategiesInput,
  ProposeStrategiesOutput,
  ProposeStrategiesResult,
  ProviderName,
} from './types';

export type { AiTaskName } from './types';

export interface AiEngine {
  readonly providerName: ProviderName;
  readonly model: string;
  /** Up to four neutral issue statements for both parties to review. Throws AiTaskError. */
  proposeIssues(input: BothSidesAnswers): Promise<ProposeIssuesResult>;
  /** Exactly five solutions to the agreed issue, the precedence principle and each side's interests. Throws AiTaskError. */
  inferInterests(input: InferInterestsInput): Promise<InferInterestsResult>;
  /**
   * Strategies and communication tips for each side, for the ordered pair of conflict styles.
   * Throws AiTaskError (`invalid_input` when a style is not one of the five modes).
   */
  proposeStrategies(input: ProposeStrategiesInput): Promise<ProposeStrategiesResult>;
  /**
   * The viewer's plan for carrying out the best solution, with a check-in date after `today`.
   * Throws AiTaskError (`invalid_input` for a style that is not a mode or a date that is not YYYY-MM-DD).
   */
  implementPlan(input: ImplementPlanInput): Promise<ImplementPlanResult>;
}

/** The inputs of every task, by task name. */
export interface AiTaskInputs {
  proposeIssues: BothSidesAnswers;
  inferInterests: InferInterestsInput;
  proposeStrategies: ProposeStrategiesInput;
  implementPlan: ImplementPlanInput;
}

/** Every task the engine runs has its input here. */
type TaskKey = keyof AiTaskInputs & AiTaskName;
/** A task named in AI_TASK_NAMES without an input above fails to compile here. */
export const EVERY_TASK_HAS_AN_INPUT: [Exclude<AiTaskName, keyof AiTaskInputs>] extends [never] ? true : never = true;

export type ProviderRequest = {
  [K in TaskKey]: { task: K; input: AiTaskInputs[K]; prompt: ChatPrompt };
}[TaskKey];

export interface AiProvider {
  readonly name: ProviderName;
  readonly model: string;
  /**
   * The raw output: JSON text from a model, or an already structured object (builtin).
   * Throws AiTaskError for timeouts and transport failures.
   */
  generate(request: ProviderRequest): Promise<unknown>;
}

interface TaskSpec<K extends TaskKey, Output> {
  task: K;
  prompt(input: AiTaskInputs[K], previousProblems: readonly string[]): ChatPrompt;
  validate(raw: unknown, input: AiTaskInputs[K]): Validation<Output>;
}

const proposeIssuesSpec: TaskSpec<'proposeIssues', ProposeIssuesOutput> = {
  task: 'proposeIssues',
  prompt: (input, problems) => ({ ...buildProposeIssuesPrompt(input, problems), schema: PROPOSE_ISSUES_SCHEMA }),
  validate: (raw, input) => validateProposeIssuesOutput(raw, candidateJudge(input)),
};

/** A score and a reason in words for a statement a model sent without them: the builtin coverage of both answers. */
function candidateJudge(input: BothSidesAnswers): CandidateJudge {
  const measure = coverageScorer(input);
  const names = [input.initiator.firstName || 'the initiator', input.collaborator.firstName || 'the collaborator'] as const;
  return (statement) => {
    const parts = measure(statement);
    return { score: parts.score, reason: balanceReason(parts, ...names) };
  };
}

const inferInterestsSpec: TaskSpec<'inferInterests', InferInterestsOutput> = {
  task: 'inferInterests',
  prompt: (input, problems) => ({ ...buildInferInterestsPrompt(input, problems), schema: INFER_INTERESTS_SCHEMA }),
  validate: (raw) => validateInferInterestsOutput(raw),
};

const proposeStrategiesSpec: TaskSpec<'proposeStrategies', ProposeStrategiesOutput> = {
  task: 'proposeStrategies',
  prompt: (input, problems) => ({ ...buildProposeStrategiesPrompt(input, problems), schema: PROPOSE_STRATEGIES_SCHEMA }),
  validate: (raw) => validateProposeStrategiesOutput(raw),
};

const implementPlanSpec: TaskSpec<'implementPlan', ImplementPlanOutput> = {
  task: 'implementPlan',
  prompt: (input, problems) => ({ ...buildImplementPlanPrompt(input, problems), schema: IMPLEMENT_PLAN_SCHEMA }),
  validate: (raw, input) => validateImplementPlanOutput(raw, input.today),
};

/** One attempt plus at most one retry (after invalid output or a transient provider failure). */
const MAX_ATTEMPTS = 2;

async function runTask<K extends TaskKey, Output>(
  provider: AiProvider,
  spec: TaskSpec<K, Output>,
  input: AiTaskInputs[K],
): Promise<{ output: Output; attempts: number }> {
  let problems: string[] = [];
  for (let attempt = 1; ; attempt++) {
    // Built only when the provider reads it: the builtin engine works from the input itself, and
    // the prompt of the largest input (its answers as JSON) costs about 0.7 ms, 3% of its own work.
    const problemsThisAttempt = problems;
    let prompt: ChatPrompt | undefined;
    const request = {
      task: spec.task,
      input,
      get prompt() {
        return (prompt ??= spec.prompt(input, problemsThisAttempt));
      },
    };
    let raw: unknown;
    try {
      // The mapped union cannot be narrowed from a generic K; the object is built from K's own parts.
      raw = await provider.generate(request as ProviderRequest);
    } catch (error) {
      const failure = isAiTaskError(error)
        ? error
        : new AiTaskError('provider_unavailable', `${provider.name} failed: ${(error as Error)?.message ?? String(error)}`, {
            cause: error,
            task: spec.task,
          });
      if (failure.transient && attempt < MAX_ATTEMPTS) continue;
      throw failure;
    }
    const parsed = parseModelJson(raw);
    const validated = parsed.ok ? spec.validate(parsed.value, input) : parsed;
    if (validated.ok) return { output: validated.value, attempts: attempt };
    problems = validated.problems;
    if (attempt >= MAX_ATTEMPTS) {
      throw new AiTaskError('invalid_output', `${spec.task} output from ${provider.name} was invalid twice: ${problems.join('; ')}`, { task: spec.task });
    }
  }
}

export function createAiEngine(provider: AiProvider, clock: () => number = () => performance.now()): AiEngine {
  const metadata = (started: number, attempts: number): AiRunMetadata => ({
    provider: provider.name,
    model: provider.model,
    durationMs: Math.round((clock() - started) * 10) / 10,
    attempts,
  });
  return {
    providerName: provider.name,
    model: provider.model,
    async proposeIssues(rawInput) {
      const started = clock();
      const input = normalizeAnswers(rawInput);
      if (!hasAnyAnswer(input.initiator) && !hasAnyAnswer(input.collaborator)) {
        throw new AiTaskError('empty_input', 'both parties’ issue, outcome and why lists are empty', { task: 'proposeIssues' });
      }
      const { output, attempts } = await runTask(provider, proposeIssuesSpec, input);
      return { ...output, metadata: metadata(started, attempts) };
    },
    async inferInterests(rawInput) {
      const started = clock();
      const input = normalizeInferInterestsInput(rawInput);
      if (!input.agreedIssue && !hasAnyAnswer(input.initiator) && !hasAnyAnswer(input.collaborator)) {
        throw new AiTaskError('empty_input', 'no agreed issue and both parties’ answers are empty', { task: 'inferInterests' });
      }
      const { output, attempts } = await runTask(provider, inferInterestsSpec, input);
      return { ...output, metadata: metadata(started, attempts) };
    },
    async proposeStrategies(rawInput) {
      const started = clock();
      const input = normalizeProposeStrategiesInput(rawInput);
      const { output, attempts } = await runTask(provider, proposeStrategiesSpec, input);
      return { ...output, metadata: metadata(started, attempts) };
    },
    async implementPlan(rawInput) {
      const started = clock();
      const input = normalizeImplementPlanInput(rawInput);
      const { output, attempts } = await runTask(provider, implementPlanSpec, input);
      return { ...output, metadata: metadata(started, attempts) };
    },
  };
}
