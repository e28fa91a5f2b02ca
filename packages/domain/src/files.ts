import type { ChatContentType, UploadToken } from './entities/chat.ts';
import { formatFileSize } from './file-size.ts';
import { message } from './messages.ts';
import { uploadExtensions, uploadMismatch } from './upload-types.ts';

/**
 * Files and uploads (doc 2 §4, §5, §9): the icon a file type shows, an upload's progress, and the
 * form fields of a direct upload to storage.
 */

/** The icons a file can show (doc 2 §9). */
export const fileIcons = [
  'image',
  'audio',
  'video',
  'pdf',
  'word',
  'excel',
  'powerpoint',
  'text',
  'code',
  'archive',
] as const;
/** A file icon. */
export type FileIcon = (typeof fileIcons)[number];

/** File extensions by icon. Anything not listed shows the text icon. */
export const fileIconExtensions: Readonly<Record<Exclude<FileIcon, 'text'>, readonly string[]>> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'heic', 'heif', 'tif', 'tiff', 'ico', 'avif'],
  audio: ['mp3', 'wav', 'ogg', 'oga', 'm4a', 'aac', 'flac', 'weba', 'opus'],
  video: ['mp4', 'mov', 'avi', 'mkv', 'webm', 'm4v', 'wmv', 'mpeg', 'mpg', '3gp'],
  pdf: ['pdf'],
  word: ['doc', 'docx', 'odt', 'rtf'],
  excel: ['xls', 'xlsx', 'xlsm', 'ods', 'csv'],
  powerpoint: ['ppt', 'pptx', 'odp', 'key'],
  code: [
    'js',
    'mjs',
    'cjs',
    'ts',
    'tsx',
    'jsx',
    'json',
    'html',
    'htm',
    'css',
    'xml',
    'py',
    'java',
    'c',
    'cpp',
    'cs',
    'go',
    'rb',
    'php',
    'sh',
    'sql',
    'yml',
    'yaml',
  ],
  archive: ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2', 'xz'],
};

const mimePattern = /^[a-z]+\/[a-z0-9.+-]+$/i;

function iconForMime(mime: string): FileIcon {
  const [kind, subtype = ''] = mime.toLowerCase().split('/') as [string, string?];
  if (kind === 'image' || kind === 'audio' || kind === 'video') return kind;
  if (subtype === 'pdf') return 'pdf';
  if (/msword|wordprocessingml|opendocument\.text|rtf/.test(subtype)) return 'word';
  if (/ms-excel|spreadsheetml|opendocument\.spreadsheet|^csv$/.test(subtype)) return 'excel';
  if (/ms-powerpoint|presentationml|opendocument\.presentation/.test(subtype)) return 'powerpoint';
  if (/zip|x-rar|x-7z|x-tar|gzip|x-bzip|x-xz|compressed/.test(subtype)) return 'archive';
  if (/json|javascript|typescript|html|css|xml|x-python|x-sh|x-java|x-c|sql|yaml/.test(subtype))
    return 'code';
  return 'text';
}

/**
 * The icon of a file, from its name (or storage path or URL) or its MIME type (doc 2 §9): image,
 * audio, video, pdf, word, excel, powerpoint, text, code or archive; text when unknown.
 *
 * @example fileTypeIcon('Lease Agreement.PDF') // 'pdf'
 * @example fileTypeIcon('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') // 'excel'
 */
export function fileTypeIcon(fileNameOrMime: string): FileIcon {
  const value = fileNameOrMime.trim();
  if (mimePattern.test(value)) return iconForMime(value);
  const name = value.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  if (dot < 0) return 'text';
  const extension = name.slice(dot + 1).toLowerCase();
  for (const [icon, extensions] of Object.entries(fileIconExtensions) as [FileIcon, readonly string[]][])
    if (extensions.includes(extension)) return icon;
  return 'text';
}

/**
 * The content type a chat attachment is sent with: IMAGE, AUDIO or VIDEO for those kinds of
 * file, DOCUMENT for anything else (doc 2 §3, §9).
 */
export function attachmentContentType(fileNameOrMime: string): ChatContentType {
  const icon = fileTypeIcon(fileNameOrMime);
  return icon === 'image' ? 'IMAGE' : icon === 'audio' ? 'AUDIO' : icon === 'video' ? 'VIDEO' : 'DOCUMENT';
}

/**
 * An upload's progress (doc 2 §4): 0 when it starts, a whole percentage while it runs,
 * 'complete' once it succeeded, and null when it failed.
 */
export type UploadProgress = number | 'complete' | null;

/** Something that happened to an upload. */
export type UploadEvent =
  | { type: 'start' }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'complete' }
  | { type: 'error' };

/**
 * The share of an upload that has been sent, as a whole percentage from 0 to 100. An unknown or
 * zero total gives 0.
 *
 * @example roundProgress(512, 2048) // 25
 */
export function roundProgress(loaded: number, total: number): number {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0 || loaded <= 0) return 0;
  return Math.min(100, Math.round((loaded / total) * 100));
}

/** The progress an upload event leaves the upload at; see {@link UploadProgress}. */
export function uploadProgress(event: UploadEvent): UploadProgress {
  switch (event.type) {
    case 'start':
      return 0;
    case 'progress':
      return roundProgress(event.loaded, event.total);
    case 'complete':
      return 'complete';
    case 'error':
      return null;
  }
}

/** Token fields that identify the upload to the app and are not sent to storage (doc 2 §5). */
export const uploadTokenOwnFields = [
  'imageId',
  'originalFilename',
  'chatroomId',
  'leaseQuoteId',
  'url',
] as const;

/**
 * The form fields of the direct upload to storage (doc 2 §5): every token field except imageId,
 * originalFilename, chatroomId and leaseQuoteId (and the `url` the form is posted to). Append the
 * file itself last.
 *
 * @example
 * const form = new FormData();
 * for (const [name, value] of Object.entries(uploadFormFields(token))) form.append(name, value);
 * form.append('file', file);
 */
export function uploadFormFields(token: UploadToken): Record<string, string> {
  const omitted: readonly string[] = uploadTokenOwnFields;
  return Object.fromEntries(
    Object.entries(token).filter(
      (entry): entry is [string, string] => !omitted.includes(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

/** The largest file a direct upload may carry (25 MB), checked by the upload token and by storage. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/**
 * The upload size limit in words, for messages, in the language they are said in: `25 MB`,
 * `25 Mo`. Here, not beside the upload schemas: the API client's uploads use it, and with it the
 * schemas (and zod) would come into every app's first load.
 */
export const uploadLimitText = (locale?: string) => formatFileSize(UPLOAD_MAX_BYTES, locale);

/**
 * The MIME types of attachments, by the content type a chat message shows them with (doc 2 §3,
 * §9). IMAGE and DOCUMENT may be uploaded; AUDIO and VIDEO are recognised (a message holding one
 * shows as such) but not accepted for upload. SVG is left out of the images: it can carry script.
 */
export const uploadMimeTypes: Readonly<Record<ChatContentType, readonly string[]>> = {
  IMAGE: [
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/bmp',
    'image/heic',
    'image/heif',
    'image/tiff',
    'image/avif',
  ],
  DOCUMENT: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'application/rtf',
    'text/plain',
    'text/csv',
  ],
  AUDIO: ['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg', 'audio/wav', 'audio/webm', 'audio/flac'],
  VIDEO: ['video/mp4', 'video/quicktime', 'video/webm', 'video/ogg', 'video/x-msvideo', 'video/mpeg'],
};

/** The content types whose files may be uploaded: images and documents (doc 2 §9). */
export const uploadableContentTypes = ['IMAGE', 'DOCUMENT'] as const satisfies readonly ChatContentType[];

/** A MIME type without parameters, in lower case: `Image/PNG; x=1` → `image/png`. */
export function bareMimeType(mime: string): string {
  return (mime.split(';')[0] ?? '').trim().toLowerCase();
}

/** The attachment content type a MIME type is recognised as, or undefined for one not listed. */
export function recognisedUploadType(mime: string): ChatContentType | undefined {
  const bare = bareMimeType(mime);
  return (Object.entries(uploadMimeTypes) as [ChatContentType, readonly string[]][]).find(([, types]) =>
    types.includes(bare),
  )?.[0];
}

/** Whether a file of this MIME type may be uploaded: a listed image or document type. */
export function isUploadAllowed(mime: string): boolean {
  const type = recognisedUploadType(mime);
  return type !== undefined && (uploadableContentTypes as readonly string[]).includes(type);
}

/**
 * What is wrong with a file of this name and type, in the catalogue's words, or undefined when
 * nothing is: its name must end in an extension of its type, and its first bytes, when given, must
 * be that type's (`uploadMismatch` of upload-types.ts).
 */
export function uploadMismatchText(name: string, type: string, firstBytes?: Uint8Array): string | undefined {
  const mismatch = uploadMismatch(name, type, firstBytes);
  if (mismatch === 'upload.error.extension')
    return message(mismatch, {
      extensions: uploadExtensions(type)
        .map((extension) => `.${extension}`)
        .join(', '),
    });
  return mismatch && message(mismatch);
}

/**
 * Why a file cannot be uploaded, in the catalogue's words, or undefined when it can: the upload
 * token's own rules (type, empty, size limit, a name that fits the type), checked before the file
 * leaves, for every upload control. With the file's first bytes (`UPLOAD_SNIFF_BYTES` of them), also
 * what storage checks when the file is filed or sent: that they are what the type says.
 */
export function uploadProblem(
  file: { name?: string; type: string; size: number },
  firstBytes?: Uint8Array,
): string | undefined {
  if (!isUploadAllowed(file.type)) return message('upload.error.type');
  if (file.size === 0) return message('upload.error.empty');
  if (file.size > UPLOAD_MAX_BYTES) return message('upload.error.tooLarge', { max: uploadLimitText() });
  return file.name === undefined ? undefined : uploadMismatchText(file.name, file.type, firstBytes);
}
