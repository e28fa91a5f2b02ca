import type { StaffCodeSent } from '@sfi/domain';

/** Where this tab keeps a pending sign-in across a reload (session storage: this tab only). */
export const PENDING_SIGN_IN_KEY = 'staffPendingSignIn';

const tabStorage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // Storage can be blocked: a reload then starts the sign-in again.
  }
};

/** The stored pending sign-in while its session lives; null (and forgotten) once it has expired. */
function read(now: number): StaffCodeSent | null {
  const stored = tabStorage()?.getItem(PENDING_SIGN_IN_KEY);
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as StaffCodeSent;
    if (value?.token && value.session?.id && Date.parse(value.session.expiredAt) > now) return value;
  } catch {
    // Not ours, or half written: forgotten below.
  }
  tabStorage()?.removeItem(PENDING_SIGN_IN_KEY);
  return null;
}

/**
 * The staff sign-in between its two steps: the password was right and a code is on its way. It
 * holds the pending session (good only for the code step, never the password), kept in this tab's
 * session storage until the code is verified or the sign-in starts over, and for no longer than
 * the pending session's own lifetime: a reload of the code page keeps the sign-in.
 */
export const pendingSignIn = {
  get: (now: number = Date.now()): StaffCodeSent | null => read(now),
  set: (value: StaffCodeSent | null) => {
    if (value) tabStorage()?.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(value));
    else tabStorage()?.removeItem(PENDING_SIGN_IN_KEY);
  },
  /** The headers of the code step: the pending session's id and token. */
  headers: () => {
    const pending = read(Date.now());
    return pending ? { sessionToken: pending.session.id, authorization: `Bearer ${pending.token}` } : {};
  },
};
