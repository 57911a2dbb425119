/**
 * The project's own modules a set of entry files loads before it runs: their static imports,
 * followed through relative specifiers (not `import()`, not `import type`, which the build drops).
 * vite.config.ts keeps these in the chunk the first paint of `/` and `/login` needs, and the rest
 * of the shared src modules out of it; and it keeps the modules that load aws-amplify statically
 * out of the chunk the screens share.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

const specifiersByFile = new Map<string, string[]>();

/** The specifiers `file` imports statically (values, not types): relative ones and packages. */
function allStaticSpecifiers(file: string): string[] {
  const known = specifiersByFile.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  specifiersByFile.set(file, found);
  return found;
}

/** The relative specifiers `file` imports statically. */
const staticSpecifiers = (file: string) => allStaticSpecifiers(file).filter((specifier) => specifier.startsWith('.'));

/** Absolute paths of `entries` and every project module they import statically, transitively. */
export function staticImportClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticSpecifiers(file)) {
      const imported = resolveRelative(file, specifier);
      if (imported) visit(imported);
    }
  };
  for (const entry of entries) visit(resolve(entry));
  return seen;
}

/** Whether `file`, or a project module it imports statically, imports a package whose name starts with `packagePrefix`. */
export function importsPackage(file: string, packagePrefix: string): boolean {
  return [...staticImportClosure([file])].some((module) => allStaticSpecifiers(module).some((specifier) => specifier.startsWith(packagePrefix)));
}
