import { describe, expect, it } from 'vitest';
import { conceptReads as reads } from '../../../../support/conceptReads';
import { five, side } from '../../../../support/fiveTitles';

/**
 * Pets, where the five were a shared calendar, a Sunday plan and a status note "for the dog"
 * (issue 28): a dog left alone that barks, a pet someone is allergic to, a pet the two are
 * deciding whether to get, a cat using a neighbour's vegetable beds.
 */
describe('pets: what the answers say about them', () => {
  it('reads a dog barking while left alone, not a dog that barked once at the postman', () => {
    expect(reads('noise.dog-alone', 'your dog barks all day when you are out')).toBe(true);
    expect(reads('noise.dog-alone', 'Bruno is a rescue and gets anxious alone')).toBe(true);
    expect(reads('noise.dog-alone', 'the dog barked at the postman this morning')).toBe(false);
  });

  it('reads wanting a pet, not getting a dog walker', () => {
    expect(reads('family.new-pet', 'adopt a rescue dog this spring')).toBe(true);
    expect(reads('family.new-pet', 'I get a dog walker at lunch')).toBe(false);
  });

  it('reads an allergy to a pet, and a cat in the vegetable beds', () => {
    expect(reads('space.pet-allergy', 'I am allergic to most breeds')).toBe(true);
    expect(reads('space.pet-allergy', 'my hay fever is bad this spring')).toBe(false);
    expect(reads('space.pet-garden', 'next doors cat uses my raised beds as a toilet')).toBe(true);
    expect(reads('space.pet-garden', 'the cat sleeps on the garden wall')).toBe(false);
  });
});

describe('pets: the arrangements offered', () => {
  it('offers a walker or daycare for a dog that barks while alone', () => {
    const yusuf = side('Yusuf', 'your dog barks all day when you are out, i work from home', 'do something about it', 'i had to move a job interview because i couldnt hear myself think');
    const claudia = side('Claudia', 'Yusuf shouted at me over the fence about the dog', 'he talks to me calmly, and I get a dog walker at lunch', 'Bruno is a rescue and gets anxious alone');
    const titles = five(yusuf, claudia);
    expect(titles).toMatch(/A dog walker or a daycare place on the days .+ is alone longest/);
    expect(titles).not.toMatch(/Foster first/);
  });

  it('offers fostering first to two deciding whether to get a dog, and rooms without the pet where one is allergic', () => {
    const lena = side('Lena', 'i want a dog so badly', 'adopt a rescue dog this spring', 'i work from home and im lonely most days');
    const jonas = side('Jonas', 'Lena wants a dog', 'not yet', 'we travel every few months and I am allergic to most breeds');
    expect(five(lena, jonas)).toMatch(/Foster first: four weeks with a rescue animal/);
    const wiremu = side('Wiremu', 'Mereana brought a kitten home without asking and I am allergic.', 'Keep it out of the living room and my room, and get an air filter.', 'I have asthma.');
    const mereana = side('Mereana', 'The kitten was going to be put down.', 'I will keep her in my room and the kitchen and hoover every day.', 'She has helped my mental health more than anything.');
    expect(five(wiremu, mereana)).toMatch(/Rooms the kitten never goes in, an air filter and a weekly deep clean/);
    // An allergy with no pet in the answers is no pet to keep out of rooms.
    const ana = side('Ana', 'Sam leaves peanut butter on the counter and I am allergic.', 'Wipe the counter after using it.', 'I have ended up in hospital before.');
    const sam = side('Sam', 'I forget sometimes, I am not doing it on purpose.', 'A shelf of my own for it.', 'I eat it every morning.');
    expect(five(ana, sam)).not.toMatch(/Rooms .+ never goes in/);
  });

  it('offers a deterrent over the beds, paid by the cat’s owner, to neighbours', () => {
    const gwen = side('Gwen', 'next doors cat uses my raised beds as a toilet', 'keep the cat in or out of my garden', 'I grow veg for my family');
    const arjun = side('Arjun', 'you cant keep a cat indoors, cats roam', 'i will pay for netting for her beds', 'Mittens is 12 and has always been an outdoor cat');
    expect(five(gwen, arjun)).toMatch(/Netting or a deterrent over the beds, paid for by .+ owner/);
  });
});

describe('pets: an allergy in a shared home', () => {
  const wiremu = side('Wiremu', 'Mereana brought a kitten home without asking anyone and I am allergic.', 'Keep it out of the living room and my room, and get an air filter.', 'I cannot be wheezing in my own house.');
  const mereana = side('Mereana', 'The kitten was going to be put down and I had a day to decide.', 'I will keep her in my room and the kitchen and hoover every day.', 'She has helped my mental health more than anything this year.');

  it('reads a pet brought home without asking, not one brought home after asking', () => {
    expect(reads('space.pet-unasked', 'Mereana brought a kitten home without asking anyone')).toBe(true);
    expect(reads('space.pet-unasked', 'she never asked before getting a dog')).toBe(true);
    expect(reads('space.pet-unasked', 'we talked for weeks and then brought the kitten home')).toBe(false);
    expect(reads('space.pet-unasked', 'he left without asking for the bill')).toBe(false);
  });

  it('offers allergy advice, a dated review with a known home, and a rule to ask first; no housework rota for the hoovering', () => {
    const titles = five(wiremu, mereana);
    expect(titles).toMatch(/Allergy advice for Wiremu from a GP or pharmacist this week, any treatment paid by the kitten’s owner/);
    expect(titles).toMatch(/A review in four weeks: if Wiremu’s symptoms have not eased, the kitten goes to someone Mereana knows/);
    expect(titles).toMatch(/A house rule from now on: no new pet/);
    expect(titles).not.toMatch(/rota for the housework|Whoever cooks does not clean|A cleaner every two weeks|15-minute reset/);
  });

  it('names whoever says they are allergic, not the owner who offers an air purifier', () => {
    const hannah = side('Hannah', "My mum is going into a care home and can't take her cat Biscuit.", "Let Biscuit live here, in my room and the hallway only, and I'll buy an air purifier for the living room.", 'Biscuit is 14, a shelter would be the end for him.');
    const dev = side('Dev', "I'm allergic to cats, I get asthma, not just sneezing.", "No cat in the flat. I'd help her find a foster or a rehoming place.", 'I ended up in A&E once from a cat.');
    const titles = five(hannah, dev);
    expect(titles).toMatch(/Allergy advice for Dev from a GP or pharmacist/);
    expect(titles).toMatch(/if Dev’s symptoms have not eased, Biscuit goes to someone Hannah knows/);
  });

  it('still offers the housework arrangements to two who argue about the hoovering and have no pet', () => {
    const ines = side('Ines', 'I do all the hoovering and the dishes and Tom does nothing.', 'Split the housework fairly.', 'I am exhausted after work.');
    const tom = side('Tom', 'I do the laundry and the bins, she just does not see it.', 'A list of who does what.', 'I want credit for what I do.');
    expect(five(ines, tom)).toMatch(/A written rota for the .+: who does which job on which day/);
  });
});
