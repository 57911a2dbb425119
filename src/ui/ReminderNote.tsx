import { reminderSentTo, type FollowUpFacts } from '../domain/followUp';
import type { Role } from '../domain/sessionRole';

/**
 * For the person who moved and now waits: that Dfuse reminded the other person, and when
 * (docs/rules.md, "Follow-up"). Nothing until a reminder went out for the turn they wait on.
 */
export function ReminderNote({ session, role, otherFirst }: { session: FollowUpFacts & { followUpJson?: unknown }; role: Role; otherFirst: string }) {
  const at = reminderSentTo(session, role);
  if (!at) return null;
  const when = new Date(at).toLocaleString(undefined, { weekday: 'long', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return (
    <p className="small text-body-secondary" role="status" data-testid="reminder-note">
      We sent {otherFirst || 'the other person'} a reminder by e-mail on {when}. We send at most two reminders, so this may be the last nudge from us.
    </p>
  );
}
