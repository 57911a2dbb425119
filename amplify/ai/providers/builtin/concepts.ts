/**
 * What two people's answers can be about, as data: concepts (a dependent's safety, a night
 * carer, joint savings, money of one's own, quiet hours, credit for the work, ...) grouped by
 * domain (care, money, chores, ...). Each concept has
 * - `cue`: how it shows in an answer, matched on the whole lower-cased text (every character of
 *   every answer is read this way; apostrophes are straight);
 * - `want`: the plain words for it as something asked for ("a night carer at Mom’s home"),
 *   `matter`: as something that matters or worries ("Mom’s safety"), and optionally `problem`:
 *   the shared question it raises ("how we arrange Mom’s care");
 * slots in braces ({dependent}, {goal}, ...) are filled from the answers (reading.ts); {word} is
 * the word the side itself used for it ("caregiver", "carer"), so the plain words stay theirs.
 * Statements, solutions, strategies and the plan speak about a side through these plain words,
 * never through pasted fragments of its answers (those are only ever quoted, with a name).
 */

import { CLEANED_AT_WORK, OTHER_SMOKE, PETS } from './senses';

const OTHER_SMOKE_ALT = OTHER_SMOKE.join('|');
const PETS_ALT = PETS.join('|');

export const DOMAINS = ['care', 'money', 'chores', 'noise', 'space', 'schedule', 'work', 'trust', 'talk', 'decision', 'family'] as const;
export type Domain = (typeof DOMAINS)[number];

export interface Concept {
  id: string;
  domain: Domain;
  cue: RegExp;
  want?: string;
  matter: string;
  problem?: string;
  /** What the problem is about, as a short noun phrase for titles and steps ("Mom’s care", "the joint money"). */
  topic?: string;
  /**
   * What a statement asks "How we …" about, when "settle" and the topic do not go together
   * ("How we settle feedback"): "give and take feedback", "speak to each other".
   */
  settle?: string;
  /** Says how rather than what ("decide together", "honesty"): named after the specific concepts of a side. */
  generic?: boolean;
  /**
   * What the other side says in answer to this concept (being checked, to a hidden debt found;
   * "my own house", to screens at a grandparent's): named there, it makes this the problem both face.
   */
  answeredBy?: readonly string[];
  /**
   * Its cue names the very thing its want asks for, so "no …" or "don't want …" before it refuses
   * that want ("No founder salaries till …", "no rules list"); most cues name the trouble itself,
   * where "no shouting" or "stop going through my phone" asks for the want.
   */
  refusable?: boolean;
}

/**
 * Every concept with every field, in one order (undefined where it has none), not `...parts`:
 * the engine reads concepts at hot sites, and one hidden class there instead of one per mix of
 * fields keeps V8 from recompiling those sites as a new mix shows up (issue 28).
 */
const c = (id: string, cue: RegExp, { want, matter, problem, topic, settle, generic, answeredBy, refusable }: Omit<Concept, 'id' | 'domain' | 'cue'>): Concept => ({
  id,
  domain: id.split('.')[0] as Domain,
  cue,
  want,
  matter,
  problem,
  topic,
  settle,
  generic,
  answeredBy,
  refusable,
});

export const CONCEPTS: readonly Concept[] = [
  // Care of someone who depends on the two (an ageing parent, a sick relative).
  c('care.safety', /\b(?:dementia|alzheimer'?s|wander(?:ed|s|ing)?|fell (?:twice|again|down|over|this)|had a fall|(?:she|he) falls|falls again|unsafe|not safe|get hurt|gets hurt|hurt (?:her|him)self|confused at night|left the stove|memory loss)\b/, {
    want: 'a safe arrangement for {dependent}',
    matter: '{dependent’s} safety',
    problem: 'how we arrange {dependent’s} care',
    topic: '{dependent’s} care',
  }),
  c('care.facility', /\b(?:memory care|(?<!\b(?:see|visit|visits|visiting|visited) (?:my |our |her |his |their )?(?:mum|mom|mam|mother|dad|father|nan|gran|grandma|granny|grandad|grandpa) in (?:the|a|her|his|their) )(?:care home|nursing home)|assisted living|residential care|retirement home|sheltered housing|a facility|in a home|into a home|old people'?s home|move somewhere with help)\b/, {
    want: 'a place in {facility} for {dependent}',
    matter: 'a place where {dependent} has care around the clock',
    problem: 'how we arrange {dependent’s} care',
    topic: '{dependent’s} care',
  }),
  c('care.carer', /\b(?:caregivers?|carers?|care workers?|home help|aides?|live-in|nurse at home|help at home|someone at night)\b/, {
    want: 'a paid {word} at {home}',
    matter: 'paid help at {home}',
    problem: 'how we arrange {dependent’s} care',
    topic: '{dependent’s} care',
  }),
  // Refusing to leave one's home, not leaving someone's house after a visit ("a disappointment when I leave his house").
  c('care.at-home', /\b(?:stay (?:in|at) (?:her|his|their|my) (?:own )?(?:home|house)|stay at home|stay home|(?:her|his|their) own (?:home|house)|(?:not|never|n'?t|refuses? to)(?: \w+){0,2} leave (?:her|his|my) (?:own )?(?:home|house)|(?<!\b(?:leave|leaves|left|leaving) )(?:her|his) house|where (?:she|he) knows|lived here \d+|my house|(?:mom|mum|mother|dad|father)'?s? (?:house|home))\b/, {
    want: '{dependent} staying at home',
    matter: '{dependent} staying at home',
    problem: 'how we arrange {dependent’s} care',
    topic: '{dependent’s} care',
  }),
  c('care.familiar', /\b(?:confus\w*|familiar|knows everything|her routine|his routine|disorient\w*|break (?:her|his) heart|upset (?:her|him))\b/, {
    matter: 'familiar surroundings for {dependent}',
  }),
  c('care.strain', /\b(?:exhausted|burn(?:ing|t|ed)? ?out|can'?t keep (?:doing|driving|going|up)|driving over|on top of my (?:job|work|kids)|every single night|worn out|at 3 ?am|3am)\b/, {
    want: 'the caring shared so it does not fall on one person',
    matter: 'the strain on whoever does the caring',
  }),
  c('care.share', /\b(?:i do all|i do everything|all of (?:mum|mom|dad)'?s|visits? twice a year|nobody (?:ever )?(?:mentions|helps)|share (?:the )?(?:care|caring|visits)|take turns (?:with|visiting)|fair share of (?:the )?care)\b/, {
    want: 'a fair share of the caring',
    matter: 'a fair share of the caring',
    problem: 'how we share {dependent’s} care',
    topic: '{dependent’s} care',
  }),
  c('care.cost', /\b(?:cost of (?:the )?(?:care|carer|home|place)|pay for (?:the )?(?:care|carer|home|place)|care (?:costs?|fees)|fees)\b/, {
    want: 'the cost of care shared fairly',
    matter: 'a fair split of the cost of care',
  }),
  c('care.recognition', /\b(?:recogni[sz]\w*|acknowledg\w*|nobody (?:ever )?mentions|appreciat\w*|gives opinions)\b/, {
    want: 'what each gives being recognised',
    matter: 'what each gives being seen',
  }),
  c('care.driving', /\b(?:stop(?:s|ped)? driving|giv(?:e|es|ing) up (?:the |his |her )?(?:car|keys|driving)|car keys|(?:his|her|their) keys|driving assessment|driving test|behind the wheel|still drives|(?:his|her) (?:driving )?licen[cs]e)\b/, {
    want: 'a safe answer about {dependent’s} driving',
    matter: 'safety on the road',
  }),
  c('care.promise', /\b(?:i promised (?:her|him|mom|mum|dad)|promised (?:her|him) (?:she|he) (?:could|would)|never wanted to leave)\b/, {
    matter: 'a promise made to {dependent}',
  }),

  // Money between the two.
  c('money.joint', /\b(?:joint (?:account|savings|money)|our (?:savings|money|account)|shared (?:savings|account|money)|family savings)\b/, {
    want: 'agreement before joint money is spent',
    matter: 'the joint savings',
    problem: 'how we decide together about our joint money',
    topic: 'the joint money',
  }),
  // Not a booking's deposit ("paid the deposit on the caravan"): that money is spent, not saved.
  c('money.goal', /\b(?:(?<!\b(?:villa|caravan|holiday|trip|venue|hotel|booking|flight|cottage|boat) )deposit(?! scheme)(?! on (?:the|a|our|my|his|her) (?:caravan|holiday|trip|venue|hotel|booking|flights?|cottage|villa|dress|cake|car)\b)(?<!\bhelp(?:ed|s|ing)? (?:\w+ )?(?:with|towards) (?:the |your |our |my |his |her |their )?(?:house )?deposit)(?<!\b(?:landlord|agent|kept|keeps|keep|deducted|took|takes|withheld|withholds)\b[^.!?\n]*deposit)(?!\s+back)(?![^.!?\n]*\b(?:landlord|letting agent|tenancy|lease|deducted)\b)|down payment|saving (?:up )?for|saving for a|save for|our house fund|wedding fund)\b/, {
    want: '{goal} kept safe',
    matter: '{goal}',
    problem: 'how we decide together about our joint money',
    topic: 'the joint money',
  }),
  // A rental deposit the landlord keeps part of is no savings goal: it is a cost to share between housemates.
  c('money.rental-deposit', /\b(?:(?<!\b(?:her|his) )landlord|letting agent|security deposit|(?:the|my|our|his|her|their) (?:half of the |share of the )?deposit back|(?:kept|keeps|keep|took|takes|withheld|withholds|deducted) (?:\w+ ){0,3}(?:of |from )?(?:the|our|my) deposit|deductions?|check-?in photos|end of (?:the )?(?:lease|tenancy)|wear and tear)\b/, {
    want: 'a fair split of what was kept from the deposit',
    matter: 'getting their share of the deposit back',
    problem: 'how we share what was kept from our rental deposit',
    topic: 'the rental deposit',
  }),
  // A shared bill one side uses more of (heating while working from home, a second fridge).
  c('money.by-use', /\b(?:(?:works? from home|working from home)(?:(?=[^.!?\n]*\b(?:bills?|heating|gas|electric\w*|thermostat|energy|power|usage)\b)|(?<=\b(?:bills?|heating|gas|electric\w*|thermostat|energy|power|usage)\b[^.!?\n]*))|(?:heating|gas|electricity|electric) (?:bill|is on|on all day)|the thermostat|who is home|(?:by|on) (?:use|usage)|uses? (?:more|most) (?:of )?(?:the )?(?:heating|gas|electricity|power|water))\b/, {
    want: 'shared bills split by who uses what',
    matter: 'paying only for what they use',
  }),
  // An amount is a threshold only after spending words ("nothing more than £200 without asking"), not a price ("nursery would be over 1,200 a month").
  c('money.threshold', /\b(?:any purchase over|(?:spend\w*|purchases?|buy\w*|anything|nothing) (?:over|more than|above) \$?€?£?\d[\d,.]*(?![\d,.]|\s*(?:hours?|hrs?|minutes?|mins?|days?|nights?|weeks?|months?|years?|times|miles|km|people|guests|kids|children)\b)|big purchases?|large purchases?|agree (?:on|before) (?:big|large|any)|check with (?:each other|me) before)\b/, {
    want: 'a limit above which spending is agreed first',
    matter: 'agreeing on big spending first',
    problem: 'how we decide together about big spending',
    topic: 'big spending',
  }),
  // Asking permission counts as money only in a sentence about money (“without asking permission” to answer a client is not).
  c('money.own', /\b(?:my own money|money of (?:my|our|their) own|own spending money|ask(?:ing)? (?:for )?permission(?:(?=[^.!?\n]*\b(?:money|spend\w*|buy\w*|coffees?|pay\w*|purchases?)\b)|(?<=\b(?:money|spend\w*|buy\w*|coffees?|pay\w*|purchases?)\b[^.!?\n]*))|every coffee|allowance|my money|i earn it)\b/, {
    want: 'money of their own to spend freely',
    matter: 'money of their own',
  }),
  // Helping family with money: "I want to help my sister" with her childcare is help, not money (it counts in a sentence that names money).
  c('money.family-help', /\b(?:family helps family|help(?:ing|ed)? (?:my|his|her) (?:brother|sister|family|parents|mum|mom|dad|cousin)(?:(?=[^.!?\n]*\b(?:money|euros?|dollars?|pounds?|paid|pay|lend|lent|loan|rent|bills?|debts?|savings|deposit|cash|afford)\b)|(?<=\b(?:money|euros?|dollars?|pounds?|paid|pay|lend|lent|loan|rent|bills?|debts?|savings|deposit|cash|afford)\b[^.!?\n]*))|lent (?:my|his|her) (?:brother|sister)|gave (?:my|his|her) (?:brother|sister|parents)|about to lose (?:his|her) (?:flat|house|home|job))\b/, {
    want: 'room to help family when they need it',
    matter: 'being able to help family',
  }),
  // Not shifts owed ("pay back the Saturdays she owes"): a debt of time, not money.
  c('money.repay', /\b(?:pay(?:s)? (?:it|me|us|that) back|paid back|repay\w*|payment plan|borrowed|(?<!\b(?:saturdays|sundays|shifts|weekends|days|nights) (?:she|he|they|you) )owes?(?! me (?:\w+ )?(?:saturdays|sundays|shifts|weekends|days off|nights)\b)|owed|(?<!\b(?:student|bank|payday) )loan(?! from (?:the|a|my|our) bank))\b/, {
    want: 'a plan to pay the money back',
    matter: 'getting the money paid back',
    problem: 'how we settle the money that is owed',
    topic: 'the money owed',
  }),
  c('money.private', /\b(?:keep it between us|between the two of us|told the whole family|told everyone|embarrass\w*|keep it private)\b/, {
    want: 'the matter kept private',
    matter: 'keeping it private',
  }),
  // Debt to stay out of: "the credit card" is a debt, not credit for work ("we only just cleared the credit card").
  c('money.debt', /\b(?:(?:no|any) (?:new |more )?debts?|(?:in|into|out of|back in|back into) debt|(?:clear|cleared|clearing|pay off|paid off|paying off) (?:the |our |my )?credit[- ]cards?|credit[- ]card (?:debt|bills?)|behind on (?:the |our |my )?(?:credit[- ]cards?|rent|mortgage|payments|bills)|overdrawn|overdraft)\b/, {
    want: 'no new debt',
    matter: 'staying out of debt'
  }),
  // Something that keeps needing repairs, and whether to repair it again or replace it: the
  // topic two answers share, not either side's concern ("fix the clutch", "throwing good money after bad").
  c('money.repair', /\b(?:repair bills?|failed (?:its|the) mot|good money after bad|needs? (?:a )?new (?:clutch|engine|gearbox|exhaust|boiler)|(?:fix|repair) the (?:clutch|engine|gearbox|exhaust|boiler|washing machine)|(?:it|car|van|boiler|washing machine|dishwasher|fridge|oven|laptop) keeps? breaking down|save up for (?:a|the) (?:proper |new )?replacement|(?:a|the) proper replacement|before the old one dies)\b/, {
    want: 'a clear rule for when to repair and when to replace',
    matter: 'not paying for the same repairs again and again',
    generic: true,
  }),
  c('money.tight', /\b(?:fixed income|can'?t afford|cannot afford|money is tight|tight budget|hours got cut|missed (?:\w+ )?payments?|credit score|mortgage|rent (?:is|in this)|emergency fund|retirement)\b/, {
    matter: 'money being tight',
  }),
  c('money.split', /\b(?:split (?:it|the money|the proceeds) \d*|50\/50|fifty-fifty|share the cost|split the bill|pay half|our share)\b/, {
    want: 'a fair split of the money',
    matter: 'a fair split of the money',
  }),
  c('money.bills', /\b(?:bills?|money|budget|costs?(?! (?:me|us|him|her|them) (?:\d+|an?|half an?) (?:minutes?|mins?|hours?|hrs?|days?)\b)|expenses?|spending|finances?)\b/, {
    want: 'a clear plan for the money',
    matter: 'money',
    generic: true,
  }),
  // "Unpaid" work, not unpaid invoices or rent (money owed, not pay for hours).
  // Pay for a bigger role: a raise, a title, a new hire paid more.
  c('work.raise', /\b(?:\d+% raise|(?:pay|salary) (?:raise|rise)|a raise (?:in|for|of|backdated|this|next|to)|backdated (?:pay|raise|to)|senior title|(?:paid|pay) (?:as|like) a (?:mid|junior)|earns? more than me|paid (?:less|more) than (?:the )?new)\b/, {
    want: 'pay that matches the role',
    matter: 'being paid for the work taken on',
  }),
  c('money.pay', /\b(?:overtime|unpaid(?! (?:invoices?|bills?|rent|debts?|loans?|fines?|tax))|paid for the extra|time off in lieu|pay rise|(?:pay|salary|a) raise|budget is frozen|extra hours)\b/, {
    want: 'payment or time back for the extra hours',
    matter: 'being paid fairly for the hours worked',
    problem: 'how we handle pay or time back for the extra hours',
    topic: 'the extra hours',
  }),

  // Chores and jobs at home; not "cleaning the data" at work.
  c('chores.split', new RegExp(String.raw`\b(?:split (?:the )?(?:chores|housework|cleaning|cleanup|kitchen|dishes|jobs)|chores|housework|whoever (?:doesn'?t|does not) cook|(?:clean(?:s|ing)?(?: up)?|cleanup)(?! (?:[\w'-]+ ){0,3}?(?:${CLEANED_AT_WORK.join('|')})\b)|dishes|laundry|hoover\w*|vacuum\w*|tidy\w*)\b`), {
    want: 'a fair split of {chore}',
    matter: 'a fair split of {chore}',
    problem: 'how we share {chore}',
    topic: '{chore}',
  }),
  c('chores.timing', /\b(?:by bedtime|straight away|right after (?:dinner|eating)|not right away|sit down for a bit|later in the evening|before bed|in the morning)\b/, {
    want: 'some say over when {chore} gets done',
    matter: 'some say over when {chore} gets done',
  }),
  c('chores.tired', /\b(?:wiped out|shifts?|on my feet|tired after work|exhausted after|long day)\b/, {
    matter: 'rest after a long day',
  }),

  // Noise and sharing a space.
  c('noise.quiet', /\b(?:(?<!\b(?:go|goes|going|gone|went|kept|keeps|keep|stay|stays|stayed) )quiet(?: hours)?|noise|noisy|(?<!\b(?:get|gets|getting|got) )loud|thumping|bass|can'?t concentrate|cannot concentrate|on calls|(?<!\b(?:no|enough|of|more|less|little|any|without|doesn'?t|does not|won'?t|will not|didn'?t) )sleep|until [12] ?am|after (?:10|11|midnight))\b/, {
    want: 'quiet at set hours',
    matter: 'quiet when it matters',
    problem: 'how we share {space} so that there is quiet when it matters',
    topic: 'the noise',
  }),
  // Not "practice" alone: a physio or a GP practice is a workplace (the instruments already say music).
  c('noise.activity', /\b(?:guitar|piano|drums?|music|(?:band|choir|music|drum|piano|guitar) practi[cs]e|gaming|the tv)\b/, {
    want: 'set times for {activity}',
    matter: 'time for {activity}',
  }),
  // Ill health behind a withdrawal or a short temper: read as a mood, it becomes a quarrel.
  c('talk.health', /\b(?:migraines?|headaches?|chronic pain|(?:in|with) pain|flare-?ups?|my (?:illness|condition|medication)|panic attacks?|anxiety attacks?|my head is)\b/, {
    want: 'a simple way to say a bad health day is not about the other',
    matter: 'rest on bad health days without having to explain',
  }),
  c('talk.direct', /\b(?:knock on my door|talk to me like an adult|come to me|(?:talks?|speaks?|say it|tell me) (?:to me )?face to face|(?:tells?|says?|said|say it)(?: (?:me|it|that|so))* to my face|no more notes|passive[- ]aggressive notes?|notes? (?:on|stuck on) the (?:fridge|kettle|door)|say things to (?:him|her|them) directly|bangs? on the (?:ceiling|wall)|tell me directly|instead of sighing)\b/, {
    want: 'being told directly when something bothers the other',
    matter: 'being told directly',
  }),
  // Pets at home: a dog left alone that barks, a pet someone is allergic to, a pet the two are
  // deciding whether to get, a cat using someone else's garden.
  c('noise.dog-alone', /\b(?:(?:barks?|barking|howls?|howling|whin(?:es|ing))\b(?=[^.!?\n]*\b(?:all day|alone|at work|(?:when|while) (?:you|she|he|they|we|i) (?:are|is|am|'re|'s|go|goes|leave|leaves) (?:out|away|to work|at work))\b)|(?:gets|is|get) anxious (?:when )?(?:left )?alone|separation anxiety)/, {
    matter: 'the dog left alone',
    generic: true,
  }),
  c('space.pet-allergy', /\b(?:i'?m allergic|i am allergic|(?:i have|i'?ve got|my) asthma|air (?:filter|purifier)s?)\b|\b(?:allergic|allergy|allergies|asthma)\b(?=[^.!?\n]*\b(?:cats?|kitten|dogs?|puppy|pets?|fur|breeds?)\b)|\b(?:cats?|kitten|dogs?|puppy|pets?|fur|breeds?)\b(?=[^.!?\n]*\b(?:allergic|allergy|allergies|asthma|sneez\w*|wheez\w*)\b)/, {
    want: 'a home where the allergy is kept in check',
    matter: 'breathing freely at home',
  }),
  // Who has the allergy, said in the first person: the pet's owner may name it too ("I'll buy an air purifier").
  c('space.allergic-self', /\b(?:(?:i'?m|i am) (?:very |badly |really )?allergic|(?:i have|i'?ve got|i get|my) asthma|(?:i )?ended up in (?:a&e|hospital|the er)|my eyes (?:have been |are |keep )?(?:streaming|watering|itch\w*|swell\w*)|(?:i'?m|i am|i'?ve been|i keep) (?:wheezing|sneezing))\b/, {
    matter: 'their health at home',
    generic: true,
  }),
  // A pet brought into a shared home without the others' say.
  c('space.pet-unasked', /\b(?:brought|bought|got|adopted|took in)\b[^.!?\n]*\b(?:cats?|kitten|dogs?|puppy|pets?|rabbit)\b[^.!?\n]*\bwithout (?:asking|telling|checking with|a word)|\b(?:never|didn'?t|did not) (?:ask|asked|check|checked)\b[^.!?\n]*\b(?:before|about) (?:getting|bringing|adopting) (?:a |the |her |his )?(?:cat|kitten|dog|puppy|pet)\b/, {
    want: 'a say before a pet moves in',
    matter: 'being asked before a pet moves in',
  }),
  c('family.new-pet', /\b(?:adopt(?:ing)? (?:a |the )?(?:rescue )?(?:dog|puppy|cat|kitten)|(?:get|getting) (?:a |the )?(?:rescue )?(?:dog|puppy|kitten|cat)(?! (?:walker|sitter|trainer|minder|flap|food|bed)s?\b)|want(?:s|ed)? (?:a |the )?(?:rescue )?(?:dog|puppy|cat|kitten)(?! (?:walker|sitter|trainer|minder|flap)s?\b))\b/, {
    matter: 'a pet in the home',
    generic: true,
  }),
  c('space.pet-garden', /\b(?:cat|cats|dog)\b(?=[^.!?\n]*\b(?:raised beds?|veg(?:etable)? beds?|seedlings|flower ?beds?|as a toilet|digs? up|dug up)\b)/, {
    want: 'the beds kept free of the cat',
    matter: 'growing food without the cat in the beds',
  }),
  c('space.home', /\b(?:my home too|tiptoe|right to live|in my own (?:home|apartment|flat)|own space|room of my own)\b/, {
    want: 'feeling at home in {space}',
    matter: 'feeling at home in {space}',
  }),
  c('space.parking', /\b(?:(?<!\b(?:learn|learning|learned|learnt|how) to (?:parallel )?)(?<!\bparallel )park(?:ing|ed|s)?|block(?:s|ed|ing)? (?:my|our|the|her|his|their) (?:drive|driveway|car)|(?:clear|across|in front of) (?:my|our|the|her|his|their) (?:drive|driveway)|driveway (?:is|was|gets|got) blocked|get my car out)\b/, {
    want: 'a clear driveway',
    matter: 'getting the car out when needed',
    problem: 'how we keep the driveway clear when visitors park',
    topic: 'the parking',
  }),
  c('space.boundary', /\b(?:tree|oak|branch(?:es)?|(?:fallen|the|its|autumn|dead|wet) leaves|leaves (?:fall|from|block|clog)|(?<!\bover (?:the|our|my|his|her|their) )fence|hedge|gutters?|shed(?! (?:for|to store|as storage))(?<!\b(?:in|from|into|out of) (?:the|my|our|his|her|their) shed)|property line|boundary|arborist|roots|(?:garden|shared|boundary) wall)\b/, {
    want: 'the {item} dealt with',
    matter: 'the {item} on the boundary',
    problem: 'how we deal with the {item} and its cost',
    topic: 'the {item}',
  }),
  c('space.garden', /\b(?:garden|(?:my|our|your|his|her|their|a|back|front) ?yard|vegetable|flower beds?|beds|lawn|ball)\b/, {
    matter: 'the garden',
  }),
  // A security camera at one home that sees into another's garden or windows.
  c('space.camera', /\b(?:cctv|(?:security|doorbell|ring|outdoor) cam(?:era)?s?|(?:put|puts|putting|fitted|installed) up (?:a|the|his|her|their) cameras?|the cameras? (?:is|stays|looks|points|faces|covers)\b(?! on (?:the|my|his|her) phone)|cameras? (?:over|pointing at|pointed at|facing|looking (?:over|into|at|straight)) (?:my|our|the)|privacy mask\w*|footage of (?:my|our|the|her|his) (?:garden|yard|house|home|drive|driveway|kids|children|grandchildren|windows?))\b/, {
    want: 'a camera that covers only its owner’s side',
    matter: 'privacy at home and a protected property',
    problem: 'how the camera protects one home without watching the other',
    topic: 'the camera',
  }),
  // The heating of a shared home: how warm, and who pays for more.
  c('space.heating', /\b(?:(?:the |central )?heating|thermostat|radiators?|(?:a |an electric |a plug-in )?heater|\d+ degrees|(?:it'?s |its )?freezing (?:in (?:here|the (?:house|flat)))?)\b/, {
    want: 'a warm enough home',
    matter: 'a warm home at a cost both can bear',
    problem: 'how warm we keep the home, and who pays for more',
    topic: 'the heating',
  }),
  // Someone who does not live there staying over most nights (a partner, a brother).
  c('space.guest', /\b(?<!\b(?:kids|children|son|daughter|mum|mom|mother|dad|father|grandma|grandad|nan|gran|parents?) )(?:stay(?:s|ing|ed)? over|sleep(?:s|ing)? over|slept over|not on the lease|isn'?t on the lease|(?:a|the) lodger|(?:a|the) third (?:person|housemate|flatmate)|(?:here|over|round) (?:\w+ )?(?:four|five|six|most|every) nights)\b/, {
    want: 'an agreement on guests staying over',
    matter: 'a home shared fairly',
    problem: 'how we share the home when a guest stays over',
    topic: 'the guest nights',
  }),
  // Not a housemate's own room let ("put his room on Airbnb", "strangers in the flat"): that is space.sublet.
  c('space.rental', /\b(?:(?<!\bno more )airbnb(?<!\b(?:room|flat) on airbnb)|short[- ]term|rent(?:ing)? (?:it )?out|strangers(?! in (?:the|my|our) (?:flat|house|home))\b)\b/, {
    want: 'a rental that does not disturb the street',
    matter: 'a quiet street',
    problem: 'how we live with the rental on the street',
    topic: 'the rental',
  }),
  c('space.kids-safety', /\b(?:(?:screamed|screams|screaming|shouted|shouts|shouting|yelled|yells|yelling) at my (?:kids|children|son|daughter|\d+ ?year ?old)|my (?:kids|children|son|daughter) (?:should|is scared|are scared|is afraid|are afraid)|terrified(?! of\b)|safe on our (?:own )?street)\b/, {
    want: 'the children spoken to kindly',
    matter: 'the children feeling safe',
  }),

  // Home: where bikes are kept in a shared hall, a parking space or a van in front of a window,
  // an internet upgrade one side needs for work, barbecue smoke, building works in a neighbour's
  // garden, a leak from the flat above, a deposit deduction, things stored in a parent's garage,
  // birds fed next door.
  c('space.bike-storage', /\b(?:bikes?\b(?=[^.!?\n]*\b(?:hall|hallway|shed|stolen|corridor|landing)\b)|(?:hall|hallway|corridor)\b(?=[^.!?\n]*\bbikes?\b)|(?:shed|bike) lock)\b/, {
    want: 'the bikes kept somewhere safe and out of the way',
    matter: 'a clear hall and a bike that is not stolen',
  }),
  c('space.drive-blocked', /\b(?:block(?:s|ed|ing)? (?:my|our|the) (?:drive|driveway)|across (?:my|our|the) (?:drive|driveway)|(?:can'?t|cannot|couldn'?t) get (?:my|the) car out|get my car out)\b/, {
    want: 'the drive kept clear',
    matter: 'getting the car out of the drive',
  }),
  c('space.walk-far', /\b(?:(?:can'?t|cannot|couldn'?t) walk (?:far|very far|much)|walking (?:stick|frame)|wheelchair|blue badge)\b/, {
    matter: 'a visitor who cannot walk far',
  }),
  c('space.parking-space', /\b(?:(?:one|a|the|our) (?:parking|car) (?:space|spot|bay)|(?:keep|had|have|has|get|gets) the (?:space|spot)|(?:off|from) (?:her|his|my|your|their) (?:rent|share of the rent|rent share))\b/, {
    want: 'a fair share of the parking space',
    matter: 'a fair share of the parking space',
  }),
  c('space.van-sightline', /\b(?:(?:can'?t|cannot|couldn'?t) see the road|(?:pulling|backing|reversing) out|(?:see|watch) (?:it|the van|my van) from (?:my|the) (?:house|window)|(?:blocks?|no) (?:my )?light)\b/, {
    want: 'a clear view of the road and light at the window',
    matter: 'backing out safely',
  }),
  // Visitors who park: a visitors' parking plan is for them, not for the two who live there.
  c('space.visitors', /\b(?:visitors?|visiting|(?:his|her|their|my|our) (?:friends|guests|clients|customers|family) (?:park|parks|parked|parking)|guests? (?:park|parks|parked|parking))\b/, {
    matter: 'room for visitors to park',
    generic: true,
  }),
  // Someone at home who needs level access to the street: a wheelchair, a ramp, a dropped kerb.
  c('space.access', /\b(?:dropped kerb|(?:my|her|his) ramp|(?:get|put|take) the ramp (?:out|down)|i use a wheelchair|(?:i'?m|i am) a wheelchair user|in a wheelchair|mobility scooter|blue badge)\b/, {
    want: 'the way to the street kept clear',
    matter: 'getting in and out of the house',
  }),
  c('space.van-tools', /\b(?:(?:£|\$|€)?\d+k? (?:worth )?of tools|tools in (?:it|the van|my van)|work van|van (?:was|got) broken into)\b/, {
    want: 'the van kept safe',
    matter: 'the tools in the van kept safe',
  }),
  c('money.work-upgrade', /\b(?:(?:wi-?fi|internet|broadband|fibre|upgrade)\b(?=[^.!?\n]*\b(?:stream\w*|business|income|subscribers)\b)|(?:stream\w*|business|subscribers)\b(?=[^.!?\n]*\b(?:wi-?fi|internet|broadband|fibre|upgrade)\b)|(?:for|since it is for) (?:his|her|their|my) business)\b/, {
    want: 'the upgrade paid for fairly',
    matter: 'a line fast enough for work at a cost all can bear',
  }),
  c('space.barbecue', /\b(?:barbecu\w*|bbq|charcoal grill|gas grill)\b(?=[^.!?\n]*\b(?:smoke|smoky|windows?|every|evenings?|weekends?|a week|complain\w*|use it|grill)\b)|\bsmoke\b(?=[^.!?\n]*\b(?:barbecu\w*|bbq|grill)\b)/, {
    want: 'the barbecue smoke kept out of the windows',
    matter: 'windows that can stay open',
  }),
  c('space.building-works', /\bscaffold\w*\b/, {
    want: 'the building work kept off the garden and finished on a date',
    matter: 'the garden back after the building work',
  }),
  c('space.leak', /\b(?:leak\w*|water (?:has been |is |keeps )?coming through|(?:ceiling|plaster) (?:is )?sagging|damp patch|brown stain|the (?:shared )?pipe)\b/, {
    want: 'the leak fixed and the damage repaired',
    matter: 'a home that is dry and safe',
  }),
  // One of the two is the landlord: only a landlord speaks of "my tenant" or says they are one.
  c('money.landlord-tenant', /\b(?:my tenants?|the tenants?|(?:previous|last|new|former|next) tenants?|(?:i'?m|i am) (?:a|the|only a) (?:small |private )?landlord|as (?:a|the) landlord)\b/, {
    matter: 'a fair deduction from the deposit',
    generic: true,
  }),
  // A landlord raising the rent.
  c('money.rent-rise', /\b(?:rent (?:goes|going|is going|will go|went) up|rent rise|rent increase|(?:put|putting|puts) (?:the )?rent up|rais(?:e|ing) the rent|the rise stays)\b/, {
    want: 'a fair rent for the state of the home',
    matter: 'a rent that matches the state of the home',
  }),
  c('money.deposit-deduction', /\b(?:deduct\w*|kept (?:\S+ )?(?:pounds |euros |dollars )?of the deposit|check-?in (?:photos|inventory|report)|deposit (?:scheme|dispute)|inventory)\b/, {
    want: 'the deduction shared fairly',
    matter: 'a fair share of the deposit deduction',
  }),
  c('space.storage', /\b(?:(?:\d+|boxes)\b(?=[^.!?\n]*\b(?:garage|loft|attic|spare room)\b)|(?:garage|loft|attic)\b(?=[^.!?\n]*\b(?:boxes|stuff|things|motorbike|bike)\b)|storage unit|(?:nowhere|no room|no space) (?:for|to put)|boxes out)\b/, {
    want: 'the stored things moved by a date',
    matter: 'space back at home',
  }),
  c('space.feeding-birds', /\b(?:pigeons?|seagulls?|gulls|bird ?feeders?|feed(?:s|ing)? (?:the )?(?:birds|pigeons)|bread (?:out )?for the birds|(?:throw\w*|put\w*) (?:out )?(?:a whole loaf|bread))\b/, {
    want: 'the birds fed without the mess',
    matter: 'a clean car and street',
  }),

  // Time and schedules.
  // A visit dated by a holiday ("he visited at christmas") is no plan for the holiday.
  // A holiday to spend somewhere: not a date ("before Christmas"), a trade's season ("christmas orders") or a shift ("on-call over christmas").
  c('schedule.holiday', /\b(?<!\b(?:visited|came|come|saw|phoned|called|rang) (?:at|on|over) )(?<!\b(?:till|until|til|by|since|before) )(?<!\blast )(?<!\b(?:on-?call|shifts?|work|working|cover) (?:over|on|at|for) (?:christmas and )?)(?:christmas|thanksgiving|eid|diwali|hanukkah|easter|new year|boxing day|the holidays)\b(?! (?:orders|rush|stock|markets?|sales|shifts?|on-?call|cover|rota|bonus))/, {
    want: 'a fair share of {holiday}',
    matter: '{holiday} with family',
    problem: 'how we share {holiday} between our families',
    topic: '{holiday}',
  }),
  // The year's leave: a trip each wants ("one week somewhere new", "the two weeks in Portugal in summer").
  c('schedule.leave', /\b(?:annual leave|our leave|(?:a|one|two|three) weeks? (?:away|abroad)|holidays? (?:abroad|away|together)|somewhere new|a getaway|weeks? in [a-z]+ (?:in|every|each) (?:summer|winter|spring|august|july|june)|(?:summer|family) holiday)\b/, {
    want: 'a trip of their own choosing',
    matter: 'time away that suits both',
    problem: 'how we share the year’s leave',
    topic: 'the year’s leave',
  }),
  // Working from another country for a while: the employer's rules, the team's reach.
  c('schedule.remote-abroad', /\b(?:(?:work|working|worked) remotely from (?!home\b)(?=[a-z])|work(?:ing)? from (?:abroad|overseas|another country))/, {
    want: 'some weeks working from abroad',
    matter: 'family abroad',
    problem: 'how long work can be done from abroad',
    topic: 'working from abroad',
  }),
  // A late hour alone ("we get home at 10pm", "keep it down after 8") is no work message: it counts in a sentence about messages or work.
  c('schedule.after-hours', /\b(?:(?:after (?:[5-9]|1[0-2]) ?(?:pm)?|at (?:10|11)(?:-11)? ?pm|10-11pm|late at night|late-night|evenings are|weekends are not)(?<=\b(?:messag\w*|emails?|texts?|texting|slack|pings?|replies|reply|work\w*|job|boss|manager|office)\b[^.!?\n]*)|replies after|messages? (?:me )?at)\b/, {
    want: 'evenings free of work messages',
    matter: 'evenings free of work',
    problem: 'how we handle messages outside working hours',
    topic: 'messages after hours',
  }),
  c('schedule.office', /\b(?:office days?|in the office|remote|days a week in|tue-thu|hybrid)\b/, {
    want: 'a set number of office days',
    matter: 'the commute and the days in the office',
    problem: 'how we settle the office days',
    topic: 'the office days',
  }),
  c('schedule.set-times', /\b(?:a schedule|set times|fixed times|know when i can|a timetable)\b/, {
    want: 'set times agreed in advance',
    matter: 'knowing in advance when is when',
  }),
  c('schedule.turns', /\b(?:take turns|taking turns|in turns|a month each|a week each|alternate (?:years|weekends|weeks|months)|every other (?:year|weekend|week))\b/, {
    want: 'taking turns',
    matter: 'an equal share of the time',
  }),
  c('schedule.contact', /\b(?:never calls|call more|calls? (?:me|us|each other)(?= (?:more|back|every|once|on|at|when|whenever|if|instead|to|about|after|before|again|sometimes|ever|at all|first)\b|\s*[.,;!?]|\s*$)|visit more|see (?:us|each other)|time together|date night)\b/, {
    want: 'regular time together',
    matter: 'staying in touch',
    problem: 'how we keep in touch',
    topic: 'keeping in touch',
    settle: 'keep in touch',
  }),
  c('schedule.deadline', /\b(?:deadlines?|slips?|on time|by friday|by monday|changed the plan|moving target)\b/, {
    want: 'dates both keep',
    matter: 'dates both can keep',
    problem: 'how we set dates we can both keep',
    topic: 'the dates',
  }),
  c('schedule.school-run', /\b(?:pick-?ups?|pick (?:up )?(?:the kids?|the children|them|him|her) (?:up )?(?:from|at)|picking (?:them|him|her|the kids?) up|school run|school gates?|after[- ]school club|childminder|nursery|single parent|childcare)\b/, {
    want: 'working hours that fit the school run',
    matter: 'collecting the children on time',
    problem: 'how the working day fits around the school run',
    topic: 'the school-run days',
  }),
  // Time with a pet the two share: not any pet ("the dog next door barks", "adopt a dog").
  c('schedule.pet', /\b(?:(?:time|visits?|weekends?|walks?) with (?:the |our |my |his |her |(?:dad|mum|mom)'?s )?(?:dog|puppy|cat|pet)|(?:took|take|takes|keep|keeps|kept) (?:\w+'s )?(?:the |our |my |his |her )?(?:dog|puppy|cat|pet)\b(?! (?:off|out|on|in|away from))|(?:dog|puppy|cat|pet) (?:lives|stays|living|staying) with)\b/, {
    want: 'time with {pet}',
    matter: 'time with {pet}',
    problem: 'how we share time with {pet}',
    topic: '{pet}',
  }),

  // Work and roles.
  c('work.credit', /\b(?:credit where|credit for|the credit(?![- ]cards?\b)|took all the questions|my design|presented my|my work as)\b/, {
    want: 'credit for their work',
    matter: 'credit for their work',
    problem: 'how we share credit for our work',
    topic: 'credit for the work',
  }),
  c('work.handover', /\b(?:(?:handovers?|hand over|hand-over)(?![^.!?\n]*\b(?:kids?|children|son|daughter|baby|toddler|custody|drop-?off)\b)(?<!\b(?:kids?|children|son|daughter|baby|toddler|custody)\b[^.!?\n]*)|specs?|(?:spec|code|feature) freeze|launch|sprint)\b/, {
    want: 'hand-over dates both keep',
    matter: 'dates both can keep',
    problem: 'how we set hand-over dates we can both keep',
    topic: 'the hand-overs',
  }),
  c('work.public-blame', /\b(?:blamed me|all-hands|by name|my reputation|correct(?:ion)? (?:at|in)|correct the record)\b/, {
    want: 'a public correction',
    matter: 'a fair record of what happened',
    problem: 'how we correct the record and fix what went wrong',
    topic: 'the record',
  }),
  c('work.one-voice', /\b(?:one voice|united team|as one team|we'?re a team)\b/, {
    want: 'one voice in front of others',
    matter: 'speaking as one team',
  }),
  c('work.feedback', /\b(?:feedback|code review|review comments|comments are|corrects? me|correcting me|rewrites? my|in front of (?:the team|clients|people|everyone))\b/, {
    want: 'feedback given in private, with what to change',
    matter: 'feedback that is honest and private',
    problem: 'how we give and take feedback',
    topic: 'feedback',
    settle: 'give and take feedback',
  }),
  c('work.meetings', /\b(?:(?<!\bout of (?:a |my |the |his |her )?)meetings?|talks? over|interrupt\w*|agenda|standup|finish a sentence|finish speaking)\b/, {
    want: 'meetings where everyone can finish speaking',
    matter: 'being heard in meetings',
    problem: 'how we run meetings',
    topic: 'the meetings',
  }),
  c('trust.together', /\b(?:decide together|decide it together|as equals|without (?:even )?(?:asking|telling) me|solo|co-?founded|lose control|a say in)\b/, {
    want: 'big decisions taken together',
    matter: 'having a say in big decisions',
    problem: 'how we take big decisions together',
    topic: 'big decisions',
    settle: 'take big decisions',
    generic: true,
  }),
  c('work.promotion', /\b(?:promot\w*|(?:path|promoted|step|way) (?:up )?to senior(?! (?:living|care|home|citizens?))|career path|path to (?:promotion|the next (?:level|grade)|(?:team )?lead|manager))\b/, {
    want: 'a written path to promotion, with dates',
    matter: 'a fair chance of promotion',
    problem: 'how we make the path to promotion clear',
    topic: 'the promotion',
  }),
  c('work.cover', /\b(?:on call|on-call|cover for|cover the (?:shifts?|weekends?|rota|nights?|late|early|desk|phones|inbox|support|holidays?)|swapped|weekends? out of)\b/, {
    want: 'a fair rota',
    matter: 'a fair share of the cover',
    problem: 'how we share the cover fairly',
    topic: 'the cover rota',
  }),
  c('work.equity', /\b(?:equity|vesting|shares|stake|cap table)\b/, {
    want: 'an equity split that reflects the work',
    matter: 'a fair equity split',
    problem: 'how we handle the equity split',
    topic: 'the equity split',
  }),
  c('work.report', /\b(?:report|test results|safety tests?|firmware|signature)\b/, {
    want: 'a report that is complete and on time',
    matter: 'an honest, complete report',
    problem: 'how we report the results honestly and on time',
    topic: 'the report',
  }),
  // Which clients or contracts a business takes: a deal one partner finds wrong.
  c('work.clients', /\b(?:kinds? of (?:clients|customers|work) we|clients? we (?:won'?t|wouldn'?t|will not|don'?t|do not) (?:work with|take)|tak(?:e|ing) (?:the|this) contract|say(?:ing)? no to (?:the|this) (?:contract|client)|turn(?:ing)? (?:the|this) (?:contract|client) down)\b/, {
    want: 'a clear line on which clients the business takes',
    matter: 'work the business can stand behind',
    problem: 'how we decide which clients and contracts we take',
    topic: 'the contract',
  }),
  c('work.funding', /\b(?:seed round|fundrais\w*|investors?|runway|raise money|raise at all)\b/, {
    want: 'a decision on the funding',
    matter: 'the company’s runway',
    problem: 'how we decide about the funding',
    topic: 'the funding',
  }),

  // Too much work for one person: someone's projects landed on another's desk.
  c('work.workload', /\b(?:on top of mine|(?:his|her|their|two|three|four|all three) projects|too many projects|workload|overloaded|deadlines land|give one project|keeps all three|quality is slipping)\b/, {
    want: 'a workload that fits in working hours',
    matter: 'a workload that can be done well',
    problem: 'how we share the projects so the work is done well and on time',
    topic: 'the projects',
  }),
  // Who speaks for a client or owns a piece of work.
  c('work.ownership', /\b(?:clear ownership|ownership of|the (?:main |only )?contact for|goes through me|my clients?'?s?|who owns (?:the|which|each)|promising deadlines)\b/, {
    want: 'one named owner for each client',
    matter: 'clear ownership of the client work',
    problem: 'how we decide who speaks for each client and who covers the shared inbox',
    topic: 'the client work',
  }),
  // Support, a shared inbox, or night work nobody sees.
  c('work.support', /\b(?:support tickets?|weekend support|(?:weekends?|nights?) on support|on support|support person|server work)\b/, {
    want: 'the support shared fairly',
    matter: 'a fair share of the support work',
    problem: 'how we share the support work fairly',
    topic: 'the support work',
  }),
  // A shared inbox clients write to, and how fast they hear back.
  c('work.inbox', /\b(?:(?:shared|team) inbox|inbox rota|client wrote|slow answers|waiting a day for a reply)\b/, {
    want: 'the shared inbox answered every day',
    matter: 'clients answered quickly',
  }),
  // When a shop or business is open, and whose day off that costs.
  c('work.opening', /\b(?:open(?:ing)? on (?:sundays?|saturdays?|mondays?|weekends?|evenings?)|(?:sunday|saturday|evening|weekend) opening|opening hours|(?:keep|stay) (?:(?:on )?(?:sundays?|saturdays?|mondays?|weekends?)|the (?:shop|bakery|store|caf[eé]|restaurant|salon)) closed)\b/, {
    want: 'longer opening hours',
    matter: 'the business making enough to survive',
    problem: 'how we decide when the business is open',
    topic: 'the opening hours',
  }),
  // What a client is billed for.
  c('work.billing', /\b(?:bill(?:ed|ing)? (?:the client|the hours|for \d+)|timesheets?|billable|fixed price|hours we (?:actually )?worked)\b/, {
    want: 'bills that match the hours worked',
    matter: 'honest billing',
    problem: 'how we bill the client honestly and keep the agreed price',
    topic: 'the billing',
  }),

  // Trust after a breach.
  c('trust.breach', /\b(?:lied|lies to|lying to|secret\w*|deleted|hid|hidden|behind my back|without (?:even )?(?:asking|telling)|cheat\w*|betray\w*)\b/, {
    want: 'openness about what happened',
    matter: 'being able to trust again',
    problem: 'how we rebuild trust after what happened',
    topic: 'trust',
    settle: 'rebuild trust',
  }),
  c('trust.privacy', /\b(?:checks? my phone|going through my|go through my|my privacy|feel watched|spy\w*|track\w* me)\b/, {
    want: 'respect for privacy',
    matter: 'privacy',
    problem: 'how we rebuild trust without anyone feeling watched',
    topic: 'trust and privacy',
    settle: 'rebuild trust',
  }),
  c('trust.honesty', /\b(?:(?<!\b(?:if i'?m|if i am|i'?ll be) )honest(?!ly\b)(?! with myself)\w*|transparen\w*|tell me(?! (?:about (?:her|his|their|my)|i'?m|im|i am)\b)|be open|the truth)\b/, {
    want: 'honesty from now on',
    matter: 'honesty',
    generic: true,
  }),

  // How the two talk to each other.
  c('talk.listen', /\b(?:listen\w*|roll (?:your|his|her) eyes|eye rolling|walk(?:s|ed)? off|ignor\w*|not heard|hear me|let me finish(?! (?:the|my|this|it|what)\b))\b/, {
    want: 'being listened to',
    matter: 'being listened to',
    problem: 'how we raise things so that both of us feel heard',
    topic: 'difficult topics',
    settle: 'raise difficult topics',
    generic: true,
  }),
  c('talk.timing', /\b(?:one thing at a time|everything at once|at 11 ?pm|when i am exhausted|when i'?m exhausted|on the spot|not at night)\b/, {
    want: 'one topic at a time, at a good moment',
    matter: 'talking at a good moment',
  }),
  c('talk.pause', /\b(?:time-?out|calm down|cool off|go(?:es|ing|ne)? quiet|went quiet|silent|silence|shut down|(?<!\b(?:code|spec|feature|hiring|pay|budget) )freeze|heated)\b/, {
    want: 'a pause when it gets heated',
    matter: 'a pause when it gets heated',
    problem: 'how we handle arguments',
    topic: 'arguments',
    settle: 'handle arguments',
  }),
  c('talk.same-day', /\b(?:same day|talk it out|talk it through|for days)\b/, {
    want: 'talking it through the same day',
    matter: 'not being left in silence',
  }),
  c('talk.criticism', /\b(?:criticis\w*|criticiz\w*|good enough|nag\w*|sulks?|eggshells|drama|mention small things)\b/, {
    want: 'small things raised without criticism',
    matter: 'not feeling criticised',
    problem: 'how we mention small things without it feeling like criticism',
    topic: 'small things',
    settle: 'raise small things',
  }),
  // Respect for a person, not for a garden or someone's choices ("respect my garden" is about the garden).
  c('talk.respect', /\b(?:respect\w*(?! (?:my|our|his|her|their|the|your) (?:garden|property|fence|hedge|land|space|privacy|boundar\w*|things|stuff|rules|choices|decisions?|beliefs|religion|culture))|snide|jokes?|teas\w*|banter|weight|rude|yell\w*|scream\w*|humiliat\w*|belittl\w*)\b/, {
    want: 'respect in how each is spoken to',
    matter: 'respect',
    problem: 'how we talk to and about each other with respect',
    topic: 'how we speak to each other',
    settle: 'speak to each other',
    generic: true,
  }),
  c('talk.apology', /\b(?:apolog\w*|say sorry|said sorry)\b/, {
    want: 'an apology',
    matter: 'an apology',
  }),
  // Family and friends only: remarks in front of a team are workplace feedback (talk.respect's options).
  c('talk.dismissive', /\b(?:roll(?:s|ing)? (?:your|his|her|their|my) eyes|eye[- ]?rolling|walk(?:s|ed)? off|walk(?:s|ed)? out on me|turns? (?:his|her|their) back)\b/, {
    want: 'being heard out',
    matter: 'not being dismissed',
  }),
  c('talk.in-front', /\bin front of (?:my|her|his|their|our|the) (?:sister|brother|mother|mum|mom|dad|father|family|friends|kids|children|parents|guests)\b/, {
    want: 'no remarks in front of others',
    matter: 'not being shown up in front of others',
  }),
  c('talk.car', /\b(?:when(?:ever)? (?:i|she|he|they|we) drives?|while (?:i|she|he|they|we) drives?|(?:i'?m|she'?s|he'?s) driving|passenger seat|backseat driv\w*|roundabouts?|brak(?:e|es|ing))\b/, {
    want: 'calm in the car',
    matter: 'feeling safe and trusted in the car',
  }),
  c('talk.thanks', /\b(?:(?<!please and )thank you|thanks|thanked|appreciat\w*|taken for granted|unappreciated)\b/, {
    want: 'thanks for what is done',
    matter: 'being appreciated',
  }),
  c('talk.distance', /\b(?:hangs? up|hung up|rings? (?:me|from|once)|phone calls?|on the phone|far away|lives? abroad|can'?t see (?:him|her|them))\b/, {
    want: 'regular news from a distance',
    matter: 'being kept in the loop from far away',
  }),

  // Big decisions.
  // "school" alone is studies; a child's school run ("the school moved pickup", "after school club") is schedule.school-run,
  // and "the kids at school" is where children are, not a decision about studies.
  c('decision.study', /\b(?:law school|(?<!\b(?:at|to|from|start|starts|starting|started|before|after) )(?<!\bfrom (?:her|his|my|the|their|our) )(?<!\b(?:at|to|from|start|starts|starting|started|about|in) (?:(?:the|her|his|their|a) )?(?:new |secondary |primary |nursery |junior )+)(?<!\b(?:religious|catholic|church|faith|secular|state|village|local) )school(?![- ](?:pick|run|club|gates?|bus|drop|holidays?|moved|days?|nights?|forms?|mornings?|uniforms?|trips?|lunch(?:es)?|shoes))|degree|college|university|(?<!\bof )course|(?<!\b(?:people|others|guests|friends|anyone|someone|members) )drop out(?! of (?:the |this |her |his |our )?(?:trip|hen|stag|party|holiday|wedding|band|team|race)\b)|culinary|(?:change|changing|switch\w*) careers?|career change|(?<!\bthrough )(?<!\b(?:after|since|finished|left) )(?<!\b(?:kids|children|sons?|daughters?|twins|boys|girls) (?:going to|off to|starting|at|in) )uni|masters|phd|retrain\w*)\b/, {
    want: 'a say over the next step in studies',
    matter: 'the next step in studies and work',
    problem: 'how we decide about the next step in studies',
    topic: 'the studies',
  }),
  // A grown child moving out; not the two moving home together ("until we move out of the one bedroom flat").
  c('decision.move-out', /\b(?:(?<!\bwe (?:can |could |will |would |should |must |have to |need to )?)move[- ]out|moves out|(?<!\bwe(?:'re| are) )moving out|rent free|living at home|til i find a job|until i find a job)\b/, {
    want: 'a move-out date and a contribution until then',
    matter: 'a home while looking for work',
    problem: 'how we plan the contribution and the move-out',
    topic: 'the move-out',
  }),
  // Moving city or country for one person's job: not moving house, out or into care.
  c('decision.relocate', /\b(?:(?:will not|won'?t|can'?t(?: just)?|cannot(?: just)?|refuses? to|not going to) move(?! (?:in|into|out|on|over|back|forward|past|house|home|it|that|this|his|her|their|the|my|our|a|an|to (?:a|an|the|my|our|his|her)\b))|mov(?:e|ing) (?:abroad|away|cities|countries|overseas|across the country)|relocat\w*|(?:i was|i'?d be|i would be|we'?d be|we would be|being) \d+ miles away|(?:for us|wants us|want us|asks? us|asked us) to move(?! (?:in|into|out|back|house|home|on|forward)\b)(?! to \d)|mov(?:e|ing) (?:to [a-z]+ )?for (?:her|his|my|a|the|this|that) (?:new )?job)\b/, {
    want: 'a decision on the move taken together',
    matter: 'a say in where we live',
    problem: 'how we decide about the move',
    topic: 'the move',
  }),
  // One of two owners buying the other out (an inherited house): "buys my half at the valuation".
  c('decision.buyout', /\b(?:buys? (?:out )?my half|buy (?:me|her|him|them|my (?:brother|sister)) out|buy-?out|(?:pay|paying) (?:her|him|them|my (?:brother|sister)|[a-z]+) (?:her|his|their) half|at the valuation)\b/, {
    want: 'a buy-out at a fair price',
    matter: 'a fair price for a half share',
  }),
  // Years of caring for the one who left the house: a claim the share might weigh.
  c('family.carer-years', /\b(?:looked after (?:dad|mum|mom|him|her|them)|gave up (?:\w+ )?(?:years? (?:of (?:work|my job) )?|work |my job )to (?:care|look after)|cared for (?:dad|mum|mom|him|her|them)|(?:\d|two|three|four|five) years (?:of )?caring)\b/, {
    matter: 'the years of care given',
    generic: true,
  }),
  c('decision.house', /\b(?:sell (?:the house|(?:dad|mum|mom)'?s (?:house|cottage|flat))|left (?:the|her|his|their|our) (?:house|home|flat|cottage)(?: in [a-z]+)? to|selling (?:up|the (?:house|home|flat|place|property))|keep the house|in the family(?![ -](?:group|chat|whats ?app)\b)|inherit\w*|upkeep|estate)\b/, {
    want: 'a decision on the house',
    matter: 'what happens to the house',
    problem: 'how we decide what happens to the house',
    topic: 'the house',
  }),

  // Who comes to a wedding or party, and how many: the guest list.
  c('family.guests', /\b(?:guest list|guests|(?:invite|inviting) (?:my|our|his|her|all|the whole)|plus[- ]ones?|how many people|numbers? (?:of people )?at the (?:wedding|party))\b/, {
    want: 'a say in the guest list',
    matter: 'the people who matter there',
    problem: 'how we settle the guest list',
    topic: 'the guest list',
  }),
  // Family life: events, faith, rules.
  // An event still to plan: not one already past ("after mums funeral") nor one in a list of every such thing ("every appointment, birthday, school form").
  c('family.event', /\b(?<!\bevery (?:[a-z']+, )*)(?:(?<!\b(?:going to|go to|went to|attending|invited to) (?:my |a |his |her |their |the )?(?:[a-z]+'?s )?)wedding|(?<!\b(?:after|since) (?:the |(?:my |our |his |her |their )?(?:mum|mom|dad|mother|father|nan|gran|grandma|grandad)'?s )?)(?:memorial|funeral)|birthday|anniversary|ceremony|christening|the party|party jobs|the venue)\b/, {
    want: 'a say in how {event} goes',
    matter: '{event}',
    problem: 'how we plan {event}',
    topic: '{event}',
  }),
  c('family.faith', /\b(?:(?<!\b(?:good|bad) )faith|church|mosque|nikah|religio\w*|god|hymns?|temple|synagogue|prayers?)\b/, {
    want: 'room for faith in {event}',
    matter: 'faith and tradition',
  }),
  c('family.rules', /\b(?:rules(?! on\b)|sweets|screen time|babysit\w*|treats|cavities)\b/, {
    want: 'clear rules for {child}',
    refusable: true,
    matter: 'clear rules for {child}',
    problem: 'how we agree on rules for {child}',
    topic: 'the rules for {child}',
  }),
  c('family.welcome', /\b(?:family dinners?|family lunch\w*|feel welcome|welcoming|stop coming|miss (?:him|her|you))\b/, {
    want: 'family meals that feel welcoming',
    matter: 'feeling welcome in the family',
  }),
  // ---- workplace: a shared stock sheet, pairing, unpaid invoices, expense claims, clashing
  // leave, a training course, work done twice, weekend shifts, client dates, cameras in meetings,
  // cover during parental leave. Each cue names the work thing itself, not a word a home shares.
  c('work.shared-sheet', /\b(?:(?:stock|inventory) (?:spreadsheet|sheet|tool|system|numbers|levels)s?|(?:two of us|both of us|we both) edit|which version is (?:right|correct|current|the latest)|log of (?:the )?changes|change ?log)\b/, {
    want: 'one record of the stock both can trust',
    matter: 'stock numbers both can rely on',
    topic: 'the stock records',
  }),
  c('work.pairing', /\b(?:when we pair|pair(?:ing)? on|pair(?:ing)? sessions?|pair programming|(?:takes?|grabs?|took) the keyboard|let me (?:drive|type)|explain(?:s|ing)? instead of fix\w*)\b/, {
    want: 'pairing where the one learning types',
    matter: 'learning while pairing',
    topic: 'the pairing',
  }),
  c('work.invoices', /\b(?:(?:unpaid|overdue|outstanding) invoices?|chas(?:e|es|ing) (?:the )?(?:invoices|clients|payments?)|collections? (?:service|agency)|credit control|bookkeeper)\b/, {
    want: 'someone who owns chasing the unpaid invoices',
    matter: 'cash coming in on time',
    topic: 'the unpaid invoices',
  }),
  c('work.expenses', /\b(?:expense claims?|expenses? (?:claims?|forms?|policy)|mileage|fiddling (?:the )?expenses|false claims?|claim(?:ed|ing|s)? (?:for )?\d+ miles|tolls)\b/, {
    want: 'expense claims that are honest and cover the real costs',
    matter: 'honest expense claims',
    topic: 'the expense claims',
  }),
  c('schedule.leave-clash', /\b(?:(?:put in|booked|asked|applied) for (?:the )?(?:first|last|second|middle) (?:two |three |four )?weeks? of|(?:first|last|second) (?:two |three )?weeks? of (?:january|february|march|april|may|june|july|august|september|october|november|december) instead|only one of (?:them|us|you) can be off|both off the same (?:week|days?|time)|the (?:two |three )?weeks? i booked)\b/, {
    want: 'leave dates that do not clash',
    matter: 'leave already booked',
    topic: 'the leave dates',
  }),
  c('work.training', /\b(?:(?:training|internal|online|data science|management|leadership|\d+k) (?:course|budget|programme)s?|(?:approve|approval for|pay for|fund) (?:the |a |my )?(?:course|training))\b/, {
    want: 'the course approved',
    matter: 'learning the skills for the next role',
    topic: 'the training course',
  }),
  c('work.duplicate', /\b(?:(?:both|two of us) (?:produce|build|write|run|send) the|the same (?:work|numbers|report) twice|two different versions|both think (?:the \w+|it) is ours|who owns what|one owner for|write down the roles)\b/, {
    want: 'one named owner for each part of the work',
    matter: 'not doing the same work twice',
    topic: 'who owns which part',
  }),
  // Shifts covered for a colleague and not given back.
  c('schedule.shifts-owed', /\b(?:(?:saturdays|sundays|shifts|weekends|nights) (?:she|he|they) owes|owes? me (?:\w+ )?(?:saturdays|sundays|shifts|weekends|nights)|pay back the (?:saturdays|sundays|shifts|weekends|nights)|never takes? (?:mine|my shifts|my weekends) back|done \d+ of (?:her|his|their) (?:saturdays|sundays|shifts|weekends|nights))\b/, {
    want: 'the covered shifts given back',
    matter: 'swaps that go both ways',
  }),
  c('schedule.weekend-shifts', /\b(?:(?:on|off) the rota|redo the (?:whole )?rota|the rota is a jigsaw|every (?:saturday|sunday|friday) (?:night|shift)s?|weekend shifts?|weekends? rotated|swap shifts|one (?:weekend )?off a month|one weekend in (?:four|4|three|3))\b/, {
    want: 'weekends shared out fairly',
    matter: 'weekends off',
    topic: 'the weekend rota',
  }),
  c('work.estimates', /\b(?:delivery dates?|(?:promis\w+|giv(?:e|es|ing)|quot(?:e|es|ing)) (?:the )?clients? (?:a )?(?:delivery )?dates?|dates? to (?:the )?clients?|(?:dev|developer|engineer)s? (?:has |have )?estimated|an estimate within)\b/, {
    want: 'dates the developers have estimated',
    matter: 'dates the team can keep',
    topic: 'client delivery dates',
  }),
  c('work.cameras', /\b(?:cameras? (?:on|off) (?:for|in|during|at) (?:\w+ )?(?:meetings?|calls?|the stand-?up)|cameras? optional|on camera all day|gone dark on calls|row of initials)\b/, {
    want: 'a clear rule for cameras in meetings',
    matter: 'how cameras are used in meetings',
    topic: 'cameras in meetings',
  }),
  c('work.leave-cover', /\b(?:(?<!\b(?:back from|after|since) (?:my |her |his |their )?)(?:paternity|maternity|parental) leave|reachable for emergencies|cover(?:s|ing)? my (?:accounts|clients|projects?)|(?:weeks? of )?shadowing|(?:check|checking) (?:my )?emails? once a (?:week|day))\b/, {
    want: 'a named cover during the leave',
    matter: 'cover during the leave',
    topic: 'cover during the leave',
  }),
  // ---- family: party jobs, a present from all the siblings, hospital runs, home after an
  // operation, a grandparent's childcare days, late cancelling, hand-overs after a separation, the
  // mental load, a membership, a shared car's costs and mornings, a parent's pet to rehome, a
  // flat to clear, an heirloom, a curfew, a parent's key, flying, a grandparent's presents, a baby's
  // name, a tattoo, a family cottage, snoring. Each cue names the thing itself.
  c('schedule.party-jobs', /\b(?:slideshow|the caterer|party jobs|(?:the|a) cake and|invites for)\b/, {
    want: 'each party job done by a set date',
    matter: 'the party ready in time',
    topic: 'the party jobs',
  }),
  // A present or trip for a parent paid by all the siblings; not a present one person buys.
  c('money.group-gift', /\b(?:(?:trip|present|gift|cruise|holiday) for (?:our|my) (?:parents|mum|mom|dad)|from all of us|group (?:presents?|gifts?)|(?:dad|mum|mom)'?s (?:present|gift)|split (?:the (?:present|gift|trip)))\b/, {
    want: 'a present for the parents that everyone can afford',
    matter: 'a present paid for fairly',
    topic: 'the present',
  }),
  c('care.hospital-runs', /\b(?:(?:has|have|her|his|to|from) (?:dialysis|chemo(?:therapy)?)|dialysis (?:runs|days|mornings)|(?:drive|driving|drives|take|taking) (?:him|her|them|dad|mum|mom) to (?:the )?(?:hospital|clinic|appointments?)|hospital (?:runs|appointments)|taxi service|(?:saturday|sunday|weekday|morning) runs)\b/, {
    want: 'the hospital runs shared',
    matter: 'getting {dependent} to treatment',
    topic: 'the hospital runs',
  }),
  c('care.after-op', /\b(?:(?:hip|knee|heart|back) (?:operation|replacement|surgery)|after (?:his|her|the) (?:operation|surgery)|comes? home from (?:the )?hospital)\b/, {
    want: 'care at home while {dependent} recovers',
    matter: '{dependent’s} recovery',
    topic: 'the weeks of recovery',
  }),
  // A grandparent minding the children on set days; not a babysitter for one evening.
  c('family.grandparent-childcare', /\b(?:look(?:ed|s|ing)? after the (?:twins|grandkids|grandchildren)|(?:mum|mom|nan|gran|grandma)'?s help|nursery is \d+|nursery (?:fees|costs?))\b/, {
    want: 'fewer days of minding the grandchildren',
    matter: 'childcare the family can afford',
    topic: 'the childcare days',
  }),
  c('schedule.late-cancel', /\b(?:cancel(?:s|led|ling)? (?:the same (?:morning|day)|at the last minute|late)|keeps? cancel\w*|tells? me by (?:monday|tuesday|wednesday|thursday))\b/, {
    want: 'notice when a set day is cancelled',
    matter: 'cover that does not fall through late',
    topic: 'the set days',
  }),
  // A parent who works a rota of shifts, whose days off move from week to week: a family matter
  // here, because the children's time with them moves too.
  c('family.shift-rota', /\b(?:rotating shifts?|shift (?:rota|pattern|work)|(?:work|working) (?:every other|alternate|every second) weekends?|night shifts?|on shifts)\b/, {
    matter: 'days off that move with the shifts',
    generic: true,
  }),
  c('family.handovers', /\b(?:handover times?|hand-?overs? (?:at|on|times?)|brought (?:him|her|them|[a-z]+) back at|every second weekend|since the separation|weekend visitor|(?:the )?(?:kids'?|children'?s) (?:schedule|routine|weekends)|(?:my|his|her) (?:weekends|days|time) with (?:the kids|the children|ella|[a-z]+ and [a-z]+)|school[- ]night sleepovers?|tea night)\b/, {
    want: 'fixed hand-over times',
    matter: 'time with the child and a steady routine',
    topic: 'the hand-overs',
  }),
  c('chores.mental-load', /\b(?:keep track of every|always have to ask|(?:the )?manager of (?:our|the) (?:house|home|household)|mental load|wait to be told|owns? (?:some|these) things completely|without being checked)\b/, {
    want: 'whole jobs owned without reminders',
    matter: 'not being the one who remembers everything',
    topic: 'who keeps track of what',
  }),
  // A paid membership one took out; not a gym visit.
  c('money.membership', /\b(?:(?:gym|climbing|golf|club|streaming) memberships?|\d+ a month (?:\w+ )?gym|signed up for an? (?:\d+ a month )?(?:\w+ )?(?:gym|club|subscription))\b/, {
    want: 'a say over the membership',
    matter: 'the cost of the membership',
    topic: 'the membership',
  }),
  // The costs of one car two people use; not any insurance.
  c('money.car-costs', /\b(?:insurance went up|(?:pays?|paying) the insurance|road tax|(?:new )?tyres|mot(?: repairs)?|(?:the )?insurance and (?:the )?(?:road )?tax|(?:road )?tax and (?:the )?insurance|(?:on|at) empty|puts? petrol in|fills? it up|petrol for what)\b/, {
    want: 'the car’s costs shared by use',
    matter: 'fair shares of the car’s costs',
    topic: 'the car’s costs',
  }),
  // Selling a car or keeping it (a late parent's car); not selling a house.
  c('decision.sell-car', /\b(?:(?:or )?we sell it|sell (?:the|dads?|mums?|moms?) car|keep (?:the|dads?|mums?|moms?) car)\b/, {
    want: 'a decision on keeping the car',
    matter: 'what happens to the car',
    topic: 'the car',
  }),
  c('schedule.one-car', /\b(?:need the car (?:at|by|for)|(?:the )?car is mine|(?:took|takes) the car to|car is never there)\b/, {
    want: 'the car there when it is needed',
    matter: 'having the car in time',
    topic: 'the car in the mornings',
  }),
  c('family.pet-rehome', /\b(?:(?:don'?t|do not|does not|doesn'?t|won'?t) take pets|rehom\w* (?:him|her|them|it) with|someone has to take|(?:cat|pet|dog) sitter)\b/, {
    want: 'a home for {pet}',
    matter: '{pet} being looked after',
    topic: 'a home for {pet}',
  }),
  c('chores.clearing', /\b(?:house clearance|clearance firm|(?:flat|house|home) (?:empty|emptied|cleared) by|clear(?:ing)? (?:out )?(?:nan|gran|mum|mom|dad|grandma)'?s (?:flat|house))\b/, {
    want: 'the flat cleared with the work shared',
    matter: 'clearing the flat in time',
    topic: 'clearing the flat',
  }),
  c('family.heirloom', /\b(?:(?:grandma|gran|nan|nana|granny|mum|mom|mother|dad|father)'?s (?:ring|jewellery|jewelry|necklace|brooch)|the jewellery|the will (?:was|is) read|before the will)\b/, {
    want: 'the jewellery divided fairly',
    matter: 'keepsakes of someone loved',
    topic: 'the jewellery',
  }),
  c('family.curfew', /\b(?:curfew|home by (?:\d+|midnight)|comes? home at \d+(?:am|pm)?|on school nights|midnight on weekends|(?:wont|won'?t|doesn'?t) answer (?:her|his|their) phone|calls five times)\b/, {
    want: 'an agreed time home',
    matter: 'knowing a teenager is safe, and being trusted',
    topic: 'the time home',
  }),
  c('family.drop-ins', /\b(?:lets? (?:herself|himself|themselves) in|spare key|keep the key|(?:has|have) a key|texts? before coming|walked in (?:on us|while))\b/, {
    want: 'notice before a visit',
    matter: 'privacy at home, and still being close',
    topic: 'the key and the visits',
  }),
  c('family.flying', /\b(?:stopped flying|fly(?:ing)? (?:less|less often|to [a-z]+ (?:twice|once|every))|(?:get|got|getting) on a plane|(?:go|travel) by train)\b/, {
    want: 'how often the two travel by plane',
    matter: 'how the two travel to family',
    topic: 'the trips to family',
  }),
  c('family.grandparent-gifts', /\b(?:plastic toys|toys and sweets|spoil (?:them|the kids|the grandkids|the children)|a present every time|one present at)\b/, {
    want: 'fewer presents and more time',
    matter: 'what the grandchildren are given',
    topic: 'the presents',
  }),
  c('family.baby-name', /\b(?:(?:first|middle) names?|named after (?:his|her|their|my|our)|name (?:our|the) (?:son|daughter|baby|boy|girl))\b/, {
    want: 'a say in the baby’s name',
    matter: 'the baby’s name',
    topic: 'the name',
  }),
  c('family.tattoo', /\b(?:tattoo\w*|half sleeve|full sleeve)\b/, {
    want: 'a say about the tattoo',
    matter: 'the tattoo',
    topic: 'the tattoo',
  }),
  c('family.holiday-home', /\b(?:the (?:cottage|cabin|lake house|holiday (?:home|house)|chalet))\b/, {
    want: 'fair turns at the cottage',
    matter: 'the family cottage',
    topic: 'the cottage',
  }),
  // One side has carried a shared cost alone, and a share that grows is offered; not a bill paid in full once.
  c('money.step-up', /\b(?:been paying (?:all of it|it all|the lot)|(?:go|goes|going) up to half|a third now|half from next month)\b/, {
    want: 'a share of the cost that grows to half',
    matter: 'a fair share of the cost over time',
    topic: 'the share of the cost',
  }),
  c('noise.snoring', /\b(?:snor(?:e|es|ed|ing)|sleep clinic|mouth strips?)\b/, {
    want: 'sleep without the snoring',
    matter: 'a full night’s sleep',
    topic: 'the snoring',
  }),
  // ---- mixed: bins left out, a rooster, rent by room size, a partner who stays over, food and
  // drink in a shared fridge, clothes for client meetings, a sick note, hiring a friend, a free
  // plan or a pivot, founders' pay, a religious day off, a treehouse that overlooks, cleaning
  // products, a wildflower front garden. Each cue names the thing itself, not a word it shares.
  c('chores.bin-day', /\b(?:bins? (?:night|day)|(?:leave|left|leaves|leaving) (?:their|the|our|his|her) bins|bins? (?:went|go|goes|going) out|bring(?:ing)? the bins in|(?:pull|put|take|bring) the bins (?:in|out)|pull them in on|(?:bins|rubbish) (?:on|in) the (?:pavement|side passage|path)|the bin job|collection day)\b/, {
    want: 'bins out and back in on time',
    matter: 'bins kept off the path',
    topic: 'the bins',
  }),
  // Bins of another household: a neighbour's bins, not a shared house's.
  c('chores.bins-next-door', /\b(?:number \d+ (?:leave|leaves|left|put)|(?:leave|left|leaves) their bins|do (?:his|hers|theirs|yours) on)\b/, {
    want: 'bins kept off the path by each household',
    matter: 'a clear path past the bins',
    topic: 'the bins',
  }),
  // Rubbish piling up after a missed collection: not bins put out on time.
  c('chores.rubbish-pile', /\b(?:(?:\d|two|three) weeks of rubbish|missed (?:the )?(?:bin |rubbish )?collections?|foxes (?:got|get|have got) (?:in|into)|(?:bin )?bags? (?:split|ripped|torn) open)\b/, {
    want: 'no rubbish left to pile up',
    matter: 'a clean path without rubbish',
    topic: 'the rubbish',
  }),
  c('noise.rooster', /\b(?:rooster|cockerel|crowing|crows? (?:at|every|from))\b/, {
    want: 'mornings without the rooster waking anyone',
    matter: 'sleep in the early morning',
    topic: 'the rooster',
  }),
  c('money.room-rent', /\b(?:(?:big|bigger|biggest|large|larger) room with the (?:balcony|en-?suite|bay window|bathroom)|room is (?:half|twice|double) the size|same rent|reflects? the rooms|rent (?:by|for) (?:the )?room size)\b/, {
    want: 'rent that reflects the rooms',
    matter: 'a fair rent for each room',
    topic: 'the rent for each room',
  }),
  c('money.partner-stays', /\b(?:(?:girlfriend|boyfriend|partner) (?:has )?(?:stay(?:s|ed|ing)?|sleeps?|slept) (?:here|over)|(?:girlfriend|boyfriend|partner) over|(?:stays?|stayed|staying) (?:here )?(?:\w+ ){0,2}nights a week|(?:basically|practically) lives here|live with one person,? not two)\b/, {
    want: 'an agreed number of nights for a partner to stay',
    matter: 'a home shared by the people who pay for it',
    topic: 'a partner staying over',
  }),
  c('space.fridge-share', /\b(?:raw meat|meat (?:in|on) the (?:shared )?fridge|(?:separate|second|own|mini) fridge|(?:beer|wine|alcohol) (?:all )?(?:over|in) the (?:shared )?fridge|(?:top|bottom|one) shelf of the fridge|(?:meat|food|milk|beer|wine|alcohol|boxes) on the (?:top|bottom|lowest) shelf|keep it to one shelf)\b/, {
    want: 'a fridge both can use without worry',
    matter: 'food kept apart in the fridge',
    topic: 'the shared fridge',
  }),
  c('work.dress-code', /\b(?:dress code|(?:nose|lip|eyebrow) ring|(?:facial )?piercings?|ripped jeans|smart (?:clothes|trousers|dress)|what (?:i|we|people) wear (?:to|for|in))\b/, {
    want: 'a clear rule for what to wear with clients',
    matter: 'looking like oneself at work',
    topic: 'clothes for client meetings',
  }),
  c('work.sick-note', /\b(?:(?:doctor'?s|sick|fit) note|called in sick|calls? in sick|absences? (?:on|have|has)|(?:absence|sickness) policy|note from the (?:second|first|third) day)\b/, {
    want: 'one absence rule, applied in private',
    matter: 'being trusted when off sick',
    topic: 'absence and sick notes',
  }),
  c('work.hire-friend', /\b(?:hire (?:her|his|my|their|our) (?:best |old )?(?:friend|roommate|flatmate|mate)|without interviewing|interview (?:at least )?(?:three|3|two|2) candidates|three candidates|friend of a founder|(?:a|an) open (?:hiring )?process)\b/, {
    want: 'a hire made on merit, quickly',
    matter: 'hiring on merit',
    topic: 'the hire',
  }),
  c('work.pivot', /\b(?:free (?:plan|tier|users|signups)|pivot(?:s|ed|ing)?(?: to)?|enterprise (?:deals|pilots?|leads|tier|customers)|b2b|consumer app)\b/, {
    want: 'a test of the new market that keeps the users we have',
    matter: 'the product and the runway',
    topic: 'the product’s direction',
  }),
  c('money.founder-pay', /\b(?:pay(?:ing)? ourselves|founders? (?:salar(?:y|ies)|pay)|(?:founders|ourselves) (?:paid|nothing)|salaries when|paid themselves)\b/, {
    want: 'a salary the founders can live on',
    refusable: true,
    matter: 'the runway and the founders’ rent',
    topic: 'the founders’ pay',
  }),
  c('schedule.faith-day', /\b(?:eid|diwali|yom kippur|rosh hashanah|vaisakhi|(?:a |the )?religious (?:holiday|festival|day))\b/, {
    want: 'the religious day off',
    matter: 'a religious day with family',
    topic: 'the religious day off',
  }),
  c('space.overlooked', /\b(?:treehouse|tree house|looks? (?:straight )?(?:into|over) (?:our|my) (?:bedroom|garden|patio|kitchen|bathroom)|overlook(?:s|ing)? (?:our|my|the) (?:garden|house|bedroom|patio|yard)|screen (?:up )?on (?:our|my|the) side)\b/, {
    want: 'a garden not overlooked',
    matter: 'privacy at home',
    topic: 'the view into the garden',
  }),
  c('chores.cleaning-products', /\b(?:bleach|plastic wipes|eco (?:stuff|products|cleaning)|refill (?:products|shop)|zero waste shop|vinegar spray|black mou?ld|cleaning products)\b/, {
    want: 'cleaning products both can live with',
    matter: 'a clean home without harm',
    topic: 'the cleaning products',
  }),
  c('space.wildflower', /\b(?:wildflowers?|meadow|knee high|(?:long|uncut) grass|lawn height|kerb appeal|thistles)\b/, {
    want: 'a front garden both can live beside',
    matter: 'the look of the street',
    topic: 'the front garden',
  }),
  // ---- work2: leave in a business's busiest weeks, a hen or stag trip's cost, a band's gig
  // money, other debts a borrower is clearing, draughty rented rooms, a founder's hours. Each cue
  // names the thing itself, not a word another situation shares.
  c('schedule.peak-season', /\b(?:(?:our|the) (?:biggest|busiest) (?:\w+ )?(?:month|weeks?|season|time of (?:the )?year)|peak (?:season|month|weeks)|(?:is|are) our peak|(?:wedding|christmas|summer|busy|high) season)\b/, {
    matter: 'the busiest weeks of the year',
    generic: true,
  }),
  // A hen or stag trip, or a friends' trip: not a hen kept in the garden.
  c('money.group-trip', /\b(?:(?:hen|stag) (?:dos?|part(?:y|ies)|weekends?|nights?|trips?)|(?:'s|her|his|the) (?:hen|stag)(?= (?:in|to|at|abroad|weekend)\b)|bachelorette|bachelor party|girls'? (?:trip|weekend) away|lads'? (?:trip|holiday|weekend)|group (?:trip|holiday))\b/, {
    want: 'a trip everyone in the group can afford',
    matter: 'a trip the whole group can join',
    topic: 'the trip',
    generic: true,
  }),
  // What a band earns from gigs: not a concert someone went to, nor a band booked for a wedding.
  c('money.gig-pay', /\b(?:paid gigs?|gig (?:money|fees?|pay)|(?:per|each|every) gig|our band|(?:in|of) the band|bandmates?|band members?|booking fee|songwriting)\b/, {
    want: 'a fair split of the gig money',
    matter: 'a fair split of the gig money',
    topic: 'the gig money',
    generic: true,
  }),
  // Debts the one who owes is still clearing (rent arrears): why a repayment starts small.
  c('money.other-debts', /\b(?:(?:rent|council tax|mortgage) arrears|in arrears|arrears|catching up on (?:\w+ )?(?:rent|bills|debts?|payments)|other debts)\b/, {
    matter: 'other debts still being cleared',
    generic: true,
  }),
  // A cold rented house the landlord could fix: single glazing, draughts.
  c('space.draughty', /\b(?:single[- ]glaz\w*|draught(?:y|s|-proof\w*)?|drafty|(?:no|poor|bad) insulation|(?:ask|asking|asked|tell|write to) the landlord about the (?:windows|heating|boiler|insulation))\b/, {
    want: 'the draughts fixed by the landlord',
    matter: 'a house that keeps the heat in',
    generic: true,
  }),
  // One founder working fewer hours than the other: a stake that follows the time given.
  c('work.founder-hours', /\b(?:(?:going|gone|went|works?|working) part-?time|consult\w* on the side|(?:\d+|sixty|fifty|seventy)[- ]hour weeks|back full[- ]time|stops? working full[- ]time)\b/, {
    matter: 'the hours each founder gives',
    generic: true,
  }),
  // ---- neighbours2
  // Tobacco or cannabis smoke drifting into another home (a balcony below, a garden next door), not barbecue or bonfire smoke, and not a smoke alarm.
  c('space.smoke-drift', new RegExp(String.raw`(?<!\b(?:${OTHER_SMOKE_ALT})\b[^.!?\n]*)\b(?![^.!?\n]*\b(?:${OTHER_SMOKE_ALT})\b)(?:smok(?:e|es|ed|ing)(?! alarms?| detectors?)\b(?=[^.!?\n]*\b(?:balcon(?:y|ies)|window|windows|doorway|back door|front of the building|below|downstairs|next door|stairwell|landing|far end|corner)\b)|(?:cigarette|tobacco|weed|cannabis|second-?hand) smoke|smoke (?:comes?|coming|came|drifts?|drifting|drifted|goes|going|went|blows?|blowing|gets?|getting) (?:straight )?(?:up|in|into|through|over)\b(?![^.!?\n]*\b(?:${OTHER_SMOKE_ALT})\b)|(?:the )?smell of (?:smoke|cigarettes|weed)|smok(?:es|ing) (?:on|from) (?:his|her|their|the|my) balcony)`), {
    want: 'an agreed place and time for smoking',
    matter: 'clean air at home, and a place to smoke',
    topic: 'the smoke',
  }),
  // Two homes sharing one driveway: whose side each vehicle parks on ("park on his side only").
  c('space.shared-drive', /\b(?:share (?:a|the|our) (?:drive|driveway)|shared (?:drive|driveway)|middle of (?:the|our) (?:drive|driveway)|(?<=\b(?:drive|driveway|van|car|park|parks|parked|parking)\b[^.!?\n]*)(?:his|her|their|my|our|your|its) (?:own )?side\b(?! of the (?:family|bed|story|argument))|(?:his|her|their|my|our|your) (?:own )?side of the (?:drive|driveway))/, {
    want: 'each vehicle parked so the other can get out',
    matter: 'getting out of the shared drive',
    topic: 'the shared drive',
  }),
  // A vehicle moved on notice: the mornings the other needs out, a number to ring.
  c('space.drive-notice', /\b(?:(?:move|moved|moving|shift) (?:it|the van|the car|my van|my car|his van|her car) (?:the (?:night|evening) before|first thing|(?:when|if) (?:she|he|you|they|i) (?:need|needs|ask|asks))|which (?:mornings|days) (?:she|he|you|they|i) (?:need|needs) (?:out|to get out|the car)|(?:give|gave) (?:her|him|them|you) my (?:mobile|number|phone number)|(?:a|his|her) (?:phone |mobile )?number (?:i|we) can (?:ring|call))\b/, {
    want: 'notice of the mornings the drive must be clear, and a number to ring',
    matter: 'a way to get the drive cleared in time',
  }),
  // Tree roots damaging a patio, a drain or foundations; not "the roots of the problem".
  c('space.tree-roots', /\b(?:(?<!\bgrass )roots?\b(?! of (?:the|this|it|our|my|all)\b)(?=[^.!?\n]*\b(?:crack\w*|drains?|foundations?|subsiden\w*|patio|damag\w*|lift\w*|pipes?|walls?)\b)|(?:crack\w*|drains?|foundations?|subsiden\w*|patio|pipes?)\b(?=[^.!?\n]*\broots\b)|root barriers?|subsidence)\b/, {
    want: 'the roots kept from the house and the damage put right',
    matter: 'a house safe from the roots',
  }),
  // A tree the council protects: a preservation order, a conservation area.
  c('space.tree-protection', /\b(?:(?:tree )?preservation orders?|tpos?|protected trees?|conservation area)\b/, {
    want: 'the tree’s protection checked before anything is cut',
    matter: 'an old tree kept standing',
  }),
  // A housemate letting a room to guests (a sublet, a room on Airbnb), or the rent on a room left empty.
  // A lease that forbids pets is a pet conflict, not a sublet.
  c('space.sublet', new RegExp(String.raw`\b(?:sub-?let\w*|(?:his|her|their|my|the|a|our) (?:spare )?room (?:out )?on (?:airbnb|booking\.com)|(?:let(?:s|ting)?|rent(?:s|ing|ed)? out) (?:his|her|their|my|the|our) (?:spare )?room\b(?! (?:get|be|go|stay)\b)|(?:let(?:s|ting)?|rent(?:s|ing|ed)?) (?:his|her|their|my|the|our) (?:spare )?room out|(?<!\b(?:${PETS_ALT})\b[^.!?\n]*)against (?:our|the|my) (?:tenancy|lease)(?![^.!?\n]*\b(?:${PETS_ALT})\b)|before anyone (?:else )?(?:stays|comes to stay)|(?:our|the) (?:tenancy|lease) (?:says|forbids|bans|doesn'?t allow|does not allow)(?![^.!?\n]*\b(?:${PETS_ALT})\b))\b`), {
    want: 'no one staying without the other’s yes',
    matter: 'a safe home, within the tenancy',
    topic: 'letting the room',
  }),
  // The rent on a room left empty while its tenant is away.
  c('money.empty-room', /\b(?:(?:pay(?:ing)?|cover(?:ing)?|afford(?: to pay)?) (?:the )?rent (?:on|for) (?:an|my|his|her|the) empty room|rent on an empty room|(?:a|my|his|her) friend (?:of ours )?(?:stays?|to stay) (?:instead|in (?:my|his|her) room))\b/, {
    want: 'the rent covered while away',
    matter: 'the rent covered while away',
  }),
  // ---- family2: one car two people need on the same days, a work trip away from young children
  // and help at home while it lasts, a debt kept hidden from a partner, a family house let to pay
  // for its repairs, a baptism and a school choice, screens at a grandparent's, a grown child in
  // work saving to move out, a parent-in-law's key and unasked help.
  c('schedule.car-days', /\b(?:(?:our|the|my|his|her|their) only car|(?:only|just) (?:have |got )?one car|one car between|shar(?:e|es|ing) (?:the|one|a|our) car|takes? (?:our|the) (?:only )?car (?:every|for|on|at)|(?:the|a) car on (?:saturdays?|sundays?|weekends?|weekdays|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?))\b/, {
    want: 'the car on the days that matter most',
    matter: 'the car there on the days that cannot move',
    topic: 'the car',
  }),
  // A second car or a car club to end the sharing; not a second car seat.
  c('money.second-car', /\b(?:(?:a |another |cheap |cheaper |second )+car(?! seat)|car club|car-share scheme|hire (?:a )?car)\b(?<=second car|car club|car-share scheme|hire a car|hire car)/, {
    want: 'a second car or a car club',
    matter: 'transport for each without a fight',
    generic: true,
  }),
  c('schedule.work-trip', /\b(?:(?:work|business) trips?|(?:going|go|goes|flying|flies|away|sent) (?:to [a-z]+ )?for (?:two|three|four|five|six|\d+) weeks(?: in [a-z]+)? for work|(?:away|abroad|overseas) for work|i go for the (?:two|three|four|five|six|\d+) weeks)\b/, {
    want: 'a say in the work trip',
    matter: 'the trip away for work',
    topic: 'the work trip',
  }),
  // Help at home with babies or young children while one parent is away.
  c('family.baby-help', /\b(?:night nanny|maternity nurse|night doula|(?:mum|mom|mam|mother|mother-in-law|dad|father) (?:comes?|coming|could come|can come) to stay|help for the rest|(?:haven'?t|hasn'?t|not) slept more than \d+ hours)\b/, {
    want: 'help at home while the other is away',
    matter: 'enough help and sleep at home',
    generic: true,
  }),
  // A debt found out, not told: not any debt, and not checking up on a phone (trust.privacy).
  c('trust.hidden-debt', /\b(?:(?:found|saw|discovered|came across) (?:a |an |the |her |his |their )?(?:credit[- ]card |bank |loan )?(?:statements?|bills?|letters?) (?:by accident|from the bank|for a (?:card|loan))|(?:found|saw|discovered|came across) (?:a |an |the |her |his |their )?(?:credit[- ]card|bank|loan) statements?|see (?:all|every one of) (?:the|her|his|your|our|their) (?:accounts|cards|debts|statements)|(?:hid|hidden|hiding|kept secret) (?:the |a |her |his |my |their )?(?:debts?|credit[- ]cards?|loans?|overdraft))\b/, {
    want: 'every account shown, once',
    matter: 'the truth about the money',
    // The debt, not that it was hidden: the question both face, in words neither has to concede.
    problem: 'how we deal with the debt and stay open about money',
    settle: 'deal with the debt',
    topic: 'the hidden debt',
    answeredBy: ['trust.money-checks'],
  }),
  c('trust.money-checks', /\b(?:(?:whole|all (?:my|her|his|their)) banking checked|check(?:ed|ing|s)? (?:every|all) (?:my|her|his|their) (?:accounts?|banking|statements?|spending)|(?:my|her|his|their) (?:whole )?banking checked)\b/, {
    want: 'no checking of every account',
    matter: 'being trusted to put it right',
  }),
  c('decision.holiday-let', /\b(?:(?:as )?a holiday let|let it out|rent it out|(?:let|rent) (?:the (?:cottage|house|flat) )?out (?:as|to holiday|for holidays)|put it on airbnb)\b/, {
    want: 'the place let out to pay its way',
    matter: 'keeping the place while it pays for itself',
  }),
  // What is left of someone who died, in a place: not any memory.
  c('family.memories', /\b(?:(?:last|only) (?:bit|thing|piece|part) of (?:dad|mum|mom|mam|him|her|them|grandma|grandad|nan|gran)|(?:every|all (?:the )?)(?:summers?|christmases?|holidays?) of (?:our|my) childhood|where we grew up|full of (?:dad|mum|mom)'?s? things)\b/, {
    matter: 'what is left of someone loved',
  }),
  c('family.baptism', /\b(?:baptis\w*|baptiz\w*|christened|christen|naming ceremony|first communion|bar mitzvah|bat mitzvah)\b/, {
    want: 'a decision on the baptism',
    matter: 'how {child} is brought up in faith',
    topic: 'the baptism',
    generic: true,
  }),
  c('family.school-choice', /\b(?:(?:catholic|church|faith|religious|non-religious|secular|c of e|church of england|jewish|muslim|islamic) (?:primary|secondary|school)|which (?:primary|secondary|school)|school (?:places?|applications?|admissions?)|(?:primary|school) (?:is )?(?:closer|nearer))\b/, {
    want: 'the school chosen together',
    matter: 'the right school for {child}',
    topic: 'the school',
  }),
  c('family.screen-time', /\b(?:ipads?|youtube|screen ?time|hours? of screens?|screens? (?:a|per) day|no screens|(?:the|a) tablet for hours|on (?:the|his|her|their) (?:tablet|phone|tv|telly|screens?) (?:all|the whole)|tablet (?:all|the whole) (?:day|afternoon|time)|cartoons all (?:day|afternoon))\b/, {
    want: 'limits on screens for {child}',
    matter: '{child’s} time away from screens',
    problem: 'how we agree on screens for {child}',
    topic: '{child’s} screen time',
    answeredBy: ['family.gran-minds'],
  }),
  // A grandparent minding a grandchild on set days, in the grandparent's own home.
  c('family.gran-minds', /\b(?:(?:my |our )?(?:mum|mom|mam|mother|mother-in-law|dad|nan|nana|gran|granny|grandma|grandad|grandpa) (?:looks after|minds|has|watches) [a-z]+ (?:(?:one|two|three|four|five|\d) )?(?:afternoons?|days?|mornings?) a week|(?<!\b(?:party|do|dinner|lunch|barbecue|bbq|celebration|marquee) )at (?:mum|mom|mam|nan|gran|grandma|granny)'?s(?! (?:house|home|place) for (?:christmas|dinner|lunch|tea))|in my own (?:house|home))\b/, {
    want: 'set rules at the grandparent’s',
    matter: 'the grandparent’s help with {child}',
    generic: true,
  }),
  // A grown child already in work: not looking for a job.
  c('decision.in-work', /\b(?:works? full[- ]time|works? nights|working full[- ]time|(?:has|have|got) a (?:full[- ]time |permanent )?job now|i'?m saving \d+|saving \d+ a month)\b/, {
    matter: 'a job already held',
    generic: true,
  }),
  c('family.in-law', /\b(?:(?:mother|father|sister|brother|daughter|son)[- ]in[- ]laws?|in-laws|my son'?s (?:wife|partner|family)|my daughter'?s (?:husband|partner|family))\b/, {
    matter: 'the family by marriage',
    generic: true,
  }),
  // Help brought without being asked: the ironing done, the cupboards reorganised.
  c('family.unasked-help', /\b(?:reorganis\w*|reorganiz\w*|(?:do|does|doing|did) the ironing|bring (?:them |us )?food|(?:i )?only come to help|moves? (?:my|our) things)\b/, {
    want: 'help that is asked for',
    matter: 'help that is welcome',
    generic: true,
  }),
  // ---- setC1: a lent thing that came back damaged, a band's covers nights against its own songs,
  // a volunteers' storeroom rearranged, a team's bench, a family party one sibling cannot afford
  // half of, a long leave for a wedding abroad. Each cue names the thing itself.
  // Something lent that came back broken: not money lent.
  c('money.lent-item', /\b(?:lent (?:\w+ ){0,2}(?:my|his|her|their|our) (?:\w+ ){0,2}(?:camera|laptop|bike|car|drone|guitar|phone|tent|lens|console|tablet|drill|speaker|projector)|borrowed (?:my|his|her|their|our) (?:\w+ ){0,2}(?:camera|laptop|bike|car|drone|guitar|phone|tent|lens|console|tablet|drill|speaker|projector)|came back (?:with (?:a |the )?(?:crack|cracked|dent|dented|scratch|scratched|broken|smashed)\w*|broken|damaged|cracked|scratched|smashed|not working))\b/, {
    want: 'what was lent put right',
    matter: 'what was lent coming back whole',
    generic: true,
  }),
  // What a repair costs, quoted: not repairs in general.
  c('money.repair-cost', /\b(?:pay (?:for|towards) the repairs?|repair (?:quote|bill|costs?)|(?:the )?(?:shop|repairer|garage) quoted|quoted (?:£?\d+ )?(?:for|to) (?:the )?(?:repair|fix)|(?:the )?cost of (?:the )?(?:repair|fix))\b/, {
    want: 'the repair paid for',
    matter: 'the cost of the repair',
    generic: true,
  }),
  // One's own insurance that may pay for accidental damage: not a car's or a building's insurance.
  c('money.own-insurance', /\b(?:contents insurance|travel insurance|(?:my|her|his|their) (?:home )?insurance (?:covers?|pays?|will cover|might cover)|claim (?:it )?on (?:my|her|his|their) (?:home |contents |travel )?insurance|gadget insurance|accidental damage cover)\b/, {
    matter: 'what the insurance covers',
    generic: true,
  }),
  // A band playing other people's songs for a fee.
  c('decision.covers-gig', /\b(?:play(?:ing)? covers|covers? (?:band|gigs?|sets?|nights?)|sets? of covers|cover versions|tribute (?:act|band))\b/, {
    want: 'the paid covers gigs',
    matter: 'the band’s income from covers',
    generic: true,
  }),
  // A band's own songs: not original receipts or documents.
  c('decision.originals', /\b(?:(?:gig|play(?:ing)?|our|the) originals|originals (?:or nothing|only|set|gigs?)|our own (?:songs|music|material)|write (?:all )?(?:the|our) songs|new bands? stage)\b/, {
    want: 'the band’s own songs played',
    matter: 'the band’s own songs',
    generic: true,
  }),
  // Volunteers at a foodbank, a charity shop or a community project.
  c('work.volunteers', /\b(?:(?:the|our|other|older|new|fellow|regular|half the) volunteers?|volunteering at|food ?banks?|charity shop)\b/, {
    matter: 'the volunteers',
    generic: true,
  }),
  // Shelves or a storeroom rearranged that others rely on: not a kitchen cupboard at home.
  c('space.layout-moved', /\b(?:reorganis\w* (?:the |all the )?(?:shelves|storeroom|stockroom|store ?room|stock|shop floor|warehouse)|(?:moved|moves|moving|rearrang\w*) (?:the |all the )?(?:shelves|stock|storeroom|stockroom)|(?:the|our) (?:storeroom|stockroom|store ?room)|(?:baby|tinned|toiletries|cleaning) aisle)\b/, {
    want: 'the shelves laid out where everyone knows them',
    matter: 'knowing where things are kept',
    generic: true,
  }),
  // Time on the pitch in a team: not a bench in a park or a subscription.
  c('schedule.playing-time', /\b(?:(?:off|on|from) the bench|rotate the subs|subs? (?:bench|rota)|(?:equal|fair|more|proper|fewer) (?:minutes|time on the pitch|playing time)|playing time|gets? proper time|starts? (?:his|her|their) mates|starting (?:five|eleven|line-?up|team|side)|(?:my|the) starters|picks? the (?:strongest|best) (?:five|eleven|team|side|xi))\b/, {
    want: 'fair time on the pitch',
    matter: 'time on the pitch',
    generic: true,
  }),
  // What each player pays to play: not a subscription or a bill at home.
  c('money.team-fee', /\b(?:(?:we all|everyone|all of us) pays? £?\d+|subs pay less|pitch (?:money|fees?|hire)|match fees?|(?:weekly|club|team|match) subs)\b/, {
    matter: 'what each player pays',
    generic: true,
  }),
  // One who cannot pay an equal share now (a lost job): not money being tight in general.
  c('money.cannot-match', /\b(?:can'?t afford (?:my|his|her|their) (?:half|share)|(?:pays?|pay) what (?:he|she|they|i|you) can|(?:just )?(?:been )?made redundant|lost (?:my|his|her) job|i'?ll cover (?:more|the rest))\b/, {
    matter: 'a share each can afford',
    generic: true,
  }),
  // A big do against a small one: a hotel room, a marquee, a caterer.
  c('family.big-do', /\b(?:(?:a|the) (?:room|function room|suite|ballroom) at the|(?:the |a )?(?:\w+ )?hotel(?= for| with|,| \d)|marquee|caterers?|garden party|going big|(?:a )?proper do|for (?:\d+|sixty|fifty|forty|a hundred) (?:people|guests))\b/, {
    matter: 'the kind of do it is',
    generic: true,
  }),
  // Weeks of leave asked for in one go.
  c('work.long-leave', /\b(?:(?:\d+|two|three|four|five|six) (?:working )?(?:weeks?|days) (?:off|of leave|leave)|\d+ working days|unpaid leave|take some unpaid|extended leave|special leave)\b/, {
    want: 'the leave granted',
    matter: 'time away for a family occasion',
  }),
  // ---- setC2: an ex's late messages about a child, a business run from the garage, a grown child
  // back home, viewings while a rented home is sold, a charging cable across the pavement, a hedge's height.
  // A partner's ex who messages about their child: not "my ex-boss", not an ex named in passing.
  c('family.ex-messages', /\b(?:(?:my|his|her|their|your|[a-z]+'s) ex(?:[- ](?:wife|husband|partner|girlfriend|boyfriend))?(?: [a-z]+)? (?:texts|messages|calls|rings|phones|keeps (?:texting|messaging|calling|ringing))|co-?parenting app|(?:texts?|messages|calls) (?:from|with) (?:my|his|her|their) ex\b)/, {
    want: 'the messages with the other parent kept to set times',
    matter: 'evenings free of messages from the other parent',
    generic: true,
  }),
  // A business run from the garage or a shed: the same sentence names both.
  c('space.garage-business', /\b(?:(?:garage|shed|spare room|outbuilding)\b(?=[^.!?\n]*\b(?:business|shop|orders|stock|pour|workshop)\b)|(?:business|shop|orders|stock|workshop)\b(?=[^.!?\n]*\b(?:garage|shed|spare room|outbuilding)\b))/, {
    want: 'room for the business at home',
    matter: 'a business run from home',
    generic: true,
  }),
  c('space.fire-risk', /\b(?:fire (?:risk|hazard|blanket|extinguisher|safety)|worried about (?:a )?fire|risk of (?:a )?fire|(?:could|might) catch fire|heat guns?)\b/, {
    matter: 'safety from fire',
    generic: true,
  }),
  // A season of orders or work that needs more room (Christmas orders), not a holiday with family.
  c('schedule.busy-season', /\b(?:(?:christmas|festive|busy|peak|holiday) (?:orders|rush|season|period)|(?:nov|november) and (?:dec|december))\b/, {
    matter: 'room for the busy season',
    generic: true,
  }),
  // A grown child living back with the parents: not a move back to a town.
  c('family.grown-child-home', /\b(?:moved back (?:in|home)|mov(?:e|es|ing) back (?:in with|home|again)|back (?:home|in) with (?:us|me|mum|mom|dad|my parents)|living (?:back )?with (?:us|my parents) again)\b/, {
    want: 'a fair deal while living back at home',
    matter: 'a grown child’s time back at home',
    generic: true,
  }),
  // Someone who sleeps in the day after working nights.
  c('noise.day-sleeper', /\b(?:works? nights|working nights|(?:on|doing) nights|night shifts?|sleeps? (?:till|until) (?:[1-5]|noon|midday|lunch)|(?:only )?got in at [4-9]\b(?! ?pm))\b/, {
    want: 'quiet while sleeping after nights',
    matter: 'sleep in the day after working nights',
    generic: true,
  }),
  // Viewings of a home for sale while someone lives in it: not a film's viewing figures.
  c('space.viewings', /\b(?:viewings|(?:block|house|flat|weekday|saturday|sunday) viewings?|(?:landlord|owner)(?:'s| is) selling|(?:flat|house|home|place|it)(?:'s| is) on the market|while it'?s on the market)\b/, {
    want: 'viewings at set times',
    matter: 'a home that is lived in while it is sold',
    generic: true,
  }),
  c('space.tenancy', /\b(?:rent (?:reduction|cut|discount)|off (?:the |my |his |her )?rent|(?:my|our) landlord|tenants?)\b/, {
    matter: 'a fair rent',
    generic: true,
  }),
  // A charging cable laid across a pavement to a car: not a phone's charging cable.
  c('space.ev-cable', /\b(?:(?:ev|car|extension) (?:charging )?cables?|charging cables? (?:across|over|on) the (?:pavement|path|footpath|sidewalk)|cables? (?:running |laid |trailing )?(?:across|over|on) the (?:pavement|path|footpath|sidewalk)|cable (?:channel|gully|cover|protector)s?|gully channel|charges? (?:his|her|their|my|the) (?:ev|electric car))\b/, {
    want: 'a safe way to charge the car',
    matter: 'a pavement safe to walk on',
    generic: true,
  }),
  // How high a hedge or trees have grown, and the light they take: not a tree's age.
  c('space.hedge-height', /\b(?:(?:hedge|leylandii|conifers?|trees?)\b[^.!?\n]*\b(?:\d+(?:\.\d+)? ?(?:metres?|meters?|m|feet|ft)\b(?! (?:away|from|wide|long))|too (?:high|tall))|(?:cut|take|bring|keep|trim) (?:it |them )?(?:down |back )?to \d+(?:\.\d+)? ?(?:metres?|meters?|m|feet|ft)\b|(?:get|gets|getting) no (?:sun|light)|(?:blocks?|blocking) (?:all |the |our |my )?(?:sun|light))/, {
    want: 'the hedge at an agreed height',
    matter: 'light in the garden',
    generic: true,
  }),
];

export const conceptById = new Map(CONCEPTS.map((concept) => [concept.id, concept]));
