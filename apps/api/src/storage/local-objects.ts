import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { link, mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { StoredObject } from './stored-object.ts';

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
  /**
   * Makes the object readable under its key, replacing any object there; for a writer made `once`,
   * throws {@link KeyTakenError} instead when the key holds an object already (and writes nothing).
   */
  commit(contentType: string): Promise<StoredObject & { etag: string }>;
  abort(): Promise<void>;
}

/** A write-once key holds an object already: nothing was written. */
export class KeyTakenError extends Error {
  constructor(readonly key: string) {
    super(`The key ${key} holds an object already`);
  }
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

  /**
   * A writer of the object at `key`. With `once` (a browser's upload), the key is written once: a
   * commit to a key that holds an object is refused, atomically (the check and the write are one
   * step, so two uploads at once cannot both win), and what is there stays as it was.
   */
  writer(key: string, { once = false }: { once?: boolean } = {}): ObjectWriter {
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
          if (once && this.#memory.has(key)) throw new KeyTakenError(key);
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
        if (once) {
          // link() fails when the name exists: the key is claimed, or refused, in one step.
          try {
            await link(temporary, path);
          } catch (error) {
            await rm(temporary, { force: true });
            if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new KeyTakenError(key);
            throw error;
          }
          await unlink(temporary);
        } else await rename(temporary, path);
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

  /** The object's metadata and its first `count` bytes (fewer for a smaller object), or null when there is none. */
  async firstBytes(key: string, count: number): Promise<{ object: StoredObject; bytes: Buffer } | null> {
    if (this.dir === 'memory') {
      const found = this.#memory.get(key);
      if (!found) return null;
      const { etag: _etag, ...object } = toStored(found.meta);
      return { object, bytes: found.bytes.subarray(0, count) };
    }
    const meta = await this.#meta(key);
    if (!meta) return null;
    const file = await open(this.#path(key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!file) return null;
    try {
      const buffer = Buffer.alloc(Math.min(count, meta.size));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
      const { etag: _etag, ...object } = toStored(meta);
      return { object, bytes: buffer.subarray(0, bytesRead) };
    } finally {
      await file.close();
    }
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
