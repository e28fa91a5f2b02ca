import { z } from 'zod';
import { gpsMessage } from './catalogue/gps.ts';
import { GpsLocationSchema, GpsRecordSchema } from './entities/gps.ts';
import { LIST_PAGE_SIZE } from './filters.ts';
import {
  GPS_CLOCK_SKEW_MS,
  GPS_EARLIEST_POSITION,
  GPS_MAX_SPEED_KMH,
  GPS_PAGE_MAX,
  MAX_GPS_BATCH,
  gpsProblemKinds,
} from './gps-rules.ts';
import { gpsFilters } from './lists.ts';
import { plainString } from './text.ts';

/**
 * The wire contract of the GPS calls and of the devices' own reports (spec doc 2 §7, issue 15):
 * the server validates with these and the API client takes its types from them. The rules they
 * apply are in `gps-rules.ts`.
 */

// --- The wire ------------------------------------------------------------------------------------

const wholeNumber = () => gpsMessage('gps.query.wholeNumber');

const skipSchema = z.coerce
  .number({ error: wholeNumber })
  .int({ error: wholeNumber })
  .min(0, { error: wholeNumber })
  .max(10_000_000, { error: wholeNumber })
  .default(0);
const limitSchema = z.coerce
  .number({ error: () => gpsMessage('gps.query.limit', { max: GPS_PAGE_MAX }) })
  .int({ error: () => gpsMessage('gps.query.limit', { max: GPS_PAGE_MAX }) })
  .min(1, { error: () => gpsMessage('gps.query.limit', { max: GPS_PAGE_MAX }) })
  .max(GPS_PAGE_MAX, { error: () => gpsMessage('gps.query.limit', { max: GPS_PAGE_MAX }) })
  .default(LIST_PAGE_SIZE);

/** A tag's value: lower-case letters, digits and dashes, as `&tag=` and the tag calls carry it. */
export const GpsTagValueSchema = z
  .string({ error: () => gpsMessage('gps.tag.invalid') })
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: () => gpsMessage('gps.tag.invalid') });

/** The search words: plain text, at most 100 characters. */
const paramSchema = plainString()
  .trim()
  .max(100, { error: () => gpsMessage('gps.query.paramTooLong', { max: 100 }) });

const filterSchema = z.enum(gpsFilters, { error: () => gpsMessage('gps.query.filter') }).default('all');

/** The query of `GET /gps` (doc 2 §7): a page of devices, all, linked or test ones; the linked list by tag. */
export const GpsListQuerySchema = z.object({
  skip: skipSchema,
  limit: limitSchema,
  filter: filterSchema,
  tag: GpsTagValueSchema.optional(),
});
/** The query of `GET /gps`. */
export type GpsListQueryInput = z.input<typeof GpsListQuerySchema>;

/** The query of `GET /gps/search`: the devices whose GPS number, file number or name hold `param`. */
export const GpsSearchQuerySchema = GpsListQuerySchema.extend({ param: paramSchema.default('') });
/** The query of `GET /gps/search`. */
export type GpsSearchQueryInput = z.input<typeof GpsSearchQuerySchema>;

/** The query of `GET /gps/problematic-gps`: the flagged devices, searched (`param` may be empty), by tag. */
export const GpsProblematicQuerySchema = z.object({
  param: paramSchema.default(''),
  skip: skipSchema,
  limit: limitSchema,
  tag: GpsTagValueSchema.optional(),
});
/** The query of `GET /gps/problematic-gps`. */
export type GpsProblematicQueryInput = z.input<typeof GpsProblematicQuerySchema>;

/** A GPS number in an address: what a device is labelled with. */
export const GpsNoSchema = z
  .string({ error: () => gpsMessage('gps.gpsNo.invalid') })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, { error: () => gpsMessage('gps.gpsNo.invalid') });

/** `PUT /gps/gps-no/{gpsNo}/file-no/{fileNo}`'s address. */
export const GpsLinkParamsSchema = z.object({
  gpsNo: GpsNoSchema,
  fileNo: plainString()
    .min(1, { error: () => gpsMessage('gps.fileNo.invalid') })
    .max(50, { error: () => gpsMessage('gps.fileNo.invalid') }),
});
/** `DELETE /gps/gps-no/{gpsNo}`'s address. */
export const GpsNoParamsSchema = z.object({ gpsNo: GpsNoSchema });
/** `GET /gps/id/{id}`'s address. */
export const GpsIdParamsSchema = z.object({ id: z.string().max(100) });
/** `POST` and `DELETE /gps/id/{id}/tag/{tag}`'s address. */
export const GpsTagParamsSchema = z.object({ id: z.string().max(100), tag: GpsTagValueSchema });

/** A device's record with why it is problematic (empty when it is not) and when it last reported. */
export const GpsDeviceSchema = GpsRecordSchema.extend({
  problems: z.array(z.enum(gpsProblemKinds)).default([]),
  lastPositionAt: z.string().nullable().default(null),
});
/** A device as the GPS calls answer it. */
export type GpsDevice = z.infer<typeof GpsDeviceSchema>;

/** A page of a GPS list: `{ count, data }`. */
export const GpsDevicePageSchema = z.object({
  count: z.number().int().nonnegative(),
  data: z.array(GpsDeviceSchema),
});
/** A page of a GPS list. */
export type GpsDevicePage = z.infer<typeof GpsDevicePageSchema>;

/** Answer of `DELETE /gps/gps-no/{gpsNo}`: the device as it is once unlinked. */
export const GpsUnlinkedSchema = z.object({ unlinkedGps: GpsDeviceSchema });

/** One position a device reports: where (coordinates in degrees) and when, with its speed and heading if it knows them. */
export const GpsReportedLocationSchema = GpsLocationSchema.omit({ address: true }).extend({
  coordinates: z.object({
    lat: z
      .number({ error: () => gpsMessage('gps.report.latitude') })
      .min(-90, { error: () => gpsMessage('gps.report.latitude') })
      .max(90, { error: () => gpsMessage('gps.report.latitude') }),
    lng: z
      .number({ error: () => gpsMessage('gps.report.longitude') })
      .min(-180, { error: () => gpsMessage('gps.report.longitude') })
      .max(180, { error: () => gpsMessage('gps.report.longitude') }),
  }),
  /** km/h. */
  speed: z
    .number({ error: () => gpsMessage('gps.report.speed', { max: GPS_MAX_SPEED_KMH }) })
    .min(0, { error: () => gpsMessage('gps.report.speed', { max: GPS_MAX_SPEED_KMH }) })
    .max(GPS_MAX_SPEED_KMH, { error: () => gpsMessage('gps.report.speed', { max: GPS_MAX_SPEED_KMH }) })
    .optional(),
  /** Degrees clockwise from north. */
  heading: z
    .number({ error: () => gpsMessage('gps.report.heading') })
    .min(0, { error: () => gpsMessage('gps.report.heading') })
    .lt(360, { error: () => gpsMessage('gps.report.heading') })
    .optional(),
});
/** One position a device reports. */
export type GpsReportedLocation = z.infer<typeof GpsReportedLocationSchema>;

/** Body of `POST /gps/locations`: a batch of 1 to {@link MAX_GPS_BATCH} positions of the device whose key signs it. */
export const GpsReportSchema = z.object({
  locations: z
    .array(GpsReportedLocationSchema, { error: () => gpsMessage('gps.report.empty') })
    .min(1, { error: () => gpsMessage('gps.report.empty') })
    .max(MAX_GPS_BATCH, { error: () => gpsMessage('gps.report.tooMany', { max: MAX_GPS_BATCH }) }),
});
/** Body of `POST /gps/locations`. */
export type GpsReport = z.infer<typeof GpsReportSchema>;

/** Answer of `POST /gps/locations`: how many positions were new, and how many it had sent before. */
export const GpsReportResultSchema = z.object({
  gpsNo: z.string(),
  stored: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
});
/** Answer of `POST /gps/locations`. */
export type GpsReportResult = z.infer<typeof GpsReportResultSchema>;

/**
 * Why a reported position cannot be kept, or undefined: later than the server's clock allows
 * ({@link GPS_CLOCK_SKEW_MS}), or before {@link GPS_EARLIEST_POSITION}.
 */
export function gpsLocationTimeProblem(createdAt: string, now: Date): string | undefined {
  const at = Date.parse(createdAt);
  if (at > now.getTime() + GPS_CLOCK_SKEW_MS) return gpsMessage('gps.report.future', { at: createdAt });
  if (at < Date.parse(GPS_EARLIEST_POSITION)) return gpsMessage('gps.report.tooOld', { at: createdAt });
  return undefined;
}
