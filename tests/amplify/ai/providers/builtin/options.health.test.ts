import { describe, expect, it } from 'vitest';
import { builtinInferInterests } from '../../../../../amplify/ai/providers/builtin/solutions';

const side = (firstName: string, issue: string, desiredOutcome: string, why: string) => ({ firstName, issue: [issue], desiredOutcome: [desiredOutcome], whyOutcomeMatters: [why] });
const titles = (initiator: ReturnType<typeof side>, collaborator: ReturnType<typeof side>) =>
  builtinInferInterests({ agreedIssue: '', conflictType: null, initiator, collaborator }).solutions.map((solution) => solution.title);

const BAD_DAY = 'A one-line bad-day note, and a check-in once it has passed';

describe('option library: ill health behind a silence, and a change of studies', () => {
  it('offers a bad-day note when one side’s silence comes from ill health', () => {
    const five = titles(
      side('Sam', 'When Ali shuts himself away for days I never know if I did something.', 'One word from Ali when something is wrong.', 'I end up tiptoeing around the flat.'),
      side('Ali', 'I get migraines and need the room dark and silent until they pass.', 'Sam does not knock on my door to ask if I am ok.', 'Talking when my head is pounding makes it last longer.'),
    );
    expect(five).toContain(BAD_DAY);
  });

  it('does not offer it to a silence with no health in it', () => {
    const five = titles(
      side('Sam', 'When Ali is annoyed he goes quiet for days.', 'Tell me what is wrong, even in a word.', 'I end up tiptoeing around the flat.'),
      side('Ali', 'Sam wants to talk everything through at once.', 'Some time to cool off first.', 'I say things I regret when I am heated.'),
    );
    expect(five).not.toContain(BAD_DAY);
  });

  it('reads going back to uni for a masters as a decision about studies', () => {
    const five = titles(
      side('Amara', 'i want to go back to uni', 'a full time masters from september', 'this is my last chance to change careers'),
      side('Emeka', 'We just fixed our mortgage at a higher rate.', 'wait until we have six months of savings', 'I do not want us to fight about money.'),
    );
    expect(five).toContain('A taster course before the final decision, with a date to decide');
  });
});
