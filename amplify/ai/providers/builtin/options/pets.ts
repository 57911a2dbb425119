/** Pets: a dog walker or daycare, pet-free rooms, allergy advice and a review date where someone is allergic, a rule to ask before a new pet, fostering before adopting, netting over a neighbour’s beds. */
import { HOUSEHOLD, UNPLACED, type OptionPattern } from './pattern';

export const PETS_OPTIONS: readonly OptionPattern[] = [
  {
    id: 'pet.walker',
    from: ['noise.dog-alone'],
    also: ['noise.quiet', 'schedule.office'],
    needs: ['pet'],
    title: 'A dog walker or a daycare place on the days {pet} is alone longest',
    summary:
      'Whoever {pet} lives with books a walker for the middle of the day, or a daycare place, on the days {pet} is alone longest, and {A} and {B} note for two weeks when the barking is still heard, so the days that matter are chosen from facts.',
    steps: [
      'This week, whoever {pet} lives with books a trial week with a midday dog walker or a daycare place for the longest days.',
      'For two weeks, {A} and {B} each note in one shared note the days and times the barking is heard.',
      'After two weeks, read the note together and agree how many days a week to keep.',
    ],
    benefits: ['{pet} is less alone and calmer, which is where quiet next door comes from.', 'The days that matter are chosen from what both noted, not from a row.'],
    risks: ['A walker or daycare costs money every week, and a very anxious dog may need a trainer as well.'],
    metric: 'After two weeks, the note shows the barking on far fewer days, and both agree which days to keep.',
  },
  {
    id: 'pet.allergy-rooms',
    settings: HOUSEHOLD,
    from: ['space.pet-allergy'],
    also: ['family.new-pet', 'space.pet-unasked', 'space.home'],
    needs: ['pet'],
    title: 'Rooms {pet} never goes in, an air filter and a weekly deep clean, paid for by its owner',
    summary:
      '{A} and {B} agree which rooms stay free of {pet}, always including the bedroom of whoever is allergic; its owner pays for an air filter for the shared room, and a weekly deep clean keeps the fur down.',
    steps: [
      'This week, {A} and {B} agree which rooms {pet} never enters, and keep those doors shut.',
      'Buy an air filter for the main shared room, paid for by whoever {pet} belongs to.',
      'Agree a weekly deep clean of the shared rooms (hoovering and washing the throws) and who does it.',
    ],
    benefits: ['Whoever is allergic has rooms where they can breathe freely.', '{pet} stays, with rules both can check.'],
    risks: ['Some allergies are too strong for any routine: if the symptoms have not eased within a month, a doctor’s advice decides the next step.'],
    metric: 'After a month, whoever is allergic says the symptoms at home have eased, and the rooms and the cleaning have been kept.',
  },
  {
    id: 'pet.allergy-advice',
    settings: HOUSEHOLD,
    // {X} is whoever says they are allergic.
    from: ['space.allergic-self'],
    requires: ['space.pet-allergy'],
    also: ['family.new-pet', 'space.pet-unasked'],
    needs: ['pet'],
    title: 'Allergy advice for {X} from a GP or pharmacist this week, any treatment paid by {pet’s} owner',
    summary:
      '{X} asks a GP or pharmacist this week what would ease the allergy to {pet} (tablets, a spray, or an allergy test), and whoever {pet} belongs to pays for what is prescribed, so the cost of keeping {pet} does not fall on the one who reacts to it.',
    steps: [
      'This week, {X} books a GP or pharmacy appointment and says how bad the symptoms have been at home.',
      'Whoever {pet} belongs to pays for the treatment or test that is advised.',
      'After two weeks of treatment, {A} and {B} compare notes on how the symptoms have been at home.',
    ],
    benefits: ['{X’s} health is looked at by someone who knows allergies, not argued about.', 'The cost of {pet} stays with its owner.'],
    risks: ['Treatment may only ease the symptoms, and some people cannot take it every day.'],
    metric: 'Within two weeks, {X} has seen a GP or pharmacist, and says whether the treatment has helped at home.',
  },
  {
    id: 'pet.allergy-review',
    settings: HOUSEHOLD,
    // {X} is whoever says they are allergic.
    from: ['space.allergic-self'],
    requires: ['space.pet-allergy'],
    also: ['family.new-pet', 'space.pet-unasked', 'space.home'],
    needs: ['pet'],
    title: 'A review in four weeks: if {X’s} symptoms have not eased, {pet} goes to someone {Y} knows',
    summary:
      '{A} and {B} agree now what happens if the rules about {pet} are not enough: in four weeks they look at {X’s} symptoms together, and if they have not eased, {pet} goes to a home {Y} knows and can visit, rather than to a shelter.',
    steps: [
      'This week, {A} and {B} write down the date of the review and what “eased” means (for example, no streaming eyes and a full night’s sleep).',
      '{Y} asks friends or family now who could give {pet} a home if it comes to that.',
      'On the review date, decide together: {pet} stays with the rules as they are, the rules change, or {pet} goes to the home found.',
    ],
    benefits: ['{X} has a date by which the allergy is dealt with, one way or the other.', '{Y} keeps {pet} while the rules are tried, and chooses the home if it comes to that.'],
    risks: ['Four weeks can feel long for someone who reacts badly, and giving {pet} up would still be hard.'],
    metric: 'On the review date, both say how {X’s} symptoms have been, and the decision is written down.',
  },
  {
    id: 'pet.ask-first',
    settings: [...UNPLACED, 'family'],
    from: ['space.pet-unasked'],
    also: ['space.pet-allergy', 'space.home'],
    title: 'A house rule from now on: no new pet, and no guest staying longer than a week, without a yes from everyone who lives there',
    summary:
      'What happened with {pet} is not undone, but it does not happen again: from now on, anything that changes the home for everyone (a pet, a guest staying longer than a week) needs a yes from each person who lives there first.',
    steps: [
      'This week, {A} and {B} write the rule down and put it where everyone in the home sees it.',
      'When something urgent comes up (an animal that needs a home today), a message to everyone and a phone call count as asking; nothing is decided until each has answered.',
      'Look at the rule again in three months, and add anything else that should need everyone’s yes.',
    ],
    benefits: ['Nobody comes home to a change they were not asked about.', 'Urgent cases still have a quick way to ask.'],
    risks: ['It does not settle what happens with {pet} now; it needs one of the other options too.'],
    metric: 'In the three months after, nothing that changes the home for everyone has happened without everyone’s yes.',
  },
  {
    id: 'pet.foster-first',
    from: ['family.new-pet'],
    also: ['space.pet-allergy', 'space.garden'],
    title: 'Foster first: four weeks with a rescue animal before deciding to adopt',
    summary:
      '{A} and {B} foster a rescue animal for four weeks before anyone commits: allergies, trips away and the daily care are lived with, not argued about, and the decision to adopt is taken together at the end.',
    steps: [
      'This week, {A} and {B} ask a local rescue about fostering, and tell them what matters to each: allergies, trips away and time at home.',
      'Foster for four weeks, with the walks, feeding and costs shared out in writing.',
      'At the end of the four weeks, decide together: adopt, look for a different animal, or wait, with a date to look again.',
    ],
    benefits: ['The decision rests on four real weeks, not on hopes or fears.', 'Allergies, trips away and daily care are tested before anyone is committed.'],
    risks: ['Giving a foster animal back can be hard, and four weeks may not show every problem.'],
    metric: 'At the end of the four weeks, the two have decided together whether to adopt, and written down why.',
  },
  {
    id: 'pet.garden-deterrent',
    from: ['space.pet-garden'],
    also: ['space.garden'],
    needs: ['pet'],
    title: 'Netting or a deterrent over the beds, paid for by {pet’s} owner, checked after a month',
    summary:
      'The beds are protected without shutting {pet} in: the gardener chooses netting, a motion-activated sprinkler or an ultrasonic deterrent, {pet’s} owner pays for it, and after a month the two look at whether it worked.',
    steps: [
      'This week, {A} and {B} choose together between netting over the beds, a motion-activated sprinkler and an ultrasonic deterrent.',
      'Whoever {pet} belongs to buys it, and the two put it up together.',
      'For the next month, note any day the beds are dug up or fouled.',
    ],
    benefits: ['The beds are protected, and {pet} keeps its freedom.', 'The cost falls on the owner, and the gardener decides what goes on their own beds.'],
    risks: ['A determined cat finds a way round, so a second measure may be needed.'],
    metric: 'After a month, the beds have been left alone on all but a day or two, and both say the arrangement is fair.',
  },
];
