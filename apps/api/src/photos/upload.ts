import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PHOTO_MAX_MEGAPIXELS,
  PHOTO_UPLOAD_MAX_BYTES,
  photoFileNameProblem,
  photoMessage,
  photoUploadLimitText,
  TAKEOVER_PHOTO_WIDTHS,
  TakeoverImageSchema,
  type TakeoverPhotoWidth,
} from '@sfi/domain';
import { noneMatchHits } from '../http/etag.ts';
import { HttpError } from '../http/errors.ts';
import type { Storage } from '../storage/storage.ts';
import {
  PHOTO_CONTENT_TYPE,
  photoBytesProblem,
  photoFileKey,
  PhotoUnreadableError,
  storePhoto,
  type StoredPhotoSize,
} from './photos.ts';

/** A photo as uploaded: its bytes (checked to be a photo we take), its file name, and its alt text if sent. */
export interface PhotoUpload {
  bytes: Buffer;
  fileName: string;
  alt?: string;
}

/** A 400 about the uploaded file, its message also as the `file` field's error. */
const badFile = (text: string, status = 400) => new HttpError(status, text, { file: text });

/**
 * Lets a scope read photo uploads (`POST /uploads/photos/{id}`): multipart bodies of one file of
 * at most `PHOTO_UPLOAD_MAX_BYTES` and an optional `alt` field. File names keep their folders, so
 * that a name with a path is seen and refused rather than quietly cut.
 */
export async function acceptPhotoUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    preservePath: true,
    limits: {
      fileSize: PHOTO_UPLOAD_MAX_BYTES,
      files: 1,
      fields: 2,
      parts: 3,
      fieldNameSize: 100,
      fieldSize: 4 * 1024,
      headerPairs: 20,
    },
  });
}

/**
 * Reads the photo of a `POST /uploads/photos/{id}` (multipart field `file`, optional field `alt`),
 * and checks it: one file, not empty, at most `PHOTO_UPLOAD_MAX_BYTES` (413), a file name without a
 * path or control characters, its bytes those of a photo in one of `photoFormats` with at most
 * `PHOTO_MAX_MEGAPIXELS` (its name and declared type are not trusted), and an alt text of a takeover
 * photo's length. Anything else is a 400 saying what to do.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw badFile(photoMessage('photos.error.notMultipart'));
  let file: { bytes: Buffer; fileName: string } | undefined;
  let alt: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw badFile(photoMessage(file ? 'photos.error.oneFile' : 'photos.error.missing'));
        }
        const bytes = await part.toBuffer();
        file = { bytes, fileName: part.filename };
      } else if (part.fieldname === 'alt') {
        alt = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw badFile(photoMessage('photos.error.tooLarge', { max: photoUploadLimitText() }), 413);
    if (code === 'FST_FILES_LIMIT') throw badFile(photoMessage('photos.error.oneFile'));
    // A multipart body that does not parse (no boundary, cut short, too many parts).
    throw badFile(photoMessage('photos.error.unreadable'));
  }
  if (!file) throw badFile(photoMessage('photos.error.missing'));
  if (photoFileNameProblem(file.fileName)) throw badFile(photoMessage('photos.error.fileName'));
  if (file.bytes.length === 0) throw badFile(photoMessage('photos.error.empty'));
  if (alt !== undefined) {
    const parsed = TakeoverImageSchema.shape.alt.safeParse(alt);
    if (!parsed.success) {
      const text = parsed.error.issues[0]?.message ?? photoMessage('photos.error.unreadable');
      throw new HttpError(400, text, { alt: text });
    }
  }
  const problem = await photoBytesProblem(file.bytes);
  if (problem === 'notImage') throw badFile(photoMessage('photos.error.notImage'));
  if (problem === 'tooManyPixels')
    throw badFile(photoMessage('photos.error.tooManyPixels', { max: PHOTO_MAX_MEGAPIXELS }));
  return { ...file, ...(alt !== undefined && { alt }) };
}

/**
 * Stores an uploaded photo (`storePhoto`): one whose pixels do not decode, though its header read
 * as a photo's (a file cut short), is the 400 of a file that is not a photo, and nothing is stored.
 */
export async function storeUploadedPhoto(
  storage: Storage,
  key: string,
  bytes: Buffer,
): Promise<StoredPhotoSize> {
  return storePhoto(storage, key, bytes).catch((error: unknown) => {
    if (error instanceof PhotoUnreadableError) throw badFile(photoMessage('photos.error.notImage'));
    throw error;
  });
}

/** `480.webp`, `960.webp`, `1440.webp`: one stored width of a photo. */
const photoFilePattern = new RegExp(`^(${TAKEOVER_PHOTO_WIDTHS.join('|')})\\.webp$`);

/** The width a photo file's name (`960.webp`) asks for, or `undefined` for a name that is none. */
export function photoFileWidth(file: string): TakeoverPhotoWidth | undefined {
  const found = photoFilePattern.exec(file)?.[1];
  return found === undefined ? undefined : (Number(found) as TakeoverPhotoWidth);
}

/**
 * Streams one stored file of a photo from the bucket, with its entity tag (a 304 when the caller
 * has it) and `cacheControl`: a photo's files never change under their address, since a new photo
 * gets a new id. Throws `notFound` when the file is not in the bucket.
 */
export async function sendPhotoFile(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    storage: Storage;
    key: string;
    width: TakeoverPhotoWidth;
    cacheControl: string;
    notFound: () => Error;
  },
): Promise<FastifyReply> {
  const stored = await options.storage.getObject(photoFileKey(options.key, options.width));
  if (!stored) throw options.notFound();
  void reply.headers({
    'cache-control': options.cacheControl,
    etag: stored.etag,
    'last-modified': stored.object.lastModified.toUTCString(),
  });
  if (noneMatchHits(request.headers['if-none-match'], stored.etag)) {
    stored.body.destroy();
    return reply.code(304).send();
  }
  return reply
    .type(PHOTO_CONTENT_TYPE)
    .header('content-length', String(stored.object.size))
    .send(stored.body);
}
