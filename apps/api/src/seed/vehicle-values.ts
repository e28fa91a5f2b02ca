import { createHash } from 'node:crypto';
import { nameKey } from '@sfi/domain';
import type { MakeRecord } from '../db/makes.ts';
import type { VehicleValueRow } from '../db/vehicle-values.ts';
import { createRandom, randomInt } from './random.ts';

/** How many model years the demonstration table values, back from next year's models. */
export const VALUED_MODEL_YEARS = 12;
/** The mileage the table's values are for: a typical 20,000 km for each year of age (at least 5,000). */
const referenceKm = (age: number) => Math.max(5_000, age * 20_000);

/** A seed drawn from a name, so each model gets the same prices on every run and machine. */
const seedOf = (name: string) => createHash('sha1').update(name).digest().readUInt32BE(0);

/**
 * The demonstration value table for these makes: every model and trim, for the last
 * `VALUED_MODEL_YEARS` model years up to next year's. A model's new price is drawn from its name
 * ($24,000–$89,000, each trim 6–14% above the one before); it loses 15% a year, retail, and
 * wholesale and trade-in follow at 86% and 80% of retail. Plausible, and invented: the embedded
 * valuation marks every answer as demonstration data.
 */
export function demoVehicleValues(makes: readonly MakeRecord[], thisYear: number): VehicleValueRow[] {
  const rows: VehicleValueRow[] = [];
  for (const make of makes)
    for (const model of make.models) {
      const random = createRandom(seedOf(`${make.name}/${model.name}`));
      const base = randomInt(random, 24, 89) * 1000;
      const trims = [null, ...model.trims.map((trim) => trim.name)];
      let price = base;
      const prices = trims.map((trim, index) => {
        if (index > 1) price = Math.round(price * (1 + randomInt(random, 6, 14) / 100));
        return { trim, price };
      });
      for (let age = 0; age < VALUED_MODEL_YEARS; age += 1) {
        const year = thisYear + 1 - age;
        for (const { trim, price: newPrice } of prices) {
          const retail = Math.round((newPrice * 0.85 ** age) / 25) * 25;
          rows.push({
            makeKey: nameKey(make.name),
            modelKey: nameKey(model.name),
            trimKey: trim === null ? '' : nameKey(trim),
            year,
            make: make.name,
            model: model.name,
            trim,
            retail,
            wholesale: Math.round((retail * 0.86) / 25) * 25,
            tradeIn: Math.round((retail * 0.8) / 25) * 25,
            referenceKm: referenceKm(age),
          });
        }
      }
    }
  return rows;
}
