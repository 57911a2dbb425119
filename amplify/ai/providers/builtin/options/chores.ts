/** Chores: a rota, whoever cooks does not clean, a cleaner, a daily reset, bins, a partner who stays over, cleaning products and mould. */
import { HOUSEHOLD, UNPLACED, type OptionPattern } from './pattern';

/** Cleaning to keep a pet's fur down ("I'll hoover every day") is a measure in a pet conflict, not a share of the housework. */
const PET_ALLERGY = ['space.pet-allergy'];

export const CHORES_OPTIONS: readonly OptionPattern[] = [
  {
    id: 'chores.rota',
    settings: HOUSEHOLD,
    unless: PET_ALLERGY,
    from: ['chores.split'],
    also: ['chores.tired', 'chores.timing'],
    title: 'A written rota for {chore}: who does which job on which day',
    summary: '{A} and {B} list every job in {chore} and share them out by day on a rota on the fridge, so nobody has to ask and nobody keeps score.',
    steps: [
      'This week, {A} and {B} list every job in {chore} and how long each takes.',
      'Share the jobs out by day so the time comes out about equal, taking long shifts and late days into account.',
      'Put the rota on the fridge, and swap a day only by asking the other first.',
    ],
    benefits: ['Each knows exactly what is theirs, so no reminders are needed.', 'The time each gives is visible and roughly equal.'],
    risks: ['A rota can feel rigid in a week that does not go to plan.'],
    metric: 'After three weeks, every job on the rota has been done on its day, or swapped in advance.',
  },
  {
    id: 'chores.cook-clean',
    settings: HOUSEHOLD,
    unless: [...PET_ALLERGY, 'family.grown-child-home'],
    from: ['chores.split'],
    also: ['chores.timing', 'chores.tired'],
    title: 'Whoever cooks does not clean: the other clears up by an agreed time',
    summary: 'On any evening, one of them cooks and the other clears up, in their own time but before an agreed hour, so the work is split without either doing everything straight after a long day.',
    steps: [
      'This week, {A} and {B} agree on the hour by which the clearing up is done, for example before bed.',
      'Whoever did not cook clears up that evening, at any time before that hour.',
      'On evenings when nobody cooks, they clear up together for ten minutes.',
    ],
    benefits: ['Cooking and cleaning are never both on one person on the same evening.', 'The one clearing up can rest first, as long as it is done by the agreed time.'],
    risks: ['Pans left for hours can still bother the one who cooked.'],
    metric: 'For two weeks, the kitchen has been clear by the agreed hour every evening, whoever cooked.',
  },
  {
    id: 'chores.cleaner',
    settings: HOUSEHOLD,
    unless: [...PET_ALLERGY, 'family.grown-child-home'],
    from: ['chores.split', 'chores.tired'],
    also: ['money.split'],
    requires: ['chores.split'],
    title: 'A cleaner every two weeks, paid from a shared pot',
    summary: 'The heaviest part of {chore} goes to a paid cleaner every two weeks, paid from a pot both put into, and {A} and {B} share the daily jobs that are left.',
    steps: [
      'This week, {A} and {B} get two quotes for a cleaner every two weeks.',
      'Agree how much each puts into the pot every month.',
      'List the daily jobs that remain and split them between the two of them.',
    ],
    benefits: ['The hardest work is taken off both of them.', 'What is left is small enough to share without a fight.'],
    risks: ['It costs money every month, and the daily jobs still need sharing.'],
    metric: 'After a month, the cleaner has come twice and both say the daily jobs feel fairly split.',
  },
  {
    id: 'chores.evening-reset',
    settings: HOUSEHOLD,
    unless: PET_ALLERGY,
    from: ['chores.split'],
    also: ['chores.tired'],
    title: 'A 15-minute reset together at a set time each evening',
    summary: '{A} and {B} clear up together for fifteen minutes at a set time each evening, with music on, so {chore} never waits until one of them gives in.',
    steps: ['This week, {A} and {B} pick the time.', 'Set a timer for fifteen minutes and stop when it rings.', 'Anything left goes on the weekend list.'],
    benefits: ['The work is shared in real time.', 'It has a clear end.'],
    risks: ['Fifteen minutes may not cover a big cooking day.'],
    metric: 'For two weeks, the reset has happened on at least five evenings a week.',
  },
  {
    id: 'chores.bins-cover',
    settings: ['neighbours', ...UNPLACED],
    from: ['chores.bin-day'],
    requires: ['chores.bins-next-door'],
    title: 'Whoever is home on collection day brings in both sets of bins, and the other returns the favour',
    summary:
      'On the evenings one household cannot be back in time, the other brings its bins in off the pavement with their own, and the favour is returned with the other household’s bins on another day, so the path is clear the same evening.',
    steps: [
      'This week, {A} and {B} swap phone numbers and agree which collection days each household is usually home in time.',
      'When either household cannot be back in time, it sends a message by noon and the other brings both sets of bins in that evening.',
      'After a month, check together that the path has been clear every collection evening, and change the days if not.',
    ],
    benefits: ['The pavement is clear on the evening of collection, which answers {X’s} request for {Xwant}.', 'Nobody has to be home early every week, and the help goes both ways.'],
    risks: ['It relies on a message being sent in time, and a week where both are away still needs a plan.'],
    metric: 'After a month, the bins have been off the pavement by the evening of every collection day.',
  },
  {
    id: 'chores.bins-swap',
    from: ['chores.bin-day'],
    title: 'Bin night goes to whoever is home that night, in exchange for another weekly job',
    summary:
      'The bins go to whoever is reliably home on bin night, and the one who is out that night takes another job of the same size in return, so the rubbish never waits another week.',
    steps: [
      'This week, {A} and {B} check which nights each is home, and agree who takes the bins and which job the other takes in return.',
      'Put a weekly reminder on both phones for bin night.',
      'After a month, check that no collection has been missed, and swap back if the shifts change.',
    ],
    benefits: ['Bin night goes to someone who is actually there.', 'The work stays even, because the swap is for a job of the same size.'],
    risks: ['If shifts change, the swap needs agreeing again.'],
    metric: 'After a month, no collection has been missed, and the other job has been done every week.',
  },
  {
    id: 'chores.bins-missed',
    from: ['chores.bin-day'],
    requires: ['chores.rubbish-pile'],
    title: 'Rubbish only in bins with lids, and a missed collection taken to the tip that same week',
    summary:
      'Bags never wait on the ground: they go in bins with lids, and if a collection is missed, whoever missed it takes the extra to the tip or books an extra pick-up within the week, so nothing piles up for foxes.',
    steps: [
      'This week, {A} and {B} check that every bin has a lid that closes, and order one from the council if not.',
      'Agree that a missed collection is cleared by the one whose turn it was, within the week.',
      'After two months, check together that no bags have been left on the ground.',
    ],
    benefits: ['No more rubbish torn open on the path.', 'A missed week has a clear owner and an end.'],
    risks: ['A trip to the tip takes time and may need a car.'],
    metric: 'After two months, no bag has been left on the ground, and any missed collection was cleared within the week.',
  },
  {
    id: 'chores.partner-nights',
    from: ['money.partner-stays'],
    also: ['money.bills'],
    title: 'A set number of nights a week for a partner to stay, and a share of the bills beyond them',
    summary:
      'A partner can stay an agreed number of nights a week at no cost; beyond that, they pay a fair share of the bills for the time they are there, so the home is shared openly rather than in awkward silences.',
    steps: [
      'This week, {A} and {B} agree the number of nights a week that is free, and the share of the bills that applies beyond it.',
      'Keep a simple note of the nights each month.',
      'After two months, look at the note and the bills together and adjust the number or the share.',
    ],
    benefits: ['The extra bills are covered by the person using them.', 'A partner can stay without anyone feeling they are doing something wrong.'],
    risks: ['Counting nights can feel like policing, so the note should stay simple.'],
    metric: 'After two months, the extra share has been paid each month, and nobody has left a note about it.',
  },
  {
    id: 'chores.partner-contribution',
    from: ['money.partner-stays'],
    also: ['money.bills'],
    title: 'A monthly sum from the partner who stays, set from the bills, and one talk in person a month',
    summary:
      'The partner who often stays pays a monthly sum towards the bills, worked out from what the bills went up by, and any other concern is raised in a short talk once a month rather than in notes or remarks.',
    steps: [
      'This week, {A} and {B} compare the bills before and after the stays began, and agree the monthly sum from that.',
      'Set it up as a standing order into the account the bills are paid from.',
      'Once a month, talk for ten minutes in person about anything that bothers either of them.',
    ],
    benefits: ['The sum follows the real rise in the bills.', 'Concerns are raised face to face, not in notes.'],
    risks: ['The bills can rise for other reasons, so the sum may need checking each season.'],
    metric: 'After two months, the sum has been paid each month and both say the talks have replaced the notes.',
  },
  {
    id: 'chores.cleaning-split',
    settings: [...UNPLACED, 'family'],
    from: ['chores.cleaning-products'],
    title: 'Refill products everywhere, and one strong mould spray for the shower only, kept out of sight',
    summary:
      'The home uses refill products for all everyday cleaning, and one strong product is kept in a closed box for mould in the shower only, so the mould goes and the cupboard stays as agreed.',
    steps: [
      'This week, {A} and {B} agree which refill products to buy and who pays any difference.',
      'Choose one product for mould, and keep it in a closed box used only for the shower.',
      'After a month, check the shower together and see whether the mould is under control.',
    ],
    benefits: ['The mould is dealt with where it is a health risk.', 'Everyday cleaning keeps to the refill products agreed.'],
    risks: ['One strong product still sits in the home.'],
    metric: 'After a month, the shower is free of mould and the other cleaning has been done with the refill products.',
  },
  {
    id: 'chores.mould-source',
    settings: HOUSEHOLD,
    from: ['chores.cleaning-products'],
    title: 'The cause of the mould fixed: the extractor fan, a window open after showers, and a dehumidifier if needed',
    summary:
      'The damp that feeds the mould is tackled at its source, with the extractor fan checked or repaired, a window opened after every shower and a dehumidifier if needed, so strong products are rarely needed at all.',
    steps: [
      'This week, {A} and {B} check the extractor fan and report it to the landlord if it does not work.',
      'Agree to open the window or run the fan for twenty minutes after every shower.',
      'After a month, check for new mould and decide whether a dehumidifier is needed, and who pays for it.',
    ],
    benefits: ['The mould stops coming back.', 'Less strong cleaning is needed.'],
    risks: ['A landlord can be slow to fix a fan, and a dehumidifier costs money to run.'],
    metric: 'After a month, no new mould has appeared in the shower.',
  },
  // ---- work2: a partner who often stays over, with rules for the house said face to face.
  {
    id: 'chores.regular-guest-rules',
    settings: ['housemates', 'friends', 'general'],
    from: ['money.partner-stays'],
    also: ['talk.direct'],
    title: 'A few house rules for a partner who often stays, agreed face to face, not in notes',
    summary:
      'The two sit down in person and agree a short set of rules for a partner who often stays: the partner brings their own food, keeps the bathroom free at the busiest time of the morning, and shares the living room fairly; any new concern is said face to face, not left in a note.',
    steps: [
      'This week, {A} and {B} sit down together and each name what bothers them about the stays.',
      'Agree three or four rules for the partner who stays, on food, the bathroom in the morning and the shared rooms, and pass them on together.',
      'Any new concern is raised in person within a day; after a month, look at the rules again.',
    ],
    benefits: ['The everyday irritations are settled, not only the bills.', 'Nobody has to leave notes to be heard.'],
    risks: ['Rules for a guest can feel like rules for the friend who invites them, so agree them together.'],
    metric: 'After a month, no notes have been left, and both say the home feels shared again.',
  },
];
