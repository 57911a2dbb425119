/**
 * The builtin propose-strategies task: for each side, strategies and communication tips that
 * depend on the ordered pair of conflict styles (theirs and their partner's: all 25 pairs
 * differ) and on their role, and that build on the agreed issue, the best solution and what
 * each side said matters. Written to the side it is for ("you"), with if-then plans in their
 * own voice ("If Tom goes quiet ..., then I will ...") and words to use and to avoid with this
 * partner, and, where either took the personality test (DPI), one strategy and one tip from the
 * two types (personality.ts), which say which letters they come from. The style knowledge is in
 * styles.ts; what each side asks for and cares about comes from sides.ts in plain words, and the
 * partner's own words only ever in quotation marks with their name.
 */
import type { ProposedSolution, ProposeStrategiesInput, ProposeStrategiesOutput, SideForStrategies, StyleMode } from '../../types';
import { allTexts } from './analysis';
import { capitaliseCalendarNames, capitaliseNames, clip, mendSpelling, namesWrittenIn, sentence } from './english';
import { allSpelledRight } from './spelling';
import { personalityAdvice, type PersonalityAdvice } from './personality';
import { readSides, type Side, type Sides } from './sides';
import { AVOID_SAYING, AVOID_WITH, FOLLOW_UP, OWN_STYLE, PAIR_PLANS, PARTNER_STYLE, SAY_AS, SAY_TO, TIMING, type StyleContext } from './styles';

/** What one side's advice is built from. */
export interface Perspective {
  self: Side;
  partner: Side;
  own: StyleMode;
  theirs: StyleMode;
  context: StyleContext;
  solution: ProposedSolution | null;
  sides: Sides;
  /** From both personality types, when either side has one. */
  personality?: PersonalityAdvice;
}

const SECOND_PERSON: [RegExp, string][] = [
  [/\btheir\b/g, 'your'],
  [/\btheirs\b/g, 'yours'],
  [/\bthemselves\b/g, 'yourself'],
  [/\bthem\b/g, 'you'],
  [/\bthey\b/g, 'you'],
  [/\bour\b/g, 'your'],
  [/\bwe\b/g, 'you'],
  [/\bus\b/g, 'you'],
];

/** A party's own request, said back to them: "splitting their kitchen" -> "splitting your kitchen". */
export const toYou = (text: string) => SECOND_PERSON.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);

/**
 * What the partner said matters, said back to them by the viewer: "I work 10 hour shifts on my
 * feet" -> "you work 10 hour shifts on your feet". Only a reason that is safe to put in someone
 * else's mouth (quotes.ts) and has nothing in it that the swap would get wrong ("he", "you", "we").
 */
function reasonSaidBack(partner: Side, viewer: Side): string | undefined {
  // A reason that continues another sentence ("but i go home shaking") is said back without its joining word.
  const said = partner.portrait.sayBack?.replace(/^(?:because|cause|bc|cuz|since|as|but|and|so|though|although)\s+/i, '');
  if (!said || said.split(/\s+/).length < 3) return undefined;
  if (!/\b(?:i|me|my|im|i['’]m)\b/i.test(said)) return undefined;
  if (/\b(?:you|your|yours|he|she|him|her|his|hers|we|us|our)\b/i.test(said) || said.toLowerCase().includes(viewer.name.toLowerCase())) return undefined;
  const names = namesWrittenIn([...allTexts(partner.analyzed), ...allTexts(viewer.analyzed)].map((text) => text.text));
  const contracted = BARE_CONTRACTIONS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), said);
  const mended = capitaliseNames(capitaliseCalendarNames(mendSpelling(contracted)), names).replace(CHAT_FILLERS, '');
  const second = FIRST_TO_SECOND.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), mended);
  // Said back, the words are the engine's: a misspelling its list does not mend ("a masive rift") is not put in the viewer's mouth.
  if (!allSpelledRight(second)) return undefined;
  return second[0].toLowerCase() + second.slice(1);
}

/** "tbh", "lol": chat fillers a person types, dropped when their words become a line for the other to say. */
const CHAT_FILLERS = /,?\s*\b(?:tbh|tbf|imo|imho|lol|ngl)\b/gi;

/** Contractions typed without the apostrophe, mended before the words become the viewer's own. */
const BARE_CONTRACTIONS: [RegExp, string][] = [
  [/\bits (?=(?:my|your|not|so|a|the|all|just|been|like|what|how|only|too|never|always|\w+ing)\b)/gi, 'it’s '],
  [/\b(do|does|did|is|was|are|were|could|would|should|have|has|had)nt\b/gi, '$1n’t'],
  [/\b(that|what|there|here|where)s\b/gi, '$1’s'],
  [/\bcant\b/gi, 'can’t'],
  [/\bwont\b/gi, 'won’t'],
  [/\bim\b/gi, 'I’m'],
  [/\bive\b/gi, 'I’ve'],
];

const FIRST_TO_SECOND: [RegExp, string][] = [
  [/\bI am\b/gi, 'you are'],
  [/\bI was\b/gi, 'you were'],
  [/\bI['’]?m\b/gi, 'you’re'],
  [/\bI['’]ve\b/gi, 'you’ve'],
  [/\bI['’]d\b/gi, 'you’d'],
  [/\bI['’]ll\b/gi, 'you’ll'],
  [/\bI\b/gi, 'you'],
  [/\bmy\b/gi, 'your'],
  [/\bmine\b/gi, 'yours'],
  [/\bmyself\b/gi, 'yourself'],
  [/\bme\b/gi, 'you'],
];

/** A title inside quotation marks: whole, its own quotation marks made single so the quote is not closed early. */
export const quotedTitle = (title: string) => clip(title, 20).replace(/[“"]/g, '‘').replace(/[”]/g, '’').replace(/[.!?]+$/, '');

/**
 * A step as part of a sentence: no leading "This week,", no closing full stop, lower-cased unless
 * it starts with a name. A long step ends at its last clause boundary within `maxWords` (a comma,
 * "and"), never in the middle of a phrase; one with no boundary is kept whole.
 */
export function stepClause(step: string, names: readonly string[], maxWords = 24): string {
  const trimmed = step
    .trim()
    .replace(/^(?:this week|by the end of (?:this|the) week|before the weekend|today|first|then|next),?\s+/i, '')
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/,? (?:for example|such as|e\.g\.) “[^”]*”/g, '')
    .replace(/[.!?]+$/, '');
  const shortened = toClauseBoundary(trimmed, maxWords);
  const firstWord = shortened.split(/[\s’']/)[0];
  const keep = names.includes(firstWord) || firstWord === 'I' || /^\p{Lu}{2}/u.test(firstWord);
  return keep ? shortened : shortened.charAt(0).toLowerCase() + shortened.slice(1);
}

/** The text up to its last comma, semicolon or "and" within `maxWords` words; the whole text when there is none or it is short. */
function toClauseBoundary(text: string, maxWords: number): string {
  const words = text.split(/\s+/);
  if (words.length <= maxWords) return text;
  for (let end = maxWords; end >= Math.ceil(maxWords / 2); end--) {
    if (/[,;]$/.test(words[end - 1])) return words.slice(0, end).join(' ').replace(/[,;]$/, '');
    if (words[end] === 'and') return words.slice(0, end).join(' ');
  }
  return text;
}

export function perspectives(input: ProposeStrategiesInput): { initiator: Perspective; collaborator: Perspective } {
  const sides = readSides(input.initiator, input.collaborator, input.agreedIssue, null);
  const solution = input.bestSolution;
  const make = (self: Side, partner: Side, mine: SideForStrategies, theirs: SideForStrategies): Perspective => {
    const spoken = sides.topic !== 'this issue' ? sides.topic : solution ? 'the plan' : 'this issue';
    const focus = solution ? `the plan you chose (“${quotedTitle(solution.title)}”)` : sides.topic;
    const plan = solution ? 'the plan' : sides.topic;
    // What this side asks for that the other does not, else what it asks for at all.
    const own = self.portrait.wants.find((want) => !partner.portrait.wants.includes(want)) ?? self.portrait.wants[0];
    // Nothing named: the sentence reads whole without the brackets (not "what you need (what you need)").
    const wants = own ? ` (${toYou(own)})` : '';
    const personality = personalityAdvice(mine.personality, theirs.personality, partner.name);
    return { self, partner, own: mine.style, theirs: theirs.style, solution, sides, personality, context: { partner: partner.name, focus, plan, spoken, wants } };
  };
  return {
    initiator: make(sides.a, sides.b, input.initiator, input.collaborator),
    collaborator: make(sides.b, sides.a, input.collaborator, input.initiator),
  };
}

/** The if-then plan for the best solution's first step (or, without one, for agreeing on one). */
function firstStepPlan(view: Perspective): string {
  const first = view.solution?.steps[0];
  if (first) return sentence(`If the first step of the plan (${stepClause(first, [view.self.name, view.partner.name])}) has not happened by the end of this week, then I will ${FOLLOW_UP[view.own]}`);
  const about = view.sides.agreedClause || view.sides.topic;
  return sentence(`If ${view.partner.name} and I have not agreed on a first step about ${about} by the end of this week, then I will ${FOLLOW_UP[view.own]}`);
}

/** Keep in view what the partner said matters to them: in plain words, and in their own, quoted with their name. */
function partnerReason(view: Perspective): string {
  const { partner, context } = view;
  const matter = partner.portrait.matters[0];
  const quote = partner.portrait.reasonQuote;
  if (matter && quote) return sentence(`Keep in mind what matters to ${partner.name}, ${matter} (${partner.name} wrote: “${quote}”), and check that ${context.plan} does not cost them that`);
  if (quote) return sentence(`Keep in mind what ${partner.name} wrote about why it matters, “${quote}”, and check that ${context.plan} does not cost them that`);
  if (matter) return sentence(`Keep in mind what matters to ${partner.name}, ${matter}, and check that ${context.plan} does not cost them that`);
  return sentence(`Ask ${partner.name} what matters most to them about ${context.spoken}, and check that ${context.plan} does not cost them that`);
}

function roleStrategy(view: Perspective): string {
  const { self, partner, sides, context } = view;
  // The agreed issue, when it is short enough to say again in passing.
  const about = sides.agreedClause && sides.agreedClause.split(/\s+/).length <= 14 ? ` about ${sides.agreedClause}` : '';
  if (self.role === 'initiator') return sentence(`You started this session${about}, so let ${partner.name} shape the next step too: ask which part of ${context.plan} they want to start with`);
  return sentence(`${partner.name} invited you into this session${about}, and your view counts as much as theirs: say early what you need${context.wants}`);
}

export function strategiesFor(view: Perspective): string[] {
  const { own, theirs, context } = view;
  // Six at most: the personality strategy, where there is one, takes the place of the one about roles.
  const last = view.personality ? view.personality.strategy : roleStrategy(view);
  return [OWN_STYLE[own](context), PARTNER_STYLE[theirs](context), PAIR_PLANS[own][theirs](context), firstStepPlan(view), partnerReason(view), last];
}

/** What the viewer can say to show they heard the partner: their reason said back, else what matters to them. */
function heardLine(view: Perspective): string {
  const { partner, self } = view;
  const reason = reasonSaidBack(partner, self);
  if (reason) return `“I know ${reason}.”`;
  const matter = partner.portrait.matters[0] ?? partner.portrait.wants[0];
  return matter ? `“I know you care about ${toYou(matter)}.”` : `“Tell me what matters most to you here.”`;
}

export function tipsFor(view: Perspective): string[] {
  const { own, theirs, context, partner } = view;
  return [
    `Say: “${SAY_TO[theirs](context)} ${SAY_AS[own]}”`,
    sentence(`Avoid saying “${AVOID_WITH[theirs].words}” to ${partner.name}, who is likely to hear it as ${AVOID_WITH[theirs].heard}`),
    sentence(`Watch for your own “${AVOID_SAYING[own].words}”, because ${AVOID_SAYING[own].why}`),
    `Before you make your own point, show ${partner.name} you heard them: ${heardLine(view)}`,
    TIMING[theirs](context),
    ...(view.personality ? [view.personality.tip] : []),
  ];
}

export function builtinProposeStrategies(input: ProposeStrategiesInput): ProposeStrategiesOutput {
  const { initiator, collaborator } = perspectives(input);
  return {
    initiatorStrategies: strategiesFor(initiator),
    initiatorCommunicationTips: tipsFor(initiator),
    collaboratorStrategies: strategiesFor(collaborator),
    collaboratorCommunicationTips: tipsFor(collaborator),
  };
}
