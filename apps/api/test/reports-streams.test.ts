// The reports' streams: a zip is written entry after entry while it is read, never ahead of its
// reader, and a download given up stops what writes it (no writer left waiting, no batch read after).
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { newLeaseFileFields, reportColumns, type LeaseFileFields } from '@sfi/domain';
import { writeReportWorkbook } from '../src/export/report-workbook.ts';
import { zipStream, type ZipEntry } from '../src/export/report-zip.ts';
import { unzip } from './support/unzip.ts';

const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Endless batches of files, counting how many were asked for. */
function endless(counter: { batches: number }) {
  return (async function* (): AsyncGenerator<LeaseFileFields[]> {
    for (;;) {
      counter.batches += 1;
      yield Array.from(
        { length: 200 },
        (_, index) => newLeaseFileFields(`S-${counter.batches}-${index}`) as LeaseFileFields,
      );
    }
  })();
}

describe('zipStream', () => {
  it('asks for each entry once the one before is written, and holds them all, in order', async () => {
    const written: string[] = [];
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (const name of ['a.txt', 'b.txt', 'c.txt'])
        yield {
          name,
          write: async (out) => {
            written.push(name);
            out.end(`${name} `.repeat(1000));
          },
        };
    }
    const files = await unzip(await read(zipStream(entries())));
    expect(written).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(files.map((file) => [file.name, file.bytes.length])).toEqual([
      ['a.txt', 6000],
      ['b.txt', 6000],
      ['c.txt', 6000],
    ]);
  });

  it('stops the workbook being written when the download is given up', async () => {
    const counter = { batches: 0 };
    let finished: Promise<void> | undefined;
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield {
        name: 'endless.xlsx',
        compress: false,
        write: (out) =>
          (finished = writeReportWorkbook(out, {
            sheet: 'Endless',
            columns: reportColumns.general,
            batches: endless(counter),
          })),
      };
    }
    const zip = zipStream(entries());
    // A reader that takes a little, then goes away.
    let received = 0;
    await new Promise<void>((resolve) => {
      zip.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > 64_000) {
          zip.destroy();
          resolve();
        }
      });
    });
    await expect(finished).rejects.toThrow();
    const asked = counter.batches;
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Nothing read after: the writer stopped with the download.
    expect(counter.batches).toBe(asked);
  });
});

describe('writeReportWorkbook', () => {
  it('waits for a slow reader instead of writing ahead of it', async () => {
    const counter = { batches: 0 };
    const out = new PassThrough();
    const writing = writeReportWorkbook(out, {
      sheet: 'Endless',
      columns: reportColumns.general,
      batches: endless(counter),
    });
    // No one reads: the writer stops once the stream and the zip's buffers are full (some
    // thousands of rows: 32 batches on Node 24, whose streams buffer 64 kB, not 16), and stays stopped.
    let asked = -1;
    await expect
      .poll(
        async () => {
          const before = counter.batches;
          await new Promise((resolve) => setTimeout(resolve, 300));
          asked = counter.batches;
          return asked === before;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(asked).toBeLessThan(60);
    // Reading moves it on; closing the stream ends it.
    out.pipe(new Writable({ write: (_chunk, _encoding, done) => done() }));
    await expect.poll(() => counter.batches).toBeGreaterThan(asked);
    out.destroy();
    await expect(writing).rejects.toThrow();
  });
});
