import { Alert } from 'react-bootstrap';

/** Said on a session whose other participant deleted their account (src/domain/erasure.ts). */
export const FORMER_PARTICIPANT_NOTICE =
  'The other participant has left Dfuse and deleted their account, so they are shown as “a former participant”. What you both reached stays here for you; nothing more can happen in this session.';

/** Shown only when the session records that a side was erased and it is not the viewer's own. */
export function FormerParticipantNotice({ erasedSide, role }: { erasedSide: string | null | undefined; role: string }) {
  if (!erasedSide || erasedSide === role) return null;
  return (
    <Alert variant="secondary" role="status">
      {FORMER_PARTICIPANT_NOTICE}
    </Alert>
  );
}
