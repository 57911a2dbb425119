// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ReviewsPage from '../../../../src/features/marketing/ReviewsPage';

afterEach(() => cleanup());

describe('ReviewsPage', () => {
  it('introduces the sample reviews in a whole sentence that says they are what people might say', () => {
    render(
      <MemoryRouter>
        <ReviewsPage />
      </MemoryRouter>,
    );
    // The lead once read 'Partners, families and teams on working through a conflict with Dfuse.'
    const lead = screen.getByRole('heading', { level: 1 }).nextElementSibling;
    expect(lead).toHaveTextContent(/^How partners, families and teams might describe working through a conflict with Dfuse\.$/);
  });
});
