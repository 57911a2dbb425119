/** Trust after a breach: a tell-first rule, weeks of agreed openness, a repair conversation, no checking up. */
import type { OptionPattern } from './pattern';

export const TRUST_OPTIONS: readonly OptionPattern[] = [
  {
    id: 'trust.tell-first',
    group: 'trust.rule',
    from: ['trust.breach', 'trust.honesty', 'trust.together'],
    also: ['money.joint', 'work.funding'],
    title: 'A tell-first rule: anything that affects both is mentioned before, not after',
    summary: '{A} and {B} agree on the kinds of things the other hears about before they happen (money, contact that worries the other, big plans), and a short message counts.',
    steps: ['This week, {A} and {B} each write down three things they want to hear about first.', 'Agree that a short message beforehand is enough.', 'Once a week, each says whether anything came as a surprise.'],
    benefits: ['Surprises stop.', 'Trust can grow from small, kept promises.'],
    risks: ['It can feel like reporting in if the list is too long.'],
    metric: 'Over four weeks, neither has been surprised by anything on the list.',
  },
  {
    id: 'trust.open-weeks',
    from: ['trust.breach', 'trust.honesty'],
    also: ['trust.privacy'],
    title: 'Six weeks of agreed openness, then a review',
    summary: 'For six weeks, each answers any question the other asks openly, and neither checks the other’s things; after six weeks they review what has changed.',
    steps: ['This week, {A} and {B} agree what openness means for them, and that nobody checks the other’s phone.', 'Questions are asked out loud and answered honestly.', 'After six weeks, each says what has changed.'],
    benefits: ['Questions get answers without anyone being watched.', 'The six weeks have an end date.'],
    risks: ['Old suspicions can come back with one unclear answer.'],
    metric: 'After six weeks, both say they trust the other more than at the start.',
  },
  {
    id: 'trust.repair-talk',
    from: ['trust.breach', 'talk.apology'],
    also: ['trust.honesty'],
    title: 'One repair conversation: what happened, an apology, and what changes',
    summary: '{A} and {B} have one planned conversation in which what happened is said plainly, an apology is given where it is due, and one change is agreed.',
    steps: ['This week, {A} and {B} book an hour somewhere private.', 'Each speaks for ten minutes without being interrupted.', 'End with one change each, written down.'],
    benefits: ['What happened is named once, and not in every later argument.', 'Each leaves with one clear change.'],
    risks: ['It can bring feelings up before it calms them.'],
    metric: 'Within a week, the conversation has happened and both changes are written down.',
  },
  {
    id: 'trust.privacy-line',
    // Checking up is a phone for a couple and the fridge for housemates ("I feel watched every time I open the fridge").
    from: ['trust.privacy'],
    also: ['trust.breach', 'trust.honesty'],
    title: 'No checking up on each other; any question is asked out loud and answered honestly',
    summary: '{A} and {B} agree that nobody checks up on the other (their phone, their messages or their things), and that any worry is asked out loud and answered honestly, the same day.',
    steps: ['This week, {A} and {B} say the agreement to each other.', 'When a worry comes up, ask about it the same day.', 'Every two weeks, each says whether the agreement is holding.'],
    benefits: ['Privacy is respected.', 'Worries get an answer instead of a search.'],
    risks: ['Old doubts may not go away at once.'],
    metric: 'Over a month, nobody has checked up on the other, and every question was answered the same day.',
  },
  // ---- family2
  {
    id: 'trust.accounts-once',
    settings: ['partners', 'family', 'general'],
    from: ['trust.hidden-debt'],
    also: ['trust.money-checks', 'money.repay', 'trust.breach'],
    title: 'Every account, card and loan laid out once, in one sitting, and after that only the debt’s balance shown each month',
    summary:
      'All accounts, cards and loans are shown once, with nothing left out, so the whole truth is known; after that, only the balance of the debt is shared each month, and nobody’s banking is checked.',
    steps: [
      'This week, {A} and {B} sit down for one evening, and every account, card and loan is shown, with nothing left out.',
      'Write down what is owed, to whom, and the plan to clear it.',
      'On the first of each month, the debt’s balance is shared in one line, and nothing more is asked.',
    ],
    benefits: ['The whole truth is on the table once.', 'The debt is paid down without anyone being watched.'],
    risks: ['The first sitting may be hard for both; agree beforehand that it is for the truth, not for blame.'],
    metric: 'After three months, every monthly balance was shared on time, and no new debt has come to light.',
  },
  {
    id: 'trust.bookings-by-plan',
    settings: ['partners', 'general'],
    from: ['trust.hidden-debt'],
    also: ['money.repay', 'money.goal', 'family.event'],
    title: 'Big shared bookings set by the repayment plan: a budget from what is left each month, and a date for the first one',
    summary:
      'Nothing big is booked together until the repayment plan is written; the budget for shared plans comes from what is left each month after the repayments, and the first booking has a date both agree.',
    steps: [
      'This week, {A} and {B} write the repayment plan, with the monthly sum and the end date.',
      'Work out together what is left each month for shared plans, and set the budget from it.',
      'Pick the date for the first booking, and keep to the budget when it comes.',
    ],
    benefits: ['Shared plans go ahead on money that is really there.', 'The debt and the plans no longer compete.'],
    risks: ['Plans may have to wait longer than hoped; a smaller first step helps.'],
    metric: 'The repayments are on time, and the first booking was made on its date within budget.',
  },
];
