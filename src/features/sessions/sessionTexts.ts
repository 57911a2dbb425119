/** What the session screens say, and for how long (docs/rules.md, "Sessions"). */
import { atSentenceStart } from '../../domain/sessions';

/** Asked before a soft delete, on the list and the overview. */
export const DELETE_CONFIRMATION = 'Delete this session? Both participants will no longer see it.';

/** What the delete means for the other person, said under the confirmation. */
export const deleteConsequence = (otherFirstName: string) =>
  `${atSentenceStart(otherFirstName)} will see it disappear from their list at once and will get an e-mail saying that you deleted it. Neither of you can open it again.`;

/** The overview's 'Invitation sent' toast hides itself after this long. */
export const TOAST_HIDE_MS = 5000;
