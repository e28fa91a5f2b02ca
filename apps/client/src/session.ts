import type { SigninRedirectArgs, User, UserManager } from 'oidc-client-ts';
import type { SessionStore } from '@sfi/app-kit';
import type { SessionHeaders } from '@sfi/api-client';
import { loadRuntimeConfig } from '@sfi/api-client';
import {
  activeLocale,
  CLIENT_USER_TYPE,
  isClientSessionValid,
  isNullToken,
  storageKeys,
  type ClientSession,
} from '@sfi/domain';
import { configUrl } from './config.ts';

const keys = storageKeys.local;

/** The scopes the client app asks for: who the client is, and the public API (`me`). */
export const CLIENT_SCOPES = 'openid email profile me';

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // Storage can be blocked; the client is then simply signed out.
  }
};

/**
 * The client check (doc 2 §5, doc 1 §2): the session is valid only if a stored id token exists and
 * has not expired. A stored token that is null or the string 'null' clears local storage.
 */
export function checkClientSession(now: number = Date.now()): boolean {
  const stored = storage();
  const idToken = stored?.getItem(keys.idToken) ?? null;
  if (isNullToken(idToken)) {
    if (idToken !== null) stored?.clear();
    return false;
  }
  return isClientSessionValid(idToken, now);
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
let cached: { raw: string; value: ClientSession | null } | undefined;

/**
 * The client's session as the browser keeps it (doc 2 §3): id token, access token and the user
 * type "client" in local storage, where the public site's header reads them too.
 */
export const clientSession: SessionStore<ClientSession> = {
  get() {
    const stored = storage();
    const parts = [keys.idToken, keys.accessToken, keys.userType].map((key) => stored?.getItem(key) ?? '');
    const raw = parts.join('\n');
    if (cached?.raw !== raw) {
      const [idToken = '', accessToken = '', userType = ''] = parts;
      const valid = checkClientSession() && accessToken !== '' && userType === CLIENT_USER_TYPE;
      cached = { raw, value: valid ? { idToken, accessToken, userType: CLIENT_USER_TYPE } : null };
    }
    return cached.value;
  },
  set({ idToken, accessToken }) {
    const stored = storage();
    stored?.setItem(keys.idToken, idToken);
    stored?.setItem(keys.accessToken, accessToken);
    stored?.setItem(keys.userType, CLIENT_USER_TYPE);
    notify();
  },
  clear() {
    const stored = storage();
    for (const key of [keys.idToken, keys.accessToken, keys.userType, keys.sesToken, keys.session])
      stored?.removeItem(key);
    notify();
  },
  subscribe(listener) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values(keys).includes(event.key as never)) listener();
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      listeners.delete(listener);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  },
  /** The public API and the member service take the identity provider's access token (doc 2 §7). */
  headers(): SessionHeaders {
    const session = clientSession.get();
    return session ? { authorization: `Bearer ${session.accessToken}` } : {};
  },
};

/** Stores what a sign-in or a silent renewal returned. */
export function storeUser(user: User): void {
  if (!user.id_token) return;
  clientSession.set({ idToken: user.id_token, accessToken: user.access_token, userType: CLIENT_USER_TYPE });
}

/**
 * What a sign-in (or a sign-up, the provider's form for it first) asks the identity provider: its
 * pages in the page's language (`ui_locales`, issue 29), whatever the browser's own languages.
 */
export function signInRequest(kind: 'signIn' | 'signUp'): SigninRedirectArgs {
  return {
    ui_locales: activeLocale(),
    ...(kind === 'signUp' && { extraQueryParams: { screen_hint: 'signup' } }),
  };
}

let manager: Promise<UserManager | null> | undefined;

/**
 * The OpenID Connect client (authorization code with PKCE, oidc-client-ts) for the issuer the
 * runtime config names; null when none is configured. It is loaded when first asked for (a sign-in,
 * the callback, the dashboard's silent renewal), not with the app: it is about a third of what the
 * sign-in page would otherwise download first.
 */
export function userManager(): Promise<UserManager | null> {
  manager ??= Promise.all([loadRuntimeConfig(configUrl), import('oidc-client-ts')]).then(([config, oidc]) => {
    const { UserManager, WebStorageStateStore } = oidc;
    if (!config.identity) return null;
    const origin = window.location.origin;
    const created = new UserManager({
      authority: config.identity.issuer,
      client_id: config.identity.clientId,
      redirect_uri: `${origin}/callback`,
      silent_redirect_uri: `${origin}/callback`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: CLIENT_SCOPES,
      loadUserInfo: false,
      // A silent session check renews the tokens before they expire (doc 2 §4, §7).
      automaticSilentRenew: true,
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    });
    created.events.addUserLoaded(storeUser);
    created.events.addUserSignedOut(() => clientSession.clear());
    created.events.addSilentRenewError(() => undefined);
    return created;
  });
  return manager;
}

/**
 * Sign-out: clears the stored tokens and session here, then ends the provider's session in one
 * step: the id token (an expired one too: the provider only checks it names this session) and the
 * registered address to come back to tell the provider the request is the app's own, so it asks nothing.
 */
export async function signOut(): Promise<void> {
  const oidc = await userManager().catch(() => null);
  const stored = storage()?.getItem(keys.idToken) ?? null;
  const idToken = stored && !isNullToken(stored) ? stored : undefined;
  clientSession.clear();
  if (!oidc) {
    window.location.assign('/');
    return;
  }
  await oidc.removeUser();
  await oidc.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
}
