import {
  message,
  nameKey,
  VehicleValueSchema,
  type ProvinceCode,
  type VehicleLookup,
  type VehicleValue,
} from '@sfi/domain';
import type { Db } from '../db/client.ts';
import { findVehicleValueRow } from '../db/vehicle-values.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Where `GET /cbb` gets a vehicle's values: the embedded demonstration table by default, or a
 * valuation service named by `VEHICLE_VALUES_URL`. Null when it has no value for the vehicle.
 */
export interface VehicleValuation {
  value(lookup: VehicleLookup): Promise<VehicleValue | null>;
}

/** Who the embedded valuation says valued the vehicle. */
export const DEMONSTRATION_SOURCE = 'SFI demonstration value table';

/**
 * How the demonstration values move with the province: used vehicles sell for a little more where
 * fewer are for sale. Invented for the demonstration, like the table.
 */
const provinceFactors: Record<ProvinceCode, number> = {
  BC: 1.04,
  AB: 1.02,
  SK: 0.98,
  MB: 0.98,
  ON: 1,
  QC: 0.97,
  NB: 0.96,
  NS: 0.96,
  PE: 0.95,
  NL: 0.96,
  YT: 1.06,
  NT: 1.06,
  NU: 1.08,
};
/** Each kilometre over (or under) the table's reference mileage moves the values by this share of a cent per dollar. */
const PER_KM = 0.0000015;
/** However far the mileage is from the reference, the values stay within these shares of the table's. */
const MILEAGE_BOUNDS = { min: 0.2, max: 1.15 } as const;

/**
 * The embedded valuation: the seeded table's values for the year, make, model and trim (the base
 * trim when the trim has none), moved for the kilometres and the province, and marked as
 * demonstration data.
 */
export function embeddedValuation(db: Db, now: () => Date = () => new Date()): VehicleValuation {
  return {
    async value(lookup) {
      const row = await findVehicleValueRow(db, {
        makeKey: nameKey(lookup.make),
        modelKey: nameKey(lookup.model),
        trimKey: lookup.trim ? nameKey(lookup.trim) : '',
        year: lookup.year,
      });
      if (!row) return null;
      const mileage = Math.min(
        MILEAGE_BOUNDS.max,
        Math.max(MILEAGE_BOUNDS.min, 1 - (lookup.kilometres - row.referenceKm) * PER_KM),
      );
      const factor = mileage * provinceFactors[lookup.province];
      return {
        year: row.year,
        make: row.make,
        model: row.model,
        trim: row.trim,
        kilometres: lookup.kilometres,
        province: lookup.province,
        wholesale: Math.round(row.wholesale * factor),
        retail: Math.round(row.retail * factor),
        tradeIn: Math.round(row.tradeIn * factor),
        currency: 'CAD',
        source: DEMONSTRATION_SOURCE,
        demonstration: true,
        valuedAt: now().toISOString(),
      };
    },
  };
}

export interface RemoteValuationOptions {
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** How long to wait for the service. @default 5000 */
  timeoutMs?: number;
}

/** The service failed: `GET /cbb` answers 502 with the catalogue's words. */
function unavailable(cause: unknown): HttpError {
  return new HttpError(502, message('vehicleValue.unavailable'), undefined, undefined, cause);
}

/**
 * A valuation service over HTTP (`VEHICLE_VALUES_URL`): `GET <url>?year=&make=&model=&trim=&kilometres=&province=`
 * answering the wire contract of `GET /cbb` (`VehicleValueSchema`), or 404 when it has no value.
 * Anything else (an error, a timeout, an answer of another shape) is a 502 for the caller.
 */
export function remoteValuation(url: string, options: RemoteValuationOptions = {}): VehicleValuation {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    async value(lookup) {
      const address = new URL(url);
      for (const [name, value] of Object.entries(lookup))
        if (value !== undefined && value !== '') address.searchParams.set(name, String(value));
      let response: Response;
      try {
        response = await fetchImpl(address, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw unavailable(error);
      }
      if (response.status === 404) return null;
      if (!response.ok) throw unavailable(new Error(`${address.origin} answered ${response.status}`));
      const parsed = VehicleValueSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw unavailable(parsed.error);
      return parsed.data;
    },
  };
}
