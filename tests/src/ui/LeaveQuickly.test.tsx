// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_LEAVE_URL, DOUBLE_ESCAPE_MS, LeaveQuickly, leaveQuicklyUrl } from '../../../src/ui/LeaveQuickly';

const replace = vi.fn();

beforeEach(() => {
  replace.mockReset();
  // jsdom's location cannot navigate; the page's own replace is what Leave quickly must call.
  vi.stubGlobal('location', { ...window.location, replace });
  window.sessionStorage.setItem('intake-draft', 'what I typed');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const escapeAt = (timeStamp: number) => {
  const event = new KeyboardEvent('keydown', { key: 'Escape' });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  window.dispatchEvent(event);
};

describe('Leave quickly', () => {
  it('goes to the configured neutral page only when it is an https address, else to the default', () => {
    expect(leaveQuicklyUrl(' https://example.org/news ')).toBe('https://example.org/news');
    for (const unsafe of [undefined, '', 'http://example.org', 'javascript:alert(1)', '/local', 'https://a b']) expect(leaveQuicklyUrl(unsafe)).toBe(DEFAULT_LEAVE_URL);
  });

  it('the button replaces the page (so Back does not return) and clears this tab’s drafts; it sits outside the main region', () => {
    render(
      <main>
        <LeaveQuickly />
      </main>,
    );
    const button = screen.getByRole('button', { name: /Leave quickly/ });
    expect(button.closest('main')).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Leave quickly' })).toContainElement(button);
    expect(button).toHaveTextContent('Esc Esc');
    fireEvent.click(button);
    expect(replace).toHaveBeenCalledWith(DEFAULT_LEAVE_URL);
    expect(window.sessionStorage.getItem('intake-draft')).toBeNull();
  });

  it('Escape twice in quick succession leaves; once, or twice far apart, does not', () => {
    render(<LeaveQuickly />);
    escapeAt(1_000);
    expect(replace).not.toHaveBeenCalled();
    escapeAt(1_000 + DOUBLE_ESCAPE_MS + 50);
    expect(replace).not.toHaveBeenCalled();
    escapeAt(1_000 + DOUBLE_ESCAPE_MS + 50 + DOUBLE_ESCAPE_MS / 2);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('intake-draft')).toBeNull();
  });
});
