import { describe, expect, it } from 'vitest';
import { INVITE_LIMITS, MAIL_NAME_MAX, safeName, subjectName, tooManyInvitations } from '../../../src/domain/mailSafety';

describe('names in e-mails', () => {
  it('keeps ordinary names as they are, in any script', () => {
    expect(safeName('Ana')).toBe('Ana');
    expect(safeName("Seán O'Brien-Ní")).toBe("Seán O'Brien-Ní");
    expect(safeName('Zoë  Ågren')).toBe('Zoë Ågren');
    expect(safeName('محمد')).toBe('محمد');
    expect(safeName('陳大文')).toBe('陳大文');
  });

  it('leaves no URL, line break or alert a crafted name tries to carry', () => {
    const crafted = 'Security alert: reset your bank password at http://evil.example/login';
    expect(subjectName(crafted)).toBe('Security alert');
    expect(safeName(crafted)).not.toMatch(/[:/.]/);
    expect(safeName('Ana\r\nBcc: victim@example.com')).toBe('Ana Bcc victim example com');
    expect(subjectName('Ana\r\nBcc: victim@example.com')).toBe('Ana Bcc');
    expect(safeName('<script>alert(1)</script>')).toBe('script alert script');
  });

  it('caps the length at a word boundary and falls back when nothing is left', () => {
    const long = 'Bartholomew Maximilian Alexander Constantine Fitzgerald';
    expect(safeName(long).length).toBeLessThanOrEqual(MAIL_NAME_MAX);
    expect(safeName(long)).toBe('Bartholomew Maximilian Alexander');
    expect(safeName('12345 !!! ...')).toBe('Someone');
    expect(safeName(null, { fallback: 'your partner' })).toBe('your partner');
  });
});

describe('invitation limits', () => {
  it('limits per account per hour and per day, and per session per day', () => {
    expect(INVITE_LIMITS.map((l) => [l.scope, l.per, l.limit])).toEqual([
      ['account', 'hour', 10],
      ['account', 'day', 30],
      ['session', 'day', 5],
    ]);
  });
  it('says how long to wait in plain words', () => {
    expect(tooManyInvitations(1)).toBe('You have sent a lot of invitations in a short time. Please try again in 1 minute.');
    expect(tooManyInvitations(45)).toBe('You have sent a lot of invitations in a short time. Please try again in 45 minutes.');
    expect(tooManyInvitations(600)).toBe('You have sent a lot of invitations in a short time. Please try again in 10 hours.');
  });
});
