import { z } from 'zod';
import {
  isSuperAdmin,
  NewStaffUserSchema,
  peopleMessage,
  PersonParamsSchema,
  staffChangeRefusal,
  StaffListQuerySchema,
  StaffMemberCreatedSchema,
  StaffMemberSchema,
  StaffMemberUpdateSchema,
  staffMemberFor,
  type ProfilePhoto,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { createWithActivation } from '../auth/password-links.ts';
import { newToken } from '../auth/tokens.ts';
import { signedIn } from '../auth/require-session.ts';
import {
  createStaffMember,
  deleteStaffMember,
  findStaffMember,
  LastSuperAdminError,
  listStaffMembers,
  StaffTakenError,
  updateStaffMember,
} from '../db/people.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import type { Live } from '../live/live.ts';
import { deletePhotoFiles } from '../photos/photos.ts';
import type { Identity } from '../oidc/provider.ts';
import type { Storage } from '../storage/storage.ts';

const notFound = () => new HttpError(404, peopleMessage('people.staff.notFound'));

/** A refusal of the staff table's rules as a 409 with its field's error. */
function conflict(error: unknown): unknown {
  if (error instanceof StaffTakenError) {
    const text =
      error.field === 'username'
        ? peopleMessage('people.staff.usernameTaken', { username: error.value })
        : peopleMessage('people.staff.emailTaken', { email: error.value });
    return new HttpError(409, text, { [error.field]: text });
  }
  if (error instanceof LastSuperAdminError)
    return new HttpError(409, peopleMessage('people.staff.lastSuperAdmin', { name: error.staffName }));
  return error;
}

/**
 * The staff administration of the main API (doc 2 §7; issue 15). Any verified member of staff
 * reads the staff (sorted by name, doc 2 §4; searched by name, e-mail or user name) and changes
 * their own name, e-mail and mobile; only a super admin adds staff, changes another member or
 * anyone's user name and roles, and removes staff. Nobody removes or demotes the last super admin.
 *
 * A new member chooses their own password with a one-time activation link e-mailed to them (issue 26
 * item 7): no administrator chooses or sees it. A member removed is signed out at once (their
 * sessions end, their live sockets close), leaves their chat rooms, and their photo's files go.
 */
export const staffRoutes: ZodPlugin<{
  auth: Auth;
  live: Live;
  storage: Storage;
  identity: Identity;
}> = async (app, { auth, live, storage, identity }) => {
  const { db } = auth;

  app.get(
    '/auth',
    {
      config: { access: access.staff },
      schema: { querystring: StaffListQuerySchema, response: { 200: z.array(StaffMemberSchema) } },
    },
    async (request) => {
      const { user } = signedIn(request, 'staff');
      return (await listStaffMembers(db, request.query.search)).map((member) => staffMemberFor(member, user));
    },
  );

  app.get(
    '/auth/:id',
    {
      config: { access: access.staff },
      schema: { params: PersonParamsSchema, response: { 200: StaffMemberSchema } },
    },
    async (request) => {
      const member = await findStaffMember(db, request.params.id);
      if (!member) throw notFound();
      return staffMemberFor(member, signedIn(request, 'staff').user);
    },
  );

  app.post(
    '/auth/create',
    {
      config: { access: access.superAdmin },
      schema: { body: NewStaffUserSchema, response: { 201: StaffMemberCreatedSchema } },
    },
    async (request, reply) => {
      // A password no one knows until the member chooses theirs with the activation link.
      const passwordHash = await auth.passwords.hash(newToken());
      const { email } = request.body;
      const created = await createWithActivation(
        auth,
        { kind: 'staff', activate: true, origin: new URL(identity.issuer()).origin },
        async (tx) => ({
          ...(await createStaffMember(tx, { ...request.body, passwordHash }, auth.now())),
          email,
        }),
      ).catch((error: unknown) => {
        throw conflict(error);
      });
      return reply.code(201).send({ id: created.id });
    },
  );

  app.put(
    '/auth/:id',
    {
      config: { access: access.staff },
      schema: {
        params: PersonParamsSchema,
        body: StaffMemberUpdateSchema,
        response: { 200: StaffMemberSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request, 'staff');
      const refusal = staffChangeRefusal(user, request.params.id, request.body);
      if (refusal) {
        // An admin learns nothing of ids that name no one: the 404 comes first.
        if (!(await findStaffMember(db, request.params.id))) throw notFound();
        throw new HttpError(403, peopleMessage(refusal));
      }
      const updated = await updateStaffMember(db, request.params.id, request.body, auth.now()).catch(
        (error: unknown) => {
          throw conflict(error);
        },
      );
      if (!updated) throw notFound();
      return staffMemberFor(updated, user);
    },
  );

  app.delete(
    '/auth/:id',
    {
      config: { access: access.superAdmin },
      schema: { params: PersonParamsSchema, response: { 200: StaffMemberSchema } },
    },
    async (request) => {
      const { user } = signedIn(request, 'staff');
      if (user.id.toLowerCase() === request.params.id.toLowerCase() && isSuperAdmin(user.roles))
        throw new HttpError(409, peopleMessage('people.staff.deleteSelf'));
      const photos: ProfilePhoto[] = [];
      const removed = await deleteStaffMember(db, request.params.id, auth.now(), photos).catch(
        (error: unknown) => {
          throw conflict(error);
        },
      );
      if (!removed) throw notFound();
      await deletePhotoFiles(storage, photos);
      live.sessionsEnded({ user: { type: 'SFI', id: removed.id.toLowerCase() } });
      return removed;
    },
  );
};
