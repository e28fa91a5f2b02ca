import { z } from 'zod';
import {
  ChatUserMapSchema,
  DealerEmailAnswerSchema,
  DealerFileAssignmentSchema,
  dealerAdminMessage,
  DealerPasswordChangeSchema,
  DealerUserDetailSchema,
  DealerUserSchema,
  DealerUserSearchSchema,
  message,
  NewDealerUserSchema,
  RoomAssignmentSchema,
  RoomStaffSchema,
  type ProfilePhoto,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { createWithActivation, newAccountPassword } from '../auth/password-links.ts';
import { signedIn } from '../auth/require-session.ts';
import type { Db } from '../db/client.ts';
import { usernameKey } from '../db/usernames.ts';
import { fileActorOf } from '../auth/viewers.ts';
import { chatUserMap } from '../db/chat.ts';
import {
  createDealerUser,
  DealerEmailTakenError,
  dealersWithEmail,
  dealerUsersByEmail,
  dealerUsersByFile,
  findAdminRoom,
  findDealerUserDetail,
  findStaffByEmail,
  listDealerUsers,
  listRoomStaff,
  RoomAssignmentGoneError,
  setRoomAssignment,
} from '../db/dealer-users.ts';
import { deleteFileDealer, FileDealerTakenError, updateFileDealer } from '../db/file-dealers.ts';
import { moveLeaseFileToDealership, UnknownFileDealerError } from '../db/lease-files.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import type { ChatLive } from '../live/chat.ts';
import type { Live } from '../live/live.ts';
import { deletePhotoFiles } from '../photos/photos.ts';
import type { Identity } from '../oidc/provider.ts';
import type { Storage } from '../storage/storage.ts';
import { notFound as fileNotFound } from './lease-files.ts';

const DealerParams = z.object({ id: z.string().max(100) });

const dealerNotFound = () => new HttpError(404, message('fileDealers.error.notFound'));

/** The 409 of a user name, dealer number or e-mail another dealer has, as that field's error. */
function takenAnswer(error: FileDealerTakenError | DealerEmailTakenError): HttpError {
  if (error instanceof DealerEmailTakenError) {
    const text = dealerAdminMessage('dealerUsers.email.taken', { email: error.email });
    return new HttpError(409, text, { email: text });
  }
  const text =
    error.field === 'username'
      ? message('fileDealers.error.usernameTaken', { username: error.value })
      : message('fileDealers.error.dealerNoTaken', { dealerNo: error.value });
  return new HttpError(409, text, { [error.field]: text });
}

/**
 * The dealer administration of the dealer API (spec doc 2 §3, §4, §7; issue 15), for staff:
 *
 * - `GET /users` (oldest first: the screen reverses it), `GET /users/search/criteria?email=` (the
 *   dealers whose e-mail contains it) and `?fileno=` (the dealer whose dealership holds that file),
 *   `GET /users/{id}` (with their dealership's file count and their chat rooms);
 * - `POST /users/create` (a file-tool dealer, under the rules of `POST /dealers`, and an e-mail no
 *   other dealer has; answers `{ email }`), `PUT /users/{id}` with `fileNo` (the file moves to the
 *   dealer's dealership, recorded in its history), `POST /users/update-password` (answers
 *   `{ email }`; the dealer's sessions and dealer tokens end, and their sockets close),
 *   `DELETE /users/{id}` (their rooms and their photo's files go with them; they are signed out);
 * - `GET /users/get-staffs`, `POST` and `DELETE /users/assign-room` (super admins: assigning a room
 *   opens a dealer's conversation and attachments to someone; the chat already keeps staff from
 *   opening rooms not theirs), and `GET /users/get-user-map` (everyone in every room).
 *
 * Any member of staff administers dealers, as on the main API's `/dealers`; only a super admin sets a
 * dealer's password (`POST /users/update-password`, or `POST /users/create` with one): a password
 * someone else chose would let them sign in as the dealer (issue 26 item 6). Others add dealers
 * without one (the dealer is e-mailed an activation link) and send reset links.
 */
export const dealerUserRoutes: ZodPlugin<{
  db: Db;
  auth: Auth;
  live: Live;
  chat: ChatLive;
  storage: Storage;
  identity: Identity;
}> = async (app, { db, auth, live, chat, storage, identity }) => {
  const endSockets = (sessionIds: readonly string[]) => {
    for (const sessionId of sessionIds) live.sessionsEnded({ sessionId });
  };

  app.get(
    '/users',
    { config: { access: access.staff }, schema: { response: { 200: z.array(DealerUserSchema) } } },
    async () => listDealerUsers(db),
  );

  app.get(
    '/users/search/criteria',
    {
      config: { access: access.staff },
      schema: { querystring: DealerUserSearchSchema, response: { 200: z.array(DealerUserSchema) } },
    },
    async (request) => {
      const { email, fileno } = request.query;
      return email !== undefined ? dealerUsersByEmail(db, email) : dealerUsersByFile(db, fileno!);
    },
  );

  app.get(
    '/users/get-staffs',
    { config: { access: access.superAdmin }, schema: { response: { 200: z.array(RoomStaffSchema) } } },
    async () => listRoomStaff(db),
  );

  app.get(
    '/users/get-user-map',
    { config: { access: access.staff }, schema: { response: { 200: ChatUserMapSchema } } },
    async (request) => {
      const { user } = signedIn(request, 'staff');
      // Everyone in every room: the administration's view, as a super admin's.
      return chatUserMap(db, { type: 'staff', id: user.id, name: user.name, superAdmin: true });
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: access.staff },
      schema: { params: DealerParams, response: { 200: DealerUserDetailSchema } },
    },
    async (request) => {
      const dealer = await findDealerUserDetail(db, request.params.id);
      if (!dealer) throw dealerNotFound();
      return dealer;
    },
  );

  app.post(
    '/users/create',
    {
      config: { access: access.staff },
      schema: { body: NewDealerUserSchema, response: { 201: DealerEmailAnswerSchema } },
    },
    async (request, reply) => {
      const { password, ...dealer } = request.body;
      const { passwordHash, activate } = await newAccountPassword(auth, signedIn(request), password);
      const created = await createWithActivation(
        auth,
        { kind: 'file-dealer', activate, origin: new URL(identity.issuer()).origin },
        (tx) => createDealerUser(tx, { ...dealer, usernameKey: usernameKey(dealer.username), passwordHash }),
      ).catch((error: unknown) => {
        if (error instanceof FileDealerTakenError || error instanceof DealerEmailTakenError)
          throw takenAnswer(error);
        throw error;
      });
      return reply.code(201).send({ email: created.email });
    },
  );

  app.put(
    '/users/:id',
    {
      config: { access: access.staff },
      schema: {
        params: DealerParams,
        body: DealerFileAssignmentSchema,
        response: { 200: DealerUserDetailSchema },
      },
    },
    async (request) => {
      const dealer = await findDealerUserDetail(db, request.params.id);
      if (!dealer) throw dealerNotFound();
      const moved = await moveLeaseFileToDealership(
        db,
        fileActorOf(request),
        request.body.fileNo,
        dealer.dealerNo,
      ).catch((error: unknown) => {
        // The dealer was deleted meanwhile: their dealership has no dealer to file it under.
        throw error instanceof UnknownFileDealerError ? dealerNotFound() : error;
      });
      if (!moved) throw fileNotFound();
      const after = await findDealerUserDetail(db, dealer.id);
      if (!after) throw dealerNotFound();
      return after;
    },
  );

  // The spec's call that sets a dealer's password: super admins only (issue 26 item 6); other staff
  // send the dealer a reset link (`POST /api/main/dealers/{id}/password-link`).
  app.post(
    '/users/update-password',
    {
      config: { access: access.superAdmin },
      schema: { body: DealerPasswordChangeSchema, response: { 200: DealerEmailAnswerSchema } },
    },
    async (request) => {
      const { email, password } = request.body;
      const dealers = await dealersWithEmail(db, email);
      if (dealers.length === 0)
        throw new HttpError(404, dealerAdminMessage('dealerUsers.email.unknown', { email }));
      if (dealers.length > 1)
        throw new HttpError(409, dealerAdminMessage('dealerUsers.email.shared', { email }));
      const [dealer] = dealers;
      const ended: string[] = [];
      const changed = await updateFileDealer(
        db,
        dealer!.id,
        { passwordHash: await auth.passwords.hash(password) },
        auth.now(),
        ended,
      );
      if (!changed) throw new HttpError(404, dealerAdminMessage('dealerUsers.email.unknown', { email }));
      endSockets(ended);
      return { email: changed.email };
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: access.staff },
      schema: { params: DealerParams, response: { 200: DealerUserSchema } },
    },
    async (request) => {
      const before = await findDealerUserDetail(db, request.params.id);
      if (!before) throw dealerNotFound();
      const ended: string[] = [];
      const photos: ProfilePhoto[] = [];
      const removed = await deleteFileDealer(db, before.id, auth.now(), ended, photos);
      if (!removed) throw dealerNotFound();
      endSockets(ended);
      await deletePhotoFiles(storage, photos);
      // Their rooms went with them: the staff who had them hear of it.
      for (const room of before.rooms)
        chat.roomDeleted(room.id, { dealerId: before.id, staffIds: room.staff.map((each) => each.id) });
      const { fileCount: _files, rooms: _rooms, ...dealer } = before;
      return dealer;
    },
  );

  for (const method of ['POST', 'DELETE'] as const)
    app.route({
      method,
      url: '/users/assign-room',
      config: { access: access.superAdmin },
      schema: { body: RoomAssignmentSchema, response: { 200: RoomStaffSchema } },
      handler: async (request) => {
        const { email, room: roomId } = request.body;
        const staff = await findStaffByEmail(db, email);
        if (!staff) throw new HttpError(404, dealerAdminMessage('rooms.staff.unknown', { email }));
        const room = await findAdminRoom(db, roomId);
        const roomUnknown = () => new HttpError(404, dealerAdminMessage('rooms.room.unknown'));
        if (!room) throw roomUnknown();
        const assigned = method === 'POST';
        const changed = await setRoomAssignment(db, room.id, staff.id, assigned).catch((error: unknown) => {
          if (error instanceof RoomAssignmentGoneError) throw roomUnknown();
          throw error;
        });
        if (changed) chat.assignmentChanged(room.id, staff.id, assigned);
        const [member] = await listRoomStaff(db, staff.id);
        if (!member) throw new HttpError(404, dealerAdminMessage('rooms.staff.unknown', { email }));
        return member;
      },
    });
};
