import { describe, expect, it } from 'vitest';
import { conceptById } from '../../../../../amplify/ai/providers/builtin/concepts';

const study = conceptById.get('decision.study')!;

describe('concepts: a decision about studies', () => {
  it('is a school, a degree or a course to choose, not the place where children are', () => {
    expect(study.cue.test('she wants to drop out of law school')).toBe(true);
    expect(study.cue.test('he should finish school first')).toBe(true);
    expect(study.cue.test('the kids at school will make fun of him')).toBe(false);
    expect(study.cue.test('the school moved pickup to 3')).toBe(false);
  });
});

describe('concepts: pay for extra hours and a holiday to plan', () => {
  const pay = conceptById.get('money.pay')!;
  const holiday = conceptById.get('schedule.holiday')!;

  it('reads unpaid work as pay, and unpaid invoices or rent as money owed', () => {
    expect(pay.cue.test('three months of unpaid overtime')).toBe(true);
    expect(pay.cue.test('i did the weekend unpaid')).toBe(true);
    expect(pay.cue.test('we have 38k in unpaid invoices')).toBe(false);
    expect(pay.cue.test('two months of unpaid rent')).toBe(false);
  });

  it('reads a holiday to plan, not a visit dated by one', () => {
    expect(holiday.cue.test('every single christmas we go to her parents')).toBe(true);
    expect(holiday.cue.test('keep christmas at my parents')).toBe(true);
    expect(holiday.cue.test('rory visited at christmas and that was it')).toBe(false);
  });
});
