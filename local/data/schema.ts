/**
 * Builds the executable schema from the SDL AppSync serves and binds each root field to a
 * model operation, by shape rather than by name lists: a Query returning a model is a get,
 * one returning `Model<M>Connection` is a list or (when it is an `@index` queryField) an
 * index query, Mutation fields are create/update/delete by prefix, and Subscription fields
 * follow their `@aws_subscribe(mutations: [...])`.
 */
import {
  buildSchema,
  getNamedType,
  valueFromASTUntyped,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { appSyncPrelude, installScalars } from './scalars.ts';
import type { IndexDef, ModelRules, SchemaRules } from './rules.ts';

export type Binding =
  | { kind: 'get' | 'list' | 'create' | 'update' | 'delete'; model: ModelRules }
  | { kind: 'index'; model: ModelRules; index: IndexDef }
  | { kind: 'subscribe'; model: ModelRules; mutations: string[] };

export type AuthMode = 'userPool' | 'iam';

export interface RootField {
  typeName: 'Query' | 'Mutation' | 'Subscription';
  field: GraphQLField<unknown, unknown>;
  binding: Binding | null;
  /** Auth modes the field accepts (its @aws_* directives, else the default mode). */
  modes: ReadonlySet<AuthMode>;
}

export interface ApiSchema {
  schema: GraphQLSchema;
  roots: RootField[];
}

const MODE_DIRECTIVES: Record<string, AuthMode> = { aws_iam: 'iam', aws_cognito_user_pools: 'userPool' };

function bindingFor(
  typeName: RootField['typeName'],
  field: GraphQLField<unknown, unknown>,
  rules: SchemaRules,
): Binding | null {
  const returned = getNamedType(field.type).name;
  if (typeName === 'Subscription') {
    const model = rules.models.get(returned);
    const subscribe = field.astNode?.directives?.find((d) => d.name.value === 'aws_subscribe');
    const arg = subscribe?.arguments?.find((a) => a.name.value === 'mutations');
    const mutations = arg ? (valueFromASTUntyped(arg.value) as string[]) : [];
    return model ? { kind: 'subscribe', model, mutations } : null;
  }
  if (typeName === 'Mutation') {
    const model = rules.models.get(returned);
    const prefix = ['create', 'update', 'delete'].find((p) => field.name === `${p}${returned}`);
    return model && prefix ? { kind: prefix as 'create' | 'update' | 'delete', model } : null;
  }
  const model = rules.models.get(returned);
  if (model) return { kind: 'get', model };
  const connection = /^Model(.+)Connection$/.exec(returned);
  const listed = connection ? rules.models.get(connection[1]) : undefined;
  if (!listed) return null;
  const index = listed.indexes.find((i) => i.queryField === field.name);
  return index ? { kind: 'index', model: listed, index } : { kind: 'list', model: listed };
}

export function buildApiSchema(apiSchemaSdl: string, rules: SchemaRules, defaultMode: AuthMode = 'userPool'): ApiSchema {
  const schema = buildSchema(`${appSyncPrelude(apiSchemaSdl)}\n${apiSchemaSdl}`);
  installScalars(schema);
  const roots: RootField[] = [];
  const rootTypes: [RootField['typeName'], GraphQLObjectType | null | undefined][] = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
    ['Subscription', schema.getSubscriptionType()],
  ];
  for (const [typeName, type] of rootTypes) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const declared = (field.astNode?.directives ?? [])
        .map((d) => MODE_DIRECTIVES[d.name.value])
        .filter((m): m is AuthMode => Boolean(m));
      roots.push({
        typeName,
        field,
        binding: bindingFor(typeName, field, rules),
        modes: new Set(declared.length ? declared : [defaultMode]),
      });
    }
  }
  return { schema, roots };
}
