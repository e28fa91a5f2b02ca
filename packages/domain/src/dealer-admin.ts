import { z } from 'zod';
import { dealerAdminMessage } from './catalogue/dealer-admin.ts';
import { DateTimeSchema, EmailSchema, IdSchema, requiredText } from './entities/common.ts';
import { NewFileDealerSchema } from './entities/file-dealer.ts';
import { PersonPhotoSchema } from './entities/users.ts';
import { DealerPasswordSchema } from './lease-quotes/dealer-accounts.ts';
import { message } from './messages.ts';
import { plainString } from './text.ts';

/*
 * The dealer administration of the dealer API (spec doc 2 §3, §4, §7; issue 15), for staff: the
 * file-tool dealers (`file_dealers`, the same dealers as the main API's `/dealers`), the lease files
 * of their dealership, and the staff assigned to their chat rooms.
 */

/**
 * A chat room as the administration names it: its dealer and its lease file (`fileNo` null for a
 * room tied to no file: the dealer's general conversation, or one whose file was deleted).
 */
export const AdminChatRoomSchema = z.object({
  id: IdSchema,
  dealerId: IdSchema,
  dealerName: z.string(),
  dealerNo: z.string(),
  fileNo: z.string().nullable(),
  createdAt: DateTimeSchema,
});
/** A chat room as the administration names it. */
export type AdminChatRoom = z.infer<typeof AdminChatRoomSchema>;

/**
 * A dealer user (doc 2 §3: id, email, …) as the dealer API's lists answer it
 * (`GET /users`, `GET /users/search/criteria`), with their photo or logo (null without one; the
 * dealer API's `POST /uploads/photos/{id}`): never its password or hash.
 */
export const DealerUserSchema = z.object({
  id: IdSchema,
  dealerNo: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  photo: PersonPhotoSchema.nullable(),
  createdAt: DateTimeSchema,
});
/** A dealer user. */
export type DealerUser = z.infer<typeof DealerUserSchema>;

/**
 * One dealer user (`GET /users/{id}`, and the answer of `PUT /users/{id}`): with how many lease
 * files their dealership holds, and their chat rooms, each with the staff assigned to it.
 */
export const DealerUserDetailSchema = DealerUserSchema.extend({
  fileCount: z.number().int().nonnegative(),
  rooms: z.array(
    AdminChatRoomSchema.extend({ staff: z.array(z.object({ id: IdSchema, name: z.string() })) }),
  ),
});
/** One dealer user with their dealership's file count and rooms. */
export type DealerUserDetail = z.infer<typeof DealerUserDetailSchema>;

/**
 * Body of `POST /users/create`: a file-tool dealer, under the same rules as the main API's
 * `POST /dealers` (dealer number, name, e-mail, user name; a password from a super admin only,
 * else an activation link goes to the e-mail). The answer is `{ email }`.
 */
export const NewDealerUserSchema = NewFileDealerSchema;
/** Body of `POST /users/create`. */
export type NewDealerUser = z.infer<typeof NewDealerUserSchema>;

/** The answer of `POST /users/create` and `POST /users/update-password`: the dealer's e-mail. */
export const DealerEmailAnswerSchema = z.object({ email: z.string() });
/** The answer of creating a dealer user or changing their password. */
export type DealerEmailAnswer = z.infer<typeof DealerEmailAnswerSchema>;

const criterion = () => dealerAdminMessage('dealerUsers.search.criterion');

/**
 * The query of `GET /users/search/criteria`: `email` (dealers whose e-mail contains it, case
 * aside) or `fileno` (the dealer whose dealership holds that lease file), one of them.
 */
export const DealerUserSearchSchema = z
  .object({
    email: plainString()
      .trim()
      .min(1, { error: criterion })
      .max(254, { error: () => message('validation.tooLong', { max: 254 }) })
      .optional(),
    fileno: plainString()
      .trim()
      .min(1, { error: criterion })
      .max(50, { error: () => message('validation.tooLong', { max: 50 }) })
      .optional(),
  })
  .refine((query) => (query.email === undefined) !== (query.fileno === undefined), { error: criterion });
/** The query of the dealer search. */
export type DealerUserSearch = z.input<typeof DealerUserSearchSchema>;

/** Body of `PUT /users/{id}`: the lease file to move to this dealer's dealership. */
export const DealerFileAssignmentSchema = z.object({ fileNo: requiredText(50) });
/** Body of `PUT /users/{id}`. */
export type DealerFileAssignment = z.infer<typeof DealerFileAssignmentSchema>;

/** Body of `POST /users/update-password`: whose password (by e-mail) and the new one. */
export const DealerPasswordChangeSchema = z.object({ email: EmailSchema, password: DealerPasswordSchema });
/** Body of `POST /users/update-password`. */
export type DealerPasswordChange = z.infer<typeof DealerPasswordChangeSchema>;

/**
 * Body of `POST` and `DELETE /users/assign-room`: whose rooms change (a staff member's e-mail), and
 * which room (a chat room's id).
 */
export const RoomAssignmentSchema = z.object({ email: EmailSchema, room: requiredText(100) });
/** Body of the room assignment calls. */
export type RoomAssignment = z.infer<typeof RoomAssignmentSchema>;

/**
 * A member of staff as the room assignment reads them (`GET /users/get-staffs`, by name): their
 * e-mail (null until they have one), whether they are a super admin (who sees every room), and the
 * rooms assigned to them.
 */
export const RoomStaffSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string().nullable(),
  superAdmin: z.boolean(),
  rooms: z.array(AdminChatRoomSchema),
});
/** A member of staff with their rooms. */
export type RoomStaff = z.infer<typeof RoomStaffSchema>;

/** The name of a room in the administration: its dealer and its file (or "general"). */
export function adminRoomName(room: Pick<AdminChatRoom, 'dealerName' | 'fileNo'>): string {
  return room.fileNo === null
    ? dealerAdminMessage('rooms.name.untied', { dealer: room.dealerName })
    : dealerAdminMessage('rooms.name.file', { dealer: room.dealerName, fileNo: room.fileNo });
}
