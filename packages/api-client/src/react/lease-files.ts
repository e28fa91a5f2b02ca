import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  FileDocumentsResponse,
  FileHistoryPage,
  FileHistoryQuery,
  LeaseFileFields,
  DocumentType,
  FileDocument,
  NewFileDocument,
} from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import type { UploadOptions } from '../services/upload.ts';
import { useApiClient } from './context.tsx';

/** The SWR keys of one file, its history (by page) and its documents. */
export const leaseFileKey = (fileNo: string) => ['lease-file', fileNo] as const;
export const leaseFileHistoryKey = (fileNo: string, query: FileHistoryQuery = {}) =>
  ['lease-file-history', fileNo, query] as const;
export const leaseFileDocumentsKey = (fileNo: string) => ['lease-file-documents', fileNo] as const;

const fileKeyParts = ['lease-file', 'lease-file-history', 'lease-file-documents'];
/** Whether an SWR key is one of this file's (any file's when `fileNo` is undefined). */
const isFileKey = (fileNo?: string) => (key: unknown) =>
  Array.isArray(key) &&
  fileKeyParts.includes(key[0] as string) &&
  (fileNo === undefined || key[1] === fileNo);

/** One lease file (`GET /files/{fileNo}`); nothing is asked while `fileNo` is null. */
export function useLeaseFile(fileNo: string | null) {
  const api = useApiClient();
  return useSWR<LeaseFileFields, ApiError, ReturnType<typeof leaseFileKey> | null>(
    fileNo === null ? null : leaseFileKey(fileNo),
    ([, number]) => api.leaseFiles.get(number),
  );
}

/** A page of a file's history, newest first (`GET /history/{fileNo}`); nothing is asked while `fileNo` is null. */
export function useFileHistory(fileNo: string | null, query: FileHistoryQuery = {}) {
  const api = useApiClient();
  return useSWR<FileHistoryPage['history'], ApiError, ReturnType<typeof leaseFileHistoryKey> | null>(
    fileNo === null ? null : leaseFileHistoryKey(fileNo, query),
    ([, number, asked]) => api.leaseFiles.history(number, asked),
    { keepPreviousData: true },
  );
}

/** A file's documents and checklist (`GET /documents/{fileNo}`); nothing is asked while `fileNo` is null. */
export function useLeaseFileDocuments(fileNo: string | null) {
  const api = useApiClient();
  return useSWR<FileDocumentsResponse, ApiError, ReturnType<typeof leaseFileDocumentsKey> | null>(
    fileNo === null ? null : leaseFileDocumentsKey(fileNo),
    ([, number]) => api.leaseFiles.documents.list(number),
  );
}

type Fields = Readonly<Record<string, unknown>> & { fileNo: string };

/**
 * Creates, saves, renumbers and deletes files, and files and removes documents. A save puts the
 * saved file in its key at once and refreshes its history; the others refresh what they change
 * (renumbering and deleting: every file's keys, as the number moved). A refused save is the
 * `ApiError`; for a stale one, `currentFileOfStaleSave(error)` is the file as it is now.
 */
export function useLeaseFileMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const calls = api.leaseFiles;
    const after =
      <Args extends unknown[], Result>(
        call: (...args: Args) => Promise<Result>,
        refresh: (...args: Args) => unknown,
      ) =>
      async (...args: Args): Promise<Result> => {
        try {
          return await call(...args);
        } finally {
          await mutate(refresh(...args) as Parameters<typeof mutate>[0]);
        }
      };
    return {
      create: async (fields: Fields) => {
        const file = await calls.create(fields);
        await mutate(leaseFileKey(file.fileNo), file, { revalidate: false });
        return file;
      },
      save: async (
        fileNo: string,
        fields: Fields,
        options: { signal?: AbortSignal; idempotencyKey?: string } = {},
      ) => {
        try {
          const file = await calls.save(fileNo, fields, options);
          await mutate(leaseFileKey(fileNo), file, { revalidate: false });
          return file;
        } finally {
          await mutate(
            (key: unknown) => Array.isArray(key) && key[0] === 'lease-file-history' && key[1] === fileNo,
          );
        }
      },
      renumber: after(
        (oldFileNo: string, fileNo: string) => calls.renumber(oldFileNo, fileNo),
        () => isFileKey(),
      ),
      remove: after(
        (fileNo: string) => calls.remove(fileNo),
        (fileNo) => isFileKey(fileNo),
      ),
      addDocument: after(
        (fileNo: string, document: NewFileDocument) => calls.documents.add(fileNo, document),
        (fileNo) => leaseFileDocumentsKey(fileNo),
      ),
      /**
       * A document uploaded straight to storage with an upload token for the file (the chat
       * attachments' flow; `options.onProgress` hears its progress), then filed as `type`; the
       * file's documents and checklist refresh.
       */
      uploadDocument: after(
        async (
          fileNo: string,
          file: Blob & { name?: string },
          type: DocumentType,
          options: UploadOptions = {},
        ): Promise<FileDocument> => {
          const token = await api.storage.upload(file, { fileNo }, options);
          return calls.documents.add(fileNo, { type, storageKey: token.key });
        },
        (fileNo) => leaseFileDocumentsKey(fileNo),
      ),
      removeDocument: after(
        (fileNo: string, id: string) => calls.documents.remove(fileNo, id),
        (fileNo) => leaseFileDocumentsKey(fileNo),
      ),
    };
  }, [api, mutate]);
}
