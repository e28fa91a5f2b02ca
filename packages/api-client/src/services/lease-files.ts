import {
  IDEMPOTENCY_KEY_HEADER,
  type FileDocument,
  type FileDocumentsResponse,
  type FileHistoryPage,
  type FileHistoryQuery,
  type LeaseFileFields,
  type NewFileDocument,
} from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';
import { ApiError } from '../errors.ts';

const path = (fileNo: string) => encodeURIComponent(fileNo);

/**
 * The file the server holds now, when a save was refused because someone saved the file after it
 * was read (409; doc 2 §7): the screen shows what changed and lets the user choose. Undefined for
 * any other failure.
 */
export function currentFileOfStaleSave(error: unknown): LeaseFileFields | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const file = (error.body as { file?: unknown } | undefined)?.file;
  return file !== null && typeof file === 'object' ? (file as LeaseFileFields) : undefined;
}

/**
 * The lease-file calls of the main API (doc 2 §7): a file, its history and its documents. A
 * file-tool dealer reads their dealership's files and files documents on them; everything else is
 * staff's. A file out of the caller's reach is a 404 `ApiError`, as one that does not exist.
 */
export function leaseFilesApi(main: ServiceFetch) {
  return {
    /** `GET /files/{fileNo}`: the file's fields (`updatedAt` is what a save of them is checked against). */
    get: async (fileNo: string, options: { signal?: AbortSignal } = {}): Promise<LeaseFileFields> =>
      (await main<{ file: LeaseFileFields }>(`/files/${path(fileNo)}`, options)).file,
    /**
     * `POST /files`: a new file, the new file's groups with `fields` on top; answers it as saved. A
     * taken number is a 409 whose message contains "Existed" (`fileNumberErrorMessage` of @sfi/domain).
     */
    create: async (
      fields: Readonly<Record<string, unknown>> & { fileNo: string },
    ): Promise<LeaseFileFields> =>
      (await main<{ file: LeaseFileFields }>('/files', { method: 'POST', body: fields })).file,
    /**
     * `PUT /files/{fileNo}` with the merged fields as read and changed (their `updatedAt` is the read
     * the save was made on); answers the file as saved. Someone's save in between is a 409
     * `ApiError`: {@link currentFileOfStaleSave} gives the file as it is now. A field of the wrong
     * type is a 400 with the field's error by its path (`lessee.dateOfBirth`). `idempotencyKey`
     * names this save (`Idempotency-Key`): sent again with the same key after its answer was lost,
     * it answers the file as it is, not a 409 against itself.
     */
    save: async (
      fileNo: string,
      fields: Readonly<Record<string, unknown>> & { fileNo: string },
      { idempotencyKey, ...options }: { signal?: AbortSignal; idempotencyKey?: string } = {},
    ): Promise<LeaseFileFields> =>
      (
        await main<{ file: LeaseFileFields }>(`/files/${path(fileNo)}`, {
          ...options,
          method: 'PUT',
          body: fields,
          ...(idempotencyKey !== undefined && { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
        })
      ).file,
    /** `DELETE /files/{fileNo}`, with its history and documents. */
    remove: async (fileNo: string): Promise<void> => {
      await main(`/files/${path(fileNo)}`, { method: 'DELETE' });
    },
    /**
     * `PUT /files/fileNo/{oldFileNo}` with the new number; answers `{ fileNo }`. A taken number is a
     * 409 whose message contains "Existed": show `fileNumberErrorMessage(error.message)`.
     */
    renumber: (oldFileNo: string, fileNo: string) =>
      main<{ fileNo: string }>(`/files/fileNo/${path(oldFileNo)}`, { method: 'PUT', body: { fileNo } }),
    /**
     * `GET /history/{fileNo}`: a page of the file's revisions, newest first, each the whole file as
     * saved with who saved it and when; the next page is `{ before: history.nextBefore }`.
     */
    history: async (
      fileNo: string,
      query: FileHistoryQuery = {},
      options: { signal?: AbortSignal } = {},
    ): Promise<FileHistoryPage['history']> =>
      (
        await main<FileHistoryPage>(`/history/${path(fileNo)}`, {
          ...options,
          query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
        })
      ).history,
    /** The documents filed on a file and its checklist (doc 2 §4). */
    documents: {
      /** `GET /documents/{fileNo}`: the documents, oldest first, and what the file's state still needs. */
      list: (fileNo: string, options: { signal?: AbortSignal } = {}) =>
        main<FileDocumentsResponse>(`/documents/${path(fileNo)}`, options),
      /**
       * `POST /documents/{fileNo}`: files a document uploaded with an upload token for the file (the
       * token's `key` as `storageKey`); its type is filed as the lookup names it.
       */
      add: (fileNo: string, document: NewFileDocument) =>
        main<FileDocument>(`/documents/${path(fileNo)}`, { method: 'POST', body: document }),
      /** `DELETE /documents/{fileNo}/{id}` (staff). */
      remove: async (fileNo: string, id: string): Promise<void> => {
        await main(`/documents/${path(fileNo)}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      },
    },
  };
}
