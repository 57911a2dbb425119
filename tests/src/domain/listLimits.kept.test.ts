/**
 * The fields an update may not set to null (KEPT_FIELDS) are exactly the required, non-key
 * fields of the data schema, so a required field added later is protected too; and the
 * synthesized pipeline step (which AWS and the local cloud run) refuses their removal.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPipelineSteps, type AppSyncJsFunctionDescription } from '../../../local/data/appsyncJs';
import { loadSchemaRules } from '../../../local/data/rules';
import { KEPT_FIELDS, inputLimitProblem, keptFieldMessage } from '../../../src/domain/listLimits';
import { repoPath } from '../../support/repoRoot';

const rules = loadSchemaRules(readFileSync(repoPath('local/generated/model-schema.graphql'), 'utf8'));

describe('KEPT_FIELDS', () => {
  it.each(Object.keys(KEPT_FIELDS) as (keyof typeof KEPT_FIELDS)[])('lists the required non-key fields of %s', (name) => {
    const model = rules.models.get(name)!;
    const key = new Set([model.primaryKey.partition, ...model.primaryKey.sort]);
    const required = [...model.fields.values()].filter((f) => f.nonNull && !key.has(f.name) && f.name !== model.timestamps.createdAt && f.name !== model.timestamps.updatedAt).map((f) => f.name);
    expect([...KEPT_FIELDS[name]].sort()).toEqual(required.sort());
  });

  it('refuses setting one to null, in the domain and in the synthesized pipeline step, and lets other nulls through', () => {
    expect(inputLimitProblem('Profile', { emailLower: 'a@b.c', email: null })).toBe(keptFieldMessage('email'));
    expect(inputLimitProblem('Profile', { emailLower: 'a@b.c', sub: null })).toBeNull();
    expect(inputLimitProblem('Issue', { id: 'x', collaboratorEmail: null })).toBe('collaboratorEmail cannot be removed.');
    const functions = JSON.parse(readFileSync(repoPath('local/generated/appsync-functions.json'), 'utf8')) as AppSyncJsFunctionDescription[];
    const [limits] = loadPipelineSteps(functions).beforeData.get('Mutation.updateProfile')!;
    expect(() => limits({ emailLower: 'a@b.c', email: null }, null, null)).toThrow(keptFieldMessage('email'));
    expect(limits({ emailLower: 'a@b.c', sub: null }, null, null)).toEqual({ conditions: [], defaultValues: {} });
  });
});
