/** Public contact addresses used across the marketing pages. */
export const HELLO_EMAIL = 'hello@dfuse.app';
export const SALES_EMAIL = 'sales@dfuse.app';

/** A mailto: link with an optional pre-filled subject. */
export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
