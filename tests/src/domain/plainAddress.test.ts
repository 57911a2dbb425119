/**
 * The server's plain-address rule (src/domain/plainAddress.ts, written for APPSYNC_JS) against
 * the library the browser and the functions use (validator.js isEmail with src/domain/email.ts's
 * settings), over a large table: curated hostile addresses and two generated sets. The rule
 * never accepts what the library refuses, and where the two differ it is only where the rule is
 * deliberately stricter (a quoted local part, a top-level domain that is not all letters).
 */
import fc from 'fast-check';
import isEmail from 'validator/lib/isEmail.js';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../src/domain/email';
import { collaboratorAddressProblem, isPlainAddress } from '../../../src/domain/plainAddress';

const LIBRARY = { allow_display_name: false, allow_utf8_local_part: false, require_tld: true, allow_ip_domain: false, allow_underscores: false };
const library = (value: string) => isEmail(value, LIBRARY);

/** Where the rule is stricter than the library on purpose. */
function deliberatelyStricter(value: string): boolean {
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const topLevel = value.slice(at + 1).split('.').pop() ?? '';
  return local.startsWith('"') || !/^[A-Za-z]+$/.test(topLevel);
}

const HOSTILE = [
  'Evil <evil@evil.example>',
  '"Pay now at https://evil.example" <a@b.co>',
  'a@b.co\r\nBcc: victim@example.com',
  'a@b.co\nBcc: victim@example.com',
  'a@b.co,victim@example.com',
  'a@b.co;victim@example.com',
  'a@b.co victim@example.com',
  '<script>alert(1)</script>@b.co',
  'a<b>@b.co',
  'a@b.co<img src=x>',
  '"a b"@example.com',
  '"a@b"@example.com',
  'a(comment)@example.com',
  'a@[127.0.0.1]',
  'a@127.0.0.1',
  'a@localhost',
  'a@b',
  'a@b.c',
  'a@b.c0',
  'a@-b.co',
  'a@b-.co',
  'a@b..co',
  '.a@b.co',
  'a.@b.co',
  'a..b@b.co',
  'a@b_c.co',
  'jos\u00e9@example.com',
  'a@ex\u00e4mple.com',
  'a@\uff45xample.com',
  'a\u200b@b.co',
  'a@b.co\u200b',
  '\u202ea@b.co',
  'a@b.co.',
  `${'a'.repeat(65)}@b.co`,
  `a@${'b'.repeat(64)}.co`,
  `${'a'.repeat(64)}@${'b.'.repeat(94)}co`,
  'a@@b.co',
  '@b.co',
  'a@',
  '',
  ' ',
  'mailto:a@b.co',
  'https://evil.example/@b.co',
  'a@b.co/evil',
  'a@b.co?bcc=x@y.co',
  'a%0d%0aBcc:x@y.co',
];

const PLAIN = [
  'a@b.co',
  'first.last+tag@sub.example.org',
  "o'brien@example.ie",
  'x_y-z=1@mail-1.example.museum',
  'a!#$%&*/=?^`{|}~@b.co',
  `${'a'.repeat(64)}@${'b'.repeat(63)}.co`,
  'alex@demo.dfuse.local',
  'name@xn--bcher-kva.example',
];

describe('the plain-address rule and validator.js', () => {
  it.each(HOSTILE)('both refuse %j', (value) => {
    expect(isPlainAddress(value)).toBe(false);
    expect(isValidEmail(value)).toBe(false);
  });

  it.each(PLAIN)('both accept %j', (value) => {
    expect(library(value)).toBe(true);
    expect(isPlainAddress(value)).toBe(true);
    expect(isValidEmail(value)).toBe(true);
  });

  /** Anything from an alphabet rich in the characters that matter: mostly refused by both. */
  const anyText = fc.string({
    unit: fc.constantFrom(...'aZ9.@-_+\'"<>() ,;:[]\\\r\n\t\u00e9\u200b/=?x'.split('')),
    maxLength: 40,
  });
  /** Shaped like an address, so both accept a good share. */
  const addressLike = fc
    .tuple(
      fc.array(fc.string({ unit: fc.constantFrom(...'abcXYZ019!#$%&\'*+-/=?^_`{|}~"'.split('')), minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 3 }),
      fc.array(fc.string({ unit: fc.constantFrom(...'abcXY019-_'.split('')), minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 }),
      fc.string({ unit: fc.constantFrom(...'abzQ1-'.split('')), minLength: 0, maxLength: 5 }),
    )
    .map(([local, labels, topLevel]) => `${local.join('.')}@${[...labels, topLevel].join('.')}`);

  it.each([
    ['any text', anyText, 0],
    ['address-shaped text', addressLike, 500],
  ] as const)('agree on 20,000 generated cases of %s, except where the rule is deliberately stricter', (_name, values, acceptedAtLeast) => {
    let accepted = 0;
    fc.assert(
      fc.property(values, (value) => {
        const rule = isPlainAddress(value);
        if (rule) accepted += 1;
        // Never laxer than the library.
        if (rule) expect(library(value)).toBe(true);
        // Otherwise only stricter where meant to be.
        else if (library(value)) expect(deliberatelyStricter(value)).toBe(true);
      }),
      { numRuns: 20_000, seed: 24 },
    );
    // The generated set reaches the accepting side of the rule too, not only its refusals.
    expect(accepted).toBeGreaterThanOrEqual(acceptedAtLeast);
  });
});

describe('the collaborator address at creation', () => {
  it('is a plain address in lower case', () => {
    expect(collaboratorAddressProblem({ collaboratorEmail: 'sam@example.com' })).toBeNull();
    expect(collaboratorAddressProblem({ collaboratorEmail: 'Sam@Example.com' })).not.toBeNull();
    expect(collaboratorAddressProblem({ collaboratorEmail: 'Sam <sam@example.com>' })).not.toBeNull();
    expect(collaboratorAddressProblem({})).not.toBeNull();
    expect(collaboratorAddressProblem({ collaboratorEmail: 42 })).not.toBeNull();
  });
});
