// The public lease takeover calls (doc 2 §7, issue 14): the list in display order, one takeover,
// its photos from the bucket, and the request for service through the outbox.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  message,
  PublicTakeoverDetailSchema,
  PublicTakeoverListSchema,
  takeoverPhotoPath,
  type LeaseTakeover,
} from '@sfi/domain';
import { eq } from 'drizzle-orm';
import { authPolicy } from '../src/auth/policy.ts';
import {
  createTakeover,
  listTakeoversByPermutation,
  listTakeoversNewestFirst,
} from '../src/db/lease-takeovers.ts';
import { authThrottle, leaseTakeovers, outbox } from '../src/db/schema.ts';
import { DEMO_TAKEOVERS, replaceDemoTakeovers, writeDemoTakeoverPhotos } from '../src/seed/takeovers.ts';
import { photoFileKey } from '../src/photos/photos.ts';
import { createAuthTestApi, elsewhere, office, type AuthTestApi } from './support/auth.ts';

let api: AuthTestApi;

beforeAll(async () => {
  api = await createAuthTestApi();
  await replaceDemoTakeovers(api.db);
  await writeDemoTakeoverPhotos(api.db, api.app.storage);
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await api.db.delete(authThrottle);
  await api.db.delete(outbox);
  api.email.sent.length = 0;
});

const missingId = '00000000-0000-4000-8000-000000000000';

const get = (path: string, headers: Record<string, string> = {}) =>
  api.call({ method: 'GET', service: '/api/public', path, headers });

const post = (body: unknown, from = office) =>
  api.call({
    method: 'POST',
    service: '/api/public',
    path: '/emails',
    from,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function takeovers(): Promise<LeaseTakeover[]> {
  const response = await get('/leaseTakeovers');
  expect(response.statusCode).toBe(200);
  return PublicTakeoverListSchema.parse(response.json()).leaseTakeovers;
}

describe('GET /leaseTakeovers', () => {
  it('answers every takeover as { leaseTakeovers }, by permutation, to anyone', async () => {
    const list = await takeovers();
    expect(list).toHaveLength(DEMO_TAKEOVERS);
    expect(list.map((each) => each.permutation)).toEqual([...list.keys()]);
    expect(list[0]).toMatchObject({
      vehicleId: 'TKO-1001',
      vehicleInformation: { year: 2023, make: 'Honda', model: 'Civic' },
      leaseSummary: { monthlyPaymentCents: 41_250, monthsLeft: 22 },
    });
    for (const takeover of list) {
      expect(takeover.images.length).toBeGreaterThanOrEqual(3);
      for (const image of takeover.images) expect(image.alt.length).toBeGreaterThan(10);
    }
  });

  it('follows a new display order, not the order of creation', async () => {
    const before = await takeovers();
    const last = before.at(-1)!;
    await api.db.update(leaseTakeovers).set({ permutation: 0 }).where(eq(leaseTakeovers.id, last.id));
    await api.db
      .update(leaseTakeovers)
      .set({ permutation: DEMO_TAKEOVERS - 1 })
      .where(eq(leaseTakeovers.id, before[0]!.id));
    try {
      const after = await takeovers();
      expect(after[0]!.id).toBe(last.id);
      expect(after.at(-1)!.id).toBe(before[0]!.id);
    } finally {
      await replaceDemoTakeovers(api.db);
    }
  });
});

describe('GET /leaseTakeovers/{id}', () => {
  it('answers one takeover as { leaseTakeover }', async () => {
    const [first] = await takeovers();
    const response = await get(`/leaseTakeovers/${first!.id}`);
    expect(response.statusCode).toBe(200);
    expect(PublicTakeoverDetailSchema.parse(response.json()).leaseTakeover).toEqual(first);
  });

  it.each([
    ['does not exist', missingId],
    ['is malformed', 'not-an-id'],
    ['is a path', '..%2F..%2Fetc'],
  ])('answers 404 with the spec’s message when the id %s', async (_, id) => {
    const response = await get(`/leaseTakeovers/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'This lease takeover is not available.' });
  });
});

describe('the photos', () => {
  it('serves each stored width as WebP from the bucket, cached for a year, and 304 when unchanged', async () => {
    const [first] = await takeovers();
    const image = first!.images[0]!;
    for (const width of [480, 960, 1440] as const) {
      const response = await get(takeoverPhotoPath(first!.id, image.id, width));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.height).toBe(Math.round((image.height * width) / image.width));
      const again = await get(takeoverPhotoPath(first!.id, image.id, width), {
        'if-none-match': String(response.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it.each([
    [
      'a width that is not stored',
      (t: LeaseTakeover) => `/leaseTakeovers/${t.id}/photos/${t.images[0]!.id}/500.webp`,
    ],
    ['another format', (t: LeaseTakeover) => `/leaseTakeovers/${t.id}/photos/${t.images[0]!.id}/480.png`],
    [
      'a photo of another takeover',
      (t: LeaseTakeover) => `/leaseTakeovers/${missingId}/photos/${t.images[0]!.id}/480.webp`,
    ],
    [
      'a photo that does not exist',
      (t: LeaseTakeover) => `/leaseTakeovers/${t.id}/photos/${missingId}/480.webp`,
    ],
    ['a malformed takeover id', (t: LeaseTakeover) => `/leaseTakeovers/x/photos/${t.images[0]!.id}/480.webp`],
  ])('answers 404 for %s', async (_, path) => {
    const [first] = await takeovers();
    const response = await get(path(first!));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: message('takeovers.error.unavailable') });
  });

  it('answers 404, not 500, when a photo’s file is missing from the bucket', async () => {
    const [first] = await takeovers();
    const image = first!.images[1]!;
    await api.app.storage.deleteObject(photoFileKey(image.key, 960));
    try {
      expect((await get(takeoverPhotoPath(first!.id, image.id, 960))).statusCode).toBe(404);
    } finally {
      expect(await writeDemoTakeoverPhotos(api.db, api.app.storage)).toBe(1);
    }
  });

  it('writes the demo photos once: a second seeding finds them all', async () => {
    expect(await writeDemoTakeoverPhotos(api.db, api.app.storage)).toBe(0);
  });
});

describe('POST /emails', () => {
  const visitor = { name: 'Ada Tremblay', email: 'ada@example.ca', phone: '604 555-0142' };

  it('sends a takeover request to the provider through the outbox, naming the vehicle', async () => {
    const [first] = await takeovers();
    const response = await post({
      ...visitor,
      kind: 'takeover',
      leaseTakeoverId: first!.id,
      message: 'Is the Civic still available?',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });
    const [queued] = await api.db.select().from(outbox);
    expect(queued).toMatchObject({
      kind: 'email',
      to: 'service-requests@localhost',
      subject: 'Lease takeover request: 2023 Honda Civic EX',
    });
    expect(queued!.body).toContain('From: Ada Tremblay <ada@example.ca>');
    expect(queued!.body).toContain('Phone: 604 555-0142');
    expect(queued!.body).toContain(first!.id);
    expect(queued!.body).toContain('Is the Civic still available?');
    await vi.waitFor(() => expect(api.email.sent).toHaveLength(1));
    expect(api.email.sent[0]).toMatchObject({ to: 'service-requests@localhost' });
  });

  it('sends a Contact us message, without a phone', async () => {
    const response = await post({
      name: 'Li Wei',
      email: 'li@example.ca',
      kind: 'contact',
      message: 'Hello',
    });
    expect(response.statusCode).toBe(202);
    const [queued] = await api.db.select().from(outbox);
    expect(queued).toMatchObject({ subject: 'Contact us message from Li Wei' });
    expect(queued!.body).toContain('Phone: not given');
    expect(queued!.body).toContain('About: a general question (Contact us)');
  });

  it.each([
    [
      'no name',
      { email: 'a@example.ca', kind: 'contact', message: 'x' },
      'name',
      message('validation.required'),
    ],
    [
      'a bad e-mail',
      { name: 'A', email: 'nope', kind: 'contact', message: 'x' },
      'email',
      message('validation.email'),
    ],
    [
      'a bad phone',
      { name: 'A', email: 'a@example.ca', phone: '12', kind: 'contact', message: 'x' },
      'phone',
      message('validation.phone'),
    ],
    [
      'no message',
      { name: 'A', email: 'a@example.ca', kind: 'contact' },
      'message',
      message('validation.required'),
    ],
    [
      'a takeover request without its takeover',
      { name: 'A', email: 'a@example.ca', kind: 'takeover', message: 'x' },
      'leaseTakeoverId',
      message('validation.required'),
    ],
    [
      'an unknown kind',
      { name: 'A', email: 'a@example.ca', kind: 'spam', message: 'x' },
      'kind',
      message('validation.serviceRequest.kind'),
    ],
  ])('refuses %s with a 400 naming the field, and sends nothing', async (_, body, field, text) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ [field]: text });
    expect(await api.db.select().from(outbox)).toEqual([]);
  });

  it.each([
    ['does not exist', missingId],
    ['is malformed', 'nope'],
  ])('answers 404 with the spec’s message when the takeover %s, and sends nothing', async (_, id) => {
    const response = await post({ ...visitor, kind: 'takeover', leaseTakeoverId: id, message: 'Hi' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'This lease takeover is not available.' });
    expect(await api.db.select().from(outbox)).toEqual([]);
  });

  it('limits the messages of one client address, with Retry-After, and not those of others', async () => {
    const body = { ...visitor, kind: 'contact', message: 'Hello again' };
    const { free } = authPolicy.throttle.serviceRequestClient;
    for (let sent = 0; sent < free + 1; sent += 1) expect((await post(body)).statusCode).toBe(202);
    const refused = await post(body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: message('serviceRequest.tooMany') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await api.db.select().from(outbox)).toHaveLength(free + 1);
    expect((await post(body, elsewhere)).statusCode).toBe(202);
  });
});

describe('the db module (for the administration, issue 15)', () => {
  it('adds a takeover at the end of the display order, and lists newest first for display', async () => {
    try {
      const added = await createTakeover(api.db, { vehicleId: 'TKO-2000' });
      expect(added).toMatchObject({ permutation: DEMO_TAKEOVERS, vehicleInformation: {}, images: [] });
      expect((await listTakeoversByPermutation(api.db, 'staff')).at(-1)!.id).toBe(added.id);
      expect((await listTakeoversByPermutation(api.db, 'public')).map((each) => each.id)).not.toContain(
        added.id,
      );
      expect((await listTakeoversNewestFirst(api.db))[0]!.id).toBe(added.id);
    } finally {
      await replaceDemoTakeovers(api.db);
    }
  });
});
