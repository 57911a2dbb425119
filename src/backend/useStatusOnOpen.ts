import { useEffect, useRef } from 'react';
import { storedBestSolution } from '../domain/bestSolution';
import { forwardStatus, statusNeedsChosenSolution, type IssueStatus } from '../domain/status';
import { whenIdle } from './whenIdle';
import type { IssueRecord } from './data';
import { updateSession } from './sessions';

/**
 * Opening a step's page moves the session's status forward to `status`, once (never back: the
 * server refuses that anyway), and a step after the best solution only once one is chosen. Failures are only logged; with `fallbackToIssueStatus` the
 * status text is written to issueStatus instead (the resolve page; docs/rules.md, "Status transitions").
 */
export function useStatusOnOpen(session: IssueRecord, status: IssueStatus, { fallbackToIssueStatus = false } = {}) {
  const done = useRef(false);
  const reached = !statusNeedsChosenSolution(status) || storedBestSolution(session) !== null;
  const change = reached ? forwardStatus(session.status, status) : {};
  useEffect(() => {
    if (done.current || !change.status) return;
    // Once the screen has painted (the browser idle: the write loads aws-amplify's data client); a page gone by then writes nothing.
    return whenIdle(() => {
      if (done.current) return;
      done.current = true;
      updateSession({ id: session.id, status }).catch((error: unknown) => {
        console.warn(`Could not mark the session ${status}`, error);
        if (!fallbackToIssueStatus) return;
        updateSession({ id: session.id, issueStatus: status }).catch((fallback: unknown) => console.warn('Could not record issueStatus', fallback));
      });
    });
  }, [change.status, session.id, status, fallbackToIssueStatus]);
}
