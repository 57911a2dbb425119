/**
 * The builtin propose-issues task: reads both parties' answers and writes up to four
 * neutral "How we ..." statements from their own words. Each statement template looks at
 * the conflict from one angle (the shared topic, what each wants, why it matters to each,
 * the two issues side by side, common ground); templates without material are skipped,
 * and the rest are scored by coverage of both parties' key terms.
 */
import { LIMITS } from '../../../../src/domain/limits';
import { statementKey } from '../../../../src/domain/statements';
import { MAX_CANDIDATES, MAX_CATEGORIES, roundScore } from '../../schema';
import type { BothSidesAnswers, ConflictType, IssueCandidate, ProposeIssuesOutput } from '../../types';
import { allTexts, analyzeParty, ANSWER_FIELDS, type AnalyzedParty, type AnalyzedText } from './analysis';
import { classify, hasClearType, type Classification } from './classify';
import { ANSWER_WEIGHTS, coverageScore, keyTerms } from './coverage';
import { collectPhrases, focusClause, rankPhrases, type KeyPhrase } from './phrases';
import { isolateBidi, joinList } from './text';

interface PartyView {
  name: string;
  /** Strongest phrases over all answers, issue words weighted highest. */
  topics: KeyPhrase[];
  /** Strongest phrases of the issue answers alone. */
  issueTopics: KeyPhrase[];
  want?: string;
  why?: string;
  stems: Set<string>;
}

function viewParty(party: AnalyzedParty, name: string, otherName: string): PartyView {
  const all = new Map<string, KeyPhrase>();
  const issueOnly = new Map<string, KeyPhrase>();
  for (const field of ANSWER_FIELDS) {
    for (const answer of party[field]) {
      collectPhrases(answer, ANSWER_WEIGHTS[field], all);
      if (field === 'issue') collectPhrases(answer, 1, issueOnly);
    }
  }
  const firstWant = party.desiredOutcome[0]?.text;
  const firstWhy = party.whyOutcomeMatters[0]?.text;
  const quote = (answer: string | undefined, kind: 'want' | 'why') => {
    const clause = answer ? focusClause(answer, name, otherName, kind) : '';
    return clause ? isolateBidi(clause) : undefined;
  };
  return {
    name,
    topics: rankPhrases(all.values(), 6),
    issueTopics: rankPhrases(issueOnly.values(), 3),
    want: quote(firstWant, 'want'),
    why: quote(firstWhy, 'why'),
    stems: new Set([...all.values()].flatMap((phrase) => phrase.stems)),
  };
}

/** Phrases of `a` that use a word `b` also used: the ground both already share. */
const sharedPhrases = (a: PartyView, b: PartyView) => a.topics.filter((phrase) => phrase.stems.some((s) => b.stems.has(s)));

function distinctTexts(phrases: readonly (KeyPhrase | undefined)[], limit: number): string[] {
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const phrase of phrases) {
    // Overlapping phrases read as repetition in a list ("holiday and holiday abroad").
    if (!phrase || phrase.stems.some((s) => seen.has(s))) continue;
    phrase.stems.forEach((s) => seen.add(s));
    texts.push(isolateBidi(phrase.text));
    if (texts.length >= limit) break;
  }
  return texts;
}

const TOPIC_FRAMES: Record<ConflictType, (topics: string, a: string, b: string) => string> = {
  task: (topics, a, b) => `How we divide and plan ${topics} so that the arrangement works for both ${a} and ${b}`,
  values: (topics, a, b) => `How we decide about ${topics} in a way that honours what both ${a} and ${b} believe is right`,
  personality: (topics, a, b) => `How we talk with each other about ${topics} so that both ${a} and ${b} feel heard and respected`,
};

interface Draft {
  statement: string;
  /** The answers the statement draws on, to type it by its own material when that is clear. */
  source: AnalyzedText[];
}

function draftStatements(
  initiator: AnalyzedParty,
  collaborator: AnalyzedParty,
  a: PartyView,
  b: PartyView,
  overall: Classification,
): Draft[] {
  const drafts: Draft[] = [];
  const allAnswers = [...allTexts(initiator), ...allTexts(collaborator)];
  const shared = distinctTexts([...sharedPhrases(a, b), ...sharedPhrases(b, a)], 2);

  const mainTopics = distinctTexts([...sharedPhrases(a, b).slice(0, 1), a.issueTopics[0] ?? a.topics[0], b.issueTopics[0] ?? b.topics[0]], 3);
  if (mainTopics.length > 0) {
    drafts.push({ statement: TOPIC_FRAMES[overall.conflictType](joinList(mainTopics), a.name, b.name), source: allAnswers });
  }

  if (a.want && b.want) {
    drafts.push({
      statement: `How we reach an outcome that covers what ${a.name} asks for, “${a.want}”, and what ${b.name} asks for, “${b.want}”`,
      source: [...initiator.desiredOutcome, ...collaborator.desiredOutcome],
    });
  } else {
    const [wanter, other] = a.want ? [a, b] : [b, a];
    const otherTopic = distinctTexts(other.topics, 1)[0];
    if (wanter.want && otherTopic) {
      drafts.push({
        statement: `How we reach “${wanter.want}” for ${wanter.name} while taking ${otherTopic} into account for ${other.name}`,
        source: [...initiator.desiredOutcome, ...collaborator.desiredOutcome],
      });
    }
  }

  const whyPart = (party: PartyView) =>
    party.why?.includes(party.name) ? `“${party.why}”` : party.why ? `“${party.why}” for ${party.name}` : undefined;
  const whys = [whyPart(a), whyPart(b)].filter((part): part is string => part !== undefined);
  if (whys.length > 0) {
    drafts.push({
      statement: `How we protect what matters ${whys.length > 1 ? 'to each of us' : 'here'}: ${joinList(whys)}`,
      source: [...initiator.whyOutcomeMatters, ...collaborator.whyOutcomeMatters],
    });
  }

  const issueA = distinctTexts(a.issueTopics, 2);
  const issueB = distinctTexts(b.issueTopics, 2);
  if (issueA.length > 0 && issueB.length > 0) {
    const frame =
      overall.blameCount > 0
        ? `How we handle ${a.name}’s concern about ${joinList(issueA)} and ${b.name}’s concern about ${joinList(issueB)} as one shared problem, without blaming each other`
        : `How we balance ${a.name}’s concern about ${joinList(issueA)} with ${b.name}’s concern about ${joinList(issueB)}`;
    drafts.push({ statement: frame, source: [...initiator.issue, ...collaborator.issue] });
  }

  if (shared.length > 0) {
    const rest = distinctTexts([a.topics.find((t) => !t.stems.some((s) => b.stems.has(s))), b.topics.find((t) => !t.stems.some((s) => a.stems.has(s)))], 2);
    drafts.push({
      statement:
        rest.length > 0
          ? `How we build on what we both care about, ${joinList(shared)}, to settle ${joinList(rest)}`
          : `How we build on what we both care about, ${joinList(shared)}, to find a way forward together`,
      source: allAnswers,
    });
  } else if (a.topics.length > 0 || b.topics.length > 0) {
    const onlyOne = a.topics.length > 0 ? a : b;
    drafts.push({
      statement: `How we find common ground between ${joinList(distinctTexts([...a.topics.slice(0, 1), ...b.topics.slice(0, 1), ...onlyOne.topics.slice(1, 2)], 3))} before deciding anything`,
      source: allAnswers,
    });
  }
  return drafts;
}

function summarize(a: PartyView, b: PartyView): string {
  const describe = (party: PartyView) => {
    const topics = distinctTexts(party.topics, 3);
    if (topics.length === 0) return `${party.name} has not described the issue yet.`;
    return `${party.name} talks about ${joinList(topics)}${party.want ? ` and wants “${party.want}”` : ''}.`;
  };
  const shared = distinctTexts(sharedPhrases(a, b), 3);
  const common = shared.length > 0 ? ` Both mention ${joinList(shared)}.` : '';
  return `${describe(a)} ${describe(b)}${common}`.slice(0, LIMITS.longText);
}

function explain(classification: Classification): string {
  const { conflictType, scores, categories, blameCount } = classification;
  const evidence = categories
    .filter((category) => category.type === conflictType)
    .slice(0, 3)
    .map((category) => `${category.label} (${category.examples.join(', ')})`);
  const counts = `matching words: personality ${scores.personality}, values ${scores.values}, task ${scores.task}`;
  if (evidence.length === 0 && blameCount === 0) {
    return `No clear signal in the answers, so the conflict is treated as a ${conflictType} question, the most concrete framing (${counts}).`;
  }
  const blame = blameCount > 0 && conflictType === 'personality' ? `${evidence.length ? '; ' : ''}blaming phrases such as “you always”` : '';
  return `Classified as ${conflictType}: the answers centre on ${joinList(evidence)}${blame} (${counts}).`.slice(0, LIMITS.longText);
}

export function builtinProposeIssues(input: BothSidesAnswers): ProposeIssuesOutput {
  const initiator = analyzeParty(input.initiator);
  const collaborator = analyzeParty(input.collaborator);
  const nameA = initiator.firstName || 'the initiator';
  const nameB = collaborator.firstName || 'the collaborator';
  // Same first names would make "gives Sam ... and gives Sam ..." ambiguous.
  const [labelA, labelB] = nameA.toLowerCase() === nameB.toLowerCase() ? [`${nameA} (initiator)`, `${nameB} (collaborator)`] : [nameA, nameB];
  const a = viewParty(initiator, labelA, labelB);
  const b = viewParty(collaborator, labelB, labelA);
  const overall = classify([...allTexts(initiator), ...allTexts(collaborator)]);
  const termsA = keyTerms(initiator);
  const termsB = keyTerms(collaborator);

  const seen = new Set<string>();
  const candidates: IssueCandidate[] = [];
  for (const draft of draftStatements(initiator, collaborator, a, b, overall)) {
    const statement = draft.statement.slice(0, LIMITS.statement).trim();
    const key = statementKey(statement);
    if (seen.has(key)) continue;
    seen.add(key);
    const own = classify(draft.source);
    candidates.push({
      statement,
      conflictType: hasClearType(own) ? own.conflictType : overall.conflictType,
      score: roundScore(coverageScore(statement, termsA, termsB)),
    });
  }
  const best = candidates.sort((x, y) => y.score - x.score).slice(0, MAX_CANDIDATES);
  return {
    candidates: best,
    conflictType: overall.conflictType,
    inferredIssueSummary: summarize(a, b),
    inferredRationale: explain(overall),
    inferredCategories: overall.categories.slice(0, MAX_CATEGORIES).map((category) => category.label),
  };
}
