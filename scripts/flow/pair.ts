/**
 * One pair through the whole product flow by API (docs/rules.md), each side doing what its
 * screens do, with the same domain rules the app uses (src/domain) to build each write:
 *
 *   the initiator registers (sign-up, the mailed code, confirm), signs in (SRP) and gets the
 *   Profile the first sign-in creates, intake (create), their private safety check (no to all,
 *   settled by the server), invite (send-email); the collaborator, once the invitation arrives,
 *   registers, signs in, answers their own safety check, opens the invitation and responds;
 *   propose-issues, both answer the statements (own fields) and settle `agree`, the five
 *   solutions (infer-interests/enqueue, then until they show), both rank the five, settle
 *   `top-three`, both re-rank the three, settle `best-solution`, the resolve page (status
 *   resolved), both save a conflict style (Profile, read back, copied to their side), the
 *   strategies (propose-strategies, then until both sides' show), both plans (implement-plan)
 *   and the implement page (status implemented).
 *
 * With `review` (bench:flow), step 7 follows: each side writes its commitments from its own plan
 * in the if-then form and says "I commit" (settle-session; the later side matches the first's
 * trial when they differ), the pair waits until the trial has passed for everyone (`trialOver`:
 * one move of the development clock for the whole run, after which the scheduled follow-up
 * function opens every due check-in and e-mails both), each opens the check-in from its e-mail
 * (the other's answers must read as sealed), answers privately and asks settle-session for the
 * outcome, which must be the one both answers imply (scripts/flow/commitReview.ts); a check-in
 * that held is marked resolved (status concluded).
 *
 * Every acknowledged write goes into the pair's ledger: each side's own fields, their Profile,
 * and what the functions answered (the statements, the agreed issue, the solutions, the top
 * three, the best solution, the strategies, both plans, the invitation). scripts/flow/readBack.ts
 * reads it all back. Waiting for background work reads the session every 250 ms (the pages are told by
 * realtime events; bench:realtime measures those) and presses "try again" when the job reads as
 * failed (src/domain/jobs.ts), as a person would.
 */
import { randomUUID } from 'node:crypto';
import { proposedCandidates, selectionsUpdate, type AgreementFacts, type Choices } from '../../src/domain/agreement';
import { CHECK_IN_FIELD, openCheckIn, readCheckIn, readReviewRecord, SEALED_CHECK_IN, type CheckInFacts } from '../../src/domain/checkIns';
import { commitmentRecorded, COMMITMENTS_FIELD, hasCommitted, readCommitmentRecord } from '../../src/domain/commitments';
import { DCS_MODES, DCS_VERSION, type DcsMode } from '../../src/domain/dcs';
import { prepareSession } from '../../src/domain/intake';
import { jobState, JOB_STALE_AFTER_MS } from '../../src/domain/jobs';
import { collaboratorResponseUpdate, texts, type SessionFacts } from '../../src/domain/sessions';
import { paths } from '../../src/domain/paths';
import { otherRole, type Role } from '../../src/domain/sessionRole';
import type { SolutionFacts } from '../../src/domain/solutionIds';
import { storedSolutions } from '../../src/domain/solutions';
import { statementKey } from '../../src/domain/statements';
import { STATUS_STEP, type IssueStatus } from '../../src/domain/status';
import { rankingsFor } from '../../src/domain/topThree';
import { ISSUE_WRITE_RIGHTS, type IssueField } from '../../src/domain/writeRights';
import { FlowError, FlowUser, withFetchClock, type Net } from '../../tests/support/flowUser';
import { checkInPlan, commitmentsFromPlan, preferredTrials } from './commitReview';
import type { ResourcesConfig } from 'aws-amplify';

/** The steps, in order, and whether an AI task runs inside them. */
export const STEPS = [
  ['register', false],
  ['sign-in', false],
  ['profile', false],
  ['intake', false],
  ['safety check', false],
  ['invite', false],
  ['open invitation', false],
  ['respond', false],
  ['propose-issues', true],
  ['agree: answer', false],
  ['agree: settle', false],
  ['solutions', true],
  ['rank five', false],
  ['top three', false],
  ['rank three', false],
  ['best solution', false],
  ['resolve', false],
  ['conflict style', false],
  ['strategies', true],
  ['plan', true],
  ['implemented', false],
  ['commit', false],
  ['check-in opens', false],
  ['check-in: answer', false],
  ['check-in: settle', false],
  ['conclude', false],
] as const satisfies readonly (readonly [string, boolean])[];

export type StepName = (typeof STEPS)[number][0];

export interface Sample {
  step: StepName;
  /** When the step began (Date.now()). */
  at: number;
  ms: number;
  /** Of which waiting for answers (see withFetchClock). */
  inFetchMs: number;
}

type Fields = Record<string, unknown>;

/** What each side and the functions acknowledged, to read back. */
export interface Ledger {
  issueId: string | null;
  initiator: { issue: Fields; profile: Fields };
  collaborator: { issue: Fields; profile: Fields };
  server: Fields;
  /** The highest status a write was acknowledged with. */
  status: IssueStatus | null;
  /** The invitation e-mail was acknowledged (send-email answered 200). */
  inviteSent: boolean;
}

export interface PairRun {
  index: number;
  initiator: FlowUser;
  collaborator: FlowUser;
  ledger: Ledger;
  samples: Sample[];
  /** The step each side is in (for the crash report), or 'done'. */
  current: { initiator: string; collaborator: string };
  /** How often a background job read as failed and was asked for again. */
  jobRetries: number;
  error: FlowError | null;
  done: boolean;
  /** When the pair began and ended (Date.now()), for how many pairs were in the flow at once. */
  startedAt: number | null;
  endedAt: number | null;
}

export interface FlowOptions {
  net: Net;
  config: ResourcesConfig;
  /** The claim window the cloud's functions use (JOB_STALE_AFTER_MS in its environment), for jobState. */
  jobStaleAfterMs?: number;
  /** The longest a pair waits for one AI result before it counts as an error. */
  jobTimeoutMs?: number;
  /**
   * How long a person reads the screen before their next step (each pause drawn between half
   * and one and a half times this); not part of any step's time. 0: straight on, as a machine.
   */
  thinkMs?: number;
  /** Carry the pair through step 7 (commit and the first check-in); without it the pair ends at the plans. */
  review?: {
    /** Resolves once the trial has passed for every pair (the run moves the development clock once). */
    trialOver: () => Promise<void>;
  };
}

const PASSWORD = 'Bench-pass-1';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Words for each pair, varied so the builtin AI has something to work with. */
const SCENARIOS = [
  {
    issue: 'My sister never pays her share of our mother’s care home fees on time',
    outcome: 'We split the fees fairly and pay by the first of each month',
    why: 'I cannot keep covering both shares from my savings',
    theirIssue: 'My brother decides everything about mum’s care without asking me',
    theirOutcome: 'We decide the care plan and the costs together',
    theirWhy: 'I feel shut out of my own mother’s life',
  },
  {
    issue: 'My co-founder ships features without code review and breaks production',
    outcome: 'Every change is reviewed before it reaches customers',
    why: 'We lost two customers last month after outages',
    theirIssue: 'Reviews take days and block every release I make',
    theirOutcome: 'Reviews happen within one working day',
    theirWhy: 'Our competitors ship every week and we fall behind',
  },
  {
    issue: 'My neighbour’s dog barks for hours every night after ten',
    outcome: 'Quiet nights after ten on weekdays',
    why: 'I start work at six and I am exhausted',
    theirIssue: 'My neighbour complains to the council instead of talking to me',
    theirOutcome: 'We talk directly before anyone involves the council',
    theirWhy: 'The letters feel like threats and upset my children',
  },
  {
    issue: 'My partner spends money from our joint account without telling me',
    outcome: 'We agree on anything over 200 euros before buying',
    why: 'We are saving for a deposit and I feel blindsided',
    theirIssue: 'My partner questions every purchase I make, even small ones',
    theirOutcome: 'Some money each month I can spend without asking',
    theirWhy: 'I feel like a child having to justify every coffee',
  },
];

function newLedger(): Ledger {
  return { issueId: null, initiator: { issue: {}, profile: {} }, collaborator: { issue: {}, profile: {} }, server: {}, status: null, inviteSent: false };
}

export function newPair(index: number, runId: string, options: FlowOptions): PairRun {
  const person = (role: string, givenName: string) =>
    new FlowUser(options.net, options.config, `${role}.${runId}.${index}@bench.dfuse.local`, PASSWORD, givenName, `Pair${index}`);
  return {
    index,
    initiator: person('initiator', 'Ada'),
    collaborator: person('collaborator', 'Ben'),
    ledger: newLedger(),
    samples: [],
    current: { initiator: 'waiting', collaborator: 'waiting' },
    jobRetries: 0,
    error: null,
    done: false,
    startedAt: null,
    endedAt: null,
  };
}

type IssueRecord = Record<string, unknown> & { id: string; updatedAt?: string | null };

/** Runs the whole flow for one pair (a failure rejects; the callers keep it in `run.error`). */
export async function runPair(run: PairRun, options: FlowOptions): Promise<void> {
  run.startedAt = Date.now();
  try {
    await runSteps(run, options);
  } finally {
    run.endedAt = Date.now();
  }
}

async function runSteps(run: PairRun, options: FlowOptions): Promise<void> {
  const { initiator, collaborator, ledger } = run;
  const staleAfterMs = options.jobStaleAfterMs ?? JOB_STALE_AFTER_MS;
  const jobTimeoutMs = options.jobTimeoutMs ?? 5 * 60_000;
  const scenario = SCENARIOS[run.index % SCENARIOS.length];
  const userOf = (role: Role) => (role === 'initiator' ? initiator : collaborator);

  async function timed<T>(step: StepName, role: Role | 'both', work: () => Promise<T>): Promise<T> {
    const thinkMs = options.thinkMs ?? 0;
    if (thinkMs > 0) await pause(thinkMs * (0.5 + Math.random()));
    if (role === 'both') run.current = { initiator: step, collaborator: step };
    else run.current[role] = step;
    const at = Date.now();
    const started = performance.now();
    const { result, inFetchMs } = await withFetchClock(work);
    run.samples.push({ step, at, ms: performance.now() - started, inFetchMs });
    return result;
  }

  const read = (role: Role, id: string) =>
    userOf(role).data<IssueRecord>('get session', 'Issue', 'get', { id });

  /** A side's own update, recorded in the ledger once acknowledged. */
  async function write(role: Role, input: { id: string } & Fields): Promise<IssueRecord> {
    const record = await userOf(role).data<IssueRecord>('update session', 'Issue', 'update', input);
    note(input);
    return record;
  }
  /** Records an acknowledged write under whoever owns each field (src/domain/writeRights.ts). */
  function note(input: Fields) {
    for (const [field, value] of Object.entries(input)) {
      const owner = ISSUE_WRITE_RIGHTS[field as IssueField];
      if (field === 'status') noteStatus(value as IssueStatus);
      else if (owner === 'initiator' || owner === 'collaborator') ledger[owner].issue[field] = value;
      // 'server': only the create writes these, with starting values the functions then move on
      // (inviteEmailStatus pending -> sent); what the functions acknowledge is noted where they answer.
      else if (owner === 'server') continue;
      else if (owner === 'fixed' && field !== 'id') ledger.initiator.issue[field] = value;
      // 'either' (lastActivityAt, closedAt…): both sides and the functions write it; not compared.
    }
  }
  const noteStatus = (status: IssueStatus) => {
    if (!ledger.status || STATUS_STEP[status] > STATUS_STEP[ledger.status]) ledger.status = status;
  };

  /** Calls a function and expects one of `ok` statuses; anything else is an error of kind "http <status> <name>". */
  async function call(role: Role, name: string, body: Fields, ok: number[], subpath = '') {
    const answer = await userOf(role).callFunction(name, body, subpath);
    if (!ok.includes(answer.status)) throw new FlowError(`http ${answer.status} ${name}`, `${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer;
  }

  /**
   * Waits until `ready(record)` holds, reading as `role` every 250 ms; when the job reads as
   * failed (or stalled past its window), asks again with `retry`, as the page's button does.
   */
  async function until(role: Role, id: string, what: string, ready: (r: IssueRecord) => boolean, job: (r: IssueRecord) => ReturnType<typeof jobState>, retry: () => Promise<unknown>) {
    const deadline = Date.now() + jobTimeoutMs;
    for (;;) {
      const record = await read(role, id);
      if (ready(record)) return record;
      const state = job(record);
      if (state.kind === 'failed' || state.kind === 'idle') {
        run.jobRetries += state.kind === 'failed' ? 1 : 0;
        await retry();
      }
      if (Date.now() > deadline) throw new FlowError(`timeout ${what}`, `${what} did not arrive within ${jobTimeoutMs / 1000} s (${JSON.stringify(state)})`);
      await pause(250);
    }
  }

  // ---- accounts: each person registers, signs in and gets a Profile ----
  async function joinDfuse(role: Role) {
    const user = userOf(role);
    await timed('register', role, () => user.register());
    await timed('sign-in', role, () => user.signIn());
    // The first sign-in creates the Profile when it is missing (src/backend/UserProvider.tsx).
    await timed('profile', role, async () => {
      const existing = await user.data<Fields | null>('get profile', 'Profile', 'get', { emailLower: user.email }).catch(
        (error: FlowError) => (error.kind === 'graphql empty' ? null : Promise.reject(error)),
      );
      if (existing) return;
      const sub = (await user.tokens()).accessToken.payload.sub as string;
      await user
        .data('create profile', 'Profile', 'create', { emailLower: user.email, email: user.email, sub })
        .catch((error: FlowError) => {
          // An earlier try was stored but its answer was lost (crash runs).
          if (!(options.net.retry && /ConditionalCheckFailed/.test(error.kind))) throw error;
        });
      ledger[role].profile.email = user.email;
      ledger[role].profile.sub = sub;
    });
  }
  await joinDfuse('initiator');

  // ---- intake and invitation ----
  const prepared = prepareSession(
    {
      issue: [scenario.issue, `Pair ${run.index} wrote this at ${new Date().toISOString()}`],
      outcome: [scenario.outcome],
      why: [scenario.why],
      collaboratorFirstName: collaborator.givenName,
      collaboratorLastName: collaborator.familyName,
      collaboratorEmail: collaborator.email,
    },
    { email: initiator.email, firstName: initiator.givenName, lastName: initiator.familyName },
  );
  if ('problem' in prepared) throw new FlowError('intake', prepared.problem);
  // The app lets the data API choose the id; the benchmark names it, so that a create whose
  // answer was lost to a crash can be told apart from one that never happened.
  const id = randomUUID();
  const createInput = { id, ...prepared.input, lastActivityAt: new Date().toISOString() };
  await timed('intake', 'initiator', async () => {
    await initiator.data('create session', 'Issue', 'create', createInput).catch(async (error: FlowError) => {
      if (!(options.net.retry && /ConditionalCheckFailed/.test(error.kind))) throw error;
      const stored = await read('initiator', id);
      if (stored.initiatorEmail !== initiator.email) throw error;
    });
  });
  ledger.issueId = id;
  note(createInput);

  // Each side's private safety check (docs/rules.md, "Safety"): its own record, then the server decides.
  async function answerSafetyCheck(role: Role) {
    await timed('safety check', role, async () => {
      const answer = await userOf(role).answerSafetyCheckNo(id, options.net.retry);
      if (answer.status !== 200) throw new FlowError(`http ${answer.status} settle-session`, `safety: ${JSON.stringify(answer.body)}`);
    });
  }
  await answerSafetyCheck('initiator');

  const invite = await timed('invite', 'initiator', () => call('initiator', 'send-email', { template: 'invite', issueId: id }, [200, 429]));
  if (invite.status === 200) {
    ledger.inviteSent = true;
    ledger.server.inviteEmailStatus = 'sent';
  }
  else if (!options.net.retry) throw new FlowError('http 429 send-email', JSON.stringify(invite.body));

  // ---- the collaborator's response: they join when the invitation arrives, as people do ----
  if (ledger.inviteSent) await collaborator.waitForMail(/invit/i, 10_000);
  await joinDfuse('collaborator');
  await answerSafetyCheck('collaborator');
  const opened = await timed('open invitation', 'collaborator', async () => {
    // Crash runs: an invitation whose send died with the cloud is not in the mailbox; the
    // collaborator continues from the session (the initiator would press Send again).
    const mail = await collaborator.waitForMail(/invit/i, ledger.inviteSent ? 10_000 : 0);
    if (!mail && ledger.inviteSent) throw new FlowError('mail missing', `no invitation for ${collaborator.email}`);
    if (mail && !mail.text.includes(id)) throw new FlowError('mail wrong', `the invitation does not link session ${id}`);
    return read('collaborator', id);
  });
  await timed('respond', 'collaborator', () =>
    write(
      'collaborator',
      collaboratorResponseUpdate(opened as unknown as SessionFacts & { id: string }, { issue: scenario.theirIssue, outcome: scenario.theirOutcome, why: scenario.theirWhy }, new Date()),
    ),
  );

  // ---- the issue statements and the agreement ----
  const askStatements = () => call('collaborator', 'propose-issues', { issueId: id }, [200, 202]);
  const withStatements = await timed('propose-issues', 'collaborator', async () => {
    await askStatements();
    return until(
      'collaborator',
      id,
      'the issue statements',
      (r) => texts(r.proposedIssues as string[]).length > 0,
      // aiStatus says in_progress where the job vocabulary says running.
      (r) => jobState(r.aiStatus === 'in_progress' ? 'running' : (r.aiStatus as string), r.aiDerivedAt as string, r.aiErrorMessage as string, new Date(), staleAfterMs),
      askStatements,
    );
  });
  const candidates = proposedCandidates(withStatements as AgreementFacts);
  if (!candidates.length) throw new FlowError('no statements', 'propose-issues stored no statements');
  ledger.server.proposedIssues = withStatements.proposedIssues;
  // Both accept the best-scored statement and decline the others.
  const choices: Choices = Object.fromEntries(candidates.map((c, i) => [statementKey(c.statement), i === 0 ? 'yes' : 'no']));
  const outcomes = await Promise.all(
    (['initiator', 'collaborator'] as const).map(async (role) => {
      await timed('agree: answer', role, async () => {
        const record = await read(role, id);
        await write(role, selectionsUpdate(id, role, proposedCandidates(record as AgreementFacts), choices, new Date()));
      });
      const settled = await timed('agree: settle', role, () => call(role, 'settle-session', { issueId: id, step: 'agree' }, [200, 409]));
      return settled.status === 200 ? settled.body.outcome : null;
    }),
  );
  if (!outcomes.includes('agreed')) throw new FlowError('no agreement', `settle agree answered ${JSON.stringify(outcomes)}`);
  ledger.server.agreedIssue = candidates[0].statement;

  // ---- the five solutions ----
  const enqueueSolutions = (role: Role) => call(role, 'infer-interests', { issueId: id, persist: true }, [200, 202], 'enqueue');
  const withSolutions = await timed('solutions', 'both', async () => {
    await Promise.all([enqueueSolutions('initiator'), enqueueSolutions('collaborator')]);
    return until(
      'initiator',
      id,
      'the five solutions',
      (r) => storedSolutions(r as SolutionFacts).length === 5,
      (r) => jobState(r.inferInterestsStatus as string, r.inferInterestsRequestedAt as string, r.inferInterestsError as string, new Date(), staleAfterMs),
      () => enqueueSolutions('initiator'),
    );
  });
  ledger.server.proposedSolutionsJson = withSolutions.proposedSolutionsJson;
  const solutions = storedSolutions(withSolutions as SolutionFacts);
  // Opposite orders for the two sides, so the rule has something to decide.
  const orderFor = (role: Role) => (role === 'initiator' ? solutions.map((s) => s.id) : [...solutions].reverse().map((s) => s.id));
  const rank = (role: Role, order: string[]) =>
    write(
      role,
      role === 'initiator'
        ? { id, initiatorSolutionOrder: order, initiatorSolutionRankings: rankingsFor(order, solutions) }
        : { id, collaboratorSolutionOrder: order, collaboratorSolutionRankings: rankingsFor(order, solutions) },
    );
  await Promise.all((['initiator', 'collaborator'] as const).map((role) => timed('rank five', role, () => rank(role, orderFor(role)))));
  await timed('top three', 'initiator', () => call('initiator', 'settle-session', { issueId: id, step: 'top-three' }, [200]));
  const withTopThree = await read('collaborator', id);
  const topThree = (withTopThree.topThreeSolutionIds as string[] | null) ?? [];
  if (topThree.length !== 3) throw new FlowError('no top three', `topThreeSolutionIds is ${JSON.stringify(topThree)}`);
  ledger.server.topThreeSolutionIds = topThree;
  // Both keep the computed order, so the same #1 is chosen.
  await Promise.all((['initiator', 'collaborator'] as const).map((role) => timed('rank three', role, () => rank(role, topThree))));
  const best = await timed('best solution', 'collaborator', () => call('collaborator', 'settle-session', { issueId: id, step: 'best-solution' }, [200]));
  if (best.body.outcome !== 'chosen' || best.body.bestSolutionId !== topThree[0]) throw new FlowError('best solution', `best-solution answered ${JSON.stringify(best.body)}`);
  ledger.server.bestSolutionId = best.body.bestSolutionId;
  await timed('resolve', 'initiator', () => write('initiator', { id, status: 'resolved' }));

  // ---- conflict styles, strategies, plans ----
  const mode: Record<Role, DcsMode> = { initiator: DCS_MODES[run.index % 5], collaborator: DCS_MODES[(run.index + 2) % 5] };
  await Promise.all(
    (['initiator', 'collaborator'] as const).map((role) =>
      timed('conflict style', role, async () => {
        const user = userOf(role);
        const scores = [`Avoidance: ${run.index % 20} (Weak)`, `Collaboration: 17 (Very strong)`];
        const changes = { emailLower: user.email, dcsMode: mode[role], dcsScores: scores, dcsVersion: DCS_VERSION };
        await user.data('update profile', 'Profile', 'update', changes);
        Object.assign(ledger[role].profile, { dcsMode: mode[role], dcsScores: scores, dcsVersion: DCS_VERSION });
        const readBack = await user.data<Fields>('get profile', 'Profile', 'get', { emailLower: user.email });
        if (readBack.dcsMode !== mode[role]) throw new FlowError('profile read-back', `dcsMode read back as ${String(readBack.dcsMode)}`);
        await write(role, { id, [role === 'initiator' ? 'initiatorDCS' : 'collaboratorDCS']: mode[role] });
      }),
    ),
  );
  const askStrategies = (role: Role) => call(role, 'propose-strategies', { issueId: id }, [200, 202]);
  const withStrategies = await timed('strategies', 'both', async () => {
    await write('initiator', { id, status: 'strategies' });
    await Promise.all([askStrategies('initiator'), askStrategies('collaborator')]);
    return until(
      'collaborator',
      id,
      'the strategies',
      (r) => r.proposeStrategiesStatus === 'succeeded' && texts(r.initiatorStrategies as string[]).length > 0 && texts(r.collaboratorStrategies as string[]).length > 0,
      (r) =>
        jobState(
          r.proposeStrategiesStatus === 'in_progress' ? 'running' : (r.proposeStrategiesStatus as string),
          r.proposeStrategiesRequestedAt as string,
          r.proposeStrategiesError as string,
          new Date(),
          staleAfterMs,
        ),
      () => askStrategies('collaborator'),
    );
  });
  for (const field of ['initiatorStrategies', 'collaboratorStrategies', 'initiatorCommunicationTips', 'collaboratorCommunicationTips']) {
    ledger.server[field] = withStrategies[field];
  }
  await Promise.all(
    (['initiator', 'collaborator'] as const).map((role) =>
      timed('plan', role, async () => {
        const answer = await call(role, 'implement-plan', { sessionId: id }, [200]);
        ledger.server[`${role}ImplementPlanJson`] = answer.body.plan;
      }),
    ),
  );
  await timed('implemented', 'collaborator', () => write('collaborator', { id, status: 'implemented' }));
  if (options.review) await commitAndReview(options.review.trialOver);
  run.current = { initiator: 'done', collaborator: 'done' };
  run.done = true;

  // ---- step 7: commit, the trial, the first check-in ----
  async function commitAndReview(trialOver: () => Promise<void>) {
    const sides = ['initiator', 'collaborator'] as const;
    const trials = preferredTrials(run.index);
    const commitOutcomes = await Promise.all(sides.map((role) => timed('commit', role, () => commit(role, trials[role]))));
    if (!commitOutcomes.includes('both-committed')) throw new FlowError('commit', `"I commit" answered ${JSON.stringify(commitOutcomes)}`);
    const committed = await read('initiator', id);
    const record = readCommitmentRecord(committed.commitmentJson);
    const trialDays = record.trialDays ?? 0;
    if (committed.status !== 'committed' || !commitmentRecorded(record) || !Object.values(trials).includes(trialDays)) {
      throw new FlowError('commitment record', `after both committed: status ${String(committed.status)}, ${String(committed.commitmentJson).slice(0, 200)}`);
    }
    if (Date.parse(record.trialEndsAt!) - Date.parse(record.committedAt!) !== trialDays * 24 * 3_600_000) {
      throw new FlowError('commitment record', `a ${trialDays}-day trial from ${record.committedAt} ends ${record.trialEndsAt}`);
    }
    ledger.server.commitmentJson = committed.commitmentJson;
    noteStatus('committed');

    run.current = { initiator: 'trial', collaborator: 'trial' };
    await trialOver();

    const plan = checkInPlan(run.index, (record.commitments ?? []).map((c) => c.id));
    const settled = await Promise.all(
      sides.map(async (role) => {
        await timed('check-in opens', role, () => openTheCheckIn(role));
        await timed('check-in: answer', role, () => write(role, { id, [CHECK_IN_FIELD[role]]: JSON.stringify(plan.answers[role]) }));
        // 409 while the other has not answered: the first of the two waits (src/backend/commitments.ts).
        const answer = await timed('check-in: settle', role, () => call(role, 'settle-session', { issueId: id, step: 'check-in' }, [200, 409]));
        return answer.status === 200 ? answer.body.outcome : null;
      }),
    );
    const answered = settled.filter((outcome) => outcome !== null);
    if (!answered.length || answered.some((outcome) => outcome !== plan.expected.outcome)) {
      throw new FlowError('check-in outcome', `${plan.scenario}: settle-session answered ${JSON.stringify(settled)}, the answers imply ${plan.expected.outcome}`);
    }
    const reviewed = await read('collaborator', id);
    const review = readReviewRecord(reviewed.reviewJson);
    const recorded = review.checkIns?.find((c) => c.number === 1);
    if (review.open || !recorded || recorded.outcome !== plan.expected.outcome || [...recorded.needsAnotherLook].sort().join() !== [...plan.expected.needsAnotherLook].sort().join()) {
      throw new FlowError('check-in outcome', `${plan.scenario}: recorded ${String(reviewed.reviewJson).slice(0, 300)}, expected ${JSON.stringify(plan.expected)}`);
    }
    ledger.server.reviewJson = reviewed.reviewJson;
    // A check-in that held: the session can be marked resolved (the check-in page's button).
    if (recorded.outcome === 'holding') await timed('conclude', 'initiator', () => write('initiator', { id, status: 'concluded' }));
  }

  /**
   * The implement page's commit form: starts from the other's trial once they committed, else from
   * `preferred`; saves the side's commitments and says "I commit". When the other committed first
   * to another trial, the server asks to match it, and the side does.
   */
  async function commit(role: Role, preferred: number): Promise<string> {
    const shown = readCommitmentRecord((await read(role, id)).commitmentJson);
    let trialDays = hasCommitted(shown, otherRole(role)) && shown.trialDays ? shown.trialDays : preferred;
    const steps = (ledger.server[`${role}ImplementPlanJson`] as { steps?: string[] } | undefined)?.steps ?? [];
    const commitments = commitmentsFromPlan(steps);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await write(role, { id, [COMMITMENTS_FIELD[role]]: JSON.stringify({ commitments, trialDays }) });
      const answer = await call(role, 'settle-session', { issueId: id, step: 'commit' }, [200, 409]);
      if (answer.status === 200) return String(answer.body.outcome);
      if (typeof answer.body.trialDays !== 'number' || answer.body.trialDays === trialDays) break;
      trialDays = answer.body.trialDays;
    }
    throw new FlowError('commit', `${role} could not commit to a ${trialDays}-day trial`);
  }

  /** The check-in e-mail's link opens the check-in: open, and the other's answers (if any yet) sealed. */
  async function openTheCheckIn(role: Role) {
    const link = paths.session.checkIn(id);
    const mail = await userOf(role).waitForMail((m) => m.text.includes(link), 10_000);
    if (!mail) throw new FlowError('mail missing', `no check-in e-mail for ${userOf(role).email} linking ${link}`);
    const session = await read(role, id);
    if (openCheckIn(session as CheckInFacts)?.number !== 1) throw new FlowError('check-in not open', `${role} reads ${String(session.reviewJson).slice(0, 200)}`);
    const theirs = readCheckIn(session[CHECK_IN_FIELD[otherRole(role)]]);
    if (theirs && (theirs.sealed !== SEALED_CHECK_IN || Object.keys(theirs).length !== 2)) {
      throw new FlowError('check-in not blind', `${role} read the other's answers before answering: ${JSON.stringify(theirs).slice(0, 200)}`);
    }
  }
}
