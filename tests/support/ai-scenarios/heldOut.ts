/**
 * Held-out scenarios: written with the tuning set, before the builtin engine was built, and
 * kept out of every run used to tune it (`npm run eval:ai -- --set=tuning` leaves them out).
 * Same conventions as scenarios.ts.
 */
import type { PartyAnswers } from '../../../amplify/ai/types';
import type { Scenario } from './types';

const side = (firstName: string, issue: string[], desiredOutcome: string[], whyOutcomeMatters: string[]): PartyAnswers => ({
  firstName,
  issue,
  desiredOutcome,
  whyOutcomeMatters,
});

export const HELD_OUT_SCENARIOS: Scenario[] = [
  {
    id: 'partners-in-laws-christmas',
    audience: 'partners',
    answers: {
      initiator: side(
        'Hugo',
        ["Every single Christmas we go to Amy's parents. Four years in a row. My family hasn't seen us on the day once."],
        ['Alternate years.'],
        ["My grandmother is 91 and I don't know how many Christmases she has left."],
      ),
      collaborator: side('Amy', ['my parents house is the only one big enough for everyone and my sister flies in'], ['keep christmas at my parents, we do boxing day with his'], ['its the one time my whole family is together']),
    },
    conflictType: 'task',
    typeNote: 'where to spend Christmas, and in which years',
    concerns: {
      initiator: ['alternate years', 'grandmother', '91', 'my family', 'four years'],
      collaborator: ['big enough', 'sister', 'boxing day', 'whole family', 'together'],
    },
  },
  {
    id: 'partners-feels-criticised',
    audience: 'partners',
    answers: {
      initiator: side('Kai', ['Nothing I do is ever good enough for her. The way I load the dishwasher, the way I drive, the way I talk to her mother.'], ['less criticism'], ['i feel like a child around her']),
      collaborator: side(
        'Lena',
        ["I make one comment and Kai sulks for the rest of the evening. I can't say anything."],
        ['Being able to mention small things without it becoming a whole drama.'],
        ['I walk on eggshells in my own home.'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'criticism and sulking: how they talk to each other',
    concerns: {
      initiator: ['criticism', 'good enough', 'child', 'the way'],
      collaborator: ['sulks', 'mention small things', 'drama', 'eggshells', 'say anything'],
    },
  },
  {
    id: 'parent-religious-wedding',
    audience: 'parent-adult-child',
    answers: {
      initiator: side('Farah', ['My mother says she will not come to my wedding unless it is in the mosque.'], ['her at my wedding, whatever kind it is'], ['she is my mum. I want her there.']),
      collaborator: side(
        'Samira',
        ['My daughter is marrying outside our faith and wants a ceremony on a beach.'],
        ['A nikah first, then she can have any party she wants'],
        ['Our faith is who we are. I promised her father.'],
      ),
    },
    conflictType: 'values',
    typeNote: 'faith and a promise against a daughter’s own choice',
    concerns: {
      initiator: ['wedding', 'whatever kind', 'mum', 'there'],
      collaborator: ['mosque', 'nikah', 'faith', 'promised', 'outside our faith'],
    },
  },
  {
    id: 'parent-car-loan',
    audience: 'parent-adult-child',
    answers: {
      initiator: side('Gloria', ['I co-signed Nate’s car loan and he has missed three payments. The bank is calling ME.'], ['auto-pay set up and the missed payments caught up by March'], ['my credit score is my retirement plan']),
      collaborator: side('Nate', ['hours got cut at work'], ['some breathing room for a couple months'], ['Im trying, i just need time']),
    },
    conflictType: 'task',
    typeNote: 'catching up on loan payments, and by when',
    concerns: {
      initiator: ['payments', 'auto-pay', 'March', 'credit score', 'retirement', 'bank'],
      collaborator: ['hours', 'cut', 'breathing room', 'couple months', 'time'],
    },
  },
  {
    id: 'siblings-dog-custody',
    audience: 'siblings-family',
    answers: {
      initiator: side('Ivy', ["After Dad died Ruben took Dad's dog without asking anyone."], ['We take turns, a month each.'], ['Biscuit was the last thing Dad and I did together, we walked him every morning.']),
      collaborator: side('Ruben', ["Ivy lives in a flat, no garden. I have a yard and I'm home all day."], ['Biscuit stays with me, Ivy can visit whenever'], ["moving him back and forth will stress him out, he's 12"]),
    },
    conflictType: 'task',
    typeNote: 'where the dog lives, and who looks after him when',
    concerns: {
      initiator: ['take turns', 'month each', 'without asking', 'walked', 'every morning'],
      collaborator: ['yard', 'home all day', 'visit', 'back and forth', 'stress', '12', 'garden'],
    },
  },
  {
    id: 'family-uncle-comments',
    audience: 'siblings-family',
    answers: {
      initiator: side('Marta', ['uncle Joe makes jokes about my weight at every family lunch and everyone laughs'], ['the jokes stop'], ['I dread going and I used to love those lunches']),
      collaborator: side('Joe', ["It's banter! We've always teased each other in this family, nobody means anything by it."], ['not having to watch every word'], ['family should be able to laugh together']),
    },
    conflictType: 'personality',
    typeNote: 'teasing and hurt feelings',
    concerns: {
      initiator: ['jokes', 'weight', 'dread', 'lunches', 'laughs'],
      collaborator: ['banter', 'teased', 'watch every word', 'laugh together', 'means anything'],
    },
  },
  {
    id: 'cofounders-equity-split',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Noor',
        ["We split equity 50/50 but I've written 90% of the code and work 70 hour weeks. Felix works part time on it."],
        ['Rebalance to 65/35 with vesting'],
        ['it has to reflect who is actually building this'],
      ),
      collaborator: side('Felix', ['The idea, the first customers and the funding contacts were mine. We agreed 50/50 and shook on it.'], ['Honour the deal we made.'], ['A deal is a deal. If we renegotiate now, what stops it again next year?']),
    },
    conflictType: 'values',
    typeNote: 'what is fair, and whether an agreement can be reopened',
    concerns: {
      initiator: ['equity', '90%', 'code', '70 hour', 'rebalance', '65/35', 'vesting', 'building'],
      collaborator: ['idea', 'customers', 'funding contacts', 'deal', 'agreed', 'shook', 'renegotiate'],
    },
  },
  {
    id: 'teammates-on-call',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side('Sven', ['i have been on call 3 weekends out of 4 since Maya swapped off the rota'], ['a fair rota, one weekend in four each'], ['burnt out']),
      collaborator: side('Maya', ['I swapped because my mum is in hospital and I told the team at the time.'], ['Cover for the next month, then I am back on the rota.'], ["I'm at the hospital every weekend."]),
    },
    conflictType: 'task',
    typeNote: 'the on-call rota: who covers which weekends',
    concerns: {
      initiator: ['on call', 'weekends', 'rota', 'one weekend in four', 'burnt out'],
      collaborator: ['hospital', 'mum', 'cover', 'next month', 'swapped'],
    },
  },
  {
    id: 'manager-public-blame',
    audience: 'manager-report',
    answers: {
      initiator: side('Chen', ["Mike blamed me in the all-hands for the outage, by name, when it was a process failure."], ['a correction at the next all-hands'], ['people now think I broke prod. my reputation matters']),
      collaborator: side('Mike', ["I was under pressure from the VP and I didn't word it well."], ['move on and fix the process together'], ['dragging it out makes the whole team look worse']),
    },
    conflictType: 'values',
    typeNote: 'fairness and reputation: being blamed in public',
    concerns: {
      initiator: ['blamed', 'correction', 'all-hands', 'reputation', 'by name'],
      collaborator: ['pressure', 'VP', 'move on', 'fix the process', 'team'],
    },
  },
  {
    id: 'neighbours-shared-wall',
    audience: 'neighbours',
    answers: {
      initiator: side('Dimitri', ['The shared garden wall is cracking and leaning into my side.'], ['Rebuild it this summer and split the cost.'], ['My kids play right next to it, it could fall.']),
      collaborator: side('Paula', ['quote was 6000 pounds'], ['patch it for now, rebuild in a couple of years'], ["I'm on a pension, I don't have 3000 lying around"]),
    },
    conflictType: 'task',
    typeNote: 'repairing a shared wall: when and who pays',
    concerns: {
      initiator: ['wall', 'cracking', 'rebuild', 'this summer', 'kids', 'fall'],
      collaborator: ['quote', '6000', 'patch', 'couple of years', 'pension', '3000'],
    },
  },
];
