/**
 * What the later AI tasks of a scenario need beyond the answers: the issue both parties agreed
 * on (written as the two might accept it, not taken from any engine; '' where a session reaches
 * the solutions step without one) and each side's conflict style. The styles are dealt so
 * that the scenario set covers all 25 ordered pairs of the five modes at least once
 * (`STYLE_PAIRS` below, checked by tests/scripts/eval-ai.scenarios.test.ts); the strategies
 * evaluation also sweeps every pair on a few scenarios.
 */
import { DCS_MODES, type DcsMode } from '../../../src/domain/dcs';
import { DPI_TYPES, type DpiType } from '../../../src/domain/dpi';

export interface FollowUp {
  agreedIssue: string;
}

export const FOLLOW_UPS: Record<string, FollowUp> = {
  'partners-kitchen-cleanup': { agreedIssue: 'How we share the kitchen cleanup so that neither of us is worn out at the end of the day' },
  'partners-calls-and-guitar': { agreedIssue: 'How we share the flat on weekdays so Ana can take client calls and Ben can still play guitar' },
  'partners-phone-and-trust': { agreedIssue: 'How we rebuild trust without Leo feeling watched in his own home' },
  'partners-festival-money': { agreedIssue: 'How we decide on big purchases from our shared savings' },
  'partners-eye-rolling': { agreedIssue: 'How we raise things that bother us so that both of us feel listened to' },
  'partners-silent-treatment': { agreedIssue: 'How we handle arguments when Rosa needs to talk it out and Eli needs time to calm down' },
  'partners-thin-bills': { agreedIssue: '' },
  'parent-grandma-treats': { agreedIssue: 'How we agree on rules for Ellie that Ben can rely on and Linda can live with' },
  'parent-son-at-home': { agreedIssue: 'How Marcus contributes while he looks for work, and when he moves out' },
  'parent-assisted-living': { agreedIssue: 'How we keep Frank safe while respecting his wish to stay in his own house' },
  'parent-law-or-cooking': { agreedIssue: 'How we decide between finishing law school and going to culinary school' },
  'parent-comments-about-chloe': { agreedIssue: 'How Grace and Daniel can talk about Chloe with respect so family dinners feel welcoming again' },
  'parent-thin-calls': { agreedIssue: 'How often we call each other' },
  'siblings-mums-care': { agreedIssue: "How we share Mum's care fairly and recognise what each of us gives" },
  'siblings-dads-house': { agreedIssue: "How we decide what happens to Dad's house" },
  'siblings-anniversary-party': { agreedIssue: 'How we divide the party jobs and stick to one plan before the date' },
  'siblings-borrowed-money': { agreedIssue: 'How Jake repays the $3,000 and how we keep it between the two of us' },
  'siblings-mums-memorial': { agreedIssue: "How we plan Mom's memorial so it honours both her faith and the way she lived" },
  'cofounders-seed-round': {
    agreedIssue: 'How we decide together whether to raise a seed round before the runway runs out, and how we rebuild trust after the solo investor meetings',
  },
  'teammates-code-review-tone': { agreedIssue: 'How we give and take code review feedback that is honest and respectful' },
  'teammates-launch-handover': { agreedIssue: 'How we set handover dates we can both keep when the spec changes' },
  'cofounders-demo-credit': { agreedIssue: 'How we share credit for our work while speaking to investors as one team' },
  'teammates-late-messages': { agreedIssue: 'How we handle late-night messages and tell each other directly when something bothers us' },
  'teammates-talked-over': { agreedIssue: 'How we run meetings so that everyone can finish speaking and they still end on time' },
  'manager-promotion-promise': { agreedIssue: 'How Aisha gets a clear path to senior that Greg can actually deliver' },
  'manager-nursery-pickup': { agreedIssue: 'How the 5 pm stand-up is covered on the days Olu collects from nursery' },
  'manager-corrected-in-front': { agreedIssue: 'How Sandra gives feedback on client work without correcting Luca in front of people' },
  'manager-office-days': { agreedIssue: 'How many office days we need, and which ones, given the commute and the juniors' },
  'manager-unpaid-overtime': { agreedIssue: 'How Diego is paid or given time back for extra hours during the Q4 crunch' },
  'manager-safety-report': { agreedIssue: 'How we report the safety test results honestly and still ship the report on time' },
  'neighbours-late-music': { agreedIssue: 'How we agree on quiet hours on weeknights and how we raise noise with each other' },
  'neighbours-oak-tree': { agreedIssue: 'How we deal with the oak tree and share the cost of trimming it' },
  'neighbours-driveway': { agreedIssue: "How visitors park without blocking Raj's driveway" },
  'neighbours-ball-in-garden': { agreedIssue: 'How we keep the children safe and the vegetable garden protected' },
  'neighbours-short-term-rental': { agreedIssue: 'How the short-term rental runs without disturbing the street' },
  'partners-in-laws-christmas': { agreedIssue: 'How we share Christmas between our two families' },
  'partners-feels-criticised': { agreedIssue: 'How we mention small things without it feeling like criticism' },
  'parent-religious-wedding': { agreedIssue: 'How Farah’s wedding can include what her mother’s faith asks and still be Farah’s own' },
  'parent-car-loan': { agreedIssue: 'How we catch up on the car loan payments while Nate’s hours are cut' },
  'siblings-dog-custody': { agreedIssue: "Where Dad's dog Biscuit lives and how we both get time with him" },
  'family-uncle-comments': { agreedIssue: 'How family lunches stay fun without jokes about weight' },
  'cofounders-equity-split': { agreedIssue: 'How we decide whether to revisit the 50/50 equity split' },
  'teammates-on-call': { agreedIssue: 'How we cover the on-call rota fairly while Maya’s mum is in hospital' },
  'manager-public-blame': { agreedIssue: 'How we correct the record about the outage and fix the process' },
  'neighbours-shared-wall': { agreedIssue: 'When we repair the shared garden wall and how we split the cost' },
  'siblings-night-care': { agreedIssue: 'How we arrange Mom’s care so she is safe at night, and how we share what it costs' },
  'housemates-deposit-carpet': { agreedIssue: 'How we share the 600 kept from the deposit for the carpet before we move out' },
  'housemates-meat-in-fridge': { agreedIssue: 'How we share the fridge so Noor’s beliefs and Callum’s food both have room' },
  'housemates-door-slamming': { agreedIssue: 'How we tell each other when something bothers us without lectures or slammed doors' },
  'partners-money-to-parents': { agreedIssue: 'How we decide together what we send to Hamid’s parents while the baby comes first in our budget' },
  'partners-phone-at-dinner': { agreedIssue: 'How we talk at dinner so that both of us feel heard' },
  'partners-kids-screens': { agreedIssue: 'How we agree on screens for Leo while each of us parents in our own way' },
  'parent-tuition-costs': { agreedIssue: 'How we pay for Zoe’s semester abroad without eating into retirement savings' },
  'parent-vaccines-grandchild': { agreedIssue: 'How we speak about the baby’s vaccines with respect for Paul’s decision and Helen’s worry' },
  'parent-belittled-at-dinner': { agreedIssue: 'How family dinners stay warm without jokes about Tariq’s work' },
  'siblings-dialysis-driving': { agreedIssue: 'How we share Dad’s dialysis runs between us and a taxi' },
  'siblings-wedding-guest-list': { agreedIssue: 'How we handle Marco and the wedding guest list' },
  'cofounders-hiring-friend': { agreedIssue: 'How we hire a head of sales fairly and fast' },
  'teammates-sheet-errors': { agreedIssue: 'How we keep the stock numbers right so orders go out on time' },
  'manager-billing-hours': { agreedIssue: 'How we bill the audit honestly and raise disagreements privately' },
  'manager-snaps-in-standup': { agreedIssue: 'How Ivy can ask questions without stand-up being derailed' },
  'neighbours-bins-on-pavement': { agreedIssue: 'How the bins are brought in on Thursdays so the pavement stays clear' },
  'neighbours-notes-on-car': { agreedIssue: 'How we raise problems with each other face to face and with courtesy' },
  'neighbours-barking-dog': { agreedIssue: 'How we stop the barking on workdays at a cost Will and his partner can manage' },
  'partners-move-for-job': { agreedIssue: 'How we decide about the Lisbon job while Jonah’s mum is ill' },
  'teammates-sarcastic-emails': { agreedIssue: 'How we disagree honestly without sarcasm in group emails' },
  'partners-household-mental-load': { agreedIssue: 'How we share who keeps track of the household jobs, and who owns which' },
  'parent-son-girlfriend-religion': { agreedIssue: 'How Eli’s wedding can be honest to him and Sophie and still honour his mother’s faith' },
  'housemates-rent-split-room-size': { agreedIssue: 'How we split the rent between the two rooms until the lease ends' },
  'teammates-cold-shoulder': { agreedIssue: 'How we work together civilly now that Omar leads the team' },
  'neighbours-cctv-camera': { agreedIssue: 'Where Ruth’s camera points so she feels safe and Lars’s garden stays private' },
  'siblings-holiday-hosting': { agreedIssue: 'How we share hosting Diwali, the food and the cleaning' },
  'manager-ghosted-feedback': { agreedIssue: 'How Jo and Kemal give and hear feedback when problems happen' },
  'partners-sharing-location': { agreedIssue: 'How we rebuild trust without Ellie feeling tracked' },
  'partners-house-deposit': { agreedIssue: 'How we decide together about our joint money and the house deposit' },
  'housemates-heating-bill': { agreedIssue: 'How we split the winter heating bill now that Rob works from home' },
  'siblings-dad-driving': { agreedIssue: 'How we keep Dad and others safe on the road while respecting his independence' },
  'teammates-overlapping-reports': { agreedIssue: 'Who owns which part of the weekly sales report' },
  'cofounders-shared-figures': { agreedIssue: 'How we rebuild trust about confidential information and agree who we can ask for advice' },
  'neighbours-barbecue-smoke': { agreedIssue: 'When and where the barbecue is used so the smoke stays out of Sofia’s windows' },
  'partners-jokes-in-front-of-friends': { agreedIssue: 'How we joke with friends without Lena feeling small, and how we say when something hurt' },
  'manager-curt-emails': { agreedIssue: 'How Claire’s short emails can say what is needed and how Tunde asks when unsure' },
  'siblings-dad-after-surgery': { agreedIssue: 'How we cover Dad’s six weeks after the operation between us and a paid carer' },
  'housemates-partner-staying-over': { agreedIssue: 'How often Aidan’s girlfriend stays and what she pays towards the bills' },
  'partners-coparenting-handovers': { agreedIssue: 'How we set handover times Lily can count on and give Marc more time with her' },
  'housemates-night-shift-noise': { agreedIssue: 'How we keep the flat quiet enough for Priya to sleep by day while Jonas can still live in it' },
  'teammates-client-ownership': { agreedIssue: 'Who answers the Halden client and how the shared inbox is covered when Sofia is out' },
  'cofounders-bakery-sundays': { agreedIssue: 'How we keep the bakery alive without giving up the day with our families we promised each other' },
  'siblings-cousin-loan': { agreedIssue: '' },
  'partners-messages-with-ex': { agreedIssue: 'How we rebuild trust after the messages without Sam being on trial forever' },
  'neighbours-hedge-light': { agreedIssue: 'How high the hedge is kept and when it is trimmed' },
  'teammates-accent-jokes': { agreedIssue: 'How we stop jokes that hurt in meetings and raise things with each other directly' },
  'partners-silence-after-criticism': { agreedIssue: 'How we raise what hurts without criticism in front of others or days of silence' },
  'manager-sick-note': { agreedIssue: 'How sick days are handled fairly for the whole team without doubting Aisha in public' },
  'parent-babysitting-twins': { agreedIssue: 'How many days Helen looks after the twins, and until when' },
  'cofounders-free-plan': { agreedIssue: 'How we keep the company alive and still serve the people we built it for' },
  'siblings-comments-about-food': { agreedIssue: 'How Dan can say he is worried without comments about what Lucy eats' },
  'housemates-dishes-pile': { agreedIssue: 'How we keep the dishes done so there is always a clean pan, with Bea home late' },
  'manager-too-many-projects': { agreedIssue: 'How we get three projects done without Grace working every evening' },
  'neighbours-shouting-at-kids': { agreedIssue: 'How we speak to each other when a ball goes over, without shouting at the children' },
  'siblings-sarcasm-on-calls': { agreedIssue: '' },
  'parent-quitting-university': { agreedIssue: 'How Luca decides about his studies in a way Paolo can accept' },
  'cofounders-weekend-support': { agreedIssue: 'Who covers weekend support so neither of us burns out' },
  // issue 28: the best-statement scenarios
  'partners-gym-membership': { agreedIssue: 'How we pay for the climbing gym while we save for the wedding' },
  'partners-in-laws-sunday': { agreedIssue: 'How we share our Sundays between time with Arjun’s dad and time to rest' },
  'parent-teen-curfew': { agreedIssue: 'How late Bianca stays out and how she lets Gloria know she is safe' },
  'parent-dad-driving': { agreedIssue: 'How Walter keeps getting around safely if he drives less or stops' },
  'siblings-wedding-speech': { agreedIssue: 'How Nora takes part in Pete’s wedding in a way both can trust' },
  'siblings-inheritance-jewellery': { agreedIssue: 'Who keeps Grandma’s ring and how we divide her jewellery' },
  'cofounders-sales-hire-roommate': { agreedIssue: 'How we hire our head of sales fast and fairly' },
  'teammates-meeting-interruptions': { agreedIssue: '' },
  'manager-remote-days': { agreedIssue: 'How many office days Pablo works, given the commute and the juniors' },
  'manager-credit-in-review': { agreedIssue: 'How Leon’s work is credited to the directors and how we raise it with each other' },
  'housemates-boyfriend-staying': { agreedIssue: 'How many nights Gemma’s boyfriend stays and what he pays towards the bills' },
  'housemates-cleaning-standards': { agreedIssue: 'How we keep the flat clean fairly: the rota or a cleaner' },
  'neighbours-leylandii-height': { agreedIssue: 'How tall the hedge is kept so Graham gets light and Pat feels safe' },
  'neighbours-dog-barking': { agreedIssue: 'How we deal with Bruno barking and how we raise problems with each other' },
  // issue 28: the best-statement scenarios, second round
  'partners-adopt-dog': { agreedIssue: 'Whether and when we take on a dog, given Jonas’s allergy and our travel' },
  'partners-second-child': { agreedIssue: 'How and when we decide about a second child' },
  'parent-dad-new-partner': { agreedIssue: 'How Evelyn moves in at a pace that leaves room for Rosa to grieve' },
  'parent-mum-spare-key': { agreedIssue: 'How Birgit keeps helping while Ingrid’s home stays private' },
  'siblings-friday-babysitting': { agreedIssue: 'How many Fridays Sami has the boys and how late he can cancel' },
  'siblings-parents-anniversary-trip': { agreedIssue: '' },
  'cofounders-open-source-core': { agreedIssue: 'Whether we open-source the core and how we protect the business if we do' },
  'teammates-pairing-keyboard': { agreedIssue: 'How we pair so Aiko learns and the release still ships on the 14th' },
  'manager-training-course': { agreedIssue: 'When and how Nadia’s data science training is paid for' },
  'manager-client-dress-code': { agreedIssue: 'What Kai wears to client meetings' },
  'housemates-bike-in-hallway': { agreedIssue: 'Where Theo’s bike is kept safely without blocking the hall' },
  'housemates-food-taken': { agreedIssue: 'How we share or keep food and raise it without notes' },
  'housemates-moody-silences': { agreedIssue: '' },
  'neighbours-scaffolding-garden': { agreedIssue: 'When the scaffolding comes down and how Kwame’s lawn is put right' },
  'neighbours-rooster-crowing': { agreedIssue: 'How Brigid gets her sleep and what happens to Captain' },
  'partners-career-break': { agreedIssue: 'How Amara studies for her masters without putting our money at risk' },
  'partners-digs-about-spending': { agreedIssue: 'How Karim raises money worries without digs and how Nadia tells him when a joke hurts' },
  'housemates-cleaning-redone': { agreedIssue: 'How we tell each other when something is not clean enough, face to face and without snapping' },
  'manager-hovering': { agreedIssue: 'How Ingrid hears early when work slips without checking on Tariq every hour' },
  'cofounders-temper-with-staff': { agreedIssue: 'How we handle anger at work: no shouting at the team, and problems raised the same day in private' },
  'neighbours-stairwell': { agreedIssue: '' },
  'siblings-left-on-read': { agreedIssue: 'How we talk in the family chat so nobody is ignored or called out in front of everyone' },
  'partners-flying-to-family': { agreedIssue: 'How we see Dev’s family in India in a way Sigrid can square with her beliefs about flying' },
  'cofounders-betting-client': { agreedIssue: 'How we decide which clients we work for while keeping the team paid' },
  'housemates-weed-in-flat': { agreedIssue: 'What happens in the shared flat so Bilal’s registration is safe and Jamie can still have friends over' },
  'parent-grandkids-presents': { agreedIssue: 'How Hamza can give to his grandchildren in a way that fits how Yusuf raises them' },
  'siblings-dads-new-partner': { agreedIssue: 'How we spend the first Christmas with Dad’s new partner in a way that honours Mum' },
  'partners-who-keeps-house': { agreedIssue: 'How we share the work of the house when we see our roles differently' },
  'manager-delay-excuse': { agreedIssue: 'What we tell the client about the late delivery so it is honest and keeps the account' },
  'partners-car-mornings': { agreedIssue: 'Who has the car on school-day mornings, or whether we get a second one' },
  'siblings-clearing-nans-flat': { agreedIssue: 'How we get Nan’s flat empty by the 30th between our time and paying a clearance firm' },
  'housemates-internet-upgrade': { agreedIssue: '' },
  'neighbours-loft-conversion': { agreedIssue: 'When the builders work so Maureen can sleep and the loft is done before the baby' },
  'manager-august-leave': { agreedIssue: 'Which weeks Niamh and Ahmed take off this summer while the quarter end is covered' },
  'teammates-release-checklist': { agreedIssue: 'When we release and who runs the checklist so nobody stays till midnight' },
  'parent-car-insurance': { agreedIssue: 'What Kyle pays towards the car insurance and petrol, and what the Saturday lifts count for' },
  'manager-hospital-remote-weeks': { agreedIssue: 'How long Shauna works from Leeds and which days she comes in for the client workshops' },
  'siblings-grandads-watch': { agreedIssue: 'Who keeps Grandad’s watch, and how we honour both his will and who cared for him' },
  'partners-backseat-driving': { agreedIssue: 'How Jonas says when he is scared in the car without commenting on every turn, and how Elif hears it without snapping' },
  'neighbours-ceiling-leak': { agreedIssue: 'Who gets the leak fixed this week and who pays for Priya’s ceiling' },
  'parent-daughter-out-late': { agreedIssue: 'How Zara tells the truth about where she is and Monique gives her privacy' },
  'teammates-part-time-remarks': { agreedIssue: '' },
  'siblings-mums-cat': { agreedIssue: 'Where Biscuit lives once Mum moves, who looks after him on Owen’s away nights and who pays' },
  'manager-mileage-claims': { agreedIssue: 'How expenses are claimed honestly and the uncovered parking raised with finance' },
  'siblings-loan-at-dinners': { agreedIssue: 'How we talk about the loan, or do not, in front of the family' },
  'cofounders-chasing-invoices': { agreedIssue: 'Who chases the unpaid invoices so that payroll is safe' },
  'partners-paying-kids-for-chores': { agreedIssue: 'What we teach the children about helping at home and about money' },
  'partners-gaming-shouting': { agreedIssue: '' },
  'housemates-bikes-in-hallway': { agreedIssue: 'Where the bikes go and how the shed is made safe for them' },
  'partners-baby-name': { agreedIssue: 'How we choose our son’s name together with Tomás’s family tradition in it' },
  'siblings-dads-care-phone-calls': { agreedIssue: 'How we talk about Dad’s care on the phone so Joanne feels thanked and Paul kept in the loop' },
};

/** All 25 ordered (initiator, collaborator) pairs of the five modes. */
export const STYLE_PAIRS: [DcsMode, DcsMode][] = DCS_MODES.flatMap((initiator) => DCS_MODES.map((collaborator): [DcsMode, DcsMode] => [initiator, collaborator]));

/**
 * The styles of the scenario at `position` in the whole set: the 25 pairs in turn, shifted by
 * 7 after the first 25 so neighbouring scenarios do not share a pair.
 */
export const stylesAt = (position: number): [DcsMode, DcsMode] => STYLE_PAIRS[(position * 7 + Math.floor(position / 25)) % STYLE_PAIRS.length];

/**
 * The personality types (DPI) of the scenario at `position`, dealt like the styles: both sides
 * have one in half of the set, one side only in a quarter (each side in turn), neither in the
 * rest, since the test is optional. The types turn through all sixteen.
 */
export function personalitiesAt(position: number): [DpiType | null, DpiType | null] {
  const initiator = DPI_TYPES[(position * 5) % DPI_TYPES.length];
  const collaborator = DPI_TYPES[(position * 11 + 3) % DPI_TYPES.length];
  switch (position % 4) {
    case 0:
    case 2:
      return [initiator, collaborator];
    case 1:
      return position % 8 === 1 ? [initiator, null] : [null, collaborator];
    default:
      return [null, null];
  }
}
