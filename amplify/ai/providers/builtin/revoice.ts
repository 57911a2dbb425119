/**
 * Re-voices a party's clause for a statement both parties read: the speaker's "I / me / my"
 * become their name on first mention and "they / them / their" after it, "you / your"
 * become the other party's name, and the verb after a new subject agrees with it, using
 * compromise's tags and conjugation ("I need" -> "Sam needs", "I can't" -> "Ana cannot",
 * "I am" -> "Alex is", "and I am" -> "and is", "Your mother and I built" stays plural).
 */
import { has, isVerb, join, thirdPersonSingular, type Term } from './nlp';
import { mapPacked } from './text';

export interface Voices {
  speaker: string;
  other: string;
  /** The statement already names the speaker, so their "I" is "they" from the start. */
  speakerNamed?: boolean;
}

type Agreement = 'singular' | 'plural';

const isSkippable = (term: Term) => has(term, 'Adverb') || has(term, 'Negative');

export function revoice(terms: readonly Term[], voices: Voices): string {
  // Packed whatever tier builds it: join reads it by index (text.ts `mapPacked`).
  const words = mapPacked(terms, (term) => term.text);
  let named = voices.speakerNamed ?? false;
  let otherNamed = false;
  let pending: Agreement | undefined;
  /** The agreement of the last verb changed, so "and walk off" after "Sam rolls" agrees too. */
  let lastAgreement: Agreement | undefined;
  let lastSubjectIsSpeaker = false;
  let verbSinceBreak = false;

  terms.forEach((term, index) => {
    const lower = term.lower;
    const previous = terms[index - 1];
    const clauseBreak = previous !== undefined && /[,;:.!?]/.test(previous.post);
    if (clauseBreak) {
      verbSinceBreak = false;
      lastAgreement = undefined;
    }

    if (pending && isVerb(term)) {
      words[index] = pending === 'singular' ? thirdPersonSingular(term) : lower === 'am' ? 'are' : lower === 'was' ? 'were' : term.text;
      lastAgreement = pending;
      pending = undefined;
      verbSinceBreak = true;
      return;
    }
    if (pending && !isSkippable(term)) pending = undefined;
    if (isVerb(term)) {
      // "Sam rolls their eyes and walk off": a second verb of the same subject agrees too.
      const coordinated = previous && (previous.lower === 'and' || previous.lower === 'or') && lastAgreement === 'singular';
      if (coordinated && has(term, 'Infinitive')) words[index] = thirdPersonSingular(term);
      verbSinceBreak = true;
      return;
    }
    if (lower === 'i') {
      const afterAnd = previous !== undefined && (previous.lower === 'and' || previous.lower === 'but');
      if (afterAnd && !verbSinceBreak) {
        // "Your mother and I built": a compound subject keeps its plural verb.
        words[index] = named ? 'they' : voices.speaker;
        named = true;
      } else if (afterAnd && lastSubjectIsSpeaker && named) {
        // "Sam lives far away and I can't" -> "Sam lives far away and cannot".
        words[index] = '';
        pending = 'singular';
      } else if (named) {
        words[index] = 'they';
        pending = 'plural';
      } else {
        words[index] = voices.speaker;
        named = true;
        pending = 'singular';
      }
      lastSubjectIsSpeaker = true;
      return;
    }
    if (lower === 'me' || lower === 'myself') {
      words[index] = named ? (lower === 'me' ? 'them' : 'themselves') : voices.speaker;
      named = true;
      return;
    }
    if (lower === 'my' || lower === 'mine') {
      words[index] = named ? (lower === 'my' ? 'their' : 'theirs') : `${voices.speaker}’s`;
      named = true;
      return;
    }
    if (lower === 'you' || lower === 'yourself') {
      words[index] = voices.other;
      otherNamed = true;
      const next = terms[index + 1];
      if (lower === 'you' && next && (isVerb(next) || isSkippable(next))) pending = 'singular';
      lastSubjectIsSpeaker = false;
      return;
    }
    if (lower === 'your' || lower === 'yours') {
      words[index] = otherNamed ? (lower === 'your' ? 'their' : 'theirs') : `${voices.other}’s`;
      otherNamed = true;
      return;
    }
    if (has(term, 'Pronoun') && ['he', 'she', 'we', 'they', 'it'].includes(lower)) {
      lastSubjectIsSpeaker = false;
      lastAgreement = undefined;
    }
  });
  return join(terms, words).replace(/\bcan not\b/g, 'cannot');
}
