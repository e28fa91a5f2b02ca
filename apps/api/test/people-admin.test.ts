// The client and staff administration (doc 2 §3, §4, §7, §8; issue 15): staff add clients, who
// choose their password with the activation link e-mailed to them (issue 26 item 7), then sign in
// through the identity provider; link and unlink lease files
// ("The file does not exist"); search by e-mail and file number; remove a client (their sign-ins
// end). Super admins add, change and remove staff; an admin changes only their own name, e-mail
// and mobile; nobody removes or demotes the last super admin; a removed member is signed out and
// leaves their chat rooms.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  message,
  peopleMessage,
  type ClientAccount,
  type ClientCreatedResponse,
  type StaffMember,
  type StaffMemberCreated,
} from '@sfi/domain';
import {
  chatRooms,
  chatRoomStaff,
  clientAccounts,
  oidcModels,
  sessions,
  staffUsers,
} from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { basic, createAuthTestApi, office, sessionHeaders, type SignedIn } from './support/auth.ts';
import { injectSend } from './support/inject-send.ts';
import { signInClient } from './support/oidc.ts';

const api = await createAuthTestApi();

/**
 * A new member's password, chosen with the activation link e-mailed to them (issue 26 item 7: the
 * creation answers none). Waits for the e-mail, which is delivered after the answer.
 */
async function activate(email: string): Promise<string> {
  const token = await vi.waitFor(() => {
    const mail = api.email.sent.filter((sent) => sent.to === email).at(-1);
    const found = mail && /\?token=([\w-]+)/.exec(mail.body)?.[1];
    if (!found) throw new Error(`no activation link e-mailed to ${email} yet`);
    return found;
  });
  const password = `chosen by ${email}`;
  const used = await api.call({ method: 'POST', path: '/password/link', body: { token, password } });
  expect(used.statusCode, used.body).toBe(200);
  return password;
}

/**
 * A client's first password, chosen with the newest activation link e-mailed to them: the identity
 * provider's reset page (issue 26 item 7: staff never see a client's password). Answers the
 * password, and the link, to try again.
 */
async function activateClient(email: string): Promise<{ password: string; link: string }> {
  const link = await vi.waitFor(() => {
    const mail = api.email.sent.filter((sent) => sent.to === email).at(-1);
    const found = mail && /https?:\/\/\S+\/oidc\/account\/reset\?token=[\w-]+/.exec(mail.body)?.[0];
    if (!found) throw new Error(`no activation link e-mailed to ${email} yet`);
    return found;
  });
  const password = `client chose ${email}`;
  const used = await useClientLink(link, password);
  expect(used.statusCode, used.body).toBe(200);
  return { password, link };
}

/** Posts the reset page of an e-mailed link with a new password. */
const useClientLink = (link: string, password: string) => {
  const url = new URL(link);
  return api.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    remoteAddress: office,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password }).toString(),
  });
};

const audiences = await createAudiences(api);
afterAll(() => api.close());

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  who: AudienceName | SignedIn = 'staffAdmin',
) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: typeof who === 'string' ? await audiences.headers(who) : sessionHeaders(who),
    ...(body !== undefined && { payload: body as object }),
  });
}

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message: string }).message,
});

/** A lease file made by staff, for linking. */
async function leaseFile(fileNo: string) {
  const response = await call('POST', '/files', { fileNo });
  expect(response.statusCode, response.body).toBe(201);
  return fileNo;
}

async function addClient(body: { email: string; name?: string; fileNo?: string }) {
  const response = await call('POST', '/users', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ClientCreatedResponse>();
}

let host = 0;
/** The client's sign-in through the embedded identity provider, as the client app does it. */
async function clientSignIn(email: string, password: string) {
  host += 1;
  return signInClient(
    { origin: 'http://localhost', send: injectSend(api.app, `192.0.2.${10 + host}`) },
    email,
    password,
  );
}

const me = (accessToken: string) =>
  api.app.inject({
    method: 'GET',
    url: '/api/public/me',
    remoteAddress: office,
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('clients', () => {
  it('adds a client without a password, their e-mail not confirmed, and e-mails them an activation link that sets their first password and confirms the e-mail; they then sign in', async () => {
    const fileNo = await leaseFile('PA-1001');
    const sentBefore = api.email.sent.length;
    const response = await call('POST', '/users', {
      email: ' Nora.Client@Example.com ',
      name: 'Nora Lee',
      fileNo,
    });
    expect(response.statusCode, response.body).toBe(201);
    // No password is made, answered or shown (issue 26 item 7).
    expect(Object.keys(response.json<object>())).toEqual(['user']);
    const { user } = response.json<ClientCreatedResponse>();
    expect(user).toMatchObject({
      email: 'Nora.Client@Example.com',
      name: 'Nora Lee',
      fileNo,
      fileNos: [fileNo],
      emailConfirmed: false,
      photo: null,
    });
    const [row] = await api.db.select().from(clientAccounts).where(eq(clientAccounts.id, user.id));
    expect(row!.passwordHash).toBeNull();

    const { password, link } = await activateClient('Nora.Client@Example.com');
    const mail = api.email.sent.slice(sentBefore).find((sent) => sent.to === 'Nora.Client@Example.com')!;
    expect(mail.subject).toBe(message('password.mail.clientActivation.subject'));
    // The identity provider's own reset link: one mechanism, only its token's hash kept.
    expect(link).toMatch(/\/oidc\/account\/reset\?token=/);
    expect((await call('GET', `/users/${user.id}`)).json()).toMatchObject({ emailConfirmed: true });
    // It works once.
    expect((await useClientLink(link, 'another password 2026')).statusCode).toBe(400);

    const tokens = await clientSignIn('nora.client@example.com', password);
    const answer = await me(tokens.access_token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ me: { id: user.id, email: 'Nora.Client@Example.com' } });
    expect(answer.json<{ me: { files: { vehicles: { fileNo: string }[] } } }>().me.files.vehicles).toEqual([
      expect.objectContaining({ fileNo }),
    ]);
  });

  it('sends a new activation link on request, ending the earlier one; none once the client has chosen a password', async () => {
    const { user } = await addClient({ email: 'twice.asked@example.com' });
    const first = await vi.waitFor(() => {
      const mail = api.email.sent.find((sent) => sent.to === 'twice.asked@example.com');
      if (!mail) throw new Error('no activation e-mail yet');
      return mail.body;
    });
    const again = await call('POST', `/users/${user.id}/password-link`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ sent: true });
    await vi.waitFor(() =>
      expect(api.email.sent.filter((sent) => sent.to === 'twice.asked@example.com')).toHaveLength(2),
    );
    const { link } = await activateClient('twice.asked@example.com');
    expect(first).not.toContain(link);
    const earlier = /https?:\/\/\S+\/oidc\/account\/reset\?token=[\w-]+/.exec(first)![0];
    expect((await useClientLink(earlier, 'an older link 2026')).statusCode).toBe(400);

    expect(errorOf(await call('POST', `/users/${user.id}/password-link`))).toEqual({
      status: 409,
      message: message('password.activation.done'),
    });
    expect(errorOf(await call('POST', '/users/00000000-0000-4000-8000-000000000000/password-link'))).toEqual({
      status: 404,
      message: peopleMessage('people.client.notFound'),
    });
  });

  it.each([
    ['a taken e-mail, in another case', { email: 'NORA.CLIENT@example.com' }, 409, 'emailTaken'],
    ['an address that is not one', { email: 'nora' }, 400, message('validation.email')],
    [
      'a file that does not exist',
      { email: 'nofile@example.com', fileNo: 'PA-NONE' },
      404,
      message('files.fileNo.notFound'),
    ],
    [
      'a file number with a slash',
      { email: 'slash@example.com', fileNo: 'a/b' },
      400,
      message('files.fileNo.invalid'),
    ],
  ] as const)('refuses %s and writes nothing', async (_case, body, status, expected) => {
    const response = await call('POST', '/users', body);
    const text =
      expected === 'emailTaken' ? peopleMessage('people.client.emailTaken', { email: body.email }) : expected;
    // A 400 of validation names the field before its message.
    expect(errorOf(response)).toEqual({
      status,
      message: status === 400 ? expect.stringContaining(text) : text,
    });
    const [written] = await api.db
      .select({ id: clientAccounts.id })
      .from(clientAccounts)
      .where(eq(clientAccounts.emailKey, body.email.toLowerCase()));
    expect(written === undefined).toBe(expected !== 'emailTaken');
  });

  it('lists clients oldest first on the wire, the newest page first, and pages back with before', async () => {
    const added: ClientAccount[] = [];
    for (const index of [1, 2, 3]) {
      api.clock.advance(1000);
      added.push((await addClient({ email: `order.${index}@example.com` })).user);
    }
    const emails = (clients: ClientAccount[]) => clients.map((client) => client.email);
    const page = (await call('GET', `/users?limit=2&before=${added[2]!.id}`)).json<ClientAccount[]>();
    expect(emails(page)).toEqual(['order.1@example.com', 'order.2@example.com']);
    const older = (await call('GET', `/users?limit=1&before=${page[0]!.id}`)).json<ClientAccount[]>();
    expect(older).toHaveLength(1);
    expect(Date.parse(older[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(page[0]!.createdAt));
    const newest = (await call('GET', '/users?limit=1')).json<ClientAccount[]>();
    expect(newest).toHaveLength(1);
    const all = (await call('GET', '/users')).json<ClientAccount[]>();
    const times = all.map((client) => Date.parse(client.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(JSON.stringify(all)).not.toMatch(/password|argon/i);
  });

  it.each([
    ['/users?limit=0', peopleMessage('people.query.limit', { max: 500 })],
    ['/users?limit=501', peopleMessage('people.query.limit', { max: 500 })],
    ['/users?before=nope', peopleMessage('people.query.before')],
    ['/users?before=00000000-0000-4000-8000-000000000000', peopleMessage('people.query.before')],
    ['/users/search/criteria', peopleMessage('people.query.criteria')],
    ['/users/search/criteria?email=a&fileno=b', peopleMessage('people.query.criteria')],
    ['/users/search/criteria?email=', peopleMessage('people.query.criteria')],
  ])('GET %s is a 400 saying what to send', async (path, text) => {
    expect(errorOf(await call('GET', path))).toEqual({ status: 400, message: expect.stringContaining(text) });
  });

  it('searches by any part of the e-mail (any case, % and _ as themselves) and by linked file', async () => {
    const fileNo = await leaseFile('PA-2002');
    const { user } = await addClient({ email: 'search_me@example.com', fileNo });
    await addClient({ email: 'searchxme@example.com' });
    const byEmail = await call('GET', '/users/search/criteria?email=H_ME');
    expect(byEmail.json<ClientAccount[]>().map((client) => client.id)).toEqual([user.id]);
    const byFile = await call('GET', `/users/search/criteria?fileno=${fileNo}`);
    expect(byFile.json<ClientAccount[]>().map((client) => client.id)).toEqual([user.id]);
    expect((await call('GET', '/users/search/criteria?email=nobody-here')).json()).toEqual([]);
    expect((await call('GET', '/users/search/criteria?email=%25')).json()).toEqual([]);
  });

  it('links a file ("The file does not exist" when there is none), unlinks it, and says when it was not linked', async () => {
    const { user } = await addClient({ email: 'linker@example.com' });
    const first = await leaseFile('PA-3003');
    const second = await leaseFile('PA-3004');
    expect(errorOf(await call('PUT', `/users/${user.id}`, { fileNo: 'PA-NOPE' }))).toEqual({
      status: 404,
      message: 'The file does not exist',
    });
    expect((await call('PUT', `/users/${user.id}`, { fileNo: first })).json()).toMatchObject({
      fileNos: [first],
    });
    api.clock.advance(1000);
    const linked = await call('PUT', `/users/${user.id}`, { fileNo: second });
    expect(linked.json()).toMatchObject({ fileNo: second, fileNos: [second, first] });
    // Again is fine.
    expect((await call('PUT', `/users/${user.id}`, { fileNo: second })).statusCode).toBe(200);
    const unlinked = await call('PUT', `/users/${user.id}`, { fileNo: second, unlink: true });
    expect(unlinked.json()).toMatchObject({ fileNo: first, fileNos: [first] });
    expect(errorOf(await call('PUT', `/users/${user.id}`, { fileNo: second, unlink: true }))).toEqual({
      status: 409,
      message: peopleMessage('people.client.fileNotLinked', { fileNo: second }),
    });
    expect((await call('GET', `/users/${user.id}`)).json()).toMatchObject({ fileNos: [first] });
    expect(
      errorOf(await call('PUT', '/users/00000000-0000-4000-8000-000000000000', { fileNo: first })),
    ).toEqual({
      status: 404,
      message: peopleMessage('people.client.notFound'),
    });
  });

  it('reads one client, and a 404 for one that does not exist', async () => {
    const { user } = await addClient({ email: 'reader@example.com', name: 'Rea Der' });
    expect((await call('GET', `/users/${user.id}`)).json()).toEqual(user);
    expect(errorOf(await call('GET', '/users/not-an-id'))).toEqual({
      status: 404,
      message: peopleMessage('people.client.notFound'),
    });
  });

  it('removes a client: their identity-provider sign-ins end, their token stops working, and they cannot sign in again', async () => {
    const fileNo = await leaseFile('PA-4004');
    const { user } = await addClient({ email: 'leaver@example.com', fileNo });
    const { password } = await activateClient('leaver@example.com');
    const tokens = await clientSignIn('leaver@example.com', password);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    const ofAccount = await api.db.select().from(oidcModels);
    expect(ofAccount.some((model) => model.payload['accountId'] === user.id)).toBe(true);

    const removed = await call('DELETE', `/users/${user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ id: user.id, email: 'leaver@example.com' });
    expect(
      (await api.db.select().from(oidcModels)).filter((model) => model.payload['accountId'] === user.id),
    ).toEqual([]);
    expect(errorOf(await me(tokens.access_token))).toEqual({
      status: 401,
      message: message('public.tokenInvalid'),
    });
    await expect(clientSignIn('leaver@example.com', password)).rejects.toThrow();
    expect(errorOf(await call('GET', `/users/${user.id}`)).status).toBe(404);
    expect(errorOf(await call('DELETE', `/users/${user.id}`))).toEqual({
      status: 404,
      message: peopleMessage('people.client.notFound'),
    });
    // The lease file stays.
    expect((await call('GET', `/files/${fileNo}`)).statusCode).toBe(200);
  });
});

describe('staff', () => {
  const newMember = {
    name: 'Zoe Ward',
    email: 'zoe.ward@sfi.example',
    username: 'zward',
    phone: '+1 (555) 555-0150',
    roles: ['LEASE_QUOTES_ADMIN'],
  };

  it('lists the staff sorted by name, without passwords, and searches them', async () => {
    const listed = (await call('GET', '/auth')).json<StaffMember[]>();
    const names = listed.map((member) => member.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-CA')));
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: demoAccounts.staffAdmin.id,
        name: demoAccounts.staffAdmin.name,
        username: 'admin',
        email: demoAccounts.staffAdmin.email,
        phone: demoAccounts.staffAdmin.phone,
        roles: demoAccounts.staffAdmin.roles,
      }),
    );
    expect(JSON.stringify(listed)).not.toMatch(/password|argon/i);
    // An admin reads only their own mobile; a super admin reads everyone's.
    expect(listed.find((member) => member.id === demoAccounts.staffSuperAdmin.id)).not.toHaveProperty(
      'phone',
    );
    const bySuperAdmin = (await call('GET', '/auth', undefined, 'staffSuperAdmin')).json<StaffMember[]>();
    expect(bySuperAdmin.find((member) => member.id === demoAccounts.staffAdmin.id)?.phone).toBe(
      demoAccounts.staffAdmin.phone,
    );
    const found = (await call('GET', '/auth?search=GAGNON')).json<StaffMember[]>();
    expect(found.map((member) => member.id)).toEqual([demoAccounts.staffSuperAdmin.id]);
    expect((await call('GET', '/auth?search=nobody-at-all')).json()).toEqual([]);
    expect((await call('GET', `/auth/${demoAccounts.staffSuperAdmin.id}`)).json()).toMatchObject({
      name: demoAccounts.staffSuperAdmin.name,
    });
    expect(errorOf(await call('GET', '/auth/00000000-0000-4000-8000-000000000000'))).toEqual({
      status: 404,
      message: peopleMessage('people.staff.notFound'),
    });
  });

  it('lets a super admin add a member, who chooses their password from the e-mailed link and signs in with a code; an admin is refused', async () => {
    expect(errorOf(await call('POST', '/auth/create', newMember, 'staffAdmin'))).toEqual({
      status: 403,
      message: message('error.forbidden'),
    });
    const response = await call('POST', '/auth/create', newMember, 'staffSuperAdmin');
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<StaffMemberCreated>();
    expect(Object.keys(response.json<object>()).sort()).toEqual(['id']);
    const password = await activate(newMember.email);
    expect((await call('GET', `/auth/${id}`, undefined, 'staffSuperAdmin')).json()).toMatchObject({
      name: 'Zoe Ward',
      phone: '+15555550150',
      roles: ['LEASE_QUOTES_ADMIN'],
      photo: null,
    });
    const first = await api.call({
      method: 'POST',
      path: '/login/sms',
      headers: { authorization: basic('zward', password) },
    });
    expect(first.statusCode, first.body).toBe(200);
    const { token, session } = first.json<{ token: string; session: { id: string } }>();
    expect(await api.codeFor({ id: session.id, token })).toMatch(/^\d{6}$/);
    expect(api.sms.sent.at(-1)?.to).toBe('+15555550150');
  });

  it.each([
    [
      'a taken user name',
      { ...newMember, email: 'other@sfi.example', username: 'ZWARD' },
      409,
      peopleMessage('people.staff.usernameTaken', { username: 'ZWARD' }),
    ],
    [
      'a taken e-mail',
      { ...newMember, username: 'zward2', email: 'Zoe.Ward@sfi.example' },
      409,
      peopleMessage('people.staff.emailTaken', { email: 'Zoe.Ward@sfi.example' }),
    ],
    [
      'a phone without its country code',
      { ...newMember, username: 'zward3', email: 'z3@sfi.example', phone: '555-0150' },
      400,
      peopleMessage('people.staff.phone'),
    ],
    [
      'no phone',
      { ...newMember, username: 'zward4', email: 'z4@sfi.example', phone: undefined },
      400,
      peopleMessage('people.staff.phone'),
    ],
    [
      'no roles',
      { ...newMember, username: 'zward5', email: 'z5@sfi.example', roles: [] },
      400,
      peopleMessage('people.staff.roles'),
    ],
    [
      'a role that is not one',
      { ...newMember, username: 'zward6', email: 'z6@sfi.example', roles: ['ROOT'] },
      400,
      peopleMessage('people.staff.roles'),
    ],
    [
      'a user name with a colon',
      { ...newMember, username: 'z:ward', email: 'z7@sfi.example' },
      400,
      peopleMessage('people.staff.username'),
    ],
  ])('refuses %s', async (_case, body, status, text) => {
    const before = await api.db.select({ id: staffUsers.id }).from(staffUsers);
    expect(errorOf(await call('POST', '/auth/create', body, 'staffSuperAdmin'))).toEqual({
      status,
      message: status === 400 ? expect.stringContaining(text) : text,
    });
    expect(await api.db.select({ id: staffUsers.id }).from(staffUsers)).toHaveLength(before.length);
  });

  it('lets an admin change their own name, e-mail and mobile, never their roles nor anyone else', async () => {
    const self = demoAccounts.staffAdmin.id;
    // A new mobile or e-mail also takes the password (and a code): staff-contact-change-attacks.test.ts.
    const changed = await call('PUT', `/auth/${self}`, { name: 'Alex Martin-Roy' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Alex Martin-Roy', phone: demoAccounts.staffAdmin.phone });
    expect(
      errorOf(await call('PUT', `/auth/${self}`, { roles: [...demoAccounts.staffSuperAdmin.roles] })),
    ).toEqual({
      status: 403,
      message: peopleMessage('people.staff.fieldsSuperAdminOnly'),
    });
    expect(errorOf(await call('PUT', `/auth/${self}`, { username: 'alex' }))).toEqual({
      status: 403,
      message: peopleMessage('people.staff.fieldsSuperAdminOnly'),
    });
    expect(errorOf(await call('PUT', `/auth/${demoAccounts.staffSuperAdmin.id}`, { name: 'Sam' }))).toEqual({
      status: 403,
      message: peopleMessage('people.staff.othersSuperAdminOnly'),
    });
    expect(
      errorOf(
        await call('PUT', `/auth/${self}`, {
          email: demoAccounts.staffSuperAdmin.email,
          currentPassword: demoAccounts.staffAdmin.password,
        }),
      ),
    ).toEqual({
      status: 409,
      message: peopleMessage('people.staff.emailTaken', { email: demoAccounts.staffSuperAdmin.email }),
    });
    await call('PUT', `/auth/${self}`, { name: demoAccounts.staffAdmin.name });
  });

  it('never removes nor demotes the last super admin, and lets a super admin promote and remove others', async () => {
    const superAdmin = demoAccounts.staffSuperAdmin.id;
    expect(
      errorOf(await call('PUT', `/auth/${superAdmin}`, { roles: ['LEASE_QUOTES_ADMIN'] }, 'staffSuperAdmin')),
    ).toEqual({
      status: 409,
      message: peopleMessage('people.staff.lastSuperAdmin', { name: demoAccounts.staffSuperAdmin.name }),
    });
    expect(errorOf(await call('DELETE', `/auth/${superAdmin}`, undefined, 'staffSuperAdmin'))).toEqual({
      status: 409,
      message: peopleMessage('people.staff.deleteSelf'),
    });
    // A second super admin, demoted and removed; the first stays super admin throughout.
    const created = await call(
      'POST',
      '/auth/create',
      {
        ...newMember,
        name: 'Ivy Second',
        username: 'ivy',
        email: 'ivy@sfi.example',
        roles: ['LEASE_QUOTES_SUPER_ADMIN'],
      },
      'staffSuperAdmin',
    );
    const { id } = created.json<StaffMemberCreated>();
    expect((await call('GET', `/auth/${id}`)).json()).toMatchObject({ roles: ['LEASE_QUOTES_SUPER_ADMIN'] });
    const demoted = await call('PUT', `/auth/${id}`, { roles: ['LEASE_QUOTES_ADMIN'] }, 'staffSuperAdmin');
    expect(demoted.json()).toMatchObject({ roles: ['LEASE_QUOTES_ADMIN'] });
    const promoted = await call(
      'PUT',
      `/auth/${id}`,
      { roles: ['LEASE_QUOTES_SUPER_ADMIN', 'LEASE_QUOTES_ADMIN'] },
      'staffSuperAdmin',
    );
    expect(promoted.json()).toMatchObject({ roles: ['LEASE_QUOTES_ADMIN', 'LEASE_QUOTES_SUPER_ADMIN'] });
    expect((await call('DELETE', `/auth/${id}`, undefined, 'staffSuperAdmin')).statusCode).toBe(200);
    expect(errorOf(await call('DELETE', `/auth/${id}`, undefined, 'staffSuperAdmin')).status).toBe(404);
    expect(errorOf(await call('DELETE', `/auth/${id}`, undefined, 'staffAdmin'))).toEqual({
      status: 403,
      message: message('error.forbidden'),
    });
  });

  it('signs a removed member out at once, and takes them out of their chat rooms', async () => {
    const created = await call(
      'POST',
      '/auth/create',
      { ...newMember, name: 'Leo Gone', username: 'leogone', email: 'leo@sfi.example' },
      'staffSuperAdmin',
    );
    const { id } = created.json<StaffMemberCreated>();
    const password = await activate('leo@sfi.example');
    const first = await api.call({
      method: 'POST',
      path: '/login/sms',
      headers: { authorization: basic('leogone', password) },
    });
    const pending = first.json<{ token: string; session: { id: string } }>();
    const code = await api.codeFor({ id: pending.session.id, token: pending.token });
    const second = await api.call({
      method: 'POST',
      path: '/login',
      session: { id: pending.session.id, token: pending.token },
      body: { code },
    });
    const verified = second.json<{ token: string; session: { id: string } }>();
    const leo = { id: verified.session.id, token: verified.token };
    expect((await call('GET', '/auth', undefined, leo)).statusCode).toBe(200);

    const [room] = await api.db
      .insert(chatRooms)
      .values({ fileDealerId: demoAccounts.fileDealer.id, createdAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: chatRooms.id });
    const roomId =
      room?.id ??
      (
        await api.db
          .select({ id: chatRooms.id })
          .from(chatRooms)
          .where(eq(chatRooms.fileDealerId, demoAccounts.fileDealer.id))
      )[0]!.id;
    await api.db.insert(chatRoomStaff).values({ roomId, staffId: id });

    expect((await call('DELETE', `/auth/${id}`, undefined, 'staffSuperAdmin')).statusCode).toBe(200);
    expect((await call('GET', '/auth', undefined, leo)).statusCode).toBe(401);
    expect(await api.db.select().from(chatRoomStaff).where(eq(chatRoomStaff.staffId, id))).toEqual([]);
    const live = await api.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.subjectId, id), eq(sessions.kind, 'staff')));
    const [revoked] = await api.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, live[0]!.id));
    expect(revoked?.revokedAt).not.toBeNull();
  });
});
