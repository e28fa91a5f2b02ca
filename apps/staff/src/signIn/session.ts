import { staffSession, type SessionStore } from '@sfi/app-kit';
import { pendingSignIn } from './pending.ts';

/** The staff console's calls carry the signed-in session, or during sign-in the pending one. */
export const staffRequestSession: SessionStore<unknown> = {
  get: () => staffSession.get(),
  set: (value) => staffSession.set(value as never),
  clear: () => staffSession.clear(),
  subscribe: (listener) => staffSession.subscribe(listener),
  headers: () => (staffSession.get() ? staffSession.headers() : pendingSignIn.headers()),
};
