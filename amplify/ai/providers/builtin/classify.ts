/**
 * Conflict-type classification by lexicon. Each category (household chores, trust and
 * honesty, ...) belongs to one of the spec's three conflict types; every word either party
 * wrote that matches a category's lexicon counts for that category, and the type with the
 * most matches wins. Blame patterns ("you always", "you never") count for personality,
 * because they are about how people treat each other rather than what needs doing.
 * Ties go to task, then values: the more concrete framing is the easier one to agree on,
 * and it is also the answer when nothing matches (e.g. answers in another language).
 */
import type { ConflictType } from '../../types';
import type { AnalyzedText } from './analysis';
import { stem } from './text';

interface Category {
  label: string;
  type: ConflictType;
  words: string;
}

const CATEGORIES: Category[] = [
  {
    label: 'communication',
    type: 'personality',
    words: `listen listening ignore ignored interrupt interrupting yell yelling shout shouting scream tone talk talking
      sarcasm sarcastic criticize criticise criticism nag nagging nagged lecture condescending dismissive dismiss silent
      argue arguing argument snap snapping rude mean harsh communication communicate`,
  },
  {
    label: 'feelings and respect',
    type: 'personality',
    words: `respect disrespect disrespected hurt hurtful appreciated unappreciated valued undervalued heard unheard
      belittled humiliated embarrassed lonely anxious upset angry frustrated resentful resentment granted insulted
      feelings emotional emotions supported support care caring affection attention jealous jealousy`,
  },
  {
    label: 'behaviour and temperament',
    type: 'personality',
    words: `attitude personality temper moody mood stubborn controlling defensive selfish lazy messy arrogant passive
      aggressive impatient critical bossy judgmental blame blaming fault behaviour behavior habit habits sulk sulking`,
  },
  {
    label: 'fairness',
    type: 'values',
    words: `fair unfair fairness equal unequal equality justice injustice deserve deserved favouritism favoritism`,
  },
  {
    label: 'trust and honesty',
    type: 'values',
    words: `trust distrust honest honesty dishonest lie lied lying liar truth truthful transparent transparency secret
      secrets loyal loyalty betray betrayed cheat cheating promise promised integrity`,
  },
  {
    label: 'beliefs and priorities',
    type: 'values',
    words: `belief beliefs believe faith religion religious church god principle principles moral morals ethics ethical
      values tradition traditions culture cultural priority priorities important importance meaning purpose freedom
      independence privacy security safety identity politics political`,
  },
  {
    label: 'family and relationships',
    type: 'values',
    words: `family parenting parent parents kids children child upbringing marriage relationship
      in-laws relatives grandparents commitment`,
  },
  {
    label: 'household and chores',
    type: 'task',
    words: `chore chores dishes laundry cleaning clean tidy cooking cook groceries shopping trash garbage vacuum housework
      house home kitchen bathroom garden yard errands`,
  },
  {
    label: 'time and scheduling',
    type: 'task',
    words: `schedule scheduling calendar deadline deadlines late lateness punctual hours weekend weekends shift shifts
      appointment appointments pickup pick-up morning evening evenings timing overtime holiday vacation routine`,
  },
  {
    label: 'money and costs',
    type: 'task',
    words: `money budget budgeting spend spending pay paying paid rent bills bill expenses expense cost costs debt loan
      salary savings save saving price invoice finances financial`,
  },
  {
    label: 'workload and roles',
    type: 'task',
    words: `workload task tasks responsibility responsibilities duties duty role roles assign assigned split share
      divide division delegate handover coverage`,
  },
  {
    label: 'work and process',
    type: 'task',
    words: `project projects process deliverable deliverables report reports meeting meetings client clients customer
      code review approval decision decisions plan planning tool tools office email emails handoff quality`,
  },
];

/** Stem -> categories, built once. */
const LEXICON = new Map<string, Category[]>();
for (const category of CATEGORIES) {
  for (const word of category.words.split(/\s+/).filter(Boolean)) {
    const key = stem(word);
    const list = LEXICON.get(key) ?? [];
    if (!list.includes(category)) list.push(category);
    LEXICON.set(key, list);
  }
}

const BLAME = /\byou(?:'re| are)? (?:always|never|constantly)\b|\byour (?:fault|attitude|problem)\b|\bit'?s (?:all )?your fault\b/gi;
const BLAME_WEIGHT = 2;
const TIE_ORDER: ConflictType[] = ['task', 'values', 'personality'];

export interface Classification {
  conflictType: ConflictType;
  /** Matches per type, for the rationale. */
  scores: Record<ConflictType, number>;
  /** Matched categories, most matches first. */
  categories: { label: string; type: ConflictType; hits: number; examples: string[] }[];
  blameCount: number;
}

interface TextSignals {
  hits: Map<Category, { hits: number; examples: string[] }>;
  blame: number;
}

/** One answer's matches, computed once per call even though several statements draw on it. */
const signalsCache = new WeakMap<AnalyzedText, TextSignals>();

function signalsOf(answer: AnalyzedText): TextSignals {
  const cached = signalsCache.get(answer);
  if (cached) return cached;
  const hits = new Map<Category, { hits: number; examples: string[] }>();
  for (const token of answer.tokens) {
    for (const category of LEXICON.get(token.stem) ?? []) {
      const entry = hits.get(category) ?? { hits: 0, examples: [] };
      entry.hits += 1;
      if (entry.examples.length < 3 && !entry.examples.includes(token.lower)) entry.examples.push(token.lower);
      hits.set(category, entry);
    }
  }
  const signals = { hits, blame: answer.text.match(BLAME)?.length ?? 0 };
  signalsCache.set(answer, signals);
  return signals;
}

export function classify(texts: readonly AnalyzedText[]): Classification {
  const scores: Record<ConflictType, number> = { personality: 0, values: 0, task: 0 };
  const hits = new Map<Category, { hits: number; examples: Set<string> }>();
  let blameCount = 0;
  for (const text of texts) {
    const signals = signalsOf(text);
    for (const [category, entry] of signals.hits) {
      const total = hits.get(category) ?? { hits: 0, examples: new Set<string>() };
      total.hits += entry.hits;
      for (const example of entry.examples) if (total.examples.size < 3) total.examples.add(example);
      hits.set(category, total);
      scores[category.type] += entry.hits;
    }
    blameCount += signals.blame;
  }
  scores.personality += BLAME_WEIGHT * blameCount;
  const conflictType = TIE_ORDER.reduce((best, type) => (scores[type] > scores[best] ? type : best), TIE_ORDER[0]);
  const categories = [...hits.entries()]
    .sort((a, b) => b[1].hits - a[1].hits || CATEGORIES.indexOf(a[0]) - CATEGORIES.indexOf(b[0]))
    .map(([category, entry]) => ({ label: category.label, type: category.type, hits: entry.hits, examples: [...entry.examples] }));
  return { conflictType, scores, categories, blameCount };
}

/** True when the texts point at one type clearly enough to override the overall type. */
export const hasClearType = (classification: Classification) => {
  const sorted = Object.values(classification.scores).sort((a, b) => b - a);
  return sorted[0] >= 2 && sorted[0] > sorted[1];
};
