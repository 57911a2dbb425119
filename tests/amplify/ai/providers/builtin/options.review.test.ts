import { describe, expect, it } from 'vitest';
import { conceptReads as reads } from '../../../../support/conceptReads';
import { five, side } from '../../../../support/fiveTitles';

/**
 * Conflicts from a review of 24 written by someone who had not read the engine (issue 28), where
 * the five fitted another situation: a visitors' parking plan for a wheelchair user's dropped
 * kerb, a money review for a tenant and a landlord, a course of studies for two separated parents
 * whose daughter has just started secondary school.
 */
describe('a van across a wheelchair user’s dropped kerb', () => {
  const linda = side('Linda', "Craig parks his work van across the dropped kerb in front of my house most evenings. I use a wheelchair and my carer can't get the ramp out.", 'He never parks across my dropped kerb again, and leaves the space right outside free after 5pm.', "Twice now I've been stuck in the car for 20 minutes waiting.");
  const craig = side('Craig', "Linda says I block her kerb. Honestly I didn't know about the ramp, there's nowhere else to park on this road after 6.", "I'll keep off the dropped kerb, but I can't promise the space outside is always free, it's a public road", "I need the van near the house because I've had tools nicked out of it twice.");

  it('reads who needs the way to the street, and visitors only where someone visits', () => {
    expect(reads('space.access', 'I use a wheelchair and my carer cannot get the ramp out')).toBe(true);
    expect(reads('space.access', 'he parks across the dropped kerb')).toBe(true);
    expect(reads('space.access', 'the ramp at the skate park is loud')).toBe(false);
    expect(reads('space.visitors', 'her visitors park across my drive every Sunday')).toBe(true);
    expect(reads('space.visitors', 'he parks his van across my drive')).toBe(false);
  });

  it('offers the kerb kept clear with a council marking, not a parking plan or a drop-off for visitors', () => {
    const titles = five(linda, craig);
    expect(titles).toMatch(/The dropped kerb outside Linda’s home kept clear at all times/);
    expect(titles).not.toMatch(/parking plan for visitors|for a visitor who cannot walk far/);
  });

  it('still offers the visitors’ plan where visitors block a drive', () => {
    const ros = side('Ros', 'Her visitors park across my drive every Sunday and I cannot get my car out.', 'A plan for where her visitors park.', 'I work Sunday evenings.');
    const pat = side('Pat', 'My mum visits on Sundays and cannot walk far.', 'Mum is dropped at the door.', 'She is 86.');
    expect(five(ros, pat)).toMatch(/A written parking plan for visitors|A keep-clear marking across the drive/);
  });
});

describe('a tenant and the landlord over the deposit', () => {
  const zoe = side('Zoe', 'My landlord Peter is keeping 900 of my 1,200 deposit for a new carpet in the bedroom. The carpet was already 10 years old when I moved in.', 'Get the full deposit back, or at most 100 off for the stain by the window.', 'I need that money for my new place.');
  const peter = side('Peter', 'The tenant left a big red wine stain and burn marks on the bedroom carpet. I have photos from move in and move out.', 'Keep 600 towards the replacement carpet, that is half the actual cost.', 'I am a small landlord with one flat, and this is my pension.');

  it('reads a landlord only where one of the two speaks as one', () => {
    expect(reads('money.landlord-tenant', 'I am a small landlord with one flat')).toBe(true);
    expect(reads('money.landlord-tenant', 'The tenant left a stain on the carpet')).toBe(true);
    expect(reads('money.landlord-tenant', 'my landlord kept the deposit')).toBe(false);
  });

  it('offers the value left after its age, the undisputed part paid back, and the scheme’s adjudication; not a couple’s money review or two tenants’ split', () => {
    const titles = five(zoe, peter);
    expect(titles).toMatch(/Only what the damaged item was still worth, given its age, taken from the deposit/);
    expect(titles).toMatch(/The part of the deposit nobody disputes paid back this week/);
    expect(titles).toMatch(/The deposit scheme’s free adjudication/);
    expect(titles).not.toMatch(/money review|split by wear and by damage/);
  });
});

describe('separated parents and a new job on rotating shifts', () => {
  const jon = side('Jon', "I've started a new job on rotating shifts and I work every other weekend now. So I'd miss half my weekends with Ella and Sam under our current arrangement.", 'Swap to me having the kids on my days off midweek instead, with school runs, and one full weekend a month.', "I don't want to become the dad they barely see.");
  const mia = side('Mia', "Jon wants to change the kids' schedule around his new shifts. The kids have had the same routine for 3 years and Ella's just started secondary school.", 'Keep weekends as they are where he can, and he can have an extra tea night midweek, but no school night sleepovers.', 'Ella is anxious about the new school and needs routine.');

  it('reads the children’s time between two homes and a parent’s rota of shifts', () => {
    expect(reads('family.handovers', "Jon wants to change the kids' schedule around his new shifts")).toBe(true);
    expect(reads('family.handovers', 'no school night sleepovers')).toBe(true);
    expect(reads('family.shift-rota', "I've started a new job on rotating shifts")).toBe(true);
    expect(reads('family.shift-rota', 'I had a long shift at the shop today')).toBe(false);
  });

  it('offers weekends on the parent’s weekends off and a midweek tea night, not a course of studies', () => {
    const titles = five(jon, mia);
    expect(titles).toMatch(/The children’s weekends with Jon moved to Jon’s weekends off, planned from the shift rota six weeks ahead/);
    expect(titles).toMatch(/A midweek tea night each week with Jon, home by bedtime/);
    expect(titles).not.toMatch(/taster course|conversations with people working in each field|money review/);
  });
});

describe('a house two siblings inherited, one living in it', () => {
  const anna = side('Anna', 'Dad died in April and left the house to me and my brother Jakub 50/50. Jakub has lived there rent free since and now says he wants to keep it.', 'Either we sell by the summer and split the money, or Jakub buys my half at the valuation.', 'I need that money for my kids.');
  const jakub = side('Jakub', "My sister wants to sell dad's house. I've been living there and looked after dad there for the last 2 years of his life.", 'I stay in the house and pay Anna her half over time, like 600 a month.', 'I gave up 2 years of work to care for him.');

  it('reads a buy-out and years of care', () => {
    expect(reads('decision.buyout', 'Jakub buys my half at the valuation')).toBe(true);
    expect(reads('decision.buyout', 'I pay half of the bills')).toBe(false);
    expect(reads('family.carer-years', 'I gave up 2 years of work to care for him')).toBe(true);
    expect(reads('family.carer-years', 'she looked after the garden')).toBe(false);
  });

  it('offers a secured buy-out in instalments, rent on the other half with a sale date, and the care counted; not shared costs by income or a money review', () => {
    const titles = five(anna, jakub);
    expect(titles).toMatch(/A buy-out at the valuation: part paid now, the rest in monthly instalments secured on the house/);
    expect(titles).toMatch(/Until the buy-out or sale, rent on the other half/);
    expect(titles).toMatch(/The years of care counted first/);
    expect(titles).not.toMatch(/in proportion to income|money review/);
  });
});

describe('a grandmother’s childcare days and her daughter’s budget', () => {
  it('offers a parent and a grown child none of a couple’s own money (a spending limit with an allowance each, a wish list)', () => {
    const helen = side('Helen', "I've been looking after my grandsons three days a week since Laura went back to work. I'm 68 and exhausted by wednesday.", "I'd like to go down to one day a week from January.", 'I want to enjoy being their gran, not be the nanny.');
    const laura = side('Laura', 'Mum wants to cut back from 3 days to 1 day of childcare. Nursery for the two boys would be over 1,200 a month which we just do not have.', "Keep two days with mum until Oliver starts school in September, and I'll find something for the third day.", "I'm scared we can't pay the mortgage if I have to drop hours.");
    const titles = five(helen, laura);
    expect(titles).toMatch(/Set childcare days from family, with a childminder or nursery for the rest/);
    // A money review stays open to a family: a couple who write about their children read as one from the answers alone.
    expect(titles).not.toMatch(/joint-spending limit|wish list/);
  });
});

describe('two colleagues whose leave clashes over a sister’s wedding', () => {
  const grace = side('Grace', 'Tomas and I are the only two people in payroll and we both put in for the first two weeks of August off. Only one of us can be off at a time.', 'I take those two weeks, he had them last year.', "My kids' school holidays, I've already paid the deposit on the caravan.");
  const tomas = side('Tomás', 'Grace and I both want the start of August. My sister is getting married in Portugal on the 3rd of August.', 'I get the 1st to the 8th at least, she can have the week after plus the next week.', "It's my only sister's wedding, I can't miss that.");

  it('reads a booking’s deposit as spent, not savings', () => {
    expect(reads('money.goal', "I've already paid the deposit on the caravan")).toBe(false);
    expect(reads('money.goal', 'we are saving for a house deposit')).toBe(true);
  });

  it('offers the weeks split around the dates that cannot move; no savings account or wedding jobs', () => {
    const titles = five(grace, tomas);
    expect(titles).toMatch(/The clashing weeks split around the dates that cannot move/);
    expect(titles).not.toMatch(/Ring-fence|jobs for the wedding|plan for the wedding/);
  });
});

describe('a car two brothers inherited, one paying its insurance', () => {
  it('reads insurance and road tax paid as the car’s costs, and offers a share of them', () => {
    expect(reads('money.car-costs', "I'm the one paying the insurance and the road tax")).toBe(true);
    const marco = side('Marco', "Nonna left her Fiat to me and my brother. Luca uses it every day to get to work and I'm the one paying the insurance and the road tax because it's in my name.", 'Luca pays the insurance from now on, 90 a month, and I get the car every other weekend.', "I feel taken for granted. I never even get to use it and I'm paying for it.");
    const luca = side('Luca', 'Marco is angry about the car. I need it for work, there is no bus to the industrial estate before 7.', 'Split the insurance 50 50 and he can have it on sundays', 'Without the car I lose my job. I also paid for the new tyres and the MOT repairs last year.');
    expect(five(marco, luca)).toMatch(/A monthly share of the insurance from the other driver/);
  });
});

describe('a second review of 24 conflicts: a raise, shifts owed, a rent rise over mould', () => {
  it('reads a raise for a bigger role, and offers the title, a one-off payment and the raise in writing; not overtime', () => {
    expect(reads('work.raise', 'A 12% raise backdated to March and the senior title')).toBe(true);
    expect(reads('work.raise', 'I want to raise it at the next meeting')).toBe(false);
    expect(reads('work.raise', 'we need to raise a seed round by March')).toBe(false);
    const dimitri = side('Dimitri', "I've taken on the team lead work since Paul left in March and I'm still paid as a mid-level developer. I found out a new hire earns more than me.", 'A 12% raise backdated to March and the senior title, agreed in writing before the end of year review.', 'I feel taken for granted.');
    const karen = side('Karen', 'I agree Dimitri has stepped up. But the salary budget is frozen until April and I cannot backdate anything.', 'Senior title now, a one-off bonus this year, and a raise in the April cycle that I put in writing.', "I really don't want to lose him.");
    const titles = five({ ...dimitri, relationship: 'work' as const }, karen);
    expect(titles).toMatch(/The title now, a one-off payment for the extra work already done, and the raise in writing/);
    expect(titles).not.toMatch(/Time off in lieu|Overtime paid/);
  });

  it('reads shifts owed as time, not a debt of money, and offers them given back on the rota', () => {
    expect(reads('money.repay', 'I want her to pay back the Saturdays she owes')).toBe(false);
    expect(reads('money.repay', 'she owes me 400 pounds')).toBe(true);
    expect(reads('schedule.shifts-owed', "I want her to pay back the Saturdays she owes. I've done 5 of her Saturdays since August.")).toBe(true);
    const grace = side('Grace', "Kelly asks me to swap her weekend shifts nearly every month and she never takes mine back. I've done 5 of her Saturdays since August.", 'I want her to pay back the Saturdays she owes before I do any more, and swaps go through the ward rota.', "I'm missing my kids' matches.");
    const kelly = side('Kelly', 'My ex keeps changing his weekends last minute, so I am stuck.', "I'll do two of her Saturdays before Christmas and ask other people on the ward too.", "I'm drowning with childcare.");
    const titles = five({ ...grace, relationship: 'work' as const }, kelly);
    expect(titles).toMatch(/The shifts owed given back on set dates on the rota/);
    expect(titles).not.toMatch(/repayment schedule|note of the debt/);
  });

  it('offers a landlord and a tenant the repair first and the rent rise after it; no money review', () => {
    expect(reads('money.landlord-tenant', 'The flat had no mould issue with the previous tenant')).toBe(true);
    expect(reads('money.rent-rise', 'Now he has written that rent goes up 90 a month in February')).toBe(true);
    const kasia = side('Kasia', 'There is black mould in the bedroom of the flat I rent from Mr Hollis. Now he has written that rent goes up 90 a month in February.', 'Fix the damp properly, a survey and the extractor fan, before any rent increase.', 'My son has asthma.');
    const geoff = side('Geoff', 'The flat had no mould issue with the previous tenant. They dry washing on the radiators, its condensation.', 'I will fit an extractor fan and give them a dehumidifier, but the rent rise stays.', 'My mortgage went up 400 a month this year.');
    const titles = five({ ...kasia, relationship: 'other' as const }, geoff);
    expect(titles).toMatch(/The repair done first, with a survey if the cause is disputed, and the rent rise from the month after it is finished/);
    expect(titles).not.toMatch(/money review/);
  });
});
