import { FetchError, type $Fetch, type FetchOptions, type ResponseType } from 'ofetch';
import { activeLocale, isSessionErrorMessage, REQUEST_HEADERS } from '@sfi/domain';
import { isAbortError, toApiError, type ApiError } from './errors.ts';

/**
 * What the signed-in user sends with every call (spec doc 1 §7, doc 2 §7). Each header is sent
 * only when it has a value. Read at call time, so a sign-in or sign-out takes effect at once.
 */
export interface SessionHeaders {
  /** `X-Session-Token`: the session id. */
  sessionToken?: string;
  /** `Authorization`: the whole header value, e.g. `Bearer <token>` or `Basic <credentials>`. */
  authorization?: string;
  /** `X-dealer-username`. */
  dealerUsername?: string;
  /** `X-dealer-password`: kept in memory by the app only, never in browser storage. */
  dealerPassword?: string;
  /** `X-dealer-contact-name`. */
  dealerContactName?: string;
}

/** A service's fetch: JSON in and out, every failure turned into an `ApiError` (aborts pass through). */
export type ServiceFetch = <T = unknown>(path: string, options?: FetchOptions<ResponseType>) => Promise<T>;

/** The JSON error body of a refused call that asked for a stream (a file), so its message counts as any other's. */
async function streamedErrorBody(error: unknown): Promise<unknown> {
  if (error instanceof FetchError && error.data instanceof ReadableStream)
    return new Response(error.data).json().catch(() => undefined);
  return undefined;
}

/** The request headers of the shared request rules, for a call with this body. */
export function requestHeaders(session: SessionHeaders, body: unknown): Record<string, string> {
  // The server answers its messages and field errors in the page's language (issue 29).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': activeLocale() };
  // JSON, except for multipart bodies, whose boundary the browser writes into Content-Type itself.
  if (!(typeof FormData !== 'undefined' && body instanceof FormData))
    headers['Content-Type'] = 'application/json';
  for (const key of Object.keys(REQUEST_HEADERS) as (keyof SessionHeaders)[]) {
    const value = session[key];
    if (value) headers[REQUEST_HEADERS[key]] = value;
  }
  return headers;
}

/** A query without its empty values (undefined or ''). */
export const queryOf = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

/** What a service's fetch does around each call. */
export interface ServiceFetchRules {
  /** The current user's headers. */
  session: () => SessionHeaders;
  /** Runs before each call (the version check of the main API). */
  before?: () => Promise<void>;
  /** The server answered with a session error: the app signs the user out. */
  onSessionError?: (message: string) => void;
}

/**
 * Reports a session error (Missing Session Token, Invalid Session, …) of a call made outside the
 * service's fetch (an upload through XMLHttpRequest) as the fetch reports its own: the app signs the
 * user out.
 */
export function reportSessionError(failure: ApiError, { onSessionError }: ServiceFetchRules): void {
  if (isSessionErrorMessage(failure.message)) onSessionError?.(failure.message);
}

/**
 * A service's fetch with the shared request rules (doc 1 §7, doc 2 §7): the session headers on
 * every call, and a session error reported; every failure an `ApiError` with the server's message.
 */
export function serviceFetchOf(
  fetcher: $Fetch,
  { session, before, onSessionError }: ServiceFetchRules,
): ServiceFetch {
  return async <T>(path: string, options: FetchOptions<ResponseType> = {}) => {
    await before?.();
    try {
      return (await fetcher(path, {
        ...options,
        headers: {
          ...requestHeaders(session(), options.body),
          ...(options.headers as Record<string, string>),
        },
      })) as T;
    } catch (error) {
      if (isAbortError(error)) throw error;
      const failure = toApiError(error, await streamedErrorBody(error));
      if (isSessionErrorMessage(failure.message)) onSessionError?.(failure.message);
      throw failure;
    }
  };
}
