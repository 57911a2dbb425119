/**
 * The infer-interests output (five solutions, the precedence principle, each side's
 * interests): its JSON Schema for the model providers and the validator every provider's
 * output passes, builtin included.
 *
 * Read leniently where that is honest: a solution is read by the product's own rule
 * (src/domain/solutions.ts `normalizeSolution`: steps given as text split on lines and
 * bullets, blank and non-string entries dropped, 'risks'/'tradeoffs' variants), ids are the
 * positions' sol-1..sol-5, a code is put in snake_case, interests with a blank field are
 * dropped and more than six keep the first six.
 * Rejected (the engine retries once, then the task fails): not exactly five solutions, a
 * solution with an empty field (a title, summary, step, benefit, risk or metric missing: the
 * app pads nothing for a model), two solutions with the same title, over-long text, no
 * precedence principle, no interest left for a side.
 */
import { LIMITS } from '../../../src/domain/limits';
import { textOf } from '../../../src/domain/lists';
import { SOLUTION_COUNT } from '../../../src/domain/solutionIds';
import { normalizeSolution } from '../../../src/domain/solutions';
import { statementKey } from '../../../src/domain/statements';
import { isRecord, type Validation } from '../schema';
import type { InferInterestsOutput, Interest, OutputSchema, ProposedSolution } from '../types';

export const MAX_INTERESTS = 6;
/** Steps, benefits or risks beyond this many are surplus on a card, not errors. */
export const MAX_SOLUTION_LIST_ITEMS = 8;
export const INTEREST_CATEGORY_EXAMPLES = [
  'time',
  'money',
  'fairness',
  'respect',
  'safety',
  'recognition',
  'autonomy',
  'trust',
  'wellbeing',
  'family',
  'belonging',
  'beliefs',
  'work',
  'home',
  'communication',
  'workload',
] as const;

const stringList = (description: string) => ({ type: 'array', description, items: { type: 'string' } });

const INTEREST_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['category', 'label', 'rationale'],
  properties: {
    category: { type: 'string', description: `one lower-case word or two, e.g. ${INTEREST_CATEGORY_EXAMPLES.slice(0, 8).join(', ')}` },
    label: { type: 'string', description: 'a short label in that person’s own words, at most 8 words' },
    rationale: { type: 'string', description: 'one sentence: what they wrote that shows it matters to them' },
  },
};

export const INFER_INTERESTS_SCHEMA: OutputSchema = {
  name: 'propose_five_solutions',
  description: 'Five different solutions to the agreed issue, the principle to weigh first, and what matters to each person.',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['solutions', 'precedencePrinciple', 'initiatorInterests', 'collaboratorInterests'],
    properties: {
      solutions: {
        type: 'array',
        description: `exactly ${SOLUTION_COUNT} solutions, each a genuinely different approach`,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'title', 'summary', 'steps', 'benefits', 'risksOrTradeoffs', 'successMetric'],
          properties: {
            id: { type: 'string', description: 'sol-1 to sol-5, in order' },
            title: { type: 'string', description: `a short title, at most ${LIMITS.shortText} characters` },
            summary: { type: 'string', description: 'one or two sentences naming what each person gets' },
            steps: stringList('3 to 5 concrete steps the two can take this week'),
            benefits: stringList('1 to 3 benefits, for both people'),
            risksOrTradeoffs: stringList('1 to 3 honest risks or trade-offs'),
            successMetric: { type: 'string', description: 'one check both can make by a stated time' },
          },
        },
      },
      precedencePrinciple: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'human'],
        properties: {
          code: { type: 'string', description: 'a short snake_case key, e.g. safety_first' },
          human: { type: 'string', description: 'one plain sentence: which consideration the two should weigh first' },
        },
      },
      initiatorInterests: { type: 'array', description: `1 to ${MAX_INTERESTS} interests of the initiator`, items: INTEREST_SCHEMA },
      collaboratorInterests: { type: 'array', description: `1 to ${MAX_INTERESTS} interests of the collaborator`, items: INTEREST_SCHEMA },
    },
  },
};

const LIST_FIELDS = ['steps', 'benefits', 'risksOrTradeoffs'] as const;

function readSolution(raw: unknown, index: number, problems: string[]): ProposedSolution | undefined {
  const where = `solutions[${index}]`;
  if (!isRecord(raw)) {
    problems.push(`${where} is not an object`);
    return undefined;
  }
  // The product's own reading (lists split and cleaned, risk variants); its 'Option N' title is a default for old records, not for a model.
  const solution = normalizeSolution(raw, index);
  const before = problems.length;
  const title = textOf(raw.title);
  if (!title) problems.push(`${where}.title is missing or empty`);
  else if (title.length > LIMITS.shortText) problems.push(`${where}.title is longer than ${LIMITS.shortText} characters`);
  if (!solution.summary) problems.push(`${where}.summary is missing or empty`);
  else if (solution.summary.length > LIMITS.longText) problems.push(`${where}.summary is longer than ${LIMITS.longText} characters`);
  if (!solution.successMetric) problems.push(`${where}.successMetric is missing or empty`);
  else if (solution.successMetric.length > LIMITS.statement) problems.push(`${where}.successMetric is longer than ${LIMITS.statement} characters`);
  for (const field of LIST_FIELDS) {
    if (solution[field].length === 0) problems.push(`${where}.${field} has no non-empty item`);
    if (solution[field].some((item) => item.length > LIMITS.statement)) problems.push(`${where}.${field} has an item longer than ${LIMITS.statement} characters`);
  }
  if (problems.length > before) return undefined;
  return {
    ...solution,
    id: `sol-${index + 1}`,
    steps: solution.steps.slice(0, MAX_SOLUTION_LIST_ITEMS),
    benefits: solution.benefits.slice(0, MAX_SOLUTION_LIST_ITEMS),
    risksOrTradeoffs: solution.risksOrTradeoffs.slice(0, MAX_SOLUTION_LIST_ITEMS),
  };
}

/** "Safety First!" -> "safety_first". */
export const snakeCase = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60)
    .replace(/_+$/, '');

function readPrinciple(raw: unknown, problems: string[]): { code: string; human: string } | undefined {
  if (!isRecord(raw)) {
    problems.push('precedencePrinciple must be an object with code and human');
    return undefined;
  }
  const code = snakeCase(textOf(raw.code));
  const human = textOf(raw.human);
  if (!code) problems.push('precedencePrinciple.code is missing or empty');
  if (!human) problems.push('precedencePrinciple.human is missing or empty');
  else if (human.length > LIMITS.longText) problems.push(`precedencePrinciple.human is longer than ${LIMITS.longText} characters`);
  return code && human && human.length <= LIMITS.longText ? { code, human } : undefined;
}

function readInterests(raw: unknown, field: string, problems: string[]): Interest[] {
  if (!Array.isArray(raw)) {
    problems.push(`${field} must be a list`);
    return [];
  }
  const interests: Interest[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    if (!isRecord(item)) continue;
    const interest = { category: textOf(item.category).toLowerCase(), label: textOf(item.label), rationale: textOf(item.rationale) };
    // An interest missing a part would show a gap on the screen: it is left out, like a blank list entry.
    if (!interest.category || !interest.label || !interest.rationale) continue;
    if (interest.category.length > LIMITS.shortText || interest.label.length > LIMITS.shortText || interest.rationale.length > LIMITS.longText) {
      problems.push(`${field} has an interest with over-long text`);
      continue;
    }
    const key = `${interest.category}|${statementKey(interest.label)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    interests.push(interest);
  }
  if (interests.length === 0) problems.push(`${field} has no interest with a category, a label and a rationale`);
  return interests.slice(0, MAX_INTERESTS);
}

export function validateInferInterestsOutput(raw: unknown): Validation<InferInterestsOutput> {
  if (!isRecord(raw)) return { ok: false, problems: ['the reply must be a JSON object'] };
  const problems: string[] = [];
  let solutions: ProposedSolution[] = [];
  if (!Array.isArray(raw.solutions)) problems.push('solutions must be a list');
  else {
    if (raw.solutions.length !== SOLUTION_COUNT) problems.push(`solutions must hold exactly ${SOLUTION_COUNT} solutions, not ${raw.solutions.length}`);
    solutions = raw.solutions
      .map((solution, index) => readSolution(solution, index, problems))
      .filter((solution): solution is ProposedSolution => solution !== undefined);
    const seen = new Set<string>();
    for (const solution of solutions) {
      const key = statementKey(solution.title);
      if (seen.has(key)) problems.push(`two solutions have the title "${solution.title.slice(0, 80)}"`);
      seen.add(key);
    }
  }
  const precedencePrinciple = readPrinciple(raw.precedencePrinciple, problems);
  const initiatorInterests = readInterests(raw.initiatorInterests, 'initiatorInterests', problems);
  const collaboratorInterests = readInterests(raw.collaboratorInterests, 'collaboratorInterests', problems);
  if (problems.length > 0 || !precedencePrinciple) return { ok: false, problems };
  return { ok: true, value: { solutions, precedencePrinciple, initiatorInterests, collaboratorInterests } };
}
