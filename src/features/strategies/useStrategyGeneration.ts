import { useCallback, useEffect, useRef, useState } from 'react';
import type { IssueRecord } from '../../backend/data';
import { requestStrategies } from '../../backend/strategies';
import { whenIdle } from '../../backend/whenIdle';
import { jobState, type JobState } from '../../domain/jobs';
import { awaitingStyles, hasAnyStrategies, strategyInputsChecksum } from '../../domain/strategies';

export interface StrategyGeneration {
  job: JobState;
  /** The last request's own failure, in words. */
  requestError: string | null;
  generate(): void;
}

/** proposeStrategiesStatus uses the job vocabulary; in_progress (an older name) counts as running. */
const statusOf = (status: string | null | undefined) => (status === 'in_progress' ? 'running' : status);

/**
 * Asks for the strategies when both styles are known and none exist yet (or the inputs changed,
 * e.g. a retaken quiz), at most once per page (`auto`); `generate` asks again (Generate / Retry).
 */
export function useStrategyGeneration(session: IssueRecord, { auto }: { auto: boolean }): StrategyGeneration {
  const [requestError, setRequestError] = useState<string | null>(null);
  const asked = useRef(false);
  const job = jobState(statusOf(session.proposeStrategiesStatus), session.proposeStrategiesRequestedAt, session.proposeStrategiesError, new Date());
  const stylesMissing = awaitingStyles(session);

  const generate = useCallback(() => {
    setRequestError(null);
    requestStrategies(session.id).then(
      // A 409 (a style missing) needs no state here: the pages read what is missing from the live session.
      () => undefined,
      (error: unknown) => setRequestError(`Generation failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, [session.id]);

  const stale = hasAnyStrategies(session) && session.proposeStrategiesChecksum !== strategyInputsChecksum(session);
  const needed = auto && !stylesMissing && (!hasAnyStrategies(session) || stale) && job.kind !== 'working' && job.kind !== 'failed';
  // Once the page has painted (whenIdle): the request loads aws-amplify's auth code for the token.
  useEffect(() => {
    if (!needed || asked.current) return;
    return whenIdle(() => {
      asked.current = true;
      generate();
    });
  }, [needed, generate]);

  return { job, requestError, generate };
}
