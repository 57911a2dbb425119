/**
 * The SECOND HELD-OUT set of the project's AI scenarios, written 2026-11-29 by someone who had
 * not read the engine (nothing under amplify/ was opened, the engine was never run on it) and
 * never used for tuning. Like the other sets, answers are written the way people write when
 * they are upset or in a hurry: long, short, typos, no capitals, one word.
 *
 * Same label conventions as scenarios.ts. Conflict types: personality = how people treat or
 * talk to each other, temperament, feelings; values = beliefs, principles, priorities,
 * fairness, trust; task = who does what, when, how, money, logistics.
 * Ids are prefixed `h2-` so they never collide with the other sets.
 *
 * The rule of heldOut.ts holds here too: no word may enter the engine's lexicon, rules or
 * templates because it occurs in these scenarios; a miss is fixed by improving the engine in
 * general and checking the change on the tuning set, never by reading the misses here. Neither
 * the engine nor its tests may import this file (tests/scripts/eval-ai.heldOut.test.ts checks);
 * only `npm run eval:ai` does, and reports its figures as the `held-out-2` column.
 */
import type { PartyAnswers } from '../../../amplify/ai/types';
import type { Scenario } from './types';

const side = (firstName: string, issue: string[], desiredOutcome: string[], whyOutcomeMatters: string[]): PartyAnswers => ({
  firstName,
  issue,
  desiredOutcome,
  whyOutcomeMatters,
});

export const HELD_OUT_2_SCENARIOS: Scenario[] = [
  // ---------------------------------------------------------------- partners
  {
    id: 'h2-partners-holiday-budget',
    audience: 'partners',
    answers: {
      initiator: side(
        'Lea',
        ["Tomas wants to spend €1,400 on flights to Lisbon for Christmas again and we said this year we'd put everything into the flat deposit. We are €3,000 short and the bank appointment is in March."],
        ['Skip the flights this year, or go for 4 days max and cheap ones.', 'Every spare euro goes into the deposit until March.'],
        ["I'm 34 and tired of renting a place with mould in the bathroom. If we miss March the rate goes up and I don't know when we get another chance."],
      ),
      collaborator: side(
        'Tomas',
        ["my mum is 78 and i haven't been home in two years. she isn't well"],
        ["go home for christmas, 10 days, and I'll pick up extra shifts in January to make up for it"],
        ['I might not get many more christmases with her. thats it, thats the reason'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how to spend the money: flat deposit or flights home',
    concerns: {
      initiator: ['deposit', 'flat', '€3,000', 'bank', 'March', 'renting', 'mould', 'saving'],
      collaborator: ['mum', 'home', 'two years', '78', "isn't well", 'extra shifts', 'family'],
    },
    agreedIssue: 'How we plan this winter\'s money so Lea can save for the flat deposit by March and Tomas can see his mum at Christmas',
  },
  {
    id: 'h2-partners-dog-walks',
    audience: 'partners',
    answers: {
      initiator: side(
        'Aroha',
        ["We got Biscuit together but I do the 6am walk every single day, rain or not, and most evening walks too. Finn said he'd share it, he doesn't."],
        ['Alternate mornings. Mon Wed Fri him, the rest me.'],
        ["I start at 7:30 and I'm running on 5 hours sleep. I'm starting to resent the dog and I hate that."],
      ),
      collaborator: side(
        'Finn',
        ["I'm not a morning person at all, I'm useless before 8. but i do the vet trips, the grooming, the food orders"],
        ['I take all the later walks + weekends, she keeps weekday mornings'],
        ["if I'm up at 6 I'm wrecked for the whole day and my work suffers, i code until late"],
      ),
    },
    conflictType: 'task',
    typeNote: 'who walks the dog and when',
    concerns: {
      initiator: ['6am', 'rain', 'alternate', 'Mon Wed Fri', 'resent', 'sleep', '7:30', 'share'],
      collaborator: ['morning person', 'useless', 'vet', 'grooming', 'food orders', 'weekends', 'wrecked', 'code until late'],
    },
    agreedIssue: "How we share Biscuit's walks so Aroha gets some mornings off and Finn keeps the later walks, vet trips and weekends",
  },
  {
    id: 'h2-partners-wedding-ceremony',
    audience: 'partners',
    answers: {
      initiator: side(
        'Priya',
        ["Jonas says he won't do any religious part at our wedding. Not the pheras, nothing. My parents have waited my whole life for this."],
        ["A proper Hindu ceremony in the morning, the civil one after. He doesn't have to believe it, just be there and do it with me."],
        ["It's my faith and my family. Without it I won't feel married. I mean that."],
      ),
      collaborator: side(
        'Jonas',
        ["I'm not religious and I don't want to make promises to gods I don't believe in, in front of 200 people. It feels like lying."],
        ["registry office + a party. Priya's family can do a blessing if they want, I'll stand next to her"],
        ['if I start my marriage by faking something, what does that say. I have to be honest with myself'],
      ),
    },
    conflictType: 'values',
    typeNote: 'her faith and tradition against his honesty about not believing',
    concerns: {
      initiator: ['pheras', 'Hindu', 'ceremony', 'faith', 'parents', 'whole life', 'tradition'],
      collaborator: ['gods', 'promises', 'lying', 'faking', 'honest', 'registry office', 'party', '200 people'],
    },
    agreedIssue: "How we shape our wedding so Priya's faith and family are part of it and Jonas doesn't make promises he doesn't believe",
  },
  {
    id: 'h2-partners-teasing-with-friends',
    audience: 'partners',
    answers: {
      initiator: side(
        'Amara',
        ['Luca makes fun of me in front of his friends. my accent, my driving, how I laugh. Everyone laughs and I smile but I go home feeling small.'],
        ["Stop the jokes about me when we're out. Just stop."],
        ["Because I feel humiliated, and then when I say something he says I'm too sensitive which makes it worse"],
      ),
      collaborator: side(
        'Luca',
        ["It's banter, that's how my friends are with each other, they do it to me all the time. I had no idea it hurt her this much until last saturday"],
        ['for her to tell me in the moment, like a signal, instead of going quiet for the whole evening and exploding at home'],
        ["I love her and I don't want her hating my friends. I grew up with these guys"],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how he talks about her in company and how she reacts',
    concerns: {
      initiator: ['accent', 'driving', 'make fun', 'humiliated', 'small', 'sensitive', 'jokes', 'laugh'],
      collaborator: ['banter', 'signal', 'in the moment', 'quiet', 'exploding', 'grew up', 'these guys', 'hurt'],
    },
    agreedIssue: "How we handle jokes around Luca's friends so Amara doesn't feel humiliated and Luca gets a signal in the moment",
  },
  {
    id: 'h2-partners-texts-at-gigs',
    audience: 'partners',
    answers: {
      initiator: side(
        'Hana',
        ["when mateo goes out with his band he doesnt answer a single text til 2am. I lie there thinking he's in a ditch"],
        ['one message when you get there and one when you leave. thats all'],
        ["my brother was in a bad accident 3 yrs ago and nobody told us for hours. i panic. i know it's a lot"],
      ),
      collaborator: side(
        'Mateo',
        ["She sends like 15 texts in a night and if i dont reply fast she gets upset and it ruins the gig for me"],
        ["Trust that I'm fine. I'll text when I can"],
        ['I feel watched. I need to be able to relax and play without checking my phone every 10 min'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'her anxiety against his feeling watched: feelings, not rules',
    concerns: {
      initiator: ['ditch', 'accident', 'brother', 'panic', '2am', 'one message', 'hours'],
      collaborator: ['reply', 'watched', 'relax', 'gig', 'checking', 'fast', 'ruins'],
    },
    agreedIssue: '',
  },
  // ---------------------------------------------------------------- parent-adult-child
  {
    id: 'h2-parent-adult-child-rent-at-home',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Fatima',
        ["Yusuf is 26, working full time, and lives with us and pays nothing, not even towards food or the internet. I asked for £300 a month and he acted like I'd slapped him."],
        ['£300 a month from January, and he does his own washing.'],
        ["We're not rich. His dad's hours got cut and I'm doing overtime at the pharmacy. It's also about him learning that adult life costs money."],
      ),
      collaborator: side(
        'Yusuf',
        ["I'm saving every penny for a house. If I pay 300 to mum it takes me two extra years to get a deposit"],
        ['maybe 100 a month now and I do the shopping and drive dad to his appointments'],
        ["the whole point of staying home was to get out faster. I'm not freeloading I'm trying to actually leave"],
      ),
    },
    conflictType: 'task',
    typeNote: 'how much he pays at home and what he does',
    concerns: {
      initiator: ['pays nothing', 'food', 'internet', 'washing', 'hours got cut', 'overtime', 'pharmacy', 'costs money'],
      collaborator: ['saving', 'house', 'deposit', 'two extra years', '100', 'shopping', 'appointments', 'freeloading'],
    },
    agreedIssue: 'How we set what Yusuf pays at home so Fatima gets help with the bills and Yusuf can still save for a deposit',
  },
  {
    id: 'h2-parent-adult-child-leaving-law',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Hiroshi',
        ['My daughter has told me she is leaving her law firm, after seven years of study that we paid for, to teach pottery. I think she is throwing away her future.'],
        ['Finish the partnership track, two more years. Then do what she likes.'],
        ['I came to this country with nothing so she could have security. A pension, a proper profession. This is what we worked for.'],
      ),
      collaborator: side(
        'Aiko',
        ["dad won't accept that i'm miserable. i've had panic attacks in the office bathroom. i'm 31 and this is my life"],
        ["I want him to respect my decision, even if he doesnt like it. and to come see the studio once"],
        ["i spent my whole life making him proud and im done living for someone else's idea of success"],
      ),
    },
    conflictType: 'values',
    typeNote: 'security and sacrifice against her own idea of a good life',
    concerns: {
      initiator: ['law firm', 'partnership', 'security', 'pension', 'profession', 'throwing away', 'future', 'seven years'],
      collaborator: ['miserable', 'panic attacks', 'respect', 'decision', 'studio', 'my life', 'success', 'proud'],
    },
    agreedIssue: "How we talk about Aiko leaving law so Hiroshi's worry about security is heard and Aiko's decision is respected",
  },
  {
    id: 'h2-parent-adult-child-grandkids-sweets',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Sofia',
        ["Every time the kids stay at mum's she gives them sweets, fizzy drinks and lets them stay up till 10, even though I've asked her not to like five times. Then I get them back wired and crying."],
        ['She follows our rules when she has them. No sugar after 4, bed at 7:30.'],
        ["I'm their mother. When she ignores what I ask, it tells the kids my rules don't count."],
      ),
      collaborator: side(
        'Gloria',
        ["I raised four children and none of them died from a biscuit. Sofia treats me like a babysitter who can't be trusted"],
        ['let grandma be grandma. a little treat at my house is not a crime'],
        ['I only see them twice a month. I want them to love coming here, not remember me as another person saying no'],
      ),
    },
    conflictType: 'values',
    typeNote: "whose rules count: the parent's authority against the grandmother's role",
    concerns: {
      initiator: ['sweets', 'fizzy', 'sugar', 'rules', 'wired', 'stay up', 'bed at 7:30', 'ignores'],
      collaborator: ['raised four', 'biscuit', 'babysitter', 'trusted', 'grandma', 'treat', 'twice a month', 'crime'],
    },
    agreedIssue: "How we handle treats and bedtimes at Gloria's so Sofia's rules count and Gloria can still be a grandma",
  },
  {
    id: 'h2-parent-adult-child-weight-comments',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Nkechi',
        ["my mum comments on my weight on every single video call. 'you've added again', 'is that what you're eating'. In front of my husband too."],
        ['no comments about my body. at all. talk to me about anything else'],
        ["I've struggled with eating since I was 14 and she knows it. After the calls I don't eat for a day."],
      ),
      collaborator: side(
        'Adaeze',
        ["I am her mother, if I don't tell her who will? In our family we speak plainly. Now she is cutting the calls short and not picking up."],
        ['That she stops ignoring my calls. I will try to be softer.'],
        ['I worry for her health. Her father had diabetes and died at 58. I am not trying to hurt her.'],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how the mother talks to her and how it lands',
    concerns: {
      initiator: ['weight', 'body', 'comments', 'eating', 'husband', 'struggled', "you've added"],
      collaborator: ['speak plainly', 'health', 'diabetes', 'worry', 'picking up', 'softer', 'ignoring', 'father'],
    },
    agreedIssue: 'How we talk on our calls so Nkechi is spared comments on her body and Adaeze can share her worry for her health',
  },
  // ---------------------------------------------------------------- siblings-family
  {
    id: 'h2-siblings-family-physio-rota',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Olga',
        ["Dad had his hip replaced 3 weeks ago and I've driven him to physio every Tuesday and Thursday, plus the shopping, plus his pills. Dmitri lives 20 minutes away and has done one visit."],
        ["Dmitri takes Thursdays and the weekly shop. We write it down so nobody 'forgets'."],
        ["I have two kids and a job and I've started getting migraines. I can't be the only daughter and son at the same time."],
      ),
      collaborator: side(
        'Dmitri',
        ['Olga organised everything without asking me and now says I do nothing. I work nights on the trams, Thursday mornings I\'m asleep'],
        ['I pay for a taxi to physio and I do Sundays with him, cleaning and cooking for the week'],
        ["I want to help but in a way that actually works with my shifts. I don't want to be made the bad son either"],
      ),
    },
    conflictType: 'task',
    typeNote: "who does which part of Dad's care and when",
    concerns: {
      initiator: ['hip', 'pills', 'one visit', 'write it down', 'forgets', 'migraines', 'two kids', 'weekly shop'],
      collaborator: ['nights', 'trams', 'asleep', 'taxi', 'Sundays', 'cleaning', 'cooking', 'without asking'],
    },
    agreedIssue: "How we share Dad's care after his hip so Olga isn't doing it alone and Dmitri's part fits his night shifts",
  },
  {
    id: 'h2-siblings-family-parents-house',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Marisol',
        ["Diego wants to sell mamá and papá's house as soon as probate clears. It's not even been six months. Every room has them in it."],
        ["Keep the house for at least two years. I'll live in it and pay the upkeep."],
        ["It's the last piece of them we have. Selling it feels like betraying them."],
      ),
      collaborator: side(
        'Diego',
        ["the house is worth about 420k and half of it is mine. Marisol living there rent free isn't 'keeping it for the family', its keeping it for her"],
        ['sell in spring and split it 50/50 like the will says'],
        ["its about fairness. i have a mortgage and 3 kids and i shouldnt have to subsidise my sister's life"],
      ),
    },
    conflictType: 'values',
    typeNote: 'loyalty to the parents’ memory against fairness in the inheritance',
    concerns: {
      initiator: ['room', 'last piece', 'betraying', 'upkeep', 'six months', 'probate', 'two years', 'memories'],
      collaborator: ['420k', 'half', '50/50', 'fairness', 'mortgage', 'subsidise', 'rent free', 'split'],
    },
    agreedIssue: "How we decide about our parents' house so Marisol can hold on to their memory and Diego gets his fair half",
  },
  {
    id: 'h2-siblings-family-christmas-hosting',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Ingrid',
        ["I've hosted Christmas 5 years running. 14 people, 3 days, and I spend around 6,000 kroner on food and nobody chips in."],
        ['We rotate hosting, and whoever doesnt host pays half the food.'],
        ["I love having everyone but I'm exhausted by the 24th and I don't even get to sit with mor."],
      ),
      collaborator: side(
        'Lars',
        ['our flat is tiny, 2 rooms, we physically cant fit 14 people. and we have a newborn'],
        ["i'll pay my share, happy to, but don't make us host this year. maybe we do easter"],
        ['sleep deprived with a 3 month old, hosting would break us'],
      ),
    },
    conflictType: 'task',
    typeNote: 'who hosts Christmas and who pays for the food',
    concerns: {
      initiator: ['5 years', '6,000 kroner', 'chips in', 'rotate', 'exhausted', 'half the food', 'sit with'],
      collaborator: ['tiny', '2 rooms', 'fit', 'newborn', '3 month old', 'easter', 'sleep deprived', 'share'],
    },
    agreedIssue: "How we share Christmas hosting and costs so Ingrid isn't doing it all and Lars isn't asked to host with a newborn",
  },
  {
    id: 'h2-siblings-family-divorce-jokes',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Ngozi',
        ["At every family lunch Chidi makes some joke about my divorce. 'Careful, she might leave you too.' Everyone laughs, I sit there."],
        ['That he stops. And apologises, once, properly.'],
        ["The divorce was the worst year of my life. He's my big brother, he's supposed to have my back."],
      ),
      collaborator: side(
        'Chidi',
        ["I joke with everyone, it's how I deal with things. She never said anything, she just stopped coming to lunch and now mum is blaming me"],
        ['tell me straight if something bothers her instead of going through mum'],
        ["i hate that the family is split over a joke. i'd never want to hurt her on purpose"],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how he jokes about her and how they tell each other things',
    concerns: {
      initiator: ['divorce', 'leave you', 'apologises', 'worst year', 'big brother', 'my back', 'laughs'],
      collaborator: ['deal with', 'stopped coming', 'blaming', 'straight', 'going through mum', 'on purpose', 'split'],
    },
    agreedIssue: "How we talk at family lunches so Ngozi isn't the butt of divorce jokes and Chidi hears straight from her when something bothers her",
  },
  // ---------------------------------------------------------------- cofounders-teammates
  {
    id: 'h2-cofounders-teammates-equity-split',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Arjun',
        ["We agreed 50/50 eighteen months ago. Since then I've quit my job, put in €40k of my own savings and work 70-hour weeks. Mei still works 3 days at her old company."],
        ['Re-cut it to 65/35 with 4-year vesting from now.'],
        ["It's not greed. It's about what's fair for what each of us is actually risking."],
      ),
      collaborator: side(
        'Mei',
        ['The product exists because of the code I wrote over 2 years of nights and weekends before Arjun joined. Now he wants to renegotiate because he quit first'],
        ['Keep 50/50. If he put in cash, treat it as a loan the company pays back.'],
        ['A deal is a deal. If we change it every time someone feels they do more, how do I trust anything we sign?'],
      ),
    },
    conflictType: 'values',
    typeNote: 'fairness of the split against keeping a deal: trust',
    concerns: {
      initiator: ['€40k', 'savings', '70-hour', 'risking', 'fair', '65/35', 'vesting', 'greed'],
      collaborator: ['code', 'nights', 'renegotiate', 'loan', 'pays back', 'deal is a deal', 'sign', 'trust'],
    },
    agreedIssue: "How we settle the equity so Arjun's money and risk count and Mei can trust the deal we signed",
  },
  {
    id: 'h2-cofounders-teammates-code-review',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Tariq',
        ["my pull requests sit waiting for Elena's review for 3-4 days. I had one open for 9 days last sprint. meanwhile I'm blocked and the PM asks me why nothing shipped"],
        ['reviews within 24 hours, or someone else can sign off as a second reviewer'],
        ["I'm getting the blame for delays that aren't mine. My end of year appraisal is going to look bad"],
      ),
      collaborator: side(
        'Elena',
        ['His PRs are 2,000 lines with no description and no tests. Checking that properly takes me a whole day, and I have my own tickets.'],
        ['Smaller PRs, under 400 lines, with a description. Then I can do them same day.'],
        ["If I rubber-stamp it and prod breaks, it's on me. Quality matters more than speed."],
      ),
    },
    conflictType: 'task',
    typeNote: 'how and how fast code gets reviewed',
    concerns: {
      initiator: ['waiting', '9 days', 'blocked', 'shipped', '24 hours', 'second reviewer', 'blame', 'delays'],
      collaborator: ['2,000 lines', 'description', 'tests', 'tickets', 'smaller', '400 lines', 'rubber-stamp', 'quality'],
    },
    agreedIssue: "How we handle code reviews so Tariq isn't blocked for days and Elena gets smaller PRs she can check properly",
  },
  {
    id: 'h2-cofounders-teammates-seed-round',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Nour',
        ["Oskar wants to take a $2M seed round from a fund that also backs gambling apps. I don't want their name anywhere near us."],
        ["Turn them down and keep growing on revenue, even if it's slower."],
        ["We built this for teenagers' mental health. Taking money from people who profit off addiction makes us hypocrites."],
      ),
      collaborator: side(
        'Oskar',
        ['we have 5 months of runway left. 5. nour is choosing a principle over paying our 8 employees'],
        ["Sign the term sheet this month. the fund's other investments are not our business"],
        ["if we fold, we help zero teenagers. i have people's salaries on my conscience"],
      ),
    },
    conflictType: 'values',
    typeNote: 'a principle about whose money to take against survival',
    concerns: {
      initiator: ['gambling', 'addiction', 'hypocrites', 'mental health', 'revenue', 'slower', 'turn them down', 'profit'],
      collaborator: ['runway', '5 months', 'employees', 'salaries', 'term sheet', 'fold', 'conscience', 'investments'],
    },
    agreedIssue: "How we fund the company so Nour's line on gambling money holds and Oskar can keep paying the team before the runway runs out",
  },
  {
    id: 'h2-cofounders-teammates-talking-over',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Bianca',
        ['Kwame talks over me in every client meeting. I start a sentence and he finishes it for me, usually wrong. Last week the client started addressing only him.'],
        ["Let me finish. And if I'm running a meeting, he stays out of it unless I ask."],
        ["I'm the one with 12 years in this industry and I'm being made invisible. It's humiliating."],
      ),
      collaborator: side(
        'Kwame',
        ['I get excited and jump in, I know. But Bianca pauses a lot and the client gets restless, im trying to keep energy in the room'],
        ['a signal between us. and maybe we split who leads which part beforehand'],
        ["I dont want her to think I dont respect her. I do. I just talk fast when i'm nervous"],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how he talks over her in front of clients',
    concerns: {
      initiator: ['talks over', 'finish', 'sentence', 'invisible', 'humiliating', '12 years', 'industry', 'addressing'],
      collaborator: ['excited', 'pauses', 'restless', 'energy', 'signal', 'nervous', 'beforehand', 'jump in'],
    },
    agreedIssue: 'How we run client meetings together so Bianca can finish what she says and Kwame has a signal for when to come in',
  },
  {
    id: 'h2-cofounders-teammates-weekend-on-call',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Min-jun',
        ["I've been on call 4 of the last 6 weekends because Rachel keeps swapping out of hers"],
        ['fixed rota, 1 weekend in 3 each, swaps only if you cover one back'],
        ["my partner is about to leave me over this honestly. I missed my nephew's birthday for a database alert"],
      ),
      collaborator: side(
        'Rachel',
        ['I have my kid every other weekend, custody schedule is set by court, I cant just change it'],
        ['I take extra weeknight shifts instead of weekends where I have my son'],
        ["If I don't turn up for custody weekends it can be used against me in court. Its not me being lazy"],
      ),
    },
    conflictType: 'task',
    typeNote: 'who is on call when: the rota',
    concerns: {
      initiator: ['4 of the last 6', 'swapping', 'fixed rota', 'cover', 'nephew', 'birthday', 'database alert', 'partner'],
      collaborator: ['custody', 'court', 'kid', 'son', 'weeknight', 'extra', 'lazy', 'schedule'],
    },
    agreedIssue: '',
  },
  // ---------------------------------------------------------------- manager-report
  {
    id: 'h2-manager-report-office-days',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Siddharth',
        ["the new policy says 4 days in the office. my commute is 1h40 each way, that's 13 hours a week on trains"],
        ['2 days in, Tue and Thu, rest from home'],
        ["I moved out of the city last year because of rent, when we were fully remote. My output hasn't dropped at all, check the numbers"],
      ),
      collaborator: side(
        'Claire',
        ["Half my team is junior and they learn by sitting next to people like Siddharth. When he's not in, they get stuck and come to me"],
        ['At least 3 days, and the days he is in are for pairing with the juniors, not headphones on'],
        ["I'm being measured on how fast the new hires get up to speed, and I can't mentor 6 people alone"],
      ),
    },
    conflictType: 'task',
    typeNote: 'how many office days and what they are for',
    concerns: {
      initiator: ['commute', '1h40', 'trains', '13 hours', 'moved', 'rent', 'output', 'home'],
      collaborator: ['junior', 'learn', 'stuck', 'pairing', 'new hires', 'mentor', 'up to speed', 'headphones'],
    },
    agreedIssue: "How we set Siddharth's office days so his commute is bearable and Claire's juniors get time learning next to him",
  },
  {
    id: 'h2-manager-report-credit-for-analysis',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Zanele',
        ["I spent three weeks building the churn analysis. Mark showed it to the directors on Monday with his name on the slides and didn't mention me once."],
        ['My name on my work, and that he puts it right with the directors.'],
        ["I'm up for promotion in March. If nobody above him knows what I do, I don't exist."],
      ),
      collaborator: side(
        'Mark',
        ["we're a team, I present the team's work, thats literally my job. I've done the same for everyone. I did say 'my team' in the meeting"],
        ["I'm happy to have her present the next one herself. I don't see why I'd send an email correcting anything"],
        ["singling out one person causes resentment in the team. i've seen it wreck a group before"],
      ),
    },
    conflictType: 'values',
    typeNote: 'fairness: who gets credit for the work',
    concerns: {
      initiator: ['three weeks', 'churn analysis', 'directors', 'slides', 'name', 'mention', 'promotion', "don't exist"],
      collaborator: ['team', 'present', 'same for everyone', 'singling out', 'resentment', 'wreck', 'next one', 'group'],
    },
    agreedIssue: "How we give credit for work so the directors see what Zanele did and Mark can keep the team from resenting each other",
  },
  {
    id: 'h2-manager-report-slack-criticism',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Ahmed',
        ["Kirsten criticises my work in the public Slack channel. 'This is sloppy, redo it.' 40 people can read it."],
        ["feedback in private, DM or 1:1. and say what is wrong, not just 'sloppy'"],
        ["I'm embarrassed to post anything now. I second guess every message and it's making me slower"],
      ),
      collaborator: side(
        'Kirsten',
        ["I'm direct, I'm Danish, I don't do the compliment sandwich. I have 11 reports and no time to book a meeting for every typo"],
        ['He tells me when something lands badly instead of going quiet for a week'],
        ["I had no idea it was a problem until HR mentioned it. I'd have fixed it if he had just said so"],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how she gives criticism and how he takes it',
    concerns: {
      initiator: ['public', 'Slack', 'channel', 'sloppy', 'private', 'DM', 'embarrassed', 'second guess'],
      collaborator: ['direct', 'compliment sandwich', '11 reports', 'typo', 'no time', 'lands badly', 'HR', 'going quiet'],
    },
    agreedIssue: "How we handle feedback so Ahmed isn't called out in front of 40 people and Kirsten can stay direct without booking a meeting for everything",
  },
  {
    id: 'h2-manager-report-snapping-under-stress',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Ying',
        ["when Rafael is stressed he snaps. last week he slammed his laptop and said 'do I have to do everything myself' in front of the whole team. I walk on eggshells before every deadline"],
        ['That he calms down before he talks to me. Or walks away first.'],
        ['im anxious coming to work on mondays. i used to love this job'],
      ),
      collaborator: side(
        'Rafael',
        ["I lost my temper once, maybe twice, during the worst quarter we've had. I apologised the next day. Now Ying barely speaks to me and it's affecting the whole team"],
        ["to move on. and for her to come to me directly if I'm out of line again, not HR"],
        ["I'm under huge pressure from above. I'm not a monster, I'm human, and I want a normal working relationship back"],
      ),
    },
    conflictType: 'personality',
    typeNote: 'his temper and how they talk since',
    concerns: {
      initiator: ['snaps', 'slammed', 'laptop', 'eggshells', 'calms down', 'walks away', 'anxious', 'mondays'],
      collaborator: ['temper', 'worst quarter', 'apologised', 'move on', 'out of line', 'pressure', 'monster', 'human'],
    },
    agreedIssue: "How we work together under pressure so Ying isn't snapped at and Rafael gets a normal working relationship back",
  },
  // ---------------------------------------------------------------- housemates
  {
    id: 'h2-housemates-electric-bill',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Callum',
        ['the electric bill came in at £240 for the quarter, double last year. Ines has an oil heater on in her room all day and a gaming PC running at night'],
        ['she pays more of the electric, like 50% and we split the rest 3 ways. or we get plug meters'],
        ["I'm on a student loan and watching every pound. i turned my own radiator off in november"],
      ),
      collaborator: side(
        'Ines',
        ["my room is north facing with a broken window seal, the landlord won't fix it. it's 14 degrees in there without the heater"],
        ['Landlord fixes the window, and until then we split evenly like the contract says'],
        ["I work from home and I'm not going to sit there freezing. And Callum has a 40 minute shower every morning, nobody counts that"],
      ),
    },
    conflictType: 'task',
    typeNote: 'how to split the electricity bill',
    concerns: {
      initiator: ['£240', 'double', 'gaming PC', 'oil', 'plug meters', 'student loan', 'radiator', 'pound'],
      collaborator: ['north facing', 'window', 'seal', 'landlord', '14 degrees', 'evenly', 'contract', 'freezing'],
    },
    agreedIssue: "How we share the electric bill so Callum isn't paying for heating he doesn't use and Ines isn't left freezing while the window is broken",
  },
  {
    id: 'h2-housemates-girlfriend-staying-over',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Esi',
        ["Bruno's girlfriend has basically moved in. She's here 5-6 nights a week, showers, cooks, uses the washing machine, and pays nothing. Nobody asked us."],
        ["Either she chips in £80 a month for bills or she's here max 2 nights a week."],
        ["It's about fairness. I signed up to live with 3 people, not 4, and it's my home too."],
      ),
      collaborator: side(
        'Bruno',
        ["She's my partner, not a stranger. Her flat has damp and she's house hunting. It's temporary."],
        ["give it till february. and I'll pay a bit extra myself instead of her"],
        ["I pay my rent on time every month, what I do with my room is my business. and she's lovely to everyone, she even cleans"],
      ),
    },
    conflictType: 'values',
    typeNote: 'fairness to the house against his say over his own room',
    concerns: {
      initiator: ['moved in', 'nights', 'pays nothing', '£80', 'bills', 'fairness', 'nobody asked', 'washing machine'],
      collaborator: ['stranger', 'damp', 'house hunting', 'temporary', 'february', 'extra', 'rent', 'my business'],
    },
    agreedIssue: "How we handle Bruno's girlfriend staying over so it is fair on Esi and the others and Bruno has time while she finds a place",
  },
  {
    id: 'h2-housemates-fridge-food',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Rhiannon',
        ['Someone keeps eating my stuff from the fridge. My shelf is labelled. This week it was my yoghurts and half a roast chicken I was saving for lunches. Kai was the only one home.'],
        ['Ask before taking anything, and replace what you eat by the next day.'],
        ["I budget £35 a week for food. When it's gone I'm skipping lunch at work."],
      ),
      collaborator: side('Kai', ['i had like one thing lol. not a big deal'], ['fine'], ['idk']),
    },
    conflictType: 'task',
    typeNote: 'whose food is whose and replacing it',
    concerns: {
      initiator: ['shelf', 'labelled', 'yoghurts', 'roast chicken', 'ask before', 'replace', '£35', 'budget'],
      collaborator: ['one thing', 'big deal', 'not a big deal', 'lol', 'fine'],
    },
    thin: true,
    agreedIssue: "How we handle food in the fridge so Rhiannon's shelf is left alone and Kai knows what is okay to take",
  },
  {
    id: 'h2-housemates-slammed-doors',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Freya',
        ["Tomasz comes home in a mood and the whole flat has to feel it. Doors slammed, cupboards banged, he ignores me in the hallway. Then the next day he's fine like nothing happened."],
        ["If he's had a bad day just say so, I'll leave him alone. No slamming."],
        ['I have anxiety and I flinch every time a door bangs. I dread hearing his key in the lock.'],
      ),
      collaborator: side(
        'Tomasz',
        ["I'm not a chatty person after work, I need quiet. Freya wants to talk the second I walk in"],
        ['an hour to decompress before anyone talks to me. I will try with the doors'],
        ["my job is in A&E, i've seen things all day. i'm not angry at her, i'm just empty"],
      ),
    },
    conflictType: 'personality',
    typeNote: 'moods and how they treat each other at home',
    concerns: {
      initiator: ['mood', 'slammed', 'cupboards', 'ignores', 'hallway', 'anxiety', 'flinch', 'dread'],
      collaborator: ['chatty', 'quiet', 'decompress', 'an hour', 'A&E', 'empty', 'walk in', 'seen things'],
    },
    agreedIssue: "How we deal with coming home after hard days so Freya isn't flinching at slammed doors and Tomasz gets quiet time to decompress",
  },
  // ---------------------------------------------------------------- neighbours
  {
    id: 'h2-neighbours-hedge-light',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Gareth',
        ["The leylandii along our boundary are now over 4 metres. My kitchen and half the garden get no sun after 2pm. I've asked three times."],
        ["Cut it down to 2 metres and keep it there. I'll go halves on the first cut."],
        ["My veg beds are dying and my wife gets low in winter without light. We've lived here 30 years."],
      ),
      collaborator: side(
        'Anjali',
        ["the hedge is the only thing between our garden and his patio where he smokes, and it's on our land"],
        ['trim it to 3m, not 2, and he stops smoking right at the fence'],
        ['our daughter has asthma. and the tree surgeon quoted £650, we cant just do that every year'],
      ),
    },
    conflictType: 'task',
    typeNote: 'how high the hedge is kept and who pays',
    concerns: {
      initiator: ['leylandii', '4 metres', 'sun', '2pm', 'veg beds', 'light', 'winter', 'halves'],
      collaborator: ['patio', 'smokes', 'smoking', 'our land', 'asthma', 'tree surgeon', '£650', 'trim'],
    },
    agreedIssue: 'How we manage the hedge so Gareth gets light back in his garden and Anjali keeps a screen from the smoke without a £650 bill every year',
  },
  {
    id: 'h2-neighbours-van-across-drive',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Segun',
        ["Dorota's son parks his van across my drive 2 or 3 mornings a week. Last Tuesday I missed a hospital appointment because I couldn't get out."],
        ["Nothing parked across my dropped kerb, ever. It's the law."],
        ["I'm on dialysis three times a week. I can't be late for that."],
      ),
      collaborator: side(
        'Dorota',
        ['there is no parking on this street after 6pm, my son works 12 hour days and the van is his living. he only blocks it for like 10 minutes'],
        ['Segun texts him and he moves it straight away. we can share numbers'],
        ['if he parks 3 streets away his tools get stolen, it happened twice already'],
      ),
    },
    conflictType: 'task',
    typeNote: 'where the van parks and how to get it moved',
    concerns: {
      initiator: ['drive', 'across', 'dropped kerb', 'hospital', 'appointment', 'dialysis', 'late', 'law'],
      collaborator: ['12 hour', 'living', '10 minutes', 'texts', 'share numbers', 'tools', 'stolen', 'street'],
    },
    agreedIssue: '',
  },
  {
    id: 'h2-neighbours-notes-on-door',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Yara',
        ["Bernard downstairs leaves notes on my door. 'Some of us work for a living.' 'Learn to walk quietly.' Underlined. He's never once knocked and spoken to me."],
        ['Knock and talk to me like an adult. No more notes.'],
        ["It makes me feel watched in my own flat. I'm 24 and I live alone, I jump every time I see paper on my door."],
      ),
      collaborator: side(
        'Bernard',
        ['I went up once in June to talk and she laughed at me and shut it in my face. Writing is the only way she pays attention.'],
        ['that she is civil to me on the stairs and takes what I write seriously'],
        ["I'm 71, I'm not a joke. I don't like being laughed at in my own building."],
      ),
    },
    conflictType: 'personality',
    typeNote: 'how they speak to each other: notes, laughing, no talking',
    concerns: {
      initiator: ['notes', 'knock', 'underlined', 'like an adult', 'watched', 'paper', 'spoken'],
      collaborator: ['laughed', 'June', 'shut', 'civil', 'stairs', 'seriously', '71', 'joke'],
    },
    agreedIssue: 'How we talk to each other as neighbours so Yara gets a knock instead of notes and Bernard is treated civilly and taken seriously',
  },
  {
    id: 'h2-neighbours-weedkiller-bees',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Ruth',
        ['Kenji sprays glyphosate along the fence line every month and it drifts onto my side. I keep two beehives and I lost one colony this summer.'],
        ["No chemical sprays within 5 metres of the fence. I'll pull the weeds on his side myself if I have to."],
        ["I believe we're poisoning the ground we live on. The bees were here before either of us."],
      ),
      collaborator: side(
        'Kenji',
        ["It's my garden and it's legal. I've got a bad back and I'm not kneeling to pull weeds for hours."],
        ['I spray on still days only and warn her the night before so she can close the hives'],
        ["I'm tired of being treated like a criminal for using something you buy at any garden centre. She lectures me every time we meet."],
      ),
    },
    conflictType: 'values',
    typeNote: 'beliefs about poisoning nature against his right to his own garden',
    concerns: {
      initiator: ['glyphosate', 'drifts', 'colony', 'chemical', 'poisoning', 'ground', 'bees', '5 metres'],
      collaborator: ['legal', 'my garden', 'bad back', 'kneeling', 'still days', 'warn', 'criminal', 'lectures'],
    },
    agreedIssue: "How we handle weedkiller by the fence so Ruth's bees are safe and Kenji can keep his garden without kneeling for hours",
  },
];
