// The client and staff administration of spec doc 2 §7 (issue 15), made by @sfi/api-client against
// the real reference server: every call answers exactly its contract in @sfi/domain, the refusals
// carry the server's message, a new client signs in with the password answered once (which the
// server never prints), and only a super admin manages staff.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ClientAccountSchema,
  ClientCreatedResponseSchema,
  message,
  orderLoadedUsers,
  peopleMessage,
  StaffCodeResentSchema,
  StaffMemberCreatedSchema,
  StaffMemberSchema,
} from '@sfi/domain';
import { createApiClient, type ApiClient } from '../src/index.ts';
import { signInClient } from './client-sign-in.ts';
import {
  demoSuperAdmin,
  failure,
  signedInStaff,
  startReferenceServer,
  type ReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let admin: ApiClient;
let superAdmin: ApiClient;

beforeAll(async () => {
  server = await startReferenceServer();
  admin = await signedInStaff(server);
  superAdmin = await signedInStaff(server, demoSuperAdmin);
});
afterAll(() => server?.stop());

/** Parsing with the contract drops unknown fields: an answer that survives unchanged has exactly its fields. */
const exactly = <T>(schema: { parse(value: unknown): T }, answer: T) =>
  expect(schema.parse(answer)).toEqual(answer);

describe('clients (/users)', () => {
  it('adds a client with a file and no password; the client chooses theirs with the e-mailed activation link, then signs in', async () => {
    await admin.leaseFiles.create({ fileNo: 'CT-PEOPLE-1' });
    const printed = server.output().length;
    const created = await admin.clients.create({
      email: 'contract.client@example.com',
      name: 'Cora Tract',
      fileNo: 'CT-PEOPLE-1',
    });
    exactly(ClientCreatedResponseSchema, created);
    // No password is made, answered or shown (issue 26 item 7).
    expect(Object.keys(created)).toEqual(['user']);
    expect(created.user).toMatchObject({ fileNo: 'CT-PEOPLE-1', emailConfirmed: false });
    // The identity provider's own reset link, sent by the outbox just after the answer.
    const link = await vi.waitFor(() => {
      const found =
        /E-mail to contract\.client@example\.com: .*?(https?:\/\/\S+\/oidc\/account\/reset\?token=[\w-]+)/.exec(
          server.output().slice(printed),
        )?.[1];
      if (!found) throw new Error('no activation link yet');
      return found;
    });
    // A new one on request, while the client has not used one (the earlier one ends).
    await admin.clients.sendActivationLink(created.user.id);
    const newest = await vi.waitFor(() => {
      const links = [
        ...server
          .output()
          .slice(printed)
          .matchAll(
            /E-mail to contract\.client@example\.com: .*?(https?:\/\/\S+\/oidc\/account\/reset\?token=[\w-]+)/g,
          ),
      ].map((match) => match[1]!);
      if (links.length < 2) throw new Error('no second link yet');
      return links.at(-1)!;
    });
    expect(newest).not.toBe(link);
    const chosen = await fetch(newest, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: 'cora chose this 2026' }),
    });
    expect(chosen.status).toBe(200);
    expect((await admin.clients.get(created.user.id)).emailConfirmed).toBe(true);
    expect(await failure(admin.clients.sendActivationLink(created.user.id))).toMatchObject({
      status: 409,
      message: message('password.activation.done'),
    });

    const { access_token } = await signInClient(
      server.origin,
      'contract.client@example.com',
      'cora chose this 2026',
    );
    const me = await createApiClient({
      services: server.services,
      session: () => ({ authorization: `Bearer ${access_token}` }),
    }).public.me();
    expect(me).toMatchObject({ id: created.user.id, email: 'contract.client@example.com' });
    exactly(ClientAccountSchema, await admin.clients.get(created.user.id));
  });

  it('lists (oldest first; the screen reverses), pages back, searches by e-mail and file, links and unlinks', async () => {
    const list = await admin.clients.list();
    for (const client of list) exactly(ClientAccountSchema, client);
    const newestFirst = orderLoadedUsers(list);
    expect(newestFirst[0]?.email).toBe('contract.client@example.com');
    const older = await admin.clients.list({ limit: 1, before: list.at(-1)!.id });
    expect(older.every((client) => client.id !== list.at(-1)!.id)).toBe(true);
    const [found] = await admin.clients.search({ email: 'CONTRACT.client' });
    expect(found?.email).toBe('contract.client@example.com');
    expect((await admin.clients.search({ fileno: 'CT-PEOPLE-1' })).map((client) => client.id)).toEqual([
      found!.id,
    ]);

    await admin.leaseFiles.create({ fileNo: 'CT-PEOPLE-2' });
    const linked = await admin.clients.changeFile(found!.id, { fileNo: 'CT-PEOPLE-2' });
    expect(linked.fileNos).toEqual(['CT-PEOPLE-2', 'CT-PEOPLE-1']);
    const unlinked = await admin.clients.changeFile(found!.id, { fileNo: 'CT-PEOPLE-2', unlink: true });
    expect(unlinked.fileNos).toEqual(['CT-PEOPLE-1']);
    expect(await failure(admin.clients.changeFile(found!.id, { fileNo: 'CT-NONE' }))).toMatchObject({
      status: 404,
      message: 'The file does not exist',
    });
  });

  it('gives the server message for a taken e-mail, and removes a client', async () => {
    expect(await failure(admin.clients.create({ email: 'Contract.Client@example.com' }))).toMatchObject({
      status: 409,
      message: peopleMessage('people.client.emailTaken', { email: 'Contract.Client@example.com' }),
    });
    const { user } = await admin.clients.create({ email: 'leaving.contract@example.com' });
    exactly(ClientAccountSchema, await admin.clients.remove(user.id));
    expect(await failure(admin.clients.get(user.id))).toMatchObject({
      status: 404,
      message: peopleMessage('people.client.notFound'),
    });
  });
});

describe('staff search (/users/search/criteria of the chat service)', () => {
  it('finds the staff by e-mail, case aside, and by a lease file they talk about; one criterion only', async () => {
    const byEmail = await admin.staff.search({ email: 'SAM.GAGNON' });
    for (const member of byEmail) exactly(StaffMemberSchema, member);
    expect(byEmail.map((member) => member.username)).toEqual(['superadmin']);

    const { dealers } = await admin.fileDealers.search({ search: 'D-1001' });
    const dealer = dealers.find((each) => each.dealerNo === 'D-1001')!;
    await admin.leaseFiles.create({ fileNo: 'CT-STAFF-1', dealerNo: dealer.dealerNo });
    await superAdmin.chat.createRoom({ dealerId: dealer.id, fileNo: 'CT-STAFF-1' });
    const byFile = await admin.staff.search({ fileno: 'CT-STAFF-1' });
    for (const member of byFile) exactly(StaffMemberSchema, member);
    expect(byFile.map((member) => member.username)).toEqual(['superadmin']);
    expect(await admin.staff.search({ fileno: 'CT-NO-SUCH-FILE' })).toEqual([]);

    expect(await failure(admin.staff.search({ email: 'sam', fileno: 'CT-STAFF-1' }))).toMatchObject({
      status: 400,
      message: expect.stringContaining(peopleMessage('people.query.criteria')),
    });
  });
});

describe('staff (/auth)', () => {
  it('lists the staff by name and searches them', async () => {
    const staff = await admin.staff.list();
    for (const member of staff) exactly(StaffMemberSchema, member);
    expect(staff.map((member) => member.username)).toEqual(['admin', 'superadmin']);
    expect((await admin.staff.list({ search: 'sam' })).map((member) => member.username)).toEqual([
      'superadmin',
    ]);
    exactly(StaffMemberSchema, await admin.staff.get(staff[0]!.id));
  });

  it('lets a super admin add, change and remove a member; an admin gets 403s', async () => {
    const member = {
      name: 'Casey Contract',
      email: 'casey@sfi.example',
      username: 'casey',
      phone: '+15555550160',
      roles: ['LEASE_QUOTES_ADMIN' as const],
    };
    expect(await failure(admin.staff.create(member))).toMatchObject({
      status: 403,
      message: message('error.forbidden'),
    });
    const created = await superAdmin.staff.create(member);
    exactly(StaffMemberCreatedSchema, created);
    // No password: the member is e-mailed a one-time activation link (issue 26 item 7).
    expect(Object.keys(created)).toEqual(['id']);
    // The outbox sends it just after the answer.
    await vi.waitFor(() =>
      expect(server.output()).toMatch(/E-mail to casey@sfi\.example: .*\/staff\/password\?token=/),
    );
    expect(await failure(superAdmin.staff.create({ ...member, email: 'x@sfi.example' }))).toMatchObject({
      status: 409,
      message: peopleMessage('people.staff.usernameTaken', { username: 'casey' }),
    });
    expect(await failure(admin.staff.update(created.id, { name: 'Nope' }))).toMatchObject({
      status: 403,
      message: peopleMessage('people.staff.othersSuperAdminOnly'),
    });
    const changed = await superAdmin.staff.update(created.id, { roles: ['LEASE_QUOTES_SUPER_ADMIN'] });
    exactly(StaffMemberSchema, changed);
    expect(changed.roles).toEqual(['LEASE_QUOTES_SUPER_ADMIN']);
    expect(await failure(admin.staff.remove(created.id))).toMatchObject({ status: 403 });
    exactly(StaffMemberSchema, await superAdmin.staff.remove(created.id));
    expect(await failure(superAdmin.staff.get(created.id))).toMatchObject({
      status: 404,
      message: peopleMessage('people.staff.notFound'),
    });
  });

  it('changes one’s own mobile with the password and a code texted to the current one (issue 26)', async () => {
    const me = (await admin.auth.current()).user;
    const before = await admin.staff.get(me.id);
    expect(await failure(admin.staff.update(me.id, { phone: '+15555550161' }))).toMatchObject({
      status: 400,
      fieldErrors: {
        currentPassword: peopleMessage('people.staff.confirm.passwordRequired'),
        code: peopleMessage('people.staff.confirm.codeRequired'),
      },
    });
    const printed = server.output().length;
    const sent = await admin.staff.requestPhoneCode(me.id, {
      phone: '+15555550161',
      currentPassword: 'admin-demo-2026',
    });
    exactly(StaffCodeResentSchema, sent);
    expect(sent.verification.phoneLast4).toBe(before.phone!.slice(-4));
    const code = await vi.waitFor(() => {
      const found = /SMS to (\+\d+): Your SFI code to change your mobile .* is (\d{6})/.exec(
        server.output().slice(printed),
      );
      if (!found) throw new Error('no code yet');
      expect(found[1]).toBe(before.phone);
      return found[2]!;
    });
    const changed = await admin.staff.update(me.id, {
      phone: '+15555550161',
      currentPassword: 'admin-demo-2026',
      code,
    });
    exactly(StaffMemberSchema, changed);
    expect(changed.phone).toBe('+15555550161');
  });
});
