import { Column, is, sql, type SQL } from 'drizzle-orm';
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
 * `columns` as one JSON object per row, under the same names, a nested map as a nested object (null
 * when its `id` is null, as for a quote without a dealer). Dates come as ISO text with an offset.
 */
export function jsonObject(columns: {
  [key: string]: PgColumn | { id: PgColumn; [key: string]: PgColumn };
}): SQL {
  const pairs = Object.entries(columns).map(([key, value]) => {
    const json = is(value, Column)
      ? sql`${value}`
      : sql`case when ${value.id} is null then null else ${jsonObject(value)} end`;
    return sql`${sql.raw(`'${key}'`)}, ${json}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}
