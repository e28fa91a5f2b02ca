import { z } from 'zod';
import { DateTimeSchema, IdSchema, pageSchema } from './common.ts';

/** A place a GPS reported: address, coordinates and when (doc 2 §3). */
export const GpsLocationSchema = z.object({
  address: z.string().optional(),
  /** Latitude and longitude in degrees; the spec names `coordinates` without a shape. */
  coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  createdAt: DateTimeSchema,
});
/** A GPS location. */
export type GpsLocation = z.infer<typeof GpsLocationSchema>;

/**
 * A GPS record (doc 2 §3): id, name, fileNo (when linked), locations, vehicle, lease, customer,
 * tags and notes, and the device number gpsNo. `tags` holds tag values (see {@link GpsTagSchema});
 * `lease` dates are ISO dates. Sub-objects are optional: an unlinked device has no lease.
 */
export const GpsRecordSchema = z.object({
  id: IdSchema,
  gpsNo: z.string().min(1),
  name: z.string().optional(),
  fileNo: z.string().nullish(),
  locations: z.array(GpsLocationSchema).default([]),
  vehicle: z
    .object({
      name: z.string().optional(),
      make: z.string().optional(),
      model: z.string().optional(),
      year: z.number().int().optional(),
      vin: z.string().optional(),
    })
    .optional(),
  lease: z.object({ startDate: z.string().optional(), endDate: z.string().optional() }).optional(),
  customer: z
    .object({
      name: z.string().optional(),
      address: z.string().optional(),
      city: z.string().optional(),
      postal: z.string().optional(),
    })
    .optional(),
  tags: z.array(z.string()).default([]),
  notes: z.string().default(''),
});
/** A GPS record. */
export type GpsRecord = z.infer<typeof GpsRecordSchema>;

/** A GPS tag (doc 2 §3): what is shown, and the value stored on the GPS and sent in `&tag=`. */
export const GpsTagSchema = z.object({ label: z.string(), value: z.string().min(1) });
/** A GPS tag. */
export type GpsTag = z.infer<typeof GpsTagSchema>;

/** Answer of the GPS lists: `{ count, data }`. */
export const GpsListResponseSchema = pageSchema(GpsRecordSchema);
/** A page of GPS records. */
export type GpsListResponse = z.infer<typeof GpsListResponseSchema>;

/** Answer of `DELETE /gps/gps-no/{gpsNo}`: the record as it is once unlinked. */
export const GpsUnlinkResponseSchema = z.object({ unlinkedGps: GpsRecordSchema });
