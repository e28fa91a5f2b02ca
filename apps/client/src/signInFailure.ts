/*
 * How a failed `/callback` hands its description to the sign-in page. Apart from `callbackFailure.ts`,
 * which reads the OIDC library's errors: the sign-in page's first load must not carry that library.
 */

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
