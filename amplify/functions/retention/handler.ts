/**
 * The scheduled retention job (docs/rules.md, "My data"): walks every session and, by
 * src/domain/retention.ts, warns both participants by e-mail a month before an untouched
 * session is deleted, then deletes it. The time is the scheduled event's own (`time`, as
 * EventBridge sends it, which a test or the local scheduler's moved clock may set), else now.
 *
 * Returns {warned, deleted}.
 */
import { deletionDue, retentionDecision, retentionPolicy } from '../../../src/domain/retention';
import type { Role } from '../../../src/domain/sessionRole';
import { graphql } from '../shared/appsync';
import { sendMail } from '../shared/mail';
import { composeMail } from '../shared/mailTemplates';
import { updateIssue, type IssueRecord } from '../shared/participantIssue';
import { deleteSession } from '../shared/personRecords';

const FIELDS = 'id status initiatorEmail collaboratorEmail initiatorFirstName initiatorLastName collaboratorFirstName collaboratorLastName collaboratorJoined inviteEmailStatus formerParticipantSide lastActivityAt retentionWarnedAt createdAt updatedAt';
const LIST = `query L($nextToken: String) { listIssues(limit: 100, nextToken: $nextToken) { items { ${FIELDS} } nextToken } }`;

type Session = Pick<
  IssueRecord,
  'id' | 'status' | 'initiatorEmail' | 'collaboratorEmail' | 'collaboratorJoined' | 'inviteEmailStatus' | 'formerParticipantSide' | 'lastActivityAt' | 'retentionWarnedAt' | 'createdAt' | 'updatedAt'
>;

const lastActivity = (s: Session) => s.lastActivityAt ?? s.updatedAt ?? s.createdAt ?? null;

/** Who is warned: the initiator, and a collaborator who was invited or joined; never a former participant. */
function sidesToWarn(s: Session): Role[] {
  const sides: Role[] = [];
  if (s.formerParticipantSide !== 'initiator') sides.push('initiator');
  if (s.formerParticipantSide !== 'collaborator' && (s.collaboratorJoined === true || s.inviteEmailStatus === 'sent')) sides.push('collaborator');
  return sides;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

async function warn(s: Session, now: Date, months: number): Promise<void> {
  const deletesOn = dayFormat.format(deletionDue(new Date(lastActivity(s)!), { months, warningDays: 30 }));
  for (const to of sidesToWarn(s)) await sendMail(composeMail('retention-warning', s as IssueRecord, process.env.APP_ORIGIN ?? '', { to, deletesOn }));
  // Recorded without touching lastActivityAt: a warning is not activity.
  await updateIssue({ id: s.id, retentionWarnedAt: now.toISOString() });
}

export async function handler(event: { time?: string } = {}): Promise<{ warned: number; deleted: number }> {
  const now = event.time ? new Date(event.time) : new Date();
  const policy = retentionPolicy(process.env.RETENTION_MONTHS);
  let warned = 0;
  let deleted = 0;
  let nextToken: string | null = null;
  do {
    const { listIssues }: { listIssues: { items: Session[]; nextToken: string | null } } = await graphql(LIST, { nextToken });
    for (const session of listIssues.items) {
      const decision = retentionDecision({ lastActivityAt: lastActivity(session), retentionWarnedAt: session.retentionWarnedAt, closed: session.status === 'closed' }, now, policy);
      if (decision === 'warn') {
        await warn(session, now, policy.months);
        warned += 1;
      } else if (decision === 'delete') {
        await deleteSession(session.id);
        deleted += 1;
      }
    }
    nextToken = listIssues.nextToken;
  } while (nextToken);
  return { warned, deleted };
}
