// The client audience's calls (spec doc 2 §7), made by @sfi/api-client against the real reference
// server: `GET /me` of the public API and the member service, with an access token the server's
// embedded identity provider issued through the whole authorization code flow with PKCE (driven
// with plain fetch, as a browser would).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFileStatuses, MemberSchema, message } from '@sfi/domain';
import { ApiError, createApiClient, type SessionHeaders } from '../src/index.ts';
import { signInClient } from './client-sign-in.ts';
import { startReferenceServer, type ReferenceServer } from './reference-server.ts';

const demoClient = { email: 'client@example.com', password: 'client-demo-2026', name: 'Avery Client' };

let server: ReferenceServer;
let accessToken: string;
beforeAll(async () => {
  server = await startReferenceServer();
  ({ access_token: accessToken } = await signInClient(server.origin, demoClient.email, demoClient.password));
});
afterAll(() => server?.stop());

function client(headers: SessionHeaders = { authorization: `Bearer ${accessToken}` }) {
  return createApiClient({ services: server.services, session: () => headers });
}

describe('public API: me()', () => {
  it('answers the signed-in client, unwrapped from `me`', async () => {
    const me = await client().public.me();
    expect(me).toMatchObject({
      email: demoClient.email,
      name: demoClient.name,
      files: { name: demoClient.name },
    });
    expect(me.id).toEqual(expect.any(String));
    // Exactly the wire contract's fields: parsing with it changes nothing.
    expect(MemberSchema.parse(me)).toStrictEqual(me);
    expect(MemberSchema.parse(await client().member.get(me.id))).toStrictEqual(me);
  });

  it('fails with the server message for a tampered token', async () => {
    const [head, payload] = accessToken.split('.');
    const error = await client({ authorization: `Bearer ${head}.${payload}.AAAA` })
      .public.me()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: message('public.tokenInvalid') });
  });
});

describe('member service', () => {
  it('members.get(id) answers the own record, and null when the lookup fails', async () => {
    const { id } = await client().public.me();
    expect(await client().member.get(id)).toMatchObject({ id, email: demoClient.email });
    expect(await client().member.get('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await client({}).member.get(id)).toBeNull();
  });

  it('members.create(email) answers the record of the own address, and refuses another', async () => {
    const { id } = await client().public.me();
    expect(await client().member.create(demoClient.email)).toMatchObject({ id, email: demoClient.email });
    const error = await client()
      .member.create('someone.else@example.com')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, message: message('member.emailMismatch') });
  });
});

describe('public API: the client’s lease files', () => {
  it('me() lists the demo client’s two files with vehicle, payment, term end, status and buyout', async () => {
    const { files } = await client().public.me();
    expect(files.vehicles).toHaveLength(2);
    for (const vehicle of files.vehicles) {
      expect(vehicle).toMatchObject({
        fileNo: expect.any(String),
        make: expect.any(String),
        model: expect.any(String),
        year: expect.any(Number),
        monthlyPayment: expect.any(Number),
        termEnd: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        status: 'active',
        buyout: { total: expect.any(Number), quoteDate: expect.any(String), goodUntil: expect.any(String) },
      });
      expect(clientFileStatuses).toContain(vehicle.status);
    }
  });

  it('leaseSummary() downloads the PDF of the client’s own file, named as the server names it', async () => {
    const [vehicle] = (await client().public.me()).files.vehicles;
    const received: number[] = [];
    const { name, blob } = await client().public.leaseSummary(vehicle!.fileNo!, {
      onProgress: (bytes) => received.push(bytes),
    });
    expect(name).toBe(`lease-summary-${vehicle!.fileNo}.pdf`);
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(received.at(-1)).toBe(blob.size);
  });

  it('leaseSummary() of a file that is not the client’s fails with the file’s 404', async () => {
    const mine = (await client().public.me()).files.vehicles.map((vehicle) => vehicle.fileNo);
    const theirs = ['1000001', '1000002', '1000003'].find((fileNo) => !mine.includes(fileNo))!;
    const error = await client()
      .public.leaseSummary(theirs)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: message('files.fileNo.notFound') });
  });
});
