/**
 * The propose-strategies output (each side's strategies and communication tips): its JSON
 * Schema for the model providers and the validator every provider's output passes.
 * Lists are read leniently (src/domain/lists.ts `listItems`: text split on lines and bullets,
 * blank and non-string entries dropped), repeated items are dropped and more than six keep
 * the first six. Rejected (the engine retries once, then the task fails): fewer than three
 * items in a list, an over-long item, and the same advice for both sides.
 */
import { LIMITS } from '../../../src/domain/limits';
import { listItems } from '../../../src/domain/lists';
import { statementKey } from '../../../src/domain/statements';
import { isRecord, type Validation } from '../schema';
import type { OutputSchema, ProposeStrategiesOutput } from '../types';

export const MIN_STRATEGY_ITEMS = 3;
export const MAX_STRATEGY_ITEMS = 6;
export const STRATEGY_FIELDS = ['initiatorStrategies', 'initiatorCommunicationTips', 'collaboratorStrategies', 'collaboratorCommunicationTips'] as const;

const list = (description: string) => ({ type: 'array', description, items: { type: 'string' } });

export const PROPOSE_STRATEGIES_SCHEMA: OutputSchema = {
  name: 'propose_strategies',
  description: 'Strategies and communication tips for each side, written to that side, for its own and its partner’s conflict styles.',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: [...STRATEGY_FIELDS],
    properties: {
      initiatorStrategies: list(`${MIN_STRATEGY_ITEMS} to ${MAX_STRATEGY_ITEMS} strategies for the initiator, addressed to them as "you", at least one an "If ..., then I will ..." plan`),
      initiatorCommunicationTips: list(`${MIN_STRATEGY_ITEMS} to ${MAX_STRATEGY_ITEMS} tips for the initiator: words to use and to avoid with the collaborator`),
      collaboratorStrategies: list(`${MIN_STRATEGY_ITEMS} to ${MAX_STRATEGY_ITEMS} strategies for the collaborator, addressed to them as "you", at least one an "If ..., then I will ..." plan`),
      collaboratorCommunicationTips: list(`${MIN_STRATEGY_ITEMS} to ${MAX_STRATEGY_ITEMS} tips for the collaborator: words to use and to avoid with the initiator`),
    },
  },
};

/** The distinct non-blank items of a list, in order; problems for too few or over-long ones. */
export function readAdviceList(raw: unknown, field: string, problems: string[], min = MIN_STRATEGY_ITEMS, max = MAX_STRATEGY_ITEMS): string[] {
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && !Array.isArray(raw)) {
    problems.push(`${field} must be a list of strings`);
    return [];
  }
  const seen = new Set<string>();
  const items = listItems(raw).filter((item) => {
    const key = statementKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (items.length < min) problems.push(`${field} needs ${min} to ${max} items, not ${items.length}`);
  if (items.some((item) => item.length > LIMITS.statement)) problems.push(`${field} has an item longer than ${LIMITS.statement} characters`);
  return items.slice(0, max);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => statementKey(item) === statementKey(b[index]));

export function validateProposeStrategiesOutput(raw: unknown): Validation<ProposeStrategiesOutput> {
  if (!isRecord(raw)) return { ok: false, problems: ['the reply must be a JSON object'] };
  const problems: string[] = [];
  const [initiatorStrategies, initiatorCommunicationTips, collaboratorStrategies, collaboratorCommunicationTips] = STRATEGY_FIELDS.map((field) =>
    readAdviceList(raw[field], field, problems),
  );
  // Each side's advice is written for that side; one list copied to both is not.
  if (initiatorStrategies.length && sameList(initiatorStrategies, collaboratorStrategies)) problems.push('initiatorStrategies and collaboratorStrategies are the same: write each for its own side');
  if (initiatorCommunicationTips.length && sameList(initiatorCommunicationTips, collaboratorCommunicationTips)) {
    problems.push('initiatorCommunicationTips and collaboratorCommunicationTips are the same: write each for its own side');
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { initiatorStrategies, initiatorCommunicationTips, collaboratorStrategies, collaboratorCommunicationTips } };
}
