// The local bucket's objects on disk (DATA_DIR set): written whole or not at all, named by the
// hash of their key so no key reaches outside the folder, and gone when deleted.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KeyTakenError, LocalObjects } from '../src/storage/local-objects.ts';

const root = await mkdtemp(join(tmpdir(), 'sfi-objects-'));
const dir = join(root, 'uploads');
afterAll(() => rm(root, { recursive: true, force: true }));
const objects = new LocalObjects(dir);

/** Every file under a folder, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
}

async function put(key: string, ...chunks: string[]) {
  const writer = objects.writer(key);
  for (const chunk of chunks) await writer.write(Buffer.from(chunk));
  return writer.commit('application/pdf');
}

describe('LocalObjects on disk', () => {
  // Issue 26, item 9: a browser's upload writes its key once, also when two race for it.
  it('writes a key once for an upload: a second commit, or two at once, leaves the first object', async () => {
    const key = 'lease-files/F-1/i9/contract.pdf';
    const upload = async (text: string) => {
      const writer = objects.writer(key, { once: true });
      await writer.write(Buffer.from(text));
      return writer.commit('application/pdf');
    };
    const results = await Promise.allSettled([upload('%PDF-first'), upload('%PDF-other')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(KeyTakenError);
    const kept = await objects.firstBytes(key, 4);
    expect(kept).toMatchObject({ object: { size: 10, contentType: 'application/pdf' } });
    expect(['%PDF']).toContain(kept!.bytes.toString());
    await expect(upload('MZ-program')).rejects.toBeInstanceOf(KeyTakenError);
    expect((await objects.firstBytes(key, 100))!.bytes.toString()).toMatch(/^%PDF-(first|other)$/);
    // Nothing temporary is left of the refused writes.
    expect((await filesUnder(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await objects.delete(key);
  });

  it('keeps an object and its metadata, reads it back, and deletes both', async () => {
    const stored = await put('lease-quotes/q1/i1/a.pdf', 'hello ', 'world');
    expect(stored).toMatchObject({
      key: 'lease-quotes/q1/i1/a.pdf',
      size: 11,
      contentType: 'application/pdf',
    });
    expect(await objects.head('lease-quotes/q1/i1/a.pdf')).toMatchObject({ size: 11 });
    const read = await objects.read('lease-quotes/q1/i1/a.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of read!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello world');
    await objects.delete('lease-quotes/q1/i1/a.pdf');
    expect(await objects.head('lease-quotes/q1/i1/a.pdf')).toBeNull();
    expect(await objects.read('lease-quotes/q1/i1/a.pdf')).toBeNull();
  });

  it('an aborted write leaves nothing behind', async () => {
    const before = await filesUnder(dir);
    const writer = objects.writer('lease-quotes/q1/i2/b.pdf');
    await writer.write(Buffer.from('partial'));
    await writer.abort();
    expect(await objects.head('lease-quotes/q1/i2/b.pdf')).toBeNull();
    expect(await filesUnder(dir)).toEqual(before);
  });

  it('a key that climbs or holds odd characters stays a hashed name inside the folder', async () => {
    for (const key of ['../../escaped.txt', '/etc/passwd', 'a\u0000b', 'x'.repeat(2000)])
      await put(key, 'data');
    expect(await filesUnder(root)).toEqual((await filesUnder(dir)).map((file) => join('uploads', file)));
    for (const file of await filesUnder(dir)) expect(file).toMatch(/^[0-9a-f]{2}[/\\][0-9a-f]{64}(\.json)?$/);
    expect(await objects.head('../../escaped.txt')).toMatchObject({ size: 4 });
  });
});
