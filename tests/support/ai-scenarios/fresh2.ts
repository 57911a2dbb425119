/**
 * The FRESH-2 set of the project's AI scenarios: a second fresh set, after fresh.ts. 30
 * realistic two-sided conflicts across the seven audiences, written on 2026-11-29 by a helper
 * who had not read the engine (nor its prompts, scripts or the other held-out sets). The set is
 * measured once, before any tuning on it, and then tuned on.
 * Answers lean towards people who write two to four sentences, often the feeling first and the
 * concrete thing they need second, sometimes as a complaint ("I'm sick of being the only one
 * who ...") or a question ("why can't we just ...?"); a few sides write one long answer.
 * Labels follow scenarios.ts: conflict types use the prompt's definitions (personality = how
 * people treat or talk to each other, temperament, feelings; values = beliefs, principles,
 * priorities, fairness, trust; task = who does what, when, how, money, logistics), `typeNote`
 * gives the reading behind each label, and concern words are each side's own words or the
 * plain name of what it asks for, including the concrete thing it needs, not only the feeling.
 */
import { side } from "./side";
import type { Scenario } from "./types";

export const FRESH_2_SCENARIOS: Scenario[] = [
  // ---------------------------------------------------------------- partners
  {
    id: "fresh2-partners-snoring-spare-room",
    audience: "partners",
    answers: {
      initiator: side(
        "Esther",
        [
          "Nikhil snores so loud I'm awake from 2am most nights. I'm running on four hours sleep and I'm starting to dread bedtime.",
        ],
        [
          "Why can't I just sleep in the spare room on work nights? It doesn't mean anything about us.",
        ],
        [
          "I'm a nurse. I can't be making mistakes on the ward because I'm exhausted.",
        ],
      ),
      collaborator: side(
        "Nikhil",
        [
          "she wants to move out of our bed. i know i snore, ive already ordered the mouth strip things",
        ],
        ["try the sleep clinic referral first before we start sleeping apart"],
        [
          "my parents slept in seperate rooms and then they split up. honestly it scares me",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "where each sleeps on work nights; what to try first",
    concerns: {
      initiator: [
        "sleep",
        "spare room",
        "work nights",
        "awake",
        "exhausted",
        "nurse",
        "mistakes",
      ],
      collaborator: [
        "sleep clinic",
        "referral",
        "sleeping apart",
        "our bed",
        "split up",
        "scares",
        "mouth strip",
      ],
    },
    agreedIssue:
      "How we make sure Esther gets enough sleep before her shifts while trying the sleep clinic before we end up sleeping apart.",
  },
  {
    id: "fresh2-partners-private-school",
    audience: "partners",
    answers: {
      initiator: side(
        "Ezequiel",
        [
          "Marisol has basically decided our son is going to private school in september. 14k a year, we'd have to stop saving for anything.",
        ],
        [
          "I want him in the local state school like we both went to. I'm not against helping him, tutoring if he needs it.",
        ],
        [
          "I believe in state schools, my mum taught in one for 30 years.",
          "And I don't want us to be broke for the next 12 years.",
        ],
      ),
      collaborator: side(
        "Marisol",
        [
          "The local school just got a bad inspection report and the class sizes are 32. I'm worried sick and Ezequiel just says we turned out fine.",
        ],
        [
          "At least visit the private school with me and look at the numbers properly before saying no.",
        ],
        [
          "He's shy and he'll disappear in a class of 32. I'd rather go without holidays than watch him struggle.",
        ],
      ),
    },
    conflictType: "values",
    typeNote:
      "a principle about state schools against the child’s wellbeing; priorities",
    concerns: {
      initiator: [
        "state school",
        "local",
        "saving",
        "broke",
        "14k",
        "tutoring",
        "believe in",
      ],
      collaborator: [
        "inspection",
        "class sizes",
        "visit",
        "look at the numbers",
        "shy",
        "struggle",
        "private school",
      ],
    },
    agreedIssue:
      "How we choose a school where our shy son won't get lost in a big class, without giving up on state schools or our savings before we've looked at the numbers together.",
  },
  {
    id: "fresh2-partners-friend-on-sofa",
    audience: "partners",
    answers: {
      initiator: side(
        "Oskar",
        [
          "Petra's friend has been on our sofa for nine weeks. I can't even watch tv in my own living room and there's someone else's washing on every radiator.",
        ],
        [
          "I'm sick of being the one who has to be polite about it. She needs a move-out date, end of the month.",
        ],
        ["its a one bed flat. i work from that room"],
      ),
      collaborator: side(
        "Petra",
        [
          "My best friend left an abusive marriage and Oskar sighs at her like she's a burden. It's humiliating for her.",
        ],
        [
          "Let her stay until her deposit comes through, probably 6 weeks, and be kind to her in the meantime.",
        ],
        [
          "She'd do the same for me without thinking. I'm not putting her out on the street.",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "how long the friend stays: a date",
    concerns: {
      initiator: [
        "move-out date",
        "end of the month",
        "own living room",
        "work from",
        "one bed",
        "washing",
        "polite",
      ],
      collaborator: [
        "deposit",
        "6 weeks",
        "kind",
        "stay",
        "burden",
        "street",
        "humiliating",
      ],
    },
    agreedIssue:
      "How we set a date for Petra's friend to move on that gives her time for her deposit, and gives Oskar his living room and workspace back.",
  },
  {
    id: "fresh2-partners-venting-vs-fixing",
    audience: "partners",
    answers: {
      initiator: side(
        "Shreya",
        [
          "when i tell Dominic about a bad day he goes straight into fixing it. 'have you emailed HR', 'just quit then'. i feel like a project not a girlfriend",
        ],
        ["just listen. ask me if i want advice before you give it"],
        ["I feel lonely even when he's sat right next to me."],
      ),
      collaborator: side(
        "Dominic",
        [
          "I can't win. If I say nothing I'm not interested, if I help I'm lecturing. I honestly don't know what she wants from me.",
        ],
        [
          "Tell me at the start if it's a vent or if you want help. I'm not a mind reader.",
        ],
        [
          "I hate seeing her upset and doing nothing about it. That's how I show I care.",
        ],
      ),
    },
    conflictType: "personality",
    typeNote: "how they talk about feelings: listening against fixing",
    concerns: {
      initiator: ["listen", "advice", "ask me", "fixing", "project", "lonely"],
      collaborator: [
        "vent",
        "help",
        "tell me",
        "at the start",
        "mind reader",
        "can't win",
        "show i care",
      ],
    },
    agreedIssue:
      "How we talk about bad days so Shreya feels listened to before any advice, and Dominic knows whether she wants help or just to vent.",
  },
  {
    id: "fresh2-partners-electric-car",
    audience: "partners",
    answers: {
      initiator: side(
        "Tyrone",
        [
          "Our car failed its MOT again and the garage says it needs a new clutch and exhaust, about £1,400. Imogen wants to just fix it and keep going, but it's 14 years old and I think we're throwing good money after bad. I've found a second hand electric one on finance, £210 a month, and we'd save on petrol because I drive 60 miles a day for work. I'm tired of every month being another repair bill.",
        ],
        [
          "Get the electric car on finance before the old one dies on the motorway.",
        ],
        [
          "I need a car I can rely on to get to work. I can't keep ringing in late.",
        ],
      ),
      collaborator: side(
        "Imogen",
        [
          "Tyrone wants to sign up to another monthly payment when we're only just keeping our heads above water. It makes me anxious just thinking about it.",
        ],
        [
          "Fix the clutch, pay cash, and we save up for a proper replacement next year. No new debt.",
        ],
        [
          "We only just cleared the credit card. I never want to be back there.",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "money: repair the old car or finance a new one",
    concerns: {
      initiator: [
        "electric",
        "finance",
        "rely on",
        "work",
        "repair bill",
        "petrol",
        "60 miles",
      ],
      collaborator: [
        "fix the clutch",
        "pay cash",
        "save up",
        "no new debt",
        "monthly payment",
        "credit card",
        "anxious",
      ],
    },
    agreedIssue:
      "How we get Tyrone a car he can rely on for his 60-mile commute without taking on new debt that Imogen isn't comfortable with.",
  },

  // ---------------------------------------------------------------- parent-adult-child
  {
    id: "fresh2-parent-wedding-money-say",
    audience: "parent-adult-child",
    answers: {
      initiator: side(
        "Valentina",
        [
          "My dad is paying part of the wedding and now he thinks that means he picks the venue and adds 40 of his work friends. It doesn't even feel like my wedding anymore.",
        ],
        [
          "If the money comes with conditions I'd rather not take it. I want to decide the guests and the venue with my fiancé.",
        ],
        [
          "We've waited 6 years for this. I want to look round the room and know everyone.",
        ],
      ),
      collaborator: side(
        "Gustavo",
        [
          "I offered 15,000 out of my retirement savings and now I'm told I have no say at all. i feel used to be honest",
        ],
        [
          "some input. a few of my own guests, my brothers and their families, thats all",
        ],
        [
          "In our family the father of the bride hosts. Its tradition, it was like this for my father.",
          "I am proud of her and I want my family there to see it.",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "whose wedding: conditions on a gift against family tradition",
    concerns: {
      initiator: [
        "venue",
        "decide the guests",
        "my wedding",
        "conditions",
        "fiancé",
        "know everyone",
      ],
      collaborator: [
        "input",
        "say",
        "own guests",
        "my brothers",
        "tradition",
        "proud",
        "retirement savings",
      ],
    },
    agreedIssue:
      "How we make the wedding feel like Valentina and her fiancé's own while Gustavo has some say for his contribution and his brothers' families are there.",
  },
  {
    id: "fresh2-parent-garage-storage",
    audience: "parent-adult-child",
    answers: {
      initiator: side(
        "Anil",
        [
          "My son’s motorbike and about 30 boxes have been in my garage for four years. I cannot get my own car in and I am 71.",
        ],
        [
          "I want the boxes out by the end of March. The bike can stay a bit longer if he really needs it.",
        ],
        [
          "I had a fall on the ice last winter scraping the windscreen. I need the car inside.",
        ],
      ),
      collaborator: side(
        "Rohan",
        [
          "Dad brings the garage up every single time I call, like it's the only thing we talk about. It's really getting to me.",
        ],
        [
          "I'll move everything when I get a bigger place in the summer. Why can't it wait till then?",
        ],
        [
          "My flat is tiny, there's literally nowhere for a motorbike. selling it would kill me",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "storage and a date to clear the garage",
    concerns: {
      initiator: [
        "garage",
        "car in",
        "boxes out",
        "end of march",
        "fall",
        "ice",
        "inside",
      ],
      collaborator: [
        "bigger place",
        "summer",
        "wait",
        "motorbike",
        "tiny",
        "nowhere",
        "selling",
      ],
    },
    agreedIssue:
      "How we get Anil's car back in the garage before next winter while Rohan has somewhere to keep his motorbike until he moves in the summer.",
  },
  {
    id: "fresh2-parent-ear-piercing",
    audience: "parent-adult-child",
    answers: {
      initiator: side(
        "Adaeze",
        [
          "My mum took my 4 year old to get her ears pierced while she was babysitting. She didn't ask, just sent me a photo after. I was shaking.",
        ],
        [
          "I need you to accept that decisions about my kids are mine. If you can't ask first, you can't have her on your own.",
        ],
        ["It's her body. I wanted her to choose when she's old enough."],
      ),
      collaborator: side(
        "Ifeoma",
        [
          "Every girl in our family had her ears pierced as a baby, Adaeze included. She's making me feel like a criminal over a pair of earrings.",
        ],
        [
          "Stop threatening me with not seeing my granddaughter. I'll ask next time but I want to keep our Saturdays.",
        ],
        [
          "that little girl is my world. where i come from this is normal, it is a gift from grandma",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "who decides about a child’s body; family custom against consent",
    concerns: {
      initiator: [
        "ask first",
        "decisions",
        "my kids",
        "her body",
        "choose",
        "old enough",
      ],
      collaborator: [
        "saturdays",
        "granddaughter",
        "threatening",
        "normal",
        "gift",
        "my world",
        "our family",
      ],
    },
    agreedIssue:
      "How we make sure Adaeze makes the decisions about her daughter and is asked first, while Ifeoma keeps her Saturdays with her granddaughter.",
  },
  {
    id: "fresh2-parent-lectures-on-calls",
    audience: "parent-adult-child",
    answers: {
      initiator: side(
        "Tiago",
        [
          "Every phone call with my dad turns into a lecture. My pension, my haircut, my girlfriend’s job. I put the phone down feeling 15 again.",
        ],
        [
          "Ask me about my life instead of telling me how to live it. And no more big sighs when I tell you something.",
        ],
        [
          "I've started dodging his calls and I hate that. I want to actually enjoy talking to him.",
        ],
      ),
      collaborator: side(
        "Miguel",
        [
          "Tiago hangs up on me. I am his father, I raise one subject and he shouts that I treat him like a child.",
        ],
        ["respect."],
        [
          "I worry about him. I made mistakes with money at his age and nobody warned me.",
        ],
      ),
    },
    conflictType: "personality",
    typeNote: "how they speak to each other: lecturing, sighing, hanging up",
    concerns: {
      initiator: [
        "lecture",
        "ask me",
        "telling me how to live",
        "sighs",
        "dodging",
        "enjoy talking",
      ],
      collaborator: [
        "respect",
        "hangs up",
        "worry",
        "mistakes",
        "warned",
        "father",
      ],
    },
    agreedIssue:
      "How we talk on the phone so Tiago is asked about his life rather than lectured, and Miguel can share his worries respectfully without being hung up on.",
  },

  // ---------------------------------------------------------------- siblings-family
  {
    id: "fresh2-siblings-lake-cottage-summers",
    audience: "siblings-family",
    answers: {
      initiator: side(
        "Gunnar",
        [
          "Maja has booked the cottage for the whole of July again. That's three summers in a row. My kids have never been there in the school holidays.",
        ],
        [
          "Split the summer fairly. Alternate July and August every year, and write it down.",
        ],
        [
          "It was our parents' place, not hers. I want my kids to have the same memories we had.",
        ],
      ),
      collaborator: side(
        "Maja",
        [
          "the cottage needs someone looking after it. i do all the maintenance and paid for the boat repairs and nobody else lifts a finger",
        ],
        [
          "fine split it, but then split the costs and the work too. Gunnar can come and paint the jetty",
        ],
        [
          "I'm sick of being the only one who drives up in March to turn the water on.",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "who gets which weeks and who pays for upkeep",
    concerns: {
      initiator: [
        "july",
        "summer",
        "alternate",
        "fairly",
        "write it down",
        "kids",
        "memories",
      ],
      collaborator: [
        "maintenance",
        "costs",
        "work",
        "boat repairs",
        "jetty",
        "water on",
        "lifts a finger",
      ],
    },
    agreedIssue:
      "How we share the summer weeks at our parents' cottage fairly between both families, and share the upkeep costs and work as well.",
  },
  {
    id: "fresh2-siblings-mums-power-of-attorney",
    audience: "siblings-family",
    answers: {
      initiator: side(
        "Orla",
        [
          "Fergus got mum to sign power of attorney over to him alone and didn’t tell me for four months. I found out from her bank.",
        ],
        ["I want to be added as a joint attorney, and to see the statements."],
        [
          "I'm not accusing him of anything. But after what happened with the house money I need to be able to trust it's all above board.",
        ],
      ),
      collaborator: side(
        "Fergus",
        [
          "Orla's acting like I've robbed mum. I live ten minutes away, I'm the one at the bank, at the GP, sorting the care home forms, while she's in London and rings once a week. Mum asked me to do it, it wasn't some plot. I didn't tell Orla straight away because I knew exactly this would happen, and I was right.",
        ],
        [
          "Leave it as it is. I'll send her a summary every few months if it stops the drama.",
        ],
        [
          "Two attorneys means two signatures on everything, and mum's care home fees can't wait on Orla answering her phone.",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "trust and transparency over a parent’s money",
    concerns: {
      initiator: [
        "joint attorney",
        "statements",
        "trust",
        "above board",
        "added",
        "didn't tell me",
      ],
      collaborator: [
        "leave it",
        "summary",
        "signatures",
        "care home fees",
        "can't wait",
        "ten minutes away",
        "robbed",
      ],
    },
    agreedIssue:
      "How we manage mum's money so Orla can see it is all above board, without slowing down the bills and care home fees that Fergus handles.",
  },
  {
    id: "fresh2-siblings-dads-70th-present",
    audience: "siblings-family",
    answers: {
      initiator: side(
        "Soraya",
        [
          "Kaveh bought dad a £600 watch 'from all of us' and then sent me a bank request for £200. Nobody asked me.",
        ],
        [
          "agree the budget first. group presents need everyone to say yes before anything gets bought",
        ],
        ["I'm on maternity pay. £200 is my food shop for a month"],
      ),
      collaborator: side(
        "Kaveh",
        [
          "Every year I'm the one who organises dad's present and every year someone moans about it after. I'm tired of doing it all for zero thanks.",
        ],
        [
          "If you want a say, you organise it next year. Otherwise pay your share.",
        ],
        ["dad turned 70. it was a big one, he deserved something special"],
      ),
    },
    conflictType: "task",
    typeNote: "money and who organises a group present",
    concerns: {
      initiator: [
        "budget",
        "agree",
        "say yes",
        "nobody asked",
        "maternity pay",
        "food shop",
        "£200",
      ],
      collaborator: [
        "organise",
        "pay your share",
        "thanks",
        "doing it all",
        "next year",
        "special",
        "70",
      ],
    },
    agreedIssue:
      "How we agree a budget for family presents before anything is bought, so Soraya can afford her share and Kaveh isn't left organising everything alone.",
  },
  {
    id: "fresh2-siblings-disciplining-nephews",
    audience: "siblings-family",
    answers: {
      initiator: side(
        "Lerato",
        [
          "My brother tells my boys off at family lunches. Yesterday he took my son's tablet off him and made him sit at the table. He's not their dad.",
        ],
        [
          "If there's a problem with my kids, come to me. Don't discipline them yourself.",
        ],
        [
          "I do gentle parenting. We talk about feelings, we don’t do punishments, and it confuses them when their uncle shouts.",
        ],
      ),
      collaborator: side(
        "Thabo",
        [
          "Her kids run wild at mum's house and mum is 78. They broke her glass cabinet last month and Lerato just said 'they're only kids'.",
        ],
        [
          "Some basic rules at mum's. No running inside, eat at the table. Why is that so much to ask?",
        ],
        [
          "We were raised to respect our elders. Mum won't say anything so I will.",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "parenting beliefs against respect for elders",
    concerns: {
      initiator: [
        "come to me",
        "my kids",
        "discipline",
        "gentle parenting",
        "feelings",
        "punishments",
        "shouts",
      ],
      collaborator: [
        "rules",
        "mum's house",
        "no running",
        "table",
        "respect",
        "elders",
        "78",
      ],
    },
    agreedIssue:
      "How we keep mum and her house safe with a few basic rules at family lunches, while Lerato stays the one who disciplines her own children.",
  },

  // ---------------------------------------------------------------- cofounders-teammates
  {
    id: "fresh2-cofounders-founder-salaries",
    audience: "cofounders-teammates",
    answers: {
      initiator: side(
        "Solveig",
        [
          "We closed the pre-seed 3 months ago and we still pay ourselves nothing. I've been living off my savings for 18 months and they run out in February. Magnus keeps saying every pound has to go into the product, but I literally won't be able to pay rent soon. I'm not asking for a big salary, I'm asking to survive.",
        ],
        ["£2,500 a month each, starting next month."],
        [
          "If I have to go back to contracting part time the company loses half of me. That’s worse for runway than a salary.",
        ],
      ),
      collaborator: side(
        "Magnus",
        [
          "Solveig wants to start paying us when we've got 14 months of runway and no revenue. I'm worried we're getting comfortable too early.",
        ],
        [
          "Salaries when we hit 10k MRR, not before. Or a smaller amount, 1,200 max.",
        ],
        [
          "I watched my last startup die because the founders paid themselves first. I'm not doing that again.",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "money: when and how much founders are paid",
    concerns: {
      initiator: [
        "salary",
        "£2,500",
        "savings",
        "rent",
        "survive",
        "contracting",
        "next month",
      ],
      collaborator: [
        "runway",
        "10k mrr",
        "revenue",
        "1,200",
        "smaller amount",
        "comfortable too early",
        "paid themselves first",
      ],
    },
    agreedIssue:
      "How we pay ourselves enough for Solveig to cover her rent and stay full time, without cutting into the runway Magnus wants to protect until we have revenue.",
  },
  {
    id: "fresh2-teammates-meeting-notes",
    audience: "cofounders-teammates",
    answers: {
      initiator: side(
        "Renata",
        [
          "Every single meeting Jasper looks at me and says 'Renata can you take notes'. I'm a senior engineer, same level as him. I'm sick of being the team secretary.",
        ],
        [
          "Rotate the notes. Put a rota on the team page and everyone takes a turn, including the men.",
        ],
        [
          "It's not about notes. It's that nobody sees me as an engineer when I'm always the one typing the minutes.",
        ],
      ),
      collaborator: side(
        "Jasper",
        [
          "I asked her because she's good at it, her notes are genuinely the best on the team. Now I'm sexist?? That's a big leap.",
        ],
        [
          "I'm fine with a rota. I just don't want to be called sexist in front of the whole team for asking a question.",
        ],
        ["I've always tried to back her up. That accusation really stung"],
      ),
    },
    conflictType: "values",
    typeNote: "fairness in who does the admin; being seen as an engineer",
    concerns: {
      initiator: [
        "rotate",
        "notes",
        "turn",
        "secretary",
        "engineer",
        "senior",
        "minutes",
      ],
      collaborator: [
        "sexist",
        "in front of the whole team",
        "accusation",
        "stung",
        "good at it",
        "back her up",
      ],
    },
    agreedIssue:
      "How we share note-taking fairly so Renata is seen as an engineer, and raise concerns like this with Jasper directly rather than calling him sexist in front of the team.",
  },
  {
    id: "fresh2-teammates-talking-down",
    audience: "cofounders-teammates",
    answers: {
      initiator: side(
        "Chidi",
        [
          "Xavier explains things to me really slowly, like I'm an old lady who can't work a laptop. I've been doing this job for 25 years.",
        ],
        [
          "Talk to me like a colleague. If you think I’ve missed something, just say it normally.",
        ],
        [
          "It's humiliating in front of the younger ones. I've started keeping quiet in meetings.",
        ],
      ),
      collaborator: side(
        "Xavier",
        [
          "I genuinely thought I was being helpful. Chidi asked me twice how the new dashboard works so I went through it step by step.",
        ],
        [
          "tell me straight away when something annoys you, instead of going cold on me for a week",
        ],
        ["i'm new here and honestly i need her on my side, she knows everyone"],
      ),
    },
    conflictType: "personality",
    typeNote: "tone: being spoken down to, going cold",
    concerns: {
      initiator: [
        "like a colleague",
        "slowly",
        "normally",
        "humiliating",
        "25 years",
        "keeping quiet",
        "old lady",
      ],
      collaborator: [
        "helpful",
        "tell me straight away",
        "going cold",
        "on my side",
        "new here",
        "step by step",
      ],
    },
    agreedIssue:
      "How we talk to each other as equals so Chidi is not spoken down to, and Xavier hears straight away when something he does bothers her.",
  },
  {
    id: "fresh2-cofounders-user-numbers-in-deck",
    audience: "cofounders-teammates",
    answers: {
      initiator: side(
        "Sakura",
        [
          "Kenta put 40,000 users in the investor deck. We have 40,000 signups and about 6,000 are active. He says everyone does it.",
        ],
        [
          "Use the active number, or at least label it clearly as signups. I won't send the deck otherwise.",
        ],
        [
          "If an investor checks during due diligence we're finished. And I don't want to start a company on a lie.",
        ],
      ),
      collaborator: side(
        "Kenta",
        [
          "Sakura is being naive. Every deck in our batch uses total signups. If we show 6k next to their 40k we look tiny and we dont get the meeting.",
        ],
        [
          "Keep 40k on the headline slide and put active users in the appendix.",
        ],
        [
          "We have four months of cash. If we dont raise this round there is no company left to be honest about.",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "honesty with investors against pragmatism",
    concerns: {
      initiator: [
        "active number",
        "label it clearly",
        "lie",
        "due diligence",
        "won't send",
        "active",
      ],
      collaborator: [
        "headline slide",
        "40k",
        "appendix",
        "look tiny",
        "meeting",
        "four months",
        "raise",
      ],
    },
    agreedIssue:
      "How we show our user numbers honestly enough to survive due diligence, while keeping the deck strong enough to get investor meetings before our cash runs out.",
  },
  {
    id: "fresh2-teammates-ward-shift-swaps",
    audience: "cofounders-teammates",
    answers: {
      initiator: side(
        "Ioana",
        [
          "Florin asks to swap shifts almost every week and then never swaps back when I need it. I've covered 6 of his weekends since the summer. When I asked him for one Saturday in October he said he had plans, like I don't have plans. I feel like a mug, honestly, and the ward manager just says sort it between yourselves.",
        ],
        [
          "He owes me at least 3 weekends and I want them in the rota before Christmas. After that swaps go both ways or not at all.",
        ],
        [
          "My daughter has her school concert and her birthday in December. I already missed her recital.",
        ],
      ),
      collaborator: side(
        "Florin",
        [
          "i never forced anyone. i ask, she says yes. now suddenly im the bad guy",
        ],
        [
          "keep swapping, its how the ward works. but i cant do christmas weekend, i already booked flights home",
        ],
        [
          "My mother is ill in Romania and flights are only cheap if I book early. I need the flexibility.",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "who covers which shifts and weekends",
    concerns: {
      initiator: [
        "owes",
        "3 weekends",
        "rota",
        "before christmas",
        "both ways",
        "concert",
        "daughter",
      ],
      collaborator: [
        "flexibility",
        "flights",
        "christmas weekend",
        "mother",
        "ill",
        "keep swapping",
        "book early",
      ],
    },
    agreedIssue:
      "How we give Ioana back the weekends she covered before Christmas, while Florin keeps enough flexibility to fly home to his mother.",
  },

  // ---------------------------------------------------------------- manager-report
  {
    id: "fresh2-manager-candle-side-business",
    audience: "manager-report",
    answers: {
      initiator: side(
        "Ibrahim",
        [
          "My manager found my candle shop on Instagram and now she acts like I'm stealing company time. I've never once worked on it during work hours.",
        ],
        [
          "I want a clear yes in writing that I can run it on evenings and weekends.",
        ],
        [
          "It's my dream to make it full time one day. And honestly my salary doesn't cover my rent anymore.",
        ],
      ),
      collaborator: side(
        "Harriet",
        [
          "He posted a shop reel at 2pm on a Tuesday. I've noticed he's less engaged and we've had two missed deadlines this quarter.",
        ],
        [
          "Declare it to HR properly, and nothing at all in work hours, posts included.",
        ],
        [
          "I stuck my neck out to hire him. If the team sees one rule for him and another for them I lose their trust.",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "trust and loyalty to the job against a life outside it",
    concerns: {
      initiator: [
        "in writing",
        "evenings and weekends",
        "run it",
        "dream",
        "full time",
        "salary",
        "rent",
      ],
      collaborator: [
        "declare",
        "hr",
        "work hours",
        "posts",
        "missed deadlines",
        "engaged",
        "trust",
      ],
    },
    agreedIssue:
      "How we let Ibrahim run his candle shop on evenings and weekends, declared to HR, while Harriet can trust it stays out of work hours and deadlines are met.",
  },
  {
    id: "fresh2-manager-cameras-on",
    audience: "manager-report",
    answers: {
      initiator: side(
        "Linh",
        [
          "Seamus wants cameras on for every meeting, even the 8:30 stand-up. I have 6 hours of calls some days and I'm drained by lunch.",
        ],
        ["Cameras optional for internal meetings. On for clients, fine."],
        [
          "I'm autistic and being on camera all day is genuinely exhausting. I can't focus on what's being said.",
        ],
      ),
      collaborator: side(
        "Seamus",
        [
          "Half the team have gone dark on calls and I'm talking to a row of initials. I can't tell if anyone's even listening.",
        ],
        [
          "Cameras on for the stand-up and team meetings at least. A quick hello isn't a lot to ask, is it?",
        ],
        [
          "The two new starters don't know what anyone looks like. The team needs to feel like a team.",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "a rule for cameras in meetings",
    concerns: {
      initiator: [
        "cameras optional",
        "internal meetings",
        "drained",
        "autistic",
        "exhausting",
        "focus",
        "6 hours",
      ],
      collaborator: [
        "stand-up",
        "team meetings",
        "hello",
        "new starters",
        "feel like a team",
        "listening",
      ],
    },
    agreedIssue:
      "How we run team calls so Linh can keep her camera off when she needs to without being drained, while the team and its new starters still get to see each other.",
  },
  {
    id: "fresh2-manager-swearing-when-stressed",
    audience: "manager-report",
    answers: {
      initiator: side(
        "Yara",
        [
          "When a build fails Kwabena swears at his screen and slams the desk. Yesterday he said 'who the f*** pushed this' to the whole room. I froze.",
        ],
        [
          "No shouting or swearing at the team. If something breaks, talk to me calmly, in private.",
        ],
        [
          "I had a manager who screamed at people and I left that job because of it. I don't want to feel scared at work again.",
        ],
      ),
      collaborator: side(
        "Kwabena",
        [
          "I'm not shouting AT anyone, I'm letting off steam. I've never once had a go at Yara personally",
        ],
        [
          "tell me in the moment if it's too much and I'll take it outside. but I can't turn into a robot",
        ],
        [
          "We've had three releases fail this month and the director is on my back.",
          "I'm under a lot of pressure and that's how it comes out.",
        ],
      ),
    },
    conflictType: "personality",
    typeNote: "temper and how stress comes out at work",
    concerns: {
      initiator: [
        "shouting",
        "swearing",
        "calmly",
        "in private",
        "scared",
        "froze",
      ],
      collaborator: [
        "letting off steam",
        "in the moment",
        "take it outside",
        "robot",
        "pressure",
        "director",
        "releases fail",
      ],
    },
    agreedIssue:
      "How we handle failed builds so Yara doesn't face shouting or swearing at work, while Kwabena still has a way to let off steam under pressure.",
  },
  {
    id: "fresh2-manager-paternity-handover",
    audience: "manager-report",
    answers: {
      initiator: side(
        "Malik",
        [
          "I'm off on paternity leave in 3 weeks and Pilar wants me 'reachable for emergencies' the whole time. I've already written a 20 page handover.",
        ],
        [
          "Name someone to cover my accounts, and I check email once a week at most, if that. Otherwise I want to be offline.",
        ],
        [
          "This is our first baby and my wife had a really hard pregnancy. I want to be there properly, not on my phone.",
        ],
      ),
      collaborator: side(
        "Pilar",
        [
          "Malik's the only one who knows the Henderson migration and it goes live the week after he leaves. Nobody else has touched it.",
        ],
        [
          "Two weeks of shadowing with whoever covers, and one number we can call if the migration breaks.",
        ],
        [
          "If that client goes down we lose a six figure contract. I'm not trying to ruin his leave.",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "handover and cover during leave",
    concerns: {
      initiator: [
        "offline",
        "cover",
        "once a week",
        "first baby",
        "be there",
        "pregnancy",
        "phone",
      ],
      collaborator: [
        "migration",
        "shadowing",
        "one number",
        "goes live",
        "client",
        "contract",
        "knows",
      ],
    },
    agreedIssue:
      "How we cover the Henderson migration while Malik is on leave, so he can be offline with his new baby and Pilar has a plan if the go-live breaks.",
  },

  // ---------------------------------------------------------------- housemates
  {
    id: "fresh2-housemates-bins",
    audience: "housemates",
    answers: {
      initiator: side(
        "Mustafa",
        [
          "bins went out late AGAIN so now theres 2 weeks of rubbish in the side passage and it stinks. its always duc’s week",
        ],
        ["just want it sorted"],
        [
          "foxes got into the bags last time and i spent my saturday picking chicken bones off the path",
        ],
      ),
      collaborator: side(
        "Duc",
        [
          "I work nights Sunday and Monday and the bins go out Monday night. I've been saying this since September.",
        ],
        [
          "Swap the bin job for something else. I'll do the bathroom every week instead.",
        ],
        ["I'm not lazy, I'm literally at work when it's bin night."],
      ),
    },
    conflictType: "task",
    typeNote: "a chore rota that clashes with night shifts",
    concerns: {
      initiator: ["bins", "sorted", "late", "rubbish", "stinks", "foxes"],
      collaborator: [
        "work nights",
        "monday",
        "swap",
        "bathroom",
        "not lazy",
        "bin night",
        "at work",
      ],
    },
    agreedIssue:
      "How we get the bins out on time every week when Duc works nights on bin night, maybe by swapping him to another job like the bathroom.",
  },
  {
    id: "fresh2-housemates-new-kitten",
    audience: "housemates",
    answers: {
      initiator: side(
        "Wiremu",
        [
          "Mereana brought a kitten home without asking anyone and I'm allergic. My eyes have been streaming for a week.",
        ],
        [
          "Why couldn't you just ask first? Keep it out of the living room and my room, and get an air filter.",
        ],
        ["I've got asthma. I can't be wheezing in my own house."],
      ),
      collaborator: side(
        "Mereana",
        [
          "The kitten was going to be put down and I had a day to decide. I did message the group chat.",
        ],
        [
          "I'll keep her in my room and the kitchen and hoover every day. Please don't make me rehome her.",
        ],
        [
          "She's helped my mental health more than anything this year. I'm not giving her up.",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "rules for a pet in a shared house",
    concerns: {
      initiator: [
        "ask first",
        "living room",
        "air filter",
        "allergic",
        "asthma",
        "wheezing",
        "streaming",
      ],
      collaborator: [
        "rehome",
        "kitchen",
        "hoover",
        "mental health",
        "giving her up",
        "put down",
        "group chat",
      ],
    },
    agreedIssue:
      "How we keep the kitten in the house without setting off Wiremu's allergy and asthma, so Mereana doesn't have to rehome her.",
  },
  {
    id: "fresh2-housemates-eco-cleaning",
    audience: "housemates",
    answers: {
      initiator: side(
        "Tove",
        [
          "Vikram keeps buying bleach and those plastic wipes and leaving them all over the bathroom. We agreed on eco stuff when I moved in.",
        ],
        [
          "refill products only, from the zero waste shop. i'll even pay the difference",
        ],
        [
          "I've spent two years cutting plastic out of my life. Living next to a cupboard of bleach makes it feel like it's all for nothing.",
        ],
      ),
      collaborator: side(
        "Vikram",
        [
          "Her vinegar spray does nothing. The shower had black mould for a month before I bought bleach. I'm not living in a mouldy flat.",
        ],
        [
          "Use whatever works in the bathroom. She can use her stuff everywhere else.",
        ],
        [
          "I had pneumonia last year. Mould is a health thing for me, not a lifestyle choice.",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "environmental principles against health",
    concerns: {
      initiator: [
        "eco",
        "refill",
        "zero waste",
        "pay the difference",
        "plastic",
        "agreed",
      ],
      collaborator: [
        "mould",
        "whatever works",
        "bathroom",
        "health",
        "pneumonia",
        "mouldy",
      ],
    },
    agreedIssue:
      "How we keep the bathroom free of mould, which matters for Vikram's health, while sticking as far as we can to the eco, low-plastic products Tove cares about.",
  },
  {
    id: "fresh2-housemates-reminding-like-a-parent",
    audience: "housemates",
    answers: {
      initiator: side(
        "Padraig",
        [
          "Olga talks to me like she's my mum. 'Padraig you left the lights on', 'Padraig the towel goes there'. I'm 29.",
        ],
        [
          "Speak to me like an adult. If something's bugging you say it once, not every day.",
        ],
        [
          "I've started hiding in my room when I hear her come in. It's my home too and I dread it.",
        ],
      ),
      collaborator: side(
        "Olga",
        [
          "I only remind him because nothing gets done otherwise!! Last month he left the oven on all night",
        ],
        ["Do things without being reminded and I will gladly stop reminding."],
        [
          "I am the one on the lease. If something happens to this flat it's my name. I'm not trying to be his mother.",
        ],
      ),
    },
    conflictType: "personality",
    typeNote: "how one speaks to the other: nagging, feeling talked down to",
    concerns: {
      initiator: [
        "like an adult",
        "say it once",
        "every day",
        "mum",
        "hiding",
        "dread",
        "home too",
      ],
      collaborator: [
        "without being reminded",
        "nothing gets done",
        "oven",
        "lease",
        "my name",
      ],
    },
    agreedIssue:
      "How we share the flat so Padraig isn't spoken to like a child every day, and Olga can trust that things like the oven are done without reminders, since the lease is in her name.",
  },

  // ---------------------------------------------------------------- neighbours
  {
    id: "fresh2-neighbours-storm-fence",
    audience: "neighbours",
    answers: {
      initiator: side(
        "Rashid",
        [
          "The fence between our gardens came down in the storm 3 weeks ago. My dog can get straight into next door's garden so I've had to keep him in.",
        ],
        [
          "Split the cost 50/50 and get it replaced this month. I have a quote for £900.",
        ],
        [
          "The dog is going stir crazy inside and I'm scared he'll get out onto the road.",
        ],
      ),
      collaborator: side(
        "Stanislav",
        [
          "Rashid sent me a quote from his cousin without asking me first. And the fence is on his side according to the deeds.",
        ],
        [
          "Show me the deeds. If it is joint I pay half, but we get three quotes.",
        ],
        [
          "I am retired, on a pension, £450 is a lot. I want to know I am paying a fair price.",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "money and timing of a shared repair",
    concerns: {
      initiator: ["split", "50/50", "replaced", "this month", "dog", "road"],
      collaborator: [
        "deeds",
        "three quotes",
        "fair price",
        "pension",
        "retired",
        "without asking",
      ],
    },
    agreedIssue:
      "How we get the fence replaced soon so Rashid's dog is safe, at a fair price Stanislav can afford, once we've checked whose fence it is.",
  },
  {
    id: "fresh2-neighbours-wildflower-front-garden",
    audience: "neighbours",
    answers: {
      initiator: side(
        "Odile",
        [
          "I've let my front lawn grow into a wildflower meadow for the bees and Cormac has complained to the residents' association twice. Now I've had a letter.",
        ],
        [
          "Leave my garden alone. I'll keep a tidy strip along the pavement edge if that helps.",
        ],
        [
          "We've lost so many insects in my lifetime. This is the one small thing I can actually do.",
        ],
      ),
      collaborator: side(
        "Cormac",
        [
          "Her garden is knee high and full of thistles and dandelions that seed straight into my lawn. It looks abandoned, two people have asked me if the house is empty.",
        ],
        [
          "Cut it back to lawn height at the front, do what you like in the back.",
        ],
        [
          "We're selling next spring and the estate agent said kerb appeal matters. I spent years on that lawn.",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "nature and the environment against tidiness and appearance",
    concerns: {
      initiator: [
        "wildflower",
        "bees",
        "insects",
        "leave my garden",
        "tidy strip",
        "pavement edge",
      ],
      collaborator: [
        "thistles",
        "seed",
        "cut it back",
        "selling",
        "kerb appeal",
        "lawn",
        "abandoned",
      ],
    },
    agreedIssue:
      "How we keep Odile's wildflower garden for the bees while stopping weeds seeding into Cormac's lawn and keeping the front looking cared for before his sale.",
  },
  {
    id: "fresh2-neighbours-letters-to-housing",
    audience: "neighbours",
    answers: {
      initiator: side(
        "Bronagh",
        [
          "Hiroshi from downstairs never says a word to me on the stairs, not even hello, and then I get letters from the housing association about my noise. That's three this year. Not once has he knocked on my door. I've got two kids and yes sometimes they run about, but I only find out something's bothering him when an official letter lands on my mat.",
        ],
        [
          "Knock on my door and talk to me like a normal person before going to the housing. I'd have sorted it.",
        ],
        ["Those letters go on my file. I'm terrified of losing this flat."],
      ),
      collaborator: side(
        "Hiroshi",
        [
          "The last time I knocked about the noise she slammed the door in my face and swore at me. Why would I knock again?",
        ],
        ["an apology for that, and the washing machine off after 10pm"],
        [
          "I start work at 5am. I'm a quiet person and I don't want a shouting match on the stairs.",
        ],
      ),
    },
    conflictType: "personality",
    typeNote: "how they approach each other: letters, a slammed door",
    concerns: {
      initiator: [
        "knock",
        "talk to me",
        "normal person",
        "letters",
        "file",
        "losing this flat",
      ],
      collaborator: [
        "apology",
        "washing machine",
        "10pm",
        "5am",
        "shouting match",
        "slammed",
        "swore",
      ],
    },
    agreedIssue:
      "How we raise problems with each other directly and calmly, instead of through letters or slammed doors, and keep noise like the washing machine down after 10pm.",
  },
  {
    id: "fresh2-neighbours-feeding-pigeons",
    audience: "neighbours",
    answers: {
      initiator: side(
        "Babajide",
        [
          "Yumi puts out a whole loaf of bread every morning for the pigeons. There are 40 of them on my roof and my car is covered in droppings every day.",
        ],
        [
          "stop throwing bread on the ground. a small bird feeder is fine but no bread",
        ],
        [
          "I've paid twice to get the car paintwork fixed. And I have a baby, it's not hygienic.",
        ],
      ),
      collaborator: side(
        "Yumi",
        [
          "Since my husband died the birds are the reason I get up in the morning. I go out with the bread at 7 and some days it is the only thing I do. Babajide has shouted at me from his window and I felt like a child being told off. I am 82 and I don’t have much left that I enjoy. I do not want to cause trouble for anybody.",
        ],
        [
          "let me feed them, maybe less, in the back garden instead of the front",
        ],
        ["its the only company i have some days"],
      ),
    },
    conflictType: "task",
    typeNote: "where and how much to feed birds",
    concerns: {
      initiator: [
        "droppings",
        "car",
        "bread",
        "bird feeder",
        "paintwork",
        "baby",
        "hygienic",
      ],
      collaborator: [
        "feed them",
        "birds",
        "back garden",
        "less",
        "company",
        "get up in the morning",
        "enjoy",
      ],
    },
    agreedIssue:
      "How we let Yumi keep feeding the birds she loves in a way that stops the droppings on Babajide's car and keeps things hygienic for his baby.",
  },
];
