import { describe, expect, it } from 'vitest';
import { builtinInferInterests } from '../../../../../amplify/ai/providers/builtin/solutions';

const side = (firstName: string, issue: string, desiredOutcome: string, why: string) => ({ firstName, issue: [issue], desiredOutcome: [desiredOutcome], whyOutcomeMatters: [why] });
const titles = (initiator: ReturnType<typeof side>, collaborator: ReturnType<typeof side>) =>
  builtinInferInterests({ agreedIssue: '', conflictType: null, initiator, collaborator }).solutions.map((solution) => solution.title);

describe('option library: a bill split by use, a parent’s driving', () => {
  it('offers an equal base share with the extra use paid by the user when one side works from home', () => {
    const five = titles(
      side('Jamie', 'Rob works from home and the heating is on all day.', 'Rob pays a bigger share of the gas bill in winter.', 'I pay to heat an empty flat.'),
      side('Rob', 'We agreed to split the bills equally.', 'Keep the equal split.', 'Counting who is home would be a nightmare.'),
    );
    expect(five).toContain('An equal base share of each bill, and the extra use paid by whoever uses it');
  });

  it('offers an independent driving assessment when a parent’s driving is the question', () => {
    const five = titles(
      side('Hannah', 'Dad is 84 and got lost driving home. He should stop driving.', 'Dad gives up the car keys.', 'His safety comes first.'),
      side('Mark', 'Hannah wants to take Dad’s keys away.', 'Dad takes a driving assessment and we respect the result.', 'It is his independence.'),
    );
    expect(five.some((title) => /^An independent driving assessment for Dad/.test(title))).toBe(true);
  });
});
