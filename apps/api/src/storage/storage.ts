import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { fileTypeIcon, recognisedUploadType, UPLOAD_MAX_BYTES } from '@sfi/domain';
import type { Db } from '../db/client.ts';
import { claimMeta, getMeta } from '../db/meta.ts';
import { keyFileName } from '../db/storage-keys.ts';
import { LocalObjects } from './local-objects.ts';
import type { StoredObject } from './stored-object.ts';

/**
 * The AWS SDK, loaded on first use: it takes a second or more to load, which a server that is
 * never asked for an upload, and every test that uploads nothing, need not wait for.
 */
const loadSdk = () =>
  Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-presigned-post'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
let sdkModules: ReturnType<typeof loadSdk> | undefined;
const sdk = () => (sdkModules ??= loadSdk());

/** A client of the SDK, made once on first use. */
function lazyClient(config: () => Promise<S3ClientConfig>): () => Promise<S3Client> {
  let client: Promise<S3Client> | undefined;
  return () =>
    (client ??= (async () => {
      const [{ S3Client: Client }] = await sdk();
      return new Client(await config());
    })().catch((error: unknown) => {
      client = undefined;
      throw error;
    }));
}

/*
 * Where attachments live (doc 2 §7, ARCHITECTURE.md "Uploads"). The browser never sends a file
 * through the API: it asks the chat service for an upload token (a presigned POST form), posts the
 * file straight to the bucket, and later asks for short-lived read URLs. Two buckets do this:
 *
 * - **S3** (or any S3-compatible store) when `S3_BUCKET` is set: the AWS SDK signs the POST policy
 *   and the GET URLs, S3 checks them.
 * - **The local bucket** otherwise: served by this process under `/storage/<bucket>`
 *   (`local-bucket.ts`), its objects in memory or a folder. The same SDK signs for it, with a secret
 *   kept in the database, and the local bucket checks the policy and the URLs as S3 does, so what
 *   works here works against S3.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The bucket of attachments `buildApi` made (for the host's and the tests' own use). */
    storage: Storage;
  }
}

/** How long an upload token's policy stays valid. */
export const UPLOAD_TOKEN_TTL_SECONDS = 15 * 60;
/** How long a read URL stays valid. */
export const READ_URL_TTL_SECONDS = 5 * 60;

/** An object read through the API: its metadata, entity tag and bytes. */
export interface ObjectContent {
  object: StoredObject;
  /** The object's entity tag, quoted, as an `ETag` header carries it. */
  etag: string;
  body: Readable;
}

/** A presigned POST: where to post the form, and its fields (the file goes last). */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** A bucket the API signs uploads and reads for. */
export interface Storage {
  readonly kind: 'local' | 's3';
  readonly bucket: string;
  /**
   * The form of a direct upload of exactly `key`: one file of exactly `size` bytes (1 byte to
   * 25 MB, as the token request declared it) of `contentType`, within
   * {@link UPLOAD_TOKEN_TTL_SECONDS}. `origin` is the product's public origin (`PUBLIC_ORIGIN`,
   * never the request's `Host`): the local bucket is served there. The local bucket writes a key
   * once: the form cannot replace what it uploaded.
   */
  presignedPost(input: {
    key: string;
    contentType: string;
    size: number;
    origin: string;
  }): Promise<PresignedPost>;
  /** Resolves when the bucket answers now (S3's `HeadBucket`, within a moment); else rejects. */
  ping(): Promise<void>;
  /** A GET URL of the object valid for {@link READ_URL_TTL_SECONDS}, naming its file in `Content-Disposition`. */
  readUrl(key: string, input: { origin: string }): Promise<string>;
  /** The object's size and type, or null when there is none. */
  storedObject(key: string): Promise<StoredObject | null>;
  /**
   * The object's size and type and its first `count` bytes (all of a smaller object), from one
   * read, so the bytes are those of the object described; null when there is none.
   */
  firstBytes(key: string, count: number): Promise<{ object: StoredObject; bytes: Buffer } | null>;
  /** Deletes the object (nothing happens when there is none). */
  deleteObject(key: string): Promise<void>;
  /**
   * Writes an object the API makes itself (the seed's documents, a takeover photo's web sizes),
   * replacing any under the key. Uploads from browsers go straight to the bucket instead
   * (`presignedPost`).
   */
  putObject(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** An object's bytes and metadata, for the API to pass on (public photos), or null when there is none. */
  getObject(key: string): Promise<ObjectContent | null>;
  /**
   * The origin browsers reach the bucket at when it is not the API's own (S3): the pages' CSP lets
   * them post uploads there and show its images. Undefined for the local bucket (the API's origin).
   */
  publicOrigin(): Promise<string | undefined>;
}

/** The settings of the bucket, as `env.ts` reads them. */
export type StorageSettings =
  | {
      kind: 'local';
      /** A folder, or `memory` for objects that live as long as the process. */
      dir: string | 'memory';
      /** @default 'sfi-uploads' */
      bucket?: string;
    }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible endpoint (MinIO, R2…); unset: AWS. */
      endpoint?: string;
      /** Path-style URLs (`<endpoint>/<bucket>/<key>`), as most S3-compatible stores need. */
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's default chain (environment, profile, instance role). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

/**
 * `Content-Disposition` for an object: inline for images (shown in the chat), as a download for
 * anything else, with the file's name (RFC 6266: an ASCII fallback and the UTF-8 name).
 */
export function contentDisposition(key: string, contentType: string | undefined): string {
  const name = keyFileName(key);
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // Without the stored type (S3, not asked), the name says: the policy let only allowed types in.
  const image = contentType
    ? recognisedUploadType(contentType) === 'IMAGE'
    : fileTypeIcon(name) === 'image' && !/\.svg$/i.test(name);
  const kind = image ? 'inline' : 'attachment';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The policy's conditions: the file is exactly the size declared (within the upload limit), of that type. */
export const postConditions = (contentType: string, size: number) => {
  const bytes = Math.min(Math.max(1, Math.trunc(size)), UPLOAD_MAX_BYTES);
  return [
    ['content-length-range', bytes, bytes],
    ['eq', '$Content-Type', contentType],
  ] as const;
};

async function signPost(
  client: S3Client,
  bucket: string,
  { key, contentType, size }: { key: string; contentType: string; size: number },
): Promise<PresignedPost> {
  const [, { createPresignedPost }] = await sdk();
  const { url, fields } = await createPresignedPost(client, {
    Bucket: bucket,
    Key: key,
    // The SDK adds the exact key, the bucket and its own SigV4 fields to these.
    Conditions: [...postConditions(contentType, size)] as never,
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_TOKEN_TTL_SECONDS,
  });
  return { url, fields };
}

async function signGet(
  client: S3Client,
  bucket: string,
  key: string,
  contentType: string | undefined,
): Promise<string> {
  const [{ GetObjectCommand }, , { getSignedUrl }] = await sdk();
  return getSignedUrl(
    client,
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(key, contentType),
    }),
    { expiresIn: READ_URL_TTL_SECONDS },
  );
}

/** A real S3 (or S3-compatible) bucket, through the AWS SDK. */
export function s3Storage(settings: Extract<StorageSettings, { kind: 's3' }>): Storage {
  const client = lazyClient(async () => ({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.credentials && { credentials: settings.credentials }),
  }));
  const { bucket } = settings;
  // Where the SDK sends browsers: path-style or virtual-hosted, AWS or another store. Read from a
  // URL it signs, so it is the SDK's own answer.
  let origin: Promise<string> | undefined;
  return {
    kind: 's3',
    bucket,
    publicOrigin: () =>
      (origin ??= client()
        .then((signer) => signGet(signer, bucket, 'origin', undefined))
        .then((url) => new URL(url).origin)),
    async ping() {
      const [{ HeadBucketCommand }] = await sdk();
      await (
        await client()
      ).send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(1_500) });
    },
    presignedPost: async (upload) => signPost(await client(), bucket, upload),
    readUrl: async (key) => signGet(await client(), bucket, key, undefined),
    async storedObject(key) {
      const [{ HeadObjectCommand }] = await sdk();
      try {
        const head = await (await client()).send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          key,
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? 'binary/octet-stream',
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return null;
        throw error;
      }
    },
    async firstBytes(key, count) {
      const [{ GetObjectCommand }] = await sdk();
      try {
        const got = await (
          await client()
        ).send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${count - 1}` }));
        const bytes = got.Body ? Buffer.from(await got.Body.transformToByteArray()) : Buffer.alloc(0);
        // `bytes 0-4095/12345`: the whole object's size; without a range (a smaller object), its length.
        const total = /\/(\d+)$/.exec(got.ContentRange ?? '')?.[1];
        return {
          object: {
            key,
            size: total === undefined ? (got.ContentLength ?? bytes.length) : Number(total),
            contentType: got.ContentType ?? 'binary/octet-stream',
            lastModified: got.LastModified ?? new Date(0),
          },
          bytes,
        };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return null;
        throw error;
      }
    },
    async deleteObject(key) {
      const [{ DeleteObjectCommand }] = await sdk();
      await (await client()).send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async putObject(key, bytes, contentType) {
      const [{ PutObjectCommand }] = await sdk();
      await (
        await client()
      ).send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async getObject(key) {
      const [{ GetObjectCommand }] = await sdk();
      try {
        const got = await (await client()).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(got.Body instanceof Readable)) return null;
        return {
          object: {
            key,
            size: got.ContentLength ?? 0,
            contentType: got.ContentType ?? 'binary/octet-stream',
            lastModified: got.LastModified ?? new Date(0),
          },
          etag: got.ETag ?? `"${key}"`,
          body: got.Body,
        };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return null;
        throw error;
      }
    },
  };
}

/** The local bucket's region and access key id: fixed, as the secret is what matters. */
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_ACCESS_KEY_ID = 'sfi-local';
const localSecretMetaKey = 'storage.local.secret';

/** The local bucket's signing secret: made once and kept in the database (`app_meta`), as the identity provider's keys are. */
export async function localSecret(db: Db): Promise<string> {
  const existing = await getMeta(db, localSecretMetaKey);
  if (existing !== undefined) return existing;
  await claimMeta(db, localSecretMetaKey, randomBytes(32).toString('base64url'));
  return (await getMeta(db, localSecretMetaKey))!;
}

/** The path the local bucket is served under. */
export const LOCAL_BUCKET_PATH = '/storage';

/** The local bucket as `Storage`, plus what its routes need: the objects, the secret, the clock. */
export interface LocalStorage extends Storage {
  readonly kind: 'local';
  readonly objects: LocalObjects;
  readonly region: string;
  readonly accessKeyId: string;
  secret(): Promise<string>;
  now(): Date;
}

/**
 * The embedded bucket, served by this process at `<origin>/storage/<bucket>` (see local-bucket.ts).
 * `now` is the clock its checks use (tests move it to expire a policy).
 */
export function localStorage(
  db: Db,
  settings: Extract<StorageSettings, { kind: 'local' }>,
  now: () => Date = () => new Date(),
): LocalStorage {
  const bucket = settings.bucket ?? 'sfi-uploads';
  const objects = new LocalObjects(settings.dir);
  let secret: Promise<string> | undefined;
  const getSecret = () => {
    secret ??= localSecret(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  // One SDK client per origin it is served at: the public origin (callers never pass the request's host).
  const clients = new Map<string, () => Promise<S3Client>>();
  const clientFor = (origin: string) => {
    let client = clients.get(origin);
    if (!client) {
      if (clients.size >= 16) clients.clear();
      client = lazyClient(async () => ({
        region: LOCAL_REGION,
        endpoint: `${origin}${LOCAL_BUCKET_PATH}`,
        forcePathStyle: true,
        credentials: { accessKeyId: LOCAL_ACCESS_KEY_ID, secretAccessKey: await getSecret() },
      }));
      clients.set(origin, client);
    }
    return client();
  };
  return {
    kind: 'local',
    bucket,
    objects,
    region: LOCAL_REGION,
    accessKeyId: LOCAL_ACCESS_KEY_ID,
    secret: getSecret,
    now,
    presignedPost: async ({ origin, ...upload }) => signPost(await clientFor(origin), bucket, upload),
    async readUrl(key, { origin }) {
      const stored = await objects.head(key);
      return signGet(await clientFor(origin), bucket, key, stored?.contentType);
    },
    // The objects are this process's own: they answer while it does.
    ping: async () => undefined,
    storedObject: (key) => objects.head(key),
    firstBytes: (key, count) => objects.firstBytes(key, count),
    deleteObject: (key) => objects.delete(key),
    async putObject(key, bytes, contentType) {
      const writer = objects.writer(key);
      try {
        await writer.write(bytes);
        await writer.commit(contentType);
      } catch (error) {
        await writer.abort();
        throw error;
      }
    },
    async getObject(key) {
      const read = await objects.read(key);
      if (!read) return null;
      const { etag, ...object } = read.object;
      return { object, etag, body: read.body };
    },
    publicOrigin: async () => undefined,
  };
}

/** The bucket the settings name. */
export function createStorage(db: Db, settings: StorageSettings): Storage {
  return settings.kind === 's3' ? s3Storage(settings) : localStorage(db, settings);
}
