/**
 * Every mail goes only to a plain address (issue 24): whatever a stored row holds, a display
 * name, a second address or a header line never reaches SES, and the address the invitation
 * quotes is escaped in the HTML part.
 */
import { describe, expect, it } from 'vitest';
import { NotPlainAddressError, composeMail, invitationParts } from '../../../../amplify/functions/shared/mailTemplates';
import type { IssueRecord } from '../../../../amplify/functions/shared/participantIssue';

const issue = (collaboratorEmail: string) =>
  ({
    id: 'issue-1',
    initiatorEmail: 'ann@example.com',
    initiatorFirstName: 'Ann',
    initiatorLastName: 'Lee',
    collaboratorEmail,
    collaboratorFirstName: 'Sam',
    collaboratorLastName: 'Roe',
  }) as IssueRecord;

describe('composeMail', () => {
  it.each([
    'Evil <sam@example.com>',
    'sam@example.com\r\nBcc: everyone@example.com',
    'sam@example.com, other@example.com',
    '<b>sam</b>@example.com',
    ' sam@example.com',
  ])('composes nothing for the recipient %j', (address) => {
    expect(() => composeMail('invite', issue(address), 'https://app.example')).toThrow(NotPlainAddressError);
    expect(() => composeMail('session-deleted', issue(address), 'https://app.example', { to: 'collaborator' })).toThrow(NotPlainAddressError);
  });

  it('composes the invitation for a plain address, quoting it as text', () => {
    const mail = composeMail('invite', issue("o'brien+x@example.com"), 'https://app.example');
    expect(mail.to).toBe("o'brien+x@example.com");
    expect(mail.html).toContain('o&#39;brien+x@example.com');
    expect(mail.html).not.toContain("o'brien");
  });

  it('puts the approved topic in the invitation, as the preview shows it (one composition for both)', () => {
    const withTopic = { ...issue('sam@example.com'), invitationTopic: 'How we share the <b>deposit</b>' } as IssueRecord;
    const mail = composeMail('invite', withTopic, 'https://app.example');
    const parts = invitationParts(withTopic);
    expect(parts.paragraphs).toContain('The topic: How we share the <b>deposit</b>');
    expect(mail.subject).toBe(parts.subject);
    expect(mail.text.startsWith(parts.paragraphs.join('\n\n'))).toBe(true);
    expect(mail.text).toContain(`${parts.linkLabel}: https://app.example/coll/issue-1`);
    expect(mail.html).toContain('How we share the &lt;b&gt;deposit&lt;/b&gt;');
    // A session from before topics: no topic line.
    expect(invitationParts(issue('sam@example.com')).paragraphs.join(' ')).not.toContain('The topic');
  });
});

