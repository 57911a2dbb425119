// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import ComingNextPage from '../../../../src/features/sessions/ComingNextPage';
import { renderAt } from '../../../support/render';

afterEach(() => cleanup());

describe('ComingNextPage', () => {
  it('names the step, says it is being built and leads back to the session', () => {
    renderAt(<ComingNextPage step="implement" />, '/session/abc-1/implement', '/session/:id/implement');
    expect(screen.getByRole('heading', { level: 1, name: 'Implement the Solution' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This step of the session is still being built');
    expect(screen.getByRole('link', { name: 'Back to Session' })).toHaveAttribute('href', '/session/abc-1');
    expect(screen.getByRole('link', { name: 'My Sessions' })).toHaveAttribute('href', '/session');
    expect(document.title).toContain('Implement the Solution');
  });

  it('offers only My Sessions when the id in the address is malformed', () => {
    renderAt(<ComingNextPage step="propose-strategies" />, '/session/a%20b/propose-strategies', '/session/:id/propose-strategies');
    expect(screen.getByRole('heading', { level: 1, name: 'Implementation Strategies' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Session' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Sessions' })).toBeInTheDocument();
  });
});
