/**
 * Reads the transformer input (`model-schema.graphql`) into the rules the data service
 * enforces: model fields, primary key, secondary indexes, `@validate` checks, `@default`
 * values, timestamps and the `@auth` access-control matrix. Nothing here is specific to
 * one model, so a schema change only needs `npm run outputs`.
 *
 * The access-control matrix mirrors the Amplify auth transformer: model-level rules grant
 * their operations on every field; a field carrying its own `@auth` loses the model-level
 * grants and gets exactly the field rules. `read` expands to get/list/search/listen/sync.
 */
import {
  Kind,
  parse,
  valueFromASTUntyped,
  type DirectiveNode,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
  type TypeNode,
} from 'graphql';

export type Operation = 'create' | 'update' | 'delete' | 'get' | 'list' | 'search' | 'listen' | 'sync';
const READ_OPERATIONS: Operation[] = ['get', 'list', 'search', 'listen', 'sync'];
const ALL_OPERATIONS: Operation[] = ['create', 'update', 'delete', ...READ_OPERATIONS];

export interface FieldDef {
  name: string;
  /** The named type (String, Int, AWSJSON, an enum or a custom type). */
  typeName: string;
  isList: boolean;
  nonNull: boolean;
}

/** A key: the primary key of the table or a secondary index (sparse on its key fields). */
export interface KeyDef {
  partition: string;
  sort: string[];
  /** True when the single sort field is numeric, so it sorts as a number. */
  numericSort: boolean;
}

export interface IndexDef extends KeyDef {
  name: string;
  queryField: string | null;
}

export interface Validation {
  type: string;
  value: string;
  message: string;
  test: (value: unknown) => boolean;
}

export type RoleKind = 'owner' | 'private' | 'staticGroup' | 'dynamicGroup' | 'public' | 'custom' | 'iam';

export interface Role {
  id: string;
  kind: RoleKind;
  provider: string;
  /** owner: the field holding the owner; dynamicGroup: the field holding the groups. */
  entityField?: string;
  /** The token claim compared with the entity (owner identityClaim or groupClaim). */
  claim?: string;
  group?: string;
  isEntityList: boolean;
}

export interface ModelRules {
  name: string;
  fields: ReadonlyMap<string, FieldDef>;
  /** The fields the access-control matrix covers (the model's declared fields). */
  fieldNames: readonly string[];
  primaryKey: KeyDef;
  indexes: readonly IndexDef[];
  validations: ReadonlyMap<string, readonly Validation[]>;
  defaults: ReadonlyMap<string, unknown>;
  timestamps: { createdAt: string | null; updatedAt: string | null };
  roles: readonly Role[];
  /** Whether `role` may perform `op` on `field`. */
  allows(roleId: string, field: string, op: Operation): boolean;
  /** Roles allowed `op` on some field, or on every field when `strict`. */
  rolesFor(op: Operation, strict?: boolean): Role[];
  /** Fields on which `role` may perform `op`. */
  fieldsAllowed(roleId: string, op: Operation): string[];
  /** Field names of every key (primary and index), which AppSync never stores as null. */
  indexKeyFields: ReadonlySet<string>;
}

export interface SchemaRules {
  models: ReadonlyMap<string, ModelRules>;
  enums: ReadonlySet<string>;
}

const NUMERIC_TYPES = new Set(['Int', 'Float', 'AWSTimestamp']);

function unwrapType(type: TypeNode): { typeName: string; isList: boolean; nonNull: boolean } {
  let nonNull = false;
  let isList = false;
  let current = type;
  if (current.kind === Kind.NON_NULL_TYPE) {
    nonNull = true;
    current = current.type;
  }
  if (current.kind === Kind.LIST_TYPE) {
    isList = true;
    current = current.type;
    if (current.kind === Kind.NON_NULL_TYPE) current = current.type;
  }
  if (current.kind !== Kind.NAMED_TYPE) throw new Error('Nested list types are not supported');
  return { typeName: current.name.value, isList, nonNull };
}

function directiveArgs(directive: DirectiveNode): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const arg of directive.arguments ?? []) args[arg.name.value] = valueFromASTUntyped(arg.value);
  return args;
}

function directivesNamed(node: { directives?: readonly DirectiveNode[] }, name: string): DirectiveNode[] {
  return (node.directives ?? []).filter((d) => d.name.value === name);
}

interface AuthRule {
  allow: string;
  provider?: string;
  ownerField?: string;
  identityClaim?: string;
  groupClaim?: string;
  groups?: string[] | string;
  groupsField?: string;
  operations?: string[];
}

function expandOperations(operations: string[] | undefined): Operation[] {
  if (!operations) return [...ALL_OPERATIONS];
  const out = new Set<Operation>();
  for (const op of operations) {
    if (op === 'read') READ_OPERATIONS.forEach((o) => out.add(o));
    else if ((ALL_OPERATIONS as string[]).includes(op)) out.add(op as Operation);
  }
  return [...out];
}

/** The role names follow the transformer's, so one rule written twice is one role. */
function rolesOfRule(rule: AuthRule, model: string, fields: ReadonlyMap<string, FieldDef>): Role[] {
  const provider =
    rule.provider ?? (rule.allow === 'public' ? 'apiKey' : rule.allow === 'custom' ? 'function' : 'userPools');
  if (rule.allow === 'groups' && !rule.groupsField) {
    const groups = Array.isArray(rule.groups) ? rule.groups : rule.groups ? [rule.groups] : [];
    const claim = rule.groupClaim ?? 'cognito:groups';
    return groups.map((group) => ({
      id: `${model}:${provider}:staticGroup:${group}:${claim}`,
      kind: 'staticGroup',
      provider,
      claim,
      group,
      isEntityList: false,
    }));
  }
  if (rule.allow === 'groups') {
    const claim = rule.groupClaim ?? 'cognito:groups';
    const field = rule.groupsField ?? 'groups';
    return [
      {
        id: `${model}:${provider}:dynamicGroup:${field}:${claim}`,
        kind: 'dynamicGroup',
        provider,
        entityField: field,
        claim,
        isEntityList: fields.get(field)?.isList ?? false,
      },
    ];
  }
  if (rule.allow === 'owner') {
    const field = rule.ownerField ?? 'owner';
    // Gen 2 turns on useSubUsernameForDefaultIdentityClaim.
    const claim = rule.identityClaim ?? 'sub::username';
    return [
      {
        id: `${model}:${provider}:owner:${field}:${claim}`,
        kind: 'owner',
        provider,
        entityField: field,
        claim,
        isEntityList: fields.get(field)?.isList ?? false,
      },
    ];
  }
  if (provider === 'iam' || provider === 'identityPool') {
    return [{ id: `${model}:iam:${rule.allow}`, kind: 'iam', provider, isEntityList: false }];
  }
  if (rule.allow === 'public') return [{ id: `${model}:apiKey:public`, kind: 'public', provider, isEntityList: false }];
  if (rule.allow === 'custom') return [{ id: `${model}:function:custom`, kind: 'custom', provider, isEntityList: false }];
  return [{ id: `${model}:${provider}:private`, kind: 'private', provider, isEntityList: false }];
}

function authRules(node: { directives?: readonly DirectiveNode[] }): AuthRule[] | null {
  const [auth] = directivesNamed(node, 'auth');
  if (!auth) return null;
  const rules = directiveArgs(auth).rules;
  return Array.isArray(rules) ? (rules as AuthRule[]) : [];
}

function buildValidation(type: string, value: string, message: string): Validation {
  const numeric = Number(value);
  let test: (v: unknown) => boolean;
  // Same checks as the transformer's VTL; Java String.length() counts UTF-16 units, like JS.
  switch (type.toLowerCase()) {
    case 'gt':
      test = (v) => Number(v) > numeric;
      break;
    case 'lt':
      test = (v) => Number(v) < numeric;
      break;
    case 'gte':
      test = (v) => Number(v) >= numeric;
      break;
    case 'lte':
      test = (v) => Number(v) <= numeric;
      break;
    case 'minlength':
      test = (v) => String(v).length >= numeric;
      break;
    case 'maxlength':
      test = (v) => String(v).length <= numeric;
      break;
    case 'startswith':
      test = (v) => String(v).startsWith(value);
      break;
    case 'endswith':
      test = (v) => String(v).endsWith(value);
      break;
    case 'matches': {
      // $util.matches is Java's String.matches: the whole string must match.
      const regex = new RegExp(`^(?:${value})$`);
      test = (v) => regex.test(String(v));
      break;
    }
    default:
      throw new Error(`Unsupported @validate type: ${type}`);
  }
  return { type, value, message, test };
}

function parseDefault(raw: unknown, field: FieldDef): unknown {
  if (typeof raw !== 'string') return raw;
  if (NUMERIC_TYPES.has(field.typeName)) return Number(raw);
  if (field.typeName === 'Boolean') return raw === 'true';
  if (field.typeName === 'AWSJSON') return JSON.parse(raw);
  return raw;
}

function keyDef(partition: string, sort: string[], fields: ReadonlyMap<string, FieldDef>): KeyDef {
  const numericSort = sort.length === 1 && NUMERIC_TYPES.has(fields.get(sort[0])?.typeName ?? '');
  return { partition, sort, numericSort };
}

function buildModel(def: ObjectTypeDefinitionNode): ModelRules {
  const name = def.name.value;
  const fieldNodes: readonly FieldDefinitionNode[] = def.fields ?? [];
  const fields = new Map<string, FieldDef>();
  for (const node of fieldNodes) fields.set(node.name.value, { name: node.name.value, ...unwrapType(node.type) });
  const fieldNames = [...fields.keys()];

  // Keys and indexes.
  let primaryKey = keyDef('id', [], fields);
  const indexes: IndexDef[] = [];
  for (const node of fieldNodes) {
    const field = node.name.value;
    for (const pk of directivesNamed(node, 'primaryKey')) {
      const args = directiveArgs(pk);
      primaryKey = keyDef(field, (args.sortKeyFields as string[] | undefined) ?? [], fields);
    }
    for (const index of directivesNamed(node, 'index')) {
      const args = directiveArgs(index);
      const sort = (args.sortKeyFields as string[] | undefined) ?? [];
      indexes.push({
        ...keyDef(field, sort, fields),
        name: (args.name as string | undefined) ?? `by${field[0].toUpperCase()}${field.slice(1)}`,
        queryField: (args.queryField as string | undefined) ?? null,
      });
    }
  }
  if (!fields.has(primaryKey.partition)) {
    // The transformer adds `id: ID!` to models without an explicit primary key.
    fields.set('id', { name: 'id', typeName: 'ID', isList: false, nonNull: true });
  }
  const indexKeyFields = new Set<string>();
  for (const index of indexes) [index.partition, ...index.sort].forEach((f) => indexKeyFields.add(f));

  // Validations and defaults.
  const validations = new Map<string, Validation[]>();
  const defaults = new Map<string, unknown>();
  for (const node of fieldNodes) {
    const field = fields.get(node.name.value)!;
    const checks = directivesNamed(node, 'validate').map((d) => {
      const args = directiveArgs(d);
      return buildValidation(String(args.type), String(args.value), String(args.errorMessage ?? ''));
    });
    if (checks.length) validations.set(field.name, checks);
    const [defaultDirective] = directivesNamed(node, 'default');
    if (defaultDirective) defaults.set(field.name, parseDefault(directiveArgs(defaultDirective).value, field));
  }

  // Timestamps: on by default, renamed or switched off with @model(timestamps: ...).
  const [modelDirective] = directivesNamed(def, 'model');
  const modelArgs = modelDirective ? directiveArgs(modelDirective) : {};
  let timestamps: ModelRules['timestamps'] = { createdAt: 'createdAt', updatedAt: 'updatedAt' };
  if ('timestamps' in modelArgs) {
    const ts = modelArgs.timestamps as { createdAt?: string | null; updatedAt?: string | null } | null;
    timestamps = ts === null ? { createdAt: null, updatedAt: null } : { createdAt: ts.createdAt ?? null, updatedAt: ts.updatedAt ?? null };
  }

  // The access-control matrix: role -> field -> operations.
  const roles = new Map<string, Role>();
  const matrix = new Map<string, Map<string, Set<Operation>>>();
  const grant = (role: Role, field: string, ops: Operation[]) => {
    if (!roles.has(role.id)) roles.set(role.id, role);
    let perField = matrix.get(role.id);
    if (!perField) matrix.set(role.id, (perField = new Map()));
    let set = perField.get(field);
    if (!set) perField.set(field, (set = new Set()));
    ops.forEach((op) => set!.add(op));
  };
  const modelRules = authRules(def) ?? [{ allow: 'private' }];
  for (const rule of modelRules) {
    const ops = expandOperations(rule.operations);
    for (const role of rolesOfRule(rule, name, fields)) for (const field of fieldNames) grant(role, field, ops);
  }
  for (const node of fieldNodes) {
    const fieldRules = authRules(node);
    if (!fieldRules) continue;
    for (const perField of matrix.values()) perField.delete(node.name.value);
    for (const rule of fieldRules) {
      const ops = expandOperations(rule.operations);
      for (const role of rolesOfRule(rule, name, fields)) grant(role, node.name.value, ops);
    }
  }

  const allows = (roleId: string, field: string, op: Operation) => matrix.get(roleId)?.get(field)?.has(op) ?? false;
  const fieldsCache = new Map<string, string[]>();
  const fieldsAllowed = (roleId: string, op: Operation) => {
    const cacheKey = `${roleId}\u0000${op}`;
    let found = fieldsCache.get(cacheKey);
    if (!found) fieldsCache.set(cacheKey, (found = fieldNames.filter((f) => allows(roleId, f, op))));
    return found;
  };
  // Both lookups are memoized: the matrix never changes after loading.
  const rolesCache = new Map<string, Role[]>();
  const rolesFor = (op: Operation, strict = false) => {
    const cacheKey = `${op}:${strict}`;
    let found = rolesCache.get(cacheKey);
    if (!found) {
      found = [...roles.values()].filter((role) => {
        const count = fieldsAllowed(role.id, op).length;
        return strict ? count === fieldNames.length : count > 0;
      });
      rolesCache.set(cacheKey, found);
    }
    return found;
  };

  return {
    name,
    fields,
    fieldNames,
    primaryKey,
    indexes,
    validations,
    defaults,
    timestamps,
    roles: [...roles.values()],
    allows,
    rolesFor,
    fieldsAllowed,
    indexKeyFields,
  };
}

/** Parses the transformer input SDL (no directive declarations needed: only parsed, never built). */
export function loadSchemaRules(modelSchemaSdl: string): SchemaRules {
  const document = parse(modelSchemaSdl);
  const models = new Map<string, ModelRules>();
  const enums = new Set<string>();
  for (const def of document.definitions) {
    if (def.kind === Kind.ENUM_TYPE_DEFINITION) enums.add(def.name.value);
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION && directivesNamed(def, 'model').length) {
      models.set(def.name.value, buildModel(def));
    }
  }
  return { models, enums };
}
