import { describe, expect, it } from 'vitest';
import {
  EMPTY_INTAKE,
  MESSAGES,
  STEPS,
  exampleEmail,
  isListStep,
  parseStoredIntake,
  prepareSession,
  prompt,
  submitEntry,
  transcriptOf,
  welcome,
  type EntryResult,
  type Initiator,
  type IntakeAnswers,
  type IntakeState,
  type StepName,
} from '../../../src/domain/intake';
import { LIMITS, LIMIT_MESSAGES } from '../../../src/domain/limits';

const ACCOUNT = 'me@example.com';
const GOT_IT = "Got it. Add more, or type 'done' to move on.";
const DUPLICATE = "I've already got that one. Add something new, or type 'done' to move on.";

/** Answers with every step filled in (the e-mail left for the caller). */
const FILLED: IntakeAnswers = {
  issue: ['We disagree about chores.'],
  outcome: ['A fair rota.'],
  why: ['Less arguing.'],
  collaboratorFirstName: 'Sam',
  collaboratorLastName: 'Lee',
  collaboratorEmail: '',
};

/** A state sitting at `step`, with every earlier step answered and the current and later list steps empty. */
function stateAt(step: StepName, overrides: Partial<IntakeAnswers> = {}): IntakeState {
  const index = STEPS.indexOf(step);
  const answers: IntakeAnswers = {
    issue: index > 0 ? [...FILLED.issue] : [],
    outcome: index > 1 ? [...FILLED.outcome] : [],
    why: index > 2 ? [...FILLED.why] : [],
    collaboratorFirstName: index > 3 ? FILLED.collaboratorFirstName : '',
    collaboratorLastName: index > 4 ? FILLED.collaboratorLastName : '',
    collaboratorEmail: '',
  };
  return { step: index, answers: { ...answers, ...overrides } };
}

const send = (state: IntakeState, text: string, account = ACCOUNT): EntryResult => submitEntry(state, text, account);

/** Sends each text in turn, failing if any of them is refused; returns the final state. */
function feed(inputs: string[], start: IntakeState = EMPTY_INTAKE, account = ACCOUNT): IntakeState {
  let state = start;
  for (const text of inputs) {
    const result = send(state, text, account);
    expect(result.kind, `input ${JSON.stringify(text)}: ${result.reply}`).not.toBe('refused');
    state = result.state;
  }
  return state;
}

function expectRefused(result: EntryResult, before: IntakeState, reply: string) {
  expect(result.kind).toBe('refused');
  expect(result.reply).toBe(reply);
  expect(result.state).toBe(before);
}

// The bot's 600 ms and the 1200 ms before leaving for the session: tests/src/features/intake/InitPage.test.tsx.
describe('intake constants and messages', () => {
  it('has the six scripted steps in the spec order, the first three taking several entries', () => {
    expect(STEPS).toEqual(['issue', 'outcome', 'why', 'firstName', 'lastName', 'email']);
    expect(STEPS.map(isListStep)).toEqual([true, true, true, false, false, false]);
  });

  it('starts empty at step 0', () => {
    expect(EMPTY_INTAKE).toEqual({
      step: 0,
      answers: { issue: [], outcome: [], why: [], collaboratorFirstName: '', collaboratorLastName: '', collaboratorEmail: '' },
    });
  });

  it('has the exact intake and finalize texts of the spec', () => {
    expect(MESSAGES.needOneEntry).toBe('Please share at least one response before moving on.');
    expect(MESSAGES.firstName).toBe("Please enter your collaborator's first name.");
    expect(MESSAGES.lastName).toBe("Please enter your collaborator's last name.");
    expect(MESSAGES.invalidEmail('sam@example.com')).toBe('Please enter a valid email address (e.g., sam@example.com).');
    expect(MESSAGES.finalizeNoEmail).toBe('I still need a valid collaborator email before I can create the session.');
    expect(MESSAGES.finalizeNoAccountEmail).toBe("I couldn't read your account email. Please log out and back in, then try again.");
    expect(MESSAGES.finalizeNames).toBe('Please provide both first and last names for you and your collaborator.');
    expect(MESSAGES.finalizeNoIssue).toBe('Please share at least one sentence about the issue before we continue.');
  });

  it('words a save failure with its details, defaulting to "Save failed."', () => {
    expect(MESSAGES.saveFailed('Network down')).toBe("Hmm, I couldn't save that just now: Network down");
    expect(MESSAGES.saveFailed('  Network down  ')).toBe("Hmm, I couldn't save that just now: Network down");
    expect(MESSAGES.saveFailed()).toBe("Hmm, I couldn't save that just now: Save failed.");
    expect(MESSAGES.saveFailed('   ')).toBe("Hmm, I couldn't save that just now: Save failed.");
  });

  it('words a finalize failure with its details, defaulting to "Unexpected error."', () => {
    expect(MESSAGES.finalizeFailed('Create Issue returned no id')).toBe(
      "I'm sorry, there was an error finalizing your session: Create Issue returned no id",
    );
    expect(MESSAGES.finalizeFailed()).toBe("I'm sorry, there was an error finalizing your session: Unexpected error.");
    expect(MESSAGES.finalizeFailed('')).toBe("I'm sorry, there was an error finalizing your session: Unexpected error.");
  });

  it('greets the user by (trimmed) first name, or "there" without one', () => {
    expect(welcome('  Ann ')).toMatch(/^Hi Ann! /);
    expect(welcome('')).toMatch(/^Hi there! /);
    expect(welcome('   ')).toMatch(/^Hi there! /);
  });

  it("names the collaborator in the last-name and e-mail questions", () => {
    const answers = { ...FILLED, collaboratorFirstName: 'Robin' };
    expect(prompt('lastName', answers)).toBe("And Robin's last name?");
    expect(prompt('email', answers)).toContain("Robin's email address");
    expect(prompt('issue', answers)).toContain("type 'done'");
  });
});

describe('submitEntry: walking through the six steps', () => {
  it('advances one step per valid answer and ends in kind "complete"', () => {
    let state = EMPTY_INTAKE;
    const expectStep = (result: EntryResult, kind: EntryResult['kind'], step: number) => {
      expect(result.kind).toBe(kind);
      expect(result.state.step).toBe(step);
      state = result.state;
      return result;
    };

    expect(expectStep(send(state, 'We disagree about chores.'), 'accepted', 0).reply).toBe(GOT_IT);
    expect(expectStep(send(state, 'It keeps coming up.'), 'accepted', 0).reply).toBe(GOT_IT);
    expect(expectStep(send(state, 'done'), 'accepted', 1).reply).toBe(prompt('outcome', state.answers));
    expectStep(send(state, 'A fair rota.'), 'accepted', 1);
    expect(expectStep(send(state, 'done'), 'accepted', 2).reply).toBe(prompt('why', state.answers));
    expectStep(send(state, 'Less arguing.'), 'accepted', 2);
    expect(expectStep(send(state, 'done'), 'accepted', 3).reply).toBe(prompt('firstName', state.answers));
    expect(expectStep(send(state, 'Sam'), 'accepted', 4).reply).toBe("And Sam's last name?");
    expect(expectStep(send(state, 'Lee'), 'accepted', 5).reply).toBe(prompt('email', state.answers));
    const last = expectStep(send(state, 'Sam.Lee@Example.com'), 'complete', 6);
    expect(last.reply).toBe('Thanks! Creating your session and inviting Sam…');

    expect(state.answers).toEqual({
      issue: ['We disagree about chores.', 'It keeps coming up.'],
      outcome: ['A fair rota.'],
      why: ['Less arguing.'],
      collaboratorFirstName: 'Sam',
      collaboratorLastName: 'Lee',
      collaboratorEmail: 'sam.lee@example.com',
    });
  });

  it('refuses anything once every answer is in', () => {
    const complete = feed(['i', 'done', 'o', 'done', 'w', 'done', 'Sam', 'Lee', 'sam@example.com']);
    expect(complete.step).toBe(STEPS.length);
    expectRefused(send(complete, 'hello'), complete, 'Your session is already being created.');
  });

  it('does not mutate the state it is given', () => {
    const before = stateAt('issue', { issue: ['first'] });
    const copy = structuredClone(before);
    send(before, 'second');
    send(before, 'done');
    expect(before).toEqual(copy);
  });
});

describe("submitEntry: list steps and 'done'", () => {
  it.each(['issue', 'outcome', 'why'] as const)("refuses 'done' at the %s step until it holds an entry", (step) => {
    const empty = stateAt(step);
    expectRefused(send(empty, 'done'), empty, 'Please share at least one response before moving on.');
    const withEntry = send(empty, 'An answer').state;
    const moved = send(withEntry, 'done');
    expect(moved.kind).toBe('accepted');
    expect(moved.state.step).toBe(empty.step + 1);
    expect(moved.state.answers[step]).toEqual(['An answer']);
  });

  it.each(['DONE', 'Done', 'dOnE', '  done  '])("accepts %j as 'done' (any case, trimmed) and never stores it", (word) => {
    const state = stateAt('issue', { issue: ['x'] });
    const result = send(state, word);
    expect(result.kind).toBe('accepted');
    expect(result.state.step).toBe(1);
    expect(result.state.answers.issue).toEqual(['x']);
  });

  it("refuses 'done' in any case on an empty step", () => {
    const empty = stateAt('outcome');
    expectRefused(send(empty, ' DONE '), empty, MESSAGES.needOneEntry);
  });

  it("treats text merely containing 'done' as an entry", () => {
    const result = send(stateAt('issue'), 'done deal');
    expect(result.kind).toBe('accepted');
    expect(result.state.answers.issue).toEqual(['done deal']);
    expect(result.state.step).toBe(0);
  });

  it('refuses a blank entry without adding it', () => {
    const empty = stateAt('issue');
    expectRefused(send(empty, '   '), empty, MESSAGES.needOneEntry);
    const some = stateAt('issue', { issue: ['x'] });
    expectRefused(send(some, ''), some, "Type another answer, or 'done' to move on.");
  });

  it('stores entries trimmed', () => {
    expect(send(stateAt('why'), '  because  ').state.answers.why).toEqual(['because']);
  });

  it('does not add a consecutive duplicate, compared case-insensitively after trimming', () => {
    const state = feed(['Chores are unfair']);
    for (const repeat of ['Chores are unfair', 'CHORES ARE UNFAIR', '  chores are unfair ']) {
      const result = send(state, repeat);
      expect(result.kind).toBe('duplicate');
      expect(result.reply).toBe(DUPLICATE);
      expect(result.state).toBe(state);
    }
    expect(state.answers.issue).toEqual(['Chores are unfair']);
  });

  it('adds a non-consecutive duplicate', () => {
    const state = feed(['A', 'B', 'a']);
    expect(state.answers.issue).toEqual(['A', 'B', 'a']);
  });

  it('compares duplicates within the current step only', () => {
    const state = feed(['Same words', 'done', 'Same words']);
    expect(state.step).toBe(1);
    expect(state.answers.outcome).toEqual(['Same words']);
  });

  it(`accepts an entry of exactly LIMITS.answer (${LIMITS.answer}) characters and refuses one more`, () => {
    const state = stateAt('issue');
    const atLimit = send(state, 'x'.repeat(LIMITS.answer));
    expect(atLimit.kind).toBe('accepted');
    expect(atLimit.state.answers.issue).toEqual(['x'.repeat(LIMITS.answer)]);
    expectRefused(send(state, 'x'.repeat(LIMITS.answer + 1)), state, LIMIT_MESSAGES.answer);
    expect(LIMIT_MESSAGES.answer).toBe(`Each answer must be ${LIMITS.answer} characters or fewer.`);
  });

  it('measures the answer length after trimming', () => {
    const result = send(stateAt('outcome'), `   ${'y'.repeat(LIMITS.answer)}   `);
    expect(result.kind).toBe('accepted');
  });

  it(`takes LIMITS.answerEntries (${LIMITS.answerEntries}) entries and refuses the next, while 'done' still works`, () => {
    const entries = Array.from({ length: LIMITS.answerEntries }, (_, i) => `entry ${i + 1}`);
    const full = feed(entries);
    expect(full.answers.issue).toEqual(entries);
    const over = send(full, 'one too many');
    expectRefused(over, full, `${LIMIT_MESSAGES.answerEntries} Type 'done' to move on.`);
    const done = send(full, 'done');
    expect(done.kind).toBe('accepted');
    expect(done.state.step).toBe(1);
  });

  it('refuses at the maximum even the first entry beyond it on a later list step', () => {
    const entries = Array.from({ length: LIMITS.answerEntries }, (_, i) => `why ${i}`);
    const full = stateAt('why', { why: entries });
    expect(send(full, 'another').kind).toBe('refused');
    const below = stateAt('why', { why: entries.slice(1) });
    expect(send(below, 'another').kind).toBe('accepted');
  });
});

describe('submitEntry: collaborator names', () => {
  it("refuses a blank first name with the spec's message", () => {
    const state = stateAt('firstName');
    expectRefused(send(state, ''), state, "Please enter your collaborator's first name.");
    expectRefused(send(state, '   '), state, "Please enter your collaborator's first name.");
  });

  it("refuses a blank last name with the spec's message", () => {
    const state = stateAt('lastName');
    expectRefused(send(state, '  \t '), state, "Please enter your collaborator's last name.");
  });

  it('stores names trimmed and advances', () => {
    const first = send(stateAt('firstName'), '  Sam  ');
    expect(first.state.answers.collaboratorFirstName).toBe('Sam');
    expect(first.state.step).toBe(4);
    const last = send(first.state, ' Lee ');
    expect(last.state.answers.collaboratorLastName).toBe('Lee');
    expect(last.state.step).toBe(5);
  });

  it.each(['firstName', 'lastName'] as const)(`accepts a %s of LIMITS.name (${LIMITS.name}) characters and refuses one more`, (step) => {
    const state = stateAt(step);
    expect(send(state, 'n'.repeat(LIMITS.name)).kind).toBe('accepted');
    expectRefused(send(state, 'n'.repeat(LIMITS.name + 1)), state, LIMIT_MESSAGES.name);
  });
});

describe('submitEntry: collaborator e-mail', () => {
  const emailStep = stateAt('email');
  const invalid = 'Please enter a valid email address (e.g., sam@example.com).';

  it.each(['sam@example.com', 'a@b.co', 'first.last+tag@mail.example.org', 'x_y-z@sub-domain.example.museum', 'sam@example.COM'])(
    'accepts %j',
    (email) => {
      const result = send(emailStep, email);
      expect(result.kind).toBe('complete');
      expect(result.state.answers.collaboratorEmail).toBe(email.toLowerCase());
    },
  );

  it.each([
    'sam',
    'sam@',
    '@example.com',
    'sam@example',
    'sam@example.c',
    'sam@example.c0',
    'sam@example.123',
    'sam@example.com.',
    'sam@@example.com',
    'sam@exa@mple.com',
    'sam lee@example.com',
    'sam@exam ple.com',
    'sam@example. com',
    'sam@.com',
    '',
    '   ',
  ])('refuses %j with the example-address message', (email) => {
    expectRefused(send(emailStep, email), emailStep, invalid);
  });

  it('trims and lower-cases the collaborator e-mail', () => {
    const result = send(emailStep, '  Sam.Lee@Example.COM \t');
    expect(result.kind).toBe('complete');
    expect(result.state.answers.collaboratorEmail).toBe('sam.lee@example.com');
  });

  it("bases the example on the collaborator's plain first name, else name@example.com", () => {
    const odd = stateAt('email', { collaboratorFirstName: "O'Brien" });
    expectRefused(send(odd, 'nope'), odd, 'Please enter a valid email address (e.g., name@example.com).');
    expect(exampleEmail('  Sam ')).toBe('sam@example.com');
    expect(exampleEmail('JO')).toBe('jo@example.com');
    expect(exampleEmail('Mary Ann')).toBe('name@example.com');
    expect(exampleEmail('Zoë')).toBe('name@example.com');
    expect(exampleEmail('')).toBe('name@example.com');
    expect(exampleEmail('a'.repeat(30))).toBe(`${'a'.repeat(30)}@example.com`);
    expect(exampleEmail('a'.repeat(31))).toBe('name@example.com');
  });

  it('refuses inviting your own e-mail, whatever its case or surrounding spaces', () => {
    const own = "That's your own email address. Please enter the email of the person you want to invite.";
    expectRefused(send(emailStep, 'me@example.com', 'me@example.com'), emailStep, own);
    expectRefused(send(emailStep, '  ME@Example.COM ', 'me@example.com'), emailStep, own);
    expectRefused(send(emailStep, 'me@example.com', '  Me@EXAMPLE.com  '), emailStep, own);
    expect(MESSAGES.ownEmail).toBe(own);
    expect(send(emailStep, 'me2@example.com', 'me@example.com').kind).toBe('complete');
  });

  /** A plain address of `length` characters: a local part of 64 (the most allowed) and labels of at most 63. */
  const plainAddressOfLength = (length: number, letter: string) => {
    const local = letter.repeat(64);
    const rest = length - local.length - 1 - '.com'.length;
    const labels = [letter.repeat(63), letter.repeat(63), letter.repeat(rest - 2 * 64)];
    return `${local}@${labels.join('.')}.com`;
  };

  it(`accepts an address of LIMITS.email (${LIMITS.email}) characters and refuses one more`, () => {
    const atLimit = plainAddressOfLength(LIMITS.email, 'a');
    expect(atLimit).toHaveLength(LIMITS.email);
    const ok = send(emailStep, atLimit);
    expect(ok.kind).toBe('complete');
    expect(ok.state.answers.collaboratorEmail).toBe(atLimit);
    expectRefused(send(emailStep, `a${atLimit}`), emailStep, LIMIT_MESSAGES.email);
  });

  it('measures the e-mail length after trimming', () => {
    const atLimit = plainAddressOfLength(LIMITS.email, 'b');
    expect(send(emailStep, `  ${atLimit}  `).kind).toBe('complete');
  });
});

describe('prepareSession', () => {
  const initiator: Initiator = { email: ' Me@Example.com ', firstName: ' Ann ', lastName: ' Bee ' };
  const answers: IntakeAnswers = {
    issue: ['  ', ' We disagree about chores. ', '', 'It keeps coming up.'],
    outcome: ['', 'A fair rota.'],
    why: ['   '],
    collaboratorFirstName: ' Sam ',
    collaboratorLastName: 'Lee ',
    collaboratorEmail: ' Sam@Example.COM ',
  };

  it('builds the new session: trimmed names, normalized e-mails, blank list items dropped, created / not joined / invite pending', () => {
    expect(prepareSession(answers, initiator)).toEqual({
      input: {
        initiatorEmail: 'me@example.com',
        collaboratorEmail: 'sam@example.com',
        initiatorFirstName: 'Ann',
        initiatorLastName: 'Bee',
        collaboratorFirstName: 'Sam',
        collaboratorLastName: 'Lee',
        initiatorIssue: ['We disagree about chores.', 'It keeps coming up.'],
        desiredOutcomeInitiator: ['A fair rota.'],
        whyOutcomeMattersInitiator: [],
        status: 'created',
        collaboratorJoined: false,
        inviteEmailStatus: 'pending',
      },
    });
  });

  it('does not change the answers it is given', () => {
    const copy = structuredClone(answers);
    prepareSession(answers, initiator);
    expect(answers).toEqual(copy);
  });

  it("reports the problems in the spec's order: collaborator e-mail, account e-mail, names, issue", () => {
    let a: IntakeAnswers = { ...answers, collaboratorEmail: 'not-an-email', collaboratorFirstName: ' ', issue: ['  '] };
    let who: Initiator = { email: '  ', firstName: '', lastName: '' };
    expect(prepareSession(a, who)).toEqual({ problem: MESSAGES.finalizeNoEmail });

    a = { ...a, collaboratorEmail: 'sam@example.com' };
    expect(prepareSession(a, who)).toEqual({ problem: MESSAGES.finalizeNoAccountEmail });

    who = { ...who, email: 'me@example.com' };
    expect(prepareSession(a, who)).toEqual({ problem: MESSAGES.finalizeNames });

    who = { ...who, firstName: 'Ann', lastName: 'Bee' };
    a = { ...a, collaboratorFirstName: 'Sam' };
    expect(prepareSession(a, who)).toEqual({ problem: MESSAGES.finalizeNoIssue });

    a = { ...a, issue: ['A real issue'] };
    expect(prepareSession(a, who)).toHaveProperty('input');
  });

  it.each(['', '   ', 'sam', 'sam@example', 'sam lee@example.com'])('refuses collaborator e-mail %j', (collaboratorEmail) => {
    expect(prepareSession({ ...answers, collaboratorEmail }, initiator)).toEqual({
      problem: 'I still need a valid collaborator email before I can create the session.',
    });
  });

  it('refuses a missing account e-mail', () => {
    expect(prepareSession(answers, { ...initiator, email: '' })).toEqual({
      problem: "I couldn't read your account email. Please log out and back in, then try again.",
    });
  });

  it.each([
    ['initiator first name', { firstName: ' ' }, {}],
    ['initiator last name', { lastName: '' }, {}],
    ['collaborator first name', {}, { collaboratorFirstName: '' }],
    ['collaborator last name', {}, { collaboratorLastName: '  ' }],
  ] as const)('refuses a blank %s', (_label, initiatorPatch, answersPatch) => {
    expect(prepareSession({ ...answers, ...answersPatch }, { ...initiator, ...initiatorPatch })).toEqual({
      problem: 'Please provide both first and last names for you and your collaborator.',
    });
  });

  it.each([[[]], [['']], [['  ', '\t']]])('refuses issue list %j (no non-blank item)', (issue) => {
    expect(prepareSession({ ...answers, issue }, initiator)).toEqual({
      problem: 'Please share at least one sentence about the issue before we continue.',
    });
  });

  it('refuses inviting your own account e-mail (case and spaces ignored)', () => {
    expect(prepareSession({ ...answers, collaboratorEmail: 'ME@example.com ' }, initiator)).toEqual({ problem: MESSAGES.ownEmail });
  });
});

describe('parseStoredIntake', () => {
  const good = stateAt('email', { issue: ['a', 'b'], collaboratorEmail: '' });
  const store = (value: unknown) => JSON.stringify(value);
  const withAnswers = (patch: Record<string, unknown>, step = good.step) => store({ step, answers: { ...good.answers, ...patch } });

  it('accepts a state this code wrote, at every step', () => {
    for (const step of STEPS) {
      const state = stateAt(step);
      expect(parseStoredIntake(store(state))).toEqual(state);
    }
    expect(parseStoredIntake(store(good))).toEqual(good);
  });

  it('accepts a state produced by the chat itself', () => {
    const state = feed(['one', 'two', 'done', 'three']);
    expect(parseStoredIntake(store(state))).toEqual(state);
  });

  it('accepts lists exactly at the limits', () => {
    const entries = Array.from({ length: LIMITS.answerEntries }, (_, i) => `${i}`.padEnd(LIMITS.answer, 'x'));
    expect(parseStoredIntake(withAnswers({ issue: entries }))).not.toBeNull();
  });

  it.each([null, '', 'not json', '{"step":', 'null', '42', '"text"', 'true', '[]'])('rejects %j', (raw) => {
    expect(parseStoredIntake(raw)).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['a string', '1'],
    ['negative', -1],
    ['fractional', 1.5],
    ['past the last step', STEPS.length],
    ['far out of range', 99],
    ['NaN-like null', null],
  ])('rejects a step that is %s', (_label, step) => {
    expect(parseStoredIntake(store({ step, answers: good.answers }))).toBeNull();
  });

  it('rejects missing or non-object answers', () => {
    expect(parseStoredIntake(store({ step: 0 }))).toBeNull();
    expect(parseStoredIntake(store({ step: 0, answers: null }))).toBeNull();
    expect(parseStoredIntake(store({ step: 0, answers: 'x' }))).toBeNull();
  });

  it.each(['issue', 'outcome', 'why'])('rejects a %s list of the wrong type or content', (field) => {
    expect(parseStoredIntake(withAnswers({ [field]: 'text' }))).toBeNull();
    expect(parseStoredIntake(withAnswers({ [field]: undefined }))).toBeNull();
    expect(parseStoredIntake(withAnswers({ [field]: ['ok', 7] }))).toBeNull();
    expect(parseStoredIntake(withAnswers({ [field]: ['ok', null] }))).toBeNull();
    expect(parseStoredIntake(withAnswers({ [field]: ['ok', '   '] }))).toBeNull();
  });

  it('rejects lists over the limits', () => {
    const tooMany = Array.from({ length: LIMITS.answerEntries + 1 }, (_, i) => `entry ${i}`);
    expect(parseStoredIntake(withAnswers({ outcome: tooMany }))).toBeNull();
    expect(parseStoredIntake(withAnswers({ why: ['x'.repeat(LIMITS.answer + 1)] }))).toBeNull();
  });

  it.each(['collaboratorFirstName', 'collaboratorLastName', 'collaboratorEmail'])('rejects a %s that is not a short string', (field) => {
    expect(parseStoredIntake(withAnswers({ [field]: 5 }))).toBeNull();
    expect(parseStoredIntake(withAnswers({ [field]: null }))).toBeNull();
    expect(parseStoredIntake(withAnswers({ [field]: undefined }))).toBeNull();
    expect(parseStoredIntake(withAnswers({ [field]: 'x'.repeat(LIMITS.email + 1) }))).toBeNull();
  });

  it('rejects a list step already passed that holds no entry', () => {
    expect(parseStoredIntake(withAnswers({ issue: [] }, 1))).toBeNull();
    expect(parseStoredIntake(withAnswers({ outcome: [] }, 2))).toBeNull();
    expect(parseStoredIntake(withAnswers({ why: [] }, 3))).toBeNull();
    expect(parseStoredIntake(withAnswers({ why: [] }, 5))).toBeNull();
  });

  it('allows the current and later list steps to be empty', () => {
    expect(parseStoredIntake(withAnswers({ issue: [], outcome: [], why: [] }, 0))).not.toBeNull();
    expect(parseStoredIntake(withAnswers({ outcome: [], why: [] }, 1))).not.toBeNull();
    expect(parseStoredIntake(withAnswers({ why: [] }, 2))).not.toBeNull();
  });
});

describe('transcriptOf', () => {
  const bot = (text: string) => ({ from: 'bot', text });
  const user = (text: string) => ({ from: 'user', text });

  it('opens with the welcome and the first question', () => {
    expect(transcriptOf(EMPTY_INTAKE, 'Ann')).toEqual([bot(welcome('Ann')), bot(prompt('issue', EMPTY_INTAKE.answers))]);
  });

  it("shows the current list step's entries after its question", () => {
    const state = stateAt('issue', { issue: ['one', 'two'] });
    expect(transcriptOf(state, 'Ann')).toEqual([bot(welcome('Ann')), bot(prompt('issue', state.answers)), user('one'), user('two')]);
  });

  it("rebuilds passed list steps with their entries and a 'done', then the current question", () => {
    const state = stateAt('why', { issue: ['i1', 'i2'], outcome: ['o1'], why: ['w1'] });
    expect(transcriptOf(state, '')).toEqual([
      bot(welcome('')),
      bot(prompt('issue', state.answers)),
      user('i1'),
      user('i2'),
      user('done'),
      bot(prompt('outcome', state.answers)),
      user('o1'),
      user('done'),
      bot(prompt('why', state.answers)),
      user('w1'),
    ]);
  });

  it('rebuilds the name answers up to the e-mail question', () => {
    const state = stateAt('email');
    expect(transcriptOf(state, 'Ann')).toEqual([
      bot(welcome('Ann')),
      bot(prompt('issue', state.answers)),
      user(FILLED.issue[0]),
      user('done'),
      bot(prompt('outcome', state.answers)),
      user(FILLED.outcome[0]),
      user('done'),
      bot(prompt('why', state.answers)),
      user(FILLED.why[0]),
      user('done'),
      bot(prompt('firstName', state.answers)),
      user('Sam'),
      bot("And Sam's last name?"),
      user('Lee'),
      bot(prompt('email', state.answers)),
    ]);
  });

  it("matches what the user actually sent in a live chat (refusals and duplicates left out)", () => {
    const inputs = ['First point', 'first point', 'done', '', 'Outcome A', 'Outcome B', 'done', 'Why 1', 'done', '  ', 'Sam'];
    let state = EMPTY_INTAKE;
    const kept: string[] = [];
    for (const text of inputs) {
      const result = send(state, text);
      if (result.kind === 'accepted') kept.push(text.trim());
      state = result.state;
    }
    expect(state.step).toBe(4);
    const rebuilt = transcriptOf(state, 'Ann');
    expect(rebuilt.filter((m) => m.from === 'user').map((m) => m.text)).toEqual(kept);
    expect(rebuilt.filter((m) => m.from === 'bot').map((m) => m.text)).toEqual([
      welcome('Ann'),
      ...STEPS.slice(0, state.step + 1).map((step) => prompt(step, state.answers)),
    ]);
  });
});
