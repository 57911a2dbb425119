import { describe, expect, it } from 'vitest';
import { isConcreteArrangement, seams, type SeamContext } from '../../../scripts/eval-ai/seams';

const context: SeamContext = {
  names: ['Maria', 'Tomasz'],
  answers: {
    Maria: "Mom's dementia is getting worse. I want a memory care place for mom and to share the cost. I live near Kraków.",
    Tomasz: 'hire a caregiver at moms house for nights so she can stay where she knows everything',
  },
  voice: 'third',
};
const kinds = (text: string, given = context) => seams(text, given).map((seam) => seam.kind);

describe('eval seams: the defects issue 28 found between the engine’s sentences and the parties’ words', () => {
  it('finds a value named twice as if two', () => {
    expect(kinds('It protects what matters most to each: family for Maria and family for Tomasz.')).toContain('value-twice');
    expect(kinds('How we weigh what matters to Maria (safety) and to Tomasz (safety).')).toContain('value-twice');
    expect(kinds('It protects safety for Maria and familiar surroundings for Tomasz.')).not.toContain('value-twice');
  });

  it('finds wrong and guessed pronouns outside quotation marks, and first person in text about both', () => {
    expect(kinds('How we weigh Maria asks for us to decide together.')).toContain('pronoun');
    expect(kinds('Jess cannot trust him with money.')).toContain('pronoun');
    expect(kinds('Maria wants my plan.')).toContain('pronoun');
    expect(kinds('Tomasz wrote: “she knows everything”.')).not.toContain('pronoun');
    // Strategies and plans are written to one side, with "I will" in their if-then plans.
    expect(kinds('If Tomasz goes quiet, then I will ask again.', { ...context, voice: 'second' })).not.toContain('pronoun');
  });

  it('finds a capital in mid-sentence that is not a name', () => {
    expect(kinds('How we talk about The neighbour’s dog.')).toContain('capital');
    expect(kinds('How we deal with Our shared fence.')).toContain('capital');
    expect(kinds('How we arrange Mom’s care on Sundays near Kraków with Maria.')).not.toContain('capital');
    expect(kinds('A Paid Night Carer At Home, With The Cost Shared')).not.toContain('capital');
  });

  it('finds a truncated phrase, and lets a stranded preposition after "what" or a participle stand', () => {
    expect(kinds('How we agree on a monthly budget we both stick.')).toContain('truncated');
    expect(kinds('Jess cannot trust Mark with the.')).toContain('truncated');
    expect(kinds('How we handle the plan for.')).toContain('truncated');
    expect(kinds('It sets what Maria asks for beside what Tomasz asks for.')).not.toContain('truncated');
    expect(kinds('Say out loud what you need (being listened to).')).not.toContain('truncated');
    expect(kinds('The first step of the plan (Maria calls the agency…) has not happened.')).toContain('truncated');
    // A name ending in a letter outside ASCII is no dangling article: "Lucía," does not end on "a,".
    expect(kinds('What each raised: Rafael, and Lucía, in their own words.')).not.toContain('truncated');
    expect(kinds('What each raised: Rafael, and a, in their own words.')).toContain('truncated');
  });

  it('finds words pasted from an answer without quotation marks, and a quote without its author', () => {
    expect(kinds('How we hire a caregiver at moms house for nights so it works.')).toContain('pasted');
    expect(kinds('How we weigh Tomasz’s request, “hire a caregiver at moms house for nights so she can stay”.')).not.toContain('pasted');
    expect(kinds('How we weigh the request “hire a caregiver at moms house”.')).toContain('unattributed-quote');
    expect(kinds('How we weigh Tomasz’s request, “hire a caregiver at moms house”.')).not.toContain('unattributed-quote');
  });
});

describe('eval: a concrete arrangement or a process mould', () => {
  const parties = 'hire a caregiver at moms house for nights; a memory care place for mom';
  const solution = (title: string, summary: string, steps = ['This week, Maria phones two agencies.'], successMetric = 'After two weeks, no night is uncovered.') => ({ title, summary, steps, successMetric });

  it('counts an arrangement for this conflict, something to start and check', () => {
    expect(isConcreteArrangement(solution('A paid night carer at Mom’s home, with the cost shared', 'A carer covers the nights at home.'), parties, ['Maria', 'Tomasz'])).toBe(true);
  });

  it('does not count the moulds the issue named, nor an arrangement with nothing to start or check, nor one about something else', () => {
    for (const title of ['Meet halfway on the house', 'A trade: safety for Maria, family for Tomasz', 'Take turns with the money, month by month', 'A two-week trial of Maria’s request', 'Find a third option for the house', 'Talk the house through with someone both trust', 'A one-page agreement on the house: who does what, by when']) {
      expect(isConcreteArrangement(solution(title, 'Both write down their needs.'), parties, ['Maria', 'Tomasz']), title).toBe(false);
    }
    expect(isConcreteArrangement(solution('A paid night carer at home', 'A carer covers the nights.', ['Agree on it.'], 'Both are happy.'), parties, ['Maria', 'Tomasz'])).toBe(false);
    expect(isConcreteArrangement(solution('A new rota for the office kitchen', 'Jobs are shared by day.'), parties, ['Maria', 'Tomasz'])).toBe(false);
  });

  it('does not count the general arrangements offered for any conflict, the topic slotted in (“One shared calendar for the dog”)', () => {
    for (const title of [
      'One shared calendar for the house: every date, job and payment, with a name on each',
      'A ten-minute plan every Sunday evening: who does what about the house this week',
      'A short status note every Friday: dates, risks, and any change to the house',
      'Each names one thing about the house that is not negotiable, in writing, and everything else is open',
      'A 48-hour pause before any decision about the house that affects both',
    ]) {
      expect(isConcreteArrangement(solution(title, 'Both keep to it every week.'), parties, ['Maria', 'Tomasz']), title).toBe(false);
    }
  });
});
