/**
 * What matters to each party, read from their own answers: each interest has a category
 * (time, money, fairness, respect, safety, ...), a short label in that party's words and a
 * rationale that quotes where they said it. The category is a judgement about meaning, so it
 * needs domain knowledge no library has: a small lexicon of word roots per category, as in
 * classify.ts. compromise supplies the rest: words are matched on their roots ("fell" ->
 * "fall", "kids" -> "kid"), its tags add money amounts (money) and dates and durations
 * (time), and the label is the noun phrase or short verb phrase around the word, re-voiced.
 * Why-answers weigh most (they say what someone needs), then outcomes, then the issue.
 *
 * Also the precedence principle: which consideration the two weigh first, taken from both
 * sides' interests by a fixed order (safety before rest before trust ...), then the other
 * side's first interest.
 */
import type { Interest } from '../../types';
import type { AnalyzedParty, AnalyzedText, AnswerField } from './analysis';
import { has, isVerb, nounPhrases, type Sentence, type Term } from './nlp';
import { neutralise } from './quotes';
import { revoice } from './revoice';
import { TIME_AMOUNTS, TIME_UNITS } from './senses';
import { LONG_ANSWER_CHARS, reportsOthers } from './signposts';

const INTEREST_CATEGORIES = [
  'safety',
  'wellbeing',
  'trust',
  'respect',
  'fairness',
  'family',
  'autonomy',
  'beliefs',
  'recognition',
  'belonging',
  'communication',
  'money',
  'time',
  'workload',
  'work',
  'home',
] as const;
type InterestCategory = (typeof INTEREST_CATEGORIES)[number];

/** Roots per category ("a-b" is two roots in a row). The order of INTEREST_CATEGORIES is also the precedence order. */
const LEXICON_WORDS: Record<InterestCategory, string> = {
  safety: `safe safety unsafe danger dangerous hurt harm injure injury risk protect terrified scared emergency hazard fall-again`,
  wellbeing: `tired exhausted exhaust stress stressed burn-out burnt-out burning-out burnout wipe-out rest sleep decompress unwind sick
    health healthy miserable dread overwhelm overwhelmed crazy anxious anxiety calm relax breathing-room shut-down freeze cavity
    dialysis sanity peace wellbeing punish punished`,
  trust: `trust distrust honest honesty dishonest lie liar truth secret hide betray betrayal promise deal loyal loyalty transparent
    transparency without-tell behind-back delete`,
  respect: `respect disrespect disrespected listen heard humiliate humiliated belittle criticise criticism criticize judge tone yell
    scream shout snide sarcastic rude condescending dismissive attack attacked accuse accused adult intern eye-roll sigh interrupt
    talk-over brutal joke jokes weight laugh tease sulk`,
  fairness: `fair unfair fairness equal equally evenly share split deserve balance half 50/50 rebalance turn alternate
    contribution keep-score`,
  family: `family mum mom mother dad father parent kid child son daughter grandmother grandma grandchild sister brother sibling wife
    husband baby newborn toddler relative uncle aunt grandparent`,
  autonomy: `independence independent freedom control decide decision choice choose permission privacy private own-life my-life
    own-money own-house own-home own-apartment left-alone right-to`,
  beliefs: `faith church mosque religion religious god belief principle tradition hymn blessing nikah ceremony moral ethic values`,
  recognition: `credit recognise recognize recognition recognised acknowledge promote promotion praise appreciate appreciated
    reputation career senior experience mention`,
  belonging: `together alone lonely community welcome miss belong united relationship team-vibe`,
  communication: `talk tell communicate communication conversation discuss message reply feedback directly explain voice one-voice
    contact`,
  money: `money pay cost rent bill budget saving savings fund loan debt salary mortgage income price spend earn dollar pound cash
    afford expensive cheap owe borrow finance fee runway equity pension tax upkeep overtime quote emergency-fund credit-card overdraft`,
  time: `schedule weekend weekday weeknight evening morning night hour deadline late early calendar shift rota summer christmas
    holiday noon bedtime commute on-time time-off`,
  workload: `chore housework clean cleanup cleaning cook cooking dish dishes laundry shopping errand appointment meds babysit
    handover cover on-call workload`,
  work: `work job client customer project release launch quality code review report meeting standup colleague boss manager contract
    firmware spec learn collaboration junior hire office remote`,
  home: `home house room space quiet noise loud music garden yard street driveway parking car apartment flat neighbour wall tree
    property shed gutter kitchen ceiling`,
};

/** Time one spends is no money spent: "spent my saturday", "spend hours", "spent three weeks" (not "spent all our savings"). */
const SPENDING_TIME = TIME_UNITS.flatMap((when) => [`spend-${when}`, ...['my', 'the', 'our', 'his', 'her', 'their', 'a', 'an', ...TIME_AMOUNTS].map((amount) => `spend-${amount}-${when}`)]);

/** Phrases whose words mean something else on their own ("a big deal" is no deal). */
const NOT_INTERESTS = ['big-deal', 'big-enough', 'good-enough', 'take-care', ...SPENDING_TIME];

const LEXICON = new Map<string, InterestCategory[]>(NOT_INTERESTS.map((phrase) => [phrase, []]));
for (const category of INTEREST_CATEGORIES) {
  for (const word of LEXICON_WORDS[category].split(/\s+/).filter(Boolean)) {
    LEXICON.set(word, [...(LEXICON.get(word) ?? []), category]);
  }
}

/** What an interest said in one field is worth: why-answers say what someone needs. */
const FIELD_WEIGHTS: Record<AnswerField, number> = { whyOutcomeMatters: 3, desiredOutcome: 2, issue: 1 };
/** "time", "money" and "work" words are everywhere; they count for less than a need named outright. */
const CATEGORY_WEIGHTS: Partial<Record<InterestCategory, number>> = { time: 0.6, work: 0.6, home: 0.7, communication: 0.8 };
const MAX_INTERESTS_PER_SIDE = 4;
/** Below this, a category was only mentioned in passing (once, in the issue). */
const MIN_SCORE = 1.5;
const LABEL_WORDS = 6;

export interface FoundInterest extends Interest {
  score: number;
}

interface Evidence {
  field: AnswerField;
  text: AnalyzedText;
  sentence: Sentence;
  at: number;
  length: number;
}

function categoriesAt(sentence: Sentence, index: number, field: AnswerField): { categories: InterestCategory[]; length: number } {
  const term = sentence[index];
  const next = sentence[index + 1];
  const next2 = sentence[index + 2];
  const found: { categories: InterestCategory[]; length: number }[] = [];
  if (next && next2) {
    const three = LEXICON.get(`${term.root}-${next.root}-${next2.root}`);
    if (three) found.push({ categories: three, length: 3 });
  }
  if (next) {
    const two = LEXICON.get(`${term.root}-${next.root}`) ?? LEXICON.get(`${term.lower}-${next.lower}`);
    if (two) found.push({ categories: two, length: 2 });
  }
  // "fall" is a season as often as an accident: only the verb counts.
  if (found[0]?.categories.length === 0) return found[0];
  const one = term.root === 'fall' && !isVerb(term) ? undefined : (LEXICON.get(term.root) ?? LEXICON.get(term.lower));
  if (one) found.push({ categories: one, length: 1 });
  if (has(term, 'Money')) found.push({ categories: ['money'], length: 1 });
  // A date or a time is an interest when someone asks for it ("quiet after 11", "by Friday"), not when they report one.
  else if (field === 'desiredOutcome' && (has(term, 'Date') || has(term, 'Duration') || has(term, 'Time')) && !found.length) found.push({ categories: ['time'], length: 1 });
  return found[0] ?? { categories: [], length: 0 };
}

const LEAD_WORDS = new Set(['nothing', 'no', 'not', 'never', 'to', 'be', 'being', 'more', 'less', 'own']);
const STOP_AFTER = new Set(['because', 'while', 'but', 'so', 'and', 'or', 'which', 'when', 'if', 'since', 'though']);
const DANGLING = ['Determiner', 'Preposition', 'Conjunction', 'Possessive', 'Auxiliary', 'Modal', 'Copula', 'Pronoun'];

/** The words around a match, in the party's voice: its noun phrase, or a short phrase from the word on. */
function labelTerms(evidence: Evidence): Term[] {
  const { sentence, at, length } = evidence;
  const phrase = nounPhrases(sentence).find((terms) => terms.includes(sentence[at]));
  if (phrase && phrase.length >= 2 && phrase.length <= LABEL_WORDS) return phrase;
  // A lone word takes the verb it belongs to: "money" -> "run out of money", "control" -> "lose control".
  if (length === 1 && (!phrase || phrase.length === 1)) {
    for (let back = at - 1; back >= Math.max(0, at - 3); back--) {
      const term = sentence[back];
      if (/[,;:.!?]/.test(term.post)) break;
      if (has(term, 'Particle')) continue;
      if (isVerb(term) && !has(term, 'Auxiliary') && !has(term, 'Copula') && !has(term, 'Modal')) return sentence.slice(back, at + 1);
      if (!has(term, 'Preposition') && !has(term, 'Particle') && !has(term, 'Adverb') && !has(term, 'Determiner') && !has(term, 'Adjective')) break;
    }
  }
  // A verb or adjective: from the word (and a "not" before it) to the end of its clause, at most LABEL_WORDS words.
  // "nothing to hide", "not trust": the words that turn a bare word into what was meant.
  let start = at;
  while (start > at - 2 && start > 0 && (LEAD_WORDS.has(sentence[start - 1].lower) || has(sentence[start - 1], 'Negative'))) start--;
  const terms: Term[] = [];
  for (let i = start; i < sentence.length && terms.length < LABEL_WORDS; i++) {
    const term = sentence[i];
    if (i >= at + length && (STOP_AFTER.has(term.lower) || (has(term, 'Pronoun') && !has(term, 'Possessive') && terms.length > 1))) break;
    terms.push(term);
    if (/[,;:.!?]/.test(term.post)) break;
  }
  const dangling = (term: Term) => (DANGLING.some((tag) => has(term, tag)) && !has(term, 'Noun')) || POSSESSIVES.has(term.lower) || term.lower === 'to';
  // The matched words themselves stay ("burnt out"); only what dangles after them goes.
  const keep = Math.min(terms.length, at + length - start);
  while (terms.length > Math.max(1, keep) && dangling(terms[terms.length - 1])) terms.pop();
  return terms.length ? terms : (phrase ?? [sentence[at]]);
}

const POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);
const WORD_CAP = 24;

/** The sentence of the party's answer that holds `word`, as they wrote it (capped). */
function quoteAround(text: string, word: string): string {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
  const sentence = sentences.find((candidate) => pattern.test(candidate)) ?? sentences[0] ?? text;
  const words = neutralise(sentence).split(/\s+/);
  return words.length > WORD_CAP ? `${words.slice(0, WORD_CAP).join(' ').replace(/[,;:]$/, '')}…` : words.join(' ');
}

/** “quote.” with the sentence's own end inside the quotation marks, or a full stop after them. */
const quoted = (text: string) => (/[.!?…]$/.test(text) ? `“${text}”` : `“${text}.”`);

const FIELD_PHRASES: Record<AnswerField, string> = {
  issue: 'describing the issue',
  desiredOutcome: 'saying what outcome they want',
  whyOutcomeMatters: 'saying why it matters',
};

/** Up to four interests of one party, strongest first; none when they wrote nothing that matches. */
export function interestsOf(party: AnalyzedParty, name: string, otherName: string): FoundInterest[] {
  const scores = new Map<InterestCategory, { score: number; evidence: Evidence }>();
  const other = otherName.toLowerCase();
  for (const field of ['whyOutcomeMatters', 'desiredOutcome', 'issue'] as const) {
    const long = party[field].reduce((total, text) => total + text.text.length, 0) > LONG_ANSWER_CHARS;
    for (const text of party[field]) {
      for (const sentence of text.sentences) {
        // "Marcus is 27 and sleeps til noon": an account of the other person says what bothers the speaker, not what they need.
        const first = sentence[0]?.lower;
        if (field === 'issue' && (first === other || first === 'he' || first === 'she' || first === 'you' || first === 'your')) continue;
        // "my sister thinks I should turn it down": someone else's view, on the way to the point.
        if (long && reportsOthers(sentence.map((term) => term.lower).join(' '), field)) continue;
        for (let at = 0; at < sentence.length; at++) {
          const { categories, length } = categoriesAt(sentence, at, field);
          for (const category of categories) {
            const weight = FIELD_WEIGHTS[field] * (CATEGORY_WEIGHTS[category] ?? 1);
            const known = scores.get(category);
            if (known) known.score += weight;
            else scores.set(category, { score: weight, evidence: { field, text, sentence, at, length } });
          }
          if (length > 1) at += length - 1;
        }
      }
    }
  }
  const voices = { speaker: name, other: otherName, speakerNamed: true };
  const ranked = [...scores.entries()].sort((a, b) => b[1].score - a[1].score || INTEREST_CATEGORIES.indexOf(a[0]) - INTEREST_CATEGORIES.indexOf(b[0]));
  const interests: FoundInterest[] = [];
  const taken: { sentence: Sentence; terms: Set<Term> }[] = [];
  for (const [category, { score, evidence }] of ranked) {
    if (interests.length >= MAX_INTERESTS_PER_SIDE) break;
    // A passing mention in the issue alone is not yet an interest, once something stronger was found.
    if (interests.length > 0 && score < MIN_SCORE) continue;
    const terms = labelTerms(evidence);
    // The same words already stand for another interest ("9pm" inside "wiped out by 9pm").
    const overlapping = taken.some((known) => known.sentence === evidence.sentence && terms.some((term) => known.terms.has(term)));
    if (overlapping) continue;
    const label = neutralise(revoice(terms, voices)).replace(/^[“"'‘’(]+|[”"'’),;:.!?]+$/g, '').trim();
    if (!label) continue;
    taken.push({ sentence: evidence.sentence, terms: new Set(terms) });
    const quote = quoteAround(evidence.text.text, evidence.sentence[evidence.at].text);
    interests.push({ category, label, score, rationale: `In ${FIELD_PHRASES[evidence.field]}, ${name} wrote: ${quoted(quote)}` });
  }
  return interests;
}

/** When a party wrote nothing the lexicon knows: their first answer, quoted, as what they asked to be heard on. */
export function fallbackInterest(party: AnalyzedParty, name: string): Interest {
  for (const field of ['desiredOutcome', 'whyOutcomeMatters', 'issue'] as const) {
    const text = party[field][0]?.text;
    if (!text) continue;
    const quote = quoteAround(text, '');
    const words = quote.split(/\s+/);
    const label = words.length > LABEL_WORDS ? `${words.slice(0, LABEL_WORDS).join(' ')}…` : quote.replace(/[.!?]$/, '');
    return { category: 'being heard', label, rationale: `In ${FIELD_PHRASES[field]}, ${name} wrote: ${quoted(quote)}` };
  }
  return { category: 'being heard', label: 'to be asked what matters', rationale: `${name} has not written any answers yet, so what matters to them still needs to be asked.` };
}

/** How a category reads in a sentence: "everyone’s safety", "rest and health". */
const CATEGORY_NOUNS: Record<string, string> = {
  safety: 'safety',
  wellbeing: 'health and rest',
  trust: 'trust',
  respect: 'respect',
  fairness: 'fairness',
  family: 'family',
  autonomy: 'independence',
  beliefs: 'faith and beliefs',
  recognition: 'recognition',
  belonging: 'belonging',
  communication: 'being heard',
  money: 'money',
  time: 'time',
  workload: 'a fair workload',
  work: 'the work',
  home: 'home',
  'being heard': 'being heard',
};

const categoryNoun = (category: string) => CATEGORY_NOUNS[category] ?? category;

const precedenceRank = (category: string) => {
  const index = INTEREST_CATEGORIES.indexOf(category as InterestCategory);
  return index < 0 ? INTEREST_CATEGORIES.length : index;
};

interface Principle {
  code: string;
  human: string;
}

const snake = (category: string) => category.replace(/\s+/g, '_');

/**
 * The consideration weighed first (the highest in precedence order that either side named),
 * then the other side's strongest interest, so the principle is never one side's alone.
 */
export function precedencePrinciple(a: { name: string; interests: Interest[] }, b: { name: string; interests: Interest[] }): Principle {
  const byRank = (x: Interest, y: Interest) => precedenceRank(x.category) - precedenceRank(y.category);
  // Common ground first: the highest consideration both named; else the highest either named.
  const shared = [...a.interests].sort(byRank).find((interest) => b.interests.some((other) => other.category === interest.category));
  if (shared) {
    return {
      code: `${snake(shared.category)}_first`,
      human: `First, ${categoryNoun(shared.category)}, which both ${a.name} and ${b.name} named: rule out any option that puts it at risk for either of them before weighing anything else.`,
    };
  }
  const all = [...a.interests.map((interest) => ({ side: a, interest })), ...b.interests.map((interest) => ({ side: b, interest }))];
  const first = all.sort((x, y) => byRank(x.interest, y.interest))[0];
  if (!first) {
    return {
      code: 'both_needs_equal',
      human: `${a.name}’s needs and ${b.name}’s needs weigh the same: no option should settle one at the other’s expense.`,
    };
  }
  const other = first.side === a ? b : a;
  const then = [...other.interests].sort(byRank)[0];
  if (!then) {
    return {
      code: `${snake(first.interest.category)}_first`,
      human: `First, ${categoryNoun(first.interest.category)} (${first.side.name}: “${first.interest.label}”): rule out any option that puts it at risk before weighing anything else, and ask ${other.name} what matters most to them.`,
    };
  }
  return {
    code: `${snake(first.interest.category)}_then_${snake(then.category)}`,
    human:
      `First, ${categoryNoun(first.interest.category)} (${first.side.name}: “${first.interest.label}”); then ${categoryNoun(then.category)} (${other.name}: “${then.label}”): ` +
      `rule out any option that puts the first at risk, then choose among the rest the one that does most for the second.`,
  };
}
