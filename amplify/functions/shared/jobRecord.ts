/**
 * The bookkeeping an AI job keeps on the Issue (`{prefix}Status`, `{prefix}Error`,
 * `{prefix}JobId`), shared by the functions that run one in the background: once claimed, a job
 * writes only while the claim is still its own, so a newer claim takes over cleanly.
 */
import { isConditionFailure } from './appsync';
import { updateIssue } from './participantIssue';

export type JobPrefix = 'inferInterests' | 'proposeStrategies';

export function jobRecord(prefix: JobPrefix) {
  const mine = (jobId: string) => ({ [`${prefix}JobId`]: { eq: jobId } });
  return {
    /** The condition of every write the job makes: the claim is still this job's. */
    mine,
    /** Marks the job running; false when a newer claim took over (the job then stops). */
    async start(issueId: string, jobId: string): Promise<boolean> {
      try {
        await updateIssue({ id: issueId, [`${prefix}Status`]: 'running' }, mine(jobId));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    /** Stores the failure with the message the screens show (logged if even that fails). */
    async fail(issueId: string, jobId: string, message: string): Promise<void> {
      await updateIssue({ id: issueId, [`${prefix}Status`]: 'failed', [`${prefix}Error`]: message }, mine(jobId)).catch((error: unknown) =>
        console.error('Could not record the failure', error),
      );
    },
  };
}
