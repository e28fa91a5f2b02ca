#!/usr/bin/env node
// The public site in Lighthouse (issue 14 "Fast"): `/`, `/company`, `/lease-takeover` and a lease
// takeover's detail, audited as a phone on a throttled mobile network (Lighthouse's mobile default),
// in the machine's Chromium, against the built product started as `pnpm start` starts it on a fresh
// database. Prints each category's score, LCP and CLS against the targets: every category ≥ 95,
// LCP ≤ 1.8 s, CLS ≤ 0.02.
//
// Lighthouse is not a dependency of the workspace (it brings a browser driver and telemetry client
// that nothing else needs): it is fetched from the registry the first time, with `pnpm dlx`.
// `node scripts/bench-lighthouse.mjs [--origin http://127.0.0.1:8080]` audits a product already running.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const LIGHTHOUSE = 'lighthouse@12.2.3';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const targets = { score: 95, lcpMs: 1800, cls: 0.02 };
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Starts the product on a free port with a fresh database; resolves with its origin and a stop function. */
function startProduct() {
  const child = spawn('pnpm', ['--filter', '@sfi/api-server', 'start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(mkdtempSync(join(tmpdir(), 'sfi-lh-')), 'pglite'),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const found = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (found) {
        clearInterval(poll);
        resolve({ origin: found[1], stop: () => process.kill(-child.pid, 'SIGTERM') });
      }
    }, 200);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`The product exited with ${code}:\n${output}`));
    });
  });
}

/** The path of one lease takeover's detail page, from the public API's list (issue 14), if it answers one. */
async function takeoverDetailPath(origin) {
  try {
    const response = await fetch(`${origin}/api/public/leaseTakeovers`);
    if (!response.ok) return undefined;
    const body = await response.json();
    const list = Array.isArray(body) ? body : body.leaseTakeovers;
    const first = list?.[0];
    return first ? `/lease-takeover/${first.id ?? first.leaseId}` : undefined;
  } catch {
    return undefined;
  }
}

function audit(url) {
  const dir = mkdtempSync(join(tmpdir(), 'sfi-lh-report-'));
  const report = join(dir, 'report.json');
  const run = spawnSync(
    'pnpm',
    [
      'dlx',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      `--only-categories=${categories.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      cwd: root,
      env: { ...process.env, ...(chromium && { CHROME_PATH: chromium }) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (run.status !== 0 || !existsSync(report)) throw new Error(`Lighthouse could not audit ${url}`);
  return JSON.parse(readFileSync(report, 'utf8'));
}

const originArgument = process.argv.indexOf('--origin');
const product =
  originArgument > 0 ? { origin: process.argv[originArgument + 1], stop: () => {} } : await startProduct();
let over = false;
try {
  const paths = ['/', '/company', '/lease-takeover'];
  const detail = await takeoverDetailPath(product.origin);
  if (detail) paths.push(detail);
  else console.log('No lease takeover detail to audit: GET /api/public/leaseTakeovers listed none.');
  const rows = [];
  for (const path of paths) {
    const result = audit(`${product.origin}${path}`);
    const scores = Object.fromEntries(
      categories.map((name) => [name, Math.round((result.categories[name]?.score ?? 0) * 100)]),
    );
    const lcp = result.audits['largest-contentful-paint'].numericValue;
    const cls = result.audits['cumulative-layout-shift'].numericValue;
    const met =
      Object.values(scores).every((score) => score >= targets.score) &&
      lcp <= targets.lcpMs &&
      cls <= targets.cls;
    over ||= !met;
    // What kept a category under 100, so that a score below target says what to fix.
    for (const name of categories.filter((category) => category !== 'performance'))
      for (const { id } of result.categories[name]?.auditRefs ?? []) {
        const found = result.audits[id];
        if (found && found.score !== null && found.score < 1 && found.scoreDisplayMode === 'binary')
          console.log(`${path}: ${name}: ${found.title}`);
      }
    rows.push({
      page: path,
      ...scores,
      LCP: `${(lcp / 1000).toFixed(2)} s`,
      CLS: cls.toFixed(3),
      targets: met ? 'met' : 'OVER',
    });
  }
  console.log(
    `Lighthouse, mobile (targets: each category ≥ ${targets.score}, LCP ≤ ${targets.lcpMs / 1000} s, CLS ≤ ${targets.cls})`,
  );
  console.table(rows);
} finally {
  product.stop();
}
process.exit(over ? 1 : 0);
