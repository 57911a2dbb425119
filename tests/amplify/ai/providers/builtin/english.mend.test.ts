import { describe, expect, it } from 'vitest';
import { capitaliseNames, mendSpelling, namesWrittenIn } from '../../../../../amplify/ai/providers/builtin/english';
import { builtinProposeStrategies } from '../../../../../amplify/ai/providers/builtin/strategies';
import { party } from '../../../../support/aiFixtures';

describe('mending a person’s words before the engine says them back', () => {
  it('finds names by the capital they get inside a sentence, never by the first word of one', () => {
    const names = namesWrittenIn(['yesterday he shouted at Leo for asking about football. Football is his thing', 'Mom said no, and I agreed']);
    expect([...names].sort()).toEqual(['leo']);
    expect(capitaliseNames('not proud of shouting at leo, or at leonie', names)).toBe('not proud of shouting at Leo, or at leonie');
  });

  it('mends common misspellings with one reading, keeping a capital, and leaves other words alone', () => {
    expect(mendSpelling('6 people on payroll with familys')).toBe('6 people on payroll with families');
    expect(mendSpelling('Thier rent and alot of bills')).toBe('Their rent and a lot of bills');
    expect(mendSpelling('the family’s car')).toBe('the family’s car');
  });

  it('says a reason back without its joining word, with its names, contractions and spelling mended', () => {
    const tariq = party('Tariq', ['Paolo screams at me in front of the whole kitchen when the tickets pile up.'], ['if its serious talk to me after service'], ['but i go home shaking and ive started dreading friday nights']);
    const paolo = party('Paolo', ['Tariq freezes when it gets busy and the tickets pile up.'], ['he keeps up with the calls'], ['Every kitchen I worked in was like this']);
    const kofi = party('Kofi', ['Ines wants to turn down the broker deal that keeps the lights on.'], ['we take the deal for 12 months'], ['i have 6 people on payroll with familys']);
    const ines = party('Ines', ['Kofi wants to sell our users data.'], ['no selling user data, ever'], ['it was on our homepage from day one']);
    const rob = party('Rob', ['I get 2 minutes through the door and Leo asks me about homework.'], ['half an hour in the garden first'], ["i'm not proud of shouting at leo"]);
    const hana = party('Hana', ['he snaps at me and the kids the minute he walks in.'], ['he stops taking his bad day out on us'], ['the kids are scared of him']);
    const heard = (initiator: ReturnType<typeof party>, collaborator: ReturnType<typeof party>) =>
      builtinProposeStrategies({ agreedIssue: '', bestSolution: null, initiator: { ...initiator, style: 'collaborating' }, collaborator: { ...collaborator, style: 'avoiding' } }).initiatorCommunicationTips.find((tip) => tip.includes('you heard them'));
    expect(heard(paolo, tariq)).toContain('“I know you go home shaking and you’ve started dreading Friday nights.”');
    expect(heard(ines, kofi)).toContain('“I know you have 6 people on payroll with families.”');
    expect(heard(hana, rob)).toContain('“I know you’re not proud of shouting at Leo.”');
  });

  it('does not say back a reason with a misspelling the list does not mend: it says what matters to them instead', () => {
    const ewan = party('Ewan', ['Dad wants me to do the course in Leeds.'], ['I stay at the college here'], ['im on a student loan, i litterally cant afford to move']);
    const dad = party('Gordon', ['Ewan turned down the Leeds place.'], ['he takes the place in Leeds'], ['it is the better course']);
    const tip = builtinProposeStrategies({ agreedIssue: '', bestSolution: null, initiator: { ...dad, style: 'collaborating' }, collaborator: { ...ewan, style: 'avoiding' } }).initiatorCommunicationTips.find((line) => line.includes('you heard them'));
    expect(tip).toBeDefined();
    expect(tip).not.toMatch(/litterally/);
    expect(tip).toMatch(/“I know you care about /);
    // Spelled right, the same reason is said back.
    const spelled = party('Ewan', ewan.issue, ewan.desiredOutcome, ['im on a student loan, i literally cant afford to move']);
    const back = builtinProposeStrategies({ agreedIssue: '', bestSolution: null, initiator: { ...dad, style: 'collaborating' }, collaborator: { ...spelled, style: 'avoiding' } }).initiatorCommunicationTips.find((line) => line.includes('you heard them'));
    expect(back).toContain('“I know you’re on a student loan, you literally can’t afford to move.”');
  });
});
