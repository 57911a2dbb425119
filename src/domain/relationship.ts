/**
 * How each person knows the other (the spec's initiatorRelationship and collaboratorRelationship):
 * asked on the collaborator's answer form and on the session's overview, optional, each side for itself. The AI reads it to fit its
 * options to the relationship (a care rota is for a family, core hours for a team) and to name
 * who could help from outside (a couples counsellor, a family mediator, HR); the answers alone
 * rarely say it, because people name the other person, not the relationship.
 *
 * Stored as one of the keys below. Anything else (an older record, a hand-made request) reads
 * as not answered: the field is the spec's free text, and a value the app did not offer is
 * simply not used.
 */
import type { Role } from './sessionRole';

export const RELATIONSHIPS = [
  { key: 'partner', label: 'Partner or spouse' },
  { key: 'ex-partner', label: 'Ex-partner or co-parent' },
  { key: 'family', label: 'Family' },
  { key: 'work', label: 'Work (colleague, manager, co-founder)' },
  { key: 'neighbour', label: 'Neighbour' },
  { key: 'housemate', label: 'Housemate' },
  { key: 'friend', label: 'Friend' },
  { key: 'other', label: 'Something else' },
] as const;

export type Relationship = (typeof RELATIONSHIPS)[number]['key'];

export const RELATIONSHIP_QUESTION = (other: string) => `How do you know ${other}?`;
export const RELATIONSHIP_WHY = 'Optional. Dfuse uses it to suggest options that fit, such as who could help from outside.';

/** The stored key, or undefined for anything the app did not offer (or nothing). */
export function parseRelationship(value: unknown): Relationship | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.trim().toLowerCase();
  return RELATIONSHIPS.find((relationship) => relationship.key === key)?.key;
}

export const relationshipLabel = (relationship: Relationship) => RELATIONSHIPS.find((r) => r.key === relationship)!.label;

/** The Issue field that holds one side's answer; each side writes only its own (writeRights.ts). */
export const relationshipField = (role: Role) => (role === 'initiator' ? 'initiatorRelationship' : 'collaboratorRelationship');

/** One side's stored answer, or undefined (not answered, or a value the app never offers). */
export const relationshipOf = (record: Partial<Record<'initiatorRelationship' | 'collaboratorRelationship', string | null>>, role: Role) =>
  parseRelationship(record[relationshipField(role)]);

/** The update that stores one side's answer (null clears it), typed by the field it writes. */
export const relationshipUpdate = (role: Role, relationship: Relationship | null): { initiatorRelationship: Relationship | null } | { collaboratorRelationship: Relationship | null } =>
  role === 'initiator' ? { initiatorRelationship: relationship } : { collaboratorRelationship: relationship };
