/**
 * Tests sit where a newcomer looks for them: `tests/<path of the source>.test.ts(x)`, with an
 * optional aspect before `.test` (`tests/local/data/service.limits.test.ts`). A test may also
 * prove a whole folder (`tests/src/features/marketing.test.tsx`). Shared helpers live in
 * tests/support/, which is the only folder exempt.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoPath, repoRoot } from './repoRoot';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The source paths a test file may prove, most specific first. */
export function sourceCandidates(testPath: string): string[] {
  const withoutTest = testPath.replace(/^tests\//, '').replace(/\.test\.tsx?$/, '');
  const stems = [withoutTest];
  // An aspect: `service.limits` proves `service`.
  const dot = withoutTest.lastIndexOf('.');
  if (dot > withoutTest.lastIndexOf('/')) stems.push(withoutTest.slice(0, dot));
  return stems.flatMap((stem) => [`${stem}.ts`, `${stem}.tsx`, stem]);
}

describe('test layout', () => {
  const tests = filesUnder(repoPath('tests'))
    .map((file) => relative(repoRoot, file))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/support/'));

  it('finds the tests', () => {
    expect(tests.length).toBeGreaterThan(40);
  });

  it.each(tests)('%s mirrors a source file or folder', (test) => {
    const found = sourceCandidates(test).find((candidate) => existsSync(repoPath(candidate)));
    expect(found, `no source for ${test} (tried ${sourceCandidates(test).join(', ')})`).toBeDefined();
  });

  it('reads an aspect off the name', () => {
    expect(sourceCandidates('tests/local/data/service.limits.test.ts')).toContain('local/data/service.ts');
    expect(sourceCandidates('tests/src/features/marketing.test.tsx')).toContain('src/features/marketing');
  });
});
