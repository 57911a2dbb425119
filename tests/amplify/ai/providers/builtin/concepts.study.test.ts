import { describe, expect, it } from 'vitest';
import { conceptById } from '../../../../../amplify/ai/providers/builtin/concepts';

const study = conceptById.get('decision.study')!;

describe('concepts: a decision about studies', () => {
  it('is a school, a degree or a course to choose, not the place where children are', () => {
    expect(study.cue.test('she wants to drop out of law school')).toBe(true);
    expect(study.cue.test('he should finish school first')).toBe(true);
    expect(study.cue.test('the kids at school will make fun of him')).toBe(false);
    expect(study.cue.test('the school moved pickup to 3')).toBe(false);
  });
});
