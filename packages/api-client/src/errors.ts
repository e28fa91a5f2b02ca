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

/**
 * Whether trying a failed call again, as it is, can succeed: the server could not be reached (0),
 * timed out (408), asked to slow down (429) or failed itself (5xx). A refusal of what was sent
 * (any other 4xx) fails the same way again; the user has to change something first.
 */
export function canRetry(error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (!(error instanceof ApiError)) return true; // not an answer of the server: the network, say.
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The distinct words of a refusal's field errors, without their field paths. */
function fieldErrorWords(fieldErrors: Readonly<Record<string, string>>): string | undefined {
  const words = [...new Set(Object.values(fieldErrors).filter((text) => text !== ''))];
  return words.length > 0 ? words.join(' ') : undefined;
}

/**
 * The words for a failed call that no field of a form shows: for a refusal (4xx), the server's
 * words, in the catalogue's messages of its invalid fields when it named fields (never the field
 * paths of its `message`; a 429's words say how long to wait); the API's words of a 503
 * ({@link unavailableWords}); else `otherwise`, the screen's message for a call that failed.
 */
export function failureWords(error: unknown, otherwise: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return fieldErrorWords(error.fieldErrors) ?? (error.message || otherwise);
  return unavailableWords(error) ?? otherwise;
}

/**
 * The API's own words for a 503 (a service it needs, the database or storage, does not answer for
 * a moment: "Storage is unavailable, try again"), or undefined for any other failure, a proxy's
 * 503 page among them.
 */
export function unavailableWords(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 503) return undefined;
  const body = error.body as { statusCode?: unknown; message?: unknown } | undefined;
  return body?.statusCode === 503 && typeof body.message === 'string' && body.message !== ''
    ? body.message
    : undefined;
}

/**
 * A form's fields as the server names them: a list of field paths that are also the form's field
 * names (`['name', 'phone']`), or the server's field path of each form field
 * (`{ leaseEndDate: 'leaseSummary.leaseEndDate' }`). A field also takes the errors of the paths
 * under its own (`models` takes `models.0.name`).
 */
export type FormFields = readonly string[] | Readonly<Record<string, string>>;

/** What a form shows after a failed call. */
export interface FormFailure {
  /** The message of each field of the form, by the form's field name. */
  fields: Record<string, string>;
  /** One message for the form, when the failure is not all said under its fields. */
  form?: string;
  /** Whether to offer "Try again": only where sending the same again can succeed ({@link canRetry}). */
  retry: boolean;
}

const pathsOf = (fields: FormFields): [name: string, path: string][] =>
  Array.isArray(fields)
    ? (fields as readonly string[]).map((name) => [name, name])
    : Object.entries(fields as Readonly<Record<string, string>>);

/**
 * What a form shows when a call failed (the one mechanism of every form, issue 25): the server's
 * field errors (the 400 body's `fieldErrors`, by field path) under the form's fields, in the
 * catalogue's words; the rest as one message ({@link failureWords}); and "Try again" only when
 * trying again can succeed ({@link canRetry}).
 */
export function formFailure(error: unknown, fields: FormFields, otherwise: string): FormFailure {
  const retry = canRetry(error);
  if (!(error instanceof ApiError) || retry)
    return { fields: {}, form: failureWords(error, otherwise), retry };
  const shown: Record<string, string> = {};
  const rest: Record<string, string> = {};
  const paths = pathsOf(fields);
  for (const [path, text] of Object.entries(error.fieldErrors)) {
    const field = paths.find(([, own]) => path === own || path.startsWith(`${own}.`));
    if (field) shown[field[0]] ??= text;
    else rest[path] = text;
  }
  if (Object.keys(shown).length === 0) return { fields: {}, form: failureWords(error, otherwise), retry };
  const more = fieldErrorWords(rest);
  return more ? { fields: shown, form: more, retry } : { fields: shown, retry };
}
