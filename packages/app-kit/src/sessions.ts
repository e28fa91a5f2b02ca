import { useSyncExternalStore } from 'react';
import {
  DEALER_SESSION_TTL_MS,
  isStaffSessionExpired,
  storageKeys,
  type AppConfig,
  type DealerSessionUser,
  type DealersToken,
  type FileDealerLoginResult,
  type StaffSessionUser,
  type StaffSessionInfo,
} from '@sfi/domain';
import type { SessionHeaders } from '@sfi/api-client';
import type { Viewer } from '@sfi/api-client/react';

/**
 * A signed-in user's session as the browser keeps it (spec doc 2 §3). All apps share one origin,
 * so they share these stores: the public site's header reads the dealer's, for example.
 * Passwords are never written here.
 */
export interface SessionStore<T> {
  /** The stored session, or null when signed out (or when the stored one has expired). */
  get(): T | null;
  set(value: T): void;
  /** Signs out in this browser (the server side is `api.auth.logout()`). */
  clear(): void;
  /** Calls back whenever the session changes, in this tab or another. */
  subscribe(listener: () => void): () => void;
  /** The headers of the shared request rules for this session. */
  headers(): SessionHeaders;
}

/** A store of a signed-in user's session that also says who they are to the feature packages. */
export interface UserSessionStore<T> extends SessionStore<T> {
  /** The signed-in user of a session, as the feature packages see them (`ViewerProvider`). */
  viewer(session: T): Viewer;
}

/** Every session is kept in local storage: one per browser, shared by its tabs and apps. */
const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // Storage can be blocked; the user is then simply signed out.
  }
};

function readJson<T>(key: string): T | null {
  const text = storage()?.getItem(key);
  if (!text || text === 'null') return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

interface StoreOptions<T> {
  /** The storage key of each part of the session, and how to read it from the session. */
  parts: Record<string, (session: T) => unknown>;
  /** Rebuilds the session from its parts; null when a part is missing or it has expired. */
  assemble: (read: <V>(key: string) => V | null) => T | null;
  headers: (session: T) => SessionHeaders;
  viewer: (session: T) => Viewer;
}

function createSessionStore<T>({ parts, assemble, headers, viewer }: StoreOptions<T>): UserSessionStore<T> {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const keys = Object.keys(parts);
  let cached: { raw: string; value: T | null } | undefined;

  const store: UserSessionStore<T> = {
    get() {
      // useSyncExternalStore wants the same object while nothing changed.
      const stored = keys.map((key) => storage()?.getItem(key) ?? '');
      const raw = JSON.stringify(stored);
      if (cached?.raw !== raw) {
        const value = assemble((key) => readJson(key));
        // What is stored but unusable (expired, or half written) is cleared: signed out.
        if (value === null && stored.some(Boolean)) keys.forEach((key) => storage()?.removeItem(key));
        cached = { raw, value };
      }
      return cached.value;
    },
    set(value) {
      for (const [key, part] of Object.entries(parts)) storage()?.setItem(key, JSON.stringify(part(value)));
      notify();
    },
    clear() {
      keys.forEach((key) => storage()?.removeItem(key));
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || keys.includes(event.key)) listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
    headers() {
      const session = store.get();
      return session ? headers(session) : {};
    },
    viewer,
  };
  return store;
}

const bearer = (sessionId: string, token: string): SessionHeaders => ({
  sessionToken: sessionId,
  authorization: `Bearer ${token}`,
});

/**
 * A lease-quote dealer's session (doc 1 §4, §9): stored with a 14-day expiry; sign-out clears it.
 * It is kept in local storage, under the keys doc 2 §3 names for session storage: a session storage
 * lives in one tab, so a quote opened in a new tab asked for sign-in again (issue 25). Every tab
 * of the browser shares it for its 14 days, and signing out in one signs out all of them.
 */
export interface DealerQuoteSession {
  token: string;
  session: { id: string; expiresAt: string };
  user: DealerSessionUser;
  appConfig: AppConfig;
}

const dealerKeys = storageKeys.session;

export const dealerQuoteSession = createSessionStore<DealerQuoteSession>({
  parts: {
    [dealerKeys.dealerQuoteToken]: ({ token, session }) => ({ token, session }),
    [dealerKeys.user]: ({ user }) => user,
    [dealerKeys.appConfig]: ({ appConfig }) => appConfig,
  },
  assemble: (read) => {
    const credentials = read<Pick<DealerQuoteSession, 'token' | 'session'>>(dealerKeys.dealerQuoteToken);
    const user = read<DealerSessionUser>(dealerKeys.user);
    const appConfig = read<AppConfig>(dealerKeys.appConfig);
    if (!credentials?.token || !credentials.session?.id || !user || !appConfig) return null;
    // Never longer than the 14 days the spec gives a dealer session, whatever was stored.
    const expiresAt = Date.parse(credentials.session.expiresAt);
    if (!(expiresAt > Date.now()) || expiresAt - Date.now() > DEALER_SESSION_TTL_MS) return null;
    return { ...credentials, user, appConfig };
  },
  headers: ({ token, session, user }) => ({
    ...bearer(session.id, token),
    ...(user.username ? { dealerUsername: user.username } : {}),
    ...(typeof user.contactName === 'string' ? { dealerContactName: user.contactName } : {}),
  }),
  // The quote tool's DEALER mode, with the dealership's flag of the dealer's workflow steps.
  viewer: ({ user, appConfig }) => ({
    audience: 'dealer',
    id: user.id,
    roles: user.roles,
    dealerStepsEnabled: appConfig.dealerStepsEnabled,
  }),
});

/** A staff member's session (doc 2 §3): token, user and session details, in local storage. */
export interface StaffStoredSession {
  token: string;
  user: StaffSessionUser;
  session: StaffSessionInfo;
}

const local = storageKeys.local;

export const staffSession = createSessionStore<StaffStoredSession>({
  parts: {
    [local.staffToken]: ({ token }) => token,
    [local.staffSession]: ({ user, session }) => ({ user, session }),
  },
  assemble: (read) => {
    const token = read<string>(local.staffToken);
    const stored = read<Pick<StaffStoredSession, 'user' | 'session'>>(local.staffSession);
    // A stored session past its expiredAt means signed out, with no call (doc 2 §4).
    if (!token || !stored?.session?.id || isStaffSessionExpired(stored)) return null;
    return { token, ...stored };
  },
  headers: ({ token, session }) => bearer(session.id, token),
  viewer: ({ user }) => ({ audience: 'staff', id: user.id, roles: user.roles }),
});

/** A file-tool dealer has no quote-tool roles (one array, so their viewer stays the same). */
const noQuoteToolRoles: readonly string[] = [];

/** A file-tool dealer's session (doc 2 §3): token and user, and the dealers token of chat calls. */
export interface FileDealerStoredSession extends FileDealerLoginResult {
  dealersToken?: DealersToken;
}

export const fileDealerSession = createSessionStore<FileDealerStoredSession>({
  parts: {
    [local.dealer]: ({ token, user, session }) => ({ token, user, session }),
    [local.dealersToken]: ({ dealersToken }) => dealersToken ?? null,
  },
  assemble: (read) => {
    const dealer = read<FileDealerLoginResult>(local.dealer);
    if (!dealer?.token || !dealer.session?.id || !(Date.parse(dealer.session.expiresAt) > Date.now()))
      return null;
    const dealersToken = read<DealersToken>(local.dealersToken);
    return dealersToken ? { ...dealer, dealersToken } : dealer;
  },
  headers: ({ token, session }) => bearer(session.id, token),
  viewer: ({ user }) => ({ audience: 'dealer', id: user.id, roles: noQuoteToolRoles }),
});

/** The current session of a store, re-rendering when it changes. */
export function useStoredSession<T>(store: SessionStore<T>): T | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
