import { z } from 'zod';
import { message } from '../messages.ts';
import { DateTimeSchema, optionalText, ProvinceSchema, requiredText } from '../entities/common.ts';

/**
 * The vehicle lookup of the quote tool (doc 1 §7: `GET /cbb`, "query parameters; their details are
 * not shown"): what a vehicle is worth, wholesale, retail and as a trade-in, for its year, make,
 * model, trim, kilometres and province. The values come from a valuation service behind an adapter;
 * the reference server's own answers from a demonstration table and says so.
 */

/** The oldest model year valued: the year VINs took their 17-character form. */
export const VEHICLE_VALUE_MIN_YEAR = 1981;
/** The most kilometres a lookup takes. */
export const VEHICLE_VALUE_MAX_KM = 2_000_000;

/** The newest model year valued: next year's models are sold from this year on. */
export function vehicleValueMaxYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

const yearError = () =>
  message('vehicleValue.year', { min: VEHICLE_VALUE_MIN_YEAR, max: vehicleValueMaxYear() });
const kilometresError = () => message('vehicleValue.kilometres', { max: VEHICLE_VALUE_MAX_KM });

/** The query of `GET /cbb`, as the address carries it (numbers as text). */
export const VehicleValueQuerySchema = z.object({
  year: z.coerce
    .number({ error: yearError })
    .int({ error: yearError })
    .min(VEHICLE_VALUE_MIN_YEAR, { error: yearError })
    .refine((year) => year <= vehicleValueMaxYear(), { error: yearError }),
  make: requiredText(100),
  model: requiredText(100),
  /** Left out, or empty, for the model's base trim. */
  trim: optionalText(100),
  kilometres: z.coerce
    .number({ error: kilometresError })
    .int({ error: kilometresError })
    .min(0, { error: kilometresError })
    .max(VEHICLE_VALUE_MAX_KM, { error: kilometresError }),
  province: ProvinceSchema,
});
/** A vehicle lookup, as sent. */
export type VehicleValueQuery = z.input<typeof VehicleValueQuerySchema>;
/** A vehicle lookup, as read: numbers as numbers. */
export type VehicleLookup = z.output<typeof VehicleValueQuerySchema>;

const dollars = z.number().int().nonnegative();

/** The answer of `GET /cbb`: the vehicle as valued, and its values in whole Canadian dollars. */
export const VehicleValueSchema = z.object({
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  /** The trim valued: the one asked for, or null when the model's base values were used. */
  trim: z.string().nullable(),
  kilometres: z.number().int(),
  province: ProvinceSchema,
  /** What a dealer pays at auction. */
  wholesale: dollars,
  /** What a buyer pays a dealer. */
  retail: dollars,
  /** What a dealer allows for it as a trade-in. */
  tradeIn: dollars,
  currency: z.literal('CAD'),
  /** Who valued it. */
  source: z.string().min(1),
  /** True when the values are demonstration data, not a market valuation. */
  demonstration: z.boolean(),
  valuedAt: DateTimeSchema,
});
/** A vehicle's values. */
export type VehicleValue = z.infer<typeof VehicleValueSchema>;
