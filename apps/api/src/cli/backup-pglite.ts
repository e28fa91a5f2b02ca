/**
 * Backups of a PGlite data folder, taken by the process that has it open.
 *
 * PGlite is PostgreSQL inside one process: its data folder cannot be opened by a second one while
 * the server runs, and a copy of the files taken from outside could catch a page half-written.
 * So the copy is taken by PGlite itself (`dumpDataDir`, a tarball of the data folder) in the
 * process that holds the folder: `pnpm db:backup` asks the running server for it on a Unix socket
 * beside the data folder (`backupSocketPath`; only the server's own user may open it, so nothing
 * reaches it over the network and no token is needed), or, when no server answers there, opens the
 * folder itself. Restoring is `loadDataDir`: a new data folder made from the tarball.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, DatabaseOptions } from '../db/client.ts';

/**
 * The Unix socket the server answers backups on: beside its data folder, or, where that path is
 * too long for a socket's address (about 100 bytes), in the temporary folder under a name made from
 * the data folder's path.
 */
export function backupSocketPath(dataDir: string): string {
  const beside = `${resolve(dataDir)}.backup.sock`;
  if (Buffer.byteLength(beside) <= 100) return beside;
  const name = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 24);
  return join(tmpdir(), `sfi-pglite-${name}.sock`);
}

/**
 * Refuses a file at the socket's path that another user made (a socket of theirs, in the shared
 * temporary folder or a folder others may write): a server would take it for one running on the
 * folder, and `pnpm db:backup` would save whatever it answers as the backup.
 */
function ensureOwnSocket(path: string): void {
  const uid = process.getuid?.();
  if (uid === undefined) return;
  const found = lstatSync(path, { throwIfNoEntry: false });
  if (found && (!found.isSocket() || found.uid !== uid))
    throw new Error(
      `${path} is not a socket of this user (uid ${uid}): something else made it; remove it or move the data folder.`,
    );
}

/**
 * A gzipped tarball of the data folder, consistent: a checkpoint first (so the copy needs little
 * recovery), then the dump while no transaction is under way (PGlite's own lock, which every query
 * of the server also takes), so it holds every transaction committed before it and none in part.
 */
export async function dumpPglite(client: PGlite): Promise<Buffer> {
  await client.exec('CHECKPOINT');
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return Buffer.from(await tarball.arrayBuffer());
}

/**
 * Claims a PGlite folder for this process: listens on its socket, answering `GET /backup` with
 * `answer` (a tarball, or a 503 with the reason). Listening is the lock: a second process claiming
 * the same folder finds the socket taken and is refused ("in use"); a socket file left by a process
 * that was killed is taken over. The socket lives as long as the process (without keeping it alive);
 * its file goes at exit.
 */
export async function claimDataDir(
  dataDir: string,
  answer: () => Promise<Buffer | { unavailable: string }>,
): Promise<void> {
  const path = backupSocketPath(dataDir);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    answer().then(
      (tarball) =>
        Buffer.isBuffer(tarball)
          ? res.writeHead(200, { 'content-type': 'application/gzip' }).end(tarball)
          : res.writeHead(503, { 'content-type': 'text/plain' }).end(tarball.unavailable),
      (error: unknown) =>
        res
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(error instanceof Error ? error.message : String(error)),
    );
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject).listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    });
  await mkdir(dirname(path), { recursive: true });
  try {
    await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    ensureOwnSocket(path);
    if (await serverRunsOn(dataDir))
      throw new Error(
        `The PGlite folder ${dataDir} is in use by another process (a server, or pnpm db:backup or db:restore); ` +
          'PGlite opens a folder in one process only.',
        { cause: error },
      );
    await rm(path, { force: true });
    await listen();
  }
  await chmod(path, 0o600);
  server.unref();
  process.once('exit', () => rmSync(path, { force: true }));
}

/**
 * For a server: claims its PGlite folder (`claimDataDir`) before it opens it, answering backups
 * with `dumpPglite` once it gives the open database (a 503 while it migrates and seeds). Nothing
 * for PostgreSQL (pg_dump reaches the server itself) or a database in memory.
 */
export async function answerBackups(database: DatabaseOptions): Promise<(opened: Database) => void> {
  if (database.url !== undefined || database.dataDir === undefined || database.dataDir === 'memory')
    return () => {};
  let client: PGlite | undefined;
  await claimDataDir(database.dataDir, async () =>
    client ? dumpPglite(client) : { unavailable: 'The server is starting; try again in a moment.' },
  );
  return (opened) => {
    if (opened.driver === 'pglite') client = opened.client;
  };
}

/**
 * The running server's backup of `dataDir`, or undefined when no server answers on its socket
 * (none runs on that folder).
 */
export function requestBackup(dataDir: string): Promise<Buffer | undefined> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(undefined);
  try {
    ensureOwnSocket(socketPath);
  } catch (error) {
    return Promise.reject(error as Error);
  }
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/backup', method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`The server running on ${dataDir} made no backup: ${body.toString()}`));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file nobody listens on: a server that was killed left it; none runs.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined);
      else reject(error);
    });
    req.end();
  });
}

/** Whether a server runs on `dataDir`: something accepts connections on its backup socket. */
export function serverRunsOn(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(backupSocketPath(dataDir))
      .once('connect', () => {
        socket.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });
}

/** Whether a PGlite data folder holds a database (PGlite writes `PG_VERSION` when it makes one). */
export const holdsPgliteData = (dataDir: string): boolean =>
  existsSync(dataDir) && readdirSync(dataDir).includes('PG_VERSION');
