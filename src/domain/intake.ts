/**
 * The start-a-session chat (docs/rules.md, "Intake"): six scripted steps, the rules
 * for each answer, and the checks before the session is created. Pure: the page keeps the
 * state and renders the messages; nothing here touches React or the network.
 */
import { isValidEmail } from './email';
import { normalizeEmail } from './identity';
import { LIMITS, LIMIT_MESSAGES } from './limits';
import { parseStoredObject } from './storedJson';

export const BOT_DELAY_MS = 600;
export const REDIRECT_AFTER_FINALIZE_MS = 1200;

export type ListStep = 'issue' | 'outcome' | 'why';
export type StepName = ListStep | 'firstName' | 'lastName' | 'email';
export const STEPS: readonly StepName[] = ['issue', 'outcome', 'why', 'firstName', 'lastName', 'email'];
const LIST_STEPS: readonly StepName[] = ['issue', 'outcome', 'why'];
export const isListStep = (step: StepName): step is ListStep => LIST_STEPS.includes(step);

/** The longest answer a step takes (docs/rules.md, "Limits"): the chat shows it as the person types. */
export function stepLimit(step: StepName): number {
  if (isListStep(step)) return LIMITS.answer;
  return step === 'email' ? LIMITS.email : LIMITS.name;
}

export interface IntakeAnswers {
  issue: string[];
  outcome: string[];
  why: string[];
  collaboratorFirstName: string;
  collaboratorLastName: string;
  collaboratorEmail: string;
}

export interface IntakeState {
  /** Index into STEPS; STEPS.length once every answer is in. */
  step: number;
  answers: IntakeAnswers;
}

export const EMPTY_INTAKE: IntakeState = {
  step: 0,
  answers: { issue: [], outcome: [], why: [], collaboratorFirstName: '', collaboratorLastName: '', collaboratorEmail: '' },
};

export const MESSAGES = {
  needOneEntry: 'Please share at least one response before moving on.',
  firstName: "Please enter your collaborator's first name.",
  lastName: "Please enter your collaborator's last name.",
  invalidEmail: (example: string) => `Please enter a valid email address (e.g., ${example}).`,
  ownEmail: "That's your own email address. Please enter the email of the person you want to invite.",
  finalizeNoEmail: 'I still need a valid collaborator email before I can create the session.',
  finalizeNoAccountEmail: "I couldn't read your account email. Please log out and back in, then try again.",
  finalizeNames: 'Please provide both first and last names for you and your collaborator.',
  finalizeNoIssue: 'Please share at least one sentence about the issue before we continue.',
  saveFailed: (details?: string) => `Hmm, I couldn't save that just now: ${details?.trim() || 'Save failed.'}`,
  rewriteThreat: 'Your words are still in the box below: please rewrite them before sending.',
  safetyNext: (name: string) => `Your session is saved. Before ${name} is invited, a few private questions for you alone. Taking you there…`,
  finalizeFailed: (details?: string) => `I'm sorry, there was an error finalizing your session: ${details?.trim() || 'Unexpected error.'}`,
} as const;

/** The bot's opening line. */
export const welcome = (firstName: string) =>
  `Hi ${firstName.trim() || 'there'}! I'll help you set up a private session and invite the other person. It takes about three minutes.`;

/** What the bot asks at each step. */
export function prompt(step: StepName, answers: IntakeAnswers): string {
  switch (step) {
    case 'issue':
      return "What's the issue? Describe it in your own words. You can send several messages; type 'done' when you've covered it.";
    case 'outcome':
      return "What outcome would you like? Add as many as you need, then type 'done'.";
    case 'why':
      return "Why does that outcome matter to you? Type 'done' when you're finished.";
    case 'firstName':
      return "Who would you like to invite? What's their first name?";
    case 'lastName':
      return `And ${answers.collaboratorFirstName}'s last name?`;
    case 'email':
      return `What's ${answers.collaboratorFirstName}'s email address? I'll send the invitation there.`;
  }
}

const LIST_FIELD: Record<ListStep, 'issue' | 'outcome' | 'why'> = { issue: 'issue', outcome: 'outcome', why: 'why' };

/** An example address for the e-mail message, from the collaborator's first name when it is plain. */
export function exampleEmail(firstName: string): string {
  const local = firstName.trim().toLowerCase();
  return /^[a-z]{1,30}$/.test(local) ? `${local}@example.com` : 'name@example.com';
}

export type EntryResult =
  /** The entry was taken; `state` is the new state. `reply` is the bot's next line. */
  | { kind: 'accepted'; state: IntakeState; reply: string }
  /** A repeat of the previous entry: not added, the user is told so. */
  | { kind: 'duplicate'; state: IntakeState; reply: string }
  /** Refused with the bot's explanation; nothing changes. */
  | { kind: 'refused'; state: IntakeState; reply: string }
  /** The last answer is in; the page creates the session next. */
  | { kind: 'complete'; state: IntakeState; reply: string };

/**
 * Applies one message from the user at the current step. `accountEmail` is the signed-in
 * user's own address (inviting yourself is refused).
 */
export function submitEntry(state: IntakeState, rawText: string, accountEmail: string): EntryResult {
  const step = STEPS[state.step];
  const text = rawText.trim();
  const refuse = (reply: string): EntryResult => ({ kind: 'refused', state, reply });
  const advance = (answers: IntakeAnswers): EntryResult => {
    const next = { step: state.step + 1, answers };
    if (next.step >= STEPS.length) {
      return { kind: 'complete', state: next, reply: `Thanks! Creating your session and inviting ${answers.collaboratorFirstName}…` };
    }
    return { kind: 'accepted', state: next, reply: prompt(STEPS[next.step], answers) };
  };

  if (!step) return refuse('Your session is already being created.');

  if (isListStep(step)) {
    const field = LIST_FIELD[step];
    const entries = state.answers[field];
    if (text.toLowerCase() === 'done') {
      return entries.length ? advance(state.answers) : refuse(MESSAGES.needOneEntry);
    }
    if (!text) return refuse(entries.length ? "Type another answer, or 'done' to move on." : MESSAGES.needOneEntry);
    if (text.length > LIMITS.answer) return refuse(LIMIT_MESSAGES.answer);
    const previous = entries[entries.length - 1];
    if (previous !== undefined && previous.toLowerCase() === text.toLowerCase()) {
      return { kind: 'duplicate', state, reply: "I've already got that one. Add something new, or type 'done' to move on." };
    }
    if (entries.length >= LIMITS.answerEntries) return refuse(`${LIMIT_MESSAGES.answerEntries} Type 'done' to move on.`);
    const answers = { ...state.answers, [field]: [...entries, text] };
    return { kind: 'accepted', state: { ...state, answers }, reply: "Got it. Add more, or type 'done' to move on." };
  }

  if (step === 'firstName' || step === 'lastName') {
    if (!text) return refuse(step === 'firstName' ? MESSAGES.firstName : MESSAGES.lastName);
    if (text.length > LIMITS.name) return refuse(LIMIT_MESSAGES.name);
    const key = step === 'firstName' ? 'collaboratorFirstName' : 'collaboratorLastName';
    return advance({ ...state.answers, [key]: text });
  }

  const email = normalizeEmail(text);
  if (email.length > LIMITS.email) return refuse(LIMIT_MESSAGES.email);
  if (!isValidEmail(email)) return refuse(MESSAGES.invalidEmail(exampleEmail(state.answers.collaboratorFirstName)));
  if (email === normalizeEmail(accountEmail)) return refuse(MESSAGES.ownEmail);
  return advance({ ...state.answers, collaboratorEmail: email });
}

export interface Initiator {
  email: string;
  firstName: string;
  lastName: string;
}

/** The new Issue's fields (docs/rules.md, "Intake"), without the id and timestamps. */
export interface NewSessionInput {
  initiatorEmail: string;
  collaboratorEmail: string;
  initiatorFirstName: string;
  initiatorLastName: string;
  collaboratorFirstName: string;
  collaboratorLastName: string;
  initiatorIssue: string[];
  desiredOutcomeInitiator: string[];
  whyOutcomeMattersInitiator: string[];
  status: 'created';
  collaboratorJoined: false;
  inviteEmailStatus: 'pending';
}

const nonBlank = (items: string[]) => items.map((s) => s.trim()).filter(Boolean);

/** The finalize checks, in the spec's order; the first problem found, or the session to create. */
export function prepareSession(answers: IntakeAnswers, initiator: Initiator): { problem: string } | { input: NewSessionInput } {
  const collaboratorEmail = normalizeEmail(answers.collaboratorEmail);
  const initiatorEmail = normalizeEmail(initiator.email);
  if (!isValidEmail(collaboratorEmail)) return { problem: MESSAGES.finalizeNoEmail };
  if (!initiatorEmail) return { problem: MESSAGES.finalizeNoAccountEmail };
  const names = [initiator.firstName, initiator.lastName, answers.collaboratorFirstName, answers.collaboratorLastName].map((n) => n.trim());
  if (names.some((n) => !n)) return { problem: MESSAGES.finalizeNames };
  const issue = nonBlank(answers.issue);
  if (!issue.length) return { problem: MESSAGES.finalizeNoIssue };
  if (collaboratorEmail === initiatorEmail) return { problem: MESSAGES.ownEmail };
  return {
    input: {
      initiatorEmail,
      collaboratorEmail,
      initiatorFirstName: names[0],
      initiatorLastName: names[1],
      collaboratorFirstName: names[2],
      collaboratorLastName: names[3],
      initiatorIssue: issue,
      desiredOutcomeInitiator: nonBlank(answers.outcome),
      whyOutcomeMattersInitiator: nonBlank(answers.why),
      status: 'created',
      collaboratorJoined: false,
      inviteEmailStatus: 'pending',
    },
  };
}

/** A chat state read back from storage, or null when it is not one this code wrote. */
export function parseStoredIntake(raw: string | null): IntakeState | null {
  const value = parseStoredObject(raw);
  if (!value) return null;
  const { step, answers } = value as Partial<IntakeState>;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= STEPS.length) return null;
  if (typeof answers !== 'object' || answers === null) return null;
  const lists = [answers.issue, answers.outcome, answers.why];
  const texts = [answers.collaboratorFirstName, answers.collaboratorLastName, answers.collaboratorEmail];
  const okList = (l: unknown) =>
    Array.isArray(l) && l.length <= LIMITS.answerEntries && l.every((s) => typeof s === 'string' && s.trim() && s.length <= LIMITS.answer);
  if (!lists.every(okList) || !texts.every((t) => typeof t === 'string')) return null;
  const [first, last, email] = texts as string[];
  if (first.length > LIMITS.name || last.length > LIMITS.name || email.length > LIMITS.email) return null;
  // A name step already passed holds a name, as it would have when it was left.
  if ((step > STEPS.indexOf('firstName') && !first.trim()) || (step > STEPS.indexOf('lastName') && !last.trim())) return null;
  // Every list step already passed must hold an entry, as it would have when it was left.
  if (lists.slice(0, Math.min(step, lists.length)).some((l) => !(l as string[]).length)) return null;
  return { step, answers: answers as IntakeAnswers };
}

export interface ChatMessage {
  from: 'bot' | 'user';
  text: string;
  /** A fixed response to words of danger (src/domain/crisis.ts), shown with the help list before `text`. */
  crisis?: string;
}

/**
 * The conversation that leads to `state`: the welcome, each step's question and the user's
 * answers. Rebuilds the chat after a reload from the stored answers alone.
 */
export function transcriptOf(state: IntakeState, firstName: string): ChatMessage[] {
  const messages: ChatMessage[] = [{ from: 'bot', text: welcome(firstName) }];
  const { answers } = state;
  const single: Partial<Record<StepName, string>> = {
    firstName: answers.collaboratorFirstName,
    lastName: answers.collaboratorLastName,
    email: answers.collaboratorEmail,
  };
  STEPS.forEach((step, index) => {
    if (index > state.step) return;
    messages.push({ from: 'bot', text: prompt(step, answers) });
    if (index === state.step) return;
    if (isListStep(step)) {
      for (const entry of answers[LIST_FIELD[step]]) messages.push({ from: 'user', text: entry });
      messages.push({ from: 'user', text: 'done' });
    } else {
      messages.push({ from: 'user', text: single[step] ?? '' });
    }
  });
  // While a list step is under way, its entries so far follow its question.
  const current = STEPS[state.step];
  if (current && isListStep(current)) for (const entry of answers[LIST_FIELD[current]]) messages.push({ from: 'user', text: entry });
  return messages;
}
