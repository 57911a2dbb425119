import { describe, expect, it } from 'vitest';
import { analyzeParty } from '../../../../../amplify/ai/providers/builtin/analysis';
import { isNonAnswer, materialOf, requestPhrase } from '../../../../../amplify/ai/providers/builtin/material';
import { party } from '../../../../support/aiFixtures';

const material = (issue: string, outcome: string, why: string, name = 'Ana', other = 'Ben') =>
  materialOf(analyzeParty(party(name, [issue], [outcome], [why])), name, other);

describe('a party’s material', () => {
  it.each([
    ['Split the housework evenly.', 'action', 'to split the housework evenly'],
    ['I want you to listen and stop talking over me.', 'thing', 'for Ben to listen and stop talking over them'],
    ['A calmer evening routine.', 'thing', 'for a calmer evening routine'],
    ['Owen takes over the finances.', 'clause', 'that Owen takes over the finances'],
    ['not having to ask permission to spend my own money', 'action', 'to not have to ask permission to spend their own money'],
    ['paid for the extra hours', 'action', 'to be paid for the extra hours'],
  ])('reads the outcome "%s" as a %s: %s', (outcome, kind, phrase) => {
    const { request } = material('money', outcome, 'because');
    expect(request?.kind).toBe(kind);
    expect(requestPhrase(request!)).toBe(phrase);
  });

  it('turns the why answer into a clause that names the party', () => {
    expect(material('chores', 'help', 'I need time to decompress after my commute.').reason).toBe('Ana needs time to decompress after their commute');
    expect(material('house', 'stay', 'Independence.', 'Frank', 'Helen').reason).toBe('Frank cares about independence');
    expect(material('demo', 'credit', 'fair', 'Kenji', 'Ava').reason).toBe('Kenji says it is fair');
  });

  it('leaves out answers that say nothing', () => {
    for (const reply of ['idk', 'whatever', 'fine', '?', 'I dont know']) expect(isNonAnswer(reply)).toBe(true);
    const thin = material('money', 'fine', 'idk');
    expect(thin.request).toBeUndefined();
    expect(thin.reason).toBeUndefined();
    expect(thin.concerns).toEqual(['money']);
  });

  it('finds what the party goes through and what the other did, in gerund form', () => {
    const mia = material("I cook dinner every night and then I'm also the one cleaning the kitchen after.", 'help', 'tired', 'Mia', 'Tom');
    expect(mia.concerns[0]).toBe('cooking dinner every night');
    const jordan = material('Sam met investors about a $2M seed round without telling me.', 'talk', 'trust', 'Jordan', 'Sam');
    expect(jordan.concerns[0]).toBe('Sam’s meeting investors about a $2M seed round without telling them');
  });

  it('names held values, not grievances', () => {
    expect(new Set(material('He lied to me.', 'Honesty.', 'I need trust back.').values)).toEqual(new Set(['honesty', 'trust']));
  });
});
