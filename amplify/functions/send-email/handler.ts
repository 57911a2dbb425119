/**
 * POST {template, issueId} with the caller's Cognito token: sends one of the app's e-mails
 * for that session through Amazon SES (the local cloud's mailbox when run locally).
 * Not a relay: the recipient, subject and body come from the session and the template.
 *
 * Answers: 200 {ok: true}; 400 bad body or template; 401 no valid token; 404 unknown
 * session or not a participant; 403/409 the caller may not send this template now.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { graphql } from '../shared/appsync';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { loadParticipantIssue } from '../shared/participantIssue';
import { composeMail, isTemplateName, refusal, TEMPLATES, type ComposedMail } from './templates';

const ses = new SESv2Client({});

const RECORD_INVITE_SENT = /* GraphQL */ `
  mutation RecordInviteSent($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      id initiatorEmail collaboratorEmail status inviteEmailStatus inviteEmailSentAt lastActivityAt updatedAt
    }
  }
`;

async function send(mail: ComposedMail): Promise<void> {
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not set');
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}

export const handler = (event: FunctionUrlEvent) =>
  answer(async () => {
    if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
    const caller = await verifyCaller(event);
    const body = readJsonObject(event, '{"template": "...", "issueId": "..."}');
    if (!isTemplateName(body.template)) throw new HttpError(400, `template must be one of: ${TEMPLATES.join(', ')}.`);
    const { issue, role } = await loadParticipantIssue(body.issueId, caller);
    const now = new Date();
    const refused = refusal(body.template, issue, role, now);
    if (refused) throw new HttpError(body.template === 'invite' && role !== 'initiator' ? 403 : 409, refused);

    await send(composeMail(body.template, issue, process.env.APP_ORIGIN ?? ''));
    if (body.template === 'invite') {
      const at = now.toISOString();
      await graphql(RECORD_INVITE_SENT, {
        input: { id: issue.id, inviteEmailStatus: 'sent', inviteEmailSentAt: at, lastActivityAt: at },
      });
    }
    return json(200, { ok: true });
  });
