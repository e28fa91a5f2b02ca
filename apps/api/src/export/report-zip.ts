import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * A zip of the reports' files (doc 2 §7), streamed with yazl: each entry is written while the zip
 * is read, one after the other, so a zip of any number of spreadsheets holds about one batch of
 * rows in memory at a time.
 */

/** One file of a zip: its name and how to write it into a stream (ending it). */
export interface ZipEntry {
  name: string;
  /** Writes the entry into `out` and ends it. */
  write(out: PassThrough): Promise<void>;
  /** Deflate the entry: not for what is compressed already (an .xlsx is a zip). @default true */
  compress?: boolean;
}

/**
 * The zip of `entries`, as a stream. Each entry is asked for once the one before is written; a
 * failure (a batch that cannot be read, the download closed) ends the stream with the error, so the
 * download is cut short rather than complete and wrong.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, mtime = new Date()): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as PassThrough;
  // A download closed early (the zip destroyed) closes the entry being written, which stops its writer.
  let content: PassThrough | undefined;
  output.once('close', () => content?.destroy());
  void (async () => {
    for await (const entry of entries) {
      if (output.destroyed) return;
      content = new PassThrough();
      zip.addReadStream(content, entry.name, { compress: entry.compress ?? true, mtime });
      await entry.write(content);
    }
    zip.end();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** Writes a readable (a PDF being made) into `out` and waits until all of it is in. */
export function pipedInto(source: Readable, out: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    source.once('error', reject);
    out.once('error', reject);
    source.once('end', () => resolve());
    source.pipe(out);
  });
}
