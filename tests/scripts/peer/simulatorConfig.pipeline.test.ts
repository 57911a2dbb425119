import { describe, expect, it } from 'vitest';
import { evaluate, simulatorConfig } from '../../../scripts/peer/simulatorConfig';

const API = { Ref: 'referencetoDataGraphQLAPIApiId' };
const TABLE_NAME = { 'Fn::Select': [1, { 'Fn::Split': ['/', { 'Fn::Select': [5, { 'Fn::Split': [':', { 'Fn::GetAtt': ['IssueTable', 'TableArn'] }] }] }] }] };
const s3 = (hash: string) => ({ 'Fn::Sub': `s3://cdk-assets-\${AWS::AccountId}-\${AWS::Region}/${hash}.vtl` });

/** A data stack shaped like the transformer's: one pipeline with a VTL auth step on NONE, an APPSYNC_JS step and a VTL data step on the table. */
const template = {
  Resources: {
    IssueTable: {
      Type: 'Custom::AmplifyDynamoDBTable',
      Properties: {
        tableName: { 'Fn::Join': ['', ['Issue-', API, '-NONE']] },
        attributeDefinitions: [{ attributeName: 'id', attributeType: 'S' }],
        keySchema: [{ attributeName: 'id', keyType: 'HASH' }],
      },
    },
    IssueDataSource: { Type: 'AWS::AppSync::DataSource', Properties: { Name: 'IssueTable', Type: 'AMAZON_DYNAMODB' } },
    AuthFn: {
      Type: 'AWS::AppSync::FunctionConfiguration',
      Properties: { Name: 'auth0', DataSourceName: { Ref: 'referencetoGraphQLAPINONEDS943AAD1EName' }, RequestMappingTemplateS3Location: s3('aaa'), ResponseMappingTemplate: '$util.toJson({})' },
    },
    GuardFn: { Type: 'AWS::AppSync::FunctionConfiguration', Properties: { Name: 'updateIssueGuard', Runtime: { Name: 'APPSYNC_JS' }, Code: 'export function request() {}' } },
    DataFn: {
      Type: 'AWS::AppSync::FunctionConfiguration',
      Properties: { Name: 'data', DataSourceName: { 'Fn::GetAtt': ['IssueDataSource', 'Name'] }, RequestMappingTemplateS3Location: s3('bbb'), ResponseMappingTemplateS3Location: s3('ccc') },
    },
    UpdateIssueResolver: {
      Type: 'AWS::AppSync::Resolver',
      Properties: {
        TypeName: 'Mutation',
        FieldName: 'updateIssue',
        Kind: 'PIPELINE',
        PipelineConfig: { Functions: [{ 'Fn::GetAtt': ['AuthFn', 'FunctionId'] }, { 'Fn::GetAtt': ['GuardFn', 'FunctionId'] }, { 'Fn::GetAtt': ['DataFn', 'FunctionId'] }] },
        RequestMappingTemplate: { 'Fn::Join': ['', ['$util.qr($ctx.stash.put("tableName", "', TABLE_NAME, '"))']] },
        ResponseMappingTemplate: '$util.toJson($ctx.prev.result)',
      },
    },
  },
};

const build = (fields = ['Mutation.updateIssue']) =>
  simulatorConfig({ template, schema: 'type Query { x: String }', fields, readAsset: (file) => `#${file}`, dynamoEndpoint: 'http://127.0.0.1:9' });

describe('the simulator configuration from the synthesized data stack', () => {
  it('keeps the VTL steps of the pipeline in order and leaves out (and names) the APPSYNC_JS ones', () => {
    const { config, skippedFunctions } = build();
    expect(config.resolvers).toEqual([
      expect.objectContaining({ kind: 'PIPELINE', typeName: 'Mutation', fieldName: 'updateIssue', functions: ['auth0', 'data'] }),
    ]);
    expect(skippedFunctions).toEqual(['updateIssueGuard']);
  });

  it('resolves the table name the same way in the table, the data source and the stash', () => {
    const { config, table } = build();
    expect(table.TableName).toMatch(/^Issue-local-.+-NONE$/);
    expect(config.dataSources).toContainEqual(expect.objectContaining({ type: 'AMAZON_DYNAMODB', name: 'IssueTable', config: expect.objectContaining({ tableName: table.TableName, endpoint: 'http://127.0.0.1:9' }) }));
    expect(config.resolvers[0].requestMappingTemplate).toBe(`$util.qr($ctx.stash.put("tableName", "${table.TableName}"))`);
  });

  it('reads S3-located templates from their cdk.out assets and names inline ones', () => {
    const { config } = build();
    const auth = config.functions.find((f) => f.name === 'auth0')!;
    expect(auth).toEqual(expect.objectContaining({ dataSourceName: 'NONE_DS', requestMappingTemplateLocation: 'asset.aaa.vtl', responseMappingTemplateLocation: 'auth0.res.vtl' }));
    expect(config.mappingTemplates).toContainEqual({ path: 'asset.aaa.vtl', content: '#asset.aaa.vtl' });
    expect(config.mappingTemplates).toContainEqual({ path: 'auth0.res.vtl', content: '$util.toJson({})' });
  });

  it('refuses a field the stack has no resolver for', () => {
    expect(() => build(['Query.getIssue'])).toThrow('No resolver for Query.getIssue');
  });

  it('evaluates pseudo parameters to the local account and region', () => {
    expect(evaluate({ 'Fn::Sub': '${AWS::AccountId}:${AWS::Region}' }, {}, 't')).toBe('000000000000:us-east-2');
  });
});
