import { z } from 'zod';
import { message } from '../messages.ts';
import { plainString, reordersText } from '../text.ts';
import { DateTimeSchema, detailsObject, EmailSchema, IdSchema, PhoneSchema, requiredText } from './common.ts';

/** The longest alternative text of a photo. */
export const TAKEOVER_ALT_MAX = 300;

/**
 * A photo of a takeover (doc 2 §3 "images"): several per takeover, in display order. Its files are
 * in the bucket under `key` (`<key>/<width>.webp`, one per width of `takeoverPhotoWidths`);
 * `width` and `height` are the largest file's, so a page reserves the photo's box before it loads.
 */
export const TakeoverImageSchema = z.object({
  /** The photo's id: it names the photo in its address (`takeoverPhotoPath`). */
  id: IdSchema,
  /** Where its files are in the bucket. */
  key: z.string().min(1),
  /** What the photo shows, for people who cannot see it. */
  alt: plainString().max(TAKEOVER_ALT_MAX, {
    error: () => message('validation.tooLong', { max: TAKEOVER_ALT_MAX }),
  }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
/** A photo of a takeover. */
export type TakeoverImage = z.infer<typeof TakeoverImageSchema>;

const whole = (max: number) => z.number().int().nonnegative().max(max);
const optionalLine = (max = 80) => requiredText(max).optional();

/**
 * What the takeover's vehicle is (doc 2 §3 "vehicleInformation"). The spec shows no fields: these
 * are what a person taking over a lease asks first; any other detail is kept as sent.
 */
export const TakeoverVehicleSchema = detailsObject({
  year: z.number().int().min(1900).max(2100).optional(),
  make: optionalLine(),
  model: optionalLine(),
  trim: optionalLine(),
  bodyStyle: optionalLine(),
  exteriorColour: optionalLine(),
  interiorColour: optionalLine(),
  transmission: optionalLine(),
  drivetrain: optionalLine(),
  fuelType: optionalLine(),
  /** The vehicle identification number: administration searches by it; the public pages do not show it. */
  vin: optionalLine(17),
  /** On the odometer today. */
  kilometres: whole(2_000_000).optional(),
});
/** A takeover's vehicle. */
export type TakeoverVehicle = z.infer<typeof TakeoverVehicleSchema>;

/**
 * The lease being handed over (doc 2 §3 "leaseSummary"). Amounts are whole cents of Canadian
 * dollars, before taxes. Any other detail is kept as sent.
 */
export const TakeoverLeaseSummarySchema = detailsObject({
  monthlyPaymentCents: whole(10_000_000_00).optional(),
  /** Payments left until the lease ends. */
  monthsLeft: whole(120).optional(),
  /** The day the lease ends: `YYYY-MM-DD`. */
  leaseEndDate: z.iso.date({ error: () => message('validation.date') }).optional(),
  /** The yearly kilometre allowance. */
  kilometresPerYear: whole(200_000).optional(),
  /** What the car may be bought for at the end of the lease. */
  buyoutCents: whole(10_000_000_00).optional(),
  /** What the person taking over pays to have the lease transferred to them. */
  transferFeeCents: whole(10_000_000_00).optional(),
  /** Where the lease is registered: a province or territory code. */
  province: z.string().length(2).optional(),
});
/** A takeover's lease summary. */
export type TakeoverLeaseSummary = z.infer<typeof TakeoverLeaseSummarySchema>;

/** The longest vehicle id of a takeover. */
export const TAKEOVER_VEHICLE_ID_MAX = 80;
/** The most photos one takeover has. */
export const TAKEOVER_IMAGES_MAX = 30;

/** A takeover's options: at most 100 lines of at most 120 characters. */
const takeoverOptions = z.array(requiredText(120)).max(100);

/**
 * A lease takeover listing (doc 2 §3): id, createdAt, permutation (display order), vehicleId,
 * vehicleInformation, leaseSummary, vehicleOptions and images.
 */
export const LeaseTakeoverSchema = z.object({
  id: IdSchema,
  createdAt: DateTimeSchema,
  permutation: z.number().int().nonnegative(),
  vehicleId: z.string().min(1),
  vehicleInformation: TakeoverVehicleSchema.default({}),
  leaseSummary: TakeoverLeaseSummarySchema.default({}),
  vehicleOptions: takeoverOptions.default([]),
  images: z.array(TakeoverImageSchema).max(TAKEOVER_IMAGES_MAX).default([]),
  /**
   * Whether the public site shows it: a new listing is a draft (false) until staff publish it, and
   * the public API and pages show only published ones.
   */
  published: z.boolean().default(false),
});
/** A lease takeover listing. */
export type LeaseTakeover = z.infer<typeof LeaseTakeoverSchema>;

/** Body of `POST /lease-takeovers`: the vehicle id; the answer's id is the new listing's. */
export const NewLeaseTakeoverSchema = z.object({ vehicleId: requiredText(TAKEOVER_VEHICLE_ID_MAX) });
/** Body of `POST /lease-takeovers`. */
export type NewLeaseTakeover = z.infer<typeof NewLeaseTakeoverSchema>;

/**
 * A photo as `PUT /lease-takeovers/{id}` lists it: which one (its id) and its alternative text. Its
 * files, key and size are the server's; a client may send the whole photo back, and only these two
 * are read.
 */
export const TakeoverImageEditSchema = TakeoverImageSchema.pick({ id: true, alt: true });
/** A photo in a takeover's update. */
export type TakeoverImageEdit = z.infer<typeof TakeoverImageEditSchema>;

/**
 * Body of `PUT /lease-takeovers/{id}`: the details that may change, each left as it is when left
 * out: the vehicle id, vehicle information, lease summary and options, whether it is published, and the photos as they are to
 * be shown (`images`: each kept photo's id and alt text, in display order; a photo left out is
 * removed, with its files). Photos are added by `POST /uploads/photos/{id}`, and the display order
 * of takeovers changes by `PUT /lease-takeovers/permutations`.
 */
export const LeaseTakeoverUpdateSchema = z.object({
  vehicleId: requiredText(TAKEOVER_VEHICLE_ID_MAX).optional(),
  vehicleInformation: TakeoverVehicleSchema.optional(),
  leaseSummary: TakeoverLeaseSummarySchema.optional(),
  vehicleOptions: takeoverOptions.optional(),
  images: z.array(TakeoverImageEditSchema).max(TAKEOVER_IMAGES_MAX).optional(),
  /** Publish it (true: the public site shows it) or take it back to a draft (false). */
  published: z.boolean().optional(),
});
/** Body of `PUT /lease-takeovers/{id}`. */
export type LeaseTakeoverUpdate = z.input<typeof LeaseTakeoverUpdateSchema>;

/**
 * Body of `PUT /lease-takeovers/permutations`: each listing's new display position. It must name
 * every listing exactly once, with the positions 0, 1, 2… each once (`takeoverPermutationsProblem`).
 */
export const TakeoverPermutationsSchema = z.object({
  permutations: z.array(z.object({ id: IdSchema, permutation: z.number().int().nonnegative() })).max(100_000),
});
/** Body of `PUT /lease-takeovers/permutations`. */
export type TakeoverPermutations = z.infer<typeof TakeoverPermutationsSchema>;

/** The longest term `GET /lease-takeovers/search/{term}` searches for. */
export const TAKEOVER_SEARCH_MAX = 100;

/** What `POST /lease-takeovers` answers: the new listing's id. */
export const TakeoverCreatedSchema = z.object({ id: IdSchema });
/** Answer of `POST /lease-takeovers`. */
export type TakeoverCreated = z.infer<typeof TakeoverCreatedSchema>;

/** What `GET /lease-takeovers/{id}` answers: `{ leaseTakeovers }` (doc 2 §3). */
export const AdminTakeoverDetailSchema = z.object({ leaseTakeovers: LeaseTakeoverSchema });

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

/** What the public API's `GET /leaseTakeovers` answers: `{ leaseTakeovers }`, sorted by permutation. */
export const PublicTakeoverListSchema = z.object({ leaseTakeovers: z.array(LeaseTakeoverSchema) });
/** What the public API's `GET /leaseTakeovers/{id}` answers: `{ leaseTakeover }`. */
export const PublicTakeoverDetailSchema = z.object({ leaseTakeover: LeaseTakeoverSchema });

/**
 * What a message sent through `POST /emails` is about (doc 2 §7 "request for service"): a lease
 * takeover (the detail page's form, naming the takeover) or a general question (Contact us).
 */
export const serviceRequestKinds = ['takeover', 'contact'] as const;
/** One of {@link serviceRequestKinds}. */
export type ServiceRequestKind = (typeof serviceRequestKinds)[number];

/** The longest message of a service request. */
export const SERVICE_REQUEST_MESSAGE_MAX = 5000;

/** A phone field left empty is no phone. */
const optionalPhone = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  PhoneSchema.optional(),
);

/**
 * The asker's name: it goes into the subject of the e-mail to the provider (`Contact us message
 * from {name}`), so beyond the control characters every text refuses, it holds no line or paragraph
 * separator (U+2028, U+2029: a line break in a header to some readers) and nothing that reorders
 * what follows it (a name that shows the subject, or the e-mail's `From:` line, other than it is).
 */
const askerName = requiredText(120)
  .refine((name) => !/[\u2028\u2029]/.test(name), { error: () => message('validation.text.characters') })
  .refine((name) => !reordersText(name), { error: () => message('validation.text.reordering') });

/**
 * Body of `POST /emails` (doc 2 §7): who is asking (name, e-mail, optionally a phone), their message,
 * and, for a takeover, which one. The server sends it to the provider through the outbox.
 */
export const ServiceRequestSchema = z
  .object({
    kind: z.enum(serviceRequestKinds, { error: () => message('validation.serviceRequest.kind') }),
    leaseTakeoverId: IdSchema.optional(),
    name: askerName,
    email: EmailSchema,
    phone: optionalPhone,
    message: plainString({ multiLine: true, error: () => message('validation.required') })
      .trim()
      .min(1, { error: () => message('validation.required') })
      .max(SERVICE_REQUEST_MESSAGE_MAX, {
        error: () => message('validation.tooLong', { max: SERVICE_REQUEST_MESSAGE_MAX }),
      }),
  })
  .superRefine((request, context) => {
    if (request.kind === 'takeover' && request.leaseTakeoverId === undefined)
      context.addIssue({
        code: 'custom',
        path: ['leaseTakeoverId'],
        message: message('validation.required'),
      });
    if (request.kind === 'contact' && request.leaseTakeoverId !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['leaseTakeoverId'],
        message: message('validation.serviceRequest.contactTakeover'),
      });
  });
/** Body of `POST /emails`. */
export type ServiceRequest = z.input<typeof ServiceRequestSchema>;

/** What `POST /emails` answers once the message is queued for sending: 202 `{ received: true }`. */
export const ServiceRequestAnswerSchema = z.object({ received: z.literal(true) });
