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
