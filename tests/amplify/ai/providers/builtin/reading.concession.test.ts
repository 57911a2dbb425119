import { describe, expect, it } from 'vitest';
import { builtinProposeIssues } from '../../../../../amplify/ai/providers/builtin/proposeIssues';

const party = (firstName: string, issue: string, desiredOutcome: string, whyOutcomeMatters: string) => ({ firstName, issue: [issue], desiredOutcome: [desiredOutcome], whyOutcomeMatters: [whyOutcomeMatters] });
const tariq = party('Tariq', 'Paolo screams at me in front of the whole kitchen when the tickets pile up and calls me useless.', 'if its serious talk to me after service, not in front of everyone', 'i love this job. but i go home shaking and ive started dreading friday nights');
const paolo = party('Paolo', 'Tariq freezes when it gets busy and the tickets pile up, and I have no time to be gentle in a rush.', 'he keeps up with the calls and says yes chef', 'Every kitchen I worked in was like this. I shout at everyone, it is not personal');

describe('why it matters, read past a concession', () => {
  const output = builtinProposeIssues({ initiator: tariq, collaborator: paolo });
  const statements = output.candidates.map((candidate) => candidate.statement).join('\n');

  it('quotes the point after "but", without the "but", not the sentence it answers', () => {
    expect(statements).toContain('“i go home shaking and ive started dreading friday nights”');
    expect(statements).not.toMatch(/“i love this job”|“but /);
  });

  it('never says a statement that quotes both of them draws on one side’s answers “so far”', () => {
    for (const candidate of output.candidates) expect(candidate.reason).not.toMatch(/so far/);
  });
});

describe('why it matters, read past a disclaimer', () => {
  const kasia = party('Kasia', 'I lent my cousin Adam 1200 in march for his car repair. he said 2 months.', 'I want the money back, even in parts, and an honest answer about when', 'its not even about the money anymore. i feel like a fool for trusting him and i dont know if i can believe anything he says');
  const adam = party('Adam', 'I know I am late. I lost hours at work.', 'I pay 200 a month from december, and she stops telling the whole family about it', 'Being talked about at every family lunch makes me avoid everyone.');
  const statements = builtinProposeIssues({ initiator: kasia, collaborator: adam }).candidates.map((candidate) => candidate.statement).join('\n');

  it('does not quote what the matter is not about as the reason', () => {
    expect(statements).not.toMatch(/not even about the money/);
    expect(statements).toMatch(/believe anything he says|fool for trusting him/);
  });

  it('does not quote what a side is not saying as their reason', () => {
    const marcus = party('Marcus', 'I start on the digger at 5:15 and I am running on no sleep.', 'i do friday and saturday nights fully and take her from 6pm every evening so she can get a nap', 'its not that i dont want to help. I nearly nodded off on site last week, and someone could get killed');
    const keisha = party('Keisha', 'I do every single night feed and he sleeps with earplugs.', 'he does the 2am bottle on weeknights with expressed milk', 'I go back to work in 6 weeks and I fell asleep driving');
    const reasons = builtinProposeIssues({ initiator: keisha, collaborator: marcus }).candidates.map((candidate) => candidate.statement).join('\n');
    expect(reasons).not.toMatch(/not that i dont want to help/);
  });

  it('still quotes a disclaimer when it is all the reason there is', () => {
    const only = party('Kasia', 'I lent my cousin Adam 1200 in march.', 'I want the money back', 'its not about the money');
    const reasons = builtinProposeIssues({ initiator: only, collaborator: adam }).candidates.map((candidate) => candidate.statement).join('\n');
    expect(reasons).toMatch(/not about the money/);
  });
});

describe('why it matters, read past "it’s not X, it’s Y" within one sentence', () => {
  const noor = party('Noor', 'I am vegan for ethical reasons and Callum keeps raw meat on the top shelf of the fridge, it drips onto my food.', 'No meat in the shared fridge, or at least a separate fridge for it that he pays for.', "It's not a diet for me, it's what I believe about animals. Finding blood on my vegetables makes me feel sick.");
  const callum = party('Callum', 'Noor wants to ban meat from a kitchen I pay half the rent for.', 'keep my meat sealed in boxes on the bottom shelf', "It's my home too and I'm not going to change how I eat because of someone else's beliefs");
  const statements = builtinProposeIssues({ initiator: noor, collaborator: callum }).candidates.map((candidate) => candidate.statement).join('\n');

  it('quotes what it is, not what it is not', () => {
    expect(statements).toContain('“it\'s what I believe about animals”');
    expect(statements).not.toMatch(/not a diet/);
  });
});

describe('why it matters: the sentence that gives the reason, not the one that only says how someone feels', () => {
  it('quotes "guitar is how i unwind" over "im between jobs and going a bit crazy"', () => {
    const ana = party('Ana', "Ben plays guitar in the living room while I'm on client calls and I cannot concentrate.", 'Quiet hours 9 to 5 on weekdays.', 'My job is on the line, my boss already commented on the noise in a call.');
    const ben = party('Ben', 'Its my home too, I shouldnt have to tiptoe around all day', 'a schedule so I know when I can play', 'guitar is how i unwind. im between jobs and going a bit crazy');
    const statements = builtinProposeIssues({ initiator: ana, collaborator: ben }).candidates.map((candidate) => candidate.statement).join('\n');
    expect(statements).toContain('“guitar is how i unwind”');
    expect(statements).not.toContain('going a bit crazy');
  });

  it('quotes what comes first for someone over what they could not live with', () => {
    const hannah = party('Hannah', 'Dad is 84 and he scraped two cars in the supermarket car park last month. I think he should stop driving before someone gets hurt.', 'Dad gives up the car keys and we arrange lifts and a taxi account for him', 'I could not live with myself if he hit a child. His safety and other people’s come first.');
    const mark = party('Mark', 'He has driven for sixty years and the car is the last bit of freedom he has.', 'Dad takes a proper driving assessment and we respect the result', 'Taking his car away would take his dignity and his independence. He is an adult, not a child.');
    const statements = builtinProposeIssues({ initiator: hannah, collaborator: mark }).candidates.map((candidate) => candidate.statement).join('\n');
    expect(statements).toContain('“His safety and other people’s come first”');
  });
});
