// The product as `pnpm start` starts it, on a free port with a fresh database (PGlite in a new
// folder), for the scripts that measure it in a browser (first-load.mjs, bench-lighthouse.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the product; resolves with its origin and a function that stops it. `env` adds to the
 * server's environment (`DATA_DIR` to open a database seeded before).
 */
export function startProduct({ env = {}, timeoutMs = 240_000 } = {}) {
  const child = spawn('pnpm', ['--filter', '@sfi/api-server', 'start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(mkdtempSync(join(tmpdir(), 'sfi-measure-')), 'pglite'),
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // pnpm starts the server as a child of its own: stop the whole group.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      stop();
      reject(new Error(`The product did not start in ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      const found = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (found) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve({ origin: found[1], stop });
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`The product exited with ${code}:\n${output}`));
    });
  });
}
