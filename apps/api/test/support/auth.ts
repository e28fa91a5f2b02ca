import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { vi } from 'vitest';
import type { AuthOptions } from '../../src/auth/auth.ts';
import type { ApiOptions } from '../../src/app.ts';
import { hashCode } from '../../src/http/tokens.ts';
import { twoFactorCodes } from '../../src/db/schema.ts';
import type { Delivery, Transport } from '../../src/outbox/transports.ts';
import { demoAccounts, writeDemoAccounts } from '../../src/seed/demo-accounts.ts';
import { createTestApi, type TestApi } from './api.ts';

/** A clock the test moves by hand. */
export class FakeClock {
  #time: number;
  constructor(start = Date.parse('2026-03-02T14:00:00.000Z')) {
    this.#time = start;
  }
  readonly now = (): Date => new Date(this.#time);
  advance(ms: number): void {
    this.#time += ms;
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A transport that keeps what it is given. */
export class CapturingTransport implements Transport {
  readonly name = 'capture';
  readonly sent: Delivery[] = [];
  async send(message: Delivery): Promise<void> {
    this.sent.push(message);
  }
}

/** Client addresses on different networks. */
export const office = '203.0.113.10';
export const officeNeighbour = '203.0.113.77';
export const elsewhere = '198.51.100.20';

export interface AuthTestApi extends TestApi {
  clock: FakeClock;
  sms: CapturingTransport;
  email: CapturingTransport;
  /** Injects a call to the main API (`/api/main` + path) from a client address. */
  call(options: CallOptions): Promise<LightMyRequestResponse>;
  /** The code texted for a pending session's live code, once its SMS has been delivered. */
  codeFor(session: SignedIn): Promise<string>;
  /** A signed-in staff member: the whole two-step sign-in. */
  staffSignIn(from?: string, who?: 'staffAdmin' | 'staffSuperAdmin'): Promise<SignedIn & { code: string }>;
  /** A signed-in lease-quote dealer. */
  dealerSignIn(from?: string): Promise<SignedIn>;
  /** A signed-in file-tool dealer. */
  fileDealerSignIn(from?: string): Promise<SignedIn>;
}

export interface CallOptions {
  method: InjectOptions['method'];
  path: string;
  /** The service base path. @default '/api/main' */
  service?: string;
  from?: string;
  headers?: Record<string, string>;
  body?: unknown;
  session?: SignedIn;
}

/** A session's two halves, as a client keeps them. */
export interface SignedIn {
  id: string;
  token: string;
}

export function basic(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

export function sessionHeaders(session: SignedIn): Record<string, string> {
  return { 'x-session-token': session.id, authorization: `Bearer ${session.token}` };
}

/**
 * The API over a fresh database holding the demo accounts, with a fake clock and captured
 * messages. Passwords are hashed at the real cost, once per file (the demo accounts).
 */
export async function createAuthTestApi(
  options: Omit<AuthOptions, 'now' | 'transports'> = {},
  apiOptions: Pick<ApiOptions, 'valuation' | 'live' | 'storage' | 'logger' | 'corsOrigins'> = {},
): Promise<AuthTestApi> {
  const clock = new FakeClock();
  const sms = new CapturingTransport();
  const email = new CapturingTransport();
  const api = await createTestApi({
    ...apiOptions,
    auth: { ...options, now: clock.now, transports: { sms, email } },
  });
  await writeDemoAccounts(api.db);

  const call = ({
    method,
    path,
    service = '/api/main',
    from = office,
    headers = {},
    body,
    session,
  }: CallOptions) =>
    api.app.inject({
      method,
      url: `${service}${path}`,
      remoteAddress: from,
      headers: { ...(session && sessionHeaders(session)), ...headers },
      ...(body !== undefined && { payload: body as InjectOptions['payload'] }),
    });

  // Deliveries run after the answer, so SMS of earlier calls may still arrive: the right one is
  // the one whose code hashes, with this session's token, to the session's live code.
  const codeFor = async (session: SignedIn) =>
    vi.waitFor(async () => {
      const [live] = await api.db
        .select({ codeHash: twoFactorCodes.codeHash })
        .from(twoFactorCodes)
        .where(and(eq(twoFactorCodes.sessionId, session.id), isNull(twoFactorCodes.supersededAt)));
      const codes = sms.sent.flatMap((message) => /\b(\d{6})\b/.exec(message.body)?.[1] ?? []);
      const code = codes.find((candidate) => live && hashCode(session.token, candidate) === live.codeHash);
      if (code === undefined) throw new Error('the SMS has not arrived yet');
      return code;
    });

  const staffSignIn = async (from = office, who: 'staffAdmin' | 'staffSuperAdmin' = 'staffAdmin') => {
    const account = demoAccounts[who];
    const first = await call({
      method: 'POST',
      path: '/login/sms',
      from,
      headers: { authorization: basic(account.username, account.password) },
    });
    if (first.statusCode !== 200) throw new Error(`login/sms answered ${first.statusCode}: ${first.body}`);
    const { token, session } = first.json<{ token: string; session: { id: string } }>();
    const code = await codeFor({ id: session.id, token });
    const second = await call({
      method: 'POST',
      path: '/login',
      from,
      session: { id: session.id, token },
      body: { code },
    });
    if (second.statusCode !== 200) throw new Error(`login answered ${second.statusCode}: ${second.body}`);
    // The code step answers a new session id and token; the pending ones stop working.
    const verified = second.json<{ token: string; session: { id: string } }>();
    return { id: verified.session.id, token: verified.token, code };
  };

  const dealerSignIn = async (from = office) => {
    const { username, password } = demoAccounts.dealer;
    const response = await call({
      method: 'POST',
      path: '/dealer-login',
      from,
      body: { username, password },
    });
    if (response.statusCode !== 200) throw new Error(`dealer-login answered ${response.statusCode}`);
    const { token, session } = response.json<{ token: string; session: { id: string } }>();
    return { id: session.id, token };
  };

  const fileDealerSignIn = async (from = office) => {
    const { username, password } = demoAccounts.fileDealer;
    const response = await call({
      method: 'POST',
      path: '/users/login',
      service: '/api/chat',
      from,
      headers: { authorization: basic(username, password) },
    });
    if (response.statusCode !== 200) throw new Error(`users/login answered ${response.statusCode}`);
    const { token, session } = response.json<{ token: string; session: { id: string } }>();
    return { id: session.id, token };
  };

  return { ...api, clock, sms, email, call, codeFor, staffSignIn, dealerSignIn, fileDealerSignIn };
}
