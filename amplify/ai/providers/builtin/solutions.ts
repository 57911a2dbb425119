/**
 * The builtin infer-interests task: five solutions to the agreed issue, the principle to weigh
 * first, and each side's interests.
 *
 * The five come from the option library (options/, one module per domain), chosen by what the two answers are about:
 * a pattern fits when one side's answers show one of its `from` concepts (that side is {X}), and
 * weighs more the more of its concepts either side named, and more again when the other side named
 * one too. The five are the best-fitting, at most one per group, at most two pieces of process
 * advice (a trial, someone both trust, taking turns), the rest concrete arrangements; when the
 * answers show fewer than three fitting arrangements, general ones (a one-page agreement, a weekly
 * slot) fill in before process advice does. Each is filled with this session: the names, the people
 * and things and amounts named (reading.ts), and each side's requests and concerns in plain words.
 * Same answers, same five.
 */
import { SOLUTION_COUNT } from '../../../../src/domain/solutionIds';
import type { InferInterestsInput, InferInterestsOutput, Interest, ProposedSolution } from '../../types';
import { contentRootsOf } from './analysis';
import { keyTerms } from './coverage';
import { capitalise, sentence, titleCase, TRIAL_LENGTH } from './english';
import { precedencePrinciple } from './interests';
import { OPTION_PATTERNS, type OptionPattern } from './options';
import { quoteAround } from './quotes';
import { echoWeight, fill } from './reading';
import { readSides, type Setting, type Side, type Sides } from './sides';

type Draft = Omit<ProposedSolution, 'id'>;

/** At most this many of the five are process advice rather than arrangements. */
const MAX_PROCESS = 2;
/** The other side naming one of a pattern's concepts makes it fit both: it weighs this much more. */
const BOTH_SIDES_BONUS = 3;

interface Fit {
  pattern: OptionPattern;
  x: Side;
  y: Side;
  score: number;
}

/** Whether a pattern belongs to the relationship the two are in (`OptionPattern.settings`; any when it names none). */
const inSetting = (pattern: OptionPattern, sides: Sides) => !pattern.settings || pattern.settings.includes(sides.setting);

/** How well a pattern fits, with {X} the side whose answers call for it; undefined when it does not fit. */
function fitOf(pattern: OptionPattern, sides: Sides): Fit | undefined {
  const { reading } = sides;
  // Only what the conflict is about counts: a care pattern does not fit a row about the kitchen because someone cooks "every single night".
  const relevant = (id: string) => reading.strong.has(id.split('.')[0] as never);
  const weightFor = (side: 'a' | 'b', ids: readonly string[]) => ids.filter(relevant).reduce((sum, id) => sum + (reading.weights.get(id)?.[side] ?? 0), 0);
  const fromA = weightFor('a', pattern.from);
  const fromB = weightFor('b', pattern.from);
  if (fromA === 0 && fromB === 0) return undefined;
  if (pattern.fromBoth && (fromA === 0 || fromB === 0)) return undefined;
  // What a pattern requires is a fact of the situation (a family meal, a place with care): named at all, even in a weaker domain, it is there.
  if ((pattern.requires ?? []).some((id) => !reading.weights.has(id))) return undefined;
  if ((pattern.unless ?? []).some((id) => reading.weights.has(id))) return undefined;
  if (!inSetting(pattern, sides)) return undefined;
  const [x, y] = fromB > fromA ? [sides.b, sides.a] : [sides.a, sides.b];
  const all = [...pattern.from, ...(pattern.also ?? [])];
  const xKey = x === sides.a ? 'a' : 'b';
  const yKey = xKey === 'a' ? 'b' : 'a';
  const score = weightFor(xKey, all) + weightFor(yKey, all) + (weightFor(yKey, all) > 0 ? BOTH_SIDES_BONUS : 0);
  const slots = reading.slots as unknown as Record<string, string | undefined>;
  if ((pattern.needs ?? []).some((slot) => !slots[slot])) return undefined;
  if (Object.entries(pattern.slotMatches ?? {}).some(([slot, match]) => !match.test(slots[slot] ?? ''))) return undefined;
  return { pattern, x, y, score };
}

/** Taking turns fits a job or a time that repeats; it never fits money, care or trust. */
const TURNS_FIT = (sides: Sides) => sides.turnTaking && (sides.reading.domains[0]?.domain === 'chores' || sides.reading.weights.has('schedule.turns'));

const TAKE_TURNS: OptionPattern = {
  id: 'process.turns',
  group: 'turns',
  process: true,
  from: [],
  title: 'Take turns with {topic}, {unit} by {unit}',
  summary: 'Instead of sharing every {unit}, one of them takes {topic} fully one {unit} and the other the next, so {A} and {B} each get whole {units} off.',
  steps: [
    'This week, {A} and {B} agree whose {unit} comes first; if neither wants to choose, toss a coin.',
    'Mark the turns on a shared calendar for the next four {units}.',
    'After two turns each, decide together whether to keep alternating or try another option.',
  ],
  benefits: ['Each knows exactly which {units} are theirs to rest.', 'It is easy to check: the calendar shows whose turn it is.'],
  risks: ['Turns only work if both honour the other’s {unit}; one skipped turn can undo the trust it builds.'],
  metric: 'After four {units}, neither {A} nor {B} has missed a turn, and both want to keep going.',
};

/** The five patterns, in order of fit, and the side each starts from. */
function chooseFive(sides: Sides): Fit[] {
  const fits = OPTION_PATTERNS.map((pattern) => fitOf(pattern, sides))
    .filter((fit): fit is Fit => fit !== undefined)
    .sort((p, q) => q.score - p.score || OPTION_PATTERNS.indexOf(p.pattern) - OPTION_PATTERNS.indexOf(q.pattern));
  const chosen: Fit[] = [];
  const take = (fit: Fit) => {
    const group = fit.pattern.group ?? fit.pattern.id;
    if (chosen.length >= SOLUTION_COUNT || chosen.some((known) => (known.pattern.group ?? known.pattern.id) === group)) return;
    if (fit.pattern.process && chosen.filter((known) => known.pattern.process).length >= MAX_PROCESS) return;
    chosen.push(fit);
  };
  for (const fit of fits) take(fit);
  // Too few arrangements fit: general ones first, then advice about how to decide.
  const general = (id: string, x = sides.a, y = sides.b): Fit => ({ pattern: OPTION_PATTERNS.find((pattern) => pattern.id === id)!, x, y, score: 0 });
  const [asker, other] = trialSides(sides);
  // Arrangements that fit the kind of conflict come before general ones.
  const byType: Record<string, string[]> = {
    personality: ['talk.weekly-check-in', 'talk.pause-word', 'talk.one-habit', 'talk.no-late-topics'],
    values: ['general.non-negotiables', 'trust.tell-first', 'general.decision-pause'],
    task: ['general.calendar', 'general.sunday-plan', 'schedule.status-note'],
  };
  for (const fit of [
    ...byType[sides.conflictType].map((id) => general(id)),
    general('general.one-page'),
    ...(TURNS_FIT(sides) ? [{ pattern: TAKE_TURNS, x: sides.a, y: sides.b, score: 0 }] : []),
    general('process.trial', asker, other),
    general('general.weekly-slot'),
    general('general.needs-list'),
    general('process.helper'),
  ]) {
    // A fallback keeps to its settings too: no evening cut-off for neighbours.
    if (inSetting(fit.pattern, sides)) take(fit);
  }
  return chosen;
}

/** The side whose request is the more concrete, for a trial of it. */
function trialSides({ a, b }: Sides): [Side, Side] {
  const concreteness = (side: Side) => (side.asked ? 1 : 0) + (side.portrait.requestQuote?.match(/\d|\b(?:by|before|after|every|each|week|day|month|weekend|night|hours?)\b/gi)?.length ?? 0);
  return concreteness(b) > concreteness(a) ? [b, a] : [a, b];
}

const NEUTRAL_HELPER = 'a mediator, or someone both trust who has no stake in the outcome';
const HELPERS: Record<Setting, string> = {
  work: 'a senior colleague or someone from HR both trust',
  family: 'a family mediator, or a relative both trust to be fair',
  neighbours: 'a community mediation service',
  partners: 'a couples counsellor',
  housemates: NEUTRAL_HELPER,
  friends: 'a friend both trust to be fair, who has no stake in the outcome',
  general: NEUTRAL_HELPER,
};

const LENGTH_ADJECTIVE = (length: string) => length.replace(/^(\w+) (\w+?)s?$/, '$1-$2');

/** What a side is in this solution's words: their first request, else what matters to them, else a plain fallback. */
const wantOf = (side: Side) => side.portrait.wants[0] ?? side.portrait.matters[0] ?? `what ${side.name} asked for`;
const matterOf = (side: Side) => side.portrait.matters[0] ?? side.portrait.wants[0] ?? `what matters to ${side.name}`;

function write(fit: Fit, sides: Sides): Draft {
  const { pattern, x, y } = fit;
  const length = TRIAL_LENGTH[sides.unit];
  const units = { evening: 'evenings', day: 'days', week: 'weeks', weekend: 'weekends', month: 'months', year: 'years' }[sides.unit];
  const values: Record<string, string | undefined> = {
    ...(sides.reading.slots as unknown as Record<string, string | undefined>),
    A: sides.a.name,
    B: sides.b.name,
    X: x.name,
    Y: y.name,
    Xwant: wantOf(x),
    Ywant: wantOf(y),
    Xmatter: matterOf(x),
    Ymatter: matterOf(y),
    topic: sides.topic === 'this issue' ? 'the issue between them' : sides.topic,
    helper: HELPERS[sides.setting],
    length,
    lengthAdj: LENGTH_ADJECTIVE(length),
    unit: sides.unit,
    units,
  };
  const text = (template: string) => fill(template, values);
  const line = (template: string) => sentence(capitalise(text(template)));
  return {
    title: titleCase(text(pattern.title)),
    summary: line(pattern.summary),
    steps: pattern.steps.map(line),
    benefits: pattern.benefits.map(line),
    risksOrTradeoffs: pattern.risks.map(line),
    successMetric: line(pattern.metric),
  };
}

/** Words of each side quoted in a solution: enough to recognise, short enough for one sentence. */
const QUOTE_WORDS = 9;

/**
 * Each solution ends by setting it beside the two sides' own words, quoted with their names:
 * their requests, their reasons or what they raised, turning with the solution so the five do
 * not repeat one line. Nothing is said for a side that wrote nothing.
 */
function inTheirWords(sides: Sides, index: number, own: OwnTerms): string | undefined {
  // Which of each side's words (request, reason, what they raised) each of the five quotes: no two alike.
  let [kindA, kindB] = QUOTE_PAIRS[index % QUOTE_PAIRS.length];
  // A quote longer than QUOTE_WORDS keeps the stretch naming most of what only that side wrote about
  // and the words they come back to, not its first words: "I dont have kids but I do have a life"
  // keeps "a life", where it would have been cut at "I do have…".
  const quotesOf = (side: Side, ownTerms: ReadonlySet<string>) => {
    const { requestQuote, reasonQuote, concernQuote } = side.portrait;
    const echo = echoWeight(side.portrait.echoes);
    const weigh = (word: string) => (ownTerms.has(sides.index.get(word)?.root ?? word) ? 1 : 0) + echo(word);
    return [requestQuote, reasonQuote, concernQuote].map((quote) => (quote ? quoteAround(quote, QUOTE_WORDS, weigh) : undefined));
  };
  const quotesA = quotesOf(sides.a, own.a);
  const quotesB = quotesOf(sides.b, own.b);
  // A quote that names nothing only that side wrote about ("im between jobs") does not carry their concern: the next one in turn does.
  kindA = carryingKind(quotesA, kindA, own.a, sides, own.usedA);
  kindB = carryingKind(quotesB, kindB, own.b, sides, own.usedB);
  // Two solutions ending on the same two quotes read as one: a pair already quoted moves the
  // collaborator's quote on, else the initiator's, to a pair not quoted yet.
  // A kind a side has no quote of falls back to the first they have.
  const quoteA = (kind: number) => quotesA[kind] ?? quotesA.find(Boolean);
  const quoteB = (kind: number) => quotesB[kind] ?? quotesB.find(Boolean);
  const pairOf = (x: number, y: number) => `${quoteA(x)}\u0000${quoteB(y)}`;
  if (own.pairs.has(pairOf(kindA, kindB))) {
    const moves: [number, number][] = [1, 2].flatMap((step): [number, number][] => [[kindA, (kindB + step) % 3], [(kindA + step) % 3, kindB]]);
    const fresh = moves.find(([x, y]) => quotesA[x] && quotesB[y] && !own.pairs.has(pairOf(x, y)));
    if (fresh) [kindA, kindB] = fresh;
  }
  own.pairs.add(pairOf(kindA, kindB));
  const a = quoteA(kindA);
  const b = quoteB(kindB);
  if (!a || !b) return undefined;
  if (kindA === 0 && kindB === 0) return `In their own words, ${sides.a.name} asked for “${a}” and ${sides.b.name} for “${b}”.`;
  if (kindA === 2 && kindB === 2) return `What each raised, in their own words: ${sides.a.name}, “${a}”, and ${sides.b.name}, “${b}”.`;
  return `In their own words, ${sides.a.name} wrote “${a}” and ${sides.b.name} wrote “${b}”.`;
}

/** Each side's key terms the other side did not use: what only that side is concerned about. */
interface OwnTerms {
  a: ReadonlySet<string>;
  b: ReadonlySet<string>;
  /** How often each kind of each side's words has been quoted so far in this call. */
  usedA: number[];
  usedB: number[];
  /** The pairs of quotes already set beside a solution in this call. */
  pairs: Set<string>;
}

function ownTermsOf(sides: Sides): OwnTerms {
  const names = [sides.a.name, sides.b.name];
  const termsA = keyTerms(sides.a.analyzed, names);
  const termsB = keyTerms(sides.b.analyzed, names);
  return {
    a: new Set([...termsA.keys()].filter((term) => !termsB.has(term))),
    b: new Set([...termsB.keys()].filter((term) => !termsA.has(term))),
    usedA: [0, 0, 0],
    usedB: [0, 0, 0],
    pairs: new Set(),
  };
}

/**
 * The kind to quote: the one in turn the first time, or when it names one of the side's own terms;
 * else, of those that do, the one quoted least so far (the five should not all repeat one line);
 * else the one in turn.
 */
function carryingKind(quotes: readonly (string | undefined)[], kind: number, own: ReadonlySet<string>, sides: Sides, used: number[]): number {
  const carries = (candidate: number) => {
    const quote = quotes[candidate];
    return quote !== undefined && [...contentRootsOf(quote, sides.index)].some((root) => own.has(root));
  };
  let chosen = kind;
  // Each kind is quoted once in turn, so the five together keep all of a side's words; only a repeat moves.
  if (own.size > 0 && used[kind] > 0 && !carries(kind)) {
    const carrying = [1, 2].map((step) => (kind + step) % quotes.length).filter(carries);
    chosen = carrying.sort((x, y) => used[x] - used[y])[0] ?? kind;
  }
  used[chosen]++;
  return chosen;
}

/** Request (0), reason (1) or what they raised (2), for the initiator and the collaborator, per solution. */
const QUOTE_PAIRS: readonly [number, number][] = [
  [0, 0],
  [1, 1],
  [2, 2],
  [0, 1],
  [1, 2],
];

export function builtinInferInterests(input: InferInterestsInput): InferInterestsOutput {
  const sides = readSides(input.initiator, input.collaborator, input.agreedIssue, input.conflictType);
  const own = ownTermsOf(sides);
  const solutions = chooseFive(sides).map((fit, index) => {
    const draft = write(fit, sides);
    const words = inTheirWords(sides, index, own);
    return { id: `sol-${index + 1}`, ...draft, summary: words ? `${draft.summary} ${words}` : draft.summary };
  });
  const interests = (side: Side): Interest[] => side.interests.map(({ category, label, rationale }) => ({ category, label, rationale }));
  return {
    solutions,
    precedencePrinciple: precedencePrinciple({ name: sides.a.name, interests: sides.a.interests }, { name: sides.b.name, interests: sides.b.interests }),
    initiatorInterests: interests(sides.a),
    collaboratorInterests: interests(sides.b),
  };
}
