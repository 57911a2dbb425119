/** The AI engine's public surface, for the Lambda handlers under amplify/functions/. */
export { createAiEngine, type AiEngine, type AiProvider, type AiTaskInputs, type AiTaskName, type ProviderRequest } from './engine';
export { createAiEngineFromEnv, createProviderFromEnv, DEFAULT_TIMEOUT_MS } from './config';
export { AiTaskError, isAiTaskError, type AiErrorCode } from './errors';
export { MAX_CANDIDATES } from './schema';
export { createBuiltinProvider } from './providers/builtin';
export { createOpenAiProvider, type OpenAiSettings } from './providers/openai';
export { createBedrockProvider, type BedrockSettings, type AwsCredentials } from './providers/bedrock';
export {
  CONFLICT_TYPES,
  PROVIDER_NAMES,
  type AiRunMetadata,
  type BothSidesAnswers,
  type ChatPrompt,
  type ConflictType,
  type IssueCandidate,
  type PartyAnswers,
  type ProposeIssuesOutput,
  type ProposeIssuesResult,
  type ProviderName,
} from './types';
