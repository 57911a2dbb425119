import { describe, expect, it } from 'vitest';
import { parse } from '../../../../../amplify/ai/providers/builtin/nlp';
import { revoice } from '../../../../../amplify/ai/providers/builtin/revoice';

const say = (text: string, speaker = 'Ana', other = 'Ben', speakerNamed = false) => revoice(parse(text).flat(), { speaker, other, speakerNamed });

describe('revoice', () => {
  it.each([
    ["I can't concentrate on client calls", 'Ana cannot concentrate on client calls'],
    ['I cannot concentrate', 'Ana cannot concentrate'],
    ['I need time to decompress after my commute.', 'Ana needs time to decompress after their commute'],
    ["I'm exhausted after work and I feel taken for granted.", 'Ana is exhausted after work and feels taken for granted'],
    ['I live two hours away and I cant be there.', 'Ana lives two hours away and cannot be there'],
    ['I was told I would be promoted', 'Ana was told they would be promoted'],
    ['I used to love those lunches', 'Ana used to love those lunches'],
    ['I go quiet so I dont say something I regret.', 'Ana goes quiet so they do not say something they regret'],
  ])('"%s" -> "%s"', (text, expected) => {
    expect(say(text)).toBe(expected);
  });

  it('names the other party for "you", with the verb agreeing, and "their" after that', () => {
    expect(say('you roll your eyes and walk off', 'Jo', 'Sam')).toBe('Sam rolls their eyes and walks off');
    expect(say("If you're talking to her, tell me.", 'Nadia', 'Leo')).toBe('If Leo is talking to her, tell Nadia');
  });

  it('keeps a compound subject plural', () => {
    expect(say('Your mother and I built this place.', 'Frank', 'Helen')).toBe('Helen’s mother and Frank built this place');
  });

  it('uses they/them/their from the start when the statement already names the speaker', () => {
    expect(say('stop going through my phone', 'Leo', 'Nadia', true)).toBe('stop going through their phone');
  });
});
