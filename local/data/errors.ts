/**
 * AppSync-shaped errors. Resolvers throw `AppSyncError` (message + errorType, exactly what the
 * transformer's VTL passes to `$util.error` / `$util.unauthorized()`); the service turns any
 * GraphQL error into AppSync's JSON shape: {path, data, errorType, errorInfo, locations, message}.
 */
import type { GraphQLError } from 'graphql';

export class AppSyncError extends Error {
  constructor(
    message: string,
    /** `null` is what AppSync reports for `$util.error(message)` without a type (e.g. @validate). */
    readonly errorType: string | null,
  ) {
    super(message);
    this.name = 'AppSyncError';
  }
}

/** `$util.unauthorized()`. */
export function unauthorized(fieldName: string, typeName: string): AppSyncError {
  return new AppSyncError(`Not Authorized to access ${fieldName} on type ${typeName}`, 'Unauthorized');
}

/** A DynamoDB condition (including the create/update/delete key conditions) evaluated false. */
export function conditionalCheckFailed(): AppSyncError {
  return new AppSyncError('The conditional request failed', 'DynamoDB:ConditionalCheckFailedException');
}

export interface AppSyncErrorJson {
  path: readonly (string | number)[] | null;
  data: null;
  errorType: string | null;
  errorInfo: null;
  locations: { line: number; column: number; sourceName: null }[] | null;
  message: string;
}

export function formatGraphQLError(error: GraphQLError, defaultType: string | null = null): AppSyncErrorJson {
  const original = error.originalError;
  const errorType = original instanceof AppSyncError ? original.errorType : defaultType;
  return {
    path: error.path ?? null,
    data: null,
    errorType,
    errorInfo: null,
    locations: error.locations ? error.locations.map((l) => ({ line: l.line, column: l.column, sourceName: null })) : null,
    message: original instanceof AppSyncError ? original.message : error.message,
  };
}

/** Request-level failures (authentication, malformed body) carry only type and message. */
export function requestError(errorType: string, message: string): { errors: { errorType: string; message: string }[] } {
  return { errors: [{ errorType, message }] };
}
