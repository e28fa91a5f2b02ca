import {
  profilePhotoPath,
  uploadProgress,
  type PhotoUploaded,
  type ProfilePhoto,
  type TakeoverPhotoWidth,
  type UploadEvent,
  type UploadProgress,
} from '@sfi/domain';
import { ApiError, refusalOf } from '../errors.ts';
import {
  reportSessionError,
  requestHeaders,
  type ServiceFetch,
  type ServiceFetchRules,
} from '../service-fetch.ts';
import { abortError, postWithProgress } from './upload.ts';

/** The services photos are uploaded to: the main API (takeovers, clients, staff) or the dealer API (dealers). */
export type PhotoService = 'main' | 'dealer';

/** How a photo upload is sent and reported. */
export interface PhotoUploadOptions {
  /**
   * Where the owner is: the main API for a lease takeover, a client or a staff member, the dealer
   * API for a file-tool dealer.
   * @default 'main'
   */
  service?: PhotoService;
  /** A takeover photo's alternative text (the server uses the vehicle's name without one). */
  alt?: string;
  /**
   * Called with the upload's progress: 0 when it starts, a rounded percentage while it runs,
   * 'complete' when the server stored the photo, null when it failed or was cancelled.
   */
  onProgress?: (progress: UploadProgress) => void;
  /** Cancels the upload: it rejects with an `AbortError` and reports null. */
  signal?: AbortSignal;
}

/** What a photo upload needs of each service: its base URL, its fetch, and its request rules. */
export interface PhotoServiceDeps {
  baseURL: string;
  fetch: ServiceFetch;
  rules: ServiceFetchRules;
}

/** The server's refusal, read from an XMLHttpRequest's JSON body. */
function refusal(request: XMLHttpRequest): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(request.responseText);
  } catch {
    // Not JSON (a proxy's page): the status text says what there is.
  }
  return refusalOf(request.status, body, request.statusText);
}

/**
 * The photo calls (doc 2 §7 `POST /uploads/photos/{id}`; issue 15): a photo of a lease takeover, a
 * client, a staff member (main API) or a file-tool dealer (dealer API), with its progress; and a
 * person's photo read back, for staff (`profilePhotoPath` of @sfi/domain).
 */
export function photosApi(services: Record<PhotoService, PhotoServiceDeps>) {
  return {
    /**
     * `POST /uploads/photos/{id}` with the photo as the multipart field `file` (and `alt`). In a
     * browser it goes through XMLHttpRequest, whose upload events give the progress; elsewhere
     * through fetch, reporting 0 and then 'complete'. Rejects with the server's refusal (an
     * `ApiError`: not a photo, too large, a name with a path…), or an `AbortError` when cancelled.
     *
     * @example await api.photos.upload(takeover.id, file, { alt: 'Front', onProgress: setProgress });
     */
    upload: async (
      ownerId: string,
      file: Blob & { name?: string },
      { service = 'main', alt, onProgress, signal }: PhotoUploadOptions = {},
    ): Promise<PhotoUploaded> => {
      const deps = services[service];
      const report = (event: UploadEvent) => onProgress?.(uploadProgress(event));
      if (signal?.aborted) {
        report({ type: 'error' });
        throw abortError();
      }
      const form = new FormData();
      if (alt !== undefined) form.append('alt', alt);
      form.append('file', file, file.name || 'photo');
      const path = `/uploads/photos/${encodeURIComponent(ownerId)}`;
      if (typeof XMLHttpRequest !== 'undefined') {
        await deps.rules.before?.();
        // Through XMLHttpRequest, for the progress, with the service's request rules: the session
        // headers, the version check before, and a session error reported.
        const answer = await postWithProgress({
          url: `${deps.baseURL}${path}`,
          form,
          headers: requestHeaders(deps.rules.session(), form),
          report,
          signal,
          refused: (request) => {
            const error = refusal(request);
            reportSessionError(error, deps.rules);
            return error;
          },
          unreachable: () => new ApiError(0, 'The photo upload did not reach the server.'),
        });
        return JSON.parse(answer) as PhotoUploaded;
      }
      report({ type: 'start' });
      try {
        const uploaded = await deps.fetch<PhotoUploaded>(path, {
          method: 'POST',
          body: form,
          ...(signal && { signal }),
        });
        report({ type: 'complete' });
        return uploaded;
      } catch (error) {
        report({ type: 'error' });
        throw error;
      }
    },
    /**
     * One width of a person's photo (`GET /uploads/photos/{id}/{photoId}/{width}.webp`, staff only),
     * as a WebP blob for an object URL: an `<img>` cannot send the session's headers.
     */
    personPhoto: (
      ownerId: string,
      photo: Pick<ProfilePhoto, 'id' | 'width'>,
      {
        service = 'main',
        width,
        signal,
      }: { service?: PhotoService; width?: TakeoverPhotoWidth; signal?: AbortSignal } = {},
    ) =>
      services[service].fetch<Blob>(profilePhotoPath(ownerId, photo, width), {
        responseType: 'blob',
        ...(signal && { signal }),
      }),
  };
}
