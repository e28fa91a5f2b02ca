import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [12, '12 bytes'],
    [1023, '1,023 bytes'],
    [1024, '1 kB'],
    [1536, '1.5 kB'],
    [340 * 1024, '340 kB'],
    [25 * 1024 * 1024, '25 MB'],
    [3.25 * 1024 ** 3, '3.3 GB'],
  ])('%d bytes read as %s', (bytes, words) => {
    expect(formatFileSize(bytes)).toBe(words);
  });
});
