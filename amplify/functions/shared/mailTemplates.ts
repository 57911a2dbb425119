/**
 * The e-mails the app sends, composed on the server from the session itself (DESIGN.md 4:
 * no caller-supplied recipient, subject or body). Pure: the handler supplies the Issue and
 * the app's origin. Only the invitation is sent on a participant's request (send-email); the
 * two notices go out from the function whose work they announce (propose-issues,
 * settle-session), once per session.
 */
import { safeName, subjectName } from '../../../src/domain/mailSafety';
import { paths } from '../../../src/domain/paths';
import type { IssueRecord } from './participantIssue';

export const TEMPLATES = ['invite', 'proposed-issues-ready', 'no-common-conflict'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

export const isTemplateName = (value: unknown): value is TemplateName => TEMPLATES.includes(value as TemplateName);

export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Names reach someone's inbox, so only their letters do (src/domain/mailSafety.ts). */
const fullName = (first: string, last: string) => safeName(`${first} ${last}`);
const firstName = (first: string) => safeName(first, { fallback: 'there' });

function mail(to: string, subject: string, paragraphs: string[], link: { label: string; url: string }): ComposedMail {
  const text = [...paragraphs, `${link.label}: ${link.url}`, '— Dfuse'].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    '<p>— Dfuse</p>',
  ].join('\n');
  return { to, subject, text, html };
}

/** The link into the app; `origin` is where the app is served (APP_ORIGIN). */
const appLink = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`;

export function composeMail(template: TemplateName, issue: IssueRecord, origin: string): ComposedMail {
  const initiator = fullName(issue.initiatorFirstName, issue.initiatorLastName);
  switch (template) {
    case 'invite':
      // The invited address rides in the link so a visitor signed in with another account can be
      // told which one to use, without the page reading a session they may not see.
      return mail(
        issue.collaboratorEmail,
        `${subjectName(issue.initiatorFirstName)} invited you to a Dfuse session`,
        [
          `Hi ${firstName(issue.collaboratorFirstName)},`,
          `${initiator} has opened a private Dfuse session and would like to work through an issue with you. ` +
            'You will answer three short questions in your own words; then you both review the issue statements Dfuse proposes and agree on one.',
          `Sign in, or create an account, with this e-mail address (${issue.collaboratorEmail}) to respond.`,
        ],
        { label: 'Open your invitation', url: appLink(origin, paths.invitation(issue.id, { invited: issue.collaboratorEmail })) },
      );
    case 'proposed-issues-ready':
      return mail(
        issue.initiatorEmail,
        'Proposed issues are ready for your review',
        [
          `Hi ${firstName(issue.initiatorFirstName)},`,
          `${fullName(issue.collaboratorFirstName, issue.collaboratorLastName)} has responded, and Dfuse has proposed issue statements for you both. Review them and say which you agree with.`,
        ],
        { label: 'Review the proposed issues', url: appLink(origin, paths.session.agree(issue.id)) },
      );
    case 'no-common-conflict':
      return mail(
        issue.initiatorEmail,
        'No common conflict detected — one quick step to align',
        [
          `Hi ${firstName(issue.initiatorFirstName)},`,
          'You and your collaborator did not accept the same issue statement yet. A short communication-style questionnaire helps you both see how the other approaches the conversation before you continue.',
        ],
        { label: 'Take the communication-style step', url: appLink(origin, paths.session.communicationStyleQuiz(issue.id)) },
      );
  }
}

/** A resend is allowed, but not a flood of them. */
export const INVITE_RESEND_INTERVAL_MS = 60_000;
