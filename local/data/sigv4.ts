/**
 * Verifies AWS Signature Version 4 on a request, as AppSync does for AWS_IAM callers: the
 * signature is recomputed with the one set of credentials the local cloud hands to its
 * functions, over exactly the headers the caller says it signed.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

export interface IamCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface SignedRequest {
  method: string;
  hostname: string;
  path: string;
  query: Record<string, string | string[]>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: string;
}

export class SigV4Error extends Error {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_SKEW_MS = 5 * 60 * 1000;

function parseAuthorization(header: string): { credential: string; signedHeaders: string[]; signature: string } {
  const match = /^AWS4-HMAC-SHA256\s+(.*)$/.exec(header.trim());
  if (!match) throw new SigV4Error('IncompleteSignatureException', 'Unsupported authorization scheme.');
  const parts: Record<string, string> = {};
  for (const part of match[1].split(',')) {
    const [name, ...rest] = part.trim().split('=');
    parts[name] = rest.join('=');
  }
  if (!parts.Credential || !parts.SignedHeaders || !parts.Signature) {
    throw new SigV4Error(
      'IncompleteSignatureException',
      `Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' parameters. Authorization=${header}`,
    );
  }
  return { credential: parts.Credential, signedHeaders: parts.SignedHeaders.split(';'), signature: parts.Signature };
}

/** `20240101T120000Z` -> Date. */
function parseAmzDate(value: string | undefined): Date | null {
  const m = value && /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null;
}

/** Returns the caller's access key id, or throws a SigV4Error with AWS's error type. */
export async function verifySigV4(
  request: SignedRequest,
  credentials: IamCredentials,
  now: number,
  service = 'appsync',
): Promise<string> {
  const { credential, signedHeaders, signature } = parseAuthorization(request.headers.authorization ?? '');
  const [accessKeyId, shortDate, region, scopeService, terminator] = credential.split('/');
  if (accessKeyId !== credentials.accessKeyId) {
    throw new SigV4Error('UnrecognizedClientException', 'The security token included in the request is invalid.');
  }
  if (region !== credentials.region || scopeService !== service || terminator !== 'aws4_request') {
    throw new SigV4Error('InvalidSignatureException', `Credential should be scoped to a valid region and service '${service}'.`);
  }
  const amzDate = request.headers['x-amz-date'];
  const signingDate = parseAmzDate(amzDate);
  if (!signingDate || !amzDate!.startsWith(shortDate)) {
    throw new SigV4Error('IncompleteSignatureException', 'Authorization header requires existence of a valid X-Amz-Date header.');
  }
  if (Math.abs(now - signingDate.getTime()) > MAX_SKEW_MS) {
    throw new SigV4Error(
      'InvalidSignatureException',
      `Signature expired: ${amzDate} is now earlier than ${new Date(now - MAX_SKEW_MS).toISOString().replace(/[-:]|\.\d{3}/g, '')}`,
    );
  }
  if (!signedHeaders.includes('host')) {
    throw new SigV4Error('InvalidSignatureException', "'Host' must be a 'SignedHeader' in the AWS Authorization.");
  }
  // A declared payload hash is what gets signed, so it must really be the body's hash.
  const declaredHash = request.headers['x-amz-content-sha256'];
  if (declaredHash !== undefined && declaredHash !== createHash('sha256').update(request.body).digest('hex')) {
    throw new SigV4Error('InvalidSignatureException', 'The provided x-amz-content-sha256 header does not match the request body.');
  }

  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    if (name === 'authorization') continue;
    const value = request.headers[name];
    if (value === undefined) {
      throw new SigV4Error('InvalidSignatureException', `Signed header '${name}' is missing from the request.`);
    }
    headers[name] = value;
  }
  const signer = new SignatureV4({
    service,
    region: credentials.region,
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
    sha256: Sha256,
    uriEscapePath: true,
    applyChecksum: false,
  });
  const signed = await signer.sign(
    {
      method: request.method.toUpperCase(),
      protocol: 'https:',
      hostname: request.hostname,
      path: request.path,
      query: request.query,
      headers,
      body: request.body,
    },
    { signingDate, signableHeaders: new Set(signedHeaders) },
  );
  const expected = /Signature=([0-9a-f]+)/.exec(String(signed.headers.authorization))?.[1] ?? '';
  const ok = expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
  if (!ok) {
    throw new SigV4Error(
      'InvalidSignatureException',
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
    );
  }
  return accessKeyId;
}

/** A signed HTTP request as a route sees it: Node's headers and the whole body. */
export interface SignedHttpRequest {
  method: string;
  /** The Host header (with its port). */
  host: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** verifySigV4 for a route's request (no query string), at the current time. */
export function verifySignedHttpRequest(request: SignedHttpRequest, credentials: IamCredentials, service: string): Promise<string> {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : (v ?? '')]),
  );
  return verifySigV4(
    { method: request.method, hostname: request.host.replace(/:\d+$/, ''), path: request.path, query: {}, headers, body: request.rawBody },
    credentials,
    Date.now(),
    service,
  );
}
