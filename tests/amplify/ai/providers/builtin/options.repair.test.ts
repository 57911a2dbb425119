import { describe, expect, it } from 'vitest';
import { conceptReads as reads } from '../../../../support/conceptReads';
import { five, side } from '../../../../support/fiveTitles';

/**
 * Repair it again or replace it (a second fresh-set conflict: a 14-year-old car, a £1,400 clutch,
 * and an electric one on finance against "no new debt"): the five were a money review, a calendar,
 * a Sunday plan and a status note, none about the choice the two face.
 */
describe('repairing or replacing something that keeps breaking down', () => {
  it('reads a repair bill and a replacement, not repairing trust or a replacement card', () => {
    expect(reads('money.repair', 'every month is another repair bill')).toBe(true);
    expect(reads('money.repair', 'Fix the clutch, pay cash, and we save up for a proper replacement next year')).toBe(true);
    expect(reads('money.repair', 'the boiler keeps breaking down')).toBe(true);
    expect(reads('money.repair', 'I want to repair our friendship')).toBe(false);
    expect(reads('money.repair', 'the bank sent a replacement card')).toBe(false);
    // People break down too, and a replacement may be a phone or a colleague.
    expect(reads('money.repair', 'my mother keeps breaking down in tears when Ivy visits')).toBe(false);
    expect(reads('money.repair', 'she will not pay for a replacement phone')).toBe(false);
    expect(reads('money.repair', 'Hire a replacement for Tom this quarter')).toBe(false);
  });

  it('reads a debt to stay out of, not a credit card used to pay', () => {
    expect(reads('money.debt', 'We only just cleared the credit card.')).toBe(true);
    expect(reads('money.debt', 'the credit card bill came and it was huge')).toBe(true);
    expect(reads('money.debt', 'we are behind on the credit card')).toBe(true);
    expect(reads('money.debt', 'Dan keeps putting takeaways and games on the credit card without telling me')).toBe(false);
    expect(reads('work.credit', 'the credit-card bill is due')).toBe(false);
  });

  it('names the thing being repaired, not the first thing the answers name', () => {
    const bea = side('Bea', 'I drive the car to work, and the oven keeps breaking down.', 'Replace the oven this month.', 'I cook for four every night.');
    const cal = side('Cal', 'Bea wants to buy a new oven on the credit card.', 'Repair it one more time and pay cash. No new debt.', 'We are trying to get out of debt.');
    const titles = five(bea, cal);
    expect(titles).toMatch(/A repair ceiling agreed now: any single repair above it means replacing the oven/);
    expect(titles).not.toMatch(/the car/);
    // An oven is not sold on to pay for the next one.
    expect(titles).not.toMatch(/bought outright/);
  });

  it('offers a repair with a replacement fund, a repair ceiling and, where one side wants no new debt, a cheaper replacement bought outright', () => {
    const tyrone = side('Tyrone', 'The car failed its MOT again and needs a new clutch, about £1,400.', 'Get the electric car on finance before the old one dies on the motorway.', 'I need a car I can rely on to get to work.');
    const imogen = side('Imogen', 'He wants another monthly payment when we are only just keeping our heads above water.', 'Fix the clutch, pay cash, and we save up for a proper replacement next year. No new debt.', 'We only just cleared the credit card.');
    const titles = five(tyrone, imogen);
    expect(titles).toMatch(/Repair the car now, paid in cash, and save a set amount each month towards its replacement/);
    expect(titles).toMatch(/A repair ceiling agreed now: any single repair above it means replacing the car/);
    expect(titles).toMatch(/Replace the car with a cheaper one bought outright/);
  });

  it('leaves out the cash replacement when nobody has said they want no new debt, and all three when nothing needs repairing', () => {
    const sam = side('Sam', 'The boiler keeps breaking down and the engineer says it needs a new boiler soon.', 'Replace the boiler this winter.', 'I am tired of cold showers.');
    const jo = side('Jo', 'Sam wants to spend thousands on a new boiler.', 'Fix the boiler again, it is only eight years old.', 'I would rather keep the savings for the roof.');
    const titles = five(sam, jo);
    expect(titles).toMatch(/A repair ceiling agreed now: any single repair above it means replacing the boiler/);
    expect(titles).not.toMatch(/bought outright/);
    // Parking the car is no repair.
    const kim = side('Kim', 'Lee parks the car across the drive every night.', 'Leave the drive clear after 8.', 'I leave for my shift at 5.');
    const lee = side('Lee', 'There is nowhere else to park the car.', 'Let me park there on weeknights.', 'The street is full by 6.');
    expect(five(kim, lee)).not.toMatch(/repair/i);
  });
});
