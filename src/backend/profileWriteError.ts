/**
 * Why a Profile write did not stick. Pages turn the kind into the spec's wording, which differs
 * between the DCS picker, the DPI picker and the DPI questionnaire.
 */
export type ProfileWriteFailure = 'noEmail' | 'createFailed' | 'updateFailed' | 'updateReturnedNull' | 'verificationFailed';

export class ProfileWriteError extends Error {
  constructor(
    readonly kind: ProfileWriteFailure,
    readonly detail?: string,
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
    this.name = 'ProfileWriteError';
  }
}
