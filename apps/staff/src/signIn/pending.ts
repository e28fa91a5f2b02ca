import type { StaffCodeSent } from '@sfi/domain';

/**
 * The staff sign-in between its two steps: the password was right and a code is on its way.
 * It lives in memory only; a reload starts the sign-in again.
 */
let pending: StaffCodeSent | null = null;

export const pendingSignIn = {
  get: () => pending,
  set: (value: StaffCodeSent | null) => {
    pending = value;
  },
  /** The headers of the code step: the pending session's id and token. */
  headers: () =>
    pending ? { sessionToken: pending.session.id, authorization: `Bearer ${pending.token}` } : {},
};
