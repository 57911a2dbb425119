import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from '../../../src/domain/email';

describe('e-mail', () => {
  it('normalizes by trimming and lower-casing', () => expect(normalizeEmail('  Alex@Example.COM ')).toBe('alex@example.com'));
  it.each(['a@b.co', 'first.last+tag@sub.example.org', ' padded@example.com '])('accepts %s', (e) => expect(isValidEmail(e)).toBe(true));
  it.each(['', 'a', 'a@b', 'a@b.c', 'a b@c.com', '@b.com', 'a@.com1', 'a@b.c0m'])('refuses %s', (e) => expect(isValidEmail(e)).toBe(false));
});
