import { DealerLoginResultSchema, StaffLoginResultSchema } from '@sfi/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerAccounts, staffUsers } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { basic, createAuthTestApi, type AuthTestApi, type CallOptions } from './support/auth.ts';

let api: AuthTestApi;

beforeAll(async () => {
  api = await createAuthTestApi();
});
afterAll(async () => {
  await api.close();
});

const { dealer, fileDealer, staffAdmin } = demoAccounts;

/** Every key of a JSON value, except the field names of a validation error's `fieldErrors`. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'fieldErrors' ? [key] : [key, ...keysOf(child)],
  );
}

/** What must never appear in an answer: hashes and salts (under any name), phone numbers (the last four digits are shown on purpose), passwords. */
function leaks(body: string): string[] {
  const found =
    body === '' ? [] : keysOf(JSON.parse(body)).filter((key) => /hash|salt|password|^phone$/i.test(key));
  for (const needle of [
    '$argon2',
    staffAdmin.phone,
    dealer.password,
    fileDealer.password,
    staffAdmin.password,
  ]) {
    if (body.includes(needle)) found.push(needle);
  }
  return found;
}

describe('no response carries a hash, a salt, a phone or a password', () => {
  it('over every sign-in and session call, successes and failures', async () => {
    const answers: LightMyRequestResponse[] = [];
    const call = async (options: CallOptions) => {
      const response = await api.call(options);
      answers.push(response);
      return response;
    };

    await call({
      method: 'POST',
      path: '/dealer-login',
      body: { username: dealer.username, password: dealer.password },
    });
    await call({
      method: 'POST',
      path: '/dealer-login',
      body: { username: dealer.username, password: 'wrong-password' },
    });
    await call({ method: 'POST', path: '/dealer-login', body: { username: dealer.username } });
    const chat = await call({
      method: 'POST',
      path: '/users/login',
      service: '/api/chat',
      headers: { authorization: basic(fileDealer.username, fileDealer.password) },
    });
    const fileSession = {
      id: chat.json<{ session: { id: string } }>().session.id,
      token: chat.json<{ token: string }>().token,
    };
    await call({ method: 'GET', path: '/session', session: fileSession });
    await call({ method: 'GET', path: '/dealers-api-tokens', session: fileSession });

    const step1 = await call({
      method: 'POST',
      path: '/login/sms',
      headers: { authorization: basic(staffAdmin.username, staffAdmin.password) },
    });
    const pending = {
      id: step1.json<{ session: { id: string } }>().session.id,
      token: step1.json<{ token: string }>().token,
    };
    const code = await api.codeFor(pending);
    await call({
      method: 'POST',
      path: '/login',
      session: pending,
      body: { code: '000000' === code ? '000001' : '000000' },
    });
    const step2 = await call({ method: 'POST', path: '/login', session: pending, body: { code } });
    const verified = {
      id: step2.json<{ session: { id: string } }>().session.id,
      token: step2.json<{ token: string }>().token,
    };
    await call({ method: 'POST', path: '/login', session: verified, body: { code } });
    await call({ method: 'GET', path: '/session', session: verified });
    await call({ method: 'POST', path: '/session/extend', session: verified });
    await call({ method: 'POST', path: '/login/sms/resend', session: verified });
    await call({ method: 'POST', path: '/logout', session: verified });
    await call({ method: 'GET', path: '/session', session: verified });

    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 401, 400, 200, 200, 200, 200, 401, 200, 200, 200, 200, 409, 204, 401,
    ]);
    for (const answer of answers) expect(leaks(answer.body)).toEqual([]);
    // The scan itself finds what it looks for.
    expect(leaks(JSON.stringify(await api.db.select().from(staffUsers)))).not.toEqual([]);
  });

  it('strips any column a handler might pass by mistake: the response schemas keep only the listed fields', async () => {
    const [row] = await api.db.select().from(dealerAccounts);
    const reply = DealerLoginResultSchema.parse({
      token: 't',
      user: row,
      session: { id: 's', expiresAt: new Date().toISOString(), idleExpiresAt: new Date().toISOString() },
      appConfig: row,
    });
    expect(leaks(JSON.stringify(reply))).toEqual([]);
    expect(Object.keys(reply.user).sort()).toEqual([
      'contactName',
      'dealerName',
      'id',
      'locale',
      'roles',
      'username',
    ]);

    const [staff] = await api.db.select().from(staffUsers);
    const staffReply = StaffLoginResultSchema.parse({
      token: 't',
      user: { ...staff, permission: undefined },
      session: {
        id: 's',
        expiredAt: new Date().toISOString(),
        idleExpiresAt: new Date().toISOString(),
        verificationCode: '1',
      },
    });
    expect(leaks(JSON.stringify(staffReply))).toEqual([]);
    expect(staffReply.user.permission).toEqual([]);
  });
});
