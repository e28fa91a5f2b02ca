import { ErrorResponse } from 'oidc-client-ts';
import { clientMessages, messagesIn } from '@sfi/domain';

const clientMessage = /* @__PURE__ */ messagesIn(clientMessages);

/**
 * What the sign-in page says of a `/callback` that failed: the identity provider's own description
 * of its refusal (doc 2 §8: shown as the provider gives it), or, when the browser's half of the
 * sign-in cannot go on (no sign-in started in this browser, its state gone, a network failure),
 * the catalogue's words rather than the OIDC library's English ("No matching state found in
 * storage").
 */
export function callbackFailure(error: unknown): string {
  if (error instanceof ErrorResponse) return error.error_description ?? error.error ?? error.message;
  return clientMessage('client.login.interrupted');
}

/** Where `/callback` leaves its failure for the sign-in page, for this tab only. */
const FAILURE_KEY = 'sfi.client.signInFailure';

/**
 * Hands a failed `/callback`'s description to the sign-in page, which shows it once. Not in the
 * address: a link to `/client/login?error_description=…` would let anyone put their own words in
 * the page's alert (to send a client to a false phone number, say).
 */
export function passSignInFailure(description: string): void {
  sessionStorage.setItem(FAILURE_KEY, description);
}

/** The failure `/callback` left for the sign-in page, if any. */
export function signInFailure(): string | null {
  return sessionStorage.getItem(FAILURE_KEY);
}

/** Once shown, the failure is forgotten: loaded again, the sign-in page starts clean. */
export function forgetSignInFailure(): void {
  sessionStorage.removeItem(FAILURE_KEY);
}
