/** A session's creation date as the viewer's locale writes it, or an empty string when unknown. */
export function formatDate(value: string | null | undefined): string {
  const time = Date.parse(value ?? '');
  return Number.isNaN(time) ? '' : new Date(time).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
