/**
 * The structured-field limits (AWSJSON, lists of objects, objects) of src/domain/listLimits.ts:
 * the table covers exactly the schema's structured fields, and each limit refuses one more
 * than it allows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, type ObjectTypeDefinitionNode, type TypeNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DATA_LIMITS, LIMITS } from '../../../src/domain/limits';
import { STRUCTURED_LIMITS, TOO_DEEP, inputLimitProblem, jsonDepth, structuredLimitProblem } from '../../../src/domain/listLimits';

const modelSchema = parse(readFileSync(join(__dirname, '..', '..', '..', 'local', 'generated', 'model-schema.graphql'), 'utf8'));
const objectTypes = new Map(
  modelSchema.definitions
    .filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((d) => [d.name.value, d]),
);
const isModel = (type: ObjectTypeDefinitionNode) => type.directives?.some((d) => d.name.value === 'model') ?? false;
const named = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type));

/** Each field of `model` that holds JSON or custom types, with the kind its limit must have. */
function structuredFields(model: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of objectTypes.get(model)?.fields ?? []) {
    const typeName = named(field.type);
    const custom = objectTypes.get(typeName);
    const list = (field.type.kind === Kind.NON_NULL_TYPE ? field.type.type : field.type).kind === Kind.LIST_TYPE;
    if (typeName === 'AWSJSON') out[field.name.value] = 'json';
    else if (custom && !isModel(custom)) out[field.name.value] = list ? 'objectList' : 'object';
  }
  return out;
}

const stringFieldsOf = (model: string, field: string) => {
  const declaration = objectTypes.get(model)!.fields!.find((f) => f.name.value === field)!;
  return (objectTypes.get(named(declaration.type))!.fields ?? [])
    .filter((f) => named(f.type) === 'String')
    .map((f) => f.name.value)
    .sort();
};

describe('structured-field limits', () => {
  it('cover every JSON and custom-type field of Issue and Profile, with the right kind', () => {
    for (const model of ['Issue', 'Profile'] as const) {
      const kinds = Object.fromEntries(Object.entries(STRUCTURED_LIMITS[model]).map(([field, limit]) => [field, limit.kind]));
      expect(kinds, model).toEqual(structuredFields(model));
    }
    // The nine AWSJSON fields of Issue that issue 18 named, the two implementation plans, the follow-up record (issue 26),
    // step 7's seven (each side's commitments and check-in, the commitment, the reviews, the history; issue 26), the suggested best
    // solution both accept (issue 27), and Profile `extra`.
    expect(Object.values(STRUCTURED_LIMITS.Issue).filter((l) => l.kind === 'json')).toHaveLength(20);
  });

  it('bound every string field inside the custom types', () => {
    for (const [model, limits] of Object.entries(STRUCTURED_LIMITS)) {
      for (const [field, limit] of Object.entries(limits)) {
        if (limit.kind === 'json') continue;
        expect(Object.keys(limit.fields).sort(), `${model}.${field}`).toEqual(stringFieldsOf(model, field));
      }
    }
  });

  it('say what is wrong in a plain sentence, without field names', () => {
    const messages = Object.values(STRUCTURED_LIMITS).flatMap((limits) =>
      Object.values(limits).flatMap((l) =>
        l.kind === 'json' ? [l.tooLarge] : [...(l.kind === 'objectList' ? [l.tooMany] : []), ...Object.values(l.fields).map((f) => f.tooLong)],
      ),
    );
    for (const message of [...messages, TOO_DEEP]) {
      expect(message).toMatch(/^[A-Z][^"$#\\]*\.$/);
      expect(message).not.toMatch(/[a-z][A-Z]|Json|_/);
    }
  });

  it('allow JSON up to its size and refuse one character more, given as text or as the parsed value', () => {
    const sized = (chars: number) => ({ text: 'x'.repeat(chars - '{"text":""}'.length) });
    const limit = STRUCTURED_LIMITS.Issue.proposedSolutionsJson;
    expect(limit).toMatchObject({ kind: 'json', maxChars: DATA_LIMITS.solutionsJson });
    expect(structuredLimitProblem('Issue', { proposedSolutionsJson: sized(DATA_LIMITS.solutionsJson) })).toBeNull();
    expect(structuredLimitProblem('Issue', { proposedSolutionsJson: sized(DATA_LIMITS.solutionsJson + 1) })).toBe(
      'The proposed solutions are too large to save (at most 60,000 characters).',
    );
    expect(structuredLimitProblem('Issue', { bestSolutionJson: JSON.stringify(sized(DATA_LIMITS.chosenSolutionJson + 1)) })).toBe(
      'The chosen solution is too large to save (at most 200,000 characters).',
    );
    expect(structuredLimitProblem('Profile', { extra: { firstName: 'Ann', lastName: 'Lee' } })).toBeNull();
    expect(structuredLimitProblem('Profile', { extra: sized(DATA_LIMITS.profileJson + 1) })).toBe('The profile details are too large to save (at most 4,000 characters).');
  });

  it('fit what the product stores: a chosen solution that embeds five proposals with steps', () => {
    const solution = (n: number) => ({
      id: `sol-${n}`,
      title: 't'.repeat(LIMITS.statement / 4),
      summary: 's'.repeat(LIMITS.longText / 4),
      steps: Array.from({ length: 8 }, () => 'step '.repeat(40)),
      benefits: Array.from({ length: 4 }, () => 'benefit '.repeat(20)),
      risks: Array.from({ length: 4 }, () => 'risk '.repeat(20)),
      metric: 'metric '.repeat(30),
    });
    const proposals = Array.from({ length: 5 }, (_, i) => solution(i));
    const best = { version: 1, savedAt: new Date().toISOString(), chosenId: 'sol-2', normalized: solution(2), raw: solution(2), proposals, context: {} };
    expect(structuredLimitProblem('Issue', { proposedSolutionsJson: { solutions: proposals }, bestSolutionJson: best })).toBeNull();
  });

  it('take any best-solution document built from proposals that fit, even one solution as large as them all', () => {
    const giant = { id: 'sol-1', title: 'A plan', steps: ['x'.repeat(DATA_LIMITS.solutionsJson - 200)] };
    const proposals = { solutions: [giant, ...Array.from({ length: 4 }, (_, i) => ({ id: `sol-${i + 2}`, title: 't' }))] };
    expect(structuredLimitProblem('Issue', { proposedSolutionsJson: proposals })).toBeNull();
    const context = { topThreeSolutionIds: ['sol-1', 'sol-2', 'sol-3'], precedence: 'p'.repeat(LIMITS.longText), initiatorDCS: 'Collaborating', collaboratorDCS: 'Compromising' };
    const best = { version: 1, savedAt: new Date().toISOString(), issueId: 'x'.repeat(36), chosenId: 'sol-1', normalized: giant, raw: giant, proposals: proposals.solutions, context };
    expect(structuredLimitProblem('Issue', { bestSolutionJson: best })).toBeNull();
  });

  it('count interests and rankings and bound their text, and check a principle', () => {
    const interest = { category: 'values', label: 'Fairness', rationale: 'Both want the same rules.' };
    const full = Array.from({ length: DATA_LIMITS.interests }, () => interest);
    expect(structuredLimitProblem('Issue', { initiatorInterests: full })).toBeNull();
    expect(structuredLimitProblem('Issue', { initiatorInterests: [...full, interest] })).toBe('Please keep the interests to 30 or fewer.');
    expect(structuredLimitProblem('Issue', { collaboratorInterests: [{ ...interest, label: 'x'.repeat(LIMITS.statement + 1) }] })).toBe(
      "Each interest's label must be 1000 characters or fewer.",
    );
    const ranking = Array.from({ length: DATA_LIMITS.rankedSolutions + 1 }, (_, i) => ({ sol: `s${i}`, value: i }));
    expect(structuredLimitProblem('Issue', { collaboratorSolutionRankings: ranking })).toBe('A ranking can hold at most 10 solutions.');
    expect(structuredLimitProblem('Issue', { solutionScores: [{ sol: 'x'.repeat(LIMITS.shortText + 1) }] })).toBe(
      'Each solution id must be 200 characters or fewer.',
    );
    expect(structuredLimitProblem('Issue', { precedencePrinciple: { code: 'fair', human: 'x'.repeat(LIMITS.longText + 1) } })).toBe(
      "The principle's description must be 4000 characters or fewer.",
    );
    expect(structuredLimitProblem('Issue', { precedencePrinciple: null, initiatorInterests: undefined })).toBeNull();
  });

  it('refuse JSON nested deeper than DynamoDB stores, without overflowing the stack', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(jsonDepth(deep, DATA_LIMITS.jsonDepth)).toBe(DATA_LIMITS.jsonDepth + 1);
    expect(structuredLimitProblem('Issue', { agreedIssueMeta: deep })).toBe(TOO_DEEP);
    let allowed: unknown = {};
    for (let i = 1; i < DATA_LIMITS.jsonDepth; i += 1) allowed = { a: allowed };
    expect(jsonDepth(allowed)).toBe(DATA_LIMITS.jsonDepth);
    expect(structuredLimitProblem('Issue', { agreedIssueMeta: allowed })).toBeNull();
  });

  it('are checked after the list limits by the data service check', () => {
    expect(inputLimitProblem('Issue', { initiatorIssue: Array.from({ length: 21 }, () => 'a'), initiatorInterests: [] })).toBe(
      'Please keep each answer to 20 entries or fewer.',
    );
    expect(inputLimitProblem('Issue', { initiatorIssue: ['a'], agreedIssueMeta: { note: 'x'.repeat(DATA_LIMITS.detailsJson) } })).toBe(
      'The details of the agreed issue are too large to save (at most 20,000 characters).',
    );
    expect(inputLimitProblem('Other', { agreedIssueMeta: 'x'.repeat(DATA_LIMITS.detailsJson + 1) })).toBeNull();
  });
});
