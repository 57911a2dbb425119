/**
 * Conflict-type classification. The type is a judgement about meaning, so it needs domain
 * knowledge no library has: a lexicon of categories (household chores, trust and honesty,
 * how people talk to each other, ...), each belonging to one of the spec's three types.
 * compromise supplies the rest: words are matched by their root ("lied", "lying" -> "lie";
 * "kids" -> "kid"), and its tags add two signals of their own: amounts, dates and times
 * (money, hours, deadlines) point to a task conflict, and "feel" + adjective ("I feel
 * stupid") to a personality one. Blame patterns ("you always", "you never") count for
 * personality. The type with the highest score wins; ties go to task, then values (the
 * more concrete framing is the easier one to agree on), which is also the answer when
 * nothing matches (e.g. answers in another language).
 */
import type { ConflictType } from '../../types';
import type { AnalyzedText } from './analysis';
import { oncePerCall } from './callMemo';
import { has, type Term } from './nlp';
import { CLEANED_AT_WORK, TIME_AMOUNTS, TIME_UNITS } from './senses';

interface Category {
  label: string;
  type: ConflictType;
  /**
   * What one match is worth. Words about the nature of a disagreement (how people treat
   * each other, what they believe is right) weigh more than words about its setting: two
   * colleagues who fight over how feedback is given write "code review" and "meetings", and
   * the conflict is still about how they treat each other.
   */
  weight: number;
  /** Roots (or short phrases of roots); a word listed twice counts twice. */
  words: string;
}

const CATEGORIES: Category[] = [
  {
    label: 'how we talk to each other',
    weight: 2,
    type: 'personality',
    words: `listen ignore interrupt yell shout scream tone sarcasm sarcastic criticize criticise criticism nag lecture
      condescending dismissive silent silence argue argument rude harsh communicate communication sigh sulk snide
      comment joke tease banter mock insult accuse brutal sugarcoat tension drama eggshells attack attacked defensive
      passive-aggressive aggressive guilt talk-over talk-over roll-eye walk-off complain interrupt slam stomp glare snap
      storm-off mean nasty impolite polite courtesy manners patronise patronize patronising patronizing bully bullying
      intimidate laugh-at make-fun tell-off told-off lash blunt snarky scold cold-shoulder raise-voice swear curse
      name-calling sneer smirk moan whine blame blaming bicker snipe nitpick micromanage rant outburst blow-up dismiss
      dismissed condescend unkind
      imitate mimic mock mocking ridicule tease teasing taunt jab dig remark sneer gossip gossiping shut-out stonewall
      silent-treatment go-quiet goes-quiet went-quiet storm door-slam huff sulking withdraw cold distant snap snapping
      grumble curt short-with kindly kind gently gentle calmly respectful disrespectful hostile crude
      in-front criticise criticize critical put-down put-downs harsh-word raise-voice
      greeting greet hello say-hello say-thank ungrateful`,
  },
  {
    label: 'feelings and respect',
    weight: 2,
    type: 'personality',
    words: `respect disrespect disrespected humiliate humiliated belittle hurt resent resentful lonely
      stupid punished miss apology apologize feelings emotional unappreciated unheard
      personally temper mood moody stubborn controlling selfish arrogant bossy judgmental attitude
      behaviour behavior shut-down heated calm regret invisible ashamed embarrassed humiliating
      humiliation disappointment sensitive touchy overreact dramatic hurtful insulted offended offend jealous jealousy
      withdrawn sulky irritable grumpy appreciated ignored unwanted worthless undervalued
      taken-for-granted mistreated awkward annoying valued
      shame shamed guilty rejected unloved unwelcome belittled patronised patronized small insecure
      confidence self-esteem hated hate mocked ridiculed criticised criticized
      eggshell uncomfortable intimidated wounded crushed`,
  },
  {
    // How strongly someone feels says little about what the conflict is about: people are
    // angry, stressed and scared over a car rota as much as over an insult. So these count
    // like a setting (SETTING_FULL at most, then little), not like how one treats the other.
    label: 'strong feelings',
    weight: 1,
    type: 'personality',
    words: `upset angry frustrated terrified dread anxious nervous cry cried tears sad afraid annoyed irritated furious mad
      tense scared scare panic overwhelmed anxiety`,
  },
  {
    label: 'trust and honesty',
    weight: 2,
    type: 'values',
    words: `trust trust distrust honest honesty honesty dishonest lie lie liar truth secret secret betray betrayal betrayal
      cheat promise promise deal loyal loyalty integrity transparent transparency hide behind-my-back without-tell
      accountable accountability conscience mislead misleading fraud cover-up
      trusting trusted untrustworthy doubt doubted suspicion suspicious suspect snoop spy check-phone go-through
      secretly behind-back affair cheating faithful unfaithful flirt reliable unreliable rely keep-word broke-promise
      broken-promise go-back-on true truth truthful lied lying`,
  },
  {
    label: 'fairness and recognition',
    weight: 2,
    type: 'values',
    words: `fair fair unfair unfair fairness equal equals equality deserve credit credit recognise recognize recognition
      contribution favouritism favoritism reputation justice merit nepotism exception double-standard entitled entitlement
      unfairly unjust favour favor favourite favorite exceptions special-treatment same-rule same-rules one-rule
      earned deserved biased discrimination acknowledge acknowledged appreciate thankless`,
  },
  {
    label: 'beliefs and faith',
    weight: 2,
    type: 'values',
    words: `faith faith church church mosque religion religious god belief believe principle principle moral ethic
      ethical values tradition culture sacrifice sacrificed blessing duty duty obligation cultural custom heritage morals
      conscience priority priorities come-first put-first politics political vote vegan vegetarian ethics
      upbringing parenting vaccine vaccinate career dream calling meaning purpose forgive honour honor dignity commitment
      ambition passion happiness environment climate education spiritual pray prayer racist racism sexist discrimination
      discriminate prejudice
      mission vision ideal ideals stand-for what-we-stand conviction immoral sacred legacy roots
      raise-child raise-kid discipline smack spank diet alcohol drinking gambling modesty
      more-important matter-more matters-more family-first family-time quality-time never-home work-life
      grew-up grow-up day-one why-we`,
  },
  {
    label: 'independence, safety and rights',
    weight: 2,
    type: 'values',
    words: `independence independence independent freedom privacy privacy safe safety safety security right legal
      property control my-life own-life community identity refuse signature sentiment memory autonomy choice choices
      decision judge judged judgement judgment my-decision our-decision own-decision
      my-body my-choice my-way adult-now free-to boundaries boundary consent
      wish wishes dignity illegal unlawful against-law`,
  },
  {
    label: 'household and chores',
    weight: 1,
    type: 'task',
    words: `chore chore dish laundry clean cleanup tidy cook cooking grocery shopping trash garbage vacuum housework kitchen
      bathroom yard gutter errand babysit venue caterer invite slideshow cake`,
  },
  {
    label: 'time and scheduling',
    weight: 0.5,
    type: 'task',
    words: `schedule schedule calendar deadline deadline late hour weekend weekday weeknight shift appointment pickup morning
      evening timing overtime holiday vacation routine date rota bedtime summer friday`,
  },
  {
    label: 'money and costs',
    weight: 1,
    type: 'task',
    words: `money money budget spend pay rent rent bill bill expense cost cost debt loan salary saving savings price invoice
      finance purchase mortgage tax upkeep fund income contract payment dollar pound borrow owe credit-card`,
  },
  {
    label: 'work and process',
    weight: 0.5,
    type: 'task',
    words: `project process deliverable report meeting client customer code review approval plan tool email handover
      handoff spec launch release test agenda office commute remote childcare job work list`,
  },
  {
    label: 'space, noise and property upkeep',
    weight: 1,
    type: 'task',
    words: `parking park driveway drive car street noise music quiet thumping wall fence tree branch leaf shed arborist
      room space move-out trim`,
  },
];

/** A category a lexicon word belongs to, with what one match of the word is worth there. */
interface LexiconEntry {
  category: Category;
  weight: number;
}
/**
 * Root (or "root-root" phrase) -> its categories with their weight, built once. A list, not a
 * map: it is read for every word of every answer, and a loop over a list is less work (and less
 * code for V8 to compile) than a map's iterator.
 */
const LEXICON = new Map<string, LexiconEntry[]>();
for (const category of CATEGORIES) {
  for (const word of category.words.split(/\s+/).filter(Boolean)) {
    let entries = LEXICON.get(word);
    if (!entries) LEXICON.set(word, (entries = []));
    const own = entries.find((entry) => entry.category === category);
    if (own) own.weight += category.weight;
    else entries.push({ category, weight: category.weight });
  }
}
/**
 * Every start of a lexicon phrase up to one of its hyphens ("well" and "well-being" of
 * "well-being-of"): a pair or triple of words is looked up only when its first word is one,
 * so the words of a long answer are not each joined to the next for nothing.
 */
const PHRASE_STARTS = new Set([...LEXICON.keys()].flatMap((key) => [...key.matchAll(/-/g)].map((hyphen) => key.slice(0, hyphen.index))));

const BLAME = /\b(?:you|he|she)(?:'re| are| is)? (?:always|never|constantly)\b|\byour (?:fault|attitude|problem)\b|\bit'?s (?:all )?your fault\b/gi;
const BLAME_WEIGHT = 2;
/**
 * Phrases that say what kind of disagreement it is, whatever it is about: how one treats or
 * talks to the other ("the way she talks to me", "makes me feel"), or what one holds to be right
 * ("I believe", "it's wrong", "important to me"). Each counts like a category word of its type.
 */
const NATURE_PHRASES: { type: ConflictType; pattern: RegExp }[] = [
  {
    type: 'personality',
    pattern:
      /\b(?:the way (?:he|she|they|you) (?:talks?|speaks?|treats?|looks?|acts?|behaves?|reacts?)|treats? (?:me|us) like|talks? (?:down )?to me like|speaks? to me like|makes me feel|made me feel|(?:like|not) an? (?:child|kid|baby|teenager|intern|idiot|criminal|servant|adult)|i (?:just )?(?:freeze|froze)|tak(?:e|es|ing|en|ke) (?:it|this|that|things|everything) (?:so |too |very )?personally|reads? (?:tone|things|too much|meaning) into)\b/gi,
  },
  {
    type: 'values',
    // Beliefs; how one was raised or raises a child, what a child should learn or grow up
    // knowing, the ways of one's family; who someone is or becomes, what a role is for; a grown
    // person's say over their own life and home; what a thing means beyond its use (the last
    // of someone, what it means to one, what the dead wanted).
    pattern:
      /\b(?:in (?:my|our) family|keep (?:it|\w+ \w+) in the family|teach(?:es|ing)? (?:them|him|her|our kids|our children|the kids|the children|my kids|my children)|taught (?:me|us|them)|(?:kids|children|they|he|she) (?:have to|need to|should|must|to) learn (?:what|that|the value)|grow(?:s|ing)? up (?:knowing|thinking|believing|learning|to be)|the last (?:thing|link|piece|bit|part) (?:we have |i have |we've got |left )?(?:of|from) \w+|all (?:i|we) have left of|how many (?:more )?\w+ (?:we|i|he|she|they) (?:have|has|ha?ve got) left|(?:wont|won'?t|will not|do ?n'?t want to|never want to) be a burden|could(?:n'?t| not) live with (?:it|myself|that)|means? (?:a lot|so much|everything|the world|more than) to|what (?:he|she|they|mum|mom|dad) (?:would have )?wanted|i (?:truly |really )?believe|we believe|(?:it|that|this)(?:'?s| is| was) (?:just |basically |simply |plain )?(?:wrong|lying|cheating|stealing|fraud|dishonest|immoral|unethical|a lie)|(?:is|it'?s|that'?s) not right|matters to me|important to me|on principle|my values|our values|the right thing|(?:don'?t|do not) agree with (?:it|that|this)|(?:was|were|been) (?:raised|brought up)|(?:my|our) (?:parents|mum and dad|mom and dad) (?:never|used to|always (?:said|told|taught))|(?:want|wish|hope for) (?:that|this|better|more|the same) for (?:ours|our (?:kids|children|sons?|daughters?)|my (?:kids|children|sons?|daughters?))|rais(?:e|ed|ing) (?:them|him|her|our|my|a|the) ?(?:kids?|children|child|sons?|daughters?)?|bring (?:them|him|her) up|who (?:they|we|i|he|she) (?:become|becomes|are|is)|what an? \w+ is for|(?:i'?m|i am|we'?re|we are|he'?s|he is|she'?s|she is) (?:both )?(?:an? )?(?:grown )?(?:adults?|grown-ups?)|my own (?:home|house|life|room)|how i live|(?:it'?s|its|it is) my (?:house|home|side|property|land|garden|money|body|life|decision|choice)|i (?:can|get to|am allowed to) \w+ (?:\w+ )?(?:whatever|however|wherever) i (?:like|want|choose)|i (?:decide|choose) (?:what|how|who|where|when)|respect (?:my|his|her|their|our) (?:decision|choice|choices|wishes|privacy|boundaries|beliefs|faith|religion|values|culture|independence))\b/gi,
  },
  {
    type: 'task',
    // Who does, pays for or has something: the question of a task conflict, whatever feelings
    // come with it.
    // Not "who does he think he is" (how one behaves), nor "who has the right" or "who gets to
    // decide" (a say, a value).
    pattern: /\bwho (?:(?:does|did|do)(?! (?:he|she|they|you|i|we)\b)|pays|paid|drives|picks|takes|cleans|cooks|covers|gets(?! to (?:decide|say|choose))|has(?! the (?:right|say|final say|last word))|looks after|walks|books|handles|owns|chases|is responsible)\b/gi,
  },
];
const NATURE_WEIGHT = 2;
/** Amounts, dates, times and durations, as compromise tags them. */
const TASK_VALUE_TAGS = ['Money', 'Date', 'Time', 'Duration', 'Fraction', 'Percent'];
const TASK_VALUE_WEIGHT = 0.5;
const TASK_VALUE_CAP = 3;
const FEELING_WEIGHT = 2;
/** "I feel so alone": a word between "feel" and the adjective. */
const INTENSIFIERS = new Set(['so', 'very', 'really', 'completely', 'totally', 'quite', 'pretty', 'just', 'always', 'kind', 'kinda', 'a']);
const TIE_ORDER: ConflictType[] = ['task', 'values', 'personality'];
/** Categories of this weight name the nature of a disagreement; lighter ones its setting (money, chores, time, work, space). */
const NATURE_CATEGORY_WEIGHT = 2;
/**
 * A setting repeats itself: a conflict over whether to trust someone with money names money in
 * every sentence, and it is still about trust. Beyond SETTING_FULL, a setting category's matches
 * count SETTING_BEYOND each.
 */
const SETTING_FULL = 3;
const SETTING_BEYOND = 0.25;
const settingScore = (hits: number) => Math.min(hits, SETTING_FULL) + Math.max(0, hits - SETTING_FULL) * SETTING_BEYOND;

/**
 * A category matched, as a classification lists it. Made by a constructor, not an object literal:
 * `hits` is a fraction in some calls and a whole number in others, and V8 cannot widen an object
 * literal's shape to hold a fraction once the literal was made with whole numbers; it turned each
 * such object into a slow dictionary, every call, and threw away classify's optimized code
 * ("lost precision"; issue 28). A constructor's shape is widened once and stays so.
 */
class CategoryTally {
  constructor(
    readonly label: string,
    readonly type: ConflictType,
    readonly hits: number,
    readonly examples: string[],
  ) {}
}

export interface Classification {
  conflictType: ConflictType;
  /** Score per type, for the rationale. */
  scores: Record<ConflictType, number>;
  /** Matched categories, most matches first. */
  categories: { label: string; type: ConflictType; hits: number; examples: string[] }[];
  blameCount: number;
}

interface TextSignals {
  hits: Map<Category, { hits: number; examples: string[] }>;
  values: number;
  feelings: number;
  blame: number;
  /** NATURE_PHRASES found, by type. */
  nature: Record<ConflictType, number>;
}


/**
 * Word pairs in which a lexicon word means something else ("right now" is no right, "a credit
 * card" no credit for work): neither word of the pair counts.
 */
const NOT_MEANT = new Set([
  'right-now', 'right-away', 'right-after', 'right-before', 'right-back', 'right-next', 'right-there', 'right-here', 'right-in', 'right-outside',
  'all-right', 'that-right', 'credit-card', 'fair-enough', 'fair-bit', 'deal-with', 'big-deal', 'lying-around',
]);
/** The first words of NOT_MEANT's pairs: a word is joined to the next only when it is one (most words are not). */
const NOT_MEANT_FIRST = new Set([...NOT_MEANT].map((pair) => pair.slice(0, pair.indexOf('-'))));
const notMeant = (word: string, next: string) => NOT_MEANT_FIRST.has(word) && NOT_MEANT.has(`${word}-${next}`);
/**
 * Written forms whose root is a lexicon word in another sense: "honestly" opens a sentence
 * without being about honesty, "it means" is no meanness.
 */
const OTHER_SENSE = new Set(['honestly', 'frankly', 'means', 'meant']);
/**
 * Words of feeling that mean something else before certain words: one misses a payment, a
 * deadline or the bus without longing for anyone (missing someone is followed by who or what
 * of them is missed), and hating chasing invoices is disliking a chore, not hating a person
 * (hating being treated so still counts).
 */
const MISS = new Set(['miss', 'missed', 'missing']);
const LONGED_FOR = new Set(['him', 'her', 'you', 'them', 'us', 'me', 'my', 'our', 'his', 'their', 'having', 'being', 'how', 'when']);
const ACTIVITY_NOT_TREATMENT = /^(?!being$|feeling$)[a-z]+ing$/;
/** "Cold" towards someone ("went cold on me", "cold with me", "the cold shoulder") and not in temperature ("I am cold all evening"). */
const COLD_TOWARDS_NEXT = new Set(['on', 'with', 'to', 'towards', 'toward', 'shoulder']);
const COLD_TOWARDS_PREVIOUS = new Set(['go', 'goes', 'going', 'went', 'gone', 'turn', 'turns', 'turned', 'turning', 'ice']);
/** Deals closed, won or lost are sales ("Joost closed deals at my last company"), not an agreement between the two. */
const CLOSED_DEAL = new Set(['close', 'closed', 'closes', 'closing', 'sales', 'business', 'won', 'win', 'lost', 'lose']);
/** Time spent is not money spent: "I spent three weeks on the analysis", "we spend hours on it". */
const SPEND = new Set(['spend', 'spends', 'spent', 'spending']);
const TIME_SPENT = new Set(TIME_UNITS.flatMap((unit) => [unit, `${unit}s`]));
const AMOUNT = new Set(TIME_AMOUNTS);
/** "spent three weeks", "spend all day": time; "spent all our savings": money. */
const spendsTime = (next: string | undefined, following: readonly (string | undefined)[]) =>
  next !== undefined && (TIME_SPENT.has(next) || (AMOUNT.has(next) && following.some((later) => later !== undefined && TIME_SPENT.has(later))));
/** Cleaning at work is not a chore at home: "cleaning the data", "clean up the spreadsheet". */
const CLEAN = new Set(['clean', 'cleans', 'cleaned', 'cleaning', 'cleanup']);
const WORK_CLEANED = new Set(CLEANED_AT_WORK);
/** Feeling small ("she makes me feel small"), not a small thing ("the one small thing I can do"). */
const FELT = new Set(['feel', 'feels', 'felt', 'feeling', 'me']);
/** Hiding away from someone ("hiding in my room") is avoiding them, not keeping a secret ("hiding the bills"). */
const HIDE = new Set(['hide', 'hides', 'hid', 'hiding']);
const HIDING_AWAY = new Set(['in', 'away', 'out', 'from', 'upstairs', 'downstairs']);
function otherSense(word: string, next: string | undefined, previous?: string, following: readonly (string | undefined)[] = []): boolean {
  if (OTHER_SENSE.has(word)) return true;
  if (word === 'small') return !(previous !== undefined && FELT.has(previous));
  if (HIDE.has(word)) return next !== undefined && HIDING_AWAY.has(next);
  if (SPEND.has(word)) return spendsTime(next, following);
  if (CLEAN.has(word)) return [next, ...following].some((later) => later !== undefined && WORK_CLEANED.has(later));
  if (word === 'deals' || word === 'deal') return word === 'deals' || (previous !== undefined && CLOSED_DEAL.has(previous));
  if (word === 'cold') return !(next !== undefined && COLD_TOWARDS_NEXT.has(next)) && !(previous !== undefined && COLD_TOWARDS_PREVIOUS.has(previous));
  if (next === undefined) return false;
  if (MISS.has(word)) return !LONGED_FOR.has(next);
  return (word === 'hate' || word === 'hated') && ACTIVITY_NOT_TREATMENT.test(next);
}

/**
 * What someone says the conflict is NOT about ("it's not about the money", "this isn't about
 * trust", "I don't even care about the parcels"): the words they set aside name its setting, not
 * its subject, so that many of them (up to the end of the clause) are not counted.
 */
const SET_ASIDE = /\b(?:(?:is|it'?s|its|this|that'?s|was|it was)\s*(?:not|n'?t)|isn'?t|wasn'?t|nothing to do with|(?:do|does|did)\s*(?:not|n'?t)\s+(?:even\s+)?care|not bothered)\s+about\s+([^.,;:!?]+)/gi;
const SET_ASIDE_WORDS = 4;
/** Without "about", only the one noun: "it's not the money" (but "it's not the right thing" keeps its "right"). */
const SET_ASIDE_NOUN = /\b(?:(?:it'?s|its|it is|it was|this is)\s+not|(?:it|this)\s+(?:isn'?t|wasn'?t))\s+(?:the|a|an)\s+(?!(?:right|wrong|fair|point|same|only|first|end)\b)([a-z]+)/gi;
/**
 * What someone says it IS about ("it's that she lied to me", "this is about respect"), often
 * right after what it is not: the words of that clause name its subject and count twice.
 */
const SUBJECT = /\b(?:it'?s|its|it is|this is)\s+(?:really\s+|all\s+|just\s+)?(?:about|that)\s+([^.,;:!?]+)/gi;
function wordsAfter(text: string, pattern: RegExp, words = new Map<string, number>()): Map<string, number> {
  for (const match of text.matchAll(pattern)) {
    for (const word of match[1].toLowerCase().match(/[a-z][a-z'-]*/g)?.slice(0, SET_ASIDE_WORDS) ?? []) words.set(word, (words.get(word) ?? 0) + 1);
  }
  return words;
}
/** Takes one of `word` from `words`: true when it was there. */
function takeOne(words: Map<string, number>, word: string): boolean {
  const left = words.get(word) ?? 0;
  if (left > 0) words.set(word, left - 1);
  return left > 0;
}

/**
 * "A fair rota", "an equal split": fairness of how something is divided is what a task
 * conflict asks for, not a principle. The fairness word before one of these nouns does not
 * count (the noun does, under its own category).
 */
const DIVIDING = new Set(['fair', 'equal', 'even']);
const DIVIDED = new Set(['share', 'shares', 'split', 'rota', 'rotation', 'schedule', 'division', 'price', 'amount', 'cut', 'turn', 'turns', 'deal']);
const dividesSomething = (word: string, next: string | undefined) => DIVIDING.has(word) && next !== undefined && DIVIDED.has(next);

function addHit(hits: TextSignals['hits'], key: string, example: string) {
  const entries = LEXICON.get(key);
  if (entries === undefined) return;
  for (let index = 0; index < entries.length; index++) {
    const { category, weight } = entries[index];
    const entry = hits.get(category) ?? { hits: 0, examples: [] };
    entry.hits += weight;
    if (entry.examples.length < 3 && !entry.examples.includes(example)) entry.examples.push(example);
    hits.set(category, entry);
  }
}

function signalsIn(answer: AnalyzedText): TextSignals {
  const hits: TextSignals['hits'] = new Map();
  let values = 0;
  let feelings = 0;
  const nature: Record<ConflictType, number> = { personality: 0, values: 0, task: 0 };
  const setAsideLeft = wordsAfter(answer.text, SET_ASIDE_NOUN, wordsAfter(answer.text, SET_ASIDE));
  const subjectLeft = wordsAfter(answer.text, SUBJECT);
  const count = (key: string, word: string) => {
    addHit(hits, key, word);
    if (takeOne(subjectLeft, word)) addHit(hits, key, word);
  };
  for (const sentence of answer.sentences) {
    let skip = -1;
    for (let index = 0; index < sentence.length; index++) {
      const term: Term = sentence[index];
      const next = sentence[index + 1];
      if (next && notMeant(term.lower, next.lower)) skip = index + 1;
      else if (index !== skip && !otherSense(term.lower, next?.lower, sentence[index - 1]?.lower, [sentence[index + 2]?.lower, sentence[index + 3]?.lower]) && !dividesSomething(term.lower, next?.lower) && !takeOne(setAsideLeft, term.lower)) {
        // compromise's root of an adverb drops its -ly ("personally" -> "personal"): the written form counts when the root is no lexicon word.
        count(LEXICON.has(term.root) ? term.root : term.lower, term.lower);
      }
      if (next && PHRASE_STARTS.has(term.root)) addHit(hits, `${term.root}-${next.root}`, `${term.lower} ${next.lower}`);
      if (next && sentence[index + 2] && PHRASE_STARTS.has(term.lower)) addHit(hits, `${term.lower}-${next.lower}-${sentence[index + 2].lower}`, `${term.lower} ${next.lower} ${sentence[index + 2].lower}`);
      if (TASK_VALUE_TAGS.some((tag) => has(term, tag))) values++;
      // "I feel stupid", "I feel like a criminal": how someone is made to feel.
      const felt = next && INTENSIFIERS.has(next.lower) ? sentence[index + 2] : next;
      if (term.root === 'feel' && felt && (has(felt, 'Adjective') || felt.lower === 'like')) feelings++;
    }
  }
  // The part compromise did not tag is read word by word: a word counts under its plain or stemmed form.
  const words = answer.unparsed.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
  let skip = -1;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    const root = lightRoot(word);
    const next = words[index + 1];
    if (next && notMeant(word, next)) skip = index + 1;
    else if (index !== skip && !otherSense(word, next, words[index - 1], [words[index + 2], words[index + 3]]) && !dividesSomething(word, next) && !takeOne(setAsideLeft, word)) count(root, word);
    if (next && PHRASE_STARTS.has(root)) addHit(hits, `${root}-${lightRoot(next)}`, `${word} ${next}`);
    if (next === 'like' && word.startsWith('feel')) feelings++;
  }
  values += Math.min(answer.unparsed.match(/[$€£]\s?\d|\b\d+\s?(?:am|pm|hours?|days?|weeks?|months?|euros?|dollars?|pounds?)\b/gi)?.length ?? 0, TASK_VALUE_CAP);
  for (const { type, pattern } of NATURE_PHRASES) nature[type] += answer.text.match(pattern)?.length ?? 0;
  return { hits, values, feelings, nature, blame: answer.text.match(BLAME)?.length ?? 0 };
}

/**
 * One answer's matches, computed once per call even though several statements draw on it (and
 * once for an answer both sides wrote): what is tagged and what is read word by word follow
 * from the text and where its tagged part ends.
 */
const signalsOf = oncePerCall(signalsIn, (answer) => `${answer.unparsed.length}:${answer.text}`);

/** The lexicon's form of a word read without a parser: as written, else without a plural or verb ending. Remembered: words repeat. */
const lightRoots = new Map<string, string>();
function lightRoot(word: string): string {
  let root = lightRoots.get(word);
  if (root === undefined) {
    root = word;
    if (!LEXICON.has(word)) root = stemIn(word) ?? word;
    if (lightRoots.size < 50_000) lightRoots.set(word, root);
  }
  return root;
}

/**
 * The first of a word's stems that is a lexicon word, tried in this order: -ies -> -y, -es, -s,
 * -ied -> -y, -ed, -ed -> -e, -ing, -ing -> -e. Only the endings the word has are cut (a new word
 * of a long answer is not rewritten eight times to find it has none).
 */
function stemIn(word: string): string | undefined {
  const known = (stem: string) => (LEXICON.has(stem) ? stem : undefined);
  if (word.endsWith('s')) {
    const plural = (word.endsWith('ies') ? known(`${word.slice(0, -3)}y`) : undefined) ?? (word.endsWith('es') ? known(word.slice(0, -2)) : undefined) ?? known(word.slice(0, -1));
    if (plural) return plural;
  }
  if (word.endsWith('ed')) return (word.endsWith('ied') ? known(`${word.slice(0, -3)}y`) : undefined) ?? known(word.slice(0, -2)) ?? known(`${word.slice(0, -2)}e`);
  if (word.endsWith('ing')) return known(word.slice(0, -3)) ?? known(`${word.slice(0, -3)}e`);
  return undefined;
}

/**
 * A request that names an arrangement: a number, an amount, a time or day, a share or a turn
 * ("one weekend in four each", "split it 50/50", "quiet after 10", "Sam pays the 600"). When a
 * side asks for one, the disagreement is at least partly over who does what, when and for how
 * much, whatever words of feeling or principle come with it.
 */
const ARRANGEMENT = /\b(?:\d+|half|halves|split|share|shares|rota|schedule|take turns|in turns|alternate|every (?:other )?(?:day|night|week|weekend|month|morning|evening)|each (?:day|week|weekend|month)|a (?:day|week|month)|per (?:day|week|month)|weekdays?|weekends?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|nights? a week|days? a week|by (?:the end of|next|monday|tuesday|wednesday|thursday|friday|june|july|march)|until|before \d|after \d|pays?|paid|cost|costs|budget)\b/i;
const ARRANGEMENT_WEIGHT = 1.5;

/**
 * Why it matters to each is where the nature of a disagreement shows: "we promised each other",
 * "I feel small", "it's not about the money" say what kind of conflict it is, whatever the
 * requests are about. A nature word or phrase in a reason counts this much more.
 */
const REASON_NATURE_EXTRA = 0.5;

/**
 * `requests`: each side's answers to what they want, when known: a side asking for an
 * arrangement counts for task. `reasons`: the answers to why it matters (also among `texts`).
 */
export function classify(texts: readonly AnalyzedText[], requests: readonly (readonly AnalyzedText[])[] = [], reasons: readonly AnalyzedText[] = []): Classification {
  const scores: Record<ConflictType, number> = { personality: 0, values: 0, task: 0 };
  const hits = new Map<Category, { hits: number; examples: Set<string> }>();
  let blameCount = 0;
  let valueTags = 0;
  let feelings = 0;
  for (const text of texts) {
    const signals = signalsOf(text);
    for (const [category, entry] of signals.hits) {
      const total = hits.get(category) ?? { hits: 0, examples: new Set<string>() };
      total.hits += entry.hits;
      for (const example of entry.examples) if (total.examples.size < 3) total.examples.add(example);
      hits.set(category, total);
    }
    blameCount += signals.blame;
    for (const type of TIE_ORDER) scores[type] += NATURE_WEIGHT * signals.nature[type];
    valueTags += signals.values;
    feelings += signals.feelings;
  }
  for (const [category, entry] of hits) scores[category.type] += category.weight < NATURE_CATEGORY_WEIGHT ? settingScore(entry.hits) : entry.hits;
  for (const reason of reasons) {
    const signals = signalsOf(reason);
    for (const [category, entry] of signals.hits) if (category.weight >= NATURE_CATEGORY_WEIGHT) scores[category.type] += REASON_NATURE_EXTRA * entry.hits;
    for (const type of TIE_ORDER) scores[type] += REASON_NATURE_EXTRA * NATURE_WEIGHT * signals.nature[type];
  }
  scores.personality += BLAME_WEIGHT * blameCount + FEELING_WEIGHT * feelings;
  scores.task += Math.min(valueTags, TASK_VALUE_CAP) * TASK_VALUE_WEIGHT;
  for (const side of requests) if (side.some((request) => ARRANGEMENT.test(request.text))) scores.task += ARRANGEMENT_WEIGHT;
  const conflictType = TIE_ORDER.reduce((best, type) => (scores[type] > scores[best] ? type : best), TIE_ORDER[0]);
  const categories = [...hits.entries()]
    .sort((a, b) => b[1].hits - a[1].hits || CATEGORIES.indexOf(a[0]) - CATEGORIES.indexOf(b[0]))
    .map(([category, entry]) => new CategoryTally(category.label, category.type, entry.hits, [...entry.examples]));
  return { conflictType, scores, categories, blameCount };
}
