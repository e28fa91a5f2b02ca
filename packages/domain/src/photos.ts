import { formatFileSize } from './file-size.ts';
import { isPlainText, reordersText } from './text.ts';

/**
 * The rules of photo uploads (`POST /uploads/photos/{id}`, doc 2 §7; issue 15), one for the four
 * owners of photos: a lease takeover (several, with alternative text), a client, a staff member and
 * a file-tool dealer (one each). The server checks them; the photo field says them before a file
 * leaves the browser. No schema here: the screens use these without zod.
 */

/** The largest photo file an upload may carry: 15 MB, a full-size photo of a recent phone or camera. */
export const PHOTO_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** {@link PHOTO_UPLOAD_MAX_BYTES} in words, for messages, in the language they are said in: `15 MB`, `15 Mo`. */
export const photoUploadLimitText = (locale?: string) => formatFileSize(PHOTO_UPLOAD_MAX_BYTES, locale);

/**
 * The most pixels a photo may have, in millions: a 50-megapixel camera's photo fits, while a small
 * file that would unpack into gigabytes of pixels (a "decompression bomb") is refused unread.
 */
export const PHOTO_MAX_MEGAPIXELS = 60;

/** The longest file name a photo may have. */
export const PHOTO_FILE_NAME_MAX = 255;

/**
 * The image formats a photo may be in, as the server reads them from the file's bytes (its magic
 * numbers), never from its name or declared type. SVG is not among them: it can carry script.
 */
export const photoFormats = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'] as const;
/** One of {@link photoFormats}. */
export type PhotoFormat = (typeof photoFormats)[number];

/** What the file chooser offers: the types of {@link photoFormats}. */
export const photoAcceptedTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/tiff',
] as const;

/** Why a photo's file name is refused: it names a folder, or holds characters no name should. */
export type PhotoFileNameProblem = 'path' | 'characters';

/**
 * What is wrong with an uploaded photo's file name, if anything: a folder path (`/`, `\`, a drive
 * letter, `..`), control characters, unpaired surrogates, reordering marks (`photo\u202Egpj.exe`),
 * or more than {@link PHOTO_FILE_NAME_MAX} characters. A browser sends only the name, so a path in
 * it was written by hand.
 */
export function photoFileNameProblem(name: string): PhotoFileNameProblem | undefined {
  if (/[/\\]/.test(name) || /^[A-Za-z]:/.test(name) || name === '.' || name === '..') return 'path';
  if (!isPlainText(name) || reordersText(name) || name.length > PHOTO_FILE_NAME_MAX) return 'characters';
  return undefined;
}

/** Who a photo belongs to. */
export const photoOwnerKinds = ['lease-takeover', 'client', 'staff', 'file-dealer'] as const;
/** One of {@link photoOwnerKinds}. */
export type PhotoOwnerKind = (typeof photoOwnerKinds)[number];

/** The bucket folder of each owner's photos: `<folder>/<owner id>/<photo id>/<width>.webp`. */
export const photoFolders: Readonly<Record<PhotoOwnerKind, string>> = {
  'lease-takeover': 'lease-takeovers',
  client: 'clients',
  staff: 'staff',
  'file-dealer': 'file-dealers',
};
