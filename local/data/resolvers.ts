/**
 * The model resolvers: what the transformer's pipeline resolvers do (init defaults, auth,
 * @validate, the DynamoDB request and its conditions), in the same order, so errors come
 * out in the order AppSync reports them. Successful mutations are published for realtime.
 */
import { randomUUID } from 'node:crypto';
import {
  Kind,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import {
  assertCanAttemptRead,
  authorizeCreate,
  authorizeDelete,
  authorizeUpdate,
  canRead,
  canReadField,
  type Caller,
} from './authz.ts';
import { AppSyncError, conditionalCheckFailed, unauthorized } from './errors.ts';
import { matchesFilter, type Filter, type Item } from './filters.ts';
import type { PipelineStepResult, PipelineSteps } from './appsyncJs.ts';
import type { PageTokens } from './pageTokens.ts';
import type { KeyDef, ModelRules, Operation, SchemaRules } from './rules.ts';
import type { ApiSchema, RootField } from './schema.ts';
import type { DataStore, SortCondition } from './store.ts';

export interface RequestContext {
  caller: Caller;
  /** Set while a realtime subscription registers: receives the coerced root-field arguments. */
  subscriptionProbe?: (args: Item) => void;
  /** What an HTTP request may still spend (absent for realtime deliveries). */
  budget?: RequestBudget;
}

/** One request's share of the cloud: AppSync's resolver count and time limits. */
export interface RequestBudget {
  /** Resolvers invoked so far. */
  resolvers: number;
  /** performance.now() after which no resolver starts (AppSync stops a request at 30 s). */
  deadline: number;
  /** The root resolvers of a request run one after another (see `bounded`). */
  tail: Promise<void>;
}

export function newBudget(timeoutMs: number): RequestBudget {
  return { resolvers: 0, deadline: performance.now() + timeoutMs, tail: Promise.resolve() };
}

export const executionTimeout = () => new AppSyncError('Execution timed out.', 'ExecutionTimeout');

/** Counts one resolver invocation against AppSync's resolverCountLimit, and refuses after the deadline. */
function spend(budget: RequestBudget | undefined, limit: number): void {
  if (!budget) return;
  if (performance.now() > budget.deadline) throw executionTimeout();
  budget.resolvers += 1;
  if (budget.resolvers > limit) throw new AppSyncError('Resolver invocation limit reached.', 'ResolverExecutionLimitReached');
}

/** A macrotask boundary: other requests' I/O is served before the work after it. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface MutationEvent {
  mutation: string;
  item: Item;
  /** The top-level fields the mutation selected: AppSync only forwards those to subscribers. */
  selected: ReadonlySet<string>;
}

export interface ResolverDeps {
  store: DataStore;
  now: () => number;
  publish: (event: MutationEvent) => void;
  /** The APPSYNC_JS steps the backend adds to resolvers' pipelines (appsyncJs.ts). */
  pipelineSteps?: PipelineSteps;
  tokens: PageTokens;
  /** AppSync's resolverCountLimit: resolvers one request may invoke. */
  resolverCountLimit: number;
}

/**
 * Runs the backend's own pipeline steps for a write (or a query's read), after auth and
 * validation as AppSync does, and returns the conditions they add to the DynamoDB request and the
 * default values they put under the input (past the field rules, as the transformer's own timestamps).
 * A query's steps get its arguments as `input`.
 */
function runPipelineSteps(deps: ResolverDeps, field: string, input: Item, stored: Item | null, caller: Caller, type = 'Mutation'): PipelineStepResult {
  const results = (deps.pipelineSteps?.beforeData.get(`${type}.${field}`) ?? []).map((step) => step(input, stored, caller));
  return {
    conditions: results.flatMap((result) => result.conditions),
    defaultValues: Object.assign({}, ...results.map((result) => result.defaultValues)) as Item,
  };
}

/** The result as the backend's last pipeline steps shape it (e.g. sealing rankings the caller may not see yet). */
function shapeResult<T>(deps: ResolverDeps, typeName: string, field: string, args: Args, result: T, caller: Caller): T {
  const steps = deps.pipelineSteps?.last.get(`${typeName}.${field}`) ?? [];
  return steps.reduce<unknown>((shaped, step) => step(args, shaped, caller), result) as T;
}

type Args = Record<string, unknown>;
type Resolver = GraphQLFieldResolver<unknown, RequestContext, Args>;

const DEFAULT_LIMIT = 100;
/**
 * Items one page returns at most, whatever `limit` asks (the page then carries a nextToken, as
 * any page may). DynamoDB's only bound is its 1 MB page; the local cloud also caps the count,
 * because turning a page into GraphQL output is synchronous work on the event loop every
 * other request shares (about 12 ms for 250 Issues with every field). The app asks for 200.
 */
export const MAX_PAGE_ITEMS = 250;

/** The argument name of a key's sort condition: one field, or the camel-cased composite. */
function sortArgName(key: KeyDef): string | null {
  if (key.sort.length === 0) return null;
  return key.sort.map((f, i) => (i === 0 ? f : f[0].toUpperCase() + f.slice(1))).join('');
}

function sortCondition(key: KeyDef, arg: unknown): SortCondition | null {
  if (!arg || typeof arg !== 'object') return null;
  const entry = Object.entries(arg as Record<string, unknown>).find(([, v]) => v !== null && v !== undefined);
  if (!entry) return null;
  const [op, raw] = entry;
  const composite = key.sort.length > 1;
  const encode = (value: unknown): string | number => {
    if (!composite) return value as string | number;
    const parts = value as Record<string, unknown>;
    return key.sort
      .filter((f) => parts[f] !== null && parts[f] !== undefined)
      .map((f) => String(parts[f]))
      .join('#');
  };
  if (op === 'between') {
    const [low, high] = raw as unknown[];
    return { op, value: [encode(low), encode(high)] };
  }
  if (composite && op === 'eq' && key.sort.some((f) => (raw as Record<string, unknown>)[f] == null)) {
    // A partial composite key selects every key starting with the given parts.
    return { op: 'beginsWith', value: `${encode(raw)}#` };
  }
  return { op: op as 'eq', value: encode(raw) };
}

function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  info.fieldNodes.forEach((node) => visit(node.selectionSet));
  return names;
}

/** The caller's condition and the pipeline's, all of which must hold (AppSync ANDs `ctx.stash.conditions`). */
function withConditions(condition: Filter | null | undefined, added: Filter[]): Filter | null | undefined {
  if (!added.length) return condition;
  return { and: [...(condition ? [condition] : []), ...added] };
}

function runValidations(model: ModelRules, input: Item): void {
  for (const [field, checks] of model.validations) {
    const value = input[field];
    if (value === null || value === undefined) continue;
    for (const check of checks) if (!check.test(value)) throw new AppSyncError(check.message, null);
  }
}

function pickKey(model: ModelRules, source: Item): Item {
  const key: Item = {};
  for (const field of [model.primaryKey.partition, ...model.primaryKey.sort]) key[field] = source[field];
  return key;
}

function makeRootResolver(root: RootField, deps: ResolverDeps): Resolver {
  const { binding, typeName } = root;
  const name = root.field.name;
  const checkMode = (ctx: RequestContext) => {
    if (!root.modes.has(ctx.caller.kind)) throw unauthorized(name, typeName);
  };
  if (!binding) {
    return () => {
      throw new AppSyncError(`${typeName}.${name} has no resolver in the local data service`, 'UnsupportedOperation');
    };
  }
  const { model } = binding;
  const iso = () => new Date(deps.now()).toISOString();

  const page = async (ctx: RequestContext, args: Args, key: KeyDef | null, keyName: string, op: Operation) => {
    const limit = args.limit === null || args.limit === undefined ? DEFAULT_LIMIT : Number(args.limit);
    if (!Number.isInteger(limit) || limit < 1) {
      throw new AppSyncError(
        `1 validation error detected: Value '${String(args.limit)}' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1`,
        'DynamoDB:DynamoDbException',
      );
    }
    const sortArg = key ? sortArgName(key) : null;
    const partition = key ? args[key.partition] : undefined;
    const descending = Boolean(key) && args.sortDirection === 'DESC';
    // A token is only good for the query it came from.
    const scope = JSON.stringify([model.name, keyName, partition ?? null, descending]);
    const result = await deps.store.query(model, {
      key,
      partition,
      sortCondition: key && sortArg ? sortCondition(key, args[sortArg]) : null,
      descending,
      limit: Math.min(limit, MAX_PAGE_ITEMS),
      after: deps.tokens.open(scope, args.nextToken),
      // Items the caller may not read are passed over, not returned as an empty page: what a
      // stranger gets from someone else's partition is the same as from an empty one.
      visible: (item) => canRead(model, ctx.caller, item, op),
    });
    const filter = args.filter as Filter | null | undefined;
    return {
      items: result.items.filter((item) => matchesFilter(item, filter)),
      nextToken: result.next ? deps.tokens.seal(scope, result.next) : null,
    };
  };

  // A write's result, shaped by the pipeline's last steps, is what the writer gets and what
  // AppSync forwards to subscribers (the fields the mutation selected).
  const publisher = (args: Args, ctx: RequestContext, info: GraphQLResolveInfo) => (written: Item) => {
    const result = shapeResult(deps, typeName, name, args, written, ctx.caller);
    deps.publish({ mutation: name, item: result, selected: selectedFields(info) });
    return result;
  };

  switch (binding.kind) {
    case 'get':
      return async (_source, args, ctx) => {
        checkMode(ctx);
        assertCanAttemptRead(model, ctx.caller, 'get', name, typeName);
        runPipelineSteps(deps, name, args, null, ctx.caller, typeName);
        const item = await deps.store.get(model, args);
        if (!item) return null;
        // AppSync filters the item with the owner rules and reports a filtered-out get as unauthorized.
        if (!canRead(model, ctx.caller, item, 'get')) throw unauthorized(name, typeName);
        return shapeResult(deps, typeName, name, args, item, ctx.caller);
      };
    case 'list':
      return async (_source, args, ctx) => {
        checkMode(ctx);
        const key = model.primaryKey;
        const sortArg = sortArgName(key);
        const byPartition = args[key.partition] !== null && args[key.partition] !== undefined;
        if (args.sortDirection !== null && args.sortDirection !== undefined && !sortArg) {
          throw new AppSyncError(
            'sortDirection is not supported for List operations without a Sort key defined.',
            'InvalidArgumentsError',
          );
        }
        if (sortArg && args[sortArg] != null && !byPartition) {
          throw new AppSyncError(
            `When providing argument '${sortArg}' you must also provide arguments ${key.partition}`,
            'InvalidArgumentsError',
          );
        }
        assertCanAttemptRead(model, ctx.caller, 'list', name, typeName);
        return shapeResult(deps, typeName, name, args, await page(ctx, args, byPartition ? key : null, byPartition ? 'pk' : 'scan', 'list'), ctx.caller);
      };
    case 'index':
      return async (_source, args, ctx) => {
        checkMode(ctx);
        assertCanAttemptRead(model, ctx.caller, 'list', name, typeName);
        return shapeResult(deps, typeName, name, args, await page(ctx, args, binding.index, binding.index.name, 'list'), ctx.caller);
      };
    case 'create':
      return async (_source, args, ctx, info) => {
        const published = publisher(args, ctx, info);
        checkMode(ctx);
        const input: Item = { ...(args.input as Item) };
        // The transformer's init step puts @default values into the input, so auth checks them too.
        for (const [field, value] of model.defaults) input[field] ??= value;
        authorizeCreate(model, ctx.caller, input, name);
        runValidations(model, input);
        const steps = runPipelineSteps(deps, name, input, null, ctx.caller);
        const now = iso();
        const item: Item = {};
        if (model.fields.get('id')?.typeName === 'ID') item.id = randomUUID();
        if (model.timestamps.createdAt) item[model.timestamps.createdAt] = now;
        if (model.timestamps.updatedAt) item[model.timestamps.updatedAt] = now;
        Object.assign(item, steps.defaultValues, input, { __typename: model.name });
        // DynamoDB index keys cannot be NULL: the transformer drops null index fields.
        for (const field of model.indexKeyFields) if (item[field] === null) delete item[field];
        const condition = withConditions(args.condition as Filter | null | undefined, steps.conditions);
        const created = await deps.store.mutate(model, pickKey(model, item), (current) => {
          if (current || (condition && !matchesFilter({}, condition))) throw conditionalCheckFailed();
          return { write: { kind: 'put', item }, result: item };
        });
        return published(created);
      };
    case 'update':
      return async (_source, args, ctx, info) => {
        const published = publisher(args, ctx, info);
        checkMode(ctx);
        const input = args.input as Item;
        const keyFields = new Set([model.primaryKey.partition, ...model.primaryKey.sort]);
        const condition = args.condition as Filter | null | undefined;
        const updated = await deps.store.mutate(model, pickKey(model, input), (current) => {
          authorizeUpdate(model, ctx.caller, current, input, name);
          runValidations(model, input);
          const steps = runPipelineSteps(deps, name, input, current, ctx.caller);
          const all = withConditions(condition, steps.conditions);
          if (!current || (all && !matchesFilter(current, all))) throw conditionalCheckFailed();
          const next: Item = { ...current };
          if (model.timestamps.updatedAt) next[model.timestamps.updatedAt] = iso();
          for (const [field, value] of Object.entries({ ...steps.defaultValues, ...input })) {
            if (keyFields.has(field) || value === undefined) continue;
            if (value === null) delete next[field];
            else next[field] = value;
          }
          return { write: { kind: 'put', item: next }, result: next };
        });
        return published(updated);
      };
    case 'delete':
      return async (_source, args, ctx, info) => {
        const published = publisher(args, ctx, info);
        checkMode(ctx);
        const condition = args.condition as Filter | null | undefined;
        const deleted = await deps.store.mutate(model, pickKey(model, args.input as Item), (current) => {
          authorizeDelete(model, ctx.caller, current, name);
          if (!current || (condition && !matchesFilter(current, condition))) throw conditionalCheckFailed();
          return { write: { kind: 'delete' }, result: current };
        });
        return published(deleted);
      };
    case 'subscribe':
      return (source, args, ctx, info) => {
        if (ctx.subscriptionProbe) {
          checkMode(ctx);
          ctx.subscriptionProbe(args);
          return null;
        }
        return (source as Item | undefined)?.[info.fieldName] ?? null;
      };
  }
}

/** The read operation a model field is resolved under. */
function readOperation(info: GraphQLResolveInfo): Operation {
  if (info.operation.operation === 'subscription') return 'listen';
  for (let path = info.path.prev; path; path = path.prev) if (path.key === 'items') return 'list';
  return 'get';
}

/**
 * Fields whose own @auth read rules differ from the model's get a guard, like the field
 * resolvers the transformer adds: null plus an Unauthorized error for callers it excludes.
 */
function guardFields(api: ApiSchema, rules: SchemaRules, resolverCountLimit: number): void {
  for (const model of rules.models.values()) {
    const type = api.schema.getType(model.name) as GraphQLObjectType | undefined;
    if (!type) continue;
    const modelReaders = new Set(model.rolesFor('get').map((r) => r.id));
    for (const field of model.fieldNames) {
      const readers = model.roles.filter((r) => model.allows(r.id, field, 'get')).map((r) => r.id);
      if (readers.length === modelReaders.size && readers.every((r) => modelReaders.has(r))) continue;
      const graphQLField = type.getFields()[field];
      if (!graphQLField) continue;
      graphQLField.resolve = (source, _args, ctx: RequestContext, info) => {
        // In AppSync these are field resolvers, run once per item: they count.
        spend(ctx.budget, resolverCountLimit);
        const record = source as Item;
        if (!canReadField(model, ctx.caller, record, field, readOperation(info))) throw unauthorized(field, model.name);
        return record[field];
      };
    }
  }
}

/**
 * A root resolver within the request's budget: it counts against resolverCountLimit when
 * invoked, then waits for the request's previous root resolver and (from the second root
 * field on) a fresh event-loop turn. One request's aliases are thereby spread over many
 * turns, each small (one page at most), and other requests are answered in between; a
 * request of one root field, the common case, costs no extra turn.
 */
function bounded(resolve: Resolver, resolverCountLimit: number): Resolver {
  return async (source, args, ctx, info) => {
    const budget = ctx.budget;
    if (!budget) return resolve(source, args, ctx, info);
    spend(budget, resolverCountLimit);
    const first = budget.resolvers === 1;
    const previous = budget.tail;
    let release!: () => void;
    budget.tail = new Promise<void>((done) => (release = done));
    try {
      await previous;
      if (!first) await nextTurn();
      if (performance.now() > budget.deadline) throw executionTimeout();
      return await resolve(source, args, ctx, info);
    } finally {
      release();
    }
  };
}

export function attachResolvers(api: ApiSchema, rules: SchemaRules, deps: ResolverDeps): void {
  for (const root of api.roots) {
    root.field.resolve = bounded(makeRootResolver(root, deps), deps.resolverCountLimit) as GraphQLFieldResolver<unknown, unknown>;
  }
  guardFields(api, rules, deps.resolverCountLimit);
}
