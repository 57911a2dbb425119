/**
 * The TUNING set of the project's AI scenarios: realistic two-sided conflicts across the
 * audiences the product names, which the builtin engine was built and tuned on (its tests
 * import them; the held-out set, heldOut.ts, is only for `npm run eval:ai`). Answers are
 * written the way people write when they are upset or in a hurry (long, short, angry, vague,
 * misspelled, one word), because that is what the engine gets.
 * Labels and concern words were written from the text alone, before the engine was tuned
 * against the set; `typeNote` gives the reading behind each label.
 *
 * Conflict types (the prompt's definitions): personality = how people treat or talk to
 * each other, temperament, feelings; values = beliefs, principles, priorities, fairness,
 * trust; task = who does what, when, how, money, logistics.
 */
import { side } from './side';
import type { Scenario } from './types';

export const SCENARIOS: Scenario[] = [
  // ---------------------------------------------------------------- partners
  {
    id: 'partners-kitchen-cleanup',
    audience: 'partners',
    answers: {
      initiator: side(
        'Mia',
        ["I cook dinner every night and then I'm also the one cleaning the kitchen after, every single night."],
        ['Split kitchen cleanup. Whoever doesnt cook, cleans.'],
        ["I'm wiped out by 9pm and still scrubbing pans while he watches tv"],
      ),
      collaborator: side(
        'Tom',
        ['i do clean up, just not right after dinner. i need to sit down for a bit first'],
        ['kitchen clean by bedtime, not straight away'],
        ['I work 10 hour shifts on my feet'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who cleans the kitchen and when',
    concerns: {
      initiator: ['cook', 'cooking', 'cleanup', 'split', 'wiped out', 'pans', 'every night'],
      collaborator: ['sit down', 'bedtime', 'shifts', 'on my feet', 'straight away', 'rest'],
    },
  },
  {
    id: 'partners-calls-and-guitar',
    audience: 'partners',
    answers: {
      initiator: side(
        'Ana',
        ["Ben plays guitar in the living room while I'm on client calls and I cannot concentrate."],
        ['Quiet hours 9 to 5 on weekdays.'],
        ['My job is on the line, my boss already commented on the noise in a call.'],
      ),
      collaborator: side(
        'Ben',
        ['Its my home too, I shouldnt have to tiptoe around all day'],
        ['a schedule so I know when I can play'],
        ['guitar is how i unwind. im between jobs and going a bit crazy'],
      ),
    },
    conflictType: 'task',
    typeNote: 'sharing one space: quiet hours and a schedule',
    concerns: {
      initiator: ['client calls', 'calls', 'concentrate', 'quiet', 'job', 'noise', 'weekdays'],
      collaborator: ['home too', 'tiptoe', 'schedule', 'play', 'guitar', 'unwind'],
    },
  },
  {
    id: 'partners-phone-and-trust',
    audience: 'partners',
    answers: {
      initiator: side(
        'Leo',
        ['She checks my phone when I am in the shower. Every time.'],
        ['Stop going through my phone'],
        ['I have nothing to hide and it makes me feel like a criminal in my own home'],
      ),
      collaborator: side(
        'Nadia',
        ["He deleted messages from his ex last year and lied about it. I dont know what to believe anymore."],
        ["Honesty. If you're talking to her, tell me."],
        ["I can't be with someone I don't trust"],
      ),
    },
    conflictType: 'values',
    typeNote: 'trust and honesty against privacy',
    concerns: {
      initiator: ['phone', 'privacy', 'criminal', 'nothing to hide', 'going through'],
      collaborator: ['honesty', 'honest', 'lied', 'trust', 'ex', 'messages'],
    },
  },
  {
    id: 'partners-festival-money',
    audience: 'partners',
    answers: {
      initiator: side(
        'Carla',
        ['We have 2k in savings and he just booked a festival trip without even asking me'],
        ['Any purchase over $200 we agree on first.'],
        ['I grew up with nothing and money fights scare me.'],
      ),
      collaborator: side('Dev', ['money'], ['not having to ask permission to spend my own money'], ['I earn it too']),
    },
    conflictType: 'task',
    typeNote: 'a spending rule for a shared budget',
    concerns: {
      initiator: ['savings', 'purchase', '$200', 'agree on first', 'festival trip', 'money fights'],
      collaborator: ['permission', 'own money', 'earn', 'spend'],
    },
  },
  {
    id: 'partners-eye-rolling',
    audience: 'partners',
    answers: {
      initiator: side(
        'Jo',
        ['every time i try to tell you something bothers me you roll your eyes and walk off. EVERY TIME.'],
        ['to actually be listened to without the eye rolling'],
        ['because i feel stupid and alone in this relationship'],
      ),
      collaborator: side(
        'Sam',
        ['Jo brings things up when I am exhausted and it turns into a fight about everything at once.'],
        ['Talk about one thing at a time, and not at 11pm.'],
        ['I shut down when I feel attacked.'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how they talk to each other: eye rolling, feeling attacked',
    concerns: {
      initiator: ['listened', 'eye rolling', 'roll', 'walk off', 'stupid', 'alone'],
      collaborator: ['one thing at a time', '11pm', 'exhausted', 'attacked', 'shut down', 'fight'],
    },
  },
  {
    id: 'partners-silent-treatment',
    audience: 'partners',
    answers: {
      initiator: side(
        'Rosa',
        ['when we argue Eli goes silent for days. DAYS!!'],
        ['talk it out the same day even if its hard'],
        ['the silence makes me feel like im being punished'],
      ),
      collaborator: side(
        'Eli',
        ['Rosa yells. I go quiet so I dont say something I regret.'],
        ['A time-out when it gets heated, then we talk when we are both calm.'],
        ['My dad yelled a lot when I was growing up. I freeze.'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how each reacts in an argument: silence and yelling',
    concerns: {
      initiator: ['silent', 'silence', 'same day', 'talk it out', 'punished'],
      collaborator: ['yell', 'yells', 'time-out', 'heated', 'calm', 'freeze', 'quiet'],
    },
  },
  {
    id: 'partners-thin-bills',
    audience: 'partners',
    answers: {
      initiator: side('Ana', ['money'], ['less stress'], ['idk']),
      collaborator: side('Ben', ['bills'], ['fine'], ['whatever']),
    },
    conflictType: 'task',
    typeNote: 'money and bills, nothing more is said',
    concerns: { initiator: ['money', 'stress'], collaborator: ['bills', 'bill'] },
    thin: true,
  },

  // ---------------------------------------------------------------- parents and adult children
  {
    id: 'parent-grandma-treats',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Ben',
        ['Mom gives Ellie sweets and screen time every time she babysits, after we asked her not to.'],
        ['Follow our rules when you have her.'],
        ["Ellie already has cavities at 4 and we're her parents, it's our call."],
      ),
      collaborator: side(
        'Linda',
        ["I raised three kids, I think I know how to look after a toddler. A biscuit won't kill her."],
        ['To be trusted as her grandmother and enjoy her.'],
        ['Those afternoons are the best part of my week.'],
      ),
    },
    conflictType: 'values',
    typeNote: 'whose rules a grandchild follows: parents’ authority against a grandmother’s judgement',
    concerns: {
      initiator: ['sweets', 'screen time', 'rules', 'parents', 'cavities', 'our call'],
      collaborator: ['trusted', 'grandmother', 'raised', 'biscuit', 'enjoy', 'afternoons'],
    },
  },
  {
    id: 'parent-son-at-home',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Rita',
        ['Marcus is 27, living at home rent free for 8 months, and sleeps til noon.'],
        ['Pay something towards the bills and have a move-out date'],
        ["We're retired and on a fixed income."],
      ),
      collaborator: side('Marcus', ['im looking for work every day, its not like im doing nothing'], ['til i find a job'], ['rent in this city is insane']),
    },
    conflictType: 'task',
    typeNote: 'money towards bills and a move-out date',
    concerns: {
      initiator: ['rent free', 'bills', 'move-out date', 'fixed income', 'retired', 'pay'],
      collaborator: ['job', 'work', 'looking for work', 'rent', 'city'],
    },
  },
  {
    id: 'parent-assisted-living',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Helen',
        ['Dad fell twice this winter and still refuses to even consider assisted living.'],
        ['Move somewhere with help on hand.'],
        ["I live two hours away and I can't be there if he falls again."],
      ),
      collaborator: side(
        'Frank',
        ["My daughter wants to put me in a home. This is MY house, I've lived here 41 years."],
        ['Stay in my own house.'],
        ['Independence. Your mother and I built this place.'],
      ),
    },
    conflictType: 'values',
    typeNote: 'safety against independence',
    concerns: {
      initiator: ['fell', 'falls', 'assisted living', 'help on hand', 'two hours away', 'safety'],
      collaborator: ['own house', 'house', 'independence', '41 years', 'built'],
    },
  },
  {
    id: 'parent-law-or-cooking',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Ahmed',
        ['Yasmin wants to drop out of law school in her final year to become a cook.'],
        ['Finish the degree first, then decide.'],
        ['We sacrificed a lot to pay for her education, and one more year is nothing.'],
      ),
      collaborator: side('Yasmin', ['I am miserable in law school and my dad wont hear it'], ['his blessing to go to culinary school'], ['its my life']),
    },
    conflictType: 'values',
    typeNote: 'a parent’s sacrifice and expectations against a child’s own life choice',
    concerns: {
      initiator: ['degree', 'finish', 'final year', 'sacrificed', 'education', 'one more year'],
      collaborator: ['miserable', 'culinary school', 'blessing', 'my life', 'cook'],
    },
  },
  {
    id: 'parent-comments-about-chloe',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Daniel',
        ['You make snide comments about Chloe at every family dinner.'],
        ['Treat Chloe with basic respect or we stop coming.'],
        ["She's going to be my wife."],
      ),
      collaborator: side('Grace', ['I am not allowed to say anything anymore without being accused of something'], ['feel welcome with my own son'], ['i miss him']),
    },
    conflictType: 'personality',
    typeNote: 'how a mother talks about and treats her son’s partner',
    concerns: {
      initiator: ['snide', 'comments', 'Chloe', 'basic respect', 'wife', 'family dinner'],
      collaborator: ['say anything', 'accused', 'welcome', 'son', 'miss'],
    },
  },
  {
    id: 'parent-thin-calls',
    audience: 'parent-adult-child',
    answers: {
      initiator: side('Maureen', ['he never calls'], ['call more'], ['family']),
      collaborator: side('Kevin', ['busy'], ['no guilt trips'], ['?']),
    },
    conflictType: 'personality',
    typeNote: 'how mother and son treat each other: not calling, guilt trips',
    concerns: { initiator: ['call', 'calls', 'family'], collaborator: ['busy', 'guilt trips', 'guilt'] },
    thin: true,
  },

  // ---------------------------------------------------------------- siblings and family
  {
    id: 'siblings-mums-care',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Claire',
        ["I do all of Mum's appointments, her shopping and her meds. Owen visits twice a year and gives opinions."],
        ["Owen takes over Mum's finances and calls her every week."],
        ["It's not fair and I'm burning out."],
      ),
      collaborator: side(
        'Owen',
        ['I live 800 miles away and I send money every month, which nobody ever mentions.'],
        ['My contribution being recognised.'],
        ["She's my mother too."],
      ),
    },
    conflictType: 'values',
    typeNote: 'fairness and recognition in caring for a parent',
    concerns: {
      initiator: ['appointments', 'shopping', 'meds', 'finances', 'not fair', 'fair', 'burning out'],
      collaborator: ['800 miles', 'send money', 'contribution', 'recognised', 'mother too'],
    },
  },
  {
    id: 'siblings-dads-house',
    audience: 'siblings-family',
    answers: {
      initiator: side('Maria', ["Luis wants to sell Dad's house right away."], ['Keep the house in the family, at least for now.'], ["It's the last thing we have of him."]),
      collaborator: side(
        'Luis',
        ['The house costs us 1,400 a month in upkeep and taxes and nobody lives there.'],
        ['Sell it and split the money 50/50.'],
        ["I have a mortgage and two kids. Sentiment doesn't pay the bills."],
      ),
    },
    conflictType: 'values',
    typeNote: 'what the house means to each: memory against money',
    concerns: {
      initiator: ['keep the house', 'in the family', 'last thing', 'for now'],
      collaborator: ['sell', '1,400', 'upkeep', 'taxes', 'split the money', 'mortgage', 'bills'],
    },
  },
  {
    id: 'siblings-anniversary-party',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Emma',
        [
          "I booked the venue, the caterer and the invites for Mom and Dad's 40th.",
          "Zoe said she'd do the slideshow and the cake and hasnt even started",
        ],
        ['zoe does her part by friday'],
        ['party is in 2 weeks!!'],
      ),
      collaborator: side(
        'Zoe',
        ['Emma changed the plan three times without telling me.'],
        ['One list of who does what, and we stick to it.'],
        ["I can't plan around a moving target with a newborn."],
      ),
    },
    conflictType: 'task',
    typeNote: 'who does which part of the party, and by when',
    concerns: {
      initiator: ['slideshow', 'cake', 'friday', '2 weeks', 'her part', 'venue'],
      collaborator: ['list', 'who does what', 'changed the plan', 'newborn', 'moving target', 'stick to it'],
    },
  },
  {
    id: 'siblings-borrowed-money',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Tara',
        ["Jake borrowed $3,000 two years ago 'for a month'. Still nothing, and he just bought a new truck."],
        ['a payment plan'],
        ['That was my emergency fund.'],
      ),
      collaborator: side('Jake', ['shes told the whole family i owe her money'], ['keep it between us'], ['embarassing']),
    },
    conflictType: 'task',
    typeNote: 'repaying a loan, and how it is handled',
    concerns: {
      initiator: ['$3,000', 'borrowed', 'payment plan', 'emergency fund', 'truck', 'pay back'],
      collaborator: ['whole family', 'between us', 'embarassing', 'embarrassing', 'private'],
    },
  },
  {
    id: 'siblings-mums-memorial',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Hannah',
        ["David wants Mom's memorial to be a party at a bar. She went to church every Sunday of her life."],
        ['A church service with her favourite hymns.'],
        ['It is what she would have wanted. Her faith was everything to her.'],
      ),
      collaborator: side('David', ['church'], ['celebrate her life the way she actually lived it, laughing'], ['the church was not kind to her after the divorce']),
    },
    conflictType: 'values',
    typeNote: 'faith and what honours their mother',
    concerns: {
      initiator: ['church service', 'church', 'hymns', 'faith', 'would have wanted'],
      collaborator: ['celebrate', 'laughing', 'party', 'divorce', 'not kind', 'the way she actually lived'],
    },
  },

  // ---------------------------------------------------------------- co-founders and teammates
  {
    id: 'cofounders-seed-round',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Jordan',
        ['Sam met investors about a $2M seed round for Loomwork without telling me. We co-founded this company as equals.'],
        ['Decide together whether we raise at all.', 'No more solo investor meetings.'],
        ["I don't want to lose control of what we built, and I need to be able to trust my cofounder."],
      ),
      collaborator: side(
        'Sam',
        ['we have 5 months of runway and Jordan treats any talk of fundraising like a betrayal'],
        ['close the seed round before summer'],
        ['if we dont raise we run out of money and have to let the team go'],
      ),
    },
    conflictType: 'values',
    typeNote: 'raise or stay bootstrapped, and the trust broken by talks held alone',
    concerns: {
      initiator: ['together', 'trust', 'control', 'without telling', 'solo', 'investor meetings', 'equals', 'bootstrap'],
      collaborator: ['runway', 'seed round', 'raise', 'fundraising', 'run out of money', 'team', 'summer'],
    },
  },
  {
    id: 'teammates-code-review-tone',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Priya',
        ["Mark's code review comments are brutal. 'this is wrong', 'did you even test this', in front of the whole team."],
        ["Feedback that explains what to change, and in private if it's a big deal."],
        ["I'm new and I'm starting to dread opening PRs."],
      ),
      collaborator: side(
        'Mark',
        ['Priya takes every comment personally. I review everyones code the same way.'],
        ['she stops treating review as an attack'],
        ["I don't have time to sugarcoat and quality matters."],
      ),
    },
    conflictType: 'personality',
    typeNote: 'the tone of feedback and how it is taken',
    concerns: {
      initiator: ['brutal', 'in private', 'explains', 'dread', 'new', 'whole team'],
      collaborator: ['personally', 'attack', 'sugarcoat', 'quality', 'same way'],
    },
  },
  {
    id: 'teammates-launch-handover',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Omar',
        ['Lisa keeps pushing her deadlines, so the handover to me slips and I end up working weekends to hit the launch.'],
        ['Handover dates we both commit to.'],
        ['I have a kid and my weekends are not optional.'],
      ),
      collaborator: side('Lisa', ['specs keep changing from product so of course my part is late'], ['freeze the spec 2 weeks before launch'], ['cant build on sand']),
    },
    conflictType: 'task',
    typeNote: 'deadlines, handover dates and a spec freeze',
    concerns: {
      initiator: ['deadlines', 'handover', 'weekends', 'kid', 'dates', 'commit'],
      collaborator: ['specs', 'spec', 'changing', 'freeze', 'product', 'sand'],
    },
  },
  {
    id: 'cofounders-demo-credit',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side('Kenji', ["ava presented MY design at the investor demo as 'our' work and took all the questions"], ["credit where it's due"], ['fair']),
      collaborator: side(
        'Ava',
        ["We're a team, everything we build is shared. I honestly didn't think it mattered who drew the screens."],
        ['One voice in front of investors.'],
        ['Investors bet on a united team, not on individuals.'],
      ),
    },
    conflictType: 'values',
    typeNote: 'credit and fairness against one shared team identity',
    concerns: {
      initiator: ['credit', 'design', 'fair', 'my design'],
      collaborator: ['team', 'shared', 'one voice', 'united', 'individuals'],
    },
  },
  {
    id: 'teammates-late-messages',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Tim',
        ["Beth messages me at 10-11pm and then complains in standup that I didn't answer."],
        ['No expectation of replies after 7.'],
        ['My evenings are for my family.'],
      ),
      collaborator: side(
        'Beth',
        ["I work when I'm focused, which is often late. I don't expect an instant answer. Tim is just passive aggressive about it."],
        ['Tell me directly if something bothers you instead of sighing in meetings.'],
        ['I hate the tension, its killing the team vibe.'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how they deal with each other: complaints in standup, passive aggression',
    concerns: {
      initiator: ['replies', 'after 7', 'evenings', 'family', 'complains in standup', 'late messages'],
      collaborator: ['directly', 'sighing', 'tension', 'passive aggressive', 'team vibe', 'focused'],
    },
  },
  {
    id: 'teammates-talked-over',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side('Grace', ["Victor talks over me in every meeting, I can't finish a sentence."], ['let me finish'], ["I have stuff to contribute and I've stopped trying."]),
      collaborator: side('Victor', ['Meetings drag on and someone has to keep them moving.'], ['Shorter meetings with an agenda.'], ['We waste hours every week.']),
    },
    conflictType: 'personality',
    typeNote: 'being talked over in meetings',
    concerns: {
      initiator: ['talks over', 'finish', 'contribute', 'stopped trying'],
      collaborator: ['drag on', 'moving', 'shorter', 'agenda', 'waste hours'],
    },
  },

  // ---------------------------------------------------------------- managers and reports
  {
    id: 'manager-promotion-promise',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Aisha',
        ["I was told I'd be promoted this cycle if I led the migration. I led it. Someone with less experience got the role."],
        ['A clear, written path to senior, with dates.'],
        ['I kept my side of the deal.'],
      ),
      collaborator: side('Greg', ['the promotion decision was made above me and I fought for her'], ['she stays and we try again in Q3'], ["she's one of my best people and I don't want to lose her"]),
    },
    conflictType: 'values',
    typeNote: 'a broken promise: fairness and trust',
    concerns: {
      initiator: ['promoted', 'promotion', 'written path', 'senior', 'deal', 'migration', 'dates'],
      collaborator: ['above me', 'fought', 'stays', 'Q3', 'best people', 'lose her'],
    },
  },
  {
    // A child's school run against a late work slot (issue 28: "school" is not always studies).
    id: 'manager-nursery-pickup',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Olu',
        ['The nursery closes at 5:30 and my partner works away Monday to Wednesday, so on those days I have to be out by 4:45. The stand-up with the US team is at 5.'],
        ['Start at 8 on those three days and skip the 5pm stand-up', 'someone takes my notes at the stand-up'],
        ['the nursery charges by the minute after 5:30 and I have no one else to do pickup'],
      ),
      collaborator: side(
        'Marta',
        ['The US team only overlaps with us at 5, and Olu owns the integration they ask about.'],
        ['Olu is there for the stand-up, dialling in is fine'],
        ['they have escalated twice when nobody could answer', "I'm not against the early start, I just need the stand-up covered"],
      ),
    },
    conflictType: 'task',
    typeNote: 'working hours around nursery pickup, and who covers the late stand-up',
    concerns: {
      initiator: ['nursery', 'pickup', '4:45', 'start at 8', 'stand-up', 'notes', 'no one else'],
      collaborator: ['US team', 'overlaps', 'integration', 'escalated', 'covered', 'dialling in'],
    },
  },
  {
    id: 'manager-corrected-in-front',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Luca',
        ['Sandra rewrites my emails, sighs when I talk in meetings and corrects me in front of clients.'],
        ['Stop correcting me in front of people.'],
        ["I feel humiliated. I'm not an intern, I have 12 yrs experience."],
      ),
      collaborator: side(
        'Sandra',
        ['Luca gets defensive whenever I give him any feedback at all.'],
        ['To be able to give feedback without it turning into a fight.'],
        ["I'm responsible for what goes out to the client."],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how feedback is given and taken',
    concerns: {
      initiator: ['correcting', 'in front of', 'humiliated', 'intern', 'experience', 'emails'],
      collaborator: ['defensive', 'feedback', 'fight', 'responsible', 'client'],
    },
  },
  {
    id: 'manager-office-days',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Jess',
        ['Paul wants us in the office 3 days a week now. My commute is 90 minutes each way.'],
        ['Stay at 1 office day a week.'],
        ['I moved out of the city because I was told remote was permanent, and childcare pickup is at 5.'],
      ),
      collaborator: side('Paul', ["the team's collaboration has fallen apart, new hires aren't learning anything"], ['everyone in tue-thu'], ['the juniors need people around to learn from']),
    },
    conflictType: 'task',
    typeNote: 'how many office days, and which',
    concerns: {
      initiator: ['commute', '90 minutes', '1 office day', 'remote', 'childcare', 'pickup'],
      collaborator: ['collaboration', 'new hires', 'learning', 'juniors', 'learn', 'tue-thu'],
    },
  },
  {
    id: 'manager-unpaid-overtime',
    audience: 'manager-report',
    answers: {
      initiator: side('Diego', ['im doing 50 hr weeks on a 40 hr contract, no overtime pay'], ['paid for the extra hours or time off in lieu'], ['rent']),
      collaborator: side(
        'Karen',
        ['The budget is frozen until January, my hands are tied.'],
        ['Get us through the Q4 crunch together.'],
        ['If we miss the release the whole department looks bad.'],
      ),
    },
    conflictType: 'task',
    typeNote: 'hours, pay and time off',
    concerns: {
      initiator: ['overtime', 'extra hours', 'paid', 'time off', 'contract', 'rent', '50'],
      collaborator: ['budget', 'frozen', 'January', 'Q4', 'crunch', 'release', 'department'],
    },
  },
  {
    id: 'manager-safety-report',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Nina',
        ['Rob asked me to leave the failed safety tests out of the report for the client.'],
        ['The report includes all the test results.'],
        ["People could get hurt, and it's my signature on it."],
      ),
      collaborator: side(
        'Rob',
        ['those tests were run on the old firmware and dont apply anymore, including them will just confuse the client'],
        ['ship the report on time with the relevant results'],
        ['we lose the contract if we slip again'],
      ),
    },
    conflictType: 'values',
    typeNote: 'honesty and safety against the contract',
    concerns: {
      initiator: ['safety', 'failed', 'all the test results', 'hurt', 'signature'],
      collaborator: ['old firmware', 'confuse', 'on time', 'relevant', 'contract', 'slip'],
    },
  },

  // ---------------------------------------------------------------- neighbours
  {
    id: 'neighbours-late-music',
    audience: 'neighbours',
    answers: {
      initiator: side('Irene', ['Music and thumping from upstairs until 1 or 2am on weeknights.'], ['Quiet after 11 on weeknights.'], ['I start work at 6am, I am a nurse.']),
      collaborator: side(
        'Kyle',
        ["she bangs on the ceiling with a broom at 10pm while we're just talking"],
        ['knock on my door and talk to me like an adult'],
        ["I've got a right to live in my own apartment"],
      ),
    },
    conflictType: 'task',
    typeNote: 'noise and quiet hours between flats',
    concerns: {
      initiator: ['music', 'thumping', 'quiet', 'after 11', 'weeknights', 'nurse', '6am'],
      collaborator: ['broom', 'ceiling', 'knock', 'adult', 'own apartment', 'right to live'],
    },
  },
  {
    id: 'neighbours-oak-tree',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Walter',
        ['your oak drops leaves and branches all over my yard and gutters'],
        ['Trim it back to the property line.'],
        ['I clean my gutters every two weeks in the fall, and a branch cracked my shed roof.'],
      ),
      collaborator: side('Mei', ['Tree'], ['share the cost of the arborist'], ['its 800 dollars and the tree was here before either of us']),
    },
    conflictType: 'task',
    typeNote: 'trimming a tree and who pays',
    concerns: {
      initiator: ['leaves', 'branches', 'gutters', 'yard', 'trim', 'property line', 'shed'],
      collaborator: ['cost', 'arborist', 'share', '800', 'before either of us'],
    },
  },
  {
    id: 'neighbours-driveway',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Raj',
        ["Cheryl's visitors block my driveway at least twice a week. I was late for a hospital appointment because of it."],
        ['Her guests park on the street, not across my drive.'],
        ["I need to get my car out, I'm on dialysis three times a week."],
      ),
      collaborator: side('Cheryl', ['parking'], ['idk. a little flexibility?'], ["my mom visits and she can't walk far"]),
    },
    conflictType: 'task',
    typeNote: 'where visitors park',
    concerns: {
      initiator: ['driveway', 'drive', 'block', 'car', 'dialysis', 'hospital'],
      collaborator: ['mom', 'walk far', 'flexibility', 'parking'],
    },
  },
  {
    id: 'neighbours-ball-in-garden',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Fatima',
        ["Gary screamed at my kids for getting their ball from his garden. They're 6 and 8. They were terrified."],
        ['An apology, and that he comes to me, not to the kids.'],
        ['My children should feel safe on our own street.'],
      ),
      collaborator: side('Gary', ["kids trample my vegetable beds every week and the parents don't care"], ['respect my garden'], ["I'm 74 and that garden is what I do all day"]),
    },
    conflictType: 'personality',
    typeNote: 'screaming at children, and respect between neighbours',
    concerns: {
      initiator: ['screamed', 'apology', 'comes to me', 'safe', 'terrified', 'kids'],
      collaborator: ['vegetable beds', 'trample', 'garden', '74', 'respect my garden'],
    },
  },
  {
    id: 'neighbours-short-term-rental',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Bruno',
        ['Kate turned her house into an airbnb. Different strangers every weekend, parties, cars everywhere.'],
        ['Stop renting it out short term.'],
        ['this street used to be a community where we knew each other, now i dont feel safe'],
      ),
      collaborator: side('Kate', ["It's my property and it's legal. I screen my guests."], ['To be left alone to run it.'], ['It pays my mortgage since my divorce.']),
    },
    conflictType: 'values',
    typeNote: 'a community’s safety against property rights',
    concerns: {
      initiator: ['strangers', 'airbnb', 'short term', 'community', 'safe', 'parties'],
      collaborator: ['property', 'legal', 'screen', 'left alone', 'mortgage', 'divorce'],
    },
  },
  // ---------------------------------------------------------------- formerly held out, now tuning
  // These ten were written as a held-out set (commit 11e09d7) but the next commit put words
  // that occur only in them into the classifier's lexicon ("banter", "eggshells", "tease",
  // "sulk", "drama", "mosque", ...): they were tuned on, so they are tuning scenarios now.
  // The held-out set that replaces them is heldOut.ts.
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
  // The two conflicts issue 28 was tried on, written again from the issue's text (not from the held-out set).
  {
    id: 'siblings-night-care',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Maria',
        ["Mom's dementia is getting worse and she wandered out of the house twice last month. Tomasz thinks she can stay at home forever but I'm the one who gets the calls at 3am from the neighbours."],
        ['I want us to decide together, by the end of next month, on a memory care place for mom and to share the cost between us fairly.'],
        ["I can't keep driving over every night on top of my job and my kids, I'm exhausted and scared she will get hurt."],
      ),
      collaborator: side(
        'Tomasz',
        ['Maria wants to put mom in a home without even asking me. Mom always said she never wanted to leave her house and I promised her.'],
        ['hire a caregiver at moms house for nights so she can stay where she knows everything'],
        ['Moving her would confuse her even more and it would break her heart, family takes care of family'],
      ),
    },
    conflictType: 'values',
    typeNote: 'a parent’s safety and the carer’s strain against a promise to keep her at home',
    concerns: {
      initiator: ['memory care', 'cost', 'decide together', 'dementia', 'wandered', 'exhausted', 'hurt', 'every night'],
      collaborator: ['caregiver', 'nights', 'house', 'home', 'stay', 'confuse', 'promised', 'family'],
    },
  },
  {
    id: 'partners-house-deposit',
    audience: 'partners',
    answers: {
      initiator: side(
        'Jess',
        ["Mark gave his brother 3,000 euros from our savings without asking me. Thats our house deposit money, we've been saving the 8,000 euros for two years."],
        ['I want us to agree that neither of us takes more than 200 euros out of the joint account without the other saying yes, and that his brother pays it back.'],
        ['Because I cannot trust him with money right now and I feel like the house is slipping away.'],
      ),
      collaborator: side(
        'Mark',
        ['My brother was about to lose his flat, I had to help him. Jess is acting like I stole from her.'],
        ['a monthly budget we both stick to where each of us has some money of our own'],
        ["family helps family, and I don't want to ask permission for every coffee"],
      ),
    },
    conflictType: 'task',
    typeNote: 'how joint money is decided and spent after a large payment one made alone',
    concerns: {
      initiator: ['deposit', 'savings', 'joint account', '200', 'pays it back', 'trust', 'house'],
      collaborator: ['brother', 'family', 'budget', 'money of our own', 'permission', 'help'],
    },
  },
  // ---------------------------------------------------------------- added for issue 28
  // Twenty-eight more conflicts of kinds the set lacked (housemates, a child's screens and
  // vaccines, money sent to parents, a workplace's ethics, neighbours' bins, notes and a camera,
  // a household's mental load, ...), written, labelled and given concern words from the text
  // alone before the engine was run on them (issue 28; the last eight in a second batch).
  {
    id: 'housemates-deposit-carpet',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Priya',
        ['The landlord kept 600 pounds of the deposit for the stained carpet in the lounge. That stain is from Sam’s party, not from me.'],
        ['Sam pays the 600 for the carpet, or at least most of it, before we both move out in June.'],
        ["I need my half of the deposit back for the new flat, I've already paid the first month there."],
      ),
      collaborator: side(
        'Sam',
        ['Priya says the carpet is all my fault but it was already worn when we moved in and people spilled stuff at her birthday too'],
        ['split the deduction 50/50 and ask the landlord for the check-in photos'],
        ["I can't afford 600 on my own right now and it's not fair to pay for two years of wear"],
      ),
    },
    conflictType: 'task',
    typeNote: 'who pays a deposit deduction, and by when',
    concerns: {
      initiator: ['deposit', '600', 'carpet', 'stain', 'party', 'pays', 'new flat'],
      collaborator: ['split', '50/50', 'photos', 'worn', 'wear', 'afford', 'fair'],
    },
  },
  {
    id: 'housemates-meat-in-fridge',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Noor',
        ['I am vegan for ethical reasons and Callum keeps raw meat on the top shelf of the fridge, it drips onto my food.'],
        ['No meat in the shared fridge, or at least a separate fridge for it that he pays for.'],
        ["It's not a diet for me, it's what I believe about animals. Finding blood on my vegetables makes me feel sick."],
      ),
      collaborator: side(
        'Callum',
        ['Noor wants to ban meat from a kitchen I pay half the rent for. I respect her choices but she has to respect mine.'],
        ['keep my meat sealed in boxes on the bottom shelf'],
        ["It's my home too and I'm not going to change how I eat because of someone else's beliefs"],
      ),
    },
    conflictType: 'values',
    typeNote: 'one housemate’s ethical belief against the other’s equal right to the shared kitchen',
    concerns: {
      initiator: ['vegan', 'ethical', 'meat', 'animals', 'believe', 'separate fridge', 'drips'],
      collaborator: ['sealed', 'boxes', 'bottom shelf', 'respect', 'choices', 'home', 'rent', 'how i eat'],
    },
  },
  {
    id: 'housemates-door-slamming',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Elena',
        ['When Jonas is annoyed he slams doors and stomps around instead of saying anything. Yesterday he threw my mug in the sink so hard it broke.'],
        ['I want him to tell me when something bugs him, in words, like an adult.'],
        ["I feel nervous in my own flat, I keep wondering what I did wrong this time"],
      ),
      collaborator: side(
        'Jonas',
        ['Elena lectures me every time I leave one thing out. I get wound up and yes I slam the door, I hate confrontation'],
        ['she stops lecturing me and just leaves a note or asks normally'],
        ['I feel like a kid being told off by my mum, in my own home'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how each reacts when annoyed: slamming doors and lecturing',
    concerns: {
      initiator: ['slams', 'doors', 'stomps', 'tell', 'words', 'nervous', 'annoyed'],
      collaborator: ['lectures', 'lecturing', 'note', 'asks normally', 'told off', 'kid', 'confrontation'],
    },
  },
  {
    id: 'partners-money-to-parents',
    audience: 'partners',
    answers: {
      initiator: side(
        'Hamid',
        ['Every month I send 400 dollars to my parents in Kabul. Sarah now says we cannot afford it with the baby coming.'],
        ['Keep sending my parents money every month, maybe less, but never stop.'],
        ['In my culture a son looks after his parents, they gave up everything so I could study here. It is my duty.'],
      ),
      collaborator: side(
        'Sarah',
        ['We are putting 400 a month abroad while we are behind on the credit card and I go on maternity leave in March.'],
        ['a family budget where we decide the amount together and the baby comes first'],
        ["I'm scared we won't cope on one salary and I feel my worries don't count"],
      ),
    },
    conflictType: 'values',
    typeNote: 'a son’s duty to his parents against the new family’s security',
    concerns: {
      initiator: ['parents', 'send', 'duty', 'culture', 'son', 'every month', 'never stop'],
      collaborator: ['budget', 'baby', 'credit card', 'maternity', 'one salary', 'decide together', 'scared'],
    },
  },
  {
    id: 'partners-phone-at-dinner',
    audience: 'partners',
    answers: {
      initiator: side(
        'Chloe',
        ["Whenever I tell Ryan about my day he's scrolling his phone and says 'mm'. Then he asks me something I told him five minutes ago."],
        ['Him actually listening when we talk, phones away at dinner'],
        ['I feel invisible and honestly a bit stupid talking to myself'],
      ),
      collaborator: side(
        'Ryan',
        ['I do listen. Chloe gets upset over nothing and then it turns into a whole thing about how I never care'],
        ['Not being attacked the second I pick up my phone, I check work stuff'],
        ['I feel like whatever I do is wrong and I shut down'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'listening and feeling attacked: how they treat each other at dinner',
    concerns: {
      initiator: ['listening', 'listen', 'phone', 'phones', 'dinner', 'invisible', 'scrolling'],
      collaborator: ['attacked', 'upset', 'wrong', 'shut down', 'work', 'care'],
    },
  },
  {
    id: 'partners-kids-screens',
    audience: 'partners',
    answers: {
      initiator: side(
        'Olivia',
        ['Daniel lets our 6 year old have the tablet for hours at the weekend. I believe screens at that age harm their attention and sleep.'],
        ['One hour of screens a day at most and none before bed'],
        ['I read the research and I want Leo to grow up playing outside and reading, like we did'],
      ),
      collaborator: side(
        'Daniel',
        ["Olivia treats the tablet like it's poison. He learns loads from it and it's how I get 20 minutes to cook."],
        ['Trust me to parent my way on my days, no rules list'],
        ["I'm his dad too, I don't want to be supervised, and I think kids need to learn to handle tech"],
      ),
    },
    conflictType: 'values',
    typeNote: 'beliefs about raising a child and each parent’s say',
    concerns: {
      initiator: ['screens', 'tablet', 'hour', 'before bed', 'attention', 'sleep', 'outside', 'reading'],
      collaborator: ['parent', 'my way', 'my days', 'rules', 'dad', 'supervised', 'tech', 'learns'],
    },
  },
  {
    id: 'parent-tuition-costs',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Karen',
        ['We agreed to pay Zoe’s rent at university but now she wants us to cover a semester abroad as well, 5,000 on top.'],
        ['Zoe takes a part-time job or a loan for half of the semester abroad'],
        ["We are 55 and our retirement savings are thin. I can't keep paying for everything."],
      ),
      collaborator: side(
        'Zoe',
        ['Mum promised to support me through uni and the exchange is part of my degree, it is not a holiday'],
        ['help with the exchange costs and I will work in the summer to pay some back'],
        ['the exchange counts for my degree and a job would wreck my grades during term'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who pays how much of a semester abroad, and how',
    concerns: {
      initiator: ['5,000', 'part-time job', 'loan', 'half', 'retirement', 'savings', 'paying'],
      collaborator: ['exchange', 'degree', 'summer', 'pay some back', 'grades', 'support', 'costs'],
    },
  },
  {
    id: 'parent-vaccines-grandchild',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Helen',
        ['My son Paul and his wife have decided not to vaccinate the baby. I think they are putting him in danger and I said so.'],
        ['The baby gets the usual vaccines, and until then I want to be honest with the rest of the family about why we cannot all meet'],
        ['I nursed children with measles in the 70s. I believe in medicine and I could not live with it if he got ill.'],
      ),
      collaborator: side(
        'Paul',
        ['Mum keeps sending articles and told my aunt we are endangering our son. It is our decision as his parents.'],
        ['Mum respects that we decide about our child and stops discussing it with relatives'],
        ['We did our own research and we have a right to raise him by our values without being judged'],
      ),
    },
    conflictType: 'values',
    typeNote: 'beliefs about medicine against parents’ right to decide',
    concerns: {
      initiator: ['vaccinate', 'vaccines', 'danger', 'medicine', 'measles', 'ill', 'honest'],
      collaborator: ['decide', 'decision', 'parents', 'relatives', 'research', 'right', 'judged', 'values'],
    },
  },
  {
    id: 'parent-belittled-at-dinner',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Tariq',
        ['At every family dinner my father makes comments about my job, "still playing with computers?", and everyone laughs.'],
        ['He stops mocking my work in front of people. If he has a question he can ask me properly.'],
        ["I'm 34 and I still feel like a disappointment when I leave his house"],
      ),
      collaborator: side(
        'Yusuf',
        ['My son has become so sensitive. I make a joke and he sulks for the rest of the evening and leaves early.'],
        ['that he can laugh at himself a little and stay for the whole dinner'],
        ['I only see him once a month and I want those evenings to be warm, not tense'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'mocking and sulking: how father and son treat each other',
    concerns: {
      initiator: ['comments', 'mocking', 'job', 'work', 'laughs', 'disappointment', 'ask'],
      collaborator: ['joke', 'sensitive', 'sulks', 'laugh', 'stay', 'evenings', 'warm', 'once a month'],
    },
  },
  {
    id: 'siblings-dialysis-driving',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Grace',
        ['Dad has dialysis three mornings a week and I drive him every time, that is 6 hours of my week. Peter lives 20 minutes away.'],
        ['Peter takes Tuesdays and Thursdays, or pays for a taxi service on those days.'],
        ['I have already used all my leave at work and my manager is losing patience'],
      ),
      collaborator: side(
        'Peter',
        ["I work shifts at the hospital and can't promise fixed mornings. Grace acts like I don't care about Dad."],
        ['I can do the Saturday runs and cover the taxi on weekdays when I am on shift'],
        ['my shift pattern changes every month and I cannot lose this job'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who drives a parent to treatment on which days, and who pays for a taxi',
    concerns: {
      initiator: ['dialysis', 'drive', 'tuesdays', 'thursdays', 'taxi', 'leave', 'manager'],
      collaborator: ['shifts', 'shift', 'saturday', 'taxi', 'weekdays', 'job', 'fixed mornings'],
    },
  },
  {
    id: 'siblings-wedding-guest-list',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Lucia',
        ["My sister Ana won't invite our cousin Marco to her wedding because he voted differently and posts political stuff. He is family."],
        ['Invite Marco and seat him away from the people he argues with'],
        ["Family should come before politics, Nonna raised us that way and she'd be heartbroken"],
      ),
      collaborator: side(
        'Ana',
        ['Lucia thinks she can decide who comes to MY wedding. Marco called my partner disgusting things online.'],
        ['Lucia accepts it is my day and my guest list'],
        ['I will not have someone who insulted the person I love at my wedding, that is a line for me'],
      ),
    },
    conflictType: 'values',
    typeNote: 'family loyalty against standing by one’s partner',
    concerns: {
      initiator: ['invite', 'marco', 'cousin', 'family', 'politics', 'seat', 'nonna'],
      collaborator: ['wedding', 'guest list', 'my day', 'insulted', 'partner', 'love', 'line'],
    },
  },
  {
    id: 'cofounders-hiring-friend',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Viktor',
        ['Lena wants to hire her best friend as head of sales without interviewing anyone else.'],
        ['An open process: a job ad, three candidates, and both of us on the panel'],
        ['We told our team we hire on merit. If we make an exception for friends, nobody will believe us again.'],
      ),
      collaborator: side(
        'Lena',
        ['Viktor is blocking the one person I know can sell for us. I have worked with her for eight years.'],
        ['Bring her on for a three month trial now, we need sales this quarter'],
        ["I trust her completely and loyalty matters to me, we need people who'll stay when it gets hard"],
      ),
    },
    conflictType: 'values',
    typeNote: 'merit and fairness against loyalty and trust',
    concerns: {
      initiator: ['open process', 'job ad', 'candidates', 'panel', 'merit', 'interviewing', 'exception'],
      collaborator: ['trial', 'sales', 'quarter', 'trust', 'loyalty', 'eight years', 'stay'],
    },
  },
  {
    id: 'teammates-sheet-errors',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Kofi',
        ['Three times this month the stock spreadsheet had wrong numbers after Irina updated it, and orders went out late.'],
        ['One person updates the stock sheet each day and the other checks it before noon'],
        ['When orders go out late I am the one on the phone with angry customers'],
      ),
      collaborator: side(
        'Irina',
        ['The sheet is a mess, two of us edit it at the same time and nobody knows which version is right.'],
        ['move stock to the inventory tool we already pay for, with a log of changes'],
        ["I don't want to be blamed for errors a proper tool would catch"],
      ),
    },
    conflictType: 'task',
    typeNote: 'how stock numbers are kept and checked',
    concerns: {
      initiator: ['spreadsheet', 'sheet', 'updates', 'checks', 'noon', 'orders', 'customers', 'late'],
      collaborator: ['inventory tool', 'tool', 'log', 'version', 'edit', 'blamed', 'errors'],
    },
  },
  {
    id: 'manager-billing-hours',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Nadia',
        ['My manager Steve asked me to bill the client for 40 hours on the audit when we worked 28.'],
        ['We bill the hours we actually worked, and I am not asked to do this again'],
        ["It's dishonest, my name is on the timesheet and I could lose my accreditation"],
      ),
      collaborator: side(
        'Steve',
        ['Nadia refused in front of the team and made it sound like I am a crook. The estimate was 40 hours and the client agreed to that price.'],
        ['raise concerns with me privately first and keep the fixed price we quoted'],
        ['the firm needs this client and the quote was fair, I also need my team to back me in public'],
      ),
    },
    conflictType: 'values',
    typeNote: 'honesty in billing against loyalty and an agreed price',
    concerns: {
      initiator: ['bill', 'hours', 'worked', 'dishonest', 'timesheet', 'accreditation', '28'],
      collaborator: ['privately', 'fixed price', 'quoted', 'estimate', 'client', 'crook', 'back me'],
    },
  },
  {
    id: 'manager-snaps-in-standup',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Ivy',
        ['When I ask a question in stand-up Marta sighs and snaps "we covered this". I have stopped asking anything.'],
        ['I want to be able to ask questions without being snapped at'],
        ["I'm new here and I feel stupid and anxious every morning before stand-up"],
      ),
      collaborator: side(
        'Marta',
        ['Ivy asks things that are in the onboarding docs and it derails the stand-up for eight people.'],
        ['Ivy reads the docs first and brings other questions to our one to one'],
        ["I'm stretched thin and short with people when I'm stressed, I don't mean it personally"],
      ),
    },
    conflictType: 'personality',
    typeNote: 'a manager’s tone and a new starter’s fear of asking',
    concerns: {
      initiator: ['ask', 'questions', 'snaps', 'snapped', 'stupid', 'anxious', 'sighs'],
      collaborator: ['docs', 'onboarding', 'one to one', 'derails', 'stressed', 'stretched', 'personally'],
    },
  },
  {
    id: 'neighbours-bins-on-pavement',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Gareth',
        ['Number 14 leave their bins on the pavement all week. My mother uses a wheelchair and cannot get past them to the bus stop.'],
        ['Bins back behind the gate by the evening of collection day, Thursday'],
        ['My mum is stuck at home or has to go into the road with traffic'],
      ),
      collaborator: side(
        'Amira',
        ["We both work late and can't bring the bins in till the weekend. Gareth left a rude note on my door instead of knocking."],
        ["If he could pull them in on Thursdays when we can't, I'd do his on Fridays"],
        ['We get home at 10pm most nights and our side gate is broken, the landlord still has not fixed it'],
      ),
    },
    conflictType: 'task',
    typeNote: 'when the bins come in and who does it',
    concerns: {
      initiator: ['bins', 'pavement', 'wheelchair', 'bus stop', 'thursday', 'gate', 'road'],
      collaborator: ['work late', 'weekend', 'pull them in', 'fridays', '10pm', 'gate', 'landlord'],
    },
  },
  {
    id: 'neighbours-notes-on-car',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Bogdan',
        ['The woman upstairs leaves nasty notes on my car, "learn to park, idiot", and glares at my kids on the stairs.'],
        ['She talks to me face to face if something is wrong, no more notes'],
        ['My kids are scared of her now and I feel like a criminal in my own building'],
      ),
      collaborator: side(
        'Irene',
        ['He laughs at me when I try to say anything and his children scream on the stairs. The notes are the only way he takes me seriously.'],
        ['Be treated with some basic courtesy and have the kids keep it down on the stairs after 8'],
        ['I live alone and I feel ignored and mocked by that family'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'notes, glaring and laughing: how two neighbours treat each other',
    concerns: {
      initiator: ['notes', 'face to face', 'kids', 'scared', 'criminal', 'glares', 'nasty'],
      collaborator: ['laughs', 'courtesy', 'stairs', 'after 8', 'ignored', 'mocked', 'seriously', 'scream'],
    },
  },
  {
    id: 'neighbours-barking-dog',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Hannah',
        ['The dog next door barks from 8 till 6 every weekday while they are at work. I work from home and take calls all day.'],
        ['A dog walker at lunchtime or doggy daycare two or three days a week'],
        ['I have had to apologise to clients for the noise and I can not move my office'],
      ),
      collaborator: side(
        'Will',
        ["We only just found out he barks, he is a rescue and he's anxious alone. We can't afford daycare every day."],
        ['a few weeks to train him, and a camera so we know when he barks'],
        ['Daycare is 35 a day and we are already stretched, and we love him, rehoming is not an option'],
      ),
    },
    conflictType: 'task',
    typeNote: 'noise on workdays and what arrangement stops it at what cost',
    concerns: {
      initiator: ['barks', 'dog walker', 'daycare', 'calls', 'clients', 'noise', 'work from home'],
      collaborator: ['train', 'camera', 'rescue', 'anxious', 'afford', '35', 'rehoming', 'weeks'],
    },
  },
  {
    id: 'partners-move-for-job',
    audience: 'partners',
    answers: {
      initiator: side(
        'Sofia',
        ['I was offered my dream job in Lisbon and Jonah says he will not move. We have talked about it for weeks and go round in circles.'],
        ['Move to Lisbon for two years and then decide again together'],
        ["I've put my career second for six years, it is my turn and this chance won't come again"],
      ),
      collaborator: side(
        'Jonah',
        ['Sofia wants us to move abroad when my mum has just had her second stroke. I cannot leave her now.'],
        ['Sofia takes the job remote for the first year, or we wait a year'],
        ['I am the only one near my mum and I would never forgive myself if something happened'],
      ),
    },
    conflictType: 'values',
    typeNote: 'one partner’s career against the other’s duty to a sick parent',
    concerns: {
      initiator: ['lisbon', 'dream job', 'move', 'career', 'two years', 'my turn', 'chance'],
      collaborator: ['mum', 'stroke', 'remote', 'wait', 'forgive', 'only one near', 'leave her'],
    },
  },
  {
    id: 'teammates-sarcastic-emails',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Dev',
        ['Whenever Hugo disagrees with me he replies-all with a sarcastic one-liner and cc our director. It is humiliating.'],
        ['He comes to me first, one to one, and stops the sarcasm in group emails'],
        ['I feel belittled in front of people whose opinion decides my promotion'],
      ),
      collaborator: side(
        'Hugo',
        ["Dev takes everything as an attack. I'm direct, I've always been direct, I don't have time to sugarcoat."],
        ['Dev stops taking blunt feedback personally and tells me straight when he disagrees instead of going quiet'],
        ['I want a team where people can be honest with each other without tiptoeing'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'sarcasm, bluntness and feeling belittled: how two colleagues talk to each other',
    concerns: {
      initiator: ['sarcastic', 'sarcasm', 'replies-all', 'cc', 'one to one', 'humiliating', 'belittled'],
      collaborator: ['direct', 'blunt', 'sugarcoat', 'personally', 'honest', 'tiptoeing', 'attack'],
    },
  },
  {
    id: 'partners-household-mental-load',
    audience: 'partners',
    answers: {
      initiator: side(
        'Nina',
        ['I keep track of every appointment, birthday, school form and bill. Arjun helps when I ask, but I always have to ask.'],
        ['Arjun owns some things completely: the kids’ dentist, the car, the school forms'],
        ['I am tired of being the manager of our house'],
      ),
      collaborator: side(
        'Arjun',
        ['Nina gets annoyed when I do things differently from how she would, so I wait to be told.'],
        ['a list of what is mine, and then she lets me do it my way'],
        ['I want to help without being checked on every time'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who owns which household jobs',
    concerns: {
      initiator: ['appointment', 'forms', 'owns', 'dentist', 'car', 'ask', 'manager'],
      collaborator: ['list', 'my way', 'differently', 'checked', 'told', 'help'],
    },
  },
  {
    id: 'parent-son-girlfriend-religion',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Rivka',
        ['My son is marrying outside our faith and wants no rabbi at the wedding. It breaks our traditions for generations.'],
        ['A small Jewish blessing at the wedding, even five minutes'],
        ['Our faith is who we are. My parents survived so that we could keep it.'],
      ),
      collaborator: side(
        'Eli',
        ['Mom wants a religious ceremony that means nothing to Sophie or to me.'],
        ['a civil wedding that is honest to who we are, and Mom comes with an open heart'],
        ['I respect her faith but I won’t pretend to believe something I don’t'],
      ),
    },
    conflictType: 'values',
    typeNote: 'a mother’s faith and tradition against her son’s own beliefs',
    concerns: {
      initiator: ['faith', 'blessing', 'rabbi', 'traditions', 'jewish', 'generations'],
      collaborator: ['civil', 'honest', 'pretend', 'believe', 'open heart', 'respect'],
    },
  },
  {
    id: 'housemates-rent-split-room-size',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Tom',
        ['Lea has the big room with the balcony and we pay the same rent, 700 each.'],
        ['She pays 800 and I pay 600, that reflects the rooms'],
        ['My room is half the size of hers and I am on a trainee salary'],
      ),
      collaborator: side(
        'Lea',
        ['When we moved in Tom chose the small room because it was quieter. Now he wants to change the deal.'],
        ['keep 700 each until the lease ends in September'],
        ['I budgeted for 700 and we agreed, a deal is a deal'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how the rent is split between two rooms',
    concerns: {
      initiator: ['800', '600', 'big room', 'balcony', 'size', 'salary', 'rooms'],
      collaborator: ['700', 'lease', 'september', 'deal', 'budgeted', 'agreed', 'quieter'],
    },
  },
  {
    id: 'teammates-cold-shoulder',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Omar',
        ['Since I got the team lead role Kasia barely says hello, answers my messages with one word and goes quiet when I join the lunch table.'],
        ['We talk about what happened and she is at least civil with me'],
        ['It is awful coming to work and feeling like the bad guy every day'],
      ),
      collaborator: side(
        'Kasia',
        ['Omar acts like my boss now and tells me how to do things I have done for five years.'],
        ['he asks for my view instead of giving orders'],
        ['I feel talked down to and I am embarrassed in front of the others'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'coldness and talking down: how two colleagues treat each other after a promotion',
    concerns: {
      initiator: ['hello', 'messages', 'quiet', 'civil', 'talk', 'bad guy', 'lunch'],
      collaborator: ['boss', 'orders', 'view', 'talked down', 'embarrassed', 'five years'],
    },
  },
  {
    id: 'neighbours-cctv-camera',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Lars',
        ['My neighbour put up a camera that points straight into our garden and kitchen window.'],
        ['The camera turned so it only shows her own driveway'],
        ['We have a right to privacy in our own garden, my daughter won’t play outside now'],
      ),
      collaborator: side(
        'Ruth',
        ['My car was broken into twice this year and the police said get a camera.'],
        ['keep the camera where it is so it covers the side path the thieves used'],
        ['I live alone and I need to feel safe in my home'],
      ),
    },
    conflictType: 'values',
    typeNote: 'one neighbour’s privacy against the other’s safety',
    concerns: {
      initiator: ['camera', 'garden', 'privacy', 'right', 'daughter', 'window', 'turned'],
      collaborator: ['broken into', 'police', 'thieves', 'safe', 'side path', 'alone', 'car'],
    },
  },
  {
    id: 'siblings-holiday-hosting',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Meera',
        ['I have hosted Diwali for the whole family four years running. Cooking for 20 people takes me two full days.'],
        ['We take turns hosting, and whoever does not host brings half the food'],
        ['I love it but I am exhausted and I never get to enjoy the day myself'],
      ),
      collaborator: side(
        'Raj',
        ['My flat is tiny, there is no way 20 people fit in it and Meera knows that.'],
        ['I pay for the food and do all the cleaning up afterwards instead of hosting'],
        ['I want to do my share but I cannot make my flat bigger'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who hosts, cooks, pays and cleans for a family festival',
    concerns: {
      initiator: ['hosting', 'hosted', 'take turns', 'food', 'cooking', 'exhausted', 'two full days'],
      collaborator: ['flat', 'tiny', 'pay', 'cleaning', 'share', 'fit'],
    },
  },
  {
    id: 'manager-ghosted-feedback',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Kemal',
        ['My manager Jo cancels our one-to-ones half the time and then criticises my work in the review without ever having mentioned it.'],
        ['Keep the fortnightly one-to-ones and tell me about problems when they happen'],
        ['I was blindsided and it felt unfair, I could have fixed it months ago'],
      ),
      collaborator: side(
        'Jo',
        ['Kemal is defensive whenever I raise anything, so I saved it for the review.'],
        ['Kemal hears feedback without arguing every point'],
        ['I dread those conversations and I am not good at them, I admit that'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how feedback is given and taken: defensiveness and avoidance',
    concerns: {
      initiator: ['one-to-ones', 'cancels', 'criticises', 'blindsided', 'unfair', 'tell me', 'fortnightly'],
      collaborator: ['defensive', 'feedback', 'arguing', 'dread', 'conversations', 'review'],
    },
  },
  {
    id: 'partners-sharing-location',
    audience: 'partners',
    answers: {
      initiator: side(
        'Kai',
        ['After Ellie hid that she was meeting her ex for drinks, I asked her to share her location with me.'],
        ['Location sharing on for three months while we rebuild trust'],
        ['I can’t sleep when she is out, I need to know I am not being lied to again'],
      ),
      collaborator: side(
        'Ellie',
        ['I made a mistake not telling Kai, but being tracked like a suspect is not a relationship.'],
        ['I tell Kai where I am going, no tracking'],
        ['My independence matters to me, I won’t be monitored by my partner'],
      ),
    },
    conflictType: 'values',
    typeNote: 'trust after a lie against independence and privacy',
    concerns: {
      initiator: ['location', 'three months', 'trust', 'lied', 'ex', 'sleep', 'hid'],
      collaborator: ['tracked', 'tracking', 'independence', 'monitored', 'tell', 'suspect'],
    },
  },
  // ---------------------------------------------------------------- written for issue 28's generalisation (not from the held-out set)
  {
    id: 'housemates-heating-bill',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Jamie',
        ['The gas bill this winter was 480 for the quarter and Rob wants to split it in three like always. Rob works from home and has the heating on from 8 till 6 every weekday while Dana and I are out at work.'],
        ['Split the heating by who is home, or Rob pays a bigger share in the winter months'],
        ['I am on a trainee salary and I am paying to heat an empty flat for someone else all day'],
      ),
      collaborator: side(
        'Rob',
        ['Jamie wants me to pay more for gas because I work from home. We agreed to split bills equally when we signed the lease.'],
        ['Keep the equal split, I can turn the thermostat down to 18 during the day'],
        ['Everyone uses the hot water and the heating in the evenings, and counting who is home when would be a nightmare'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how a bill is split between housemates',
    concerns: {
      initiator: ['gas', 'bill', 'heating', 'bigger share', 'who is home', 'trainee', 'empty flat'],
      collaborator: ['equal', 'equally', 'thermostat', 'lease', 'hot water', 'nightmare'],
    },
  },
  {
    id: 'siblings-dad-driving',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Hannah',
        ['Dad is 84 and he scraped two cars in the supermarket car park last month. He got lost driving home from church. I think he should stop driving before someone gets hurt.'],
        ['Dad gives up the car keys and we arrange lifts and a taxi account for him'],
        ['I could not live with myself if he hit a child. His safety and other people’s come first.'],
      ),
      collaborator: side(
        'Mark',
        ['Hannah wants to take Dad’s keys away behind his back. He has driven for sixty years and the car is the last bit of freedom he has.'],
        ['Dad takes a proper driving assessment and we respect the result, and it is his decision, not ours'],
        ['Taking his car away would take his dignity and his independence. He is an adult, not a child.'],
      ),
    },
    conflictType: 'values',
    typeNote: 'a parent’s safety against his independence and dignity',
    concerns: {
      initiator: ['stop driving', 'keys', 'safety', 'hurt', 'lost', 'lifts', 'taxi'],
      collaborator: ['assessment', 'freedom', 'dignity', 'independence', 'his decision', 'adult'],
    },
  },
  {
    id: 'teammates-overlapping-reports',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Priti',
        ['Since the reorganisation Lars and I both produce the weekly sales report. We pull the same numbers twice and last week sent two different versions to the director.'],
        ['One owner for the weekly report: I build it, Lars checks the regional figures before it goes out on Monday'],
        ['Doing the same work twice wastes about four hours a week and the two versions make us look disorganised'],
      ),
      collaborator: side(
        'Lars',
        ['Priti and I both think the report is ours. Nobody told us who owns what after the team merged.'],
        ['Split it: I take the regional pages, Priti the summary, and we ask our manager to write down the roles'],
        ['I built the regional dashboards and I know those numbers best. I want it clear who is responsible for what'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who owns which part of a shared piece of work',
    concerns: {
      initiator: ['weekly report', 'owner', 'twice', 'two versions', 'four hours', 'director', 'checks'],
      collaborator: ['regional', 'roles', 'responsible', 'dashboards', 'split', 'owns'],
    },
  },
  {
    id: 'cofounders-shared-figures',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Nina',
        ['Theo sent our revenue numbers and the draft term sheet to a friend of his at another startup, without asking me. I found out from an investor.'],
        ['Theo admits it was wrong and we agree in writing that nothing confidential leaves the company without both of us saying yes'],
        ['If I cannot trust my cofounder with confidential information I do not know how we keep building this together'],
      ),
      collaborator: side(
        'Theo',
        ['I asked an experienced founder friend for advice on the terms. I did not think it was a big deal, he would never share it.'],
        ['We move past this and agree which advisers we can both talk to'],
        ['Getting outside advice is how founders avoid bad deals, and I acted in good faith for the company'],
      ),
    },
    conflictType: 'values',
    typeNote: 'trust after confidential figures were shared without asking',
    concerns: {
      initiator: ['trust', 'confidential', 'without asking', 'in writing', 'revenue', 'term sheet', 'wrong'],
      collaborator: ['advice', 'advisers', 'good faith', 'move past', 'bad deals', 'founder'],
    },
  },
  {
    id: 'neighbours-barbecue-smoke',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Sofia',
        ['Every warm evening the smoke from next door’s charcoal barbecue comes straight into our bedroom windows. My daughter has asthma.'],
        ['Barbecues on two set evenings a week, or move the grill to the far end of their garden'],
        ['We have to shut every window on the hottest nights and my daughter coughs all night'],
      ),
      collaborator: side(
        'Gary',
        ['The woman next door complains about our barbecue nearly every time we use it. It is summer and it is our garden.'],
        ['We keep barbecuing at weekends and I could switch to a gas grill if she goes halves'],
        ['Cooking outside with the kids is the best part of our summer, and a gas grill costs 400'],
      ),
    },
    conflictType: 'task',
    typeNote: 'when and where the barbecue is used, and the cost of a gas grill',
    concerns: {
      initiator: ['smoke', 'windows', 'asthma', 'two set evenings', 'far end', 'coughs', 'daughter'],
      collaborator: ['weekends', 'gas grill', 'halves', 'garden', 'summer', 'kids', '400'],
    },
  },
  {
    id: 'partners-jokes-in-front-of-friends',
    audience: 'partners',
    answers: {
      initiator: side(
        'Lena',
        ['When we are out with friends Max makes jokes about me, my cooking, my driving, how I laugh. Everyone laughs and I sit there smiling and feeling small.'],
        ['Max stops making me the punchline when we are with other people'],
        ['I feel humiliated and then I am the one who is no fun if I say anything'],
      ),
      collaborator: side(
        'Max',
        ['Lena gets upset over jokes everyone makes. It is just banter, our friends do it to each other all the time.'],
        ['Lena tells me at the time if something hurt instead of going cold for the rest of the night'],
        ['I do not want to be watching every word I say around my own friends, and I hate the silent drive home'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how one teases the other in company and how the hurt is shown',
    concerns: {
      initiator: ['jokes', 'punchline', 'humiliated', 'small', 'friends', 'no fun'],
      collaborator: ['banter', 'tells me', 'going cold', 'silent', 'every word', 'hurt'],
    },
  },
  {
    id: 'manager-curt-emails',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Tunde',
        ['My manager Claire answers everything I send with one line like "No." or "Redo this." with no greeting. It reads as if she is angry with me all the time.'],
        ['Claire says what is wrong and what she wants instead, or we talk for five minutes instead of a one-word email'],
        ['I spend the evening wondering whether I am about to be fired, and I have stopped asking her anything'],
      ),
      collaborator: side(
        'Claire',
        ['Tunde reads tone into my emails that is not there. I manage nine people and write two hundred emails a day, short is not angry.'],
        ['Tunde asks me directly if something is unclear instead of taking it personally'],
        ['I am not going to write essays to every message, I need him to trust that I would tell him if there was a problem'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how a manager’s short messages are written and read',
    concerns: {
      initiator: ['one line', 'greeting', 'angry', 'fired', 'what is wrong', 'talk', 'stopped asking'],
      collaborator: ['tone', 'short', 'personally', 'asks me directly', 'nine people', 'emails', 'trust'],
    },
  },
  {
    id: 'siblings-dad-after-surgery',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Beth',
        ['Dad comes home from his hip operation on the 3rd and needs someone with him every day for six weeks. I live ten minutes away so everyone assumes it will be me.'],
        ['A rota: I do Monday to Wednesday, Sam takes Thursday and Friday and one weekend day, and we pay for a carer on the other day'],
        ['I work four days a week and I have two kids, I cannot do six weeks on my own'],
      ),
      collaborator: side(
        'Sam',
        ['Beth wants me to come up two days a week but I live three hours away and my job is in the office.'],
        ['I pay for a carer for most of the days and I come up every other weekend'],
        ['The travel alone would be six hours a day and I would lose my job, but I can afford more of the cost'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who covers which days of a parent’s recovery and who pays for a carer',
    concerns: {
      initiator: ['rota', 'six weeks', 'monday', 'kids', 'four days', 'ten minutes', 'on my own'],
      collaborator: ['three hours', 'travel', 'pay', 'carer', 'every other weekend', 'cost', 'job'],
    },
  },
  {
    id: 'housemates-partner-staying-over',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Chloe',
        ['Aidan’s girlfriend has stayed here five nights a week since March. She showers every morning, cooks, uses the washing machine and pays nothing.'],
        ['She stays at most two nights a week, or she pays a third of the bills while she is here more than that'],
        ['I signed up to live with one person, not two, and the bills went up by a third'],
      ),
      collaborator: side(
        'Aidan',
        ['Chloe makes comments whenever my girlfriend is here and last week left a note about the shower. It is awkward for everyone.'],
        ['My girlfriend chips in 50 a month for bills and Chloe talks to me, not leaves notes'],
        ['This is my home too and I should be able to have my partner over without feeling like we are doing something wrong'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how often a partner stays and what they pay towards the bills',
    concerns: {
      initiator: ['five nights', 'two nights', 'pays nothing', 'bills', 'third', 'washing machine', 'showers'],
      collaborator: ['50 a month', 'notes', 'my home', 'partner over', 'chips in', 'comments', 'talks to me'],
    },
  },
  // ---- Added for issue 28 (2026-11-27, h28q): kinds of conflict the set lacked (co-parenting,
  // noise between housemates, roles between colleagues, a business partnership, a loan between
  // cousins, trust after a breach, a hedge, babysitting grandchildren, a product's direction),
  // labelled from the text before the engine was run on them.
  {
    id: 'partners-coparenting-handovers',
    audience: 'partners',
    answers: {
      initiator: side(
        'Dana',
        ['Since the separation the handover times keep changing. Last sunday he brought Lily back at 8 instead of 5 and she had school the next day.'],
        ['Fixed handover at 5pm on sundays, and tell me 48 hrs ahead if anything changes'],
        ['Lily needs a routine. she was crying at bedtime and tired all monday'],
      ),
      collaborator: side(
        'Marc',
        ['I work saturdays at the garage so sunday is the only real day I get with her'],
        ['Have her from friday evening to sunday evening every second weekend instead'],
        ['I barely see my daughter and I dont want to be a weekend visitor in her life'],
      ),
    },
    conflictType: 'task',
    typeNote: 'the handover times and which days each parent has the child',
    concerns: {
      initiator: ['handover', 'routine', 'school', '5pm', 'bedtime', '48 hrs', 'tell me'],
      collaborator: ['friday', 'saturdays', 'see my daughter', 'every second weekend', 'visitor', 'garage'],
    },
  },
  {
    id: 'housemates-night-shift-noise',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Priya',
        ['I work night shifts at the hospital and sleep during the day. Jonas games with his friends and shouts at the screen at 2pm.'],
        ['No shouting or loud music between 9am and 3pm on weekdays.'],
        ['If I dont sleep I make mistakes on the ward. Patients depend on me.'],
      ),
      collaborator: side(
        'Jonas',
        ['its daytime, normal people are awake. I already wear headphones'],
        ['she uses earplugs or a white noise machine, and I keep it down after 10pm like anyone would'],
        ['I pay the same rent, I shouldnt have to whisper in my own flat all day'],
      ),
    },
    conflictType: 'task',
    typeNote: 'quiet hours in a shared flat for someone who sleeps by day',
    concerns: {
      initiator: ['sleep', 'night shifts', 'shouting', 'loud', '9am', 'mistakes', 'patients'],
      collaborator: ['daytime', 'headphones', 'earplugs', 'white noise', 'rent', 'whisper', 'own flat'],
    },
  },
  {
    id: 'teammates-client-ownership',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Sofia',
        ['Raj keeps answering my client’s emails directly and promising deadlines I never agreed to.'],
        ['Clear ownership: I am the contact for the Halden account and anything for them goes through me.'],
        ['When the client gets two different answers I look disorganised, and I am the one who has to deliver.'],
      ),
      collaborator: side(
        'Raj',
        ['The client wrote to the team inbox and Sofia was out. Someone had to reply.'],
        ['A rota for the shared inbox, so whoever is on that day can answer without asking permission'],
        ['Clients hate waiting a day for a reply. We lost a contract last year because of slow answers.'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who answers the client and how the inbox is covered',
    concerns: {
      initiator: ['contact', 'ownership', 'promising deadlines', 'two different answers', 'deliver', 'disorganised', 'goes through me'],
      collaborator: ['inbox', 'rota', 'waiting', 'reply', 'slow', 'permission', 'lost a contract'],
    },
  },
  {
    id: 'cofounders-bakery-sundays',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Omar',
        ['We are losing money every month and sunday is the busiest day for every other bakery on the street. Lena refuses to even discuss opening.'],
        ['Open on sundays from 8 to 1, as a three month trial'],
        ['if we dont grow revenue we will have to close by summer and we both lose our savings'],
      ),
      collaborator: side(
        'Lena',
        ['When we started we promised each other this business would not eat our whole lives. Sunday is the one day I have with my kids.'],
        ['Keep sunday closed and find the money somewhere else, like catering orders'],
        ['I grew up with parents who were never home because of their shop. I will not do that to my children.'],
      ),
    },
    conflictType: 'values',
    typeNote: 'what comes first: the business surviving or the family day they promised each other',
    concerns: {
      initiator: ['losing money', 'revenue', 'sundays', 'busiest', 'close', 'savings', 'trial'],
      collaborator: ['promised', 'kids', 'children', 'closed', 'catering', 'never home', 'one day'],
    },
  },
  {
    id: 'siblings-cousin-loan',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Kasia',
        ['I lent my cousin Adam 1200 in march for his car repair. he said 2 months. its november and he just went on a trip to spain'],
        ['I want the money back, even in parts, and an honest answer about when'],
        ['its not even about the money anymore. i feel like a fool for trusting him and i dont know if i can believe anything he says'],
      ),
      collaborator: side(
        'Adam',
        ['I know I am late. The trip was paid by my girlfriend’s parents, not me. I lost hours at work.'],
        ['I pay 200 a month from december, and she stops telling the whole family about it'],
        ['I am ashamed enough already. Being talked about at every family lunch makes me avoid everyone.'],
      ),
    },
    conflictType: 'values',
    typeNote: 'trust broken by a loan not repaid; the repayment is how it is mended',
    concerns: {
      initiator: ['money back', 'honest', 'trusting', 'believe', 'fool', 'when'],
      collaborator: ['200 a month', 'ashamed', 'talked about', 'telling', 'lost hours', 'avoid'],
    },
  },
  {
    id: 'partners-messages-with-ex',
    audience: 'partners',
    answers: {
      initiator: side(
        'Noor',
        ['Six months ago I found messages between Sam and his ex. He says it was nothing but he deleted half of them before I saw them.'],
        ['Full honesty. If she contacts him again I want to hear it from him, not find out.'],
        ['I cant rebuild trust on guesses. I need to know that what he tells me is the whole truth'],
      ),
      collaborator: side(
        'Sam',
        ['I ended it, I apologised, I went to counselling. Every argument still comes back to this.'],
        ['That we stop bringing it up in every fight and she stops checking my laptop'],
        ['I cant be on trial forever. I want us to move forward, not live in that month'],
      ),
    },
    conflictType: 'values',
    typeNote: 'rebuilding trust after a breach',
    concerns: {
      initiator: ['honesty', 'hear it from him', 'trust', 'truth', 'find out', 'guesses'],
      collaborator: ['bringing it up', 'checking', 'laptop', 'on trial', 'move forward', 'apologised', 'counselling'],
    },
  },
  {
    id: 'neighbours-hedge-light',
    audience: 'neighbours',
    answers: {
      initiator: side('Greg', ['hedge is 4m now, blocks all the light to my kitchen'], ['cut it to 2m'], ['i cant grow anything and the kitchen is dark by 3']),
      collaborator: side(
        'Maureen',
        ['That hedge was planted by my late husband. It gives us privacy from the road.'],
        ['Trim the top a little, once a year, in autumn after the birds have nested'],
        ['It is the last thing he planted, and the birds nest there every spring'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how high the hedge is kept and when it is trimmed',
    concerns: {
      initiator: ['light', 'kitchen', '2m', 'dark', 'grow', 'cut'],
      collaborator: ['privacy', 'husband', 'birds', 'nest', 'autumn', 'trim', 'planted'],
    },
  },
  {
    id: 'teammates-accent-jokes',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Wei',
        ['In meetings Paul repeats what I said in a silly voice, imitating my accent, and people laugh.'],
        ['Stop imitating me. If he did not understand, he can ask me.'],
        ['I feel small and I have stopped speaking up in meetings, which hurts my work'],
      ),
      collaborator: side(
        'Paul',
        ['It was banter, I do it to everyone, I didnt mean anything by it'],
        ['tell me in the moment if something bothers her instead of going to HR first'],
        ['I thought we got on fine and now im scared to joke with anyone'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how one treats the other in meetings and how hurt is raised',
    concerns: {
      initiator: ['imitating', 'accent', 'silly voice', 'laugh', 'small', 'speaking up', 'ask me'],
      collaborator: ['banter', 'joke', 'in the moment', 'HR', 'got on', 'mean anything'],
    },
  },
  {
    id: 'partners-silence-after-criticism',
    audience: 'partners',
    answers: {
      initiator: side(
        'Marta',
        [
          'Whenever I say something Jorge does not like, even something small like asking him to call the plumber, he goes quiet for two days. He answers in one word, sleeps on the sofa and acts as if nothing is wrong when I ask. I end up guessing what I did.',
        ],
        ['When something I say hurts, tell me that evening instead of going silent for days'],
        ['The silence makes me anxious. I end up apologising for things I dont even know about.'],
      ),
      collaborator: side(
        'Jorge',
        ['She criticises me in front of her sister: my job, my cooking, the way I dress. Then she expects me to be cheerful.'],
        ['Keep the criticism for when we are alone, and say it kindly'],
        ['I grew up being mocked at home. When it happens I shut down and I need a day to feel normal again.'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'criticism in front of others and withdrawing in silence',
    concerns: {
      initiator: ['silent', 'silence', 'quiet', 'hurts', 'tell me', 'anxious', 'apologising'],
      collaborator: ['criticism', 'criticises', 'in front of', 'alone', 'kindly', 'mocked', 'shut down'],
    },
  },
  {
    id: 'manager-sick-note',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Aisha',
        ['When I called in sick my manager asked for a doctors note for one day, in the team chat where everyone could see.'],
        ['To be trusted like the others, and asked privately if there is a problem'],
        ['I have never missed a deadline in four years. Being doubted in public is humiliating.'],
      ),
      collaborator: side(
        'Derek',
        ['Absences on fridays have doubled in the team since spring, and I have to apply the policy to everyone.'],
        ['The same rule for all: a note from the second day off, and a message before 9am'],
        ['If I make exceptions for some people the others call it favouritism, and I lose the team'],
      ),
    },
    conflictType: 'values',
    typeNote: 'being trusted against one rule for everyone (fairness)',
    concerns: {
      initiator: ['trusted', 'privately', 'doubted', 'public', 'deadline', 'humiliating', 'team chat'],
      collaborator: ['policy', 'same rule', 'favouritism', 'exceptions', 'fridays', '9am', 'everyone'],
    },
  },
  {
    id: 'parent-babysitting-twins',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Helen',
        ['I have looked after the twins three full days a week since Kim went back to work. I am 68 and my back is bad.'],
        ['two days a week at most, and not in the school holidays'],
        ['I love them but im exhausted, I havent seen my friends in months'],
      ),
      collaborator: side(
        'Kim',
        ['Nursery is 1400 a month for two. We cannot afford it on our salaries.'],
        ['Keep the three days until september when they start school, then we cut down'],
        ['Without mum’s help one of us has to quit work, and we just took on a mortgage'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how many days a grandparent looks after the children, and until when',
    concerns: {
      initiator: ['two days', 'exhausted', 'back', 'school holidays', 'friends', '68'],
      collaborator: ['nursery', 'afford', 'september', 'quit', 'mortgage', '1400', 'three days'],
    },
  },
  {
    id: 'cofounders-free-plan',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Ines',
        ['Tariq wants to drop our free plan to chase enterprise deals. The free users are who we built this for.'],
        ['keep the free plan and charge only for teams'],
        ['we said from day one this is a tool for people who cant pay for expensive software'],
      ),
      collaborator: side('Tariq', ['we have 4 months of cash. enterprise pilots pay 30k each'], ['pause new free signups for 6 months and focus on 3 pilots'], ['a mission doesnt matter if the company is dead by spring']),
    },
    conflictType: 'values',
    typeNote: 'the mission they started with against keeping the company alive',
    concerns: {
      initiator: ['free plan', 'free users', 'charge', 'teams', 'day one', 'expensive', 'cant pay'],
      collaborator: ['cash', 'enterprise', 'pilots', '30k', 'pause', 'signups', 'dead'],
    },
  },
  {
    id: 'siblings-comments-about-food',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Lucy',
        ['every time we meet my brother comments on what I eat. "another dessert?" in front of the kids.'],
        ['no comments about my food or my body, ever'],
        ['ive struggled with eating since my teens and he knows it. I leave every lunch feeling awful'],
      ),
      collaborator: side(
        'Dan',
        ['Im worried about her health, dad had diabetes. i say it as a joke so its not heavy'],
        ['to be able to say once, privately, that I am worried, without her storming off'],
        ['I care about her. If something happened and I had said nothing I would never forgive myself'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how one sibling talks to the other about her eating',
    concerns: {
      initiator: ['comments', 'food', 'body', 'eat', 'kids', 'awful', 'struggled'],
      collaborator: ['worried', 'health', 'diabetes', 'privately', 'joke', 'care', 'storming off'],
    },
  },
  {
    id: 'housemates-dishes-pile',
    audience: 'housemates',
    answers: {
      initiator: side('Tomas', ['dishes sit in the sink for 3-4 days, theres no clean pan when i want to cook'], ['everyone washes their own stuff the same night'], ['its gross and we had mice last winter']),
      collaborator: side(
        'Bea',
        ['I do wash up, just in one go at the weekend because I get home at 9.'],
        ['a dishwasher, I will pay half, or a rota where I do the big clean on saturdays'],
        ['after a 12 hour day I cant face the sink'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who washes up and when',
    concerns: {
      initiator: ['dishes', 'sink', 'clean pan', 'same night', 'gross', 'mice', 'own stuff'],
      collaborator: ['weekend', 'dishwasher', 'pay half', 'rota', 'saturdays', '12 hour day', 'home at 9'],
    },
  },
  {
    id: 'manager-too-many-projects',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Grace',
        ['Since Tom left I am running his two projects on top of mine. Three deadlines land in the same week in March.'],
        ['Move one deadline to April or give one project to someone else'],
        ['I am already working evenings and the quality is slipping'],
      ),
      collaborator: side('Ivo', ['There is no budget for a new hire until the summer.'], ['Grace keeps all three until June, with a contractor for the testing'], ['The client has been promised March and moving it costs us the renewal']),
    },
    conflictType: 'task',
    typeNote: 'workload, deadlines and who does which project',
    concerns: {
      initiator: ['deadline', 'april', 'someone else', 'evenings', 'quality', 'two projects'],
      collaborator: ['budget', 'hire', 'contractor', 'testing', 'june', 'renewal', 'client'],
    },
  },
  {
    id: 'neighbours-shouting-at-kids',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Nadia',
        ['He yelled at my 7 year old over the fence, called him a little brat, because the ball went into his roses.'],
        ['If something happens he comes and talks to me, and he never shouts at my children again'],
        ['My son is scared to play outside now and cries when he sees him'],
      ),
      collaborator: side(
        'Walter',
        ['That was the fifth ball this month. Nobody ever comes to say sorry.'],
        ['the parents apologise when it happens and teach them to be careful'],
        ['i am 80 and those roses are all i have since my wife died, nobody seems to care'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how a neighbour spoke to a child and how each wants to be treated',
    concerns: {
      initiator: ['yelled', 'shouts', 'brat', 'talks to me', 'scared', 'cries', 'children'],
      collaborator: ['fifth ball', 'sorry', 'apologise', 'careful', 'roses', 'wife', 'care'],
    },
  },
  {
    id: 'siblings-sarcasm-on-calls',
    audience: 'siblings-family',
    answers: {
      initiator: side('Ella', ['my sister is sarcastic with me on every call and hangs up when I push back'], ['talk to me like an adult, no eye rolling voice'], ['I dread calling her and mum notices we dont speak']),
      collaborator: side(
        'Rita',
        ['Ella lectures me about how I raise my kids every time we talk. Sarcasm is how I stop myself from exploding.'],
        ['Stop giving me parenting advice I didnt ask for'],
        ['I feel judged by my little sister and it makes me feel like a failure'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how the sisters talk to each other: sarcasm and lecturing',
    concerns: {
      initiator: ['sarcastic', 'hangs up', 'adult', 'eye rolling', 'dread', 'speak'],
      collaborator: ['lectures', 'parenting advice', 'judged', 'failure', 'exploding', 'didnt ask'],
    },
  },
  {
    id: 'parent-quitting-university',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Paolo',
        ['My son wants to leave university after two years to work on a boat in Greece. We sacrificed a lot for his education.'],
        ['He finishes the degree first, then he can go wherever he wants'],
        ['Nobody in our family had the chance to study. Throwing it away breaks my heart.'],
      ),
      collaborator: side(
        'Luca',
        ['Dad thinks my life is his second chance. I am miserable in engineering.'],
        ['A year off to find out what I want, and he accepts it is my choice'],
        ['I am 21, it is my life, and I would rather fail at something I chose'],
      ),
    },
    conflictType: 'values',
    typeNote: 'a parent’s hopes and sacrifice against an adult child’s choice of life',
    concerns: {
      initiator: ['degree', 'finishes', 'sacrificed', 'education', 'chance to study', 'throwing it away'],
      collaborator: ['my choice', 'my life', 'year off', 'miserable', 'engineering', 'chose', 'second chance'],
    },
  },
  {
    id: 'cofounders-weekend-support',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Hana',
        ['I have answered every support ticket at the weekend for 8 months. Jon has not done one.'],
        ['We alternate weekends on support, starting this saturday'],
        ['I have not had a full weekend off since march and I am burning out'],
      ),
      collaborator: side('Jon', ['I do all the server work at night during the week, nobody sees that.'], ['Hire a part-time support person for weekends, I can find the money in the budget'], ['Weekends are when I see my son, I only have him every other week']),
    },
    conflictType: 'task',
    typeNote: 'who covers support at weekends',
    concerns: {
      initiator: ['support', 'weekend', 'alternate', 'saturday', 'burning out', '8 months'],
      collaborator: ['server', 'night', 'hire', 'part-time', 'budget', 'son', 'every other week'],
    },
  },

  // ------------------------------------------------ issue 28: the best statement names both sides
  // Written before the engine's choice of the first statement was changed, to check it blind:
  // typos, one side terse and the other long, a side whose concern shows only in why it matters.
  {
    id: 'partners-gym-membership',
    audience: 'partners',
    answers: {
      initiator: side('Kim', ['he signed up for a 90 a month climbing gym without telling me'], ['cancel it or we take it out of his own spending money'], ['we are saving for a wedding and every month counts']),
      collaborator: side('Raf', ['its my health'], ['keep it'], ['climbing is the only thing that helps my back pain and my head after work, the cheap gym had no wall']),
    },
    conflictType: 'task',
    typeNote: 'whether a monthly gym fee comes out of shared money',
    concerns: {
      initiator: ['without telling', 'cancel', 'spending money', 'saving', 'wedding', '90'],
      collaborator: ['health', 'back pain', 'climbing', 'head', 'keep it', 'wall'],
    },
  },
  {
    id: 'partners-in-laws-sunday',
    audience: 'partners',
    answers: {
      initiator: side(
        'Priya',
        [
          'Every single sunday we drive an hour to his parents for lunch, and have done for three years. I never get a weekend day that is just ours, by the time we are back its dark and I still have laundry and prep for the week. His mum is lovely but I am exhausted and I feel like nobody asked me if this is how I want to spend my sundays',
        ],
        ['every other sunday, and the other ones are for us or for my friends'],
        ['I need one day to recharge or I start monday already tired and snappy'],
      ),
      collaborator: side('Arjun', ['priya wants to cut sundays'], ['keep going most weeks'], ['my dad had a stroke last year and I dont know how many sundays we have left with him']),
    },
    conflictType: 'values',
    typeNote: 'time for the couple against time with an ailing parent',
    concerns: {
      initiator: ['every other sunday', 'weekend', 'recharge', 'exhausted', 'friends', 'tired', 'nobody asked', 'laundry'],
      collaborator: ['stroke', 'dad', 'left with him', 'most weeks', 'keep going'],
    },
  },
  {
    id: 'parent-teen-curfew',
    audience: 'parent-adult-child',
    answers: {
      initiator: side('Gloria', ['My daughter comes home at 1am on school nights and wont answer her phone'], ['home by 11 and she picks up when I call'], ['i lie awake imagining the worst, last month a girl from her school was hit by a car']),
      collaborator: side('Bianca', ['mom treats me like a baby, im 17'], ['midnight on weekends, and i text instead of calling in front of my friends'], ['its humiliating when she calls five times and everyone hears, and i have never done anything to not be trusted']),
    },
    conflictType: 'values',
    typeNote: 'a parent’s fear for safety against a teenager’s wish for trust and independence',
    concerns: {
      initiator: ['1am', 'school nights', 'answer her phone', 'home by 11', 'picks up', 'lie awake', 'worst', 'hit by a car'],
      collaborator: ['baby', '17', 'midnight', 'weekends', 'text', 'humiliating', 'trusted', 'friends'],
    },
  },
  {
    id: 'parent-dad-driving',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Owen',
        ['Dad scraped two cars in the supermarket car park this month and didnt notice. He is 84 and his eyesight is going.'],
        ['He stops driving and we set up a taxi account and I drive him on saturdays'],
        ['I could not live with it if he hurt a child'],
      ),
      collaborator: side('Walter', ['I have driven for sixty years without an accident'], ['I keep my car'], ['without it I am stuck in this house, the bus doesnt come up the hill and I wont be a burden asking for lifts']),
    },
    conflictType: 'values',
    typeNote: 'an elderly father’s independence against his son’s fear for others’ safety',
    concerns: {
      initiator: ['scraped', 'eyesight', 'stops driving', 'taxi', 'saturdays', 'hurt a child', '84'],
      collaborator: ['sixty years', 'accident', 'keep my car', 'stuck', 'bus', 'hill', 'burden', 'lifts'],
    },
  },
  {
    id: 'siblings-wedding-speech',
    audience: 'siblings-family',
    answers: {
      initiator: side('Nora', ['my brother said i cant give a speech at his wedding bc his fiancee thinks i will embarass them'], ['a short speech, 3 mins, he can read it first'], ['i am his only sister and i raised him half his childhood when mum was working nights']),
      collaborator: side(
        'Pete',
        ['Nora drinks at weddings and at our cousins she took the mic and told a story about my ex'],
        ['no speech, she can do a toast at the rehearsal dinner instead'],
        ['Hannahs family are very formal and I want one day without worrying what my sister will say'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'trust in how a sister behaves in public and her place at her brother’s wedding',
    concerns: {
      initiator: ['speech', 'short', 'read it first', 'only sister', 'raised him', 'embarass', '3 mins'],
      collaborator: ['drinks', 'mic', 'ex', 'toast', 'rehearsal dinner', 'formal', 'worrying'],
    },
  },
  {
    id: 'siblings-inheritance-jewellery',
    audience: 'siblings-family',
    answers: {
      initiator: side('Carmen', ['Lucia took grandmas ring before the will was read'], ['she gives it back and we divide the jewellery with the list'], ['Grandma told me twice I would get the ring, and the list is how she wanted it']),
      collaborator: side('Lucia', ['I took the ring because I was the one who nursed her for two years'], ['I keep the ring, Carmen can choose anything else'], ['it is all I have left of her hands, I held them every day at the end']),
    },
    conflictType: 'values',
    typeNote: 'a promised keepsake against the one who cared for grandmother',
    concerns: {
      initiator: ['will', 'gives it back', 'divide', 'list', 'told me twice', 'how she wanted'],
      collaborator: ['nursed', 'two years', 'choose anything else', 'hands', 'held', 'end', 'keep the ring'],
    },
  },
  {
    id: 'cofounders-sales-hire-roommate',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Marco',
        ['Sanne wants to hire her old roommate as head of sales without interviewing anyone else.'],
        ['We interview at least three candidates with the same questions, and her friend is one of them'],
        ['Our first hire sets the bar, and if it goes wrong it is very hard to fire a friend of a founder'],
      ),
      collaborator: side('Sanne', ['we need sales now'], ['hire Joost this month'], ['we have 5 months runway, Joost closed deals at my last company and a 3 month search would eat what we have left']),
    },
    conflictType: 'task',
    typeNote: 'how the first sales hire is made and how fast',
    concerns: {
      initiator: ['interview', 'three candidates', 'same questions', 'sets the bar', 'fire', 'roommate', 'without interviewing'],
      collaborator: ['runway', '5 months', 'closed deals', 'this month', 'search', 'now'],
    },
  },
  {
    id: 'teammates-meeting-interruptions',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side('Femi', ['Dana talks over me in every planning meeting, i stopped bothering to speak'], ['let me finish my point'], ['i have ideas that never get heard and i am starting to look for another job']),
      collaborator: side(
        'Dana',
        ['Femi goes quiet and then complains afterwards in DMs. Meetings are 30 mins and we have ten things to get through.'],
        ['put points in the agenda doc beforehand so we get to them'],
        ['if i dont keep it moving we overrun and the devs lose their afternoon'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how the two speak in meetings: interrupting and going quiet',
    concerns: {
      initiator: ['talks over', 'finish', 'point', 'heard', 'ideas', 'another job', 'speak'],
      collaborator: ['agenda', 'beforehand', 'DMs', 'complains', 'overrun', '30 mins', 'moving', 'devs'],
    },
  },
  {
    id: 'manager-remote-days',
    audience: 'manager-report',
    answers: {
      initiator: side('Ingrid', ['Pablo has been working from home four days out of five since the summer, the team agreement is three days in office'], ['three days in the office like everyone else'], ['the juniors need someone senior in the room to ask, and others are starting to ask why he gets an exception']),
      collaborator: side('Pablo', ['commute is 2 hours each way'], ['two office days'], ['i get more done at home and my output shows it, four hours on trains is four hours not with my kids']),
    },
    conflictType: 'task',
    typeNote: 'how many office days, set against a long commute',
    concerns: {
      initiator: ['three days', 'office', 'juniors', 'senior', 'exception', 'team agreement', 'everyone else'],
      collaborator: ['commute', '2 hours', 'two office days', 'output', 'trains', 'kids', 'more done'],
    },
  },
  {
    id: 'manager-credit-in-review',
    audience: 'manager-report',
    answers: {
      initiator: side('Leon', ['In the quarterly review my manager presented the pricing analysis as her work. I did it over three weekends.'], ['she corrects it with the directors'], ['I was told I would be put forward for promotion this year, and now nobody up there knows what I did']),
      collaborator: side('Ruth', ['it was a team deliverable'], ['leon raises this with me first, not in the team channel'], ['I present for the whole team and I cant list every name on every slide, and being called out in public undermined me with my own boss']),
    },
    conflictType: 'values',
    typeNote: 'recognition for one person’s work against presenting as a team',
    concerns: {
      initiator: ['pricing analysis', 'three weekends', 'corrects', 'directors', 'promotion', 'her work'],
      collaborator: ['team deliverable', 'first', 'channel', 'whole team', 'every name', 'called out', 'undermined', 'public'],
    },
  },
  {
    id: 'housemates-boyfriend-staying',
    audience: 'housemates',
    answers: {
      initiator: side('Tasha', ['Gemmas boyfriend basically lives here now, 5 nights a week, showers in the morning rush, eats our food'], ['max 2 nights a week or he pays a share of the bills'], ['i signed up to live with one person not two and the water and heating bill went up 40 pound']),
      collaborator: side('Gemma', ['hes not here that much'], ['a few nights is fine'], ['his flat is an hour from my work and i shouldnt have to ask permission to see my boyfriend in my own home']),
    },
    conflictType: 'task',
    typeNote: 'how many nights a partner stays and who pays for it',
    concerns: {
      initiator: ['5 nights', '2 nights', 'showers', 'food', 'share of the bills', 'bills', 'heating', 'signed up'],
      collaborator: ['permission', 'own home', 'an hour', 'work', 'a few nights', 'see my boyfriend'],
    },
  },
  {
    id: 'housemates-cleaning-standards',
    audience: 'housemates',
    answers: {
      initiator: side('Ollie', ['clean enough'], ['a cleaner every two weeks split three ways'], ['i work nights and do not want to spend my days off scrubbing, 15 quid each is worth it']),
      collaborator: side(
        'Ines',
        [
          'We made a rota in september and Ollie has skipped his bathroom week three times now. I end up doing it because I cant use a bathroom like that, and then it looks like the rota works when really it is me.',
        ],
        ['everyone does their rota week properly, and if you skip you do the next one too'],
        ['I am a student, I cannot afford a cleaner, and I want it to be fair, not paid off'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how the cleaning is shared: a paid cleaner or the rota',
    concerns: {
      initiator: ['cleaner', 'two weeks', 'split', 'nights', 'days off', 'scrubbing', '15 quid'],
      collaborator: ['rota', 'bathroom', 'skipped', 'skip', 'student', 'afford', 'fair', 'properly'],
    },
  },
  {
    id: 'neighbours-leylandii-height',
    audience: 'neighbours',
    answers: {
      initiator: side('Graham', ['the leylandii hedge is over 4 metres now'], ['cut to 2 metres'], ['our whole back garden and the kitchen are dark from 2pm, my wife is depressed in winter and the tomatoes wont grow']),
      collaborator: side(
        'Pat',
        ['Graham keeps leaving notes in my letterbox about the hedge. It was there when we bought the house and it blocks the view from the road into our living room.'],
        ['trim the top a bit each autumn, not cut it down'],
        ['we had a break in before we planted it and I feel safer with it, a 2m hedge anyone can see over'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how tall a boundary hedge is kept',
    concerns: {
      initiator: ['4 metres', '2 metres', 'dark', 'back garden', 'kitchen', 'depressed', 'winter', 'tomatoes', 'light'],
      collaborator: ['notes', 'letterbox', 'view', 'living room', 'trim', 'autumn', 'break in', 'safer'],
    },
  },
  {
    id: 'neighbours-dog-barking',
    audience: 'neighbours',
    answers: {
      initiator: side('Yusuf', ['your dog barks all day when you are out, i work from home'], ['do something about it'], ['i had to move a job interview because i couldnt hear myself think, this is my livelihood']),
      collaborator: side('Claudia', ['Yusuf shouted at me over the fence in front of my kids about the dog'], ['he comes to the door and talks to me calmly if there is a problem, and I get a dog walker at lunch'], ['Bruno is a rescue and gets anxious alone, I am doing my best and my kids were scared']),
    },
    conflictType: 'task',
    typeNote: 'a dog barking while its owner is out, and how it is raised',
    concerns: {
      initiator: ['barks', 'work from home', 'job interview', 'hear myself think', 'livelihood', 'all day'],
      collaborator: ['shouted', 'calmly', 'dog walker', 'lunch', 'rescue', 'anxious', 'scared', 'kids', 'door'],
    },
  },

  // ------------------------------------------------ issue 28: the best statement names both sides, second round
  // Written before the engine's statements were changed again, to check it blind: lowercase
  // "i"/"im", long run-on sentences, one side terse and the other long, a concern said only in
  // why it matters, conflicts near others in subject (money, care, noise) but not the same.
  {
    id: 'partners-adopt-dog',
    audience: 'partners',
    answers: {
      initiator: side('Lena', ['i want a dog so badly, ive wanted one since i was a kid and now we finally have a garden'], ['adopt a rescue dog this spring'], ['i work from home and im lonely most days, a dog would get me outside']),
      collaborator: side('Jonas', ['Lena wants a dog'], ['not yet'], ['we travel every few months and I am allergic to most breeds, I do not want to spend my weekends sneezing']),
    },
    conflictType: 'task',
    typeNote: 'whether and when to take on a dog',
    concerns: {
      initiator: ['rescue', 'spring', 'lonely', 'garden', 'outside', 'work from home', 'since i was a kid'],
      collaborator: ['not yet', 'travel', 'allergic', 'breeds', 'sneezing', 'weekends'],
    },
  },
  {
    id: 'partners-second-child',
    audience: 'partners',
    answers: {
      initiator: side('Hana', ['I want us to start trying for a second baby before I turn 37'], ['we decide by summer and start trying in the autumn'], ['i grew up an only child and was so lonely, i dont want that for Mila']),
      collaborator: side(
        'Tobias',
        ['not ready'],
        ['wait two years until I finish my night shifts and we move out of the one bedroom flat'],
        ['the first year with Mila nearly broke us, I was sleeping three hours a night and we fought all the time'],
      ),
    },
    conflictType: 'values',
    typeNote: 'whether and when to have a second child',
    concerns: {
      initiator: ['second baby', '37', 'by summer', 'autumn', 'only child', 'lonely', 'start trying'],
      collaborator: ['not ready', 'two years', 'night shifts', 'one bedroom', 'first year', 'sleeping', 'three hours', 'fought', 'broke us'],
    },
  },
  {
    id: 'parent-dad-new-partner',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Rosa',
        [
          'Dad met Evelyn online four months after mums funeral and now she is moving into the house. Mums clothes are still in the wardrobe and Evelyn has already repainted the kitchen mum chose. I found out from my aunt, not from him, and when I said it was too soon he told me I was being selfish.',
        ],
        ['slow down, wait a year before she moves in, and let me and my brother sort out mums things first'],
        ['that house is the last place my mum is, and I need to grieve her without feeling like she is being erased'],
      ),
      collaborator: side('Victor', ['I am 72 and I was lonely'], ['Evelyn moves in next month and my children are polite to her'], ['i nursed your mother for six years, i have a right to some happiness in the time i have left']),
    },
    conflictType: 'values',
    typeNote: 'a daughter’s grief for her mother against her widowed father’s right to a new life',
    concerns: {
      initiator: ['four months', 'funeral', 'clothes', 'wardrobe', 'repainted', 'aunt', 'too soon', 'wait a year', 'sort out', 'grieve', 'erased', 'slow down'],
      collaborator: ['72', 'lonely', 'next month', 'polite', 'nursed', 'six years', 'happiness', 'a right to', 'time i have left'],
    },
  },
  {
    id: 'parent-mum-spare-key',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Ingrid',
        ['mum has a key and lets herself in whenever she likes, last week she walked in while we were asleep on a saturday'],
        ['she texts before coming and uses the key only in emergencies'],
        ['its our home and i want to feel like an adult in it, my partner is really uncomfortable'],
      ),
      collaborator: side('Birgit', ['I bring them food and do their ironing'], ['keep the key'], ['I am on my own since your father died and being useful to you is what gets me out of bed']),
    },
    conflictType: 'values',
    typeNote: 'an adult daughter’s privacy in her home against her widowed mother’s wish to be needed',
    concerns: {
      initiator: ['lets herself in', 'whenever', 'asleep', 'texts', 'emergencies', 'our home', 'adult', 'partner', 'uncomfortable'],
      collaborator: ['food', 'ironing', 'keep the key', 'on my own', 'father died', 'useful', 'out of bed'],
    },
  },
  {
    id: 'siblings-friday-babysitting',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Leila',
        ['i asked my brother to have the kids on fridays so i can do the late shift at the hospital and he said yes in september and now he keeps cancelling the same morning'],
        ['he tells me by wednesday if he cant do a friday, and does at least 3 a month'],
        ['when he cancels late i lose the shift and the pay, and i am on my own with them since the divorce'],
      ),
      collaborator: side(
        'Sami',
        [
          'I love my nephews but I never agreed to every Friday forever. I said I would help out while she found a childminder. It has been five months, I have not been out with my friends on a Friday since, and when I said I had a date she made me feel like a terrible uncle in the family group chat.',
        ],
        ['two Fridays a month, and she looks for a childminder for the rest'],
        ['I want to help my sister but I also need a life of my own, I am 26'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how many Fridays a brother minds his sister’s children and how cancellations are handled',
    concerns: {
      initiator: ['wednesday', '3 a month', 'late shift', 'hospital', 'cancelling', 'same morning', 'lose the shift', 'pay', 'divorce', 'on my own'],
      collaborator: ['forever', 'childminder', 'five months', 'friends', 'date', 'group chat', 'terrible uncle', 'two fridays', 'life of my own', '26'],
    },
  },
  {
    id: 'siblings-parents-anniversary-trip',
    audience: 'siblings-family',
    answers: {
      initiator: side('Marta', ['my sister wants to spend 1200 on a trip for our parents 40th and i earn half what she does'], ['split it by income, or a smaller gift'], ['i have a student loan and two kids and i am already behind on the car']),
      collaborator: side(
        'Elif',
        ['It is their 40th, we only do this once.'],
        ['The cruise, split 50/50 like we always do'],
        ['They paid for both our weddings and helped with your deposit, it is the least we can do'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how two sisters split the cost of a gift when one earns much less',
    concerns: {
      initiator: ['earn half', 'by income', 'smaller gift', 'student loan', 'two kids', 'behind on the car', '1200'],
      collaborator: ['cruise', 'once', '50/50', 'always', 'weddings', 'deposit', 'least we can do'],
    },
  },
  {
    id: 'cofounders-open-source-core',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Yuki',
        [
          'I think we should release the core library as open source. Developers do not trust closed tools anymore, every competitor that grew fast in our space did it, and half of our early users found us through a blog post about our parser.',
        ],
        ['Open-source the core under MIT, keep the hosted dashboard paid'],
        ['I started this company to build tools people can inspect and fix themselves'],
      ),
      collaborator: side('Tariq', ['giving away our product'], ['keep it closed until we have 50 paying customers'], ['investors asked about our moat in every meeting, and a big company could fork us overnight']),
    },
    conflictType: 'values',
    typeNote: 'openness as a founding principle against protecting the business',
    concerns: {
      initiator: ['open source', 'MIT', 'trust', 'inspect', 'fix themselves', 'blog post', 'developers', 'competitor', 'hosted dashboard'],
      collaborator: ['giving away', 'closed', '50 paying customers', 'investors', 'moat', 'fork', 'overnight'],
    },
  },
  {
    id: 'teammates-pairing-keyboard',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Aiko',
        ['when we pair, Jonas takes the keyboard after 2 minutes and types it himself'],
        ['let me drive, even if it is slower, and explain instead of fixing'],
        ['i am 6 months in and i am not learning anything, in my review they said i need more independence'],
      ),
      collaborator: side('Jonas', ['deadline'], ['pair on the hard tickets only, she takes the simple ones solo'], ['we promised the client the release on the 14th and i am the one who gets the call if it slips']),
    },
    conflictType: 'task',
    typeNote: 'how pairing work is shared between learning and a deadline',
    concerns: {
      initiator: ['keyboard', '2 minutes', 'drive', 'slower', 'explain', 'fixing', '6 months', 'learning', 'review', 'independence'],
      collaborator: ['deadline', 'hard tickets', 'simple ones', 'solo', 'client', '14th', 'release', 'slips', 'gets the call'],
    },
  },
  {
    id: 'manager-training-course',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Nadia',
        ['I asked for a data science course three times and it keeps getting pushed to next quarter.'],
        ['Approval for the course starting in March, it costs 2000 euros'],
        ['I want to move into the analytics team and without this I will be stuck doing reports by hand forever'],
      ),
      collaborator: side('Bernd', ['budget frozen'], ['wait until Q3, or take the free internal course'], ['i had to cut two contractors this year and i cannot explain a 2k course to finance right now']),
    },
    conflictType: 'task',
    typeNote: 'whether and when a training course is paid for',
    concerns: {
      initiator: ['data science', 'three times', 'pushed', 'march', '2000', 'analytics', 'stuck', 'by hand'],
      collaborator: ['frozen', 'q3', 'free', 'internal', 'contractors', 'finance', 'cut'],
    },
  },
  {
    id: 'manager-client-dress-code',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Fiona',
        ['Kai started wearing a nose ring and ripped jeans to client meetings'],
        ['smart clothes and no facial piercings when we meet clients, anything goes in the office'],
        ['our clients are banks and a lot of them are old fashioned, one already asked me if we are a serious firm'],
      ),
      collaborator: side('Kai', ['its how i look'], ['the ring stays, i can do smart trousers for meetings'], ['i spent years hiding who i am at my last job and i promised myself i would not do that again']),
    },
    conflictType: 'values',
    typeNote: 'a firm’s image with conservative clients against being oneself at work',
    concerns: {
      initiator: ['ripped jeans', 'smart clothes', 'piercings', 'clients', 'banks', 'old fashioned', 'serious firm', 'office'],
      collaborator: ['how i look', 'ring stays', 'smart trousers', 'hiding', 'who i am', 'last job', 'promised myself'],
    },
  },
  {
    id: 'housemates-bike-in-hallway',
    audience: 'housemates',
    answers: {
      initiator: side('Mirela', ['Theo keeps his racing bike in the hallway and I bang my shins on it every morning'], ['bike in the shed or in his room'], ['i have a bad knee from a fall last year and the hall is already narrow']),
      collaborator: side(
        'Theo',
        [
          'The bike cost 4000 euros and the shed has no lock, two bikes were stolen from our street in October. I tried it in my room but the door will not close and it leaves oil on the carpet, which our landlord will take from the deposit.',
        ],
        ['a wall hook in the hallway so it hangs flat, I will pay for it'],
        ['cycling is how I get to work and I cannot afford to replace it'],
      ),
    },
    conflictType: 'task',
    typeNote: 'where an expensive bike is kept in a shared flat',
    concerns: {
      initiator: ['shins', 'his room', 'bad knee', 'fall', 'narrow', 'every morning'],
      collaborator: ['no lock', 'stolen', 'oil', 'carpet', 'landlord', 'wall hook', 'hangs', 'pay for it', 'cycling', 'get to work', 'replace'],
    },
  },
  {
    id: 'housemates-food-taken',
    audience: 'housemates',
    answers: {
      initiator: side('Ben', ['someone keeps eating my food, i labelled it and it still goes'], ['ask before taking anything, and replace it the same week'], ['i budget every meal to the euro, when my lunch is gone i dont eat']),
      collaborator: side(
        'Ollie',
        [
          'I have taken Bens milk maybe twice when I got back late and the shops were shut, and I always meant to replace it. Ben has used my pans and olive oil for months and I never said a word because I thought we were a house that shares. Now there are passive aggressive notes on the fridge.',
        ],
        ['we talk to each other instead of notes, and we have a shared shelf for basics'],
        ['I do not want to live somewhere where I feel watched every time I open the fridge'],
      ),
    },
    conflictType: 'task',
    typeNote: 'whose food is whose in a shared kitchen and how it is raised',
    concerns: {
      initiator: ['ask before', 'same week', 'budget', 'euro', 'lunch', 'labelled', 'dont eat', 'eating my food'],
      collaborator: ['notes', 'shares', 'shared shelf', 'basics', 'pans', 'olive oil', 'watched', 'talk to each other', 'passive aggressive'],
    },
  },
  {
    id: 'housemates-moody-silences',
    audience: 'housemates',
    answers: {
      initiator: side('Jade', ['when Kit is in a mood the whole flat goes silent for days and i dont know what i did'], ['tell me when something is wrong, even in one line'], ['i grew up walking on eggshells around my dad and i cant do that at home again']),
      collaborator: side(
        'Kit',
        ['I am not in a mood, I get migraines and I need quiet'],
        ['Jade does not take it personally and does not knock on my door every hour to ask if I am ok'],
        ['talking about it when my head is splitting makes it worse, and I feel like I have to look after her feelings when I am the one in pain'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how a housemate’s withdrawal is read and answered',
    concerns: {
      initiator: ['silent', 'days', 'what i did', 'something is wrong', 'one line', 'eggshells', 'dad'],
      collaborator: ['migraines', 'quiet', 'personally', 'knock', 'every hour', 'head', 'splitting', 'pain', 'feelings'],
    },
  },
  {
    id: 'neighbours-scaffolding-garden',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Kwame',
        ['next door is building a two storey extension and the scaffolding has been on our side of the fence for 6 weeks without asking'],
        ['scaffolding off our garden by the end of the month and our lawn repaired'],
        ['my kids cant play outside and we paid for that turf last spring'],
      ),
      collaborator: side('Deborah', ['builders'], ['two more weeks'], ['if they take it down now the roof stays open and it will rain into my daughters room']),
    },
    conflictType: 'task',
    typeNote: 'how long building scaffolding stands in a neighbour’s garden',
    concerns: {
      initiator: ['scaffolding', 'without asking', 'end of the month', 'lawn', 'turf', 'kids', 'play outside', '6 weeks'],
      collaborator: ['builders', 'two more weeks', 'roof', 'open', 'rain', 'daughter'],
    },
  },
  {
    id: 'neighbours-rooster-crowing',
    audience: 'neighbours',
    answers: {
      initiator: side('Brigid', ['the rooster next door starts at 4.45 every morning'], ['get rid of the rooster, keep the hens if you want'], ['i am a nurse on late shifts, i get to bed at 1 and i am running on 4 hours sleep']),
      collaborator: side(
        'Emre',
        [
          'We got the hens so the kids learn where food comes from, and the rooster came in the same box by mistake. The kids named him Captain and my youngest would be heartbroken. We already shut him in a dark coop at night which is supposed to help.',
        ],
        ['a blackout coop and we let him out at 7, not earlier'],
        ['I do not want my children to learn that you give an animal away when it is inconvenient'],
      ),
    },
    conflictType: 'task',
    typeNote: 'a crowing rooster against a neighbour’s sleep',
    concerns: {
      initiator: ['4.45', 'get rid', 'nurse', 'late shifts', 'bed at 1', '4 hours', 'sleep', 'every morning'],
      collaborator: ['kids learn', 'named him', 'heartbroken', 'blackout', 'at 7', 'give an animal away', 'inconvenient', 'children', 'dark coop'],
    },
  },
  {
    id: 'partners-career-break',
    audience: 'partners',
    answers: {
      initiator: side('Amara', ['i want to go back to uni'], ['a full time masters from september'], ['im 34 and stuck, this is my last chance to change careers']),
      collaborator: side(
        'Emeka',
        [
          'Amara wants to quit her job and study for a year. We just fixed our mortgage at a higher rate, the car needs replacing and I already do overtime most weekends. I am not against the masters, I am against doing it now with no plan for the money, because last time we were short I had to borrow from my brother and I swore never again.',
        ],
        ['a part time masters while she keeps working three days, or wait until we have six months of savings'],
        ['I grew up watching my parents fight about money every night and I will not have that in our house'],
      ),
    },
    conflictType: 'values',
    typeNote: 'a partner’s chance to change careers against the household’s financial security',
    concerns: {
      initiator: ['uni', 'full time', 'september', '34', 'stuck', 'last chance', 'change careers'],
      collaborator: ['mortgage', 'car', 'overtime', 'no plan', 'borrow', 'brother', 'part time', 'three days', 'six months', 'savings', 'fight about money'],
    },
  },
  // ---------------------------------------------------------------- added for issue 28, type check
  // Twenty more conflicts where the setting word (money, chores, work, a car, a flat) is not
  // what the conflict is about, or where upset words come with a practical disagreement, typed
  // as people type (lowercase, typos, long answers). Written, labelled and given concern words
  // from the text alone, before the type classifier was changed for them (issue 28).
  {
    id: 'partners-digs-about-spending',
    audience: 'partners',
    answers: {
      initiator: side(
        'Nadia',
        ['every time a parcel comes he says something like "oh another one, must be nice" or "who is paying for that then". its never a real conversation about money, just little digs in front of the kids'],
        ['stop the snide comments. if something bothers him he can say it to me properly, once, not as a joke'],
        ['i earn my own money and i feel like a child being told off. it makes me not want to tell him anything'],
      ),
      collaborator: side(
        'Karim',
        ["they're jokes, she takes everything so personally. i don't even care about the parcels"],
        ['that she laughs it off sometimes instead of going cold on me for the whole evening'],
        ['i cant say a single thing without it turning into a fight, i walk on eggshells'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how he remarks on her purchases and how she reacts: digs, jokes and going cold',
    concerns: {
      initiator: ['comments', 'digs', 'snide', 'joke', 'told off', 'child', 'properly'],
      collaborator: ['jokes', 'personally', 'laughs', 'cold', 'fight', 'eggshells'],
    },
  },
  {
    id: 'housemates-cleaning-redone',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Ollie',
        ['I clean the bathroom on my week and Freya goes in straight after and does it again while sighing really loudly so I can hear. Then there are post-it notes on the mirror with smiley faces that are clearly not friendly.'],
        ['Talk to me like an adult if something isnt clean enough, no notes, no sighing'],
        ['Its humiliating. I dread coming home'],
      ),
      collaborator: side(
        'Freya',
        ['when i tell him anything directly he gets defensive and storms off, so i gave up and wrote notes'],
        ['that he hears it without snapping at me'],
        ['i am not his mum and i am tired of being the bad guy'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'notes, sighing and snapping: how two housemates raise things with each other',
    concerns: {
      initiator: ['notes', 'sighing', 'adult', 'humiliating', 'dread', 'talk'],
      collaborator: ['defensive', 'storms off', 'snapping', 'hears', 'bad guy', 'directly'],
    },
  },
  {
    id: 'manager-hovering',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Tariq',
        ['my manager Ingrid pings me on teams every hour asking for an update, stands behind my chair reading my screen, rewrites my emails before they go out. I have 9 years experience'],
        ['give me the task and the deadline and let me get on with it, check at the end'],
        ['i feel like she thinks im an idiot and honestly im starting to second guess myself'],
      ),
      collaborator: side(
        'Ingrid',
        ['Tariq goes quiet for days and I only find out things went wrong from the client. When I ask he gets short with me.'],
        ['Tariq tells me early when something is slipping, without getting prickly about it.'],
        ['I have been burned before by people who said everything was fine'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'watching over someone and going quiet: how a manager and a report deal with each other',
    concerns: {
      initiator: ['update', 'screen', 'rewrites', 'experience', 'idiot', 'second guess', 'let me get on'],
      collaborator: ['quiet', 'tells me early', 'short', 'prickly', 'burned', 'slipping'],
    },
  },
  {
    id: 'cofounders-temper-with-staff',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Ruth',
        ['We missed the revenue target again and in the Monday meeting Pavel swore at the sales team and threw his notebook on the table. Two people came to me crying after.'],
        ['He apologises to the team and when he is angry he leaves the room before saying anything'],
        ['people are scared of him. we cant keep anyone if this goes on'],
      ),
      collaborator: side(
        'Pavel',
        ['Ruth smooths everything over and then goes silent on me for a week instead of saying it to my face'],
        ['if she has a problem with me she says it that day, in private'],
        ['I am passionate, I get loud, I am not a monster. the silent treatment is worse'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'a temper in meetings against silence afterwards: how two cofounders treat people',
    concerns: {
      initiator: ['swore', 'notebook', 'crying', 'apologises', 'angry', 'leaves the room', 'scared'],
      collaborator: ['silent', 'face', 'private', 'same day', 'loud', 'monster', 'silent treatment'],
    },
  },
  {
    id: 'neighbours-stairwell',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Agnieszka',
        ['the man upstairs never says hello, lets the door slam in my face when i have shopping, and last week muttered something about "foreigners" on the stairs'],
        ['basic politeness. a hello. and he stops the remarks'],
        ['i have lived here 12 years and i feel unwelcome in my own building'],
      ),
      collaborator: side(
        'Geoff',
        ["She watches everyone from her door and tells the whole building what I'm doing. I didn't say anything about foreigners, I was talking about the letting agents."],
        ['stop gossiping about me to the other flats'],
        ["I'm a private person, I don't want to chat on the stairs and that's not a crime"],
      ),
    },
    conflictType: 'personality',
    typeNote: 'greetings, remarks and gossip: how two neighbours treat each other',
    concerns: {
      initiator: ['hello', 'door', 'slam', 'muttered', 'politeness', 'remarks', 'unwelcome'],
      collaborator: ['watches', 'gossiping', 'private', 'chat', 'stairs', 'crime'],
    },
  },
  {
    id: 'siblings-left-on-read',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Chiara',
        ['i post in the family chat and marco just leaves it on read, then replies to our cousin in 2 min with a meme. when i call him out he says im "being dramatic" in front of everyone'],
        ['answer me, even just one line. and dont call me dramatic in the group'],
        ['it feels like he is ignoring me on purpose and laughing at me'],
      ),
      collaborator: side(
        'Marco',
        ['Chiara sends long passive aggressive messages at midnight and then gets everyone to pile on me.'],
        ['she calls me if she is upset instead of posting it in the group'],
        ['i dont want every argument to be public'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'ignoring, mocking and passive aggression in a family chat',
    concerns: {
      initiator: ['read', 'answer', 'dramatic', 'ignoring', 'laughing', 'one line'],
      collaborator: ['passive aggressive', 'midnight', 'pile on', 'calls', 'group', 'public'],
    },
  },
  {
    id: 'partners-flying-to-family',
    audience: 'partners',
    answers: {
      initiator: side(
        'Sigrid',
        ['I stopped flying 3 years ago because of the climate. Now Dev wants us to fly to Chennai twice a year and for every wedding in his family.'],
        ['we go by train where we can, and fly to india once every two years at most'],
        ['I cannot march for the climate on saturday and get on a plane on sunday. it goes against everything i believe'],
      ),
      collaborator: side(
        'Dev',
        ['my grandmother is 91 and she has never met sigrid properly. my family think shes too good for them'],
        ['we go for every big family occasion, together'],
        ['family is not optional for me. I was raised that you show up'],
      ),
    },
    conflictType: 'values',
    typeNote: 'a conviction about the climate against what family means to the other',
    concerns: {
      initiator: ['flying', 'climate', 'train', 'once every two years', 'believe', 'plane'],
      collaborator: ['grandmother', 'family', 'occasion', 'together', 'show up', 'raised', 'wedding'],
    },
  },
  {
    id: 'cofounders-betting-client',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Emeka',
        ['A sports betting company wants to sign a 200k contract with us for their app. Laura wants to sign this week.'],
        ['we say no to gambling clients, and write that down as a rule'],
        ['my uncle lost his house to betting. i did not start this company to help them hook people'],
      ),
      collaborator: side(
        'Laura',
        ['we have 4 months of cash and 6 salaries to pay. Emeka is turning down money on principle while we go under'],
        ['sign it, one year, and we review who we work with once we can afford to be picky'],
        ['the team trusted us with their jobs, keeping them employed is the ethical thing too'],
      ),
    },
    conflictType: 'values',
    typeNote: 'whether to work for a gambling company: a principle against the duty to keep the team paid',
    concerns: {
      initiator: ['betting', 'gambling', 'no', 'rule', 'uncle', 'hook'],
      collaborator: ['cash', 'salaries', 'sign', 'one year', 'picky', 'team', 'jobs', 'ethical'],
    },
  },
  {
    id: 'housemates-weed-in-flat',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Bilal',
        ["Jamie's friends smoke weed in the living room most weekends. The smell gets into my room and my clothes."],
        ['no drugs in the flat, full stop. outside is your business'],
        ["It's illegal here and I'm a trainee pharmacist, if there is ever a search I lose my registration. I also just don't agree with it"],
      ),
      collaborator: side(
        'Jamie',
        ['Bilal is acting like im running a drug den, its a bit of weed with friends on a saturday'],
        ['i can have people over in my own home and do what i want in my room'],
        ['im an adult and i pay half the rent, he doesnt get to decide how i live'],
      ),
    },
    conflictType: 'values',
    typeNote: 'what is right and legal against each adult’s freedom in a shared home',
    concerns: {
      initiator: ['weed', 'smell', 'no drugs', 'illegal', 'pharmacist', 'registration', "don't agree"],
      collaborator: ['friends', 'own home', 'my room', 'adult', 'how i live', 'decide'],
    },
  },
  {
    id: 'parent-grandkids-presents',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Yusuf',
        ['Dad turns up every visit with bags of plastic toys and sweets for the kids, even after we asked him to stop. The playroom is full and the kids now expect a present every time they see him.'],
        ['one present at birthdays and eid, and the rest of the time he spends time with them instead'],
        ['We are trying to raise them to not want more and more stuff. Its about who they become'],
      ),
      collaborator: side(
        'Hamza',
        ['My son makes me feel like a criminal for buying a toy car for my own grandson'],
        ['let me spoil them a little, that is what a grandfather is for'],
        ['I had nothing as a boy. Giving them what I never had is my joy, and I wont be here forever'],
      ),
    },
    conflictType: 'values',
    typeNote: 'how children are raised about things against what giving means to a grandfather',
    concerns: {
      initiator: ['toys', 'sweets', 'present', 'birthdays', 'stuff', 'raise', 'expect'],
      collaborator: ['spoil', 'grandfather', 'grandson', 'nothing as a boy', 'joy', 'criminal'],
    },
  },
  {
    id: 'siblings-dads-new-partner',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Ines',
        ['Mum died 14 months ago and Dad wants to bring his new girlfriend to Christmas at my brother’s. Rui already said yes without asking me.'],
        ['Not this Christmas. Maybe next year, when it is not the first one without mum at the table.'],
        ['It feels like we are replacing her. I am not ready and I think it is disrespectful to her memory'],
      ),
      collaborator: side(
        'Rui',
        ['dad has been alone and depressed for a year, lena makes him happy again. Ines wants to freeze everything the way it was'],
        ['lena comes, we welcome her, and we still do mums rice pudding like every year'],
        ['mum made him promise he would not be alone. she would want him happy'],
      ),
    },
    conflictType: 'values',
    typeNote: 'honouring a mother’s memory against a father’s happiness and her wish for him',
    concerns: {
      initiator: ['Christmas', 'next year', 'replacing', 'not ready', 'disrespectful', 'memory', 'first one'],
      collaborator: ['alone', 'depressed', 'happy', 'welcome', 'rice pudding', 'promise'],
    },
  },
  {
    id: 'partners-who-keeps-house',
    audience: 'partners',
    answers: {
      initiator: side(
        'Rafael',
        ['I work full time and so does Lucía, but she thinks cooking and cleaning is mostly my job because I finish earlier. In my family my mother did all of it and my father brought the money in, and honestly that worked'],
        ['I do the garden, the car and the repairs, she does the inside, like normal couples'],
        ['this is how i grew up, a man shouldnt be judged for that'],
      ),
      collaborator: side(
        'Lucía',
        ['Rafael thinks the house is the woman’s job. It is 2026. I earn more than he does.'],
        ['we both do half of the inside work, whoever is home first starts dinner'],
        ['I will not live the life my mother lived, serving everyone. Being equals matters more to me than a clean floor'],
      ),
    },
    conflictType: 'values',
    typeNote: 'beliefs about men’s and women’s roles at home, with chores as the setting',
    concerns: {
      initiator: ['garden', 'repairs', 'my family', 'mother', 'grew up', 'judged', 'normal'],
      collaborator: ['woman', 'half', 'dinner', 'equals', 'mother', 'serving', '2026'],
    },
  },
  {
    id: 'manager-delay-excuse',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Gemma',
        ['We are two weeks late on the Vantage delivery because we underestimated it. Colin wants me to tell the client on Friday that the supplier held us up.'],
        ['I tell the client the truth and give a new date we can keep'],
        ['I will not lie to a client I have worked with for six years. my name is on that email'],
      ),
      collaborator: side(
        'Colin',
        ['Gemma is being naive. If we admit we got the estimate wrong we lose the renewal, and it was partly the supplier anyway'],
        ['say it was a supply delay, we fix the date, nobody gets hurt'],
        ['I have to protect the team and the account. that is my job'],
      ),
    },
    conflictType: 'values',
    typeNote: 'honesty with a client against protecting the team and the account',
    concerns: {
      initiator: ['truth', 'lie', 'new date', 'six years', 'my name', 'underestimated'],
      collaborator: ['naive', 'renewal', 'supplier', 'supply delay', 'protect', 'team', 'account'],
    },
  },
  {
    id: 'partners-car-mornings',
    audience: 'partners',
    answers: {
      initiator: side(
        'Hollie',
        ['honestly im so angry every single morning. i need the car at 7:40 for the school run and nursery and its never there because ben took it to the gym at 6 and came back at 8. Then Im late for work AGAIN and my boss has noticed.'],
        ['car is mine on school days till 9. gym on weekdays he cycles or goes after work'],
        ['im stressed out of my mind, i cant be late again, i am on a warning'],
      ),
      collaborator: side(
        'Ben',
        ['the gym at 6 is the only time i have, i get home at 7 in the evening'],
        ['we look at a second car, a cheap one, or I swap to the 5:30 class and I am back by 7'],
        ['i need it for my back, the physio said every day'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who has the one car on weekday mornings, or a second one',
    concerns: {
      initiator: ['car', 'school run', 'nursery', '7:40', 'late', 'work', 'warning', 'school days'],
      collaborator: ['gym', 'only time', 'second car', '5:30', 'class', 'back', 'physio'],
    },
  },
  {
    id: 'siblings-clearing-nans-flat',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Stacey',
        ["The council want nan's flat empty by the 30th. Ive been there every evening this week sorting on my own and Darren hasnt come once, hes 'busy'. i am so fed up I could scream"],
        ['darren takes the whole of saturday and sunday and books the van, and we pay for a house clearance firm for the big furniture'],
        ['i cant do it alone, im working full time and have the kids. if its not empty we get charged'],
      ),
      collaborator: side(
        'Darren',
        ['I work away mon to fri, I literally cant be there in the week. stacey acts like I dont care'],
        ['i do this sunday all day and pay for the clearance firm, she keeps anything she wants'],
        ['i dont have her evenings, but i have more money, so i can put that in'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who clears a flat on which days and who pays a clearance firm, by a date',
    concerns: {
      initiator: ['flat', 'empty', '30th', 'every evening', 'saturday', 'van', 'clearance', 'charged'],
      collaborator: ['work away', 'week', 'sunday', 'clearance firm', 'pay', 'money', 'keeps'],
    },
  },
  {
    id: 'housemates-internet-upgrade',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Wei',
        ['i stream on twitch 4 nights a week and the wifi keeps dropping. the fibre upgrade is 20 pounds more a month'],
        ['we upgrade and split it 3 ways, it is better for everyone'],
        ['its my income, a dropped stream loses me subscribers'],
      ),
      collaborator: side(
        'Kofi',
        ['Wei wants all of us to pay more so he can stream. I just do email and netflix, the current one is fine for me'],
        ['he pays the extra 20 himself since it is for his business'],
        ['money is really tight for me this year, every tenner counts'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who pays for an internet upgrade one housemate needs for work',
    concerns: {
      initiator: ['stream', 'wifi', 'upgrade', 'split', '3 ways', 'income', 'subscribers'],
      collaborator: ['pay', 'extra', 'email', 'netflix', 'business', 'tight', 'tenner'],
    },
  },
  {
    id: 'neighbours-loft-conversion',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Maureen',
        ['Next door are doing a loft conversion and the builders start drilling at 7am, saturdays too. I work nights at the hospital and I am going out of my mind, I have not slept properly in three weeks.'],
        ['no drilling before 10 on weekdays and none at all at the weekend'],
        ['I am making mistakes at work from tiredness and that is dangerous with patients'],
      ),
      collaborator: side(
        'Steve',
        ['the builders charge by the day and the job is already 6 weeks. If they start at 10 it goes on for months'],
        ['loud work 8 till 4 on weekdays, quiet jobs only on saturday mornings, finished by end of march'],
        ['we have a baby due in april and we need the room done'],
      ),
    },
    conflictType: 'task',
    typeNote: 'building work hours next to a night worker, and the finish date',
    concerns: {
      initiator: ['drilling', '7am', 'saturdays', 'nights', 'slept', 'before 10', 'patients'],
      collaborator: ['builders', 'by the day', '6 weeks', '8 till 4', 'march', 'baby', 'room'],
    },
  },
  {
    id: 'manager-august-leave',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Niamh',
        ['I put in for the first two weeks of August in January and Hugo just told me they are going to Ahmed because he has kids. I feel like I am always the one who gets moved because I dont have children.'],
        ['I keep the two weeks I booked, Ahmed takes the second half of August'],
        ['My sister is getting married in Portugal on the 9th, the flights are booked and paid'],
      ),
      collaborator: side(
        'Hugo',
        ['both Niamh and Ahmed want early August and only one of them can be off while we close the quarter'],
        ['one of them takes the last two weeks of July instead, I will approve whichever they agree'],
        ['the quarter end has to be covered, I cant have both off the same week'],
      ),
    },
    conflictType: 'task',
    typeNote: 'which weeks of leave each person takes while the quarter end is covered',
    concerns: {
      initiator: ['two weeks', 'August', 'booked', 'sister', 'married', 'flights'],
      collaborator: ['July', 'quarter', 'covered', 'off', 'approve', 'same week'],
    },
  },
  {
    id: 'teammates-release-checklist',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Lukas',
        ['every release friday night i end up doing the checklist alone at 11pm because amara merges her stuff at 6 and leaves'],
        ['code freeze thursday 5pm, and we take turns on who runs the release checklist'],
        ['i have a 2 year old, i cant keep doing fridays till midnight'],
      ),
      collaborator: side(
        'Amara',
        ['the freeze idea means my features slip a whole week, product already complains we are slow'],
        ['move the release to tuesday mornings when everyone is in, and automate half the checklist'],
        ['i want to ship without anyone staying late, including me'],
      ),
    },
    conflictType: 'task',
    typeNote: 'when releases happen and who runs the checklist',
    concerns: {
      initiator: ['release', 'friday', 'checklist', '11pm', 'code freeze', 'take turns', '2 year old'],
      collaborator: ['freeze', 'features', 'slip', 'tuesday', 'automate', 'ship', 'staying late'],
    },
  },
  {
    id: 'parent-car-insurance',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Sandra',
        ['Kyle uses my car most days since he passed his test. the insurance went up by 900 a year with him on it and he never puts petrol in, he always leaves it on empty'],
        ['he pays the 900 extra, 75 a month, and fills it up when he uses it'],
        ['im a single mum on one wage, i cant carry his costs as well'],
      ),
      collaborator: side(
        'Kyle',
        ["I'm on an apprenticeship wage, 900 is a lot. and I drive her to the shops every saturday"],
        ['i pay 40 a month and petrol for what i use, and the saturday lifts count for something'],
        ['i need the car to get to the site, there is no bus before 7'],
      ),
    },
    conflictType: 'task',
    typeNote: 'what a son pays towards the insurance and petrol of his mother’s car',
    concerns: {
      initiator: ['insurance', '900', 'petrol', 'empty', '75 a month', 'one wage', 'costs'],
      collaborator: ['apprenticeship', '40 a month', 'saturday', 'lifts', 'site', 'bus', 'shops'],
    },
  },
  // ---------------------------------------------------------------- added for issue 28, type check (second round)
  // Fifteen more, five of each type, written, labelled and given concern words from the text
  // alone before the classifier saw them: a workplace conflict about a family matter, money
  // words in a conflict about honesty or about remarks, clock times in one about trust, upset
  // words in practical ones, and "it's not about trust" in a conflict over who does a job.
  {
    id: 'manager-hospital-remote-weeks',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Shauna',
        ["my dad had a stroke and he's in the hospital in leeds, 3 hours from the office. i asked Colm to let me work from my parents place for three weeks and he said no because tue-thu are in-office days. i'm honestly scared he won't make it and i'm on the motorway every night"],
        ['three weeks fully remote from leeds, i keep all my meetings on camera, then back to normal'],
        ["i need to be near him and my mum can't drive. i'll do the work, i just can't do it from here"],
      ),
      collaborator: side(
        'Colm',
        ['I said yes to two weeks remote, not three. The client workshops on the 14th and the 21st need her in the room, she runs them.'],
        ['Shauna comes in for the two workshop days, travel paid by us, and works from Leeds the rest of the month'],
        ['The client is paying for her in person and we only get one shot at the 21st'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how many weeks remote and which days she comes in, with the workshops covered',
    concerns: {
      initiator: ['remote', 'leeds', 'three weeks', 'hospital', 'near him', 'motorway', 'meetings on camera'],
      collaborator: ['workshops', '14th', '21st', 'in the room', 'two weeks', 'travel paid', 'client'],
    },
  },
  {
    id: 'siblings-grandads-watch',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Rory',
        ['Grandad left his watch to me in the will because im the eldest. Now Caitlin says it should be hers because she looked after him at the end.'],
        ['I keep the watch like the will says'],
        ['he told me himself when i was 12 it would be mine one day. a promise is a promise and the will is what he wanted'],
      ),
      collaborator: side(
        'Caitlin',
        ['i drove over every day for two years, did his meds, his washing, sat with him in the hospice. rory visited at christmas. and he gets the one thing grandad wore every day because he was born first??'],
        ['the watch comes to me, or at least rory admits who was actually there'],
        ["it's not about what its worth. it's about who showed up. being the oldest shouldnt be the thing that counts"],
      ),
    },
    conflictType: 'values',
    typeNote: 'whether a promise and the will or who cared for him should decide: fairness and a promise',
    concerns: {
      initiator: ['will', 'eldest', 'promise', 'told me', 'what he wanted'],
      collaborator: ['looked after', 'every day', 'hospice', 'showed up', 'there', 'oldest', 'admits'],
    },
  },
  {
    id: 'partners-backseat-driving',
    audience: 'partners',
    answers: {
      initiator: side(
        'Elif',
        ['whenever i drive and Jonas is in the car he gasps, grabs the handle, says "BRAKE" when im already braking, and sighs at every roundabout. yesterday he did it in front of my sister'],
        ['he keeps his comments to himself unless its an actual emergency'],
        ['ive been driving 15 years without an accident and he makes me feel like a learner. im more nervous with him in the car than alone'],
      ),
      collaborator: side(
        'Jonas',
        ['She snaps at me the second I say anything, even "careful". Then she goes silent for the rest of the trip.'],
        ['I can say one word when I am worried without getting my head bitten off'],
        ['I was in a bad crash as a kid. I am not criticising her, I am scared'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'remarks and gasps from the passenger seat against snapping back: how they treat each other in the car',
    concerns: {
      initiator: ['gasps', 'brake', 'sighs', 'comments', 'learner', 'in front of', 'nervous'],
      collaborator: ['snaps', 'careful', 'silent', 'head bitten off', 'crash', 'scared', 'worried'],
    },
  },
  {
    id: 'neighbours-ceiling-leak',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Priya',
        ["water has been coming through my bathroom ceiling from the flat above for 3 weeks. there's a brown stain the size of a table and the plaster is sagging. i'm furious, Mr Doyle keeps saying he'll look at it"],
        ['his plumber comes by friday and he pays for my ceiling to be replastered, about 450 pounds'],
        ['i have a toddler and i am scared the ceiling comes down. i cant keep putting buckets out'],
      ),
      collaborator: side(
        'Doyle',
        ['It is not my shower, it is the shared pipe in the wall which belongs to the building. I had a plumber look in September.'],
        ['We both write to the managing agent this week and the building insurance pays for the pipe and her ceiling'],
        ["I'm a pensioner, I can't pay 450 for something that isn't mine"],
      ),
    },
    conflictType: 'task',
    typeNote: 'who fixes the leak, by when, and who pays for the ceiling',
    concerns: {
      initiator: ['ceiling', 'plumber', 'friday', 'replastered', '450', 'toddler', 'buckets'],
      collaborator: ['shared pipe', 'building', 'managing agent', 'insurance', 'pensioner', 'not mine'],
    },
  },
  {
    id: 'parent-daughter-out-late',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Monique',
        ["Zara told me she was at Ayesha's on saturday and I found out from Ayesha's mum she was at a party across town till 2. It's the second time she has lied about where she is."],
        ['She tells me the truth about where she is going, and shares her location when she is out at night'],
        ['It is not about the time she comes home. I need to be able to believe what she tells me, and I need to know she is safe'],
      ),
      collaborator: side(
        'Zara',
        ['im 18. she reads my messages when i leave my phone on the table and calls my friends parents like im 12'],
        ['no tracking app and she stops going through my phone'],
        ['i lied bc she says no to everything. if she trusted me i wouldnt have to lie. i need some privacy'],
      ),
    },
    conflictType: 'values',
    typeNote: 'honesty about where she goes against privacy and being trusted: trust and independence',
    concerns: {
      initiator: ['truth', 'lied', 'where she is', 'location', 'believe', 'safe'],
      collaborator: ['18', 'messages', 'phone', 'tracking', 'privacy', 'trusted', 'like im 12'],
    },
  },
  {
    id: 'teammates-part-time-remarks',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Lena',
        ['since I came back from maternity leave on 4 days a week, Marco says "half day today?" every time I leave at 3 for nursery, loud enough for the whole floor. He does it in meetings too, "if Lena is still here".'],
        ['The comments stop. If my hours cause him a real problem he tells me in private'],
        ['I do the same work in fewer hours and I feel like a joke in front of the team I used to lead'],
      ),
      collaborator: side(
        'Marco',
        ["it's banter, I say stuff like that to everyone. Now she won't even say morning to me and she complained to HR without talking to me first"],
        ['she talks to me directly if something bothers her, and we go back to normal'],
        ['i sit next to her 8 hours a day, the atmosphere is horrible'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'remarks about her hours and going cold and to HR: how two colleagues treat each other',
    concerns: {
      initiator: ['comments', 'half day', 'loud', 'meetings', 'in private', 'joke', 'in front of'],
      collaborator: ['banter', 'morning', 'complained', 'HR', 'directly', 'atmosphere', 'normal'],
    },
  },
  {
    id: 'siblings-mums-cat',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Hannah',
        ['mum moves into the care home on the 2nd and they dont take pets. someone has to take Biscuit. i have a 2nd floor flat with no garden and im allergic'],
        ['Owen takes him, he has the house and the garden, and i pay half his food and vet bills'],
        ['i love that cat but i physically cant. mum is so upset about leaving him, she cries every time'],
      ),
      collaborator: side(
        'Owen',
        ['I work 12 hour shifts at the depot and I am away 2 nights a week. A cat on his own that long isnt fair on him.'],
        ['We find a neighbour or a cat sitter for my away nights and split the cost, or we rehome him with someone mum knows'],
        ['i want mum to be able to visit him. but i cant be there'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who takes the cat, who looks after him on shift nights, and who pays',
    concerns: {
      initiator: ['care home', 'flat', 'no garden', 'allergic', 'half', 'vet bills', 'upset'],
      collaborator: ['shifts', 'away', 'nights', 'cat sitter', 'split the cost', 'rehome', 'visit'],
    },
  },
  {
    id: 'manager-mileage-claims',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Femi',
        ['My manager told me to put 40 miles on my expense claim for the site visit when I drove 22. "everyone rounds up, it covers the parking we can\'t claim". I said no and now my claims are "under review".'],
        ['I claim what I actually drove, and my claims are not held up for it'],
        ['It is fiddling expenses. I am not putting my name to a false claim for 8 pounds, it is the principle'],
      ),
      collaborator: side(
        'Gareth',
        ['Femi made a big deal out of a common practice in front of the whole team. The parking and the tolls are real costs that the policy does not cover.'],
        ['We raise the parking with finance together instead of Femi calling me out in public'],
        ['I have been here 20 years and nobody has ever called me dishonest'],
      ),
    },
    conflictType: 'values',
    typeNote: 'whether rounding up expense claims is honest: a question of honesty, not the money',
    concerns: {
      initiator: ['40 miles', '22', 'actually drove', 'false claim', 'principle', 'fiddling', 'under review'],
      collaborator: ['common practice', 'parking', 'tolls', 'policy', 'finance', 'in public', 'dishonest'],
    },
  },
  {
    id: 'siblings-loan-at-dinners',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Tom',
        ['i borrowed 3000 from Sarah for the van last year and i pay her 250 on the 1st every month, never missed one. but at every family dinner she makes a crack about it, "careful, tom will ask to borrow the salt", "the bank of sarah is closed". everyone laughs'],
        ['she stops bringing it up in front of people'],
        ['i feel about 10 years old. my kids hear it'],
      ),
      collaborator: side(
        'Sarah',
        ['Tom has got so touchy. It is a joke, it is how our family has always been with each other.'],
        ['He tells me straight when something I say hurts instead of sulking for a week'],
        ['I lent him the money without a second thought. I am not the bad guy here'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'jokes about the loan in front of the family against sulking: how they treat each other, not the repayments',
    concerns: {
      initiator: ['crack', 'bringing it up', 'in front of', 'laughs', '10 years old', 'kids hear'],
      collaborator: ['touchy', 'joke', 'tells me straight', 'hurts', 'sulking', 'bad guy'],
    },
  },
  {
    id: 'cofounders-chasing-invoices',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Wen',
        ["we have 38k in unpaid invoices, some over 90 days. I trust Dara completely, this isn't about trust, but nobody owns chasing them and we will run out of cash in March"],
        ['Dara chases the clients she brought in, I chase mine, every Monday, and anything over 60 days goes to a collections service'],
        ['payroll is 21k a month and I dont want to miss it'],
      ),
      collaborator: side(
        'Dara',
        ['i hate chasing money from people i have a relationship with, it feels awful. and the collections service takes 15 percent'],
        ['we hire a part time bookkeeper to do all the chasing, 10 hours a week'],
        ['i want to keep spending my time on sales, thats what brings the cash in'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who chases the unpaid invoices and how: a bookkeeper, a split or a service',
    concerns: {
      initiator: ['invoices', 'chasing', '90 days', 'monday', 'collections', 'payroll', 'cash'],
      collaborator: ['hate chasing', 'relationship', '15 percent', 'bookkeeper', 'part time', 'sales'],
    },
  },
  {
    id: 'partners-paying-kids-for-chores',
    audience: 'partners',
    answers: {
      initiator: side(
        'Gabriel',
        ['Leonie wants to pay the kids for every chore. 1 euro for emptying the dishwasher, 2 for hoovering. Now Mila asked for money to carry her own plate to the sink'],
        ['No money for normal jobs around the house. Pocket money is separate and not tied to chores'],
        ['In my family you helped because you live there. I want them to grow up knowing that a family looks after each other, not that everything has a price'],
      ),
      collaborator: side(
        'Leonie',
        ['He thinks paying them is spoiling them. I think they have to learn what work is worth and how to handle money'],
        ['They earn their pocket money with a list of jobs, and the basic stuff like their plates is just expected'],
        ['My parents never talked about money and I was clueless at 20. I dont want that for ours'],
      ),
    },
    conflictType: 'values',
    typeNote: 'what the children should learn from chores and money: two beliefs about raising them',
    concerns: {
      initiator: ['no money', 'pocket money', 'family', 'live there', 'look after each other', 'price', 'grow up'],
      collaborator: ['learn', 'worth', 'handle money', 'earn', 'list of jobs', 'clueless'],
    },
  },
  {
    id: 'partners-gaming-shouting',
    audience: 'partners',
    answers: {
      initiator: side(
        'Chloe',
        ['he screams at the screen when he plays online. swearing, slamming the desk. the baby wakes up'],
        ['stop yelling'],
        ['it scares me tbh'],
      ),
      collaborator: side(
        'Jake',
        ['she rolls her eyes and calls it my "little games" in front of her friends'],
        ['some respect for my hobby'],
        ['its the only time i switch off'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'shouting at the game and mocking the hobby: how each behaves towards the other',
    concerns: {
      initiator: ['screams', 'swearing', 'slamming', 'yelling', 'baby', 'scares'],
      collaborator: ['rolls her eyes', 'little games', 'in front of', 'respect', 'hobby', 'switch off'],
    },
  },
  {
    id: 'housemates-bikes-in-hallway',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Kasia',
        ['theres 3 bikes in the hallway now and i have to squeeze past them with the washing basket. i scraped my leg on a pedal last week. so annoying'],
        ['bikes go in the shed in the garden'],
        ['its a fire exit as well tbh'],
      ),
      collaborator: side(
        'Dmitri',
        ['The shed lock has been broken since summer and my bike cost 1,800. Two were stolen from this street in October.'],
        ['We fix the shed lock or buy a proper bike lock for it, split between the four of us, and then they go out there'],
        ['I ride to work every day, I cannot lose it'],
      ),
    },
    conflictType: 'task',
    typeNote: 'where the bikes are kept and getting the shed locked',
    concerns: {
      initiator: ['bikes', 'hallway', 'squeeze', 'washing basket', 'shed', 'fire exit'],
      collaborator: ['shed lock', 'broken', '1,800', 'stolen', 'bike lock', 'split', 'ride to work'],
    },
  },
  {
    id: 'partners-baby-name',
    audience: 'partners',
    answers: {
      initiator: side(
        'Tomás',
        ['In my family the first son is named after his grandfather. My dad is Bartolomeu. Nina says it sounds old and the kids at school will make fun of him.'],
        ['Bartolomeu as his first name, we can call him Bart at home'],
        ["It's how my family has done it for five generations. My dad cried when I told him we were having a boy. It means our history carries on"],
      ),
      collaborator: side(
        'Nina',
        ["i'm the one who is carrying this baby for 9 months and i don't get a say because of a tradition from his side?"],
        ['we choose a first name we both love and bartolomeu is the middle name'],
        ['i want us to name our son together. my family has traditions too and nobody is asking about those'],
      ),
    },
    conflictType: 'values',
    typeNote: 'a family tradition against choosing together: whose tradition and whose say',
    concerns: {
      initiator: ['family', 'grandfather', 'bartolomeu', 'five generations', 'history', 'tradition'],
      collaborator: ['carrying', 'say', 'middle name', 'both love', 'together', 'traditions too'],
    },
  },
  {
    id: 'siblings-dads-care-phone-calls',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Joanne',
        ["I do everything for dad, I live 10 minutes away. Paul rings from Dubai once a week and it's a list of what I'm doing wrong: the wrong cream for his legs, why hasn't he been to the barber, did I check his post. He has never once said thank you"],
        ['Paul stops criticising how I look after dad and asks how I am for a change'],
        ["I'm on my knees. A thank you would go a long way"],
      ),
      collaborator: side(
        'Paul',
        ['jo hangs up on me when i ask a simple question. i only ask because i worry, i cant see him myself'],
        ['she doesnt hang up, and sends me a quick update on sundays'],
        ['i feel shut out of my own dads life. being far away doesnt mean i dont care'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'criticism on the phone and hanging up: how the two siblings talk to each other about the care',
    concerns: {
      initiator: ['criticising', 'doing wrong', 'thank you', 'on my knees', 'how i am', 'list'],
      collaborator: ['hangs up', 'simple question', 'worry', 'update', 'sundays', 'shut out', 'care'],
    },
  },
];
