import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { pageBounds, prefixEnd, startsWith } from '../src/db/patterns.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase();
  await database.db.execute(sql`create table words (word text not null)`);
  await database.db.execute(sql`create index on words (word text_pattern_ops)`);
});
afterAll(() => database.close());

describe('prefixEnd', () => {
  it.each([
    ['abc', 'abd'],
    ['az', 'a{'],
    ['a~', 'a\u007f'],
    ['côté', 'côtê'],
    ['\u{d7ff}', '\u{e000}'],
    ['a\u{1f600}', 'a\u{1f601}'],
    ['ab\u{10ffff}', 'ac'],
    ['a\u{10ffff}\u{10ffff}', 'b'],
  ])('%j ends before %j', (prefix, end) => {
    expect(prefixEnd(prefix)).toBe(end);
  });

  it('has no end for a prefix of U+10FFFF characters only', () => {
    expect(prefixEnd('\u{10ffff}\u{10ffff}')).toBeUndefined();
  });
});

describe('startsWith', () => {
  const words = [
    'ab',
    'abc',
    'abc\u{10ffff}',
    'abcz',
    'abd',
    'ab\u{10ffff}',
    'ac',
    'côte',
    'côté',
    'côtf',
    'a\u{1f600}b',
    'a\u{1f601}',
    '\u{10ffff}',
    '\u{10ffff}a',
    '',
  ];
  beforeAll(async () => {
    await database.db.execute(
      sql`insert into words (word) values ${sql.join(
        words.map((word) => sql`(${word})`),
        sql`, `,
      )}`,
    );
  });

  it.each(['ab', 'abc', 'ab\u{10ffff}', 'côt', 'côté', 'a\u{1f600}', '\u{10ffff}', 'zzz'])(
    'finds exactly the words that start with %j',
    async (prefix) => {
      const { rows } = (await database.db.execute(
        sql`select word from words where ${startsWith(sql`word`, prefix)}`,
      )) as unknown as { rows: { word: string }[] };
      expect(rows.map(({ word }) => word).sort()).toEqual(
        words.filter((word) => word.startsWith(prefix)).sort(),
      );
    },
  );
});

describe('pageBounds', () => {
  it('writes a page as literals', () => {
    expect(new PgDialect().sqlToQuery(sql`select 1 ${pageBounds(20, 51)}`).sql).toBe(
      'select 1 offset 20 limit 51',
    );
  });

  it.each([
    [-1, 10],
    [0, -1],
    [1.5, 10],
    [0, Number.NaN],
    [2 ** 53, 1],
  ])('refuses skip %d and limit %d', (skip, limit) => {
    expect(() => pageBounds(skip, limit)).toThrow(RangeError);
  });
});
