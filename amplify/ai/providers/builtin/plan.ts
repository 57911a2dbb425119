/**
 * The builtin implement-plan task: the viewer's own plan, built on the best solution's steps
 * (dated, from tomorrow), with one step for their own conflict style and one for meeting their
 * partner's, tips for this pair of styles (and their personality types, where taken), ways to see
 * whether it is working, and a check-in date stated in the summary and the last step. Asked for a
 * new plan (`previous`), it moves to the next of three paces, so the new plan always differs.
 */
import type { ImplementPlanInput, ImplementPlanOutput, PreviousPlan } from '../../types';
import { parseIsoDate } from '../../input';
import { clip, sentence } from './english';
import { has, infinitive, isVerb, parse } from './nlp';
import { perspectives, quotedTitle, stepClause, tipsFor, type Perspective } from './strategies';
import type { StyleContext } from './styles';
import type { StyleMode } from '../../types';

/** Days from today to the check-in: a week is long enough to try, short enough to remember. */
export const CHECK_IN_DAYS = 7;
const MAX_SOLUTION_STEPS = 3;
/** When each of the solution's steps is due, in days from today. */
const STEP_DAYS = [2, 4, 5];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
/** "Tuesday 25 November". */
export const dayLabel = (date: Date) => `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

/** How your own style goes about the week. */
const STYLE_HINT: Record<StyleMode, (c: StyleContext) => string> = {
  competing: (c) => `lead on the practical steps, and ask ${c.partner} before you decide anything for both of you`,
  avoiding: (c) => `put each conversation with ${c.partner} in the calendar, so none of them waits for the right moment`,
  accommodating: (c) => `say what you need as clearly as you agree to what ${c.partner} needs`,
  compromising: () => `trade small adjustments as you go, but keep the part that matters most to you`,
  collaborating: () => `keep each talk short and end it with one agreed next step`,
};

/** Your first step, before the solution's own: what your style needs to get ready. */
const OWN_STEP: Record<StyleMode, (c: StyleContext) => string> = {
  competing: (c) => `write down what you can offer ${c.partner}, not only what you need${c.wants}`,
  avoiding: (c) => `put twenty minutes with ${c.partner} in both your calendars, so the first conversation happens even if it feels awkward`,
  accommodating: (c) => `write down the one thing you need from the plan${c.wants} and say it to ${c.partner} before you agree to anything else`,
  compromising: (c) => `decide which part of your request${c.wants} you will not trade, and which parts you could`,
  collaborating: (c) => `write down three questions for ${c.partner} about what they need, and one proposal of your own`,
};

/** How to meet your partner's style in this week's conversations. */
const PARTNER_STEP: Record<StyleMode, string> = {
  avoiding: 'give them notice and one topic at a time, and follow up each talk with a short written note of what you agreed',
  competing: 'say what you need first, in one sentence, and then listen to their answer in full before you reply',
  accommodating: 'ask what they would change, and wait for a real answer rather than a quick yes',
  compromising: 'bring one concrete proposal with a date, so they have something specific to adjust',
  collaborating: 'agree at the start how long you will talk, so the conversation ends with a decision',
};

/** A step that starts by saying when it happens. */
const TIMED = /^(?:on|during|after|before|once|when|whenever|if|at|halfway|every|each time|from|until|within)\b/i;
/**
 * A step that says when further in ("book the trip together by the end of the month", "review
 * the rule after a month"): a date put before it would give it two times.
 */
const TIME_INSIDE =
  /\b(?:by the end of (?:the|this|next) (?:week|month)|after (?:a|one|two|three|four|six) (?:days?|weeks?|months?)|(?:this|next) (?:week|weekend|month)|tomorrow|tonight|within (?:a|one|two|three) (?:days?|weeks?)|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;

/** A step timed after this first stretch ("After a month, …"): it comes after the check-in, not before it. */
const AFTER_THE_CHECK_IN = /^(?:after (?:a|one|two|three|four|six|\d+) (?:months?|fortnights?)|after (?:two|three|four|six|\d+) weeks|(?:each|every) (?:month|quarter)|in (?:a|one|two|three|six|\d+) months?)\b/i;

/** A step that takes a stretch of time ("foster for four weeks", "for a month"): it starts on a day rather than being done by it. */
const LASTS = /\bfor (?:a|one|two|three|four|five|six|eight|ten|twelve|\d+) (?:days?|weeks?|months?|fortnights?)\b/i;

/** Words of a solution step kept in a plan step: enough for any step a model writes, not a page. */
const PLAN_STEP_WORDS = 60;

/**
 * A shared step, in the viewer's plan: "Mia and Tom each list" -> "You and Tom each list",
 * "Mia names the piece" -> "You name the piece" (when nothing later in it points back at Mia),
 * "Mia’s list" -> "your list". Anything less clear keeps the names, which is still right.
 */
export function forViewer(step: string, viewer: string, partner: string): string {
  // "Chen’s option" -> "your option"; "the same for Chen’s" -> "the same for yours".
  let out = step.replace(new RegExp(`\\b${viewer}[’']s\\b(?=\\s*(?:[,.;:!?)]|$))`, 'g'), 'yours').replace(new RegExp(`\\b${viewer}[’']s\\b`, 'g'), 'your');
  // "they", "their" later on would still point at the names: leave those steps as written.
  if (/\b(?:they|them|their|theirs|themselves)\b/.test(out)) return out;
  out = out.replace(new RegExp(`\\b${viewer} and ${partner}\\b`, 'g'), `you and ${partner}`).replace(new RegExp(`\\b${partner} and ${viewer}\\b`, 'g'), `${partner} and you`);
  const lead = new RegExp(`^${viewer} (\\S+)`).exec(out);
  if (lead) {
    const [verb] = parse(lead[1]).flat();
    if (verb && isVerb(verb) && has(verb, 'PresentTense') && !has(verb, 'Modal')) out = `you ${infinitive(verb)}${out.slice(lead[0].length)}`;
  }
  return out;
}

/**
 * The three plans the builtin engine can make for one session, so "Make a new plan" gives a
 * different one each time: a week with every step of the solution, a slower ten days that starts
 * from what would show it is working, and a short five days of one step at a time.
 */
interface Pace {
  checkInDays: number;
  stepDays: readonly number[];
  solutionSteps: number;
  title: (title: string) => string;
  span: string;
}

const PACES: readonly Pace[] = [
  { checkInDays: CHECK_IN_DAYS, stepDays: STEP_DAYS, solutionSteps: MAX_SOLUTION_STEPS, title: (title) => `Your part in “${title}”`, span: 'the next week' },
  { checkInDays: 10, stepDays: [3, 6, 8], solutionSteps: MAX_SOLUTION_STEPS, title: (title) => `Your part in “${title}”, at a steadier pace`, span: 'the next ten days' },
  { checkInDays: 5, stepDays: [2], solutionSteps: 1, title: (title) => `A first step in “${title}”`, span: 'the next five days' },
];

function planFor(view: Perspective, today: Date, pace: Pace): ImplementPlanOutput {
  const { context, solution, partner, own, theirs, sides, personality } = view;
  const checkIn = addDays(today, pace.checkInDays);
  const by = (days: number) => `By ${dayLabel(addDays(today, days))}`;
  const from = (days: number) => `From ${dayLabel(addDays(today, days))}`;
  const names = [view.self.name, partner.name];
  const planRef = solution ? `the plan you chose, “${quotedTitle(solution.title)}”,` : sides.agreedClause ? `what you agreed to work on, ${sides.agreedClause},` : sides.topic;

  const solutionSteps = (solution?.steps ?? [])
    .slice(0, pace.solutionSteps)
    .map((step, index) => {
      const clause = forViewer(stepClause(step, names, PLAN_STEP_WORDS), view.self.name, partner.name);
      // A step that already says when ("On the other person’s evening, ...", "… by the end of the month") keeps its own time.
      if (TIMED.test(clause) || TIME_INSIDE.test(clause)) return sentence(clause);
      // A step that lasts ("foster for four weeks") starts on its day; it cannot be done by it.
      return sentence(`${LASTS.test(clause) ? from(pace.stepDays[index]) : by(pace.stepDays[index])}, ${clause}`);
    });
  const firstStep =
    pace === PACES[1]
      ? sentence(`Tomorrow, write down in two lines what would show you the plan is working for you, and what would show it is not, and share it with ${partner.name}`)
      : pace === PACES[2]
        ? sentence(`Tomorrow, tell ${partner.name} which step you will take first, and ask which one they will take`)
        : sentence(`Tomorrow, ${OWN_STEP[own](context)}`);
  const middle =
    pace === PACES[2]
      ? [sentence(`${by(pace.checkInDays - 1)}, note what helped and what got in the way of that first step`)]
      : [sentence(`Each time you talk with ${partner.name} ${pace === PACES[1] ? 'over these ten days' : 'this week'}, ${PARTNER_STEP[theirs]}`)];
  const steps = [
    firstStep,
    ...(pace === PACES[2] ? [] : middle),
    ...(solutionSteps.length
      ? solutionSteps.filter((step) => !AFTER_THE_CHECK_IN.test(step))
      : [sentence(`${by(pace.stepDays[0])}, agree with ${partner.name} on one first step about ${sides.agreedClause || sides.topic} that you can both take before the check-in`)]),
    ...(pace === PACES[2] ? middle : []),
    sentence(
      `On ${dayLabel(checkIn)}, check in with ${partner.name} for twenty minutes: what worked, what was hard, and whether to keep going, adjust the plan or try another option`,
    ),
    ...solutionSteps.filter((step) => AFTER_THE_CHECK_IN.test(step)),
  ];

  const tips = tipsFor(view);
  const matter = partner.portrait.matters[0];
  const monitoring = [
    pace === PACES[1]
      ? sentence(`Twice a week, note in a line what moved forward and what is stuck`)
      : sentence(`Each ${sides.unit === 'evening' ? 'evening' : 'day'}, note in a line one moment the plan helped and one moment it was hard`),
    sentence(`Halfway, on ${dayLabel(addDays(today, Math.ceil(pace.checkInDays / 2)))}, ask ${partner.name}: “What is one thing that is working for you so far?”`),
    matter
      ? sentence(`Watch how things go for ${partner.name} on what matters to them, ${matter}, and bring what you see to the check-in`)
      : sentence(`Ask ${partner.name} at the check-in whether the plan cost them anything that matters to them`),
  ];
  if (solution?.successMetric) monitoring.push(`At the check-in, use the plan’s own measure: “${clip(solution.successMetric.replace(/[.!?]+$/, ''), 40)}.”`);

  const tipsShown = pace === PACES[1] ? [tips[0], tips[2], tips[3], tips[4]] : [tips[0], tips[1], tips[3], tips[4]];
  return {
    planTitle: solution ? pace.title(quotedTitle(solution.title)) : `Your plan for ${sides.topic}`,
    summary: [
      sentence(`Over ${pace.span}, you start your part of ${planRef} with ${partner.name}; this first stretch is a trial that should feel fair to both of you`),
      sentence(`With your ${own} style, ${STYLE_HINT[own](context)}`),
      ...(personality ? [personality.strategy] : []),
      sentence(`You and ${partner.name} check in together on ${dayLabel(checkIn)} (${isoDate(checkIn)})`),
    ].join(' '),
    steps,
    communicationTips: [...tipsShown, ...(personality ? [personality.tip] : [])],
    monitoringIdeas: monitoring,
    checkInDate: isoDate(checkIn),
  };
}

const samePlan = (plan: ImplementPlanOutput, previous: PreviousPlan) =>
  plan.steps.join('\n') === previous.steps.join('\n') || (plan.planTitle === previous.planTitle && plan.summary === previous.summary);

export function builtinImplementPlan(input: ImplementPlanInput): ImplementPlanOutput {
  const initiator = input.role === 'initiator' ? input.viewer : input.partner;
  const collaborator = input.role === 'initiator' ? input.partner : input.viewer;
  const views = perspectives({ agreedIssue: input.agreedIssue, bestSolution: input.bestSolution, initiator, collaborator });
  // The engine checked the date; a builtin call without the engine gets today's.
  const today = parseIsoDate(input.today) ?? new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const plans = PACES.map((pace) => planFor(views[input.role], today, pace));
  const previous = input.previous;
  if (!previous) return plans[0];
  // "Make a new plan": the pace after the one the viewer has now, or the first that differs from it.
  const current = plans.findIndex((plan) => samePlan(plan, previous));
  return current >= 0 ? plans[(current + 1) % plans.length] : (plans.find((plan) => !samePlan(plan, previous)) ?? plans[0]);
}
