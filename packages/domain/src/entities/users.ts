import { z } from 'zod';
import { DateTimeSchema, EmailSchema, IdSchema } from './common.ts';
import { photoOwnerKinds } from '../photos.ts';
import { locales } from '../locale.ts';
import { LeaseTakeoverSchema, TakeoverImageSchema } from './lease-takeover.ts';

/**
 * A person's photo (a client's, a staff member's, a dealer's; `POST /uploads/photos/{id}`, doc 2
 * §7): stored like a takeover's photo, in the bucket under `key` at web widths, `width` and
 * `height` being the largest file's. The person's name is its alternative text.
 */
export const ProfilePhotoSchema = TakeoverImageSchema.omit({ alt: true });
/** A person's photo. */
export type ProfilePhoto = z.infer<typeof ProfilePhotoSchema>;

/**
 * A person's photo as the administration's records say it (a client's, a staff member's, a
 * dealer's `photo`; null without one): its id and size, enough to read it back
 * (`profilePhotoPath`). The bucket key stays on the server.
 */
export const PersonPhotoSchema = ProfilePhotoSchema.pick({ id: true, width: true, height: true });
/** A person's photo as the administration's records say it. */
export type PersonPhoto = z.infer<typeof PersonPhotoSchema>;

/** The photo a record says, from the one stored (or none): without its bucket key. */
export const personPhotoOf = (photo: PersonPhoto | null | undefined): PersonPhoto | null =>
  photo ? { id: photo.id, width: photo.width, height: photo.height } : null;

/**
 * What `POST /uploads/photos/{id}` answers (201): whose photo it is (`owner`, `ownerId`), the photo
 * as stored (with its alt text, for a takeover's), and, for a lease takeover, the listing with its
 * photos as they are now, so a screen shows it without loading it again.
 */
export const PhotoUploadedSchema = z.object({
  owner: z.enum(photoOwnerKinds),
  ownerId: IdSchema,
  photo: ProfilePhotoSchema.extend({ alt: z.string().optional() }),
  leaseTakeover: LeaseTakeoverSchema.optional(),
});
/** Answer of `POST /uploads/photos/{id}`. */
export type PhotoUploaded = z.infer<typeof PhotoUploadedSchema>;

/**
 * How a client's lease file stands (`clientFileStatus`): not delivered yet, running, past its term
 * end, or closed (terminated: bought out, transferred, …).
 */
export const clientFileStatuses = ['upcoming', 'active', 'matured', 'closed'] as const;
/** How a client's lease file stands. */
export type ClientFileStatus = (typeof clientFileStatuses)[number];

/**
 * Today's buyout figure of a client's running lease (beyond the spec; the back office's
 * `buyoutTotals`): what owning the vehicle costs, taxes included, in cents, on the quote's date and
 * until the day it holds.
 */
export const ClientBuyoutSchema = z.object({
  total: z.number().int().nonnegative(),
  quoteDate: z.iso.date(),
  goodUntil: z.iso.date(),
});
/** Today's buyout figure of a client's lease. */
export type ClientBuyout = z.infer<typeof ClientBuyoutSchema>;

/**
 * A vehicle on a client's files (`files.vehicles`, doc 2 §3, §7): one per lease file. The spec
 * names `files.vehicles` only; a dashboard shows each file's vehicle (year, make, model, trim, VIN),
 * monthly payment (dollars), term end (`YYYY-MM-DD`), status and today's buyout figure (null when
 * the lease is not running or its province's taxes are unknown). Every field is optional on the
 * wire: another server may send fewer.
 */
export const ClientVehicleSchema = z.object({
  fileNo: z.string().optional(),
  make: z.string().optional(),
  model: z.string().optional(),
  trim: z.string().optional(),
  year: z.number().int().optional(),
  vin: z.string().optional(),
  monthlyPayment: z.number().nonnegative().optional(),
  termEnd: z.iso.date().optional(),
  status: z.enum(clientFileStatuses).optional(),
  buyout: ClientBuyoutSchema.nullable().optional(),
});
/** A vehicle of a client. */
export type ClientVehicle = z.infer<typeof ClientVehicleSchema>;

/**
 * A client user (doc 1 §3, doc 2 §3): id, email, fileNo, password (only in the answer that created
 * it) and `files`, which holds the client's name and vehicles (`files.name`, `files.vehicles`).
 * The spec writes `files.name`; it is read here as one object, since the header shows one name.
 */
export const ClientUserSchema = z.looseObject({
  id: IdSchema,
  email: z.string(),
  fileNo: z.string().optional(),
  password: z.string().optional(),
  files: z
    .object({ name: z.string().optional(), vehicles: z.array(ClientVehicleSchema).default([]) })
    .optional(),
});
/** A client user. */
export type ClientUser = z.infer<typeof ClientUserSchema>;

/**
 * A client's member record (doc 2 §7): what the member service answers and what the public API's
 * `GET /me` calls `me`. It is the wire contract of those calls: the reference server strips its
 * replies to these fields. `name` and `agency` are what the client gave at sign-up; `files` holds
 * the name the header shows and the client's vehicles.
 */
export const MemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().optional(),
  agency: z.string().optional(),
  files: z.object({ name: z.string().optional(), vehicles: z.array(ClientVehicleSchema) }),
  createdAt: DateTimeSchema,
  /** The language the client chose for their e-mails (issue 29), null while they never chose one. */
  locale: z.enum(locales).nullable().optional(),
});
/** A client's member record. */
export type Member = z.infer<typeof MemberSchema>;

/** Body of the member service's `POST /members`: the signed-in client's own e-mail address. */
export const NewMemberSchema = z.object({ email: EmailSchema });
/** Body of `POST /members`. */
export type NewMember = z.infer<typeof NewMemberSchema>;

/** What the reference server's `GET /me` answers: `{ me }`. */
export const MeAnswerSchema = z.object({ me: MemberSchema });
/** Answer of `GET /me`. */
export type MeAnswer = z.infer<typeof MeAnswerSchema>;

/**
 * A staff member (`/auth`, doc 2 §3): id and name. The staff administration's closed form, with
 * the rest of a member's fields, is `StaffMemberSchema` (people.ts). The staff list of the dealer API
 * (`GET /users/get-staffs`) also gives each member's e-mail and rooms.
 */
export const StaffUserSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  email: z.string().optional(),
  rooms: z.array(z.string()).optional(),
});
/** A staff member. */
export type StaffUser = z.infer<typeof StaffUserSchema>;
