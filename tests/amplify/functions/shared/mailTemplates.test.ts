/**
 * Every mail goes only to a plain address (issue 24): whatever a stored row holds, a display
 * name, a second address or a header line never reaches SES, and the address the invitation
 * quotes is escaped in the HTML part.
 */
import { describe, expect, it } from 'vitest';
import { NotPlainAddressError, composeMail } from '../../../../amplify/functions/shared/mailTemplates';
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
});
