/**
 * Runs the APPSYNC_JS pipeline functions the backend adds to model resolvers (read from the
 * synthesized templates into local/generated/appsync-functions.json), so the local cloud runs
 * the very code AppSync runs. Only what those functions use is provided: `util.error`,
 * `util.dynamodb.toMapValues` and `runtime.earlyReturn`; a GetItem on the model's own table is
 * answered with the stored item the resolver already holds.
 */
import { Script, createContext } from 'node:vm';
import { AppSyncError } from './errors.ts';
import type { Filter, Item } from './filters.ts';

export interface AppSyncJsFunctionDescription {
  typeName: string;
  fieldName: string;
  name: string;
  /** The data source's table name (e.g. IssueTable), or NONE. */
  dataSource: string;
  code: string;
}

interface Handlers {
  request(ctx: FunctionContext): unknown;
  response(ctx: FunctionContext): unknown;
}

interface FunctionContext {
  args: Item;
  stash: { conditions: Filter[] } & Record<string, unknown>;
  identity: unknown;
  result?: unknown;
  prev: { result: unknown };
  error?: { message: string; type: string };
}

class EarlyReturn {
  constructor(readonly value: unknown) {}
}

const sandbox = createContext({
  util: {
    error(message: string, type?: string) {
      throw new AppSyncError(String(message), type ?? null);
    },
    dynamodb: { toMapValues: (values: Item) => values },
  },
  runtime: {
    earlyReturn(value?: unknown) {
      throw new EarlyReturn(value);
    },
  },
});

/** The module's request/response handlers, evaluated in a context with the runtime's globals. */
function compile(code: string, name: string): Handlers {
  const body = code
    .replace(/^import\s+\{[^}]*\}\s+from\s+'@aws-appsync\/utils';?$/m, '')
    .replace(/^export function /gm, 'function ');
  if (/^\s*(import|export)\b/m.test(body)) throw new Error(`${name}: only '@aws-appsync/utils' imports and exported functions are supported locally`);
  return new Script(`(() => {\n${body}\nreturn { request, response };\n})()`, { filename: `${name}.js` }).runInContext(sandbox) as Handlers;
}

export interface PipelineStepResult {
  /** Conditions the functions added to `ctx.stash.conditions`, to be applied to the write. */
  conditions: Filter[];
}

export type PipelineStep = (input: Item, stored: Item | null, identity: unknown) => PipelineStepResult;

/**
 * The steps for each resolver field (`createIssue`, `updateIssue`...), in pipeline order.
 * Each runs request -> data source -> response, as AppSync does for a pipeline function.
 */
export function loadPipelineSteps(functions: readonly AppSyncJsFunctionDescription[]): Map<string, PipelineStep[]> {
  const steps = new Map<string, PipelineStep[]>();
  for (const description of functions) {
    const handlers = compile(description.code, description.name);
    const step: PipelineStep = (input, stored, identity) => {
      const ctx: FunctionContext = { args: { input }, stash: { conditions: [] }, identity, prev: { result: {} } };
      let request: unknown;
      try {
        request = handlers.request(ctx);
      } catch (error) {
        if (error instanceof EarlyReturn) return { conditions: [] };
        throw error;
      }
      ctx.result = dataSourceResult(description, request, stored);
      handlers.response(ctx);
      return { conditions: ctx.stash.conditions };
    };
    const key = `${description.typeName}.${description.fieldName}`;
    steps.set(key, [...(steps.get(key) ?? []), step]);
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
