/**
 * The builtin infer-interests task: five genuinely different solutions to the agreed issue,
 * the principle to weigh first, and each side's interests.
 *
 * The five approaches depend on the kind of conflict, as a mediator's would:
 * - task (who does what, when, money): meet halfway; take turns (when the situation repeats)
 *   or a third option that meets both reasons; a trade across issues; a time-boxed trial (or,
 *   for a one-off decision, looking into both options before a set date); an outside standard;
 * - values (what each believes is right): a third option that meets both reasons; a trade; a
 *   trial or joint fact-finding; someone both trust; meeting halfway;
 * - personality (how the two treat each other): ground rules for hard conversations; each
 *   changes one habit the other asked about; taking turns to speak and listen; a trial; a coach
 *   or counsellor.
 * Every solution is filled from the parties' own material (sides.ts): what each asks for and
 * why, their concerns, their interests, the topic of the agreed issue and the time unit they
 * talk in, and each draws on different parts of it, so the five do not read alike.
 */
import { SOLUTION_COUNT } from '../../../../src/domain/solutionIds';
import type { InferInterestsInput, InferInterestsOutput, Interest, ProposedSolution } from '../../types';
import { clip, PLURAL_UNITS, possessive, sentence, titleCase, TRIAL_LENGTH } from './english';
import { categoryNoun, precedencePrinciple } from './interests';
import { readSides, type Setting, type Side, type Sides } from './sides';

type Draft = Omit<ProposedSolution, 'id'>;
type Approach = (sides: Sides) => Draft;

const s = sentence;

/** "Tom works 10 hour shifts on their feet." or "Rita put it this way: “We're retired.”" */
function whySentence(side: Side): string | undefined {
  if (side.why?.clause) return s(side.why.clause);
  if (side.why?.quote) return s(`${side.name} put it this way: “${side.why.quote}”`);
  return undefined;
}

/** A benefit that names what a party said matters. */
function respects(side: Side, lead: string): string | undefined {
  if (side.why?.clause) return s(`${lead} that ${side.why.clause}`);
  if (side.why?.quote) return s(`${lead} what ${side.name} said matters: “${side.why.quote}”`);
  return undefined;
}

const topInterest = (side: Side): Interest => side.interests[0];
const interestNoun = (side: Side) => categoryNoun(topInterest(side).category);
/** rest and health (“wiped out by 9pm”) */
const interestWithLabel = (side: Side) => `${interestNoun(side)} (“${clip(topInterest(side).label, 8)}”)`;

/** Both sides' asks, as one or two sentences. */
const bothAsks = ({ a, b }: Sides) => `${s(a.ask)} ${s(b.ask)}`;

const present = (items: (string | undefined)[]) => items.filter((item): item is string => Boolean(item));

// ------------------------------------------------------------------ approaches

/** "(splitting kitchen cleanup)": a request in brackets after the words that introduce it. */
const inBrackets = (side: Side) => `(${side.wants})`;

const meetHalfway: Approach = (sides) => {
  const { a, b, topic } = sides;
  return {
    title: `Meet halfway on ${topic}`,
    summary: `${bothAsks(sides)} ${s(`Each keeps the piece of their own request they care about most and shares out the rest, so both see some of it happen from the start`)}`,
    steps: [
      s(`By the end of this week, ${a.name} names the piece they cannot do without ${inBrackets(a)}, and ${b.name} does the same ${inBrackets(b)}`),
      s(`Sit down together for half an hour and agree on a split of ${topic} that keeps both of those pieces and divides the rest evenly`),
      s(`Write the split down as who does what and by when, put it where ${a.name} and ${b.name} can both see it, and keep to it for two weeks`),
    ],
    benefits: present([
      s(`${a.name} and ${b.name} each see part of what they asked for happen within the week, without waiting for the other to give in`),
      respects(a.why ? a : b, 'It respects'),
    ]),
    risksOrTradeoffs: [s(`${a.name} and ${b.name} each let go of something they asked for, and a split that looks even on paper can still feel uneven in practice`)],
    successMetric: s(`After two weeks, ${a.name} and ${b.name} each rate the split of ${topic} at least 7 out of 10 for fairness, and both have kept their part every time it came up`),
  };
};

/** A job to be done (chores, cover, a rota): turns are about who does it, not whose way it goes. */
function isShareOfWork(sides: Sides): boolean {
  const labels = new Set(sides.classification.categories.map((category) => category.label));
  return labels.has('household and chores') || [sides.a, sides.b].every((side) => side.interests.some((interest) => interest.category === 'workload'));
}

const takeTurns: Approach = (sides) => {
  const { a, b, unit } = sides;
  const units = PLURAL_UNITS[unit];
  const work = isShareOfWork(sides);
  // "Take turns with this issue" says nothing: without a clear topic the turns are of the arrangement.
  const topic = sides.topic === 'this issue' ? 'the arrangement' : sides.topic;
  return {
    title: sides.topic === 'this issue' ? `Take turns, ${unit} by ${unit}` : `Take turns with ${topic}, ${unit} by ${unit}`,
    summary: work
      ? s(`Instead of sharing every ${unit}, one of them takes ${topic} fully one ${unit} and the other the next, so ${a.name} and ${b.name} each get whole ${units} off`)
      : s(`Instead of splitting every ${unit}, ${topic} goes fully ${possessive(a.name)} way one ${unit} ${inBrackets(a)} and fully ${possessive(b.name)} way the next ${inBrackets(b)}`),
    steps: [
      s(`This week, agree which ${unit} is ${possessive(a.name)} first turn and which is ${possessive(b.name)}; if neither wants to choose, toss a coin`),
      s(`Mark the turns on a shared calendar for the next four ${units}, so ${a.name} and ${b.name} both know whose ${unit} it is`),
      work
        ? s(`On the other person’s ${unit}, each leaves ${topic} to them entirely and notes anything to raise at the review`)
        : s(`During the other person’s ${unit}, each goes along with their way without comment and notes anything to raise at the review`),
      s(`After two turns each, ${a.name} and ${b.name} decide together whether to keep alternating, change the length of a turn, or try another option`),
    ],
    benefits: [
      work
        ? s(`Each knows exactly which ${units} are theirs to rest, so neither ${a.name} nor ${b.name} carries ${topic} every ${unit}`)
        : s(`Each gets ${topic} fully their own way half of the time, rather than half their own way all the time`),
      s(`It is easy to check: the calendar shows whether it is ${possessive(a.name)} turn or ${possessive(b.name)}`),
    ],
    risksOrTradeoffs: [s(`Turns only work if ${a.name} and ${b.name} honour each other’s ${unit}; one skipped or cut-short turn can undo the trust it builds`)],
    successMetric: s(`After four ${units}, neither ${a.name} nor ${b.name} has missed or cut short a turn, and both say they want to keep going`),
  };
};

const trade: Approach = (sides) => {
  const { a, b } = sides;
  const [nounA, nounB] = [interestNoun(a), interestNoun(b)];
  return {
    title: nounA === nounB ? `A trade: each keeps what matters most about ${nounA}` : `A trade: ${nounA} for ${a.name}, ${nounB} for ${b.name}`,
    summary:
      s(`${a.name} has the final say on ${interestWithLabel(a)}, and ${b.name} on ${interestWithLabel(b)}`) +
      ` ${s(`In return, each yields on the other’s point`)}`,
    steps: [
      s(`This week, ${a.name} writes down what they would accept on ${possessive(b.name)} point ${inBrackets(b)} if they get ${nounA === 'being heard' ? 'a real hearing' : nounA}`),
      s(`${b.name} writes down what they would accept on ${possessive(a.name)} point ${inBrackets(a)} if they get ${nounB === 'being heard' ? 'a real hearing' : nounB}`),
      s(`Put the two halves side by side, write the trade down in two sentences, one for each of them, and start both halves on the same day`),
      s(`After two weeks, check together that both halves of the trade are being kept`),
    ],
    benefits: [
      s(`${a.name} keeps ${nounA} and ${b.name} keeps ${nounB}, because each yields only where it costs them least`),
      s(`Neither ${a.name} nor ${b.name} walks away empty-handed; each only narrows what they asked for`),
    ],
    risksOrTradeoffs: [s(`It needs ${a.name} and ${b.name} to be honest about what they could live without; a trade that either feels pushed into will not last`)],
    successMetric: s(`After two weeks, ${a.name} and ${b.name} each confirm that their half of the trade was kept every time it came up`),
  };
};

/** The side whose request is the more concrete (amounts, dates, times), for a trial. */
function trialSide({ a, b }: Sides): [Side, Side] {
  const concreteness = (side: Side) =>
    side.asked ? 1 + (side.material.request?.text.match(/\d|\b(?:by|before|after|every|each|week|day|month|weekend|night|hours?)\b/gi)?.length ?? 0) : 0;
  return concreteness(b) > concreteness(a) ? [b, a] : [a, b];
}

/** A request as a title: "Try quiet hours 9 to 5 on weekdays", "A two-week trial: stop going through Leo’s phone". */
function trialTitle(side: Side, length: string): string {
  const request = side.material.request;
  const named = (text: string) => text.replace(/\btheir\b/, possessive(side.name)).replace(/\bthey\b/, side.name).replace(/\bthem\b/, side.name);
  const adjective = length.replace(/^(\w+) (\w+?)s$/, '$1-$2');
  // "Try quiet hours on weekdays"; not "Try Lee to listen", which asks something of a person.
  if (request?.kind === 'thing' && !/^\S+ to\b/.test(request.text)) return `Try ${named(request.text)} for ${length}`;
  if (request?.kind === 'action') return `A ${adjective} trial: ${named(request.text)}`;
  return `A ${adjective} trial of ${possessive(side.name)} request`;
}

const trial: Approach = (sides) => {
  const [tried, other] = trialSide(sides);
  const length = TRIAL_LENGTH[sides.unit];
  const otherConcern = other.concern ? `${possessive(other.name)} concern about ${other.concern}` : `what ${other.name} needs`;
  const review = sides.agreedClause ? `whether it settles ${sides.agreedClause}` : `whether it works for both ${tried.name} and ${other.name}`;
  return {
    title: trialTitle(tried, length),
    summary: `${s(tried.ask)} ${s(`For ${length}, ${other.name} goes along with it in full while ${tried.name} keeps ${otherConcern} in mind; then both review it and decide what comes next`)}`,
    steps: [
      s(`This week, agree on a start date and write down exactly what the trial means ${inBrackets(tried)}, so that ${tried.name} and ${other.name} read it the same way`),
      s(`During the trial, ${other.name} notes each time it costs them something, and ${tried.name} notes each time it helps`),
      s(`Halfway through, ${tried.name} and ${other.name} take ten minutes to fix anything that is clearly not working, without ending the trial`),
      s(`At the end, review ${review}, and decide together: keep it, adjust it, or try another option`),
    ],
    benefits: [
      s(`${tried.name} gets a real test of their request, and ${other.name} gets a fixed end date and an equal say in what happens next`),
      s(`${tried.name} and ${other.name} decide on what actually happened during the trial rather than on fears about it`),
    ],
    risksOrTradeoffs: [s(`${other.name} gives way first, and ${length} may be too short to judge ${sides.topic} fairly`)],
    successMetric: s(
      `At the review, ${tried.name} and ${other.name} can each say whether the trial happened as written on most days and whether ${otherConcern} got better or worse, and both agree on the next step`,
    ),
  };
};

const lookIntoBoth: Approach = (sides) => {
  const { a, b, topic } = sides;
  return {
    title: `Look into both options for ${topic}, then decide by a set date`,
    summary: s(`Before deciding about ${topic}, ${a.name} finds out what ${possessive(b.name)} option would mean in practice ${inBrackets(b)}, ${b.name} does the same for ${possessive(a.name)} ${inBrackets(a)}, and both decide on a date set now`),
    steps: [
      s(`This week, ${a.name} and ${b.name} set a decision date about two weeks away and put it in both calendars`),
      s(`${a.name} checks one concrete fact about ${possessive(b.name)} option (a cost, a date, who else it affects), and ${b.name} does the same for ${possessive(a.name)}`),
      s(`A few days before the date, each shares what they found in writing`),
      s(`On the date, choose one option for ${topic}, a mix of both, or a third option that came up along the way`),
    ],
    benefits: present([
      s(`${a.name} and ${b.name} each take the other’s option seriously enough to look into it`),
      respects(b.why ? b : a, 'It gives time to weigh'),
    ]),
    risksOrTradeoffs: [s(`It delays a decision about ${topic} by two weeks, and finding out may not change either mind`)],
    successMetric: s(`By the decision date, both have shared what they found, and ${a.name} and ${b.name} have made one decision together that each can explain in a sentence`),
  };
};

/** What an outside standard could be, from what the conflict is about. */
function standardFor(sides: Sides): string {
  const categories = new Set([...sides.a.interests, ...sides.b.interests].map((interest) => interest.category));
  const labels = new Set(sides.classification.categories.map((category) => category.label));
  if (labels.has('household and chores') || categories.has('workload')) return 'a written rota that lists every job and how often it is done';
  if (categories.has('money') || labels.has('money and costs')) return 'a written budget or repayment plan, or a professional’s quote';
  if (labels.has('space, noise and property upkeep') || categories.has('home')) return 'the building’s or the council’s own rules, or a professional’s assessment';
  if (sides.setting === 'work' || categories.has('work')) return 'the team’s written process or the company’s policy';
  if (categories.has('time')) return 'a shared calendar with fixed days that both sign off';
  return 'a short written rule both sign';
}

const outsideStandard: Approach = (sides) => {
  const { a, b, topic } = sides;
  const standard = standardFor(sides);
  return {
    title: `Let an outside standard settle ${topic}`,
    summary: s(`Rather than ${possessive(a.name)} preference or ${possessive(b.name)}, ${topic} follows a standard neither of them set, which both agree in advance to accept`),
    steps: [
      s(`This week, ${a.name} and ${b.name} each suggest one outside standard they would accept for ${topic}, for example ${standard}`),
      s(`Compare the two suggestions and pick one; if neither can accept either, ask someone both trust to choose between them`),
      s(`Write down what the standard says about ${topic}, and follow it from the start of next ${sides.unit === 'evening' || sides.unit === 'day' ? 'week' : sides.unit}`),
    ],
    benefits: [
      s(`Neither ${a.name} nor ${b.name} has to give in to the other; both defer to the same yardstick`),
      s(`A later disagreement about ${topic} can be checked against the standard instead of argued again`),
    ],
    risksOrTradeoffs: [s(`A general standard may not fit ${possessive(a.name)} or ${possessive(b.name)} situation, so both may need to agree on exceptions`)],
    successMetric: s(`Within a month, every disagreement about ${topic} has been settled by checking the standard, without a new argument`),
  };
};

const thirdOption: Approach = (sides) => {
  const { a, b, topic } = sides;
  return {
    title: `Find a third option for ${topic} that meets both reasons`,
    summary: [s(`Neither ${possessive(a.name)} request nor ${possessive(b.name)} has to be the answer`), whySentence(a), whySentence(b), s(`The aim is one option that answers both reasons`)]
      .filter(Boolean)
      .join(' '),
    steps: [
      s(`This week, ${a.name} and ${b.name} each write down what they really need underneath what they asked for, without naming a solution`),
      s(`Together, list at least five options for ${topic} that would meet both needs, including some neither has suggested, without judging any of them yet`),
      s(`Cross out every option either of them cannot live with, and pick one of the options left to try first`),
    ],
    benefits: [
      s(`It protects what matters most to each: ${interestNoun(a)} for ${a.name} and ${interestNoun(b)} for ${b.name}`),
      s(`The option ${a.name} and ${b.name} choose belongs to both, so neither has simply won or lost`),
    ],
    risksOrTradeoffs: [s(`It takes longer than picking one side’s answer, and there may be no option that fully meets both ${possessive(a.name)} and ${possessive(b.name)} reasons`)],
    successMetric: s(`Within two weeks, ${a.name} and ${b.name} have chosen one option for ${topic} that each rates at least 7 out of 10 for meeting their own reason`),
  };
};

const HELPERS: Record<Setting, { who: string; short: string }> = {
  work: { who: 'a senior colleague or someone from HR whom both trust', short: 'a trusted colleague' },
  family: { who: 'a family mediator, or a relative or friend both trust to be fair', short: 'someone both trust' },
  neighbours: { who: 'a community mediation service', short: 'a community mediator' },
  partners: { who: 'a couples counsellor', short: 'a counsellor' },
  general: { who: 'a mediator, or someone both trust who has no stake in the outcome', short: 'a neutral third person' },
};

function helperFor(sides: Sides): { who: string; short: string } {
  const categories = new Set([...sides.a.interests, ...sides.b.interests].map((interest) => interest.category));
  if (categories.has('beliefs') && sides.setting !== 'work') return { who: 'a faith leader or an elder whom both of them respect', short: 'a respected elder' };
  if (sides.setting === 'work' && /cofounder|co-founder|investor|equity|company/i.test(`${sides.agreedClause} ${[sides.a, sides.b].map((side) => side.analyzed.issue.map((t) => t.text).join(' ')).join(' ')}`)) {
    return { who: 'an adviser or board member both founders trust', short: 'a trusted adviser' };
  }
  if (sides.conflictType === 'personality' && sides.setting !== 'work' && sides.setting !== 'neighbours') {
    return { who: 'a counsellor or coach who works with both of them', short: 'a counsellor' };
  }
  return HELPERS[sides.setting];
}

/** What a party would bring to a helper: their concern, or else their request. */
const pointOf = (side: Side) => (side.concern ? `their concern about ${side.concern}` : `their request ${inBrackets(side)}`);

const neutralPerson: Approach = (sides) => {
  const { a, b, topic } = sides;
  const helper = helperFor(sides);
  return {
    title: `Talk ${topic} through with ${helper.short}`,
    summary: s(`${a.name} and ${b.name} bring ${topic} to ${helper.who}, who hears both sides (${interestNoun(a)} for ${a.name}, ${interestNoun(b)} for ${b.name}) and helps them reach a decision both can accept`),
    steps: [
      s(`This week, ${a.name} and ${b.name} each name one or two people they would trust to listen fairly, and agree on one`),
      s(`Before the meeting, ${a.name} writes half a page on ${pointOf(a)}, ${b.name} does the same on ${pointOf(b)}, and each reads the other’s`),
      s(`Meet once, for about an hour, and agree beforehand whether the helper’s view on ${topic} is advice or a decision`),
    ],
    benefits: [
      s(`Someone outside the conflict can ask the questions ${a.name} and ${b.name} find hard to ask each other`),
      s(`${a.name} and ${b.name} get an equal hearing, in the same room, at the same time`),
    ],
    risksOrTradeoffs: [s(`It takes time to find the right person, and either ${a.name} or ${b.name} may feel judged in front of someone else`)],
    successMetric: s(`Within three weeks, ${a.name} and ${b.name} have met with ${helper.short} once and written down at least one agreement about ${topic} that came out of it`),
  };
};

const groundRules: Approach = (sides) => {
  const { a, b, topic, unit } = sides;
  const rule = (side: Side) => (side.asked ? `one rule drawn from their own request ${inBrackets(side)}` : 'one rule that would make the biggest difference to them');
  return {
    title: `Ground rules for talking about ${topic}`,
    summary: s(`${a.name} and ${b.name} agree on a few rules for hard conversations, each rule drawn from what one of them asked for, and both use them for the next ${TRIAL_LENGTH[unit === 'year' || unit === 'month' ? 'week' : unit]}`),
    steps: [
      s(`This week, ${a.name} and ${b.name} agree on a pause word either of them can say when a conversation is getting heated, and a promise to come back to it within 24 hours`),
      s(`${a.name} writes ${rule(a)}, and ${b.name} writes ${rule(b)}`),
      s(`Pick a regular time, not late at night, for raising anything difficult about ${topic}, and take one topic at a time`),
    ],
    benefits: [
      s(`${a.name} and ${b.name} both know how a difficult conversation will go before it starts`),
      s(`The rules come from what each of them asked for, so neither ${a.name} nor ${b.name} is following the other’s rules alone`),
    ],
    risksOrTradeoffs: [s(`Rules can turn into one more thing to argue about if ${a.name} or ${b.name} uses them to score points`)],
    successMetric: s(`Over the next two weeks, every hard conversation between ${a.name} and ${b.name} ends with a next step rather than a walk-out, and both say the rules helped`),
  };
};

const changeOneHabit: Approach = (sides) => {
  const { a, b } = sides;
  return {
    title: `Each changes one habit the other has asked about`,
    summary: `${bothAsks(sides)} ${s(`For two weeks, ${b.name} works on ${possessive(a.name)} request and ${a.name} works on ${possessive(b.name)}, one habit each`)}`,
    steps: [
      s(`This week, ${a.name} names the one habit of ${possessive(b.name)} that would make the most difference if it changed, and ${b.name} does the same`),
      s(`Each says in their own words what they will do instead, and when, so the other can recognise it`),
      s(`Once a week, ${a.name} and ${b.name} each tell the other about one moment they noticed the change`),
    ],
    benefits: [
      s(`${a.name} gets ${a.wants}, and ${b.name} gets ${b.wants}, at the same time`),
      s(`${a.name} and ${b.name} are both changing something, so neither is cast as the problem`),
    ],
    risksOrTradeoffs: [s(`Old habits come back under stress, and a slip by ${a.name} or ${b.name} can feel like proof that nothing has changed`)],
    successMetric: s(`After two weeks, ${a.name} and ${b.name} can each name at least three moments when the other kept to the change`),
  };
};

const turnsToTalk: Approach = (sides) => {
  const { a, b, topic } = sides;
  const hardest = (side: Side) => (side.concern ? `what is hardest for them, for example ${side.concern}` : 'what is hardest for them');
  return {
    title: `Take turns to speak and to listen about ${topic}`,
    summary: s(`${a.name} and ${b.name} set aside a calm half hour in which each speaks for ten minutes without interruption while the other only listens and then sums up what they heard`),
    steps: [
      s(`This week, ${a.name} and ${b.name} book one calm half hour in both calendars, with phones away`),
      s(`${a.name} speaks first about ${hardest(a)}; ${b.name} listens, then sums it up until ${a.name} says “yes, that’s it”`),
      s(`Then they swap: ${b.name} speaks about ${hardest(b)}, and ${a.name} sums it up`),
      s(`They end by naming one thing each will do differently before the next session`),
    ],
    benefits: [
      s(`${a.name} and ${b.name} each get to be heard in full before anything is decided`),
      s(`Summing up the other’s words shows ${a.name} and ${b.name} that they were understood, not only heard`),
    ],
    risksOrTradeoffs: [s(`It can feel stiff at first, and ten minutes may bring up more than ${a.name} or ${b.name} expected`)],
    successMetric: s(`After two sessions, ${a.name} and ${b.name} can each sum up the other’s point of view about ${topic} in a way the other accepts as fair`),
  };
};

/** Five approaches per kind of conflict, each using different parts of the parties' material. */
function approachesFor(sides: Sides): Approach[] {
  switch (sides.conflictType) {
    case 'personality':
      return [groundRules, changeOneHabit, turnsToTalk, sides.recurring ? trial : lookIntoBoth, neutralPerson];
    case 'values':
      return [thirdOption, trade, sides.recurring ? trial : lookIntoBoth, neutralPerson, meetHalfway];
    case 'task':
      return [meetHalfway, sides.turnTaking ? takeTurns : thirdOption, trade, sides.recurring ? trial : lookIntoBoth, outsideStandard];
  }
}

export function builtinInferInterests(input: InferInterestsInput): InferInterestsOutput {
  const sides = readSides(input.initiator, input.collaborator, input.agreedIssue, input.conflictType);
  const solutions = approachesFor(sides)
    .slice(0, SOLUTION_COUNT)
    .map((approach, index) => ({ id: `sol-${index + 1}`, ...approach(sides) }));
  const interests = (side: Side): Interest[] => side.interests.map(({ category, label, rationale }) => ({ category, label, rationale }));
  return {
    solutions: solutions.map((solution) => ({ ...solution, title: titleCase(solution.title) })),
    precedencePrinciple: precedencePrinciple({ name: sides.a.name, interests: sides.a.interests }, { name: sides.b.name, interests: sides.b.interests }),
    initiatorInterests: interests(sides.a),
    collaboratorInterests: interests(sides.b),
  };
}
