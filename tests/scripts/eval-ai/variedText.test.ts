import { describe, expect, it } from 'vitest';
import { LARGEST_INPUTS, LARGEST_VARIED_INPUTS } from '../../../scripts/eval-ai/largest';
import { variedWriter } from '../../../scripts/eval-ai/variedText';

/** The sentences of an answer (its entry number and its cut last sentence left out). */
const sentencesOf = (text: string) => (text.replace(/^\d+\. /, '').match(/[^.]*\./g) ?? []).map((sentence) => sentence.trim());

describe('varied text for the largest input', () => {
  it('fills exactly the length asked for, the same text from the same seed', () => {
    const text = variedWriter(7).text('issue', 2000);
    expect(text).toHaveLength(2000);
    expect(variedWriter(7).text('issue', 2000)).toBe(text);
    expect(variedWriter(8).text('issue', 2000)).not.toBe(text);
  });

  it('uses no sentence twice anywhere in the largest varied input, at the same sizes as the repeated one', () => {
    const { initiator, collaborator } = LARGEST_VARIED_INPUTS.proposeIssues;
    const answers = [initiator, collaborator].flatMap((party) => [...party.issue, ...party.desiredOutcome, ...party.whyOutcomeMatters]);
    const sentences = answers.flatMap(sentencesOf);
    expect(sentences.length).toBeGreaterThan(2000);
    expect(new Set(sentences).size).toBe(sentences.length);
    const repeated = LARGEST_INPUTS.proposeIssues;
    const sizes = (party: typeof initiator) => [party.issue, party.desiredOutcome, party.whyOutcomeMatters].map((list) => list.map((entry) => entry.length));
    expect(sizes(initiator)).toEqual(sizes(repeated.initiator));
    expect(sizes(collaborator)).toEqual(sizes(repeated.collaborator));
    expect(LARGEST_VARIED_INPUTS.inferInterests.agreedIssue).toHaveLength(LARGEST_INPUTS.inferInterests.agreedIssue.length);
  });
});
