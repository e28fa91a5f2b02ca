import { createRequire } from 'node:module';
import { createQuote, fillTerm, fillTerms, signInAsDealer } from '../dealer-quotes.ts';
import { demo, expect, test, type Product } from '../fixtures.ts';

// A node killed under traffic (issue 28): two API nodes behind nginx on one PostgreSQL server,
// steady traffic through the proxy (reads, and quotes created: requests that are not idempotent),
// and a dealer's quote editor pinned to node1 (the proxy's `sfi_node` cookie). node1 is killed
// (SIGKILL) while the dealer's save of an edit is on its way to it. Then:
// - the proxy moves every request to node2: nginx retries a read (and a PUT, which it counts as
//   idempotent) on the other node; a POST that reached node1 fails (502) and the client sends it
//   again, as the apps' save queue does;
// - the dealer's edit is saved once, not twice: one entry in the quote's history, the value kept;
// - the editor's socket reconnects, to node2, and shows a message sent after the kill;
// - node1, started again, gets requests again.
// The figures (requests, failures, failover times) are printed. Run by playwright.cluster.config.ts.

const customer = { firstName: 'Killian', lastName: `Failover${Date.now() % 100_000}` };
/** The price the dealer types while node1 dies. */
const typedPrice = 41_000;

/** Of socket.io-client and pg (dependencies of apps/api, loaded from there): what this test uses. */
interface Socket {
  timeout(ms: number): { emitWithAck(event: string, data: unknown): Promise<unknown> };
  disconnect(): void;
}
interface SocketClient {
  io(origin: string, options: Record<string, unknown>): Socket;
}
interface PgClient {
  connect(): Promise<unknown>;
  query<Row>(sql: string): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
}
const fromApi = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const { io } = fromApi('socket.io-client') as SocketClient;
const pg = fromApi('pg') as { Client: new (options: { connectionString: string }) => PgClient };

/** What one request of the traffic did. */
interface Sent {
  at: number;
  /** When its answer (or failure) came. */
  done: number;
  method: 'GET' | 'POST';
  status: number;
  servedBy: string;
  /** A POST sent again after a failure. */
  resent: boolean;
}

/** The node an `X-Served-By` address is (`127.0.0.1:<port>`); several when nginx tried more than one. */
function nodesOf(product: Product, servedBy: string): string[] {
  return servedBy
    .split(', ')
    .filter(Boolean)
    .map(
      (address) =>
        product.cluster!.nodes.find((node) => address === `127.0.0.1:${node.port}`)?.name ?? address,
    );
}

/** A dealer's API session, signed in over HTTP through the proxy, as the headers its calls send. */
async function dealerSession(origin: string) {
  const answer = await fetch(`${origin}/api/main/dealer-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demo.dealer),
  });
  expect(answer.status).toBe(200);
  const { session, token } = (await answer.json()) as { session: { id: string }; token: string };
  return {
    id: session.id,
    token,
    headers: { 'x-session-token': session.id, authorization: `Bearer ${token}` },
  };
}

/**
 * Steady traffic through the proxy, `workers` loops of: the quote list, the makes, a new quote
 * (POST). A POST that fails is sent again until it is answered, as a client does; each quote is
 * named by its request (`model`), so duplicates show.
 */
function steadyTraffic(origin: string, headers: Record<string, string>, workers = 4) {
  const sent: Sent[] = [];
  const created = new Set<string>();
  let running = true;
  let next = 0;
  const call = async (method: Sent['method'], path: string, body?: unknown, resent = false) => {
    const at = Date.now();
    try {
      const answer = await fetch(`${origin}${path}`, {
        method,
        headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      await answer.arrayBuffer();
      sent.push({
        at,
        done: Date.now(),
        method,
        status: answer.status,
        servedBy: answer.headers.get('x-served-by') ?? '',
        resent,
      });
      return answer.status;
    } catch {
      sent.push({ at, done: Date.now(), method, status: 0, servedBy: '', resent });
      return 0;
    }
  };
  const loop = async () => {
    while (running) {
      await call('GET', '/api/main/lease-quotes?skip=0&limit=20&sortBy=updatedAt');
      await call('GET', '/api/main/makes');
      const model = `req-${(next += 1)}`;
      const body = {
        vehicle: { type: 'CAR', make: 'Failover', model },
        province: 'ON',
        customer: { firstName: 'Traffic', lastName: model },
      };
      let status = await call('POST', '/api/main/lease-quotes', body);
      // No answer, or the proxy's 502: sent again, as the apps' save queue does.
      for (let tries = 0; (status === 0 || status >= 500) && tries < 10; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = await call('POST', '/api/main/lease-quotes', body, true);
      }
      if (status === 201) created.add(model);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const loops = Array.from({ length: workers }, loop);
  return {
    sent,
    created,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

test('node1 killed (SIGKILL) under traffic: the proxy moves to node2, the editor reconnects and saves once, node1 rejoins', async ({
  browser,
  product,
}) => {
  test.setTimeout(240_000);
  const cluster = product.cluster;
  expect(cluster, 'run by playwright.cluster.config.ts').toBeDefined();
  const node1 = cluster!.nodes[0]!;

  // The dealer's browser, pinned to node1, its socket's upgrades recorded with the node that answered.
  const context = await browser.newContext();
  await context.addCookies([{ name: 'sfi_node', value: 'node1', url: product.origin }]);
  const dealer = await context.newPage();
  const upgrades: { at: number; node: string }[] = [];
  const cdp = await context.newCDPSession(dealer);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketHandshakeResponseReceived', ({ response }) => {
    const servedBy = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'x-served-by',
    )?.[1];
    if (servedBy) upgrades.push({ at: Date.now(), node: nodesOf(product, String(servedBy)).at(-1)! });
  });

  let traffic: ReturnType<typeof steadyTraffic> | undefined;
  let sender: Socket | undefined;
  try {
    // The dealer opens a new quote and saves a first price: everything on node1.
    await signInAsDealer(dealer, 20_000);
    const quoteId = await createQuote(dealer, customer, 20_000);
    await fillTerms(dealer);
    await expect(dealer.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => upgrades.map(({ node }) => node)).toContain('node1');

    // Steady traffic through the proxy, on both nodes.
    const session = await dealerSession(product.origin);
    traffic = steadyTraffic(product.origin, session.headers);
    await expect
      .poll(() => new Set(traffic!.sent.flatMap(({ servedBy }) => nodesOf(product, servedBy))), {
        timeout: 15_000,
      })
      .toEqual(new Set(['node1', 'node2']));
    await dealer.waitForTimeout(2000);

    // The dealer types a new price; its save leaves for node1, which is killed as it arrives.
    let killedAt = 0;
    await dealer.route(`**/api/main/lease-quotes/v2/${quoteId}**`, async (route) => {
      if (killedAt || route.request().method() !== 'PUT') return route.fallback();
      const answer = route.fetch({
        headers: { ...(await route.request().allHeaders()), cookie: 'sfi_node=node1' },
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      killedAt = Date.now();
      node1.kill('SIGKILL');
      try {
        await route.fulfill({ response: await answer });
      } catch {
        // The save never got an answer: the browser sees the network fail, and the save queue sends it again.
        await route.abort('failed');
      }
    });
    const putsBefore = cluster!.proxy
      .accessLog()
      .split('\n')
      .filter((line) => line.includes(`PUT /api/main/lease-quotes/v2/${quoteId}`)).length;
    await fillTerm(dealer, 'Selling price', String(typedPrice));
    await expect.poll(() => killedAt, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(dealer.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
    const savedAt = Date.now();

    // The editor's socket is back, on node2; a message sent now reaches the dealer's open editor.
    await expect
      .poll(() => upgrades.filter(({ at }) => at > killedAt).map(({ node }) => node), { timeout: 30_000 })
      .toContain('node2');
    const reconnectedAt = upgrades.find(({ at }) => at > killedAt)!.at;
    const text = `Sent after node1 died, ${Date.now()}`;
    sender = io(product.origin, {
      path: '/api/main/socket.io',
      transports: ['websocket'],
      auth: { sessionToken: session.id, token: session.token },
      extraHeaders: { origin: product.origin },
      reconnection: false,
    });
    // A room's members are asked of every node (socket.io's PostgreSQL adapter): until the adapter
    // counts node1 gone (its heartbeat timeout), a join cannot be answered and is tried again.
    let joined: unknown;
    for (const until = Date.now() + 30_000; Date.now() < until;) {
      joined = await sender.timeout(15_000).emitWithAck('quote:join', { quoteId });
      if ((joined as { ok?: boolean }).ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const roomsAnswerAt = Date.now();
    expect(joined, JSON.stringify(joined)).toMatchObject({ ok: true });
    expect(await sender.timeout(15_000).emitWithAck('quote:send-message', { quoteId, text })).toMatchObject({
      ok: true,
    });
    await expect(dealer.getByText(text)).toBeVisible({ timeout: 15_000 });

    // The traffic ends; what failed, and where everything went after the kill.
    await dealer.waitForTimeout(1000);
    await traffic.stop();
    const { sent, created } = traffic;
    const after = sent.filter(({ at }) => at >= killedAt);
    const failed = sent.filter(({ status }) => status === 0 || status >= 500);
    const failedReads = failed.filter(({ method }) => method === 'GET');
    const failedWrites = failed.filter(({ method }) => method === 'POST');
    const lastFailure = Math.max(killedAt, ...failed.map(({ done }) => done));
    // A request that left after the last failure, served by node1, would mean the proxy kept sending there.
    const servedAfter = (from: number) =>
      new Set(
        sent
          .filter(({ at, status }) => at > from && status < 500)
          .flatMap(({ servedBy }) => nodesOf(product, servedBy).slice(-1)),
      );

    // The dealer's edit: saved once, one entry of the history with the typed price, the value kept.
    const quote = (await (
      await fetch(`${product.origin}/api/main/lease-quotes/${quoteId}`, { headers: session.headers })
    ).json()) as {
      quoteData: { terms?: { sellingPrice?: number } }[];
      edits?: { changes: { field: string; to: unknown }[] }[];
    };
    const priceEdits = (quote.edits ?? []).filter(({ changes }) =>
      changes.some(({ field, to }) => field === 'terms.sellingPrice' && to === typedPrice),
    );
    const puts = cluster!.proxy
      .accessLog()
      .split('\n')
      .filter((line) => line.includes(`PUT /api/main/lease-quotes/v2/${quoteId}`))
      .slice(putsBefore);

    // A POST whose node saved the quote and died before answering, sent again: two quotes of one request.
    const database = new pg.Client({ connectionString: cluster!.postgres.url });
    await database.connect();
    const { rows: copies } = await database
      .query<{ model: string; copies: number }>(
        `select vehicle->>'model' as model, count(*)::int as copies from lease_quotes
          where vehicle->>'make' = 'Failover' group by 1 having count(*) > 1`,
      )
      .finally(() => database.end());

    // node1 is started again and gets requests again.
    await node1.start();
    const restartedAt = Date.now();
    const rejoin = steadyTraffic(product.origin, session.headers, 2);
    await expect
      .poll(
        () =>
          rejoin.sent.some(
            ({ at, servedBy }) => at > restartedAt && nodesOf(product, servedBy).includes('node1'),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    const rejoinedAfter =
      Math.min(
        ...rejoin.sent
          .filter(({ servedBy }) => nodesOf(product, servedBy).includes('node1'))
          .map(({ at }) => at),
      ) - restartedAt;
    await rejoin.stop();

    const figures = {
      requests: sent.length,
      'answers (method status × count)': [
        ...sent.reduce((counts, { method, status }) => {
          const answer = `${method} ${status || 'no answer'}`;
          return counts.set(answer, (counts.get(answer) ?? 0) + 1);
        }, new Map<string, number>()),
      ]
        .map(([answer, count]) => `${answer} × ${count}`)
        .join(', '),
      'requests after the kill': after.length,
      'failed reads (GET, retried by nginx)': failedReads.length,
      'failed writes (POST, not retried by nginx)': failedWrites.length,
      'failed writes the client sent again and got answered': failedWrites.filter(({ at }) =>
        sent.some(
          (later) => later.method === 'POST' && later.resent && later.at > at && later.status === 201,
        ),
      ).length,
      'quotes acknowledged': created.size,
      'quotes saved twice (a POST that reached node1, sent again)': copies.length,
      'failover: kill → last failed request (ms)': lastFailure - killedAt,
      'failover: kill → dealer’s save confirmed (ms)': savedAt - killedAt,
      'failover: kill → dealer’s socket on node2 (ms)': reconnectedAt - killedAt,
      'failover: kill → a quote room can be joined again (ms)': roomsAnswerAt - killedAt,
      'the save’s trips through nginx (node, status)': puts
        .map((line) => /node=(.*) upstream_status=(.*?) id=/.exec(line)?.slice(1).join(' → ') ?? line)
        .join(' | '),
      'node1 restarted → serving again (ms)': rejoinedAfter,
    };
    console.log(
      `A node killed under traffic:\n${Object.entries(figures)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
    );

    expect(failedReads, 'reads nginx should have retried on node2').toEqual([]);
    expect(failedWrites.every(({ status }) => status === 502 || status === 0)).toBe(true);
    expect(servedAfter(lastFailure + 1000), 'after the failover, node2 alone answers').toEqual(
      new Set(['node2']),
    );
    expect(quote.quoteData.some(({ terms }) => terms?.sellingPrice === typedPrice)).toBe(true);
    expect(priceEdits, 'the typed price is in the history once').toHaveLength(1);
  } finally {
    sender?.disconnect();
    await traffic?.stop();
    await context.close();
    // The other journeys of this worker share the cluster: node1 runs again whatever happened.
    const dead = node1.process && (node1.process.exitCode !== null || node1.process.signalCode !== null);
    if (dead) await node1.start();
  }
});
