import { describe, expect, it, vi } from 'vitest';
import { readUrlBatcher } from './readUrls.ts';

const answer = (paths: string[]) =>
  Promise.resolve({ urls: paths.map((path) => ({ url: `https://bucket/${path}?sig` })) });

describe('read URLs in batches', () => {
  it('asks once for every path asked in the same tick, each path once, and gives each caller its own URL', async () => {
    const fetchUrls = vi.fn(answer);
    const readUrl = readUrlBatcher(fetchUrls);
    const urls = await Promise.all([readUrl('a.png'), readUrl('b.pdf'), readUrl('a.png')]);
    expect(urls).toEqual([
      'https://bucket/a.png?sig',
      'https://bucket/b.pdf?sig',
      'https://bucket/a.png?sig',
    ]);
    expect(fetchUrls.mock.calls).toEqual([[['a.png', 'b.pdf']]]);
  });

  it('asks again for paths asked later', async () => {
    const fetchUrls = vi.fn(answer);
    const readUrl = readUrlBatcher(fetchUrls);
    await readUrl('a.png');
    await readUrl('b.png');
    expect(fetchUrls.mock.calls).toEqual([[['a.png']], [['b.png']]]);
  });

  it('splits a batch at the most paths a call takes', async () => {
    const fetchUrls = vi.fn(answer);
    const readUrl = readUrlBatcher(fetchUrls, 2);
    await Promise.all(['a', 'b', 'c'].map(readUrl));
    expect(fetchUrls.mock.calls).toEqual([[['a', 'b']], [['c']]]);
  });

  it('fails every caller of a failed call, and a path the answer left out', async () => {
    const failing = readUrlBatcher(() => Promise.reject(new Error('Could not get token')));
    await expect(Promise.all([failing('a'), failing('b')])).rejects.toThrow('Could not get token');
    const short = readUrlBatcher(() => Promise.resolve({ urls: [{ url: 'https://bucket/a' }] }));
    const [a, b] = await Promise.allSettled([short('a'), short('b')]);
    expect(a).toEqual({ status: 'fulfilled', value: 'https://bucket/a' });
    expect(b.status).toBe('rejected');
  });
});
