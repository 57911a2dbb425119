// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LeaningBar } from '../../../src/ui/LeaningBar';

afterEach(() => cleanup());

describe('LeaningBar', () => {
  it('draws from the centre towards the side it leans to, with a badge and words for screen readers', () => {
    const { container } = render(<LeaningBar label="E vs I" left="E" right="I" total={-4} leftName="Extraversion" rightName="Introversion" />);
    expect(screen.getByText('Leaning I')).toBeInTheDocument();
    expect(container.textContent).toContain('leaning Introversion, score -4');
    const fill = container.querySelector('.leaning-bar-fill') as HTMLElement;
    expect(fill.style.left).toBe('50%');
    expect(fill.style.width).toBe('20%');
  });

  it('clamps totals beyond ±10 and calls zero balanced', () => {
    const { container } = render(<LeaningBar label="J vs P" left="J" right="P" total={14} />);
    expect(screen.getByText('Leaning J')).toBeInTheDocument();
    expect(container.textContent).toContain('score +10');
    const fill = container.querySelector('.leaning-bar-fill') as HTMLElement;
    expect([fill.style.left, fill.style.width]).toEqual(['0%', '50%']);
    cleanup();
    render(<LeaningBar label="T vs F" left="T" right="F" total={0} />);
    expect(screen.getByText('Balanced')).toBeInTheDocument();
  });
});
