// Issue 28's operator surfaces, attacked from outside: the probes (`/healthz`, `/readyz`), the
// metrics behind `METRICS_TOKEN`, the request id, the saves' `Idempotency-Key`, and a PGlite
// server's backup socket. Raw HTTP against a listening server where a client library would refuse
// the request (control characters, odd methods).
import { request as httpRequest } from 'node:http';
import { createServer as createSocketServer } from 'node:http';
import { chownSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseQuote } from '@sfi/domain';
import { buildApi } from '../src/app.ts';
import { createAuth } from '../src/auth/auth.ts';
import { backupSocketPath, claimDataDir, requestBackup } from '../src/cli/backup-pglite.ts';
import type { Db } from '../src/db/client.ts';
import { SAVE_KEY_KEPT_MS } from '../src/db/save-keys.ts';
import { saveKeys } from '../src/db/schema.ts';
import { opsPaths } from '../src/routes/ops.ts';
import { createAudiences } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';
import { newDealerQuote } from './support/quotes.ts';
import { LOCAL } from './support/live.ts';

const TOKEN = 'metrics-token-for-the-attacks-0123456789';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
/** A node on the same database with metrics, listening for raw requests. */
const node = buildApi({ buildId: 'ops-attacks', db: api.db, metrics: { token: TOKEN } });
let port: number;
beforeAll(async () => {
  await node.listen({ port: 0, host: LOCAL });
  port = (node.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await node.close();
  await api.close();
});

/** Sends `text` on a new connection and gives back everything the server answers until it closes. */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, LOCAL, () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

/** An answer's head (status line and headers) and body. */
function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [status = '', ...lines] = head.split('\r\n');
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const at = line.indexOf(':');
    const name = line.slice(0, at).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(at + 1).trim()]);
  }
  return { status: Number(status.split(' ')[1]), headers, body };
}

const scrape = async () => {
  const response = await node.inject({
    method: 'GET',
    url: opsPaths.metrics,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};
/** The label sets of `http_request_duration_seconds`'s series. */
const durationSeries = (text: string) =>
  new Set(
    [...text.matchAll(/^http_request_duration_seconds_count\{([^}]*)\}/gm)].map(([, labels]) => labels!),
  );

describe('the probes, from anyone', () => {
  it('say nothing more with hostile headers, a query or another method', async () => {
    const hostile =
      'Host: evil.example\r\nX-Forwarded-For: 10.0.0.1, <script>\r\nX-Forwarded-Host: evil.example\r\n' +
      'X-Request-Id: <b>red</b>\r\nUser-Agent: () { :; }; echo\r\nConnection: close\r\n';
    for (const [path, body] of [
      [opsPaths.health, { status: 'ok' }],
      [opsPaths.ready, { status: 'ready' }],
    ] as const) {
      for (const url of [path, `${path}?verbose=1&debug=true`, `${path}?${'x'.repeat(4000)}`]) {
        const answer = parse(await raw(`GET ${url} HTTP/1.1\r\n${hostile}\r\n`));
        expect(answer.status, url).toBe(200);
        expect(JSON.parse(answer.body)).toEqual(body);
        expect(answer.headers.get('cache-control')).toEqual(['no-store']);
        for (const leak of ['server', 'x-powered-by', 'set-cookie', 'location'])
          expect(answer.headers.has(leak), leak).toBe(false);
        expect(answer.headers.get('x-request-id')?.[0]).toMatch(/^[0-9a-f-]{36}$/);
      }
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
        const answer = parse(
          await raw(
            `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
          ),
        );
        expect(answer.status, method).toBe(404);
        expect(answer.body).not.toContain(path);
        expect(answer.body).not.toContain(method);
      }
    }
  });

  it('ask the database at most once however many anonymous callers ask /readyz at once or in a row', async () => {
    let asked = 0;
    const counting = new Proxy(api.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (property !== 'execute' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          asked += 1;
          return (value as (...args: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as Db;
    const probed = buildApi({ buildId: 'ops-attacks-ready', db: counting });
    try {
      await probed.ready();
      asked = 0;
      const burst = await Promise.all(
        Array.from({ length: 50 }, () => probed.inject({ method: 'GET', url: opsPaths.ready })),
      );
      for (let each = 0; each < 50; each += 1)
        burst.push(await probed.inject({ method: 'GET', url: opsPaths.ready }));
      expect(burst.map((response) => response.statusCode)).toEqual(burst.map(() => 200));
      expect(asked).toBe(1);
      // Stopping is said at once all the same, the kept answer notwithstanding.
      probed.readiness.stopping();
      expect((await probed.inject({ method: 'GET', url: opsPaths.ready })).statusCode).toBe(503);
    } finally {
      await probed.close();
    }
  });
});

describe('GET /metrics', () => {
  it('takes the token only as a Bearer header, whatever the scheme’s case; nowhere else, in no other form', async () => {
    const get = (url: string, authorization?: string) =>
      node.inject({
        method: 'GET',
        url,
        ...(authorization !== undefined && { headers: { authorization } }),
      });
    expect((await get(opsPaths.metrics, `bearer ${TOKEN}`)).statusCode).toBe(200);
    expect((await get(opsPaths.metrics, `BEARER ${TOKEN}`)).statusCode).toBe(200);
    for (const [url, authorization] of [
      [`${opsPaths.metrics}?token=${TOKEN}`, undefined],
      [`${opsPaths.metrics}?access_token=${TOKEN}`, undefined],
      [opsPaths.metrics, `Bearer  ${TOKEN}`],
      [opsPaths.metrics, `Bearer\t${TOKEN}`],
      [opsPaths.metrics, `Bearer ${TOKEN} ${TOKEN}`],
      [opsPaths.metrics, `Bearer ${TOKEN},Bearer x`],
      [opsPaths.metrics, `Token ${TOKEN}`],
      [opsPaths.metrics, TOKEN],
      [opsPaths.metrics, `Basic ${Buffer.from(`${TOKEN}:`).toString('base64')}`],
      [opsPaths.metrics, `Bearer ${'x'.repeat(8000)}`],
    ] as const) {
      const response = await get(url, authorization);
      expect(response.statusCode, `${url} ${authorization ?? ''}`).toBe(401);
      expect(response.body).toBe('');
    }
  });

  it('keeps a closed set of series whatever methods, paths and statuses callers choose', async () => {
    await scrape();
    const before = durationSeries(await scrape());
    const methods = ['GET', 'POST', 'PROPFIND', 'MKCOL', 'PURGE', 'M-SEARCH', 'SOURCE', 'LINK', 'REPORT'];
    let sent = 0;
    for (const method of methods)
      for (let each = 0; each < 5; each += 1) {
        const path = `/${method.toLowerCase()}-${crypto.randomUUID()}/${each}?q=${each}`;
        await new Promise<void>((resolve, reject) => {
          const outgoing = httpRequest({ host: LOCAL, port, method, path, agent: false }, (response) => {
            response.resume().on('end', resolve);
          });
          outgoing.on('error', reject).end();
        });
        sent += 1;
      }
    // Matched routes with ids of one's choosing, and statuses of every class.
    for (const id of ['1', 'a'.repeat(300), '%00', crypto.randomUUID()])
      await node.inject({ method: 'GET', url: `/api/main/lease-quotes/v2/${id}` });
    expect(sent).toBe(methods.length * 5);
    const after = durationSeries(await scrape());
    const added = [...after].filter((labels) => !before.has(labels));
    const label = (labels: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(labels)?.[1] ?? '';
    const closed = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'other'];
    expect(
      [...after].map((labels) => label(labels, 'method')).filter((method) => !closed.includes(method)),
    ).toEqual([]);
    // Never a raw URL: a path no route answers is `(none)`, a matched one its pattern.
    const routes = new Set(added.map((labels) => label(labels, 'route')));
    expect([...routes].filter((route) => /[0-9a-f]{8}-|aaaa|%00|\?|-\d/.test(route))).toEqual([]);
    expect(routes.has('(none)')).toBe(true);
    // A handful of series: (none) by method and class, the quote route by class; never one per URL.
    expect(added.length).toBeLessThanOrEqual(8);
  });
});

describe('X-Request-Id from the client', () => {
  const ask = async (given: string) =>
    parse(
      await raw(
        `GET ${opsPaths.health} HTTP/1.1\r\nHost: x\r\nX-Request-Id: ${given}\r\nConnection: close\r\n\r\n`,
      ),
    );

  it.each([
    ['65 characters', 'a'.repeat(65)],
    ['letters outside ASCII', 'r\xe9sum\xe9'],
    ['a JSON fragment', '","level":60,"msg":"forged'],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['empty', ''],
  ])('%s: never echoed; a new id instead', async (_name, given) => {
    const answer = await ask(given);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toHaveLength(1);
    expect(answer.headers.get('x-request-id')![0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('with ANSI escapes or a line break: refused by the HTTP parser before any handler or log line', async () => {
    for (const given of ['\x1b[2J\x1b[31mhacked', 'a\rb', 'a\nX-Injected: 1']) {
      const answer = await ask(given);
      expect(answer.status).toBe(400);
      expect(answer.body).not.toContain('hacked');
      expect(answer.headers.has('x-injected')).toBe(false);
    }
  });

  it('cannot split the answer: a header sent after it stays a request header', async () => {
    const answer = await ask('abc\r\nSet-Cookie: sid=attacker');
    expect(answer.headers.get('x-request-id')).toEqual(['abc']);
    expect(answer.headers.has('set-cookie')).toBe(false);
  });

  it('two of them (one the proxy’s, one the client’s): neither is taken', async () => {
    const answer = parse(
      await raw(
        `GET ${opsPaths.health} HTTP/1.1\r\nHost: x\r\nX-Request-Id: proxy-1\r\nX-Request-Id: client-2\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(answer.headers.get('x-request-id')![0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Idempotency-Key on the saves', () => {
  async function save(headers: Record<string, string>, quote: LeaseQuote, key: string, lastName: string) {
    const { timeline: _timeline, ...whole } = quote;
    return api.app.inject({
      method: 'PUT',
      url: `/api/main/lease-quotes/v2/${quote.id}`,
      remoteAddress: office,
      headers: { ...headers, 'idempotency-key': key },
      payload: { ...whole, customer: { firstName: 'Ana', lastName } },
    });
  }

  it('is no way into another dealership’s quote, nor a way to read it, with the owner’s own key', async () => {
    const quote = await newDealerQuote(api, audiences, { firstName: 'Ana', lastName: 'Owner' });
    const key = crypto.randomUUID();
    expect((await save(await audiences.headers('dealer'), quote, key, 'Saved')).statusCode).toBe(200);
    for (const headers of [
      await audiences.otherHeaders('dealer'),
      await audiences.headers('client'),
      await audiences.headers('fileDealer'),
      {},
    ]) {
      const replay = await save(headers, quote, key, 'Stolen');
      expect([401, 403, 404]).toContain(replay.statusCode);
      expect(replay.body).not.toContain('Saved');
    }
    // The owner's key on another quote of theirs is a new save there, not an answer about the first.
    const second = await newDealerQuote(api, audiences, { firstName: 'Ana', lastName: 'Second' });
    const elsewhere = await save(await audiences.headers('dealer'), second, key, 'Moved');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json<LeaseQuote>()).toMatchObject({
      id: second.id,
      customer: { lastName: 'Moved' },
    });
    // Every replay was refused: the first quote holds the owner's save.
    const reread = await api.app.inject({
      method: 'GET',
      url: `/api/main/lease-quotes/${quote.id}`,
      remoteAddress: office,
      headers: await audiences.headers('dealer'),
    });
    expect(reread.statusCode, reread.body).toBe(200);
    expect(reread.json<LeaseQuote>().customer).toMatchObject({ lastName: 'Saved' });
  });

  it('is forgotten by the sign-in upkeep a day on, also for people who never save again', async () => {
    const auth = createAuth(api.db, { now: api.clock.now });
    try {
      const old = new Date(api.clock.now().getTime() - SAVE_KEY_KEPT_MS - 60_000);
      await api.db.insert(saveKeys).values([
        { actorId: 'gone-for-good', target: 'lease-quote:x', key: 'k-old', at: old },
        { actorId: 'gone-for-good', target: 'lease-quote:x', key: 'k-new', at: api.clock.now() },
      ]);
      await auth.sweep();
      const left = (await api.db.select().from(saveKeys)).filter((row) => row.actorId === 'gone-for-good');
      expect(left.map((row) => row.key)).toEqual(['k-new']);
    } finally {
      await auth.close();
    }
  });
});

describe('a PGlite backup socket', () => {
  it('is its user’s only (0600), and answers nothing but GET /backup', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfi-backup-socket-'));
    const dataDir = join(dir, 'data');
    const path = backupSocketPath(dataDir);
    let dumps = 0;
    await claimDataDir(dataDir, async () => {
      dumps += 1;
      return Buffer.from('tarball');
    });
    const send = (method: string, url: string) =>
      new Promise<number>((resolve, reject) => {
        const outgoing = httpRequest({ socketPath: path, method, path: url, agent: false }, (response) => {
          response.resume().on('end', () => resolve(response.statusCode!));
        });
        outgoing.on('error', reject).end(method === 'GET' ? undefined : 'x');
      });
    try {
      expect(statSync(path).mode & 0o777).toBe(0o600);
      for (const [method, url] of [
        ['POST', '/backup'],
        ['PUT', '/backup'],
        ['DELETE', '/backup'],
        ['GET', '/backup?restore=1'],
        ['GET', '/backup/'],
        ['GET', '/../backup'],
        ['GET', '//backup'],
        ['GET', '/restore'],
      ] as const)
        expect(await send(method, url), `${method} ${url}`).toBe(404);
      expect(dumps).toBe(0);
      expect(await send('GET', '/backup')).toBe(200);
      expect(dumps).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Another local user is needed to make a socket someone else owns: as root, the test hands it to `nobody`.
describe.runIf(process.getuid?.() === 0)('a PGlite backup socket made by another local user', () => {
  it('is not taken for the server: pnpm db:backup refuses what it answers, a server refuses to start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfi-backup-attack-'));
    const dataDir = join(dir, 'data');
    const path = backupSocketPath(dataDir);
    const fake = createSocketServer((_req, res) => res.writeHead(200).end('not a backup'));
    try {
      await new Promise<void>((resolve) => fake.listen(path, resolve));
      chownSync(path, 65534, 65534);
      await expect(requestBackup(dataDir)).rejects.toThrow(/not a socket of this user/);
      // Nor does a server starting on the folder take it for a server of its own running there.
      await expect(claimDataDir(dataDir, async () => Buffer.alloc(0))).rejects.toThrow(
        /not a socket of this user/,
      );
    } finally {
      await new Promise((resolve) => fake.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
