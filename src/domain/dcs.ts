/**
 * The Dfuse Conflict Styles (DCS) assessment: the five conflict modes, the 20 statements of the
 * questionnaire and its scoring (docs/rules.md, "DCS"). Pure: no I/O.
 */

import { parseStoredObject } from './storedJson';

/** The five conflict modes, in the order the mode picker shows them. */
export const DCS_MODES = ['avoiding', 'competing', 'accommodating', 'collaborating', 'compromising'] as const;
export type DcsMode = (typeof DCS_MODES)[number];

/** Version tag stored with the scores on the Profile. */
export const DCS_VERSION = 'DCS-v2';

/** The number of statements, the answer scale, and the highest score one style can reach. */
export const DCS_QUESTION_COUNT = 20;
export const DCS_SCALE = [1, 2, 3, 4, 5] as const;
export type DcsAnswer = (typeof DCS_SCALE)[number];
export const DCS_SCALE_LABELS: Record<DcsAnswer, string> = {
  1: 'never',
  2: 'seldom',
  3: 'sometimes',
  4: 'often',
  5: 'always',
};
export const DCS_MAX_STYLE_SCORE = 20;

export const DCS_MODE_LABELS: Record<DcsMode, string> = {
  avoiding: 'Avoiding',
  competing: 'Competing',
  accommodating: 'Accommodating',
  collaborating: 'Collaborating',
  compromising: 'Compromising',
};

/** What each picker card says about its mode. */
export const DCS_MODE_DESCRIPTIONS: Record<DcsMode, string> = {
  avoiding: 'Delays or defers conflict; low assertiveness and cooperativeness.',
  competing: 'Win/lose decisiveness; high assertiveness, low cooperativeness.',
  accommodating: 'Yields to maintain harmony; low assertiveness, high cooperativeness.',
  collaborating: 'Win/win integration; high both.',
  compromising: 'Split the difference; moderate both.',
};

/** A stored or typed mode is honoured only if it is one of the five (compared trimmed, case-insensitively). */
export function parseDcsMode(value: unknown): DcsMode | null {
  if (typeof value !== 'string') return null;
  const mode = value.trim().toLowerCase();
  return (DCS_MODES as readonly string[]).includes(mode) ? (mode as DcsMode) : null;
}

export type DcsContext = 'work' | 'family';
export const DCS_CONTEXT_LABELS: Record<DcsContext, string> = { work: 'Workplace', family: 'Family / Personal' };

export interface DcsQuestion {
  /** 1 to 20; also the number shown next to the statement. */
  id: number;
  text: string;
  context: DcsContext;
}

/** The 20 statements: 1–4 Avoidance, 5–8 Competition, 9–12 Compromise, 13–16 Accommodation, 17–20 Collaboration. */
export const DCS_QUESTIONS: readonly DcsQuestion[] = [
  { id: 1, context: 'work', text: 'When a disagreement comes up at work, I put off dealing with it for as long as I can.' },
  { id: 2, context: 'family', text: 'At home, I change the subject when a conversation starts turning into an argument.' },
  { id: 3, context: 'work', text: 'In meetings I keep my objections to myself rather than risk a clash.' },
  { id: 4, context: 'family', text: 'When someone close to me is upset with me, I wait and hope it passes on its own.' },
  { id: 5, context: 'work', text: 'In a work dispute, I push hard for the outcome I believe is right.' },
  { id: 6, context: 'family', text: 'When family members disagree with me, I keep making my case until they come round.' },
  { id: 7, context: 'work', text: 'I am comfortable using my role or expertise to settle a disagreement my way.' },
  { id: 8, context: 'family', text: 'In a personal argument, winning the point matters a lot to me.' },
  { id: 9, context: 'work', text: 'I look for a middle position where each side gives up something.' },
  { id: 10, context: 'family', text: 'At home, I suggest we each get part of what we want so we can move on.' },
  { id: 11, context: 'work', text: 'With a deadline close, I would rather agree a fair split quickly than keep debating.' },
  { id: 12, context: 'family', text: 'I will drop some of my demands if the other person drops some of theirs.' },
  { id: 13, context: 'work', text: "I go along with a colleague's preference to keep the peace, even when I see it differently." },
  { id: 14, context: 'family', text: 'I put the wishes of people close to me ahead of my own to avoid friction.' },
  { id: 15, context: 'work', text: 'If a teammate feels strongly about something, I usually let them have their way.' },
  { id: 16, context: 'family', text: 'I apologise first to restore harmony, even when I am not sure I was in the wrong.' },
  { id: 17, context: 'work', text: "I bring everyone's concerns into the open so we can find a solution that works for all of us." },
  { id: 18, context: 'family', text: 'When we disagree at home, I ask questions until I understand what the other person needs.' },
  { id: 19, context: 'work', text: 'I keep working on a problem with others until we reach an answer that satisfies both sides.' },
  { id: 20, context: 'family', text: 'I treat a disagreement with someone close to me as a problem we solve together.' },
];

export type DcsStyle = 'Avoidance' | 'Competition' | 'Compromise' | 'Accommodation' | 'Collaboration';

export interface DcsStyleDefinition {
  style: DcsStyle;
  mode: DcsMode;
  /** The question numbers that score this style (weight 1 each). */
  questions: readonly number[];
}

export const DCS_STYLES: readonly DcsStyleDefinition[] = [
  { style: 'Avoidance', mode: 'avoiding', questions: [1, 2, 3, 4] },
  { style: 'Competition', mode: 'competing', questions: [5, 6, 7, 8] },
  { style: 'Compromise', mode: 'compromising', questions: [9, 10, 11, 12] },
  { style: 'Accommodation', mode: 'accommodating', questions: [13, 14, 15, 16] },
  { style: 'Collaboration', mode: 'collaborating', questions: [17, 18, 19, 20] },
];

export type DcsBand = 'Very strong' | 'Strong' | 'Average' | 'Weak' | 'Very weak';

/** Bands, highest first, with the lowest score each starts at. */
export const DCS_BANDS: readonly { band: DcsBand; min: number; max: number }[] = [
  { band: 'Very strong', min: 17, max: 20 },
  { band: 'Strong', min: 13, max: 16 },
  { band: 'Average', min: 9, max: 12 },
  { band: 'Weak', min: 5, max: 8 },
  { band: 'Very weak', min: 0, max: 4 },
];

export function dcsBand(score: number): DcsBand {
  for (const { band, min } of DCS_BANDS) if (score >= min) return band;
  return 'Very weak';
}

/** Answers by question number. */
export type DcsAnswers = Partial<Record<number, DcsAnswer>>;

export function isDcsAnswer(value: unknown): value is DcsAnswer {
  return typeof value === 'number' && (DCS_SCALE as readonly number[]).includes(value);
}

export function dcsAnsweredCount(answers: DcsAnswers): number {
  return DCS_QUESTIONS.filter((q) => isDcsAnswer(answers[q.id])).length;
}

/** Progress in whole percent: answered count / 20. */
export function dcsProgress(answers: DcsAnswers): number {
  return Math.round((dcsAnsweredCount(answers) / DCS_QUESTION_COUNT) * 100);
}

export function dcsComplete(answers: DcsAnswers): boolean {
  return dcsAnsweredCount(answers) === DCS_QUESTION_COUNT;
}

export interface DcsStyleScore extends DcsStyleDefinition {
  score: number;
  band: DcsBand;
}

export interface DcsResult {
  styles: DcsStyleScore[];
  /** Every style with the highest score, in table order (ties are all listed). */
  dominant: DcsStyleScore[];
}

/** Scores the questionnaire; null until all 20 statements are answered with 1 to 5. */
export function scoreDcs(answers: DcsAnswers): DcsResult | null {
  if (!dcsComplete(answers)) return null;
  const styles = DCS_STYLES.map((definition) => {
    const score = definition.questions.reduce((sum, id) => sum + (answers[id] ?? 0), 0);
    return { ...definition, score, band: dcsBand(score) };
  });
  const top = Math.max(...styles.map((s) => s.score));
  return { styles, dominant: styles.filter((s) => s.score === top) };
}

/** The mode saved for a result: the first dominant style's. */
export function dominantMode(result: DcsResult | null): DcsMode | null {
  return result?.dominant[0]?.mode ?? null;
}

/**
 * What the dominant style(s) mean, in plain words (docs/rules.md, "DCS"): a tie above all, where
 * only the first is saved (dominantMode), which must not read as a judgement on the others.
 */
export function dominantExplanation(dominant: readonly DcsStyleScore[]): string {
  const [first, ...others] = dominant;
  if (!first) return '';
  const label = DCS_MODE_LABELS[first.mode];
  if (!others.length) return `${label} scored highest (${first.score} of ${DCS_MAX_STYLE_SCORE}): it is the style you tend to use most when a disagreement comes up. It is saved as your conflict style.`;
  const names = dominant.map((d) => DCS_MODE_LABELS[d.mode]);
  const listed = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return (
    `A tie: ${listed} scored the same (${first.score} of ${DCS_MAX_STYLE_SCORE}), so you tend to use ${others.length === 1 ? 'both' : 'each of them'} about equally. ` +
    `Only one style can be saved, so Dfuse saves the first in the list, ${label}; it says nothing against the other${others.length === 1 ? '' : 's'}.`
  );
}

/** The Profile's dcsScores entries: 'Style: score (band)'. */
export function formatDcsScores(result: DcsResult): string[] {
  return result.styles.map((s) => `${s.style}: ${s.score} (${s.band})`);
}

/** What the questionnaire keeps in browser storage so a reload does not lose the answers. */
export interface DcsQuizState {
  answers: DcsAnswers;
  showResults: boolean;
}

/**
 * Reads a stored questionnaire state. Anything that is not exactly what the page wrote
 * (bad JSON, unknown question numbers, answers outside 1..5, results shown while
 * incomplete) is ignored: the caller starts fresh.
 */
export function parseDcsQuizState(raw: string | null): DcsQuizState | null {
  const value = parseStoredObject(raw);
  if (!value) return null;
  const { answers, showResults } = value;
  if (!answers || typeof answers !== 'object' || Array.isArray(answers) || typeof showResults !== 'boolean') return null;
  const parsed: DcsAnswers = {};
  for (const [key, answer] of Object.entries(answers)) {
    const id = Number(key);
    if (!/^\d+$/.test(key) || id < 1 || id > DCS_QUESTION_COUNT || !isDcsAnswer(answer)) return null;
    parsed[id] = answer;
  }
  if (showResults && !dcsComplete(parsed)) return null;
  return { answers: parsed, showResults };
}
