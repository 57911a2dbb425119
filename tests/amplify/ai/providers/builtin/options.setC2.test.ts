import { describe, expect, it } from 'vitest';
import { conceptReads as reads } from '../../../../support/conceptReads';
import { five, side } from '../../../../support/fiveTitles';

/**
 * Review set C, second part: a partner's ex who messages late about their child, a business in
 * the garage, a grown son back home working nights, viewings while a rented flat is sold, a
 * charging cable across the pavement, a hedge's height. Each was offered arrangements for another
 * situation (rules for a child, a storage unit until a move, quiet hours for noise, a tree house).
 */
describe('a partner’s ex who messages late about their child', () => {
  const hannah = side('Hannah', "Tom's ex Kerry texts him about their son at like 11pm most nights and he answers in bed.", 'I want the kid stuff to go through the co-parenting app and nothing after 9pm unless its an emergency.', 'I just want our evenings to be ours.');
  const tom = side('Tom', "Kerry's a single mum and she messages when he's finally asleep.", "I'm ok to keep my phone out of the bedroom but I'm not putting rules on Kerry.", 'If it blows up I see Alfie less.');

  it('reads an ex’s messages, and rules only for a child', () => {
    expect(reads('family.ex-messages', "Tom's ex Kerry texts him at 11pm")).toBe(true);
    expect(reads('family.ex-messages', 'it should go through the co-parenting app')).toBe(true);
    expect(reads('family.ex-messages', 'my ex-boss texts me about shifts')).toBe(false);
    expect(reads('family.rules', "I'm not putting rules on Kerry")).toBe(false);
    expect(reads('family.rules', 'three rules for the kids at grandma’s')).toBe(true);
  });

  it('offers the app, the phone out of the bedroom and the parent’s own message, not rules for the child', () => {
    const titles = five({ ...hannah, relationship: 'partner' }, { ...tom, relationship: 'partner' });
    expect(titles).toMatch(/co-parenting app/);
    expect(titles).toMatch(/The phone out of the bedroom/);
    expect(titles).not.toMatch(/rules for Alfie|pick-up|treat day/);
  });
});

describe('a candle business in the garage', () => {
  const leo = side('Leo', "Since Aisha started her candle business the garage smells and the car lives outside now.", "I'd like the car back in the garage in winter and the business in one half of the garage.", "I'm worried about a fire with the wicks and heat gun near the boiler.");
  const aisha = side('Aisha', 'The candle shop makes £900 a month and the garage is the only place I can pour.', 'I can get a fire blanket and keep it to the back half, but I need the full space in Nov and Dec for christmas orders.', 'I don’t want to be told my business is clutter.');

  it('reads a business in the garage, not boxes in it', () => {
    expect(reads('space.garage-business', 'the garage is the only place I can pour the candles for the shop')).toBe(true);
    expect(reads('space.garage-business', 'the garage is full of boxes')).toBe(false);
    expect(reads('schedule.busy-season', 'the full space in Nov and Dec for christmas orders')).toBe(true);
    expect(reads('schedule.busy-season', 'christmas at my mum’s')).toBe(false);
  });

  it('offers a half each, a fire-safe corner and the busy season, not a storage unit until a move', () => {
    const titles = five({ ...leo, relationship: 'partner' }, { ...aisha, relationship: 'partner' });
    expect(titles).toMatch(/back half of the garage/);
    expect(titles).toMatch(/fire-safe work corner/);
    expect(titles).toMatch(/busy months only/);
    expect(titles).not.toMatch(/storage unit|clear-out day/);
  });

  it('still offers a storage unit for boxes in the garage', () => {
    const sam = side('Sam', 'There are 40 boxes of your stuff in the garage and I cannot get the bike in.', 'Boxes out by the end of the month.', 'I need the space.');
    const jo = side('Jo', 'The boxes are my things from my old flat.', 'Keep them until we move.', 'They matter to me.');
    expect(five({ ...sam, relationship: 'partner' }, { ...jo, relationship: 'partner' })).toMatch(/storage unit|clear-out day/);
  });
});

describe('a grown son back home, working nights', () => {
  const denise = side('Denise', "Our son Jamie's 27 and moved back in in june. He works nights at the warehouse, sleeps till 3 and hasn't paid a penny.", '£300 a month towards bills and he cleans the kitchen after himself, and a rough date for moving out.', 'The gas bill has doubled.');
  const jamie = side('Jamie', 'I am saving for a deposit so I never have to move back again. Mum hoovers outside my door at 10am when I only got in at 7.', 'I can do £150 and my own washing up, and I need quiet till about 2pm on weekdays.', 'If I pay full rent I will never get out.');

  it('reads a grown child back home and a night worker’s sleep', () => {
    expect(reads('family.grown-child-home', 'he moved back in in june after his breakup')).toBe(true);
    expect(reads('family.grown-child-home', 'we moved back to Leeds last year')).toBe(false);
    expect(reads('noise.day-sleeper', 'he works nights at the warehouse')).toBe(true);
    expect(reads('noise.day-sleeper', 'on friday nights we go out')).toBe(false);
  });

  it('offers board with savings, a move-out date and quiet till the sleep ends, not a cleaner or bills by use', () => {
    const titles = five({ ...denise, relationship: 'family' }, { ...jamie, relationship: 'family' });
    expect(titles).toMatch(/A fixed monthly board between the two offers|A lower contribution while saving for a deposit/);
    expect(titles).toMatch(/A rough move-out date/);
    expect(titles).toMatch(/Quiet hours while the night worker sleeps/);
    expect(titles).not.toMatch(/A cleaner every two weeks|extra use paid|Whoever cooks does not clean|Household jobs in place of rent/);
  });

  it('does not offer quiet hours to a night worker who only wants to skip the cleaning', () => {
    const ollie = side('Ollie', 'The house is clean enough.', 'A cleaner every two weeks split three ways.', 'I work nights and do not want to spend my days off scrubbing.');
    const ines = side('Ines', 'Ollie has skipped his bathroom week three times.', 'Everyone does their rota week properly.', 'I cannot afford a cleaner.');
    expect(five({ ...ollie, relationship: 'housemate' }, { ...ines, relationship: 'housemate' })).not.toMatch(/night worker/);
  });
});

describe('viewings while a rented flat is sold', () => {
  const dev = side('Dev', "My landlord's selling and the agent is doing viewings 3 or 4 times a week. I work night shifts and I'm getting woken up at 11am.", "Viewings only on tuesdays and thursdays after 3pm, and a rent reduction while it's on the market.", "I can't function on broken sleep.");
  const ruth = side('Ruth', 'I have to sell because of my divorce and the buyer interest is now.', 'I can do block viewings on saturday mornings plus one weekday slot, and I will let Dev off £100 for december.', 'I don’t want to fall out with Dev.');

  it('reads viewings of a home for sale, not a film’s', () => {
    expect(reads('space.viewings', 'the agent is doing viewings 3 times a week')).toBe(true);
    expect(reads('space.viewings', 'the film had a million viewing figures')).toBe(false);
  });

  it('offers viewings in blocks, less rent and the bedroom left alone, not quiet hours for noise', () => {
    const titles = five({ ...dev, relationship: 'other' }, { ...ruth, relationship: 'other' });
    expect(titles).toMatch(/Viewings in set blocks/);
    expect(titles).toMatch(/Less rent while the home is on the market/);
    expect(titles).toMatch(/No one in the bedroom while the night worker sleeps/);
    expect(titles).not.toMatch(/quiet hours|message-first|signal for quiet/i);
  });
});

describe('a charging cable across the pavement', () => {
  const yusuf = side('Yusuf', 'Our neighbour charges his EV with a cable running across the pavement. My mum is 79 with a walking frame and nearly went over it.', 'He needs to stop running it across the pavement, or get a gully channel.', 'If mum falls she breaks a hip.');
  const gareth = side('Gareth', 'I have no driveway and the council will not put a charger on our street until 2027.', "I'll only plug in after 10pm and unplug by 7am, and I'll look into the council's cable channel scheme.", 'I bought the EV to do the right thing.');

  it('reads a charging cable, not a phone charger', () => {
    expect(reads('space.ev-cable', 'a cable running across the pavement to his car')).toBe(true);
    expect(reads('space.ev-cable', 'she borrowed my phone charger again')).toBe(false);
  });

  it('offers the cable out overnight under a cover, a channel and a message before a visit', () => {
    const titles = five({ ...yusuf, relationship: 'neighbour' }, { ...gareth, relationship: 'neighbour' });
    expect(titles).toMatch(/The charging cable out only overnight/);
    expect(titles).toMatch(/A cable channel cut into the pavement/);
    expect(titles).toMatch(/walking frame or a wheelchair visits/);
  });
});

describe('a hedge’s height and the light it takes', () => {
  const margaret = side('Margaret', "The Okafors' leylandii hedge is now about 4 metres high and my garden gets no sun after 1pm.", "I'd like it cut down to 2 metres, I'm happy to go halves on the tree surgeon.", 'Nothing ripened this year.');
  const chidi = side('Chidi', 'That hedge is the only thing that stops the flats overlooking our garden where the kids play.', 'We could take it to 3 metres and thin the top, but not 2 metres.', 'We moved here for privacy for the kids.');

  it('reads a hedge’s height, not a tree’s age', () => {
    expect(reads('space.hedge-height', 'the leylandii hedge is now about 4 metres high')).toBe(true);
    expect(reads('space.hedge-height', 'the oak tree is 200 years old')).toBe(false);
  });

  it('offers an agreed height, a stepped hedge and trellis, not a tree house or a repair', () => {
    const titles = five({ ...margaret, relationship: 'neighbour' }, { ...chidi, relationship: 'neighbour' });
    expect(titles).toMatch(/The hedge cut to one agreed height/);
    expect(titles).toMatch(/The hedge lower where it shades the garden/);
    expect(titles).not.toMatch(/tree house|A safe repair now|A screen on the side/);
  });
});
