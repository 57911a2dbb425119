import { describe, expect, it } from 'vitest';
import { conceptReads as reads } from '../../../../support/conceptReads';
import { five, side } from '../../../../support/fiveTitles';

/**
 * Conflicts from a second blind review where the five were general moulds or fitted another
 * situation: leave in a small business's busiest month, a hen trip some cannot afford, a band's
 * gig money split by income, a loan repaid while rent arrears are cleared, a rental deposit's
 * charges between housemates, a cofounder gone part time, and shift swaps that drew a late slot
 * on school-run days.
 */
describe('leave booked in a small business’s busiest month', () => {
  const owner = side('Yvonne', 'I own a small florist and Tash, my only full timer, has booked two weeks in Greece in June, which is our biggest wedding month.', 'She takes one week in June and the other week after the 1st of September.', 'We have 9 weddings in June and I could lose clients.');
  const florist = side('Tash', "It's my sisters wedding in Crete, I can't just move it.", "I go for both weeks and I'll train up the Saturday girl beforehand.", "I've worked every wedding season for 5 years without a summer holiday.");

  it('reads the busiest weeks of a business, not any busy road', () => {
    expect(reads('schedule.peak-season', 'June is our biggest wedding month')).toBe(true);
    expect(reads('schedule.peak-season', 'I worked every wedding season for 5 years')).toBe(true);
    expect(reads('schedule.peak-season', 'we live on the busiest road in town')).toBe(false);
  });

  it('offers the fixed week kept with the rest after the season, and cover trained before the leave', () => {
    const titles = five({ ...owner, relationship: 'work' }, { ...florist, relationship: 'work' });
    expect(titles).toMatch(/The week around the date that cannot move kept, and the rest of the leave taken after the busy season/);
    expect(titles).toMatch(/The leave taken as booked, with cover trained and the first busy weeks prepared before it starts/);
  });

  it('keeps them for work: a couple’s summer holiday is not leave in a business’s busy season', () => {
    const sam = side('Sam', 'I want two weeks abroad this summer, somewhere new.', 'Two weeks in Spain in August.', 'We have not been away together in years.');
    const jo = side('Jo', 'August is the busiest time of year for prices.', 'A week away in September instead.', 'I want us to save money.');
    expect(five(sam, jo)).not.toMatch(/busy season|busiest weeks marked/);
  });
});

describe('a hen trip some of the group cannot afford', () => {
  const steph = side('Steph', "I'm maid of honour and I've planned Emma's hen in Marbella, villa and boat party, around 850 each.", 'Laura pays the 200 villa deposit by Friday like everyone else.', 'If people drop out the villa costs more for everyone else.');
  const laura = side('Laura', "Nobody asked us about budget before Steph booked anything. 850 plus flights is impossible.", "I'd come for one night, or we do a UK weekend instead. At least could the boat party be optional.", "I feel left out and judged for being skint.");

  it('reads a hen or stag trip, not a hen in the garden, and a villa’s deposit as spent, not saved', () => {
    expect(reads('money.group-trip', "I've planned Emma's hen in Marbella")).toBe(true);
    expect(reads('money.group-trip', 'the stag do is in Prague')).toBe(true);
    expect(reads('money.group-trip', 'the hen laid three eggs today')).toBe(false);
    expect(reads('money.goal', 'she pays the 200 villa deposit by friday')).toBe(false);
    expect(reads('decision.study', 'if people drop out the villa costs more')).toBe(false);
    expect(reads('decision.study', 'he wants to drop out of college')).toBe(true);
  });

  it('offers a private budget poll and optional extras, not a study plan or a savings goal', () => {
    const titles = five({ ...steph, relationship: 'friend' }, { ...laura, relationship: 'friend' });
    expect(titles).toMatch(/A budget each person names in private before anything more is booked/);
    expect(titles).toMatch(/The core of the trip for everyone, and the costly extras optional/);
    expect(titles).not.toMatch(/taster course|savings/i);
  });
});

describe('a band’s gig money', () => {
  const nico = side('Nico', 'Our band is finally getting paid gigs, 400 to 600 a night, and Rich thinks we split it four ways equally.', 'Take 20% off the top for van fuel and PA before the split, and I get an extra share for booking.', 'The PA cost me 3 grand.');
  const rich = side('Rich', "I write most of the songs and I've never asked for extra for that.", 'Fuel comes off the top, fine, but everything else four ways. If Nico wants a booking fee then songwriting gets one too.', "We're mates first.");

  it('reads a band’s earnings, not a concert or a wedding band', () => {
    expect(reads('money.gig-pay', 'our band is finally getting paid gigs')).toBe(true);
    expect(reads('money.gig-pay', 'we went to a gig on Friday')).toBe(false);
    expect(reads('money.gig-pay', 'we booked the band for the wedding')).toBe(false);
  });

  it('offers costs off the top and a fee for each extra job, not an income split or a money review', () => {
    const titles = five(nico, rich);
    expect(titles).toMatch(/running costs paid off the top, with a set hire fee/);
    expect(titles).toMatch(/One small set fee per gig for each extra job/);
    expect(titles).not.toMatch(/proportion to income|money review/);
  });
});

describe('a loan repaid while other debts are cleared', () => {
  const jamal = side('Jamal', "I lent Chris 1,500 in April when he lost his job, he said he'd pay it back by september.", 'I want a date and a plan, like 250 a month starting next month.', 'That was my car insurance money.');
  const chris = side('Chris', "I'm still catching up on 3 months of rent arrears.", '100 a month from January, more when the arrears are cleared.', "I'm going to pay him back, I just can't do it all at once.");

  it('reads debts still being cleared', () => {
    expect(reads('money.other-debts', "I'm still catching up on 3 months of rent arrears")).toBe(true);
    expect(reads('money.other-debts', 'I am catching up on sleep')).toBe(false);
  });

  it('offers a small repayment from now that rises on a fixed date', () => {
    expect(five({ ...jamal, relationship: 'friend' }, { ...chris, relationship: 'friend' })).toMatch(/A small repayment each month from now, rising on a set date/);
  });

  it('does not offer it where nothing is owed', () => {
    const ann = side('Ann', 'I am in rent arrears and the bills keep coming.', 'We cut the streaming and takeaways.', 'I am scared of losing the flat.');
    const ben = side('Ben', 'We spend too much on takeaways.', 'A budget for food each week.', 'I want us to be careful.');
    expect(five(ann, ben)).not.toMatch(/rising on a set date/);
  });
});

describe('housemates and a deduction from the deposit', () => {
  const ade = side('Ade', "We're moving out and the agent wants to keep 350 from the deposit for the burn on the kitchen worktop. The burn was his pan.", 'Kwame pays the 200 for the worktop, we split the carpet 75 each.', 'I need my share of the deposit back for the new place.');
  const kwame = side('Kwame', 'The worktop was already scratched when we moved in.', 'We dispute the worktop charge with the deposit scheme first, with the check-in photos, and whatever is left we split.', "I don't want to end a good friendship arguing over 100 quid.");

  it('reads a deposit scheme as the tenancy’s, not a saving', () => {
    expect(reads('money.goal', 'we dispute the worktop charge with the deposit scheme first')).toBe(false);
    expect(reads('money.goal', 'we are saving for a deposit')).toBe(true);
  });

  it('offers the ruling agreed beforehand and the charges item by item, not an income split', () => {
    const titles = five({ ...ade, relationship: 'housemate' }, { ...kwame, relationship: 'housemate' });
    expect(titles).toMatch(/who pays any charge the deposit scheme upholds agreed before it rules/);
    expect(titles).toMatch(/Each charge listed item by item/);
    expect(titles).not.toMatch(/proportion to income/);
  });
});

describe('a cofounder gone part time', () => {
  const marcus = side('Marcus', 'When we started the company we split equity 50/50. Since summer Ines has been going part-time to do consulting on the side and I am doing 60 hour weeks.', 'I want us to move to 60/40 and set up vesting.', 'We are raising a seed round in spring and investors will ask.');
  const ines = side('Ines', "The consulting pays my rent because we don't pay ourselves.", "Keep 50/50 but yes to vesting from now, and if the seed round lets us pay salaries I'm back full time.", 'I still believe in this.');

  it('reads a founder’s hours, and a new split is not a move', () => {
    expect(reads('work.founder-hours', 'Ines has been going part-time to do consulting on the side')).toBe(true);
    expect(reads('work.founder-hours', 'the shop is open part of the time')).toBe(false);
    expect(reads('decision.relocate', 'I want us to move to 60/40')).toBe(false);
    expect(reads('decision.relocate', 'she wants us to move abroad')).toBe(true);
  });

  it('offers vesting that follows the hours, with the split kept', () => {
    expect(five({ ...marcus, relationship: 'work' }, { ...ines, relationship: 'work' })).toMatch(/The split kept, with vesting from now that follows each founder’s hours/);
  });
});

describe('a housemate’s boyfriend and a cold rented house', () => {
  it('offers house rules for a partner who stays, and no income split', () => {
    const chloe = side('Chloe', "Megan's boyfriend stays here 5 nights a week and eats our stuff. He doesnt pay a penny of the bills.", "Either he's here max 2 nights a week or he chips in a third of bills.", 'I signed up to live with one person not two.');
    const megan = side('Megan', 'Chloe just puts passive aggressive notes on the fridge.', "Jay can pay something towards water and electric, like 40 a month, but I'm not putting a limit on nights.", 'I pay half the rent. I want her to talk to me, not leave notes.');
    const titles = five({ ...chloe, relationship: 'housemate' }, { ...megan, relationship: 'housemate' });
    expect(titles).toMatch(/A few house rules for a partner who often stays, agreed face to face/);
    expect(titles).not.toMatch(/proportion to income/);
  });

  it('reads a draughty house and offers the landlord asked to fix it', () => {
    expect(reads('space.draughty', "it's an old terrace with single glazing")).toBe(true);
    expect(reads('space.draughty', 'the double glazing is new')).toBe(false);
    const oskar = side('Oskar', 'Bea has the heating on 22 degrees from 8 til 6 every day. The gas bill was 410 this quarter.', 'Daytime heating comes off the shared bill and Bea pays it.', "I'm on an apprentice wage.");
    const bea = side('Bea', "This house is freezing, it's an old terrace with single glazing.", "I'll pay a bit more. And can we all ask the landlord about the windows.", 'I just need to be able to work.');
    expect(five({ ...oskar, relationship: 'housemate' }, { ...bea, relationship: 'housemate' })).toMatch(/A joint request to the landlord to fix the windows and draughts/);
  });
});

describe('shift swaps owed on a ward', () => {
  it('offers the shifts given back, not a late slot on school-run days', () => {
    const grace = side('Grace', "Kelly asks me to swap her weekend shifts nearly every month and she never takes mine back. I've done 5 of her Saturdays since August.", 'I want her to pay back the Saturdays she owes before I do any more.', "I'm missing my kids' matches.");
    const kelly = side('Kelly', 'My ex has the kids every other weekend and keeps changing his weekends last minute.', "I'll do two of her Saturdays before Christmas.", "I'm drowning with childcare.");
    const titles = five({ ...grace, relationship: 'work' }, { ...kelly, relationship: 'work' });
    expect(titles).toMatch(/The shifts owed given back on set dates on the rota/);
    expect(titles).not.toMatch(/late slot/);
  });
});
