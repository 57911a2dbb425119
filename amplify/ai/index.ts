/** The AI engine's public surface, for the Lambda handlers under amplify/functions/. */
export { createAiEngine, type AiEngine, type AiProvider, type AiTaskInputs, type AiTaskName, type ProviderRequest } from './engine';
export { createAiEngineFromEnv, createProviderFromEnv, DEFAULT_TIMEOUT_MS } from './config';
export { AiTaskError, isAiTaskError, type AiErrorCode } from './errors';
export { MAX_CANDIDATES } from './schema';
export { createBuiltinProvider } from './providers/builtin';
export { proposeInvitationTopic } from './providers/builtin/invitationTopic';
export { createOpenAiProvider, type OpenAiSettings } from './providers/openai';
export { createBedrockProvider, type BedrockSettings, type AwsCredentials } from './providers/bedrock';
export {
  AI_TASK_NAMES,
  CONFLICT_TYPES,
  PROVIDER_NAMES,
  STYLE_MODES,
  type AiRunMetadata,
  type BothSidesAnswers,
  type ChatPrompt,
  type ConflictType,
  type ImplementPlanInput,
  type ImplementPlanOutput,
  type ImplementPlanResult,
  type InferInterestsInput,
  type InferInterestsOutput,
  type InferInterestsResult,
  type Interest,
  type IssueCandidate,
  type PartyAnswers,
  type ProposeIssuesOutput,
  type ProposeIssuesResult,
  type ProposedSolution,
  type ProposeStrategiesInput,
  type ProposeStrategiesOutput,
  type ProposeStrategiesResult,
  type ProviderName,
  type SideForStrategies,
  type StyleMode,
} from './types';
