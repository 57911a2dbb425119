/**
 * Turns the synthesized Amplify data stack (CloudFormation, as `ampx sandbox` would deploy it)
 * into the configuration `@aws-amplify/amplify-appsync-simulator` takes, as `amplify mock api`
 * does: the transformer's pipeline resolvers of the chosen fields, with their VTL functions
 * and the model table as a DynamoDB data source at `dynamoEndpoint`.
 *
 * The simulator runs VTL only: APPSYNC_JS pipeline steps (the project's guards) cannot run in
 * it and are left out, and listed in `skippedFunctions` so the benchmark can say so.
 */

interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
}

/** The parts of the simulator's configuration this benchmark fills (its own types stay in the scratch install). */
export interface SimulatorConfig {
  schema: { content: string };
  resolvers: { kind: 'PIPELINE'; typeName: string; fieldName: string; functions: string[]; requestMappingTemplate: string; responseMappingTemplate: string }[];
  functions: { name: string; dataSourceName: string; requestMappingTemplateLocation: string; responseMappingTemplateLocation: string }[];
  mappingTemplates: { path: string; content: string }[];
  dataSources: (
    | { type: 'NONE'; name: string }
    | { type: 'AMAZON_DYNAMODB'; name: string; config: { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string; tableName: string } }
  )[];
  appSync: {
    name: string;
    defaultAuthenticationType: { authenticationType: 'AMAZON_COGNITO_USER_POOLS'; cognitoUserPoolConfig: Record<string, never> };
    additionalAuthenticationProviders: never[];
  };
}

/** What the DynamoDB table needs to be created with (CreateTable's own field names). */
export interface TableDefinition {
  TableName: string;
  AttributeDefinitions: { AttributeName: string; AttributeType: string }[];
  KeySchema: { AttributeName: string; KeyType: string }[];
  GlobalSecondaryIndexes?: { IndexName: string; KeySchema: { AttributeName: string; KeyType: string }[]; Projection: { ProjectionType: string } }[];
  BillingMode: 'PAY_PER_REQUEST';
}

export const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_REGION = 'us-east-2';
/** Stands in for every `Ref` to something outside the stack (the API id, roles, the identity pool). */
const refValue = (name: string) => `local-${name.replace(/[^A-Za-z0-9]/g, '').slice(-24)}`;

/**
 * Evaluates the CloudFormation intrinsics the transformer's templates use (Ref, Fn::Join,
 * Fn::Sub, Fn::Select, Fn::Split, Fn::GetAtt) with local stand-ins: the table's ARN, data
 * source names, and refs as stable placeholders.
 */
export function evaluate(value: unknown, resources: Record<string, CfnResource>, tableName: string): unknown {
  if (Array.isArray(value)) return value.map((item) => evaluate(item, resources, tableName));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length !== 1) return Object.fromEntries(entries.map(([k, v]) => [k, evaluate(v, resources, tableName)]));
  const [[key, arg]] = entries;
  switch (key) {
    case 'Ref':
      if (arg === 'AWS::AccountId') return LOCAL_ACCOUNT;
      if (arg === 'AWS::Region') return LOCAL_REGION;
      if (arg === 'AWS::Partition') return 'aws';
      return /NONEDS/.test(String(arg)) ? 'NONE_DS' : refValue(String(arg));
    case 'Fn::Join': {
      const [separator, parts] = arg as [string, unknown[]];
      return parts.map((part) => String(evaluate(part, resources, tableName))).join(separator);
    }
    case 'Fn::Sub':
      return String(arg).replace(/\$\{([^}]+)\}/g, (_, name: string) => String(evaluate({ Ref: name }, resources, tableName)));
    case 'Fn::Select': {
      const [index, list] = arg as [number, unknown];
      return (evaluate(list, resources, tableName) as unknown[])[index];
    }
    case 'Fn::Split': {
      const [separator, text] = arg as [string, unknown];
      return String(evaluate(text, resources, tableName)).split(separator);
    }
    case 'Fn::GetAtt': {
      const [resource, attribute] = arg as [string, string];
      if (attribute === 'TableArn') return `arn:aws:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT}:table/${tableName}`;
      if (attribute === 'Name') return String(resources[resource]?.Properties.Name ?? resource);
      if (attribute === 'FunctionId') return resource;
      return `${resource}.${attribute}`;
    }
    default:
      return Object.fromEntries(entries.map(([k, v]) => [k, evaluate(v, resources, tableName)]));
  }
}

/** The asset file name a template's `s3://.../<hash>.vtl` location points at. */
const assetPath = (location: unknown) => `asset.${String(location).split('/').pop()}`;

/**
 * `template`: the model's nested data stack; `readAsset`: reads a cdk.out asset by file name.
 * `fields`: the `Type.field` resolvers to serve, e.g. `Query.getIssue`.
 */
export function simulatorConfig(options: {
  template: { Resources: Record<string, CfnResource> };
  schema: string;
  fields: string[];
  readAsset: (file: string) => string;
  dynamoEndpoint: string;
}): { config: SimulatorConfig; table: TableDefinition; skippedFunctions: string[] } {
  const resources = options.template.Resources;
  const tableResource = Object.values(resources).find((r) => r.Type === 'Custom::AmplifyDynamoDBTable');
  if (!tableResource) throw new Error('The stack has no model table.');
  const tableName = String(evaluate(tableResource.Properties.tableName, resources, ''));
  const props = tableResource.Properties as {
    attributeDefinitions: { attributeName: string; attributeType: string }[];
    keySchema: { attributeName: string; keyType: string }[];
    globalSecondaryIndexes?: { indexName: string; keySchema: { attributeName: string; keyType: string }[]; projection: { projectionType: string } }[];
  };
  const keys = (schema: { attributeName: string; keyType: string }[]) => schema.map((k) => ({ AttributeName: k.attributeName, KeyType: k.keyType }));
  const table: TableDefinition = {
    TableName: tableName,
    AttributeDefinitions: props.attributeDefinitions.map((a) => ({ AttributeName: a.attributeName, AttributeType: a.attributeType })),
    KeySchema: keys(props.keySchema),
    GlobalSecondaryIndexes: props.globalSecondaryIndexes?.map((index) => ({
      IndexName: index.indexName,
      KeySchema: keys(index.keySchema),
      Projection: { ProjectionType: index.projection.projectionType },
    })),
    BillingMode: 'PAY_PER_REQUEST',
  };
  const resolved = evaluate(resources, resources, tableName) as Record<string, CfnResource>;

  const config: SimulatorConfig = {
    schema: { content: options.schema },
    resolvers: [],
    functions: [],
    mappingTemplates: [],
    dataSources: [{ type: 'NONE', name: 'NONE_DS' }],
    appSync: {
      name: 'peer',
      defaultAuthenticationType: { authenticationType: 'AMAZON_COGNITO_USER_POOLS', cognitoUserPoolConfig: {} },
      additionalAuthenticationProviders: [],
    },
  };
  const skippedFunctions: string[] = [];
  const templates = new Map<string, string>();
  /** A mapping template by file name: inline text gets a name of its own, an S3 location its asset's. */
  const template = (name: string, inline: unknown, location: unknown) => {
    const path = inline !== undefined ? `${name}.vtl` : assetPath(location);
    if (!templates.has(path)) templates.set(path, inline !== undefined ? String(inline) : options.readAsset(path));
    return path;
  };
  const dataSources = new Set<string>();
  for (const field of options.fields) {
    const [typeName, fieldName] = field.split('.');
    const resolver = Object.values(resolved).find(
      (r) => r.Type === 'AWS::AppSync::Resolver' && r.Properties.TypeName === typeName && r.Properties.FieldName === fieldName,
    );
    if (!resolver) throw new Error(`No resolver for ${field} in the stack.`);
    const functions: string[] = [];
    for (const id of (resolver.Properties.PipelineConfig as { Functions: string[] }).Functions) {
      const fn = resolved[id].Properties;
      if (fn.Runtime) {
        skippedFunctions.push(String(fn.Name));
        continue;
      }
      const name = String(fn.Name);
      functions.push(name);
      if (config.functions.some((f) => f.name === name)) continue;
      dataSources.add(String(fn.DataSourceName));
      config.functions.push({
        name,
        dataSourceName: String(fn.DataSourceName),
        requestMappingTemplateLocation: template(`${name}.req`, fn.RequestMappingTemplate, fn.RequestMappingTemplateS3Location),
        responseMappingTemplateLocation: template(`${name}.res`, fn.ResponseMappingTemplate, fn.ResponseMappingTemplateS3Location),
      });
    }
    config.resolvers.push({
      kind: 'PIPELINE',
      typeName,
      fieldName,
      functions,
      requestMappingTemplate: String(resolver.Properties.RequestMappingTemplate),
      responseMappingTemplate: String(resolver.Properties.ResponseMappingTemplate),
    });
  }
  for (const name of dataSources) {
    if (name === 'NONE_DS') continue;
    config.dataSources.push({
      type: 'AMAZON_DYNAMODB',
      name,
      config: { endpoint: options.dynamoEndpoint, region: LOCAL_REGION, accessKeyId: 'local', secretAccessKey: 'local', tableName },
    });
  }
  config.mappingTemplates = [...templates].map(([path, content]) => ({ path, content }));
  return { config, table, skippedFunctions };
}
