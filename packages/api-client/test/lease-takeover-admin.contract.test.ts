// The lease takeover administration and the photo uploads of spec doc 2 §7 (issue 15), made by
// @sfi/api-client against the real reference server over its demo data (a dozen takeovers with
// photos, the demo staff and file-tool dealer): each answer exactly its contract in @sfi/domain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminTakeoverDetailSchema,
  ClientAccountSchema,
  DealerUserDetailSchema,
  LeaseTakeoverSchema,
  message,
  photoMessage,
  PhotoUploadedSchema,
  StaffMemberSchema,
  takeoverAdminMessage,
  type LeaseTakeover,
  type PhotoUploaded,
  type UploadProgress,
} from '@sfi/domain';
import type { ApiClient } from '../src/index.ts';
import {
  failure,
  sessionClient,
  signedInStaff,
  startReferenceServer,
  type ReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let staff: ApiClient;

beforeAll(async () => {
  server = await startReferenceServer();
  staff = await signedInStaff(server);
});
afterAll(() => server?.stop());

/** Parsing with the contract drops unknown fields: an answer that survives unchanged has exactly its fields. */
const exactly = <T>(schema: { parse(value: unknown): T }, answer: T) =>
  expect(schema.parse(answer)).toEqual(answer);

/** A real photo: the smallest file of a demo takeover's first photo, as the public API serves it (WebP). */
async function demoPhoto(): Promise<Blob & { name: string }> {
  const [first] = await staff.public.leaseTakeovers();
  const [file] = staff.public.takeoverPhotoFiles(first!.id, first!.images[0]!);
  const bytes = await (await fetch(file!.url)).arrayBuffer();
  return new File([bytes], 'front.webp', { type: 'image/webp' });
}

/** The photo a person's record says after an upload: its id and size. */
const saidPhoto = ({ photo }: PhotoUploaded) => ({ id: photo.id, width: photo.width, height: photo.height });

describe('lease takeover administration', () => {
  it('lists newest first with GET /lease-takeovers, and searches with GET /lease-takeovers/search/{term}', async () => {
    const list = await staff.leaseTakeovers.list();
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const takeover of list) exactly(LeaseTakeoverSchema, takeover);
    const times = list.map((takeover) => Date.parse(takeover.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const found = await staff.leaseTakeovers.search('honda civic');
    expect(found.map((takeover) => takeover.vehicleId)).toEqual(['TKO-1001']);
    expect(await staff.leaseTakeovers.search('no such vehicle')).toEqual([]);
  });

  it('creates, reads, changes and deletes a takeover', async () => {
    const id = await staff.leaseTakeovers.create({ vehicleId: 'TKO-CONTRACT' });
    const created = await staff.leaseTakeovers.get(id);
    exactly(AdminTakeoverDetailSchema, { leaseTakeovers: created });
    const all = await staff.leaseTakeovers.list();
    expect(created.permutation).toBe(Math.max(...all.map((each) => each.permutation)));

    const saved = await staff.leaseTakeovers.update(id, {
      vehicleInformation: { year: 2024, make: 'Kia', model: 'EV6', vin: 'KNDC3DLC5R5000001' },
      leaseSummary: { monthlyPaymentCents: 59_900, monthsLeft: 30 },
      vehicleOptions: ['Heat pump'],
    });
    exactly(LeaseTakeoverSchema, saved);
    expect(saved).toMatchObject({ vehicleInformation: { make: 'Kia' }, vehicleOptions: ['Heat pump'] });
    expect((await staff.leaseTakeovers.search('KNDC3DLC')).map((each) => each.id)).toEqual([id]);

    await staff.leaseTakeovers.remove(id);
    const gone = await failure(staff.leaseTakeovers.get(id));
    expect([gone.status, gone.message]).toEqual([404, message('takeovers.error.unavailable')]);
  });

  it('saves a new display order with PUT /lease-takeovers/permutations, which the public list follows', async () => {
    const byPermutation = [...(await staff.leaseTakeovers.list())].sort(
      (a, b) => a.permutation - b.permutation,
    );
    const reversed = byPermutation.map((each) => each.id).reverse();
    const ordered = await staff.leaseTakeovers.setPermutations(
      reversed.map((id, permutation) => ({ id, permutation })),
    );
    expect(ordered.map((each) => each.id)).toEqual(reversed);
    // The public list follows, with the published ones only.
    const published = ordered.filter((each) => each.published).map((each) => each.id);
    expect((await staff.public.leaseTakeovers()).map((each) => each.id)).toEqual(published);

    const refused = await failure(
      staff.leaseTakeovers.setPermutations([{ id: reversed[0]!, permutation: 0 }]),
    );
    expect([refused.status, refused.message]).toEqual([
      400,
      takeoverAdminMessage('takeoverAdmin.permutations.count', { count: reversed.length }),
    ]);
    expect((await staff.public.leaseTakeovers()).map((each) => each.id)).toEqual(published);
  });

  it('publishes a takeover with PUT /lease-takeovers/{id} (a draft until then) and takes it back', async () => {
    const id = await staff.leaseTakeovers.create({ vehicleId: 'TKO-PUBLISH' });
    expect((await staff.leaseTakeovers.get(id)).published).toBe(false);
    const publicIds = async () => (await staff.public.leaseTakeovers()).map((each) => each.id);
    expect(await publicIds()).not.toContain(id);
    expect((await failure(staff.public.leaseTakeover(id))).status).toBe(404);
    const published = await staff.leaseTakeovers.update(id, { published: true });
    exactly(LeaseTakeoverSchema, published);
    expect(published.published).toBe(true);
    expect(await publicIds()).toContain(id);
    expect((await staff.public.leaseTakeover(id)).id).toBe(id);
    await staff.leaseTakeovers.update(id, { published: false });
    expect(await publicIds()).not.toContain(id);
    await staff.leaseTakeovers.remove(id);
  });
});

describe('POST /uploads/photos/{id}', () => {
  it('adds a photo to a takeover, reporting its progress; PUT then removes it', async () => {
    const id = await staff.leaseTakeovers.create({ vehicleId: 'TKO-PHOTO' });
    const progress: UploadProgress[] = [];
    const uploaded = await staff.photos.upload(id, await demoPhoto(), {
      alt: 'The front',
      onProgress: (step) => progress.push(step),
    });
    exactly(PhotoUploadedSchema, uploaded);
    expect(progress).toEqual([0, 'complete']);
    const takeover: LeaseTakeover = uploaded.leaseTakeover!;
    expect(takeover.images).toEqual([uploaded.photo]);
    expect(uploaded.photo.alt).toBe('The front');
    // The public API serves it.
    const [file] = staff.public.takeoverPhotoFiles(id, takeover.images[0]!);
    expect((await fetch(file!.url)).headers.get('content-type')).toBe('image/webp');

    const saved = await staff.leaseTakeovers.update(id, { images: [] });
    expect(saved.images).toEqual([]);
    expect((await fetch(file!.url)).status).toBe(404);
    await staff.leaseTakeovers.remove(id);
  });

  it('refuses a renamed executable, and an id that names nobody, with the server’s message', async () => {
    const id = await staff.leaseTakeovers.create({ vehicleId: 'TKO-BAD' });
    const executable = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0])], 'car.jpg', {
      type: 'image/jpeg',
    });
    const progress: UploadProgress[] = [];
    const refused = await failure(
      staff.photos.upload(id, executable, { onProgress: (step) => progress.push(step) }),
    );
    expect([refused.status, refused.message]).toEqual([400, photoMessage('photos.error.notImage')]);
    expect(refused.fieldErrors).toEqual({ file: photoMessage('photos.error.notImage') });
    expect(progress).toEqual([0, null]);
    expect((await staff.leaseTakeovers.get(id)).images).toEqual([]);

    const nobody = await failure(
      staff.photos.upload('00000000-0000-4000-8000-000000000000', await demoPhoto()),
    );
    expect([nobody.status, nobody.message]).toEqual([404, photoMessage('photos.error.ownerNotFound')]);
    await staff.leaseTakeovers.remove(id);
  });

  it('sets a staff member’s own photo, which staff read back through profilePhotoPath', async () => {
    const session = await staff.auth.current();
    const uploaded = await staff.photos.upload(session.user.id, await demoPhoto());
    exactly(PhotoUploadedSchema, uploaded);
    expect(uploaded).toMatchObject({ owner: 'staff', ownerId: session.user.id });
    const blob = await staff.photos.personPhoto(session.user.id, uploaded.photo);
    expect(blob.type).toBe('image/webp');
    expect(blob.size).toBeGreaterThan(100);
    // Their record says it now.
    const member = await staff.staff.get(session.user.id);
    exactly(StaffMemberSchema, member);
    expect(member.photo).toEqual(saidPhoto(uploaded));
    // Nobody without a session reads it.
    const anonymous = sessionClient(server).api;
    expect((await failure(anonymous.photos.personPhoto(session.user.id, uploaded.photo))).status).toBe(401);
  });

  it('sets a client’s photo, which their record then says', async () => {
    const { user } = await staff.clients.create({ email: 'photo.contract@example.com' });
    expect(user.photo).toBeNull();
    const uploaded = await staff.photos.upload(user.id, await demoPhoto());
    expect(uploaded).toMatchObject({ owner: 'client', ownerId: user.id });
    const client = await staff.clients.get(user.id);
    exactly(ClientAccountSchema, client);
    expect(client.photo).toEqual(saidPhoto(uploaded));
    expect((await staff.photos.personPhoto(user.id, client.photo!)).type).toBe('image/webp');
    await staff.clients.remove(user.id);
  });

  it('sets a file-tool dealer’s photo through the dealer API', async () => {
    const [dealer] = await staff.fileDealers.list();
    const uploaded = await staff.photos.upload(dealer!.id, await demoPhoto(), { service: 'dealer' });
    expect(uploaded).toMatchObject({ owner: 'file-dealer', ownerId: dealer!.id });
    const blob = await staff.photos.personPhoto(dealer!.id, uploaded.photo, {
      service: 'dealer',
      width: 480,
    });
    expect(blob.type).toBe('image/webp');
    const detail = await staff.dealer.get(dealer!.id);
    exactly(DealerUserDetailSchema, detail);
    expect(detail.photo).toEqual(saidPhoto(uploaded));
    const missing = await failure(
      staff.photos.upload('00000000-0000-4000-8000-000000000000', await demoPhoto(), { service: 'dealer' }),
    );
    expect([missing.status, missing.message]).toEqual([404, photoMessage('photos.error.dealerNotFound')]);
  });
});
