import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  documentChecklist,
  FileDocumentSchema,
  FileDocumentsResponseSchema,
  FileHistoryPageSchema,
  FileHistoryQuerySchema,
  FileNoParamsSchema,
  FileNoSchema,
  FileResponseSchema,
  filedDocumentType,
  LeaseFileBodySchema,
  leaseFileChecklistInput,
  message,
  NewFileDocumentSchema,
  NewLeaseFileBodySchema,
  OldFileNoParamsSchema,
  RenumberFileResponseSchema,
  RenumberFileSchema,
  leaseFileFieldErrors,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import { fileActorOf, fileViewerOf, fileViewerOfSignedIn } from '../auth/viewers.ts';
import type { Db } from '../db/client.ts';
import {
  addLeaseFileDocument,
  createLeaseFile,
  deleteLeaseFile,
  deleteLeaseFileDocument,
  DocumentAlreadyFiledError,
  etagOf,
  FileNoTakenError,
  findLeaseFile,
  leaseFileAnswers,
  leaseFileDocumentReadable,
  leaseFileHistory,
  listLeaseFileDocuments,
  openedLeaseFile,
  renumberLeaseFile,
  saveLeaseFile,
  StaleFileError,
  UnknownFileDealerError,
  type SaveExpectation,
  type StoredLeaseFile,
} from '../db/lease-files.ts';
import { errorBody, HttpError } from '../http/errors.ts';
import { IdempotencyHeaders } from '../http/idempotency.ts';
import { sendJson } from '../http/send-json.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { checkUploadedObject } from '../storage/checked-upload.ts';
import type { Storage } from '../storage/storage.ts';
import { registerUploadTarget } from '../storage/targets.ts';

/**
 * Where the documents of lease files are kept: as much of the storage service (storage/storage.ts)
 * as filing a document needs.
 */
export type FileDocumentStorage = Pick<Storage, 'firstBytes' | 'deleteObject'>;

/** The first segment of the storage keys of files' documents (the storage service's `fileNo` upload target). */
export const LEASE_FILE_KEY_PREFIX = 'lease-files';

const imageIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether a storage key is one the storage service made for an upload to this file: as its upload
 * tokens write them, `lease-files/<fileNo>/<imageId>/<file name>`, under the file's number now (a
 * document is filed right after its upload). No other shape, no `.` or `..` segment.
 */
export function isLeaseFileDocumentKey(fileNo: string, key: string): boolean {
  const [prefix, id, imageId, name, ...rest] = key.split('/');
  return (
    rest.length === 0 &&
    prefix === LEASE_FILE_KEY_PREFIX &&
    id === fileNo &&
    imageId !== undefined &&
    imageIdPattern.test(imageId) &&
    name !== undefined &&
    name !== '' &&
    name !== '.' &&
    name !== '..'
  );
}

/** The answer for a file that does not exist or that the caller does not reach: the same 404. */
export const notFound = () => new HttpError(404, message('files.fileNo.notFound'));

/**
 * Uploads to a lease file (`{ fileNo }` in the storage service's token request; keys
 * `lease-files/<fileNo>/<upload id>/<name>`): staff to any file, a file-tool dealer to their
 * dealership's, by its number now (a document is filed under its file's number). Reading an object
 * asks about the file that filed it, whose number may have changed since (a renumbered file keeps
 * its documents' keys, and its old number may be another dealership's file's now); an object not
 * filed yet, about the file of the number in its key. Anyone else, another dealership and a number
 * that is no file's all get the file's 404.
 */
registerUploadTarget('fileNo', {
  prefix: LEASE_FILE_KEY_PREFIX,
  async authorize({ db, session, id, key }) {
    const fileNo = FileNoSchema.safeParse(id);
    if ((session.kind !== 'staff' && session.kind !== 'file-dealer') || !fileNo.success || fileNo.data !== id)
      throw notFound();
    const viewer = fileViewerOfSignedIn(session);
    const reachable =
      key === undefined
        ? (await findLeaseFile(db, viewer, id)) !== undefined
        : await leaseFileDocumentReadable(db, viewer, id, key);
    if (!reachable) throw notFound();
  },
});
const fileNoTaken = (fileNo: string) => {
  const text = message('files.fileNo.existed', { fileNo });
  return new HttpError(409, text, { fileNo: text });
};
const unknownDealer = (dealerNo: string) => {
  const text = message('files.dealerNo.unknown', { dealerNo });
  return new HttpError(400, text, { dealerNo: text });
};

/** The refusals of the data layer, as the API says them. */
function refused(error: unknown): unknown {
  if (error instanceof FileNoTakenError) return fileNoTaken(error.fileNo);
  if (error instanceof UnknownFileDealerError) return unknownDealer(error.dealerNo);
  return error;
}

/** A file's ETag: its version, which every write moves on. */

/**
 * What the save must match (`If-Match`, else the `updatedAt` the caller read); a 428 when the
 * caller sent neither, as a save that checks nothing could overwrite someone's changes unseen.
 */
function expectationOf(request: FastifyRequest, updatedAt: unknown): SaveExpectation {
  const header = request.headers['if-match'];
  if (header !== undefined && header.trim() !== '*') {
    const version = /^\s*(?:W\/)?"(\d{1,10})"\s*$/.exec(header)?.[1];
    // A tag that names no version of ours matches none: the save is refused as stale.
    return { version: version === undefined ? -1 : Number(version) };
  }
  if (typeof updatedAt === 'string' && updatedAt !== '') return { updatedAt };
  throw new HttpError(428, message('files.error.versionRequired'));
}

/** The answer to a stale save: 409, the current file and its ETag, so the caller can compare and choose. */
function sendStale(reply: FastifyReply, current: StoredLeaseFile) {
  return reply
    .code(409)
    .header('etag', etagOf(current))
    .send({ ...errorBody(409, message('files.error.stale')), file: current.fields });
}

const DocumentParams = FileNoParamsSchema.extend({ id: z.string().max(100) });

/**
 * The lease files of doc 2 §7 on the main API: read, create, save, delete and renumber a file, its
 * history, and the documents filed on it with their checklist (doc 2 §4).
 *
 * Who may call what (doc 2 §1: staff manage lease files; dealers use a file tool):
 * - staff: every call, on every file;
 * - a file-tool dealer: reads a file of their own dealership (`GET /files/{fileNo}`), its history
 *   and its documents, and files documents on it (`POST /documents/{fileNo}`). Creating, saving,
 *   renumbering and deleting files, and removing documents, are the provider's (staff's): a file's
 *   fields are its credit decision and terms. Another dealership's file answers 404, as a file that
 *   does not exist.
 *
 * Documents live at `/documents/{fileNo}` rather than `/files/{fileNo}/documents`: the file search
 * owns `GET /files/{search-path}/{query}`, and a search for "documents" would otherwise reach them.
 */
export const leaseFileRoutes: ZodPlugin<{
  db: Db;
  storage: FileDocumentStorage;
  /** The configured agencies: a file's insurance referral names one of them, or none (doc 2 §3). */
  insuranceAgencies: readonly string[];
}> = async (app, { db, storage, insuranceAgencies }) => {
  /** Refuses a file whose insurance referral is not one of the configured agencies (the schema checks the rest). */
  const checkAgencies = (fields: Readonly<Record<string, unknown>>) => {
    const refusedFields = Object.entries(leaseFileFieldErrors(fields, { insuranceAgencies })).filter(
      ([path]) => path.endsWith('.insuranceReferralCompany'),
    );
    if (refusedFields.length > 0)
      throw new HttpError(400, refusedFields[0]![1], Object.fromEntries(refusedFields));
  };
  const own = { access: access.own(access.fileTool) };
  const staff = { access: access.staff };

  const kept = leaseFileAnswers(db);
  app.addHook('onClose', () => kept.close());

  app.get(
    '/files/:fileNo',
    { config: own, schema: { params: FileNoParamsSchema, response: { 200: FileResponseSchema } } },
    async (request, reply) => {
      const answer = await openedLeaseFile(db, kept, fileViewerOf(request), request.params.fileNo);
      if (!answer) throw notFound();
      return sendJson(reply.header('etag', answer.etag), answer.text);
    },
  );

  app.post(
    '/files',
    { config: staff, schema: { body: NewLeaseFileBodySchema, response: { 201: FileResponseSchema } } },
    async (request, reply) => {
      checkAgencies(request.body);
      const file = await createLeaseFile(db, fileActorOf(request), request.body).catch((error: unknown) => {
        throw refused(error);
      });
      return reply.code(201).header('etag', etagOf(file)).send({ file: file.fields });
    },
  );

  app.put(
    '/files/:fileNo',
    {
      config: staff,
      schema: {
        params: FileNoParamsSchema,
        // The file editor names each save (`Idempotency-Key`): one sent again is not a conflict with itself.
        headers: IdempotencyHeaders,
        body: LeaseFileBodySchema,
        response: { 200: FileResponseSchema },
      },
    },
    async (request, reply) => {
      const { fileNo } = request.params;
      if (request.body.fileNo !== fileNo) {
        const text = message('files.fileNo.mismatch');
        throw new HttpError(400, text, { fileNo: text });
      }
      checkAgencies(request.body);
      const expected = expectationOf(request, request.body.updatedAt);
      try {
        const file = await saveLeaseFile(
          db,
          fileActorOf(request),
          fileViewerOf(request),
          fileNo,
          request.body,
          expected,
          request.headers['idempotency-key'],
        );
        if (!file) throw notFound();
        return reply.header('etag', etagOf(file)).send({ file: file.fields });
      } catch (error) {
        if (error instanceof StaleFileError) return sendStale(reply, error.current);
        throw refused(error);
      }
    },
  );

  app.delete(
    '/files/:fileNo',
    { config: staff, schema: { params: FileNoParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const deleted = await deleteLeaseFile(db, fileViewerOf(request), request.params.fileNo);
      if (!deleted) throw notFound();
      // A chat attachment filed on the file stays in its chat room: only the file's own uploads go.
      const own = deleted.storageKeys.filter((key) => key.startsWith(`${LEASE_FILE_KEY_PREFIX}/`));
      await Promise.all(own.map((key) => storage.deleteObject(key))).catch((error: unknown) => {
        // The file is gone; objects left behind are only storage, not data anyone can reach.
        request.log.warn({ err: error }, 'a deleted file’s documents stay in storage');
      });
      return reply.code(204).send();
    },
  );

  // The spec's renumbering (doc 2 §7): `{ fileNo }`, or a message containing "Existed" (doc 2 §5).
  app.put(
    '/files/fileNo/:oldFileNo',
    {
      config: staff,
      schema: {
        params: OldFileNoParamsSchema,
        body: RenumberFileSchema,
        response: { 200: RenumberFileResponseSchema },
      },
    },
    async (request) => {
      const file = await renumberLeaseFile(
        db,
        fileActorOf(request),
        fileViewerOf(request),
        request.params.oldFileNo,
        request.body.fileNo,
      ).catch((error: unknown) => {
        throw refused(error);
      });
      if (!file) throw notFound();
      return { fileNo: file.fields.fileNo };
    },
  );

  app.get(
    '/history/:fileNo',
    {
      config: own,
      schema: {
        params: FileNoParamsSchema,
        querystring: FileHistoryQuerySchema,
        response: { 200: FileHistoryPageSchema },
      },
    },
    async (request) => {
      const history = await leaseFileHistory(db, fileViewerOf(request), request.params.fileNo, request.query);
      if (!history) throw notFound();
      return { history };
    },
  );

  app.get(
    '/documents/:fileNo',
    { config: own, schema: { params: FileNoParamsSchema, response: { 200: FileDocumentsResponseSchema } } },
    async (request) => {
      const found = await listLeaseFileDocuments(db, fileViewerOf(request), request.params.fileNo);
      if (!found) throw notFound();
      const checklist = documentChecklist(
        leaseFileChecklistInput(found.file.fields),
        found.documents.map((document) => document.type),
      );
      return { documents: found.documents, checklist };
    },
  );

  app.post(
    '/documents/:fileNo',
    {
      config: own,
      schema: {
        params: FileNoParamsSchema,
        body: NewFileDocumentSchema,
        response: { 201: FileDocumentSchema },
      },
    },
    async (request, reply) => {
      const file = await findLeaseFile(db, fileViewerOf(request), request.params.fileNo);
      if (!file) throw notFound();
      const { type, storageKey } = request.body;
      const keyError = (key: Parameters<typeof message>[0]) => {
        const text = message(key);
        return new HttpError(400, text, { storageKey: text });
      };
      if (!isLeaseFileDocumentKey(file.fields.fileNo, storageKey))
        throw keyError('files.document.notThisFile');
      // What storage holds is what is filed: its size, type and name, not what the caller says of
      // them; and only when its name and bytes are what its type says.
      const checked = await checkUploadedObject(storage, storageKey);
      if (!checked.ok) {
        if (checked.reason === 'missing') throw keyError('files.document.notUploaded');
        throw new HttpError(400, checked.text, { storageKey: checked.text });
      }
      const { contentType, size } = checked.object;
      const document = await addLeaseFileDocument(db, fileActorOf(request), file.id, {
        type: filedDocumentType(type),
        storageKey,
        name: checked.name,
        contentType,
        size,
      }).catch((error: unknown) => {
        if (error instanceof DocumentAlreadyFiledError) {
          const text = message('files.document.alreadyFiled');
          throw new HttpError(409, text, { storageKey: text });
        }
        throw error;
      });
      if (!document) throw notFound();
      return reply.code(201).send(document);
    },
  );

  app.delete(
    '/documents/:fileNo/:id',
    { config: staff, schema: { params: DocumentParams, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const { fileNo, id } = request.params;
      const storageKey = await deleteLeaseFileDocument(db, fileViewerOf(request), fileNo, id);
      if (storageKey === undefined) throw new HttpError(404, message('files.document.notFound'));
      // A chat attachment filed here stays in its chat room: removing the document unfiles it.
      if (!storageKey.startsWith(`${LEASE_FILE_KEY_PREFIX}/`)) return reply.code(204).send();
      await storage.deleteObject(storageKey).catch((error: unknown) => {
        request.log.warn({ err: error }, 'a removed document stays in storage');
      });
      return reply.code(204).send();
    },
  );
};
