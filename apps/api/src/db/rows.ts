import { Column, is, sql, SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a row id; anything else names no row (and PostgreSQL would reject it). */
export function isRowId(id: string): boolean {
  return uuidPattern.test(id);
}

/**
 * Whether an error (or one of its causes: Drizzle wraps driver errors) violates this unique
 * constraint. PGlite does not always name the constraint; then any unique violation counts.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return violated === undefined || violated === constraint;
  }
  return false;
}

/**
 * `columns` as one JSON object per row (jsonb), under the same names: a column or an SQL value as
 * it is, a nested map as a nested object (null when its `id` is null, as for a quote without a
 * dealer). Dates come as ISO text with an offset; see `isoText` for the wire's form.
 */
export function jsonObject(columns: {
  [key: string]: PgColumn | SQL | { id: PgColumn; [key: string]: PgColumn };
}): SQL {
  const pairs = Object.entries(columns).map(([key, value]) => {
    const json =
      is(value, Column) || is(value, SQL)
        ? sql`${value}`
        : sql`case when ${value.id} is null then null else ${jsonObject(value)} end`;
    return sql`${sql.raw(`'${key}'`)}, ${json}`;
  });
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A timestamp as the wire writes it: ISO text in UTC with milliseconds, as `Date#toISOString` does. */
export const isoText = (column: PgColumn | SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `{ key: value }` as jsonb, or `{}` when the value is null: the wire leaves absent values out. */
export const unlessNull = (key: string, value: PgColumn | SQL) =>
  sql`case when ${value} is null then '{}'::jsonb else jsonb_build_object(${sql.raw(`'${key}'`)}, ${value}) end`;
