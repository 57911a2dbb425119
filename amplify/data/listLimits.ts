/**
 * Server-side list and structured-field limits in AWS: `@validate` covers scalar strings only,
 * so a small VTL pipeline function, generated from the same tables the app and the local cloud
 * use (src/domain/listLimits.ts), runs in each create and update pipeline of Issue and Profile
 * right after the transformer's validate step and before the DynamoDB write. JSON nesting is
 * left to DynamoDB, which refuses items nested deeper than 32 levels (LIMITS.jsonDepth).
 */
import { Stack } from 'aws-cdk-lib';
import { CfnDataSource, CfnFunctionConfiguration, type CfnResolver } from 'aws-cdk-lib/aws-appsync';
import { KEPT_FIELDS, LIST_LIMITS, STRUCTURED_LIMITS, keptFieldMessage, type TextLimit } from '../../src/domain/listLimits';

type Model = keyof typeof LIST_LIMITS;

/** VTL string literal: these messages are plain sentences; refuse anything VTL would interpret. */
function vtlString(text: string): string {
  if (/["$#\\]/.test(text)) throw new Error(`List limit message not safe for VTL: ${text}`);
  return `"${text}"`;
}

const fail = (message: string) => `$util.error(${vtlString(message)}, "ValidationError")`;

/** Conditions on the string fields of one object (`target` is a VTL reference to a map). */
function textChecks(target: string, fields: Record<string, TextLimit>): string {
  return Object.entries(fields)
    .map(([name, limit]) => {
      const value = `${target}.get("${name}")`;
      return `#if($util.isString(${value}) && ${value}.length() > ${limit.maxLength})${fail(limit.tooLong)}#end`;
    })
    .join('');
}

/** The request template: refuses the first list, list item or structured field over its limit, with the shared message. */
export function listLimitsRequestTemplate(model: Model): string {
  const lines = ['## Generated from src/domain/listLimits.ts', '#set($input = $ctx.args.input)'];
  // A required field set to null would be removed by the update, leaving a record AppSync cannot return.
  for (const field of KEPT_FIELDS[model]) {
    lines.push(`#if($input.containsKey("${field}") && $util.isNull($input.get("${field}")))${fail(keptFieldMessage(field))}#end`);
  }
  Object.entries(LIST_LIMITS[model]).forEach(([field, limit], index) => {
    // One variable per field: a VTL #set to a missing key would keep the previous field's list.
    const list = `$list${index}`;
    lines.push(
      `#set(${list} = $input.get("${field}"))`,
      `#if($util.isList(${list}))`,
      `  #if(${list}.size() > ${limit.maxItems})${fail(limit.tooMany)}#end`,
      `  #foreach($item in ${list})#if($util.isString($item) && $item.length() > ${limit.maxItemLength})${fail(limit.tooLong)}#end#end`,
      '#end',
    );
  });
  Object.entries(STRUCTURED_LIMITS[model]).forEach(([field, limit], index) => {
    const value = `$value${index}`;
    lines.push(`#set(${value} = $input.get("${field}"))`);
    if (limit.kind === 'json') {
      // AWSJSON may reach the template as the JSON text or as the parsed value: measure the text either way.
      const size = `$size${index}`;
      lines.push(
        `#if(!$util.isNull(${value}))`,
        `  #if($util.isString(${value}))#set(${size} = ${value}.length())#else#set(${size} = $util.toJson(${value}).length())#end`,
        `  #if(${size} > ${limit.maxChars})${fail(limit.tooLarge)}#end`,
        '#end',
      );
    } else if (limit.kind === 'object') {
      lines.push(`#if($util.isMap(${value}))${textChecks(value, limit.fields)}#end`);
    } else {
      lines.push(
        `#if($util.isList(${value}))`,
        `  #if(${value}.size() > ${limit.maxItems})${fail(limit.tooMany)}#end`,
        `  #foreach($entry in ${value})#if($util.isMap($entry))${textChecks('$entry', limit.fields)}#end#end`,
        '#end',
      );
    }
  });
  lines.push('{"version": "2018-05-29", "payload": {}}');
  return lines.join('\n');
}

/** Inserts the check into the create and update resolvers of each model with list limits. */
export function addListLimitChecks(resolvers: Record<string, CfnResolver>): string[] {
  const added: string[] = [];
  const dataSources = new Map<Stack, CfnDataSource>();
  for (const model of Object.keys(LIST_LIMITS) as Model[]) {
    for (const fieldName of [`create${model}`, `update${model}`]) {
      const resolver = Object.values(resolvers).find((r) => r.typeName === 'Mutation' && r.fieldName === fieldName);
      const pipeline = resolver?.pipelineConfig as CfnResolver.PipelineConfigProperty | undefined;
      if (!resolver || !pipeline?.functions?.length) throw new Error(`No pipeline resolver for Mutation.${fieldName}`);
      const stack = Stack.of(resolver);
      let none = dataSources.get(stack);
      if (!none) {
        none = new CfnDataSource(stack, 'ListLimitsNoneDataSource', { apiId: resolver.apiId, name: 'ListLimitsNone', type: 'NONE' });
        dataSources.set(stack, none);
      }
      const fn = new CfnFunctionConfiguration(stack, `${fieldName}ListLimits`, {
        apiId: resolver.apiId,
        name: `${fieldName}ListLimits`,
        dataSourceName: none.attrName,
        functionVersion: '2018-05-29',
        requestMappingTemplate: listLimitsRequestTemplate(model),
        responseMappingTemplate: '$util.toJson({})',
      });
      // Last is the DynamoDB write: the check goes just before it, after the transformer's @validate.
      const functions = [...pipeline.functions];
      functions.splice(functions.length - 1, 0, fn.attrFunctionId);
      resolver.pipelineConfig = { functions };
      added.push(fieldName);
    }
  }
  return added;
}
