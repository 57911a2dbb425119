// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DcsScoreChart } from '../../../../src/features/assessments/DcsScoreChart';
import { scoreDcs, type DcsAnswers } from '../../../../src/domain/dcs';

afterEach(() => cleanup());

describe('DcsScoreChart', () => {
  it('reads as a list of styles with score, scale and band, marking the dominant one', () => {
    const answers: DcsAnswers = {};
    for (let n = 1; n <= 20; n += 1) answers[n] = n <= 4 ? 5 : n > 16 ? 3 : 1;
    const result = scoreDcs(answers)!;
    render(<DcsScoreChart styles={result.styles} dominant={result.dominant} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Avoiding (dominant)20 of 20, Very strong',
      'Competing4 of 20, Very weak',
      'Compromising4 of 20, Very weak',
      'Accommodating4 of 20, Very weak',
      'Collaborating12 of 20, Average',
    ]);
    expect(screen.getByRole('figure', { name: 'Your scores by style (out of 20)' })).toBeInTheDocument();
    expect(screen.getByTestId('dcs-bar-Collaboration')).toHaveStyle({ width: '60%' });
  });
});
