import { describe, expect, it } from 'vitest';
import { wholeClause } from '../../../../../amplify/ai/providers/builtin/quotes';
import { withCallMemo } from '../../../../../amplify/ai/providers/builtin/callMemo';

const echoes = (...words: string[]) => (word: string) => (words.includes(word) ? 1 : 0);

describe('where a quoted clause begins and ends (issue 28: no quote cut mid-phrase)', () => {
  it('does not end a clause on a word that waits for its rest ("… and was", "… and the")', () => {
    const quote = wholeClause('she keeps the car and the, you know, the money we saved together', 8, echoes('car'));
    expect(quote).toBe('the money we saved together');
  });

  it('does not quote a clause that opens on "then": it hangs on the clause before it', () => {
    const request = 'half an hour to get changed and sit in the garden before i do family stuff, then im all theirs';
    expect(wholeClause(request, 11, echoes('garden'))).not.toBe('then im all theirs');
    expect(wholeClause('we take the deal for 12 months with an opt-out, then review it', 10, echoes('review'))).toBe('we take the deal for 12 months with an opt-out');
  });

  it('quotes a sentence that carries on the one before without its "and"', () => {
    expect(wholeClause("And I'm tired of your mother deciding things for us", 11)).toBe("I'm tired of your mother deciding things for us");
    expect(wholeClause('and dont call me dramatic in the group', 11)).toBe('dont call me dramatic in the group');
    // Too short to stand without it: kept whole.
    expect(wholeClause('and me too', 11)).toBe('and me too');
  });

  it('does not quote half of an "either … or" choice', () => {
    expect(wholeClause('Either she pays half the insurance and tax or we sell it', 8, echoes('insurance', 'tax'))).toBeUndefined();
    expect(wholeClause('Either she pays half or we sell it', 8, echoes('sell'))).toBe('Either she pays half or we sell it');
  });

  it('does not quote a clause cut inside brackets: its bracket would never close', () => {
    const account = 'I pay the council tax (£2,140 a year because its a second home) and the insurance';
    // The only clause that fits is cut inside the brackets: nothing is quoted.
    expect(wholeClause(account, 8, echoes('council', 'tax'))).toBeUndefined();
    expect(wholeClause('the roof (after the storm) cost us a lot', 10, echoes('roof'))).toBe('the roof (after the storm) cost us a lot');
  });

  it('reads "so" before a degree word as part of the clause, not a new one', () => {
    expect(wholeClause('i grew up an only child and was so lonely, i dont want that for Mila', 12, echoes('lonely'))).toBe('i grew up an only child and was so lonely');
  });

  it('still breaks before "so" that opens a clause', () => {
    expect(wholeClause('I work every single night this week so I sleep by day', 6, echoes('sleep'))).toBe('I sleep by day');
  });

  it('keeps a person and "I" together as one subject ("Dad and I did")', () => {
    expect(wholeClause('Biscuit was the last thing Dad and I did together, we walked him every morning', 12, echoes('dad', 'biscuit'))).toBe('Biscuit was the last thing Dad and I did together');
  });

  it('still breaks before "and I" after anything else', () => {
    expect(wholeClause('I cook dinner every night and I clean the kitchen after', 6, echoes('clean'))).toBe('I clean the kitchen after');
  });

  it('drops the preposition a clause cut from its verb opens on: the quote is what the person asks for', () => {
    const sentence = 'We need to decide together, by the end of next month, on a care home for Dad and to split the cost';
    expect(wholeClause(sentence, 12, echoes('care', 'cost'))).toBe('a care home for Dad and to split the cost');
  });

  it('does not quote a clause opening on "which" on its own: what it says something of was cut off', () => {
    const request = 'Aled covers one weekend in three until the two new hires are trained, which should be by the end of April';
    expect(wholeClause(request, 13, echoes('april', 'end'))).toBe('Aled covers one weekend in three until the two new hires are trained');
    // When the main clause does not fit, the "which" clause is no quote on its own.
    expect(wholeClause(request, 11, echoes('april', 'end'))).toBeUndefined();
  });

  it('does not quote a cut clause opening on a preposition or conjunction whose word was cut off', () => {
    // "by the end of next week" names the weighed word, but "asks for “by the end of next week”" says nothing.
    expect(wholeClause('I want an answer from you, by the end of next week', 6, echoes('week'))).toBe('I want an answer from you');
    expect(wholeClause('It has to stop, to be honest with you', 6, echoes('honest'))).toBe('It has to stop');
  });

  it('quotes a sentence’s first clause that opens on a preposition: nothing was cut before it', () => {
    const reason = 'In my culture a son looks after his parents, they gave up everything so I could study here';
    expect(wholeClause(reason, 11, echoes('culture', 'son', 'parents'))).toBe('In my culture a son looks after his parents');
  });

  it('still does not quote a first clause that is the start of an infinitive', () => {
    const request = 'to be able to say once, privately, that I am worried, without her storming off';
    expect(wholeClause(request, 11, echoes('say', 'worried'))).toBe('that I am worried');
  });
});

describe('quoting a whole clause within one call (its clauses divided once per call)', () => {
  it('quotes each sentence at each length as it does outside a call, the same sentence twice included', () => {
    const sentences = [
      'I want us to decide together, by the end of next month, on a memory care place for mom and to share the cost',
      'I cook dinner every night and I clean the kitchen after, because nobody else does it',
    ];
    const weigh = echoes('care', 'cost', 'clean', 'kitchen');
    const lengths = [6, 11, 15];
    const outside = sentences.flatMap((sentence) => lengths.map((length) => wholeClause(sentence, length, weigh)));
    const inside = withCallMemo(() => [...sentences, ...sentences].flatMap((sentence) => lengths.map((length) => wholeClause(sentence, length, weigh))));
    expect(inside).toEqual([...outside, ...outside]);
    expect(outside.filter(Boolean).length).toBeGreaterThan(2);
  });
});

describe('a reason conceded with "but": the point is the clause after it (issue 28)', () => {
  const reason = 'I want to help my sister but I also need a life of my own, I am 26';

  it('quotes the clause after "but" in a reason, even where the conceded clause names more', () => {
    expect(wholeClause(reason, 11, echoes('help', 'sister', 'life'), undefined, 'reason')).toBe('I also need a life of my own');
  });

  it('keeps the conceded clause when the clauses after it say nothing of the side’s own', () => {
    expect(wholeClause(reason, 11, echoes('help', 'sister'), undefined, 'reason')).toBe('I want to help my sister');
  });

  it('does not quote the reason inside a request as the request ("… because that\'s the only way in")', () => {
    const request = "It has to cover the side path because that's the only way into my yard";
    expect(wholeClause(request, 9, echoes('yard', 'only'), undefined, 'request')).toBe('It has to cover the side path');
    // Quoted as what else it is (what the side raised), the weightier clause still stands.
    expect(wholeClause(request, 9, echoes('yard', 'only'))).toBe("that's the only way into my yard");
    // "so" is not a reason: "…, so nobody does more than one weekend in four" is the ask.
    expect(wholeClause('the rota is shared with the platform team, so nobody does more than one weekend in four', 10, echoes('weekend', 'nobody'), undefined, 'request')).toBe('nobody does more than one weekend in four');
  });

  it('does not quote a purpose ("so" with no comma before it, "so that") as the request', () => {
    const request = 'a few weeks to train him, and a camera so we know when he barks';
    expect(wholeClause(request, 11, echoes('barks', 'know'), undefined, 'request')).toBe('a few weeks to train him');
    expect(wholeClause('a rota on the fridge so that nobody has to ask twice about it', 8, echoes('nobody', 'twice'), undefined, 'request')).toBe('a rota on the fridge');
    // "so I can …" is a purpose even after a comma.
    expect(wholeClause('be patient and show me slowly, so i can do it myself next time', 8, echoes('myself', 'next', 'time'), undefined, 'request')).toBe('be patient and show me slowly');
    // "so I want …", "so I think we should …" is the result: the ask itself.
    expect(wholeClause('I covered every weekend in December so I want the first two weekends of January off', 9, echoes('january', 'weekends'), undefined, 'request')).toBe('I want the first two weekends of January off');
    expect(wholeClause('we have been fighting about the car for months so I think we should sell the car', 9, echoes('sell', 'car'), undefined, 'request')).toBe('I think we should sell the car');
    // Quoted as what else it is, the purpose clause may still be the one that says most.
    expect(wholeClause(request, 11, echoes('barks', 'know'))).toBe('we know when he barks');
  });

  it('reads a request as written: "but" there adds a condition to what is asked', () => {
    const request = 'Biscuit stays with me for good but Ivy can visit him every other weekend';
    expect(wholeClause(request, 9, echoes('biscuit', 'stays', 'visit'))).toBe('Biscuit stays with me for good');
    expect(wholeClause(request, 9, echoes('biscuit', 'stays', 'visit'), undefined, 'reason')).toBe('Ivy can visit him every other weekend');
  });
});

describe('the ask in a request that also offers or threatens (review set C)', () => {
  const weighs = (...words: string[]) => (word: string) => (words.includes(word.toLowerCase()) ? 1 : 0);

  it('quotes what is asked for, not what the writer will do if it is not', () => {
    const phil = "I want them to keep him in at night, or I'll put a motion sprinkler up and if he gets wet tough";
    expect(wholeClause(phil, 11, weighs('sprinkler', 'motion', 'wet', 'night'), undefined, 'request')).toBe('I want them to keep him in at night');
    const margaret = "I'd like it cut down to 2 metres and kept there, I'm happy to go halves on the tree surgeon";
    expect(wholeClause(margaret, 11, weighs('halves', 'surgeon', 'tree', 'metres'), undefined, 'request')).toBe("I'd like it cut down to 2 metres and kept there");
  });

  it('keeps an offer where nothing in the sentence asks in so many words: an offer is then the position', () => {
    const craig = "I'll keep off the dropped kerb, but I can't promise the space outside is always free, it's a public road";
    expect(wholeClause(craig, 8, weighs('kerb', 'dropped'), undefined, 'request')).toBe("I'll keep off the dropped kerb");
    // Outside a request the rule does not apply: the clause weighing most is quoted.
    const phil = "I want them to keep him in at night, or I'll put a motion sprinkler up and if he gets wet tough";
    expect(wholeClause(phil, 13, weighs('sprinkler', 'motion', 'night'), undefined, 'other')).toMatch(/sprinkler/);
    expect(wholeClause(phil, 13, weighs('sprinkler', 'motion', 'night'), undefined, 'request')).toBe('I want them to keep him in at night');
  });
});
