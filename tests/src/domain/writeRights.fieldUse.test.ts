/**
 * Every field of the schema is either used by the product's code or marked "spec field, unused"
 * with its reason (src/domain/specFieldsUnused.ts), and never both: a field nothing reads or writes
 * cannot hide in the schema, and a marked field that code starts to use must lose its mark.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISSUE_SPEC_FIELDS_UNUSED, PROFILE_SPEC_FIELDS_UNUSED } from '../../../src/domain/specFieldsUnused';
import { ISSUE_WRITE_RIGHTS, PROFILE_WRITE_RIGHTS } from '../../../src/domain/writeRights';
import { repoPath, repoRoot } from '../../support/repoRoot';

/** The product's code: the app, the backend (functions, AI engine) and the local cloud. */
const CODE_FOLDERS = ['src', 'amplify', 'local'];
/**
 * Files that describe every field by name without using any: the schema, the write-rights
 * tables, the limits tables, and what is generated from the schema.
 */
const FIELD_CATALOGUES = new Set([
  'amplify/data/resource.ts',
  'src/domain/writeRights.ts',
  'src/domain/listLimits.ts',
  'src/domain/specFieldsUnused.ts',
  // Server guards that name fields only to refuse what a hostile client might write into them
  // (a threat in a text the app never asks for; any write to a paused session but its closing).
  'src/domain/crisisGuard.ts',
  'src/domain/safetyPause.ts',
]);
const GENERATED = 'local/generated/';

function codeFiles(folder: string): string[] {
  return readdirSync(repoPath(folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith(GENERATED) && !FIELD_CATALOGUES.has(path));
}

const sources = CODE_FOLDERS.flatMap(codeFiles).map((path) => ({ path, text: readFileSync(repoPath(path), 'utf8') }));

/** The files whose code names the field (as a property, a variable or a string). */
const usesOf = (field: string) => sources.filter((source) => new RegExp(`\\b${field}\\b`).test(source.text)).map((source) => source.path);

describe.each([
  { model: 'Issue', fields: Object.keys(ISSUE_WRITE_RIGHTS), unused: ISSUE_SPEC_FIELDS_UNUSED as Record<string, string> },
  { model: 'Profile', fields: Object.keys(PROFILE_WRITE_RIGHTS), unused: PROFILE_SPEC_FIELDS_UNUSED as Record<string, string> },
])('the fields of $model', ({ fields, unused }) => {
  it('reads a source of code (the search sees the code it should)', () => {
    expect(sources.some((source) => source.path === 'src/backend/data.ts')).toBe(true);
    expect(sources.some((source) => source.path === 'amplify/functions/send-email/handler.ts')).toBe(true);
    expect(sources.some((source) => source.path.startsWith('local/cloud/'))).toBe(true);
  });

  it('every field is used by code, or marked "spec field, unused" with a reason', () => {
    const unexplained = fields.filter((field) => !(field in unused) && usesOf(field).length === 0);
    expect(unexplained).toEqual([]);
  });

  it('no field marked unused is used by code', () => {
    const used = Object.keys(unused).flatMap((field) => usesOf(field).map((path) => `${field} in ${path}`));
    expect(used).toEqual([]);
  });

  it('each mark names a field of the model and says why', () => {
    for (const [field, reason] of Object.entries(unused)) {
      expect(fields).toContain(field);
      expect(reason).toMatch(/^spec field, unused: \S.{20,}/);
    }
  });
});
