import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createMake, findMake, listMakes } from '../src/db/makes.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sfi-pglite-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('PGlite in a data folder', () => {
  it('keeps the data after the database is closed and opened again, and migrating twice is harmless', async () => {
    // A folder whose parent does not exist yet, as on a first `pnpm start`.
    const dataDir = join(folder, 'not-yet', 'pglite');

    const first = await openDatabase({ dataDir });
    await migrateDatabase(first);
    const make = await createMake(first.db, { name: 'Toyota' });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      await migrateDatabase(second);
      expect(await findMake(second.db, make.id)).toEqual(make);
      expect(await listMakes(second.db)).toEqual([make]);
    } finally {
      await second.close();
    }
  });
});
