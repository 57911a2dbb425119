/**
 * Runs the APPSYNC_JS pipeline functions the backend adds to model resolvers (bundled from
 * src/domain by amplify/data/pipelineSteps.ts, read from the synthesized templates into
 * local/generated/appsync-functions.json), so the local cloud runs the very code AppSync runs.
 * Only what those functions use is provided: `util.error`, `util.unauthorized`,
 * `util.dynamodb.toMapValues`, `runtime.earlyReturn`, `ctx.info`, `ctx.identity`,
 * `ctx.prev.result` and `ctx.stash.defaultValues` (values the transformer's write request puts
 * under the input, as it does its timestamps); a GetItem on the model's own table is answered with the stored item the
 * resolver already holds.
 *
 * A function that runs before the data request checks a write (or a query's arguments) and may
 * add conditions and default values to it; one that runs last (after the data) shapes the result the caller gets.
 */
import { Script, createContext } from 'node:vm';
import { AppSyncError, unauthorized } from './errors.ts';
import type { Filter, Item } from './filters.ts';

export interface AppSyncJsFunctionDescription {
  typeName: string;
  fieldName: string;
  name: string;
  /** The data source's table name (e.g. IssueTable), or NONE. */
  dataSource: string;
  /** Before the DynamoDB request (a write check), or last (shaping the result). */
  at: 'beforeData' | 'last';
  code: string;
}

interface Handlers {
  request(ctx: FunctionContext): unknown;
  response(ctx: FunctionContext): unknown;
}

interface FunctionContext {
  args: Item;
  info: { fieldName: string; parentTypeName: string };
  stash: { conditions: Filter[]; defaultValues?: Item } & Record<string, unknown>;
  identity: unknown;
  result?: unknown;
  prev: { result: unknown };
  error?: { message: string; type: string };
}

class EarlyReturn {
  constructor(readonly value: unknown) {}
}

/** `util.unauthorized()`: the step's wrapper turns it into AppSync's error for the field being resolved. */
class Unauthorized {}

const sandbox = createContext({
  util: {
    error(message: string, type?: string) {
      throw new AppSyncError(String(message), type ?? null);
    },
    unauthorized() {
      throw new Unauthorized();
    },
    dynamodb: { toMapValues: (values: Item) => values },
  },
  runtime: {
    earlyReturn(value?: unknown) {
      throw new EarlyReturn(value);
    },
  },
});

/** `import { util, runtime } from "@aws-appsync/utils";`: the runtime's own module, whose names the sandbox provides. */
const RUNTIME_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*["']@aws-appsync\/utils["'];?$/m;
/** esbuild's closing `export { request, response };` of an ES module bundle. */
const EXPORT_LIST = /^export\s*\{([^}]*)\};?\s*$/m;

/**
 * The module's request/response handlers, evaluated in a context with the runtime's globals.
 * The bundle is an ES module (as APPSYNC_JS takes it): its one import is the runtime's own, and
 * its export list becomes the returned handlers.
 */
function compile(code: string, name: string): Handlers {
  const imported = code.match(RUNTIME_IMPORT)?.[1].split(',').map((binding) => binding.trim()) ?? [];
  const exported = code.match(EXPORT_LIST)?.[1].split(',').map((binding) => binding.trim().split(/\s+as\s+/)) ?? [];
  const body = code.replace(RUNTIME_IMPORT, '').replace(EXPORT_LIST, '');
  const unknown = imported.filter((binding) => binding !== 'util' && binding !== 'runtime');
  if (unknown.length || /^\s*(import|export)\b/m.test(body)) {
    throw new Error(`${name}: only util and runtime from '@aws-appsync/utils' and one export list are supported locally`);
  }
  const handlers = exported.map(([local, as = local]) => `${JSON.stringify(as)}: ${local}`).join(', ');
  return new Script(`(() => {\n${body}\nreturn { ${handlers} };\n})()`, { filename: `${name}.js` }).runInContext(sandbox) as Handlers;
}

export interface PipelineStepResult {
  /** Conditions the functions added to `ctx.stash.conditions`, to be applied to the write. */
  conditions: Filter[];
  /** Values the functions put into `ctx.stash.defaultValues`, written with the input (which wins, as in the transformer's request). */
  defaultValues: Item;
}

/**
 * One step: `input` is a mutation's input (the step sees it as `ctx.args.input`), or a query's
 * arguments (`ctx.args`); `stored`, the item a GetItem reads; `identity`, the caller.
 */
export type PipelineStep = (input: Item, stored: Item | null, identity: unknown) => PipelineStepResult;

/** A step that runs last: the resolver's result as the function returns it. */
export type ResultStep = (args: Item, result: unknown, identity: unknown) => unknown;

export interface PipelineSteps {
  /** Write checks by `Type.field` (`Mutation.updateIssue`...), in pipeline order. */
  beforeData: Map<string, PipelineStep[]>;
  /** Result steps by `Type.field` (`Query.getIssue`...), in pipeline order. */
  last: Map<string, ResultStep[]>;
}

function add<T>(steps: Map<string, T[]>, description: AppSyncJsFunctionDescription, step: T): void {
  const key = `${description.typeName}.${description.fieldName}`;
  steps.set(key, [...(steps.get(key) ?? []), step]);
}

/** A result step: request (whose payload a NONE data source hands on) -> response. */
function resultStep(description: AppSyncJsFunctionDescription, handlers: Handlers): ResultStep {
  if (description.dataSource !== 'NONE') throw new Error(`${description.name}: a result step on a table is not supported locally`);
  return (args, result, identity) => {
    const ctx: FunctionContext = {
      args,
      info: { fieldName: description.fieldName, parentTypeName: description.typeName },
      stash: { conditions: [] },
      identity,
      prev: { result },
    };
    ctx.result = dataSourceResult(description, handlers.request(ctx), null);
    return handlers.response(ctx);
  };
}

/**
 * The steps for each resolver field (`createIssue`, `updateIssue`...), in pipeline order.
 * Each runs request -> data source -> response, as AppSync does for a pipeline function.
 */
export function loadPipelineSteps(functions: readonly AppSyncJsFunctionDescription[]): PipelineSteps {
  const steps: PipelineSteps = { beforeData: new Map(), last: new Map() };
  for (const description of functions) {
    const handlers = compile(description.code, description.name);
    if (description.at === 'last') {
      add(steps.last, description, resultStep(description, handlers));
      continue;
    }
    const step: PipelineStep = (input, stored, identity) => {
      const ctx: FunctionContext = {
        args: description.typeName === 'Mutation' ? { input } : input,
        info: { fieldName: description.fieldName, parentTypeName: description.typeName },
        stash: { conditions: [] },
        identity,
        prev: { result: {} },
      };
      let request: unknown;
      try {
        request = handlers.request(ctx);
        ctx.result = dataSourceResult(description, request, stored);
        handlers.response(ctx);
      } catch (error) {
        if (error instanceof EarlyReturn) return { conditions: [], defaultValues: {} };
        if (error instanceof Unauthorized) throw unauthorized(description.fieldName, description.typeName);
        throw error;
      }
      return { conditions: ctx.stash.conditions, defaultValues: ctx.stash.defaultValues ?? {} };
    };
    add(steps.beforeData, description, step);
  }
  return steps;
}

function dataSourceResult(description: AppSyncJsFunctionDescription, request: unknown, stored: Item | null): unknown {
  if (description.dataSource === 'NONE') return (request as { payload?: unknown } | null)?.payload ?? null;
  const operation = (request as { operation?: unknown } | null)?.operation;
  // The resolver reads the stored item inside the same transaction as its write.
  if (operation === 'GetItem') return stored;
  throw new Error(`${description.name}: data source operation ${String(operation)} is not supported locally`);
}
