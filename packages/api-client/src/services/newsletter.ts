import {
  NEWSLETTER_EMAIL_FIELD,
  type NewsletterAnswer,
  type NewsletterStatus,
} from '@sfi/domain';
import type { ServiceFetch } from '../client.ts';
import { ApiError } from '../errors.ts';

/**
 * Subscribes an address to the investor newsletter (doc 2 §4, §7): posts the `EMAIL` field,
 * form-encoded as a mailing-list form does, to the form endpoint of the runtime config
 * (`newsletterFormUrl(config)`: a mailing-list provider's, or the reference server's
 * `/newsletter`). No session goes with it. Resolves once the endpoint accepted the address (the
 * reference server answers 202: a confirmation e-mail is on its way); any other answer, or no
 * answer, is an {@link ApiError} with the endpoint's `message` when it sent one.
 */
export async function subscribeToNewsletter(
  formUrl: string,
  email: string,
  options: { fetch?: typeof globalThis.fetch; signal?: AbortSignal } = {},
): Promise<void> {
  const send = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await send(formUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ [NEWSLETTER_EMAIL_FIELD]: email }).toString(),
      ...(options.signal && { signal: options.signal }),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => undefined)) as
    | { message?: unknown; fieldErrors?: unknown }
    | undefined;
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
 * The reference server's newsletter links (public service): the pages an e-mailed link opens post
 * its token. An unknown or expired link is a 404 `ApiError`; a malformed token a 400.
 */
export function newsletterApi(publicFetch: ServiceFetch) {
  const post = async (path: string, token: string): Promise<NewsletterStatus> =>
    (await publicFetch<NewsletterAnswer>(path, { method: 'POST', body: { token } })).status;
  return {
    /** `POST /newsletter/confirm`: confirms the subscription of a confirmation link ('confirmed'). */
    confirm: (token: string) => post('/newsletter/confirm', token),
    /** `POST /newsletter/unsubscribe`: unsubscribes the address of an unsubscribe link ('unsubscribed'). */
    unsubscribe: (token: string) => post('/newsletter/unsubscribe', token),
  };
}
