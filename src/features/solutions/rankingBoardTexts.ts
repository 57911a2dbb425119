/** What a screen reader hears while a card is moved (dnd-kit announcements), in plain words. */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

export const RANKING_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this solution, press Space or Enter to pick it up, use the left and right arrow keys to move it, then press Space or Enter to drop it. Press Escape to cancel. The leftmost place is your first choice.',
};

/** Announcements that name the solution by its title and its place: 'Solution "…" moved to position 2 of 5.' */
export function rankingAnnouncements(titleOf: (id: string) => string, positionOf: (id: string) => number, total: number): Announcements {
  const place = (id: string) => `position ${positionOf(id)} of ${total}`;
  return {
    onDragStart: ({ active }) => `Picked up solution "${titleOf(String(active.id))}". It is in ${place(String(active.id))}.`,
    onDragOver: ({ active, over }) => (over ? `Solution "${titleOf(String(active.id))}" moved to ${place(String(over.id))}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `Solution "${titleOf(String(active.id))}" dropped at ${place(String(over.id))}.` : `Solution "${titleOf(String(active.id))}" dropped.`,
    onDragCancel: ({ active }) => `Moving cancelled. Solution "${titleOf(String(active.id))}" went back to ${place(String(active.id))}.`,
  };
}
