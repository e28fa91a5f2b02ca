import {
  message,
  uploadFormFields,
  uploadLimitText,
  uploadProgress,
  type UploadEvent,
  type UploadProgress,
  type UploadToken,
} from '@sfi/domain';
import { ApiError } from '../errors.ts';

/** How an upload reports and stops. */
export interface UploadOptions {
  /**
   * Called with the upload's progress (doc 2 §4): 0 when it starts, a rounded percentage while
   * it runs, 'complete' when the bucket took the file, null when it failed or was cancelled.
   */
  onProgress?: (progress: UploadProgress) => void;
  /** Cancels the upload: it rejects with an `AbortError` and reports null. */
  signal?: AbortSignal;
}

/** A bucket's refusal: its S3 error code (`EntityTooLarge`, `AccessDenied`…), with the product's message. */
export class UploadError extends ApiError {
  constructor(
    status: number,
    /** The S3 error code, or '' when the bucket was not reached. */
    readonly code: string,
  ) {
    super(status, uploadErrorMessage(code));
  }
}

/** What the user is told when the bucket refuses a file, by S3 error code. */
export function uploadErrorMessage(code: string): string {
  if (code === 'EntityTooLarge') return message('upload.error.tooLarge', { max: uploadLimitText() });
  if (code === 'EntityTooSmall') return message('upload.error.empty');
  if (code === 'ExpiredToken' || code === 'RequestTimeTooSkewed') return message('upload.error.expired');
  return message('upload.error.failed');
}

/** The error of a cancelled upload. */
export const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');
const s3Code = (body: string) => /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? '';

/** The form the bucket takes: every token field but the app's own (`uploadFormFields`), then the file. */
function uploadForm(token: UploadToken, file: Blob & { name?: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(uploadFormFields(token))) form.append(name, value);
  form.append('file', file, file.name || token.originalFilename || 'file');
  return form;
}

/**
 * Posts a file straight to the bucket with its token's form (doc 2 §5, §7): a multipart POST to
 * `token.url` with every token field except imageId, originalFilename, chatroomId and
 * leaseQuoteId, then the file. In a browser it goes through XMLHttpRequest, whose upload events
 * give the progress; elsewhere (Node) through fetch, reporting 0 and then 'complete'. Rejects with
 * an {@link UploadError} when the bucket refuses the file, an `AbortError` when cancelled.
 *
 * @example
 * const token = await api.storage.uploadToken({ originalFilename: file.name, contentType: file.type, size: file.size, chatroomId });
 * await uploadFile(token, file, { onProgress: setProgress, signal: controller.signal });
 */
export function uploadFile(token: UploadToken, file: Blob, options: UploadOptions = {}): Promise<void> {
  const { onProgress, signal } = options;
  const report = (event: UploadEvent) => onProgress?.(uploadProgress(event));
  if (!token.url) return Promise.reject(new UploadError(0, ''));
  if (signal?.aborted) {
    report({ type: 'error' });
    return Promise.reject(abortError());
  }
  const form = uploadForm(token, file);
  if (typeof XMLHttpRequest === 'undefined') return uploadWithFetch(token.url, form, report, signal);

  return postWithProgress({
    url: token.url,
    form,
    report,
    signal,
    refused: (request) => new UploadError(request.status, s3Code(request.responseText)),
    unreachable: () => new UploadError(0, ''),
  }).then(() => undefined);
}

/** A form posted with its upload's progress (`postWithProgress`). */
export interface ProgressPost {
  url: string;
  form: FormData;
  /** Request headers (a session's). */
  headers?: Record<string, string>;
  report: (event: UploadEvent) => void;
  signal?: AbortSignal | undefined;
  /** The error of an answer that is not a success. */
  refused: (request: XMLHttpRequest) => Error;
  /** The error when the server could not be reached. */
  unreachable: () => Error;
}

/**
 * Posts a form through XMLHttpRequest, whose upload events give the progress: 'start', rounded
 * percentages, then 'complete' with the answer's text, or 'error' (refused, unreachable, or
 * cancelled through `signal`: an `AbortError`). The one way the API client uploads with progress:
 * attachments to the bucket and photos to the APIs.
 */
export function postWithProgress({
  url,
  form,
  headers = {},
  report,
  signal,
  refused,
  unreachable,
}: ProgressPost): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const request = new XMLHttpRequest();
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      report({ type: 'error' });
      reject(error);
    };
    const onAbort = () => {
      request.abort();
      fail(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    request.upload.addEventListener('progress', (event) => {
      if (!settled && event.lengthComputable)
        report({ type: 'progress', loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      if (request.status < 200 || request.status >= 300) return fail(refused(request));
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      report({ type: 'complete' });
      resolve(request.responseText);
    });
    request.addEventListener('error', () => fail(unreachable()));
    request.addEventListener('timeout', () => fail(unreachable()));
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    report({ type: 'start' });
    request.send(form);
  });
}

async function uploadWithFetch(
  url: string,
  form: FormData,
  report: (event: UploadEvent) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  report({ type: 'start' });
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form, ...(signal && { signal }) });
  } catch (error) {
    report({ type: 'error' });
    if (signal?.aborted) throw abortError();
    throw error instanceof Error && error.name === 'AbortError' ? error : new UploadError(0, '');
  }
  if (!response.ok) {
    report({ type: 'error' });
    throw new UploadError(response.status, s3Code(await response.text().catch(() => '')));
  }
  report({ type: 'complete' });
}
