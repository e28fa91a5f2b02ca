import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachmentContentType,
  fileIcons,
  isUploadAllowed,
  recognisedUploadType,
  UPLOAD_MAX_BYTES,
  uploadMimeTypes,
  UploadTokenRequestSchema,
  type ChatContentType,
  fileTypeIcon,
  roundProgress,
  uploadFormFields,
  uploadProgress,
  UploadTokenSchema,
  type FileIcon,
  type UploadEvent,
  type UploadProgress,
} from './index.ts';

describe('fileTypeIcon (doc 2 §9)', () => {
  it.each<[string, FileIcon]>([
    ['photo.JPG', 'image'],
    ['image/png', 'image'],
    ['voice-note.m4a', 'audio'],
    ['audio/mpeg', 'audio'],
    ['walkaround.mov', 'video'],
    ['video/mp4', 'video'],
    ['Lease Agreement.pdf', 'pdf'],
    ['application/pdf', 'pdf'],
    ['offer.docx', 'word'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'word'],
    ['application/msword', 'word'],
    ['report.xlsx', 'excel'],
    ['export.csv', 'excel'],
    ['application/vnd.ms-excel', 'excel'],
    ['deck.pptx', 'powerpoint'],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'powerpoint'],
    ['notes.txt', 'text'],
    ['text/plain', 'text'],
    ['data.json', 'code'],
    ['application/json', 'code'],
    ['script.ts', 'code'],
    ['bundle.zip', 'archive'],
    ['application/zip', 'archive'],
    ['logs.tar.gz', 'archive'],
    ['chat/room-1/photo.png?X-Amz-Signature=abc', 'image'],
    ['README', 'text'],
    ['mystery.xyz', 'text'],
    ['', 'text'],
  ])('%j → %s', (input, icon) => {
    expect(fileTypeIcon(input)).toBe(icon);
  });

  it('always gives one of the ten icons (fast-check)', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(fileIcons).toContain(fileTypeIcon(input));
      }),
    );
  });

  it.each([
    ['photo.png', 'IMAGE'],
    ['memo.mp3', 'AUDIO'],
    ['clip.mp4', 'VIDEO'],
    ['lease.pdf', 'DOCUMENT'],
    ['unknown', 'DOCUMENT'],
  ])('attaching %s sends content type %s', (file, type) => {
    expect(attachmentContentType(file)).toBe(type);
  });
});

describe('upload progress (doc 2 §4: 0, a rounded percentage, "complete", null)', () => {
  it.each<[UploadEvent, UploadProgress]>([
    [{ type: 'start' }, 0],
    [{ type: 'progress', loaded: 0, total: 1000 }, 0],
    [{ type: 'progress', loaded: 333, total: 1000 }, 33],
    [{ type: 'progress', loaded: 335, total: 1000 }, 34],
    [{ type: 'progress', loaded: 1000, total: 1000 }, 100],
    [{ type: 'progress', loaded: 10, total: 0 }, 0],
    [{ type: 'complete' }, 'complete'],
    [{ type: 'error' }, null],
  ])('%j → %j', (event, progress) => {
    expect(uploadProgress(event)).toBe(progress);
  });

  it('is a whole number from 0 to 100 and never goes back as more is sent (fast-check)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (a, b, total) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        const low = roundProgress(less, total);
        const high = roundProgress(more, total);
        expect(Number.isInteger(low)).toBe(true);
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(100);
        expect(high).toBeGreaterThanOrEqual(low);
      }),
    );
  });
});

describe('uploadFormFields (doc 2 §5)', () => {
  it('sends every token field except imageId, originalFilename, chatroomId and leaseQuoteId', () => {
    const token = UploadTokenSchema.parse({
      key: 'chat/room-1/abc.png',
      imageId: 'abc',
      originalFilename: 'photo.png',
      chatroomId: 'room-1',
      leaseQuoteId: 'q-1',
      url: 'https://bucket.example/upload',
      policy: 'eyJleHBpcmF0aW9uIjoi',
      'X-Amz-Signature': 'f00d',
      'Content-Type': 'image/png',
    });
    expect(uploadFormFields(token)).toEqual({
      key: 'chat/room-1/abc.png',
      policy: 'eyJleHBpcmF0aW9uIjoi',
      'X-Amz-Signature': 'f00d',
      'Content-Type': 'image/png',
    });
  });
});

describe('upload types (doc 2 §9: images and documents uploaded; audio and video recognised)', () => {
  it.each<[string, ChatContentType | undefined, boolean]>([
    ['image/png', 'IMAGE', true],
    ['IMAGE/JPEG; q=1', 'IMAGE', true],
    ['application/pdf', 'DOCUMENT', true],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'DOCUMENT', true],
    ['text/csv', 'DOCUMENT', true],
    ['audio/mpeg', 'AUDIO', false],
    ['video/mp4', 'VIDEO', false],
    ['image/svg+xml', undefined, false],
    ['text/html', undefined, false],
    ['application/octet-stream', undefined, false],
    ['', undefined, false],
  ])('%s is %s, uploadable: %s', (mime, type, allowed) => {
    expect(recognisedUploadType(mime)).toBe(type);
    expect(isUploadAllowed(mime)).toBe(allowed);
  });

  it('lists each MIME type under one content type only', () => {
    const all = Object.values(uploadMimeTypes).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('UploadTokenRequestSchema', () => {
  const base = { originalFilename: 'a.pdf', contentType: 'application/pdf', size: 1, chatroomId: 'room-1' };
  it.each<[string, object, boolean]>([
    ['a PDF for a room', {}, true],
    ['the largest file', { size: UPLOAD_MAX_BYTES }, true],
    ['one byte more', { size: UPLOAD_MAX_BYTES + 1 }, false],
    ['an empty file', { size: 0 }, false],
    ['no target', { chatroomId: undefined }, false],
    ['two targets', { fileNo: 'F-1' }, false],
    ['a video', { contentType: 'video/mp4' }, false],
  ])('%s: valid %s', (_name, change, valid) => {
    expect(UploadTokenRequestSchema.safeParse({ ...base, ...change }).success).toBe(valid);
  });
});
