import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteSession } from '../../backend/sessions';
import { paths } from '../../domain/paths';

const DELETE_FAILED = 'Failed to delete session. Please try again.';

/**
 * The overview's Delete Session: asked, confirmed (or cancelled), then the soft delete and the
 * way back to the list; a failure closes the dialog and leaves a message to dismiss.
 */
export function useSessionDelete(sessionId: string) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setDeleting(true);
    try {
      await deleteSession(sessionId);
      navigate(paths.session.list(), { replace: true });
    } catch (error) {
      console.warn(DELETE_FAILED, error);
      setProblem(DELETE_FAILED);
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
