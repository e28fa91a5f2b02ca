// A client's lease files (issue 14, doc 2 §1, §7): `GET /me` lists the files linked to the client
// with each vehicle, monthly payment, term end, status and today's buyout figure (the back office's
// own figure), the member service answers the same, and the lease summary PDF is served for the
// client's own files only: another client's file, or one not linked, is a 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyoutToday, clientVehicleOfFile, message, type BuyoutQuote, type Member } from '@sfi/domain';
import { clientFileNumbers, linkClientFile } from '../src/db/client-files.ts';
import { findLeaseFile } from '../src/db/lease-files.ts';
import { clientLeaseFiles, leaseFiles } from '../src/db/schema.ts';
import { demoClientFileNumbers, linkDemoClientFiles } from '../src/seed/client-files.ts';
import { demoClient } from '../src/seed/demo-accounts.ts';
import { replaceDemoLeaseFiles } from '../src/seed/lease-files.ts';
import { createAudiences, otherClient, type Audiences } from './support/audiences.ts';
import { createAuthTestApi, office, type AuthTestApi } from './support/auth.ts';

let api: AuthTestApi;
let audiences: Audiences;
let demoFiles: string[];

beforeAll(async () => {
  api = await createAuthTestApi();
  audiences = await createAudiences(api);
  await replaceDemoLeaseFiles(api.db, 60);
  expect(await linkDemoClientFiles(api.db, api.clock.now())).toBe(2);
  demoFiles = demoClientFileNumbers(buyoutToday(api.clock.now()));
});
afterAll(() => api.close());

const get = async (url: string, who: 'client' | 'other' | 'staff') =>
  api.app.inject({
    url,
    remoteAddress: office,
    headers:
      who === 'client'
        ? await audiences.headers('client')
        : who === 'other'
          ? await audiences.otherHeaders('client')
          : await audiences.headers('staffAdmin'),
  });

const me = async (who: 'client' | 'other' = 'client') =>
  (await get('/api/public/me', who)).json<{ me: Member }>().me;

describe('GET /me', () => {
  it('lists the client’s files: vehicle, monthly payment, term end, status and today’s buyout', async () => {
    const { files } = await me();
    expect(files.vehicles.map((vehicle) => vehicle.fileNo).sort()).toEqual([...demoFiles].sort());
    const today = buyoutToday(api.clock.now());
    for (const vehicle of files.vehicles) {
      const file = (await findLeaseFile(api.db, { kind: 'staff' }, vehicle.fileNo!))!;
      const lease = file.fields['lease'] as { monthlyPayment: number; maturityDate: string };
      const car = file.fields['vehicle'] as { make: string; model: string; year: number; vin: string };
      expect(vehicle).toMatchObject({
        make: car.make,
        model: car.model,
        year: car.year,
        vin: car.vin,
        monthlyPayment: lease.monthlyPayment,
        termEnd: lease.maturityDate.slice(0, 10),
        status: 'active',
        buyout: { quoteDate: today },
      });
      expect(vehicle).toEqual(clientVehicleOfFile(file.fields, undefined, today));
    }
  });

  it('shows the buyout figure the back office shows for the same file today', async () => {
    const { files } = await me();
    for (const vehicle of files.vehicles) {
      const staff = await get(`/api/main/buyout-quotes/${vehicle.fileNo}`, 'staff');
      const { buyoutQuote } = staff.json<{ buyoutQuote: BuyoutQuote }>();
      expect(vehicle.buyout?.total).toBe(buyoutQuote.totals!.total);
      expect(vehicle.buyout?.total).toBeGreaterThan(0);
    }
  });

  it('lists nothing for a client without files, and the member service answers the same list', async () => {
    expect((await me('other')).files.vehicles).toEqual([]);
    const member = await get(`/api/member/members/${demoClient.id}`, 'client');
    expect(member.json<Member>().files.vehicles).toEqual((await me()).files.vehicles);
  });

  it('follows the files: a file deleted leaves the list, linking again changes nothing', async () => {
    const [first] = demoFiles;
    expect(await linkClientFile(api.db, demoClient.id, first!)).toBe(true);
    expect((await me()).files.vehicles).toHaveLength(2);
    expect(await linkClientFile(api.db, otherClient.id, 'NO-SUCH-FILE')).toBe(false);
    const spare = '1000050';
    expect(await linkClientFile(api.db, otherClient.id, spare)).toBe(true);
    expect(await clientFileNumbers(api.db, otherClient.id)).toEqual([spare]);
    await api.db.delete(leaseFiles).where(eq(leaseFiles.fileNo, spare));
    expect(await clientFileNumbers(api.db, otherClient.id)).toEqual([]);
    const links = await api.db
      .select()
      .from(clientLeaseFiles)
      .where(eq(clientLeaseFiles.clientId, otherClient.id));
    expect(links).toEqual([]);
  });
});

describe('GET /me/files/{fileNo}/lease-summary', () => {
  it('sends the client’s own file as the staff’s lease summary PDF', async () => {
    const fileNo = demoFiles[0]!;
    const response = await get(`/api/public/me/files/${fileNo}/lease-summary`, 'client');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="lease-summary-${fileNo}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each<[string, 'client' | 'other', () => string]>([
    ['another client’s file', 'other', () => demoFiles[0]!],
    [
      'a file that is not the client’s',
      'client',
      () => ['1000001', '1000002', '1000003'].find((fileNo) => !demoFiles.includes(fileNo))!,
    ],
    ['a file that does not exist', 'client', () => '9999999'],
  ])('answers %s with the file’s 404', async (_case, who, fileNo) => {
    const response = await get(`/api/public/me/files/${fileNo()}/lease-summary`, who);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: message('files.fileNo.notFound') });
  });

  it('answers a malformed file number with a 400 and no session with a 401', async () => {
    const bad = await get(`/api/public/me/files/${'x'.repeat(200)}/lease-summary`, 'client');
    expect(bad.statusCode).toBe(400);
    const none = await api.app.inject({ url: `/api/public/me/files/${demoFiles[0]}/lease-summary` });
    expect(none.statusCode).toBe(401);
  });
});
