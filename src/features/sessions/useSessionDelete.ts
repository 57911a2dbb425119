import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteSession, leaveSession } from '../../backend/sessions';
import { paths } from '../../domain/paths';
import type { Role } from '../../domain/sessionRole';

const DELETE_FAILED = 'Failed to delete session. Please try again.';
const LEAVE_FAILED = 'Failed to leave the session. Please try again.';

/**
 * The overview's Delete Session (before an issue is agreed) or Leave Session (after, src/domain/leaving.ts):
 * asked, confirmed (or cancelled), then the soft delete or the leave and the way back to the list;
 * a failure closes the dialog and leaves a message to dismiss.
 */
export function useSessionDelete(sessionId: string, role: Role, leave: boolean) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setDeleting(true);
    try {
      await (leave ? leaveSession(sessionId, role) : deleteSession(sessionId));
      navigate(paths.session.list(), { replace: true });
    } catch (error) {
      const failed = leave ? LEAVE_FAILED : DELETE_FAILED;
      console.warn(failed, error);
      setProblem(failed);
      setDeleting(false);
      setConfirming(false);
    }
  }

  return {
    confirming,
    deleting,
    problem,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => void confirm(),
    dismissProblem: () => setProblem(null),
  };
}
