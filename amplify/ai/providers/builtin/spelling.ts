/**
 * Whether the words a person typed are spelled as English spells them, before the engine makes
 * them into a line of its own (a reason said back in the second person): inside quotation marks
 * a person's words stay as they wrote them, but a line the engine offers someone to say must not
 * carry "masive" or "litterally". The words are looked up in an-array-of-english-words (about
 * 275,000 words, American and British spellings, sorted), by binary search: the list is read
 * once per process and no set of it is built.
 */
import englishWords from 'an-array-of-english-words';

const WORDS: readonly string[] = englishWords;

function listed(word: string): boolean {
  let low = 0;
  let high = WORDS.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = WORDS[middle];
    if (found === word) return true;
    if (found < word) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** "can’t" -> "can", "won’t" -> "will", "you’re" -> "you", "Dad’s" -> "dad": the word a contraction or possessive is built on. */
function baseOf(word: string): string {
  const plain = word.toLowerCase().replace(/’/g, "'");
  if (plain === "won't") return 'will';
  if (plain === "can't") return 'can';
  if (plain.endsWith("n't")) return plain.slice(0, -3);
  return plain.replace(/'(?:s|re|ve|ll|d|m)$/, '');
}

/** A word spelled as English spells it; a contraction or possessive by the word it is built on. */
export function spelledRight(word: string): boolean {
  const base = baseOf(word);
  return base === 'i' || listed(base);
}

/**
 * Every word of `text` spelled right, except what the list cannot know: a word with a capital
 * inside the text (a name: "Bristol", "WhatsApp"), a number ("9pm", "15").
 */
export function allSpelledRight(text: string): boolean {
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)) {
    const word = match[0];
    if (/\p{N}/u.test(word)) continue;
    if (match.index > 0 && /^\p{Lu}/u.test(word) && word !== 'I' && !/^I['’]/.test(word)) continue;
    if (!spelledRight(word)) return false;
  }
  return true;
}
