#!/usr/bin/env node
// What a visitor downloads before each app's first route shows, read from the build's manifest:
// the entry chunk, everything it imports statically, the first route's own code-split chunk, and
// their CSS, gzipped. The sizes are deterministic, so the budgets are a size check, not a timing.
//
// `node scripts/first-load.mjs` checks the budgets against the built apps (`pnpm build` first)
// and fails when a first load is over its budget; `pnpm test` runs it after the build, and
// `pnpm bench` prints the same table.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each app's initial route, its module, and the most gzip JS it may load first (issue 8). The public
 * site is on every visitor's path: its first load is React, plain-HTML header links and menus (no
 * react-aria until the drawer opens) and only its own areas of the message catalogue.
 */
export const firstLoadBudgets = [
  { app: 'public', route: '/', module: 'src/routes/Home.tsx', budgetKb: 90 },
  // Every other page of the public site: a content page, pre-rendered, its text not in its code.
  { app: 'public', route: '/company', module: 'src/routes/ContentPage.tsx', budgetKb: 90 },
  { app: 'client', route: '/client/login', module: 'src/routes/Login.tsx', budgetKb: 140 },
  { app: 'dealer', route: '/dealer/login', module: 'src/routes/Login.tsx', budgetKb: 140 },
  { app: 'staff', route: '/staff/login', module: 'src/signIn/StaffLogin.tsx', budgetKb: 140 },
];

export const manifestOf = (app) => join(root, 'apps', app, 'dist', '.vite', 'manifest.json');
export const isBuilt = () => firstLoadBudgets.every(({ app }) => existsSync(manifestOf(app)));

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
    const size = gzipSync(readFileSync(join(root, 'apps', app, 'dist', file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files: files.size };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The table of every app's first load against its budget; `over` names the apps over budget. */
export function firstLoadReport() {
  const rows = firstLoadBudgets.map(({ app, route, module, budgetKb }) => {
    const { js, css, files } = firstLoad(app, module);
    return {
      app,
      route,
      'JS (gzip)': kb(js),
      'JS budget': `${budgetKb} kB`,
      'CSS (gzip)': kb(css),
      files,
      over: js > budgetKb * 1024,
    };
  });
  return { rows, over: rows.filter((row) => row.over).map((row) => row.app) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!isBuilt()) {
    console.error('The apps are not built: run pnpm build first.');
    process.exit(1);
  }
  const { rows, over } = firstLoadReport();
  console.log('First load of each app’s initial route');
  console.table(rows);
  if (over.length) {
    console.error(`Over the first-load budget: ${over.join(', ')}. See scripts/first-load.mjs.`);
    process.exit(1);
  }
}
