/**
 * What the personality types (DPI, four letters: E/I, S/N, T/F, J/P; src/domain/dpi.ts) mean for
 * two people carrying out a plan together, as data: for each letter pair on which the two differ,
 * how the viewer adjusts to the partner, and said in the text, so the reader sees where the advice
 * comes from ("Because your type, ISTJ, leans to Judging and Tomasz’s, INFP, to Perceiving ...").
 * A type that was not taken adds nothing: the advice then rests on the conflict styles alone.
 */
import { DPI_LETTER_NAMES, parseDpiType, type DpiLetter, type DpiType } from '../../../../src/domain/dpi';

/** The letter pairs in the order they matter most when two people disagree. */
const PAIRS: readonly [DpiLetter, DpiLetter][] = [
  ['T', 'F'],
  ['J', 'P'],
  ['E', 'I'],
  ['S', 'N'],
];

/** How someone who leans to the first letter meets a partner who leans to the second, in a clause after "so". */
const ADJUST: Record<DpiLetter, Partial<Record<DpiLetter, string>>> = {
  T: { F: 'say how each step affects the two of you, not only whether it makes sense' },
  F: { T: 'give your reasons and the facts behind them, not only how it feels' },
  J: { P: 'agree on the two or three things that must be fixed and leave the rest open for now' },
  P: { J: 'give a date for each of your decisions, and keep it' },
  E: { I: 'send what you want to discuss a day ahead, and let them answer at the next talk rather than on the spot' },
  I: { E: 'treat their first ideas as thinking out loud rather than positions, and ask for a day before you answer' },
  S: { N: 'start with what the plan is for before going into the details' },
  N: { S: 'bring the concrete facts: figures, dates and who does what' },
};

/** What a shared leaning tends to skip, for two people of the same letter. */
const SHARED_BLIND_SPOT: Record<DpiLetter, string> = {
  T: 'you may both argue the logic and miss how the plan feels; ask each other once a week how it is going, not only whether it is working',
  F: 'you may both keep the peace and leave practical points unsaid; end each talk with one decision written down',
  J: 'you may both settle too fast; leave one thing open until the check-in',
  P: 'you may both leave things open too long; put the check-in date in both calendars now',
  E: 'you may both talk more than you listen; take turns to sum up what the other said',
  I: 'you may both wait for the other to raise it; agree now who brings up the first step',
  S: 'you may both dive into details; start each talk with what you want to achieve',
  N: 'you may both stay with ideas; name one concrete step and its date at the end of each talk',
};

export interface PersonalityAdvice {
  /** One strategy naming both types (or the one known) and what it changes. */
  strategy: string;
  /** A short tip for this week's conversations. */
  tip: string;
}

const leaning = (letter: DpiLetter) => DPI_LETTER_NAMES[letter];

/**
 * Advice from the two types, or undefined when neither side has a type. `own` is the viewer's,
 * `theirs` the partner's; either may be missing or not a type.
 */
export function personalityAdvice(own: unknown, theirs: unknown, partner: string): PersonalityAdvice | undefined {
  const mine = parseDpiType(own);
  const their = parseDpiType(theirs);
  if (!mine && !their) return undefined;
  if (mine && their) return bothTypes(mine, their, partner);
  if (mine) {
    const letter = mine.includes('T') ? 'T' : 'F';
    const other: DpiLetter = letter === 'T' ? 'F' : 'T';
    return {
      strategy: `Your personality type, ${mine}, leans to ${leaning(letter)}; ${partner} has not taken the test, so ask ${partner} early whether they want the reasons first or how it will affect the two of you, and go on from there.`,
      tip: `With your ${leaning(letter)} leaning, check once that you have also said what matters from the ${leaning(other)} side: ${ADJUST[letter][other]}.`,
    };
  }
  const letter = their!.includes('J') ? 'J' : 'P';
  const other: DpiLetter = letter === 'J' ? 'P' : 'J';
  return {
    strategy: `${partner}’s personality type, ${their}, leans to ${leaning(letter)}: ${letter === 'J' ? `${partner} is likely to want things settled, so give a clear date for each step` : `${partner} is likely to want room to adjust, so agree which parts are fixed and which can change`}.`,
    tip: `You have not taken the personality test; ${partner}’s type (${their}) suggests you ${ADJUST[other][letter]}.`,
  };
}

function bothTypes(mine: DpiType, their: DpiType, partner: string): PersonalityAdvice {
  const differing = PAIRS.find(([first, second]) => (mine.includes(first) && their.includes(second)) || (mine.includes(second) && their.includes(first)));
  if (!differing) {
    const shared = PAIRS.map(([first, second]) => (mine.includes(first) ? first : second))[0];
    return {
      strategy: `You and ${partner} share the personality type ${mine}: you lean the same way, so ${SHARED_BLIND_SPOT[shared]}.`,
      tip: `Because you and ${partner} are both ${leaning(shared)} types, name the blind spot out loud once this week and agree how you will catch it.`,
    };
  }
  const [first, second] = differing;
  const ownLetter = mine.includes(first) ? first : second;
  const theirLetter = ownLetter === first ? second : first;
  return {
    strategy: `Because your personality type, ${mine}, leans to ${leaning(ownLetter)} and ${partner}’s, ${their}, to ${leaning(theirLetter)}, ${ADJUST[ownLetter][theirLetter]}.`,
    tip: `With ${partner} (${their}), ${ADJUST[ownLetter][theirLetter]}; it is the difference between your types most likely to cause friction.`,
  };
}
