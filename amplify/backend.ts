import { defineBackend, secret } from '@aws-amplify/backend';
import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FunctionUrlAuthType, HttpMethod } from 'aws-cdk-lib/aws-lambda';
import { PASSWORD_POLICY } from '../src/domain/password';
import { auth } from './auth/resource';
import { postConfirmation } from './auth/post-confirmation/resource';
import { preSignUp } from './auth/pre-sign-up/resource';
import { preTokenGeneration } from './auth/pre-token-generation/resource';
import { data } from './data/resource';
import { aiEnvironment, deploymentSettings } from './deployment';
import { functionUrlCors } from './functionUrlCors';
import { API_LIMITS } from './data/apiLimits';
import { addPipelineSteps } from './data/pipelineSteps';
import { devGate } from './functions/dev-gate/resource';
import { followUp } from './functions/follow-up/resource';
import { unsubscribe } from './functions/unsubscribe/resource';
import { implementPlan } from './functions/implement-plan/resource';
import { inferInterests } from './functions/infer-interests/resource';
import { proposeIssues } from './functions/propose-issues/resource';
import { proposeStrategies } from './functions/propose-strategies/resource';
import { sendEmail } from './functions/send-email/resource';
import { settleSession } from './functions/settle-session/resource';
import { exportData } from './functions/export-data/resource';
import { eraseAccount } from './functions/erase-account/resource';
import { retention } from './functions/retention/resource';

const backend = defineBackend({ auth, data, preSignUp, preTokenGeneration, postConfirmation, devGate, sendEmail, proposeIssues, settleSession, inferInterests, proposeStrategies, implementPlan, followUp, unsubscribe, exportData, eraseAccount, retention });

// Where the app is served and who e-mails come from: a branch deployment must set APP_ORIGIN and
// MAIL_FROM (the synth fails with a message otherwise); a sandbox uses the local defaults.
const settings = deploymentSettings(backend.stack.node.tryGetContext('amplify-backend-type'), process.env);
// Every function URL answers browsers from the app's origin only.
const { allowedOrigins, allowedMethods, allowedHeaders } = functionUrlCors([settings.appOrigin]);
const cors = { allowedOrigins, allowedMethods: allowedMethods.map((method) => HttpMethod[method]), allowedHeaders };

// The development gate is checked before anyone signs in, so its URL is public; the
// function itself only answers whether a password matches.
const devGateUrl = backend.devGate.resources.lambda.addFunctionUrl({ authType: FunctionUrlAuthType.NONE, cors });
// The server's rate limits count in this table, shared by every Lambda instance (DynamoDB's
// TTL removes old windows): the dev gate's attempts (per client and in total, per 15-minute
// window) and the invitations a participant sends (per account and per session).
const rateCounters = new Table(Stack.of(backend.devGate.resources.lambda), 'RateCounters', {
  partitionKey: { name: 'pk', type: AttributeType.STRING },
  billingMode: BillingMode.PAY_PER_REQUEST,
  timeToLiveAttribute: 'expiresAt',
  removalPolicy: RemovalPolicy.DESTROY,
});
for (const fn of [backend.devGate, backend.sendEmail]) {
  rateCounters.grant(fn.resources.lambda, 'dynamodb:UpdateItem');
  fn.addEnvironment('RATE_COUNTERS_TABLE', rateCounters.tableName);
}

// The app's own functions check the caller's Cognito token themselves (function URLs offer
// only IAM or none) and that the caller takes part in the session named (docs/design.md, "Security model").
const { userPool, userPoolClient } = backend.auth.resources;
const participantFunctionUrls = Object.fromEntries(
  (
    [
      ['send-email', backend.sendEmail, { mails: true }],
      ['propose-issues', backend.proposeIssues, { mails: true }],
      ['settle-session', backend.settleSession, { mails: true }],
      ['infer-interests', backend.inferInterests, { mails: false }],
      ['propose-strategies', backend.proposeStrategies, { mails: false }],
      ['implement-plan', backend.implementPlan, { mails: false }],
      ['follow-up', backend.followUp, { mails: true }],
      // A person's own data: the export, and the erasure, which tells the other participants by e-mail.
      ['export-data', backend.exportData, { mails: false }],
      ['erase-account', backend.eraseAccount, { mails: true }],
    ] as const
  ).map(([name, fn, { mails }]) => {
    fn.addEnvironment('AUTH_USER_POOL_ID', userPool.userPoolId);
    fn.addEnvironment('AUTH_USER_POOL_CLIENT_ID', userPoolClient.userPoolClientId);
    // These e-mail a session's participants: the invitation, 'Proposed issues are ready', the
    // no-common-conflict notice, with links into the app.
    if (mails) {
      fn.resources.lambda.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: ['*'] }));
      fn.addEnvironment('MAIL_FROM', settings.mailFrom);
      fn.addEnvironment('APP_ORIGIN', settings.appOrigin);
    }
    const url = fn.resources.lambda.addFunctionUrl({ authType: FunctionUrlAuthType.NONE, cors });
    return [name, url.url];
  }),
);
// Erasure ends the account's sessions and deletes its Cognito user (docs/rules.md, "My data").
backend.eraseAccount.resources.lambda.addToRolePolicy(
  new PolicyStatement({ actions: ['cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminDeleteUser'], resources: [userPool.userPoolArn] }),
);
// The retention job warns the participants of an untouched session by e-mail, then deletes it.
backend.retention.resources.lambda.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: ['*'] }));
backend.retention.addEnvironment('MAIL_FROM', settings.mailFrom);
backend.retention.addEnvironment('APP_ORIGIN', settings.appOrigin);

// The AI functions: the provider chosen at deploy time (AI_PROVIDER and its settings, amplify/ai/README.md);
// Bedrock's permission for AI_PROVIDER=bedrock, and the OpenAI-compatible API key as a secret.
for (const fn of [backend.proposeIssues, backend.inferInterests, backend.proposeStrategies, backend.implementPlan]) {
  fn.resources.lambda.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel', 'bedrock:Converse'], resources: ['*'] }));
  for (const [key, value] of Object.entries(aiEnvironment(process.env))) fn.addEnvironment(key, value);
  if (process.env.AI_PROVIDER?.trim().toLowerCase() === 'openai') fn.addEnvironment('AI_OPENAI_API_KEY', secret('AI_OPENAI_API_KEY'));
}
// Long AI work runs in a second, asynchronous invocation of the same function
// (amplify/functions/shared/background.ts). Naming the function's own ARN would make its
// role's policy depend on the function, which depends on that policy; the ARN pattern of its
// generated name avoids the cycle and still names only this function.
for (const [fn, logicalName] of [
  [backend.inferInterests, 'inferinterestslambda'],
  [backend.proposeStrategies, 'proposestrategieslambda'],
] as const) {
  const stack = Stack.of(fn.resources.lambda);
  fn.resources.lambda.addToRolePolicy(
    new PolicyStatement({
      actions: ['lambda:InvokeFunction'],
      resources: [stack.formatArn({ service: 'lambda', resource: 'function', resourceName: `*${logicalName}*`, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
    }),
  );
}

// Follow-up (src/domain/followUp.ts): the notices' unsubscribe link works signed out, so its URL is
// public and the function checks the signed token; both sign and check with NOTICE_SIGNING_KEY (a secret).
const unsubscribeUrl = backend.unsubscribe.resources.lambda.addFunctionUrl({ authType: FunctionUrlAuthType.NONE, cors });
backend.followUp.addEnvironment('UNSUBSCRIBE_URL', unsubscribeUrl.url);
for (const fn of [backend.followUp, backend.unsubscribe]) fn.addEnvironment('NOTICE_SIGNING_KEY', secret('NOTICE_SIGNING_KEY'));

backend.addOutput({ custom: { functionUrls: { 'dev-gate': devGateUrl.url, unsubscribe: unsubscribeUrl.url, ...participantFunctionUrls } } });

const { cfnUserPool, cfnUserPoolClient, cfnIdentityPool } = backend.auth.resources.cfnResources;

// No guest identities: nothing in the product is readable without signing in (docs/design.md, "Security model").
cfnIdentityPool.allowUnauthenticatedIdentities = false;

// The spec's sign-in and reset messages name an unknown account ('No account exists with
// that email.'), which needs Cognito to report UserNotFoundException rather than mask it.
cfnUserPoolClient.preventUserExistenceErrors = 'LEGACY';

// Password policy, set explicitly from src/domain/password.ts so it cannot drift with library defaults (docs/rules.md, "Accounts").
cfnUserPool.policies = {
  passwordPolicy: {
    minimumLength: PASSWORD_POLICY.minLength,
    requireLowercase: PASSWORD_POLICY.requireLowercase,
    requireUppercase: PASSWORD_POLICY.requireUppercase,
    requireNumbers: PASSWORD_POLICY.requireNumbers,
    requireSymbols: PASSWORD_POLICY.requireSymbols,
  },
};

// A password reset signs the account out everywhere: the post-confirmation trigger may sign out
// this pool's users and do nothing else. A policy of its own, attached to the trigger's role: in
// the role's default policy it would make the trigger depend on the pool, which depends on it.
const signOutAfterReset = new Policy(Stack.of(userPool), 'PostConfirmationSignOut', {
  statements: [new PolicyStatement({ actions: ['cognito-idp:AdminUserGlobalSignOut'], resources: [userPool.userPoolArn] })],
});
signOutAfterReset.attachToRole(backend.postConfirmation.resources.lambda.role!);

// The access-token claim that owner rules need requires the V2_0 pre-token-generation
// event, which Cognito only offers on the Essentials feature plan. defineAuth wires the
// trigger (and its invoke permission) as V1_0; replace that entry with the V2_0 one.
cfnUserPool.userPoolTier = 'ESSENTIALS';
cfnUserPool.addPropertyDeletionOverride('LambdaConfig.PreTokenGeneration');
cfnUserPool.addPropertyOverride('LambdaConfig.PreTokenGenerationConfig', {
  LambdaArn: backend.preTokenGeneration.resources.lambda.functionArn,
  LambdaVersion: 'V2_0',
});

// List and structured-field limits (which @validate does not cover), the starting values of a new
// session, status moving forward only and well-formed rankings (docs/design.md, "Security model"), bundled from src/domain.
addPipelineSteps(backend.data.resources.cfnResources);

// Bounds on one request: nesting depth and resolver invocations (aliases), see data/apiLimits.ts.
const { cfnGraphqlApi } = backend.data.resources.cfnResources;
cfnGraphqlApi.queryDepthLimit = API_LIMITS.queryDepthLimit;
cfnGraphqlApi.resolverCountLimit = API_LIMITS.resolverCountLimit;
