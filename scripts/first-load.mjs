#!/usr/bin/env node
// What a visitor downloads before each app's first route shows, measured twice, in gzip:
// - from the build's manifest: the entry chunk, everything it imports statically, the first route's
//   own code-split chunk, and their CSS (deterministic: a size check, not a timing);
// - in Chromium: every script a fresh browser downloads on that route until the network is idle,
//   also after the browser's own idle time (what a page fetches ahead "when idle" counts: a page
//   must fetch ahead only what it can use next).
// Each must be within the route's budget.
//
// `node scripts/first-load.mjs` checks the budgets against the built apps (`pnpm build` first),
// started as `pnpm start` starts them on a fresh database, and fails when a first load is over its
// budget; `pnpm test` runs it after the build, and `pnpm bench` prints the same table.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';

import { startProduct } from './lib/product.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each app's initial route, its module, and the most gzip JS it may load first (issue 8). The public
 * site is on every visitor's path: its first load is React, plain-HTML header links and menus (no
 * react-aria until the drawer opens) and only its own areas of the message catalogue.
 */
const budgetsInEnglish = [
  { app: 'public', route: '/', module: 'src/routes/Home.tsx', budgetKb: 90 },
  // Every other page of the public site: a content page, pre-rendered, its text not in its code.
  { app: 'public', route: '/company', module: 'src/routes/ContentPage.tsx', budgetKb: 90 },
  { app: 'client', route: '/client/login', module: 'src/routes/Login.tsx', budgetKb: 140 },
  { app: 'dealer', route: '/dealer/login', module: 'src/routes/Login.tsx', budgetKb: 140 },
  { app: 'staff', route: '/staff/login', module: 'src/signIn/StaffLogin.tsx', budgetKb: 140 },
];

/**
 * The same first loads in French (issue 29): the public site's French twins under `/fr`, and the
 * apps opened by a browser whose language is French, which load the French words of their shell too.
 */
export const firstLoadBudgets = [
  ...budgetsInEnglish.map((budget) => ({ ...budget, locale: 'en-CA' })),
  ...budgetsInEnglish.map((budget) => ({
    ...budget,
    route: budget.app === 'public' ? `/fr${budget.route === '/' ? '' : budget.route}` : budget.route,
    locale: 'fr-CA',
  })),
];

export const manifestOf = (app) => join(root, 'apps', app, 'dist', '.vite', 'manifest.json');
export const isBuilt = () => firstLoadBudgets.every(({ app }) => existsSync(manifestOf(app)));

const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The gzip sizes of what `app` loads before `routeModule` shows. */
export function firstLoad(app, routeModule) {
  const manifest = JSON.parse(readFileSync(manifestOf(app), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  // An app built with one style sheet for all its pages (`build.cssCodeSplit: false`) links it from
  // index.html, and its manifest lists it on its own.
  if (manifest['style.css']) files.add(manifest['style.css'].file);
  if (!manifest[routeModule]) throw new Error(`apps/${app}: ${routeModule} is not a chunk of the build`);
  visit(routeModule);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipped(readFileSync(join(root, 'apps', app, 'dist', file)));
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files: files.size };
}

/** A phone as Lighthouse's mobile audit sees it, and a desktop: a page may load more on either. */
const viewports = [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
];

/** Resolves once no request has been in flight for `quietMs`. */
function networkQuiet(page, quietMs) {
  const inFlight = new Set();
  let changed = Date.now();
  const started = (request) => {
    inFlight.add(request);
    changed = Date.now();
  };
  const ended = (request) => {
    inFlight.delete(request);
    changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled() {
      while (inFlight.size > 0 || Date.now() - changed < quietMs) await page.waitForTimeout(50);
    },
  };
}

/**
 * The gzip size of every script Chromium downloads on `url` in a fresh context until the network is
 * idle: after the load, the page's idle callbacks run (a browser with nothing else to do runs them at
 * once), then nothing is fetched for a second.
 */
async function scriptsDownloaded(browser, url, viewport, locale) {
  const context = await browser.newContext({ viewport, locale, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const network = networkQuiet(page, 1000);
    const bodies = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript'))
        bodies.push(response.body().then((body) => ({ url: response.url(), js: gzipped(body) })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // A public page asks for its code once its largest paint is on the screen (apps/public/src/prerender.tsx).
    await page.waitForFunction(() => document.querySelector('script[type="module"]'));
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 5000 })),
    );
    await network.settled();
    const scripts = new Map((await Promise.all(bodies)).map((script) => [script.url, script.js]));
    return { js: [...scripts.values()].reduce((sum, size) => sum + size, 0), files: scripts.size };
  } finally {
    await context.close();
  }
}

/**
 * Each budgeted route's first load in Chromium, against the built product started on a fresh
 * database: the most JS of the viewports (`viewports`).
 */
export async function firstLoadsInChromium() {
  const { chromiumLaunchOptions } = await tsImport('../tooling/browser.ts', import.meta.url);
  const product = await startProduct();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const loads = [];
    for (const { route, locale } of firstLoadBudgets) {
      let most = { js: 0, files: 0 };
      for (const viewport of viewports) {
        const load = await scriptsDownloaded(browser, `${product.origin}${route}`, viewport, locale);
        if (load.js > most.js) most = load;
      }
      loads.push(most);
    }
    return loads;
  } finally {
    await browser.close();
    product.stop();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The table of every app's first load against its budget, from the manifest and, when `inChromium`
 * holds the measures of `firstLoadsInChromium()`, as Chromium downloaded it; `over` names the routes
 * over budget by either.
 */
export function firstLoadReport(inChromium) {
  const rows = firstLoadBudgets.map(({ app, route, module, budgetKb, locale }, index) => {
    const { js, css, files } = firstLoad(app, module);
    const real = inChromium?.[index];
    return {
      app,
      route,
      locale,
      'JS (gzip), manifest': kb(js),
      ...(real && { 'JS (gzip), in Chromium': kb(real.js), 'scripts in Chromium': real.files }),
      'JS budget': `${budgetKb} kB`,
      'CSS (gzip)': kb(css),
      files,
      over: Math.max(js, real?.js ?? 0) > budgetKb * 1024,
    };
  });
  return {
    rows,
    over: rows.filter((row) => row.over).map((row) => `${row.app} ${row.route} (${row.locale})`),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!isBuilt()) {
    console.error('The apps are not built: run pnpm build first.');
    process.exit(1);
  }
  const { rows, over } = firstLoadReport(await firstLoadsInChromium());
  console.log('First load of each app’s initial route (manifest; Chromium until the network is idle)');
  console.table(rows);
  if (over.length) {
    console.error(`Over the first-load budget: ${over.join(', ')}. See scripts/first-load.mjs.`);
    process.exit(1);
  }
}
