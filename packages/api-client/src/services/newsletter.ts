import { NEWSLETTER_EMAIL_FIELD, type NewsletterAnswer, type NewsletterStatus } from '@sfi/domain';
import { ApiError } from '../errors.ts';

/*
 * The investor newsletter's calls (doc 2 §4, §7) need no session and go to a form endpoint that may
 * be a mailing-list provider's: plain `fetch`, not a service of the client, so that the public site
 * makes them without the API client's code (its first load has no room for it).
 */

interface FetchOptions {
  /** The fetch to use; the global one by default. */
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}

/**
 * Sends a request and answers its JSON body; a refusal is an {@link ApiError} with the server's
 * `message` and field errors when it sent them, no answer an `ApiError` of status 0 (an abort
 * passes through as it is).
 */
async function send<T>(url: string, init: RequestInit, options: FetchOptions): Promise<T> {
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(url, {
      ...init,
      headers: { Accept: 'application/json', ...(init.headers as Record<string, string>) },
      ...(options.signal && { signal: options.signal }),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const body = (await response.json().catch(() => undefined)) as
    { message?: unknown; fieldErrors?: unknown } | undefined;
  if (response.ok) return body as T;
  const fieldErrors =
    body?.fieldErrors && typeof body.fieldErrors === 'object'
      ? (body.fieldErrors as Record<string, string>)
      : {};
  throw new ApiError(
    response.status,
    typeof body?.message === 'string' ? body.message : response.statusText,
    fieldErrors,
    body,
  );
}

/**
 * Subscribes an address to the investor newsletter: posts the `EMAIL` field, form-encoded as a
 * mailing-list form does, to the form endpoint of the runtime config (`newsletterFormUrl(config)`:
 * a mailing-list provider's, or the reference server's `/newsletter`). Resolves once the endpoint
 * accepted the address (the reference server answers 202: a confirmation e-mail is on its way);
 * any other answer, or none, is an {@link ApiError} with the endpoint's `message` when it sent one.
 */
export async function subscribeToNewsletter(
  formUrl: string,
  email: string,
  options: FetchOptions = {},
): Promise<void> {
  await send<unknown>(
    formUrl,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ [NEWSLETTER_EMAIL_FIELD]: email }).toString(),
    },
    options,
  );
}

/**
 * The reference server's newsletter links, on the public service at `publicBaseUrl` (the runtime
 * config's `services.public`): the pages an e-mailed link opens post its token. An unknown or
 * expired link is a 404 `ApiError`, a malformed token a 400. `createApiClient` gives them as
 * `api.public.newsletter`.
 */
export function newsletterLinks(publicBaseUrl: string, options: Omit<FetchOptions, 'signal'> = {}) {
  const post = async (path: string, token: string): Promise<NewsletterStatus> =>
    (
      await send<NewsletterAnswer>(
        `${publicBaseUrl.replace(/\/+$/, '')}${path}`,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) },
        options,
      )
    ).status;
  return {
    /** `POST /newsletter/confirm`: confirms the subscription of a confirmation link ('confirmed'). */
    confirm: (token: string) => post('/newsletter/confirm', token),
    /** `POST /newsletter/unsubscribe`: unsubscribes the address of an unsubscribe link ('unsubscribed'). */
    unsubscribe: (token: string) => post('/newsletter/unsubscribe', token),
  };
}
