/**
 * The implement-plan output (docs/rules.md, "Strategies", for the viewer's role): its JSON Schema for the
 * model providers and the validator every provider's output passes. Read leniently: the
 * spec's variants `title` and `overview` for planTitle and summary, lists by `listItems`
 * (text split on lines and bullets, blanks dropped), a date-time check-in read as its date.
 * Rejected (retried once, then the task fails): a missing title or summary, fewer than three
 * steps, no tip or monitoring idea, a check-in date that is not a date after today (and within
 * three months).
 */
import { LIMITS } from '../../../src/domain/limits';
import { textOf } from '../../../src/domain/lists';
import { parseIsoDate } from '../input';
import { isRecord, type Validation } from '../schema';
import type { ImplementPlanOutput, OutputSchema } from '../types';
import { readAdviceList } from './proposeStrategies';

export const MIN_PLAN_STEPS = 3;
export const MAX_PLAN_STEPS = 6;
export const MAX_PLAN_LIST_ITEMS = 6;
/** A check-in further away than this is not part of a short trial. */
export const MAX_CHECK_IN_DAYS = 90;

const list = (description: string) => ({ type: 'array', description, items: { type: 'string' } });

export const IMPLEMENT_PLAN_SCHEMA: OutputSchema = {
  name: 'implementation_plan',
  description: 'A short, concrete plan for one person to carry out the chosen solution with their partner, with a check-in date.',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['planTitle', 'summary', 'steps', 'communicationTips', 'monitoringIdeas', 'checkInDate'],
    properties: {
      planTitle: { type: 'string', description: `a short title, at most ${LIMITS.shortText} characters` },
      summary: { type: 'string', description: 'two or three sentences, addressed to the person as "you", that state the check-in date' },
      steps: list(`${MIN_PLAN_STEPS} to ${MAX_PLAN_STEPS} dated steps for this person, the last one the check-in`),
      communicationTips: list('2 to 4 tips for talking with this partner, given both conflict styles'),
      monitoringIdeas: list('2 to 4 ways to see whether the plan is working'),
      checkInDate: { type: 'string', description: 'YYYY-MM-DD, after today (a week after today fits a short trial)' },
    },
  },
};

function readText(raw: Record<string, unknown>, fields: readonly string[], name: string, max: number, problems: string[]): string {
  const text = fields.map((field) => textOf(raw[field])).find(Boolean) ?? '';
  if (!text) problems.push(`${name} is missing or empty`);
  else if (text.length > max) problems.push(`${name} is longer than ${max} characters`);
  return text;
}

export function validateImplementPlanOutput(raw: unknown, today: string): Validation<ImplementPlanOutput> {
  if (!isRecord(raw)) return { ok: false, problems: ['the reply must be a JSON object'] };
  const problems: string[] = [];
  const planTitle = readText(raw, ['planTitle', 'title'], 'planTitle', LIMITS.shortText, problems);
  const summary = readText(raw, ['summary', 'overview'], 'summary', LIMITS.longText, problems);
  const steps = readAdviceList(raw.steps, 'steps', problems, MIN_PLAN_STEPS, MAX_PLAN_STEPS);
  const communicationTips = readAdviceList(raw.communicationTips, 'communicationTips', problems, 1, MAX_PLAN_LIST_ITEMS);
  const monitoringIdeas = readAdviceList(raw.monitoringIdeas, 'monitoringIdeas', problems, 1, MAX_PLAN_LIST_ITEMS);
  const written = textOf(raw.checkInDate).slice(0, 10);
  const checkIn = parseIsoDate(written);
  const start = parseIsoDate(today);
  if (!checkIn) problems.push('checkInDate must be a date written YYYY-MM-DD');
  else if (start && checkIn.getTime() <= start.getTime()) problems.push(`checkInDate must be after today (${today})`);
  else if (start && checkIn.getTime() > start.getTime() + MAX_CHECK_IN_DAYS * 86_400_000) problems.push(`checkInDate must be within ${MAX_CHECK_IN_DAYS} days of today (${today})`);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { planTitle, summary, steps, communicationTips, monitoringIdeas, checkInDate: written } };
}
