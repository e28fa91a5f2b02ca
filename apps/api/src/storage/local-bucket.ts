import Busboy from '@fastify/busboy';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@sfi/domain';
import { access, enforceAccess, type AccessDeps } from '../auth/access.ts';
import type { PublicOrigin } from '../http/public-origin.ts';
import { KeyTakenError, type ObjectWriter } from './local-objects.ts';
import { checkPostPolicy, type CheckedPost } from './post-policy.ts';
import { S3Error, sendS3Error, xmlText } from './s3-errors.ts';
import {
  parseAmzDate,
  parseCredential,
  queryStringToSign,
  sameSignature,
  signHex,
  signingKey,
  SIGV4_ALGORITHM,
} from './sigv4.ts';
import { contentDisposition, LOCAL_BUCKET_PATH, type LocalStorage } from './storage.ts';

/*
 * The local bucket's two calls, at `/storage/<bucket>` beside the API (outside `/api`, as the
 * identity provider's `/oidc` is: it answers S3's protocol, not the API's, and checks its own proof,
 * the signature):
 *
 * - `POST /storage/<bucket>`: a browser upload (multipart/form-data), its policy checked as S3
 *   does (post-policy.ts) before the file is read, the file streamed through busboy and stopped at
 *   the policy's size limit; never more than 25 MB is held. A key is written once: posting a form
 *   again (within its 15 minutes) cannot replace the object it uploaded, filed or sent by then.
 * - `GET /storage/<bucket>/<key>?X-Amz-…`: a presigned read, its SigV4 query signature and expiry
 *   checked; the object is sent with its stored type, the signed `Content-Disposition`, `nosniff`
 *   and a sandboxing Content-Security-Policy (a document opened from here runs nothing).
 */

/** Form overhead allowed beyond the file: the fields and the multipart boundaries. */
const FORM_OVERHEAD_BYTES = 256 * 1024;
/** The most a request may send in all: a body beyond this is cut off, not drained. */
const REQUEST_CAP_BYTES = UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES;
/**
 * A refused body at most this long is read to its end before the answer, so that every client sees
 * the answer (fetch in Node 22+ reports a connection closed under its upload as a network failure,
 * not the refusal); a longer one is cut off. Read within {@link REFUSED_DRAIN_MS} at the most.
 */
const REFUSED_DRAIN_MAX_BYTES = 1024 * 1024;
const REFUSED_DRAIN_MS = 5_000;
/** The longest key S3 accepts, in bytes. */
const MAX_KEY_BYTES = 1024;

const tooLarge = () => new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
const tooSmall = () =>
  new S3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');

interface Received {
  checked: CheckedPost;
  writer: ObjectWriter;
  size: number;
}

/** Reads the form: fields, then the policy check, then the file into the writer, stopping at the limit. */
function receive(request: FastifyRequest, bucket: LocalStorage, secret: string): Promise<Received> {
  const raw = request.raw;
  return new Promise<Received>((resolve, reject) => {
    let settled = false;
    let writer: ObjectWriter | undefined;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      void writer?.abort();
      reject(error);
    };
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: raw.headers as Parameters<typeof Busboy>[0]['headers'],
        limits: {
          fieldNameSize: 200,
          fieldSize: 20_000,
          fields: 50,
          files: 1,
          parts: 60,
          headerPairs: 20,
          fileSize: UPLOAD_MAX_BYTES + 1,
        },
      });
    } catch {
      fail(
        new S3Error(
          'MalformedPOSTRequest',
          'The body of your POST request is not well-formed multipart/form-data.',
        ),
      );
      return;
    }
    const fields = new Map<string, string>();
    let fileSeen = false;
    let fileDone: Promise<{ checked: CheckedPost; size: number; over: boolean }> | undefined;

    parser.on('field', (name, value, nameTruncated, valueTruncated) => {
      // Fields after the file are ignored, as S3 ignores them.
      if (fileSeen) return;
      if (nameTruncated || valueTruncated)
        return fail(new S3Error('InvalidArgument', `The form field ${name.slice(0, 200)} is too long.`));
      fields.set(name.toLowerCase(), value);
    });
    parser.on('file', (_name, file) => {
      if (fileSeen || settled) {
        file.resume();
        return;
      }
      fileSeen = true;
      let checked: CheckedPost;
      try {
        checked = checkPostPolicy(fields, {
          bucket: bucket.bucket,
          region: bucket.region,
          secretOf: (id) => (id === bucket.accessKeyId ? secret : undefined),
          now: bucket.now(),
        });
        if (!checked.key || Buffer.byteLength(checked.key) > MAX_KEY_BYTES)
          throw new S3Error('InvalidArgument', 'The key must be 1 to 1024 bytes long.');
      } catch (error) {
        file.resume();
        return fail(error);
      }
      // Written once: a form posted again, or another at the same key, cannot replace the object.
      const out = bucket.objects.writer(checked.key, { once: true });
      writer = out;
      fileDone = (async () => {
        let size = 0;
        let over = false;
        for await (const chunk of file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (over || settled) continue;
          if (size > checked.maxLength) {
            over = true;
            await out.abort();
            continue;
          }
          await out.write(chunk);
        }
        return { checked, size, over };
      })();
      fileDone.catch(fail);
    });
    parser.on('error', () =>
      fail(
        new S3Error(
          'MalformedPOSTRequest',
          'The body of your POST request is not well-formed multipart/form-data.',
        ),
      ),
    );
    parser.on('finish', () => {
      if (settled) return;
      if (!fileDone) {
        // No file: the fields alone may already be wrong, which S3 reports first.
        try {
          checkPostPolicy(fields, {
            bucket: bucket.bucket,
            region: bucket.region,
            secretOf: (id) => (id === bucket.accessKeyId ? secret : undefined),
            now: bucket.now(),
          });
        } catch (error) {
          return fail(error);
        }
        return fail(
          new S3Error(
            'IncorrectNumberOfFilesInPostRequest',
            'POST requires exactly one file upload per request.',
          ),
        );
      }
      fileDone.then(({ checked, size, over }) => {
        if (settled) return;
        if (over || size > checked.maxLength) return fail(tooLarge());
        if (size < Math.max(1, checked.minLength)) return fail(tooSmall());
        settled = true;
        resolve({ checked, writer: writer!, size });
      }, fail);
    });

    // A body larger than any allowed upload is not read to its end: the answer goes out at once.
    let received = 0;
    raw.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > REQUEST_CAP_BYTES) {
        raw.unpipe(parser);
        fail(tooLarge());
      }
    });
    raw.on('error', fail);
    raw.pipe(parser);
  });
}

/** The query of a request, in order, decoded. */
function queryParams(url: string): [string, string][] {
  const at = url.indexOf('?');
  return at < 0 ? [] : [...new URLSearchParams(url.slice(at + 1))];
}

/** Checks a presigned GET as S3 does: SigV4 query parameters, signature, expiry. */
async function checkPresignedGet(request: FastifyRequest, path: string, bucket: LocalStorage) {
  const params = queryParams(request.raw.url ?? '');
  const param = (name: string) => params.find(([n]) => n === name)?.[1];
  const algorithm = param('X-Amz-Algorithm');
  const credentialText = param('X-Amz-Credential');
  const amzDate = param('X-Amz-Date');
  const expires = param('X-Amz-Expires');
  const signedHeaders = param('X-Amz-SignedHeaders');
  const signature = param('X-Amz-Signature');
  if (!algorithm || !credentialText || !amzDate || !expires || !signedHeaders || !signature)
    throw new S3Error(
      'AccessDenied',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  const credential = parseCredential(credentialText);
  const signedAt = parseAmzDate(amzDate);
  const lifetime = /^\d{1,6}$/.test(expires) ? Number(expires) : Number.NaN;
  if (algorithm !== SIGV4_ALGORITHM || !credential || signedAt === undefined || !(lifetime <= 604_800))
    throw new S3Error(
      'AuthorizationQueryParametersError',
      'The query-string authentication parameters are malformed.',
    );
  if (credential.accessKeyId !== bucket.accessKeyId)
    throw new S3Error(
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  const headerNames = signedHeaders.split(';');
  if (!headerNames.includes('host'))
    throw new S3Error('AuthorizationQueryParametersError', 'The host header must be signed.');
  const headers = headerNames.map((name) => {
    const value = request.headers[name];
    return [name, Array.isArray(value) ? value.join(',') : (value ?? '')] as const;
  });
  const scope = `${credential.date}/${credential.region}/${credential.service}/aws4_request`;
  const toSign = queryStringToSign({
    method: 'GET',
    path,
    params,
    headers,
    amzDate,
    scope,
    payloadHash: param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  });
  const key = signingKey(await bucket.secret(), credential.date, credential.region, credential.service);
  if (!sameSignature(signHex(key, toSign), signature.toLowerCase()))
    throw new S3Error(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  if (bucket.now().getTime() > signedAt + lifetime * 1000)
    throw new S3Error('AccessDenied', 'Request has expired');
  return { disposition: param('response-content-disposition') };
}

/** The object key of a request path `/storage/<bucket>/<key>`, decoded; undefined when malformed. */
function decodedPath(url: string): string | undefined {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** The local bucket's routes; register at `LOCAL_BUCKET_PATH` (`buildApi` does, for a local bucket). */
export const localBucketRoutes: FastifyPluginAsync<
  { bucket: LocalStorage; publicOrigin: PublicOrigin } & AccessDeps
> = async (app, { bucket, auth, identity, publicOrigin }) => {
  // Listed with the API's routes (the role matrix and the fuzz test reach them), each its own proof.
  enforceAccess(app, { auth, identity }, { every: access.signedRequest });
  // The form is read from the request stream by busboy, in the handler.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
  const fail = (reply: FastifyReply, error: unknown) => {
    if (error instanceof S3Error) return sendS3Error(reply, error);
    reply.log.error({ err: error }, 'local bucket failed');
    return sendS3Error(
      reply,
      new S3Error('InternalError', 'We encountered an internal error. Please try again.'),
    );
  };

  app.post('/:bucket', async (request, reply) => {
    const { bucket: name } = request.params as { bucket: string };
    try {
      if (name !== bucket.bucket) throw new S3Error('NoSuchBucket', 'The specified bucket does not exist');
      if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? ''))
        throw new S3Error(
          'MalformedPOSTRequest',
          'The body of your POST request is not well-formed multipart/form-data.',
        );
      const length = Number(request.headers['content-length']);
      if (Number.isFinite(length) && length > REQUEST_CAP_BYTES) throw tooLarge();
      const { checked, writer } = await receive(request, bucket, await bucket.secret());
      const stored = await writer.commit(checked.contentType).catch((error: unknown) => {
        if (error instanceof KeyTakenError)
          throw new S3Error('AccessDenied', 'The object exists already: an upload writes its key once.');
        throw error;
      });
      const location = `${publicOrigin()}${LOCAL_BUCKET_PATH}/${bucket.bucket}/${encodeURIComponent(stored.key).replaceAll('%2F', '/')}`;
      void reply.header('etag', stored.etag).header('location', location).header('cache-control', 'no-store');
      if (checked.successStatus === 201)
        return reply
          .code(201)
          .type('application/xml')
          .send(
            '<?xml version="1.0" encoding="UTF-8"?>\n' +
              `<PostResponse><Location>${xmlText(location)}</Location><Bucket>${xmlText(bucket.bucket)}</Bucket>` +
              `<Key>${xmlText(stored.key)}</Key><ETag>${xmlText(stored.etag)}</ETag></PostResponse>`,
          );
      return reply.code(checked.successStatus).send();
    } catch (error) {
      // What is left of a large refused body is not read: the connection closes after the answer.
      if (!request.raw.readableEnded) {
        const length = Number(request.headers['content-length']);
        if (length <= REFUSED_DRAIN_MAX_BYTES && (await drained(request.raw))) return fail(reply, error);
        void reply.header('connection', 'close');
      }
      return fail(reply, error);
    }
  });

  app.get('/:bucket/*', { exposeHeadRoute: false, compress: false }, async (request, reply) => {
    const { bucket: name } = request.params as { bucket: string };
    try {
      if (name !== bucket.bucket) throw new S3Error('NoSuchBucket', 'The specified bucket does not exist');
      const path = decodedPath(request.raw.url ?? '');
      const prefix = `${LOCAL_BUCKET_PATH}/${bucket.bucket}/`;
      if (path === undefined || !path.startsWith(prefix))
        throw new S3Error('InvalidArgument', 'The object key is not valid.');
      const { disposition } = await checkPresignedGet(request, path, bucket);
      const found = await bucket.objects.read(path.slice(prefix.length));
      if (!found) throw new S3Error('NoSuchKey', 'The specified key does not exist.');
      const { object, body } = found;
      return reply
        .type(object.contentType)
        .headers({
          'content-length': String(object.size),
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
          'content-disposition': disposition ?? contentDisposition(object.key, object.contentType),
          'x-content-type-options': 'nosniff',
          'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
          'cache-control': 'private, max-age=300',
        })
        .send(body);
    } catch (error) {
      return fail(reply, error);
    }
  });
};

/** Reads what is left of a request body, for {@link REFUSED_DRAIN_MS} at the most: true if it ended. */
function drained(body: NodeJS.ReadableStream & { readableEnded: boolean }): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), REFUSED_DRAIN_MS);
    const done = () => {
      clearTimeout(timer);
      resolve(body.readableEnded);
    };
    body.once('end', done);
    body.once('close', done);
    body.resume();
  });
}
