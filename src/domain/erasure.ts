/**
 * Erasing one participant from a session they shared (docs/rules.md, "My data"): their private
 * inputs, and what Dfuse inferred or advised about them alone, are emptied; their name reads
 * "a former participant" and their address is replaced by one nobody can sign in with, so the
 * other person keeps the shared outcomes and nobody can reclaim the erased side by signing up
 * again with the old address. The erase-account function writes this patch; the Issue's update
 * guard (issueUpdateRules.ts) lets exactly this write through whatever the session's other rules
 * say (a review lock or a ranking rule would otherwise keep the erased text).
 *
 * APPSYNC_JS subset: the update guard is bundled from this module.
 */
import { ISSUE_WRITE_RIGHTS, type IssueField } from './writeRights';
import type { Role } from './sessionRole';

/** How an erased person is shown to the other one. */
export const FORMER_PARTICIPANT = 'a former participant';
/** The server-only field that records which side was erased. */
export const ERASED_SIDE_FIELD = 'formerParticipantSide';
/** The domain of the addresses that replace an erased person's (RFC 2606: never deliverable). */
export const ERASED_EMAIL_DOMAIN = '@former-participant.invalid';

export const ERASURE_WRITE_MESSAGE = 'An erasure write may only empty one side of the session.';

/** Facts about the session, not the person, that a side's class also covers: they stay. */
const SESSION_FACTS: readonly string[] = ['collaboratorJoined', 'collaboratorAcceptedAt'];

/** What the AI inferred about, or advised to, one side only: it goes with that side's inputs. */
const ABOUT_SIDE: Record<Role, readonly IssueField[]> = {
  initiator: ['initiatorInterests', 'inferInitiatorDCS', 'initiatorStrategies', 'initiatorCommunicationTips', 'initiatorImplementPlanJson'],
  collaborator: ['collaboratorInterests', 'inferCollaboratorDCS', 'collaboratorStrategies', 'collaboratorCommunicationTips', 'collaboratorImplementPlanJson'],
};

const NAME_FIELDS: Record<Role, { first: IssueField; last: IssueField; email: IssueField }> = {
  initiator: { first: 'initiatorFirstName', last: 'initiatorLastName', email: 'initiatorEmail' },
  collaborator: { first: 'collaboratorFirstName', last: 'collaboratorLastName', email: 'collaboratorEmail' },
};

/** The fields erasure empties for `side`: everything that side writes itself, and what is about it alone. */
export function personalFields(side: Role): IssueField[] {
  const own = (Object.keys(ISSUE_WRITE_RIGHTS) as IssueField[]).filter(
    (field) => ISSUE_WRITE_RIGHTS[field] === side && !SESSION_FACTS.includes(field),
  );
  return own.concat(ABOUT_SIDE[side]);
}

/** The update that erases `side` from a session; `erasedEmail` must end in ERASED_EMAIL_DOMAIN. */
export function erasureWrite(id: string, side: Role, erasedEmail: string): { id: string } & Record<string, unknown> {
  const names = NAME_FIELDS[side];
  const write: Record<string, unknown> = { [ERASED_SIDE_FIELD]: side, [names.first]: FORMER_PARTICIPANT, [names.last]: '', [names.email]: erasedEmail };
  for (const field of personalFields(side)) write[field] = null;
  return { ...write, id };
}

/** Whether `input` asks to erase a side (only the functions may write ERASED_SIDE_FIELD). */
export const isErasureWrite = (input: Record<string, unknown>) => Object.hasOwn(input, ERASED_SIDE_FIELD);

/** Why `input` is not exactly an erasure write, or null when it is. */
export function erasureWriteProblem(input: Record<string, unknown>): string | null {
  const side = input[ERASED_SIDE_FIELD];
  if (side !== 'initiator' && side !== 'collaborator') return ERASURE_WRITE_MESSAGE;
  const names = NAME_FIELDS[side];
  const emptied = personalFields(side);
  const fine = Object.keys(input).every((field) => {
    const value = input[field];
    if (field === 'id' || field === ERASED_SIDE_FIELD) return true;
    if (field === names.first) return value === FORMER_PARTICIPANT;
    if (field === names.last) return value === '';
    if (field === names.email) return typeof value === 'string' && value.endsWith(ERASED_EMAIL_DOMAIN);
    return emptied.includes(field as IssueField) && value === null;
  });
  return fine ? null : ERASURE_WRITE_MESSAGE;
}
