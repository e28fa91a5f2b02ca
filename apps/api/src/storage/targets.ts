import { randomUUID } from 'node:crypto';
import { message } from '@sfi/domain';
import type { Authenticated } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

/*
 * What an upload belongs to, and who may upload to it or read from it. The storage routes know no
 * chat room, quote or file: they ask the owner of the thing through the target its module
 * registers. A key says whose it is (`<prefix>/<id>/<imageId>/<file name>`), so reading a path asks
 * the same target about the same id.
 *
 * Registering a target (once, when the owner's module loads):
 *
 *   registerUploadTarget('fileNo', {
 *     prefix: 'lease-files',
 *     // Resolve if the session may upload to (and read from) file `id`; otherwise throw the
 *     // HttpError its own routes answer for a file the caller cannot see (404 for another dealer's).
 *     async authorize({ db, session, id }) {
 *       if (!(await fileVisibleTo(db, session, id))) throw new HttpError(404, message('…notFound'));
 *     },
 *   });
 *
 * The token request names the target by its field: `{ chatroomId }`, `{ leaseQuoteId }` or
 * `{ fileNo }` (UploadTokenRequestSchema of @sfi/domain). A kind without a registered target is
 * answered 400 ("Say what the file belongs to…"), as a token for nothing.
 */

/** The fields an upload token request may name its target by. */
export const uploadTargetKinds = ['chatroomId', 'leaseQuoteId', 'fileNo'] as const;
/** A field naming an upload's target. */
export type UploadTargetKind = (typeof uploadTargetKinds)[number];

/** The question a target answers: may this session reach thing `id`? */
export interface UploadAuthorization {
  db: Db;
  session: Authenticated;
  id: string;
  /**
   * For a read, the whole key asked for (its `id` is the thing's when it was uploaded); absent for an
   * upload. A target whose things change ids (a renumbered file) answers a read for the thing that
   * holds the key, not for whichever thing has that id now.
   */
  key?: string;
}

/** The owner of a kind of thing uploads belong to. */
export interface UploadTarget {
  /** The first segment of its keys (`lease-quotes`): lower-case letters and dashes, one per target. */
  prefix: string;
  /**
   * Resolves when the session may upload files to the thing and read its files; otherwise throws
   * the `HttpError` the owner's routes answer (404 for a thing of another dealer's, as for one that
   * does not exist). Called for every token and every read URL.
   */
  authorize(question: UploadAuthorization): Promise<void>;
}

const targets = new Map<UploadTargetKind, UploadTarget>();

/**
 * Makes `kind` a target uploads may name; replaces a target registered before under that kind (a
 * module loaded again by a test). Returns a function that removes it.
 */
export function registerUploadTarget(kind: UploadTargetKind, target: UploadTarget): () => void {
  if (!/^[a-z][a-z-]{0,39}$/.test(target.prefix)) throw new Error(`Bad upload key prefix: ${target.prefix}`);
  for (const [other, registered] of targets)
    if (other !== kind && registered.prefix === target.prefix)
      throw new Error(`The key prefix ${target.prefix} is ${other}'s already`);
  targets.set(kind, target);
  return () => {
    if (targets.get(kind) === target) targets.delete(kind);
  };
}

/** The target registered for a kind, if any. */
export function uploadTarget(kind: UploadTargetKind): UploadTarget | undefined {
  return targets.get(kind);
}

/** An id as a key segment may hold it: no slash, no dot-only segment, nothing a URL must escape oddly. */
const idPattern = /^(?!\.{1,2}$)[A-Za-z0-9._~-]{1,100}$/;
const imageIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The longest file-name segment of a key, in characters. */
export const KEY_NAME_MAX = 150;

/**
 * The file-name segment of a key: the original name, with path separators, control characters and
 * the bidirectional embeddings, overrides and isolates turned into `_`, no leading dots or spaces, at
 * most {@link KEY_NAME_MAX} characters (the extension kept). It can never be `..` or hold a `/`, and
 * it shows its characters in the order they are saved under: "invoice\u202Efdp.exe" would show as
 * "invoiceexe.pdf" and be saved, and opened, as an .exe.
 */
export function keyFileSegment(originalFilename: string): string {
  let name = originalFilename
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[/\\\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '_');
  name = name.replace(/^[.\s]+/, '').trimEnd();
  const chars = [...name];
  if (chars.length > KEY_NAME_MAX) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 16 ? [...name.slice(dot)] : [];
    name = [...chars.slice(0, KEY_NAME_MAX - extension.length), ...extension].join('');
  }
  return name || 'file';
}

/** The target of a kind, or the 400 of a token for nothing. */
function requireTarget(kind: UploadTargetKind): UploadTarget {
  const target = targets.get(kind);
  if (!target)
    throw new HttpError(400, message('upload.error.target'), { [kind]: message('upload.error.target') });
  return target;
}

/** A new key for an upload to thing `id` of `kind`; throws the target's refusal first. */
export async function newUploadKey(
  question: UploadAuthorization & { kind: UploadTargetKind; originalFilename: string },
): Promise<{ key: string; imageId: string }> {
  const target = requireTarget(question.kind);
  await target.authorize(question);
  // An id a key cannot hold is no thing the target has: the target said yes to it, but it has no files.
  if (!idPattern.test(question.id))
    throw new HttpError(400, message('upload.error.target'), {
      [question.kind]: message('upload.error.target'),
    });
  const imageId = randomUUID();
  return {
    key: `${target.prefix}/${question.id}/${imageId}/${keyFileSegment(question.originalFilename)}`,
    imageId,
  };
}

/** A key as `newUploadKey` writes it: its target, the thing's id and the file's segments. */
export function parseUploadKey(
  key: string,
): { kind: UploadTargetKind; target: UploadTarget; id: string } | undefined {
  const parts = key.split('/');
  if (parts.length !== 4) return undefined;
  const [prefix, id = '', imageId = '', name = ''] = parts;
  if (!idPattern.test(id) || !imageIdPattern.test(imageId) || name === '' || name !== keyFileSegment(name))
    return undefined;
  for (const [kind, target] of targets) if (target.prefix === prefix) return { kind, target, id };
  return undefined;
}

/** Resolves when the session may read the file at `key`; a malformed key is a 400, a refused one the target's error. */
export async function authorizeRead(db: Db, session: Authenticated, key: string): Promise<void> {
  const parsed = parseUploadKey(key);
  if (!parsed)
    throw new HttpError(400, message('upload.error.path'), { paths: message('upload.error.path') });
  await parsed.target.authorize({ db, session, id: parsed.id, key });
}
