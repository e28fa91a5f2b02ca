import { describe, expect, it } from 'vitest';
import {
  bytesMatch,
  message,
  UploadTokenRequestSchema,
  uploadExtensions,
  uploadFileTypes,
  uploadMimeTypes,
  uploadMismatch,
  uploadProblem,
  uploadSignature,
  type UploadSignature,
} from './index.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

/** A file of each kind, as its first bytes are. */
const samples: Record<UploadSignature, Uint8Array> = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  bmp: bytes('BM', new Array<number>(30).fill(0)),
  heif: bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'),
  avif: bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'),
  tiff: bytes('II*', [0]),
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
  rtf: bytes('{\\rtf1\\ansi Hello}'),
  ole: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  zip: bytes('PK', [3, 4, 20, 0], '[Content_Types].xml'),
  text: bytes('\ufeffName,Amount\r\nJane <jane@example.com>,1 < 2\tok\n'),
};

describe('uploadFileTypes: every type uploads allow, its extensions and their bytes', () => {
  // Row by row: the content type, each extension its files may have, and what their bytes must be.
  it.each<[string, Record<string, UploadSignature>]>([
    ['image/png', { png: 'png' }],
    ['image/jpeg', { jpg: 'jpeg', jpeg: 'jpeg', jpe: 'jpeg', jfif: 'jpeg' }],
    ['image/gif', { gif: 'gif' }],
    ['image/webp', { webp: 'webp' }],
    ['image/bmp', { bmp: 'bmp' }],
    ['image/heic', { heic: 'heif', heif: 'heif' }],
    ['image/heif', { heif: 'heif', heic: 'heif' }],
    ['image/tiff', { tif: 'tiff', tiff: 'tiff' }],
    ['image/avif', { avif: 'avif' }],
    ['application/pdf', { pdf: 'pdf' }],
    ['application/msword', { doc: 'ole' }],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', { docx: 'zip' }],
    ['application/vnd.ms-excel', { xls: 'ole', csv: 'text' }],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', { xlsx: 'zip' }],
    ['application/vnd.ms-powerpoint', { ppt: 'ole' }],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', { pptx: 'zip' }],
    ['application/vnd.oasis.opendocument.text', { odt: 'zip' }],
    ['application/vnd.oasis.opendocument.spreadsheet', { ods: 'zip' }],
    ['application/vnd.oasis.opendocument.presentation', { odp: 'zip' }],
    ['application/rtf', { rtf: 'rtf' }],
    ['text/plain', { txt: 'text', text: 'text', csv: 'text' }],
    ['text/csv', { csv: 'text' }],
  ])('%s', (type, extensions) => {
    expect(uploadFileTypes[type]).toEqual(extensions);
    expect(uploadExtensions(type)).toEqual(Object.keys(extensions));
    for (const [extension, signature] of Object.entries(extensions)) {
      const name = `Lease agreement.${extension.toUpperCase()}`;
      expect(uploadSignature(name, `${type}; charset=binary`)).toBe(signature);
      expect(uploadMismatch(name, type, samples[signature])).toBeUndefined();
    }
  });

  it('covers exactly the image and document types uploads allow', () => {
    expect(Object.keys(uploadFileTypes).sort()).toEqual(
      [...uploadMimeTypes.IMAGE, ...uploadMimeTypes.DOCUMENT].sort(),
    );
  });
});

describe('uploadMismatch: the attacks of issue 26, item 8', () => {
  const exe = bytes('MZ', [0x90, 0, 3, 0, 0, 0], 'This program cannot be run in DOS mode.');
  const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  const html = bytes('\n  <!DOCTYPE html><html><script>alert(1)</script>');
  it.each<[string, string, string, Uint8Array | undefined, ReturnType<typeof uploadMismatch>]>([
    ['an .exe sent as a PDF', 'invoice.exe', 'application/pdf', undefined, 'upload.error.extension'],
    ['a name with no extension', 'invoice', 'application/pdf', undefined, 'upload.error.extension'],
    ['a PDF named .pdf.exe', 'invoice.pdf.exe', 'application/pdf', undefined, 'upload.error.extension'],
    ['an .svg sent as a PNG', 'logo.svg', 'image/png', undefined, 'upload.error.extension'],
    ['an .html sent as text', 'notes.html', 'text/plain', undefined, 'upload.error.extension'],
    ['a dot file', '.pdf', 'application/pdf', undefined, 'upload.error.extension'],
    ['dots before the extension', '..pdf', 'application/pdf', undefined, 'upload.error.extension'],
    ['leading dots and spaces', ' . .hidden.pdf', 'application/pdf', undefined, undefined],
    ['a type uploads refuse', 'a.svg', 'image/svg+xml', undefined, 'upload.error.extension'],
    ['executable bytes in a .pdf', 'invoice.pdf', 'application/pdf', exe, 'upload.error.content'],
    ['SVG in a .png', 'logo.png', 'image/png', svg, 'upload.error.content'],
    ['HTML in a .txt', 'notes.txt', 'text/plain', html, 'upload.error.content'],
    ['HTML in a .csv', 'list.csv', 'text/csv', bytes('<html><body>x'), 'upload.error.content'],
    ['SVG in a .txt', 'notes.txt', 'text/plain', svg, 'upload.error.content'],
    ['XML in a .txt', 'notes.txt', 'text/plain', bytes('<?xml version="1.0"?><x/>'), 'upload.error.content'],
    [
      'a script inside text',
      'n.txt',
      'text/plain',
      bytes('hello\n<script>x()</script>'),
      'upload.error.content',
    ],
    [
      'a javascript: URL in text',
      'n.txt',
      'text/plain',
      bytes('see javascript:alert(1)'),
      'upload.error.content',
    ],
    ['a shell script as text', 'run.txt', 'text/plain', bytes('#!/bin/sh\nrm -rf /'), 'upload.error.content'],
    ['binary bytes as text', 'a.csv', 'text/csv', bytes([0, 1, 2, 3]), 'upload.error.content'],
    ['an empty head as text', 'a.txt', 'text/plain', bytes(), 'upload.error.content'],
    ['a ZIP as a Word 97 file', 'a.doc', 'application/msword', samples.zip, 'upload.error.content'],
    ['a JPEG as a PNG', 'a.png', 'image/png', samples.jpeg, 'upload.error.content'],
    ['a PNG as a HEIC', 'a.heic', 'image/heic', samples.png, 'upload.error.content'],
    ['a PDF', 'invoice.pdf', 'application/pdf', samples.pdf, undefined],
    ['a CSV from Windows', 'rates.csv', 'application/vnd.ms-excel', samples.text, undefined],
    ['text with an address in angle brackets', 'a.txt', 'text/plain', samples.text, undefined],
  ])('%s', (_case, name, type, head, expected) => {
    expect(uploadMismatch(name, type, head)).toBe(expected);
  });

  it('reads no further than the bytes it is given', () => {
    expect(bytesMatch('png', samples.png.subarray(0, 4))).toBe(false);
    expect(bytesMatch('webp', bytes('RIFF'))).toBe(false);
    expect(bytesMatch('heif', bytes([0, 0, 0, 0x18], 'ftyp'))).toBe(false);
  });
});

describe('uploadProblem says it in the catalogue’s words', () => {
  it.each<
    [string, { name?: string; type: string; size: number }, Uint8Array | undefined, string | undefined]
  >([
    [
      'a PDF named .exe',
      { name: 'invoice.exe', type: 'application/pdf', size: 10 },
      undefined,
      message('upload.error.extension', { extensions: '.pdf' }),
    ],
    [
      'a JPEG named .gif',
      { name: 'a.gif', type: 'image/jpeg', size: 10 },
      undefined,
      message('upload.error.extension', { extensions: '.jpg, .jpeg, .jpe, .jfif' }),
    ],
    [
      'SVG bytes named .png',
      { name: 'a.png', type: 'image/png', size: 10 },
      bytes('<svg/>'),
      message('upload.error.content'),
    ],
    ['a PDF', { name: 'a.pdf', type: 'application/pdf', size: 10 }, samples.pdf, undefined],
    ['no name: the type and size alone', { type: 'application/pdf', size: 10 }, undefined, undefined],
    [
      'a refused type first',
      { name: 'a.exe', type: 'application/x-msdownload', size: 10 },
      undefined,
      message('upload.error.type'),
    ],
  ])('%s', (_case, file, head, expected) => {
    expect(uploadProblem(file, head)).toBe(expected);
  });
});

describe('UploadTokenRequestSchema: the name fits the type', () => {
  const base = { originalFilename: 'a.pdf', contentType: 'application/pdf', size: 1, fileNo: 'F-1' };
  it.each<[string, string, string, boolean]>([
    ['a PDF', 'Lease.PDF', 'application/pdf', true],
    ['an .exe as a PDF', 'invoice.exe', 'application/pdf', false],
    ['an .svg as a PNG', 'logo.svg', 'image/png', false],
    ['an .html as text', 'notes.html', 'text/plain', false],
    ['a CSV as text', 'rates.csv', 'text/plain', true],
  ])('%s', (_case, originalFilename, contentType, valid) => {
    const parsed = UploadTokenRequestSchema.safeParse({ ...base, originalFilename, contentType });
    expect(parsed.success).toBe(valid);
    if (!parsed.success) expect(parsed.error.issues[0]?.path).toEqual(['originalFilename']);
  });
});
