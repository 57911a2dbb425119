/**
 * Assertions on the CloudFormation that the Amplify backend synthesizes offline.
 * They guard the security decisions of docs/design.md, "Security model": weakening the password
 * policy or opening Issue to any signed-in user or an API key makes them fail.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CDK_OUT, synth } from '../../scripts/synth';
import { generate } from '../../scripts/outputs';
import { STEP_ENTRIES, bundleStep } from '../../amplify/data/pipelineSteps';
import { issueFieldOperations } from '../../amplify/data/writeRights';
import { ISSUE_CREATION_FIELDS, ISSUE_WRITE_RIGHTS, issueFieldsOf, mayUpdate, type IssueField } from '../../src/domain/writeRights';

interface Resource {
  Type: string;
  Properties: Record<string, any>;
}
let resources: Resource[] = [];
let byLogicalId: Record<string, Resource> = {};
let modelSchema = '';
let vtl = '';

const ofType = (type: string) => resources.filter((r) => r.Type === type);
const one = (type: string) => {
  const found = ofType(type);
  expect(found, type).toHaveLength(1);
  return found[0].Properties;
};
/** The @auth(...) rules of a model or field in the transformer input, whitespace-folded. */
const authRulesOf = (declaration: RegExp) => {
  const match = modelSchema.replace(/\s+/g, ' ').match(declaration);
  expect(match, String(declaration)).not.toBeNull();
  return match![1];
};

beforeAll(() => {
  synth();
  const files = readdirSync(CDK_OUT);
  byLogicalId = Object.assign(
    {},
    ...files.filter((f) => f.endsWith('.template.json')).map((f) => JSON.parse(readFileSync(join(CDK_OUT, f), 'utf8')).Resources ?? {}),
  );
  resources = Object.values(byLogicalId);
  const schemaDir = files.find((f) => f.startsWith('asset.') && hasModelSchema(f));
  modelSchema = readFileSync(join(CDK_OUT, schemaDir!, 'model-schema.graphql'), 'utf8');
  vtl = files.filter((f) => f.endsWith('.vtl')).map((f) => readFileSync(join(CDK_OUT, f), 'utf8')).join('\n');
}, 120_000);

/** The logical ids of a mutation resolver's pipeline functions, in order. */
function pipelineSteps(field: string): string[] {
  const resolver = ofType('AWS::AppSync::Resolver').find((r) => r.Properties.FieldName === field)!;
  return resolver.Properties.PipelineConfig.Functions.map((f: { 'Fn::GetAtt': string[] }) => f['Fn::GetAtt'][0]);
}

function hasModelSchema(dir: string): boolean {
  try {
    return readdirSync(join(CDK_OUT, dir)).includes('model-schema.graphql');
  } catch {
    return false;
  }
}

describe('auth', () => {
  it('sets the password policy explicitly: min 8, lower, upper, digit, symbol', () => {
    expect(one('AWS::Cognito::UserPool').Policies.PasswordPolicy).toEqual({
      MinimumLength: 8,
      RequireLowercase: true,
      RequireUppercase: true,
      RequireNumbers: true,
      RequireSymbols: true,
    });
  });

  it('signs in with e-mail, requires given and family name, verifies e-mail, MFA off', () => {
    const pool = one('AWS::Cognito::UserPool');
    expect(pool.UsernameAttributes).toEqual(['email']);
    expect(pool.AutoVerifiedAttributes).toEqual(['email']);
    expect(pool.MfaConfiguration).toBe('OFF');
    const required = pool.Schema.filter((a: { Required?: boolean }) => a.Required).map((a: { Name: string }) => a.Name);
    expect(required.sort()).toEqual(['email', 'family_name', 'given_name']);
  });

  it('wires the pre-token-generation trigger as V2_0 on the Essentials plan', () => {
    const pool = one('AWS::Cognito::UserPool');
    expect(pool.UserPoolTier).toBe('ESSENTIALS');
    expect(pool.LambdaConfig.PreTokenGeneration).toBeUndefined();
    expect(pool.LambdaConfig.PreTokenGenerationConfig.LambdaVersion).toBe('V2_0');
  });

  it('reports unknown users so the spec messages can name them, and allows SRP', () => {
    const client = one('AWS::Cognito::UserPoolClient');
    expect(client.PreventUserExistenceErrors).toBe('LEGACY');
    expect(client.ExplicitAuthFlows).toContain('ALLOW_USER_SRP_AUTH');
    expect(client.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
  });

  it('has no guest identities', () => {
    expect(one('AWS::Cognito::IdentityPool').AllowUnauthenticatedIdentities).toBe(false);
  });

  it('signs an account out everywhere after a password reset: a post-confirmation trigger allowed AdminUserGlobalSignOut on this pool and nothing else', () => {
    const poolId = Object.keys(byLogicalId).find((id) => byLogicalId[id].Type === 'AWS::Cognito::UserPool')!;
    // Cognito runs PostConfirmation after ConfirmForgotPassword (PostConfirmation_ConfirmForgotPassword).
    const triggerId = byLogicalId[poolId].Properties.LambdaConfig.PostConfirmation['Fn::GetAtt'][0] as string;
    const trigger = byLogicalId[triggerId].Properties;
    expect(trigger.Tags).toContainEqual({ Key: 'amplify:friendly-name', Value: 'post-confirmation' });
    const role = trigger.Role['Fn::GetAtt'][0] as string;
    const grants = ofType('AWS::IAM::Policy')
      .filter((p) => (p.Properties.Roles ?? []).some((r: { Ref?: string }) => r.Ref === role))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    expect(grants.filter((g) => JSON.stringify(g.Action).includes('cognito-idp'))).toEqual([
      { Action: 'cognito-idp:AdminUserGlobalSignOut', Effect: 'Allow', Resource: { 'Fn::GetAtt': [poolId, 'Arn'] } },
    ]);
  });
});

describe('functions', () => {
  const lambdaNamed = (name: string) => {
    const found = ofType('AWS::Lambda::Function').filter((f) =>
      (f.Properties.Tags ?? []).some((t: { Key: string; Value: string }) => t.Key === 'amplify:friendly-name' && t.Value === name),
    );
    expect(found, name).toHaveLength(1);
    return found[0].Properties;
  };
  const policiesMentioning = (action: string) =>
    ofType('AWS::IAM::Policy').filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes(action));

  it('lets erase-account alone delete a Cognito user (docs/rules.md, "My data")', () => {
    const deleting = policiesMentioning('cognito-idp:AdminDeleteUser');
    expect(deleting).toHaveLength(1);
    expect(JSON.stringify(deleting[0].Properties.Roles)).toMatch(/eraseaccount/i);
  });

  it('gives send-email a function URL, the user pool to verify callers against, and SES and AppSync access', () => {
    const sendEmail = lambdaNamed('send-email');
    expect(Object.keys(sendEmail.Environment.Variables)).toEqual(
      expect.arrayContaining(['AUTH_USER_POOL_ID', 'AUTH_USER_POOL_CLIENT_ID', 'MAIL_FROM', 'APP_ORIGIN']),
    );
    // dev-gate, send-email, propose-issues, settle-session, infer-interests, propose-strategies, implement-plan,
    // follow-up (a participant's call after a move), unsubscribe (signed out, a signed token), export-data, erase-account
    expect(ofType('AWS::Lambda::Url')).toHaveLength(11);
    // Only the six that e-mail participants may send: the three above, follow-up, erase-account and the retention job.
    expect(policiesMentioning('ses:SendEmail')).toHaveLength(6);
    expect(policiesMentioning('appsync:GraphQL').length).toBeGreaterThan(0);
  });

  it('runs follow-up and retention on a schedule (what falls due while nobody acts)', () => {
    const scheduleOf = (name: RegExp) => {
      const schedules = ofType('AWS::Scheduler::Schedule').filter((schedule) => name.test(JSON.stringify(schedule.Properties.Target)));
      expect(schedules, String(name)).toHaveLength(1);
      return schedules[0].Properties.ScheduleExpression;
    };
    expect(scheduleOf(/followup/i)).toBe('cron(*/15 * * * ? *)');
    expect(scheduleOf(/retention/i)).toBe('cron(0 0 * * ? *)');
  });

  it('gives settle-session a function URL, the user pool, SES and its own IAM access to the data', () => {
    const settle = lambdaNamed('settle-session');
    expect(Object.keys(settle.Environment.Variables)).toEqual(
      expect.arrayContaining(['AUTH_USER_POOL_ID', 'AUTH_USER_POOL_CLIENT_ID', 'MAIL_FROM', 'APP_ORIGIN']),
    );
    const urlTargets = ofType('AWS::Lambda::Url').map((u) => JSON.stringify(u.Properties.TargetFunctionArn));
    expect(urlTargets.some((target) => /settlesession/i.test(target))).toBe(true);
  });
});

describe('data', () => {
  it('uses the user pool as default authorization, IAM as the only alternative, and no API key', () => {
    const api = one('AWS::AppSync::GraphQLApi');
    expect(api.AuthenticationType).toBe('AMAZON_COGNITO_USER_POOLS');
    expect(api.AdditionalAuthenticationProviders).toEqual([{ AuthenticationType: 'AWS_IAM' }]);
    expect(ofType('AWS::AppSync::ApiKey')).toHaveLength(0);
  });

  it('creates the Issue table keyed by id with both participant indexes sorted by lastActivityAt', () => {
    const issue = ofType('Custom::AmplifyDynamoDBTable').find((t) => JSON.stringify(t.Properties.tableName).includes('Issue-'));
    expect(issue!.Properties.keySchema).toEqual([{ attributeName: 'id', keyType: 'HASH' }]);
    const indexes = issue!.Properties.globalSecondaryIndexes.map((i: { indexName: string; keySchema: unknown }) => [
      i.indexName,
      i.keySchema,
    ]);
    expect(indexes).toEqual([
      [
        'issuesByInitiatorEmailAndLastActivityAt',
        [
          { attributeName: 'initiatorEmail', keyType: 'HASH' },
          { attributeName: 'lastActivityAt', keyType: 'RANGE' },
        ],
      ],
      [
        'issuesByCollaboratorEmailAndLastActivityAt',
        [
          { attributeName: 'collaboratorEmail', keyType: 'HASH' },
          { attributeName: 'lastActivityAt', keyType: 'RANGE' },
        ],
      ],
    ]);
  });

  it('creates the Profile table keyed by emailLower, indexed by email and by sub', () => {
    const profile = ofType('Custom::AmplifyDynamoDBTable').find((t) =>
      JSON.stringify(t.Properties.tableName).includes('Profile-'),
    );
    expect(profile!.Properties.keySchema).toEqual([{ attributeName: 'emailLower', keyType: 'HASH' }]);
    expect(profile!.Properties.globalSecondaryIndexes.map((i: { keySchema: { attributeName: string }[] }) => i.keySchema[0].attributeName)).toEqual([
      'email',
      'sub',
    ]);
  });

  it('lets only the two participants read and update an Issue, by the e-mail claim, and nobody delete it', () => {
    const rules = authRulesOf(/type Issue @model @auth\(rules: \[(.*?)\]\)/);
    expect(rules).toBe(
      '{allow: owner, operations: [create, read, update], ownerField: "initiatorEmail", identityClaim: "email_lower"}, ' +
        '{allow: owner, operations: [read, update], ownerField: "collaboratorEmail", identityClaim: "email_lower"}',
    );
    expect(rules).not.toMatch(/private|public|groups|delete/);
  });

  it('lets nobody reassign initiatorEmail or collaboratorEmail', () => {
    for (const field of ['initiatorEmail', 'collaboratorEmail']) {
      const rules = authRulesOf(new RegExp(`${field}: String! [^\\n]*?@auth\\(rules: \\[(.*?)\\]\\)`));
      expect(rules).not.toContain('update');
      expect(rules).toContain('ownerField: "initiatorEmail"');
    }
  });

  it('keeps a Profile visible to its owner only', () => {
    expect(authRulesOf(/type Profile @model @auth\(rules: \[(.*?)\]\)/)).toBe(
      '{allow: owner, ownerField: "emailLower", identityClaim: "email_lower"}',
    );
  });

  it('compiles the owner rules into resolvers that read the e-mail claim', () => {
    expect(vtl).toContain('$ctx.identity.claims.get("email_lower")');
  });

  it('enforces field limits on the server with @validate', () => {
    expect(vtl).toContain('maxLengthValidationPassed');
    expect(modelSchema).toMatch(/initiatorFirstName: String! @validate\(type: maxLength, value: "100"/);
  });
});

describe('write rights (src/domain/writeRights.ts)', () => {
  /** The operations a field's @auth rules give the owner in `ownerField`, from the transformer input. */
  const fieldOperations = (field: string, ownerField: string): string[] => {
    const rules = authRulesOf(new RegExp(`\\s${field}: [^@]*?(?:@\\w+\\([^)]*\\) )*?@auth\\(rules: \\[(.*?)\\]\\)`));
    const rule = rules.split('}, {').find((r) => r.includes(`ownerField: "${ownerField}"`))!;
    return rule.match(/operations: \[([^\]]*)\]/)![1].split(', ').sort();
  };
  const fields = (Object.keys(ISSUE_WRITE_RIGHTS) as IssueField[]).filter((field) => field !== 'id');

  it.each(fields)('gives %s the field rules its class calls for', (field) => {
    const expected = issueFieldOperations(field);
    expect(fieldOperations(field, 'initiatorEmail')).toEqual([...expected.initiator].sort());
    expect(fieldOperations(field, 'collaboratorEmail')).toEqual([...expected.collaborator].sort());
  });

  /** The fields each owner role may write in the compiled auth step of a mutation. */
  const compiledAllowedFields = (field: string): string[][] => {
    const authStep = pipelineSteps(field).find((id) => /auth0Function/.test(id))!;
    const properties = byLogicalId[authStep].Properties;
    const template = ['RequestMappingTemplateS3Location', 'ResponseMappingTemplateS3Location']
      .map((key) => JSON.stringify(properties[key] ?? '').match(/([0-9a-f]{64})\.vtl/)?.[1])
      .filter(Boolean)
      .map((asset) => readFileSync(join(CDK_OUT, `asset.${asset}.vtl`), 'utf8'))
      .join('\n');
    return [...template.matchAll(/\$ownerAllowedFields\d+ = (\[[^\]]*\])/g)].map((m) => (JSON.parse(m[1]) as string[]).sort());
  };

  it('compiles updateIssue so each side may write exactly its own, shared and status fields', () => {
    const [initiator, collaborator] = compiledAllowedFields('updateIssue');
    expect(initiator).toEqual(['id', ...fields.filter((f) => mayUpdate('initiator', f))].sort());
    expect(collaborator).toEqual(['id', ...fields.filter((f) => mayUpdate('collaborator', f))].sort());
    for (const serverField of issueFieldsOf('server')) {
      expect(initiator).not.toContain(serverField);
      expect(collaborator).not.toContain(serverField);
    }
  });

  it('compiles createIssue so the initiator may set only what the intake sets', () => {
    const [initiator, ...others] = compiledAllowedFields('createIssue');
    expect(others).toEqual([]);
    expect(initiator).toEqual([...ISSUE_CREATION_FIELDS].sort());
  });

  it('runs the status guard and the creation guard as APPSYNC_JS just before the write', () => {
    for (const [field, name, code] of [
      ['updateIssue', 'updateIssueGuard', bundleStep(STEP_ENTRIES.updateIssueGuard)],
      ['createIssue', 'createIssueCreationGuard', bundleStep(STEP_ENTRIES.createIssueGuard)],
    ]) {
      const steps = pipelineSteps(field);
      expect(steps[steps.findIndex((id) => /DataResolverFn/.test(id)) - 1], field).toBe(name);
      const fn = ofType('AWS::AppSync::FunctionConfiguration').find((f) => f.Properties.Name === name)!;
      expect(fn.Properties.Runtime).toEqual({ Name: 'APPSYNC_JS', RuntimeVersion: '1.0.0' });
      expect(fn.Properties.Code).toBe(code);
    }
    const statusGuard = ofType('AWS::AppSync::FunctionConfiguration').find((f) => f.Properties.Name === 'updateIssueGuard')!;
    expect(statusGuard.Properties.DataSourceName).toEqual({ 'Fn::GetAtt': ['IssueDataSource', 'Name'] });
  });

  it('refuses any profile key but the caller’s own in getProfile, as APPSYNC_JS just before the read (issue 24)', () => {
    const steps = pipelineSteps('getProfile');
    expect(steps.at(-2)).toBe('getProfileOwnOnly');
    expect(steps.at(-1)).toMatch(/DataResolverFn/);
    const fn = ofType('AWS::AppSync::FunctionConfiguration').find((f) => f.Properties.Name === 'getProfileOwnOnly')!;
    expect(fn.Properties.Runtime).toEqual({ Name: 'APPSYNC_JS', RuntimeVersion: '1.0.0' });
    expect(fn.Properties.Code).toBe(bundleStep(STEP_ENTRIES.ownProfileOnly));
  });
});

describe('generated outputs', () => {
  it('checks list counts and item lengths in every create and update pipeline, just after @validate, with the step bundled from the domain', () => {
    for (const field of ['createIssue', 'updateIssue', 'createProfile', 'updateProfile']) {
      const steps = pipelineSteps(field);
      const at = steps.indexOf(`${field}ListLimits`);
      expect(at, field).toBeGreaterThan(0);
      expect(steps[at - 1], field).toMatch(/validate0Function/);
      // The write comes next; after it only the Issue's result step (see below).
      expect(steps.slice(-2).some((id) => /DataResolverFn/.test(id)), field).toBe(true);
      const check = ofType('AWS::AppSync::FunctionConfiguration').find((f) => f.Properties.Name === `${field}ListLimits`)!;
      expect(check.Properties.Runtime).toEqual({ Name: 'APPSYNC_JS', RuntimeVersion: '1.0.0' });
      expect(check.Properties.Code).toBe(bundleStep(STEP_ENTRIES.inputLimits));
    }
  });

  it("seals the rankings last in every Issue read and write pipeline, after the data, with the step bundled from the domain", () => {
    const fields = ofType('AWS::AppSync::Resolver')
      .filter((r) => r.Properties.PipelineConfig && /^(getIssue|listIssues|issuesBy\w+|createIssue|updateIssue|deleteIssue)$/.test(r.Properties.FieldName))
      .map((r) => r.Properties.FieldName as string);
    expect(fields.sort()).toEqual(['createIssue', 'deleteIssue', 'getIssue', 'issuesByCollaboratorEmail', 'issuesByInitiatorEmail', 'listIssues', 'updateIssue']);
    for (const field of fields) {
      const steps = pipelineSteps(field);
      expect(steps.at(-1), field).toBe(`${field}BlindRankings`);
      expect(steps.at(-2), field).toMatch(/DataResolverFn/);
      const step = ofType('AWS::AppSync::FunctionConfiguration').find((f) => f.Properties.Name === `${field}BlindRankings`)!;
      expect(step.Properties.Code).toBe(bundleStep(STEP_ENTRIES.blindRankings));
    }
  });

  it('are in sync with the backend definition (run `npm run outputs` after changing it)', () => {
    for (const [relative, content] of Object.entries(generate())) {
      expect(readFileSync(join(process.cwd(), relative), 'utf8'), relative).toBe(content);
    }
  });
});
