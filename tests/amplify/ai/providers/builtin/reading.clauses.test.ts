import { describe, expect, it } from 'vitest';
import { portraitOf, readAnswers } from '../../../../../amplify/ai/providers/builtin/reading';

const side = (firstName: string, issue: string, desiredOutcome: string, why: string) => ({ firstName, issue: [issue], desiredOutcome: [desiredOutcome], whyOutcomeMatters: [why] });

describe('reading: a long request is quoted from its main clause', () => {
  it('quotes what is asked, not the clause of when or how much', () => {
    const reading = readAnswers(
      side('Priya', 'The landlord kept 600 of the deposit for the stained carpet.', 'Sam pays the 600 for the carpet, or at least most of it, before we both move out in June.', 'I need the money.'),
      side('Sam', 'The carpet was already worn.', 'Split it.', 'I cannot afford it.'),
      'Priya',
      'Sam',
    );
    const quote = portraitOf(reading.a, reading.slots).requestQuote ?? '';
    expect(quote).toMatch(/^Sam pays the 600/);
    expect(quote).not.toMatch(/move out/);
  });
});

describe('reading: the sentence quoted says something on its own', () => {
  it('does not quote a one-word sentence ("Again.") as what a side raised when a longer one says it', () => {
    const reading = readAnswers(
      { firstName: 'Becky', issue: ['Tom turned up 2 hours late to the lunch.', 'Again.', 'We waited to order and the restaurant gave half our table away.'], desiredOutcome: ['he texts before'], whyOutcomeMatters: ['mum waits at the door'] },
      side('Tom', 'She makes a scene.', 'Say it to me alone.', 'I am doing my best.'),
      'Becky',
      'Tom',
    );
    expect(reading.a.concern).toBe('We waited to order and the restaurant gave half our table away.');
  });

  it('does not quote a sentence that carries on the one before it ("to me, on the phone") as what a side raised', () => {
    const reading = readAnswers(
      side('Bella', 'He ignores me when I ask him something.', 'He takes them out.', 'I feel invisible.'),
      { firstName: 'Conor', issue: ['bella talks all day.', 'to me, on the phone, to herself.', 'I put headphones in so I can actually think'], desiredOutcome: ['questions by message'], whyOutcomeMatters: ['every interruption costs me 20 minutes'] },
      'Bella',
      'Conor',
    );
    expect(reading.b.concern).toBe('I put headphones in so I can actually think');
  });

  it('still quotes a short request: "Honesty" says what is wanted', () => {
    const reading = readAnswers(side('Nadia', 'He hides his phone.', 'Honesty.', 'I cannot trust him.'), side('Leo', 'She reads my messages.', 'Stop going through my phone.', 'I feel watched.'), 'Nadia', 'Leo');
    expect(reading.a.request).toBe('Honesty.');
  });
});

describe('reading: the reason quoted is the one that says what is at stake', () => {
  it('takes what a side would lose ("I lose their trust") over the background before it', () => {
    const reading = readAnswers(
      side('Ibrahim', 'She acts like I am stealing company time.', 'A clear yes in writing that I can run it on evenings and weekends.', 'It is my dream to make it full time one day.'),
      {
        firstName: 'Harriet',
        issue: ['He posted a shop reel at 2pm on a Tuesday.'],
        desiredOutcome: ['Declare it to HR properly, and nothing at all in work hours.'],
        whyOutcomeMatters: ['I stuck my neck out to hire him.', 'If the team sees one rule for him and another for them I lose their trust.'],
      },
      'Ibrahim',
      'Harriet',
    );
    expect(reading.b.reason).toMatch(/I lose their trust/);
  });
});
