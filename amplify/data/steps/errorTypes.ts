/** The `errorType` each pipeline step reports its refusals with (AppSync puts it in the GraphQL error). */
export const GUARD_ERROR_TYPE = 'InvalidInput';
export const LIMIT_ERROR_TYPE = 'ValidationError';
