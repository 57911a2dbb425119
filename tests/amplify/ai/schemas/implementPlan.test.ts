import { describe, expect, it } from 'vitest';
import { validateImplementPlanOutput } from '../../../../amplify/ai/schemas/implementPlan';
import { goodPlanReply } from '../../../support/aiProviders';

const TODAY = '2026-03-09';
const problemsOf = (raw: unknown) => {
  const result = validateImplementPlanOutput(raw, TODAY);
  return result.ok ? [] : result.problems;
};

describe('validateImplementPlanOutput', () => {
  it('accepts a plan with 3 to 6 steps and a check-in after today', () => {
    expect(validateImplementPlanOutput(goodPlanReply, TODAY)).toEqual({ ok: true, value: goodPlanReply });
  });

  it('reads the spec’s variants (title, overview), steps given as text, and a date-time check-in as its date', () => {
    const { planTitle, summary, ...rest } = goodPlanReply;
    const result = validateImplementPlanOutput({ ...rest, title: planTitle, overview: summary, steps: '1. Write the rota\n2. Agree it with Sam\n3. Check in on Monday', checkInDate: '2026-03-16T09:00:00Z' }, TODAY);
    expect(result).toMatchObject({ ok: true, value: { planTitle, summary, steps: ['Write the rota', 'Agree it with Sam', 'Check in on Monday'], checkInDate: '2026-03-16' } });
  });

  it('rejects fewer than three steps, and keeps at most six', () => {
    expect(problemsOf({ ...goodPlanReply, steps: ['Write the rota.', ''] })).toEqual(['steps needs 3 to 6 items, not 1']);
    const seven = validateImplementPlanOutput({ ...goodPlanReply, steps: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, TODAY);
    expect(seven.ok && seven.value.steps).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it.each([
    ['today', TODAY, 'checkInDate must be after today (2026-03-09)'],
    ['yesterday', '2026-03-08', 'checkInDate must be after today (2026-03-09)'],
    ['not a date', 'next Monday', 'checkInDate must be a date written YYYY-MM-DD'],
    ['an impossible date', '2026-02-30', 'checkInDate must be a date written YYYY-MM-DD'],
    ['a year away', '2027-03-09', 'checkInDate must be within 90 days of today (2026-03-09)'],
  ])('rejects a check-in date that is %s', (_, checkInDate, problem) => {
    expect(problemsOf({ ...goodPlanReply, checkInDate })).toEqual([problem]);
  });

  it('rejects a plan without a title, a summary, a tip or a monitoring idea', () => {
    expect(problemsOf({ ...goodPlanReply, planTitle: ' ', summary: '', communicationTips: [], monitoringIdeas: ' ' })).toEqual([
      'planTitle is missing or empty',
      'summary is missing or empty',
      'communicationTips needs 1 to 6 items, not 0',
      'monitoringIdeas needs 1 to 6 items, not 0',
    ]);
  });
});
