import { dealerQuoteSession, fileDealerSession, type SessionStore } from '@sfi/app-kit';

/**
 * The dealer app serves two kinds of dealer: lease-quote dealers (doc 1, under /dealer/login and
 * /dealer/portal) and file-tool dealers (doc 2, under /dealer/chat and /dealer/files). Each call
 * carries the session of the area the page belongs to.
 */
const fileToolAreas = ['/dealer/chat', '/dealer/files'];
const storeOfPage = (): SessionStore<unknown> =>
  fileToolAreas.some((area) => window.location.pathname.startsWith(area))
    ? fileDealerSession
    : dealerQuoteSession;

export const dealerSession: SessionStore<unknown> = {
  get: () => storeOfPage().get(),
  set: (value) => storeOfPage().set(value),
  clear: () => storeOfPage().clear(),
  subscribe: (listener) => storeOfPage().subscribe(listener),
  headers: () => storeOfPage().headers(),
};
