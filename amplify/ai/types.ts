/**
 * The AI engine's vocabulary: what goes in (both parties' own answers) and what comes out
 * (validated results plus how they were produced). Plain data, shared by every provider.
 */

import type { ConflictType } from '../../src/domain/statements';

export { CONFLICT_TYPES, type ConflictType } from '../../src/domain/statements';

export const PROVIDER_NAMES = ['builtin', 'openai', 'bedrock'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** One party's answers to the three intake questions, as stored on the Issue. */
export interface PartyAnswers {
  firstName: string;
  issue: string[];
  desiredOutcome: string[];
  whyOutcomeMatters: string[];
}

export interface BothSidesAnswers {
  initiator: PartyAnswers;
  collaborator: PartyAnswers;
}

/** One proposed issue statement; `score` is 0..1 with two meaningful decimals. */
export interface IssueCandidate {
  statement: string;
  conflictType: ConflictType;
  score: number;
}

/** How a result was produced; stored on the Issue as `aiModel` and used in logs. */
export interface AiRunMetadata {
  provider: ProviderName;
  model: string;
  /** Wall time of the whole task, retries included. */
  durationMs: number;
  /** 1, or 2 when the first output was invalid and the task was retried. */
  attempts: number;
}

/** The validated output of the propose-issues task, before metadata is attached. */
export interface ProposeIssuesOutput {
  /** At most 4, distinct (case-insensitively, trimmed), best score first. */
  candidates: IssueCandidate[];
  conflictType: ConflictType;
  inferredIssueSummary: string;
  inferredRationale: string;
  inferredCategories: string[];
}

export interface ProposeIssuesResult extends ProposeIssuesOutput {
  metadata: AiRunMetadata;
}

/** A JSON Schema a provider can send with the request (structured output, tool input). */
export interface OutputSchema {
  /** Letters, digits, "_" and "-": a valid OpenAI json_schema name and Bedrock tool name. */
  name: string;
  description: string;
  schema: Record<string, unknown>;
}

/** What a chat model is asked; the builtin provider reads the structured input instead. */
export interface ChatPrompt {
  system: string;
  user: string;
  /** The output's JSON Schema, for providers that can hold a model to it (JSON schema mode, tool use). */
  schema?: OutputSchema;
}
