/**
 * POST {template, issueId} with the caller's Cognito token: sends one of the app's e-mails
 * for that session through Amazon SES (the local cloud's mailbox when run locally).
 * Not a relay: the recipient, subject and body come from the session and the template.
 *
 * Answers: 200 {ok: true} (with alreadySent: true when the no-common-conflict notice went out
 * before: it is sent once per session); 400 bad body or template; 401 no valid token; 404
 * unknown session or not a participant; 403/409 the caller may not send this template now.
 */
import { graphql, isConditionFailure } from '../shared/appsync';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { loadParticipantIssue } from '../shared/participantIssue';
import { sendMail } from '../shared/mail';
import { composeMail, isTemplateName, refusal, TEMPLATES } from '../shared/mailTemplates';

const RECORD_SENT = /* GraphQL */ `
  mutation RecordEmailSent($input: UpdateIssueInput!, $condition: ModelIssueConditionInput) {
    updateIssue(input: $input, condition: $condition) {
      id initiatorEmail collaboratorEmail status inviteEmailStatus inviteEmailSentAt noCommonConflictEmailSentAt lastActivityAt updatedAt
    }
  }
`;

/**
 * Claims the one no-common-conflict notice of a session before sending it, so two calls at
 * once (two tabs, a retry) send one e-mail. False when it was claimed before.
 */
async function claimNoCommonConflictNotice(issueId: string, at: string): Promise<boolean> {
  try {
    await graphql(RECORD_SENT, {
      input: { id: issueId, noCommonConflictEmailSentAt: at },
      condition: { noCommonConflictEmailSentAt: { attributeExists: false } },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives the claim back when the send failed, so a later call can try again. */
const releaseNoCommonConflictNotice = (issueId: string) =>
  graphql(RECORD_SENT, { input: { id: issueId, noCommonConflictEmailSentAt: null } });

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

    const mail = composeMail(body.template, issue, process.env.APP_ORIGIN ?? '');
    const at = now.toISOString();
    if (body.template === 'no-common-conflict') {
      if (!(await claimNoCommonConflictNotice(issue.id, at))) return json(200, { ok: true, alreadySent: true });
      try {
        await sendMail(mail);
      } catch (error) {
        await releaseNoCommonConflictNotice(issue.id).catch((release: unknown) => console.error('Could not release the notice claim', release));
        throw error;
      }
      return json(200, { ok: true });
    }

    await sendMail(mail);
    if (body.template === 'invite') {
      await graphql(RECORD_SENT, {
        input: { id: issue.id, inviteEmailStatus: 'sent', inviteEmailSentAt: at, lastActivityAt: at },
      });
    }
    return json(200, { ok: true });
  });
