/**
 * The Amazon SES v2 `SendEmail` call (POST /v2/email/outbound-emails, REST-JSON), enough
 * for the unchanged @aws-sdk/client-sesv2 in the function handlers: functions get
 * AWS_ENDPOINT_URL_SESV2 pointing here, sign with their local credentials, and the message
 * lands in the mailbox instead of being delivered.
 */
import { randomUUID } from 'node:crypto';
import { SigV4Error, verifySignedHttpRequest, type IamCredentials, type SignedHttpRequest } from '../data/sigv4';
import type { Mailbox } from './mailbox';

export const SES_PREFIX = '/ses';
export const SES_SEND_EMAIL_PATH = `${SES_PREFIX}/v2/email/outbound-emails`;

export interface SesResult {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

interface SendEmailInput {
  Destination?: { ToAddresses?: unknown };
  Content?: {
    Simple?: { Subject?: { Data?: unknown }; Body?: { Text?: { Data?: unknown }; Html?: { Data?: unknown } }; Headers?: unknown };
  };
}

const error = (status: number, type: string, message: string): SesResult => ({
  status,
  headers: { 'x-amzn-errortype': type },
  body: { message },
});

export async function handleSesSendEmail(request: SignedHttpRequest, credentials: IamCredentials, mailbox: Mailbox): Promise<SesResult> {
  try {
    await verifySignedHttpRequest(request, credentials, 'ses');
  } catch (e) {
    if (e instanceof SigV4Error) return error(403, e.errorType, e.message);
    throw e;
  }
  let input: SendEmailInput;
  try {
    input = JSON.parse(request.rawBody) as SendEmailInput;
  } catch {
    return error(400, 'BadRequestException', 'Malformed JSON in request body');
  }
  const to = input.Destination?.ToAddresses;
  const simple = input.Content?.Simple;
  const subject = simple?.Subject?.Data;
  const text = simple?.Body?.Text?.Data;
  const html = simple?.Body?.Html?.Data;
  if (!Array.isArray(to) || to.length === 0 || !to.every((a) => typeof a === 'string')) {
    return error(400, 'BadRequestException', 'Destination.ToAddresses must list at least one address');
  }
  if (typeof subject !== 'string' || (typeof text !== 'string' && typeof html !== 'string')) {
    return error(400, 'BadRequestException', 'Content.Simple needs a Subject and a Text or Html body');
  }
  const headers = Array.isArray(simple?.Headers)
    ? Object.fromEntries((simple.Headers as { Name?: unknown; Value?: unknown }[]).filter((h) => typeof h?.Name === 'string' && typeof h.Value === 'string').map((h) => [h.Name, h.Value]))
    : {};
  for (const address of to as string[]) {
    await mailbox.send({ to: address, subject, text: typeof text === 'string' ? text : '', html: typeof html === 'string' ? html : undefined, headers });
  }
  return { status: 200, headers: {}, body: { MessageId: randomUUID() } };
}
