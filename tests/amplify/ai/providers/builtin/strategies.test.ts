import { describe, expect, it } from 'vitest';
import { builtinProposeStrategies, stepClause, toYou } from '../../../../../amplify/ai/providers/builtin/strategies';
import type { ProposedSolution, ProposeStrategiesInput, StyleMode } from '../../../../../amplify/ai';
import { DCS_MODES } from '../../../../../src/domain/dcs';
import { party } from '../../../../support/aiFixtures';

const solution: ProposedSolution = {
  id: 'sol-1',
  title: 'Meet halfway on the kitchen',
  summary: 'Each keeps the piece of their own request they care about most.',
  steps: ['By the end of this week, Mia names the piece they cannot do without (splitting kitchen cleanup), and Tom does the same.', 'Agree on a split.', 'Write it down.'],
  benefits: ['Both see part of what they asked for.'],
  risksOrTradeoffs: ['A split can feel uneven.'],
  successMetric: 'After two weeks, both rate the split at least 7 out of 10.',
};
const mia = party('Mia', ["I cook dinner every night and then I'm also the one cleaning the kitchen after."], ['Split kitchen cleanup.'], ["I'm wiped out by 9pm"]);
const tom = party('Tom', ['i do clean up, just not right after dinner'], ['kitchen clean by bedtime, not straight away'], ['I work 10 hour shifts on my feet']);
const input = (initiator: StyleMode, collaborator: StyleMode, bestSolution: ProposedSolution | null = solution): ProposeStrategiesInput => ({
  agreedIssue: 'How we share the kitchen cleanup',
  bestSolution,
  initiator: { ...mia, style: initiator },
  collaborator: { ...tom, style: collaborator },
});
const advice = (output: ReturnType<typeof builtinProposeStrategies>, role: 'initiator' | 'collaborator') => [...output[`${role}Strategies`], ...output[`${role}CommunicationTips`]];

describe('builtin propose-strategies', () => {
  it('gives distinct advice for every one of the 25 ordered style pairs and both roles, beyond the names in it', () => {
    const seen = new Set<string>();
    const masked = new Set<string>();
    for (const initiator of DCS_MODES) {
      for (const collaborator of DCS_MODES) {
        const output = builtinProposeStrategies(input(initiator, collaborator));
        for (const role of ['initiator', 'collaborator'] as const) {
          const text = advice(output, role).join('\n');
          seen.add(text);
          masked.add(text.replaceAll('Mia', 'X').replaceAll('Tom', 'X'));
        }
      }
    }
    expect(seen.size).toBe(50);
    expect(masked.size).toBe(50);
  });

  it('changes the advice about the partner when only the partner’s style changes, and about oneself when only one’s own does', () => {
    const facingAvoider = builtinProposeStrategies(input('competing', 'avoiding'));
    const facingCollaborator = builtinProposeStrategies(input('competing', 'collaborating'));
    expect(facingAvoider.initiatorStrategies[0]).toBe(facingCollaborator.initiatorStrategies[0]);
    expect(facingAvoider.initiatorStrategies[1]).not.toBe(facingCollaborator.initiatorStrategies[1]);
    expect(facingAvoider.initiatorStrategies[2]).toBe(
      'If Tom goes quiet or changes the subject when I raise the kitchen cleanup, then I will stop pushing, name the one thing I need, and ask when we can come back to it.',
    );
    expect(facingCollaborator.initiatorStrategies[2]).toBe('If Tom asks questions about what I need, then I will answer them instead of restating my position.');
    const avoiderFacingCompetitor = builtinProposeStrategies(input('competing', 'avoiding')).collaboratorStrategies;
    expect(avoiderFacingCompetitor[2]).toBe('If Mia pushes for an answer about the kitchen cleanup on the spot, then I will say when I will answer, and I will answer by then.');
  });

  it('writes to the side it is for, with an if-then plan, words to use and to avoid, and the partner’s own reason said back', () => {
    const output = builtinProposeStrategies(input('accommodating', 'competing'));
    // Each side's request in plain words: what Tom asks that Mia does not, and Mia's own.
    expect(output.initiatorStrategies[0]).toBe(
      'Your accommodating style keeps the peace, but the plan you chose (“Meet halfway on the kitchen”) only works if your own need is part of it: say out loud what you need (a fair split of the kitchen cleanup) before you agree to anything.',
    );
    expect(output.collaboratorStrategies[0]).toContain('do not push your request (some say over when the kitchen cleanup gets done)');
    // What matters to the partner, in plain words and in their own, quoted with their name.
    expect(output.initiatorStrategies).toContain(
      'Keep in mind what matters to Tom, rest after a long day (Tom wrote: “I work 10 hour shifts on my feet”), and check that the plan does not cost them that.',
    );
    expect(output.initiatorStrategies).toContain(
      'If the first step of the plan (Mia names the piece they cannot do without, and Tom does the same) has not happened by the end of this week, then I will raise it myself rather than quietly doing it alone.',
    );
    expect(output.initiatorCommunicationTips).toContain('Before you make your own point, show Tom you heard them: “I know you work 10 hour shifts on your feet.”');
    expect(output.initiatorCommunicationTips[0]).toBe('Say: “Here is what I need from the kitchen cleanup, and here is what I can offer you. I have a view on it too, and I will tell you.”');
    expect(output.initiatorCommunicationTips.some((tip) => /^Avoid saying “You always have to win\.” to Tom/.test(tip))).toBe(true);
    // The collaborator was invited in; the initiator started the session.
    expect(output.initiatorStrategies[5]).toMatch(/^You started this session about how we share the kitchen cleanup, so let Tom shape the next step too/);
    expect(output.collaboratorStrategies[5]).toMatch(/^Mia invited you into this session/);
  });

  it('says the partner’s reason back with month and day names capitalised, as a line of the viewer’s own', () => {
    const output = builtinProposeStrategies({ ...input('accommodating', 'competing'), collaborator: { ...tom, whyOutcomeMatters: ["I've been on the waiting list since september and I work every saturday"], style: 'competing' } });
    expect(output.initiatorCommunicationTips).toContain('Before you make your own point, show Tom you heard them: “I know you’ve been on the waiting list since September and you work every Saturday.”');
  });

  it('mends a bare “thats”, capitalises a plural day name and drops a chat filler in the reason said back', () => {
    const output = builtinProposeStrategies({ ...input('accommodating', 'competing'), collaborator: { ...tom, whyOutcomeMatters: ['i keep doing fridays till midnight, thats what wears me out'], style: 'competing' } });
    expect(output.initiatorCommunicationTips).toContain('Before you make your own point, show Tom you heard them: “I know you keep doing Fridays till midnight, that’s what wears you out.”');
    const filler = builtinProposeStrategies({ ...input('accommodating', 'competing'), collaborator: { ...tom, whyOutcomeMatters: ['it scares me tbh'], style: 'competing' } });
    expect(filler.initiatorCommunicationTips).toContain('Before you make your own point, show Tom you heard them: “I know it scares you.”');
  });

  it('builds on the agreed issue when no solution was chosen yet', () => {
    const output = builtinProposeStrategies(input('avoiding', 'avoiding', null));
    expect(output.initiatorStrategies).toContain(
      'If Tom and I have not agreed on a first step about how we share the kitchen cleanup by the end of this week, then I will send a short message about it that day instead of waiting for the right moment.',
    );
    expect(advice(output, 'initiator').join(' ')).not.toContain('the plan you chose');
  });

  it('says a party’s words back to them in the second person', () => {
    expect(toYou('not having to ask permission to spend their own money')).toBe('not having to ask permission to spend your own money');
    expect(toYou('following our rules when Linda has her')).toBe('following your rules when Linda has her');
    expect(stepClause('This week, agree on a start date (“clean by bedtime”).', ['Mia', 'Tom'])).toBe('agree on a start date');
    expect(stepClause('Mia and Tom each write two lists.', ['Mia', 'Tom'])).toBe('Mia and Tom each write two lists');
  });

  it('leaves out the bracket naming a side’s request when there is no request it can name (no “what you need (what you need)”)', () => {
    const tariq = party('Tariq', ['Paolo screams at me in front of the whole kitchen.'], ['if its serious talk to me after service'], ['i go home shaking']);
    const paolo = party('Paolo', ['Tariq freezes when it gets busy.'], ['he keeps up with the calls and says yes chef'], ['Every kitchen I worked in was like this']);
    for (const initiatorStyle of DCS_MODES) {
      const output = builtinProposeStrategies({ agreedIssue: '', bestSolution: solution, initiator: { ...tariq, style: initiatorStyle }, collaborator: { ...paolo, style: 'compromising' } });
      for (const role of ['initiator', 'collaborator'] as const) {
        for (const item of advice(output, role)) expect(item).not.toMatch(/\((?:what you need|your request)\)|what you need \(what you need\)/);
      }
    }
  });
});
