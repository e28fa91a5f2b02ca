import { z } from 'zod';
import {
  ClientAccountSchema,
  ClientCreatedResponseSchema,
  ClientFileChangeSchema,
  ClientListQuerySchema,
  ClientSearchQuerySchema,
  message,
  PasswordLinkSentSchema,
  NewClientUserSchema,
  peopleMessage,
  PersonParamsSchema,
  type ProfilePhoto,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { throttleAdminLink, writeClientActivation } from '../auth/password-links.ts';
import { signedIn } from '../auth/require-session.ts';
import { findClientById } from '../db/client-accounts.ts';
import type { Db } from '../db/client.ts';
import {
  changeClientFile,
  ClientEmailTakenError,
  createClientAccount,
  deleteClientAccount,
  findClientAccount,
  listClientAccounts,
  NoSuchFileError,
  searchClientAccounts,
  UnknownClientError,
  type ClientFileRefusal,
} from '../db/people.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import type { Identity } from '../oidc/provider.ts';
import { deletePhotoFiles } from '../photos/photos.ts';
import type { Storage } from '../storage/storage.ts';

const ClientListSchema = z.array(ClientAccountSchema);

const notFound = () => new HttpError(404, peopleMessage('people.client.notFound'));
/** Doc 2 §8: "The file does not exist", as the file number field's error too. */
const noSuchFile = () => {
  const text = message('files.fileNo.notFound');
  return new HttpError(404, text, { fileNo: text });
};

const refused = (refusal: ClientFileRefusal, fileNo: string): HttpError => {
  switch (refusal) {
    case 'noClient':
      return notFound();
    case 'noFile':
      return noSuchFile();
    case 'notLinked':
      return new HttpError(409, peopleMessage('people.client.fileNotLinked', { fileNo }));
  }
};

/**
 * The client administration of the main API (doc 2 §7; issue 15), for any verified member of
 * staff: the clients (oldest first on the wire, the newest page first; the screen reverses them,
 * doc 2 §4), their search by e-mail or lease file, one client with their files, adding a client
 * (an identity-provider account without a password, sent a one-time activation link: the client
 * chooses their password with it, which confirms their e-mail; issue 26 item 7), sending a new
 * activation link while the client has not used one, linking and unlinking a lease file, and
 * removing a client (their sign-ins end, their photo's files go). The spec sends these calls
 * without auth headers; here they take a staff session, since they read and change every client's
 * account.
 */
export const clientRoutes: ZodPlugin<{ db: Db; auth: Auth; storage: Storage; identity: Identity }> = async (
  app,
  { db, auth, storage, identity },
) => {
  app.get(
    '/users',
    {
      config: { access: access.staff },
      schema: { querystring: ClientListQuerySchema, response: { 200: ClientListSchema } },
    },
    async (request) =>
      listClientAccounts(db, request.query).catch((error: unknown) => {
        if (error instanceof UnknownClientError)
          throw new HttpError(400, peopleMessage('people.query.before'), {
            before: peopleMessage('people.query.before'),
          });
        throw error;
      }),
  );

  app.get(
    '/users/search/criteria',
    {
      config: { access: access.staff },
      schema: { querystring: ClientSearchQuerySchema, response: { 200: ClientListSchema } },
    },
    async (request) => searchClientAccounts(db, request.query),
  );

  app.get(
    '/users/:id',
    {
      config: { access: access.staff },
      schema: { params: PersonParamsSchema, response: { 200: ClientAccountSchema } },
    },
    async (request) => {
      const client = await findClientAccount(db, request.params.id);
      if (!client) throw notFound();
      return client;
    },
  );

  app.post(
    '/users',
    {
      config: { access: access.staff },
      schema: { body: NewClientUserSchema, response: { 201: ClientCreatedResponseSchema } },
    },
    async (request, reply) => {
      const user = await db
        .transaction(async (tx) => {
          const created = await createClientAccount(tx, request.body, auth.now());
          await writeClientActivation(auth, tx, created, identity.issuer());
          return created;
        })
        .catch((error: unknown) => {
          if (error instanceof ClientEmailTakenError) {
            const text = peopleMessage('people.client.emailTaken', { email: error.email });
            throw new HttpError(409, text, { email: text });
          }
          if (error instanceof NoSuchFileError) throw noSuchFile();
          throw error;
        });
      auth.outbox.kick();
      return reply.code(201).send({ user });
    },
  );

  // A new activation link, while the client has not used one (their e-mail is not confirmed yet);
  // a client who has chooses a forgotten password's replacement on the sign-in page's reset.
  app.post(
    '/users/:id/password-link',
    {
      config: { access: access.staff },
      schema: { params: PersonParamsSchema, response: { 200: PasswordLinkSentSchema } },
    },
    async (request) => {
      const client = await findClientById(db, request.params.id);
      if (!client) throw notFound();
      if (client.emailVerifiedAt) throw new HttpError(409, message('password.activation.done'));
      await throttleAdminLink(auth, signedIn(request), { kind: 'client', id: client.id });
      await writeClientActivation(auth, db, client, identity.issuer());
      auth.outbox.kick();
      return { sent: true as const };
    },
  );

  app.put(
    '/users/:id',
    {
      config: { access: access.staff },
      schema: {
        params: PersonParamsSchema,
        body: ClientFileChangeSchema,
        response: { 200: ClientAccountSchema },
      },
    },
    async (request) => {
      const result = await changeClientFile(db, request.params.id, request.body, auth.now());
      if (typeof result === 'string') throw refused(result, request.body.fileNo);
      return result;
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: access.staff },
      schema: { params: PersonParamsSchema, response: { 200: ClientAccountSchema } },
    },
    async (request) => {
      const photos: ProfilePhoto[] = [];
      const removed = await deleteClientAccount(db, request.params.id, photos);
      if (!removed) throw notFound();
      await deletePhotoFiles(storage, photos);
      return removed;
    },
  );
};
