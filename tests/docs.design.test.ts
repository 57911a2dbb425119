/**
 * Code comments cite the design decisions as `docs/design.md, "Section"`: each cited section
 * must exist, so renaming or dropping a section cannot leave comments pointing nowhere.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoPath, repoRoot } from './support/repoRoot';

const FOLDERS = ['amplify', 'src', 'local', 'scripts', 'tests', 'e2e', 'docs'];
const SKIPPED = /(^|\/)(node_modules|generated)\//;

function files(folder: string): string[] {
  return readdirSync(repoPath(folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|md)$/.test(entry.name))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)))
    .filter((path) => !SKIPPED.test(path));
}

const sections = new Set(
  [...readFileSync(repoPath('docs/design.md'), 'utf8').matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1].trim()),
);

/** `docs/design.md, "Section"` (the section may follow on the next comment line) or, in a printed label, `docs/design.md, Section'`. */
const CITATION = /docs\/design\.md,(?:\s|\*|\/\/)*(?:"([^"]+)"|([A-Z][\w ]*)')/g;

/** "Section" itself is the placeholder where the convention is explained. */
const citations = [...FOLDERS.flatMap(files), 'README.md']
  .flatMap((path) => [...readFileSync(repoPath(path), 'utf8').matchAll(CITATION)].map((match) => ({ path, section: (match[1] ?? match[2]).trim() })))
  .filter((citation) => citation.section !== 'Section');

describe('citations of docs/design.md', () => {
  it('are found (the search reads the code that cites it)', () => {
    expect(citations.map((c) => c.path)).toEqual(expect.arrayContaining(['src/domain/status.ts', 'amplify/functions/shared/caller.ts']));
  });

  it('each name a section the document has', () => {
    const missing = citations.filter((c) => !sections.has(c.section)).map((c) => `${c.path}: "${c.section}"`);
    expect(missing).toEqual([]);
  });
});
