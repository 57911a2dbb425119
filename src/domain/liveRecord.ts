/**
 * How a realtime update event is shown before the re-read that follows it. Pure.
 *
 * AppSync gives a subscriber only the fields the writing mutation selected; the others arrive
 * as null. The app's own updates select every field, but the functions select a few, so a null
 * in an event may just mean "not selected": only the event's non-null fields are laid over the
 * record already shown, which never blanks a field. A field the write cleared keeps its old
 * value until the re-read settles it.
 */

interface Stamped {
  updatedAt?: string | null;
}

/**
 * The record with the event's non-null fields laid over it, or null when the event cannot be
 * placed: no updatedAt to order it by, or older than the record (events and reads can cross).
 */
export function mergeLiveEvent<T extends Stamped>(current: T, event: Partial<T>): T | null {
  // ISO-8601 timestamps in one format (toISOString) order as strings.
  if (!event.updatedAt || (current.updatedAt && event.updatedAt < current.updatedAt)) return null;
  const merged = { ...current };
  for (const [field, value] of Object.entries(event) as [keyof T, T[keyof T]][]) {
    if (value !== null && value !== undefined) merged[field] = value;
  }
  return merged;
}
