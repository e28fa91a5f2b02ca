// uploadFile's browser path: XMLHttpRequest's upload events become the domain's progress (doc 2 §4).
// The browser's XMLHttpRequest is stood in for here, driven event by event; the server side of
// uploads is tested against the real server (test/storage.contract.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message, type UploadProgress, type UploadToken } from '@sfi/domain';
import { UploadError, uploadFile } from './upload.ts';

class FakeXhr extends EventTarget {
  static last: FakeXhr | undefined;
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  sent: FormData | undefined;
  opened: [string, string] | undefined;
  aborted = false;
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }),
    );
  }
  finish(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.dispatchEvent(new Event('load'));
  }
}

const token: UploadToken = {
  key: 'chatrooms/r1/0b7c6a57-4e0e-4f3b-9d55-0c6f2f0c1f11/a.pdf',
  imageId: '0b7c6a57-4e0e-4f3b-9d55-0c6f2f0c1f11',
  originalFilename: 'a.pdf',
  chatroomId: 'r1',
  url: 'https://bucket.example/sfi',
  Policy: 'cG9saWN5',
  'X-Amz-Signature': 'abc',
  'Content-Type': 'application/pdf',
};

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile through XMLHttpRequest', () => {
  it('posts the token’s form fields, then the file, and reports 0, rounded percentages, complete', async () => {
    const seen: UploadProgress[] = [];
    const done = uploadFile(token, new File(['12345'], 'a.pdf'), { onProgress: (p) => seen.push(p) });
    const xhr = FakeXhr.last!;
    expect(xhr.opened).toEqual(['POST', 'https://bucket.example/sfi']);
    expect([...xhr.sent!.keys()]).toEqual(['key', 'Policy', 'X-Amz-Signature', 'Content-Type', 'file']);
    xhr.progress(1, 3);
    xhr.progress(3, 3);
    xhr.finish(204);
    await done;
    expect(seen).toEqual([0, 33, 100, 'complete']);
  });

  it('reports null and rejects with the bucket’s code when it refuses the file', async () => {
    const seen: UploadProgress[] = [];
    const done = uploadFile(token, new File(['x'], 'a.pdf'), { onProgress: (p) => seen.push(p) });
    FakeXhr.last!.finish(400, '<Error><Code>EntityTooLarge</Code></Error>');
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({
      code: 'EntityTooLarge',
      message: message('upload.error.tooLarge', { max: '25 MB' }),
    });
    expect(seen).toEqual([0, null]);
  });

  it('cancels: aborts the request, reports null, rejects as aborted', async () => {
    const controller = new AbortController();
    const seen: UploadProgress[] = [];
    const done = uploadFile(token, new File(['x'], 'a.pdf'), {
      signal: controller.signal,
      onProgress: (p) => seen.push(p),
    });
    FakeXhr.last!.progress(1, 2);
    controller.abort();
    const error = await done.catch((e: unknown) => e);
    expect(FakeXhr.last!.aborted).toBe(true);
    expect((error as Error).name).toBe('AbortError');
    expect(seen).toEqual([0, 50, null]);
  });

  it('a network failure is null and an UploadError without a code', async () => {
    const seen: UploadProgress[] = [];
    const done = uploadFile(token, new File(['x'], 'a.pdf'), { onProgress: (p) => seen.push(p) });
    FakeXhr.last!.dispatchEvent(new Event('error'));
    expect(await done.catch((e: unknown) => e)).toMatchObject({
      status: 0,
      code: '',
      message: message('upload.error.failed'),
    });
    expect(seen).toEqual([0, null]);
  });
});
