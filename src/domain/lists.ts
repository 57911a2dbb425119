/**
 * Lists as the AI and older records hand them over: strategies, tips, steps, benefits. Blank
 * and non-string entries are ignored, and a list given as one text is split on lines and on
 * bullets ('- ', '* ', '• ', '1. ', '2) '). Pure.
 */

const BULLET = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+/;

/** One text as list items: split on line breaks, or on bullets run together on one line. */
function splitText(text: string): string[] {
  const lines = text.split(/\r?\n/);
  // "- a - b" or "1. a 2. b" on one line: bullets run together. A line that does not start with
  // a bullet is one item ("Meet at 5. Then talk" is not a list).
  const pieces = lines.length === 1 && BULLET.test(text) ? text.split(/\s+(?=(?:[-*•·]|\d{1,2}[.)])\s)/) : lines;
  return pieces.map((piece) => piece.replace(BULLET, '').trim());
}

/**
 * The non-blank text items of `value`: an array of strings, or one text split into items. An
 * array entry that is itself several lines (a list pasted into one entry) is split the same way.
 */
export function listItems(value: unknown): string[] {
  if (typeof value === 'string') return splitText(value).filter(Boolean);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => (typeof item !== 'string' ? [] : item.includes('\n') ? splitText(item) : [item.trim()])).filter(Boolean);
}

/** A text field: trimmed, or '' for anything that is not a string. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
