/**
 * The LONG-ANSWERS set of the project's AI scenarios: conflicts in which one side writes long
 * answers (each of its three answers one text of 350 to 1,500 characters), the way an upset
 * person types when they finally get to explain: background, history, hedging and asides first,
 * the request or the reason after them, sometimes two requests in one answer. The other side
 * writes one to three sentences. Written on 2026-11-29 by a helper who had not read the engine;
 * the labels follow scenarios.ts. The other sets hold few such answers (at most a handful over
 * the engine's tagging budget), so the engine's reading of long answers went unmeasured.
 *
 * Not held out: the engine may be tuned on these. `npm run eval:ai` reports them as their own
 * column, `long-answers`, so that how the engine does on long answers is seen apart from the
 * short ones; bars the builtin engine does not meet yet are listed, with their figures, in
 * LONG_ANSWERS_NOT_YET_GATING (scripts/eval-ai/thresholds.ts).
 */
import { side } from './side';
import type { Scenario } from './types';

export const LONG_ANSWER_SCENARIOS: Scenario[] = [
  {
    id: 'long-partners-moving-city',
    audience: 'partners',
    answers: {
      initiator: side(
        'Harriet',
        [
          "Okay so I've been putting off writing this because every time we talk about it out loud it goes badly and one of us ends up driving round the block to calm down. Some background: I've been a paper conservator at the museum in Bristol for six years, on the same grade, and in September I was offered the senior conservator post at the National Library in Glasgow. It's the job I trained for, there are maybe four of them in the whole country. I went up for the interview on a Tuesday and didn't even tell him until I got the offer, which I know wasn't great and I've apologised for that, I just didn't want another argument about something that might not happen. I was also half sure I wouldn't get it, there were people from the British Library on the shortlist. Then they rang on the Friday while I was at Sainsbury's and I stood in the freezer aisle crying. We've been together nine years, we're not married but we've talked about it, and we've always said we're a team, which is partly why this has hit me so hard. Oskar said congratulations and then basically said we can't go, and that was the end of the conversation as far as he's concerned. The real issue for me is that my career always seems to be the thing that gives way. When his firm moved him to the Avonmouth site we rearranged everything around it, and I didn't mind, but this time it feels like my job isn't even allowed on the table.",
        ],
        [
          "I know his mum is in Bristol and I love her, honestly, she's been more of a mum to me than my own some years, and I'm not trying to take him away from her. I've also looked at the trains, it's about five and a half hours, which is a lot but it's not the moon. What I'd like is for us to actually decide this together, with my career counted as equal to his, not as a nice extra. Concretely I'd like us to try Glasgow for two years, keep the flat in Bristol rented out rather than sold so coming back is easy, and budget for him to fly down once a month to see his mum. If after two years it isn't working we come back, I'd put that in writing if he wants.",
        ],
        [
          "my friends keep saying just take it and see if he follows, which is not what I want at all, and my sister thinks I should turn it down because 'jobs come and go'. But they don't, not this one, the last person in that post stayed 19 years. It matters because if I say no to this I think I'll quietly resent him for a long time and I don't want to be that person. I want to know that in this relationship my ambitions count as much as his do, and that when something big comes up for me we make room for it the way we made room for his move. Equal say, that's really the whole thing.",
        ],
      ),
      collaborator: side(
        'Oskar',
        ["My mum is 78 and I'm the only one of us still in Bristol. I can't just move to Scotland."],
        ['We stay in Bristol and Harriet looks for a senior role here or in Bath, or something partly remote.'],
        ["Family comes first for me. If something happened to mum and I was 400 miles away I'd never forgive myself."],
      ),
    },
    conflictType: 'values',
    typeNote: 'whose priorities give way: her career against his family nearby',
    agreedIssue: 'How we decide on Harriet’s Glasgow job so that her career and Oskar’s mum both count',
    concerns: {
      initiator: ['career', 'equal', 'glasgow', 'two years', 'together', 'ambitions', 'job'],
      collaborator: ['mum', 'bristol', 'family', 'stay', 'remote', 'bath', '400 miles'],
    },
  },
  {
    id: 'long-parent-sunday-lunch-remarks',
    audience: 'parent-adult-child',
    answers: {
      initiator: side(
        'Ronan',
        [
          "so this has been building for a long time and i want to be fair to mum because she had a hard time raising three of us on her own after dad left and i know she worries, i get that, i'm a parent myself now. but every sunday lunch at hers there's a comment. last week it was in front of the kids, 'are you still at that call centre ronan, your brother's just bought a house' and then something about me getting a belly, and my daughter Aoife who is 9 asked me in the car if i was a failure. that's where it stopped being a joke for me. the issue is the remarks about my job and my weight, in front of everyone and especially in front of my children, and that when i say anything she says i'm too sensitive and everyone goes quiet and looks at their plates.",
        ],
        [
          "i've thought about just not going anymore, my wife Kerry thinks we should take a break for a few months, and honestly the last three sundays we made excuses. but i don't actually want that, the kids love their nan and she's brilliant with them. what i want is pretty simple when i write it down: no more remarks about my job or my weight at the table, full stop, and if she's worried about something in my life she rings me on a weekday and we talk about it privately, just the two of us. and when i tell her something hurt, i'd like her to not say i'm too sensitive, just hear it.",
        ],
        [
          "i've spent most of my life trying to measure up to my brother Declan in her eyes and i'm 38 and i'm tired of it, i'm actually doing ok, i was made team leader in march which she hasnt asked about once, and i've paid off the car, and we're saving for a deposit, not that any of that should matter for whether someone is nice to you at the table. but the bigger thing is aoife and the little one. i don't want them growing up thinking this is how you talk to people you love, or thinking their dad is a joke. it matters that they see their nan and me being respectful with each other. that's why.",
        ],
      ),
      collaborator: side(
        'Delia',
        ["Ronan has stopped coming to Sunday lunch because of one comment. I'm his mother, I'm allowed to worry about him."],
        ["He comes back on Sundays and doesn't sulk when I ask how he's getting on."],
        ["I miss my grandchildren and I don't want to lose my son over a joke."],
      ),
    },
    conflictType: 'personality',
    typeNote: "remarks at the table and 'too sensitive': how mother and son talk to each other",
    agreedIssue: 'How we talk to each other at Sunday lunch so Ronan feels respected and Delia can still say when she worries',
    concerns: {
      initiator: ['remarks', 'job', 'weight', 'in front of', 'privately', 'too sensitive', 'respectful'],
      collaborator: ['worry', 'sunday lunch', 'sulk', 'grandchildren', 'mother', 'comes back', 'joke'],
    },
  },
  {
    id: 'long-siblings-cottage-bills',
    audience: 'siblings-family',
    answers: {
      initiator: side(
        'Marisol',
        [
          "Where to start. When Mum and Dad died (Dad in 2019, Mum two years later) they left the cottage at Porthleven to both of us equally, which was lovely of them and I know they'd be heartbroken to see us like this. Teo and I were really close growing up, he was the one who taught me to swim off that beach, and every summer we'd fight over the top bunk in the back bedroom. When we were clearing Mum's things we sat on the harbour wall with chips and promised each other we'd never let the cottage come between us, which is sort of funny now. I've also had a stressful year generally, work restructured and I went down to four days, so maybe I'm more on edge than I'd normally be, I'm trying to keep that in mind. Anyway. Since then I've been the one dealing with everything: the council tax (£2,140 a year because its a second home), the insurance, the water, the man who does the septic tank, and this spring the roof, which was £1,900 after the storm in February. Teo's paid towards some of it when I've chased him, but I'd guess about a quarter of the total, and I've stopped asking because every time I do it turns into a row about me being 'controlling'. Meanwhile his family uses it the whole of the school holidays.",
        ],
        [
          "I did try to write this calmly, I've rewritten it about three times. My husband says I should just send Teo an invoice, my friend Jen said sell it and be done, but I don't want to sell, it's the last bit of Mum and Dad we have. So here's what I'm asking for. First, that we split every running cost 50/50 from now on, and that he pays his half of the roof, which is £950, by Christmas. Second, that we have a proper booking calendar for the cottage, a shared one, so that August isn't automatically his every year; I'd like alternate Augusts, starting with me next year.",
        ],
        [
          "Partly it's money, I won't pretend it isn't, we're not rich and £950 is a lot for us with the twins starting nursery. But it's more than that. I feel like I'm the caretaker and he's the guest, in a house thats half mine, and that isn't fair, and it's slowly turning me into someone who dreads his name coming up on my phone. Mum always said the cottage was for both of us. I'd like it to feel that way again, with the costs and the summers shared equally, so we can actually enjoy being there together instead of keeping score.",
        ],
      ),
      collaborator: side(
        'Teo',
        ["I've always said I'll pay my share. Marisol never sends me the actual bills, just a number on WhatsApp when she's already annoyed, and then I'm the bad guy."],
        ["A shared spreadsheet with every bill on it and I pay my half by standing order each month. Happy to talk about August but the kids' school holidays are the only time we can go."],
        ["I want to stop being treated like I'm freeloading. I'm not hiding from anything, I just need to see the numbers."],
      ),
    },
    conflictType: 'task',
    typeNote: 'who pays the cottage costs and who gets which weeks',
    agreedIssue: 'How we share the cottage costs and the summer weeks fairly',
    concerns: {
      initiator: ['split', '50/50', 'roof', '£950', 'calendar', 'august', 'fair'],
      collaborator: ['bills', 'spreadsheet', 'half', 'standing order', 'school holidays', 'freeloading', 'numbers'],
    },
  },
  {
    id: 'long-cofounders-payday-lender-contract',
    audience: 'cofounders-teammates',
    answers: {
      initiator: side(
        'Magnus',
        ["We've been offered £120k to build a mobile app for QuickCash, and Priyanka wants to turn it down."],
        ["Take the contract. Six months of work, it pays both our salaries and our designer's until the Series A."],
        ['We have four months of runway. If we say no there may be no company left to have principles with.'],
      ),
      collaborator: side(
        'Priyanka',
        [
          "I want to start by saying I'm not naive about the money, I do the books, I know exactly how bad the runway is, I'm the one who moved us onto the cheaper Xero plan and cancelled the desks in Shoreditch. So this isn't me not understanding the numbers. We started Ledgerly three years ago because my dad got into a hole with a payday loan when I was at university, 1,294% APR, and it took him four years to get out, and Magnus knows that, it was literally in our pitch deck. QuickCash are one of those lenders. The issue is that taking their money to build the app that makes it easier to borrow from them goes against the whole reason the company exists, and Magnus went ahead and had two calls with them before telling me.",
        ],
        [
          "I've been going back and forth for a week, I talked to our advisor Colette who said it's 'a judgement call' which was no help at all, and I even drafted a version of the contract with conditions in it to see if I could live with it. I can't. So: I want us to say no to QuickCash. And I want us to agree, properly, in writing, a short list of the kinds of clients we won't work with, so we never have this fight again at 11pm in a WeWork. If we need cash I'd rather we look at the bridge loan from the angels or both take a pay cut for three months, I'll go first.",
        ],
        [
          "honestly if we take this I don't think I can keep doing the job. I keep thinking about the first twenty users, the ones who signed up from the flyer at the Citizens Advice in Hackney, and how one of them, a bus driver called Eddie, cried on the call when he paid off his last card because he said nobody had ever helped him without taking a cut. That's who we built this for. Every user interview I do people tell us how ashamed they feel about money and I can't sit across from them knowing we built the thing that got them there. It matters because our users trust us, and because the company only means something if we stick to our principles when it costs us, not just when it's easy. Also, and this is smaller but it's real, I need Magnus to bring me into conversations like this before the calls, not after. We're meant to be partners.",
        ],
      ),
    },
    conflictType: 'values',
    typeNote: 'principles against survival: whether to build an app for a payday lender',
    agreedIssue: 'How we decide on the QuickCash contract and which clients we work with while the runway is short',
    concerns: {
      initiator: ['£120k', 'contract', 'runway', 'salaries', 'series a', 'take', 'four months'],
      collaborator: ['say no', 'principles', 'clients', 'users', 'trust', 'pay cut', 'before the calls'],
    },
  },
  {
    id: 'long-manager-weekend-on-call',
    audience: 'manager-report',
    answers: {
      initiator: side(
        'Gwen',
        ['Since Sunil and Becky left, Aled has refused to cover weekend on-call and I have no one else who knows the payments system.'],
        ['Aled covers one weekend in three until the two new hires are trained, which should be by the end of April.'],
        ['If payments go down on a Saturday and nobody picks up, we lose the Harrow contract.'],
      ),
      collaborator: side(
        'Aled',
        [
          "First of all I want to say I like working for Gwen and I'm not trying to be difficult, I've been on this team four years and I've covered more than my share, including Christmas Day two years ago. What happened is that after Sunil and Becky left in January the rota went from six people to four, and in practice to three because Farid is on paternity leave, so I've been on call every other weekend since the 13th of January. That's six weekends out of twelve. On the last one I got paged at 2am on Saturday and again Sunday lunchtime and I was basically on a laptop the whole weekend. I told Gwen in our 1:1 I couldn't keep doing every other weekend and she heard it as me refusing on-call altogether, which isn't what I said.",
        ],
        [
          "I've looked at how the platform team does it, they share their rota with the SRE people in Kraków, and it seems to work for them. So what I'm asking for is: the on-call rota is shared with the platform team until the new hires are up to speed, so nobody does more than one weekend in four, and we get a day off in lieu for every weekend on call, which the handbook actually says we should get but nobody has ever booked. I'm fine with one in four. I'd also like a date for when the new people join the rota, because 'soon' has been the answer since February.",
        ],
        [
          "my partner works nights at the Heath hospital three weekends a month, and my son is 4, so when I'm on call I'm on call with a four year old, and if you've ever tried to debug a failed settlement batch with a toddler climbing on you asking for Bluey you'll know how that goes, which means either I'm ignoring him or I'm ignoring teh pager, and neither is OK. I've had to ask my mum to come over from Swansea twice already. It matters because I want to keep doing this job well and I can't do that if I'm exhausted and feeling guilty all the time. A fair rota and the time off we're owed would fix most of it.",
        ],
      ),
    },
    conflictType: 'task',
    typeNote: 'how the weekend on-call rota is shared until the new hires are trained',
    agreedIssue: 'How we cover weekend on-call fairly until the new hires are trained',
    concerns: {
      initiator: ['on-call', 'one weekend in three', 'new hires', 'trained', 'payments', 'saturday', 'contract'],
      collaborator: ['one in four', 'shared', 'platform team', 'day off in lieu', 'date', 'son', 'exhausted'],
    },
  },
  {
    id: 'long-housemates-girlfriend-staying-over',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Saoirse',
        [
          "Right, so I've lived at 14 Cranbrook Road for three years, Benji moved in last summer and for the first six months it was honestly the best houseshare I've had, we did quiz nights at the Crown, he cooks a mean curry, all good. Then he started seeing Lily in about November, and she's lovely, this is NOT about her as a person. But she's now here five or six nights a week. She showers every morning before work, so the hot water's gone by the time I get up at 7, she works from our kitchen table two days a week with the heating on, and the gas and electric went from £140 a month to £210 over the winter, which we split two ways. So I'm paying for a third person who isn't on the lease and I was never asked about.",
        ],
        [
          "I've gone back and forth on how to say this without sounding like a landlady, and my sister said just put a note on the fridge which I'm not doing. What I'd like is one of two things, and I'm honestly fine with either. Either Lily chips in £40 a month towards the bills while she's here most nights, or she stays over three nights a week max, and on weekday mornings I get the shower first because I have to leave earlier. Also a heads-up when she's working from home so I'm not walking into the kitchen in my pyjamas in the middle of her Teams call, that's more of a small one.",
        ],
        [
          "I'm on a trainee solicitor's salary and the extra £35 a month is genuinely noticeable, but if I'm honest with myself it's just as much about it being my home too. When I agreed to live with one person I didn't agree to live with two, and I'd like to feel like I get a say in that. It matters that the bills are fair and that I can get up in the morning and have hot water and my own kitchen without feeling like the odd one out in my own house.",
        ],
      ),
      collaborator: side(
        'Benji',
        ["Lily's my girlfriend, not a lodger. She buys half the food in the house and does more cleaning than either of us."],
        ["She keeps staying over like now, and I'll cover a bit more of the gas and electric myself if it's about money."],
        ["I don't want her to feel like she has to ask permission to see me."],
      ),
    },
    conflictType: 'task',
    typeNote: "a housemate's partner staying most nights: how many nights, the bills and the shower",
    agreedIssue: 'How Lily staying over works for the bills, the nights and the mornings',
    concerns: {
      initiator: ['bills', '£40', 'three nights', 'shower', 'hot water', 'fair', 'home too'],
      collaborator: ['girlfriend', 'not a lodger', 'food', 'cleaning', 'staying over', 'cover', 'permission'],
    },
  },
  {
    id: 'long-housemates-fridge-notes',
    audience: 'housemates',
    answers: {
      initiator: side(
        'Rashid',
        ["Imogen leaves passive-aggressive notes instead of talking to me. 'SOME of us wash up' stuck on the kettle, and digs in the group chat."],
        ['If something bothers her, she tells me to my face.'],
        ['It feels like being told off by a teacher in my own flat.'],
      ),
      collaborator: side(
        'Imogen',
        [
          "ok i'll try and explain properly because i think from rashid's side it looks like i'm just being petty. i grew up in a house where nobody ever said anything directly, my parents went weeks without talking about stuff, so i'm not great at confrontation, i know that about myself and i'm working on it, i've actually started seeing someone about it. but the notes didnt come from nowhere. i did try talking to him, three times in january, about the pans and the bathroom, and each time he laughed and said 'ok mum' or did a salute, and then nothing changed. the notes were the only thing i could think of that didnt involve that. the 'SOME of us' one was a bad day, i'll own that, it was snarky.",
        ],
        [
          "i don't really want to keep doing notes either, they make me feel like a horrible person and i end up rehersing conversations in the shower. what i'd like, and i know it sounds a bit formal for two people in a flat in Leith, is a short check-in on sunday evenings, 10 minutes, where either of us can bring something up. and when i do bring something up, that he doesnt laugh it off or call me mum, just takes it seriously even if he disagrees. if he can do that i'll stop the notes and the group chat stuff completely.",
        ],
        [
          "because when he laughs it off i feel small and stupid and like my feelings are a joke, and then i go quiet and it comes out sideways, which i know is the notes. i want to be able to say things to him directly. i like rashid, we get on really well when it isnt about chores, and i'd rather we talked like adults than both of us feeling got at in our own flat.",
        ],
      ),
    },
    conflictType: 'personality',
    typeNote: 'notes on the kettle and laughing it off: how the two raise things with each other',
    agreedIssue: 'How we raise things that bother us directly and take them seriously',
    concerns: {
      initiator: ['notes', 'passive-aggressive', 'to my face', 'group chat', 'told off', 'talking'],
      collaborator: ['laugh', 'check-in', 'sunday evenings', 'seriously', 'feel small', 'directly', 'call me mum'],
    },
  },
  {
    id: 'long-neighbours-camera-over-garden',
    audience: 'neighbours',
    answers: {
      initiator: side(
        'Margit',
        [
          "I have lived at number 9 for 31 years, my husband and I bought it when the estate was brand new, and I have always got on with whoever is at number 11, I used to mind the Patels cat when they went to Gujarat. Dwayne moved in two years ago and he works very hard, he is out in his van at six every morning, I have nothing against him and I was sorry to hear about the break ins. But in April he put up a camera on the corner of his house and it looks straight down over my back garden, the patio where I have my breakfast and the bit of lawn where my grandchildren have their paddling pool in the summer. I can see the little red light from my kitchen. I feel watched in my own garden, there is no other way to put it.",
        ],
        [
          "I asked my son to look up the rules and he says there are guidelines about cameras that cover other peoples property, but I dont want to involve the council or anybody, I would much rather sort it out as neighbours. What I would like is for the camera to be turned or fitted with one of those privacy masks, so it only covers his side path and his van and not my garden, and for him to show me on his phone what it sees after, so I can stop wondering. And if there is footage of my grandchildren in the pool from last summer I would like it deleted please.",
        ],
        [
          "I should say I did knock on his door in May to mention it, and he was polite enough but he said it was for insurance and that was that, and I didnt like to press, I am not one for making a fuss and my late husband always said I let people walk over me. My neighbour on the other side, Brenda, says I should write to the housing association but I would hate to go behind his back like that when he has always taken my bins in when I am away. Anyway, at my age the garden is where I spend most of my day from May to September, it is the one place I have felt completely at home since Alan passed, and I have stopped sitting out there since the camera went up, which is silly but there it is. It matters to me that I have my privacy in my own garden, and that my grandchildren can play without being recorded by someone else. I am not asking him to take it down, I understand he needs to protect his van, I just want it pointing at his things and not mine.",
        ],
      ),
      collaborator: side(
        'Dwayne',
        ["My van got broken into twice in March. Over two grand of tools gone. The camera is the only reason it hasn't happened again."],
        ["The camera stays. It has to cover the side path because that's the only way into my yard."],
        ["Those tools are my living. If they go I can't work."],
      ),
    },
    conflictType: 'values',
    typeNote: 'privacy in her garden against security for his van',
    agreedIssue: 'How Dwayne’s camera protects his van without recording Margit’s garden',
    concerns: {
      initiator: ['privacy', 'watched', 'my garden', 'turned', 'deleted', 'grandchildren', 'recorded'],
      collaborator: ['van', 'broken into', 'tools', 'camera stays', 'side path', 'living', 'work'],
    },
  },
];
