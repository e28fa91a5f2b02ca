// Issue 28, Operations: a node told to stop (SIGTERM, a rolling restart) stops gracefully:
// `/readyz` turns 503 "stopping" at once and no new connection is accepted; the request under way
// is answered; its live sockets are told to reconnect (their transport closes: socket.io-client
// comes back by itself, here to the node that took over the address, as it would through the
// proxy) rather than ended; and it is all over within the grace. The spawned `serve` command does
// the same on a real SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../src/app.ts';
import { opsPaths } from '../src/routes/ops.ts';
import { demoAccounts, writeDemoAccounts } from '../src/seed/demo-accounts.ts';
import { CLOSE_GRACE_MS, closeGracefully } from '../src/server.ts';
import { STOP_DEADLINE_MS } from '../src/cli/announce.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { LOCAL, openLive } from './support/live.ts';

let database: TestDatabase;
const nodes: FastifyInstance[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await writeDemoAccounts(database.database.db);
});
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.close()));
  await database.drop();
});

/** A node of the API on the shared database, with `/slow` answering once `release` is called. */
function apiNode() {
  const app = buildApi({ buildId: 'ops-shutdown', db: database.database.db });
  nodes.push(app);
  let release: () => void = () => undefined;
  let arrived: () => void = () => undefined;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => {
    arrived();
    await released;
    return { done: true };
  });
  return { app, release: () => release(), slowArrived };
}

async function dealerSession(app: FastifyInstance) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/main/dealer-login',
    remoteAddress: LOCAL,
    payload: { username: demoAccounts.dealer.username, password: demoAccounts.dealer.password },
  });
  expect(login.statusCode).toBe(200);
  const { token, session } = login.json<{ token: string; session: { id: string } }>();
  return { id: session.id, token };
}

/** Whether a new connection to the port is accepted. */
async function accepts(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}${opsPaths.health}`, { headers: { connection: 'close' } });
    return true;
  } catch (error) {
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    return false;
  }
}

describe('a node told to stop', () => {
  it('answers the request under way, tells its sockets to reconnect, refuses new connections, and ends within the grace', async () => {
    const first = apiNode();
    await first.app.listen({ port: 0, host: LOCAL });
    const { port } = first.app.server.address() as AddressInfo;
    const origin = `http://${LOCAL}:${port}`;
    const client = await openLive(origin, await dealerSession(first.app), { reconnection: true });
    const disconnected = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));

    const slow = fetch(`${origin}/slow`);
    await first.slowArrived;

    const started = performance.now();
    const stopped = closeGracefully(first.app);
    expect(first.app.readiness.isStopping).toBe(true);
    const ready = await first.app.inject({ method: 'GET', url: opsPaths.ready });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'stopping' });
    expect(await accepts(origin)).toBe(false);

    // Told to reconnect: the transport closed, not "io server disconnect" (which ends the socket for good).
    expect(await disconnected).toBe('transport close');
    expect(client.socket.active).toBe(true);

    // Another node takes the address (the proxy's next upstream): the socket comes back there.
    const second = apiNode();
    await second.app.listen({ port, host: LOCAL });
    // Connected again on the address only the second node listens on now.
    await new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
    expect(client.socket.connected).toBe(true);

    first.release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    // Its connection closes after the answer: the client's next request goes to another node.
    expect(answer.headers.get('connection')).toBe('close');

    await stopped;
    expect(performance.now() - started).toBeLessThan(CLOSE_GRACE_MS);
    client.socket.disconnect();
  });

  it('cuts a request that outlasts the grace, so the stop is bounded', async () => {
    const node = apiNode();
    await node.app.listen({ port: 0, host: LOCAL });
    const { port } = node.app.server.address() as AddressInfo;
    const slow = fetch(`http://${LOCAL}:${port}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await node.slowArrived;
    const started = performance.now();
    await closeGracefully(node.app, 300);
    const took = performance.now() - started;
    expect(await slow).toBe('cut');
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(300 + 1_000);
    node.release();
  });
});

const apiDir = fileURLToPath(new URL('..', import.meta.url));

describe('tsx src/cli/serve.ts on SIGTERM', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('turns not ready, stops accepting, and exits 0 within the deadline', async () => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], {
      cwd: apiDir,
      env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', SEED_DEMO_DATA: 'false' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const spawned = child;
    const origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      spawned.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      spawned.once('exit', (code) => reject(new Error(`serve exited with ${code} before listening`)));
    });
    expect((await fetch(`${origin}${opsPaths.ready}`)).status).toBe(200);

    const exited = once(spawned, 'exit');
    const started = performance.now();
    spawned.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(performance.now() - started).toBeLessThan(STOP_DEADLINE_MS);
    expect(await accepts(origin)).toBe(false);
    // Starting the process (tsx, PGlite, the migrations) takes long on a busy machine.
  }, 120_000);
});
