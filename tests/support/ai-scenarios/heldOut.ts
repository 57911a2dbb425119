/**
 * HELD-OUT AI scenarios: not for tuning.
 *
 * Written on 2026-11-26 for issue 23, before the next change to the AI engine (issue 28), by
 * someone who did not read the engine's code or lexicon (amplify/ai/) while writing them: the
 * answers are what upset people in these situations might type, not what the engine knows.
 * The ten scenarios that were held out before were tuned on in the commit after they were
 * added (their words went into the classifier's lexicon), so they now belong to the tuning
 * set (scenarios.ts); this set replaces them.
 *
 * The rule that keeps it held out:
 *  - No word may enter the engine's lexicon, rules or templates because it occurs in these
 *    scenarios. Fix a miss here by improving the engine for conflicts like it in general, and
 *    check the change on the tuning set (`npm run eval:ai -- --set=tuning`), never by
 *    reading the misses here and patching for them.
 *  - The engine's tests (tests/amplify/ai/) and the engine itself must not import this file,
 *    directly or through another module; only `npm run eval:ai` (scripts/eval-ai.ts) does.
 *    tests/scripts/eval-ai.heldOut.test.ts checks the imports.
 * `npm run eval:ai` reports the figures on this set separately from the tuning set.
 *
 * Same conventions as scenarios.ts, and each scenario carries its own agreed issue (the
 * tuning set's are in followUps.ts, which the engine's tests import). Two conflicts are
 * rebuilt from the text of issue 28 (the siblings Maria and Tomasz, the couple Jess and Mark).
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
  // ---------------------------------------------------------------- partners
  {
    id: 'held-partners-house-deposit',
    audience: 'partners',
    answers: {
      initiator: side(
        'Jess',
        [
          'Mark took 8,000 euros out of our joint savings and gave it to his brother Dave without asking me. Thats our house deposit money. I found out from the bank app, not from him.',
          'this is the second time, last year it was 1500 for Daves car and that never came back either',
        ],
        ['the 8000 back in the deposit account, with a date', 'nothing over 500 leaves the joint account unless we both say yes'],
        ["I cannot trust him with money right now and I dont want to feel like that about the person im buying a house with", 'we have been saving for four years, I said no to holidays for this'],
      ),
      collaborator: side(
        'Mark',
        ['Dave was about to lose his flat, the landlord gave him two weeks. What was I supposed to do, let my little brother and his kids end up on the street?'],
        ['Jess to stop bringing it up every day', 'Dave pays it back when hes on his feet, he said by summer'],
        ['family helps family. her parents helped us with the car and nobody made a spreadsheet about it', "i didnt ask because i knew she would say no and there was no time"],
      ),
    },
    conflictType: 'values',
    typeNote: 'trust after joint money moved without asking, against "family helps family"; the practical question is how they decide about joint money',
    concerns: {
      initiator: ['deposit', '8,000', '8000', 'joint savings', 'joint account', 'without asking', 'trust', 'both say yes', 'house'],
      collaborator: ['brother', 'Dave', 'family helps family', 'family', 'flat', 'pays it back', 'on his feet', 'street'],
    },
    agreedIssue: 'How we decide about our joint savings when family asks us for help',
  },
  {
    id: 'held-partners-mental-load',
    audience: 'partners',
    answers: {
      initiator: side(
        'Priya',
        [
          "ok so I know this is going to sound petty but its not about one thing its about everything. I am the one who knows when the kids have dentist appointments, when the car insurance renews, that we are out of nappies, that Aarav needs a costume for world book day on thursday, that his mum's birthday is next week and someone needs to buy a card (guess who). Sam will 'help' if I ask, and he does do the things I ask, I'm not saying he doesnt, but I have to ask, and remember to ask, and explain how, and then check it got done, and by then I could have done it myself. its like being a project manager for a team of one who doesnt read the emails. when I brought it up last sunday he listed everything he does, the bins, the car, cooking on saturdays, and said I make it sound like he does nothing. I never said that!! I said I'm tired of carrying the whole thing in my head. I lie awake at 1am going through tomorrow. I went back to work full time in september and nothing at home changed, literally nothing, it just got longer and I got more tired. my sister says I should just write it all down and hand him half but honestly even making that list is more work that lands on me. I love him, he is a good dad, the kids adore him, this is not about that. I just want to not be the only adult in this house who notices things. and I dont want a thank you or a medal, I want to stop noticing for one week and have nothing fall apart. is that so much to ask. apparently it is. and before anyone says it yes I have tried the apps, we had a chore app for about two weeks, Sam ticked things off for 3 days and then stopped opening it and I ended up reminding him to check the reminder app, which is honestly funny if it wasnt my actual life. last night I asked him to book the boiler service and he said 'sure, just send me the number' and I sat there thinking the number is ON the boiler Sam",
        ],
        ["Sam owns whole areas start to finish, like the kids appointments and all the school stuff, without me reminding him", 'a shared calendar we both actually look at'],
        ["I'm exhausted and I'm starting to resent him and I hate that", "I went back to work full time and I can't be the household manager as well"],
      ),
      collaborator: side(
        'Sam',
        ["I do loads round the house. Bins, the car, all the cooking at weekends, the garden, fixing whatever breaks. None of it counts apparently because it's not on her list."],
        ['for what I do to be noticed', 'tell me clearly what she needs instead of being annoyed I didnt guess'],
        ["I'm not a mind reader. I feel like I'm failing an exam I never got to see"],
      ),
    },
    conflictType: 'task',
    typeNote: 'who plans and keeps track of the household jobs, not only who does them',
    concerns: {
      initiator: ['in my head', 'remember', 'remembering', 'appointments', 'calendar', 'owns whole areas', 'reminding', 'noticing', 'household manager', 'mental load', 'planning'],
      collaborator: ['noticed', 'bins', 'cooking', 'garden', 'mind reader', 'tell me clearly', 'counts', 'guess'],
    },
    agreedIssue: 'How we share the planning and remembering at home, not only the jobs',
  },
  {
    id: 'held-partners-gaming-nights',
    audience: 'partners',
    answers: {
      initiator: side('Chloe', ['dan is on his xbox every night from 8 till like 1 with his friends, headset on, i might as well live alone', 'weekends too now'], ['two nights a week thats just us, no headset no phones'], ['we used to actually talk. i miss him and im lonely sitting right next to him']),
      collaborator: side(
        'Dan',
        ["it's the only time I get to talk to my mates since we moved out here for her job, they're all back in Leeds"],
        ['keep my gaming nights, happy to do friday and sunday with chloe'],
        ['i gave up my whole social life to move here. this is what i have left'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how their evenings are shared between time together and his online nights with friends',
    concerns: {
      initiator: ['two nights', 'just us', 'no phones', 'lonely', 'miss him', 'together', 'every night', 'time together'],
      collaborator: ['mates', 'gaming', 'social life', 'moved', 'Leeds', 'friday and sunday'],
    },
    agreedIssue: "How we share our evenings between time together and Dan's nights with his friends",
  },
  {
    id: 'held-partners-texts-at-work',
    audience: 'partners',
    answers: {
      initiator: side(
        'Hana',
        ["when Luis doesnt answer for hours I panic. I had a boyfriend who cheated and I know its not fair on Luis but my brain goes there", 'he gets annoyed and says im checking up on him'],
        ["a quick text at lunch, just 'ok' even"],
        ["I'm not trying to control him, the silence just makes me spiral"],
      ),
      collaborator: side(
        'Luis',
        ["She messages 20 30 times a day while im at work. I'm an electrician, I'm up a ladder, I can't text back. If I dont answer in 10 min she calls the site office"],
        ['stop calling the office'],
        ['my foreman made a joke about it in front of everyone. its embarrassing and I feel like im being watched'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'her anxiety and his feeling watched: how they reach each other during the day',
    concerns: {
      initiator: ['panic', 'quick text', 'lunch', 'silence', 'spiral', 'cheated', 'reassurance'],
      collaborator: ['office', 'calling', 'ladder', 'work', 'embarrassing', 'watched', 'foreman', '30 times'],
    },
    agreedIssue: 'How we stay in touch during the working day without Luis feeling watched',
  },
  {
    id: 'held-partners-always-late',
    audience: 'partners',
    answers: {
      initiator: side(
        'Jonah',
        ["We were 40 minutes late to my best friend's wedding rehearsal. Kemi is late to everything and then she laughs it off like it's cute."],
        ['Be ready when we said, or tell me early so I can go ahead on my own.'],
        ["It feels like my time doesn't matter, and my friends think I'm the flaky one."],
      ),
      collaborator: side('Kemi', ["he starts texting 'where are you' an hour before we even need to leave and stands at the door tapping his watch, honestly it makes me slower"], ['stop hovering and counting down at me'], ["I have ADHD, I'm not doing it on purpose and the pressure makes it worse"]),
    },
    conflictType: 'personality',
    typeNote: 'temperament: lateness and the pressure it meets',
    concerns: {
      initiator: ['late', 'ready', 'go ahead', 'my time', 'flaky', 'wedding', 'laughs it off', 'on time'],
      collaborator: ['hovering', 'counting down', 'pressure', 'ADHD', 'on purpose', 'watch'],
    },
    agreedIssue: 'How we leave on time for the things that matter without the countdown at the door',
  },
  // ---------------------------------------------------------------- parents and adult children
  {
    id: 'held-parent-unannounced-visits',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Sofie',
        ['My mother has a key to our flat for emergencies and she uses it to just come in. Tuesday I came out of the shower and she was in my kitchen reorganising my cupboards.'],
        ['she texts first and waits for a yes, and the key is for emergencies only'],
        ["it's our home, my husband doesn't feel he can relax in his own house", 'I love her visits when they are planned'],
      ),
      collaborator: side(
        'Ingrid',
        ['I only pop in to help. Sofie works so much and the baby is small, the place was a mess so I put a wash on.'],
        ['to still drop in and help with the baby without making an appointment like a stranger'],
        ["I'm her mother, not a guest", 'I was alone with three children and nobody helped me, I dont want that for her'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how and when the mother visits: the key, texting first, help with the baby',
    concerns: {
      initiator: ['key', 'emergencies', 'texts first', 'text first', 'our home', 'planned', 'relax', 'privacy'],
      collaborator: ['help', 'baby', 'drop in', 'pop in', 'appointment', 'guest', 'stranger', 'nobody helped'],
    },
    agreedIssue: 'How Ingrid visits and helps with the baby while Sofie and her husband keep their home their own',
  },
  {
    id: 'held-parent-still-driving',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Owen',
        ['Dad is 84. he hit a parked car at the supermarket last month and then a bollard two weeks later, he says they were nothing. his eyesight is going, the optician told him so.'],
        ['he stops driving. I will drive him tuesdays and saturdays and we set up taxis for the rest'],
        ['next time it might be a kid, not a bollard', "I couldn't live with that"],
      ),
      collaborator: side(
        'Walt',
        ["My son wants to take my car keys. I've been driving since 1958 without one ticket."],
        ['Keep driving in the daytime, local roads only.'],
        ["Without the car I can't see my friends at the bowls club or get to your mother's grave. I would be a prisoner in my own house."],
      ),
    },
    conflictType: 'values',
    typeNote: "others' safety against an old man's independence",
    concerns: {
      initiator: ['stop driving', 'eyesight', 'optician', 'drive him', 'taxis', 'kid', 'safety', 'hit'],
      collaborator: ['keys', 'daytime', 'local roads', 'bowls club', 'grave', 'friends', 'prisoner', 'independence'],
    },
    agreedIssue: '',
  },
  {
    id: 'held-parent-grandchildren-childcare',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Kim',
        ['mum said she would have the kids mon tue wed when i went back to work and now 4 months in she wants to cut it to one day. i cant afford nursery for two kids 3 days its like 900 a month'],
        ['keep the 3 days until Lily starts school in september'],
        ['i will lose my job if i cant cover the days', 'she OFFERED!!'],
      ),
      collaborator: side(
        'Bev',
        ['I love my grandchildren but I am 67 and I am exhausted. Three full days with a toddler and a four year old, I am asleep by 8 and my back is bad.'],
        ["One day a week, and I'll help pay towards nursery for the other days if I can."],
        ['I waited my whole life to retire. I wanted to travel a bit with Frank while we still can.'],
      ),
    },
    conflictType: 'task',
    typeNote: 'which days the grandmother looks after the children, and who pays for the rest',
    concerns: {
      initiator: ['3 days', 'three days', 'september', '900', 'job', 'cover the days', 'offered', 'afford'],
      collaborator: ['one day', '67', 'exhausted', 'back', 'retire', 'travel', 'toddler', 'help pay'],
    },
    agreedIssue: 'How the children are looked after three days a week until Lily starts school',
  },
  {
    id: 'held-parent-corrects-parenting',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Bea',
        ["Every visit my mum corrects how I parent, in front of the kids. 'he should be wearing a coat', 'you let them eat rubbish', 'in my day'. my son asked me why granny thinks im a bad mummy"],
        ['if she disagrees she tells me privately, not in front of them'],
        ["my kids need to see I'm the parent", "I already feel like I'm failing half the time"],
      ),
      collaborator: side('Lucia', ["I raised four children, I'm allowed an opinion. Bea takes everything I say as an attack."], ['To be able to say something without her biting my head off.'], ['I only say it because I love those boys.', 'She used to ask my advice.']),
    },
    conflictType: 'personality',
    typeNote: 'how the grandmother voices criticism and how it lands',
    concerns: {
      initiator: ['privately', 'in front of', 'corrects', 'the parent', 'bad mummy', 'failing'],
      collaborator: ['opinion', 'attack', 'say something', 'biting', 'love those boys', 'advice', 'four children'],
    },
    agreedIssue: 'How Lucia shares her opinions about the boys without undermining Bea as their mother',
  },
  // ---------------------------------------------------------------- siblings and family
  {
    id: 'held-siblings-mom-dementia-care',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Maria',
        [
          "mom has dementia and its getting worse fast. last month she left the gas on twice and the neighbour found her in the street at 3am in her nightie looking for dad, who has been dead six years. i am the one who drives over every evening after work and every weekend, Tomasz lives 40 minutes further out and comes on sundays, maybe. i found a memory care place, Oakridge, with a locked garden and nurses at night and they have a room from the first of next month but we have to say yes soon. Tomasz keeps saying we cant put her in a home, like i WANT to?? i cried in the car park after the tour. but i cant keep doing this, i have two kids and a job and i havent slept properly since march. the day centre is only 9 to 3 and they have already called me twice because she tried to walk out. the GP says she needs supervision round the clock now, his words not mine. a night carer sounds nice but who covers when they are sick, who checks on them, me again. and we TRIED a night carer for a week in october, mom didnt recognise her, screamed at her and rang me at 2am saying there was a stranger in the house. Oakridge is 4,200 a month, her pension and the rent from her flat cover about 2,600, thats 800 each. i know its a lot. i have done the spreadsheet ten times",
          'and every time i bring up money he changes the subject',
        ],
        ["Mom moves into memory care at Oakridge and we share the cost 50/50 from what's left after her pension", 'we decide together by the end of next month, not keep putting it off'],
        ['she isnt safe alone at night anymore and i am burning out, i snapped at my daughter last week over nothing and that is not who i am', 'it shouldnt all be on me just because i live closer'],
      ),
      collaborator: side(
        'Tomasz',
        ["Maria wants to put Mom in a facility. Mom has lived in that house 41 years, she still knows where every cup is. Taking her out of there will finish her, I saw it happen with Dad's aunt."],
        ["Hire a caregiver at moms house for nights, someone who sleeps over, and keep the days like they are with the day centre", "I'll pay more of it since Maria does more of the driving"],
        ['Mom made us promise she would die in her own home. She is still happy there in the mornings, she does her garden.', 'a night carer costs less than Oakridge anyway'],
      ),
    },
    conflictType: 'task',
    typeNote: 'which care for their mother (memory care or a night caregiver at home) and how the cost and the driving are shared',
    concerns: {
      initiator: ['memory care', 'Oakridge', 'share the cost', '50/50', 'safe', 'burning out', 'decide together', 'end of next month', 'on me'],
      collaborator: ['caregiver', 'night carer', 'carer', 'own home', 'her house', "moms house", '41 years', 'promise', 'sleeps over'],
    },
    agreedIssue: 'How we keep Mom safe at night, in memory care or with a caregiver at her house, and how we share the cost',
  },
  {
    id: 'held-siblings-power-of-attorney',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Ama',
        [
          "Kofi has had power of attorney for Dad since the stroke, which was fine, I live in Toronto and he's 10 minutes away. But Dad's savings have gone from about 60k to 31k in 18 months and when I ask where it went I get 'care costs, I'll send you something' and nothing comes. I'm not accusing him of anything. I just want to see the statements. I've asked three times. Last time he said if I dont trust him I can fly over and do it myself, which is so unfair, he knows I have a newborn.",
        ],
        ["read-only access to Dad's bank account, or a spreadsheet every quarter with what was spent on what"],
        ["it's Dad's money and I'm his daughter too", "the not knowing is eating me. I'd rather know, even if it's all fine"],
      ),
      collaborator: side(
        'Kofi',
        [
          'I do EVERYTHING for Dad. Hospital, carers, his pills, the roof leaked in January and I dealt with it, I was up a ladder at 11 at night with a tarp. The carers alone are 1,400 a month. And my sister sits in Canada asking for receipts.',
        ],
        ['some recognition, and she chips in for his care instead of auditing me'],
        ['I feel like a suspect in my own family', 'I took two months unpaid leave when he had the stroke'],
      ),
    },
    conflictType: 'values',
    typeNote: "trust and openness about a parent's money, and fairness in who carries the care",
    concerns: {
      initiator: ['statements', 'see', 'savings', 'bank account', 'spreadsheet', 'quarter', 'not knowing', 'transparent', 'transparency', 'accounts'],
      collaborator: ['recognition', 'chips in', 'care', 'suspect', 'everything', 'unpaid leave', 'auditing', 'carers'],
    },
    agreedIssue: "How we keep Dad's money open to both of us and share the work and cost of his care",
  },
  {
    id: 'held-siblings-child-free-wedding',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Elena',
        ["I'm having a child free wedding, adults only, and my brother says he won't come unless his kids can. It's ONE day."],
        ["he comes, the kids stay with Nonna or a sitter, I'll pay for the sitter"],
        ["we're paying for it ourselves and it's the venue's rule too, the terrace isn't safe for little ones", 'I want my brother there'],
      ),
      collaborator: side('Marco', ["she's inviting 120 people but not her own nephews. Luca is 5, he's been talking about zia's wedding for a year"], ['make an exception for family kids, just ours'], ["in our family kids go everywhere, thats how we grew up", 'he will be heartbroken']),
    },
    conflictType: 'values',
    typeNote: 'her day and her rule against his belief that family children belong everywhere',
    concerns: {
      initiator: ['child free', 'adults only', 'sitter', 'venue', 'terrace', 'safe', 'paying'],
      collaborator: ['nephews', 'exception', 'family kids', 'Luca', 'heartbroken', 'kids go everywhere'],
    },
    agreedIssue: "Whether Marco's children come to Elena's wedding",
  },
  {
    id: 'held-siblings-big-brother',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Freya',
        ["Callum still treats me like I'm 12. I'm 34 with a mortgage and at family stuff he explains my own job to me and corrects me in front of everyone", "at mum's birthday he told the whole table I 'always overreact'. I went to the toilet and cried"],
        ['talk to me like an adult, and no comments about me to other people'],
        ["I'm sick of feeling small around my own family"],
      ),
      collaborator: side('Callum', ["Freya's so sensitive lately, everything's a dig. I was joking at mum's do."], ['lighten up a bit, we used to have a laugh'], ["I'm her big brother. Looking out for her has been my job since dad left."]),
    },
    conflictType: 'personality',
    typeNote: 'how a brother talks to and about his sister, and how she takes it',
    concerns: {
      initiator: ['12', 'adult', 'treats me', 'corrects', 'in front of everyone', 'overreact', 'small', 'comments'],
      collaborator: ['sensitive', 'joking', 'lighten up', 'laugh', 'big brother', 'looking out', 'dig'],
    },
    agreedIssue: 'How we talk to and about each other at family events',
  },
  // ---------------------------------------------------------------- co-founders and teammates
  {
    id: 'held-cofounders-bank-contract',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Rhea',
        ["A bank wants to pay us 180k to build a custom version of our tool. Jonas wants to say no because it's 'not the product'. We have 5 months of runway."],
        ['Take the contract and use it to get to profitability.'],
        ["I've got three people on payroll who moved cities for this job. I'm not going to let them down out of purity."],
      ),
      collaborator: side(
        'Jonas',
        ['taking the bank deal means 6 months of consulting. the roadmap stops, we become an agency'],
        ['say no, raise a small bridge from our angels and ship the self-serve version'],
        ["I didn't quit my job to build one-off software for a bank", 'every startup that takes the big custom contract ends up a services shop'],
      ),
    },
    conflictType: 'values',
    typeNote: 'priorities: survival and the team now against what the company is meant to be',
    concerns: {
      initiator: ['contract', '180k', 'runway', 'payroll', 'profitability', 'let them down', 'three people'],
      collaborator: ['roadmap', 'agency', 'consulting', 'bridge', 'angels', 'self-serve', 'services'],
    },
    agreedIssue: 'Whether we take the bank contract and what it means for the roadmap',
  },
  {
    id: 'held-cofounders-told-another-fund',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Amir',
        ["beth told her old boss, who is a partner at another VC, our revenue numbers and that we were going to miss the quarter. before our board meeting. his fund was looking at us. i found out when he brought it up on a call with me"],
        ['an apology that actually says what happened, and nothing about the company goes outside without both of us agreeing'],
        ["if i can't trust what she says to investors we can't run this together", 'that could have killed the round'],
      ),
      collaborator: side('Beth', ['I asked a mentor for advice about a bad quarter. Thats what mentors are for. I never thought he would use it.'], ["move past it. I've said sorry twice"], ["I'm being treated like a traitor over one conversation", 'I need to be able to get advice without asking permission']),
    },
    conflictType: 'values',
    typeNote: 'trust after confidential numbers left the company',
    concerns: {
      initiator: ['apology', 'revenue', 'numbers', 'outside', 'both of us agreeing', 'trust', 'investors', 'round', 'confidential'],
      collaborator: ['mentor', 'advice', 'move past', 'sorry', 'traitor', 'permission', 'one conversation'],
    },
    agreedIssue: 'How we rebuild trust after the numbers reached another fund, and agree what stays inside the company',
  },
  {
    id: 'held-cofounders-time-zones',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Wen',
        ["Pieter moved to Lisbon in March and I'm in Singapore. We have basically zero overlap now, decisions wait 24 hours, and I'm doing 11pm calls 4 nights a week to catch him."],
        ['split the pain: he does early mornings 2 days and I do late nights 2 days', 'write decisions down in the doc instead of waiting for a call'],
        ["I'm wrecked, my sleep is gone"],
      ),
      collaborator: side('Pieter', ["my mornings are when I do deep work on the product, before 10 I'm useless on calls anyway"], ['one long weekly call plus async for everything else'], ["we agreed remote was fine when we started. I moved for my partner's job, it wasn't a whim"]),
    },
    conflictType: 'task',
    typeNote: 'when two founders eight hours apart meet and how decisions get made between calls',
    concerns: {
      initiator: ['overlap', '11pm', 'late nights', 'early mornings', 'split', 'sleep', 'wait', 'write decisions down'],
      collaborator: ['deep work', 'weekly call', 'async', 'remote', "partner's job", 'moved'],
    },
    agreedIssue: 'How we make decisions across our time difference without wrecking anyone’s sleep',
  },
  {
    id: 'held-teammates-bug-rotation',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Dana',
        ["i have been on the customer bug tickets for three sprints straight because Oskar is always 'in the middle of something'. he gets the new feature work and the demo, I get the boring stuff nobody sees"],
        ['a proper rotation, one sprint each on bugs'],
        ["my review is in june and 'fixed 140 tickets' doesnt get you promoted"],
      ),
      collaborator: side('Oskar', ["The payments migration is mine and it's behind. I can't context switch into bug tickets and keep it on track."], ["Finish the migration first, then I'll take the next two bug sprints."], ["If the migration slips again the whole team looks bad and it's my name on it."]),
    },
    conflictType: 'task',
    typeNote: 'who takes the bug tickets and when: a rotation against finishing the migration',
    concerns: {
      initiator: ['rotation', 'one sprint each', 'boring', 'review', 'promoted', 'feature work', 'three sprints'],
      collaborator: ['migration', 'payments', 'context switch', 'on track', 'next two', 'slips', 'finish'],
    },
    agreedIssue: 'How we share the bug tickets fairly while the payments migration gets finished',
  },
  {
    id: 'held-teammates-one-word-replies',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Ines',
        ["Rob answers everything I send with 'k' or 'fine' or just a thumbs up. when i asked him in person if something was wrong he said 'no why' and walked off"],
        ['normal full sentences. and tell me if I did something'],
        ["i cant tell if hes upset with me, and i'm new, i dont want to mess up"],
      ),
      collaborator: side('Rob', ["I'm not angry at anyone. I get 200 messages a day, short answers are how I keep up."], ['Ines not reading into one-word replies'], ["I'm not a chatty person and I shouldn't have to perform being friendly at work"]),
    },
    conflictType: 'personality',
    typeNote: 'communication style: terse replies read as anger',
    concerns: {
      initiator: ['full sentences', 'tell me', 'new', 'mess up', 'thumbs up', 'wrong', 'upset'],
      collaborator: ['200 messages', 'short answers', 'keep up', 'reading into', 'chatty', 'perform', 'friendly'],
    },
    agreedIssue: '',
  },
  {
    id: 'held-teammates-speaker-calls',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side('Zoe', ['Femi takes his sales calls at his desk on speaker, right next to me, all day. i write documentation, i need to concentrate'], ['he takes calls in the phone booths or uses a headset'], ['I lose my place every 10 minutes and have to redo stuff']),
      collaborator: side(
        'Femi',
        ["There are 2 phone booths for 40 people and they're always booked. My calls are my targets."],
        ['We ask facilities to move one of us, or Zoe wears headphones.'],
        ["I'm paid on commission. I can't wander round looking for a free room."],
      ),
    },
    conflictType: 'task',
    typeNote: 'noise and space in an open office: where the calls happen',
    concerns: {
      initiator: ['speaker', 'concentrate', 'documentation', 'headset', 'lose my place', 'next to me'],
      collaborator: ['booked', 'targets', 'commission', 'facilities', 'move', 'headphones', 'free room'],
    },
    agreedIssue: 'How we share the open office so that calls and focused writing can both happen',
  },
  {
    id: 'held-cofounders-blunt-feedback',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Sarah',
        ["Malik tore apart Tia's design in the all-hands, called it 'lazy', and she cried in the bathroom after. It's the third time someone has come to me about how he talks to people."],
        ['feedback in private, and he apologises to Tia'],
        ["we're 12 people, if good people leave we're done", "I don't want to be the nice one who cleans up after him"],
      ),
      collaborator: side('Malik', ["I'm direct. I don't sugarcoat. The design was lazy and everyone in that room knew it."], ['high standards without being told im a monster'], ['being nice never shipped anything', 'my last company worked like this and it did fine']),
    },
    conflictType: 'personality',
    typeNote: 'how a founder gives criticism and what it does to the team',
    concerns: {
      initiator: ['private', 'apologise', 'Tia', 'cried', 'people leave', 'talks to people', 'cleans up'],
      collaborator: ['direct', 'sugarcoat', 'standards', 'monster', 'shipped'],
    },
    agreedIssue: 'How we keep high standards and give feedback that does not drive people away',
  },
  // ---------------------------------------------------------------- manager and report
  {
    id: 'held-manager-project-after-leave',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Layla',
        [
          "I went on maternity leave in January having led the Northwind migration for two years. I built the team, I wrote the plan, I sat through every single vendor call. Before I left Craig told me, his words, 'it will be waiting for you'. I came back three weeks ago and found out on my first day, from the org chart, not from him, that Daniel is now the lead and I've been moved to 'special projects', which as far as I can tell is a folder with two documents in it. When I asked Craig he said the client wanted continuity and that I should 'ease back in'. I didn't ask to ease back in. Nobody asked me anything. I kept my work laptop at home, I answered emails on leave when they were stuck, I was literally on a call with the vendor two days after my daughter was born because nobody could find the contract. And now Daniel presents my plan at the steering committee and I sit at the back. I'm not angry at Daniel, he didn't do this. But I feel like the moment I had a baby I stopped being a serious person here, and I have watched it happen to two other women on this floor. If this is what coming back looks like I don't know why anyone would. I want to be clear that I'm good at this job and I'm not asking for a favour. I'm asking for what I was told. I've been here nine years, I've turned down two offers because I thought this place was different, and right now I honestly don't know if I should have. I haven't said any of this to Craig because every time I start I can feel my voice going and I refuse to cry in his office. Also the 'special projects' move was announced in the team channel while I was still on leave, with a thumbs up from Craig, and three people messaged me to ask if I was leaving. My review from last year says 'exceptional, ready for the director track'. I would like someone to explain to me what changed apart from the baby.",
        ],
        ['my project back, or co-lead with Daniel through the launch and then lead', 'a straight answer about why it was decided without me'],
        ['I was promised it and I believed him', 'it matters for every parent who goes on leave here'],
      ),
      collaborator: side(
        'Craig',
        ["The client threatened to walk in February. Daniel stepped up and they like him. I can't swap leads three months before go-live."],
        ["Layla takes the new analytics bid, which honestly is a bigger role, and we review in Q3"],
        ["I have to protect the account, it's 40% of our revenue", "I'm not punishing her, I'm trying not to lose the client"],
      ),
    },
    conflictType: 'values',
    typeNote: 'a promise and fairness to a returning parent against protecting the account',
    concerns: {
      initiator: ['project back', 'co-lead', 'promised', 'maternity leave', 'without me', 'straight answer', 'Northwind', 'fairness'],
      collaborator: ['client', 'account', 'go-live', 'analytics', 'revenue', 'protect', 'Q3', 'Daniel stepped up'],
    },
    agreedIssue: 'Who leads the Northwind project now that Layla is back, and how that decision is made',
  },
  {
    id: 'held-manager-daily-updates',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Yusuf',
        ["Helen wants an end of day update on Slack listing everything I did, and she messages me if my status goes idle for 15 minutes. I've been here 6 years."],
        ['a weekly check-in instead of daily reports. trust me to manage my own time'],
        ["I feel like I'm on probation", 'I was never treated like this under my last manager'],
      ),
      collaborator: side('Helen', ['Yusuf missed two client deadlines this quarter and I found out from the client both times.'], ['Visibility. Tell me early when something is slipping and I can back off.'], ["It's my name the client calls.", "I'd love to not have to check, honestly."]),
    },
    conflictType: 'values',
    typeNote: 'trust and autonomy against the need to see problems early',
    concerns: {
      initiator: ['end of day update', 'daily', 'weekly check-in', 'trust', 'manage my own time', 'probation', 'idle', '6 years'],
      collaborator: ['deadlines', 'visibility', 'tell me early', 'slipping', 'client', 'back off'],
    },
    agreedIssue: 'How Helen hears early about slipping deadlines without daily reports',
  },
  {
    id: 'held-manager-school-pickup',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Nina',
        ["Since the school moved pickup to 3:15 I need to leave at 2:45 three days a week. Paul says it doesn't work because the client calls are at 4."],
        ['start at 7 on those days and leave at 2:45', 'someone else covers the 4pm call on tue wed thu'],
        ["there is no after school club, I've been on the waiting list since september", "I'm a single parent"],
      ),
      collaborator: side(
        'Paul',
        ['The 4 o clock call is the one the client actually cares about and Nina knows the accounts best.'],
        ['Nina joins that call, from home is fine, camera off if she needs'],
        ["If the client gets a junior on that call they'll notice, they've complained before", "I'm trying to make it work, I'm not saying no to the early finish"],
      ),
    },
    conflictType: 'task',
    typeNote: 'working hours around school pickup, and who covers the late client call',
    concerns: {
      initiator: ['2:45', 'pickup', 'school', 'start at 7', 'covers', 'after school club', 'single parent', 'leave'],
      collaborator: ['knows the accounts', 'accounts', 'junior', 'from home', 'complained', 'cares about'],
    },
    agreedIssue: "How the 4 o'clock client call is covered on Nina's early days",
  },
  // ---------------------------------------------------------------- housemates
  {
    id: 'held-housemates-night-shift-kitchen',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Ayo',
        ['the kitchen is disgusting every morning. Kasia cooks at 3am after her shift and leaves everything, pans, oil all over the hob, the bin overflowing'],
        ['clean up the same night, or before 10 the next morning at the latest'],
        ["I leave for work at 7 and I can't make breakfast in that", 'there are mice in the building already'],
      ),
      collaborator: side(
        'Kasia',
        ["I finish a 12 hour shift at the hospital at 2am, I eat, I sleep. I clean when I wake up which is like 1pm."],
        ['a rota where I do more of the weekly deep clean and the bathroom, and I do my dishes in the afternoon'],
        ["I'm a nurse, I'm on my feet all night. I can't scrub pans at 3am"],
      ),
    },
    conflictType: 'task',
    typeNote: 'when the kitchen gets cleaned around a night shift, and who does which chores',
    concerns: {
      initiator: ['kitchen', 'morning', 'same night', 'before 10', 'breakfast', 'mice', 'disgusting'],
      collaborator: ['shift', 'nurse', 'afternoon', 'rota', 'deep clean', 'bathroom', 'on my feet', 'wake up'],
    },
    agreedIssue: "How we keep the kitchen usable in the mornings around Kasia's night shifts",
  },
  {
    id: 'held-housemates-boyfriend-stays',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Mei',
        ["Lotte's boyfriend has basically moved in. He's here 5 nights a week, showers every morning, has the heating on all day when he works from here. We still split the bills two ways."],
        ['he pays a third of the bills, or stays over two nights max'],
        ['our energy bill went up 60 euros a month', "I didn't sign up to live with a couple"],
      ),
      collaborator: side('Lotte', ['Mei never said a word, she just went cold on me for weeks and then sent me a spreadsheet'], ['talk to me first, before the spreadsheets', "he chips in something fair, for food and that, but he's not a tenant"], ['he has his own flat and pays rent there', 'I felt ambushed']),
    },
    conflictType: 'task',
    typeNote: 'the bills and the space now a partner stays most nights; how it was raised is part of it',
    concerns: {
      initiator: ['a third', 'bills', 'two nights', 'heating', 'energy bill', 'couple', 'moved in'],
      collaborator: ['talk to me first', 'spreadsheet', 'went cold', 'tenant', 'own flat', 'rent', 'ambushed', 'food'],
    },
    agreedIssue: "How we share the bills and the flat now that Lotte's boyfriend stays most nights",
  },
  {
    id: 'held-housemates-thin-noise',
    audience: 'housemates',
    answers: {
      initiator: side('Jordan', ['noise'], ['quiet after 11'], ['sleep']),
      collaborator: side('Sasha', ['its my room'], ['idk'], ['?']),
    },
    conflictType: 'task',
    typeNote: 'quiet hours at night',
    concerns: {
      initiator: ['noise', 'quiet', '11', 'sleep'],
      collaborator: ['my room', 'room'],
    },
    thin: true,
    agreedIssue: '',
  },
  // ---------------------------------------------------------------- neighbours
  {
    id: 'held-neighbours-thin-dog',
    audience: 'neighbours',
    answers: {
      initiator: side('Hollis', ['dog barks all day'], ['sort it'], ['I work nights']),
      collaborator: side('Marguerite', ['hes a dog'], ['leave us alone'], ['idk']),
    },
    conflictType: 'task',
    typeNote: 'a dog barking in the daytime',
    concerns: {
      initiator: ['barks', 'barking', 'all day', 'work nights', 'sort it'],
      collaborator: ['leave us alone', 'alone'],
    },
    thin: true,
    agreedIssue: '',
  },
  {
    id: 'held-neighbours-camera',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Ruth',
        ['Bogdan put a camera on his garage and it looks straight into our back garden and our kitchen window. I sunbathe there. my granddaughter plays there.'],
        ['point it at his own driveway, and show me the screen so I can see what it covers'],
        ["it's our privacy. I feel watched in my own garden"],
      ),
      collaborator: side('Bogdan', ['My van was broken into twice this year, £4,000 of tools gone. Police did nothing.'], ['Keep the camera. I can blur or mask her garden in the app.'], ["My tools are my living. Without them I can't work."]),
    },
    conflictType: 'values',
    typeNote: 'privacy against security',
    concerns: {
      initiator: ['privacy', 'back garden', 'kitchen window', 'watched', 'point it', 'own driveway', 'granddaughter', 'covers'],
      collaborator: ['van', 'broken into', 'tools', 'police', 'living', 'blur', 'mask', 'keep the camera', 'security'],
    },
    agreedIssue: "Where the camera points so that Bogdan's van is protected and Ruth's garden stays private",
  },
  {
    id: 'held-neighbours-group-chat',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Greta',
        ["Hamid posted in the street whatsapp group that 'someone' keeps putting their recycling in his bin and everyone knows he means me. I was humiliated, people stopped saying hello"],
        ['he takes it down and next time talks to me to my face'],
        ["I've lived on this street 30 years, those people are my friends"],
      ),
      collaborator: side('Hamid', ['I knocked twice and she shut the door on me. What was I supposed to do?'], ['she stops using my bin and we can be normal neighbours'], ['my bin is full every week and the council fines me, not her']),
    },
    conflictType: 'personality',
    typeNote: 'how they raised it with each other (a group post, a shut door); the bin is what started it',
    concerns: {
      initiator: ['whatsapp', 'group', 'humiliated', 'takes it down', 'to my face', 'friends', '30 years', 'posted'],
      collaborator: ['bin', 'knocked', 'shut the door', 'fine', 'council', 'normal neighbours', 'full'],
    },
    agreedIssue: 'How we raise problems with each other directly, starting with the bins',
  },
];
