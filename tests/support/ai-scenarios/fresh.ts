/**
 * A FRESH set of AI scenarios, written blind: the answers, types and concern words were set
 * down from the text alone, before anyone ran the engine on them, and none was looked at while
 * the builtin engine was tuned. Same shape and labelling as the tuning set (scenarios.ts):
 * answers as upset or hurried people write them, `typeNote` the reading behind each type,
 * `concerns` the words a careful reader would pick as carrying each side's concern.
 *
 * Conflict types (the prompt's definitions): personality = how people treat or talk to
 * each other, temperament, feelings; values = beliefs, principles, priorities, fairness,
 * trust; task = who does what, when, how, money, logistics.
 */
import type { PartyAnswers } from '../../../amplify/ai/types';
import type { Scenario } from './types';

const side = (firstName: string, issue: string[], desiredOutcome: string[], whyOutcomeMatters: string[]): PartyAnswers => ({
  firstName,
  issue,
  desiredOutcome,
  whyOutcomeMatters,
});

export const FRESH_SCENARIOS: Scenario[] = [
  // ---------------------------------------------------------------- partners
  {
    id: 'partners-snapping-after-work',
    agreedIssue: 'How Rob gets time to unwind after work without taking his bad day out on Hana and the kids',
    audience: 'partners',
    answers: {
      initiator: side(
        'Hana',
        ['the minute rob walks in from work hes snapping at me and the kids, shoes in the wrong place, the noise, whatever. yesterday he shouted at Leo for asking about football and Leo went to his room crying'],
        ['he stops taking his bad day out on us'],
        ['i get that his job is awful right now with the restructure and everything. but the kids have started going quiet when they hear his car and i dont want them scared of thier own dad. honestly i dread 6 oclock too'],
      ),
      collaborator: side(
        'Rob',
        ['i get 2 minutes through the door and im hit with homework questions, whats for tea, who broke what. you always save every problem for the second i get home'],
        ['half an hour to get changed and sit in the garden before i do family stuff, then im all theirs'],
        ["i'm not proud of shouting at leo. i'm on the phone to angry customers 9 hours a day and i've got nothing left when i walk in"],
      ),
    },
    conflictType: 'personality',
    typeNote: 'snapping at the family after work against being met with every problem at the door: moods and how they treat each other',
    concerns: {
      initiator: ['snapping', 'shouted', 'crying', 'bad day out', 'going quiet', 'scared', 'dread'],
      collaborator: ['through the door', 'every problem', 'half an hour', 'changed', 'garden', 'angry customers', 'nothing left'],
    },
  },
  {
    id: 'partners-night-feeds',
    agreedIssue: 'How we share the night feeds so Keisha gets enough sleep and Marcus is safe on the site',
    audience: 'partners',
    answers: {
      initiator: side(
        'Keisha',
        ["Baby is 4 months and I have done every single night feed since she was born. Marcus sleeps through it with earplugs in. I'm getting maybe 4 hours a night in bits"],
        ['he does the 2am bottle on weeknights with expressed milk and I do the rest', 'and he takes the whole night on saturdays'],
        ['I go back to work in 6 weeks. I nearly fell asleep driving last tuesday with her in the back'],
      ),
      collaborator: side(
        'Marcus',
        ['i leave at 5:15 for the site and im operating a digger all day, i cant do that on no sleep'],
        ['i do friday and saturday nights fully and take her from 6pm every evening so she can get a nap'],
        ['its not that i dont want to help. if i nod off on the machine someone could get killed, thats the bottom line'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who does which night feeds, on which nights',
    concerns: {
      initiator: ['night feed', 'every single', 'earplugs', '4 hours', '2am bottle', 'expressed milk', 'back to work', 'fell asleep driving'],
      collaborator: ['5:15', 'digger', 'no sleep', 'friday and saturday', '6pm', 'nap', 'nod off', 'killed'],
    },
  },
  {
    id: 'partners-church-giving',
    agreedIssue: 'How we save for our own place and decide together about Grace’s giving to her church',
    audience: 'partners',
    answers: {
      initiator: side(
        'Dan',
        ['grace gives 10 percent of her wages to her church every month, thats nearly 300 quid, and we are still renting with like 1k saved'],
        ['we pause the giving untill we have a deposit saved, or at least bring it down to an amount we agree on together'],
        ['we are 34 and every year the rent goes up. i want us to have our own place before we have kids. its not about the church, its about us deciding money stuff together'],
      ),
      collaborator: side(
        'Grace',
        ['Tithing is part of my faith, I have done it since I was 16 with my first paper round. Dan knew that when he married me.'],
        ['Keep giving, from my own wages.'],
        ['God has always provided for us. If I stop giving the moment things get tight what does my faith actually mean?'],
      ),
    },
    conflictType: 'values',
    typeNote: 'faith and tithing against saving for a home and deciding money together',
    concerns: {
      initiator: ['renting', 'pause the giving', 'deposit', 'agree on together', 'own place', 'before we have kids', 'deciding money stuff together'],
      collaborator: ['tithing', 'faith', 'since I was 16', 'knew that', 'keep giving', 'own wages', 'God', 'provided'],
    },
  },
  {
    id: 'partners-private-school',
    agreedIssue: 'How we decide on Oscar’s secondary school together, and whether to accept his grandad’s offer',
    audience: 'partners',
    answers: {
      initiator: side(
        'Sophie',
        ["Jamie's dad offered to pay for Oscar to go to St Edmund's and Jamie said no without even discussing it with me. The local secondary has a terrible ofsted and there were two stabbings near the gates last year"],
        ['we accept the offer and he starts at st edmunds in september'],
        ['I went to a rough school where nobody expected anything of us. I want him safe and I want him to have the chances I didnt get'],
      ),
      collaborator: side(
        'Jamie',
        ['I wont have my son bought a place at a private school with my fathers money.'],
        ['oscar goes to the local school with his mates', 'we put money into tutoring if he needs it'],
        [
          'my dad paid for my school and then held it over me for 20 years, every argument came back to what he had paid. i dont want oscar growing up in debt to him. and i believe in state schools, i teach in one',
        ],
      ),
    },
    conflictType: 'values',
    typeNote: 'private or state school: safety and opportunity against principle and not being beholden to a grandfather',
    concerns: {
      initiator: ['accept the offer', 'without even discussing', 'ofsted', 'stabbings', 'rough school', 'safe', 'chances'],
      collaborator: ['fathers money', 'bought', 'local school', 'mates', 'tutoring', 'held it over me', 'in debt', 'state schools'],
    },
  },

  // ---------------------------------------------------------------- siblings and family
  {
    id: 'siblings-group-chat-insults',
    agreedIssue: 'How we keep the family chat friendly, without name calling or lectures',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Megan',
        ['craig calls me a snowflake and a leftie idiot in the family group chat every time i post anything, even a petition about the local library. mum and aunty pat see all of it'],
        ['he stops the name calling in the chat. if he disagrees he can message me privately'],
        ['its not about politics, we have always disagreed and thats fine. its about him mocking me in front of the whole family while nobody says anything'],
      ),
      collaborator: side(
        'Craig',
        ['she posts preachy stuff constantly and then cries bully the minute anyone pushes back. its banter', 'you always have to have the last word megan'],
        ['no politics in the family chat full stop, from either of us'],
        ['the chat is for photos of the kids and mums birthday. not lectures'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'name-calling and mockery in the family chat against preachiness: how the two talk to each other, not which politics is right',
    concerns: {
      initiator: ['snowflake', 'idiot', 'name calling', 'privately', 'mocking', 'in front of the whole family', 'nobody says anything'],
      collaborator: ['preachy', 'cries bully', 'pushes back', 'banter', 'last word', 'no politics', 'photos', 'lectures'],
    },
  },
  {
    id: 'siblings-cottage-summer-weeks',
    agreedIssue: 'How we share the August weeks at the cottage and the work of looking after it',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Fiona',
        ["We inherited gran's cottage in Cornwall between the three of us. Ross has taken the first 2 weeks of August three years running because his kids school breaks up then. Mine break up the same week!"],
        ['we rotate the august weeks every year and the booking calendar opens for all of us on the same day in january'],
        ['the kids are 11 and 13, in a couple of years they wont want to come on holiday with us at all. and i pay a third of the upkeep same as everyone'],
      ),
      collaborator: side(
        'Ross',
        ['I do all the work on the place. I drive down to let the plumber in, I did the gutters, I sort the insurance.'],
        ['first pick of the weeks stays with whoever does the maintenance', 'or fiona takes on some of the jobs'],
        ['its 4 hours each way every time something breaks. nobody else offers'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who gets which summer weeks at the shared cottage, and who does the upkeep',
    concerns: {
      initiator: ['august', 'three years running', 'rotate', 'booking calendar', 'same day', '11 and 13', 'a third of the upkeep'],
      collaborator: ['all the work', 'plumber', 'gutters', 'insurance', 'first pick', 'maintenance', '4 hours each way', 'nobody else offers'],
    },
  },
  {
    id: 'siblings-grans-diagnosis',
    agreedIssue: 'How much we tell Yiayia about her diagnosis, and how we make her last months good ones',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Eleni',
        ['The consultant told us Yiayia has pancreatic cancer, probably months not years. Nikos wants to keep it from her and tell her its a stomach infection.'],
        ['we tell her the truth, gently, with the doctor there'],
        ['she is as sharp as anything and she will work it out anyway. she has a right to know, to say goodbye to people and go back to her village one last time if she wants. I would want to know'],
      ),
      collaborator: side(
        'Nikos',
        ['in our family you dont tell the old people this kind of news. its how it was done with Papou too'],
        ['we let her enjoy the time she has left without fear'],
        ['she is terrified of hospitals and of dying, she says it every sunday. the truth would just take her last good months away'],
      ),
    },
    conflictType: 'values',
    typeNote: 'whether to tell a grandmother she is dying: her right to the truth against protecting her, and family custom',
    concerns: {
      initiator: ['truth', 'gently', 'doctor', 'sharp', 'right to know', 'say goodbye', 'village'],
      collaborator: ['dont tell', 'our family', 'old people', 'Papou', 'enjoy', 'without fear', 'terrified', 'last good months'],
    },
  },
  {
    id: 'siblings-always-late',
    agreedIssue: 'How Tom lets us know when he is running late and how Becky raises it without a scene',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Becky',
        ["Tom turned up 2 hours late to mum's 70th lunch. Again. We waited to order and the restaurant gave half our table away. Last christmas it was 3 hours and the dinner was ruined"],
        ['if hes going to be late he texts before, and we stop waiting for him'],
        ['mum spends the whole morning looking at the door. you always act like your time matters more than everyone elses tom'],
      ),
      collaborator: side(
        'Tom',
        ['becky makes a scene every single time. the second i walk in its "oh look who decided to turn up" in front of everyone'],
        ['she says it to me on my own, not in front of the whole table'],
        ['I have two under 3 and an hour drive, im doing my best. walking into that makes me not want to come at all'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'always arriving late against making a scene about it: how the two treat each other at family events',
    concerns: {
      initiator: ['2 hours late', 'waited', 'table', 'texts before', 'stop waiting', 'looking at the door', 'time matters more'],
      collaborator: ['scene', 'decided to turn up', 'in front of', 'on my own', 'two under 3', 'hour drive', 'doing my best', 'not want to come'],
    },
  },

  // ---------------------------------------------------------------- parents and adult children
  {
    id: 'parent-moving-to-australia',
    agreedIssue: 'How we stay close as a family if Kerry and the boys move to Perth',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Brenda',
        ["My daughter is taking my only grandchildren to Perth. She told me over a text message. I've had them every tuesday and thursday since they were born"],
        ['Stay in the UK, or at least wait until the boys are older', 'and talk to me about it properly'],
        ["I'm 68 and I won't be able to fly that far for much longer. I will miss them growing up. Family should stay together"],
      ),
      collaborator: side(
        'Kerry',
        ['liam got offered a job in perth on double the salary and we will never afford a house here on what we earn. mum acts like im doing it to hurt her'],
        ['her blessing, and for her to come out for christmas, we pay the flights'],
        ['we are 36 and still renting a 2 bed with two boys. i want my kids to have a garden and a future. its not about leaving her, its about giving them what we never had'],
      ),
    },
    conflictType: 'values',
    typeNote: 'family staying close against a better life abroad: what each puts first',
    concerns: {
      initiator: ['grandchildren', 'over a text', 'stay in the UK', 'wait', 'talk to me', '68', 'miss them growing up', 'stay together'],
      collaborator: ['job', 'double the salary', 'afford a house', 'blessing', 'christmas', 'flights', 'garden', 'future'],
    },
  },
  {
    id: 'parent-plumbing-quotes',
    agreedIssue: 'How Jay learns to price jobs and takes on quoting before Steve retires',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Jay',
        [
          "I've worked for dad's plumbing firm 6 years and he still won't let me price a job. Every quote goes through him, and when hes on a job in Leeds customers wait 5 days and go elsewhere. We lost 3 boiler installs last month like that",
        ],
        ['I quote anything under 3k on my own off the price list and he does the big ones. and we get quoting software instead of his notebook'],
        ['He keeps saying hes retiring in 2 years. If I cant quote by then theres no business left to hand over'],
      ),
      collaborator: side(
        'Steve',
        ['Jay underprices. He quoted a bathroom last spring and we lost 1,200 on it.'],
        ['he shadows me on quotes till christmas, then he does the small ones and i check them before they go out'],
        ['its my name on the van and my money if it goes wrong. 30 years i built this'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who prices which jobs in the family firm, and how the handover is done',
    concerns: {
      initiator: ['price a job', 'customers wait', 'go elsewhere', 'under 3k', 'on my own', 'price list', 'software', 'hand over'],
      collaborator: ['underprices', 'bathroom', '1,200', 'shadows', 'christmas', 'check them', 'name on the van', '30 years'],
    },
  },
  {
    id: 'parent-rude-to-waiters',
    agreedIssue: 'How we eat out together with Farid treating the staff politely and Aisha raising it with respect',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Aisha',
        ['Every time we take dad out to eat he is rude to the staff. clicks his fingers, calls the waitress "love", sends food back twice and tells them they are useless. last week a young lad nearly cried'],
        ['he talks to the people serving us with basic manners or we stop eating out with him'],
        ['I worked in restaurants for 5 years to get through uni so i know exactly what its like. im mortified every single time'],
      ),
      collaborator: side('Farid', ['She corrects me in front of the waiter like I am a child. And I am paying for the meal.'], ['if she has something to say she says it at home'], ['i am her father. she has no respect for me anymore']),
    },
    conflictType: 'personality',
    typeNote: 'a father rude to staff, a daughter correcting him in public: how each behaves',
    concerns: {
      initiator: ['rude', 'clicks his fingers', 'useless', 'basic manners', 'stop eating out', 'worked in restaurants', 'mortified'],
      collaborator: ['corrects me', 'in front of', 'like I am a child', 'paying', 'at home', 'father', 'respect'],
    },
  },
  {
    id: 'parent-mum-messages-all-day',
    agreedIssue: 'How often we keep in touch without Lorraine ringing Chloe’s work',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Lorraine',
        ['Chloe doesnt answer my messages for days. I send a simple good morning and get nothing back, then she is on instagram so I know she has her phone'],
        ['a reply once a day, even just a thumbs up'],
        ['since your dad died the house is so quiet. I lie awake thinking something has happened to you. you always have time for your friends but never for me'],
      ),
      collaborator: side(
        'Chloe',
        ['mum texts me like 15 times a day and if i dont reply within the hour she rings my work', 'she rang my MANAGER once!!'],
        ['she stops ringing my work and i call her properly on sunday evenings'],
        ['its not about not loving her, its about being able to do my job without my phone going off constantly. my manager has already had a word with me'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'too many messages against too few replies: how mother and daughter treat each other, loneliness and worry',
    concerns: {
      initiator: ['answer', 'messages', 'nothing back', 'reply once a day', 'thumbs up', 'so quiet', 'lie awake', 'time for your friends'],
      collaborator: ['15 times a day', 'rings my work', 'manager', 'sunday evenings', 'call her properly', 'do my job', 'phone going off'],
    },
  },

  // ---------------------------------------------------------------- co-founders and teammates
  {
    id: 'cofounders-selling-user-data',
    agreedIssue: 'How we keep Sprout afloat for the next months without breaking our promise to users about their data',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Ines',
        ['We built Sprout as the budgeting app that doesnt sell your data, its literally on our homepage. Now Kofi wants to share "anonymised" spending data with a credit broker for 8k a month'],
        ['no selling user data, ever. we find the revenue some other way, a paid tier'],
        ['our users trusted us with there bank transactions. anonymised spending data can be traced back to people, ive seen it done. if that comes out we are liars and we deserve to fail'],
      ),
      collaborator: side(
        'Kofi',
        ['we have 4 months of cash left and the paid tier converts at 1%. this deal keeps the lights on'],
        ['sign the broker deal for 12 months with an opt-out for users, then review it'],
        ['i have 6 people on payroll with familys. principles dont pay salaries'],
      ),
    },
    conflictType: 'values',
    typeNote: 'a privacy promise to users against survival money: principle against keeping the company alive',
    concerns: {
      initiator: ['doesnt sell your data', 'homepage', 'no selling', 'paid tier', 'trusted', 'bank transactions', 'traced back', 'liars'],
      collaborator: ['4 months of cash', '1%', 'lights on', 'broker deal', '12 months', 'opt-out', 'payroll', 'salaries'],
    },
  },
  {
    id: 'teammates-shared-van',
    agreedIssue: 'Where the van stays overnight, how we both get to jobs, and who fills it up',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Gaz',
        ['me and dean share the firm van for the electrical jobs. he takes it home every night and weekends and i have to get dropped at the yard by my missus at 6:30. and its always on empty when i get it'],
        ['van stays at the yard overnight or we swap weeks', 'whoever has it fills it up'],
        ['my wife starts at 7 herself and we only have the one car. she has been late 4 times this month becuase of me'],
      ),
      collaborator: side(
        'Dean',
        ["I live 5 mins from half our jobs and the yard's 40 mins the other way. The tools in that van are worth 10 grand and the yard has had 2 break-ins since summer."],
        ['I keep the van and pick Gaz up on the way, he puts a bit towards fuel'],
        ['if the tools get nicked we are both out of work for a week'],
      ),
    },
    conflictType: 'task',
    typeNote: 'where the shared van is kept overnight, who drives it and who pays for fuel',
    concerns: {
      initiator: ['takes it home', 'weekends', 'dropped at the yard', '6:30', 'on empty', 'swap weeks', 'fills it up', 'one car'],
      collaborator: ['5 mins', '40 mins', 'tools', '10 grand', 'break-ins', 'on the way', 'fuel', 'nicked'],
    },
  },
  {
    id: 'teammates-headphones-and-chatter',
    agreedIssue: 'How Bella gets answers while she learns the system and Conor keeps time to concentrate',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Bella',
        ['Conor sits with his headphones in all day and just ignores me when i ask him something, i have to wave at him like an idiot. then in the team meeting he says i never ask for help'],
        ['he takes them out when someone talks to him, or we agree some way to get his attention that isnt me tapping his shoulder'],
        ['i joined 3 months ago and im still learning the system. i feel invisible and honestly kind of stupid'],
      ),
      collaborator: side(
        'Conor',
        ['bella talks all day. to me, on the phone, to herself. I put headphones in so I can actually think'],
        ['she saves non urgent questions for a slack message and i answer within the hour'],
        ["every interruption costs me 20 minutes to get back into the code. i'm not being rude, it's just how i work"],
      ),
    },
    conflictType: 'personality',
    typeNote: 'being ignored against constant chatter: how two desk-mates treat each other',
    concerns: {
      initiator: ['ignores me', 'wave', 'never ask for help', 'takes them out', 'attention', 'still learning', 'invisible', 'stupid'],
      collaborator: ['talks all day', 'think', 'non urgent', 'slack', 'within the hour', 'interruption', '20 minutes', 'not being rude'],
    },
  },
  {
    id: 'cofounders-four-day-week',
    agreedIssue: 'How we stop burning the team out without risking our clients and the loan',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Hugo',
        ['Lena wants the whole team on a 4 day week from january on the same pay. we are 8 people and our two biggest clients want faster turnaround, not slower'],
        ['we stay on 5 days and give people flexible hours instead, and revisit it once we hit 1m revenue'],
        ['I put my flat up as security on the bank loan. if we lose a client I lose my home'],
      ),
      collaborator: side(
        'Lena',
        ['Three of our eight people have been signed off with stress this year. We started this company to do things differently from the agencies we came from.'],
        ['a 6 month trial of the 4 day week, with the clients told upfront'],
        ["I burned out at my last job and ended up in hospital. I won't build a company that does that to people, it's the whole reason we exist"],
      ),
    },
    conflictType: 'values',
    typeNote: 'staff wellbeing and why the company exists against financial risk: what the founders put first',
    concerns: {
      initiator: ['faster turnaround', '5 days', 'flexible hours', 'revisit', '1m revenue', 'security', 'loan', 'lose my home'],
      collaborator: ['signed off', 'stress', 'differently', '6 month', 'trial', 'burned out', 'hospital', 'whole reason'],
    },
  },

  // ---------------------------------------------------------------- managers and reports
  {
    id: 'manager-saturday-rota',
    agreedIssue: 'How Saturdays are shared on the rota fairly while the shop stays covered',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Shannon',
        ["I've worked every saturday since march at the shop. Everyone with kids gets them off automatically and I'm always the one who covers."],
        ['saturdays split evenly on the rota, one in two max for everybody'],
        ['I dont have kids but I do have a life. my boyfriend works monday to friday and saturday is the only day we get together. ive missed 3 weddings this year'],
      ),
      collaborator: side(
        'Derek',
        ['Saturday is our busiest day by far and half the team are parents with no childcare at weekends.'],
        ['shannon does 3 saturdays in 4 and gets a weekday off plus the saturday premium'],
        ['if i put the parents on saturdays they quit. ive already lost two good people that way'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who works Saturdays on the shop rota, and what is given back for it',
    concerns: {
      initiator: ['every saturday', 'covers', 'split evenly', 'one in two', 'a life', 'boyfriend', 'only day', 'weddings'],
      collaborator: ['busiest day', 'parents', 'no childcare', '3 saturdays in 4', 'weekday off', 'premium', 'quit', 'lost two'],
    },
  },
  {
    id: 'manager-shouting-in-kitchen',
    agreedIssue: 'How Paolo gives Tariq orders and feedback in service without screaming or names',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Tariq',
        ['chef screams at me during service, calls me useless and a muppet in front of the whole brigade, threw a pan in the sink right next to me on friday. then after service its like nothing happened'],
        ['he can tell me im slow, just without the screaming and the names', 'if its serious talk to me after service'],
        ['i love this job, ive wanted to cook since i was 12. but i go home shaking and ive started dreading friday nights'],
      ),
      collaborator: side(
        'Paolo',
        ['In service there is no time for please and thank you. Tariq freezes when it gets busy and the tickets pile up.'],
        ['he keeps up with the calls and says "yes chef" so I know he heard'],
        ['Every kitchen I worked in was like this, it is how you learn to be fast. I shout at everyone, it is not personal'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'a head chef screaming and name-calling against a junior freezing: temperament and how each treats the other',
    concerns: {
      initiator: ['screams', 'useless', 'muppet', 'in front of', 'threw a pan', 'without the screaming', 'shaking', 'dreading'],
      collaborator: ['no time', 'freezes', 'busy', 'tickets pile up', 'keeps up', 'yes chef', 'learn to be fast', 'not personal'],
    },
  },
  {
    id: 'manager-upselling-pensioners',
    agreedIssue: 'How Ruth offers gadget insurance honestly while the store meets its targets',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Ruth',
        ['my manager wants me to push gadget insurance on every phone contract, even on pensioners who already have home insurance that covers it. she told me my numbers are the lowest in the store'],
        ['i explain it honestly and if they dont need it i dont sell it, and my numbers dont count against me for that'],
        ['last week an 81 yr old man signed up and didnt understand he would be paying 14 pound a month for 2 years. that could of been my nan. i cant do that to people'],
      ),
      collaborator: side(
        'Kate',
        ['The insurance is a good product and head office sets the targets, not me. Ruth just doesnt offer it half the time.'],
        ['she offers it to every customer and they decide'],
        ['if the store misses target for a third month they cut hours for everyone. its not about the commission, its about the team keeping their hours'],
      ),
    },
    conflictType: 'values',
    typeNote: 'selling people what they do not need against the store’s targets: honesty to customers against the team’s hours',
    concerns: {
      initiator: ['push', 'pensioners', 'home insurance', 'honestly', 'dont need it', 'numbers', '81', 'cant do that to people'],
      collaborator: ['good product', 'head office', 'targets', 'offers it', 'every customer', 'they decide', 'cut hours', 'keeping their hours'],
    },
  },
  {
    id: 'manager-bus-late-starts',
    agreedIssue: 'How Callum gets in for the 7am start, or works around the bus, without the others covering for him',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Nadia',
        ['Callum has been 10 to 20 minutes late most mornings this month. The warehouse shift starts at 7 and the first lorry gets unloaded at 7:15, so the others have to start without him'],
        ['in on time for 7, or he moves to the 8am shift'],
        ['the others have started complaining that its not fair. i cant keep covering for one person'],
      ),
      collaborator: side(
        'Callum',
        ['the first bus from my village gets in at 6:52 and its late half the time since they cut the route, i literally cant do anything about it. and the 8am shift pays less'],
        ['start at 7:20 and make the time up at the end on the same shift pay', 'or a lift share with gemma who lives past me'],
        ['i cant afford a car. i need the early shift money for my rent'],
      ),
    },
    conflictType: 'task',
    typeNote: 'start times, shifts and getting to work: a logistics question',
    concerns: {
      initiator: ['late', 'mornings', 'on time', 'first lorry', 'start without him', '8am shift', 'complaining', 'covering'],
      collaborator: ['first bus', '6:52', 'cut the route', '7:20', 'make the time up', 'lift share', 'afford a car', 'rent'],
    },
  },

  // ---------------------------------------------------------------- housemates
  {
    id: 'housemates-toilet-roll-kitty',
    agreedIssue: 'How we pay for the shared things in the house fairly',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Ola',
        ['im the only one who ever buys loo roll, washing up liquid, bin bags, milk for the house. i kept the receipts, its 63 quid since september and nobody has offered a penny'],
        ['we all put 10 a month in a kitty for shared stuff', 'and someone else does the shop sometimes'],
        ['im a student with a part time job. 63 quid is my food for two weeks'],
      ),
      collaborator: side(
        'Hamish',
        ["I barely use any of it. I don't drink milk and I'm at my girlfriend's 4 nights a week"],
        ['we each buy our own and just share loo roll and bin bags, taking turns'],
        ['paying for stuff i dont use isnt fair either'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who buys the shared basics and how the cost is split',
    concerns: {
      initiator: ['only one', 'receipts', '63', 'kitty', '10 a month', 'shared stuff', 'student', 'food for two weeks'],
      collaborator: ['barely use', 'girlfriend', '4 nights', 'buy our own', 'taking turns', 'dont use', 'fair'],
    },
  },
  {
    id: 'housemates-chatty-evenings',
    agreedIssue: 'How we spend time together in the flat while Jess gets quiet after work',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Jess',
        ['every night when i get in from work amara is waiting in the kitchen to tell me about her whole day, follows me to my room and keeps talking while im getting changed. if i say im tired she sulks and goes round slamming cupboards'],
        ['an hour to myself when I come in without it being a big deal'],
        ['i work in a call centre and talk to people for 8 hours straight. by the evening i have nothing left. its not about her, its about needing some quiet'],
      ),
      collaborator: side(
        'Amara',
        ['Jess barely says hi. she walks straight past me to her room and shuts the door, like Im a stranger in my own flat'],
        ['we have dinner together a couple of nights a week', 'and she tells me nicely instead of looking at me like im annoying'],
        ['I moved here in june and dont know anyone in the city yet. I work from home on my own all day and some days she is the only person I talk to'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'wanting quiet against wanting company: temperament and how two housemates treat each other',
    concerns: {
      initiator: ['waiting', 'whole day', 'follows me', 'tired', 'sulks', 'slamming cupboards', 'hour to myself', 'quiet'],
      collaborator: ['barely says hi', 'shuts the door', 'stranger', 'dinner together', 'nicely', 'annoying', 'dont know anyone', 'on my own'],
    },
  },

  // ---------------------------------------------------------------- neighbours
  {
    id: 'neighbours-charging-cable',
    agreedIssue: 'How Ryan charges his car without a cable being a danger on the pavement',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Pam',
        ['number 14 runs a charging cable out of his front window across the pavement to his car every night. i use a walker and i nearly went over it in the dark on monday. the mat he puts over it curls up at the ends'],
        ['no cable across the pavement. he can use the charger at the supermarket'],
        ['I broke my hip 2 years ago. Another fall and I could end up in a home'],
      ),
      collaborator: side(
        'Ryan',
        ['Theres no off street parking on our road and the council has ignored my request for a cable gully for 8 months'],
        ['we both write to the council to back the gully, and untill its in i only charge after midnight with a proper bright cable cover'],
        ['the supermarket charger is 3 times the price and i need the car for work, i do deliveries'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how and when a car is charged across a shared pavement',
    concerns: {
      initiator: ['across the pavement', 'walker', 'nearly went over', 'dark', 'curls up', 'supermarket', 'broke my hip', 'fall'],
      collaborator: ['off street parking', 'council', 'gully', '8 months', 'after midnight', 'cable cover', '3 times the price', 'deliveries'],
    },
  },
  {
    id: 'neighbours-feeding-stray-cats',
    agreedIssue: 'How the stray cats are looked after without rats and mess by Graham’s house',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Graham',
        ["Mrs Okafor next door puts out bowls of food for the strays every night, there's 6 or 7 of them now. They spray on my doorstep, fight at 3am and I've seen rats at the bowls"],
        ['she stops putting food out'],
        ['we have a newborn and the health visitor said rats near the house are a real worry. i like cats, this is about hygiene'],
      ),
      collaborator: side(
        'Adaeze',
        ['These cats were dumped, nobody wants them. If I stop feeding them they starve in the winter.'],
        ['I feed them in the morning only and take the bowls in after', 'the cat charity traps and neuters them, I already rang them'],
        ['I could not live with myself. Every creature deserves kindness, that is how I was raised'],
      ),
    },
    conflictType: 'values',
    typeNote: 'kindness to strays against hygiene and a baby’s health: what each believes matters more',
    concerns: {
      initiator: ['stops putting food out', 'spray', 'fight', '3am', 'rats', 'newborn', 'health visitor', 'hygiene'],
      collaborator: ['dumped', 'starve', 'winter', 'morning only', 'take the bowls in', 'neuters', 'live with myself', 'kindness'],
    },
  },
];
