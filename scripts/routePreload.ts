/**
 * A Vite build plugin (issue 30, "Break the chain"): index.html learns, per route, the chunks the
 * route will load (its layouts' and page's lazy modules with their static imports), and a tiny
 * inline script adds modulepreload links for the address being opened. The browser then fetches
 * the page's chunks alongside the entry script instead of after it has run.
 *
 * The routes come from src/app/router.tsx, read with the TypeScript parser: every route object
 * with `path: paths.<name>.pattern` (or `index: true`), and every `import('…')` in it outside its
 * children (or in a function of the file it names, such as a loader), inherited by its children,
 * and the layout elements it sits in (`element: <RequireAuth />`), which decide whether it
 * preconnects to the cloud.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { paths } from '../src/domain/paths.ts';

export interface RouteModules {
  pattern: string;
  /** Absolute paths of the modules the route loads lazily, outermost layout first. */
  modules: string[];
  /** The JSX names of the layout elements it sits in (and its own element's), outermost first. */
  layouts: string[];
}

function patternOf(expression: ts.Expression): string | null {
  // paths.session.agree.pattern -> ['session', 'agree']
  const names: string[] = [];
  let node: ts.Expression = expression;
  while (ts.isPropertyAccessExpression(node)) {
    names.unshift(node.name.text);
    node = node.expression;
  }
  if (!ts.isIdentifier(node) || node.text !== 'paths' || names.pop() !== 'pattern') return null;
  const route = names.reduce<unknown>((at, name) => (at as Record<string, unknown> | undefined)?.[name], paths) as { pattern?: string } | undefined;
  return route?.pattern ?? null;
}

/** The string of every `import('…')` under `node`. */
function importsUnder(node: ts.Node, found: string[] = []): string[] {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
    found.push(node.arguments[0].text);
  }
  ts.forEachChild(node, (child) => void importsUnder(child, found));
  return found;
}

const jsxName = (node: ts.Node): string | null => (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node) ? node.tagName.getText() : null);

/** The router's routes and the modules each loads (see the file comment). */
export function routeModules(routerFile: string): RouteModules[] {
  const source = ts.createSourceFile(routerFile, readFileSync(routerFile, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const from = dirname(routerFile);
  const withExtension = (specifier: string) => {
    const base = resolve(from, specifier);
    for (const extension of ['.tsx', '.ts']) {
      try {
        readFileSync(base + extension);
        return base + extension;
      } catch {
        // try the next extension
      }
    }
    return base;
  };
  // A route's loader may be a function declared above the table: its imports count too.
  const declared = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) if (declaration.initializer) declared.set(declaration.name.getText(), declaration.initializer);
  }
  const routes: RouteModules[] = [];
  const visitRoute = (route: ts.ObjectLiteralExpression, inherited: string[], inheritedLayouts: string[]) => {
    let pattern: string | null = null;
    let index = false;
    let children: ts.ArrayLiteralExpression | null = null;
    const own: string[] = [];
    const layouts = [...inheritedLayouts];
    for (const property of route.properties) {
      if (ts.isPropertyAssignment(property) && property.name.getText() === 'children' && ts.isArrayLiteralExpression(property.initializer)) {
        children = property.initializer;
        continue;
      }
      if (ts.isPropertyAssignment(property) && property.name.getText() === 'path') pattern = patternOf(property.initializer);
      if (ts.isPropertyAssignment(property) && property.name.getText() === 'index') index = property.initializer.kind === ts.SyntaxKind.TrueKeyword;
      if (ts.isPropertyAssignment(property) && property.name.getText() === 'element') {
        const element = ts.isJsxElement(property.initializer) ? property.initializer.openingElement : property.initializer;
        const name = jsxName(element);
        if (name) layouts.push(name);
      }
      const named = ts.isPropertyAssignment(property) && ts.isIdentifier(property.initializer) ? declared.get(property.initializer.text) : undefined;
      own.push(...importsUnder(named ?? property).map(withExtension));
    }
    const modules = [...inherited, ...own];
    if (index) pattern = '/';
    if (pattern && own.length) routes.push({ pattern, modules, layouts });
    for (const child of children?.elements ?? []) if (ts.isObjectLiteralExpression(child)) visitRoute(child, modules, layouts);
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'routes' && node.initializer && ts.isArrayLiteralExpression(node.initializer)) {
      for (const route of node.initializer.elements) if (ts.isObjectLiteralExpression(route)) visitRoute(route, [], []);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

/** A route pattern as a regular expression source: a `:param` one segment (captured as the group `param`), `*` the rest. */
export const patternSource = (pattern: string) =>
  `^${pattern
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')}/?$`;

/**
 * The inline script: the first route whose pattern matches location.pathname gets a
 * modulepreload link per chunk and a stylesheet link per stylesheet its chunks import (Vite
 * would otherwise ask for it only once the page's chunk has run, and hold the page until it has
 * loaded; seeing it linked, Vite adds no second one), and, when it `connects`, a preconnect link
 * per origin of `origins` (crossorigin: the API calls are CORS requests, which use the anonymous
 * pool). File names are listed once and referred to by index.
 */
export function preloadScript(routes: { pattern: string; files: string[]; connects?: boolean }[], base: string, origins: string[] = []): string {
  const files = [...new Set(routes.flatMap((route) => route.files))];
  const table = routes.map((route) => [patternSource(route.pattern), route.files.map((file) => files.indexOf(file)), route.connects && origins.length ? 1 : 0]);
  return (
    `(()=>{const f=${JSON.stringify(files)},o=${JSON.stringify(origins)},r=${JSON.stringify(table)},p=location.pathname,` +
    `a=(rel,href,c)=>{const l=document.createElement("link");l.rel=rel;l.href=href;if(c)l.crossOrigin="";document.head.appendChild(l)};` +
    `for(const[s,i,c]of r)if(new RegExp(s).test(p)){if(c)for(const h of o)a("preconnect",h,1);for(const n of i)a(f[n].endsWith(".css")?"stylesheet":"modulepreload",${JSON.stringify(base)}+f[n]);break}})()`
  );
}

/** Which routes preconnect to `origins`: those inside one of `layouts` (RequireAuth: the signed-in screens, which call the cloud at once). */
export interface Preconnect {
  origins: string[];
  layouts: string[];
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  /** The stylesheets Vite extracted from the chunk's modules. */
  viteMetadata?: { importedCss: Set<string> };
}

/** The plugin; `routerFile` absolute. */
export function routePreload(routerFile: string, preconnect: Preconnect = { origins: [], layouts: [] }): Plugin {
  let base = '/';
  return {
    name: 'dfuse-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = Object.values(context.bundle).filter((output): output is BundleChunk & typeof output => output.type === 'chunk') as unknown as BundleChunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the entry loads statically is in index.html already.
        const loaded = new Set<string>();
        const addStatic = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) addStatic(imported, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) addStatic(chunk.fileName, loaded);
        const chunkOf = (module: string) => chunks.find((chunk) => chunk.moduleIds.includes(module));
        const routes = routeModules(routerFile).map(({ pattern, modules, layouts }) => {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = chunkOf(module);
            if (!chunk) throw new Error(`route-preload: no chunk holds ${module} (route ${pattern})`);
            addStatic(chunk.fileName, files);
          }
          const connects = layouts.some((layout) => preconnect.layouts.includes(layout));
          const chunkFiles = [...files].filter((file) => !loaded.has(file));
          const stylesheets = new Set(chunkFiles.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
          return { pattern, files: [...chunkFiles, ...stylesheets], connects };
        });
        const script = preloadScript(routes.filter((route) => route.files.length || route.connects), base, preconnect.origins);
        // First in <head>: a classic script after the stylesheet would wait for it to download before it runs.
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}
