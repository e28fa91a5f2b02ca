import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_PLAN, PreparedPglite } from '../src/db/pglite-statements.ts';

// Drizzle's queries on PGlite go through PreparedPglite (openDatabase): each text prepared once,
// sent in one call. The whole API suite runs on it; these are the cases it must get right itself.
let pglite: PGlite;
let prepared: PreparedPglite;

beforeAll(async () => {
  pglite = await PGlite.create();
  prepared = new PreparedPglite(pglite, 3);
  await pglite.exec('create table items (id int primary key, name text not null)');
});
afterAll(() => pglite.close());

/** The names of the statements the database holds prepared (read around the wrapper). */
const statements = async () =>
  (await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (row) => row.name,
  );

describe('PreparedPglite', () => {
  it('sends each parameter as PostgreSQL reads it', async () => {
    const when = new Date('2026-11-25T07:30:00.123Z');
    const { rows } = await prepared.query<Record<string, unknown>>(
      `select $1::text[] as "list", $2::timestamptz = '2026-11-25T07:30:00.123Z' as "sameInstant",
        $3::jsonb as "json", $4::int + 1 as "next", $5::text is null as "none", $6::boolean as "yes",
        $7::bytea as "bytes", $8::text as "quoted"`,
      [
        ['a"b', 'c\\d', null, 'e,f'],
        when,
        { nested: [1, null] },
        41,
        undefined,
        true,
        new Uint8Array([1, 255]),
        "it's",
      ],
    );
    expect(rows[0]).toEqual({
      list: ['a"b', 'c\\d', null, 'e,f'],
      sameInstant: true,
      json: { nested: [1, null] },
      next: 42,
      none: true,
      yes: true,
      bytes: new Uint8Array([1, 255]),
      quoted: "it's",
    });
  });

  it('prepares a text once, and keeps only the most recently used', async () => {
    const before = await statements();
    for (let i = 0; i < 5; i++) await prepared.query('select $1::int as n', [i]);
    expect((await statements()).length).toBe(before.length + 1);
    for (const n of [1, 2, 3, 4]) await prepared.query(`select ${n} as n`);
    expect((await statements()).length).toBe(3);
    expect((await prepared.query<{ n: number }>('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('fails as PGlite does, and a failed new statement stays no prepared statement', async () => {
    const kept = await statements();
    await expect(prepared.query('select frobnicate(')).rejects.toMatchObject({ code: '42601' });
    await prepared.query('insert into items values ($1, $2)', [1, 'one']);
    const afterInsert = await statements();
    await expect(
      prepared.query('insert into items (id, name) values ($1, $2)', [1, 'again']),
    ).rejects.toMatchObject({
      code: '23505',
      query: 'insert into items (id, name) values ($1, $2)',
    });
    // The failed statement is not left prepared (it may have made room for itself first).
    const afterFailure = await statements();
    expect(afterInsert).toEqual(expect.arrayContaining(afterFailure));
    expect(kept.length).toBeLessThanOrEqual(3);
    // A kept statement that fails once still works.
    await expect(prepared.query('insert into items values ($1, $2)', [1, 'dup'])).rejects.toMatchObject({
      code: '23505',
    });
    await prepared.query('insert into items values ($1, $2)', [2, 'two']);
    expect((await prepared.query('select name from items order by id')).rows).toEqual([
      { name: 'one' },
      { name: 'two' },
    ]);
  });

  it('waits for a transaction under way and sees what it committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = pglite.transaction(async (tx) => {
      await tx.query('insert into items values (3, $1)', ['three']);
      inserted();
      await held;
    });
    await insertedYet;
    const read = prepared.query<{ name: string }>('select name from items where id = $1', [3]);
    let answered = false;
    void read.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(answered).toBe(false);
    await transaction;
    expect((await read).rows).toEqual([{ name: 'three' }]);
  });

  it('delivers notifications before the query that sent them returns', async () => {
    const heard: string[] = [];
    const unlisten = await pglite.listen('items_changed', (payload) => heard.push(payload));
    await prepared.query(`select pg_notify('items_changed', $1)`, ['hello']);
    expect(heard).toEqual(['hello']);
    await unlisten();
  });

  it('describes a statement’s rows the first time it runs only, and reads them by that description after', async () => {
    const sent: Uint8Array[] = [];
    const execute = pglite.execProtocolStream.bind(pglite);
    pglite.execProtocolStream = (message, options) => (sent.push(message), execute(message, options));
    // Describe ('D'), of the portal ('P') without a name.
    const describes = (message: Uint8Array) =>
      Buffer.from(message).includes(Buffer.from([0x44, 0, 0, 0, 6, 0x50, 0]));
    try {
      const text = `select $1::int as "n", $2::timestamptz as "at", $3::jsonb as "json"`;
      for (const n of [1, 2, 3]) {
        const answer = await prepared.query<Record<string, unknown>>(text, [
          n,
          '2026-11-25T07:30:00Z',
          '{"a":1}',
        ]);
        expect(answer.rows).toEqual([{ n, at: new Date('2026-11-25T07:30:00Z'), json: { a: 1 } }]);
        expect(answer.fields.map((field) => field.name)).toEqual(['n', 'at', 'json']);
      }
      const inserted = `insert into items values ($1, 'described') on conflict do nothing`;
      for (const id of [101, 102]) expect((await prepared.query(inserted, [id])).affectedRows).toBe(1);
      expect(sent.map(describes)).toEqual([true, false, false, true, false]);
    } finally {
      pglite.execProtocolStream = execute;
    }
  });

  it('reads values with a query’s own parsers first, then PGlite’s, and leaves PGlite’s as they were', async () => {
    const text = `select '2026-11-25T07:30:00.123Z'::timestamptz as "at", '{"a":1}'::jsonb as "json", 41 + 1 as "n"`;
    // Drizzle's queries keep dates as text, as here.
    const own = await prepared.query<unknown[]>(text, [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => `at ${value}` },
    });
    expect(own.rows).toEqual([['at 2026-11-25 07:30:00.123+00', { a: 1 }, 42]]);
    const plain = await prepared.query<Record<string, unknown>>(text);
    expect(plain.rows).toEqual([{ at: new Date('2026-11-25T07:30:00.123Z'), json: { a: 1 }, n: 42 }]);
  });

  it('runs a statement marked GENERIC_PLAN on its generic plan from its first call, and only that statement', async () => {
    const plans = async (text: string) =>
      (
        await pglite.query<{ generic: number; custom: number }>(
          `select generic_plans as generic, custom_plans as custom from pg_prepared_statements
            where statement = $1`,
          [text],
        )
      ).rows[0];
    const setting = async () =>
      (await prepared.query<{ mode: string }>(`select current_setting('plan_cache_mode') as mode`)).rows[0]
        ?.mode;
    const marked = `${GENERIC_PLAN} select name from items where id = $1`;
    const plain = 'select name from items where id = $1 and name is not null';
    for (let call = 0; call < 2; call++) {
      // The statement's own rows, not the setting's answer.
      expect((await prepared.query(marked, [1])).rows).toEqual([{ name: 'one' }]);
      expect((await prepared.query(plain, [1])).rows).toEqual([{ name: 'one' }]);
    }
    expect(await plans(marked)).toEqual({ generic: 2, custom: 0 });
    // PostgreSQL's own choice for the others: a plan for each call at first.
    expect(await plans(plain)).toEqual({ generic: 0, custom: 2 });
    expect(await setting()).toBe('auto');
    // A marked statement that fails leaves the setting as it was too.
    const failing = `${GENERIC_PLAN} select 1 / $1::int as n`;
    await expect(prepared.query(failing, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await setting()).toBe('auto');
    expect((await prepared.query(failing, [2])).rows).toEqual([{ n: 0 }]);
  });
});
