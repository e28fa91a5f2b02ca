import { useCallback, useEffect, useRef, useState } from 'react';
import {
  message,
  UPLOAD_SNIFF_BYTES,
  uploadProblem,
  type UploadProgress,
  type UploadToken,
  type UploadTokenRequest,
} from '@sfi/domain';
import { ApiError, canRetry, isAbortError, unavailableWords } from '../errors.ts';
import { UploadError, uploadFile } from '../services/upload.ts';
import { useApiClient } from './context.tsx';

/** What an upload goes to: one chat room, lease quote or lease file. */
export type UploadTarget = Pick<UploadTokenRequest, 'chatroomId' | 'leaseQuoteId' | 'fileNo'>;

/** The state and actions of {@link useUpload}. */
export interface UploadState {
  /**
   * The upload's progress (doc 2 §4): undefined before any upload, 0 when one starts, a rounded
   * percentage while it runs, 'complete' once stored, null when it failed or was cancelled.
   */
  progress: UploadProgress | undefined;
  /** Why the last upload failed, in the user's words; undefined otherwise (and after a cancel). */
  error: string | undefined;
  /**
   * Whether uploading the same file again can succeed: a network or storage failure, yes; a file
   * refused for its type or size, no (offer "Try again" only when true).
   */
  canRetry: boolean;
  /** The token of the last upload that completed: its `key` is the storage path to send on. */
  token: UploadToken | undefined;
  /** Starts an upload (cancelling one under way); resolves with its token, or undefined when it failed or was cancelled. */
  upload(file: File | (Blob & { name?: string }), target: UploadTarget): Promise<UploadToken | undefined>;
  /** Stops the upload under way; its progress becomes null, with no error. */
  cancel(): void;
  /** Uploads the last file again, to the same target. */
  retry(): Promise<UploadToken | undefined>;
}

/** A file's first bytes, as storage checks them; undefined where the browser cannot read them. */
async function firstBytes(file: Blob): Promise<Uint8Array | undefined> {
  const head = file.slice(0, UPLOAD_SNIFF_BYTES);
  if (typeof head.arrayBuffer !== 'function') return undefined;
  return head.arrayBuffer().then(
    (buffer) => new Uint8Array(buffer),
    () => undefined,
  );
}

/** The message for a failed upload: the server's words for a refused token, the spec's otherwise. */
function uploadFailureMessage(error: unknown, stage: 'token' | 'upload'): string {
  if (error instanceof UploadError) return error.message;
  // A token refused for what was asked (type, size, name, target) says why; anything else is the spec's.
  if (stage === 'token' && error instanceof ApiError && error.status >= 400 && error.status < 500)
    return Object.values(error.fieldErrors)[0] ?? error.message;
  // Storage down for a moment: the API's 503 says so ("Storage is unavailable, try again").
  return (
    unavailableWords(error) ??
    (stage === 'token' ? message('error.couldNotGetToken') : message('upload.error.failed'))
  );
}

/**
 * Whether an upload that failed this way can succeed when tried again: the bucket not reached or
 * failing, or its policy expired (a new token is asked for), yes; its refusal of the file itself
 * (too large, empty, denied), no; the token's call as `canRetry` says.
 */
function canRetryUpload(error: unknown): boolean {
  if (error instanceof UploadError)
    return (
      error.status === 0 ||
      error.status >= 500 ||
      error.code === 'ExpiredToken' ||
      error.code === 'RequestTimeTooSkewed'
    );
  return canRetry(error);
}

/**
 * One file's upload straight to storage, with progress, cancel and retry (doc 2 §4, §7): asks the
 * chat service for an upload token, then posts the file to the bucket.
 *
 * @example
 * const { upload, progress, error, cancel, retry } = useUpload();
 * const token = await upload(file, { chatroomId: room.id });
 * if (token) sendMessage({ content: token.key, contentType: attachmentContentType(file.type) });
 */
export function useUpload(): UploadState {
  const api = useApiClient();
  const [progress, setProgress] = useState<UploadProgress | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [retryable, setRetryable] = useState(false);
  const [token, setToken] = useState<UploadToken | undefined>(undefined);
  const current = useRef<AbortController | undefined>(undefined);
  const last = useRef<{ file: Blob & { name?: string }; target: UploadTarget } | undefined>(undefined);

  // Nothing keeps uploading for a component that is gone.
  useEffect(() => () => current.current?.abort(), []);

  const upload = useCallback(
    async (file: Blob & { name?: string }, target: UploadTarget) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      last.current = { file, target };
      const mine = () => current.current === controller;
      setError(undefined);
      setRetryable(false);
      setToken(undefined);
      // A file the token or storage would refuse (its type, empty, over the size limit, a name or
      // first bytes that are not its type's) is refused before it leaves, in the catalogue's words;
      // sending it again cannot help.
      const problem = uploadProblem(
        { ...(file.name !== undefined && { name: file.name }), type: file.type, size: file.size },
        await firstBytes(file),
      );
      if (!mine()) return undefined;
      if (problem) {
        setProgress(null);
        setError(problem);
        return undefined;
      }
      setProgress(0);
      let stage: 'token' | 'upload' = 'token';
      try {
        const given = await api.storage.uploadToken(
          { originalFilename: file.name || 'file', contentType: file.type, size: file.size, ...target },
          { signal: controller.signal },
        );
        stage = 'upload';
        await uploadFile(given, file, {
          signal: controller.signal,
          onProgress: (next) => {
            if (mine()) setProgress(next);
          },
        });
        if (mine()) setToken(given);
        return given;
      } catch (failure) {
        if (mine()) {
          setProgress(null);
          if (!isAbortError(failure) && !controller.signal.aborted) {
            setError(uploadFailureMessage(failure, stage));
            setRetryable(canRetryUpload(failure));
          }
        }
        return undefined;
      } finally {
        if (mine()) current.current = undefined;
      }
    },
    [api],
  );

  const cancel = useCallback(() => {
    const controller = current.current;
    if (!controller) return;
    controller.abort();
    setProgress(null);
    setError(undefined);
    setRetryable(false);
  }, []);

  const retry = useCallback(async () => {
    const again = last.current;
    return again ? upload(again.file, again.target) : undefined;
  }, [upload]);

  return { progress, error, canRetry: retryable, token, upload, cancel, retry };
}
