/** What the backup and restore commands share: where the data is, and where the backup file is. */
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
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
 * The command line of `db:backup` and `db:restore`: one file and the flags named. Prints `usage`
 * and exits on `--help` or another count of files. The file's path is relative to the folder the
 * command was typed in (pnpm runs the script in apps/api, and says where it was typed in INIT_CWD);
 * the `--` pnpm may pass on is left out.
 */
export function backupCommandLine<Flag extends string>(
  usage: string,
  flags: readonly Flag[] = [],
): { file: string; flags: Partial<Record<Flag, boolean>> } {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      help: { type: 'boolean', short: 'h' },
      ...Object.fromEntries(flags.map((flag) => [flag, { type: 'boolean' as const }])),
    },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const file = positionals[0]!;
  return {
    file: isAbsolute(file) ? file : resolve(process.env.INIT_CWD ?? process.cwd(), file),
    flags: values as Partial<Record<Flag, boolean>>,
  };
}
