/**
 * Long AI work runs after the function URL has answered: the handler claims the job, invokes
 * its own function asynchronously (Lambda Invoke, type Event) with the job, and answers at
 * once; the second invocation does the work. Locally the function host serves the same Invoke
 * API (local/functions/invokeApi.ts), so the code is the same.
 *
 * A job event is told apart from a function-URL request by its shape: a URL request always has
 * `requestContext.http` and carries the caller's body as a string, so a caller cannot send one.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';

export interface BackgroundJob {
  job: string;
  issueId: string;
  jobId: string;
}

/** The Lambda context fields the handlers use. */
export interface LambdaContext {
  functionName: string;
}

export function isBackgroundJob(event: unknown, job: string): event is BackgroundJob {
  if (typeof event !== 'object' || event === null || 'requestContext' in event) return false;
  const candidate = event as Partial<BackgroundJob>;
  return candidate.job === job && typeof candidate.issueId === 'string' && typeof candidate.jobId === 'string';
}

let lambda: LambdaClient | undefined;

/** Starts `job` in a new, asynchronous invocation of the running function. */
export async function startInBackground(context: LambdaContext, job: BackgroundJob): Promise<void> {
  lambda ??= new LambdaClient({});
  await lambda.send(
    new InvokeCommand({ FunctionName: context.functionName, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify(job)) }),
  );
}
