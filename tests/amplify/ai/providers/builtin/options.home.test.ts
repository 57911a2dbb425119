import { describe, expect, it } from 'vitest';
import { conceptReads as reads } from '../../../../support/conceptReads';
import { five, side } from '../../../../support/fiveTitles';

/**
 * Home, where the five were a shared calendar, a Sunday plan and a status note "for the shed"
 * (issue 28): bikes in a shared hall, a blocked drive, a parking space or a van on the street,
 * an internet upgrade one side needs for work, barbecue smoke, scaffolding in a neighbour's
 * garden, a leak from the flat above, a deposit deduction, boxes in a parent's garage, pigeons fed
 * next door.
 */
describe('home: what the answers say about it', () => {
  it('reads bikes kept in the hall or a shed, not a bike ride', () => {
    expect(reads('space.bike-storage', 'theres 3 bikes in the hallway now')).toBe(true);
    expect(reads('space.bike-storage', 'The shed lock has been broken since summer')).toBe(true);
    expect(reads('space.bike-storage', 'I ride my bike to work every day')).toBe(false);
  });

  it('reads a blocked drive and a parking space, not parking in general', () => {
    expect(reads('space.drive-blocked', "Cheryl's visitors block my driveway at least twice a week")).toBe(true);
    expect(reads('space.drive-blocked', 'we parked on the street by the shops')).toBe(false);
    expect(reads('space.parking-space', 'theres one parking space with the house')).toBe(true);
    expect(reads('space.parking-space', 'there is space in the car for your bags')).toBe(false);
  });

  it('reads a van blocking the view of the road and tools kept in it', () => {
    expect(reads('space.van-sightline', 'i cant see the road pulling out')).toBe(true);
    expect(reads('space.van-tools', 'theres £3k of tools in it')).toBe(true);
    expect(reads('space.van-tools', 'I keep my tools in the shed')).toBe(false);
  });

  it('reads an internet upgrade for work, not slow wifi for films', () => {
    expect(reads('money.work-upgrade', 'i stream on twitch 4 nights a week and the wifi keeps dropping')).toBe(true);
    expect(reads('money.work-upgrade', 'the wifi keeps dropping during netflix')).toBe(false);
  });

  it('reads barbecue smoke, not a one-off barbecue', () => {
    expect(reads('space.barbecue', 'the smoke from next door’s charcoal barbecue comes into our windows')).toBe(true);
    expect(reads('space.barbecue', 'we are having a barbecue for his birthday')).toBe(false);
  });

  it('reads scaffolding, a leak, a deposit deduction, stored boxes and birds fed', () => {
    expect(reads('space.building-works', 'the scaffolding has been on our side of the fence')).toBe(true);
    expect(reads('space.building-works', 'the builders start drilling at 7am')).toBe(false);
    expect(reads('space.leak', 'water has been coming through my bathroom ceiling')).toBe(true);
    expect(reads('space.leak', 'the ceiling in the hall needs painting')).toBe(false);
    expect(reads('money.deposit-deduction', 'The landlord kept 600 pounds of the deposit for the carpet')).toBe(true);
    expect(reads('money.deposit-deduction', 'we are saving for a deposit on a house')).toBe(false);
    expect(reads('space.storage', 'about 30 boxes have been in my garage for four years')).toBe(true);
    expect(reads('space.storage', 'the car is in the garage for its service')).toBe(false);
    expect(reads('space.feeding-birds', 'she puts out a whole loaf of bread every morning for the pigeons')).toBe(true);
    expect(reads('space.feeding-birds', 'I feed the dog at seven')).toBe(false);
  });
});

describe('home: the arrangements offered', () => {
  it('offers wall hooks in the hall and a locked shed for bikes', () => {
    const kasia = side('Kasia', 'theres 3 bikes in the hallway now and i have to squeeze past them', 'bikes go in the shed in the garden', 'its a fire exit as well');
    const dmitri = side('Dmitri', 'The shed lock has been broken since summer and my bike cost 1,800.', 'We fix the shed lock, split between us, and then they go out there', 'I ride to work every day, I cannot lose it');
    const titles = five(kasia, dmitri);
    expect(titles).toMatch(/Wall hooks in the hall so the bikes hang flat/);
    expect(titles).toMatch(/A proper lock and a ground anchor for the shed/);
  });

  it('offers a keep-clear marking and a drop-off to neighbours whose visitors block a drive', () => {
    const raj = side('Raj', "Cheryl's visitors block my driveway at least twice a week.", 'Her guests park on the street, not across my drive.', "I need to get my car out, I'm on dialysis.");
    const cheryl = side('Cheryl', 'parking', 'a little flexibility?', "my mom visits and she can't walk far");
    const titles = five(raj, cheryl);
    expect(titles).toMatch(/A keep-clear marking across the drive/);
    expect(titles).toMatch(/A drop-off at the door for a visitor who cannot walk far/);
  });

  it('offers the parking space by need or in turns, and the van moved along or alarmed', () => {
    const thandiwe = side('Thandiwe', 'theres one parking space with the house and Henrik has had it since he moved in', 'take turns month on month', 'we all pay the same rent');
    const henrik = side('Henrik', 'I need the car every day for work', "keep the space and I'll knock 20 a month off her rent share", 'parking on the street here is a nightmare');
    expect(five(thandiwe, henrik)).toMatch(/The parking space by need[^]*The parking space in turns/);
    const dorota = side('Dorota', 'he parks his work van right in front of my window every night, i cant see the road pulling out', 'park it at the end by the garages', 'its dangerous backing out');
    const lachlan = side('Lachlan', 'its a public road. I can park where I like', 'leave it as is', 'theres £3k of tools in it, i need to see it from my house');
    const titles = five(dorota, lachlan);
    expect(titles).toMatch(/The van parked a few metres along/);
    expect(titles).toMatch(/An alarm or a camera on the van/);
  });

  it('offers the extra for a faster line to whoever needs it for work', () => {
    const wei = side('Wei', 'i stream on twitch 4 nights a week and the wifi keeps dropping', 'we upgrade and split it 3 ways', 'its my income');
    const kofi = side('Kofi', 'the current one is fine for me', 'he pays the extra 20 himself since it is for his business', 'money is really tight for me this year');
    expect(five(wei, kofi)).toMatch(/The extra for the faster internet paid by whoever needs it for work/);
  });

  it('offers a gas grill and set evenings for barbecue smoke', () => {
    const sofia = side('Sofia', 'Every warm evening the smoke from next door’s charcoal barbecue comes into our bedroom windows.', 'Barbecues on two set evenings a week', 'my daughter coughs all night');
    const gary = side('Gary', 'She complains about our barbecue nearly every time we use it.', 'I could switch to a gas grill if she goes halves', 'Cooking outside with the kids is the best part of our summer');
    const titles = five(sofia, gary);
    expect(titles).toMatch(/A gas grill at the far end of the garden/);
    expect(titles).toMatch(/Barbecues on set evenings/);
  });

  it('offers a date for the scaffolding and the garden put right, but not to builders who only drill early', () => {
    const kwame = side('Kwame', 'the scaffolding has been on our side of the fence for 6 weeks without asking', 'scaffolding off our garden by the end of the month and our lawn repaired', 'my kids cant play outside');
    const deborah = side('Deborah', 'builders', 'two more weeks', 'the roof stays open and it will rain into my daughters room');
    expect(five(kwame, deborah)).toMatch(/A written date from the builders for the scaffolding[^]*The garden put right after the building work/);
    const maureen = side('Maureen', 'Next door are doing a loft conversion and the builders start drilling at 7am.', 'no drilling before 10 on weekdays', 'I work nights at the hospital');
    const steve = side('Steve', 'the builders charge by the day', 'loud work 8 till 4 on weekdays', 'we have a baby due in april');
    expect(five(maureen, steve)).not.toMatch(/scaffolding|The garden put right/);
  });

  it('offers a letter to the managing agent and an insurance claim for a leak', () => {
    const priya = side('Priya', 'water has been coming through my bathroom ceiling from the flat above for 3 weeks', 'his plumber comes by friday and he pays for my ceiling', 'i have a toddler');
    const doyle = side('Doyle', 'It is the shared pipe in the wall which belongs to the building.', 'We both write to the managing agent and the building insurance pays', "I can't pay 450 for something that isn't mine");
    const titles = five(priya, doyle);
    expect(titles).toMatch(/One joint letter to the managing agent/);
    expect(titles).toMatch(/A plumber this week to find the leak/);
  });

  it('offers a challenge and a split by wear and damage for a deposit deduction, not for saving a house deposit', () => {
    const priya = side('Priya', 'The landlord kept 600 pounds of the deposit for the stained carpet.', 'Sam pays the 600 before we move out in June.', 'I need my half of the deposit back for the new flat.');
    const sam = side('Sam', 'the carpet was already worn when we moved in', 'split the deduction 50/50 and ask the landlord for the check-in photos', "I can't afford 600 on my own right now");
    const titles = five(priya, sam);
    expect(titles).toMatch(/The deduction challenged with the check-in photos/);
    expect(titles).toMatch(/What the landlord keeps split by wear and by damage/);
    const ana = side('Ana', 'We are saving for a deposit on a house.', 'Put 500 a month into savings.', 'I want us to own a home.');
    const ben = side('Ben', 'I want to enjoy my money now.', 'Save 200 a month.', 'Life is short.');
    expect(five(ana, ben)).not.toMatch(/deduction|wear and by damage/);
  });

  it('offers a storage unit and a clear-out day for boxes in a garage, and a feeder at the back for pigeons', () => {
    const anil = side('Anil', 'My son’s motorbike and about 30 boxes have been in my garage for four years.', 'I want the boxes out by the end of March.', 'I need the car inside.');
    const rohan = side('Rohan', 'Dad brings the garage up every time I call.', "I'll move everything when I get a bigger place in the summer.", "My flat is tiny, there's nowhere for a motorbike.");
    expect(five(anil, rohan)).toMatch(/A small storage unit for the boxes[^]*One clear-out day/);
    const babajide = side('Babajide', 'Yumi puts out a whole loaf of bread every morning for the pigeons.', 'a small bird feeder is fine but no bread', 'I have a baby, it is not hygienic.');
    const yumi = side('Yumi', 'The birds are the reason I get up in the morning.', 'let me feed them in the back garden instead of the front', 'its the only company i have some days');
    expect(five(babajide, yumi)).toMatch(/A seed feeder in the back garden instead of bread at the front/);
  });
});
