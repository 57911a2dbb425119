/**
 * Every redirect target the app computes stays on the app's origin (issue 24, "Open redirect"):
 * a table of targets that browsers read as another site, through every function that turns a
 * parameter or a stored value into a place to go. The result is resolved as Chromium would
 * resolve a link's href (the WHATWG URL parser) against the app's own address.
 */
import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  afterRegisterTarget,
  continueAfterRegister,
  continueTarget,
  nextAfterAuthToKeep,
} from '../../../src/domain/afterAuth';
import { safeLoginTarget, safeRegisterTarget, secureAccessTarget, toPathTarget } from '../../../src/domain/redirects';

const APP = 'https://app.dfuse.example';

const OFF_SITE = [
  'https://x//evil.example/',
  'https://x//evil.example/session/1',
  'http://x///evil.example',
  'https://x/.//evil.example',
  'https://x/a/..//evil.example',
  'https://x/%2e//evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/x/..//evil.example',
  '/%2e%2e//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  '\n//evil.example',
  ' //evil.example',
  '/\r\n/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5C%5Cevil.example',
  '/%5c/evil.example',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'http:/\\evil.example',
  'HTTPS://evil.example//evil.example',
  'https://evil.example@x//evil.example',
  'https://x/@evil.example',
  'javascript://%0aalert(1)',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '/\u3002evil.example',
  '/\uFF0F\uFF0Fevil.example',
  '\u2028//evil.example',
];

/** The functions that turn a target from the address bar or storage into a place to go. */
const REDIRECTS: [string, (target: string) => string | null][] = [
  ['toPathTarget', toPathTarget],
  ['safeLoginTarget', safeLoginTarget],
  ['safeRegisterTarget', safeRegisterTarget],
  ['secureAccessTarget (next)', (target) => secureAccessTarget({ next: target })],
  ['secureAccessTarget (nextAfterAuth)', (target) => secureAccessTarget({ nextAfterAuth: target })],
  ['afterLoginTarget (next)', (target) => afterLoginTarget(target, null)],
  ['afterLoginTarget (stored)', (target) => afterLoginTarget(null, target)],
  ['afterRegisterTarget (next)', (target) => afterRegisterTarget({ next: target })],
  ['afterRegisterTarget (stored)', (target) => afterRegisterTarget({ nextAfterAuth: target })],
  ['continueAfterRegister', (target) => continueAfterRegister({ next: target })],
  ['continueTarget', (target) => continueTarget({ continueTo: target })],
  ['nextAfterAuthToKeep', nextAfterAuthToKeep],
];

/** Where a link with this href takes Chromium from a page of the app. */
const followed = (href: string) => new URL(href, `${APP}/login?next=x`);

describe.each(REDIRECTS)('%s keeps every target on the site', (_name, redirect) => {
  it.each(OFF_SITE)('%j', (target) => {
    const result = redirect(target);
    if (result === null) return;
    expect(result).toMatch(/^\/(?![/\\])/);
    expect(result).not.toMatch(/[\t\n\r]/);
    expect(followed(result).origin).toBe(APP);
  });
});

describe('a same-site path survives the reduction', () => {
  it.each([
    ['https://x//evil.example/', '/evil.example/'],
    ['/.//session/1', '/session/1'],
    ['https://x/session/1?next=//evil.example#//evil.example', '/session/1?next=//evil.example#//evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%j -> %j', (target, expected) => {
    expect(toPathTarget(target)).toBe(expected);
  });
});
