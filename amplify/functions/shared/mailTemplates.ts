/**
 * The e-mails the app sends, composed on the server from the session itself (docs/design.md,
 * "Security model": no caller-supplied recipient, subject or body). Pure: the handler supplies
 * the Issue, the app's origin and who the mail is for. A participant may ask send-email for the invitation and,
 * once a session is deleted, for the notice to the other side; the two agree-step notices go out
 * from the function whose work they announce (propose-issues, settle-session), once per session.
 */
import { deletionLine } from '../../../src/domain/deletion';
import { SESSION_PAUSED_LINE } from '../../../src/domain/safetyPause';
import { isValidEmail } from '../../../src/domain/email';
import { invitationLinkPath } from '../../../src/domain/invitationLink';
import { safeName, subjectName } from '../../../src/domain/mailSafety';
import { paths } from '../../../src/domain/paths';
import { otherRole, type Role } from '../../../src/domain/sessionRole';
import type { IssueRecord } from './participantIssue';

export const TEMPLATES = ['invite', 'proposed-issues-ready', 'no-common-conflict', 'session-deleted', 'participant-left', 'retention-warning'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

export const isTemplateName = (value: unknown): value is TemplateName => TEMPLATES.includes(value as TemplateName);

export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (the follow-up notices' List-Unsubscribe). */
  headers?: Record<string, string>;
}

const SIGNATURE = '— Dfuse';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Names reach someone's inbox, so only their letters do (src/domain/mailSafety.ts). */
const fullName = (first: string, last: string) => safeName(`${first} ${last}`);
const firstName = (first: string) => safeName(first, { fallback: 'there' });

/** Thrown for a recipient that is not a plain address: nothing is composed, so nothing is sent. */
export class NotPlainAddressError extends Error {
  constructor() {
    super('The recipient is not a plain e-mail address.');
    this.name = 'NotPlainAddressError';
  }
}

/**
 * One e-mail to `to`, which must be a plain address (src/domain/email.ts): a display name, a
 * second address or a header line never reaches SES. Every paragraph is escaped in the HTML
 * part, so an address or a name in it is text, never markup.
 */
export function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string },
  footer?: { text: string; link: { label: string; url: string }; headers: Record<string, string> },
): ComposedMail {
  if (!isValidEmail(to) || to !== to.trim()) throw new NotPlainAddressError();
  const footerText = footer ? [`${footer.text} ${footer.link.label}: ${footer.link.url}`] : [];
  const text = [...paragraphs, `${link.label}: ${link.url}`, SIGNATURE, ...footerText].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>${SIGNATURE}</p>`,
    ...(footer ? [`<p><small>${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link.url)}">${escapeHtml(footer.link.label)}</a></small></p>`] : []),
  ].join('\n');
  return { to, subject, text, html, ...(footer ? { headers: footer.headers } : {}) };
}

/** The link into the app; `origin` is where the app is served (APP_ORIGIN). */
export const appLink = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`;

export interface MailOptions {
  /** invite: whether the invited address already has a Dfuse profile (then Log In is offered first, else Register). */
  invitedHasAccount?: boolean;
  /**
   * no-common-conflict: the side that is told (the one that did not settle the outcome; the initiator by default).
   * session-deleted: the side that is told (the side that did not delete the session).
   * participant-left, retention-warning: the side that is told.
   */
  to?: Role;
  /** retention-warning: the day the session will be deleted, as the mail shows it (e.g. '27 December 2026'). */
  deletesOn?: string;
}

/** One side's address, how a mail greets them, and their first and full names as a mail may show them. */
export function person(issue: IssueRecord, role: Role) {
  const [first, last] = role === 'initiator' ? [issue.initiatorFirstName, issue.initiatorLastName] : [issue.collaboratorFirstName, issue.collaboratorLastName];
  const email = role === 'initiator' ? issue.initiatorEmail : issue.collaboratorEmail;
  return { email, greeting: firstName(first), first: safeName(first), subject: subjectName(first), full: fullName(first, last) };
}

/** Who deleted the session, in the words its screen uses, and with whom the reader shared it. */
function deletedSentence(issue: IssueRecord, reader: Role, partnerFull: string): string {
  const line = deletionLine(issue.deletedBy, reader, { initiator: person(issue, 'initiator').first, collaborator: person(issue, 'collaborator').first });
  return line === null ? `The Dfuse session you shared with ${partnerFull} was deleted.` : `${line} It was the Dfuse session you shared with ${partnerFull}.`;
}

/** What the invitation says, without its link's address: the mail sent and the preview the initiator approves (send-email, 'invite-preview'). */
export interface InvitationParts {
  to: string;
  subject: string;
  paragraphs: string[];
  linkLabel: string;
  signature: string;
}

export function invitationParts(issue: IssueRecord): InvitationParts {
  const topic = issue.invitationTopic?.trim();
  return {
    to: issue.collaboratorEmail,
    subject: `${subjectName(issue.initiatorFirstName)} invited you to a Dfuse session`,
    paragraphs: [
      `Hi ${firstName(issue.collaboratorFirstName)},`,
      `${fullName(issue.initiatorFirstName, issue.initiatorLastName)} has opened a private Dfuse session and would like to work through an issue with you.`,
      // The topic the initiator approved (src/domain/invitationTopic.ts); sessions from before it have none.
      ...(topic ? [`The topic: ${topic}`] : []),
      'You will answer three short questions in your own words; then you both review the issue statements Dfuse proposes and agree on one.',
      `Sign in, or create an account, with this e-mail address (${issue.collaboratorEmail}) to respond.`,
    ],
    linkLabel: 'Open your invitation',
    signature: SIGNATURE,
  };
}

export function composeMail(template: TemplateName, issue: IssueRecord, origin: string, options: MailOptions = {}): ComposedMail {
  switch (template) {
    case 'invite': {
      // The link carries the invited address (so a visitor signed in with another account can be
      // told which one to use), the inviter's first name and whether to offer Register first:
      // what the welcome may say without the page reading a session the visitor may not see.
      const parts = invitationParts(issue);
      return mail(parts.to, parts.subject, parts.paragraphs, { label: parts.linkLabel, url: appLink(origin, invitationLinkPath(issue, options.invitedHasAccount ?? false)) });
    }
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
    case 'no-common-conflict': {
      // Neutral (issue 27): names nobody and says nothing of how either side answered.
      const reader = person(issue, options.to ?? 'initiator');
      return mail(
        reader.email,
        'No common conflict detected — one quick step to align',
        [
          `Hi ${reader.greeting},`,
          `You have not found a shared statement of the issue yet. That is common, and nothing is lost: both your answers are kept.`,
          `Next: either of you can write your own wording of the issue, or edit one of the proposed statements, and the other can accept it. If you like, a short communication-style questionnaire helps you both see how the other approaches the conversation.`,
        ],
        // The spec's link (the communication-style page), which offers the wording step first.
        { label: 'See the ways forward', url: appLink(origin, paths.session.communicationStyleQuiz(issue.id)) },
      );
    }
    case 'session-deleted': {
      const readerRole = options.to ?? 'collaborator';
      const reader = person(issue, readerRole);
      const partner = person(issue, otherRole(readerRole));
      // A session a safety check paused: the neutral line only, never why, and no nudge to start again.
      if (issue.safetyPausedAt) {
        return mail(reader.email, `Your Dfuse session with ${partner.subject}`, [`Hi ${reader.greeting},`, SESSION_PAUSED_LINE], {
          label: 'Open your sessions',
          url: appLink(origin, paths.session.list()),
        });
      }
      return mail(
        reader.email,
        `Your Dfuse session with ${partner.subject} was deleted`,
        [
          `Hi ${reader.greeting},`,
          // Who deleted it, as the session's screen says it (one wording, from the server's record); a session deleted before the server recorded that keeps the neutral line.
          `${deletedSentence(issue, readerRole, partner.full)} It no longer appears in either of your session lists, and neither of you can open it again.`,
          'Nothing more will happen in that session. If you want to keep working things out, either of you can start a new session from your Dfuse home page.',
        ],
        { label: 'Open your sessions', url: appLink(origin, paths.session.list()) },
      );
    }
    case 'participant-left': {
      // Composed from the session as it was before the erasure, so the reader learns who left.
      const reader = person(issue, options.to ?? 'collaborator');
      const partner = person(issue, otherRole(options.to ?? 'collaborator'));
      return mail(
        reader.email,
        `${partner.subject} has left Dfuse`,
        [
          `Hi ${reader.greeting},`,
          `${partner.full} has deleted their Dfuse account, and with it everything they wrote in the session you shared. The session now shows them as "a former participant".`,
          'What you both agreed stays in your copy of the session: the agreed issue, the solutions, the best solution and your own strategies and plan. Nothing more can happen in it; you can start a new session at any time.',
        ],
        { label: 'Open the session', url: appLink(origin, paths.session.overview(issue.id)) },
      );
    }
    case 'retention-warning': {
      const reader = person(issue, options.to ?? 'initiator');
      const partner = person(issue, otherRole(options.to ?? 'initiator'));
      return mail(
        reader.email,
        'Your Dfuse session will be deleted in a month',
        [
          `Hi ${reader.greeting},`,
          `Nobody has opened the Dfuse session you shared with ${partner.full} for a long time, so it will be deleted for you both on ${options.deletesOn ?? 'a month from now'}.`,
          'To keep it, open it once before then. To keep a copy of your own, use "Download my data" on your account page.',
        ],
        { label: 'Open the session', url: appLink(origin, paths.session.overview(issue.id)) },
      );
    }
  }
}

/** A resend is allowed, but not a flood of them. */
export const INVITE_RESEND_INTERVAL_MS = 60_000;
