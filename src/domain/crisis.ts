/**
 * Words of danger in what a person writes (docs/rules.md, "Safety"): a phrase list with negation
 * handling, in three kinds:
 *
 * - `self-harm`: danger to the writer themselves ("I want to end my life");
 * - `harmed`: the writer is being hurt or threatened by someone ("he hit me");
 * - `threat`: the writer threatens the other person ("I will hurt you").
 *
 * Any hit gets the fixed response with the help list before the person goes on; a threat is not
 * passed to the other person (the Issue's create and update pipelines refuse it, so it is never
 * stored where they can read it). A phrase preceded closely by a negation ("I would never hurt
 * him", "he has never hit me") is not a hit. Precision and recall on the project's labelled set:
 * `npm run eval:crisis`.
 *
 * Bundled into an APPSYNC_JS step (amplify/data/steps/crisisWords.ts), so written in that subset:
 * no regex, try/catch, while or classic for loops, `in`, Set or Map.
 */

export type CrisisKind = 'self-harm' | 'harmed' | 'threat';

const WORD_CHARACTERS = "abcdefghijklmnopqrstuvwxyz0123456789'";

/** Lower-case words, apostrophes kept inside them (curly ones made straight). */
export function crisisWords(text: string): string[] {
  const words: string[] = [];
  let current = '';
  for (const character of text.toLowerCase().split('’').join("'").split('')) {
    if (WORD_CHARACTERS.indexOf(character) >= 0) {
      current = current + character;
    } else {
      if (current) words.push(current);
      current = '';
    }
  }
  if (current) words.push(current);
  return words.map((word) => (word.startsWith("'") || word.endsWith("'") ? word.split("'").join('') : word)).filter((word) => word.length > 0);
}

/** Words that turn a phrase after them off: negations, and apology ('sorry I hurt you'). */
const NEGATIONS = ['sorry', 'not', 'never', 'no', "don't", 'dont', "won't", 'wont', "wouldn't", 'wouldnt', "didn't", 'didnt', "doesn't", 'doesnt', "isn't", "wasn't", "can't", 'cant', 'cannot', "couldn't", "haven't", "hasn't", "hadn't", "shouldn't", 'nor', "aren't", "ain't"];

/** How many words before a phrase a negation still turns it off. */
const NEGATION_REACH = 3;

/** Fixed phrases, word by word. */
const PHRASES: { kind: CrisisKind; words: string[] }[] = [
  ...[
    'kill myself',
    'killing myself',
    'hurt myself',
    'hurting myself',
    'harm myself',
    'harming myself',
    'cut myself',
    'cutting myself',
    'end my life',
    'ending my life',
    'take my life',
    'take my own life',
    'want to die',
    'wanna die',
    'wish i was dead',
    'wish i were dead',
    'better off dead',
    'better off without me',
    'suicide',
    'suicidal',
    'no reason to live',
    'not want to live',
    "don't want to live",
    'dont want to live',
    "don't want to be alive",
    'nothing to live for',
    'end it all',
    'overdose',
    'jump off a bridge',
    'self harm',
  ].map((phrase) => ({ kind: 'self-harm' as const, words: crisisWords(phrase) })),
  ...[
    'afraid for my life',
    'scared for my life',
    'fear for my life',
    'fear for my safety',
    'afraid he will hurt me',
    'afraid she will hurt me',
    'scared he will hurt me',
    'scared she will hurt me',
    'afraid to go home',
    'scared to go home',
    'not safe at home',
    'not feel safe',
    "don't feel safe",
    'dont feel safe',
  ].map((phrase) => ({ kind: 'harmed' as const, words: crisisWords(phrase) })),
  ...[
    "you'll regret",
    'you will regret',
    "you'll be sorry",
    'you will be sorry',
    'watch your back',
    'i know where you live',
    'make you pay',
    'make him pay',
    'make her pay',
    'over my dead body',
    'sleep with one eye open',
  ].map((phrase) => ({ kind: 'threat' as const, words: crisisWords(phrase) })),
];

/** Acts of violence: someone doing them to the writer (harmed), or the writer to the other (threat). */
const VIOLENT_VERBS = [
  'kill', 'kills', 'killed', 'hit', 'hits', 'hitting', 'punch', 'punched', 'punches', 'kick', 'kicked', 'kicks', 'choke', 'choked', 'chokes',
  'strangle', 'strangled', 'strangles', 'slap', 'slapped', 'slaps', 'beat', 'beats', 'beaten', 'push', 'pushed', 'pushes', 'shove', 'shoved',
  'shoves', 'hurt', 'hurts', 'stab', 'stabbed', 'shoot', 'shot', 'rape', 'raped', 'rapes', 'threaten', 'threatened', 'threatens', 'smash',
  'strike', 'struck', 'threatening', 'throttle', 'throttled', 'attack', 'attacked', 'attacks', 'murder', 'burn',
];
/** Others who might hurt the writer. */
const OTHERS = ['he', 'she', 'they', "he's", "she's", 'him', 'husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'ex', 'dad', 'father', 'mum', 'mom', 'mother', 'brother', 'sister', 'son', 'daughter', 'flatmate', 'roommate', 'neighbour', 'neighbor', 'boss'];
/** The writer as the one who acts. */
const FIRST_PERSON = ['i', "i'll", 'ill', "i'm", 'im', "i'd", 'gonna'];
/** The other person as the one acted on. */
const OTHER_OBJECTS = ['you', 'him', 'her', 'them', 'ya'];
/** Words after `verb + object` that make it an idiom: 'beat me at chess', 'hit you up', 'shot me a look'. */
const IDIOM_AFTER_OBJECT = ['at', 'to', 'up', 'a'];
/** How far before the verb the actor may be ("he has often hit me"). */
const ACTOR_REACH = 4;

const at = (words: string[], start: number, phrase: string[]) => phrase.every((word, offset) => words[start + offset] === word);

function negatedBefore(words: string[], start: number): boolean {
  return words.slice(Math.max(0, start - NEGATION_REACH), start).some((word) => NEGATIONS.includes(word));
}

function actorBefore(words: string[], start: number, actors: string[]): boolean {
  return words.slice(Math.max(0, start - ACTOR_REACH), start).some((word) => actors.includes(word));
}

/** Every kind of danger the text speaks of (each once, in the order found), or an empty list. */
export function crisisKinds(text: string): CrisisKind[] {
  const words = crisisWords(text);
  const found: CrisisKind[] = [];
  const add = (kind: CrisisKind) => {
    if (!found.includes(kind)) found.push(kind);
  };
  words.forEach((word, index) => {
    for (const phrase of PHRASES) {
      if (at(words, index, phrase.words) && !negatedBefore(words, index)) add(phrase.kind);
    }
    if (!VIOLENT_VERBS.includes(word) || negatedBefore(words, index)) return;
    const objectAt = words[index + 1] === 'to' ? index + 2 : index + 1;
    const object = words[objectAt];
    if (IDIOM_AFTER_OBJECT.includes(words[objectAt + 1] ?? '')) return;
    if ((object === 'me' || object === 'us') && actorBefore(words, index, OTHERS)) add('harmed');
    if (OTHER_OBJECTS.includes(object ?? '') && actorBefore(words, index, FIRST_PERSON)) add('threat');
  });
  return found;
}

/** The first text of `texts` that threatens the other person, or null. */
export function threatIn(texts: readonly string[]): string | null {
  for (const text of texts) {
    if (crisisKinds(text).includes('threat')) return text;
  }
  return null;
}

/** Said to someone whose words speak of danger, before they go on. Written by people, never generated. */
export const CRISIS_RESPONSE =
  'What you wrote sounds serious, and we want to pause for a moment. If you or anyone is in danger right now, please call your local emergency number. The people below are there for this, day and night, and talking to them is free and private. You can take a break here: nothing you have written is lost.';

/** Said to someone whose words threaten the other person: not passed on; they may rewrite it. */
export const THREAT_NOT_PASSED_ON =
  'This reads as a threat to the other person, so Dfuse will not pass it on. Please put it another way: say what happened and how it affects you. If you feel you might hurt someone, please step away and call your local emergency number or one of the services below.';

/**
 * What a form does with a person's answers before saving them: a threat is refused; words of
 * danger get the crisis response once (`shownFor` is the key it was last shown for), and sending
 * the same answers again goes on; anything else goes on.
 */
export type CrisisStep = { kind: 'refuse'; message: string } | { kind: 'respond'; message: string; key: string } | { kind: 'go-on' };
export function crisisStepFor(answers: readonly string[], shownFor: string | null): CrisisStep {
  // APPSYNC_JS subset (this module is bundled into the guards): plain loops, no function passed.
  let danger = false;
  for (const answer of answers) {
    const kinds = crisisKinds(answer);
    if (kinds.includes('threat')) return { kind: 'refuse', message: THREAT_NOT_PASSED_ON };
    if (kinds.length) danger = true;
  }
  const key = answers.join('\n');
  if (danger && shownFor !== key) return { kind: 'respond', message: CRISIS_RESPONSE, key };
  return { kind: 'go-on' };
}
