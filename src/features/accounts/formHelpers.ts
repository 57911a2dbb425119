import type { ErrorLike } from '../../domain/authMessages';

/** Whatever was thrown, as the `{name, message}` the message catalogues read. */
export function asErrorLike(error: unknown): ErrorLike {
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' ? name : undefined,
      message: typeof message === 'string' ? message : undefined,
    };
  }
  return typeof error === 'string' ? { message: error } : {};
}

export const ENTER_VALID_EMAIL = 'Please enter a valid email address.';
