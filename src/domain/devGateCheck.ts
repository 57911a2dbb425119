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

/**
 * Guessing the gate password is limited over fixed windows, and it is the guesser who is held
 * up, not everyone: a browser (the key the gate page keeps, at its IP address) gets `perBrowser`
 * tries per window, so ten wrong tries lock that browser and no one else, even where every
 * visitor shares one address (the local cloud, an office). A script that makes up a new key for
 * each try is held to `perAddress` tries from its address, and all addresses together to
 * `total`, which stops guessing spread over many. A refused try is not checked at all; a right
 * password is not a guess and costs nothing.
 */
export const GATE_ATTEMPT_LIMITS = { perBrowser: 10, perAddress: 30, total: 100, windowMinutes: 15 } as const;

/** The key a gate page sends with each try (`browser`): 16 to 64 letters, digits, '-' or '_'. */
export const GATE_BROWSER_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export function tooManyAttempts(minutes: number): string {
  return `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The fixed window `now` falls in: its number, when it ends, and the whole minutes left (at least 1). */
export function attemptWindow(now: number, windowMinutes: number = GATE_ATTEMPT_LIMITS.windowMinutes) {
  const length = windowMinutes * 60_000;
  const index = Math.floor(now / length);
  const endsAt = (index + 1) * length;
  return { index, endsAt, minutesLeft: Math.max(1, Math.ceil((endsAt - now) / 60_000)) };
}
