import { readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIMITS, LIMIT_MESSAGES } from '../../../src/domain/limits';
import { LIST_LIMITS, listLimitProblem } from '../../../src/domain/listLimits';
import { repoPath } from '../../support/repoRoot';

const modelSchema = readFileSync(repoPath('local', 'generated', 'model-schema.graphql'), 'utf8');
const stringListFields = (model: string) => {
  const type = parse(modelSchema).definitions.find((d) => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === model);
  if (type?.kind !== Kind.OBJECT_TYPE_DEFINITION) throw new Error(`No type ${model}`);
  return (type.fields ?? [])
    .filter((f) => f.type.kind === Kind.LIST_TYPE && f.type.type.kind === Kind.NAMED_TYPE && f.type.type.name.value === 'String')
    .map((f) => f.name.value)
    .sort();
};

describe('list limits', () => {
  it('cover every string list of Issue and Profile in the data schema', () => {
    expect(Object.keys(LIST_LIMITS.Issue).sort()).toEqual(stringListFields('Issue'));
    expect(Object.keys(LIST_LIMITS.Profile).sort()).toEqual(stringListFields('Profile'));
  });

  it('allow the answer lists up to the entry and length limits, and refuse one more', () => {
    const full = Array.from({ length: LIMITS.answerEntries }, () => 'x'.repeat(LIMITS.answer));
    expect(listLimitProblem('Issue', { initiatorIssue: full })).toBeNull();
    expect(listLimitProblem('Issue', { collaboratorIssue: [...full, 'one more'] })).toBe(LIMIT_MESSAGES.answerEntries);
    expect(listLimitProblem('Issue', { whyOutcomeMattersCollaborator: ['x'.repeat(LIMITS.answer + 1)] })).toBe(LIMIT_MESSAGES.answer);
  });

  it('bound the other lists too, and ignore absent, null and non-list fields and unknown models', () => {
    expect(listLimitProblem('Issue', { initiatorStrategies: Array.from({ length: 51 }, () => 's') })).toBe('Lists can hold at most 50 items.');
    expect(listLimitProblem('Profile', { dcsScores: ['x'.repeat(LIMITS.longText + 1)] })).toBe(LIMIT_MESSAGES.longText);
    expect(listLimitProblem('Issue', { initiatorIssue: null, status: 'created' })).toBeNull();
    expect(listLimitProblem('Other', { initiatorIssue: Array.from({ length: 99 }, () => 'x') })).toBeNull();
  });
});
