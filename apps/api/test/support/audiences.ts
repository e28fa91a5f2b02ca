// Callers of every audience of the API, signed in for real (sessions through the sign-in calls,
// clients through the identity provider's code flow), for tests that try a call as each of them:
// the role matrix, and anything else that must hold "whoever calls".
import { eq } from 'drizzle-orm';
import { emailKey } from '@sfi/domain';
import { PasswordHasher } from '../../src/auth/passwords.ts';
import { usernameKey } from '../../src/db/usernames.ts';
import { upsertDealerAccount, upsertFileDealer } from '../../src/db/accounts.ts';
import { dealerApiTokens, sessions } from '../../src/db/schema.ts';
import { upsertClient } from '../../src/db/client-accounts.ts';
import { demoAccounts, demoClient, writeDemoClient } from '../../src/seed/demo-accounts.ts';
import { stableUuid } from '../../src/seed/random.ts';
import { basic, office, sessionHeaders, type AuthTestApi, type SignedIn } from './auth.ts';
import { injectSend } from './inject-send.ts';
import { signInClient } from './oidc.ts';

/**
 * Who calls: nobody signed in, a client, each kind of session, the file-tool dealer's chat token
 * (`GET /dealers-api-tokens`, presented as a session is), and a staff sign-in still waiting for its code.
 */
export const audienceNames = [
  'none',
  'client',
  'dealer',
  'fileDealer',
  'fileDealerToken',
  'staffAdmin',
  'staffSuperAdmin',
  'staffPending',
] as const;
export type AudienceName = (typeof audienceNames)[number];

/** A second client, for "only one's own records" (the first is the demo client). */
export const otherClient = {
  id: stableUuid('client:other.client@example.com'),
  email: 'other.client@example.com',
  password: 'other-client-2026',
  name: 'Blake Other',
} as const;

/** A lease-quote dealer of another dealership than the demo dealer's, for "only one's own dealership". */
export const otherDealer = {
  id: stableUuid('dealer-account:other-dealer'),
  username: 'other-dealer',
  password: 'other-dealer-2026',
  dealerName: 'Prairie Sky Autos',
  contactName: 'Sam Other',
} as const;

/** A file-tool dealer of another dealership than the demo file dealer's (D-1001). */
export const otherFileDealer = {
  id: stableUuid('file-dealer:other-filedealer'),
  username: 'other-filedealer',
  password: 'other-filedealer-2026',
  dealerNo: 'D-2002',
  email: 'files@prairiesky.example',
  name: 'Prairie Sky Autos',
} as const;

/** The audiences that have a second caller of their own. */
export type OtherAudienceName = 'client' | 'dealer' | 'fileDealer';

export interface Audiences {
  /** The headers a caller of this audience sends (signing in the first time, and again if a call ended the session). */
  headers(who: AudienceName): Promise<Record<string, string>>;
  /** The headers of the second client, or of the dealer of another dealership. */
  otherHeaders(who: OtherAudienceName): Promise<Record<string, string>>;
  /** The session behind an audience's headers, if it has one. */
  session(who: AudienceName): Promise<SignedIn | undefined>;
}

/**
 * Writes the demo client, a second client and a dealer of another dealership, and signs each
 * audience in on first use. Sessions
 * come from `office`, so calls must come from there too (`remoteAddress: office`).
 */
export async function createAudiences(api: AuthTestApi): Promise<Audiences> {
  await writeDemoClient(api.db);
  await upsertClient(api.db, {
    id: otherClient.id,
    email: otherClient.email,
    emailKey: emailKey(otherClient.email),
    name: otherClient.name,
    passwordHash: await new PasswordHasher().hash(otherClient.password),
    emailVerifiedAt: new Date('2026-01-01T00:00:00.000Z'),
  });
  const { password: otherDealerPassword, ...otherDealerFields } = otherDealer;
  await upsertDealerAccount(api.db, {
    ...otherDealerFields,
    usernameKey: usernameKey(otherDealer.username),
    passwordHash: await new PasswordHasher().hash(otherDealerPassword),
  });
  let otherDealerSession: Promise<SignedIn> | undefined;
  const { password: otherFileDealerPassword, ...otherFileDealerFields } = otherFileDealer;
  await upsertFileDealer(api.db, {
    ...otherFileDealerFields,
    usernameKey: usernameKey(otherFileDealer.username),
    passwordHash: await new PasswordHasher().hash(otherFileDealerPassword),
  });
  let otherFileDealerSession: Promise<SignedIn> | undefined;

  let host = 0;
  const clientToken = async (email: string, password: string) => {
    host += 1;
    const flow = { origin: 'http://localhost', send: injectSend(api.app, `192.0.2.${100 + host}`) };
    return (await signInClient(flow, email, password)).access_token;
  };

  const pendingSignIn = async (): Promise<SignedIn> => {
    const { username, password } = demoAccounts.staffAdmin;
    const response = await api.call({
      method: 'POST',
      path: '/login/sms',
      from: office,
      headers: { authorization: basic(username, password) },
    });
    if (response.statusCode !== 200) throw new Error(`login/sms answered ${response.statusCode}`);
    const { token, session } = response.json<{ token: string; session: { id: string } }>();
    return { id: session.id, token };
  };

  const signIn: Record<
    Exclude<AudienceName, 'none' | 'client' | 'fileDealerToken'>,
    () => Promise<SignedIn>
  > = {
    dealer: () => api.dealerSignIn(office),
    fileDealer: () => api.fileDealerSignIn(office),
    staffAdmin: () => api.staffSignIn(office, 'staffAdmin'),
    staffSuperAdmin: () => api.staffSignIn(office, 'staffSuperAdmin'),
    staffPending: pendingSignIn,
  };

  /**
   * The file-tool dealer's chat token, issued to their session as it is now: a new session, or a
   * token replaced since (each `GET /dealers-api-tokens` replaces the session's last), a new token.
   */
  let dealerToken: { sessionId: string; token: Promise<SignedIn> } | undefined;
  const fileDealerToken = async (): Promise<SignedIn> => {
    const fileDealer = (await session('fileDealer'))!;
    const current = dealerToken && (await dealerToken.token);
    const [row] = current
      ? await api.db
          .select({ revokedAt: dealerApiTokens.revokedAt })
          .from(dealerApiTokens)
          .where(eq(dealerApiTokens.id, current.id))
      : [];
    if (dealerToken?.sessionId !== fileDealer.id || !row || row.revokedAt !== null)
      dealerToken = {
        sessionId: fileDealer.id,
        token: api
          .call({
            method: 'GET',
            path: '/dealers-api-tokens',
            from: office,
            headers: sessionHeaders(fileDealer),
          })
          .then((response) => {
            if (response.statusCode !== 200)
              throw new Error(`dealers-api-tokens answered ${response.statusCode}`);
            const { id, token } = response.json<{ id: string; token: string }>();
            return { id, token };
          }),
      };
    return dealerToken.token;
  };

  const live = new Map<AudienceName, SignedIn>();
  const tokens = new Map<string, Promise<string>>();
  const token = (email: string, password: string) => {
    let found = tokens.get(email);
    if (!found) tokens.set(email, (found = clientToken(email, password)));
    return found;
  };

  const session = async (who: AudienceName): Promise<SignedIn | undefined> => {
    if (who === 'none' || who === 'client' || who === 'fileDealerToken') return undefined;
    const current = live.get(who);
    if (current) {
      const [row] = await api.db
        .select({ revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.id, current.id));
      if (row && row.revokedAt === null) return current;
    }
    const fresh = await signIn[who]();
    live.set(who, fresh);
    return fresh;
  };

  return {
    session,
    headers: async (who) => {
      if (who === 'none') return {};
      if (who === 'client')
        return { authorization: `Bearer ${await token(demoClient.email, demoClient.password)}` };
      if (who === 'fileDealerToken') return sessionHeaders(await fileDealerToken());
      return sessionHeaders((await session(who))!);
    },
    otherHeaders: async (who) => {
      if (who === 'client')
        return { authorization: `Bearer ${await token(otherClient.email, otherClient.password)}` };
      if (who === 'fileDealer') {
        otherFileDealerSession ??= api
          .call({
            method: 'POST',
            path: '/users/login',
            service: '/api/chat',
            from: office,
            headers: { authorization: basic(otherFileDealer.username, otherFileDealer.password) },
          })
          .then((response) => {
            if (response.statusCode !== 200) throw new Error(`users/login answered ${response.statusCode}`);
            const { token, session } = response.json<{ token: string; session: { id: string } }>();
            return { id: session.id, token };
          });
        return sessionHeaders(await otherFileDealerSession);
      }
      otherDealerSession ??= api
        .call({
          method: 'POST',
          path: '/dealer-login',
          from: office,
          body: { username: otherDealer.username, password: otherDealer.password },
        })
        .then((response) => {
          if (response.statusCode !== 200) throw new Error(`dealer-login answered ${response.statusCode}`);
          const { token, session } = response.json<{ token: string; session: { id: string } }>();
          return { id: session.id, token };
        });
      return sessionHeaders(await otherDealerSession);
    },
  };
}
