import { dealerQuoteSession, fileDealerSession, type SessionStore } from '@sfi/app-kit';

/**
 * The dealer app serves two kinds of dealer: lease-quote dealers (doc 1, under /dealer/login and
 * /dealer/portal) and file-tool dealers (doc 2, under /dealer/chat). Each call carries the session
 * of the area the page belongs to.
 */
const storeOfPage = (): SessionStore<unknown> =>
  window.location.pathname.startsWith('/dealer/chat') ? fileDealerSession : dealerQuoteSession;

export const dealerSession: SessionStore<unknown> = {
  get: () => storeOfPage().get(),
  set: (value) => storeOfPage().set(value),
  clear: () => storeOfPage().clear(),
  subscribe: (listener) => storeOfPage().subscribe(listener),
  headers: () => storeOfPage().headers(),
};
