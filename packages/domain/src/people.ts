import { z } from 'zod';
import { peopleMessage } from './catalogue/people.ts';
import { EmailSchema, IdSchema, requiredText } from './entities/common.ts';
import { PersonPhotoSchema } from './entities/users.ts';
import { FileNoSchema } from './lease-file-search.ts';
import { CLIENT_PAGE_MAX, CLIENT_PAGE_SIZE, PEOPLE_SEARCH_MAX, staffRoles } from './people-rules.ts';
import { emailKey, plainString } from './text.ts';

/**
 * The wire contract and rules of the client and staff administration (doc 2 §3, §4, §7; issue 15):
 * the server validates with these, the API client takes its types from them and the console's
 * forms show their messages. The rules without schemas (limits, roles, who changes what) are in
 * `people-rules.ts`, which the API client's hooks read without these.
 */

// --- Clients -------------------------------------------------------------------------------------

/**
 * A client as the administration reads it (`GET /users`, `GET /users/{id}`, `POST /users`): the
 * spec's user (id, email, fileNo) with the name given at sign-up, every linked lease file (newest
 * link first; `fileNo` is the first of them), whether the e-mail is confirmed and their photo (null
 * without one; `POST /uploads/photos/{id}`). Never a password:
 * a closed object (where `ClientUserSchema` keeps unknown fields), so nothing else leaves the server.
 */
export const ClientAccountSchema = z.object({
  id: IdSchema,
  email: z.string(),
  fileNo: z.string().optional(),
  name: z.string().optional(),
  fileNos: z.array(z.string()),
  emailConfirmed: z.boolean(),
  photo: PersonPhotoSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
/** A client as the administration reads it. */
export type ClientAccount = z.infer<typeof ClientAccountSchema>;

const limitError = () => peopleMessage('people.query.limit', { max: CLIENT_PAGE_MAX });

/**
 * The query of `GET /users`: the clients oldest first on the wire (the screen reverses them, doc 2
 * §4), as the newest `limit` of them, or the `limit` added just before the client `before` (the
 * oldest one shown), to page back through a long list.
 */
export const ClientListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: limitError })
    .int({ error: limitError })
    .min(1, { error: limitError })
    .max(CLIENT_PAGE_MAX, { error: limitError })
    .default(CLIENT_PAGE_SIZE),
  before: z
    .string({ error: () => peopleMessage('people.query.before') })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      error: () => peopleMessage('people.query.before'),
    })
    .optional(),
});
/** The query of `GET /users`. */
export type ClientListQuery = z.input<typeof ClientListQuerySchema>;

const searchText = plainString()
  .trim()
  .min(1, { error: () => peopleMessage('people.query.criteria') })
  .max(PEOPLE_SEARCH_MAX, { error: () => peopleMessage('people.query.search', { max: PEOPLE_SEARCH_MAX }) });

/**
 * The query of `GET /users/search/criteria` (doc 2 §7): exactly one of `email` (clients whose
 * address holds it, in any case) and `fileno` (clients linked to the file of that number).
 */
export const ClientSearchQuerySchema = z
  .object({ email: searchText.optional(), fileno: searchText.optional() })
  .refine((query) => (query.email === undefined) !== (query.fileno === undefined), {
    error: () => peopleMessage('people.query.criteria'),
  });
/** The query of `GET /users/search/criteria`. */
export type ClientSearchQuery = z.input<typeof ClientSearchQuerySchema>;

/**
 * The query of the staff's `GET /users/search/criteria` (doc 2 §7, "Staff administration"; on the
 * chat, users and storage service): exactly one of `email` (staff whose address holds it, in any
 * case) and `fileno` (staff assigned to a conversation about the lease file of that number).
 */
export const StaffSearchQuerySchema = ClientSearchQuerySchema;
/** The query of the staff's `GET /users/search/criteria`. */
export type StaffSearchQuery = ClientSearchQuery;

/** How the staff screen searches: by name, e-mail or user name (`GET /auth`), by e-mail or by file number. */
export const staffSearchKinds = ['name', 'email', 'fileno'] as const;
export type StaffSearchKind = (typeof staffSearchKinds)[number];

/** How the client screens search: by e-mail or by file number. */
export const clientSearchKinds = ['email', 'fileno'] as const;
export type ClientSearchKind = (typeof clientSearchKinds)[number];

/**
 * Body of `POST /users` (doc 2 §7): the client's e-mail, and optionally their name and a lease
 * file to link at once (it must exist: "The file does not exist", and nothing is written).
 */
export const NewClientUserSchema = z.object({
  email: EmailSchema,
  name: requiredText(200).optional(),
  fileNo: FileNoSchema.optional(),
});
/** Body of `POST /users`. */
export type NewClientUser = z.infer<typeof NewClientUserSchema>;

/**
 * Answer of `POST /users`: the client, who chooses their own password with the activation link
 * e-mailed to them (issue 26 item 7: no password is made, answered or shown).
 */
export const ClientCreatedResponseSchema = z.object({ user: ClientAccountSchema });
/** Answer of `POST /users`. */
export type ClientCreatedResponse = z.infer<typeof ClientCreatedResponseSchema>;

/**
 * Body of `PUT /users/{id}` (doc 2 §7): the lease file `fileNo` to link to the client ("The file
 * does not exist" when there is none), or with `unlink: true` to unlink it.
 */
export const ClientFileChangeSchema = z.object({
  fileNo: FileNoSchema,
  unlink: z.boolean().optional(),
});
/** Body of `PUT /users/{id}`. */
export type ClientFileChange = z.infer<typeof ClientFileChangeSchema>;

/** The id in a client's or staff member's address. */
export const PersonParamsSchema = z.object({ id: z.string().max(100) });

// --- Staff ---------------------------------------------------------------------------------------

/**
 * A mobile number in E.164 form (`+15555550100`), where the sign-in codes go: as typed, with any
 * spaces, dashes, dots and brackets taken out.
 */
export const StaffPhoneSchema = z
  .string({ error: () => peopleMessage('people.staff.phone') })
  .transform((phone) => phone.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, { error: () => peopleMessage('people.staff.phone') }));

/** A staff user name: 3 to 50 letters, digits, dots, dashes or underscores (it travels in a Basic header). */
export const StaffUsernameSchema = z
  .string({ error: () => peopleMessage('people.staff.username') })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,49}$/, { error: () => peopleMessage('people.staff.username') });

/** One or more staff roles, each once, in the order of `staffRoles`. */
export const StaffRolesSchema = z
  .array(z.enum(staffRoles, { error: () => peopleMessage('people.staff.roles') }), {
    error: () => peopleMessage('people.staff.roles'),
  })
  .min(1, { error: () => peopleMessage('people.staff.roles') })
  .max(staffRoles.length, { error: () => peopleMessage('people.staff.roles') })
  .transform((roles) => staffRoles.filter((role) => roles.includes(role)));

/**
 * A staff member as the administration reads it (`GET /auth`, `GET /auth/{id}`): the spec's id and
 * name, with the user name, e-mail (absent on accounts made before the administration), mobile,
 * roles and photo (null without one; `POST /uploads/photos/{id}`). Never the password or its hash. The mobile, where the sign-in codes go, only to a super
 * admin and to the member themself.
 */
export const StaffMemberSchema = z.object({
  id: IdSchema,
  name: z.string(),
  username: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  roles: z.array(z.string()),
  photo: PersonPhotoSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
/** A staff member as the administration reads it. */
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** The query of `GET /auth`: the staff sorted by name, those whose name, e-mail or user name hold `search`. */
export const StaffListQuerySchema = z.object({
  search: plainString()
    .trim()
    .max(PEOPLE_SEARCH_MAX, {
      error: () => peopleMessage('people.query.search', { max: PEOPLE_SEARCH_MAX }),
    })
    .optional(),
});
/** The query of `GET /auth`. */
export type StaffListQuery = z.input<typeof StaffListQuerySchema>;

/**
 * Body of `POST /auth/create` (super admins only): the new member's name, e-mail, user name,
 * mobile (the sign-in codes go there) and roles. They choose their password from an e-mailed link.
 */
export const NewStaffUserSchema = z.object({
  name: requiredText(200),
  email: EmailSchema,
  username: StaffUsernameSchema,
  phone: StaffPhoneSchema,
  roles: StaffRolesSchema,
});
/** Body of `POST /auth/create`. */
export type NewStaffUser = z.input<typeof NewStaffUserSchema>;

/**
 * Answer of `POST /auth/create`: the new member's id (doc 2 §7). No password: they choose their own
 * with the one-time activation link e-mailed to them.
 */
export const StaffMemberCreatedSchema = z.object({ id: IdSchema });
/** Answer of `POST /auth/create`. */
export type StaffMemberCreated = z.infer<typeof StaffMemberCreatedSchema>;

/** The password that confirms a change of one's own e-mail or mobile (issue 26). */
const ConfirmingPasswordSchema = z
  .string({ error: () => peopleMessage('people.staff.confirm.passwordRequired') })
  .min(1, { error: () => peopleMessage('people.staff.confirm.passwordRequired') })
  .max(1024, { error: () => peopleMessage('people.staff.confirm.passwordWrong') });

/**
 * Body of `PUT /auth/{id}`: the fields to change. A member changing their own e-mail or mobile
 * adds their `currentPassword`, and for a mobile the `code` sent to the current one
 * (`POST /auth/{id}/phone-code`; `ownContactConfirmation` says which).
 */
export const StaffMemberUpdateSchema = NewStaffUserSchema.partial().extend({
  currentPassword: ConfirmingPasswordSchema.optional(),
  code: z
    .string({ error: () => peopleMessage('people.staff.confirm.codeRequired') })
    .trim()
    .regex(/^\d{6}$/, { error: () => peopleMessage('people.staff.confirm.codeRequired') })
    .optional(),
});
/** Body of `PUT /auth/{id}`. */
export type StaffMemberUpdate = z.input<typeof StaffMemberUpdateSchema>;

/**
 * Body of `POST /auth/{id}/phone-code` (the member themself, issue 26): the new mobile and their
 * current password. A code goes to the current mobile; `PUT /auth/{id}` with the new mobile, the password
 * and that code makes the change.
 */
export const StaffPhoneCodeRequestSchema = z.object({
  phone: StaffPhoneSchema,
  currentPassword: ConfirmingPasswordSchema,
});
/** Body of `POST /auth/{id}/phone-code`. */
export type StaffPhoneCodeRequest = z.input<typeof StaffPhoneCodeRequestSchema>;

/**
 * What a staff member's change of their own e-mail or mobile must carry (issue 26): their password
 * for either, and for a new mobile also a code sent to the current one, so that a session alone
 * never moves the second factor. `current` and `changes` as stored: the mobile in E.164 (as
 * `StaffPhoneSchema` gives it), the e-mail compared by `emailKey`.
 */
export function ownContactConfirmation(
  current: { email?: string | undefined; phone?: string | undefined },
  changes: { email?: string | undefined; phone?: string | undefined },
): { password: boolean; code: boolean } {
  const newEmail = changes.email !== undefined && emailKey(changes.email) !== emailKey(current.email ?? '');
  const newPhone = changes.phone !== undefined && changes.phone !== current.phone;
  return { password: newEmail || newPhone, code: newPhone };
}
