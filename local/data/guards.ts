/**
 * Bounds on what one GraphQL request may ask of the local cloud, checked before the request
 * costs anything: the query's size and nesting (before parsing, which recurses), its depth and
 * the fields it expands to (before validating, which is quadratic in fields), and text that is
 * not valid Unicode (which Postgres would refuse with a raw message).
 *
 * The depth limit is AppSync's own `queryDepthLimit`, read from the synthesized API; the other
 * bounds are the local cloud's, generous for any real client (the app's deepest query is 4
 * levels and its largest selects about 120 fields).
 */
import {
  GraphQLError,
  Kind,
  Lexer,
  NoFragmentCyclesRule,
  Source,
  TokenKind,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/** Brackets of any kind nested this deep are refused before parsing (graphql-js parses recursively). */
export const MAX_NESTING = 64;
/** Tokens in one query. */
export const MAX_TOKENS = 10_000;
/** Fields one operation selects once fragments are expanded. */
export const MAX_SELECTED_FIELDS = 5_000;

const OPEN = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSE = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** A query refused by these checks: the message says what was wrong. */
export class QueryRefused extends Error {}

/**
 * Scans the query text with graphql-js's lexer (iterative) for its token count and deepest
 * bracket nesting. Syntax errors are left to the parser, which reports them with a location.
 */
export function checkQueryText(query: string): void {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      tokens += 1;
      if (tokens > MAX_TOKENS) throw new QueryRefused(`The query has more than ${MAX_TOKENS.toLocaleString('en-US')} tokens; send a smaller query.`);
      if (OPEN.has(token.kind)) {
        nesting += 1;
        if (nesting > MAX_NESTING) {
          throw new QueryRefused(`The query is nested more than ${MAX_NESTING} levels deep; split it into simpler queries.`);
        }
      } else if (CLOSE.has(token.kind)) {
        nesting -= 1;
      }
    }
  } catch (error) {
    if (error instanceof GraphQLError) return; // a syntax error: parse() reports it
    throw error;
  }
}

export interface ShapeLimits {
  /** AppSync's queryDepthLimit (0: none). */
  queryDepthLimit: number;
  /** AppSync's resolverCountLimit: every root field runs a resolver. */
  resolverCountLimit: number;
}

/**
 * The depth (a root field is level 1), the number of fields and the number of root fields of
 * each operation, with each fragment measured once, so that fragments spreading fragments
 * cannot make this exponential. Fragment cycles are refused first, as validation would.
 *
 * Root fields beyond the resolver limit are refused here, before anything runs: AppSync would
 * run the first ones and fail the rest, but failing hundreds of aliases one by one costs the
 * cloud more than refusing the request.
 */
export function checkDocumentShape(schema: GraphQLSchema, document: DocumentNode, limits: ShapeLimits): readonly GraphQLError[] {
  const cycles = validate(schema, document, [NoFragmentCyclesRule]);
  if (cycles.length) return cycles;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  interface Shape {
    depth: number;
    fields: number;
    /** Fields at this level (a fragment's fields count at the level it is spread at). */
    top: number;
  }
  const measured = new Map<string, Shape>();

  // Recursion is bounded by MAX_NESTING, checked on the text before parsing.
  const measure = (set: SelectionSetNode | undefined): Shape => {
    const shape = { depth: 0, fields: 0, top: 0 };
    for (const selection of set?.selections ?? []) {
      let inner: Shape;
      if (selection.kind === Kind.FIELD) {
        const below = measure(selection.selectionSet);
        inner = { depth: below.depth + 1, fields: below.fields + 1, top: 1 };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet);
      } else {
        const name = selection.name.value;
        if (!measured.has(name)) measured.set(name, measure(fragments.get(name)?.selectionSet));
        inner = measured.get(name)!;
      }
      shape.depth = Math.max(shape.depth, inner.depth);
      shape.fields += inner.fields;
      shape.top += inner.top;
    }
    return shape;
  };

  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const { depth, fields, top } = measure(definition.selectionSet);
    if (limits.queryDepthLimit > 0 && depth > limits.queryDepthLimit) {
      return [new GraphQLError(`The query is ${depth} levels deep; this API allows at most ${limits.queryDepthLimit}.`, definition)];
    }
    if (top > limits.resolverCountLimit) {
      return [
        new GraphQLError(
          `The request asks for ${top.toLocaleString('en-US')} fields at its top level; this API runs at most ${limits.resolverCountLimit} resolvers per request.`,
          definition,
        ),
      ];
    }
    if (fields > MAX_SELECTED_FIELDS) {
      return [
        new GraphQLError(
          `The query selects ${fields.toLocaleString('en-US')} fields once fragments are expanded; at most ${MAX_SELECTED_FIELDS.toLocaleString('en-US')} are allowed.`,
          definition,
        ),
      ];
    }
  }
  return [];
}

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function describe(text: string): string {
  const match = LONE_SURROGATE.exec(text)!;
  return `U+${match[0].charCodeAt(0).toString(16).toUpperCase()}`;
}

const refusal = (where: string, text: string) =>
  `The request contains text that is not valid Unicode (a lone surrogate, ${describe(text)}) in ${where}.`;

/** Walks a request's values without recursion; the message names where the bad text is (under `root`). */
export function loneSurrogateIn(variables: unknown, root = 'variables'): string | null {
  const pending: [unknown, string][] = [[variables, root]];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return refusal(path, value);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
        if (LONE_SURROGATE.test(key)) return refusal(path ? `a key of ${path}` : 'a key', key);
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/** String literals in the query (a `\uD800` escape decodes to a lone surrogate). */
export function loneSurrogateInDocument(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node) {
      if (!found && LONE_SURROGATE.test(node.value)) found = refusal(`a string in the query (line ${node.loc ? lineOf(node.loc.source.body, node.loc.start) : '?'})`, node.value);
    },
  });
  return found;
}

const lineOf = (body: string, offset: number) => body.slice(0, offset).split('\n').length;
