// The storage calls and the local bucket for the server's tests: the API answers through inject
// (its sessions are bound to the office address), the bucket over a real listening socket, as a
// browser posts to it. Both see one origin: the token's upload URL and read URLs point at the socket.
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import type { UploadToken } from '@sfi/domain';
import type { ApiOptions } from '../../src/app.ts';
import { createAuthTestApi, office, sessionHeaders, type AuthTestApi, type SignedIn } from './auth.ts';

export interface StorageTestApi extends AuthTestApi {
  origin: string;
  /** Moves the local bucket's clock (ms from now). */
  skew(ms: number): void;
  /** `POST /api/chat/s3-tokens/put-params`. */
  putParams(session: SignedIn | undefined, body: unknown): Promise<LightMyRequestResponse>;
  /** `POST /api/chat/s3-tokens/read-urls`. */
  readUrls(session: SignedIn | undefined, body: unknown): Promise<LightMyRequestResponse>;
  /** A token the call must answer. */
  token(session: SignedIn, body: object): Promise<UploadToken>;
}

/**
 * A new API with a local bucket in memory, listening on a loopback port; closed after the file.
 * `logger` is Fastify's (off by default), for tests that read what the server logs.
 */
export async function createStorageTestApi({
  logger,
}: Pick<ApiOptions, 'logger'> = {}): Promise<StorageTestApi> {
  let skewMs = 0;
  const api = await createAuthTestApi(
    {},
    {
      storage: { kind: 'local', dir: 'memory', now: () => new Date(Date.now() + skewMs) },
      ...(logger !== undefined && { logger }),
    },
  );
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => api.close());
  const { port } = api.app.server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  const chat = (path: string) => (session: SignedIn | undefined, body: unknown) =>
    api.app.inject({
      method: 'POST',
      url: `/api/chat${path}`,
      remoteAddress: office,
      headers: {
        host,
        'content-type': 'application/json',
        ...(session && sessionHeaders(session)),
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const putParams = chat('/s3-tokens/put-params');
  const readUrls = chat('/s3-tokens/read-urls');
  return {
    ...api,
    origin: `http://${host}`,
    skew: (ms) => (skewMs = ms),
    putParams,
    readUrls,
    async token(session, body) {
      const response = await putParams(session, body);
      if (response.statusCode !== 200)
        throw new Error(`put-params answered ${response.statusCode}: ${response.body}`);
      return response.json<UploadToken>();
    },
  };
}

/** A multipart POST of these fields and then the file, as a browser form sends it. */
export function postForm(
  url: string,
  fields: Record<string, string>,
  file: Uint8Array | undefined,
  fileName = 'file.bin',
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file]), fileName);
  return fetch(url, { method: 'POST', body: form });
}

/** The `<Code>` of an S3 error body. */
export const s3Code = (xml: string) => /<Code>([^<]*)<\/Code>/.exec(xml)?.[1];
