#!/usr/bin/env node
// The upload part of `pnpm bench` (issue 13): a file uploaded to the local bucket the way the chat's
// composer uploads one, through the real presigned-POST flow: the upload token from
// `POST /api/chat/s3-tokens/put-params` (for the demo chat room), then a multipart POST of the
// token's form fields and the file straight to the bucket URL it names (`uploadFile` of
// @sfi/api-client, which in Node posts with fetch). The bucket checks the signed policy (signature,
// expiry, key prefix, size range, content type) and writes the object under the data folder, as it
// does for the browser. Each run uploads new random bytes under a new token; the first object is
// read back through its read URL and compared byte for byte. The server runs as in production
// (`src/cli/serve.ts`, its own process, on 127.0.0.1) over a fresh database with the demo data.
//
// Options: --upload-mb N (the file's size in MB of 1,048,576 bytes, default 10; at most 25, the
// bucket's limit), --upload-runs N (default 5), --only TEXT (only when "upload" holds it).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { freshDatabase, request, sessionHeaders, sessionsOf, startProcess } from './bench-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(root, 'apps', 'api');
const name = 'upload to the local bucket (presigned POST)';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'upload-mb': { type: 'string', default: '10' },
    'upload-runs': { type: 'string', default: '5' },
    only: { type: 'string' },
  },
  // `pnpm bench` passes its options to every part; the others' are theirs to read.
  strict: false,
});
const megabytes = Number(values['upload-mb']);
const runs = Number(values['upload-runs']);
if (!Number.isFinite(megabytes) || megabytes <= 0 || megabytes > 25)
  throw new Error('--upload-mb must be a number above 0 and at most 25 (the bucket’s limit)');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--upload-runs must be a whole number ≥ 1');

const MB = 1024 * 1024;
const ms = (value) => Number(value.toFixed(1));
const median = (sorted) =>
  sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;

/** One call that must answer 200, its body. */
async function ok(origin, method, path, init) {
  const answer = await request(origin, method, path, init);
  if (answer.status !== 200)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function main() {
  if (typeof values.only === 'string' && !name.includes(values.only)) return;
  const { uploadFile } = await tsImport(
    new URL('../packages/api-client/src/index.ts', import.meta.url).href,
    import.meta.url,
  );
  const database = await freshDatabase({});
  let server;
  try {
    server = await startProcess(
      ['--import', 'tsx', 'src/cli/serve.ts'],
      { ...database.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
      apiDir,
    );
    // The demo staff admin, whom the seed assigns the demo room (tied to a lease file) to.
    const headers = sessionHeaders(await (await sessionsOf(server)).staff());
    const [room] = await ok(server.origin, 'GET', '/api/chat/chats', { headers });
    if (!room) throw new Error('The demo staff admin has no chat room to upload to');

    const size = Math.round(megabytes * MB);
    const measured = [];
    for (let run = 0; run < runs; run += 1) {
      const bytes = randomBytes(size);
      const file = new Blob([bytes], { type: 'application/pdf' });
      const started = performance.now();
      const token = await ok(server.origin, 'POST', '/api/chat/s3-tokens/put-params', {
        headers,
        body: { originalFilename: `bench-${run}.pdf`, contentType: file.type, size, chatroomId: room.id },
      });
      const signed = performance.now();
      await uploadFile(token, file);
      const uploaded = performance.now();
      measured.push({ token: signed - started, upload: uploaded - signed });
      if (run === 0) {
        // What the bucket holds is what was sent: read back through a read URL.
        const { urls } = await ok(server.origin, 'POST', '/api/chat/s3-tokens/read-urls', {
          headers,
          body: { paths: [token.key] },
        });
        const stored = Buffer.from(await (await fetch(urls[0].url)).arrayBuffer());
        if (!stored.equals(bytes))
          throw new Error(`The bucket holds ${stored.length} bytes, not the ${size} uploaded`);
      }
    }

    const uploads = measured.map((each) => each.upload).sort((a, b) => a - b);
    const tokens = measured.map((each) => each.token).sort((a, b) => a - b);
    const throughput = (milliseconds) => Number((size / MB / (milliseconds / 1000)).toFixed(1));
    console.log(
      `\nUploads over 127.0.0.1 to the local bucket, ${database.label}: ` +
        `the token, then the multipart POST of its fields and the file (new random bytes each run)`,
    );
    console.table([
      {
        upload: name,
        'size (MB)': Number((size / MB).toFixed(1)),
        runs,
        'token p50 (ms)': ms(median(tokens)),
        'POST p50 (ms)': ms(median(uploads)),
        'POST min (ms)': ms(uploads[0]),
        'POST max (ms)': ms(uploads.at(-1)),
        'MB/s at p50': throughput(median(uploads)),
        'MB/s at best': throughput(uploads[0]),
      },
    ]);
  } finally {
    await server?.stop();
    await database.remove();
  }
}

await main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
