/**
 * The AI engine: one interface for the product's AI tasks, whatever provider answers.
 * Each task is a `TaskSpec` (prompt + validation); `runTask` asks the provider, validates
 * the output against the task's schema, and retries once with the problems spelled out,
 * so a participant never sees junk: the task either succeeds or fails with an AiTaskError.
 * A later task (five solutions, strategies) is one more TaskSpec, one more entry in
 * `AiTaskInputs` and one more method on `AiEngine`.
 */
import { AiTaskError, isAiTaskError } from './errors';
import { hasAnyAnswer, normalizeAnswers } from './input';
import { buildProposeIssuesPrompt } from './prompts/proposeIssues';
import { coverageScorer } from './providers/builtin/coverage';
import { parseModelJson, PROPOSE_ISSUES_SCHEMA, validateProposeIssuesOutput, type Validation } from './schema';
import type { BothSidesAnswers, ChatPrompt, ProposeIssuesOutput, ProposeIssuesResult, ProviderName } from './types';

export interface AiEngine {
  readonly providerName: ProviderName;
  readonly model: string;
  /** Up to four neutral issue statements for both parties to review. Throws AiTaskError. */
  proposeIssues(input: BothSidesAnswers): Promise<ProposeIssuesResult>;
}

/** The inputs of every task, by task name. */
export interface AiTaskInputs {
  proposeIssues: BothSidesAnswers;
}
export type AiTaskName = keyof AiTaskInputs;

export type ProviderRequest = {
  [K in AiTaskName]: { task: K; input: AiTaskInputs[K]; prompt: ChatPrompt };
}[AiTaskName];

export interface AiProvider {
  readonly name: ProviderName;
  readonly model: string;
  /**
   * The raw output: JSON text from a model, or an already structured object (builtin).
   * Throws AiTaskError for timeouts and transport failures.
   */
  generate(request: ProviderRequest): Promise<unknown>;
}

interface TaskSpec<K extends AiTaskName, Output> {
  task: K;
  prompt(input: AiTaskInputs[K], previousProblems: readonly string[]): ChatPrompt;
  validate(raw: unknown, input: AiTaskInputs[K]): Validation<Output>;
}

const proposeIssuesSpec: TaskSpec<'proposeIssues', ProposeIssuesOutput> = {
  task: 'proposeIssues',
  prompt: (input, problems) => ({ ...buildProposeIssuesPrompt(input, problems), schema: PROPOSE_ISSUES_SCHEMA }),
  validate: (raw, input) => validateProposeIssuesOutput(raw, coverageScorer(input)),
};

/** One attempt plus at most one retry (after invalid output or a transient provider failure). */
const MAX_ATTEMPTS = 2;

async function runTask<K extends AiTaskName, Output>(
  provider: AiProvider,
  spec: TaskSpec<K, Output>,
  input: AiTaskInputs[K],
): Promise<{ output: Output; attempts: number }> {
  let problems: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const prompt = spec.prompt(input, problems);
    let raw: unknown;
    try {
      // The mapped union cannot be narrowed from a generic K; the object is built from K's own parts.
      raw = await provider.generate({ task: spec.task, input, prompt } as ProviderRequest);
    } catch (error) {
      const failure = isAiTaskError(error)
        ? error
        : new AiTaskError('provider_unavailable', `${provider.name} failed: ${(error as Error)?.message ?? String(error)}`, {
            cause: error,
          });
      if (failure.transient && attempt < MAX_ATTEMPTS) continue;
      throw failure;
    }
    const parsed = parseModelJson(raw);
    const validated = parsed.ok ? spec.validate(parsed.value, input) : parsed;
    if (validated.ok) return { output: validated.value, attempts: attempt };
    problems = validated.problems;
    if (attempt >= MAX_ATTEMPTS) {
      throw new AiTaskError('invalid_output', `${spec.task} output from ${provider.name} was invalid twice: ${problems.join('; ')}`);
    }
  }
}

export function createAiEngine(provider: AiProvider, clock: () => number = () => performance.now()): AiEngine {
  return {
    providerName: provider.name,
    model: provider.model,
    async proposeIssues(rawInput) {
      const started = clock();
      const input = normalizeAnswers(rawInput);
      if (!hasAnyAnswer(input.initiator) && !hasAnyAnswer(input.collaborator)) {
        throw new AiTaskError('empty_input', 'both parties’ issue, outcome and why lists are empty');
      }
      const { output, attempts } = await runTask(provider, proposeIssuesSpec, input);
      const durationMs = Math.round((clock() - started) * 10) / 10;
      return { ...output, metadata: { provider: provider.name, model: provider.model, durationMs, attempts } };
    },
  };
}
