/**
 * POST {template, issueId} with the caller's Cognito token: sends one of the app's e-mails
 * for that session through Amazon SES (the local cloud's mailbox when run locally).
 * Not a relay: the recipient, subject and body come from the session and the template.
 *
 * Answers: 200 {ok: true}; 400 bad body or template; 401 no valid token; 404 unknown
 * session or not a participant; 403/409 the caller may not send this template now.
 */
import { graphql } from '../shared/appsync';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { loadParticipantIssue } from '../shared/participantIssue';
import { sendMail } from '../shared/mail';
import { composeMail, isTemplateName, refusal, TEMPLATES } from '../shared/mailTemplates';

const RECORD_INVITE_SENT = /* GraphQL */ `
  mutation RecordInviteSent($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      id initiatorEmail collaboratorEmail status inviteEmailStatus inviteEmailSentAt lastActivityAt updatedAt
    }
  }
`;

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

    await sendMail(composeMail(body.template, issue, process.env.APP_ORIGIN ?? ''));
    if (body.template === 'invite') {
      const at = now.toISOString();
      await graphql(RECORD_INVITE_SENT, {
        input: { id: issue.id, inviteEmailStatus: 'sent', inviteEmailSentAt: at, lastActivityAt: at },
      });
    }
    return json(200, { ok: true });
  });
