/**
 * The held-out AI scenarios stay out of tuning (the rule is written at the top of
 * tests/support/ai-scenarios/heldOut.ts, and holds for heldOut2.ts too): neither the engine (amplify/) nor its tests
 * (tests/amplify/) may load them, directly or through any module they import.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repoRoot';

/** Without repoRoot's trailing slash, so paths compare with resolve()'s. */
const ROOT = resolve(repoRoot);
const HELD_OUT = join(ROOT, 'tests/support/ai-scenarios/heldOut.ts');
const HELD_OUT_2 = join(ROOT, 'tests/support/ai-scenarios/heldOut2.ts');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
/** Whether `path` is a file; a path through a file ("data.json/index.ts", tried for an import of JSON) is not. */
const isFile = (path: string) => {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importsOf = new Map<string, string[]>();

/** The project files a file imports (static, re-exported or dynamic), resolved; packages left out. */
function projectImports(file: string): string[] {
  let known = importsOf.get(file);
  if (!known) importsOf.set(file, (known = resolvedImports(file)));
  return known;
}

function resolvedImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => {
      const base = resolve(dirname(file), name);
      return [base, base.replace(/\.js$/, '.ts'), ...EXTENSIONS.map((extension) => base + extension)].find((candidate) => /\.tsx?$/.test(candidate) && isFile(candidate));
    })
    .filter((path): path is string => path !== undefined);
}

/** The import chain from `start` to `target`, or undefined when `start` never loads it. */
function importChain(start: string, target: string): string[] | undefined {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (file === target) {
      const chain = [];
      for (let at: string | null = file; at; at = cameFrom.get(at) ?? null) chain.unshift(relative(ROOT, at));
      return chain;
    }
    for (const next of projectImports(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return undefined;
}

describe('the held-out AI scenarios stay out of tuning', () => {
  it('finds the import chain to the held-out file from the evaluation (so the check below can fail)', () => {
    expect(importChain(join(ROOT, 'scripts/eval-ai.ts'), HELD_OUT)).toEqual(['scripts/eval-ai.ts', 'tests/support/ai-scenarios/heldOut.ts']);
  });

  it('finds the import chain to the second held-out file from the evaluation too', () => {
    expect(importChain(join(ROOT, 'scripts/eval-ai.ts'), HELD_OUT_2)).toEqual(['scripts/eval-ai.ts', 'tests/support/ai-scenarios/heldOut2.ts']);
  });

  it.each(['amplify', 'tests/amplify'])('no file under %s/ loads them, directly or through another module', (folder) => {
    const files = sourceFiles(join(ROOT, folder));
    expect(files.length).toBeGreaterThan(0);
    const loaders = files.flatMap((file) => [importChain(file, HELD_OUT), importChain(file, HELD_OUT_2)]).filter((chain) => chain !== undefined);
    expect(loaders.map((chain) => chain.join(' -> '))).toEqual([]);
  });
});
