import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, UPLOAD_MAX_BYTES } from '@sfi/domain';
import { attachProblem, textProblem } from './composing.ts';

describe('what the composer sends', () => {
  it.each([
    ['', 'Write a message first.'],
    ['  \n\t ', 'Write a message first.'],
    ['Hello', undefined],
    ['  Hello  ', undefined],
    ['x'.repeat(CHAT_MESSAGE_MAX), undefined],
    [`  ${'x'.repeat(CHAT_MESSAGE_MAX)}  `, undefined],
    ['x'.repeat(CHAT_MESSAGE_MAX + 1), `Use ${CHAT_MESSAGE_MAX} characters or fewer.`],
  ])('text of %# characters: %s', (text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });

  it.each([
    ['a PDF', { type: 'application/pdf', size: 1200 }, undefined],
    ['a photo', { type: 'image/jpeg', size: UPLOAD_MAX_BYTES }, undefined],
    [
      'a photo one byte too large',
      { type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 },
      'Attach a file of at most 25 MB.',
    ],
    ['an empty file', { type: 'text/plain', size: 0 }, 'The file is empty: attach one with something in it.'],
    [
      'a video (recognised, not uploaded)',
      { type: 'video/mp4', size: 1200 },
      expect.stringMatching(/^Attach an image or a document/),
    ],
    [
      'an SVG (can carry script)',
      { type: 'image/svg+xml', size: 1200 },
      expect.stringMatching(/^Attach an image or a document/),
    ],
    ['no type at all', { type: '', size: 1200 }, expect.stringMatching(/^Attach an image or a document/)],
    // Issue 26, item 8: the name ends as the type does.
    ['a named PDF', { name: 'Lease.pdf', type: 'application/pdf', size: 1200 }, undefined],
    [
      'a program sent as a PDF',
      { name: 'invoice.exe', type: 'application/pdf', size: 1200 },
      'The file’s name does not fit its type: name it with .pdf, or choose another file.',
    ],
    [
      'an SVG sent as a PNG',
      { name: 'logo.svg', type: 'image/png', size: 1200 },
      'The file’s name does not fit its type: name it with .png, or choose another file.',
    ],
  ])('%s', (_, file, problem) => {
    expect(attachProblem(file)).toEqual(problem);
  });
});
