import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { vehicleValues } from './schema.ts';

/** A row of the demonstration value table. */
export type VehicleValueRow = typeof vehicleValues.$inferSelect;

/**
 * The values of a model year, for its trim when the table has it, else for the model's base trim
 * (the empty trim key). Keys are `nameKey`s.
 */
export async function findVehicleValueRow(
  db: Db,
  key: { makeKey: string; modelKey: string; trimKey: string; year: number },
): Promise<VehicleValueRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicleValues)
    .where(
      and(
        eq(vehicleValues.makeKey, key.makeKey),
        eq(vehicleValues.modelKey, key.modelKey),
        eq(vehicleValues.year, key.year),
        inArray(vehicleValues.trimKey, [...new Set([key.trimKey, ''])]),
      ),
    )
    // The trim's own row sorts before the base row (its key is not empty).
    .orderBy(desc(vehicleValues.trimKey))
    .limit(1);
  return row;
}

/** Replaces the whole value table. */
export async function replaceVehicleValues(db: Db, rows: readonly VehicleValueRow[]): Promise<void> {
  await db.delete(vehicleValues);
  // PostgreSQL takes at most 65,535 parameters per statement: 11 columns, 5,000 rows at a time.
  for (let start = 0; start < rows.length; start += 5000)
    await db.insert(vehicleValues).values(rows.slice(start, start + 5000));
}

/** Whether the value table holds anything. */
export async function hasVehicleValues(db: Db): Promise<boolean> {
  const [any] = await db.select({ year: vehicleValues.year }).from(vehicleValues).limit(1);
  return any !== undefined;
}
