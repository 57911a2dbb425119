/**
 * What the five conflict styles (the DCS modes, after Thomas and Kilmann) mean for two people
 * working through one conflict: what a style tends to do, how to meet a partner who has it,
 * what to say to them and what not to, and, for each of the 25 ordered pairs, the moment that
 * pair most often gets stuck and what to do then. This is domain knowledge no library has;
 * strategies.ts and plan.ts fill it with the session's own words.
 */
import type { StyleMode } from '../../types';

export const STYLE_NAMES: Record<StyleMode, string> = {
  avoiding: 'avoiding',
  competing: 'competing',
  accommodating: 'accommodating',
  collaborating: 'collaborating',
  compromising: 'compromising',
};

/** What is filled in: the partner's name and what the two are working on. */
export interface StyleContext {
  partner: string;
  /** "the plan you chose (“Meet halfway on the kitchen”)", or the topic: the first mention. */
  focus: string;
  /** "the plan", or the topic: every later mention. */
  plan: string;
  /** Short, for words spoken to the partner: "the kitchen", "this". */
  spoken: string;
  /**
   * What the viewer asked for, in brackets with its leading space (" (a schedule)"), to follow
   * the words that refer to it ("your request"); '' when the engine cannot name it in plain words.
   */
  wants: string;
}

/** Your own style: what it does for this conflict and what to watch. */
export const OWN_STYLE: Record<StyleMode, (c: StyleContext) => string> = {
  competing: (c) =>
    `Your competing style can move ${c.focus} forward; use that drive for the practical steps, and do not push your request${c.wants} beyond what ${c.partner} has agreed to.`,
  avoiding: (c) =>
    `Your avoiding style may tempt you to let ${c.focus} drift; agree on one small, fixed moment each week to deal with it, so it never has to become a big conversation.`,
  accommodating: (c) =>
    `Your accommodating style keeps the peace, but ${c.focus} only works if your own need is part of it: say out loud what you need${c.wants} before you agree to anything.`,
  compromising: (c) =>
    `Your compromising style helps you find a middle way quickly; before you offer one on ${c.focus}, be clear which part of your request${c.wants} you cannot give up.`,
  collaborating: (c) =>
    `Your collaborating style looks for an answer that works for both of you; keep it practical by agreeing on the first step of ${c.focus} before exploring more options.`,
};

/** Your partner's style: how to meet it. */
export const PARTNER_STYLE: Record<StyleMode, (c: StyleContext) => string> = {
  avoiding: (c) =>
    `${c.partner} tends to step back from hard conversations: give them notice, a set time and one topic, and put the next step in writing so they can answer in their own time.`,
  competing: (c) =>
    `${c.partner} tends to argue firmly for their position: state your own need in one clear sentence early, and stay calm if they push back on it.`,
  accommodating: (c) =>
    `${c.partner} tends to give way to keep the peace: check that a “yes” from them about ${c.plan} is a real yes by asking what they would change.`,
  compromising: (c) =>
    `${c.partner} tends to look for a quick middle way: welcome it, but make sure it keeps what matters most to you in your request${c.wants}.`,
  collaborating: (c) =>
    `${c.partner} tends to want to talk things through fully: give them a real answer about what you need, and agree together when to stop talking and start.`,
};

/** Where this ordered pair (you, partner) most often gets stuck, and your plan for that moment: "If ..., then I will ...". */
export const PAIR_PLANS: Record<StyleMode, Record<StyleMode, (c: StyleContext) => string>> = {
  competing: {
    competing: (c) => `If ${c.partner} and I both start arguing to win about ${c.spoken}, then I will call a ten-minute break and come back with one offer, not a new argument.`,
    avoiding: (c) => `If ${c.partner} goes quiet or changes the subject when I raise ${c.spoken}, then I will stop pushing, name the one thing I need, and ask when we can come back to it.`,
    accommodating: (c) => `If ${c.partner} agrees with me straight away, then I will ask what they would change before I take it as settled.`,
    compromising: (c) => `If ${c.partner} offers to meet halfway on ${c.spoken}, then I will say which part of the offer I can accept before I ask for anything more.`,
    collaborating: (c) => `If ${c.partner} asks questions about what I need, then I will answer them instead of restating my position.`,
  },
  avoiding: {
    competing: (c) => `If ${c.partner} pushes for an answer about ${c.spoken} on the spot, then I will say when I will answer, and I will answer by then.`,
    avoiding: (c) => `If a week goes by without either of us raising ${c.spoken}, then I will put fifteen minutes in both our calendars and bring up the first step myself.`,
    accommodating: (c) => `If ${c.partner} says it does not matter to them, then I will ask what they would choose if it did.`,
    compromising: (c) => `If ${c.partner} proposes a quick deal on ${c.spoken}, then I will ask for a day to think and reply with one change rather than silence.`,
    collaborating: (c) => `If ${c.partner} wants a long talk about ${c.spoken}, then I will agree to twenty minutes on one topic and say that I am willing to continue another day.`,
  },
  accommodating: {
    competing: (c) => `If ${c.partner} states what they want about ${c.spoken} as if it were settled, then I will name one thing I need before I agree.`,
    avoiding: (c) => `If neither of us brings up ${c.spoken}, then I will be the one to name the next step, in a message if talking feels too hard.`,
    accommodating: (c) => `If ${c.partner} and I both say “whatever you prefer”, then I will name my own first choice and ask for theirs.`,
    compromising: (c) => `If ${c.partner} proposes splitting ${c.spoken} down the middle, then I will check that my half covers what matters to me before I say yes.`,
    collaborating: (c) => `If ${c.partner} asks what I really want, then I will give a real answer, not the one that keeps the peace.`,
  },
  compromising: {
    competing: (c) => `If ${c.partner} keeps asking for more after we have agreed, then I will point to what we agreed and ask what they will give in return.`,
    avoiding: (c) => `If ${c.partner} does not reply about ${c.spoken}, then I will send one short written proposal with a date and leave it with them.`,
    accommodating: (c) => `If ${c.partner} accepts my first offer at once, then I will ask whether it really works for them before we go ahead.`,
    compromising: (c) => `If ${c.partner} and I split ${c.spoken} down the middle, then I will check that neither of us gave up the part that matters most.`,
    collaborating: (c) => `If ${c.partner} wants to explore more options for ${c.spoken}, then I will give it one session before we settle on a middle way.`,
  },
  collaborating: {
    competing: (c) => `If ${c.partner} treats my questions as stalling, then I will give my own position in one sentence first and ask my questions after.`,
    avoiding: (c) => `If ${c.partner} goes quiet when I ask about ${c.spoken}, then I will send my questions in writing and let them answer later.`,
    accommodating: (c) => `If ${c.partner} agrees too readily, then I will ask for one thing they would do differently and take it seriously.`,
    compromising: (c) => `If ${c.partner} proposes a split before we know what each of us needs, then I will ask for five minutes on our needs first.`,
    collaborating: (c) => `If ${c.partner} and I keep discussing ${c.spoken} without deciding, then I will suggest a time limit and that we pick one option to try.`,
  },
};

/** What your style should do when the first step slips: the response half of an if-then plan. */
export const FOLLOW_UP: Record<StyleMode, string> = {
  competing: 'ask what got in the way before I push for it',
  avoiding: 'send a short message about it that day instead of waiting for the right moment',
  accommodating: 'raise it myself rather than quietly doing it alone',
  compromising: 'suggest one smaller version of it that we can both still do',
  collaborating: 'ask what would make it easier and agree on a new day together',
};

/** Words that work with a partner of this style. */
export const SAY_TO: Record<StyleMode, (c: StyleContext) => string> = {
  avoiding: (c) => `Could we take twenty minutes on ${c.spoken} this week? You pick the time.`,
  competing: (c) => `Here is what I need from ${c.spoken}, and here is what I can offer you.`,
  accommodating: (c) => `I want to know what you would choose about ${c.spoken}, not only what keeps the peace.`,
  compromising: (c) => `What would a fair trade on ${c.spoken} look like to you?`,
  collaborating: (c) => `What would work for both of us on ${c.spoken}?`,
};

/** What your own style adds to those words, so they sound like you and still land. */
export const SAY_AS: Record<StyleMode, string> = {
  competing: 'I will hear you out before I answer.',
  avoiding: 'I would rather talk it through than let it sit.',
  accommodating: 'I have a view on it too, and I will tell you.',
  compromising: 'I’m open to more than one way of doing it.',
  collaborating: 'We don’t have to solve everything in one go.',
};

/** What your own style tends to say that does harm, and why. */
export const AVOID_SAYING: Record<StyleMode, { words: string; why: string }> = {
  competing: { words: 'That’s just how it has to be.', why: 'it sounds like a verdict, not an offer' },
  avoiding: { words: 'It’s fine, forget it.', why: 'it is not fine, and the issue comes back' },
  accommodating: { words: 'Whatever you want is fine with me.', why: 'it hides what you need' },
  compromising: { words: 'Let’s just split it and move on.', why: 'it skips over what matters most to each of you' },
  collaborating: { words: 'Let’s keep talking until it’s perfect.', why: 'it wears the other person out' },
};

/** What a partner of this style is likely to hear badly. */
export const AVOID_WITH: Record<StyleMode, { words: string; heard: string }> = {
  avoiding: { words: 'We have to settle this right now.', heard: 'an ambush, and they will withdraw' },
  competing: { words: 'You always have to win.', heard: 'an attack, and they will dig in' },
  accommodating: { words: 'So we’re agreed, then?', heard: 'a cue to say yes just to end the conversation' },
  compromising: { words: 'I’m not giving anything up.', heard: 'a reason to stop offering anything' },
  collaborating: { words: 'Let’s not overthink it.', heard: 'a sign that their questions do not matter' },
};

/** When and how to raise it with a partner of this style. */
export const TIMING: Record<StyleMode, (c: StyleContext) => string> = {
  avoiding: (c) => `Raise ${c.spoken} at a planned time, never by surprise or late in the evening, and keep to one topic.`,
  competing: (c) => `Raise ${c.spoken} when you both have time to finish, so neither of you feels cut off mid-argument.`,
  accommodating: (c) => `Ask for ${possessiveOf(c.partner)} view first, in private, where they do not have to keep the peace in front of anyone.`,
  compromising: (c) => `Bring one concrete proposal about ${c.spoken}, with a date, so there is something specific to adjust together.`,
  collaborating: (c) => `Agree on how long the conversation about ${c.spoken} will last, so it ends with a decision rather than more questions.`,
};

const possessiveOf = (name: string) => `${name}’s`;
