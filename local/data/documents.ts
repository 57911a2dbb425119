/**
 * Parsed and validated GraphQL documents, cached by query string: clients send the same few
 * queries over and over, so parsing and validating once keeps requests cheap. A query is
 * measured (guards.ts) before each step that could cost much: its text before parsing, its
 * depth and expanded size before validating.
 */
import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { QueryRefused, checkDocumentShape, checkQueryText, loneSurrogateInDocument, type ShapeLimits } from './guards.ts';

export interface CompiledDocument {
  document: DocumentNode | null;
  errors: readonly GraphQLError[];
  /** The AppSync error type for `errors`: syntax vs validation. */
  errorType: string | null;
}

const MAX_CACHED_QUERY_LENGTH = 64 * 1024;

export class DocumentCache {
  private readonly entries = new Map<string, CompiledDocument>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly limits: ShapeLimits = { queryDepthLimit: 0, resolverCountLimit: 10_000 },
    private readonly capacity = 500,
  ) {}

  get(query: string): CompiledDocument {
    const cached = this.entries.get(query);
    if (cached) return cached;
    const compiled = this.compile(query);
    if (query.length <= MAX_CACHED_QUERY_LENGTH) {
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(query, compiled);
    }
    return compiled;
  }

  private compile(query: string): CompiledDocument {
    let document: DocumentNode;
    try {
      checkQueryText(query);
      document = parse(query);
    } catch (error) {
      if (error instanceof QueryRefused) return { document: null, errors: [new GraphQLError(error.message)], errorType: 'ValidationError' };
      if (error instanceof GraphQLError) return { document: null, errors: [error], errorType: 'MalformedHttpRequestException' };
      throw error;
    }
    const lone = loneSurrogateInDocument(document);
    if (lone) return { document: null, errors: [new GraphQLError(lone)], errorType: 'MalformedHttpRequestException' };
    const shape = checkDocumentShape(this.schema, document, this.limits);
    if (shape.length) return { document: null, errors: shape, errorType: shape[0].message.includes('resolvers per request') ? 'ResolverExecutionLimitReached' : 'ValidationError' };
    const errors = validate(this.schema, document);
    return errors.length ? { document: null, errors, errorType: 'ValidationError' } : { document, errors: [], errorType: null };
  }
}
