import {
  isUploadAllowed,
  message,
  UPLOAD_MAX_BYTES,
  UPLOAD_SNIFF_BYTES,
  uploadLimitText,
  uploadMismatchText,
} from '@sfi/domain';
import { keyFileName } from '../db/storage-keys.ts';
import type { Storage } from './storage.ts';
import type { StoredObject } from './stored-object.ts';

/**
 * An uploaded object as it may be filed or sent (issue 26, item 8): what storage holds under the
 * key, checked against the product's rules, never what the caller says of it. Its name is the key's
 * (the one `Content-Disposition` downloads it as), its name ends as its type does and its first
 * bytes are that type's (`uploadFileTypes` of @sfi/domain), and it is at most 25 MB.
 */
export type CheckedUpload =
  | { ok: true; name: string; object: StoredObject }
  /** Nothing under the key: not uploaded (yet). */
  | { ok: false; reason: 'missing' }
  /** There, but not what its type says: the refusal in the catalogue's words. */
  | { ok: false; reason: 'mismatch'; text: string };

/** Reads the object's metadata and first bytes (one read) and checks them; see {@link CheckedUpload}. */
export async function checkUploadedObject(
  storage: Pick<Storage, 'firstBytes'>,
  key: string,
): Promise<CheckedUpload> {
  const found = await storage.firstBytes(key, UPLOAD_SNIFF_BYTES);
  if (!found) return { ok: false, reason: 'missing' };
  const name = keyFileName(key);
  const { object, bytes } = found;
  // The upload form's policy binds the size on S3; a store that checks no policy (s3rver) took it anyway.
  if (object.size > UPLOAD_MAX_BYTES)
    return {
      ok: false,
      reason: 'mismatch',
      text: message('upload.error.tooLarge', { max: uploadLimitText() }),
    };
  if (!isUploadAllowed(object.contentType))
    return { ok: false, reason: 'mismatch', text: message('upload.error.type') };
  const text = uploadMismatchText(name, object.contentType, bytes);
  return text === undefined ? { ok: true, name, object } : { ok: false, reason: 'mismatch', text };
}
