/** What the session screens say, and for how long (docs/rules.md, "Sessions"). */
import { atSentenceStart } from '../../domain/sessions';

/** Asked before a soft delete, on the list and the overview. */
export const DELETE_CONFIRMATION = 'Delete this session? Both participants will no longer see it.';

/** What the delete means for the other person, said under the confirmation. */
export const deleteConsequence = (otherFirstName: string) =>
  `${atSentenceStart(otherFirstName)} will see it disappear from their list at once and will get an e-mail saying that you deleted it. Neither of you can open it again.`;

/** The overview's 'Invitation sent' toast hides itself after this long. */
export const TOAST_HIDE_MS = 5000;

/** Leaving a session with an agreed issue (src/domain/leaving.ts): what it means, said before the viewer confirms. */
export const LEAVE_CONFIRMATION = 'Leave this session? It will no longer show in your sessions.';
export const leaveConsequence = (otherFirstName: string) =>
  `You have agreed on an issue, so the session stays for ${otherFirstName}: they keep their copy of what you reached and see that you left. You can no longer open it from your list.`;
/** Said to the side that stayed, naming nobody's fault. */
export const OTHER_LEFT_NOTICE = 'The other person has left this session. What you both agreed stays here for you.';
/** Said to the side that left, if they open the session again by its address. */
export const YOU_LEFT_NOTICE = 'You left this session, so it no longer shows in your sessions.';
