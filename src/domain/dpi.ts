/**
 * The Dfuse Personality Indicator (DPI): 16 four-letter types, the 12-statement questionnaire and
 * its scoring (docs/rules.md, "DPI"). Pure: no I/O.
 */

import { parseStoredObject } from './storedJson';

export const DPI_TYPES = [
  'ISTJ',
  'ISFJ',
  'INFJ',
  'INTJ',
  'ISTP',
  'ISFP',
  'INFP',
  'INTP',
  'ESTP',
  'ESFP',
  'ENFP',
  'ENTP',
  'ESTJ',
  'ESFJ',
  'ENFJ',
  'ENTJ',
] as const;
export type DpiType = (typeof DPI_TYPES)[number];

export function parseDpiType(value: unknown): DpiType | null {
  if (typeof value !== 'string') return null;
  const type = value.trim().toUpperCase();
  return (DPI_TYPES as readonly string[]).includes(type) ? (type as DpiType) : null;
}

export type DpiPair = 'EI' | 'SN' | 'TF' | 'JP';
export type DpiLetter = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';

export const DPI_PAIRS: readonly { pair: DpiPair; first: DpiLetter; second: DpiLetter; label: string }[] = [
  { pair: 'EI', first: 'E', second: 'I', label: 'E vs I' },
  { pair: 'SN', first: 'S', second: 'N', label: 'S vs N' },
  { pair: 'TF', first: 'T', second: 'F', label: 'T vs F' },
  { pair: 'JP', first: 'J', second: 'P', label: 'J vs P' },
];

export const DPI_LETTER_NAMES: Record<DpiLetter, string> = {
  E: 'Extraversion',
  I: 'Introversion',
  S: 'Sensing',
  N: 'Intuition',
  T: 'Thinking',
  F: 'Feeling',
  J: 'Judging',
  P: 'Perceiving',
};

export interface DpiQuestion {
  id: string;
  text: string;
  pair: DpiPair;
  /** The letter that agreeing with the statement leans towards. */
  positiveLetter: DpiLetter;
}

/** 12 statements, 3 per pair; some are keyed to the second letter so agreeing can lean either way. */
export const DPI_QUESTIONS: readonly DpiQuestion[] = [
  { id: 'ei1', pair: 'EI', positiveLetter: 'E', text: 'Spending time with a group of people leaves me with more energy.' },
  { id: 'ei2', pair: 'EI', positiveLetter: 'I', text: 'After a busy day, I would rather have quiet time on my own.' },
  { id: 'ei3', pair: 'EI', positiveLetter: 'E', text: 'I work out what I think by talking it through out loud.' },
  { id: 'sn1', pair: 'SN', positiveLetter: 'S', text: 'I trust facts and past experience more than hunches.' },
  { id: 'sn2', pair: 'SN', positiveLetter: 'N', text: 'I enjoy imagining what could be more than sorting out the details of what is.' },
  { id: 'sn3', pair: 'SN', positiveLetter: 'S', text: 'I prefer clear step-by-step instructions to a general idea of the goal.' },
  { id: 'tf1', pair: 'TF', positiveLetter: 'T', text: 'When I decide, sound reasoning counts for more than how people will feel.' },
  { id: 'tf2', pair: 'TF', positiveLetter: 'F', text: 'Before choosing, I think first about how the choice will affect the people involved.' },
  { id: 'tf3', pair: 'TF', positiveLetter: 'T', text: 'I would rather be direct and accurate than tactful.' },
  { id: 'jp1', pair: 'JP', positiveLetter: 'J', text: 'I like plans to be settled well in advance.' },
  { id: 'jp2', pair: 'JP', positiveLetter: 'P', text: 'I prefer to keep my options open and decide at the last moment.' },
  { id: 'jp3', pair: 'JP', positiveLetter: 'J', text: 'I feel more at ease once a decision has been made.' },
];

export const DPI_ANSWERS = [
  { value: -2, label: 'Strongly Disagree' },
  { value: -1, label: 'Disagree' },
  { value: 0, label: 'Neutral' },
  { value: 1, label: 'Agree' },
  { value: 2, label: 'Strongly Agree' },
] as const;
export type DpiAnswer = (typeof DPI_ANSWERS)[number]['value'];

export function isDpiAnswer(value: unknown): value is DpiAnswer {
  return typeof value === 'number' && DPI_ANSWERS.some((a) => a.value === value);
}

/** Answers by question id. */
export type DpiAnswers = Partial<Record<string, DpiAnswer>>;

export function dpiAnsweredCount(answers: DpiAnswers): number {
  return DPI_QUESTIONS.filter((q) => isDpiAnswer(answers[q.id])).length;
}

export interface DpiPairScore {
  pair: DpiPair;
  label: string;
  first: DpiLetter;
  second: DpiLetter;
  /** Positive leans to the first letter, negative to the second. */
  total: number;
  letter: DpiLetter;
}

export interface DpiResult {
  type: DpiType;
  breakdown: DpiPairScore[];
}

/**
 * Each pair is summed: the positive letter adds the answer, the other letter subtracts it
 * (seen from the first letter of the pair). A total of 0 or more gives the first letter
 * (E, S, T, J), otherwise the second (I, N, F, P). Null until all 12 are answered.
 */
export function scoreDpi(answers: DpiAnswers): DpiResult | null {
  if (dpiAnsweredCount(answers) !== DPI_QUESTIONS.length) return null;
  const breakdown = DPI_PAIRS.map(({ pair, first, second, label }) => {
    const total = DPI_QUESTIONS.filter((q) => q.pair === pair).reduce((sum, q) => {
      const answer = answers[q.id] ?? 0;
      return q.positiveLetter === first ? sum + answer : sum - answer;
    }, 0);
    return { pair, label, first, second, total, letter: total >= 0 ? first : second };
  });
  return { type: breakdown.map((b) => b.letter).join('') as DpiType, breakdown };
}

/** The Profile's dpiResults entries for a questionnaire result, e.g. 'EI: E (+3)', then 'test'. */
export function formatDpiResults(result: DpiResult): string[] {
  return [...result.breakdown.map((b) => `${b.pair}: ${b.letter} (${b.total > 0 ? '+' : ''}${b.total})`), 'test'];
}

/** The questionnaire's place and answers, kept in browser storage across a reload. */
export interface DpiQuizState {
  answers: DpiAnswers;
  /** The question shown, 0 to 11. */
  index: number;
}

/** Reads a stored questionnaire state; anything malformed or inconsistent is ignored (null). */
export function parseDpiQuizState(raw: string | null): DpiQuizState | null {
  const value = parseStoredObject(raw);
  if (!value) return null;
  const { answers, index } = value;
  if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return null;
  if (typeof index !== 'number' || !Number.isInteger(index)) return null;
  if (index < 0 || index >= DPI_QUESTIONS.length) return null;
  const ids = new Set(DPI_QUESTIONS.map((q) => q.id));
  const parsed: DpiAnswers = {};
  for (const [id, answer] of Object.entries(answers)) {
    if (!ids.has(id) || !isDpiAnswer(answer)) return null;
    parsed[id] = answer;
  }
  // The page only moves past a statement once it is answered.
  if (DPI_QUESTIONS.slice(0, index).some((q) => !isDpiAnswer(parsed[q.id]))) return null;
  return { answers: parsed, index };
}
