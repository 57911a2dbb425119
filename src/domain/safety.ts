/**
 * The private safety check each person answers before anything of theirs is shared (docs/rules.md,
 * "Safety"). Questions in Dfuse's own words, behaviourally specific, over the areas family mediators
 * screen for (fear, threats, physical harm, coercive control, stalking, sexual violence, a court
 * order, psychological abuse). Each answer is a boolean field of that person's own SafetyCheck
 * record (owner-only access, never on the shared Issue); the server decides the outcome with
 * `safetyOutcome` (settle-session, step `safety`).
 */

export const SAFETY_QUESTIONS = [
  { id: 'afraid', milder: false, text: (other: string) => `Are you afraid of ${other}?` },
  {
    id: 'threatened',
    milder: false,
    text: (other: string) => `Has ${other} threatened to hurt you, someone close to you, a pet, or themselves?`,
  },
  { id: 'hurt', milder: false, text: (other: string) => `Has ${other} ever pushed, slapped, hit, choked or otherwise physically hurt you?` },
  {
    id: 'controlled',
    milder: false,
    text: (other: string) => `Does ${other} control your money, your phone, who you see or where you go?`,
  },
  {
    id: 'followed',
    milder: false,
    text: (other: string) => `Has ${other} followed you, turned up where you did not want them, or checked your phone, messages or location without your agreement?`,
  },
  { id: 'forced', milder: false, text: (other: string) => `Has ${other} ever forced or pressured you into sexual acts you did not want?` },
  {
    id: 'courtOrder',
    milder: false,
    text: (other: string) => `Is there a court order between you and ${other}, such as a protection, restraining or no-contact order?`,
  },
  { id: 'belittled', milder: true, text: (other: string) => `Does ${other} often insult, humiliate or put you down?` },
  { id: 'walkOnEggshells', milder: true, text: (other: string) => `Do you often hold back what you say or do to avoid ${other}'s anger?` },
] as const;

export type SafetyQuestionId = (typeof SAFETY_QUESTIONS)[number]['id'];
export const SAFETY_QUESTION_IDS: SafetyQuestionId[] = SAFETY_QUESTIONS.map((q) => q.id);

/** Each question's answer; a question not answered yet is missing or null. */
export type SafetyAnswers = Partial<Record<SafetyQuestionId, boolean | null>>;

/**
 * - `clear`: every answer no; the session goes on unchanged.
 * - `caution`: only milder items yes; the person reads a clear note and may go on or close.
 * - `pause`: any other yes; the session is paused for both, and the other side is told only
 *   that it cannot continue.
 */
export type SafetyOutcome = 'clear' | 'caution' | 'pause';

export type SafetyDecision = { kind: 'unanswered'; missing: SafetyQuestionId[] } | { kind: SafetyOutcome };

/** The outcome of a complete set of answers, or which questions are still unanswered. */
export function safetyOutcome(answers: SafetyAnswers): SafetyDecision {
  const missing = SAFETY_QUESTION_IDS.filter((id) => typeof answers[id] !== 'boolean');
  if (missing.length) return { kind: 'unanswered', missing };
  const yes = SAFETY_QUESTIONS.filter((q) => answers[q.id] === true);
  if (yes.some((q) => !q.milder)) return { kind: 'pause' };
  return { kind: yes.length ? 'caution' : 'clear' };
}

/**
 * The check offered again at a check-in of step 7 (issue 25, "Re-checked later") may be passed this
 * time (`skipped`), which the server records as this outcome; a yes given alongside still counts.
 */
export const RECHECK_SKIPPED = 'skipped';
export type RecheckDecision = SafetyDecision | { kind: typeof RECHECK_SKIPPED };

/** The outcome of the check again at a check-in: passed this time, or as the first check decides. */
export function recheckOutcome(check: SafetyAnswers & { skipped?: boolean | null }): RecheckDecision {
  const anyYes = SAFETY_QUESTION_IDS.some((id) => check[id] === true);
  return check.skipped === true && !anyYes ? { kind: RECHECK_SKIPPED } : safetyOutcome(check);
}

/** Whether a recorded check lets this person go on: all no, or milder items only and they chose to go on. */
export function safetyCleared(check: { outcome?: string | null; goOnAt?: string | null } | null | undefined): boolean {
  if (!check) return false;
  return check.outcome === 'clear' || (check.outcome === 'caution' && Boolean(check.goOnAt));
}


export const SAFETY_TEXTS = {
  heading: 'A few private questions first',
  recheckHeading: 'Before the check-in: the same private questions again',
  recheckIntro:
    'Things can change. Before you answer the check-in, we ask these questions again. As before, your answers are yours alone: the other person never sees them, or whether you answered, or that you chose to skip them.',
  recheckSkip: 'Skip them this time',
  intro:
    'Before anything you write is shared, we ask everyone these questions. Your answers are yours alone: the other person never sees them, or whether you answered yes or no.',
  pauseTitle: 'Thank you for telling us',
  pause:
    'What you answered means that working this out together, through Dfuse, may not be safe for you right now. We have paused this session. The other person is told only that it cannot continue, never why, and no invitation goes out. You do not have to do anything else here.',
  cautionTitle: 'Before you go on',
  caution:
    'Some of what you answered can make a joint conversation hard or hurtful. You can still go on if you feel safe to; the other person will not know how you answered. If things change, you can leave at any time, and help is listed below.',
  closeExplained: 'Closing the session ends it for both of you. The other person is told only that it cannot continue.',
} as const;

/** The key of a person's check: the session and their normalized e-mail (owner). */
export interface SafetyCheckKey {
  issueId: string;
  ownerEmail: string;
}
