import { describe, expect, it } from 'vitest';
import { conceptReads as reads } from '../../../../support/conceptReads';
import { five, side, type OneLineSide } from '../../../../support/fiveTitles';

const withRelationship = (relationship: OneLineSide['relationship'], one: OneLineSide): OneLineSide => ({ ...one, relationship });

/**
 * Conflicts from a second blind review where a word named in passing chose the five: a mother
 * visited in her care home gave a car dispute a respite stay, a night's sleep of "more than 4
 * hours" gave a work trip a spending limit, a wedding saved for gave a hidden debt wedding jobs,
 * children going to uni gave an inherited cottage a taster course.
 */
describe('one car, a parent visited in a care home, and trips away', () => {
  const priya = side('Priya', "Daniel takes our only car every other weekend for his climbing trips and I end up getting two buses to see my mum in the care home on saturday.", 'I want the car on Saturdays, full stop, or he pays for my taxis when he takes it.', "Mum doesn't have long and those visits are the one thing I won't give up.");
  const daniel = side('Daniel', "The crag is 3 hours away and theres no train. I only go twice a month.", 'Maybe I go on sundays when I can, and we look at whether a cheap second car is doable.', 'Climbing is what keeps me sane after the week I have.');

  it('reads one car two people need, and a parent already in a care home as no search for one', () => {
    expect(reads('schedule.car-days', 'Daniel takes our only car every other weekend')).toBe(true);
    expect(reads('schedule.car-days', 'I want the car on Saturdays')).toBe(true);
    expect(reads('schedule.car-days', 'I parked the car on the drive')).toBe(false);
    expect(reads('money.second-car', 'a cheap second car is doable')).toBe(true);
    expect(reads('money.second-car', 'we need a second car seat for the baby')).toBe(false);
    expect(reads('care.facility', 'two buses to see my mum in the care home')).toBe(false);
    expect(reads('care.facility', 'mum may need to move into a care home')).toBe(true);
  });

  it('offers a fixed car day, taxis paid on the other’s day and a car club tried first; no respite stay or care home visits', () => {
    const titles = five(priya, daniel);
    expect(titles).toMatch(/The one car kept for Priya on a fixed day each week, and trips away planned for the other days/);
    expect(titles).toMatch(/When the car is taken on the other’s day, the taxis or fares that day paid by whoever took it/);
    expect(titles).toMatch(/A car club or a hire car for the trips away/);
    expect(titles).not.toMatch(/respite|Visit three places|professional assessment/);
  });
});

describe('a three-week work trip and infant twins', () => {
  const tom = withRelationship('partner', side('Tom', "Lena told me on Tuesday she's going to Singapore for three weeks in March for work. Our twins are 5 months old.", "I'd like her to ask if it can be cut to one week, or if not, that we pay for a night nanny while she's gone.", "I haven't slept more than 4 hours in months and I feel like she decided without me."));
  const lena = withRelationship('partner', side('Lena', 'This trip is the project I have been working towards for two years and my boss picked me.', 'I go for the three weeks, my mum comes to stay for the first 10 days and we get help for the rest.', "If I turn this down I'll be passed over for the promotion."));

  it('reads a work trip and help at home, and hours of sleep as no spending limit', () => {
    expect(reads('schedule.work-trip', "she's going to Singapore for three weeks in March for work")).toBe(true);
    expect(reads('schedule.work-trip', 'we are going to Spain for two weeks in August')).toBe(false);
    expect(reads('family.baby-help', 'we pay for a night nanny while she is gone')).toBe(true);
    expect(reads('money.threshold', "I haven't slept more than 4 hours in months")).toBe(false);
    expect(reads('money.threshold', 'nothing more than £200 without asking')).toBe(true);
    expect(reads('money.threshold', 'Nursery for the two boys would be over 1,200 a month')).toBe(false);
  });

  it('offers a shorter trip asked for, the weeks covered at home and fixed calls; no spending limit or money review', () => {
    const titles = five(tom, lena);
    expect(titles).toMatch(/The employer asked this week for a shorter trip or a flight home halfway/);
    expect(titles).toMatch(/Every week of the trip covered at home: family to stay for part of it, and a paid night nanny for the rest/);
    expect(titles).toMatch(/Two fixed calls a day during the trip/);
    expect(titles).not.toMatch(/joint-spending limit|money review|wish list/);
  });
});

describe('a debt kept hidden from a partner before a wedding', () => {
  const sam = side('Sam', "I found a credit card statement by accident, Rita owes nearly 7,000 pounds and I had no idea. We're meant to be saving for a wedding.", 'I want to see all the accounts, every one, and I want us to make a repayment plan together before we book anything for the wedding.', "It's not the money as much as the lying.");
  const rita = side('Rita', "I was ashamed. Most of it is from before we met, and I've been paying it down on my own.", "I'll show him the card, but I dont want to be treated like a child with my whole banking checked every month.", "I'm terrified he'll call off the wedding over this.");

  it('reads a debt found out, and a fear of every account being checked', () => {
    expect(reads('trust.hidden-debt', 'I found a credit card statement by accident')).toBe(true);
    expect(reads('trust.hidden-debt', 'I want to see all the accounts')).toBe(true);
    expect(reads('trust.hidden-debt', 'we are paying off the credit card together')).toBe(false);
    expect(reads('trust.money-checks', 'my whole banking checked every month')).toBe(true);
  });

  it('offers every account shown once and bookings set by the repayment plan; no wedding jobs', () => {
    const titles = five(sam, rita);
    expect(titles).toMatch(/Every account, card and loan laid out once, in one sitting/);
    expect(titles).toMatch(/Big shared bookings set by the repayment plan/);
    expect(titles).not.toMatch(/jobs for the wedding|plan for the wedding/);
  });
});

describe('an inherited cottage to sell or let', () => {
  const gareth = side('Gareth', 'Dad left the cottage in Pembrokeshire to me and my sister. It needs a new roof, about 18k, and Ellie wants to keep it but has no money to put in.', 'Sell it this year and split it 50 50. If she wants to keep it she can buy me out at the valuation.', "I've got two kids going to uni and I can't sink money into a holiday house we use twice a year.");
  const ellie = side('Ellie', 'Gareth wants to sell dads cottage before hes even been gone a year.', 'Keep it at least 2 more years, let it out as a holiday let to pay for the roof.', "It's the last bit of dad we have. I know I can't afford to buy him out.");

  it('reads a cottage left to two and a holiday let; children going to uni are no choice of studies', () => {
    expect(reads('decision.house', 'Dad left the cottage in Pembrokeshire to me and my sister')).toBe(true);
    expect(reads('decision.holiday-let', 'let it out as a holiday let to pay for the roof')).toBe(true);
    expect(reads('decision.holiday-let', 'let it go, it does not matter')).toBe(false);
    expect(reads('decision.study', "I've got two kids going to uni")).toBe(false);
    expect(reads('decision.study', 'I want to go to uni next year')).toBe(true);
  });

  it('offers the letting to pay for the repairs with a sale date, and the priced options; no taster course or rent from whoever lives there', () => {
    const titles = five(gareth, ellie);
    expect(titles).toMatch(/The place let out for two seasons to pay for its repairs, with a sale date fixed now if the income falls short/);
    expect(titles).toMatch(/A valuation, then three options priced side by side/);
    expect(titles).not.toMatch(/taster course|people working in each field|rent on the other half/);
  });
});

describe('a baptism and a school between two families’ faiths', () => {
  const aoife = side('Aoife', 'My mam keeps asking when Rory will be christened and Karim just shuts the conversation down.', 'I want Rory baptised this summer in my home parish and to go to the Catholic primary near us.', 'Faith is part of who I am and I want him to have that community like I did growing up.');
  const karim = side('Karim', "I grew up with religion pushed on me and I walked away from it. I don't want our son signed up to any religion before he can even talk.", 'No baptism now. He can learn about all of it and choose himself when hes older. And the non-religious school is closer anyway.', "I'm scared of my side of the family being erased too.");

  it('reads a baptism and a school choice, not a choice of studies', () => {
    expect(reads('family.baptism', 'I want Rory baptised this summer')).toBe(true);
    expect(reads('family.school-choice', 'the non-religious school is closer anyway')).toBe(true);
    expect(reads('family.school-choice', 'he walks to school every day')).toBe(false);
    expect(reads('decision.study', 'the non-religious school is closer anyway')).toBe(false);
  });

  it('offers a naming ceremony with baptism left open, both schools visited, and each family’s customs', () => {
    const titles = five(aoife, karim, 'values');
    expect(titles).toMatch(/A naming ceremony for Rory now, with a part for each family, and the baptism left open until later/);
    expect(titles).toMatch(/Both schools visited together before the application date/);
    expect(titles).toMatch(/A festival or custom from each side of the family kept with Rory every year/);
    expect(titles).not.toMatch(/taster course/);
  });
});

describe('screens at a grandparent’s, a grown son saving to move out, a parent-in-law’s key', () => {
  it('reads screens and a grandparent minding a child', () => {
    expect(reads('family.screen-time', "he'd done 4 hours of youtube")).toBe(true);
    expect(reads('family.screen-time', 'take one tablet twice a day')).toBe(false);
    expect(reads('family.gran-minds', 'My mum looks after Leo three afternoons a week')).toBe(true);
    expect(reads('family.gran-minds', 'we eat at mum’s house for christmas')).toBe(false);
  });

  it('offers a screen limit and the parent’s few rules at the grandparent’s', () => {
    const joanna = side('Joanna', "My mum looks after Leo three afternoons a week and he's on the ipad the whole time, he'd done 4 hours of youtube.", "One hour max at Mum's, and the ipad stays in the drawer until his lunch is done.", "He's 4 and his nursery said his speech is behind.");
    const halina = side('Halina', 'I am 71 with a bad hip, I cannot run after a 4 year old all afternoon. Joanna criticises how I do everything.', 'Maybe he goes to nursery one afternoon more, and I do two. And she stops telling me how to do things in my own house.', 'I love him, but I am tired and I need a bit of respect.');
    const titles = five(joanna, halina);
    expect(titles).toMatch(/Screens for Leo limited to one hour a day at a set time/);
    expect(titles).toMatch(/The parent’s few rules for the grandchild written down once/);
  });

  it('reads a grown child in work, and offers a lower contribution with the savings shown; no job search', () => {
    expect(reads('decision.in-work', 'he works full time now and pays nothing')).toBe(true);
    expect(reads('decision.in-work', 'I am looking for full-time work')).toBe(false);
    const frank = withRelationship('family', side('Frank', 'Our son Josh moved back in 14 months ago after uni, he works full time now and pays nothing toward the house.', 'I want 300 a month from him from January, and a date when he plans to move out.', 'He needs to learn to stand on his own feet. And our energy bill doubled.'));
    const josh = withRelationship('family', side('Josh', "I'm trying to save for a deposit so I can move OUT, which is what dad wants.", 'I could pay 100 and do the food shop every week, and show him my savings account.', "I'm saving 900 a month, I'm not just sitting here."));
    const titles = five(frank, josh);
    expect(titles).toMatch(/A lower contribution while saving for a deposit, the savings shown each month/);
    expect(titles).toMatch(/Board that starts lower and steps up each quarter/);
    expect(titles).not.toMatch(/job-search|until the first pay cheque|taster course/);
  });

  it('offers the parent’s own child raising the key, and the welcome help listed', () => {
    const nadia = side('Nadia', 'My mother in law Brigitte has a key to our flat and lets herself in whenever she wants. She was in my kitchen reorganising the cupboards.', 'I want the key back, or at least that she texts and waits for a yes before coming over.', "It's my home and I don't feel like I can relax in it.");
    const brigitte = side('Brigitte', 'I only come to help, I bring food and do the ironing for them because they both work so much.', 'I would like to keep the key for emergencies and still see my granddaughter on wednesdays like always.', "Since my husband died, my son's family is all I have.");
    const titles = five(nadia, brigitte);
    expect(titles).toMatch(/The parent’s own child to raise the key, kindly and once/);
    expect(titles).toMatch(/A short list of the help that is welcome/);
  });

  it('does not offer the in-law talk where a parent with a key is no in-law', () => {
    const ingrid = side('Ingrid', 'Mum has a key and lets herself in whenever she likes.', 'She texts before coming and uses the key only in emergencies.', 'It is our home and I want to feel like an adult in it.');
    const birgit = side('Birgit', 'I just want to help my daughter.', 'Keep the key.', 'I am on my own since your father died.');
    expect(five(ingrid, birgit)).not.toMatch(/The parent’s own child to raise the key/);
  });
});
