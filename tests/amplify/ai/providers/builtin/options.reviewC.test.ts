import { describe, expect, it } from 'vitest';
import { readSides } from '../../../../../amplify/ai/providers/builtin/sides';
import { conceptReads as reads } from '../../../../support/conceptReads';
import { five, side } from '../../../../support/fiveTitles';

/**
 * Conflicts from review set C (scripts/ai-demo/review-c.json: 24 written and read blind by a
 * third reviewer, issue 28) where the five fitted another situation: Christmas split between
 * two families for colleagues covering Christmas shifts, a wedding's jobs for a parents' 40th
 * anniversary, a rental deposit for a housemate's girlfriend who stays five nights a week, a
 * couple's income split for a friend's broken camera.
 */
describe('colleagues covering on-call over Christmas', () => {
  const kate = side('Kate', "Ben keeps asking me to swap his on-call weekends, 4 times since august. I've done 7 weekends to his 3.", 'Swaps have to be asked 2 weeks ahead and he pays back the weekends he owes before christmas.', 'I have a life too. I feel like a pushover.');
  const ben = side('Ben', "My daughter's custody weekends keep getting moved by my ex at the last minute.", "I'll take Kate's on-call over christmas and new year, that's the worst shifts, to pay back.", "I can't turn my daughter away because of a rota.");

  it('are offered the shifts given back on the rota, not Christmas split between two families', () => {
    const titles = five({ ...kate, relationship: 'work' }, { ...ben, relationship: 'work' });
    expect(titles).toMatch(/The shifts owed given back on set dates on the rota/);
    expect(titles).not.toMatch(/Split Christmas|Alternate Christmas between the two families|joint celebration with both families/);
    // Weekends one owes the other are given back, not handed to a third colleague.
    expect(titles).not.toMatch(/Temporary cover from a third colleague/);
  });

  it('while a couple still splits Christmas between their two families', () => {
    const eva = side('Eva', 'Every Christmas we go to his parents and mine never see us.', 'Christmas with my family this year', 'My mum is on her own');
    const tom = side('Tom', 'Christmas at my parents is a tradition.', 'Christmas with my family again', 'It is the only time my brothers are home');
    expect(five({ ...eva, relationship: 'partner' }, { ...tom, relationship: 'partner' })).toMatch(/Christmas/);
  });
});

describe('siblings planning their parents’ 40th anniversary', () => {
  const nadia = side('Nadia', "mum and dad's 40th anniversary is in may and I've found a gorgeous room at the Grand hotel, £3,200 for 60 people.", "I want to book the Grand and Sami pays what he can, even £600, and I'll cover more.", "They've never had a proper do, not even for their wedding.");
  const sami = side('Sami', "I've just been made redundant and we've got a baby on the way.", "Garden party at mum's with a caterer and a marquee, about £800 split, and I'll do all the setting up.", "I don't want to be shown up or carry debt for a party.");

  it('plan the anniversary party, not a wedding, and get no grandparent’s house rules from “a garden party at mum’s”', () => {
    const titles = five({ ...nadia, relationship: 'family' }, { ...sami, relationship: 'family' });
    expect(titles).toMatch(/the anniversary party/);
    expect(titles).not.toMatch(/wedding|grandchild|grandparent/);
    expect(reads('family.gran-minds', "Garden party at mum's with a caterer")).toBe(false);
    expect(reads('family.gran-minds', "One hour max at Mum's, and the ipad stays in the drawer")).toBe(true);
  });
});

describe('a housemate’s girlfriend who stays five nights a week', () => {
  const owen = side('Owen', "Callum's girlfriend Mia basically lives here now, 5 nights a week, and she doesnt pay towards bills.", 'Either Mia pays a third of the bills or she stays here max 2 nights a week.', 'I signed up to live with one person not two.');
  const callum = side('Callum', "Mia's at ours because her flat is mouldy and her landlord won't fix it.", 'She could chip in £40 a month for the energy and shower after Owen goes at 8.', "I don't want to make her feel unwelcome while she's in a bad spot.");

  it('reads a partner who stays, and her own landlord as no rental deposit of theirs', () => {
    expect(reads('money.partner-stays', 'she stays here max 2 nights a week')).toBe(true);
    expect(reads('money.partner-stays', 'his girlfriend basically lives here now')).toBe(true);
    expect(reads('money.partner-stays', 'I signed up to live with one person not two')).toBe(true);
    expect(reads('money.rental-deposit', "her flat is mouldy and her landlord won't fix it")).toBe(false);
    expect(reads('money.rental-deposit', 'the landlord kept 300 of our deposit')).toBe(true);
  });

  it('offers a set number of nights and a share of the bills, and nothing about a rental deposit', () => {
    const titles = five({ ...owen, relationship: 'housemate' }, { ...callum, relationship: 'housemate' });
    expect(titles).toMatch(/A set number of nights a week for a partner to stay/);
    expect(titles).not.toMatch(/deposit/);
  });
});

describe('a camera lent to a friend and broken', () => {
  const elliot = side('Elliot', 'I lent Sam my Fuji camera for her trip to Lisbon and it came back with a cracked screen.', 'I want her to pay for the repair, the shop quoted £340.', "That camera cost me £1,200. I'm hurt she just shrugged it off.");
  const sam = side('Sam', 'The bag fell off a tram seat, it was an accident. £340 is a lot, I am on a student loan.', "I'll pay half, £170, over 3 months, and check if my contents insurance covers it.", "I don't want to lose Elliot over a camera.");

  it('gets no couple’s income split between friends, and names “the Fuji camera”, not “my Fuji camera”', () => {
    const titles = five({ ...elliot, relationship: 'friend' }, { ...sam, relationship: 'friend' });
    expect(titles).not.toMatch(/in proportion to income/);
    expect(titles).not.toMatch(/\bmy Fuji/);
    expect(readSides(elliot, sam, '', null).topic).toBe('the Fuji camera');
  });
});

describe('what a side asks for, in the words of their request', () => {
  it('fills a want with the word they asked for (“a carer”), not the one they first raised (“care homes or carers”)', () => {
    const claire = side('Claire', "I'm 10 minutes from mum and I do everything since her dementia got worse.", 'I want Mark to take mum one full week every 2 months.', "I've had one weekend off since may.");
    const mark = side('Mark', "I'm 400 miles away with two kids. Claire won't even look at care homes or carers.", "Let's use mum's savings for a carer 3 mornings a week.", 'Claire is burning out.');
    expect(readSides(claire, mark, '', null).b.portrait.wants).toContain('a paid carer at Mum’s home');
  });
});

describe('snoring, and a talk rule for people who share evenings (re-judge of review set C)', () => {
  it('offers no quiet hours, knock rule or quiet signal for snoring: nobody snores on purpose', () => {
    const marta = side('Marta', "Pawel's snoring is so loud I'm getting 4 hours sleep and I work 12 hour shifts at the hospital.", 'I want to turn the office into a proper second bedroom and sleep there on weeknights.', "I'm exhausted and I'm scared I'll make a mistake at work.");
    const pawel = side('Pawel', 'She wants separate rooms and it feels like the end of something.', 'I will go to the GP about a sleep clinic, give it a month before we move furniture.', 'I grew up with parents who slept apart and did not talk.');
    const titles = five({ ...marta, relationship: 'partner' }, { ...pawel, relationship: 'partner' });
    expect(titles).not.toMatch(/quiet hours|never banging|A signal for quiet/);
    // Noise someone makes still gets them.
    const ana = side('Ana', 'He plays drums every evening until 11.', 'Quiet after 9 on weeknights', 'I start work at 6');
    const ben = side('Ben', 'I only practise in the evenings.', 'Drums until 10', 'The band has a gig next month');
    expect(five({ ...ana, relationship: 'housemate' }, { ...ben, relationship: 'housemate' })).toMatch(/quiet hours/i);
  });

  it('gives neighbours no evening cut-off for hard topics, even when few arrangements fit and the five falls back on talk rules', () => {
    const phil = side('Phil', "Next doors cat Biscuit uses my new raised beds as a toilet every single night. I've dug up cat poo next to my lettuces three times this week.", "I want them to keep him in at night, or I'll put a motion sprinkler up and if he gets wet tough.", "I spent £400 on those beds and I eat what I grow. It's disgusting and it's a health risk.");
    const jo = side('Jo', "Cats roam, I can't lock Biscuit in, he's 12 and he'd cry all night. Phil left a bag of poo on my doorstep which was horrible.", 'I could put a litter tray by our back door and buy him some of those prickle mats for his beds.', "Biscuit was my dad's cat and he's all I've got left of him. I'm not having him soaked and scared.");
    const titles = five({ ...phil, relationship: 'neighbour' }, { ...jo, relationship: 'neighbour' }, 'personality');
    expect(titles).not.toMatch(/No hard topics after 9 pm/);
    expect(five({ ...phil, relationship: 'partner' }, { ...jo, relationship: 'partner' }, 'personality').split('\n')).toHaveLength(5);
  });
});

describe('Christmas as a holiday to share, not a date, a trade’s season or a shift', () => {
  it('reads “Christmas with my family” but not “before Christmas”, “christmas orders” or “on-call over christmas”', () => {
    expect(reads('schedule.holiday', 'I want Christmas with my family this year')).toBe(true);
    expect(reads('schedule.holiday', "I'll do two of her Saturdays before Christmas")).toBe(false);
    expect(reads('schedule.holiday', 'I need the full space in Nov and Dec for christmas orders')).toBe(false);
    expect(reads('schedule.holiday', "I'll take Kate's on-call over christmas and new year")).toBe(false);
  });

  it('asks no colleague to make “requests once, calmly, never more than one a day”: a rule for home', () => {
    const grace = side('Grace', "Kelly asks me to swap her weekend shifts nearly every month and she never takes mine back. I've done 5 of her Saturdays since August.", "I want her to pay back the Saturdays she owes before I do any more, and swaps go through the ward rota, not whatsapp at 11pm.", "I have kids too and I'm missing their matches. I'm a pushover and I'm angry at myself as much as her.");
    const kelly = side('Kelly', "My ex has the kids every other weekend and keeps changing his weekends last minute, so I'm stuck. I didn't realise Grace was keeping count.", "I'll do two of her Saturdays before Christmas and I'll try to ask other people on the ward too, not always her.", "Grace is my friend and I don't want this to wreck that. I'm drowning with childcare.");
    expect(five({ ...grace, relationship: 'work' }, { ...kelly, relationship: 'work' })).not.toMatch(/Requests made once, calmly/);
  });
});
