import { describe, expect, it } from 'vitest';
import { conceptReads as reads } from '../../../../support/conceptReads';
import { five, side } from '../../../../support/fiveTitles';

/**
 * The workplace, where the five were a shared calendar, a Sunday plan and a status note: a stock
 * sheet two people edit, pairing, unpaid invoices, expense claims, clashing leave, a training
 * course, weekend shifts, client dates, cameras in meetings, cover during parental leave.
 */
describe('workplace: what the answers say about it', () => {
  it('reads a shared stock sheet and pairing, not a bed sheet or a pair of shoes', () => {
    expect(reads('work.shared-sheet', 'the stock spreadsheet had wrong numbers')).toBe(true);
    expect(reads('work.shared-sheet', 'you never change the bed sheets')).toBe(false);
    expect(reads('work.pairing', 'when we pair, Jonas takes the keyboard after 2 minutes')).toBe(true);
    expect(reads('work.pairing', 'I bought a new pair of shoes')).toBe(false);
  });

  it('reads weekend shifts, not a cleaning rota, and leave still to come, not leave already taken', () => {
    expect(reads('schedule.weekend-shifts', 'ive been put on every saturday night for 2 months straight')).toBe(true);
    expect(reads('schedule.weekend-shifts', 'everyone does their cleaning rota week properly')).toBe(false);
    expect(reads('work.leave-cover', "I'm off on paternity leave in 3 weeks")).toBe(true);
    expect(reads('work.leave-cover', 'since I came back from maternity leave on 4 days a week')).toBe(false);
  });

  it('reads cameras in meetings, not a doorbell camera, and client dates, not a date with a client', () => {
    expect(reads('work.cameras', 'Cameras optional for internal meetings')).toBe(true);
    expect(reads('work.cameras', 'the camera on his drive points at my garden')).toBe(false);
    expect(reads('work.estimates', 'no dates to clients until a dev has estimated')).toBe(true);
    expect(reads('work.estimates', 'we promised the client the release on the 14th')).toBe(false);
  });
});

describe('workplace: the arrangements offered', () => {
  it('offers one tool with a change log, and a daily update and check, for a stock sheet', () => {
    const kofi = side('Kofi', 'the stock spreadsheet had wrong numbers after Irina updated it', 'one person updates the stock sheet each day and the other checks it', 'I am the one on the phone with angry customers');
    const irina = side('Irina', 'two of us edit it at the same time and nobody knows which version is right', 'move stock to the inventory tool we pay for, with a log of changes', 'I do not want to be blamed for errors');
    const titles = five(kofi, irina);
    expect(titles).toMatch(/The stock moved into one tool with a log of every change/);
    expect(titles).toMatch(/One person updates the numbers each day/);
  });

  it('offers the learner at the keyboard, and hard tickets paired, to two who pair', () => {
    const aiko = side('Aiko', 'when we pair, Jonas takes the keyboard after 2 minutes', 'let me drive, and explain instead of fixing', 'i am not learning anything');
    const jonas = side('Jonas', 'deadline', 'pair on the hard tickets only', 'we promised the client the release on the 14th');
    const titles = five(aiko, jonas);
    expect(titles).toMatch(/Whoever is learning types when the two pair/);
    expect(titles).toMatch(/Pair on the hard tickets only/);
  });

  it('offers claims as driven and a joint request to finance, for a rounded-up expense claim', () => {
    const femi = side('Femi', 'My manager told me to put 40 miles on my expense claim when I drove 22', 'I claim what I actually drove', 'I am not putting my name to a false claim');
    const gareth = side('Gareth', 'The parking and the tolls are real costs the policy does not cover', 'We raise the parking with finance together', 'nobody has ever called me dishonest');
    expect(five(femi, gareth, 'values')).toMatch(/Claims for what was actually driven, and a joint request to finance/);
  });

  it('offers a fair weekend rota and a swap board for weekend shifts, not for a cleaning rota', () => {
    const kenji = side('Kenji', 'ive been put on every saturday night for 2 months straight', 'weekends rotated fairly, one off a month at least', 'i have a 4 year old i never see on weekends');
    const margit = side('Margit', 'half the team can only work weekends, so the rota is a jigsaw', 'Kenji to swap shifts himself and let me know', "I can't redo the whole rota every week");
    const titles = five(kenji, margit);
    expect(titles).toMatch(/At least one weekend off a month for everyone/);
    expect(titles).toMatch(/Shift swaps arranged between colleagues/);
    const ollie = side('Ollie', 'the bathroom is never clean enough for Jess', 'a cleaner every other week', 'I cannot afford more than ten pounds');
    const jess = side('Jess', 'Ollie has skipped his bathroom week three times', 'everyone does their cleaning rota week properly', 'I end up doing it');
    expect(five(ollie, jess)).not.toMatch(/weekend off a month|Shift swaps/);
  });

  it('offers a named cover with shadowing, and a weekly email check, for parental leave', () => {
    const malik = side('Malik', "I'm off on paternity leave in 3 weeks and Pilar wants me reachable for emergencies", 'Name someone to cover my accounts, and I check email once a week at most', 'I want to be there properly, not on my phone');
    const pilar = side('Pilar', 'Malik is the only one who knows the migration', 'Two weeks of shadowing with whoever covers, and one number we can call', 'we could lose a six figure contract');
    const titles = five(malik, pilar);
    expect(titles).toMatch(/A named cover, two weeks of shadowing before the leave/);
    expect(titles).toMatch(/Email checked once a week at most during the leave/);
  });
});
