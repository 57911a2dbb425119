// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import HowItWorksPage from '../../../../src/features/marketing/HowItWorksPage';
import PrivacyPage from '../../../../src/features/marketing/PrivacyPage';
import { SAFETY_QUESTIONS } from '../../../../src/domain/safety';
import { SESSION_PAUSED_LINE } from '../../../../src/domain/safetyPause';

afterEach(cleanup);

describe.each([
  ['How it works', HowItWorksPage],
  ['Privacy', PrivacyPage],
] as [string, ComponentType][])('the %s page on the safety check', (_, Page) => {
  it('says what it is, that only you see it, and what a yes does, as the product does it', () => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'A private safety check comes first' });
    const text = section.textContent ?? '';
    expect(text).toContain(`${SAFETY_QUESTIONS.length} short yes-or-no questions`);
    expect(text).toContain('before any invitation is sent');
    expect(text).toContain('before they read anything the other person wrote');
    expect(text).toContain('Who sees it: only you.');
    expect(text).toContain(`Yes to any of the other ${SAFETY_QUESTIONS.filter((q) => !q.milder).length}: the session is paused`);
    expect(text).toContain(`The other person sees only “${SESSION_PAUSED_LINE}”`);
    expect(text).toContain('where to find help');
  });
});
