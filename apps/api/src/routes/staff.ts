import { z } from 'zod';
import {
  isSuperAdmin,
  NewStaffUserSchema,
  ownContactConfirmation,
  peopleMessage,
  PersonParamsSchema,
  staffChangeRefusal,
  StaffCodeResentSchema,
  StaffListQuerySchema,
  StaffMemberCreatedSchema,
  StaffMemberSchema,
  StaffMemberUpdateSchema,
  staffMemberFor,
  StaffPhoneCodeRequestSchema,
  type ProfilePhoto,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import {
  confirmPassword,
  contactChanged,
  sendPhoneChangeCode,
  usePhoneChangeCode,
} from '../auth/contact-change.ts';
import { createWithActivation } from '../auth/password-links.ts';
import { newToken } from '../http/tokens.ts';
import { signedIn } from '../auth/require-session.ts';
import type { Db } from '../db/client.ts';
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

const isSelf = (user: { id: string }, id: string) => user.id.toLowerCase() === id.toLowerCase();

const notFound = () => new HttpError(404, peopleMessage('people.staff.notFound'));
/**
 * A member without a mobile changing to one: the code that confirms a new mobile goes to the current
 * one, and there is none. A 409 on the `phone` field saying who can add it (a super admin, who needs
 * no code).
 */
const noPhone = () => {
  const text = peopleMessage('people.staff.confirm.noPhone');
  return new HttpError(409, text, { phone: text });
};

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
 * sessions end, their live sockets close), leaves their chat rooms, and their photo's files go; a member changed (their roles) has their open
 * sockets checked again at once, on every process.
 */
export const staffRoutes: ZodPlugin<{
  db: Db;
  auth: Auth;
  live: Live;
  storage: Storage;
  identity: Identity;
}> = async (app, { db, auth, live, storage, identity }) => {
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
      const { user, session, token } = signedIn(request, 'staff');
      const { currentPassword, code, ...changes } = request.body;
      const refusal = staffChangeRefusal(user, request.params.id, request.body);
      const before = await findStaffMember(db, request.params.id);
      // An admin learns nothing of ids that name no one: the 404 comes first.
      if (!before) throw notFound();
      if (refusal) throw new HttpError(403, peopleMessage(refusal));
      const self = isSelf(user, before.id);
      if (self) {
        // One's own e-mail or mobile: the password, and for a mobile a code from the current one.
        const needs = ownContactConfirmation(before, changes);
        const missing: Record<string, string> = {
          ...(needs.password &&
            currentPassword === undefined && {
              currentPassword: peopleMessage('people.staff.confirm.passwordRequired'),
            }),
          ...(needs.code &&
            code === undefined && { code: peopleMessage('people.staff.confirm.codeRequired') }),
        };
        if (needs.code && !before.phone) throw noPhone();
        const first = Object.values(missing)[0];
        if (first !== undefined) throw new HttpError(400, first, missing);
        if (needs.password) await confirmPassword(auth, user.username, currentPassword!, request.ip);
        if (needs.code)
          await usePhoneChangeCode(auth, {
            session,
            token,
            code: code!,
            newPhone: changes.phone!,
            ip: request.ip,
          });
      }
      let ended: string[] = [];
      const updated = await db
        .transaction(async (tx) => {
          const after = await updateStaffMember(tx, before.id, changes, auth.now());
          if (after) ended = await contactChanged(auth, tx, before, after, self ? session.id : undefined);
          return after;
        })
        .catch((error: unknown) => {
          throw conflict(error);
        });
      if (!updated) throw notFound();
      auth.outbox.kick();
      for (const sessionId of ended) live.sessionsEnded({ sessionId });
      // Their roles may have changed what they see: their open sockets are checked again at once.
      await live.accessChanged({ kind: 'staff', id: updated.id });
      return staffMemberFor(updated, user);
    },
  );

  app.post(
    '/auth/:id/phone-code',
    {
      config: { access: access.staff },
      schema: {
        params: PersonParamsSchema,
        body: StaffPhoneCodeRequestSchema,
        response: { 200: StaffCodeResentSchema },
      },
    },
    async (request) => {
      const { user, session, token } = signedIn(request, 'staff');
      const member = await findStaffMember(db, request.params.id);
      if (!member) throw notFound();
      if (!isSelf(user, member.id)) throw new HttpError(403, peopleMessage('people.staff.confirm.ownOnly'));
      const { phone: newPhone, currentPassword } = request.body;
      // No current mobile to text the code to: say who can add one, rather than fail.
      if (!member.phone) throw noPhone();
      if (newPhone === member.phone) {
        const text = peopleMessage('people.staff.confirm.samePhone');
        throw new HttpError(400, text, { phone: text });
      }
      await confirmPassword(auth, user.username, currentPassword, request.ip);
      return {
        verification: await sendPhoneChangeCode(auth, { session, token, phone: member.phone, newPhone }),
      };
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
      if (isSelf(user, request.params.id) && isSuperAdmin(user.roles))
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
