/**
 * The invitation's topic (issue 27, "The two sides are not treated alike"): one neutral line the
 * initiator approves before the invitation goes out ("How we share the money for the house
 * deposit"), so the invited person knows what it is about before they answer, and the
 * overview's working title until a statement is agreed, the same for both. Dfuse proposes it
 * from the initiator's answers (amplify/ai/providers/builtin/invitationTopic.ts); the initiator
 * may rewrite it. It is written to be shared, so the collaborator reads it before their own
 * safety check (src/domain/beforeFirstCheck.ts).
 *
 * The topic went out with the invitation, so it is fixed once the invitation is sent: the update
 * guard (src/domain/issueUpdateRules.ts) is bundled from this module, so it is written in the
 * APPSYNC_JS subset.
 */
import { LIMITS, LIMIT_MESSAGES } from './limits';

export const TOPIC_FIELD = 'invitationTopic';

/** When the answers name nothing Dfuse can put in neutral words. */
export const FALLBACK_TOPIC = 'How we work this out together';

export const TOPIC_REQUIRED = 'Please write the topic in one line before you preview the invitation.';
export const TOPIC_FIXED_ONCE_SENT = 'The topic went out with the invitation, so it can no longer be changed.';

/** The topic as it is saved (the form's one-line field): trimmed. */
export const cleanTopic = (text: string) => text.trim();

/** Why a typed topic cannot be saved (blank or too long), or null. The server refuses too long itself (@validate). */
export function topicProblem(text: string): string | null {
  const topic = cleanTopic(text);
  if (!topic) return TOPIC_REQUIRED;
  return topic.length > LIMITS.topic ? LIMIT_MESSAGES.topic : null;
}

export interface TopicFacts {
  invitationTopic?: string | null;
  inviteEmailStatus?: string | null;
}

/** Why `input` may not change the stored topic (it went out with the invitation), or null. */
export function topicUpdateProblem(input: Record<string, unknown>, stored: TopicFacts): string | null {
  if (!Object.hasOwn(input, TOPIC_FIELD) || stored.inviteEmailStatus !== 'sent') return null;
  return input[TOPIC_FIELD] === stored.invitationTopic ? null : TOPIC_FIXED_ONCE_SENT;
}
