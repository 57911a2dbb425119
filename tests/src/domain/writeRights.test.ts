import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSchemaRules } from '../../../local/data/rules';
import {
  CREATION_VALUES,
  ISSUE_CREATION_FIELDS,
  ISSUE_WRITE_RIGHTS,
  PROFILE_WRITE_RIGHTS,
  issueFieldsOf,
  mayCreateWith,
  mayUpdate,
} from '../../../src/domain/writeRights';
import { repoPath } from '../../support/repoRoot';

const rules = loadSchemaRules(readFileSync(repoPath('local/generated/model-schema.graphql'), 'utf8'));
const fieldsOf = (model: string) => [...rules.models.get(model)!.fields.keys()].sort();

describe('the write-rights table', () => {
  it('places every field of Issue, and nothing the schema does not have', () => {
    expect(Object.keys(ISSUE_WRITE_RIGHTS).sort()).toEqual(fieldsOf('Issue'));
  });

  it('places every field of Profile, and nothing the schema does not have', () => {
    expect(Object.keys(PROFILE_WRITE_RIGHTS).sort()).toEqual(fieldsOf('Profile'));
  });

  it('keeps the participants, the names and the key fixed after creation', () => {
    expect(issueFieldsOf('fixed').sort()).toEqual(
      ['id', 'initiatorEmail', 'collaboratorEmail', 'initiatorFirstName', 'initiatorLastName', 'collaboratorFirstName', 'collaboratorLastName'].sort(),
    );
    for (const field of issueFieldsOf('fixed')) for (const writer of ['initiator', 'collaborator', 'stranger'] as const) expect(mayUpdate(writer, field)).toBe(false);
  });

  it('gives each side its own fields only: every initiator field has its collaborator twin and the other way round', () => {
    const twin = (field: string) =>
      field.includes('Initiator')
        ? field.replace('Initiator', 'Collaborator')
        : field.includes('initiator')
          ? field.replace('initiator', 'collaborator')
          : field.replace('collaborator', 'initiator').replace('Collaborator', 'Initiator');
    const initiatorFields = issueFieldsOf('initiator');
    const collaboratorFields = issueFieldsOf('collaborator');
    for (const field of initiatorFields) {
      expect(mayUpdate('initiator', field)).toBe(true);
      expect(mayUpdate('collaborator', field)).toBe(false);
      if (field !== 'invitationTopic') expect(ISSUE_WRITE_RIGHTS[twin(field) as keyof typeof ISSUE_WRITE_RIGHTS], field).toBe('collaborator');
    }
    // Only the initiator invites, so only they write the invitation's topic.
    expect(initiatorFields.filter((f) => !collaboratorFields.includes(twin(f) as never))).toEqual(['invitationTopic']);
    // The collaborator also records joining the session (collaboratorJoined, collaboratorAcceptedAt).
    expect(collaboratorFields.filter((f) => !initiatorFields.includes(twin(f) as never)).sort()).toEqual(['collaboratorAcceptedAt', 'collaboratorJoined']);
  });

  it('leaves everything the AI produces and every shared outcome to the server', () => {
    const server = issueFieldsOf('server');
    for (const field of [
      'proposedIssueCandidatesJson',
      'proposedIssues',
      'agreedIssue',
      'noCommonConflict',
      'proposedSolutionsJson',
      'topThreeSolutionIds',
      'bestSolutionId',
      'bestSolutionJson',
      'aiStatus',
      'inviteEmailSentAt',
      'noCommonConflictEmailSentAt',
    ]) {
      expect(server, field).toContain(field);
    }
    for (const field of server) for (const writer of ['initiator', 'collaborator', 'stranger'] as const) expect(mayUpdate(writer, field)).toBe(false);
  });

  it('lets either participant move the status, and nobody else', () => {
    expect(mayUpdate('initiator', 'status')).toBe(true);
    expect(mayUpdate('collaborator', 'status')).toBe(true);
    expect(mayUpdate('stranger', 'status')).toBe(false);
  });

  it('lets a session be created with what the intake sets and the spec’s starting values only', () => {
    expect(ISSUE_CREATION_FIELDS).toEqual(expect.arrayContaining(['initiatorIssue', 'desiredOutcomeInitiator', 'whyOutcomeMattersInitiator', 'collaboratorEmail']));
    for (const field of Object.keys(CREATION_VALUES)) expect(mayCreateWith(field as keyof typeof ISSUE_WRITE_RIGHTS)).toBe(true);
    for (const field of ['agreedIssue', 'bestSolution', 'collaboratorIssue', 'aiStatus'] as const) expect(mayCreateWith(field)).toBe(false);
  });
});
