#!/usr/bin/env node
// Builds the four browser apps with Vite, one after another (the machines have two cores), then
// stamps each with the same build id: a hash of everything the four builds produced. The API
// server reports that id at GET /api/main/versions and serves it in each app's runtime config.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const apps = ['public', 'client', 'dealer', 'staff'];
const only = process.argv.slice(2);

function filesBelow(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name !== 'build.json')
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

for (const app of only.length ? only : apps) {
  const dir = join(root, 'apps', app);
  const started = Date.now();
  await build({ root: dir, configFile: join(dir, 'vite.config.ts'), logLevel: 'warn' });
  console.log(`built apps/${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const hash = createHash('sha256');
for (const app of apps) {
  for (const file of filesBelow(join(root, 'apps', app, 'dist'))) {
    hash.update(file.slice(root.length)).update(readFileSync(file));
  }
}
const buildId = hash.digest('hex').slice(0, 12);
for (const app of apps) {
  writeFileSync(join(root, 'apps', app, 'dist', 'build.json'), `${JSON.stringify({ buildId }, null, 2)}\n`);
}
console.log(`build id ${buildId}`);
