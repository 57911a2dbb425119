/**
 * The build's trimming of Bootstrap's stylesheet (issue 30): what the app's screens can show stays
 * (classes in our sources, classes react-bootstrap builds from props, its transition states),
 * components we never render go, and our own stylesheets pass through untouched.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootstrapCss } from '../../scripts/bootstrapCss';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bootstrapFile = createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css');

/** Whether the stylesheet has a rule whose selector names `.name` as a whole class. */
const hasClass = (css: string, name: string) => new RegExp(`\\.${name.replace(/[-]/g, '\\-')}(?![\\w-])`).test(css);

describe('bootstrapCss', () => {
  let trimmed = '';
  const whole = readFileSync(bootstrapFile, 'utf8');
  beforeAll(async () => {
    trimmed = (await postcss([bootstrapCss(root)]).process(whole, { from: bootstrapFile })).css;
  });

  it('is much smaller than the whole stylesheet', () => {
    expect(trimmed.length).toBeLessThan(whole.length * 0.6);
  });

  it('keeps the classes our screens write and the ones react-bootstrap builds from their props', () => {
    // Written in our sources: the skip link, layout utilities.
    for (const name of ['visually-hidden-focusable', 'd-flex', 'justify-content-center', 'text-break']) expect(hasClass(trimmed, name), name).toBe(true);
    // Built from props: <Button variant="outline-dark" size="sm">, <Badge bg="info" text="dark">, <Alert variant="warning">,
    // <Spinner animation="border" size="sm">, <Navbar expand="lg">, <Col md={6}>; and from its own prefix: the
    // navbar toggle's icon, a centred modal's dialog, a flush list.
    for (const name of ['btn-outline-dark', 'btn-sm', 'bg-info', 'text-dark', 'alert-warning', 'spinner-border', 'spinner-border-sm', 'navbar-expand-lg', 'col-md-6', 'text-bg-success', 'navbar-toggler-icon', 'modal-dialog-centered', 'list-group-flush']) {
      expect(hasClass(trimmed, name), name).toBe(true);
    }
    // Written by react-bootstrap's components we use: the navbar's parts, the close button, the modal.
    for (const name of ['navbar-collapse', 'navbar-toggler', 'btn-close', 'modal-dialog', 'modal-backdrop', 'toast-container']) expect(hasClass(trimmed, name), name).toBe(true);
  });

  it('keeps the states its transitions and forms switch on and off', () => {
    for (const name of ['show', 'fade', 'collapsing', 'is-invalid', 'was-validated']) expect(hasClass(trimmed, name), name).toBe(true);
  });

  it('drops components no screen renders', () => {
    for (const name of ['carousel', 'popover', 'pagination', 'breadcrumb', 'offcanvas-header', 'progress-bar-striped']) {
      expect(hasClass(whole, name), `${name} is in Bootstrap`).toBe(true);
      expect(hasClass(trimmed, name), name).toBe(false);
    }
  });

  it('leaves every other stylesheet as it is', async () => {
    const ours = '.carousel { color: red }\n.popover { color: blue }';
    const result = await postcss([bootstrapCss(root)]).process(ours, { from: `${root}/src/app/app.css` });
    expect(result.css).toBe(ours);
  });
});
