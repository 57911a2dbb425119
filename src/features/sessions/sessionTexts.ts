/** What the session screens say, and for how long (docs/rules.md, "Sessions"). */

/** Asked before a soft delete, on the list and the overview. */
export const DELETE_CONFIRMATION = 'Delete this session? Both participants will no longer see it.';

/** The overview's 'Invitation sent' toast hides itself after this long. */
export const TOAST_HIDE_MS = 5000;
