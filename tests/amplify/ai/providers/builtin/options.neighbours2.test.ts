import { describe, expect, it } from 'vitest';
import { conceptReads as reads } from '../../../../support/conceptReads';
import { five, side } from '../../../../support/fiveTitles';

/**
 * Neighbours and housemates from a second blind review: smoke from a balcony into a baby's room
 * read as noise, a neighbour's own van across a shared drive offered a visitors' drop-off, tree
 * roots in a drain offered a yearly trim, a camera over a fence offered work on the fence, and a
 * housemate's room let on Airbnb offered house rules for a rental that goes on.
 */
describe('smoke from a balcony below into a baby’s room', () => {
  const sofia = side('Sofia', 'The man in the flat below smokes on his balcony late at night and it comes straight up into our baby’s room.', 'Could he smoke at the front of the building, or not between 7pm and 7am when she’s sleeping.', 'She has had a bad chest since winter and I can’t sleep.');
  const viktor = side('Viktor', 'The balcony is my property and smoking on it is legal.', 'I can smoke at the far end of the balcony, by the corner, and cut the late ones.', 'I work nights, it is my only break at home.');

  it('reads smoke drifting into a home, not a barbecue’s smoke or a smoke alarm', () => {
    expect(reads('space.smoke-drift', 'He smokes on his balcony late at night')).toBe(true);
    expect(reads('space.smoke-drift', 'the cigarette smoke comes up into the bedroom')).toBe(true);
    expect(reads('space.smoke-drift', 'the smoke from their charcoal barbecue comes straight into our windows')).toBe(false);
    expect(reads('space.smoke-drift', 'the smoke alarm on the landing keeps beeping')).toBe(false);
  });

  it('offers the far spot with night hours, a text when smoke comes in and a purifier; not quiet hours for noise', () => {
    const titles = five({ ...sofia, relationship: 'neighbour' }, { ...viktor, relationship: 'neighbour' });
    expect(titles).toMatch(/Smoking only at the spot furthest from the other home’s windows/);
    expect(titles).toMatch(/A text when smoke comes in/);
    expect(titles).not.toMatch(/quiet hours|message-first rule for noise|signal for quiet/);
  });

  it('does not offer the smoking spot for a barbecue next door', () => {
    const ann = side('Ann', 'Every warm evening the smoke from next door’s barbecue comes into our bedroom windows.', 'Barbecues on two set evenings a week.', 'We have to shut every window.');
    const gary = side('Gary', 'She complains about our barbecue every time we use it.', 'We keep barbecuing at weekends.', 'Cooking outside with the kids is the best part of summer.');
    expect(five(ann, gary)).not.toMatch(/Smoking only at the spot|A text when smoke comes in/);
  });
});

describe('a neighbour’s work van across a shared drive', () => {
  const margaret = side('Margaret', 'We share a driveway with number 14 and he parks his work van across the middle of it. Twice I couldn’t get my car out for my hospital appointment.', 'I want him to park on his side only, and a phone number I can ring.', 'I cannot miss those appointments.');
  const dean = side('Dean', 'My van won’t fit on my side without blocking my own front door, and I’ve had tools nicked off it on the street.', 'Give her my mobile, and if she tells me which mornings she needs out I’ll move it the night before.', 'The van is my living.');

  it('reads a shared drive and a vehicle moved on notice, not a side of the family', () => {
    expect(reads('space.shared-drive', 'We share a driveway with number 14')).toBe(true);
    expect(reads('space.shared-drive', 'I want him to park on his side only')).toBe(true);
    expect(reads('space.shared-drive', 'Christmas with his side of the family')).toBe(false);
    expect(reads('space.drive-notice', 'if she tells me which mornings she needs out I will move it the night before')).toBe(true);
    expect(reads('space.drive-notice', 'we need to move the sofa the night before')).toBe(false);
  });

  it('offers the mornings sent ahead with the van moved the night before, and a gap kept clear; not a council marking or a visitors’ drop-off', () => {
    const titles = five({ ...margaret, relationship: 'neighbour' }, { ...dean, relationship: 'neighbour' });
    expect(titles).toMatch(/The mornings the car must get out sent a week ahead/);
    expect(titles).toMatch(/A gap marked on the shared drive/);
    expect(titles).not.toMatch(/keep-clear marking|drop-off spot/);
  });
});

describe('an old tree’s roots in a neighbour’s drain', () => {
  const hugo = side('Hugo', 'The big oak in their garden has roots that have cracked our patio and a surveyor thinks they are in our drain too.', 'I’d like the tree reduced or taken out, and the repair cost shared through their house insurance.', 'We are trying to sell next spring.');
  const anjali = side('Anjali', 'That oak is 150 years old and we think it has a preservation order on it.', 'We check with the council about the TPO and get our own arborist before anyone cuts it down. Root barrier maybe.', 'The tree was there before both houses.');

  it('reads roots doing damage and a protected tree, not the roots of a problem', () => {
    expect(reads('space.tree-roots', 'roots that have cracked our patio')).toBe(true);
    expect(reads('space.tree-roots', 'Root barrier maybe')).toBe(true);
    expect(reads('space.tree-roots', 'the roots of the problem have damaged our friendship')).toBe(false);
    expect(reads('space.tree-protection', 'we check with the council about the TPO')).toBe(true);
    expect(reads('space.tree-protection', 'the order was protected by a password')).toBe(false);
  });

  it('offers the council’s check and a report before cutting, and a root barrier with the insurer asked; not a yearly trim', () => {
    const titles = five({ ...hugo, relationship: 'neighbour' }, { ...anjali, relationship: 'neighbour' });
    expect(titles).toMatch(/A check with the council on the tree’s protection/);
    expect(titles).toMatch(/A root barrier along the boundary so the tree can stay/);
    expect(titles).not.toMatch(/yearly trim/);
  });

  it('still offers a yearly trim for overhanging branches', () => {
    const ed = side('Ed', 'The branches of their tree hang over our garden and drop leaves in our gutters.', 'A trim every year.', 'The gutters overflow.');
    const jo = side('Jo', 'The tree was here first.', 'We can cut back the branches on their side.', 'We love the tree.');
    const titles = five({ ...ed, relationship: 'neighbour' }, { ...jo, relationship: 'neighbour' });
    expect(titles).toMatch(/yearly trim/);
    expect(titles).not.toMatch(/root barrier|tree’s protection/);
  });
});

describe('a camera that sees into the garden next door', () => {
  const beth = side('Beth', 'Our neighbour put up a camera on his garage and it points straight into our back garden where the kids play.', 'Turn the camera so it only sees his own drive.', 'Nobody should be recording our kids in their own garden.');
  const colin = side('Colin', 'My shed was broken into twice and the camera needs to see the back gate next to their fence.', 'I can set a privacy mask on the app so their garden is blacked out.', 'I am protecting my property.');

  it('offers the view narrowed and the recordings limited; not work on the fence', () => {
    const titles = five({ ...beth, relationship: 'neighbour' }, { ...colin, relationship: 'neighbour' });
    expect(titles).toMatch(/The camera turned or masked/);
    expect(titles).toMatch(/The camera recording only when its own side moves/);
    expect(titles).not.toMatch(/work on the fence|safe repair now/);
  });
});

describe('a housemate’s room let on Airbnb while away', () => {
  const rosa = side('Rosa', 'He put his room on Airbnb while he was away for a month and I came home to strangers in the flat.', 'No more Airbnb. If he goes away again, he asks me first before anyone stays.', 'I did not feel safe, and it is against our tenancy.');
  const luca = side('Luca', 'I could not afford to pay rent on an empty room for a month.', 'I can ask her first next time, or a friend of ours stays instead.', 'I go home to see my family once a year.');

  it('reads a room let while away and the rent on an empty room, not renting a room', () => {
    expect(reads('space.sublet', 'he put his room on Airbnb')).toBe(true);
    expect(reads('space.sublet', 'it is against our tenancy')).toBe(true);
    expect(reads('space.sublet', 'I rent a room from her')).toBe(false);
    expect(reads('space.sublet', "our lease doesn't allow pets and we're both out 10 hours a day")).toBe(false);
    expect(reads('space.sublet', 'a dog is against our lease')).toBe(false);
    expect(reads('money.empty-room', 'I could not afford to pay rent on an empty room')).toBe(true);
    expect(reads('money.empty-room', 'the baby’s room is still empty')).toBe(false);
  });

  it('offers a yes asked first, a friend both know in the room, and the rent saved; not house rules for a rental that goes on', () => {
    const titles = five({ ...rosa, relationship: 'housemate' }, { ...luca, relationship: 'housemate' });
    expect(titles).toMatch(/No one stays in the home without the other’s yes/);
    expect(titles).toMatch(/someone both know in the room/);
    expect(titles).not.toMatch(/House rules for the rental|three-strikes/);
  });

  it('offers nothing about a room let by a housemate for an Airbnb next door', () => {
    expect(reads('space.sublet', 'The house next door is an Airbnb')).toBe(false);
    const ian = side('Ian', 'The house next door is an Airbnb and there are parties with strangers every weekend.', 'Quiet after 10 and a number to call.', 'We cannot sleep.');
    const kim = side('Kim', 'Most of my guests are families.', 'I will put house rules in the listing.', 'The rental pays my mortgage.');
    const titles = five({ ...ian, relationship: 'neighbour' }, { ...kim, relationship: 'neighbour' });
    expect(titles).not.toMatch(/No one stays in the home without|someone both know in the room/);
  });
});
