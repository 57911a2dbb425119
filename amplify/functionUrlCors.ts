/**
 * Who may call the function URLs from a browser: the app's own origin only, with POST and the
 * two headers the app sends. AWS sets it on every function URL (amplify/backend.ts, with the
 * deployment's APP_ORIGIN); the local cloud answers its function URLs with it (local/cloud/server.ts,
 * with its app origin under both loopback names).
 */
export interface FunctionUrlCors {
  allowedOrigins: string[];
  allowedMethods: 'POST'[];
  allowedHeaders: string[];
}

export function functionUrlCors(appOrigins: readonly string[]): FunctionUrlCors {
  return { allowedOrigins: [...appOrigins], allowedMethods: ['POST'], allowedHeaders: ['content-type', 'authorization'] };
}
