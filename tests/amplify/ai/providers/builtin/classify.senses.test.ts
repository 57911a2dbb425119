import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../../../amplify/ai/providers/builtin/analysis';
import { classify } from '../../../../../amplify/ai/providers/builtin/classify';

const texts = (...lines: string[]) => lines.map((line) => analyzeText(line));
const hitsOf = (label: string, ...lines: string[]) => classify(texts(...lines)).categories.find((category) => category.label === label)?.hits ?? 0;

describe('conflict type: words in the sense they are used', () => {
  it('does not count what someone says the conflict is not about', () => {
    expect(hitsOf('trust and honesty', 'This is about trust, nobody owns chasing the invoices.')).toBeGreaterThan(0);
    expect(hitsOf('trust and honesty', "This isn't about trust, nobody owns chasing the invoices.")).toBe(0);
    expect(hitsOf('money and costs', "It's not about the money.")).toBe(0);
    expect(hitsOf('money and costs', "I don't even care about the money, it's how she says it.")).toBe(0);
    // Only what was set aside: the same word said again outside it still counts once.
    expect(hitsOf('money and costs', "It's not about the money. We owe money on the car.")).toBe(hitsOf('money and costs', 'We owe money on the car.'));
  });

  it('counts twice what someone says it is about', () => {
    const lied = hitsOf('trust and honesty', 'She lied to me about the loan.');
    expect(hitsOf('trust and honesty', "It's not the money, it's that she lied to me about the loan.")).toBe(2 * lied);
    expect(hitsOf('money and costs', "It's not the money, it's that she lied to me.")).toBe(0);
    // Without "about", only the noun is set aside: a judgement keeps its word.
    expect(hitsOf('independence, safety and rights', "It's not the right thing to do.")).toBeGreaterThan(0);
  });

  it('reads time spent as no money, and cleaning data at work as no chore at home', () => {
    expect(hitsOf('money and costs', 'I spent three weeks building the analysis.')).toBe(0);
    expect(hitsOf('money and costs', 'we spend hours on it every Friday')).toBe(0);
    expect(hitsOf('money and costs', 'He spent our savings on a car.')).toBeGreaterThan(0);
    // An amount is time only when a unit of time follows it.
    expect(hitsOf('money and costs', 'I spend all day on the phone to suppliers.')).toBe(0);
    expect(hitsOf('money and costs', 'He spent all of it on clothes.')).toBeGreaterThan(0);
    expect(hitsOf('household and chores', 'cleaning the data, doing the model, writing the slides')).toBe(0);
    expect(hitsOf('household and chores', 'she never helps clean up the kitchen')).toBeGreaterThan(0);
  });

  it('reads feeling small as a feeling, not a small thing; hiding from someone as no secret', () => {
    expect(hitsOf('feelings and respect', 'This is the one small thing I can actually do.')).toBe(0);
    expect(hitsOf('feelings and respect', 'She makes me feel small in front of everyone.')).toBeGreaterThan(0);
    expect(hitsOf('trust and honesty', 'I have started hiding in my room when I hear her come in.')).toBe(0);
    expect(hitsOf('trust and honesty', 'He was hiding the bills from me.')).toBeGreaterThan(0);
  });

  it('reads missing a payment or hating a chore as no feeling about a person', () => {
    expect(hitsOf('feelings and respect', 'I miss him.')).toBeGreaterThan(0);
    expect(hitsOf('feelings and respect', 'He never missed a payment and we cannot miss payroll.')).toBe(0);
    expect(hitsOf('feelings and respect', 'I hate chasing clients for money.')).toBe(0);
    // Hating how one is treated is a feeling about the other.
    expect(hitsOf('feelings and respect', 'I hate being talked to like that.')).toBeGreaterThan(0);
  });

  it('reads "cold" towards someone as how one treats the other, and being cold as the temperature', () => {
    expect(hitsOf('how we talk to each other', 'She goes cold on me for the whole evening.')).toBeGreaterThan(0);
    expect(hitsOf('how we talk to each other', 'He is cold with me since the party.')).toBeGreaterThan(0);
    expect(hitsOf('how we talk to each other', 'I am cold all evening with the heating at 17.')).toBe(0);
  });

  it('knows an adverb whose root the parser shortened ("personally" -> "personal")', () => {
    expect(hitsOf('feelings and respect', 'She takes everything personally.')).toBeGreaterThan(0);
  });
  it('reads deals closed or won as sales, and a deal the two made as trust', () => {
    expect(hitsOf('trust and honesty', 'Joost closed deals at my last company.')).toBe(0);
    expect(hitsOf('trust and honesty', 'She won the deal with the bank.')).toBe(0);
    expect(hitsOf('trust and honesty', 'We had a deal and he broke it.')).toBeGreaterThan(0);
  });
});
