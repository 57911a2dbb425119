/**
 * Where a conflict lives (a couple, a family, a workplace, neighbours, people sharing a home):
 * what either side said when asked how they know the other (src/domain/relationship.ts), else
 * read from cue phrases in both sides' whole answers. The setting decides which arrangements
 * fit (a care rota is for a family, a spec freeze for a team) and who could help from outside.
 *
 * Cues are phrases rather than single words because the same word places different conflicts:
 * "my mum" is family, but "his mum" in a couple's row is an in-law; "our son" is two parents;
 * "her boyfriend" in a shared flat is a third person, not the other party. Each cue adds its
 * weight to its setting; the heaviest setting wins, and a tie, or no cue, is 'general'.
 */
import type { Relationship } from '../../../../src/domain/relationship';
import type { Setting } from './sides';

/** The settings a cue can point to: friends are placed only by the relationship each gives. */
type Place = Exclude<Setting, 'general' | 'friends'>;

interface Cue {
  place: Place;
  pattern: RegExp;
  /** How much each different phrase it finds counts (1 unless said). */
  weight?: number;
}

const CHILD = String.raw`(?:kids?|sons?|daughters?|children|child|baby|toddler|\d+[ -]year[ -]old)`;

/** Cue phrases, as whole words, case-insensitive. */
const CUES: readonly Cue[] = [
  // A couple: the relationship named, a shared household's money, their children, an ex.
  { place: 'partners', pattern: /\b(?:relationship|marriage|married|anniversary|honeymoon|date night|our wedding|saving for (?:a|the|our) wedding)\b/ },
  // Often a third person ("my wife and I", "her boyfriend stays over", "my partner and I can't
  // sleep"), not the other party; people name the other party by name. ("fiancé" ends in a letter
  // JavaScript's \b does not count as one: the end is any non-letter.)
  { place: 'partners', pattern: /\b(?:husband|wife|boyfriend|girlfriend|fianc[ée]e?|spouse|(?<!business )partner)(?![\p{L}\p{N}])/u, weight: 0.5 },
  // "my ex", not "my ex-boss".
  { place: 'partners', pattern: /\b(?:my|his|her|your) ex\b(?!-)|\bex-(?:wife|husband|partner)\b/, weight: 2 },
  { place: 'partners', pattern: /\bmortgage\b/ },
  // Money held jointly is a couple's far more often than a family's: it counts double, so a couple
  // who write about a brother or their parents still read as a couple.
  { place: 'partners', pattern: /\b(?:joint (?:account|money|savings|finances)|our savings|house deposit)\b/, weight: 2 },
  { place: 'partners', pattern: new RegExp(String.raw`\bour ${CHILD}\b|\bco-?parent`), weight: 2 },
  // A family: relatives, and children not named as a couple's own ("our kids").
  { place: 'family', pattern: /\b(?:mum|mom|mother|dad|father|parents?|grand(?:ma|mother|pa|father|parents?|ad|dad|child(?:ren)?|son|daughter)|nan|gran|sisters?|brothers?|siblings?|uncle|aunt|cousins?|niece|nephew|family|memorial|funeral|inheritance)\b/ },
  // Children are everywhere (the neighbours' kids, a housemate's son): they count for a family only a little.
  { place: 'family', pattern: new RegExp(String.raw`(?<!\bour )\b${CHILD}\b`), weight: 0.5 },
  // A workplace.
  {
    place: 'work',
    pattern:
      /\b(?:clients?|customers?|team|manager|boss|colleagues?|meetings?|stand-?ups?|reviews?|code|launch|release|report|office|investors?|co-?founders?|company|hr|promotion|projects?|department|contract|deadlines?|spec|on-call|all-hands|job|intern|feedback|demo|equity|payroll|annual leave|leave request|put in for|(?:one of us|only one) can be off|(?:booked|book|take|taking) (?:the )?(?:time|days|weeks?) off)\b/,
  },
  // Neighbours: the boundary between two homes.
  { place: 'neighbours', pattern: /\b(?:neighbou?rs?|next door|hedge|pavement|street|road|driveway|fence|boundary|tree|(?<!climbing )wall|garden|yard|upstairs|downstairs|ceiling|property|airbnb|parking|noise|(?:his|her|their|your) house)\b/ },
  // People sharing a rented home, or its lease.
  { place: 'housemates', pattern: /\b(?:house|flat|room)-?mates?\b|\broommates?\b|\blandlord\b|\blease\b|\btenancy\b/, weight: 2 },
];

/** Each cue made global once (the text is lower-cased first, so none needs 'i'). */
const GLOBAL_CUES = CUES.map((cue) => ({ ...cue, pattern: new RegExp(cue.pattern.source, 'gu') }));

/** Different phrases a cue finds: a word repeated ("kids, kids, kids") says no more than once. */
const distinctMatches = (pattern: RegExp, text: string) => new Set(text.match(pattern)).size;

/**
 * The setting each relationship places a conflict in. Separated parents need what a family needs
 * (a family mediator, routines for the children), not a couple's arrangements. Housemates and
 * friends are their own settings, whatever the answers suggest (a housemate's boyfriend, a
 * friend's mum): they share bills at most, never a couple's joint money. 'other' says nothing:
 * the answers are read instead.
 */
const SETTING_OF_RELATIONSHIP: Record<Relationship, Setting | undefined> = {
  partner: 'partners',
  'ex-partner': 'family',
  family: 'family',
  work: 'work',
  neighbour: 'neighbours',
  housemate: 'housemates',
  friend: 'friends',
  other: undefined,
};

/**
 * The setting of a conflict: the initiator's answer to how they know the other, else the
 * collaborator's, else what both sides' answers point to, read from all of each answer. Two
 * answers that differ ("partner" and "friend") are rare, and one must decide: the initiator's.
 */
export function settingOf(texts: readonly string[], relationships: readonly (Relationship | undefined)[] = []): Setting {
  for (const relationship of relationships) {
    const said = relationship && SETTING_OF_RELATIONSHIP[relationship];
    if (said) return said;
  }
  return settingFromAnswers(texts);
}

/** The setting both sides' answers point to, read from all of each answer. */
export function settingFromAnswers(texts: readonly string[]): Setting {
  const text = texts.join('\n').toLowerCase();
  const scores = new Map<Place, number>();
  for (const cue of GLOBAL_CUES) {
    const found = distinctMatches(cue.pattern, text);
    if (found) scores.set(cue.place, (scores.get(cue.place) ?? 0) + found * (cue.weight ?? 1));
  }
  const [best, second] = [...scores.entries()].sort((x, y) => y[1] - x[1]);
  if (!best || (second && second[1] === best[1])) return 'general';
  return best[0];
}
