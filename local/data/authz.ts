/**
 * Authorization decisions, mirroring the VTL the Amplify auth transformer generates
 * (the `auth0Function` slots in cdk.out): user-pool callers are matched against the model's
 * roles (owner by claim, static/dynamic groups, private); IAM callers signed with the
 * local function credentials are admin roles and bypass every rule, as `allow.resource(fn)`
 * and Gen 2 admin roles do.
 */
import { AppSyncError, unauthorized } from './errors.ts';
import type { Filter, Item } from './filters.ts';
import type { ModelRules, Operation, Role } from './rules.ts';

export type Caller = { kind: 'userPool'; claims: Record<string, unknown> } | { kind: 'iam'; accessKeyId: string };

/** A claim's values as strings; `a::b` claims are joined (and each part alone also counts). */
export function claimValues(caller: Caller, claim: string): string[] | null {
  if (caller.kind !== 'userPool') return null;
  const read = (name: string): unknown =>
    name === 'username' ? (caller.claims.username ?? caller.claims['cognito:username']) : caller.claims[name];
  if (claim.includes('::')) {
    const parts = claim.split('::').map(read);
    if (parts.some((p) => p === undefined || p === null || p === '')) return null;
    const strings = parts.map(String);
    return [strings.join('::'), ...strings];
  }
  const value = read(claim);
  if (value === undefined || value === null) return null;
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

function matchesEntity(entity: unknown, claims: readonly string[]): boolean {
  if (typeof entity === 'string') return claims.includes(entity);
  if (Array.isArray(entity)) return entity.some((e) => typeof e === 'string' && claims.includes(e));
  return false;
}

/** Static roles need no record: private (any signed-in user) or membership of a static group. */
function staticRoleApplies(role: Role, caller: Caller): boolean {
  if (caller.kind !== 'userPool' || role.provider !== 'userPools') return false;
  if (role.kind === 'private') return true;
  if (role.kind === 'staticGroup') return (claimValues(caller, role.claim!) ?? []).includes(role.group!);
  return false;
}

/** Whether `role` grants the caller access to `record` (owner and dynamic-group roles read the record). */
function roleApplies(role: Role, caller: Caller, record: Item | null): boolean {
  if (role.kind === 'owner' || role.kind === 'dynamicGroup') {
    if (role.provider !== 'userPools' || !record) return false;
    const claims = claimValues(caller, role.claim!);
    return claims !== null && matchesEntity(record[role.entityField!], claims);
  }
  return staticRoleApplies(role, caller);
}

/** Whether some role could ever apply: AppSync refuses list/get outright when none can. */
function anyRoleUsable(roles: readonly Role[], caller: Caller): boolean {
  return roles.some((role) =>
    role.kind === 'owner' || role.kind === 'dynamicGroup'
      ? role.provider === 'userPools' && claimValues(caller, role.claim!) !== null
      : staticRoleApplies(role, caller),
  );
}

/** Refuses a read operation for a caller no read role can match (`$util.unauthorized()` before the data source). */
export function assertCanAttemptRead(model: ModelRules, caller: Caller, op: Operation, field: string, type: string): void {
  if (caller.kind === 'iam') return;
  if (!anyRoleUsable(model.rolesFor(op), caller)) throw unauthorized(field, type);
}

export function canRead(model: ModelRules, caller: Caller, record: Item, op: Operation): boolean {
  if (caller.kind === 'iam') return true;
  return model.rolesFor(op).some((role) => roleApplies(role, caller, record));
}

/** Field-level read rules: may this caller see `field` of `record`? */
export function canReadField(model: ModelRules, caller: Caller, record: Item, field: string, op: Operation): boolean {
  if (caller.kind === 'iam') return true;
  return model.roles.some((role) => model.allows(role.id, field, op) && roleApplies(role, caller, record));
}

/** Composite sort keys travel under `a#b` names, which the transformer always allows. */
function compositeKeyFields(model: ModelRules): string[] {
  return [model.primaryKey, ...model.indexes].filter((key) => key.sort.length > 1).map((key) => key.sort.join('#'));
}

function keyFields(model: ModelRules): string[] {
  return [model.primaryKey.partition, ...model.primaryKey.sort, ...compositeKeyFields(model)];
}

function deniedError(fields: string[]): AppSyncError {
  return new AppSyncError(`Unauthorized on [${fields.join(', ')}]`, 'Unauthorized');
}

/**
 * Create: a role grants when the input's owner field equals the caller's claim, or when the
 * input has no owner field (it is then filled with the claim). Fields the granting roles
 * may not create are refused by name.
 */
export function authorizeCreate(model: ModelRules, caller: Caller, input: Item, field: string): void {
  if (caller.kind === 'iam') return;
  let authorized = false;
  const allowed = new Set<string>();
  const grant = (role: Role) => {
    const fields = model.fieldsAllowed(role.id, 'create');
    if (fields.length === model.fieldNames.length) authorized = true;
    else [...fields, ...compositeKeyFields(model)].forEach((f) => allowed.add(f));
  };
  for (const role of model.rolesFor('create')) {
    if (role.kind === 'owner') {
      const claims = role.provider === 'userPools' ? claimValues(caller, role.claim!) : null;
      if (!claims) continue;
      const owner = input[role.entityField!];
      if (owner !== undefined && owner !== null) {
        if (matchesEntity(owner, claims)) grant(role);
      } else if (!(role.entityField! in input)) {
        input[role.entityField!] = role.isEntityList ? [claims[0]] : claims[0];
        grant(role);
      }
    } else if (role.kind === 'dynamicGroup') {
      if (roleApplies(role, caller, input)) grant(role);
    } else if (staticRoleApplies(role, caller)) {
      grant(role);
    }
  }
  if (authorized) return;
  if (allowed.size === 0) throw unauthorized(field, 'Mutation');
  const denied = Object.keys(input).filter((f) => !allowed.has(f));
  if (denied.length) throw deniedError(denied);
}

/**
 * Update: roles that allow update or delete and match the stored record grant their
 * updatable fields; setting a field to null needs `delete` on it. A missing record matches
 * no owner role, so it is Unauthorized (not a condition failure) for user-pool callers.
 */
export function authorizeUpdate(model: ModelRules, caller: Caller, existing: Item | null, input: Item, field: string): void {
  if (caller.kind === 'iam') return;
  const roles = [...new Set([...model.rolesFor('update'), ...model.rolesFor('delete')])];
  let authorized = false;
  const allowed = new Set<string>();
  const nullAllowed = new Set<string>();
  for (const role of roles) {
    if (!roleApplies(role, caller, existing)) continue;
    const updatable = model.fieldsAllowed(role.id, 'update');
    const nullable = model.fieldsAllowed(role.id, 'delete');
    if (updatable.length === model.fieldNames.length && nullable.length === model.fieldNames.length) {
      authorized = true;
      break;
    }
    [...updatable, ...keyFields(model)].forEach((f) => allowed.add(f));
    nullable.forEach((f) => nullAllowed.add(f));
  }
  if (authorized) return;
  if (allowed.size === 0 && nullAllowed.size === 0) throw unauthorized(field, 'Mutation');
  const denied = Object.keys(input).filter((f) => (input[f] === null && !nullAllowed.has(f)) || !allowed.has(f));
  if (denied.length) throw deniedError(denied);
}

/** Delete: only roles allowed `delete` on every field, matching the stored record. */
export function authorizeDelete(model: ModelRules, caller: Caller, existing: Item | null, field: string): void {
  if (caller.kind === 'iam') return;
  if (!model.rolesFor('delete', true).some((role) => roleApplies(role, caller, existing))) {
    throw unauthorized(field, 'Mutation');
  }
}

/**
 * Subscriptions: an owner argument must be the caller's own claim; otherwise the events are
 * filtered at runtime to records the caller owns (an OR over the owner roles), as AppSync's
 * runtime subscription filters do. Returns that filter, or null when none applies.
 */
export function authorizeSubscription(model: ModelRules, caller: Caller, args: Item, field: string): Filter | null {
  if (caller.kind === 'iam') return null;
  const roles = model.rolesFor('listen');
  let authorized = roles.some((role) => staticRoleApplies(role, caller));
  let validOwnerArgument = false;
  const runtime: Filter[] = [];
  for (const role of roles) {
    if (role.kind !== 'owner' && role.kind !== 'dynamicGroup') continue;
    const claims = role.provider === 'userPools' ? claimValues(caller, role.claim!) : null;
    if (!claims) continue;
    const entityField = role.entityField!;
    runtime.push({ [entityField]: role.isEntityList ? { contains: claims[0] } : { eq: claims[0] } });
    if (role.kind !== 'owner') continue;
    const argument = args[entityField];
    if (!authorized && argument !== undefined && argument !== null && argument !== '') {
      if (!matchesEntity(argument, claims)) throw unauthorized(field, 'Subscription');
      authorized = true;
      validOwnerArgument = true;
    }
  }
  const hasFilterArg = args.filter !== undefined && args.filter !== null && Object.keys(args.filter as object).length > 0;
  const ownerOnly = validOwnerArgument && runtime.length === 1 && !hasFilterArg;
  if (!ownerOnly && (!authorized || validOwnerArgument) && runtime.length > 0) return { or: runtime };
  if (!authorized) throw unauthorized(field, 'Subscription');
  return null;
}
