/** Care of a dependent: a paid night carer with the cost shared, a respite week, places visited together, a care rota, the cost split in writing, an assessment of needs or of driving. */
import type { OptionPattern } from './pattern';

export const CARE_OPTIONS: readonly OptionPattern[] = [
  {
    id: 'care.night-carer',
    from: ['care.carer', 'care.at-home'],
    also: ['care.strain', 'care.safety', 'care.familiar', 'care.promise', 'care.cost'],
    needs: ['named'],
    title: 'A paid night carer at {home}, with the cost shared',
    summary:
      'A trained carer covers the nights at {home}, so {dependent} stays in familiar surroundings and nobody in the family is on call after dark. {A} and {B} agree how the cost is shared before the first night.',
    steps: [
      'This week, {A} and {B} each phone one home-care agency and ask what a night carer for {dependent} costs for three, five and seven nights a week.',
      'Agree how the cost is shared (equally, by income, or from {dependent’s} own money first) and write the split down.',
      'Book a first two weeks, and tell {dependent} who is coming and when.',
      'After two weeks, read the carer’s notes together and decide how many nights to keep.',
    ],
    benefits: ['{dependent} stays at home with someone awake at night, which answers {X’s} request for {Xwant}.', '{Y} is no longer the one called out at night, and the cost is shared rather than carried by one person.'],
    risks: ['Night care is expensive, and it may stop being enough if {dependent} needs more care during the day as well.'],
    metric: 'After two weeks, no night has gone without cover, and {A} and {B} both say the cost split feels fair.',
  },
  {
    id: 'care.respite-week',
    // A stay somewhere else: only where someone has named a place with care.
    from: ['care.facility', 'care.safety'],
    also: ['care.strain', 'care.at-home', 'care.familiar'],
    requires: ['care.facility'],
    needs: ['named'],
    title: 'A one-week respite stay for {dependent} in {facility}',
    summary:
      '{dependent} spends one week in a respite room in {facility}, so {A} and {B} can see how {dependent} settles before anything permanent is decided. It tries out {X’s} idea without committing to it, and visits keep {Ymatter} in view.',
    steps: [
      'This week, {X} finds two places in {facility} within reach of both of them that offer respite stays, with dates and prices.',
      '{Y} visits both with {X}, and the two choose the one that feels kinder to {dependent}.',
      'Book one week, and agree who visits on which days.',
      'At the end of the week, ask the staff how {dependent} slept, ate and settled, and decide on the next step together.',
    ],
    benefits: ['{A} and {B} decide on what they saw rather than on fears about it.', 'Whoever has been covering the nights gets a week of rest.'],
    risks: ['A new place can unsettle {dependent} for the first days, and one week may not show how a longer stay would go.'],
    metric: 'By the end of the week, {A} and {B} have the staff’s notes and have written down the next step for {dependent’s} care.',
  },
  {
    id: 'care.visit-places',
    from: ['care.facility'],
    also: ['trust.together', 'care.safety', 'care.cost', 'care.at-home'],
    needs: ['named'],
    title: 'Visit three places in {facility} together, then decide {deadline|within a month}',
    summary:
      '{A} and {B} visit three places together and compare them, on cost, night staff and how {dependent} would feel there, with care at {home}. The decision is made by both, on one table of facts, {deadline|within a month}.',
    steps: [
      'This week, {A} and {B} list three places within reach of both of them and book the visits.',
      'At each visit, ask the same questions: the monthly cost, who is on at night, the visiting hours and the waiting time.',
      'Put the answers in one table, next to what a carer at {home} would cost.',
      '{deadline|Within a month}, sit down with the table and decide together.',
    ],
    benefits: ['The decision rests on facts both of them gathered.', 'The table keeps {Ymatter} in view next to cost and safety.'],
    risks: ['Good places have waiting lists, and the visits take time off work.'],
    metric: '{deadline|Within a month}, three places have been visited and {A} and {B} have made one decision that both sign.',
  },
  {
    id: 'care.rota',
    // A rota of who looks after someone, called for by sharing the care, a carer or staying at home:
    // "exhausted" alone, from babysitting or the laundry, names no one to care for.
    from: ['care.share', 'care.carer', 'care.at-home'],
    also: ['care.strain'],
    needs: ['named'],
    title: 'A written care rota for {dependent}: who covers which days and nights',
    summary:
      '{A} and {B} write down every caring job for {dependent}, from appointments to night calls, and share them out by day of the week, with paid help for any gap. The load stops falling on one person, and each has set days that fit their life.',
    steps: [
      'This week, {X} lists every caring job of the last month and how long each took.',
      '{Y} picks the jobs and days they can cover, including ones that can be done from a distance, such as bills, forms or phone calls.',
      'Share out the rest, put the rota in a shared calendar, and mark each gap to be filled by paid help.',
    ],
    benefits: ['Everyone can see who does what for {dependent}, so no one’s work goes unnoticed.', 'The load on {X} drops from the first week.'],
    risks: ['A rota can feel rigid when {dependent’s} needs change quickly.'],
    metric: 'After four weeks, {X} has at least two evenings a week free of caring, and no job on the rota has been missed.',
  },
  {
    id: 'care.cost-split',
    from: ['care.cost', 'care.share'],
    also: ['care.facility', 'care.carer', 'money.split'],
    needs: ['named'],
    title: 'A written split of what {dependent’s} care costs',
    summary:
      '{A} and {B} add up what {dependent’s} care costs each month and agree who pays what (equally, or in proportion to income, with {dependent’s} own money used first), paid by standing order into one care account.',
    steps: [
      'This week, {X} gathers the monthly costs: care, medicines, travel, and anything already paid.',
      '{Y} adds their own costs, including travel and time off work.',
      'Agree the split, arrange standing orders into one account for {dependent’s} care, and review it every three months.',
    ],
    benefits: ['Money stops being a silent score between {A} and {B}.', 'What each gives, in money and in time, is written down and seen.'],
    risks: ['Incomes differ, so an equal split may not feel fair to one of them.'],
    metric: 'By the first of next month, the standing orders are running and both have signed the split.',
  },
  {
    id: 'care.assessment',
    from: ['care.safety', 'care.facility'],
    also: ['care.at-home', 'care.carer', 'care.strain'],
    needs: ['named'],
    title: 'A professional assessment of what {dependent} needs, booked within three weeks',
    summary:
      'A doctor, a social worker or a memory nurse assesses what {dependent} needs by day and by night, and {A} and {B} agree in advance to plan around what it finds.',
    steps: [
      'This week, {X} asks {dependent’s} doctor or the local council for a care-needs assessment.',
      '{Y} writes down what they have seen at home, so the assessor hears both accounts.',
      'When the report comes, {A} and {B} read it together and list which options it rules in and which it rules out.',
    ],
    benefits: ['Both plans are measured against the same professional view.', '{dependent’s} own needs, not the argument between them, set the next step.'],
    risks: ['Waiting lists can be long, and the report may not settle every question about cost.'],
    metric: 'Within three weeks, the assessment is booked, and within a week of the report, {A} and {B} have chosen the next step from it.',
  },
  {
    id: 'care.driving-assessment',
    from: ['care.driving'],
    also: ['care.safety', 'trust.together'],
    needs: ['named'],
    title: 'An independent driving assessment for {dependent}, with what each result means agreed first',
    summary: '{dependent} takes a driving assessment with an independent assessor, and {A} and {B} agree in advance what each result will mean, so the decision rests on the assessment and not on who argues harder.',
    steps: [
      'This week, {A} and {B} find an assessment centre or ask the doctor how to book a driving assessment for {dependent}.',
      'Before the date, write down together what a pass, a pass with limits and a fail will each mean.',
      'Until the result, arrange lifts or a taxi for the trips at night and the long ones.',
    ],
    benefits: ['The decision rests on an expert’s view that both accept in advance.', '{dependent} is treated as an adult who takes the test, not as someone whose keys are taken.'],
    risks: ['The assessment may take weeks to book, and a result with limits still needs checking.'],
    metric: 'By the assessment date, both have signed what each result means, and both keep to it afterwards.',
  },
  {
    id: 'care.recognition-log',
    from: ['care.recognition', 'care.share'],
    also: ['care.cost', 'care.strain'],
    needs: ['named'],
    title: 'A shared log of what each gives for {dependent}: time, money and tasks',
    summary: 'One shared note lists what each does or pays for {dependent} each month (visits, appointments, money sent, calls), so what each gives is seen by both and by {dependent}.',
    steps: ['This week, {A} and {B} start the note with last month’s visits, tasks and money.', 'Each adds their own entries as they happen.', 'On the first of each month, read it together and move one task if the load is uneven.'],
    benefits: ['Help from a distance, such as money or calls, is counted next to help in person.', 'Nobody has to argue about who does more.'],
    risks: ['A log can feel like keeping score if it is used to win a point.'],
    metric: 'After two months, the note is up to date and both say it shows their part fairly.',
  },
];
