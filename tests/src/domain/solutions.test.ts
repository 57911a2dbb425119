import { describe, expect, it } from 'vitest';
import { SOLUTION_COUNT } from '../../../src/domain/solutionIds';
import { hasSolutions, normalizeProposals, normalizeSolution, solutionsDocument, storedSolutions } from '../../../src/domain/solutions';

const full = (n: number) => ({
  id: `s${n}`,
  title: `Title ${n}`,
  summary: `Summary ${n}`,
  steps: ['a', 'b'],
  benefits: ['c'],
  risksOrTradeoffs: ['d'],
  successMetric: `Metric ${n}`,
});

describe('normalizeSolution', () => {
  it('keeps every field of a complete solution', () => {
    expect(normalizeSolution(full(1), 0)).toEqual(full(1));
  });

  it('defaults the id to sol-N and the title to Option N', () => {
    expect(normalizeSolution({ summary: 'x' }, 2)).toMatchObject({ id: 'sol-3', title: 'Option 3', summary: 'x' });
    expect(normalizeSolution({ id: '  ', title: '' }, 0)).toMatchObject({ id: 'sol-1', title: 'Option 1' });
  });

  it('reads risks and tradeoffs where risksOrTradeoffs is missing', () => {
    expect(normalizeSolution({ risks: ['r1'], tradeoffs: 't1' }, 0).risksOrTradeoffs).toEqual(['r1', 't1']);
    expect(normalizeSolution({ risksOrTradeoffs: ['x'], risks: ['r1'] }, 0).risksOrTradeoffs).toEqual(['x']);
  });

  it('splits steps given as text on lines and bullets, and drops blanks and non-strings', () => {
    expect(normalizeSolution({ steps: '- one\n- two\n\n- three' }, 0).steps).toEqual(['one', 'two', 'three']);
    expect(normalizeSolution({ steps: ['one', '', 7, null, ' two '] }, 0).steps).toEqual(['one', 'two']);
  });

  it('reads anything that is not an object as an empty placeholder', () => {
    expect(normalizeSolution('nonsense', 4)).toEqual({
      id: 'sol-5',
      title: 'Option 5',
      summary: '',
      steps: [],
      benefits: [],
      risksOrTradeoffs: [],
      successMetric: '',
    });
  });
});

describe('normalizeProposals', () => {
  it('caps the list at five', () => {
    const solutions = normalizeProposals([1, 2, 3, 4, 5, 6].map(full))!;
    expect(solutions.map((s) => s.id)).toEqual(['s1', 's2', 's3', 's4', 's5']);
  });

  it('pads the list to five with placeholders', () => {
    const solutions = normalizeProposals([full(1), full(2)])!;
    expect(solutions).toHaveLength(SOLUTION_COUNT);
    expect(solutions.slice(2).map((s) => [s.id, s.title, s.summary])).toEqual([
      ['sol-3', 'Option 3', ''],
      ['sol-4', 'Option 4', ''],
      ['sol-5', 'Option 5', ''],
    ]);
  });

  it('is used only if some solution has a non-empty field', () => {
    expect(normalizeProposals([{}, { title: ' ' }, { steps: [] }])).toBeNull();
    expect(normalizeProposals([{ id: 'kept' }])![0].id).toBe('kept'); // the id is a field too
    expect(normalizeProposals([])).toBeNull();
    expect(normalizeProposals([{}, { steps: ['one'] }])).not.toBeNull();
  });

  it('reads {solutions: [...]} as well as a bare list, and nothing else', () => {
    expect(normalizeProposals({ solutions: [full(1)] })![0].id).toBe('s1');
    expect(normalizeProposals('text')).toBeNull();
    expect(normalizeProposals({ items: [full(1)] })).toBeNull();
  });

  it('gives a repeated id the position’s default, so each id names one solution', () => {
    const solutions = normalizeProposals([{ ...full(1), id: 'x' }, { ...full(2), id: 'x' }])!;
    expect(solutions.map((s) => s.id)).toEqual(['x', 'sol-2', 'sol-3', 'sol-4', 'sol-5']);
  });
});

describe('storedSolutions', () => {
  it('reads proposedSolutionsJson, as JSON text or an object', () => {
    expect(storedSolutions({ proposedSolutionsJson: solutionsDocument([1, 2, 3, 4, 5].map((n) => normalizeSolution(full(n), n))) })).toHaveLength(5);
    expect(storedSolutions({ proposedSolutionsJson: { solutions: [full(1)] } })[0].title).toBe('Title 1');
  });

  it('falls back to the older solutions and sessionSolutions fields', () => {
    expect(storedSolutions({ proposedSolutionsJson: null, solutions: JSON.stringify([full(7)]) })[0].id).toBe('s7');
    expect(storedSolutions({ sessionSolutions: [full(8)] })[0].id).toBe('s8');
  });

  it('gives none for missing, empty or broken data', () => {
    expect(storedSolutions({})).toEqual([]);
    expect(storedSolutions({ proposedSolutionsJson: '{broken' })).toEqual([]);
    expect(hasSolutions({ proposedSolutionsJson: '{"solutions":[]}' })).toBe(false);
    expect(hasSolutions({ proposedSolutionsJson: JSON.stringify([{ id: 's1', title: 'A rota' }]) })).toBe(true);
    for (const empty of [null, undefined, '', '[]', [], '{}', 'not json', 42]) expect(hasSolutions({ proposedSolutionsJson: empty })).toBe(false);
    expect(hasSolutions({ proposedSolutionsJson: { solutions: [full(1)] } })).toBe(true);
  });
});
