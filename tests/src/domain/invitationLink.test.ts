import { describe, expect, it } from 'vitest';
import { INVITER_NAME_MAX, invitationLinkPath, inviterNameForLink, readInvitationVisit } from '../../../src/domain/invitationLink';

describe('inviterNameForLink', () => {
  it('keeps names in any script, with hyphens, apostrophes and accents', () => {
    expect(inviterNameForLink('Ana-María')).toBe('Ana-María');
    expect(inviterNameForLink("  D'Arcy   O’Neil ")).toBe("D'Arcy O’Neil");
    expect(inviterNameForLink('Zoë')).toBe('Zoë');
    expect(inviterNameForLink('Анна')).toBe('Анна');
    expect(inviterNameForLink('美咲')).toBe('美咲');
  });

  it('drops markup, digits and the punctuation a web address or a message needs', () => {
    expect(inviterNameForLink('<script>alert(1)</script>')).toBe('scriptalertscript');
    expect(inviterNameForLink('Visit https://evil.example now!')).toBe('Visit httpsevilexample now');
    expect(inviterNameForLink('J. R. 2nd')).toBe('J R nd');
    expect(inviterNameForLink('%%%')).toBe('');
    expect(inviterNameForLink(null)).toBe('');
  });

  it('is at most 40 characters', () => {
    expect(Array.from(inviterNameForLink('A'.repeat(100)))).toHaveLength(INVITER_NAME_MAX);
    expect(inviterNameForLink(`${'Ä'.repeat(39)} B`)).toBe('Ä'.repeat(39));
  });
});

describe('invitationLinkPath', () => {
  const issue = { id: 'abc-123', collaboratorEmail: ' Sam@Example.com ', initiatorFirstName: 'Alex' };

  it('carries the invited address, the inviter’s first name and, for an address without a profile, new=1', () => {
    expect(invitationLinkPath(issue, false)).toBe('/coll/abc-123?invited=sam%40example.com&from=Alex&new=1');
    expect(invitationLinkPath(issue, true)).toBe('/coll/abc-123?invited=sam%40example.com&from=Alex');
  });

  it('leaves the name out when nothing safe is left of it', () => {
    expect(invitationLinkPath({ ...issue, initiatorFirstName: '123' }, true)).toBe('/coll/abc-123?invited=sam%40example.com');
  });
});

describe('readInvitationVisit', () => {
  it('reads back what the link carries', () => {
    expect(readInvitationVisit('/coll/abc-123?invited=sam%40example.com&from=Alex&new=1')).toEqual({
      sessionId: 'abc-123',
      invited: 'sam@example.com',
      from: 'Alex',
      newAccount: true,
    });
    expect(readInvitationVisit('/coll/abc-123')).toEqual({ sessionId: 'abc-123', invited: null, from: null, newAccount: false });
  });

  it('checks every value again: a forged name is reduced, an invalid address dropped', () => {
    expect(readInvitationVisit('/coll/abc?invited=not-an-address&from=%3Cb%3EEve%3C%2Fb%3E%20www.evil.example')).toEqual({
      sessionId: 'abc',
      invited: null,
      from: 'bEveb wwwevilexample',
      newAccount: false,
    });
  });

  it('is null for anything but an invitation on this site', () => {
    expect(readInvitationVisit(null)).toBeNull();
    expect(readInvitationVisit('/session/abc')).toBeNull();
    expect(readInvitationVisit('/coll')).toBeNull();
    expect(readInvitationVisit('/coll/bad%20id')).toBeNull();
    expect(readInvitationVisit('https://evil.example/coll/abc')).toBeNull();
    expect(readInvitationVisit('//evil.example/coll/abc')).toBeNull();
  });
});
