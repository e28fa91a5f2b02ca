// Issue 8, defects 3 and 8 (input): each was a 500, a misread body or an answer outside the uniform
// error when found; each test here failed before its fix.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_MODELS_PER_MAKE, message, type Make } from '@sfi/domain';
import { credentialsRequiredMessage } from '../src/auth/strings.ts';
import { bankingInfo, makes } from '../src/db/schema.ts';
import { API_BODY_LIMIT } from '../src/http/errors.ts';
import {
  basic,
  createAuthTestApi,
  office,
  sessionHeaders,
  type AuthTestApi,
  type SignedIn,
} from './support/auth.ts';

let api: AuthTestApi;
let staff: SignedIn;

beforeAll(async () => {
  api = await createAuthTestApi();
  staff = await api.staffSignIn();
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await api.db.delete(makes);
});

const refused = message('validation.text.characters');

/** The uniform error body, exactly. */
function uniform(status: number, text: string, fieldErrors?: Record<string, string>) {
  return {
    statusCode: status,
    error: expect.any(String),
    message: text,
    ...(fieldErrors && { fieldErrors }),
  };
}

function send(
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  payload?: string,
  contentType = 'application/json',
) {
  return api.app.inject({
    method,
    url: `/api/main${url}`,
    remoteAddress: office,
    headers: { ...sessionHeaders(staff), ...(payload !== undefined && { 'content-type': contentType }) },
    ...(payload !== undefined && { payload }),
  });
}

async function createMake(name: string): Promise<Make> {
  const response = await send('POST', '/makes', JSON.stringify({ name }));
  expect(response.statusCode).toBe(201);
  return response.json<Make>();
}

describe('defect 3: control characters and lone surrogates are refused at the schema', () => {
  it.each<[what: string, body: unknown, field: string]>([
    ['a NUL in a make name', { name: 'Hon\u0000da' }, 'name'],
    ['an escape sequence in a make name', { name: 'Honda\u001b[31m' }, 'name'],
    ['a lone high surrogate in a make name', { name: 'Honda\uD83D' }, 'name'],
    ['a lone low surrogate in a make name', { name: '\uDE97Honda' }, 'name'],
    ['a NUL in a model name', { name: 'Honda', models: [{ name: 'Ci\u0000vic' }] }, 'models.0.name'],
    [
      'a lone surrogate in a trim name',
      { name: 'Honda', models: [{ name: 'Civic', trims: [{ name: 'EX' }, { name: 'LX\uDBFF' }] }] },
      'models.0.trims.1.name',
    ],
  ])('%s: a 400 with the field error, nothing stored', async (_, body, field) => {
    const existing = await createMake('Toyota');
    // JSON.stringify writes a lone surrogate as the escape \udXXX, as a browser's JSON would.
    const attempts = [send('PUT', `/makes/${existing.id}`, JSON.stringify(body))];
    // A new make has a name only (other fields are dropped), so only names are tried on POST.
    if (field === 'name') attempts.push(send('POST', '/makes', JSON.stringify(body)));
    for (const response of await Promise.all(attempts))
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: uniform(400, expect.any(String), expect.objectContaining({ [field]: refused })),
      });
    const stored = await api.db.select().from(makes);
    expect(stored.map(({ name, models }) => ({ name, models }))).toEqual([{ name: 'Toyota', models: [] }]);
  });

  it.each([
    ['a NUL', 'Ada\u0000 Lovelace'],
    ['an escape sequence', 'Ada\u001b[2J'],
    ['a lone surrogate', 'Ada\uD83D'],
  ])('%s in a banking payee: a 400 under payeeName, nothing stored', async (_, payeeName) => {
    const fileNo = `INPUT-${payeeName.length}-${payeeName.codePointAt(3)}`;
    expect((await send('POST', '/files', JSON.stringify({ fileNo }))).statusCode).toBe(201);
    const body = {
      accountNo: '1234567',
      amount: 10,
      fileNo,
      institutionNo: '001',
      payeeName,
      transitNo: '12345',
    };
    const response = await send('POST', '/banking-info/', JSON.stringify(body));
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: uniform(400, expect.any(String), { payeeName: refused }),
    });
    expect(await api.db.select().from(bankingInfo)).toEqual([]);
  });

  it('never stores U+FFFD for a lone surrogate', async () => {
    await send('POST', '/makes', '{"name":"Honda\\ud83d"}');
    const stored = await api.db.select().from(makes);
    expect(stored).toEqual([]);
  });

  it('keeps accents, emoji and CJK', async () => {
    for (const name of ['Škoda Île', 'Cars 🚗', '丰田汽车']) expect((await createMake(name)).name).toBe(name);
  });

  it.each([
    ['a NUL in the username', basic('dealer\u0000', 'password-1')],
    ['a NUL in the password', basic('dealer', 'pass\u0000word')],
    ['an escape in the username', basic('dealer\u001b[2J', 'password-1')],
    ['a C1 control in the password', basic('dealer', 'pass\u0085word')],
  ])('Basic credentials with %s: a 400 with the credentials message', async (_, authorization) => {
    for (const path of ['/dealer-login', '/login/sms']) {
      const response = await api.call({ method: 'POST', path, headers: { authorization } });
      expect({ path, status: response.statusCode, body: response.json() }).toEqual({
        path,
        status: 400,
        body: uniform(400, credentialsRequiredMessage()),
      });
    }
  });

  it('JSON credentials with a NUL: a 400, never a 500', async () => {
    const response = await api.call({
      method: 'POST',
      path: '/dealer-login',
      body: { username: 'dealer\u0000', password: 'password-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(uniform(400, expect.any(String), { username: refused }));
  });

  it.each([
    ['/oidc/account/forgot', { email: 'ada\u0000@example.com' }, 'email'],
    [
      '/oidc/account/change',
      { email: 'ada@example.com', currentPassword: 'x\u0000', newPassword: 'long-enough-1' },
      'currentPassword',
    ],
  ])('a form field with a NUL on %s: the form again with the field error', async (url, fields, field) => {
    const response = await api.app.inject({
      method: 'POST',
      url,
      remoteAddress: office,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(refused);
    expect(response.body).toContain(`name="${field}"`);
  });
});

describe('defect 8: addresses, charsets and sizes', () => {
  it('a malformed percent-encoding: a 400 in the uniform body', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/main/makes/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(uniform(400, message('error.badUrl')));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a path parameter over the router limit: a 414 in the uniform body', async () => {
    // The router takes a parameter of up to 16 kB (a long search query reaches its schema).
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/main/makes/${'a'.repeat(16 * 1024 + 1)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(uniform(414, message('error.uriTooLong')));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    [
      'a malformed percent-encoding in a room id',
      '/api/chat/chats/%E0%A4%A/messages',
      400,
      message('error.badUrl'),
    ],
    [
      'a room id over the router limit',
      `/api/chat/chats/${'a'.repeat(16 * 1024 + 1)}/messages`,
      414,
      message('error.uriTooLong'),
    ],
  ])('the chat, %s: a %i in the uniform body', async (_, url, status, text) => {
    const response = await api.app.inject({
      method: 'GET',
      url,
      remoteAddress: office,
      headers: sessionHeaders(staff),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(uniform(status, text));
  });

  it('the chat, a page number past what a page takes or no number at all: a 400 in the uniform body, saying what to ask', async () => {
    for (const query of ['limit=1e308', 'skip=99999999999999999999', 'limit=%00', 'skip=-0.5'])
      for (const path of [
        '/api/chat/chats/00000000-0000-4000-8000-000000000000/messages',
        '/api/chat/chats/dealer-messages',
      ]) {
        const response = await api.app.inject({
          method: 'GET',
          url: `${path}?${query}`,
          remoteAddress: office,
          headers: sessionHeaders(staff),
        });
        // The dealer's messages take the dealer token only: staff are refused before the query is read.
        if (path.endsWith('dealer-messages')) expect(response.statusCode).toBe(403);
        else {
          expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
          expect(response.json()).toEqual(
            uniform(400, expect.stringContaining('Ask for a page with a whole number'), expect.any(Object)),
          );
        }
      }
  });

  describe('over a socket', () => {
    let port: number;
    beforeAll(async () => {
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      port = (api.app.server.address() as AddressInfo).port;
    });

    /** A raw request, so nothing on the client's side trims or refuses what is sent. */
    function raw(path: string, headers: Record<string, string> = {}) {
      return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode!, headers: response.headers, body }),
            );
          });
          request.on('error', reject);
          request.end();
        },
      );
    }

    it('an address over Node’s 16 kB header limit: a 414 in the uniform body', async () => {
      const response = await raw(`/api/main/makes?name=${'x'.repeat(20_000)}`);
      expect(response.status).toBe(414);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(response.body)).toEqual(uniform(414, message('error.uriTooLong')));
    });

    it('headers over the limit: a 431 in the uniform body', async () => {
      const response = await raw('/api/main/makes', { 'x-padding': 'y'.repeat(20_000) });
      expect(response.status).toBe(431);
      expect(JSON.parse(response.body)).toEqual(uniform(431, message('error.headersTooLarge')));
    });
  });

  it.each(['utf-16', 'UTF-16LE', 'iso-8859-1', '"utf-32"'])(
    'a JSON body in charset %s: a 415 in the uniform body, nothing stored',
    async (charset) => {
      const response = await send(
        'POST',
        '/makes',
        JSON.stringify({ name: 'Honda' }),
        `application/json; charset=${charset}`,
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(uniform(415, message('error.unsupportedCharset')));
      expect(await api.db.select().from(makes)).toEqual([]);
    },
  );

  it('a JSON body in UTF-8, said or not, is read', async () => {
    for (const type of [
      'application/json; charset=UTF-8',
      'application/json;charset=utf-8',
      'application/json',
    ])
      expect((await send('POST', '/makes', JSON.stringify({ name: type }), type)).statusCode).toBe(201);
  });

  it(`a make with 20,000 models: a 400 saying at most ${MAX_MODELS_PER_MAKE}`, async () => {
    const make = await createMake('Honda');
    const models = Array.from({ length: 20_000 }, (_, i) => ({ name: `Model ${i}` }));
    const response = await send('PUT', `/makes/${make.id}`, JSON.stringify({ name: 'Honda', models }));
    const tooMany = message('validation.models.tooMany', { max: MAX_MODELS_PER_MAKE });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(uniform(400, expect.any(String), { models: tooMany }));
  });

  it('a body over the limit: a 413 in the uniform body', async () => {
    const response = await send('POST', '/makes', JSON.stringify({ name: 'x'.repeat(API_BODY_LIMIT) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(uniform(413, message('error.bodyTooLarge', { max: '1 MB' })));
  });
});
