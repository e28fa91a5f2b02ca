import { z } from 'zod';
import {
  BankingInfoIdParamsSchema,
  BankingInfoListResponseSchema,
  BankingInfoRecordParamsSchema,
  BankingInfoResponseSchema,
  BankingInfoUpdateSchema,
  FileIdParamsSchema,
  message,
  NewBankingInfoSchema,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import { fileActorOf, fileViewerOf } from '../auth/viewers.ts';
import type { Db } from '../db/client.ts';
import {
  BankingFileMismatchError,
  createBankingInfo,
  deleteBankingInfo,
  findBankingInfo,
  listBankingInfo,
  updateBankingInfo,
} from '../db/banking-info.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { notFound } from './lease-files.ts';

const recordNotFound = () => new HttpError(404, message('bankingInfo.notFound'));

/**
 * Banking info (doc 2 §7) on the main API:
 *
 * - `GET /banking-info/{id}`: `{id}` is a file's number (the file tool opens banking info from its
 *   file, as it opens the buyout quote and the receivables): the file's records, account numbers
 *   masked, and the latest changes of their audit trail.
 * - `GET /banking-info/{id}/{recordId}`: one record of the file, its account number whole (the
 *   editor's form).
 * - `POST /banking-info/` with accountNo, amount, fileNo, institutionNo, payeeName, transitNo: a new
 *   record on that file, which must exist (else the file's 404); 201 with the record.
 * - `PUT /banking-info/{id}` and `DELETE /banking-info/{id}`: `{id}` is the record's id, as the
 *   record is what they change; its fileNo stays its file's.
 *
 * Staff reach every file's records; a file-tool dealer their dealership's. Any other record answers
 * 404. Every creation, update and deletion is recorded: who, when, what (account numbers masked).
 */
export const bankingInfoRoutes: ZodPlugin<{ db: Db }> = async (app, { db }) => {
  const own = { access: access.own(access.fileTool) };

  app.get(
    '/banking-info/:id',
    { config: own, schema: { params: FileIdParamsSchema, response: { 200: BankingInfoListResponseSchema } } },
    async (request) => {
      const list = await listBankingInfo(db, fileViewerOf(request), request.params.id);
      if (!list) throw notFound();
      return list;
    },
  );

  app.get(
    '/banking-info/:id/:recordId',
    {
      config: own,
      schema: { params: BankingInfoRecordParamsSchema, response: { 200: BankingInfoResponseSchema } },
    },
    async (request) => {
      const { id, recordId } = request.params;
      const record = await findBankingInfo(db, fileViewerOf(request), id, recordId);
      if (!record) throw recordNotFound();
      return { bankingInfo: record };
    },
  );

  app.post(
    '/banking-info/',
    { config: own, schema: { body: NewBankingInfoSchema, response: { 201: BankingInfoResponseSchema } } },
    async (request, reply) => {
      const record = await createBankingInfo(db, fileActorOf(request), fileViewerOf(request), request.body);
      if (!record) {
        const text = message('files.fileNo.notFound');
        throw new HttpError(404, text, { fileNo: text });
      }
      return reply.code(201).send({ bankingInfo: record });
    },
  );

  app.put(
    '/banking-info/:id',
    {
      config: own,
      schema: {
        params: BankingInfoIdParamsSchema,
        body: BankingInfoUpdateSchema,
        response: { 200: BankingInfoResponseSchema },
      },
    },
    async (request) => {
      try {
        const record = await updateBankingInfo(
          db,
          fileActorOf(request),
          fileViewerOf(request),
          request.params.id,
          request.body,
        );
        if (!record) throw recordNotFound();
        return { bankingInfo: record };
      } catch (error) {
        if (!(error instanceof BankingFileMismatchError)) throw error;
        const text = message('bankingInfo.fileNo.mismatch');
        throw new HttpError(400, text, { fileNo: text });
      }
    },
  );

  app.delete(
    '/banking-info/:id',
    { config: own, schema: { params: BankingInfoIdParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const deleted = await deleteBankingInfo(
        db,
        fileActorOf(request),
        fileViewerOf(request),
        request.params.id,
      );
      if (!deleted) throw recordNotFound();
      return reply.code(204).send();
    },
  );
};
