#!/usr/bin/env node
// `pnpm test`'s smoke run on Node 22, the oldest Node the project supports: the API server starts
// on Node 22 on a fresh PGlite folder, migrates it (and writes the demo data), and answers the
// staff sign-in's first step for the demo account. It uses this Node when it is 22, else the Node
// 22 that scripts/setup.sh installed under .tools/.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORTED, nodeOfMajor } from './lib/node-runtime.mjs';

const started = Date.now();
const node = nodeOfMajor(SUPPORTED);
if (!node) {
  console.error(`No Node ${SUPPORTED} here: run scripts/setup.sh, which installs it under .tools/.`);
  process.exit(1);
}
const apiDir = fileURLToPath(new URL('../apps/api', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'sfi-node22-'));
const { DATABASE_URL: _url, S3_BUCKET: _bucket, ...env } = process.env;
const server = spawn(node, ['--import', 'tsx', 'src/cli/serve.ts'], {
  cwd: apiDir,
  env: { ...env, DATA_DIR: join(folder, 'pglite'), PORT: '0', HOST: '127.0.0.1', SEED_DEMO_DATA: 'true' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let logs = '';
server.stderr.on('data', (chunk) => (logs += chunk));
const stop = () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
};
process.once('exit', stop);

try {
  const url = await new Promise((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
      if (match) resolve(match[1]);
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
    setTimeout(() => reject(new Error('the server did not listen within 120 s')), 120_000).unref();
  });
  // The staff sign-in's first step: the demo account's password checked (Argon2), a code sent.
  const response = await fetch(`${url}/api/main/login/sms`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('admin:admin-demo-2026').toString('base64')}` },
  });
  const body = await response.json();
  if (response.status !== 200 || typeof body.session?.id !== 'string')
    throw new Error(`the staff sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  const [code] = await exited;
  if (code !== 0) throw new Error(`the server stopped with ${code} on SIGTERM`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Node 22 smoke: ${node} started the server, migrated, answered a sign-in, stopped (${seconds} s).`,
  );
} catch (error) {
  console.error(`Node 22 smoke failed: ${error.message}\n${logs}`);
  process.exit(1);
}
