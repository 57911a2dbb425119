/**
 * docs/rules.md names, for every rule, the code that implements it and the tests that prove it.
 * This holds those names to the repository, so the map cannot quietly go stale when code moves:
 * - every file named (`path`) exists; a bare file name (`RegisterForm.tsx`) is in the folder of
 *   the path named before it in the same cell, a bare `*.spec.ts` under e2e/;
 * - every name in parentheses after a file (`path` (`name`, …)) is declared in that file, and
 *   every other bare name in a Code cell (`INVITE_RESEND_INTERVAL_MS`) in one of the cell's files;
 * - every title quoted after a test file (`file` ("title")) is the title of a test or a group in
 *   it, or part of one ("…" stands for the rest), and a quoted string after a code file is in it.
 * And the other way: every section the code cites (`docs/rules.md, "Sessions"`) is one of its headings.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../support/repoRoot';

/** One name the map uses, with where it stands (section and column) for the failure message. */
interface Reference {
  where: string;
  file: string;
  kind: 'file' | 'symbol' | 'title' | 'text';
  name?: string;
}

const BACKTICKED = /`([^`]+)`(?:\s*\(([^()]*)\))?/g;
const FILE_NAME = /\.(tsx?|jsx?|css|json|md|ya?ml)$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const isPathLike = (token: string) => !token.startsWith('/') && !/\s/.test(token) && (token.includes('/') || FILE_NAME.test(token));
const isTestFile = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

/** The references of one Code or Proof cell. */
function cellReferences(cell: string, where: string, column: 'Code' | 'Proof'): { references: Reference[]; problems: string[] } {
  const references: Reference[] = [];
  const problems: string[] = [];
  const filesOfCell: string[] = [];
  const bareNames: string[] = [];
  let lastPath: string | null = null;
  for (const [, token, parenthesised] of cell.matchAll(BACKTICKED)) {
    if (!isPathLike(token)) {
      if (column === 'Code' && IDENTIFIER.test(token)) bareNames.push(token);
      continue;
    }
    let file = token;
    if (!token.includes('/')) {
      if (token.endsWith('.spec.ts')) file = `e2e/${token}`;
      else if (lastPath) file = join(dirname(lastPath), token);
      else {
        problems.push(`${where}: \`${token}\` has no folder (name a full path before it in the cell)`);
        continue;
      }
    }
    lastPath = file;
    filesOfCell.push(file);
    references.push({ where, file, kind: 'file' });
    if (!parenthesised) continue;
    for (const [, name] of parenthesised.matchAll(/`([^`]+)`/g)) {
      if (IDENTIFIER.test(name)) references.push({ where, file, kind: 'symbol', name });
    }
    for (const [, quoted] of parenthesised.matchAll(/"([^"]+)"/g)) {
      references.push({ where, file, kind: isTestFile(file) ? 'title' : 'text', name: quoted });
    }
  }
  // A bare name in a Code cell belongs to one of the cell's files.
  for (const name of bareNames) references.push({ where, file: filesOfCell.join(' or '), kind: 'symbol', name });
  return { references, problems };
}

/** Every reference of the map's tables, with the problems of reading them. */
function rulesReferences(markdown: string): { references: Reference[]; problems: string[] } {
  const references: Reference[] = [];
  const problems: string[] = [];
  let section = '(top)';
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1];
    if (!line.startsWith('|') || /^\|\s*(Rule|---)/.test(line)) continue;
    // Cells are split on the pipes that are not escaped (`a \| b` stays in its cell).
    const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim());
    if (cells.length !== 3) {
      problems.push(`${section}: a row without three cells: ${line.slice(0, 80)}`);
      continue;
    }
    const rule = cells[0].slice(0, 60);
    for (const [column, cell] of [['Code', cells[1]], ['Proof', cells[2]]] as const) {
      const found = cellReferences(cell, `"${section}", ${column} of "${rule}…"`, column);
      references.push(...found.references);
      problems.push(...found.problems);
    }
  }
  return { references, problems };
}

const sources = new Map<string, ts.SourceFile>();
function sourceOf(file: string): ts.SourceFile {
  let source = sources.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(repoPath(file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    sources.set(file, source);
  }
  return source;
}

const DECLARATIONS = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.EnumMember,
  ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.BindingElement,
  ts.SyntaxKind.PropertySignature,
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.ShorthandPropertyAssignment,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.MethodSignature,
  ts.SyntaxKind.ExportSpecifier,
]);

/** The names a file declares: functions, constants, types, classes, enums and their members, object keys (not what it imports). */
function declaredNames(file: string): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    const name = (node as { name?: ts.Node }).name;
    if (DECLARATIONS.has(node.kind) && name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) names.add(name.text);
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(file));
  return names;
}

const TEST_FUNCTIONS = /^(it|test|describe)\b/;

/** The titles of a test file's tests and groups; a template's `${…}` parts read as "…". */
function testTitles(file: string): string[] {
  const titles: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && TEST_FUNCTIONS.test(node.expression.getText()) && node.arguments.length) {
      const first = node.arguments[0];
      if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) titles.push(first.text);
      else if (ts.isTemplateExpression(first)) titles.push(first.head.text + first.templateSpans.map((span) => `…${span.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(file));
  return titles;
}

/** Straight and typographic apostrophes read alike (the map is typed by hand). */
const plain = (text: string) => text.replace(/[’‘]/g, "'");

/** Whether `text` holds the pieces of `quoted` ("…" stands for anything), in order. */
function holds(text: string, quoted: string): boolean {
  let from = 0;
  const within = plain(text);
  for (const piece of plain(quoted).split('…').map((p) => p.trim()).filter(Boolean)) {
    const at = within.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

const isFile = (file: string) => existsSync(repoPath(file)) && statSync(repoPath(file)).isFile();
const isCode = (file: string) => /\.(tsx?|jsx?)$/.test(file) && isFile(file);

/** Why `reference` does not hold, or null when it does. */
function staleness(reference: Reference): string | null {
  const { where, file, kind, name } = reference;
  switch (kind) {
    case 'file':
      return existsSync(repoPath(file)) ? null : `${where}: ${file} does not exist`;
    case 'symbol': {
      const files = file.split(' or ').filter(isCode);
      if (!files.length) return null; // the missing file is reported as such
      return files.some((f) => declaredNames(f).has(name!)) ? null : `${where}: ${file} declares no \`${name}\``;
    }
    case 'title':
      if (!isCode(file)) return null;
      return testTitles(file).some((title) => holds(title, name!)) ? null : `${where}: ${file} has no test or group titled "${name}"`;
    case 'text':
      if (!isFile(file)) return null;
      return holds(readFileSync(repoPath(file), 'utf8'), name!) ? null : `${where}: "${name}" is not in ${file}`;
  }
}

const { references, problems } = rulesReferences(readFileSync(repoPath('docs/rules.md'), 'utf8'));
const stale = (kind: Reference['kind']) => references.filter((r) => r.kind === kind).map(staleness).filter((why): why is string => why !== null);

describe('docs/rules.md', () => {
  it('is read whole: every row has its three cells and every bare file name a folder', () => {
    expect(problems).toEqual([]);
    // The map names well over a hundred files, and functions and test titles by the dozen.
    expect(references.filter((r) => r.kind === 'file').length).toBeGreaterThan(150);
    expect(references.filter((r) => r.kind === 'symbol').length).toBeGreaterThan(100);
    expect(references.filter((r) => r.kind === 'title').length).toBeGreaterThan(20);
  });

  it('names only files that exist', () => {
    expect(stale('file')).toEqual([]);
  });

  it('names only functions and constants that the named files declare', () => {
    expect(stale('symbol')).toEqual([]);
  });

  it('quotes only test titles that the named test files have, and texts the named files hold', () => {
    expect([...stale('title'), ...stale('text')]).toEqual([]);
  });
});

/** Every section the repository's code and tests cite as docs/rules.md and its name in quotes (one or several, joined by "and"), with the citing file. */
function citedSections(): { file: string; section: string }[] {
  const cited: { file: string; section: string }[] = [];
  for (const root of ['src', 'amplify', 'local', 'scripts', 'e2e', 'tests']) {
    for (const entry of readdirSync(repoPath(root), { recursive: true, encoding: 'utf8' })) {
      const file = join(root, entry);
      if (!/\.(tsx?|css)$/.test(file) || file.includes('node_modules')) continue;
      for (const [, sections] of readFileSync(repoPath(file), 'utf8').matchAll(/docs\/rules\.md, ((?:"[^"\n]+"(?:,? and |, )?)+)/g)) {
        for (const [, section] of sections.matchAll(/"([^"]+)"/g)) cited.push({ file, section });
      }
    }
  }
  return cited;
}

describe('the sections the code cites', () => {
  it('are headings of docs/rules.md', () => {
    const headings = new Set([...readFileSync(repoPath('docs/rules.md'), 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1]));
    const cited = citedSections();
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ section }) => !headings.has(section)).map(({ file, section }) => `${file}: "${section}"`)).toEqual([]);
  });
});

describe('reading a cell', () => {
  it('takes paths, bare names in the folder before them, e2e specs, names in parentheses and quoted titles', () => {
    const code = cellReferences('`src/domain/intake.ts` (`STEPS`, `submitEntry`), `InitPage.tsx`, `LIMIT`', 'here', 'Code');
    expect(code).toEqual({
      problems: [],
      references: [
        { where: 'here', file: 'src/domain/intake.ts', kind: 'file' },
        { where: 'here', file: 'src/domain/intake.ts', kind: 'symbol', name: 'STEPS' },
        { where: 'here', file: 'src/domain/intake.ts', kind: 'symbol', name: 'submitEntry' },
        { where: 'here', file: 'src/domain/InitPage.tsx', kind: 'file' },
        { where: 'here', file: 'src/domain/intake.ts or src/domain/InitPage.tsx', kind: 'symbol', name: 'LIMIT' },
      ],
    });
    const proof = cellReferences('`tests/a.test.ts` ("one…", "two"), e2e `b.spec.ts` (mouse, keyboard), eslint `no-restricted-syntax`', 'here', 'Proof');
    expect(proof.references).toEqual([
      { where: 'here', file: 'tests/a.test.ts', kind: 'file' },
      { where: 'here', file: 'tests/a.test.ts', kind: 'title', name: 'one…' },
      { where: 'here', file: 'tests/a.test.ts', kind: 'title', name: 'two' },
      { where: 'here', file: 'e2e/b.spec.ts', kind: 'file' },
    ]);
    expect(cellReferences('`ForgotPasswordPage.tsx`', 'here', 'Code').problems).toEqual(['here: `ForgotPasswordPage.tsx` has no folder (name a full path before it in the cell)']);
  });

  it('matches a quoted title with "…" against the pieces in order', () => {
    expect(holds('6. sign-up remembers the way', '6. sign-up…')).toBe(true);
    expect(holds('sends the invitation once', '…once…')).toBe(true);
    expect(holds('the way up', 'up…the')).toBe(false);
  });
});
