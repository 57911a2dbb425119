import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where 'Leave quickly' goes: a neutral page outside Dfuse, set per deployment
 * (VITE_LEAVE_QUICKLY_URL); an https address, else the default.
 */
export const DEFAULT_LEAVE_URL = 'https://www.bbc.co.uk/weather';
export function leaveQuicklyUrl(configured: string | undefined = import.meta.env.VITE_LEAVE_QUICKLY_URL as string | undefined): string {
  return configured && /^https:\/\/[^\s]+$/.test(configured.trim()) ? configured.trim() : DEFAULT_LEAVE_URL;
}

/** Two presses of Escape within this many milliseconds leave; one alone still closes dialogs. */
export const DOUBLE_ESCAPE_MS = 800;

/** Clears this tab's drafts and replaces the page, so Back does not return to it. */
export function leaveNow(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable; leaving matters more.
  }
  window.location.replace(leaveQuicklyUrl());
}

/**
 * 'Leave quickly' (docs/rules.md, "Safety"): on every signed-in screen, fixed in the corner above
 * any toast or notice, with its keyboard shortcut (Escape twice) shown beside it.
 */
export function LeaveQuickly() {
  const lastEscape = useRef(0);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = event.timeStamp;
      if (lastEscape.current && now - lastEscape.current < DOUBLE_ESCAPE_MS) leaveNow();
      lastEscape.current = now;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // Outside the page's main region (a landmark of its own), so it belongs to no one screen's actions.
  return createPortal(
    <aside className="leave-quickly" aria-label="Leave quickly">
      <button type="button" className="btn btn-dark btn-sm shadow" onClick={leaveNow}>
        Leave quickly <kbd aria-label="shortcut: Escape twice">Esc Esc</kbd>
      </button>
    </aside>,
    document.body,
  );
}
