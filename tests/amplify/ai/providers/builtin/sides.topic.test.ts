import { describe, expect, it } from 'vitest';
import { readSides } from '../../../../../amplify/ai/providers/builtin/sides';
import { FOLLOW_UPS } from '../../../../support/ai-scenarios/followUps';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';
import { party } from '../../../../support/aiFixtures';

describe('the topic strategies and steps name (“raise … at a planned time”)', () => {
  it('is a thing both name as a noun, not a word one uses as a verb (“calls me useless”) and the other as a noun (“the calls”)', () => {
    const tariq = party('Tariq', ['Paolo screams at me in front of the whole kitchen when the tickets pile up and calls me useless.'], ['if its serious talk to me after service, not in front of everyone'], ['i go home shaking']);
    const paolo = party('Paolo', ['Tariq freezes when it gets busy and the tickets pile up.'], ['he keeps up with the calls and says yes chef'], ['Every kitchen I worked in was like this']);
    const agreed = 'How we settle this: Tariq asks for “if its serious talk to me after service, not in front of everyone”, Paolo for “he keeps up with the calls and says yes chef”';
    expect(readSides(tariq, paolo, agreed, null).topic).not.toMatch(/calls/);
  });

  it('is never a weekday or a weekend: those say when, not what', () => {
    const { answers, id } = SCENARIOS.find((scenario) => scenario.id === 'neighbours-loft-conversion')!;
    expect(readSides(answers.initiator, answers.collaborator, FOLLOW_UPS[id].agreedIssue, null).topic).not.toMatch(/week(?:day|end)/);
  });

  it('is never a place only pointed at (“he basically lives here now”, “hes not here that much”)', () => {
    const tasha = party('Tasha', ['Gemmas boyfriend basically lives here now, 5 nights a week'], ['max 2 nights a week or he pays a share of the bills'], ['the heating bill went up 40 pound']);
    const gemma = party('Gemma', ['hes not here that much'], ['a few nights is fine'], ['i shouldnt have to ask permission in my own home']);
    expect(readSides(tasha, gemma, '', null).topic).not.toMatch(/\bhere\b/);
  });

  it('keeps no capital a word has only where a sentence or a quote starts, when someone also wrote it in lower case (“Climbing is …”)', () => {
    const nora = party('Nora', ['Owen signed up for a 90 a month climbing gym without telling me'], ['Cancel it or we take it out of his own spending money'], ['We are saving for a wedding and every month counts']);
    const owen = party('Owen', ['Its my health'], ['Keep it'], ['Climbing is the only thing that helps my back pain and my head after work']);
    const agreed = 'How we meet Nora’s request, “Cancel it or we take it out of his own spending money”, and Owen’s reason, “Climbing is the only thing that helps my back pain and my head after work”';
    expect(readSides(nora, owen, agreed, null).topic).toBe('the climbing');
  });

  it('keeps the capitals of a name of more than one word, even when its first word is also an ordinary one (“May Fair”, “we may need”)', () => {
    const ana = party('Ana', ['We always go to the May Fair and I pay.'], ['Split the May Fair costs'], ['We may need that money']);
    const ben = party('Ben', ['The May Fair is our thing.'], ['Keep the May Fair'], ['I love the May Fair']);
    expect(readSides(ana, ben, '', null).topic).toBe('May Fair');
  });
  it('is no person and no faith written with a capital (“Jay works nights”, “Catholic and Muslim side”), but may be a holiday or a place', () => {
    const chloe = party('Chloe', ["Megan's boyfriend stays here 5 nights a week and eats our stuff."], ["Either he's here max 2 nights a week or he chips in a third of bills."], ['I signed up to live with one person not two.']);
    const megan = party('Megan', ['Chloe puts notes on the fridge. Jay works nights so he is mostly asleep here anyway.'], ['Jay can pay something towards water and electric, like 40 a month.'], ['I should be able to have my boyfriend over. Jay is no trouble.']);
    expect(readSides(chloe, megan, '', null).topic).not.toMatch(/Jay/);
    const aoife = party('Aoife', ['My mam keeps asking when Rory will be christened.'], ['I want Rory baptised this summer and in the Catholic primary near us.'], ['Faith is part of who I am.']);
    const karim = party('Karim', ["I don't want our son signed up to any religion."], ['No baptism now. He can learn about all of it, Catholic and Muslim side, and choose when he is older.'], ['I want him to be free to decide who he is.']);
    expect(readSides(aoife, karim, 'How we settle this when Aoife says “It is important to my family” and Karim says “Catholic and Muslim side”', null).topic).not.toMatch(/Catholic/);
    const ida = party('Ida', ['We always fly to Lisbon for my sister and I book it all.'], ['Lisbon every other year'], ['Lisbon is where my family is']);
    const jon = party('Jon', ['Lisbon again, every year.'], ['Somewhere new this time, not Lisbon'], ['I never get a say']);
    expect(readSides(ida, jon, '', null).topic).toBe('Lisbon');
    const eva = party('Eva', ['Every Christmas we go to his parents.'], ['Christmas at ours this year'], ['Christmas is when I miss my family most']);
    const tom = party('Tom', ['Mum does Christmas for all of us.'], ['Christmas with my family again'], ['It is her last good year, Christmas means everything to her']);
    expect(readSides(eva, tom, '', null).topic).toBe('Christmas');
  });
});
