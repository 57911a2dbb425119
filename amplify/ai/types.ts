/**
 * The AI engine's vocabulary: what goes in (both parties' own answers) and what comes out
 * (validated results plus how they were produced). Plain data, shared by every provider.
 */

import type { DcsMode } from '../../src/domain/dcs';
import type { DpiType } from '../../src/domain/dpi';
import type { Solution } from '../../src/domain/solutions';
import type { Relationship } from '../../src/domain/relationship';
import type { ConflictType } from '../../src/domain/statements';

export { CONFLICT_TYPES, type ConflictType } from '../../src/domain/statements';
export { DCS_MODES as STYLE_MODES } from '../../src/domain/dcs';

/** The engine's tasks, by the name of their method on AiEngine. */
export const AI_TASK_NAMES = ['proposeIssues', 'inferInterests', 'proposeStrategies', 'implementPlan'] as const;
export type AiTaskName = (typeof AI_TASK_NAMES)[number];

export const PROVIDER_NAMES = ['builtin', 'openai', 'bedrock'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** One party's answers to the three intake questions, as stored on the Issue. */
export interface PartyAnswers {
  firstName: string;
  issue: string[];
  desiredOutcome: string[];
  whyOutcomeMatters: string[];
  /**
   * How this party says they know the other (src/domain/relationship.ts), when they said:
   * the answers alone rarely tell a couple from a family, and the options that fit differ.
   */
  relationship?: Relationship;
}

export interface BothSidesAnswers {
  initiator: PartyAnswers;
  collaborator: PartyAnswers;
}

/**
 * One proposed issue statement. `score` is 0..1 with two meaningful decimals and orders the
 * statements; `reason` says in plain words why it is offered (what it is built from, how evenly it
 * draws on both answers), which is what the agree page shows instead of the number.
 */
export interface IssueCandidate {
  statement: string;
  conflictType: ConflictType;
  score: number;
  reason: string;
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

/** One of the five proposed solutions, as the screens show it (docs/rules.md, "Solutions"). */
export type ProposedSolution = Solution;

/** Something that matters to one party, under a broad category ("time", "fairness"). */
export interface Interest {
  /** Lower-case, one or two words: time, money, fairness, respect, safety, recognition, autonomy, ... */
  category: string;
  /** A short label in that party's own words. */
  label: string;
  /** Why it is read as their interest, from what they wrote. */
  rationale: string;
}

export interface InferInterestsInput {
  /** The statement both accepted; may be ''. */
  agreedIssue: string;
  conflictType: ConflictType | null;
  initiator: PartyAnswers;
  collaborator: PartyAnswers;
}

export interface InferInterestsOutput {
  /** Exactly five, ids 'sol-1'..'sol-5' in order, every field non-empty. */
  solutions: ProposedSolution[];
  /** Which consideration the two weigh first. code: short snake_case key; human: one plain sentence. */
  precedencePrinciple: { code: string; human: string };
  /** 1 to 6 each. */
  initiatorInterests: Interest[];
  collaboratorInterests: Interest[];
}

export interface InferInterestsResult extends InferInterestsOutput {
  metadata: AiRunMetadata;
}

/** A party's conflict style: one of the five DCS modes. */
export type StyleMode = DcsMode;

export interface SideForStrategies extends PartyAnswers {
  style: StyleMode;
  /** The side's personality type (DPI, e.g. "ISTJ"), when they took the test; null or absent otherwise. */
  personality?: DpiType | null;
}

export interface ProposeStrategiesInput {
  agreedIssue: string;
  bestSolution: ProposedSolution | null;
  initiator: SideForStrategies;
  collaborator: SideForStrategies;
}

/** 3 to 6 items in each list. */
export interface ProposeStrategiesOutput {
  initiatorStrategies: string[];
  initiatorCommunicationTips: string[];
  collaboratorStrategies: string[];
  collaboratorCommunicationTips: string[];
}

export interface ProposeStrategiesResult extends ProposeStrategiesOutput {
  metadata: AiRunMetadata;
}

export interface ImplementPlanInput {
  /** Whose plan: the viewer's role. */
  role: 'initiator' | 'collaborator';
  agreedIssue: string;
  bestSolution: ProposedSolution | null;
  viewer: SideForStrategies;
  partner: SideForStrategies;
  /** YYYY-MM-DD. */
  today: string;
  /** "Make a new plan": the plan the viewer has now, which the new one must differ from. */
  previous?: PreviousPlan | null;
}

/** The parts of an earlier plan a new one is compared with. */
export interface PreviousPlan {
  planTitle: string;
  summary: string;
  steps: string[];
}

/** The generated implementation plan (docs/rules.md, "Strategies") for the viewer's role. */
export interface ImplementPlanOutput {
  planTitle: string;
  summary: string;
  /** 3 to 6. */
  steps: string[];
  communicationTips: string[];
  monitoringIdeas: string[];
  /** YYYY-MM-DD, after today. */
  checkInDate: string;
}

export interface ImplementPlanResult extends ImplementPlanOutput {
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
