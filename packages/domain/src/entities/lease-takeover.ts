import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';

const detailsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/**
 * A lease takeover listing (doc 2 §3): id, createdAt, permutation (display order), vehicleId,
 * vehicleInformation, leaseSummary, vehicleOptions and images.
 *
 * The spec does not show the inner shapes. Here `vehicleInformation` and `leaseSummary` are
 * label → value tables (so new rows need no schema change), `vehicleOptions` a list of option
 * names and `images` a list of image URLs or storage paths, in display order.
 */
export const LeaseTakeoverSchema = z.object({
  id: IdSchema,
  createdAt: DateTimeSchema,
  permutation: z.number().int().nonnegative(),
  vehicleId: z.string().min(1),
  vehicleInformation: detailsSchema.default({}),
  leaseSummary: detailsSchema.default({}),
  vehicleOptions: z.array(z.string()).default([]),
  images: z.array(z.string()).default([]),
});
/** A lease takeover listing. */
export type LeaseTakeover = z.infer<typeof LeaseTakeoverSchema>;

/** Body of `POST /lease-takeovers`: the vehicle id; the answer's id is the new listing's. */
export const NewLeaseTakeoverSchema = z.object({ vehicleId: z.string().trim().min(1) });
/** Body of `POST /lease-takeovers`. */
export type NewLeaseTakeover = z.infer<typeof NewLeaseTakeoverSchema>;

/** Body of `PUT /lease-takeovers/{id}`: the details that may change. */
export const LeaseTakeoverUpdateSchema = LeaseTakeoverSchema.omit({ id: true, createdAt: true }).partial();
/** Body of `PUT /lease-takeovers/{id}`. */
export type LeaseTakeoverUpdate = z.infer<typeof LeaseTakeoverUpdateSchema>;

/** Body of `PUT /lease-takeovers/permutations`: each listing's new display position. */
export const TakeoverPermutationsSchema = z.object({
  permutations: z.array(z.object({ id: IdSchema, permutation: z.number().int().nonnegative() })),
});
/** Body of `PUT /lease-takeovers/permutations`. */
export type TakeoverPermutations = z.infer<typeof TakeoverPermutationsSchema>;

/**
 * Answer of the takeover lists (`GET /lease-takeovers`, public `GET /leaseTakeovers`): a list, or an
 * object with `leaseTakeovers` (doc 2 §7). Parses to the list.
 */
export const LeaseTakeoverListResponseSchema = z
  .union([z.array(LeaseTakeoverSchema), z.object({ leaseTakeovers: z.array(LeaseTakeoverSchema) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.leaseTakeovers));

/**
 * Answer of a takeover detail: administration wraps it in `leaseTakeovers`, the public API in
 * `leaseTakeover` (doc 2 §3). Parses to the listing.
 */
export const LeaseTakeoverDetailResponseSchema = z
  .union([
    z.object({ leaseTakeovers: LeaseTakeoverSchema }),
    z.object({ leaseTakeover: LeaseTakeoverSchema }),
  ])
  .transform((answer) => ('leaseTakeovers' in answer ? answer.leaseTakeovers : answer.leaseTakeover));
