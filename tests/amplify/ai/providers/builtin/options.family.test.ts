import { describe, expect, it } from 'vitest';
import { conceptReads as reads } from '../../../../support/conceptReads';
import { five, side } from '../../../../support/fiveTitles';

/**
 * Family life, where the five were a shared calendar, a Sunday plan and a status note "for the
 * dates" (issue 28): party jobs, a present from all the siblings, hospital runs, home after an
 * operation, a grandparent's childcare days, a set day cancelled late, hand-overs after a
 * separation, the mental load, a membership, a shared car, a parent's pet, a flat to clear, an
 * heirloom, a curfew, a parent's key, flying, presents from a grandparent, a baby's name, a tattoo,
 * a family cottage, snoring, a share of a cost that steps up.
 */
describe('family: what the answers say about it', () => {
  it('reads party jobs and a present from all of us, not a party or a present in passing', () => {
    expect(reads('schedule.party-jobs', 'she said she would do the slideshow and the cake')).toBe(true);
    expect(reads('schedule.party-jobs', 'the party is in two weeks')).toBe(false);
    expect(reads('money.group-gift', "he bought dad a watch 'from all of us' and sent me a bank request")).toBe(true);
    expect(reads('money.group-gift', 'she wants to spend 1200 on a trip for our parents 40th')).toBe(true);
    expect(reads('money.group-gift', 'i bought my partner a present')).toBe(false);
  });

  it('reads hospital runs, not someone on dialysis who needs to park', () => {
    expect(reads('care.hospital-runs', 'Dad has dialysis three mornings a week and I drive him every time')).toBe(true);
    expect(reads('care.hospital-runs', 'I can do the Saturday runs')).toBe(true);
    expect(reads('care.hospital-runs', "I'm on dialysis three times a week and need to park near the door")).toBe(false);
    expect(reads('care.hospital-runs', 'I work shifts at the hospital')).toBe(false);
  });

  it('reads home after an operation, a grandparent minding children and a late cancelling', () => {
    expect(reads('care.after-op', 'Dad comes home from his hip operation on the 3rd')).toBe(true);
    expect(reads('care.after-op', 'my operation on the business side is going well')).toBe(false);
    expect(reads('family.grandparent-childcare', 'I have looked after the twins three full days a week')).toBe(true);
    expect(reads('family.grandparent-childcare', 'I look after the garden')).toBe(false);
    expect(reads('schedule.late-cancel', 'now he keeps cancelling the same morning')).toBe(true);
    expect(reads('schedule.late-cancel', 'we cancelled the gym membership')).toBe(false);
  });

  it('reads hand-overs after a separation, not a hand-over at work', () => {
    expect(reads('family.handovers', 'since the separation the handover times keep changing')).toBe(true);
    expect(reads('family.handovers', 'my handover notes for the project')).toBe(false);
    expect(reads('family.handovers', 'I come up every other weekend')).toBe(false);
  });

  it('reads a membership, the costs of a shared car and a car needed in the morning', () => {
    expect(reads('money.membership', 'he signed up for a 90 a month climbing gym without telling me')).toBe(true);
    expect(reads('money.membership', 'he goes to the gym at 6')).toBe(false);
    expect(reads('money.car-costs', 'he always leaves it on empty')).toBe(true);
    expect(reads('money.car-costs', 'the house insurance is due')).toBe(false);
    expect(reads('schedule.one-car', 'i need the car at 7:40 for the school run')).toBe(true);
    expect(reads('schedule.one-car', 'the car needs a service')).toBe(false);
  });

  it('reads a parent’s pet to rehome, not a new kitten someone will not give up', () => {
    expect(reads('family.pet-rehome', 'the care home does not take pets')).toBe(true);
    expect(reads('family.pet-rehome', 'or we rehome him with someone mum knows')).toBe(true);
    expect(reads('family.pet-rehome', "please don't make me rehome her")).toBe(false);
  });

  it('reads a flat to clear, an heirloom, a curfew and a key', () => {
    expect(reads('chores.clearing', 'we pay for a house clearance firm for the big furniture')).toBe(true);
    expect(reads('chores.clearing', 'I cleared the table after dinner')).toBe(false);
    expect(reads('family.heirloom', 'Lucia took grandmas ring before the will was read')).toBe(true);
    expect(reads('family.heirloom', 'she rang me about the ring road')).toBe(false);
    expect(reads('family.curfew', 'my daughter comes home at 1am on school nights')).toBe(true);
    expect(reads('family.curfew', 'the school night out was fun')).toBe(false);
    expect(reads('family.drop-ins', 'mum has a key and lets herself in whenever she likes')).toBe(true);
    expect(reads('family.drop-ins', 'the key to this is patience')).toBe(false);
  });

  it('reads flying less, not flights already booked for a wedding', () => {
    expect(reads('family.flying', 'I stopped flying 3 years ago because of the climate')).toBe(true);
    expect(reads('family.flying', 'the flights are booked and paid')).toBe(false);
  });

  it('reads presents from a grandparent, a baby’s name, a tattoo, a cottage, snoring and a share that steps up', () => {
    expect(reads('family.grandparent-gifts', 'dad turns up with bags of plastic toys and sweets')).toBe(true);
    expect(reads('family.grandparent-gifts', 'the toys are all over the floor')).toBe(false);
    expect(reads('family.baby-name', 'we choose a first name we both love')).toBe(true);
    expect(reads('family.baby-name', 'he called me names in front of everyone')).toBe(false);
    expect(reads('family.tattoo', "I'm getting a half sleeve")).toBe(true);
    expect(reads('family.holiday-home', 'Maja has booked the cottage for the whole of July')).toBe(true);
    expect(reads('family.holiday-home', 'a cottage pie for dinner')).toBe(false);
    expect(reads('noise.snoring', 'he snores so loud I am awake from 2am')).toBe(true);
    expect(reads('noise.snoring', 'the neighbours are loud at 2am')).toBe(false);
    expect(reads('money.step-up', 'i can pay a third now and go up to half in june')).toBe(true);
    expect(reads('money.step-up', 'we split it half and half')).toBe(false);
  });
});

describe('family: the arrangements offered', () => {
  it('offers a list of party jobs and a cut-off with a bought stand-in', () => {
    const emma = side('Emma', "I booked the venue, the caterer and the invites for Mom and Dad's 40th. Zoe said she'd do the slideshow and the cake", 'zoe does her part by friday', 'party is in 2 weeks');
    const zoe = side('Zoe', 'Emma changed the plan three times without telling me.', 'One list of who does what, and we stick to it.', "I can't plan around a moving target with a newborn.");
    const titles = five(emma, zoe);
    expect(titles).toMatch(/One list of the party jobs, each with one name and a finish date/);
    expect(titles).toMatch(/A cut-off day for each unfinished party job/);
  });

  it('offers a budget agreed first and a top-up for a present from all the siblings', () => {
    const soraya = side('Soraya', "Kaveh bought dad a 600 watch 'from all of us' and then sent me a bank request for 200.", 'agree the budget first. group presents need everyone to say yes', "I'm on maternity pay.");
    const kaveh = side('Kaveh', "Every year I'm the one who organises dad's present and someone moans about it after.", 'If you want a say, you organise it next year.', 'dad turned 70, he deserved something special');
    const titles = five(soraya, kaveh);
    expect(titles).toMatch(/A budget for the present agreed by everyone before anything is bought/);
    expect(titles).toMatch(/The organising of family presents in turns/);
  });

  it('offers patient transport and split runs for dialysis, and care at home after an operation', () => {
    const grace = side('Grace', 'Dad has dialysis three mornings a week and I drive him every time.', 'Peter takes Tuesdays and Thursdays, or pays for a taxi service on those days.', 'I have already used all my leave at work');
    const peter = side('Peter', "I work shifts at the hospital and can't promise fixed mornings.", 'I can do the Saturday runs and cover the taxi on weekdays', 'my shift pattern changes every month');
    expect(five(grace, peter)).toMatch(/Patient transport from the hospital asked for/);
    const beth = side('Beth', 'Dad comes home from his hip operation on the 3rd and needs someone with him every day for six weeks.', 'A rota, and we pay for a carer on the other day', 'I work four days a week and I have two kids');
    const sam = side('Sam', 'I live three hours away and my job is in the office.', 'I pay for a carer for most of the days and I come up every other weekend', 'I can afford more of the cost');
    expect(five(beth, sam)).toMatch(/The hospital discharge team asked about free care at home/);
  });

  it('offers two set days with a grandparent, and a cancel-by rule for set days cancelled late', () => {
    const helen = side('Helen', 'I have looked after the twins three full days a week since Kim went back to work. I am 68 and my back is bad.', 'two days a week at most, and not in the school holidays', 'I am exhausted');
    const kim = side('Kim', 'Nursery is 1400 a month for two. We cannot afford it.', 'Keep the three days until september', 'Without mum’s help one of us has to quit work');
    expect(five(helen, kim)).toMatch(/Two set days with the grandparent, and funded hours or a childminder/);
    const leila = side('Leila', 'he said yes in september and now he keeps cancelling the same morning', 'he tells me by wednesday if he cant do a friday', 'when he cancels late i lose the shift');
    const sami = side('Sami', 'I never agreed to every Friday forever.', 'two Fridays a month, and she looks for a childminder for the rest', 'I want to help my sister');
    expect(five(leila, sami)).toMatch(/A cancel-by-Wednesday rule for the set days/);
  });

  it('offers alternate weekends and hand-overs with notice after a separation', () => {
    const dana = side('Dana', 'Since the separation the handover times keep changing.', 'Fixed handover at 5pm on sundays, and tell me 48 hrs ahead if anything changes', 'Lily needs a routine');
    const marc = side('Marc', 'I work saturdays at the garage', 'Have her from friday evening to sunday evening every second weekend instead', 'I dont want to be a weekend visitor in her life');
    const titles = five(dana, marc);
    expect(titles).toMatch(/Every other weekend from Friday evening, with the hand-over back at 5pm on Sunday/);
    expect(titles).toMatch(/Hand-over times in one shared calendar, with any change asked for 48 hours ahead/);
  });

  it('offers the costs of a shared car by use, and a keep-or-sell decision only where selling is raised', () => {
    const tariq = side('Tariq', 'Dads old golf is sat on my drive and Samira brings it back on empty', 'Either she pays half the insurance and tax or we sell it', "I'm paying 80 a month for a car I hardly drive");
    const samira = side('Samira', 'you said I could use it', "keep dads car, I'll put petrol in", 'it was dads. i need it for the school run on thursdays');
    expect(five(tariq, samira)).toMatch(/The car kept for six months with its running costs shared by use/);
    const sandra = side('Sandra', 'Kyle uses my car most days. the insurance went up by 900 a year and he always leaves it on empty', 'he pays the 900 extra and fills it up when he uses it', 'i cant carry his costs as well');
    const kyle = side('Kyle', "I'm on an apprenticeship wage", 'i pay 40 a month and petrol for what i use', 'i need the car to get to the site');
    const titles = five(sandra, kyle);
    expect(titles).toMatch(/A monthly share of the insurance from the other driver/);
    expect(titles).not.toMatch(/decision on selling/);
  });

  it('offers a sitter for a parent’s cat, but not to housemates over a kitten one will not rehome', () => {
    const hannah = side('Hannah', 'mum moves into the care home on the 2nd and they dont take pets. someone has to take Biscuit', 'Owen takes him, and i pay half his food and vet bills', 'i love that cat but i physically cant');
    const owen = side('Owen', 'I am away 2 nights a week.', 'We find a neighbour or a cat sitter for my away nights and split the cost', 'i want mum to be able to visit him');
    expect(five(hannah, owen)).toMatch(/A sitter or a neighbour for .+ on the nights nobody is home/);
    const wiremu = side('Wiremu', 'Mereana brought a kitten home without asking and I am allergic.', 'Keep it out of the living room and my room, and get an air filter.', 'I have asthma.');
    const mereana = side('Mereana', 'The kitten was going to be put down.', "I will keep her in my room. Please don't make me rehome her.", 'She has helped my mental health.');
    expect(five(wiremu, mereana)).not.toMatch(/A sitter or a neighbour for/);
  });

  it('offers a text at a set time for a curfew, and a text before visits for a parent’s key', () => {
    const gloria = side('Gloria', 'My daughter comes home at 1am on school nights and wont answer her phone', 'home by 11 and she picks up when I call', 'i lie awake imagining the worst');
    const bianca = side('Bianca', 'mom treats me like a baby, im 17', 'midnight on weekends, and i text instead of calling in front of my friends', 'its humiliating when she calls five times');
    expect(five(gloria, bianca, 'values')).toMatch(/A text at a set time instead of calls/);
    const ingrid = side('Ingrid', 'mum has a key and lets herself in whenever she likes', 'she texts before coming and uses the key only in emergencies', 'its our home');
    const birgit = side('Birgit', 'I bring them food and do their ironing', 'keep the key', 'being useful to you is what gets me out of bed');
    expect(five(ingrid, birgit, 'values')).toMatch(/A text before every visit, and the key kept for emergencies/);
  });

  it('offers fewer, longer flights only where flying itself is the question, not for a wedding already booked', () => {
    const sigrid = side('Sigrid', 'I stopped flying 3 years ago because of the climate.', 'we go by train where we can, and fly to india once every two years at most', 'I cannot get on a plane on sunday');
    const dev = side('Dev', 'my grandmother is 91 and she has never met sigrid properly', 'we go for every big family occasion, together', 'family is not optional for me');
    expect(five(sigrid, dev, 'values')).toMatch(/Fewer, longer trips by plane/);
    const niamh = side('Niamh', 'My sister is getting married on the 9th and the flights are booked and paid', 'I take the first two weeks of July', 'it is my only sister');
    const hugo = side('Hugo', 'the quarter end has to be covered', 'one of them takes the last two weeks of July instead', 'the team cannot be empty');
    expect(five(niamh, hugo)).not.toMatch(/trips by plane/);
  });

  it('offers a middle name, a toy box, a placement for a tattoo, cottage turns, and nights apart for snoring', () => {
    const tomas = side('Tomás', 'In my family the first son is named after his grandfather.', 'Bartolomeu as his first name', 'It means our history carries on');
    const nina = side('Nina', 'i don’t get a say because of a tradition from his side?', 'we choose a first name we both love and bartolomeu is the middle name', 'i want us to name our son together');
    expect(five(tomas, nina, 'values')).toMatch(/The family name as the middle name/);
    const yusuf = side('Yusuf', 'Dad turns up every visit with bags of plastic toys and sweets for the kids', 'one present at birthdays and eid', 'Its about who they become');
    const hamza = side('Hamza', 'My son makes me feel like a criminal for buying a toy car', 'let me spoil them a little', 'Giving them what I never had is my joy');
    expect(five(yusuf, hamza, 'values')).toMatch(/A toy box at the grandparent’s home/);
    const freya = side('Freya', "I'm getting a half sleeve", 'for him to accept that its my body', 'its for my grandma, she drew the design');
    const kwame = side('Kwame', 'she booked it without talking to me', 'wait six months and talk about where it goes', 'we are going to my sisters wedding in march');
    expect(five(freya, kwame, 'values')).toMatch(/where the tattoo goes talked through with the artist/);
    const gunnar = side('Gunnar', 'Maja has booked the cottage for the whole of July again.', 'Alternate July and August every year, and write it down.', 'I want my kids to have the same memories');
    const maja = side('Maja', 'the cottage needs someone looking after it', 'split the costs and the work too', 'I drive up in March to turn the water on');
    expect(five(gunnar, maja)).toMatch(/The summer months at the cottage in turns/);
    const esther = side('Esther', "Nikhil snores so loud I'm awake from 2am most nights.", 'I sleep in the spare room on work nights', "I'm a nurse.");
    const nikhil = side('Nikhil', 'i know i snore, ive already ordered the mouth strip things', 'try the sleep clinic referral first', 'it scares me');
    expect(five(esther, nikhil)).toMatch(/A GP appointment this week for a sleep clinic referral/);
  });
});
