// PostgreSQL restarted under load (issue 28, "Faults, each a test, nothing lost"): two API nodes on
// one PostgreSQL server answer a few hundred mixed reads and saves a second; the server is stopped
// for about three seconds and started again. During the outage every answer is a fast 503 with
// `Retry-After`, never a hang, a 500 or a cut connection; within 5 s of the return both nodes answer
// again without a restart, their live sockets' adapter listening again; and every save the API
// acknowledged is in the database afterwards.
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveEvents,
  message,
  type JoinQuoteAnswer,
  type LeaseQuote,
  type QuoteRefreshEvent,
} from '@sfi/domain';
import { demoAccounts, writeDemoAccounts } from '../src/seed/demo-accounts.ts';
import { createServer, type Server } from '../src/server.ts';
import { adaptersListening } from '../test/support/processes.ts';
import { openLive } from '../test/support/live.ts';
import { controlledPostgres, type ControlledPostgres } from './support/postgres.ts';

/** How long PostgreSQL stays down. */
const OUTAGE_MS = 3_000;
/**
 * The slowest answer allowed to a request made while it is down: a 503 takes a few milliseconds,
 * but the machine the tests share may be busy (answers before the outage take as long).
 */
const FAST_MS = 2_000;
/** The slowest answer allowed to any request the outage touched (begun before, answered after). */
const HANG_MS = 5_000;
/** How soon after its return every node must answer again. */
const RECOVERY_MS = 5_000;
/** Requests in flight at once, across both nodes. */
const CONNECTIONS = 16;

interface Sample {
  node: number;
  kind: 'read' | 'save';
  start: number;
  end: number;
  status: number;
  retryAfter: string | null;
  text: string;
  /** A transport failure (connection cut, refused) or a hang cut off by the client. */
  failure?: string;
  /** The quote a save created, when it was acknowledged. */
  id?: string;
}

interface Session {
  id: string;
  token: string;
}

let postgres: ControlledPostgres;
const nodes: { server: Server; origin: string }[] = [];
/** A quote each node's dealer reads again and again. */
const readable: string[] = [];

beforeAll(async () => {
  postgres = await controlledPostgres();
  // The first node migrates and writes the demo accounts; the second starts on the database as it is.
  for (const first of [true, false]) {
    const server = await createServer({ database: { url: postgres.url }, buildId: 'faults' });
    if (first) await writeDemoAccounts(server.db);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    nodes.push({ server, origin: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}` });
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(nodes.map(({ server }) => server.close().catch(() => undefined)));
  await postgres?.remove();
}, 60_000);

async function signIn(origin: string): Promise<Session> {
  const { username, password } = demoAccounts.dealer;
  const response = await fetch(`${origin}/api/main/dealer-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`dealer-login answered ${response.status}`);
  const { token, session } = (await response.json()) as { token: string; session: { id: string } };
  return { id: session.id, token };
}

const headers = (session: Session) => ({
  'content-type': 'application/json',
  'x-session-token': session.id,
  authorization: `Bearer ${session.token}`,
});

/** One call, timed; a transport failure or an answer later than 10 s is a failure, not a throw. */
async function timed(node: number, kind: Sample['kind'], session: Session, n: number): Promise<Sample> {
  const start = performance.now();
  const base = { node, kind, start };
  try {
    const response = await fetch(
      `${nodes[node]!.origin}/api/main/lease-quotes${kind === 'read' ? (n % 2 ? `/${readable[node]}` : '?limit=5') : ''}`,
      {
        method: kind === 'read' ? 'GET' : 'POST',
        headers: headers(session),
        signal: AbortSignal.timeout(10_000),
        ...(kind === 'save' && {
          body: JSON.stringify({
            vehicle: { type: 'CAR', year: 2025, make: 'Mazda', model: 'CX-5' },
            customer: { firstName: 'Load', lastName: `Test ${n}` },
            province: 'QC',
          }),
        }),
      },
    );
    const text = await response.text();
    const sample: Sample = {
      ...base,
      end: performance.now(),
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      text,
    };
    if (kind === 'save' && response.status === 201) sample.id = (JSON.parse(text) as LeaseQuote).id;
    return sample;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      ...base,
      end: performance.now(),
      status: 0,
      retryAfter: null,
      text: '',
      failure: `${(error as Error).name}${cause ? ` ${cause}` : ''}`,
    };
  }
}

describe('PostgreSQL restarted under load', () => {
  it('answers fast 503s while it is down, recovers within 5 s, and loses no acknowledged save', async () => {
    const sessions = await Promise.all(nodes.map(({ origin }) => signIn(origin)));
    for (const [node, session] of sessions.entries()) {
      const first = await timed(node, 'save', session, 0);
      readable.push(first.id!);
    }
    const samples: Sample[] = [];
    let running = true;
    let count = 0;
    const worker = async (index: number) => {
      const node = index % nodes.length;
      while (running) {
        count += 1;
        // Three reads to a save.
        const kind = count % 4 === 0 ? 'save' : 'read';
        samples.push(await timed(node, kind, sessions[node]!, count));
      }
    };

    const t0 = performance.now();
    const workers = Array.from({ length: CONNECTIONS }, (_, index) => worker(index));
    await sleep(1_500);
    const stopping = performance.now();
    await postgres.stop();
    const down = performance.now();
    await sleep(OUTAGE_MS);
    const starting = performance.now();
    await postgres.start();
    const back = performance.now();
    await sleep(RECOVERY_MS + 1_000);
    running = false;
    await Promise.all(workers);
    const t1 = performance.now();

    // What failed, and how.
    const failures = samples.filter((sample) => sample.status < 200 || sample.status >= 300);
    const unavailable = failures.filter((sample) => sample.status === 503);
    const others = failures.filter((sample) => sample.status !== 503);
    // The answers to requests made while it was down, and the slowest of all those it touched.
    const during = samples.filter((sample) => sample.start >= down && sample.start <= starting);
    const slowest = Math.max(0, ...during.map((s) => s.end - s.start));
    const touched = samples.filter((sample) => sample.end >= stopping && sample.start <= back);
    const slowestTouched = Math.max(0, ...touched.map((s) => s.end - s.start));
    const percentile = (list: Sample[], p: number) => {
      const sorted = list.map((s) => s.end - s.start).sort((a, b) => a - b);
      return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
    };
    const before = samples.filter((sample) => sample.end < stopping);
    // Each node's recovery: from PostgreSQL's return to the end of the first answer after which
    // that node failed no more.
    const recovery = nodes.map((_, node) => {
      const mine = samples.filter((sample) => sample.node === node);
      const lastFailure = Math.max(
        stopping,
        ...mine.filter((s) => s.status >= 300 || s.status === 0).map((s) => s.end),
      );
      const firstGood = mine.filter((s) => s.status < 300 && s.status > 0 && s.start >= lastFailure);
      return Math.max(0, Math.min(...firstGood.map((s) => s.end)) - back);
    });
    const acknowledged = samples.flatMap((sample) => sample.id ?? []);

    const check = new pg.Client({ connectionString: postgres.url });
    await check.connect();
    let stored: number;
    try {
      const { rows } = await check.query<{ stored: number }>(
        'SELECT count(*)::int AS stored FROM lease_quotes WHERE id = ANY($1::uuid[])',
        [acknowledged],
      );
      stored = rows[0]!.stored;
    } finally {
      await check.end();
    }

    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      [
        `requests: ${samples.length} in ${seconds(t1 - t0)} (${Math.round(samples.length / ((t1 - t0) / 1000))}/s), ${CONNECTIONS} connections on ${nodes.length} nodes`,
        `outage: PostgreSQL stopping at ${seconds(stopping - t0)}, down at ${seconds(down - t0)}, starting at ${seconds(starting - t0)}, back at ${seconds(back - t0)} (down ${seconds(back - stopping)})`,
        `503 answers: ${unavailable.length} (Retry-After: ${[...new Set(unavailable.map((s) => s.retryAfter))].join(', ')}); other failures: ${others.length}`,
        `answers before the outage: p50 ${percentile(before, 0.5)} ms, p99 ${percentile(before, 0.99)} ms; to requests made while it was down: p50 ${percentile(during, 0.5)} ms, p99 ${percentile(during, 0.99)} ms, slowest ${Math.round(slowest)} ms`,
        `slowest answer of a request in flight at any time of the outage: ${Math.round(slowestTouched)} ms`,
        `recovery after the return: ${recovery.map((ms, node) => `node ${node + 1} ${Math.round(ms)} ms`).join(', ')}`,
        `acknowledged saves: ${acknowledged.length}, in the database: ${stored}, lost: ${acknowledged.length - stored}`,
      ].join('\n'),
    );

    expect(
      others.slice(0, 5).map(({ status, failure, text }) => ({ status, failure, text: text.slice(0, 200) })),
    ).toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const sample of unavailable) {
      expect(Number(sample.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(sample.retryAfter)).toBeLessThanOrEqual(10);
      expect(JSON.parse(sample.text)).toMatchObject({ message: message('error.unavailable') });
    }
    expect(slowest).toBeLessThan(FAST_MS);
    // No request hung: even one caught mid-query by the shutdown was answered within a few seconds.
    expect(slowestTouched).toBeLessThan(HANG_MS);
    for (const ms of recovery) expect(ms).toBeLessThan(RECOVERY_MS);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(stored).toBe(acknowledged.length);

    // The live socket's adapter listens again on both nodes (its LISTEN connection came back), and
    // the dead one went back to the pool: with the load over, the new one is all each pool lends.
    await adaptersListening(postgres.url, nodes.length);
    for (const { server } of nodes) {
      const { pool } = server.database as Extract<Server['database'], { driver: 'node-postgres' }>;
      expect(pool.totalCount - pool.idleCount).toBe(1);
    }
    // A change saved through node 1 reaches a socket on node 2.

    const [dealerOn1, dealerOn2] = sessions as [Session, Session];
    const created = await fetch(`${nodes[0]!.origin}/api/main/lease-quotes`, {
      method: 'POST',
      headers: headers(dealerOn1),
      body: JSON.stringify({
        vehicle: { type: 'CAR', year: 2025, make: 'Mazda', model: 'CX-5' },
        customer: { firstName: 'After', lastName: 'Restart' },
        province: 'QC',
      }),
    });
    const quote = (await created.json()) as LeaseQuote;
    const onNode2 = await openLive(nodes[1]!.origin, dealerOn2);
    try {
      const joined: JoinQuoteAnswer = await onNode2.socket
        .timeout(5_000)
        .emitWithAck(liveEvents.joinQuote, { quoteId: quote.id });
      expect(joined.ok).toBe(true);
      const { timeline: _timeline, ...whole } = quote;
      const saved = await fetch(`${nodes[0]!.origin}/api/main/lease-quotes/v2/${quote.id}`, {
        method: 'PUT',
        headers: headers(dealerOn1),
        body: JSON.stringify({ ...whole, customer: { firstName: 'Saved on 1', lastName: 'Restart' } }),
      });
      expect(saved.status).toBe(200);
      expect(await onNode2.next<QuoteRefreshEvent>(liveEvents.quoteRefresh)).toMatchObject({
        quoteId: quote.id,
        change: 'updated',
      });
    } finally {
      onNode2.socket.disconnect();
    }
  }, 60_000);
});
