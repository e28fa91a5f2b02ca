import { FetchError } from 'ofetch';

/** A call that the server answered with a non-OK status, or that did not reach it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** The server's `message`, or a description of the network failure. */
    message: string,
    /** The message of each invalid field, by field path, when the server sent them. */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    /** The whole error body the server sent, for refusals that carry more (a stale save's current file). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

interface ErrorBody {
  message?: unknown;
  fieldErrors?: unknown;
}

/**
 * Turns whatever a failed call threw into an {@link ApiError} carrying the server's message; `body`
 * is the error's body when the call read it itself (a call that asked for a stream).
 */
export function toApiError(error: unknown, body?: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError)
    return refusalOf(error.status ?? 0, body ?? error.data, error.statusText || error.message);
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}

/**
 * The {@link ApiError} of a refusal with this status and error body: the body's `message` and
 * `fieldErrors` when it has them, else `fallback` (a body that is not ours: a proxy's page).
 */
export function refusalOf(status: number, body: unknown, fallback: string): ApiError {
  const { message, fieldErrors: fields } = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const fieldErrors = fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
  return new ApiError(status, typeof message === 'string' ? message : fallback, fieldErrors, body);
}

/** Whether a failure was an aborted request, which the product ignores silently (spec doc 1 §8). */
export function isAbortError(error: unknown): boolean {
  const cause = error instanceof FetchError ? error.cause : error;
  return cause instanceof Error && cause.name === 'AbortError';
}
