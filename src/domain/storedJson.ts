/**
 * The first step of reading back state the app kept in browser storage: the text must be
 * JSON for a plain object; anything else (missing, malformed, an array, a tampered value)
 * is null, and the caller starts fresh.
 */
export function parseStoredObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** An AWSJSON field as the data API may give it: JSON text (parsed; null when malformed) or the value already parsed. */
export function parseJsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
