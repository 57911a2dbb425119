/**
 * Chooses and configures the provider from environment variables (documented in
 * README.md next to this file). A wrong setting fails with `not_configured` at the first
 * task, so the message lands on the Issue instead of crashing the function at import.
 */
import { createAiEngine, type AiEngine, type AiProvider } from './engine';
import { AiTaskError } from './errors';
import { createBedrockProvider, credentialsFromEnv } from './providers/bedrock';
import { createBuiltinProvider } from './providers/builtin';
import { createOpenAiProvider } from './providers/openai';
import { PROVIDER_NAMES, type ProviderName } from './types';

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** The spec's cloud region. */
export const DEFAULT_REGION = 'us-east-2';

function readTimeout(env: NodeJS.ProcessEnv): number {
  const raw = env.AI_TIMEOUT_MS?.trim();
  if (!raw) return DEFAULT_TIMEOUT_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new AiTaskError('not_configured', `AI_TIMEOUT_MS must be a positive integer, got "${raw}"`);
  return value;
}

function readProviderName(env: NodeJS.ProcessEnv): ProviderName {
  const raw = (env.AI_PROVIDER ?? '').trim().toLowerCase() || 'builtin';
  const name = PROVIDER_NAMES.find((candidate) => candidate === raw);
  if (!name) throw new AiTaskError('not_configured', `AI_PROVIDER must be one of ${PROVIDER_NAMES.join(', ')}, got "${raw}"`);
  return name;
}

function required(env: NodeJS.ProcessEnv, name: string, provider: ProviderName): string {
  const value = env[name]?.trim();
  if (!value) throw new AiTaskError('not_configured', `${name} is required when AI_PROVIDER=${provider}`);
  return value;
}

/** Throws AiTaskError('not_configured') when the variables are missing or wrong. */
export function createProviderFromEnv(env: NodeJS.ProcessEnv = process.env): AiProvider {
  const provider = readProviderName(env);
  switch (provider) {
    case 'builtin':
      return createBuiltinProvider();
    case 'openai':
      return createOpenAiProvider({
        baseUrl: env.AI_OPENAI_BASE_URL?.trim() || DEFAULT_OPENAI_BASE_URL,
        model: required(env, 'AI_OPENAI_MODEL', provider),
        apiKey: env.AI_OPENAI_API_KEY?.trim() || undefined,
        timeoutMs: readTimeout(env),
      });
    case 'bedrock':
      return createBedrockProvider({
        modelId: required(env, 'AI_BEDROCK_MODEL_ID', provider),
        region: env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || DEFAULT_REGION,
        endpoint: env.AI_BEDROCK_ENDPOINT?.trim() || undefined,
        timeoutMs: readTimeout(env),
        credentials: credentialsFromEnv(env),
      });
  }
}

/**
 * The engine configured by the environment. A configuration error does not throw here:
 * it is returned as an engine whose tasks fail with that error, so the caller's usual
 * failure path (aiStatus failed, aiErrorMessage) records it.
 */
export function createAiEngineFromEnv(env: NodeJS.ProcessEnv = process.env): AiEngine {
  try {
    return createAiEngine(createProviderFromEnv(env));
  } catch (error) {
    const failure = error instanceof AiTaskError ? error : new AiTaskError('not_configured', String(error));
    return {
      providerName: readProviderNameOr(env),
      model: 'unconfigured',
      proposeIssues: () => Promise.reject(failure),
      inferInterests: () => Promise.reject(failure),
      proposeStrategies: () => Promise.reject(failure),
      implementPlan: () => Promise.reject(failure),
    };
  }
}

function readProviderNameOr(env: NodeJS.ProcessEnv): ProviderName {
  try {
    return readProviderName(env);
  } catch {
    return 'builtin';
  }
}
