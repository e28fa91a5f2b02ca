import { z } from 'zod';
import { emailKey, buyoutToday, MemberSchema, message, NewMemberSchema } from '@sfi/domain';
import { access } from '../auth/access.ts';
import { signedInClient } from '../auth/require-session.ts';
import type { Auth } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { listClientVehicles } from '../db/client-files.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { clientView, ensureClient } from '../db/client-accounts.ts';

/**
 * The member service (doc 2 §7): `GET /members/{id}` and `POST /members` with an e-mail. Both take
 * the identity provider's bearer token, and a client reaches only their own record (with the
 * vehicles of their lease files, as `GET /me`): another id is
 * a 404 (as an unknown one is), another e-mail a 403. `POST` answers the record, 201 when it made it.
 */
export const memberRoutes: ZodPlugin<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  /** The client's record with their lease files' vehicles, as `GET /me` answers it. */
  const record = async (client: Parameters<typeof clientView>[0]) =>
    clientView(client, await listClientVehicles(db, client.id, buyoutToday(auth.now())));
  app.get(
    '/members/:id',
    {
      config: { access: access.own(access.client) },
      schema: { params: z.object({ id: z.string().min(1).max(100) }), response: { 200: MemberSchema } },
    },
    async (request) => {
      const client = signedInClient(request);
      if (client.id !== request.params.id) throw new HttpError(404, message('member.notFound'));
      return record(client);
    },
  );

  app.post(
    '/members',
    {
      config: { access: access.own(access.client) },
      schema: { body: NewMemberSchema, response: { 200: MemberSchema, 201: MemberSchema } },
    },
    async (request, reply) => {
      const client = signedInClient(request);
      if (emailKey(request.body.email) !== client.emailKey)
        throw new HttpError(403, message('member.emailMismatch'));
      const { account, created } = await ensureClient(db, request.body.email);
      return reply.code(created ? 201 : 200).send(await record(account));
    },
  );
};
