/**
 * A PostCSS plugin for the build (issue 30): Bootstrap's stylesheet keeps only the rules whose
 * classes the app can use. The whole of bootstrap.min.css (31 KB gzip) was the one render-blocking
 * resource of every page, and Lighthouse counted nine tenths of it unused on a session screen.
 *
 * PurgeCSS decides, from the words in our sources and react-bootstrap's (which writes the base
 * classes such as `navbar-collapse`). react-bootstrap also builds classes from props at run time
 * (`btn-${variant}`, `bg-${bg}`, `col-md-${span}`, `spinner-border-sm`…): those prefixes are
 * kept whole, as are the states its transitions add (`show`, `fade`, `collapsing`…). Only
 * Bootstrap's file is trimmed: our own stylesheets are small and hold only what we wrote.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { Plugin, Root } from 'postcss';

/**
 * Class prefixes react-bootstrap completes at run time, from a prop's value (`btn-${variant}`,
 * `spinner-${animation}`, `col-md-${span}`) or from its own prefix (`navbar-toggler-icon`,
 * `modal-dialog-centered`, `list-group-flush`): kept whole, with the prefix itself.
 */
const BUILT_AT_RUN_TIME =
  /^(accordion|alert|badge|bg|border|btn|card|col|row-cols|offset|order|form-control|form-select|form-check|input-group|list-group|modal|nav|navbar|spinner-border|spinner-grow|table|text|text-bg|toast|position|top|bottom|start|end|translate-middle)(-|$)/;

/** Classes react-bootstrap's transitions, modal and forms add or remove as state changes. */
const STATES = ['show', 'showing', 'hiding', 'fade', 'collapse', 'collapsing', 'collapse-horizontal', 'active', 'disabled', 'modal-open', 'modal-backdrop', 'modal-static', 'is-invalid', 'is-valid', 'was-validated'];

/** react-bootstrap's own pieces its components share (the close button, transitions, form feedback, the modal's manager). */
const SHARED_PIECES = ['CloseButton', 'Fade', 'Collapse', 'Feedback', 'BootstrapModalManager', 'TransitionWrapper'];

/**
 * The sources whose words may name a Bootstrap class: ours, and react-bootstrap's files for the
 * components we import (`Navbar` -> Navbar*.js, its brand, toggle and collapse among them), not
 * the carousel, popover or pagination we never show.
 */
export function bootstrapCssContent(root: string): string[] {
  const used = new Set<string>();
  const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  for (const file of sources) {
    for (const [, names] of readFileSync(join(root, 'src', file), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-bootstrap'/g)) {
      for (const name of names.split(',')) if (/^[A-Z]\w*$/.test(name.trim())) used.add(name.trim());
    }
  }
  return [
    join(root, 'index.html'),
    join(root, 'src/**/*.{ts,tsx}'),
    ...[...used, ...SHARED_PIECES].sort().map((name) => join(root, `node_modules/react-bootstrap/esm/${name}*.js`)),
  ];
}

export function isBootstrapStylesheet(file: string | undefined): boolean {
  return /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]/.test(file ?? '');
}

/** The plugin: trims Bootstrap's stylesheet, leaves every other stylesheet as it is. */
export function bootstrapCss(root: string): Plugin {
  const purge = purgeCss({
    content: bootstrapCssContent(root),
    safelist: { standard: [...STATES, BUILT_AT_RUN_TIME] },
  }) as Plugin & { OnceExit: (css: Root, helpers: unknown) => Promise<void> };
  return {
    postcssPlugin: 'bootstrap-css',
    OnceExit(css, helpers) {
      if (isBootstrapStylesheet(css.source?.input.file)) return purge.OnceExit(css, helpers);
    },
  };
}
