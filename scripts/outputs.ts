/**
 * Produces, without AWS, everything the app and the local cloud read from the backend
 * definition:
 *   - amplify_outputs.json: the client configuration aws-amplify reads, with the model
 *     introspection and the password policy of the synthesized user pool, pointed at
 *     the local cloud;
 *   - local/generated/api-schema.graphql: the AppSync schema the transformer produced;
 *   - local/generated/model-schema.graphql: the transformer input (models, @auth,
 *     @index, @validate), from which the local cloud takes its rules;
 *   - local/generated/user-pool.json: the user pool and app client settings;
 *   - local/generated/functions.json: each function's handler, URL flag and environment;
 *   - local/generated/appsync-functions.json: the APPSYNC_JS pipeline steps the backend adds;
 *   - local/generated/graphql-api.json: the API's own request bounds (query depth, resolvers per request).
 * `npm run outputs -- --check` regenerates into memory and fails if a committed file drifted.
 */
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateModelsSync } from '@aws-amplify/graphql-generator';
import { CDK_OUT, synth } from './synth';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the local cloud listens by default; `npm start` rewrites it in the browser when LOCAL_CLOUD_PORT differs. */
export const LOCAL_CLOUD_URL = 'http://127.0.0.1:4000';
export const LOCAL_REGION = 'us-east-2';
export const LOCAL_USER_POOL_ID = `${LOCAL_REGION}_dfuseLocal`;
export const LOCAL_USER_POOL_CLIENT_ID = 'dfuselocalclient0000000000';

interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
}

/** Every Amplify function of the backend, found by its friendly name, with its handler file and whether it has a function URL. */
function describeFunctions() {
  const all = templates().flatMap((resources) => Object.entries(resources));
  const urlTargets = new Set(
    all
      .filter(([, r]) => r.Type === 'AWS::Lambda::Url')
      .map(([, r]) => (r.Properties.TargetFunctionArn as { 'Fn::GetAtt'?: string[] })['Fn::GetAtt']?.[0]),
  );
  // EventBridge Scheduler schedules (defineFunction's `schedule`), by the function they invoke.
  const schedules = new Map<string, string[]>();
  for (const [, r] of all.filter(([, r]) => r.Type === 'AWS::Scheduler::Schedule')) {
    const target = (r.Properties.Target as { Arn?: { 'Fn::GetAtt'?: string[] } }).Arn?.['Fn::GetAtt']?.[0];
    if (target) schedules.set(target, [...(schedules.get(target) ?? []), String(r.Properties.ScheduleExpression)]);
  }
  return all
    .filter(([, r]) => r.Type === 'AWS::Lambda::Function')
    .map(([logicalId, r]) => {
      const tags = (r.Properties.Tags ?? []) as { Key: string; Value: string }[];
      const name = tags.find((t) => t.Key === 'amplify:friendly-name')?.Value;
      const handler = name && ['amplify/functions', 'amplify/auth'].map((dir) => `${dir}/${name}/handler.ts`).find((f) => existsSync(join(root, f)));
      if (!name || !handler) return null;
      const variables = ((r.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {});
      // Plain values only: references to other resources are replaced by local ones at run
      // time, and secrets (listed in AMPLIFY_SSM_ENV_CONFIG) come from the local environment.
      const secrets = Object.keys(JSON.parse(String(variables.AMPLIFY_SSM_ENV_CONFIG ?? '{}')));
      const environment = Object.fromEntries(
        Object.entries(variables).filter(([k, v]) => typeof v === 'string' && !secrets.includes(k)),
      );
      const scheduled = schedules.get(logicalId);
      return {
        logicalId,
        name,
        handler,
        hasUrl: urlTargets.has(logicalId),
        timeoutSeconds: r.Properties.Timeout ?? 3,
        environment,
        ...(scheduled ? { schedules: scheduled } : {}),
      };
    })
    .filter((f) => f !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}

function templates(): Record<string, CfnResource>[] {
  return readdirSync(CDK_OUT)
    .filter((f) => f.endsWith('.template.json'))
    .map((f) => JSON.parse(readFileSync(join(CDK_OUT, f), 'utf8')).Resources ?? {});
}

function findResource(type: string): CfnResource {
  for (const resources of templates()) {
    const found = Object.values(resources).find((r) => r.Type === type);
    if (found) return found;
  }
  throw new Error(`No ${type} in the synthesized templates`);
}

function readAsset(predicate: (path: string) => boolean): string {
  for (const entry of readdirSync(CDK_OUT, { withFileTypes: true })) {
    const path = entry.isDirectory() ? join(CDK_OUT, entry.name, 'model-schema.graphql') : join(CDK_OUT, entry.name);
    if (entry.name.startsWith('asset.') && existsSync(path) && predicate(path)) return readFileSync(path, 'utf8');
  }
  throw new Error('Expected schema asset not found in cdk.out');
}

/**
 * The APPSYNC_JS functions the backend adds to model pipelines (amplify/data/pipelineSteps.ts),
 * with the resolver they run in and their data source, read from the synthesized templates,
 * so the local cloud runs exactly the code AppSync runs, in each pipeline's order.
 */
function describeAppSyncJsFunctions() {
  const all = Object.assign({}, ...templates()) as Record<string, CfnResource>;
  const dataSourceName = (ref: unknown): string => {
    const logicalId = (ref as { 'Fn::GetAtt'?: string[] })['Fn::GetAtt']?.[0];
    const source = logicalId ? all[logicalId] : undefined;
    return source?.Type === 'AWS::AppSync::DataSource' ? String(source.Properties.Type === 'NONE' ? 'NONE' : source.Properties.Name) : 'NONE';
  };
  return Object.values(all)
    .filter((r) => r.Type === 'AWS::AppSync::Resolver' && r.Properties.PipelineConfig)
    .flatMap((resolver) => {
      const ids = ((resolver.Properties.PipelineConfig as { Functions: { 'Fn::GetAtt': string[] }[] }).Functions ?? []).map((f) => f['Fn::GetAtt']?.[0]);
      return ids
        .map((id, index) => ({ fn: all[id], last: index === ids.length - 1 }))
        .filter(({ fn }) => fn?.Type === 'AWS::AppSync::FunctionConfiguration' && (fn.Properties.Runtime as { Name?: string } | undefined)?.Name === 'APPSYNC_JS')
        .map(({ fn, last }) => ({
          typeName: resolver.Properties.TypeName as string,
          fieldName: resolver.Properties.FieldName as string,
          name: fn.Properties.Name as string,
          dataSource: dataSourceName(fn.Properties.DataSourceName),
          // Last in the pipeline: it shapes the loaded result; any other runs before the data request.
          at: last ? 'last' : 'beforeData',
          code: fn.Properties.Code as string,
        }));
    })
    // By resolver; within one, in pipeline order (the sort is stable).
    .sort((a, b) => a.fieldName.localeCompare(b.fieldName));
}

interface PasswordPolicy {
  MinimumLength: number;
  RequireLowercase: boolean;
  RequireUppercase: boolean;
  RequireNumbers: boolean;
  RequireSymbols: boolean;
}

export function generate(): Record<string, string> {
  const apiSchema = readAsset((p) => p.endsWith('.graphql') && !p.endsWith('model-schema.graphql'));
  const modelSchema = readAsset((p) => p.endsWith('model-schema.graphql'));
  const modelIntrospection = JSON.parse(
    generateModelsSync({ schema: modelSchema, target: 'introspection' })['model-introspection.json'],
  );

  const pool = findResource('AWS::Cognito::UserPool').Properties;
  const client = findResource('AWS::Cognito::UserPoolClient').Properties;
  const policy = (pool.Policies as { PasswordPolicy: PasswordPolicy }).PasswordPolicy;
  const schemaAttributes = pool.Schema as { Name: string; Required?: boolean }[];
  const requiredAttributes = schemaAttributes.filter((a) => a.Required).map((a) => a.Name);
  const lambdaConfig = (pool.LambdaConfig ?? {}) as Record<string, { LambdaArn?: unknown } | { 'Fn::GetAtt': string[] }>;
  const functions = describeFunctions();
  const api = findResource('AWS::AppSync::GraphQLApi').Properties;
  // AppSync's defaults when unset: no depth limit (0) and 10,000 resolvers.
  const graphqlApi = { queryDepthLimit: api.QueryDepthLimit ?? 0, resolverCountLimit: api.ResolverCountLimit ?? 10_000 };
  /** Cognito trigger (LambdaConfig key) -> the function that handles it. */
  const triggers = Object.fromEntries(
    Object.entries(lambdaConfig).map(([trigger, value]) => {
      const arn = ('LambdaArn' in value ? value.LambdaArn : value) as { 'Fn::GetAtt'?: string[] };
      return [trigger, functions.find((f) => f.logicalId === arn['Fn::GetAtt']?.[0])?.name ?? null];
    }),
  );

  const userPool = {
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_USER_POOL_CLIENT_ID,
    region: LOCAL_REGION,
    usernameAttributes: pool.UsernameAttributes,
    autoVerifiedAttributes: pool.AutoVerifiedAttributes,
    requiredAttributes,
    passwordPolicy: policy,
    mfaConfiguration: pool.MfaConfiguration,
    verificationEmailSubject: pool.EmailVerificationSubject,
    verificationEmailMessage: pool.EmailVerificationMessage,
    explicitAuthFlows: client.ExplicitAuthFlows,
    preventUserExistenceErrors: client.PreventUserExistenceErrors,
    triggers,
    preTokenGenerationVersion:
      (lambdaConfig.PreTokenGenerationConfig as { LambdaVersion?: string } | undefined)?.LambdaVersion ?? null,
  };

  const functionUrls = Object.fromEntries(
    functions.filter((f) => f.hasUrl).map((f) => [f.name, `${LOCAL_CLOUD_URL}/functions/${f.name}/`]),
  );

  const outputs = {
    $schema:
      'https://raw.githubusercontent.com/aws-amplify/amplify-backend/main/packages/client-config/src/client-config-schema/schema_v1.4.json',
    version: '1.4',
    auth: {
      aws_region: LOCAL_REGION,
      user_pool_id: LOCAL_USER_POOL_ID,
      user_pool_client_id: LOCAL_USER_POOL_CLIENT_ID,
      // No identity pool locally: with one, every fetchAuthSession would call AWS.
      password_policy: {
        min_length: policy.MinimumLength,
        require_lowercase: policy.RequireLowercase,
        require_uppercase: policy.RequireUppercase,
        require_numbers: policy.RequireNumbers,
        require_symbols: policy.RequireSymbols,
      },
      standard_required_attributes: requiredAttributes,
      username_attributes: (pool.UsernameAttributes as string[]).map((a) => a.toLowerCase()),
      user_verification_types: (pool.AutoVerifiedAttributes as string[]).map((a) => a.toLowerCase()),
      groups: [],
      mfa_configuration: pool.MfaConfiguration === 'OFF' ? 'NONE' : pool.MfaConfiguration,
      mfa_methods: [],
      unauthenticated_identities_enabled: false,
    },
    data: {
      aws_region: LOCAL_REGION,
      url: `${LOCAL_CLOUD_URL}/graphql`,
      default_authorization_type: 'AMAZON_COGNITO_USER_POOLS',
      authorization_types: ['AWS_IAM'],
      model_introspection: modelIntrospection,
    },
    custom: {
      localCloud: { url: LOCAL_CLOUD_URL },
      functionUrls,
    },
  };

  return {
    'amplify_outputs.json': `${JSON.stringify(outputs, null, 2)}\n`,
    'local/generated/api-schema.graphql': apiSchema,
    'local/generated/model-schema.graphql': modelSchema,
    'local/generated/user-pool.json': `${JSON.stringify(userPool, null, 2)}\n`,
    'local/generated/functions.json': `${JSON.stringify(functions.map(({ logicalId: _id, ...f }) => f), null, 2)}\n`,
    'local/generated/appsync-functions.json': `${JSON.stringify(describeAppSyncJsFunctions(), null, 2)}\n`,
    'local/generated/graphql-api.json': `${JSON.stringify(graphqlApi, null, 2)}\n`,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  if (!process.argv.includes('--no-synth')) synth();
  const files = generate();
  const drifted: string[] = [];
  for (const [relative, content] of Object.entries(files)) {
    const path = join(root, relative);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
    if (current === content) continue;
    if (check) drifted.push(relative);
    else writeFileSync(path, content);
  }
  if (check && drifted.length) {
    console.error(`Generated files are out of date: ${drifted.join(', ')}. Run \`npm run outputs\`.`);
    process.exit(1);
  }
  console.log(check ? 'outputs: committed files match the backend definition' : `outputs: wrote ${Object.keys(files).join(', ')}`);
}
