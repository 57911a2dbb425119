import { describe, expect, it } from 'vitest';
import { oncePerCall, withCallMemo } from '../../../../../amplify/ai/providers/builtin/callMemo';

/** A step that counts how often it really runs. */
function countingStep() {
  const runs: string[] = [];
  const step = oncePerCall((text: string) => {
    runs.push(text);
    return text.toUpperCase();
  });
  return { runs, step };
}

describe('oncePerCall', () => {
  it('computes a key once within a call and gives the same result each time', () => {
    const { runs, step } = countingStep();
    const results = withCallMemo(() => [step('mom'), step('care'), step('mom')]);
    expect(results).toEqual(['MOM', 'CARE', 'MOM']);
    expect(runs).toEqual(['mom', 'care']);
  });

  it('keeps nothing after the call: the next call computes again', () => {
    const { runs, step } = countingStep();
    withCallMemo(() => step('mom'));
    withCallMemo(() => step('mom'));
    expect(runs).toEqual(['mom', 'mom']);
  });

  it('computes each time outside a call', () => {
    const { runs, step } = countingStep();
    step('mom');
    step('mom');
    expect(runs).toEqual(['mom', 'mom']);
  });

  it('shares the outer memo with a nested run, and keys by keyOf when given', () => {
    const runs: number[] = [];
    const lengthOf = oncePerCall(
      (item: { id: number; text: string }) => {
        runs.push(item.id);
        return item.text.length;
      },
      (item) => item.text,
    );
    const results = withCallMemo(() => [lengthOf({ id: 1, text: 'deposit' }), withCallMemo(() => lengthOf({ id: 2, text: 'deposit' }))]);
    expect(results).toEqual([7, 7]);
    expect(runs).toEqual([1]);
  });

  it('ends the call even when the task throws', () => {
    const { runs, step } = countingStep();
    expect(() =>
      withCallMemo(() => {
        step('mom');
        throw new Error('failed');
      }),
    ).toThrow('failed');
    withCallMemo(() => step('mom'));
    expect(runs).toEqual(['mom', 'mom']);
  });
});
