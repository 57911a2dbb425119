import { describe, expect, it } from 'vitest';
import { conceptReads as reads } from '../../../../support/conceptReads';
import { five, side } from '../../../../support/fiveTitles';

/**
 * Review set C, friends, a band, volunteers, a team, siblings and a colleague: a camera lent and
 * returned broken, covers nights against a band's own songs, a storeroom rearranged, a captain's
 * bench, a parents' anniversary one sibling cannot pay half of, three weeks' leave for a wedding.
 */
describe('a camera lent to a friend and returned broken', () => {
  const elliot = { ...side('Elliot', 'I lent Sam my Fuji camera for her trip and it came back with a cracked screen.', 'I want her to pay for the repair, the shop quoted £340.', 'I saved for a year for it.'), relationship: 'friend' as const };
  const sam = { ...side('Sam', 'The bag fell off a tram seat, it was an accident. £340 is a lot, I am on a student loan.', "I'll pay half over 3 months, and check if my contents insurance covers it.", "I don't want to lose Elliot over a camera."), relationship: 'friend' as const };

  it('reads a lent thing, a repair quote and one’s own insurance, not money lent or a car’s insurance', () => {
    expect(reads('money.lent-item', 'I lent Sam my Fuji camera and it came back with a cracked screen')).toBe(true);
    expect(reads('money.lent-item', 'I lent him £200 in March')).toBe(false);
    expect(reads('money.repair-cost', 'the shop quoted £340')).toBe(true);
    expect(reads('money.repair-cost', 'the shop was closed')).toBe(false);
    expect(reads('money.own-insurance', 'I will check if my contents insurance covers it')).toBe(true);
    expect(reads('money.own-insurance', 'the car insurance went up')).toBe(false);
  });

  it('offers the insurance first, the repair shared in instalments and a second quote, not an income split', () => {
    const titles = five(elliot, sam);
    expect(titles).toMatch(/Sam’s insurance asked this week whether it covers the damage/);
    expect(titles).toMatch(/The repair cost shared between the lender and the borrower, with the borrower’s part paid in monthly instalments/);
    expect(titles).toMatch(/A second repair quote this week/);
    expect(titles).not.toMatch(/in proportion to income/);
  });

  it('does not offer a lent thing’s repair for a bill two housemates argue about', () => {
    const ann = side('Ann', 'The boiler repair bill was £300 and my housemate will not pay half.', 'Split the repair bill.', 'It is fair.');
    const bo = side('Bo', 'The landlord should pay for the repair.', 'Ask the landlord first.', 'I am short this month.');
    expect(five(ann, bo)).not.toMatch(/lender and the borrower|insurance asked this week/);
  });
});

describe('a band’s paid covers nights against its own songs', () => {
  const rhys = side('Rhys', 'Our band has been offered £400 a night by the pub to play covers every friday.', 'Take the gig for 3 months, 2 sets of covers, and use the money for the EP recording.', 'We have £0 in the band fund.');
  const ffion = side('Ffion', 'I write all the songs. If we are the friday pub covers band, that is what we become.', 'Do the pub once a month max, and the rest of the time gig originals.', 'The songs are personal.');

  it('reads covers and a band’s own songs, not a book cover or original receipts', () => {
    expect(reads('decision.covers-gig', 'offered £400 a night to play covers')).toBe(true);
    expect(reads('decision.covers-gig', 'the book cover is torn')).toBe(false);
    expect(reads('decision.originals', 'the rest of the time gig originals')).toBe(true);
    expect(reads('decision.originals', 'keep the original receipts')).toBe(false);
  });

  it('offers capped covers nights for the recording and the band’s own songs in every set, not a fee split', () => {
    const titles = five(rhys, ffion);
    expect(titles).toMatch(/The covers gigs capped at a set number a month for three months/);
    expect(titles).toMatch(/A set of the band’s own songs in every covers night/);
    expect(titles).not.toMatch(/running costs paid off the top|set fee per gig for each extra job/);
  });
});

describe('a volunteers’ storeroom rearranged', () => {
  const gwen = side('Gwen', 'Lewis keeps reorganising the shelves by his spreadsheet without asking. Half the volunteers could not find the baby stuff.', 'Changes to the storeroom go through me first, and the baby aisle goes back by the door.', 'The older volunteers rely on knowing where things are.');
  const lewis = side('Lewis', 'We were throwing out 30 kilos of out-of-date food a month.', 'Let me finish the stock system, and I will label everything clearly.', 'I am trying to help.');

  it('reads shelves rearranged and volunteers, not a kitchen cupboard or being let finish a sentence', () => {
    expect(reads('space.layout-moved', 'he keeps reorganising the shelves without asking')).toBe(true);
    expect(reads('space.layout-moved', 'she moved my mugs in the kitchen')).toBe(false);
    expect(reads('work.volunteers', 'half the volunteers could not find it')).toBe(true);
    expect(reads('work.volunteers', 'I volunteered to do the dishes')).toBe(false);
    expect(reads('talk.listen', 'let me finish the stock system')).toBe(false);
    expect(reads('talk.listen', 'he never lets me finish, let me finish!')).toBe(true);
  });

  it('offers the team asked first, a map and labels, and the regulars’ things back in place, not a stock tool', () => {
    const titles = five(gwen, lewis);
    expect(titles).toMatch(/Any change to the layout put to the regular team first/);
    expect(titles).toMatch(/A map of the shelves by the door and large labels/);
    expect(titles).not.toMatch(/stock moved into one tool|updates the numbers each day/);
  });
});

describe('a five-a-side captain’s bench', () => {
  const marcus = side('Marcus', 'Our captain always starts his mates and I get 10 minutes off the bench, but we all pay £7 a week the same.', 'Equal minutes for everyone, rotate the subs, or subs pay less.', 'I joined to play football.');
  const dean = side('Dean', 'We are top of the league and my starters are the best 5.', 'In the league games I pick the strongest five, but in cup games he gets proper time.', 'I chase everyone for the pitch money.');

  it('reads time on the pitch and a player’s fee, not a park bench or a subscription', () => {
    expect(reads('schedule.playing-time', 'I get 10 minutes off the bench')).toBe(true);
    expect(reads('schedule.playing-time', 'we sat on a bench in the park')).toBe(false);
    expect(reads('money.team-fee', 'I chase everyone for the pitch money')).toBe(true);
    expect(reads('money.team-fee', 'my magazine subscription')).toBe(false);
  });

  it('offers minimum minutes, the strongest side only in deciding games, and a lower fee on the bench, not a money review', () => {
    const titles = five(marcus, dean);
    expect(titles).toMatch(/A minimum of minutes each game for every player who turns up/);
    expect(titles).toMatch(/The strongest side picked for the games that decide the league/);
    expect(titles).toMatch(/A lower weekly fee for any player who starts on the bench/);
    expect(titles).not.toMatch(/money review/);
  });
});

describe('siblings and a parents’ anniversary party one of them cannot pay half of', () => {
  const nadia = { ...side('Nadia', "Mum and dad's 40th anniversary is in may and I've found a room at the Grand hotel, £3,200 for 60 people. Sami says he can't afford his half.", 'I want to book the hotel and Sami pays what he can, and I will cover more.', 'I want mum to feel special.'), relationship: 'family' as const };
  const sami = { ...side('Sami', "I've just been made redundant and we've got a baby on the way.", 'A garden party with a caterer and a marquee, about £800 split, and I will do the setting up.', "I don't want to carry debt for a party."), relationship: 'family' as const };

  it('reads a share one cannot match and a big do, not money that is tight in general', () => {
    expect(reads('money.cannot-match', "Sami says he can't afford his half")).toBe(true);
    expect(reads('money.cannot-match', "we can't afford the rent")).toBe(false);
    expect(reads('family.big-do', 'a garden party with a caterer and a marquee')).toBe(true);
    expect(reads('family.big-do', 'we stayed in a hotel in Rome')).toBe(false);
  });

  it('offers a budget cap in unequal shares and the plans priced beside a middle option', () => {
    const titles = five(nadia, sami);
    expect(titles).toMatch(/One budget cap for the anniversary party set first, paid in unequal shares/);
    expect(titles).toMatch(/Both plans for the anniversary party priced side by side with a middle option/);
    expect(titles).not.toMatch(/grandchild/);
  });
});

describe('three weeks’ leave for a sister’s wedding abroad', () => {
  const arjun = { ...side('Arjun', "My sister's wedding is in Jaipur in october and I asked for 3 weeks off. My manager said no because october is our peak.", "I need at least 15 working days, I'll take some unpaid and hand over my accounts before I go.", 'It is 4 days of ceremonies.'), relationship: 'work' as const };
  const sarah = { ...side('Sarah', 'October is year-end for our biggest clients and we are already 2 people short.', 'I can do 2 weeks if he is back by the 20th and Mei covers his two biggest clients.', 'I am judged on October delivery.'), relationship: 'work' as const };

  it('reads weeks of leave, not a week off sick or unpaid invoices', () => {
    expect(reads('work.long-leave', 'I asked for 3 weeks off in january')).toBe(true);
    expect(reads('work.long-leave', "I'll take some unpaid and hand over my accounts")).toBe(true);
    expect(reads('work.long-leave', 'the unpaid invoices are piling up')).toBe(false);
  });

  it('offers paid and unpaid leave with a return date, and named cover, not time off in lieu or overtime', () => {
    const titles = five(arjun, sarah);
    expect(titles).toMatch(/The leave granted as the paid weeks allowed plus a few unpaid days, with a fixed date back at work/);
    expect(titles).toMatch(/A named colleague covers the biggest clients during the leave/);
    expect(titles).not.toMatch(/Time off in lieu|Overtime paid|spec freeze/);
  });

  it('still offers time off in lieu for unpaid extra hours', () => {
    const kim = { ...side('Kim', 'I have worked 20 hours of unpaid overtime this month.', 'Time off in lieu for the extra hours.', 'I am exhausted.'), relationship: 'work' as const };
    const lee = { ...side('Lee', 'The budget is frozen until January.', 'I cannot pay overtime now.', 'My hands are tied.'), relationship: 'work' as const };
    expect(five(kim, lee)).toMatch(/Time off in lieu/);
    expect(five(kim, lee)).not.toMatch(/The leave granted/);
  });
});
