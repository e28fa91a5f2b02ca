// The storage calls attacked from outside (issue 13, "Bad input and access"): another dealership's
// quote, someone else's files, paths and file names that try to leave their place, oversized and
// unprintable names, and no session at all. Each is refused with a clear answer, nothing stored.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  message,
  READ_URLS_MAX,
  uploadFormFields,
  type LeaseQuote,
  type ReadUrlsResponse,
  type UploadToken,
} from '@sfi/domain';
import { SESSION_MISSING } from '../src/auth/strings.ts';
import { KEY_NAME_MAX, keyFileSegment, parseUploadKey } from '../src/storage/targets.ts';
import type { SignedIn } from './support/auth.ts';
import { createStorageTestApi, postForm } from './support/storage.ts';
import { quoteDetails } from './support/api.ts';

const api = await createStorageTestApi();
let staff: SignedIn;
/** Adds the dealer accounts: a super admin's call gives one its password (issue 26 item 6). */
let superAdmin: SignedIn;
let dealer: SignedIn;
let otherDealer: SignedIn;
let fileDealer: SignedIn;
let quote: LeaseQuote;
let uploaded: UploadToken;
const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
const quoteNotFound = message('quote.error.notFound');

async function newDealer(dealerName: string, user: string): Promise<SignedIn> {
  const password = `${user} password 2026`;
  const created = await api.call({
    method: 'POST',
    path: '/dealer-auth',
    session: superAdmin,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ dealerName, user, email: `${user}@dealers.example`, password }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const login = await api.call({
    method: 'POST',
    path: '/dealer-login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user, password }),
  });
  expect(login.statusCode, login.body).toBe(200);
  const { token, session } = login.json<{ token: string; session: { id: string } }>();
  return { id: session.id, token };
}

const pdfBody = (extra: object = {}) => ({
  originalFilename: 'offer.pdf',
  contentType: 'application/pdf',
  size: pdf.length,
  leaseQuoteId: quote.id,
  ...extra,
});

beforeAll(async () => {
  staff = await api.staffSignIn();
  superAdmin = await api.staffSignIn(undefined, 'staffSuperAdmin');
  dealer = await api.dealerSignIn();
  fileDealer = await api.fileDealerSignIn();
  otherDealer = await newDealer('Prairie Auto Group', 'prairie-storage');
  const created = await api.call({
    method: 'POST',
    path: '/lease-quotes',
    session: dealer,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vehicle: { type: 'CAR' }, ...quoteDetails }),
  });
  expect(created.statusCode, created.body).toBe(201);
  quote = created.json<LeaseQuote>();
  uploaded = await api.token(dealer, pdfBody());
  expect((await postForm(uploaded.url!, uploadFormFields(uploaded), pdf)).status).toBe(204);
});

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message: string }).message,
});

describe('another dealership’s quote is as if it did not exist', () => {
  it.each<[string, () => SignedIn]>([
    ['a dealer of another dealership', () => otherDealer],
    ['a file-tool dealer', () => fileDealer],
  ])('%s gets no upload token for it (404)', async (_name, who) => {
    expect(errorOf(await api.putParams(who(), pdfBody()))).toEqual({ status: 404, message: quoteNotFound });
  });

  it.each<[string, () => SignedIn]>([
    ['a dealer of another dealership', () => otherDealer],
    ['a file-tool dealer', () => fileDealer],
  ])('%s gets no read URL for its files (404), not even among paths of their own', async (_name, who) => {
    expect(errorOf(await api.readUrls(who(), { paths: [uploaded.key] }))).toEqual({
      status: 404,
      message: quoteNotFound,
    });
  });

  it('an id that is no quote’s, or not an id at all, is the same 404', async () => {
    for (const leaseQuoteId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "x' OR '1'='1"])
      expect(errorOf(await api.putParams(dealer, pdfBody({ leaseQuoteId })))).toEqual({
        status: 404,
        message: quoteNotFound,
      });
  });

  it('the owner and staff are answered', async () => {
    for (const who of [dealer, staff]) {
      const response = await api.readUrls(who, { paths: [uploaded.key] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ReadUrlsResponse>().urls).toHaveLength(1);
    }
  });
});

describe('paths that are not an uploaded file’s are refused before any target is asked', () => {
  const id = () => quote.id;
  const imageId = '0b7c6a57-4e0e-4f3b-9d55-0c6f2f0c1f11';
  it.each<[string, () => string]>([
    ['climbing out of the quote', () => `lease-quotes/${id()}/../../etc/passwd`],
    ['climbing from the start', () => '../lease-quotes/x/y/z'],
    ['an absolute path', () => '/etc/passwd'],
    ['a dot-dot file name', () => `lease-quotes/${id()}/${imageId}/..`],
    ['a backslash', () => `lease-quotes/${id()}/${imageId}/..\\..\\secret.pdf`],
    ['a NUL', () => `lease-quotes/${id()}/${imageId}/a\u0000.pdf`],
    ['a line break', () => `lease-quotes/${id()}/${imageId}/a\n.pdf`],
    ['an unknown prefix', () => `secrets/${id()}/${imageId}/a.pdf`],
    ['too few segments', () => `lease-quotes/${id()}`],
    ['an image id that is not one', () => `lease-quotes/${id()}/images/a.pdf`],
  ])('%s → 400', async (_name, path) => {
    const response = await api.readUrls(dealer, { paths: [uploaded.key, path()] });
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message('upload.error.path'));
  });

  it('a percent-encoded climb is a name like any other: its URL encodes the % signs, it stays in the quote', async () => {
    const path = `lease-quotes/${id()}/${imageId}/%2e%2e%2f%2e%2e`;
    const response = await api.readUrls(dealer, { paths: [path] });
    expect(response.statusCode, response.body).toBe(200);
    const [{ url }] = response.json<ReadUrlsResponse>().urls as [{ url: string }];
    expect(new URL(url).pathname).toBe(
      `/storage/sfi-uploads/lease-quotes/${id()}/${imageId}/%252e%252e%252f%252e%252e`,
    );
    expect((await fetch(url)).status).toBe(404);
  });

  it(`asks for at most ${READ_URLS_MAX} paths at once`, async () => {
    const response = await api.readUrls(dealer, {
      paths: Array.from({ length: READ_URLS_MAX + 1 }, () => uploaded.key),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(
      message('upload.error.tooManyPaths', { max: READ_URLS_MAX }),
    );
  });

  it('a path over 1024 characters is refused by the schema', async () => {
    const response = await api.readUrls(dealer, { paths: [`${uploaded.key}${'a'.repeat(1024)}`] });
    expect(response.statusCode).toBe(400);
  });
});

describe('file names cannot move a file out of its place', () => {
  it.each<[string, string, string]>([
    ['slashes', '../../etc/passwd.pdf', '_.._etc_passwd.pdf'],
    ['backslashes', '..\\..\\boot.ini.pdf', '_..\\boot.ini.pdf'.replace('\\', '_')],
    ['leading dots and spaces', ' . .hidden.pdf', 'hidden.pdf'],
  ])('%s: the key keeps four segments under the quote', async (_name, originalFilename, segment) => {
    const token = await api.token(dealer, pdfBody({ originalFilename }));
    expect(token.originalFilename).toBe(originalFilename.trim());
    const parts = token.key.split('/');
    expect(parts).toHaveLength(4);
    expect(parts.slice(0, 2)).toEqual(['lease-quotes', quote.id]);
    expect(parts[3]).toBe(segment);
    expect(parseUploadKey(token.key)).toMatchObject({ kind: 'leaseQuoteId', id: quote.id });
    // And it is stored under that key, read back through it.
    expect((await postForm(token.url!, uploadFormFields(token), pdf)).status).toBe(204);
    expect(await api.app.storage.storedObject(token.key)).toMatchObject({ size: pdf.length });
  });

  it('a name of 255 characters gives a key segment of at most 150, the extension kept', async () => {
    const originalFilename = `${'é'.repeat(251)}.pdf`;
    const token = await api.token(dealer, pdfBody({ originalFilename }));
    expect(token.originalFilename).toBe(originalFilename);
    const segment = token.key.split('/')[3]!;
    expect([...segment]).toHaveLength(KEY_NAME_MAX);
    expect(segment.endsWith('.pdf')).toBe(true);
    expect(keyFileSegment(segment)).toBe(segment);
  });

  it.each<[string, string, string]>([
    ['a name over 255 characters', 'a'.repeat(256), message('validation.tooLong', { max: 255 })],
    ['a NUL in the name', 'offer\u0000.pdf', message('validation.text.characters')],
    ['a line break in the name', 'offer\r\nX-Injected: 1.pdf', message('validation.text.characters')],
    ['a lone surrogate', 'offer\ud800.pdf', message('validation.text.characters')],
    ['a blank name', '   ', message('validation.required')],
    // Saved as `file`: a name that says nothing of the PDF it is.
    ['only dots', '..', message('upload.error.extension', { extensions: '.pdf' })],
    ['only dots before the extension', '..pdf', message('upload.error.extension', { extensions: '.pdf' })],
  ])('%s → 400 with its message', async (_name, originalFilename, text) => {
    const response = await api.putParams(dealer, pdfBody({ originalFilename }));
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(JSON.stringify(text).slice(1, -1));
  });
});

describe('no session, no storage', () => {
  it.each([
    ['put-params', () => api.putParams(undefined, pdfBody())],
    ['read-urls', () => api.readUrls(undefined, { paths: [uploaded.key] })],
  ])('%s without a session → 401', async (_name, call) => {
    expect(errorOf(await call())).toEqual({ status: 401, message: SESSION_MISSING });
  });

  it('a read URL or a form without its signature stores and shows nothing', async () => {
    const read = await fetch(`${api.origin}/storage/sfi-uploads/${uploaded.key}`);
    expect(read.status).toBe(403);
    const { 'X-Amz-Signature': _gone, ...unsigned } = uploadFormFields(uploaded);
    const posted = await postForm(uploaded.url!, unsigned, pdf);
    expect(posted.status).toBe(400);
  });
});
