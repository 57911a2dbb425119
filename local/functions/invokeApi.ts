/**
 * The Lambda `Invoke` call (POST /2015-03-31/functions/{name}/invocations), enough for the
 * unchanged @aws-sdk/client-lambda in the function handlers: functions get
 * AWS_ENDPOINT_URL_LAMBDA pointing here and sign with their local credentials. `Event`
 * invocations answer 202 at once and run in the background, as in AWS; `RequestResponse`
 * answers with the handler's result.
 */
import { SigV4Error, verifySignedHttpRequest, type IamCredentials, type SignedHttpRequest } from '../data/sigv4';
import type { FunctionHost } from './host';

export const LAMBDA_PREFIX = '/lambda';
const INVOKE_PATH = new RegExp(`^${LAMBDA_PREFIX}/2015-03-31/functions/([^/]+)/invocations$`);

export interface InvokeResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The function an Invoke path names, or null when the path is not an Invoke call. */
export const invokedFunction = (path: string): string | null => {
  const match = INVOKE_PATH.exec(path);
  return match ? decodeURIComponent(match[1]) : null;
};

const error = (status: number, type: string, message: string): InvokeResult => ({
  status,
  headers: { 'content-type': 'application/json', 'x-amzn-errortype': type },
  body: JSON.stringify({ Type: 'User', message }),
});

export async function handleInvoke(request: SignedHttpRequest, credentials: IamCredentials, functions: FunctionHost): Promise<InvokeResult> {
  try {
    await verifySignedHttpRequest(request, credentials, 'lambda');
  } catch (e) {
    if (e instanceof SigV4Error) return error(403, e.errorType, e.message);
    throw e;
  }
  const name = invokedFunction(request.path);
  if (!name || !functions.names().includes(name)) return error(404, 'ResourceNotFoundException', `Function not found: ${name}`);
  let event: unknown;
  try {
    event = request.rawBody ? JSON.parse(request.rawBody) : {};
  } catch {
    return error(400, 'InvalidRequestContentException', 'Could not parse request body into json');
  }
  const declared = request.headers['x-amz-invocation-type'];
  const type = (Array.isArray(declared) ? declared.join(',') : declared) || 'RequestResponse';
  if (type === 'Event') {
    await functions.invoke(name, event, { async: true });
    return { status: 202, headers: {}, body: '' };
  }
  if (type !== 'RequestResponse') return error(400, 'InvalidParameterValueException', `Unsupported invocation type ${type}`);
  try {
    const result = await functions.invoke(name, event);
    return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(result ?? null) };
  } catch (failure) {
    return { status: 200, headers: { 'x-amz-function-error': 'Unhandled' }, body: JSON.stringify({ errorMessage: String((failure as Error).message) }) };
  }
}
