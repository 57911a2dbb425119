import { describe, expect, it } from 'vitest';
import { createAiEngine, createBuiltinProvider, type ImplementPlanInput, type ProposedSolution } from '../../../../../amplify/ai';
import { builtinImplementPlan, dayLabel, forViewer } from '../../../../../amplify/ai/providers/builtin/plan';
import { party } from '../../../../support/aiFixtures';

const solution: ProposedSolution = {
  id: 'sol-2',
  title: 'Take turns with the kitchen, evening by evening',
  summary: 'The kitchen goes fully Mia’s way one evening and Tom’s the next.',
  steps: [
    'This week, agree which evening is Mia’s first turn and which is Tom’s.',
    'Mark the turns on a shared calendar for the next four evenings.',
    'Mia and Tom decide together whether to keep alternating.',
    'A fourth step that the plan leaves for later.',
  ],
  benefits: ['Each gets the kitchen fully their own way half of the time.'],
  risksOrTradeoffs: ['Turns only work if both honour them.'],
  successMetric: 'After four evenings, neither has missed a turn.',
};
const mia = { ...party('Mia', ['I cook dinner every night.'], ['Split kitchen cleanup.'], ["I'm wiped out by 9pm"]), style: 'compromising' as const };
const tom = { ...party('Tom', ['i do clean up, just not right after dinner'], ['kitchen clean by bedtime'], ['I work 10 hour shifts on my feet']), style: 'avoiding' as const };
const input: ImplementPlanInput = { role: 'initiator', agreedIssue: 'How we share the kitchen cleanup', bestSolution: solution, viewer: mia, partner: tom, today: '2026-03-09' };

describe('builtin implement-plan', () => {
  it('dates the best solution’s steps from tomorrow, adds a step for each style, and checks in a week from today', () => {
    const plan = builtinImplementPlan(input);
    expect(plan.checkInDate).toBe('2026-03-16');
    expect(plan.planTitle).toBe('Your part in “Take turns with the kitchen, evening by evening”');
    expect(plan.summary).toContain('You and Tom check in together on Monday 16 March (2026-03-16).');
    expect(plan.steps).toEqual([
      'Tomorrow, decide which part of your request (a fair split of the kitchen cleanup) you will not trade, and which parts you could.',
      'Each time you talk with Tom this week, give them notice and one topic at a time, and follow up each talk with a short written note of what you agreed.',
      'By Wednesday 11 March, agree which evening is your first turn and which is Tom’s.',
      'By Friday 13 March, mark the turns on a shared calendar for the next four evenings.',
      'By Saturday 14 March, you and Tom decide together whether to keep alternating.',
      'On Monday 16 March, check in with Tom for twenty minutes: what worked, what was hard, and whether to keep going, adjust the plan or try another option.',
    ]);
    expect(plan.monitoringIdeas).toContain('At the check-in, use the plan’s own measure: “After four evenings, neither has missed a turn.”');
  });

  it('makes a different plan when asked for a new one, turning through three paces, and says the personality types where taken', () => {
    const first = builtinImplementPlan(input);
    const asked = (plan: typeof first) => builtinImplementPlan({ ...input, previous: { planTitle: plan.planTitle, summary: plan.summary, steps: plan.steps } });
    const second = asked(first);
    const third = asked(second);
    expect(second.steps).not.toEqual(first.steps);
    expect(second.checkInDate).toBe('2026-03-19');
    expect(second.planTitle).toBe('Your part in “Take turns with the kitchen, evening by evening”, at a steadier pace');
    expect(third.checkInDate).toBe('2026-03-14');
    expect(third.steps).toHaveLength(4);
    expect(asked(third)).toEqual(first);
    // Without a type, nothing is said about one; with both, the plan names them and what follows from the difference.
    expect(first.summary).not.toMatch(/personality type/);
    const typed = builtinImplementPlan({ ...input, viewer: { ...mia, personality: 'ISTJ' }, partner: { ...tom, personality: 'INFJ' } });
    expect(typed.summary).toContain('Because your personality type, ISTJ, leans to Thinking and Tom’s, INFJ, to Feeling, say how each step affects the two of you, not only whether it makes sense.');
    expect(typed.communicationTips.at(-1)).toMatch(/^With Tom \(INFJ\), /);
  });

  it('dates no step that says its own time further in, as a model may write it (“… by the end of the month”)', () => {
    const written = { ...solution, steps: ['This week, list the three trips each would like.', 'Book this year’s trip together by the end of the month.', 'Review the rule after a month.'] };
    const plan = builtinImplementPlan({ ...input, bestSolution: written });
    expect(plan.steps).toContain('By Wednesday 11 March, list the three trips each would like.');
    expect(plan.steps).toContain('Book this year’s trip together by the end of the month.');
    expect(plan.steps).toContain('Review the rule after a month.');
  });

  it('starts a step that lasts on its day instead of asking it done by then (“foster for four weeks”)', () => {
    const written = { ...solution, steps: ['This week, ask a local rescue about fostering.', 'Foster for four weeks, with the costs shared out in writing.', 'At the end of the four weeks, decide together.'] };
    const plan = builtinImplementPlan({ ...input, bestSolution: written });
    expect(plan.steps.some((step) => /^From \w+day \d+ \w+, foster for four weeks, with the costs shared out in writing\.$/.test(step))).toBe(true);
    expect(plan.steps.some((step) => /^By \w+day \d+ \w+, foster for four weeks/.test(step))).toBe(false);
  });

  it('puts a step timed after this first stretch (“After a month, …”) after the check-in, not before it (review set C)', () => {
    const written = { ...solution, steps: ['This week, agree the rules for guests.', 'Give the neighbours a number that is answered when guests are in.', 'After a month, meet to check how many calls there were.'] };
    const steps = builtinImplementPlan({ ...input, bestSolution: written }).steps;
    const checkIn = steps.findIndex((step) => step.startsWith('On Monday 16 March, check in with Tom'));
    expect(checkIn).toBeGreaterThan(0);
    expect(steps.slice(checkIn + 1)).toEqual(['After a month, meet to check how many calls there were.']);
    // A step within the week keeps its place before the check-in.
    const soon = builtinImplementPlan({ ...input, bestSolution: { ...written, steps: ['This week, agree the rules.', 'After a week, look at them again.'] } }).steps;
    expect(soon.at(-1)).toMatch(/check in with Tom/);
  });

  it('writes the plan for the viewer’s own role', () => {
    const tomsPlan = builtinImplementPlan({ ...input, role: 'collaborator', viewer: tom, partner: mia });
    expect(tomsPlan.steps[0]).toBe('Tomorrow, put twenty minutes with Mia in both your calendars, so the first conversation happens even if it feels awkward.');
    expect(tomsPlan.steps[2]).toBe('By Wednesday 11 March, agree which evening is Mia’s first turn and which is yours.');
    expect(tomsPlan.communicationTips).not.toEqual(builtinImplementPlan(input).communicationTips);
  });

  it('still plans three steps or more without a chosen solution', () => {
    const plan = builtinImplementPlan({ ...input, bestSolution: null });
    expect(plan.steps.length).toBeGreaterThanOrEqual(3);
    expect(plan.steps).toContain('By Wednesday 11 March, agree with Tom on one first step about how we share the kitchen cleanup that you can both take before the check-in.');
  });

  it('turns a shared step into the viewer’s own only where nothing else points back at them', () => {
    expect(forViewer('Mia names the piece she needs', 'Mia', 'Tom')).toBe('you name the piece she needs');
    expect(forViewer('Mia names the piece they cannot do without', 'Mia', 'Tom')).toBe('Mia names the piece they cannot do without');
    expect(forViewer('Tom does the same for Mia’s', 'Mia', 'Tom')).toBe('Tom does the same for yours');
    expect(dayLabel(new Date('2026-12-31T00:00:00Z'))).toBe('Thursday 31 December');
  });

  it('goes through the engine with a check-in after today, across a month end', async () => {
    const result = await createAiEngine(createBuiltinProvider()).implementPlan({ ...input, today: '2026-01-28' });
    expect(result.checkInDate).toBe('2026-02-04');
    expect(result.metadata.attempts).toBe(1);
  });
});
