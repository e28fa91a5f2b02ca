import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  checkFileDealerImport,
  FILE_DEALER_IMPORT_MAX_BYTES,
  FILE_DEALER_IMPORT_MAX_ROWS,
  FileDealerAccountSchema,
  fileDealerImportColumns,
  fileDealerImportColumnsMessage,
  fileDealerImportHeader,
  FileDealerImportPreviewSchema,
  FileDealerImportResultSchema,
  FileDealerListQuerySchema,
  FileDealerPageSchema,
  FileDealerUpdateSchema,
  formatFileSize,
  message,
  NewFileDealerSchema,
  type FileDealerImportCheck,
  type FileDealerImportValues,
  type NewFileDealer,
  type ProfilePhoto,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import {
  allowChangingEmail,
  allowSettingPassword,
  createWithActivation,
  newAccountPassword,
  writeEmailMovedNotice,
} from '../auth/password-links.ts';
import { signedIn } from '../auth/require-session.ts';
import type { Db } from '../db/client.ts';
import { usernameKey } from '../db/usernames.ts';
import {
  createFileDealer,
  deleteFileDealer,
  findFileDealerAccount,
  FileDealerImportConflictError,
  FileDealerTakenError,
  importFileDealers,
  listFileDealers,
  takenFileDealerKeys,
  updateFileDealer,
  type FileDealerRecord,
} from '../db/file-dealers.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import type { Live } from '../live/live.ts';
import { readTableFile, TableFileError } from '../import/table-file.ts';
import { deletePhotoFiles } from '../photos/photos.ts';
import type { Identity } from '../oidc/provider.ts';
import type { Storage } from '../storage/storage.ts';

const DealerParams = z.object({ id: z.string().max(100) });

const notFound = () => new HttpError(404, message('fileDealers.error.notFound'));

/** The 409 of a user name or dealer number another dealer has, as that field's error. */
function takenAnswer(error: FileDealerTakenError): HttpError {
  const text =
    error.field === 'username'
      ? message('fileDealers.error.usernameTaken', { username: error.value })
      : message('fileDealers.error.dealerNoTaken', { dealerNo: error.value });
  return new HttpError(409, text, { [error.field]: text });
}

const rethrowTaken = (error: unknown): never => {
  throw error instanceof FileDealerTakenError ? takenAnswer(error) : error;
};

/** A 400 about the uploaded file, its message also as the `file` field's error. */
const badFile = (text: string) => new HttpError(400, text, { file: text });

/**
 * The rows of the uploaded file (multipart field `file`): the header row read for its columns,
 * then one dealer a row, each row's cells by column. A request without the file, a file that is
 * too large, not a table, without the five columns, without rows or with too many is refused with
 * what to do about it.
 */
async function uploadedRows(
  request: FastifyRequest,
): Promise<{ line: number; values: FileDealerImportValues }[]> {
  const missing = () => badFile(message('fileDealers.import.file.missing'));
  if (!request.isMultipart()) throw missing();
  let bytes: Buffer;
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw missing();
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const text = message('fileDealers.import.file.tooLarge', {
        max: formatFileSize(FILE_DEALER_IMPORT_MAX_BYTES),
      });
      throw new HttpError(413, text, { file: text });
    }
    // A multipart body that does not parse (no boundary, cut short, too many parts).
    throw badFile(message('fileDealers.import.file.unreadable'));
  }
  if (bytes.length === 0) throw badFile(message('fileDealers.import.file.empty'));

  const rows = await readTableFile(bytes).catch((error: unknown) => {
    if (!(error instanceof TableFileError)) throw error;
    throw badFile(
      message(
        error.reason === 'type' ? 'fileDealers.import.file.type' : 'fileDealers.import.file.unreadable',
      ),
    );
  });
  const [header, ...dealers] = rows;
  if (!header) throw badFile(message('fileDealers.import.file.empty'));
  const columns = fileDealerImportHeader(header.cells);
  if (columns.missing) throw badFile(fileDealerImportColumnsMessage(columns.missing));
  if (dealers.length === 0) throw badFile(message('fileDealers.import.file.empty'));
  if (dealers.length > FILE_DEALER_IMPORT_MAX_ROWS)
    throw badFile(message('fileDealers.import.file.tooManyRows', { max: FILE_DEALER_IMPORT_MAX_ROWS }));
  const { positions } = columns;
  return dealers.map(({ line, cells }) => {
    const cell = (column: (typeof fileDealerImportColumns)[number]) => cells[positions[column]] ?? '';
    const values = Object.fromEntries(
      fileDealerImportColumns.map((column) => [
        column,
        column === 'password' ? cell(column) : cell(column).trim(),
      ]),
    ) as FileDealerImportValues;
    return { line, values };
  });
}

/**
 * Hashes at most this many of an import's passwords at once. Argon2id takes 64 MiB and a thread of
 * libuv's four each: two leave the others to sign-ins and file reads while 500 rows hash (about
 * 15 s on one of the build machine's cores each).
 */
const HASHING_AT_ONCE = 2;

/**
 * The file-system dealers of spec doc 2 §3 and §7 (`/dealers`), for staff: the dealers who sign in
 * to the file tool and chat, listed (`GET /dealers/`, each with its name also as `companyName`;
 * `GET /dealers/search` a page of them, searched), added, changed (a new password ends their
 * sessions and closes their sockets) and removed (answering the removed dealer; its sessions end,
 * their sockets close and its photo's files go). The import reads a CSV or .xlsx file: `POST /dealers/import/preview` answers every row with its problems, and
 * `POST /dealers/import`, sent the same file again, adds the rows without problems in one
 * transaction. The server checks the file afresh rather than trusting rows sent back, so what is
 * imported is always what the rule allows. A dealer never leaves the server with its password or
 * its hash.
 */
export const fileDealerRoutes: ZodPlugin<{
  db: Db;
  auth: Auth;
  live: Live;
  storage: Storage;
  identity: Identity;
}> = async (app, { db, auth, live, storage, identity }) => {
  /** The sockets of sessions a change ended close at once, as the dealer API's do. */
  const endSockets = (sessionIds: readonly string[]) => {
    for (const sessionId of sessionIds) live.sessionsEnded({ sessionId });
  };
  await app.register(multipart, {
    limits: {
      fileSize: FILE_DEALER_IMPORT_MAX_BYTES,
      files: 1,
      fields: 10,
      parts: 11,
      fieldNameSize: 100,
      fieldSize: 1000,
      headerPairs: 20,
    },
  });

  /** The rows of the uploaded file, checked against each other and the dealers already there. */
  async function checkedUpload(request: FastifyRequest): Promise<FileDealerImportCheck> {
    const rows = await uploadedRows(request);
    const taken = await takenFileDealerKeys(db, {
      usernameKeys: [...new Set(rows.map((row) => usernameKey(row.values.username)).filter(Boolean))],
      dealerNos: [...new Set(rows.map((row) => row.values.dealerNo).filter(Boolean))],
    });
    return checkFileDealerImport(rows, {
      usernameKey,
      usernameTaken: (key) => taken.usernameKeys.has(key),
      dealerNoTaken: (dealerNo) => taken.dealerNos.has(dealerNo),
    });
  }

  /** An import row as written: the file's password column is required (the import rule refuses a row without one). */
  const record = async ({ password, ...dealer }: NewFileDealer): Promise<FileDealerRecord> => {
    if (password === undefined) throw new Error('An import row without a password passed the import rule');
    return {
      ...dealer,
      usernameKey: usernameKey(dealer.username),
      passwordHash: await auth.passwords.hash(password),
    };
  };

  app.get(
    '/dealers/',
    { config: { access: access.staff }, schema: { response: { 200: z.array(FileDealerAccountSchema) } } },
    async () => (await listFileDealers(db)).dealers,
  );

  app.get(
    '/dealers/search',
    {
      config: { access: access.staff },
      schema: { querystring: FileDealerListQuerySchema, response: { 200: FileDealerPageSchema } },
    },
    async (request) => listFileDealers(db, request.query),
  );

  app.post(
    '/dealers',
    {
      config: { access: access.staff },
      schema: { body: NewFileDealerSchema, response: { 201: FileDealerAccountSchema } },
    },
    async (request, reply) => {
      const { password, ...dealer } = request.body;
      const { passwordHash, activate } = await newAccountPassword(auth, signedIn(request), password);
      const created = await createWithActivation(
        auth,
        { kind: 'file-dealer', activate, origin: new URL(identity.issuer()).origin },
        (tx) => createFileDealer(tx, { ...dealer, usernameKey: usernameKey(dealer.username), passwordHash }),
      ).catch(rethrowTaken);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/dealers/:id',
    {
      config: { access: access.staff },
      schema: {
        params: DealerParams,
        body: FileDealerUpdateSchema,
        response: { 200: FileDealerAccountSchema },
      },
    },
    async (request) => {
      const { password, ...fields } = request.body;
      if (password !== undefined) allowSettingPassword(signedIn(request));
      const before =
        fields.email === undefined ? undefined : await findFileDealerAccount(db, request.params.id);
      if (fields.email !== undefined) {
        if (!before) throw notFound();
        allowChangingEmail(signedIn(request), before.email, fields.email);
      }
      const changes: Partial<FileDealerRecord> = {
        ...fields,
        ...(fields.username !== undefined && { usernameKey: usernameKey(fields.username) }),
        ...(password !== undefined && { passwordHash: await auth.passwords.hash(password) }),
      };
      const ended: string[] = [];
      const updated = await updateFileDealer(db, request.params.id, changes, auth.now(), ended).catch(
        rethrowTaken,
      );
      if (!updated) throw notFound();
      endSockets(ended);
      // A super admin moved the dealer's e-mail: the old address hears of it (issue 26 item 7).
      if (before) {
        await writeEmailMovedNotice(
          auth,
          db,
          { ...updated, kind: 'file-dealer' },
          before.email,
          updated.email,
        );
        auth.outbox.kick();
      }
      return updated;
    },
  );

  app.delete(
    '/dealers/:id',
    {
      config: { access: access.staff },
      schema: { params: DealerParams, response: { 200: FileDealerAccountSchema } },
    },
    async (request) => {
      const photos: ProfilePhoto[] = [];
      const ended: string[] = [];
      const removed = await deleteFileDealer(db, request.params.id, auth.now(), ended, photos);
      if (!removed) throw notFound();
      endSockets(ended);
      await deletePhotoFiles(storage, photos);
      return removed;
    },
  );

  // Every row of an import sets a dealer's password: super admins only (issue 26 item 6).
  app.post(
    '/dealers/import/preview',
    { config: { access: access.superAdmin }, schema: { response: { 200: FileDealerImportPreviewSchema } } },
    async (request) => {
      const { rows, dealers } = await checkedUpload(request);
      return { rows, valid: dealers.length, invalid: rows.length - dealers.length };
    },
  );

  app.post(
    '/dealers/import',
    { config: { access: access.superAdmin }, schema: { response: { 201: FileDealerImportResultSchema } } },
    async (request, reply) => {
      const { rows, dealers } = await checkedUpload(request);
      if (dealers.length === 0) throw badFile(message('fileDealers.import.nothingValid'));
      const records: FileDealerRecord[] = [];
      for (let start = 0; start < dealers.length; start += HASHING_AT_ONCE)
        records.push(...(await Promise.all(dealers.slice(start, start + HASHING_AT_ONCE).map(record))));
      const imported = await importFileDealers(db, records).catch((error: unknown) => {
        if (error instanceof FileDealerImportConflictError)
          throw new HttpError(409, message('fileDealers.import.conflict'));
        throw error;
      });
      return reply.code(201).send({ imported, skipped: rows.length - imported });
    },
  );
};
