/** Process advice about how to decide rather than an arrangement (a trial, someone both trust): at most two of the five. */
import type { OptionPattern } from './pattern';

export const PROCESS_OPTIONS: readonly OptionPattern[] = [
  {
    id: 'process.trial',
    process: true,
    from: [],
    title: 'A {lengthAdj} trial of what {X} asks for',
    summary: 'For {length}, {X’s} request ({Xwant}) is tried in full while {Y} notes what it costs them; then both review it and decide what comes next.',
    steps: ['This week, {A} and {B} agree on a start date and write down exactly what the trial means.', 'During the trial, {Y} notes each time it costs them something, and {X} each time it helps.', 'At the end, review it together: keep it, adjust it, or try another option.'],
    benefits: ['{X} gets a real test of the request, and {Y} gets an end date and an equal say.', 'The decision rests on what happened.'],
    risks: ['{Y} gives way first, and {length} may be too short to judge.'],
    metric: 'At the review, both can say whether the trial happened as written and agree on the next step.',
  },
  {
    id: 'process.helper',
    process: true,
    from: [],
    title: 'Talk {topic} through once with {helper}',
    summary: '{A} and {B} bring {topic} to {helper}, who hears both sides and helps them reach a decision both can accept.',
    steps: ['This week, {A} and {B} each name one or two people they would trust, and agree on one.', 'Before the meeting, each writes half a page on what they need.', 'Meet once for about an hour, and write down what was agreed.'],
    benefits: ['Someone outside can ask the questions they find hard to ask each other.', 'Both get an equal hearing.'],
    risks: ['It takes time to find the right person.'],
    metric: 'Within three weeks, the meeting has happened and one agreement is written down.',
  },
];
