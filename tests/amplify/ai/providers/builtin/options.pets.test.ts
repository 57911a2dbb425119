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
