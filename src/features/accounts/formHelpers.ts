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

/** `path?name=value&…` with the empty and missing values left out. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value && value.trim()) params.set(name, value.trim());
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const ENTER_VALID_EMAIL = 'Please enter a valid email address.';
