/**
 * A request's variables, checked before graphql-js executes the operation, so that what is
 * wrong with them is said briefly and cheaply:
 *
 * - nesting: graphql-js coerces input objects recursively, so a filter nested thousands of
 *   levels deep overflowed the stack ('Maximum call stack size exceeded'); it is refused first;
 * - invalid values: graphql-js quotes the whole invalid value in each message, and for a field
 *   the input type lacks, the whole input object: fifty such errors over a 1 MB body made a
 *   43 MB answer and kept the cloud busy for seconds. Here each message names the variable and
 *   where in it, and quotes what was wrong in a few hundred characters at most.
 *
 * A request that passes is executed as before (graphql-js coerces it again, without errors).
 */
import {
  GraphQLError,
  coerceInputValue,
  isInputType,
  typeFromAST,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { jsonDepth } from '../../src/domain/listLimits';

/** Levels of objects and lists in a request's variables (the deepest the app sends is 5). */
export const MAX_VARIABLE_NESTING = 64;
/** Errors reported for one request's variables, as graphql-js reports at most. */
const MAX_ERRORS = 50;
/** Characters of an inner message kept (the value it quotes is cut short). */
const MAX_DETAIL = 300;

/** Why the variables are nested too deeply to execute, or null. */
export function variablesTooDeep(variables: unknown): string | null {
  return jsonDepth(variables, MAX_VARIABLE_NESTING) > MAX_VARIABLE_NESTING
    ? `The request's variables are nested more than ${MAX_VARIABLE_NESTING} levels deep; send them flatter.`
    : null;
}

const printPath = (path: readonly (string | number)[]) => path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('');

const shorten = (text: string) => (text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL)}… (${(text.length - MAX_DETAIL).toLocaleString('en-US')} more characters)` : text);

/**
 * The problems with the values given for `operation`'s variables (missing or null ones are left to
 * graphql-js, whose messages for them quote nothing), at most MAX_ERRORS of them.
 */
export function variableProblems(schema: GraphQLSchema, operation: OperationDefinitionNode | null | undefined, variables: Record<string, unknown>): GraphQLError[] {
  const errors: GraphQLError[] = [];
  try {
    for (const definition of operation?.variableDefinitions ?? []) {
      const name = definition.variable.name.value;
      const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
      if (value === undefined || value === null) continue;
      const type = typeFromAST(schema, definition.type as Parameters<typeof typeFromAST>[1]);
      if (!type || !isInputType(type)) continue;
      coerceInputValue(value, type, (path, _invalid, error) => {
        const where = path.length ? ` at "${name}${printPath(path)}"` : '';
        errors.push(new GraphQLError(`Variable "$${name}" has an invalid value${where}: ${shorten(error.message)}`, definition));
        // Stop coercing: each further error costs (an unknown field is compared with every known one).
        if (errors.length >= MAX_ERRORS) throw new TooManyErrors();
      });
    }
  } catch (error) {
    if (!(error instanceof TooManyErrors)) throw error;
  }
  return errors;
}

class TooManyErrors extends Error {}
