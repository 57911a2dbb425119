/**
 * Field-level authorization generated from the write-rights table (src/domain/writeRights.ts):
 * both participants read every field; each field's create and update rights follow its class.
 * AppSync then refuses a write to the other side's field ("Unauthorized on [field]"), and the
 * functions, which reach the data through their IAM role, keep full access.
 */
import type { a } from '@aws-amplify/backend';
import { PARTICIPANT_EMAIL_CLAIM } from '../../src/domain/identity';
import { ISSUE_WRITE_RIGHTS, mayCreateWith, type IssueField } from '../../src/domain/writeRights';

type Allow = Parameters<Parameters<ReturnType<typeof a.model>['authorization']>[0]>[0];
type Operation = 'create' | 'read' | 'update';

export const initiatorOwner = (allow: Allow) => allow.ownerDefinedIn('initiatorEmail').identityClaim(PARTICIPANT_EMAIL_CLAIM);
export const collaboratorOwner = (allow: Allow) => allow.ownerDefinedIn('collaboratorEmail').identityClaim(PARTICIPANT_EMAIL_CLAIM);

/** The operations each side is granted on `field`. */
export function issueFieldOperations(field: IssueField): { initiator: Operation[]; collaborator: Operation[] } {
  const rights = ISSUE_WRITE_RIGHTS[field];
  const shared = rights === 'either' || rights === 'status';
  const initiator: Operation[] = ['read'];
  const collaborator: Operation[] = ['read'];
  if (mayCreateWith(field)) initiator.push('create');
  if (rights === 'initiator' || shared) initiator.push('update');
  if (rights === 'collaborator' || shared) collaborator.push('update');
  return { initiator, collaborator };
}

/** A field builder that takes field-level rules (model fields and refs alike). */
interface Authorizable {
  authorization(callback: (allow: Allow) => unknown): unknown;
}

/**
 * The Issue's fields with their rules attached. The key (`id`) keeps the model's rules: the
 * transformer always lets a caller name the record it writes.
 */
export function withWriteRights<Fields extends Record<IssueField, Authorizable>>(fields: Fields): Fields {
  const ruled = Object.entries(fields).map(([name, field]) => {
    if (name === 'id') return [name, field];
    const { initiator, collaborator } = issueFieldOperations(name as IssueField);
    return [name, field.authorization((allow) => [initiatorOwner(allow).to(initiator), collaboratorOwner(allow).to(collaborator)])];
  });
  return Object.fromEntries(ruled) as Fields;
}
