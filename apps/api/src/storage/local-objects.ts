import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { StoredObject } from './storage.ts';

/** What the local bucket keeps of an object beside its bytes. */
interface ObjectMeta {
  key: string;
  size: number;
  contentType: string;
  lastModified: string;
  etag: string;
}

/** An object being written: its bytes go in, then it is committed or thrown away. */
export interface ObjectWriter {
  write(chunk: Buffer): Promise<void>;
  /** Makes the object readable under its key, replacing any object there. */
  commit(contentType: string): Promise<StoredObject & { etag: string }>;
  abort(): Promise<void>;
}

/** An object to send: its metadata and its bytes. */
export interface ObjectRead {
  object: StoredObject & { etag: string };
  body: Readable;
}

const toStored = (meta: ObjectMeta): StoredObject & { etag: string } => ({
  key: meta.key,
  size: meta.size,
  contentType: meta.contentType,
  lastModified: new Date(meta.lastModified),
  etag: meta.etag,
});

/**
 * The local bucket's objects: in memory (`memory`), or in a folder. On disk an object is two files
 * named by the SHA-256 of its key, never by the key itself, so no key (`../`, a NUL, 1000
 * characters) can name a path outside the folder: `<hash>` holds the bytes, `<hash>.json` the
 * metadata. A new object is written to a temporary file and renamed into place, so a reader never
 * sees half of one and a failed upload leaves nothing.
 */
export class LocalObjects {
  readonly #memory = new Map<string, { meta: ObjectMeta; bytes: Buffer }>();
  constructor(readonly dir: string | 'memory') {}

  #path(key: string): string {
    const hash = createHash('sha256').update(key, 'utf8').digest('hex');
    return join(this.dir, hash.slice(0, 2), hash);
  }

  writer(key: string): ObjectWriter {
    const hash = createHash('md5');
    let size = 0;
    const finish = (contentType: string): ObjectMeta => ({
      key,
      size,
      contentType,
      lastModified: new Date().toISOString(),
      etag: `"${hash.digest('hex')}"`,
    });
    if (this.dir === 'memory') {
      const chunks: Buffer[] = [];
      return {
        write: async (chunk) => {
          chunks.push(chunk);
          size += chunk.length;
          hash.update(chunk);
        },
        commit: async (contentType) => {
          const meta = finish(contentType);
          this.#memory.set(key, { meta, bytes: Buffer.concat(chunks) });
          return toStored(meta);
        },
        abort: async () => {
          chunks.length = 0;
        },
      };
    }
    const path = this.#path(key);
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    let stream: WriteStream | undefined;
    const opened = async () => {
      if (!stream) {
        await mkdir(join(path, '..'), { recursive: true });
        stream = createWriteStream(temporary);
      }
      return stream;
    };
    const closed = (out: WriteStream) =>
      new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    return {
      write: async (chunk) => {
        const out = await opened();
        size += chunk.length;
        hash.update(chunk);
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
      },
      commit: async (contentType) => {
        await closed(await opened());
        const meta = finish(contentType);
        await rename(temporary, path);
        await writeFile(`${path}.json`, JSON.stringify(meta));
        return toStored(meta);
      },
      abort: async () => {
        if (stream) await closed(stream).catch(() => undefined);
        await rm(temporary, { force: true });
      },
    };
  }

  async #meta(key: string): Promise<ObjectMeta | null> {
    if (this.dir === 'memory') return this.#memory.get(key)?.meta ?? null;
    try {
      const meta = JSON.parse(await readFile(`${this.#path(key)}.json`, 'utf8')) as ObjectMeta;
      return meta.key === key ? meta : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    const meta = await this.#meta(key);
    if (!meta) return null;
    const { etag: _etag, ...object } = toStored(meta);
    return object;
  }

  async read(key: string): Promise<ObjectRead | null> {
    if (this.dir === 'memory') {
      const found = this.#memory.get(key);
      return found ? { object: toStored(found.meta), body: Readable.from([found.bytes]) } : null;
    }
    const meta = await this.#meta(key);
    if (!meta) return null;
    const path = this.#path(key);
    // Replaced between the two reads: the metadata would not match the bytes.
    if ((await stat(path).catch(() => undefined))?.size !== meta.size) return null;
    return { object: toStored(meta), body: createReadStream(path) };
  }

  async delete(key: string): Promise<void> {
    if (this.dir === 'memory') {
      this.#memory.delete(key);
      return;
    }
    const path = this.#path(key);
    await rm(`${path}.json`, { force: true });
    await rm(path, { force: true });
  }
}
