/**
 * How often the AI tasks may run (docs/rules.md, "AI work"). Each run may cost money with a paid
 * model, so the server runs a task only for inputs it has not already answered, and counts the
 * runs per session and per account. Pure: the limits and the words the screens show; the
 * functions count (amplify/functions/shared/aiRuns.ts).
 *
 * The limits are far above what a pair does. A session runs each task about once: the issue
 * statements and the five solutions once, the strategies once per pair of conflict styles and
 * each side's plan once per set of inputs, plus each "Make a new plan" asked for. Retaking both style quizzes three times within an
 * hour makes three strategy runs and six plans; a quota of 10 an hour and 30 a day per session
 * and task leaves room for that and for retries after a provider's outage. An account may take
 * part in several sessions, so its quota is 100 a day per task.
 */
export const AI_TASKS = ['propose-issues', 'infer-interests', 'propose-strategies', 'implement-plan'] as const;
export type AiTaskName = (typeof AI_TASKS)[number];

export const AI_RUN_LIMITS = [
  { scope: 'session', per: 'hour', limit: 10, windowMinutes: 60 },
  { scope: 'session', per: 'day', limit: 30, windowMinutes: 24 * 60 },
  { scope: 'account', per: 'day', limit: 100, windowMinutes: 24 * 60 },
] as const;

export type AiRunScope = (typeof AI_RUN_LIMITS)[number]['scope'];

/** What each task makes, as the messages name it. */
const MAKES: Record<AiTaskName, string> = {
  'propose-issues': 'issue statements',
  'infer-interests': 'solutions',
  'propose-strategies': 'strategies',
  'implement-plan': 'plans',
};

const wait = (minutes: number) =>
  minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** The 429 answer: a quota is used up. */
export function tooManyAiRuns(task: AiTaskName, scope: AiRunScope, minutes: number): string {
  const whose = scope === 'session' ? 'this session' : 'your account';
  return `Dfuse has made ${MAKES[task]} for ${whose} many times in a short while. Please try again in ${wait(minutes)}.`;
}

/** The answer when the same inputs already failed: running them again would cost and change nothing. */
export function alreadyTriedMessage(task: AiTaskName): string {
  return `Dfuse already tried to make ${MAKES[task] === 'plans' ? 'your plan' : MAKES[task]} from exactly this information and could not. It will try again once something it works from changes (an answer, a conflict style or the chosen solution).`;
}
