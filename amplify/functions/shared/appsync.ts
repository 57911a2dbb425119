/**
 * GraphQL calls to the Amplify Data API as the function itself (IAM, SigV4), the way a
 * Lambda granted `allow.resource(fn)` reaches AppSync. Credentials and region come from
 * the Lambda environment; the endpoint from AMPLIFY_DATA_GRAPHQL_ENDPOINT, which Amplify
 * sets for functions with data access (and the local cloud sets for its functions).
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

export class GraphqlError extends Error {
  constructor(readonly errors: { errorType?: string; message: string }[]) {
    super(errors.map((e) => e.message).join('; ') || 'GraphQL request failed');
  }
  get errorType(): string | undefined {
    return this.errors[0]?.errorType;
  }
}

/** True when a conditional write was refused because its condition did not hold. */
export const isConditionFailure = (error: unknown) => error instanceof GraphqlError && /ConditionalCheckFailed/.test(error.errorType ?? '');

function signer(): SignatureV4 {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_REGION } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY || !AWS_REGION) throw new Error('AWS credentials are not in the environment');
  return new SignatureV4({
    service: 'appsync',
    region: AWS_REGION,
    sha256: Sha256,
    credentials: { accessKeyId: AWS_ACCESS_KEY_ID, secretAccessKey: AWS_SECRET_ACCESS_KEY, sessionToken: AWS_SESSION_TOKEN },
  });
}

export async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const endpoint = process.env.AMPLIFY_DATA_GRAPHQL_ENDPOINT;
  if (!endpoint) throw new Error('AMPLIFY_DATA_GRAPHQL_ENDPOINT is not set');
  const url = new URL(endpoint);
  const body = JSON.stringify({ query, variables });
  const signed = await signer().sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    headers: { 'content-type': 'application/json', host: url.host },
    body,
  });
  const response = await fetch(url, { method: 'POST', headers: signed.headers, body });
  const result = (await response.json()) as { data?: T; errors?: { errorType?: string; message: string }[] };
  if (result.errors?.length) throw new GraphqlError(result.errors);
  if (!response.ok || !result.data) throw new GraphqlError([{ message: `Data API answered ${response.status}` }]);
  return result.data;
}
