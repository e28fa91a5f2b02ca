/** What the backup and restore commands share: where the data is, and where the backup file is. */
import { isAbsolute, resolve } from 'node:path';
import type { DatabaseOptions } from '../db/client.ts';

/** The database in words, its password hidden: "PostgreSQL at postgres://…", "PGlite at <folder>". */
export function describeDatabase(database: DatabaseOptions): string {
  if (database.url === undefined) {
    const dataDir = database.dataDir ?? 'memory';
    return dataDir === 'memory' ? 'PGlite in memory' : `PGlite at ${dataDir}`;
  }
  const url = new URL(database.url);
  if (url.password) url.password = '***';
  return `PostgreSQL at ${url.toString()}`;
}

/**
 * The backup file's path, relative to the folder the command was typed in (pnpm runs the script
 * in apps/api, and says where it was typed in INIT_CWD).
 */
export function backupFilePath(file: string): string {
  return isAbsolute(file) ? file : resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** The command's arguments, without the `--` pnpm may pass on. */
export const commandArgs = (): string[] => process.argv.slice(2).filter((arg) => arg !== '--');
