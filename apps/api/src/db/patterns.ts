import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A text as a LIKE pattern matches it literally: `%`, `_` and the escape character escaped. */
export const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** `%text%` for LIKE and ILIKE: the texts that hold `text`. */
export const containing = (text: string) => `%${literal(text)}%`;

/**
 * The first text after every text that starts with `prefix`, in byte order (UTF-8's bytes sort as
 * its code points): `prefix` with its last character's code point one higher. `undefined` when no
 * text follows them all (a prefix of U+10FFFF characters only).
 */
export function prefixEnd(prefix: string): string | undefined {
  const points = [...prefix].map((char) => char.codePointAt(0)!);
  while (points.length > 0) {
    const next = points.pop()! + 1;
    // The surrogates are no characters: U+D7FF is followed by U+E000.
    if (next <= 0x10ffff) return String.fromCodePoint(...points, next === 0xd800 ? 0xe000 : next);
  }
  return undefined;
}

/**
 * `column` starts with `prefix`, as the range of a btree in byte order (`text_pattern_ops`) that
 * these values make. Its bounds are parameters, so that the statement keeps one plan: a LIKE whose
 * pattern is a parameter could not use the index, and a LIKE with the pattern written in had the
 * statement planned again on every call.
 */
export function startsWith(column: PgColumn | SQL, prefix: string): SQL {
  const end = prefixEnd(prefix);
  return end === undefined
    ? sql`${column} ~>=~ ${prefix}`
    : sql`${column} ~>=~ ${prefix} and ${column} ~<~ ${end}`;
}

/**
 * `offset … limit …` as literals. With them as parameters, PostgreSQL planned each call again (a
 * generic plan, not knowing the page's size, looked dearer than a custom one), and planning a list
 * cost more than reading it; with literals, a list's statement keeps one plan for each page
 * position.
 */
export function pageBounds(skip: number, limit: number): SQL {
  if (!Number.isSafeInteger(skip) || !Number.isSafeInteger(limit) || skip < 0 || limit < 0)
    throw new RangeError(`Not a page: skip ${skip}, limit ${limit}`);
  return sql.raw(`offset ${skip} limit ${limit}`);
}
