/** The development gate's server-side password check (docs/rules.md, "Gates"). */
export const GATE_NOT_CONFIGURED = 'Gate password is not configured on the server.';
export const GATE_INCORRECT = 'Incorrect password';

export type GateCheck = { ok: true } | { ok: false; status: 401 | 503; message: string };

/**
 * Both sides are trimmed. `equal` is a constant-time comparison supplied by the caller
 * (node:crypto's timingSafeEqual on the server), so this rule stays free of I/O.
 */
export function verifyGatePassword(
  configured: string | undefined,
  offered: unknown,
  equal: (a: string, b: string) => boolean,
): GateCheck {
  const expected = (configured ?? '').trim();
  if (!expected) return { ok: false, status: 503, message: GATE_NOT_CONFIGURED };
  const given = typeof offered === 'string' ? offered.trim() : '';
  return given && equal(given, expected) ? { ok: true } : { ok: false, status: 401, message: GATE_INCORRECT };
}
