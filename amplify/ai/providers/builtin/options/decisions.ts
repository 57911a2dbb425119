/** Big decisions: a course, a move, a new job, a grown child’s move-out, a career choice. */
import { HOUSEHOLD, type OptionPattern } from './pattern';

export const DECISIONS_OPTIONS: readonly OptionPattern[] = [
  {
    id: 'decision.study-step',
    from: ['decision.study'],
    also: ['trust.together', 'family.faith'],
    title: 'A taster course before the final decision, with a date to decide',
    summary: 'Before anything is dropped, a short course or a few weeks of work experience in the new field tests the idea, and {A} and {B} decide together on a set date.',
    steps: ['This week, {X} finds a short course or a trial placement in the new field.', '{Y} sets out what finishing the current path would take, in months and money.', 'Meet on a set date after the course, and decide together.'],
    benefits: ['The decision rests on experience, not on fear.', 'Both views are heard before the date.'],
    risks: ['A short course may not show what the work is really like.'],
    metric: 'By the date, the course is done and the decision is made and written down.',
  },
  {
    id: 'decision.trial-move',
    from: ['decision.relocate'],
    also: ['work.promotion', 'trust.together', 'family.welcome'],
    settings: HOUSEHOLD,
    title: 'The move for a set time first, with the way back kept open and trips back in the budget',
    summary:
      'The move is tried for a set time agreed now, with the date to decide again in writing; the home is kept (let rather than sold, if it is owned), so going back stays easy, and regular trips back to family and friends are in the budget from the start.',
    steps: [
      'This week, {A} and {B} agree how long the trial lasts and write down the date to decide again.',
      'Price the trips back and put them in the budget before anything is signed.',
      'Halfway through, each says what is working and what is not.',
    ],
    benefits: ['The chance is taken without closing the door behind it.', 'Visits to family are planned, not left to chance.'],
    risks: ['A trial can make the final decision harder if one settles in and the other does not.'],
    metric: 'At the date to decide again, both say they had an equal say, and the trips back happened as planned.',
  },
  {
    id: 'decision.remote-start',
    from: ['decision.relocate'],
    also: ['schedule.office', 'work.promotion'],
    settings: HOUSEHOLD,
    title: 'A remote or later start asked of the new employer, before anyone moves',
    summary:
      'Before anyone moves, the one offered the job asks the employer for a remote or part-remote first year, or a later start date; the answer, and what each option would mean for {A} and for {B}, is what they decide on together by a set date.',
    steps: [
      'This week, {A} and {B} agree what to ask the employer, and the one offered the job sends it.',
      'When the answer comes, each writes down what each option would cost them.',
      'Decide together by the date agreed, with both lists on the table.',
    ],
    benefits: ['The job may not have to mean a move straight away.', 'The decision rests on a real answer, not on guesses.'],
    risks: ['The employer may say no, and the decision is then as hard as before.'],
    metric: 'By the date agreed, the employer has answered and both say the decision was taken together.',
  },
  {
    id: 'decision.move-out-plan',
    from: ['decision.move-out'],
    also: ['money.tight', 'money.split'],
    title: 'A move-out date and a monthly contribution until then',
    summary: '{A} and {B} agree a move-out date a few months away, and a small monthly contribution to the bills until then, with job-search goals for each week.',
    steps: ['This week, {A} and {B} agree the date and the amount.', 'Write down the weekly job-search goals.', 'Check progress together every Sunday for ten minutes.'],
    benefits: ['The bills get help now.', 'The date gives time, without leaving it open.'],
    risks: ['The job search may take longer than the date allows.'],
    metric: 'The first contribution is paid this month, and the weekly goals have been met for a month.',
  },
  {
    id: 'decision.talk-to-people',
    from: ['decision.study'],
    also: ['trust.together'],
    title: 'Two conversations with people working in each field, before a set decision date',
    summary: 'Before the decision, each finds two people working in the field they favour, and both listen to all four conversations before deciding together on a set date.',
    steps: ['This week, {A} and {B} each name two people to ask.', 'Hold the four conversations within three weeks, with both present where possible.', 'Decide together on the set date.'],
    benefits: ['The decision rests on what the work is really like.', 'Each hears the other’s side from someone who lives it.'],
    risks: ['Four people are only four views.'],
    metric: 'Within three weeks, all four conversations have happened and a decision is written down.',
  },
  {
    id: 'decision.search-plan',
    from: ['decision.move-out'],
    // Someone already in work needs no job search.
    unless: ['decision.in-work'],
    also: ['money.tight'],
    title: 'A weekly job-search plan, shared every Sunday',
    summary: 'Each week has a written plan for the job search (applications, calls and one new contact), shared every Sunday, so progress is visible and questions are fewer.',
    steps: ['This week, {A} and {B} agree what a good week of searching looks like.', 'Every Sunday, share what was done.', 'After a month, review the plan together.'],
    benefits: ['Progress is visible.', 'There is less need to ask about it during the week.'],
    risks: ['A plan can feel like being watched.'],
    metric: 'Over a month, every Sunday update was shared and the weekly goals were met.',
  },
  {
    id: 'decision.house-jobs',
    from: ['decision.move-out'],
    // Until the first pay cheque: not for someone already paid.
    unless: ['decision.in-work'],
    also: ['chores.split', 'money.tight'],
    title: 'Household jobs in place of rent, until the first pay cheque',
    summary: 'Until a job comes, the contribution at home is made in work (cooking, shopping, cleaning on set days), and from the first pay cheque it becomes a monthly payment.',
    steps: ['This week, {A} and {B} list the household jobs and the days for each.', 'Agree the monthly payment that starts with the first pay cheque.', 'After a month, check that the jobs are being done.'],
    benefits: ['The household gets help now.', 'The step to paying is agreed in advance.'],
    risks: ['Jobs can slip when the search gets busy.'],
    metric: 'After a month, the listed jobs are done each week.',
  },
  // ---- family2
  {
    id: 'decision.savings-shown',
    settings: ['family', 'general'],
    from: ['decision.move-out'],
    // A grown child at home saving for a deposit to move out.
    requires: ['money.goal'],
    also: ['decision.in-work', 'money.bills'],
    title: 'A lower contribution while saving for a deposit, the savings shown each month, and a move-out date set from the target',
    summary:
      'While saving for a deposit, the grown child pays a lower contribution at home, shows the savings once a month, and the move-out date is worked out from the target and the monthly saving, so both can see it is real.',
    steps: [
      'This week, {A} and {B} agree the deposit target, the monthly saving and the contribution.',
      'Work out the move-out date from the target, and write it down.',
      'On the first of each month, the savings balance is shown, and the date checked.',
    ],
    benefits: ['The saving goes on, and the home gets help with its costs.', 'The move-out date rests on real figures.'],
    risks: ['If the saving falls behind, the date slips; agree now what happens then.'],
    metric: 'Each month, the savings were shown and the contribution paid, and the move-out date still holds.',
  },
  {
    id: 'decision.board-step',
    settings: ['family', 'general'],
    from: ['decision.move-out'],
    // A grown child already in work: board, not a job search.
    requires: ['decision.in-work'],
    also: ['money.bills', 'money.goal'],
    title: 'Board that starts lower and steps up each quarter, with the weekly food shop counted towards it',
    summary:
      'The grown child pays a smaller sum now, rising each quarter to the full amount, and the weekly food shop they do counts towards it, so the home’s bills are met without stopping the saving.',
    steps: [
      'This week, {A} and {B} agree the starting sum, the full sum, and what the food shop counts for.',
      'Set up a standing order for the starting sum from next month.',
      'Each quarter, the sum steps up as agreed, and the two check that the bills are covered.',
    ],
    benefits: ['The household bills get help at once.', 'The step up is known in advance.'],
    risks: ['The food shop’s worth is easy to argue about; agree a figure once.'],
    metric: 'After three months, every payment and shop was made, and the first step up happened on time.',
  },
  // ---- setC1
  {
    id: 'decision.covers-capped',
    // A band choosing between paid covers nights and its own songs.
    requires: ['decision.originals'],
    from: ['decision.covers-gig'],
    also: ['decision.originals', 'money.gig-pay', 'money.bills'],
    title: 'The covers gigs capped at a set number a month for three months, with every fee kept for the band’s own recording',
    summary:
      'The band takes the paid covers gigs on a set number of nights a month, agreed now, for a three-month trial, and every fee goes into the band fund for recording its own songs, so the covers pay for the music the band wants to be known for.',
    steps: [
      'This week, {A} and {B} agree how many covers nights a month to offer the venue, and tell it the number and the three months.',
      'Open a band fund or a separate pot, and pay every covers fee into it, for recording only.',
      'At the end of the three months, look at the fund and the bookings for the band’s own songs, and decide whether to keep, cut or drop the covers nights.',
    ],
    benefits: ['The recording gets paid for without anyone putting in their own money.', 'The covers have an end date, so they do not become what the band is.'],
    risks: ['The venue may want every week or nothing.'],
    metric: 'After three months, the fund holds the cost of the recording, or the band knows how much more it needs.',
  },
  {
    id: 'decision.originals-in-every-set',
    requires: ['decision.covers-gig'],
    from: ['decision.originals'],
    also: ['decision.covers-gig'],
    title: 'A set of the band’s own songs in every covers night, and one gig of its own songs each month',
    summary:
      'Each covers night includes a short set of the band’s own songs, named on the venue’s listing, and each month the band plays one gig of only its own songs, so its own music is heard every week.',
    steps: [
      'This week, {A} and {B} pick the songs of their own for a short set and ask the venue to name them on its listing.',
      'Book one gig of only the band’s own songs for next month.',
      'After each covers night, note how the own songs went down, and swap in new ones as they are ready.',
    ],
    benefits: ['The songwriter’s songs are played every week, not put aside.', 'Covers crowds hear the band’s own music and some come back for it.'],
    risks: ['The venue may ask for covers only, and a short set of new songs can fall flat.'],
    metric: 'After two months, the band’s own songs have been played at every gig, and one gig of its own songs a month has happened.',
  },
  {
    id: 'decision.festival-applications',
    requires: ['decision.covers-gig'],
    from: ['decision.originals'],
    also: ['decision.covers-gig'],
    title: 'Applications for the festival and new-band slots sent now, with a name and a date on each, whatever is decided about the covers',
    summary:
      'The applications for festival slots and new-band stages go in now, each with one member responsible and a date, so the band’s own plans do not wait on the argument about the covers.',
    steps: [
      'This week, {A} and {B} list the festivals and new-band stages open for applications, with their closing dates.',
      'Each application gets one member to write it and a date it goes in.',
      'Record the songs for the applications on a phone or in a rehearsal room if there is no money yet for a studio.',
    ],
    benefits: ['The band’s own plans move now, whatever happens with the covers.', 'Both see work done towards what matters to the songwriter.'],
    risks: ['An application takes time and may be turned down.'],
    metric: 'By the first closing date, every application on the list has gone in.',
  },
];
