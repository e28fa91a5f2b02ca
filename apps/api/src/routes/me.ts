import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  buyoutToday,
  FileNoParamsSchema,
  LocaleChoiceSchema,
  MeAnswerSchema,
  message,
  reportDocument,
  reportDocumentFileName,
  reportMediaTypes,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { signedInClient } from '../auth/require-session.ts';
import { setAccountLocale } from '../db/account-locales.ts';
import type { Db } from '../db/client.ts';
import { findClientFile, listClientVehicles } from '../db/client-files.ts';
import { reportPdf } from '../export/report-pdf.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { clientView } from '../db/client-accounts.ts';
import { attachment } from './reports.ts';

/**
 * The signed-in client on the public API (doc 2 §7); the bearer token is an access token of the
 * identity provider for this API (a JWT), anything else a 401.
 *
 * - `GET /me`: the client, as `{ me }`, with their lease files' vehicles (`files.vehicles`): each
 *   file's vehicle, monthly payment, term end, status and today's buyout figure.
 * - `PUT /me/locale` `{ locale }`: the client's language (`en-CA` or `fr-CA`), kept on their account
 *   for the e-mails written to them (issue 29); 204.
 * - `GET /me/files/{fileNo}/lease-summary`: the lease summary PDF of one of the client's files (the
 *   document pack's `lease-summary` template, as staff print it), `lease-summary-{fileNo}.pdf`.
 *   A file that is not the client's answers 404, as one that does not exist.
 */
export const meRoutes: ZodPlugin<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  const today = () => buyoutToday(auth.now());

  app.get(
    '/me',
    { config: { access: access.client }, schema: { response: { 200: MeAnswerSchema } } },
    async (request) => {
      const client = signedInClient(request);
      return { me: clientView(client, await listClientVehicles(db, client.id, today())) };
    },
  );

  app.put(
    '/me/locale',
    {
      config: { access: access.client },
      schema: { body: LocaleChoiceSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await setAccountLocale(db, 'client', signedInClient(request).id, request.body.locale);
      return reply.code(204).send();
    },
  );

  app.get(
    '/me/files/:fileNo/lease-summary',
    {
      config: { access: access.own(access.client) },
      schema: { params: FileNoParamsSchema, response: { 200: z.custom<Readable>() } },
    },
    async (request, reply) => {
      const file = await findClientFile(db, signedInClient(request).id, request.params.fileNo);
      if (!file) throw new HttpError(404, message('files.fileNo.notFound'));
      const { fields } = file;
      return reply
        .type(reportMediaTypes.pdf)
        .header('content-disposition', attachment(reportDocumentFileName('lease-summary', fields.fileNo)))
        .send(reportPdf(reportDocument('lease-summary', fields, today())));
    },
  );
};
