import { createHash, timingSafeEqual } from 'node:crypto';
import { verifyGatePassword } from '../../../src/domain/devGateCheck';

interface FunctionUrlEvent {
  requestContext: { http: { method: string } };
  body?: string;
  isBase64Encoded?: boolean;
}

const json = (statusCode: number, body: unknown) => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Hashing first makes the comparison constant-time whatever the lengths. */
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** POST {password} -> 200 {ok:true} | 401/503 {ok:false, message}. CORS is the function URL's. */
export const handler = async (event: FunctionUrlEvent) => {
  if (event.requestContext.http.method !== 'POST') return json(405, { ok: false, message: 'Use POST.' });
  let password: unknown;
  try {
    const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
    password = (JSON.parse(raw || '{}') as { password?: unknown }).password;
  } catch {
    return json(400, { ok: false, message: 'The request body must be JSON: {"password": "..."}.' });
  }
  const result = verifyGatePassword(process.env.DEV_GATE_PASSWORD, password, sameSecret);
  return result.ok ? json(200, { ok: true }) : json(result.status, { ok: false, message: result.message });
};
