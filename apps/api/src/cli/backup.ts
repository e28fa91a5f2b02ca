/**
 * `pnpm db:backup <file>`: a consistent backup of the database the environment names, as the
 * server reads it (DATABASE_URL, else PGlite in DATA_DIR):
 * - PostgreSQL: `pg_dump --format=custom` (restore with `pnpm db:restore`, or pg_restore itself);
 * - PGlite: a gzipped tarball of the data folder (PGlite's `dumpDataDir`), made by the running
 *   server when one runs on that folder (see `backup-pglite.ts`), else by this command.
 * The bucket (files, photos, attachments) is not in it: see "Backups" in the README.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { claimDataDir, dumpPglite, holdsPgliteData, requestBackup } from './backup-pglite.ts';
import { dumpPostgres } from './backup-postgres.ts';
import { backupCommandLine, describeDatabase } from './backup-target.ts';

const usage = `Usage: pnpm db:backup <file>

Writes a backup of the database the server uses (DATABASE_URL, else PGlite in DATA_DIR) to <file>:
pg_dump's custom format for PostgreSQL, a .tar.gz of the data folder for PGlite (taken by the
running server when one runs on it). Restore it with pnpm db:restore <file>.`;

const { file } = backupCommandLine(usage);
const { database } = loadEnv();
const started = performance.now();

try {
  await mkdir(dirname(file), { recursive: true });
  if (database.url !== undefined) {
    await dumpPostgres(database.url, file);
  } else {
    const { dataDir } = database;
    if (dataDir === 'memory') throw new Error('DATA_DIR is "memory": there is nothing on disk to back up.');
    let tarball = await requestBackup(dataDir);
    if (tarball) console.log('Backup taken by the server running on this data folder.');
    else {
      if (!holdsPgliteData(dataDir)) throw new Error(`There is no PGlite database at ${dataDir}.`);
      // No server runs on the folder: hold it while the copy is taken, so none starts on it meanwhile.
      await claimDataDir(dataDir, async () => ({ unavailable: 'A backup of this folder is being taken.' }));
      const opened = await openDatabase({ dataDir });
      if (opened.driver !== 'pglite') throw new Error('Expected PGlite.');
      try {
        tarball = await dumpPglite(opened.client);
      } finally {
        await opened.close();
      }
    }
    await writeFile(file, tarball);
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Backed up ${describeDatabase(database)} to ${file} in ${seconds} s.`);
