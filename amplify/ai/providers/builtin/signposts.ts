/**
 * Signposts: the words with which a long answer says where its point is ("the real issue for me
 * is", "what I'd like is", "it matters because"). The reading quotes the point, and the analysis
 * tags it even when it comes after the tagging budget, so its words count as that side's own.
 * And what is not the point: advice the writer reports on the way to it ("my sister thinks I
 * should turn it down").
 */
import { lower, splitSentences } from './text';

/** The three answer fields (analysis.ts `AnswerField`, reading.ts `Field`). */
type AnswerField = 'issue' | 'desiredOutcome' | 'whyOutcomeMatters';

/**
 * Where a long answer says its point is: "the real issue for me is", "what I'd like is", "so what
 * I'm asking for is", "it matters because". A reader goes straight there, past the background
 * before it, and so does the engine: in a field where some sentences signpost their point, the
 * sentence quoted is one of those (reading.ts `bestSentence`), and it is tagged even past the
 * tagging budget (analysis.ts). One cue per field: each field's point is a different thing.
 */
const POINT_CUES: Record<AnswerField, RegExp> = {
  issue: /\b(?:the (?:real |main |actual |bigger |whole |core )?(?:issue|problem|point)(?: (?:for me|here|really))? is|what (?:really )?(?:bothers|upsets|hurts) me (?:is|most)|(?:that'?s|this is) (?:the|my) (?:real |main )?(?:issue|problem))\b/,
  desiredOutcome: /\b(?:what i(?:'?d| would)? (?:really |actually )?(?:like|want|need|ask for|am asking for|'?m asking for)\b[^.!?]*?\bis|here'?s what i'?m asking|what i'?m asking (?:for )?is|my (?:request|ask) is|concretely|all i (?:want|ask))\b/,
  whyOutcomeMatters: /^\W*(?:and |but )?honestly\b(?!,? (?:though|tho)\b)|\b(?:it matters(?: to me)? (?:because|that|since)|what matters (?:to me )?(?:most )?is|(?:that'?s|this is) (?:really )?(?:why|the whole thing)|the (?:real|main|bigger) (?:reason|thing) is)\b/,
};
/**
 * A signpost that only points at what comes next ("So here's what I'm asking for.", "What I'd like
 * is one of two things, and I'm honestly fine with either."): the point is the sentence after it.
 * A signpost followed by a colon ("what i want is pretty simple: no more remarks …") carries its
 * point in the same sentence.
 */
const POINTS_ONWARD = /(?:here'?s what i'?m asking(?: for)?|\b(?:one of )?(?:two|three|a (?:few|couple of)|some|several) things\b[^:]*|\bis (?:pretty |quite |really |very )?simple\b[^:]*)\W*$/;

/**
 * In a long account of the issue, "So …" after the background ("So I'm paying for a third person
 * who isn't on the lease") is the conclusion it led to. Not an answer's first sentence, where "so"
 * only opens it ("so this has been building for a long time"); not a purpose ("So we can both use
 * the garden"), filler ("So yeah, that is about it") or a degree ("so much has changed").
 */
const CONCLUDES = /^\W*so\b(?!\s*,?\s*(?:much|many|far|long|often|that|too|very|yeah|yes|anyway|basically|sorry|um|well)\b)(?!\s+(?:we|i|you|they|he|she|it|everyone|nobody)\s+(?:can|could|will|would|don'?t|do not|won'?t)\b)/;
const CONCLUSION_MIN_WORDS = 5;
const concludes = (plain: string) => CONCLUDES.test(plain) && plain.split(/\s+/).length >= CONCLUSION_MIN_WORDS;

/**
 * Of `candidates`, the sentences of a field that signpost their point (`POINT_CUES`; with
 * `conclusions`, also a later sentence opening on "So …"), or for a signpost that only points
 * onward, the sentence after it in `sentences` when that is a candidate too.
 */
export function signpostedIn(sentences: readonly string[], candidates: readonly string[], field: AnswerField, conclusions = false): string[] {
  const points: string[] = [];
  sentences.forEach((sentence, index) => {
    const plain = lower(sentence);
    if (!POINT_CUES[field].test(plain) && !(conclusions && index > 0 && concludes(plain))) return;
    const point = POINTS_ONWARD.test(plain) ? sentences[index + 1] : sentence;
    if (point !== undefined && candidates.includes(point) && !points.includes(point)) points.push(point);
  });
  return points;
}

/**
 * The points a text signposts in one field, at most `max` of them, in order: what is tagged of an
 * answer past the tagging budget.
 */
export function pointsIn(text: string, field: AnswerField, max: number): string[] {
  const sentences = splitSentences(text);
  return signpostedIn(sentences, sentences, field, field === 'issue').slice(0, max);
}

/**
 * A signpost whose point follows it as a clause of its own: "… is", "it matters because". Not
 * "it matters that": "Margit says “I have my privacy”" would say she has it, where she asks for it.
 */
const POINT_OPENS_AFTER = /(?:\bis|\bbecause|\bsince|\bhonestly)\W*$/;
/** The rest of a signpost's phrase up to a colon that ends it: no digit before it, so "10:30" and "50:50" are not. */
const SIGNPOST_COLON = /^[^:\d]{0,40}:\s/;
/** Words a point needs to say something on its own. */
const POINT_MIN_WORDS = 3;

/**
 * The point of a signposted sentence without its signpost: "What I would like is for the camera to
 * be turned" gives "the camera to be turned", "The real issue for me is that my career gives way"
 * gives "my career gives way", "what i want is pretty simple: no more remarks" gives "no more
 * remarks". The sentence itself when the signpost does not open onto a clause ("Concretely I'd
 * like us to try Glasgow"), when the point would open on "to" ("what I want is to…" is quoted
 * whole), or when too little is left.
 */
export function pointOf(sentence: string, field: AnswerField): string {
  const plain = lower(sentence);
  // Lower-casing that changes a text's length (a few non-Latin letters) would misplace the cut.
  if (plain.length !== sentence.length) return sentence;
  const match = POINT_CUES[field].exec(plain);
  if (!match) return sentence;
  const after = plain.slice(match.index + match[0].length);
  // A colon that closes the signpost's phrase ("is pretty simple: no more remarks"), not one in a time ("at 10:30").
  const colon = SIGNPOST_COLON.exec(after);
  const cut = colon ? match.index + match[0].length + colon[0].length : POINT_OPENS_AFTER.test(match[0]) ? match.index + match[0].length : -1;
  if (cut < 0) return sentence;
  const point = sentence
    .slice(cut)
    .replace(/^[\s,:;–—-]+/, '')
    // "is for us to decide together": what is asked for is "us to decide together".
    .replace(/^for (?=(?:us|me|him|her|them|the|a|an|my|our|his|their|everyone|everybody)\b)/i, '')
    // "the issue is that my career gives way": the point is "my career gives way".
    .replace(/^that\s+/i, '');
  if (/^to\b/i.test(point) || point.split(/\s+/).filter(Boolean).length < POINT_MIN_WORDS) return sentence;
  return point;
}

/** An answer field (all its entries) longer than this is a long answer: background and reported advice come before its point. */
export const LONG_ANSWER_CHARS = 300;

/**
 * Someone else's advice or view, reported: "my sister thinks I should turn it down", "my husband
 * says I should just send him an invoice", "I asked my son to look up the rules and he says there
 * are guidelines", "our advisor Colette who said it's a judgement call", "my friends keep saying
 * just take it". Not what a person did ("my sister told me she would pay it back"). In a long answer
 * it is on the way to the writer's point: neither the writer's concern nor what the conflict is
 * about. In a short one it is often the other party's own words ("my dad said he would pay me
 * back"), so only a long answer's reported advice is set aside.
 */
const REPORTS_OTHERS = /\b(?:my|our) (?:(?:late|best|older|younger|big|little|own) )?(?:friends?|sister|brother|son|daughter|mum|mom|mother|dad|father|husband|wife|partner|advis[eo]r|neighbou?r|boss|colleague|therapist|family)\b[^.!?]{0,60}?\b(?:(?:says?|said|thinks?|thought|reckons?|feels?)(?: that)? (?:i|we) (?:should|shouldn'?t|ought|must|could just)|(?:keeps?|kept) (?:saying|telling me)|told me to|suggested|advised|says?,? just|said,? just|says? (?:there (?:are|is)|it'?s)|said (?:there (?:are|is)|it'?s|it was))\b/;

/** Whether a sentence of a field (lower-cased) reports someone else's advice or view, and does not signpost the writer's own point. */
export const reportsOthers = (plain: string, field: AnswerField) => REPORTS_OTHERS.test(plain) && !POINT_CUES[field].test(plain);
