// Storage unavailable (issue 28, "Faults, each a test, nothing lost"): the API's bucket is a real
// S3-compatible server (s3rver) that the test stops. An upload token, read URLs and filing a
// document then answer a fast 503 "Storage is unavailable, try again" with `Retry-After`, and
// nothing is written to the database; once the server is back, they work again.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, uploadFormFields, type UploadToken } from '@sfi/domain';
import { leaseFileDocuments } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAuthTestApi, type AuthTestApi, type SignedIn } from '../test/support/auth.ts';
import { postForm } from '../test/support/storage.ts';
import { controlledS3, type ControlledS3 } from '../test/support/s3rver.ts';

const FILE = 'FAULT-1';
const pdf = new TextEncoder().encode('%PDF-1.7\n% a passport\n%%EOF\n');
/** The slowest a refusal may be while storage is down. */
const FAST_MS = 3_000;

let s3: ControlledS3;
let api: AuthTestApi;
let staff: SignedIn;

beforeAll(async () => {
  s3 = await controlledS3();
  api = await createAuthTestApi({}, { storage: s3.settings });
  staff = await api.staffSignIn();
  const made = await api.call({
    method: 'POST',
    path: '/files',
    session: staff,
    body: { fileNo: FILE, dealerNo: demoAccounts.fileDealer.dealerNo, province: 'BC' },
  });
  expect(made.statusCode, made.body).toBe(201);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await s3?.remove();
});

const putParams = () =>
  api.call({
    method: 'POST',
    path: '/s3-tokens/put-params',
    service: '/api/chat',
    session: staff,
    body: {
      originalFilename: 'passport.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      fileNo: FILE,
    },
  });
const readUrls = (key: string) =>
  api.call({
    method: 'POST',
    path: '/s3-tokens/read-urls',
    service: '/api/chat',
    session: staff,
    body: { paths: [key] },
  });
const file = (key: string) =>
  api.call({
    method: 'POST',
    path: `/documents/${FILE}`,
    session: staff,
    body: { type: 'PASSPORT', storageKey: key },
  });
const documents = async () => (await api.db.select({ n: count() }).from(leaseFileDocuments))[0]!.n;

/** The call's answer and how long it took. */
async function timed(call: () => ReturnType<typeof putParams>) {
  const started = performance.now();
  const response = await call();
  return { response, ms: performance.now() - started };
}

describe('storage unavailable', () => {
  it('answers 503 "Storage is unavailable, try again" to tokens, read URLs and filing, writing nothing, until it is back', async () => {
    // While it answers: a token, the file posted straight to the S3 server, a read URL.
    const given = await putParams();
    expect(given.statusCode, given.body).toBe(200);
    const token = given.json<UploadToken>();
    expect(token.url).toBe(`${s3.settings.endpoint}/${s3.settings.bucket}`);
    const posted = await postForm(token.url!, uploadFormFields(token), pdf, 'passport.pdf');
    expect(posted.status, await posted.clone().text()).toBeLessThan(300);
    expect((await readUrls(token.key)).statusCode).toBe(200);
    const before = await documents();

    await s3.stop();
    const answers = {
      'put-params': await timed(putParams),
      'read-urls': await timed(() => readUrls(token.key)),
      'filing a document': await timed(() => file(token.key)),
    };
    const figures = Object.entries(answers).map(
      ([call, { response, ms }]) => `${call}: ${response.statusCode} in ${Math.round(ms)} ms`,
    );
    console.log(`storage stopped: ${figures.join(', ')}`);
    for (const { response, ms } of Object.values(answers)) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ message: message('error.storageUnavailable') });
      expect(message('error.storageUnavailable')).toBe('Storage is unavailable, try again');
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(ms).toBeLessThan(FAST_MS);
    }
    // Nothing half-written: no document points at the object no one could check.
    expect(await documents()).toBe(before);

    // Back: the same calls work again, without a restart of the API.
    await s3.start();
    expect((await putParams()).statusCode).toBe(200);
    expect((await readUrls(token.key)).statusCode).toBe(200);
    const filed = await file(token.key);
    expect(filed.statusCode, filed.body).toBe(201);
    expect(await documents()).toBe(before + 1);
  }, 60_000);
});
