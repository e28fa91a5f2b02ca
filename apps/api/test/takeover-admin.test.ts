// The lease takeover administration (doc 2 §4, §7, §8; issue 15): the staff calls of the main API
// over the real database and bucket, and `POST /uploads/photos/{id}` of the main and dealer APIs
// for every owner of a photo, with the bad input the issue names.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  message,
  PHOTO_UPLOAD_MAX_BYTES,
  photoMessage,
  photoUploadLimitText,
  profilePhotoPath,
  TAKEOVER_IMAGES_MAX,
  takeoverAdminMessage,
  takeoverPhotoWidths,
  type LeaseTakeover,
  type PhotoUploaded,
  type ProfilePhoto,
  type TakeoverImage,
} from '@sfi/domain';
import { listTakeoversByPermutation } from '../src/db/lease-takeovers.ts';
import { clientAccounts, fileDealers, leaseTakeovers, staffUsers } from '../src/db/schema.ts';
import { photoFileKey } from '../src/photos/photos.ts';
import { ensureClient } from '../src/db/client-accounts.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAuthTestApi, type AuthTestApi, type SignedIn } from './support/auth.ts';

let api: AuthTestApi;
let staff: SignedIn;
let superAdmin: SignedIn;
/** A client account, as the client administration makes them. */
let client: { id: string };

beforeAll(async () => {
  api = await createAuthTestApi();
  client = (await ensureClient(api.db, 'photo.client@example.com')).account;
  [staff, superAdmin] = await Promise.all([api.staffSignIn(), api.staffSignIn(undefined, 'staffSuperAdmin')]);
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(leaseTakeovers);
  vi.restoreAllMocks();
});

const missingId = '00000000-0000-4000-8000-000000000000';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, session = staff) =>
  api.call({
    method,
    path,
    session,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });

/** The status and message of a refusal. */
const refusal = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message: string }).message,
});

async function create(vehicleId: string, vehicleInformation?: object): Promise<LeaseTakeover> {
  const created = await call('POST', '/lease-takeovers', { vehicleId });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: string }>();
  if (vehicleInformation) {
    const saved = await call('PUT', `/lease-takeovers/${id}`, { vehicleInformation });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return (await call('GET', `/lease-takeovers/${id}`)).json<{ leaseTakeovers: LeaseTakeover }>()
    .leaseTakeovers;
}

const displayOrder = async () =>
  (await listTakeoversByPermutation(api.db, 'staff')).map((each) => each.vehicleId);

// --- Multipart bodies, written out byte by byte, so a test says exactly what a client sends -----

interface Part {
  name: string;
  value: Buffer | string;
  /** A file part's name (`filename="…"`), sent as it is. */
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----sfi-photo-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `\r\nContent-Type: ${part.type ?? 'image/jpeg'}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(id: string, parts: Part[], { session = staff, service = '/api/main' } = {}) {
  const { payload, contentType } = multipart(parts);
  return api.call({
    method: 'POST',
    service,
    path: `/uploads/photos/${id}`,
    session,
    headers: { 'content-type': contentType },
    body: payload,
  });
}

/** A real photo: a JPEG of `width` × `height` made by sharp. */
const jpeg = (width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6fa8' } })
    .jpeg({ quality: 80 })
    .toBuffer();
const photo = async (name = 'car.jpg', extra: Part[] = []): Promise<Part[]> => [
  { name: 'file', filename: name, value: await jpeg() },
  ...extra,
];

/** Whether each width of a photo is in the bucket. */
const storedWidths = async (image: Pick<ProfilePhoto, 'key' | 'width'>) =>
  Promise.all(
    takeoverPhotoWidths(image.width).map(
      async (width) => (await api.app.storage.storedObject(photoFileKey(image.key, width))) !== null,
    ),
  );

describe('the lists', () => {
  it('GET /lease-takeovers lists newest first by createdAt, to staff', async () => {
    await create('TKO-A');
    await create('TKO-B');
    await create('TKO-C');
    const response = await call('GET', '/lease-takeovers');
    expect(response.statusCode).toBe(200);
    expect(response.json<LeaseTakeover[]>().map((each) => each.vehicleId)).toEqual([
      'TKO-C',
      'TKO-B',
      'TKO-A',
    ]);
  });

  it.each([
    ['a make, any case', 'hoNDa', ['TKO-1']],
    ['a model', 'rav4', ['TKO-2']],
    ['a year', '2023', ['TKO-3', 'TKO-1']],
    ['part of a VIN', '5YJ3E1', ['TKO-3']],
    ['a vehicle id', 'tko-2', ['TKO-2']],
    ['every word, each anywhere', 'tesla 2023', ['TKO-3']],
    ['a wildcard taken literally', '%', []],
    ['nothing that matches', 'Lada', []],
  ])('GET /lease-takeovers/search/{term} finds by %s', async (_case, term, found) => {
    await create('TKO-1', { year: 2023, make: 'Honda', model: 'Civic' });
    await create('TKO-2', { year: 2022, make: 'Toyota', model: 'RAV4' });
    await create('TKO-3', { year: 2023, make: 'Tesla', model: 'Model 3', vin: '5YJ3E1EA7PF000001' });
    const response = await call('GET', `/lease-takeovers/search/${encodeURIComponent(term)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LeaseTakeover[]>().map((each) => each.vehicleId)).toEqual(found);
  });

  it('refuses a search term over the limit with a plain 400', async () => {
    const response = await call('GET', `/lease-takeovers/search/${'x'.repeat(101)}`);
    expect(refusal(response)).toEqual({
      status: 400,
      message: takeoverAdminMessage('takeoverAdmin.search.tooLong', { max: 100 }),
    });
  });

  it('refuses a search term with control characters with a plain 400', async () => {
    const response = await call('GET', `/lease-takeovers/search/${encodeURIComponent('civic\u0000')}`);
    expect(refusal(response)).toEqual({ status: 400, message: message('validation.text.characters') });
  });

  it('is staff’s only', async () => {
    const dealer = await api.dealerSignIn();
    expect((await call('GET', '/lease-takeovers', undefined, dealer)).statusCode).toBe(403);
    expect((await api.call({ method: 'GET', path: '/lease-takeovers' })).statusCode).toBe(401);
  });
});

describe('one takeover', () => {
  it('POST answers the new id, GET answers { leaseTakeovers }, and the new one goes last in the display order', async () => {
    await create('TKO-OLD');
    const created = await call('POST', '/lease-takeovers', { vehicleId: '  TKO-NEW  ' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const detail = await call('GET', `/lease-takeovers/${id}`);
    expect(detail.json()).toEqual({
      leaseTakeovers: expect.objectContaining({
        id,
        vehicleId: 'TKO-NEW',
        permutation: 1,
        vehicleInformation: {},
        images: [],
      }),
    });
    expect(await displayOrder()).toEqual(['TKO-OLD', 'TKO-NEW']);
  });

  it.each([
    ['no vehicle id', {}],
    ['a blank one', { vehicleId: '   ' }],
    ['control characters', { vehicleId: 'TKO\u0000' }],
    ['one too long', { vehicleId: 'x'.repeat(81) }],
  ])('POST refuses %s with a 400, writing nothing', async (_case, body) => {
    const response = await call('POST', '/lease-takeovers', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('vehicleId');
    expect(await displayOrder()).toEqual([]);
  });

  it.each([missingId, 'not-an-id'])('GET, PUT and DELETE of %s are the spec’s 404', async (id) => {
    const unavailable = { status: 404, message: message('takeovers.error.unavailable') };
    expect(refusal(await call('GET', `/lease-takeovers/${id}`))).toEqual(unavailable);
    expect(refusal(await call('PUT', `/lease-takeovers/${id}`, { vehicleId: 'X' }))).toEqual(unavailable);
    expect(refusal(await call('DELETE', `/lease-takeovers/${id}`))).toEqual(unavailable);
  });

  it('PUT saves the vehicle, lease and options, leaving what it does not send', async () => {
    const takeover = await create('TKO-1', { year: 2023, make: 'Honda' });
    const response = await call('PUT', `/lease-takeovers/${takeover.id}`, {
      leaseSummary: { monthlyPaymentCents: 41_250, monthsLeft: 22, province: 'BC' },
      vehicleOptions: ['Heated seats', 'Moonroof'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      vehicleId: 'TKO-1',
      vehicleInformation: { year: 2023, make: 'Honda' },
      leaseSummary: { monthlyPaymentCents: 41_250, monthsLeft: 22, province: 'BC' },
      vehicleOptions: ['Heated seats', 'Moonroof'],
    });
  });

  it('PUT refuses bad details with the field’s message', async () => {
    const takeover = await create('TKO-1');
    const response = await call('PUT', `/lease-takeovers/${takeover.id}`, {
      leaseSummary: { monthsLeft: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty(['leaseSummary.monthsLeft']);
  });
});

describe('publishing (issue 25 item 17)', () => {
  const publicCall = (path: string, body?: unknown) =>
    api.call({
      method: body === undefined ? 'GET' : 'POST',
      service: '/api/public',
      path,
      ...(body !== undefined && {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    });
  const publicVehicles = async () =>
    (await publicCall('/leaseTakeovers'))
      .json<{ leaseTakeovers: LeaseTakeover[] }>()
      .leaseTakeovers.map((each) => each.vehicleId);
  const unavailable = { status: 404, message: message('takeovers.error.unavailable') };
  const askAbout = (id: string) =>
    publicCall('/emails', {
      kind: 'takeover',
      leaseTakeoverId: id,
      name: 'Ada Tremblay',
      email: 'ada@example.ca',
      message: 'Is it still available?',
    });

  it('a new takeover is a draft: staff see it and its state, the public API shows nothing of it', async () => {
    const draft = await create('TKO-1', { year: 2023, make: 'Honda' });
    expect(draft.published).toBe(false);
    const staffList = (await call('GET', '/lease-takeovers')).json<LeaseTakeover[]>();
    expect(staffList.map((each) => [each.vehicleId, each.published])).toEqual([['TKO-1', false]]);
    expect(await publicVehicles()).toEqual([]);
    expect(refusal(await publicCall(`/leaseTakeovers/${draft.id}`))).toEqual(unavailable);
    expect(refusal(await askAbout(draft.id))).toEqual(unavailable);
  });

  it('staff publish it (the public list and page show it) and take it back to a draft', async () => {
    const [first, second] = [await create('TKO-1'), await create('TKO-2')];
    const published = await call('PUT', `/lease-takeovers/${second.id}`, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ vehicleId: 'TKO-2', published: true });
    expect(await publicVehicles()).toEqual(['TKO-2']);
    expect((await publicCall(`/leaseTakeovers/${second.id}`)).json()).toMatchObject({
      leaseTakeover: { id: second.id, published: true },
    });
    expect((await askAbout(second.id)).statusCode).toBe(202);
    expect(refusal(await publicCall(`/leaseTakeovers/${first.id}`))).toEqual(unavailable);

    // Saving other details leaves the state as it is.
    await call('PUT', `/lease-takeovers/${second.id}`, { vehicleOptions: ['Moonroof'] });
    expect(await publicVehicles()).toEqual(['TKO-2']);

    const unpublished = await call('PUT', `/lease-takeovers/${second.id}`, { published: false });
    expect(unpublished.json()).toMatchObject({ published: false });
    expect(await publicVehicles()).toEqual([]);
    expect(refusal(await publicCall(`/leaseTakeovers/${second.id}`))).toEqual(unavailable);
    // Staff still reach it.
    expect((await call('GET', `/lease-takeovers/${second.id}`)).statusCode).toBe(200);
  });

  it('refuses a state that is not true or false', async () => {
    const takeover = await create('TKO-1');
    const response = await call('PUT', `/lease-takeovers/${takeover.id}`, { published: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('published');
    expect(await publicVehicles()).toEqual([]);
  });
});

describe('photos of a takeover', () => {
  /** A takeover with `count` uploaded photos. */
  async function withPhotos(count: number): Promise<LeaseTakeover> {
    const takeover = await create('TKO-P', { year: 2024, make: 'Mazda', model: 'CX-5' });
    for (let index = 0; index < count; index += 1)
      expect((await upload(takeover.id, await photo(`car-${index}.jpg`))).statusCode).toBe(201);
    return (await call('GET', `/lease-takeovers/${takeover.id}`)).json<{ leaseTakeovers: LeaseTakeover }>()
      .leaseTakeovers;
  }

  it('POST /uploads/photos/{id} stores a photo at web widths as WebP and adds it last, with its alt text', async () => {
    const takeover = await withPhotos(1);
    const response = await upload(takeover.id, await photo('side.jpg', [{ name: 'alt', value: 'The side' }]));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<PhotoUploaded>();
    expect(answer).toMatchObject({
      owner: 'lease-takeover',
      ownerId: takeover.id,
      photo: { alt: 'The side', width: 1440, height: 900 },
    });
    expect(answer.leaseTakeover!.images.map((image) => image.alt)).toEqual(['2024 Mazda CX-5', 'The side']);
    expect(await storedWidths(answer.photo)).toEqual([true, true, true]);
    // The public API serves it as every takeover photo.
    const served = await api.call({
      method: 'GET',
      service: '/api/public',
      path: `/leaseTakeovers/${takeover.id}/photos/${answer.photo.id}/960.webp`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(960);
  });

  it('PUT reorders the photos, changes their alt text, and removes those left out with their files', async () => {
    const takeover = await withPhotos(3);
    const [first, second, third] = takeover.images as [TakeoverImage, TakeoverImage, TakeoverImage];
    const response = await call('PUT', `/lease-takeovers/${takeover.id}`, {
      images: [
        { ...third, alt: 'Rear' },
        { id: first.id, alt: 'Front' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LeaseTakeover>().images).toEqual([
      { ...third, alt: 'Rear' },
      { ...first, alt: 'Front' },
    ]);
    expect(await storedWidths(second)).toEqual([false, false, false]);
    expect(await storedWidths(first)).toEqual([true, true, true]);
  });

  it.each([
    ['a photo that is not this takeover’s', 'unknown'],
    ['a photo twice', 'duplicate'],
  ] as const)('PUT refuses %s with a 400, changing nothing', async (_case, problem) => {
    const takeover = await withPhotos(2);
    const [first, second] = takeover.images as [TakeoverImage, TakeoverImage];
    const images =
      problem === 'unknown'
        ? [{ id: missingId, alt: 'x' }]
        : [
            { id: first.id, alt: 'a' },
            { id: first.id, alt: 'b' },
          ];
    const response = await call('PUT', `/lease-takeovers/${takeover.id}`, { images, vehicleId: 'CHANGED' });
    expect(refusal(response)).toEqual({
      status: 400,
      message: takeoverAdminMessage(`takeoverAdmin.images.${problem}`),
    });
    const after = (await call('GET', `/lease-takeovers/${takeover.id}`)).json<{
      leaseTakeovers: LeaseTakeover;
    }>().leaseTakeovers;
    expect(after).toEqual(takeover);
    expect(await storedWidths(second)).toEqual([true, true, true]);
  });

  it('refuses a photo past the most a takeover has with a 409, storing nothing', async () => {
    const takeover = await create('TKO-FULL');
    const images = Array.from({ length: TAKEOVER_IMAGES_MAX }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      key: `lease-takeovers/${takeover.id}/${index}`,
      alt: '',
      width: 480,
      height: 300,
    }));
    await api.db.update(leaseTakeovers).set({ images }).where(eq(leaseTakeovers.id, takeover.id));
    const puts = vi.spyOn(api.app.storage, 'putObject');
    const response = await upload(takeover.id, await photo());
    expect(refusal(response)).toEqual({
      status: 409,
      message: photoMessage('photos.error.full', { max: TAKEOVER_IMAGES_MAX }),
    });
    expect(puts).not.toHaveBeenCalled();
  });

  it('DELETE removes the takeover with its photos’ files and closes up the display order', async () => {
    await create('TKO-1');
    const middle = await withPhotos(2);
    await create('TKO-3');
    const response = await call('DELETE', `/lease-takeovers/${middle.id}`);
    expect(response.statusCode).toBe(204);
    expect(await displayOrder()).toEqual(['TKO-1', 'TKO-3']);
    expect((await listTakeoversByPermutation(api.db, 'staff')).map((each) => each.permutation)).toEqual([
      0, 1,
    ]);
    for (const image of middle.images) expect(await storedWidths(image)).toEqual([false, false, false]);
    expect(refusal(await call('GET', `/lease-takeovers/${middle.id}`)).status).toBe(404);
  });
});

describe('PUT /lease-takeovers/permutations', () => {
  it('gives every takeover its new position at once; the public list follows', async () => {
    const [a, b, c] = [await create('TKO-A'), await create('TKO-B'), await create('TKO-C')];
    for (const each of [a, b, c]) await call('PUT', `/lease-takeovers/${each.id}`, { published: true });
    const response = await call('PUT', '/lease-takeovers/permutations', {
      permutations: [
        { id: c.id, permutation: 0 },
        { id: a.id, permutation: 1 },
        { id: b.id, permutation: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LeaseTakeover[]>().map((each) => each.vehicleId)).toEqual([
      'TKO-C',
      'TKO-A',
      'TKO-B',
    ]);
    const publicList = await api.call({ method: 'GET', service: '/api/public', path: '/leaseTakeovers' });
    expect(
      publicList.json<{ leaseTakeovers: LeaseTakeover[] }>().leaseTakeovers.map((each) => each.vehicleId),
    ).toEqual(['TKO-C', 'TKO-A', 'TKO-B']);
  });

  const cases: [string, (ids: string[]) => { id: string; permutation: number }[], string][] = [
    [
      'one left out',
      ([a, b]) => [
        { id: a!, permutation: 0 },
        { id: b!, permutation: 1 },
      ],
      takeoverAdminMessage('takeoverAdmin.permutations.count', { count: 3 }),
    ],
    [
      'an unknown id',
      ([a, b]) => [
        { id: a!, permutation: 0 },
        { id: b!, permutation: 1 },
        { id: missingId, permutation: 2 },
      ],
      takeoverAdminMessage('takeoverAdmin.permutations.unknown'),
    ],
    [
      'an id twice',
      ([a, b]) => [
        { id: a!, permutation: 0 },
        { id: a!, permutation: 1 },
        { id: b!, permutation: 2 },
      ],
      takeoverAdminMessage('takeoverAdmin.permutations.duplicate'),
    ],
    [
      'a position twice',
      ([a, b, c]) => [
        { id: a!, permutation: 1 },
        { id: b!, permutation: 1 },
        { id: c!, permutation: 0 },
      ],
      takeoverAdminMessage('takeoverAdmin.permutations.positions', { last: 2 }),
    ],
    [
      'a position past the end',
      ([a, b, c]) => [
        { id: c!, permutation: 0 },
        { id: b!, permutation: 1 },
        { id: a!, permutation: 7 },
      ],
      takeoverAdminMessage('takeoverAdmin.permutations.positions', { last: 2 }),
    ],
  ];
  it.each(cases)('refuses an order with %s with a plain 400, writing nothing', async (_case, order, text) => {
    const ids = [(await create('TKO-A')).id, (await create('TKO-B')).id, (await create('TKO-C')).id];
    const response = await call('PUT', '/lease-takeovers/permutations', { permutations: order(ids) });
    expect(refusal(response)).toEqual({ status: 400, message: text });
    expect(await displayOrder()).toEqual(['TKO-A', 'TKO-B', 'TKO-C']);
  });

  it('refuses a body that is not a list of ids and positions', async () => {
    const response = await call('PUT', '/lease-takeovers/permutations', { permutations: [{ id: 'x' }] });
    expect(response.statusCode).toBe(400);
  });
});

describe('bad photo uploads', () => {
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 0x90)]);
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script><rect width="800" height="600"/></svg>',
  );
  const jpegBytes = () => jpeg(640, 400);

  const badFiles: [string, () => Promise<Part[]> | Part[], number, string][] = [
    [
      'a renamed executable',
      () => [{ name: 'file', filename: 'car.jpg', type: 'image/jpeg', value: elf }],
      400,
      photoMessage('photos.error.notImage'),
    ],
    [
      'an SVG, which can carry script',
      () => [{ name: 'file', filename: 'car.png', type: 'image/png', value: svg }],
      400,
      photoMessage('photos.error.notImage'),
    ],
    [
      'a photo cut short',
      async () => [{ name: 'file', filename: 'car.jpg', value: (await jpegBytes()).subarray(0, 20) }],
      400,
      photoMessage('photos.error.notImage'),
    ],
    [
      'an empty file',
      () => [{ name: 'file', filename: 'car.jpg', value: Buffer.alloc(0) }],
      400,
      photoMessage('photos.error.empty'),
    ],
    [
      'a file over the limit',
      () => [{ name: 'file', filename: 'car.jpg', value: Buffer.alloc(PHOTO_UPLOAD_MAX_BYTES + 1, 0xff) }],
      413,
      photoMessage('photos.error.tooLarge', { max: photoUploadLimitText() }),
    ],
    [
      'a name with a path',
      async () => [{ name: 'file', filename: '../../etc/car.jpg', value: await jpegBytes() }],
      400,
      photoMessage('photos.error.fileName'),
    ],
    [
      'a name with a Windows path',
      async () => [{ name: 'file', filename: 'C:\\Users\\ada\\car.jpg', value: await jpegBytes() }],
      400,
      photoMessage('photos.error.fileName'),
    ],
    [
      'a name with control characters',
      async () => [{ name: 'file', filename: 'car\u0007.jpg', value: await jpegBytes() }],
      400,
      photoMessage('photos.error.fileName'),
    ],
    [
      'a name that reorders what it shows',
      async () => [{ name: 'file', filename: 'car\u202Egpj.exe', value: await jpegBytes() }],
      400,
      photoMessage('photos.error.fileName'),
    ],
    ['no file', () => [{ name: 'alt', value: 'Front' }], 400, photoMessage('photos.error.missing')],
    [
      'the file under another field',
      async () => [{ name: 'photo', filename: 'car.jpg', value: await jpegBytes() }],
      400,
      photoMessage('photos.error.missing'),
    ],
    [
      'two files',
      async () => [
        { name: 'file', filename: 'a.jpg', value: await jpegBytes() },
        { name: 'file', filename: 'b.jpg', value: await jpegBytes() },
      ],
      400,
      photoMessage('photos.error.oneFile'),
    ],
    [
      'an alt text too long',
      async () => [
        { name: 'file', filename: 'a.jpg', value: await jpegBytes() },
        { name: 'alt', value: 'x'.repeat(301) },
      ],
      400,
      message('validation.tooLong', { max: 300 }),
    ],
  ];

  it.each(badFiles)('refuses %s, storing and writing nothing', async (_case, parts, status, text) => {
    const takeover = await create('TKO-BAD');
    const puts = vi.spyOn(api.app.storage, 'putObject');
    const response = await upload(takeover.id, await parts());
    expect(refusal(response)).toEqual({ status, message: text });
    expect(puts).not.toHaveBeenCalled();
    const after = (await call('GET', `/lease-takeovers/${takeover.id}`)).json<{
      leaseTakeovers: LeaseTakeover;
    }>();
    expect(after.leaseTakeovers.images).toEqual([]);
  });

  it('refuses a body that is not multipart', async () => {
    const takeover = await create('TKO-BAD');
    const response = await call('POST', `/uploads/photos/${takeover.id}`, { file: 'x' });
    expect(refusal(response)).toEqual({ status: 400, message: photoMessage('photos.error.notMultipart') });
  });

  it.each([missingId, 'not-an-id'])(
    'answers 404 for an id that names nobody (%s), storing nothing',
    async (id) => {
      const puts = vi.spyOn(api.app.storage, 'putObject');
      const response = await upload(id, await photo());
      expect(refusal(response)).toEqual({ status: 404, message: photoMessage('photos.error.ownerNotFound') });
      expect(puts).not.toHaveBeenCalled();
    },
  );

  it('removes the stored files when the record cannot take the photo', async () => {
    const takeover = await create('TKO-GONE');
    const deletes = vi.spyOn(api.app.storage, 'deleteObject');
    // The takeover is deleted while its photo is being stored.
    const puts = vi.spyOn(api.app.storage, 'putObject').mockImplementationOnce(async () => {
      await api.db.delete(leaseTakeovers).where(eq(leaseTakeovers.id, takeover.id));
    });
    const response = await upload(takeover.id, await photo());
    expect(refusal(response).status).toBe(404);
    const written = puts.mock.calls.map(([key]) => key);
    expect(written.length).toBeGreaterThan(0);
    expect(deletes.mock.calls.map(([key]) => key)).toEqual(expect.arrayContaining(written));
  });
});

describe('people’s photos', () => {
  const personPhoto = async (
    table: typeof clientAccounts | typeof staffUsers | typeof fileDealers,
    id: string,
  ) => {
    const [row] = await api.db.select({ photo: table.photo }).from(table).where(eq(table.id, id));
    return row?.photo ?? null;
  };
  /** The photo a detail answer says: its id and size, never its bucket key. */
  const detailPhoto = async (path: string, service = '/api/main') => {
    const response = await api.call({ method: 'GET', service, path, session: superAdmin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ photo: unknown }>().photo;
  };
  const said = ({ id, width, height }: ProfilePhoto) => ({ id, width, height });

  it('sets a client’s photo, replaces it (removing the old files), and serves it to staff only', async () => {
    const first = await upload(client.id, await photo());
    expect(first.statusCode, first.body).toBe(201);
    const old = first.json<PhotoUploaded>().photo;
    expect(first.json()).toMatchObject({ owner: 'client', ownerId: client.id });
    expect(await detailPhoto(`/users/${client.id}`)).toEqual(said(old));
    const second = await upload(client.id, await photo('new.png'));
    const current = second.json<PhotoUploaded>().photo;
    expect(await personPhoto(clientAccounts, client.id)).toEqual(current);
    // The client's record says their photo now, in the detail and in the list.
    expect(await detailPhoto(`/users/${client.id}`)).toEqual(said(current));
    const list = await call('GET', '/users?limit=100');
    expect(
      list.json<{ id: string; photo: unknown }[]>().find((each) => each.id === client.id)?.photo,
    ).toEqual(said(current));
    expect(await storedWidths(old)).toEqual([false, false, false]);
    expect(await storedWidths(current)).toEqual([true, true, true]);

    const path = profilePhotoPath(client.id, current);
    const served = await api.call({ method: 'GET', path, session: staff });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('private');
    expect((await api.call({ method: 'GET', path })).statusCode).toBe(401);
    const replaced = await api.call({
      method: 'GET',
      path: profilePhotoPath(client.id, old),
      session: staff,
    });
    expect(refusal(replaced)).toEqual({ status: 404, message: photoMessage('photos.error.photoNotFound') });
  });

  it('lets a staff member set their own photo, and only a super admin another’s', async () => {
    const staffPath = `/auth/${demoAccounts.staffAdmin.id}`;
    expect(await detailPhoto(`/auth/${demoAccounts.staffSuperAdmin.id}`)).toBeNull();
    const own = await upload(demoAccounts.staffAdmin.id, await photo());
    expect(own.statusCode, own.body).toBe(201);
    expect(await personPhoto(staffUsers, demoAccounts.staffAdmin.id)).toEqual(
      own.json<PhotoUploaded>().photo,
    );
    expect(await detailPhoto(staffPath)).toEqual(said(own.json<PhotoUploaded>().photo));

    const puts = vi.spyOn(api.app.storage, 'putObject');
    const others = await upload(demoAccounts.staffSuperAdmin.id, await photo());
    expect(refusal(others)).toEqual({ status: 403, message: photoMessage('photos.error.ownOnly') });
    expect(puts).not.toHaveBeenCalled();

    const bySuperAdmin = await upload(demoAccounts.staffAdmin.id, await photo(), { session: superAdmin });
    expect(bySuperAdmin.statusCode).toBe(201);
    expect(await storedWidths(own.json<PhotoUploaded>().photo)).toEqual([false, false, false]);
  });

  it('sets a file-tool dealer’s photo through the dealer API, and serves it there', async () => {
    const id = demoAccounts.fileDealer.id;
    const response = await upload(id, await photo(), { service: '/api/dealer' });
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = response.json<PhotoUploaded>();
    expect(uploaded).toMatchObject({ owner: 'file-dealer', ownerId: id });
    expect(await personPhoto(fileDealers, id)).toEqual(uploaded.photo);
    expect(await detailPhoto(`/users/${id}`, '/api/dealer')).toEqual(said(uploaded.photo));
    const served = await api.call({
      method: 'GET',
      service: '/api/dealer',
      path: profilePhotoPath(id, uploaded.photo, 960),
      session: staff,
    });
    expect(served.statusCode).toBe(200);
    // The main API does not serve dealers' photos, nor the dealer API others'.
    expect((await upload(client.id, await photo(), { service: '/api/dealer' })).statusCode).toBe(404);
    const missing = await upload(missingId, await photo(), { service: '/api/dealer' });
    expect(refusal(missing)).toEqual({ status: 404, message: photoMessage('photos.error.dealerNotFound') });
  });
});
