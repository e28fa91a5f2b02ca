import type {
  CurrentSession,
  DealerLogin,
  DealerLoginResult,
  DealersToken,
  FileDealerLoginResult,
  Locale,
  PasswordChange,
  PasswordForgot,
  PasswordLinkUse,
  PasswordLinkUsed,
  StaffCodeResent,
  StaffCodeSent,
  StaffLoginResult,
} from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';

/** The `Authorization: Basic` value of a username and password (UTF-8, as browsers send it). */
export function basicAuthorization(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** Sign-in and session calls of the main API (spec doc 1 §7, doc 2 §4 and §7). */
export function authApi(main: ServiceFetch) {
  return {
    /** `POST /dealer-login`: a lease-quote dealer signs in; answers token, user, session and appConfig. */
    dealerLogin: ({ username, password }: DealerLogin) =>
      main<DealerLoginResult>('/dealer-login', {
        method: 'POST',
        headers: { Authorization: basicAuthorization(username, password) },
        body: { username, password },
      }),
    /** `POST /login/sms`: the staff password step; sends a 6-digit code by SMS. */
    staffRequestCode: (username: string, password: string) =>
      main<StaffCodeSent>('/login/sms', {
        method: 'POST',
        headers: { Authorization: basicAuthorization(username, password) },
      }),
    /** `POST /login` with the code: verifies it, or restores a stored session with its code. */
    staffVerify: (code: string) => main<StaffLoginResult>('/login', { method: 'POST', body: { code } }),
    /** Sends a new code for the pending staff sign-in. */
    staffResendCode: () => main<StaffCodeResent>('/login/sms/resend', { method: 'POST', body: {} }),
    /** `GET /session`: who is signed in. */
    current: () => main<CurrentSession>('/session'),
    /** Moves the idle deadline of the current session forward. */
    extend: () => main<CurrentSession>('/session/extend', { method: 'POST', body: {} }),
    /** Revokes the current session on the server. */
    logout: async (): Promise<void> => {
      await main('/logout', { method: 'POST', body: {} });
    },
    /** `PUT /session/password`: the signed-in person's own password; their other sessions end. */
    changePassword: async (change: PasswordChange): Promise<void> => {
      await main('/session/password', { method: 'PUT', body: change });
    },
    /**
     * `PUT /session/locale`: the signed-in person's language, kept on their account for the e-mails
     * and text messages written to them (issue 29).
     */
    setLocale: async (locale: Locale): Promise<void> => {
      await main('/session/locale', { method: 'PUT', body: { locale } });
    },
    /** `POST /password/forgot`: a reset link to the account's e-mail (the same answer for any username). */
    forgotPassword: async (forgot: PasswordForgot): Promise<void> => {
      await main('/password/forgot', { method: 'POST', body: forgot });
    },
    /** `POST /password/link`: an e-mailed activation or reset link used once; answers whose password it set. */
    usePasswordLink: (use: PasswordLinkUse) =>
      main<PasswordLinkUsed>('/password/link', { method: 'POST', body: use }),
    /** `GET /dealers-api-tokens`: the dealer token that dealer chat calls use. */
    dealersApiToken: () => main<DealersToken>('/dealers-api-tokens'),
  };
}

/** Sign-in on the chat, users and storage service (spec doc 2 §7). */
export function chatAuthApi(chat: ServiceFetch) {
  return {
    /** `POST /users/login`: a file-tool dealer signs in. */
    login: (username: string, password: string) =>
      chat<FileDealerLoginResult>('/users/login', {
        method: 'POST',
        headers: { Authorization: basicAuthorization(username, password) },
        body: {},
      }),
  };
}
