/**
 * POST {"confirm": true} with the caller's Cognito access token: deletes the caller's account
 * (docs/rules.md, "My data"; GDPR Art. 17), in this order, so that a failure part-way can be
 * retried by the same person (the account goes last):
 *
 * 1. every session they take part in: one that nobody else took part in (the collaborator never
 *    joined, or it was already deleted) is deleted for good; in any other, their side is emptied
 *    and they become "a former participant" (src/domain/erasure.ts), and the other person keeps
 *    the shared outcomes, sees the change live and is told by e-mail;
 * 2. every record they own alone (OWNED_MODELS: the Profile, and what later models add);
 * 3. their Cognito user, after ending all its sessions.
 *
 * Answers: 200 {ok, sessionsDeleted, sessionsLeft}; 400 without the confirmation; 401 no valid
 * (or a revoked) token; 405 not POST.
 */
import { randomUUID } from 'node:crypto';
import { AdminDeleteUserCommand, AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ERASED_EMAIL_DOMAIN, erasureWrite } from '../../../src/domain/erasure';
import { roleOf, otherRole, type Role } from '../../../src/domain/sessionRole';
import { verifyCaller } from '../shared/caller';
import { HttpError, answer, json, readJsonObject, type FunctionUrlEvent } from '../shared/functionUrl';
import { sendMail } from '../shared/mail';
import { composeMail } from '../shared/mailTemplates';
import { updateIssue, type IssueRecord } from '../shared/participantIssue';
import { OWNED_MODELS, deleteSession, sessionsOf } from '../shared/personRecords';

export const CONFIRMATION_NEEDED = 'Send {"confirm": true} to delete your account.';

/** Whether the other side ever took part: the initiator always did; a collaborator once invited or joined. */
function otherTookPart(issue: IssueRecord, role: Role): boolean {
  if (role === 'collaborator') return true;
  return issue.collaboratorJoined === true;
}

/** Erases `role` from one session; 'deleted' when nobody else can still open it. */
async function eraseFrom(issue: IssueRecord, role: Role): Promise<'deleted' | 'left'> {
  if (issue.status === 'closed' || !otherTookPart(issue, role)) {
    await deleteSession(issue.id);
    return 'deleted';
  }
  await updateIssue(erasureWrite(issue.id, role, `erased-${randomUUID()}${ERASED_EMAIL_DOMAIN}`));
  // Told after the write, from the session as it was, so the mail can say who left. A failed
  // mail does not undo the erasure: the other person also sees it on the session itself.
  await sendMail(composeMail('participant-left', issue, process.env.APP_ORIGIN ?? '', { to: otherRole(role) })).catch((error: unknown) =>
    console.error('Could not tell the other participant', error),
  );
  return 'left';
}

let cognito: CognitoIdentityProviderClient | undefined;

async function deleteCognitoUser(username: string): Promise<void> {
  cognito ??= new CognitoIdentityProviderClient({});
  const UserPoolId = process.env.AUTH_USER_POOL_ID;
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: username }));
  await cognito.send(new AdminDeleteUserCommand({ UserPoolId, Username: username }));
}

export const handler = (event: FunctionUrlEvent) =>
  answer(async () => {
    if (event.requestContext.http.method !== 'POST') throw new HttpError(405, 'Use POST.');
    const caller = await verifyCaller(event);
    if (readJsonObject(event, '{"confirm": true}').confirm !== true) throw new HttpError(400, CONFIRMATION_NEEDED);

    let sessionsDeleted = 0;
    let sessionsLeft = 0;
    for (const issue of await sessionsOf(caller.email)) {
      const role = roleOf(issue, caller.email);
      if (!role) continue;
      if ((await eraseFrom(issue, role)) === 'deleted') sessionsDeleted += 1;
      else sessionsLeft += 1;
    }
    for (const model of OWNED_MODELS) await model.erase(caller.email);
    await deleteCognitoUser(caller.sub);
    return json(200, { ok: true, sessionsDeleted, sessionsLeft });
  });
