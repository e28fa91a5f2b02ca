/**
 * `pnpm db:restore [--force] <file>`: restores a `pnpm db:backup` file into the database the
 * environment names (DATABASE_URL, else PGlite in DATA_DIR), then the server starts on it as usual.
 * - PostgreSQL: pg_restore into the database (made when it does not exist yet);
 * - PGlite: a new data folder made from the tarball (PGlite's `loadDataDir`).
 * A database that holds data is replaced only with --force (for PGlite, the old folder is kept
 * beside, renamed); never while a server runs on the PGlite folder.
 */
import { readFile, rename } from 'node:fs/promises';
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { claimDataDir, holdsPgliteData } from './backup-pglite.ts';
import { restorePostgres, tablesIn } from './backup-postgres.ts';
import { backupCommandLine, describeDatabase } from './backup-target.ts';

const usage = `Usage: pnpm db:restore [--force] <file>

Restores a backup made by pnpm db:backup into the database the server uses (DATABASE_URL, else
PGlite in DATA_DIR). Stop the servers that use it first.
  --force   replace a database that already holds data (PGlite: the old folder is kept, renamed)`;

const { file, flags } = backupCommandLine(usage, ['force']);
const { database } = loadEnv();
const target = describeDatabase(database);

/** A refusal in plain words: exit code 1, nothing changed. */
function refuse(text: string): never {
  console.error(text);
  process.exit(1);
}

const started = performance.now();
try {
  const backup = await readFile(file);
  if (database.url !== undefined) {
    const tables = await tablesIn(database.url);
    if (tables > 0 && !flags.force)
      refuse(
        `Not restored: ${target} already holds data (${tables} tables). Restoring would replace it. ` +
          'Run again with --force to replace it, or point DATABASE_URL at a new database.',
      );
    await restorePostgres(database.url, file);
  } else {
    const { dataDir } = database;
    if (dataDir === 'memory') refuse('Not restored: DATA_DIR is "memory", which no restore can fill.');
    // No server may run on the folder, nor start on it while it is being made.
    await claimDataDir(dataDir, async () => ({ unavailable: 'This folder is being restored.' })).catch(
      (error: unknown) => refuse(`Not restored: ${(error as Error).message} Stop it first.`),
    );
    let keptAt: string | undefined;
    if (holdsPgliteData(dataDir)) {
      if (!flags.force)
        refuse(
          `Not restored: ${target} already holds a database. Restoring would replace it. ` +
            'Run again with --force to replace it (the old folder is kept beside it), or set DATA_DIR to a new folder.',
        );
      keptAt = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(dataDir, keptAt);
    }
    const restored = await openDatabase({ dataDir, loadDataDir: new Blob([backup]) });
    await restored.close();
    if (keptAt) console.log(`The database that was there is kept at ${keptAt}.`);
  }
} catch (error) {
  refuse(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Restored ${file} into ${target} in ${seconds} s.`);
