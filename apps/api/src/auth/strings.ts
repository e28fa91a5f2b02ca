import { message, type SessionErrorMessage } from '@sfi/domain';

/**
 * The user-facing strings of sign-in and sessions.
 *
 * The spec's own words come from the catalogue in `@sfi/domain`: the four session errors (typed
 * against its list, so a typo does not compile; they are sent in English whatever the locale,
 * since clients compare them) and the sign-in failure.
 *
 * The rest are the catalogue's own sign-in messages; naming them here keeps handlers readable.
 * Each is a function, said when a request needs it, so that it speaks that request's language
 * rather than the language of whichever request first loaded this module.
 */

/** No session id or no token was sent (spec doc 1 §7, doc 2 §7 and §8). */
export const SESSION_MISSING: SessionErrorMessage = 'Missing Session Token';
/** The session is unknown, revoked, or the token does not belong to it (spec doc 1 §7). */
export const SESSION_INVALID: SessionErrorMessage = 'Invalid Session';
/** The session passed its absolute or idle expiry (spec doc 1 §7). */
export const SESSION_EXPIRED: SessionErrorMessage = 'Session Expired';
/** The session was used from another network than the one it was created on (spec doc 1 §7). */
export const SESSION_NETWORK_CHANGED: SessionErrorMessage = 'Network Environment Changed';

/** Dealer and staff sign-in failed (spec doc 1 §5 and §8, doc 2 §8). The same for an unknown user and a wrong password. */
export const loginFailedMessage = () => message('dealer.login.failed');

/** A signed-in user calls something their kind of account may not use. */
export const forbiddenMessage = () => message('error.forbidden');

/** A sign-in call without a usable username and password. */
export const credentialsRequiredMessage = () => message('auth.credentialsRequired');
/** `POST /dealer-login`: the Basic Authorization header names another user than the body. */
export const credentialsMismatchMessage = () => message('auth.credentialsMismatch');
/** Too many failed attempts from this client, or for this account from this client (sent with `Retry-After`). */
export const tooManyAttemptsMessage = () => message('auth.tooManyAttempts');

/** `POST /login`: the body has no six-digit code. */
export const codeRequiredMessage = () => message('auth.code.required');
/** `POST /login`: the code is not the one sent. */
export const codeWrongMessage = () => message('auth.code.wrong');
/** `POST /login`: the code is past its 10 minutes, or was already used. */
export const codeExpiredMessage = () => message('auth.code.expired');
/** `POST /login`: the code was tried too many times. */
export const codeTooManyAttemptsMessage = () => message('auth.code.tooManyAttempts');
/** `POST /login/sms/resend`: asked again too soon (sent with `Retry-After`). */
export const codeResendTooSoonMessage = () => message('auth.code.resendTooSoon');
/** `POST /login/sms/resend`: every code this sign-in may send was sent. */
export const codeResendLimitMessage = () => message('auth.code.resendLimit');
/** Every code an account may be sent in an hour, across its sessions, was sent (sent with `Retry-After`). */
export const codeAccountLimit = (minutes: number) => message('auth.code.accountLimit', { minutes });
/** `POST /login/sms/resend` on a session that is already verified. */
export const alreadyVerifiedMessage = () => message('auth.alreadyVerified');

/** The SMS that carries a staff sign-in code. */
export function verificationSms(code: string, minutes: number): string {
  return message('auth.sms.code', { code, minutes });
}
