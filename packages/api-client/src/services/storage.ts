import type { ReadUrlsResponse, UploadToken, UploadTokenRequest } from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';
import type { UploadOptions } from './upload.ts';

/*
 * Attachments (doc 2 §7): an upload token from the chat service, then the file straight to the
 * bucket (S3, or the API's local bucket) with the token's form fields, then short-lived read URLs.
 * The file never passes through the API.
 */

/** The upload and read-URL calls of the chat service. */
export function storageApi(chat: ServiceFetch) {
  return {
    /**
     * `POST /s3-tokens/put-params`: the token of one upload to a chat room, lease quote or lease
     * file (exactly one of `chatroomId`, `leaseQuoteId`, `fileNo`). Refused with 400 for a type
     * uploads do not take, an empty file or one over 25 MB, and 404 for a target the caller cannot see.
     */
    uploadToken: (request: UploadTokenRequest, options: { signal?: AbortSignal } = {}) =>
      chat<UploadToken>('/s3-tokens/put-params', { method: 'POST', body: request, ...options }),
    /** `POST /s3-tokens/read-urls`: a five-minute URL for each storage path, in the same order. */
    readUrls: (paths: readonly string[], options: { signal?: AbortSignal } = {}) =>
      chat<ReadUrlsResponse>('/s3-tokens/read-urls', { method: 'POST', body: { paths }, ...options }),
    /**
     * The token and the upload in one: see `uploadFile`. Resolves with the token once the file is
     * stored. The uploader loads with the first upload: it is no part of an app's first load.
     */
    upload: async (
      file: Blob & { name?: string },
      target: Pick<UploadTokenRequest, 'chatroomId' | 'leaseQuoteId' | 'fileNo'>,
      options: UploadOptions = {},
    ): Promise<UploadToken> => {
      const token = await chat<UploadToken>('/s3-tokens/put-params', {
        method: 'POST',
        body: {
          originalFilename: file.name || 'file',
          contentType: file.type,
          size: file.size,
          ...target,
        },
        ...(options.signal && { signal: options.signal }),
      });
      const { uploadFile } = await import('./upload.ts');
      await uploadFile(token, file, options);
      return token;
    },
  };
}
