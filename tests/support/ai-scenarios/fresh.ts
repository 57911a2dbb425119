/**
 * The FRESH set of the project's AI scenarios: 30 two-sided conflicts written on 2026-11-29
 * by a helper who had not read the engine (nor the held-out, long-answer or follow-up sets),
 * across the seven audiences the product names. It was measured once, before any tuning on
 * it, and then tuned on, so only that first measurement says how the engine does on
 * conflicts it was not fitted to.
 * Answers are written the way people type (short, vague, angry, lower case, misspelled, a
 * few long ones with the request after a preamble). Labels, concern words and agreed issues
 * follow the conventions of scenarios.ts and were written from the text alone.
 *
 * Conflict types (the prompt's definitions): personality = how people treat or talk to
 * each other, temperament, feelings; values = beliefs, principles, priorities, fairness,
 * trust; task = who does what, when, how, money, logistics.
 */
import { side } from "./side";
import type { Scenario } from "./types";

export const FRESH_SCENARIOS: Scenario[] = [
  // ---------------------------------------------------------------- partners
  {
    id: "fresh-partners-wedding-guests",
    audience: "partners",
    answers: {
      initiator: side(
        "Priya",
        [
          "his mum has sent us a list of 60 people she wants at the wedding and we've only got budget for 90 total",
        ],
        ["keep it to 90 and we each get 45"],
        [
          "its our wedding and I want to actually know the people there. we're paying for most of it ourselves",
        ],
      ),
      collaborator: side(
        "Callum",
        ["Priya keeps crossing off my family like they dont matter"],
        ["Invite my aunts and cousins, I can cover the extra from my bonus."],
        [
          "my family is huge and close, leaving them out would cause a masive rift with mum",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "guest numbers and who pays for the extra",
    concerns: {
      initiator: [
        "90",
        "budget",
        "each get 45",
        "know the people",
        "paying",
        "our wedding",
      ],
      collaborator: [
        "aunts and cousins",
        "family",
        "crossing off",
        "extra",
        "bonus",
        "rift",
      ],
    },
    agreedIssue:
      "How we keep the wedding guest list within our budget and to people we actually know, while including the close family who would be hurt to be left out.",
  },
  {
    id: "fresh-partners-annual-leave",
    audience: "partners",
    answers: {
      initiator: side(
        "Aisha",
        [
          "every year all my leave goes on visiting your parents in Porto. we havent had a holiday just us in 3 years",
        ],
        ["one week a year thats just for us two, somewhere new"],
        ["i feel like i never actually get a break"],
      ),
      collaborator: side(
        "Mateo",
        ["My parents are getting older and I only see them once a year."],
        ["Keep the two weeks in Portugal in summer"],
        [
          "My dad had a stroke last spring. I don't know how many summers we have left with him.",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "how to spend the annual leave",
    concerns: {
      initiator: [
        "leave",
        "holiday just us",
        "one week",
        "us two",
        "somewhere new",
        "break",
      ],
      collaborator: [
        "parents",
        "getting older",
        "two weeks",
        "portugal",
        "stroke",
        "see them",
      ],
    },
    agreedIssue:
      "How we use our annual leave so we get a real break with a holiday just for the two of us, and still spend time with the parents in Portugal while they are getting older.",
  },
  {
    id: "fresh-partners-tattoo",
    audience: "partners",
    answers: {
      initiator: side(
        "Freya",
        [
          "I'm getting a half sleeve and Kwame is acting like I'm getting a criminal record",
        ],
        ["for him to accept that its my body and my decision"],
        [
          "ive wanted this since I was 16. its for my grandma, she drew the design",
        ],
      ),
      collaborator: side(
        "Kwame",
        ["she booked it without talking to me. its on her arm forever"],
        [
          "wait six months and talk about where it goes, maybe somewhere it can be covered",
        ],
        [
          "my family is very traditional and we are going to my sisters wedding in Ghana in march. and honestly i feel like my opinion doesnt count",
        ],
      ),
    },
    conflictType: "values",
    typeNote:
      "her own body and choice against being consulted and family tradition",
    concerns: {
      initiator: [
        "my body",
        "my decision",
        "half sleeve",
        "accept",
        "grandma",
        "design",
      ],
      collaborator: [
        "without talking",
        "wait six months",
        "covered",
        "traditional",
        "opinion",
        "forever",
      ],
    },
    agreedIssue:
      "How we respect that the tattoo is a decision about her own body, while his opinion is heard and his family’s traditions are taken into account.",
  },
  {
    id: "fresh-partners-baptism",
    audience: "partners",
    answers: {
      initiator: side(
        "Ruairi",
        [
          "my mam keeps asking when the baby is getting christened and Ines says no way",
        ],
        ["get her baptised, it's a small thing and it means a lot"],
        [
          "i was raised catholic, its part of who i am even if i dont go to mass",
        ],
      ),
      collaborator: side(
        "Ines",
        [
          "I'm not religious and I don't want to make promises in a church I don't believe in",
        ],
        [
          "let her choose for herself when shes older. maybe a naming ceremony instead",
        ],
        [
          "It would feel dishonest. And I'm tired of your mother deciding things for us",
        ],
      ),
    },
    conflictType: "values",
    typeNote:
      "religious belief and identity against honesty about not believing",
    concerns: {
      initiator: [
        "baptised",
        "christened",
        "catholic",
        "raised",
        "who i am",
        "means a lot",
      ],
      collaborator: [
        "not religious",
        "promises",
        "believe",
        "choose for herself",
        "naming ceremony",
        "dishonest",
      ],
    },
    agreedIssue:
      "How we welcome our daughter in a way that honours the Catholic faith one of us was raised in, without asking the other to make promises they don’t believe in.",
  },
  {
    id: "fresh-partners-snapping-after-work",
    audience: "partners",
    answers: {
      initiator: side(
        "Hana",
        [
          "you come home from the restaurant and snap at me and the kids over nothing",
        ],
        ["Stop taking your bad day out on us"],
        ["the kids tiptoe around you. i hate that"],
      ),
      collaborator: side(
        "Dmitri",
        [
          "i walk in the door and there's straight away a list of things that went wrong",
        ],
        [
          "20 minutes to decompress when I get home before anyone needs anything from me",
        ],
        ["12 hour shifts in a kitchen. I am fried by the time i get home"],
      ),
    },
    conflictType: "personality",
    typeNote:
      "snapping at the family, needing to wind down: how they treat each other",
    concerns: {
      initiator: [
        "snap",
        "bad day",
        "taking",
        "kids",
        "tiptoe",
        "over nothing",
      ],
      collaborator: [
        "20 minutes",
        "decompress",
        "list of things",
        "straight away",
        "fried",
        "shifts",
      ],
    },
    agreedIssue:
      "How we make the first part of the evening calmer, so nobody gets snapped at over nothing and there is time to decompress after a long shift.",
  },

  // ---------------------------------------------------------------- parents and adult children
  {
    id: "fresh-parent-loan-repayments",
    audience: "parent-adult-child",
    answers: {
      initiator: side(
        "Gloria",
        ["I lent Marcus 4000 for his van in January and I have had 300 back"],
        ["A set amount every month, even if its small, by standing order"],
        ["thats my savings for my knee operation. im not made of money"],
      ),
      collaborator: side(
        "Marcus",
        [
          "mum brings up the money every time i see her, even at my sons birthday",
        ],
        [
          "i'll pay it back when work picks up in spring. just stop mentioning it in front of people",
        ],
        ["I'm self employed and winter is dead. its embarassing"],
      ),
    },
    conflictType: "task",
    typeNote: "a repayment plan for a family loan",
    concerns: {
      initiator: [
        "set amount",
        "every month",
        "standing order",
        "savings",
        "operation",
        "back",
      ],
      collaborator: [
        "work picks up",
        "spring",
        "in front of people",
        "self employed",
        "winter",
        "mentioning",
      ],
    },
    agreedIssue:
      "How we agree regular repayments on the van loan that protect the savings for the operation and fit the quiet winter months of self-employment, without raising it in front of people.",
  },
  {
    id: "fresh-parent-grandkids-screen-time",
    audience: "parent-adult-child",
    answers: {
      initiator: side(
        "Olumide",
        [
          "when mum has the kids on wednesdays they're on the ipad the whole afternoon",
        ],
        ["One hour max and no screens after tea."],
        [
          "Tobi is so wound up by bedtime on wednesdays he doesn't sleep till 10",
        ],
      ),
      collaborator: side(
        "Folake",
        ["I am doing them a favour, for free, and I get a list of rules"],
        ["Trust me to look after my own grandchildren my way"],
        [
          "Im 68 and two boys under 6 is exhausting. the tablet gives me a rest",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "screen rules for the childcare day",
    concerns: {
      initiator: [
        "one hour",
        "ipad",
        "no screens",
        "bedtime",
        "sleep",
        "wound up",
      ],
      collaborator: [
        "favour",
        "free",
        "rules",
        "trust me",
        "my way",
        "exhausting",
        "rest",
      ],
    },
    agreedIssue:
      "How we set screen time on Wednesdays so the boys sleep at bedtime, while grandma gets a rest and is trusted to look after them her way.",
  },
  {
    id: "fresh-parent-university-choice",
    audience: "parent-adult-child",
    answers: {
      initiator: side(
        "Rajesh",
        [
          "Anika wants to go to a university 400 miles away to study art when she has a place at the local uni for pharmacy",
        ],
        ["Take the pharmacy place and live at home, do art on the side"],
        [
          "Her mother and I came here with nothing and worked in the shop seven days a week so our children would have options. Pharmacy is a secure career, she will always find work. Art is a beautiful hobby but I have seen friends' children with art degrees working in cafes at 30 with debts they cannot pay. Living at home also saves her thousands. I am not trying to control her, I am trying to protect her.",
        ],
      ),
      collaborator: side(
        "Anika",
        ["dad has decided my whole life for me"],
        ["go to glasgow and do the art degree"],
        [
          "i will be miserable doing pharmacy. i want to choose my own life, its my loan not his",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "security and sacrifice against choosing her own life",
    concerns: {
      initiator: [
        "pharmacy",
        "secure career",
        "live at home",
        "saves",
        "debts",
        "protect",
        "options",
      ],
      collaborator: [
        "art degree",
        "glasgow",
        "miserable",
        "choose my own life",
        "my loan",
        "decided",
      ],
    },
    agreedIssue:
      "How we settle on a university course that is her own choice and that she won’t be miserable in, while feeling confident it leads to a secure career without heavy debts.",
  },
  {
    id: "fresh-parent-tech-help-impatience",
    audience: "parent-adult-child",
    answers: {
      initiator: side(
        "Bernard",
        [
          "when i ask Etienne to help me with the computer he sighs and grabs the mouse off me and does it so fast i cant follow",
        ],
        ["be patient and show me slowly, so i can do it myself next time"],
        ["i feel like an old fool. i am not stupid"],
      ),
      collaborator: side(
        "Etienne",
        [
          "Papa calls me at work for the same thing every week, the printer, the email password",
        ],
        [
          "I've shown him ten times. Just write things down and save questions for sunday.",
        ],
        ["I can't keep stepping out of meetings"],
      ),
    },
    conflictType: "personality",
    typeNote: "impatience and feeling belittled: how they treat each other",
    concerns: {
      initiator: [
        "patient",
        "show me slowly",
        "myself",
        "sighs",
        "grabs",
        "old fool",
        "stupid",
      ],
      collaborator: [
        "at work",
        "same thing",
        "ten times",
        "write things down",
        "sunday",
        "meetings",
      ],
    },
    agreedIssue:
      "How we handle computer help so it is patient and slow enough to learn from, and kept to times that don’t pull anyone out of work meetings.",
  },

  // ---------------------------------------------------------------- siblings and family
  {
    id: "fresh-siblings-carer-costs",
    audience: "siblings-family",
    answers: {
      initiator: side(
        "Siobhan",
        [
          "Mum needs a carer three mornings a week now since the fall and it costs 540 a month. I've been paying all of it since August because I'm the one who lives ten minutes away and sorted it. Declan earns more than me and hasnt offered once, he just rings her on Sundays and tells her she looks well. I've got my own two kids and a mortgage and I'm dipping into savings now.",
        ],
        ["We split the carer 50/50 from next month"],
        ["its not fair and i'm running out of money"],
      ),
      collaborator: side(
        "Declan",
        ["didnt know she was paying for it all, she never asked"],
        [
          "i can pay a third now and go up to half when Aoife goes back to work in june",
        ],
        ["Money is tight for us too right now with the new baby"],
      ),
    },
    conflictType: "task",
    typeNote: "splitting the cost of a parent’s care",
    concerns: {
      initiator: [
        "carer",
        "split",
        "50/50",
        "paying all",
        "fair",
        "savings",
        "running out of money",
      ],
      collaborator: [
        "a third",
        "half",
        "june",
        "never asked",
        "tight",
        "new baby",
      ],
    },
    agreedIssue:
      "How we share the cost of Mum’s carer fairly so one of us isn’t running out of money, at a pace the other can manage with a new baby.",
  },
  {
    id: "fresh-siblings-dads-old-car",
    audience: "siblings-family",
    answers: {
      initiator: side(
        "Tariq",
        [
          "Dads old golf is sat on my drive and Samira uses it whenever she likes and brings it back on empty",
        ],
        ["Either she pays half the insurance and tax or we sell it"],
        [
          "just want it sorted",
          "I'm paying 80 a month for a car I hardly drive",
        ],
      ),
      collaborator: side(
        "Samira",
        ["you said I could use it. now suddenly its a problem"],
        ["keep dads car, I'll put petrol in"],
        [
          "it was dads. i'm not ready to sell it. and i need it for the school run on thursdays",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "who pays to run a shared car, and whether to keep it",
    concerns: {
      initiator: [
        "half",
        "insurance",
        "tax",
        "sell",
        "empty",
        "80 a month",
        "hardly drive",
      ],
      collaborator: [
        "keep",
        "dads car",
        "not ready",
        "petrol",
        "school run",
        "thursdays",
      ],
    },
    agreedIssue:
      "How we share the insurance, tax and petrol for Dad’s car fairly, and decide together whether to keep it, given what it means to us and that it is needed for the school run.",
  },
  {
    id: "fresh-siblings-grandparents-deli",
    audience: "siblings-family",
    answers: {
      initiator: side(
        "Giulia",
        [
          "Nonno's deli has been losing money for two years and Lorenzo keeps pouring his wages into it",
        ],
        ["sell the shop and the building and split it with mum"],
        [
          "Mum needs that money to retire and I don't want us all going under for a shop",
        ],
      ),
      collaborator: side(
        "Lorenzo",
        ["she talks about nonnos shop like its just a number"],
        ["give me one more year to turn it round, online orders"],
        [
          "Nonno built that shop from nothing in 1962. its our family. selling it would be like selling him",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "family legacy against financial security",
    concerns: {
      initiator: [
        "sell",
        "losing money",
        "wages",
        "split",
        "retire",
        "going under",
      ],
      collaborator: [
        "one more year",
        "turn it round",
        "online orders",
        "built",
        "family",
        "just a number",
      ],
    },
    agreedIssue:
      "How we decide the future of Nonno’s deli so Mum has money to retire and nobody goes under, while giving the shop the family built a fair chance.",
  },
  {
    id: "fresh-siblings-group-chat-photos",
    audience: "siblings-family",
    answers: {
      initiator: side(
        "Zara",
        [
          "Imran keeps posting old embarrassing photos of me in the family whatsapp and everyone laughs",
        ],
        ["stop. delete the one from yesterday"],
        ["my in laws are in that group. i felt humiliated"],
      ),
      collaborator: side(
        "Imran",
        ["its banter, shes always been able to take a joke"],
        ["lighten up a bit honestly"],
        [
          "the family chat is the only time we all talk. and she does it to me too",
        ],
      ),
    },
    conflictType: "personality",
    typeNote: "teasing and feeling humiliated: how they treat each other",
    concerns: {
      initiator: [
        "embarrassing photos",
        "delete",
        "stop",
        "everyone laughs",
        "in laws",
        "humiliated",
      ],
      collaborator: [
        "banter",
        "joke",
        "lighten up",
        "only time we all talk",
        "does it to me too",
      ],
    },
    agreedIssue:
      "How we keep the family chat fun and the place we all talk, without posting things that leave one of us humiliated in front of the in-laws.",
  },

  // ---------------------------------------------------------------- cofounders and teammates
  {
    id: "fresh-teammates-shared-desk",
    audience: "cofounders-teammates",
    answers: {
      initiator: side(
        "Aroha",
        [
          "we share a desk on tues/thurs and hes left coffee cups, chargers and paper all over it every single time",
        ],
        ["clear desk at end of day, everyone"],
        ["I waste the first 15 mins of my day cleaning up someone elses mess"],
      ),
      collaborator: side(
        "Bjorn",
        [
          "I'm in wednesday morning too and it's pointless packing everything up",
        ],
        ["a drawer or shelf I can leave my stuff in"],
        [
          "I carry a lot of kit for site visits, hauling it home twice a week is a pain",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "sharing a desk: tidying and storage",
    concerns: {
      initiator: [
        "clear desk",
        "end of day",
        "coffee cups",
        "mess",
        "cleaning up",
        "15 mins",
      ],
      collaborator: [
        "drawer",
        "shelf",
        "leave my stuff",
        "kit",
        "site visits",
        "hauling",
      ],
    },
    agreedIssue:
      "How we share the desk so it is clear at the start of each day, and there is somewhere to keep site kit without hauling it home.",
  },
  {
    id: "fresh-teammates-client-deadlines",
    audience: "cofounders-teammates",
    answers: {
      initiator: side(
        "Joaquin",
        [
          "Sales keeps promising the client delivery dates without checking with dev first. Fatima told them friday for the export feature, i found out from the client",
        ],
        ["no dates to clients until a dev has estimated"],
        ["we end up working weekends to hit dates we never agreed to"],
      ),
      collaborator: side(
        "Fatima",
        [
          "the client wont sign without a date and dev takes days to get back to me",
        ],
        ["an estimate within 24 hours when I ask"],
        [
          "my targets depend on closing these. if i say 'we'll get back to you' we lose them",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "who sets delivery dates and how fast",
    concerns: {
      initiator: [
        "dates",
        "checking with dev",
        "estimated",
        "weekends",
        "never agreed",
      ],
      collaborator: [
        "estimate",
        "24 hours",
        "sign",
        "targets",
        "closing",
        "lose them",
      ],
    },
    agreedIssue:
      "How we give clients dates quickly enough to close deals, while making sure every date is estimated by the developers so nobody works weekends to hit it.",
  },
  {
    id: "fresh-cofounders-pivot",
    audience: "cofounders-teammates",
    answers: {
      initiator: side(
        "Lukas",
        [
          "three enterprise leads want our tool and Mei won't even take the calls",
        ],
        ["pivot to B2B. we have 5 months of runway left"],
        ["if we dont, the company dies and 6 people lose their jobs"],
      ),
      collaborator: side(
        "Mei",
        ["We started this to help freelancers, not to sell to banks."],
        [
          "give the consumer app until the next funding round",
          "I'd consider a separate enterprise tier if it doesnt take over",
        ],
        [
          "our users trust us. if we chase big contracts we become the thing we said we hated",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "what the company is for: mission against survival",
    concerns: {
      initiator: [
        "pivot",
        "b2b",
        "enterprise",
        "leads",
        "runway",
        "company dies",
        "jobs",
      ],
      collaborator: [
        "freelancers",
        "banks",
        "consumer app",
        "funding round",
        "users trust",
        "big contracts",
      ],
    },
    agreedIssue:
      "How we keep the company alive on the runway we have, while staying true to the freelancers we started it for.",
  },
  {
    id: "fresh-teammates-credit-for-analysis",
    audience: "cofounders-teammates",
    answers: {
      initiator: side(
        "Seo-yeon",
        [
          "I spent three weeks building the churn analysis, cleaning the data, doing the model, writing the slides. At the all hands yesterday Grant presented it and said 'I found that...' the whole way through. My name wasnt on the deck anywhere. When I said something after, he said it was a team effort and I was being sensitive. This is the second time this year, the pricing review went the same way.",
        ],
        ["my name on work I did, and I present my own parts"],
        [
          "promotions here are decided on visibility. if nobody sees my work I dont exist",
        ],
      ),
      collaborator: side(
        "Grant",
        [
          "I was asked to present it, I'm the senior on the project and I did the framing",
        ],
        ["credit the team as a whole, not individuals"],
        ["When people start tallying who did what the team falls apart"],
      ),
    },
    conflictType: "values",
    typeNote: "fairness and recognition against team spirit",
    concerns: {
      initiator: [
        "my name",
        "work i did",
        "present my own",
        "visibility",
        "promotions",
        "three weeks",
      ],
      collaborator: [
        "asked to present",
        "senior",
        "framing",
        "team as a whole",
        "tallying",
        "falls apart",
      ],
    },
    agreedIssue:
      "How we make sure each person’s work is visible with their name on it, while still presenting as a team that doesn’t tally who did what.",
  },
  {
    id: "fresh-cofounders-stress-moods",
    audience: "cofounders-teammates",
    answers: {
      initiator: side(
        "Camille",
        [
          "when shit hits the fan santiago goes dark for two days and then announces decisions hes made alone",
        ],
        ["tell me whats going on, even a one line message"],
        ["I'm a cofounder not an employee. being shut out makes me panic"],
      ),
      collaborator: side(
        "Santiago",
        [
          "camille messages me 30 times a day when things go wrong. I can't think",
        ],
        ["space to think for a day, then i come back with a plan"],
        ["the constant pinging makes everything feel like an emergency"],
      ),
    },
    conflictType: "personality",
    typeNote: "how each copes under stress: withdrawing and chasing",
    concerns: {
      initiator: [
        "goes dark",
        "decisions",
        "alone",
        "one line message",
        "shut out",
        "panic",
        "cofounder",
      ],
      collaborator: [
        "30 times",
        "think",
        "space",
        "plan",
        "pinging",
        "emergency",
      ],
    },
    agreedIssue:
      "How we keep each other in the loop when things go wrong so nobody feels shut out, while leaving room to think without constant messages.",
  },

  // ---------------------------------------------------------------- managers and reports
  {
    id: "fresh-manager-working-abroad",
    audience: "manager-report",
    answers: {
      initiator: side(
        "Luana",
        [
          "asked to work remotely from Brazil for six weeks over christmas and Helen said no straight away",
        ],
        ["let me try it, I'll work UK hours"],
        [
          "My grandmother is 91 and she has not met my daughter yet. Flights are expensive so going for only two weeks of leave doesn't make sense for us. I worked fully remote during covid for two years with no problems and my reviews were good. Other people in the company have done this. I would work UK hours even if it means starting at 6am there, and I would be on every call.",
        ],
      ),
      collaborator: side(
        "Helen",
        ["december is our busiest month and I need people I can reach"],
        [
          "I can't say yes to six weeks. Two weeks max, and not the week before the year end close.",
        ],
        [
          "Tax and legal havent approved working from Brazil and I'm the one who answers for it if it goes wrong",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "where and when to work over the holidays",
    concerns: {
      initiator: [
        "remotely",
        "brazil",
        "six weeks",
        "uk hours",
        "grandmother",
        "daughter",
        "every call",
      ],
      collaborator: [
        "busiest month",
        "reach",
        "two weeks",
        "year end close",
        "tax and legal",
        "approved",
      ],
    },
    agreedIssue:
      "How we arrange time in Brazil so the family visit is long enough to be worth it, while the team is reachable over the year end close and tax and legal are satisfied.",
  },
  {
    id: "fresh-manager-weekend-rota",
    audience: "manager-report",
    answers: {
      initiator: side(
        "Kenji",
        ["ive been put on every saturday night for 2 months straight"],
        ["weekends rotated fairly, one off a month at least"],
        ["i have a 4 year old i never see on weekends"],
      ),
      collaborator: side(
        "Margit",
        [
          "half the team are students and can only work weekends anyway, so the rota is a jigsaw",
        ],
        ["Kenji to swap shifts himself with someone and let me know"],
        ["I'm short staffed and I can't redo the whole rota every week"],
      ),
    },
    conflictType: "task",
    typeNote: "who works which weekend shifts",
    concerns: {
      initiator: [
        "saturday",
        "weekends",
        "rotated",
        "fairly",
        "one off a month",
        "4 year old",
      ],
      collaborator: [
        "students",
        "jigsaw",
        "swap shifts",
        "let me know",
        "short staffed",
        "redo",
      ],
    },
    agreedIssue:
      "How we share weekend shifts so everyone gets some weekends off with their family, without the whole rota being redone every week on a short-staffed team.",
  },
  {
    id: "fresh-manager-eid-day-off",
    audience: "manager-report",
    answers: {
      initiator: side(
        "Yusuf",
        [
          "i asked for eid off and was told its the go live week so no leave for anyone",
        ],
        ["Eid day off. I'll work the weekend before to make it up"],
        [
          "its the most important day of the year for my family. i shouldnt have to choose between my job and my faith",
        ],
      ),
      collaborator: side(
        "Ingrid",
        [
          "Go-live has been in the plan since March and I said no leave that week for the whole team.",
        ],
        ["same rule for everyone, otherwise I get five other requests"],
        [
          "If I make one exception it looks unfair to everyone else who cancelled stuff",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "religious observance against one rule for all",
    concerns: {
      initiator: [
        "eid",
        "day off",
        "make it up",
        "weekend before",
        "faith",
        "family",
      ],
      collaborator: [
        "go-live",
        "same rule",
        "everyone",
        "exception",
        "unfair",
        "cancelled",
      ],
    },
    agreedIssue:
      "How we make room for Eid as a day of faith and family, in a way the rest of the team sees as fair during go-live week.",
  },
  {
    id: "fresh-manager-sighing-in-meetings",
    audience: "manager-report",
    answers: {
      initiator: side(
        "Patrice",
        [
          "Noor sighs and rolls her eyes in team meetings when I'm talking. the others have noticed",
        ],
        ["if she disagrees, say it to me, not with her face"],
        ["it undermines me in front of the team"],
      ),
      collaborator: side(
        "Noor",
        ["every idea i bring up in meetings gets shut down in seconds"],
        ["actually hear me out before saying no"],
        ["i stopped bothering. whats the point"],
      ),
    },
    conflictType: "personality",
    typeNote: "body language and dismissiveness in meetings",
    concerns: {
      initiator: [
        "sighs",
        "rolls her eyes",
        "disagrees",
        "say it to me",
        "undermines",
        "in front of the team",
      ],
      collaborator: [
        "idea",
        "shut down",
        "hear me out",
        "saying no",
        "stopped bothering",
        "whats the point",
      ],
    },
    agreedIssue:
      "How we disagree openly in meetings, so ideas get a proper hearing and nobody is undermined in front of the team.",
  },

  // ---------------------------------------------------------------- housemates
  {
    id: "fresh-housemates-thermostat",
    audience: "housemates",
    answers: {
      initiator: side(
        "Oksana",
        [
          "the flat is freezing, Ewan turns the heating off every time i put it on",
        ],
        ["heating at 20 in the evenings"],
        ["I work from home all day, my hands go numb typing"],
      ),
      collaborator: side(
        "Ewan",
        ["bills went up 40 percent this winter"],
        [
          "18 max and she pays the extra if she wants it higher",
          "or get a heater for her room",
        ],
        ["im on a student loan, i litterally cant afford it"],
      ),
    },
    conflictType: "task",
    typeNote: "heating temperature and who pays for it",
    concerns: {
      initiator: [
        "heating",
        "20",
        "evenings",
        "freezing",
        "work from home",
        "numb",
      ],
      collaborator: [
        "bills",
        "18",
        "pays the extra",
        "heater",
        "student loan",
        "afford",
      ],
    },
    agreedIssue:
      "How we keep the flat warm enough to work from home all day without heating bills one of us can’t afford.",
  },
  {
    id: "fresh-housemates-parking-space",
    audience: "housemates",
    answers: {
      initiator: side(
        "Thandiwe",
        [
          "theres one parking space with the house and Henrik has had it since he moved in",
        ],
        ["take turns month on month"],
        [
          "we all pay the same rent. and I'm walking back from the station at midnight after late shifts",
        ],
      ),
      collaborator: side(
        "Henrik",
        ["I need the car every day for work, she drives twice a week"],
        ["keep the space and I'll knock 20 a month off her rent share"],
        ["parking on the street here is a nightmare and I leave at 6am"],
      ),
    },
    conflictType: "task",
    typeNote: "who gets the one parking space",
    concerns: {
      initiator: [
        "parking space",
        "take turns",
        "same rent",
        "walking back",
        "midnight",
        "late shifts",
      ],
      collaborator: [
        "every day",
        "keep the space",
        "knock 20 a month off",
        "street",
        "nightmare",
        "6am",
      ],
    },
    agreedIssue:
      "How we share the one parking space fairly for the rent we all pay, so getting home after late shifts is safe and daily 6am starts still work.",
  },
  {
    id: "fresh-housemates-alcohol-in-kitchen",
    audience: "housemates",
    answers: {
      initiator: side(
        "Hamza",
        [
          "Ollie has people over drinking in the kitchen most weekends and theres beer and wine all over the shared fridge",
        ],
        [
          "keep alcohol in your room or a separate fridge, and the parties out of the kitchen",
        ],
        [
          "I don't drink for religious reasons and I feel like a guest in my own kitchen. i cook there",
        ],
      ),
      collaborator: side(
        "Ollie",
        [
          "i'm not doing anything wrong, its a normal thing to have a beer in your own house",
        ],
        ["have mates over on saturdays, i'll keep it to one shelf"],
        ["I pay rent here too. i'm not going to hide a normal part of my life"],
      ),
    },
    conflictType: "values",
    typeNote: "religious belief against a normal way of life at home",
    concerns: {
      initiator: [
        "alcohol",
        "separate fridge",
        "parties",
        "religious",
        "guest in my own kitchen",
        "cook",
      ],
      collaborator: [
        "normal",
        "own house",
        "mates over",
        "saturdays",
        "one shelf",
        "hide",
      ],
    },
    agreedIssue:
      "How we share the kitchen and fridge so it feels like home to someone who doesn’t drink for religious reasons, and there is still room to have mates over at the weekend.",
  },
  {
    id: "fresh-housemates-post-it-notes",
    audience: "housemates",
    answers: {
      initiator: side(
        "Beatriz",
        [
          "Wren leaves passive aggressive post its everywhere. 'SOME of us wash up :)' on the sink",
        ],
        ["just talk to me like an adult"],
        ["I feel like im living with my head teacher"],
      ),
      collaborator: side(
        "Wren",
        [
          "whenever I bring anything up in person she gets defensive and it turns into a row",
        ],
        ["a house chat once a week where we raise stuff calmly"],
        ["i hate confrontation. the notes felt easier"],
      ),
    },
    conflictType: "personality",
    typeNote: "notes against face to face: how they raise things",
    concerns: {
      initiator: [
        "passive aggressive",
        "post its",
        "talk to me",
        "adult",
        "head teacher",
      ],
      collaborator: [
        "defensive",
        "row",
        "house chat",
        "once a week",
        "calmly",
        "confrontation",
      ],
    },
    agreedIssue:
      "How we raise house problems face to face like adults, in a calm way that doesn’t turn into a row.",
  },

  // ---------------------------------------------------------------- neighbours
  {
    id: "fresh-neighbours-cat-in-veg-beds",
    audience: "neighbours",
    answers: {
      initiator: side(
        "Gwen",
        [
          "next doors cat uses my raised beds as a toilet. i've lost all my seedlings twice",
        ],
        ["keep the cat in or out of my garden"],
        [
          "I grow veg for my family and I'm not eating lettuce a cat has pooed on. my grandkids play out there too",
        ],
      ),
      collaborator: side(
        "Arjun",
        ["you cant keep a cat indoors, cats roam, thats what they do"],
        ["i'll pay for netting or one of those ultrasound things for her beds"],
        [
          "Mittens is 12 and has always been an outdoor cat, shutting her in would be cruel",
        ],
      ),
    },
    conflictType: "task",
    typeNote: "keeping a cat off the vegetable beds",
    concerns: {
      initiator: [
        "raised beds",
        "toilet",
        "seedlings",
        "out of my garden",
        "veg",
        "grandkids",
      ],
      collaborator: [
        "indoors",
        "roam",
        "netting",
        "ultrasound",
        "outdoor cat",
        "cruel",
      ],
    },
    agreedIssue:
      "How we protect the vegetable beds and the grandkids’ play space from the cat, while letting an old outdoor cat keep roaming.",
  },
  {
    id: "fresh-neighbours-van-parking",
    audience: "neighbours",
    answers: {
      initiator: side(
        "Dorota",
        [
          "he parks his work van right in front of my window every night, i get no light and i cant see the road pulling out",
        ],
        ["park it at the end by the garages"],
        ["its dangerous backing out, i nearly hit a kid on a bike last week"],
      ),
      collaborator: side(
        "Lachlan",
        ["its a public road. I can park where I like"],
        ["leave it as is"],
        ["theres £3k of tools in it, i need to see it from my house"],
      ),
    },
    conflictType: "task",
    typeNote: "where a van is parked on the street",
    concerns: {
      initiator: [
        "window",
        "light",
        "see the road",
        "by the garages",
        "dangerous",
        "backing out",
        "kid on a bike",
      ],
      collaborator: [
        "public road",
        "park where i like",
        "leave it",
        "tools",
        "see it from my house",
      ],
    },
    agreedIssue:
      "How we find a spot for the van where the tools stay safe and in sight, while backing out of the drive is safe and the window gets light.",
  },
  {
    id: "fresh-neighbours-slug-pellets",
    audience: "neighbours",
    answers: {
      initiator: side(
        "Astrid",
        [
          "Our gardens share a low fence and every spring Clive sprays weedkiller along it and puts slug pellets down all round his beds. Last year I found two dead hedgehogs on my lawn and my dog was sick after getting through the gap. I've spent four years making my garden wildlife friendly, with a pond and a log pile, and it feels like it's all being poisoned next door. I did try mentioning it and got told to mind my own business.",
        ],
        ["stop using pellets and spray near the fence"],
        [
          "the hedgehogs and my dog. and I believe we have a duty to look after wildlife",
        ],
      ),
      collaborator: side(
        "Clive",
        ["my garden my business. slugs ate every hosta I had"],
        ["to be left alone to garden how i want"],
        [
          "I've kept that garden nice for 30 years and I'm not letting it go to ruin for hedgehogs",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "a duty to wildlife against the right to garden as one likes",
    concerns: {
      initiator: [
        "pellets",
        "spray",
        "weedkiller",
        "fence",
        "hedgehogs",
        "dog",
        "wildlife",
      ],
      collaborator: [
        "my garden",
        "left alone",
        "how i want",
        "slugs",
        "hosta",
        "30 years",
        "ruin",
      ],
    },
    agreedIssue:
      "How we keep hedgehogs, pets and wildlife safe along the shared fence, while respecting a garden someone has kept nice for 30 years and keeping the slugs off it.",
  },
  {
    id: "fresh-neighbours-treehouse",
    audience: "neighbours",
    answers: {
      initiator: side(
        "Efua",
        [
          "the new treehouse next door looks straight into our bedroom and over our patio",
        ],
        ["move it or put a screen up on our side of it"],
        [
          "I don't feel comfortable sunbathing or even opening the curtains. privacy in my own home matters",
        ],
      ),
      collaborator: side(
        "Gareth",
        ["built it for the kids, took me all summer"],
        [
          "leave it where it is, theyre only up there a couple of hours after school",
        ],
        [
          "kids should be outside climbing trees not on phones. i'm not moving it",
        ],
      ),
    },
    conflictType: "values",
    typeNote: "privacy at home against children’s outdoor play",
    concerns: {
      initiator: [
        "bedroom",
        "patio",
        "move it",
        "screen",
        "comfortable",
        "curtains",
        "privacy",
      ],
      collaborator: [
        "kids",
        "all summer",
        "leave it",
        "couple of hours",
        "outside",
        "climbing trees",
      ],
    },
    agreedIssue:
      "How we protect the privacy of the bedroom and patio next door, while the kids still get to play outside in the treehouse.",
  },
];
