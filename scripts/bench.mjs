#!/usr/bin/env node
// `pnpm bench`: what a visitor downloads before each app's first route shows: the entry chunk,
// everything it imports statically, the first route's own code-split chunk and their CSS,
// gzipped. Builds the apps first when they are not built. Then the cost of each @sfi/ui component.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const apps = [
  { app: 'public', route: '/', module: 'src/routes/Home.tsx' },
  { app: 'client', route: '/client/login', module: 'src/routes/Login.tsx' },
  { app: 'dealer', route: '/dealer/login', module: 'src/routes/Login.tsx' },
  { app: 'staff', route: '/staff/login', module: 'src/signIn/StaffLogin.tsx' },
];

const manifestOf = (app) => join(root, 'apps', app, 'dist', '.vite', 'manifest.json');
if (apps.some(({ app }) => !existsSync(manifestOf(app)))) {
  const { status } = spawnSync('node', [join(root, 'scripts', 'build-apps.mjs')], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

function firstLoad(app, routeModule) {
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
const rows = apps.map(({ app, route, module }) => {
  const { js, css, files } = firstLoad(app, module);
  return { app, route, 'JS (gzip)': kb(js), 'CSS (gzip)': kb(css), total: kb(js + css), files };
});
console.log('First load of each app’s initial route');
console.table(rows);

// What each design-system component costs an app that imports it alone (tree-shaking at work).
console.log('');
const ui = spawnSync('node', [join(root, 'scripts', 'bench-ui.mjs')], { stdio: 'inherit' });
if (ui.status !== 0) process.exit(ui.status ?? 1);

// The API: chosen calls against a bare Fastify route, on a fresh database (its options: node scripts/bench-api.mjs --help).
console.log('');
const api = spawnSync('node', [join(root, 'scripts', 'bench-api.mjs'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (api.status !== 0) process.exit(api.status ?? 1);
