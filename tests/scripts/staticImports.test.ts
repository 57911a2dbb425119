/**
 * The project modules a set of entries loads before it runs (vite.config.ts keeps these, and
 * only these of the shared src modules, in the chunk `/` and `/login` load first).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { staticImportClosure } from '../../scripts/staticImports';

const folder = mkdtempSync(join(tmpdir(), 'static-imports-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(folder, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
};

describe('staticImportClosure', () => {
  it('follows value imports and re-exports, transitively; not import(), not type-only imports, not packages', () => {
    const entry = file(
      'main.tsx',
      [
        "import { a } from './a';",
        "import type { B } from './b';",
        "export { e } from './lib';",
        "import React from 'react';",
        "const later = () => import('./c');",
      ].join('\n'),
    );
    const a = file('a.ts', "import { d } from './deep/d';\nexport const a = d;");
    file('b.ts', 'export type B = number;');
    file('c.ts', "import './a';\nexport const c = 1;");
    const d = file('deep/d.ts', 'export const d = 1;');
    const lib = file('lib/index.ts', 'export const e = 2;');
    expect(staticImportClosure([entry])).toEqual(new Set([entry, a, d, lib]));
  });

  it('on the app: the entry, home and login reach the route table and paths, not the session screens’ domain modules', () => {
    const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));
    const closure = staticImportClosure([src('main.tsx'), src('features/marketing/HomePage.tsx'), src('features/accounts/LoginPage.tsx')]);
    expect(closure).toContain(src('app/router.tsx'));
    expect(closure).toContain(src('domain/paths.ts'));
    expect(closure).toContain(src('ui/LinkButton.tsx'));
    expect(closure).not.toContain(src('domain/statements.ts'));
    expect(closure).not.toContain(src('features/agree/AgreePage.tsx'));
  });
});
