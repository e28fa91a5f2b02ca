/*
 * What an uploaded file must be, by its content type (issue 26, item 8): the extensions its name may
 * end in, and what its first bytes must be. One table, read by the upload token (the name against
 * the type, before anything is signed), by the server when a document is filed or an attachment is
 * sent (the stored bytes against the stored type), and by the apps before a file leaves.
 */

/**
 * What a file's first bytes must show:
 * - an image's or document's magic number (`png`, `jpeg`, `gif`, `webp`, `bmp`, `tiff`, `pdf`,
 *   `rtf`);
 * - `heif` / `avif`: an ISO media file (`ftyp` box) of one of those brands;
 * - `ole`: a Compound File (the Office 97–2003 `.doc`, `.xls`, `.ppt`);
 * - `zip`: a ZIP archive (the Office Open XML and OpenDocument files);
 * - `text`: text, and no markup or script a browser or shell would run (HTML, SVG, XML, `#!`).
 */
export type UploadSignature =
  'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'heif' | 'avif' | 'tiff' | 'pdf' | 'rtf' | 'ole' | 'zip' | 'text';

/**
 * Every content type an upload may have (the IMAGE and DOCUMENT types of `uploadMimeTypes`), with
 * the extensions a file of that type may be named with and what each one's bytes must be. A name
 * ending otherwise, or bytes of another kind, is refused.
 */
export const uploadFileTypes: Readonly<Record<string, Readonly<Record<string, UploadSignature>>>> = {
  'image/png': { png: 'png' },
  'image/jpeg': { jpg: 'jpeg', jpeg: 'jpeg', jpe: 'jpeg', jfif: 'jpeg' },
  'image/gif': { gif: 'gif' },
  'image/webp': { webp: 'webp' },
  'image/bmp': { bmp: 'bmp' },
  'image/heic': { heic: 'heif', heif: 'heif' },
  'image/heif': { heif: 'heif', heic: 'heif' },
  'image/tiff': { tif: 'tiff', tiff: 'tiff' },
  'image/avif': { avif: 'avif' },
  'application/pdf': { pdf: 'pdf' },
  'application/msword': { doc: 'ole' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { docx: 'zip' },
  // Windows names CSV files with Excel's type when Excel is installed: their bytes are text.
  'application/vnd.ms-excel': { xls: 'ole', csv: 'text' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { xlsx: 'zip' },
  'application/vnd.ms-powerpoint': { ppt: 'ole' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { pptx: 'zip' },
  'application/vnd.oasis.opendocument.text': { odt: 'zip' },
  'application/vnd.oasis.opendocument.spreadsheet': { ods: 'zip' },
  'application/vnd.oasis.opendocument.presentation': { odp: 'zip' },
  'application/rtf': { rtf: 'rtf' },
  'text/plain': { txt: 'text', text: 'text', csv: 'text' },
  'text/csv': { csv: 'text' },
};

/** How many of a file's first bytes its check reads. */
export const UPLOAD_SNIFF_BYTES = 4096;

/**
 * The extension of a file name (or storage key), in lower case, without its dot; '' when it has
 * none. Leading dots and spaces are no name (storage drops them: `..pdf` is saved as `pdf`).
 */
export function fileExtension(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1).replace(/^[.\s]+/, '');
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The extensions a file of this content type may be named with (none for a type uploads refuse). */
export function uploadExtensions(contentType: string): readonly string[] {
  const bare = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return Object.keys(uploadFileTypes[bare] ?? {});
}

/** What a file named `name` of this content type must hold, or undefined when the name does not fit the type. */
export function uploadSignature(name: string, contentType: string): UploadSignature | undefined {
  const bare = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return uploadFileTypes[bare]?.[fileExtension(name)];
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((byte, i) => bytes[at + i] === byte);

const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const avifBrands = new Set(['avif', 'avis']);

/** The brands an ISO media file's `ftyp` box names (major and compatible), or none. */
function isoBrands(bytes: Uint8Array): string[] {
  if (ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(size, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/**
 * Markup or script a browser or a shell would run, at the start of a text (after a byte-order mark
 * and white space) or anywhere in it: an HTML or XML document (`<!doctype`, `<html`, `<?xml`, any
 * leading tag or comment), SVG, a script element or `javascript:` URL, a `#!` interpreter line.
 */
const leadingMarkup = /^<[a-z!?/]/i;
const anywhereMarkup = /<(?:script|svg|html|iframe|object|embed|body|head|meta|link|style)\b|javascript:/i;

/** Whether the first bytes of a file are text, and no markup or script (see {@link leadingMarkup}). */
function isPlainText(bytes: Uint8Array): boolean {
  // Control characters other than tab, line feed, form feed and carriage return: binary, not text.
  for (const byte of bytes)
    if (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13) return false;
  // The markup looked for is ASCII: read byte by byte, past a UTF-8 byte-order mark.
  const from = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  let text = '';
  for (let at = from; at < bytes.length; at += 1024) text += ascii(bytes, at, at + 1024);
  const start = text.trimStart();
  if (leadingMarkup.test(start) || start.startsWith('#!')) return false;
  return !anywhereMarkup.test(text);
}

/** Whether a file's first bytes (at least {@link UPLOAD_SNIFF_BYTES} of them, or the whole file) are of this kind. */
export function bytesMatch(signature: UploadSignature, bytes: Uint8Array): boolean {
  switch (signature) {
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'gif':
      return ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a';
    case 'webp':
      return ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
    case 'bmp':
      return ascii(bytes, 0, 2) === 'BM' && bytes.length >= 26;
    case 'heif':
      return isoBrands(bytes).some((brand) => heifBrands.has(brand));
    case 'avif':
      return isoBrands(bytes).some((brand) => avifBrands.has(brand));
    case 'tiff':
      return startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]);
    case 'pdf':
      return ascii(bytes, 0, 5) === '%PDF-';
    case 'rtf':
      return ascii(bytes, 0, 5) === '{\\rtf';
    case 'ole':
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'zip':
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    case 'text':
      return bytes.length > 0 && isPlainText(bytes);
  }
}

/** Why a stored or chosen file is not what its type says, as a catalogue key, or undefined when it is. */
export type UploadMismatch = 'upload.error.extension' | 'upload.error.content';

/**
 * Checks a file against {@link uploadFileTypes}: its name must end in one of its type's extensions
 * (`upload.error.extension`), and, when its first bytes are given, they must be of that extension's
 * kind (`upload.error.content`). Undefined when the file is what its type says.
 *
 * @example uploadMismatch('invoice.exe', 'application/pdf') // 'upload.error.extension'
 * @example uploadMismatch('logo.png', 'image/png', svgBytes) // 'upload.error.content'
 */
export function uploadMismatch(
  name: string,
  contentType: string,
  firstBytes?: Uint8Array,
): UploadMismatch | undefined {
  const signature = uploadSignature(name, contentType);
  if (!signature) return 'upload.error.extension';
  if (firstBytes && !bytesMatch(signature, firstBytes)) return 'upload.error.content';
  return undefined;
}
