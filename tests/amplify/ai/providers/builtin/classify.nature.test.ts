import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../../../amplify/ai/providers/builtin/analysis';
import { classify } from '../../../../../amplify/ai/providers/builtin/classify';

const texts = (...lines: string[]) => lines.map((line) => analyzeText(line));

describe('conflict type: the nature of a disagreement over its setting', () => {
  it('counts a setting repeated in every sentence less than a principle named once', () => {
    // Money is the setting of a conflict about trust: five money words, one trust word, one promise.
    const answers = texts('I lent him money, he owes me the money, the loan and the payment and the debt.', 'I trusted him and he promised.');
    const result = classify(answers);
    expect(result.scores.values).toBeGreaterThan(result.scores.task);
    const money = result.categories.find((category) => category.label === 'money and costs');
    expect(money?.hits).toBeGreaterThan(3);
    expect(result.scores.task).toBeLessThan(money!.hits);
  });

  it('weighs a principle or a feeling in why it matters more than the same words elsewhere', () => {
    const why = texts('We promised each other this would not eat our lives.');
    const rest = texts('Open on sundays from 8 to 1.', 'Keep sunday closed.');
    const withoutReasons = classify([...rest, ...why]).scores.values;
    expect(classify([...rest, ...why], [], why).scores.values).toBeGreaterThan(withoutReasons);
    // A practical reason (a setting word) gets no extra weight.
    const practical = texts('I work 10 hour shifts.');
    expect(classify([...rest, ...practical], [], practical).scores.task).toBe(classify([...rest, ...practical]).scores.task);
  });

  it('knows general words of each kind beyond the ones it was first written with', () => {
    expect(classify(texts('He keeps imitating my accent and people laugh.')).conflictType).toBe('personality');
    expect(classify(texts('A mission does not matter if we built this for nobody; we said it from day one.')).conflictType).toBe('values');
    expect(classify(texts('My manager makes exceptions and it is favouritism.')).conflictType).toBe('values');
  });
});

describe('conflict type: what a word means where it stands', () => {
  it('counts how strongly someone feels like a setting, so anger over a practical arrangement stays a task', () => {
    const answers = texts('I am so angry and stressed and scared every morning, furious, in tears.', 'I need the car at 7:40 on school days.');
    const result = classify(answers, [texts('The car is mine on school days till 9.')]);
    expect(result.conflictType).toBe('task');
    // Being told off like a child is about how one is treated, whatever the setting.
    expect(classify(texts('I am treated like a child about the rota.')).conflictType).toBe('personality');
  });

  it('does not read a word in another sense as a sign of its type', () => {
    expect(classify(texts('Honestly, it means the release slips a week.')).scores).toMatchObject({ values: 0, personality: 0 });
    expect(classify(texts('I do not have 3000 lying around, the wall is right next to the path.')).scores.values).toBe(0);
  });

  it('reads how a child is raised, who someone becomes and a grown person’s say over their own home as values', () => {
    expect(classify(texts('We are trying to raise them to want less. It is about who they become.')).conflictType).toBe('values');
    expect(classify(texts('I am an adult and I pay half the rent, I decide how I live in my own home.')).conflictType).toBe('values');
    expect(classify(texts('That is what a grandfather is for.')).scores.values).toBeGreaterThan(0);
  });
});

describe('conflict type: upbringing, meaning, a say over one’s choices and who does what', () => {
  it('reads what children should learn and the ways of one’s family as values, even among money and chore words', () => {
    const answers = texts(
      'She pays the kids 1 euro to empty the dishwasher and 2 to hoover, money for every chore.',
      'In my family you helped because you live there.',
      'They have to learn what work is worth. My parents never talked about money and I do not want that for our kids.',
    );
    const withoutUpbringing = classify(texts('She pays the kids 1 euro to empty the dishwasher and 2 to hoover, money for every chore.'));
    expect(withoutUpbringing.conflictType).toBe('task');
    expect(classify(answers).conflictType).toBe('values');
  });

  it('reads what a thing means beyond its use as values', () => {
    expect(classify(texts('It is the last thing we have of him.')).scores.values).toBeGreaterThan(0);
    expect(classify(texts('The watch means the world to me, it is what he wanted.')).scores.values).toBeGreaterThan(0);
    expect(classify(texts('It is the last train of the day.')).scores.values).toBe(0);
    // Calling an act by a moral name is a judgement of what is right, whatever it is about.
    expect(classify(texts('We bill the client for seniors when juniors did the work. It is lying.')).scores.values).toBeGreaterThan(
      classify(texts('We bill the client for seniors when juniors did the work. He was lying.')).scores.values,
    );
    // Learning a skill at work is no upbringing.
    expect(classify(texts('I need to learn how the new system works.')).scores.values).toBe(0);
  });

  it('reads respect for someone’s choice as values and taking things personally as how one treats the other', () => {
    expect(classify(texts('I want him to respect my choice.')).conflictType).toBe('values');
    // A say over what is one's own, whatever the thing is.
    expect(classify(texts('It is my side of the fence, I can paint my side whatever colour I like.')).conflictType).toBe('values');
    expect(classify(texts('The fence on my side needs paint.')).scores.values).toBe(0);
    expect(classify(texts('He reads tone into my emails and takes it personally.')).conflictType).toBe('personality');
    expect(classify(texts('She answers with one line, no greeting.')).scores.personality).toBeGreaterThan(0);
  });

  it('reads who does, pays for or has something as a task question', () => {
    const feeling = texts('I am upset about it.');
    expect(classify([...feeling, ...texts('The question is who pays for the van and who drives it.')]).conflictType).toBe('task');
    expect(classify(texts('The question is who pays for the van.')).scores.task).toBeGreaterThan(classify(texts('The question is the van.')).scores.task);
    // "Who does he think he is" is about how one behaves; "who has the right" about a say.
    expect(classify(texts('Who does he think he is?')).scores.task).toBe(0);
    expect(classify(texts('The question is who has the right to decide.')).scores.task).toBe(0);
  });
});

describe('conflict type: what a thing or a time means beyond its use', () => {
  it('reads the last of someone, the time left with someone, and not becoming a burden as values', () => {
    const values = (line: string) => classify(texts(line)).scores.values;
    expect(values('it is all I have left of her hands, I held them every day at the end')).toBeGreaterThan(0);
    expect(values('my dad had a stroke and I dont know how many sundays we have left with him')).toBeGreaterThan(0);
    expect(values('the bus doesnt come up the hill and I wont be a burden asking for lifts')).toBeGreaterThan(0);
    expect(values('I could not live with myself if he hurt a child')).toBeGreaterThan(0);
    expect(values('we have two days left before the deadline')).toBe(0);
  });

  it('gives a keepsake conflict the values type over its practical words', () => {
    const answers = texts(
      'Lucia took grandmas ring before the will was read',
      'she gives it back and we divide the jewellery with the list',
      'I took the ring because I was the one who nursed her for two years',
      'I keep the ring, Carmen can choose anything else',
      'it is all I have left of her hands, I held them every day at the end',
    );
    expect(classify(answers).conflictType).toBe('values');
  });
});
