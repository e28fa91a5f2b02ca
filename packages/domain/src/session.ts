import type { ClientUser, MeAnswer, Member } from './entities/users.ts';
import type { DealerSessionUser, StaffSession } from './entities/session.ts';
import { common as commonMessages } from './catalogue/common.ts';
import { messagesIn, type MessageKey, type MessageParams } from './message-format.ts';
import { shellMessage } from './shell-messages.ts';
import { withoutTrailing } from './strings.ts';

/**
 * Session rules (doc 1 §2, §7; doc 2 §3–§5): which server messages end a session, when a stored
 * session or token has expired, what the header calls the signed-in user, and where sessions are
 * kept in the browser.
 */

/**
 * The server messages that end the session (doc 1 §7, doc 2 §7), with the catalogue key of the
 * notice shown when one arrives. The server sends these exact words; the notice can be translated.
 */
export const sessionErrorMessages = {
  'Missing Session Token': 'session.error.missingToken',
  'Invalid Session': 'session.error.invalid',
  'Network Environment Changed': 'session.error.networkChanged',
  'Session Expired': 'session.error.expired',
} as const satisfies Record<string, MessageKey>;
/** A server message that ends the session. */
export type SessionErrorMessage = keyof typeof sessionErrorMessages;

/**
 * The notice shown when a session error ends the session: "Your session has ended (Session
 * Expired). Please sign in again.", with the reason in the catalogue's words of the active
 * language, never the server's (which are English whatever the language, since clients compare
 * them). `say` is the shell's `message` (`shellMessage`) unless given.
 */
export function sessionEndedNotice(
  serverMessage: string,
  say: (key: 'session.ended' | SessionErrorKey, params?: MessageParams) => string = shellMessage,
): string {
  const reason = isSessionErrorMessage(serverMessage)
    ? say(sessionErrorMessages[serverMessage])
    : serverMessage;
  return say('session.ended', { reason });
}
/** The catalogue key of a session error's notice. */
type SessionErrorKey = (typeof sessionErrorMessages)[SessionErrorMessage];

/**
 * Whether a server's message is one of the four session errors: Missing Session Token, Invalid
 * Session, Network Environment Changed or Session Expired. The user is then signed out and shown
 * a notice that does not hide by itself.
 */
export function isSessionErrorMessage(serverMessage: unknown): serverMessage is SessionErrorMessage {
  return typeof serverMessage === 'string' && Object.hasOwn(sessionErrorMessages, serverMessage);
}

const toTime = (now: Date | number) => (typeof now === 'number' ? now : now.getTime());

/**
 * Whether a saved staff session has expired (doc 2 §4, §5): its `session.expiredAt` is before
 * `now`. A missing session, or one without a readable `expiredAt`, counts as expired, so the user
 * is signed out with no call.
 */
export function isStaffSessionExpired(
  session: { session?: Pick<StaffSession['session'], 'expiredAt'> } | null | undefined,
  now: Date | number = Date.now(),
): boolean {
  const expiredAt = Date.parse(session?.session?.expiredAt ?? '');
  return Number.isNaN(expiredAt) || expiredAt < toTime(now);
}

const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Decodes base64url (or base64) to bytes; undefined if it is not valid base64url. */
function decodeBase64Url(text: string): number[] | undefined {
  const clean = withoutTrailing(text.replace(/\+/g, '-').replace(/\//g, '_'), '=');
  if (clean.length % 4 === 1) return undefined;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = base64Alphabet.indexOf(char);
    if (value < 0) return undefined;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/**
 * The payload of a JWT, decoded but not verified (verifying the signature is the server's job), or
 * null when the token is not a JWT with a JSON object payload. Written without a library, so it
 * runs the same in browsers and Node.
 */
export function decodeJwtPayload(jwt: string | null | undefined): Record<string, unknown> | null {
  const parts = jwt?.split('.');
  if (parts?.length !== 3) return null;
  const bytes = decodeBase64Url(parts[1]!);
  if (!bytes) return null;
  try {
    const json = decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
    const payload: unknown = JSON.parse(json);
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a JWT has expired (doc 2 §5): its `exp` claim (seconds since the epoch) is before `now`.
 * A token that cannot be read, or whose `exp` is not a number, counts as expired; a readable
 * token without `exp` never expires, as JWT defines.
 */
export function isTokenExpired(jwt: string | null | undefined, now: Date | number = Date.now()): boolean {
  const payload = decodeJwtPayload(jwt);
  if (!payload) return true;
  if (!('exp' in payload)) return false;
  return typeof payload.exp !== 'number' || !Number.isFinite(payload.exp) || payload.exp * 1000 < toTime(now);
}

/**
 * Whether a stored identity token is the literal null the spec warns about: null, or the string
 * 'null'. Local storage is then cleared (doc 2 §5).
 */
export function isNullToken(storedIdToken: string | null | undefined): boolean {
  return storedIdToken === null || storedIdToken === undefined || storedIdToken.trim() === 'null';
}

/** Whether a client session is valid (doc 2 §5): a stored identity token exists and has not expired. */
export function isClientSessionValid(
  storedIdToken: string | null | undefined,
  now: Date | number = Date.now(),
): boolean {
  if (isNullToken(storedIdToken) || !storedIdToken?.trim()) return false;
  return !isTokenExpired(storedIdToken, now);
}

/** The user without its password hash and salt, and with a permission list (empty by default), doc 2 §3. */
export function withoutSecrets<T extends Record<string, unknown>>(
  user: T,
): Omit<T, 'hash' | 'salt'> & { permission: string[] } {
  const { hash: _hash, salt: _salt, ...rest } = user;
  const permission = Array.isArray(user.permission) ? (user.permission as string[]) : [];
  return { ...rest, permission } as Omit<T, 'hash' | 'salt'> & { permission: string[] };
}

/** The header entry of a signed-in client: the client's name, or the e-mail when there is no name (doc 1 §2). */
export function clientHeaderLabel(user: Pick<ClientUser, 'email' | 'files'> & { name?: string }): string {
  return user.files?.name?.trim() || user.name?.trim() || user.email;
}

/** The catalogue's common area alone: the public site's header labels dealers without the whole catalogue. */
const commonMessage = /* @__PURE__ */ messagesIn(commonMessages);

/** The header entry of a signed-in dealer: the dealer name, or "Unknown Dealer" (doc 1 §2). */
export function dealerHeaderLabel(
  user: Partial<Pick<DealerSessionUser, 'dealerName'>> | null | undefined,
  locale?: string,
): string {
  return user?.dealerName?.trim() || commonMessage('header.unknownDealer', {}, locale);
}

/**
 * Where sessions are kept in the browser (doc 2 §3). All apps share one origin, so they must use
 * the same keys; the spec lists what is stored, not the key names, which are chosen here.
 */
export const storageKeys = {
  local: {
    /** The identity provider's id token (client). */
    idToken: 'id_token',
    /** The identity provider's access token (client). */
    accessToken: 'access_token',
    /** The signed-in user type: "client". */
    userType: 'userType',
    /** The session token of the shared request rules. */
    sesToken: 'sesToken',
    /** The session of the shared request rules. */
    session: 'session',
    /** The staff session's token. */
    staffToken: 'staffToken',
    /** The staff session (user and session details). */
    staffSession: 'staffSession',
    /** The dealers token of the dealer chat calls. */
    dealersToken: 'dealersToken',
    /** The signed-in dealer (token and user). */
    dealer: 'dealer',
  },
  /**
   * The lease-quote dealer's session: doc 2 §3 names these keys of session storage; they are kept in
   * local storage so the 14-day dealer session (doc 1 §4) holds in every tab (issue 25).
   */
  session: {
    /** The dealer's quote-tool token. */
    dealerQuoteToken: 'dealerQuoteToken',
    user: 'user',
    currentUser: 'currentUser',
    appConfig: 'appConfig',
  },
} as const;

/** The user type stored beside a client's tokens (doc 2 §2, §3). */
export const CLIENT_USER_TYPE = 'client';

/**
 * Reads the public `GET /me`: `{ me }`, or the member itself as the spec also allows (doc 2 §7).
 * Kept apart from the schemas, which every app's first load would otherwise carry.
 */
export function memberOfMeAnswer(answer: MeAnswer | Member): Member {
  return 'me' in answer ? answer.me : answer;
}
