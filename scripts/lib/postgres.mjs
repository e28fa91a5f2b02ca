// A throwaway PostgreSQL server of Debian's `postgresql` package, made in a temporary folder,
// listening on loopback only, for the scripts and tests that need a real server they may also stop
// and start again (faults, backups, the cluster). `scripts/with-postgres.mjs` runs a command on one.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed server's `bin` folder, or undefined. */
export function postgresBin() {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest && join('/usr/lib/postgresql', newest, 'bin');
}

/** A port nothing listens on now, on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });
}

/**
 * Makes and starts a cluster. `stop()` and `start()` stop and start the same server on the same
 * port (a restart keeps the data); `remove()` stops it and deletes its folder.
 * @param {{ port?: number, quiet?: boolean }} [options]
 */
export async function startPostgres(options = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error('No PostgreSQL server found; run scripts/setup.sh or set DATABASE_URL.');
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'sfi-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  // initdb refuses to run as root; as root, run the server as the package's postgres user.
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const pg = (tool, ...rest) => {
    const [exe, ...pre] = [...asPostgres, join(bin, tool)];
    execFileSync(exe, [...pre, ...rest], { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const start = () =>
    pg(
      'pg_ctl',
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    );
  const stop = (mode = 'fast') => pg('pg_ctl', '-D', data, '-m', mode, '-w', 'stop');
  pg('initdb', '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync');
  start();
  if (!options.quiet) console.log(`postgres: PostgreSQL on 127.0.0.1:${port}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    bin,
    start,
    stop,
    remove() {
      try {
        stop();
      } catch {
        // It was not running; nothing to stop.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
