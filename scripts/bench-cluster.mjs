#!/usr/bin/env node
// The cluster part of `pnpm bench`: one node against two nodes behind nginx, on the PostgreSQL
// server, with the same mixed workload: each connection, in turn, lists the lease quotes, searches
// the files, opens a file and saves it (a staff member at work; each connection has a file of its
// own, so no save waits for another's). At 10 and 50 connections (autocannon), three ways:
//   - one node alone: node 1's own port, as `pnpm start` serves;
//   - one node behind nginx: every request pinned to node 1 by the `sfi_node` cookie (node 2 its
//     backup only), what the proxy itself costs;
//   - two nodes behind nginx: the requests spread over both.
// Printed: req/s, p50, p99, the two-to-one ratio, and the CPU each process used during each run
// (from /proc: the process and its children, PostgreSQL's server and backends together). On the
// 2 cores of a development machine the nodes, PostgreSQL, nginx and autocannon share two cores: the
// ratio cannot show real scaling there; the CPU columns say where the time went.
//
// The cluster is scripts/cluster/index.mjs (`pnpm cluster`): PostgreSQL, s3rver, the nodes and
// nginx on loopback, stopped at the end.   Options: --duration S (default 10), --warmup S (2).
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { startCluster } from './cluster/index.mjs';
import { nodeCookie, nodeName } from './cluster/nginx-config.mjs';
import { percentile } from './bench-api.mjs';

const CONNECTIONS = [10, 50];

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** Every process's parent and CPU time (user + system, and of its waited-for children), from /proc. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may hold spaces: the fields after it start past its ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
      table.set(Number(entry), { ppid: Number(fields[1]), own: utime + stime, children: cutime + cstime });
    } catch {
      // The process ended while being read.
    }
  }
  return table;
}

/** CPU ticks of a process and all its descendants, those that ended included (their parents waited). */
function treeTicks(table, pid) {
  const entry = table.get(pid);
  if (!entry) return 0;
  let ticks = entry.own + entry.children;
  for (const [child, { ppid }] of table) if (ppid === pid) ticks += treeTicks(table, child);
  return ticks;
}

/** The PostgreSQL server's process: the first line of its postmaster.pid. */
const postmasterPid = (cluster) =>
  Number(readFileSync(`${cluster.postgres.dir}/data/postmaster.pid`, 'utf8').split('\n')[0]);

/** A CPU meter over the cluster's processes and this one (autocannon runs here). */
function cpuMeter(cluster) {
  const processes = [
    ...cluster.nodes.map((node) => [node.name, () => node.process.pid]),
    ['nginx', () => cluster.proxy.process.pid],
    ['PostgreSQL', () => postmasterPid(cluster)],
  ];
  const read = () => {
    const table = processTable();
    const values = Object.fromEntries(
      processes.map(([name, pid]) => [name, treeTicks(table, pid()) / TICKS]),
    );
    const { user, system } = process.cpuUsage();
    values['autocannon'] = (user + system) / 1e6;
    return values;
  };
  return {
    start() {
      const before = read();
      const started = performance.now();
      return () => {
        const after = read();
        const seconds = (performance.now() - started) / 1000;
        return Object.fromEntries(
          Object.keys(after).map((name) => [
            name,
            `${Math.round((100 * (after[name] - before[name])) / seconds)} %`,
          ]),
        );
      };
    },
  };
}

/** Signs the demo staff admin in through both steps, reading the texted code from the nodes' output. */
async function signInStaff(cluster) {
  const { demoAccounts } = await tsImport('../apps/api/src/seed/demo-accounts.ts', import.meta.url);
  const { username, password, phone } = demoAccounts.staffAdmin;
  const call = async (path, init) => {
    const response = await fetch(new URL(`/api/main${path}`, cluster.origin), init);
    const body = await response.json();
    if (response.status !== 200)
      throw new Error(`POST ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  };
  // The nodes' output is joined node by node: a new line may land before an old one of another node.
  const texted = () =>
    cluster
      .output()
      .split('\n')
      .filter((line) => line.includes(`[outbox] SMS to ${phone}:`));
  const before = texted().length;
  const first = await call('/login/sms', {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
  });
  let code;
  for (const until = Date.now() + 15_000; !code && Date.now() < until;) {
    const sms = texted().slice(before).at(-1);
    code = sms && /\b(\d{6})\b/.exec(sms.slice(sms.indexOf(':') + 1))?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error('No sign-in code was texted to the demo staff admin');
  const second = await call('/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-session-token': first.session.id,
      authorization: `Bearer ${first.token}`,
    },
    body: JSON.stringify({ code }),
  });
  return { 'x-session-token': second.session.id, authorization: `Bearer ${second.token}` };
}

/**
 * The mixed workload for autocannon: list, search, open, save, in turn on each connection; each
 * connection opens and saves a file no other connection holds meanwhile (the save sends the file
 * as opened).
 */
async function mixedWorkload(cluster, headers) {
  const { demoFileNo } = await tsImport('../apps/api/src/seed/lease-files.ts', import.meta.url);
  const fileNos = Array.from({ length: 100 }, (_, index) => demoFileNo(index));
  const searches = fileNos.map(
    (fileNo) => `/api/main/files/everything/${encodeURIComponent(fileNo.slice(0, 6))}`,
  );
  // A connection takes a file no other holds at its open and gives it back once saved (autocannon
  // clears a connection's context at each round of the requests).
  let free = [...fileNos];
  let nextSearch = 0;
  const requests = [
    { method: 'GET', path: '/api/main/lease-quotes?skip=0&limit=20&sortBy=updatedAt', headers },
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: searches[nextSearch++ % searches.length] }),
      headers,
    },
    {
      method: 'GET',
      headers,
      setupRequest: (request, context) => {
        context.fileNo = free.shift();
        return { ...request, path: `/api/main/files/${encodeURIComponent(context.fileNo)}` };
      },
      onResponse: (status, body, context) => {
        if (status !== 200) return;
        context.file = JSON.parse(body).file;
      },
    },
    {
      method: 'PUT',
      setupRequest: (request, context) => ({
        ...request,
        path: `/api/main/files/${encodeURIComponent(context.fileNo)}`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(context.file),
      }),
      onResponse: (_status, _body, context) => {
        free.push(context.fileNo);
      },
    },
  ];
  // Each run starts with every file free (a run stopped mid-round keeps some).
  return { requests, newRun: () => (free = [...fileNos]) };
}

/** One autocannon run of the workload; every answer must be a 200 (or a save's 409, counted). */
async function run(url, { requests, newRun }, { connections, duration, warmup, cookie }) {
  const options = {
    url,
    connections,
    requests: cookie ? requests.map((request) => withCookie(request, cookie)) : requests,
  };
  const go = (seconds, onLatency) =>
    new Promise((resolve, reject) => {
      newRun();
      const tracker = autocannon({ ...options, duration: seconds }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
      if (onLatency) tracker.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
    });
  // autocannon stops with requests in flight: a save still on its way would find the next run's
  // open of its file stale (409). Each run waits for them to end.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
  if (warmup > 0) {
    await go(warmup);
    await settle();
  }
  const latencies = [];
  const result = await go(duration, (ms) => latencies.push(ms));
  await settle();
  // A save that found its file changed since it was opened (409) is the server's right answer.
  const conflicts = result.statusCodeStats?.['409']?.count ?? 0;
  const others = Object.entries(result.statusCodeStats ?? {}).filter(
    ([status]) => status !== '200' && status !== '409',
  );
  if (result.errors > 0 || result.timeouts > 0 || others.length > 0)
    throw new Error(
      `${url} at ${connections} connections: ${others.map(([status, { count }]) => `${status}×${count}`).join(', ')}, ` +
        `${result.errors} errors, ${result.timeouts} timeouts`,
    );
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.average,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    conflicts,
  };
}

/** A request of the workload with the cookie that pins it to one node. */
function withCookie(request, cookie) {
  const add = (headers = {}) => ({ ...headers, cookie });
  if (!request.setupRequest) return { ...request, headers: add(request.headers) };
  return {
    ...request,
    setupRequest: (made, context) => {
      const next = request.setupRequest(made, context);
      return { ...next, headers: add(next.headers) };
    },
  };
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { duration: { type: 'string', default: '10' }, warmup: { type: 'string', default: '2' } },
    // `pnpm bench` passes its options to every part.
    strict: false,
  });
  const duration = Number(values.duration);
  const warmup = Number(values.warmup);
  console.log('Starting the cluster (PostgreSQL, s3rver, two nodes, nginx)…');
  const cluster = await startCluster({ nodes: 2, env: { LOG_LEVEL: 'warn' } });
  try {
    const headers = await signInStaff(cluster);
    const workload = await mixedWorkload(cluster, headers);
    const meter = cpuMeter(cluster);
    const ways = [
      { way: 'one node alone', url: cluster.nodes[0].origin },
      { way: 'one node behind nginx', url: cluster.origin, cookie: `${nodeCookie}=${nodeName(0)}` },
      { way: 'two nodes behind nginx', url: cluster.origin },
    ];
    const rows = [];
    const cpuRows = [];
    for (const connections of CONNECTIONS) {
      const measured = {};
      for (const { way, url, cookie } of ways) {
        const stop = meter.start();
        measured[way] = await run(url, workload, { connections, duration, warmup, cookie });
        cpuRows.push({ way, connections, ...stop() });
      }
      const one = measured['one node behind nginx'].requests;
      for (const { way } of ways) {
        const { requests: perSecond, p50, p99, conflicts } = measured[way];
        rows.push({
          way,
          connections,
          'req/s': Math.round(perSecond),
          'p50 (ms)': Number(p50.toFixed(1)),
          'p99 (ms)': Number(p99.toFixed(1)),
          'saves refused (409)': conflicts,
          ...(way === 'two nodes behind nginx' && { 'two-to-one': `${(perSecond / one).toFixed(2)}×` }),
        });
      }
    }
    console.log(
      `\nOne node against two behind nginx, on PostgreSQL: each connection lists quotes, searches files, opens a file ` +
        `and saves it, in turn; ${duration} s after ${warmup} s of warm-up (two-to-one: against one node behind nginx)`,
    );
    console.table(rows);
    console.log('\nCPU of each process during each run, in % of one core (the warm-up included)');
    console.table(cpuRows);
  } finally {
    await cluster.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
