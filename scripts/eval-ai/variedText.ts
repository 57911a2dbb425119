/**
 * Varied, realistic-sounding answer text of any length, no sentence used twice: the largest
 * input of bench:ai and eval:ai without the discount a repeated sentence gives (the same text
 * tagged once per call, the same words matched again). Sentences are composed from word lists
 * by a seeded generator, so the text is the same on every run.
 */
import { seeded } from '../seeded';

type Slots = readonly (readonly string[])[];

/** A template's slots, filled in order and joined by spaces; each kind of answer has its own templates. */
const TEMPLATES: Record<TextKind, Slots[]> = {
  issue: [
    [
      ['Last week', 'Most evenings', 'Since the spring', 'Every Sunday', 'On Tuesday', 'After the holidays', 'Whenever we talk', 'Honestly,', 'For months now', 'At the weekend', 'Before the wedding', 'Yesterday'],
      ['my brother', 'he', 'she', 'our landlord', 'my manager', 'my sister', 'Dad', 'the neighbour', 'my partner', 'the team lead', 'Mum', 'my flatmate'],
      ['forgets', 'ignores', 'takes over', 'complains about', 'pays late for', 'cancels', 'postpones', 'criticises', 'never mentions', 'argues about', 'leaves me', 'changes'],
      ['the rent', 'the dishes', 'the school run', 'the car', 'the holiday budget', 'the night shifts', 'the garden fence', 'the shared account', 'the code reviews', 'the care rota for Mom', 'the laundry', 'the wedding guest list', 'the deposit', 'the music practice', 'the dog walks'],
      ['without asking me', 'at the last minute', 'in front of the kids', 'while I am at work', 'after midnight', 'every single time', 'twice this month', 'as if it were nothing'],
      ['and I feel taken for granted.', 'and I end up doing it alone.', 'and it costs us another argument.', 'and I lose a whole evening.', 'and nobody says thank you.', 'so I cannot plan anything.', 'and it keeps me awake.', 'and I start to resent it.'],
    ],
    [
      ['We keep arguing about', 'The real problem is', 'It is not about', 'I am tired of fighting over', 'Nobody talks about', 'What hurts is'],
      ['money', 'the chores', 'who looks after Mom', 'the noise at night', 'the overtime', 'the kids bedtime', 'the 8,000 euros', 'the new job', 'the visits to his parents', 'the spare room'],
      ['since we moved in together', 'since the baby came', 'since Dad fell in March', 'since the reorganisation', 'since the loan', 'since the summer'],
      ['and it has got worse.', 'and we never finish the conversation.', 'and I do not know how to raise it.', 'and it spills into everything.', 'but we avoid the subject.', 'and friends have noticed.'],
    ],
  ],
  desiredOutcome: [
    [
      ['I would like', 'We need', 'I am asking for', 'What would help is', 'I want'],
      ['a fixed rota on the fridge', 'a monthly budget with a limit of 200 euros', 'two quiet evenings a week', 'a written plan for the repayments', 'a paid carer for three nights', 'one weekend a month to myself', 'a say before money is spent', 'separate shelves in the fridge', 'a call before anyone visits', 'a shared calendar for the kids', 'a fair split of the bills', 'a review of the workload with HR'],
      ['from next month,', 'by the end of June,', 'starting this week,', 'before the baby arrives,', 'within two weeks,', 'for the rest of the year,', 'until the lease ends,', 'after the move,'],
      ['so that we stop fighting about it.', 'so that I can sleep again.', 'so that the kids see us agree.', 'so both of us know where we stand.', 'so the money lasts to payday.', 'so I have energy for work.', 'so Mom is safe at night.', 'so nobody carries it alone.'],
    ],
  ],
  whyOutcomeMatters: [
    [
      ['It matters because', 'For me', 'I care because', 'The reason is that', 'Deep down'],
      ['trust', 'fairness', 'respect', 'my health', 'our savings', 'the children', 'my independence', 'our friendship', 'my career', 'peace at home', 'family', 'safety'],
      ['has been missing for a year', 'is what I was raised with', 'comes before convenience', 'is wearing thin', 'is the point of living together', 'is what we promised each other', 'cannot wait another season', 'is easy to lose and hard to rebuild'],
      ['and I am exhausted.', 'and I cannot keep pretending.', 'and my doctor agrees.', 'and I want us to last.', 'and I grew up without it.', 'and the kids notice everything.'],
    ],
  ],
};

export type TextKind = 'issue' | 'desiredOutcome' | 'whyOutcomeMatters';

/**
 * A writer of varied text from one seed. Every sentence it writes, across all its calls, is new;
 * `text(kind, length)` fills exactly `length` characters (the last sentence cut, as a pasted
 * answer at the limit would be).
 */
export function variedWriter(seed: number) {
  const random = seeded(seed);
  const used = new Set<string>();
  const draw = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

  function sentence(kind: TextKind): string {
    for (;;) {
      const candidate = draw(TEMPLATES[kind]).map(draw).join(' ');
      if (used.has(candidate)) continue;
      used.add(candidate);
      return candidate[0].toUpperCase() + candidate.slice(1);
    }
  }

  return {
    sentence,
    text(kind: TextKind, length: number): string {
      let out = '';
      while (out.length < length) out += `${out ? ' ' : ''}${sentence(kind)}`;
      return out.slice(0, length);
    },
  };
}
