// The storage calls of doc 2 §7, made by @sfi/api-client against the real reference server and its
// local bucket: the token, the multipart POST straight to the bucket, the read URL; and the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  message,
  UPLOAD_MAX_BYTES,
  uploadLimitText,
  type LeaseQuote,
  type UploadProgress,
} from '@sfi/domain';
import { isAbortError, UploadError, uploadFile, type ApiClient } from '../src/index.ts';
import {
  failure,
  signedInDealerships,
  startReferenceServer,
  type ReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let dealer: ApiClient;
let staff: ApiClient;
let otherDealer: ApiClient;
let quote: LeaseQuote;

beforeAll(async () => {
  server = await startReferenceServer();
  ({ dealer, staff, otherDealer } = await signedInDealerships(server, 'Storage Contract Motors'));
  quote = await dealer.leaseQuotes.create({
    vehicle: { type: 'CAR' },
    province: 'ON',
    customer: { lastName: 'Storage' },
  });
});
afterAll(() => server?.stop());

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% contract\n%%EOF\n');
const pdf = (bytes: Uint8Array<ArrayBuffer> = pdfBytes, name = 'Contract offer.pdf') =>
  new File([bytes], name, { type: 'application/pdf' });

describe('an attachment, uploaded straight to the bucket and read back', () => {
  it('gets a token, posts the file with the token’s form, and reads it through a read URL', async () => {
    const seen: UploadProgress[] = [];
    const token = await dealer.storage.upload(
      pdf(),
      { leaseQuoteId: quote.id },
      { onProgress: (p) => seen.push(p) },
    );
    expect(token).toMatchObject({ originalFilename: 'Contract offer.pdf', leaseQuoteId: quote.id });
    expect(token.key).toBe(`lease-quotes/${quote.id}/${token.imageId}/Contract offer.pdf`);
    expect(token.url).toBe(`${server.origin}/storage/sfi-uploads`);
    // Node has no XMLHttpRequest: fetch reports the start and the end.
    expect(seen).toEqual([0, 'complete']);

    const { urls } = await staff.storage.readUrls([token.key]);
    const read = await fetch(urls[0]!.url);
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(pdfBytes);
    expect(read.headers.get('content-disposition')).toContain('Contract offer.pdf');
  });

  it('uploads with a token asked for separately (uploadToken, then uploadFile)', async () => {
    const file = pdf(pdfBytes, 'second.pdf');
    const token = await dealer.storage.uploadToken({
      originalFilename: file.name,
      contentType: file.type,
      size: file.size,
      leaseQuoteId: quote.id,
    });
    await uploadFile(token, file);
    const { urls } = await dealer.storage.readUrls([token.key, token.key]);
    expect(urls).toHaveLength(2);
    expect((await fetch(urls[1]!.url)).status).toBe(200);
  });
});

describe('refusals', () => {
  it('a file over 25 MB gets no token, with the limit in words', async () => {
    const error = await failure(
      dealer.storage.uploadToken({
        originalFilename: 'huge.pdf',
        contentType: 'application/pdf',
        size: UPLOAD_MAX_BYTES + 1,
        leaseQuoteId: quote.id,
      }),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ size: message('upload.error.tooLarge', { max: uploadLimitText() }) });
  });

  it('a type uploads do not take gets no token', async () => {
    const error = await failure(
      dealer.storage.upload(new File(['<p>'], 'page.html', { type: 'text/html' }), {
        leaseQuoteId: quote.id,
      }),
    );
    expect([error.status, error.fieldErrors]).toEqual([400, { contentType: message('upload.error.type') }]);
  });

  it('another dealership’s quote is a 404, for a token and for a read URL', async () => {
    const token = await dealer.storage.upload(pdf(), { leaseQuoteId: quote.id });
    const notFound = [404, message('quote.error.notFound')];
    const refused = await failure(otherDealer.storage.upload(pdf(), { leaseQuoteId: quote.id }));
    expect([refused.status, refused.message]).toEqual(notFound);
    const unread = await failure(otherDealer.storage.readUrls([token.key]));
    expect([unread.status, unread.message]).toEqual(notFound);
  });

  it('the bucket refuses an empty file with S3’s code, told in the user’s words, and progress null', async () => {
    const token = await dealer.storage.uploadToken({
      originalFilename: 'empty.pdf',
      contentType: 'application/pdf',
      size: 1,
      leaseQuoteId: quote.id,
    });
    const seen: UploadProgress[] = [];
    const error = await uploadFile(token, pdf(new Uint8Array(0)), { onProgress: (p) => seen.push(p) }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({
      status: 400,
      code: 'EntityTooSmall',
      message: message('upload.error.empty'),
    });
    expect(seen).toEqual([0, null]);
  });

  it('a cancelled upload rejects as aborted, reports null, and stores nothing', async () => {
    const token = await dealer.storage.uploadToken({
      originalFilename: 'cancelled.pdf',
      contentType: 'application/pdf',
      size: pdfBytes.length,
      leaseQuoteId: quote.id,
    });
    const controller = new AbortController();
    controller.abort();
    const seen: UploadProgress[] = [];
    const error = await uploadFile(token, pdf(), {
      signal: controller.signal,
      onProgress: (p) => seen.push(p),
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
    expect(seen).toEqual([null]);
    const { urls } = await dealer.storage.readUrls([token.key]);
    expect((await fetch(urls[0]!.url)).status).toBe(404);
  });
});
