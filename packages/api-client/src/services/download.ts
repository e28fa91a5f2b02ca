import type { FetchOptions, ResponseType } from 'ofetch';
import type { ServiceFetch } from '../service-fetch.ts';

/** How a download is followed: the bytes received so far as they arrive, and a way to cancel it. */
export interface DownloadOptions {
  /** Hears the bytes received so far, after each chunk (the reports are streamed: no total is known). */
  onProgress?: (received: number) => void;
  signal?: AbortSignal;
}

/** A downloaded file: its bytes, and the name the server gives it (the same as its `Content-Disposition`). */
export interface Download {
  name: string;
  blob: Blob;
}

/** A streamed body read to its end as a `Blob` of `type`, telling `onProgress` the bytes received after each chunk. */
export async function readBody(
  body: ReadableStream<Uint8Array>,
  type: string,
  onProgress?: (received: number) => void,
): Promise<Blob> {
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    received += read.value.byteLength;
    onProgress?.(received);
  }
  return new Blob(chunks as BlobPart[], { type });
}

/**
 * The file name a `Content-Disposition` header gives (RFC 6266): its UTF-8 `filename*` when it has
 * one, else its `filename`; '' when it names none.
 *
 * @example attachmentName(`attachment; filename="R-1.zip"; filename*=UTF-8''R-1.zip`) // 'R-1.zip'
 */
export function attachmentName(header: string | null): string {
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(header ?? '')?.[1];
  try {
    if (extended) return decodeURIComponent(extended);
  } catch {
    // A malformed escape: the plain name.
  }
  return /filename="?([^";]*)/i.exec(header ?? '')?.[1] ?? '';
}

/**
 * A file a service streams (`GET`, or `POST` with a JSON body), read to its end with `onProgress`
 * told the bytes received, `signal` to cancel; named and typed as the server says
 * (`Content-Disposition`, `Content-Type`).
 */
export async function streamedDownload(
  service: ServiceFetch,
  path: string,
  { onProgress, signal }: DownloadOptions,
  request: { method?: 'POST'; body?: object; query?: object } = {},
): Promise<Download> {
  let name = '';
  let type = '';
  const stream = await service<ReadableStream<Uint8Array>>(path, {
    ...request,
    responseType: 'stream',
    signal,
    onResponse: ({ response }) => {
      name = attachmentName(response.headers.get('content-disposition'));
      type = response.headers.get('content-type') ?? '';
    },
  } as FetchOptions<ResponseType>);
  return { name, blob: await readBody(stream, type, onProgress) };
}
