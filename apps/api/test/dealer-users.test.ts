// The dealer administration of the dealer API (spec doc 2 §3, §4, §7, §8; issue 15): the file-tool
// dealers listed oldest first, searched by e-mail and by file number, read with their dealership's
// file count and rooms, created (a taken user name, dealer number or e-mail is a 409 that writes
// nothing), given a lease file (recorded in its history), their password changed (their sessions,
// dealer tokens and sockets end) and deleted; and the staff's chat rooms, assigned and removed, the
// staff member's socket joining or leaving the room at once.
import { randomUUID } from 'node:crypto';
import { count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHAT_NAMESPACE,
  chatEvents,
  dealerAdminMessage,
  message,
  type ChatMessageEvent,
  type ChatRoomsChangedEvent,
  type ChatRoomView,
  type ChatSendAnswer,
  type DealerUser,
  type DealerUserDetail,
  type RoomStaff,
} from '@sfi/domain';
import { minimumArgon2Cost, PasswordHasher } from '../src/auth/passwords.ts';
import { loadEnv } from '../src/env.ts';
import { SESSION_INVALID } from '../src/auth/strings.ts';
import { createLeaseFile } from '../src/db/lease-files.ts';
import { chatRooms, chatRoomStaff, fileDealers, leaseFiles, sessions } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { basic, createAuthTestApi, office, type SignedIn } from './support/auth.ts';
import { provisionTestDatabase } from './support/database.ts';
import { liveTestServer, LOCAL, openLive, type LiveClient } from './support/live.ts';
import { adaptersListening, serve, staffSignInThrough } from './support/processes.ts';

const api = await createAuthTestApi(
  { passwords: new PasswordHasher(minimumArgon2Cost) },
  { live: { recheckEveryMs: 3_600_000 } },
);
const audiences = await createAudiences(api);
const { origin, close } = await liveTestServer(api);
const sockets: LiveClient[] = [];
afterAll(async () => {
  sockets.forEach((client) => client.socket.disconnect());
  await close();
});

const demo = demoAccounts.fileDealer;
const staffActor = {
  id: demoAccounts.staffAdmin.id,
  name: demoAccounts.staffAdmin.name,
  kind: 'staff' as const,
};
// Every dealer but the demo one goes before each test, with its rooms, and every lease file.
beforeEach(async () => {
  await api.db.delete(fileDealers).where(ne(fileDealers.id, demo.id));
  await api.db.delete(leaseFiles);
  await api.db.delete(chatRooms);
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  who: AudienceName = 'staffSuperAdmin',
) {
  return api.app.inject({
    method,
    url: `/api/dealer${path}`,
    remoteAddress: office,
    headers: await audiences.headers(who),
    ...(body !== undefined && { payload: body as object }),
  });
}

const dealer = (n: number) => ({
  dealerNo: `T-${n}`,
  email: `files${n}@dealer${n}.example`,
  username: `dealer.${n}`,
  name: `Dealer ${n} Motors`,
  password: `dealer ${n} password`,
});

async function create(body: ReturnType<typeof dealer>): Promise<DealerUser> {
  const response = await call('POST', '/users/create', body);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toEqual({ email: body.email });
  const [row] = await api.db
    .select({ id: fileDealers.id })
    .from(fileDealers)
    .where(eq(fileDealers.email, body.email));
  const detail = await call('GET', `/users/${row!.id}`);
  return detail.json<DealerUser>();
}

/** Signs a file dealer in at the chat service, as the file tool does. */
async function signIn(username: string, password: string): Promise<SignedIn> {
  const response = await api.call({
    method: 'POST',
    path: '/users/login',
    service: '/api/chat',
    from: LOCAL,
    headers: { authorization: basic(username, password) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token, session } = response.json<{ token: string; session: { id: string } }>();
  return { id: session.id, token };
}

const errorOf = (response: { statusCode: number; json<T>(): T }) => ({
  status: response.statusCode,
  message: response.json<{ message: string }>().message,
});

const missingId = '00000000-0000-4000-8000-000000000000';
const fileNumbered = (fileNo: string, dealerNo: string | null) =>
  createLeaseFile(api.db, staffActor, { fileNo, ...(dealerNo && { dealerNo }) } as never);

describe('listing and searching dealers', () => {
  it('lists every dealer oldest first, without a password or its hash', async () => {
    const first = await create(dealer(1));
    const second = await create(dealer(2));
    const list = (await call('GET', '/users')).json<DealerUser[]>();
    const ids = list.map((each) => each.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(list.find((each) => each.id === second.id)).toEqual({
      id: second.id,
      dealerNo: 'T-2',
      email: 'files2@dealer2.example',
      username: 'dealer.2',
      name: 'Dealer 2 Motors',
      photo: null,
      createdAt: expect.any(String),
    });
  });

  it('finds dealers by part of their e-mail, case aside, and the dealer of a file by its number', async () => {
    const one = await create(dealer(1));
    await create(dealer(2));
    const byEmail = (await call('GET', '/users/search/criteria?email=DEALER1.EX')).json<DealerUser[]>();
    expect(byEmail.map((each) => each.id)).toEqual([one.id]);
    // `%` and `_` are themselves, not wildcards.
    expect((await call('GET', '/users/search/criteria?email=%25')).json()).toEqual([]);

    await fileNumbered('F-77', 'T-1');
    const byFile = (await call('GET', '/users/search/criteria?fileno=F-77')).json<DealerUser[]>();
    expect(byFile.map((each) => each.id)).toEqual([one.id]);
    expect((await call('GET', '/users/search/criteria?fileno=F-78')).json()).toEqual([]);
    // A file of no dealership has no dealer.
    await fileNumbered('F-79', null);
    expect((await call('GET', '/users/search/criteria?fileno=F-79')).json()).toEqual([]);
  });

  it.each([
    ['neither', ''],
    ['both', '?email=a&fileno=b'],
    ['an empty e-mail', '?email='],
    ['a blank file number', '?fileno=%20%20'],
  ])('refuses a search with %s criterion: 400 with what to send', async (_name, query) => {
    const response = await call('GET', `/users/search/criteria${query}`);
    expect(errorOf(response)).toEqual({
      status: 400,
      message: expect.stringContaining(dealerAdminMessage('dealerUsers.search.criterion')),
    });
  });
});

describe('one dealer', () => {
  it('answers the dealer with their dealership’s file count and their rooms, each with its staff', async () => {
    await fileNumbered('F-1', demo.dealerNo);
    await fileNumbered('F-2', demo.dealerNo);
    await create(dealer(3));
    await fileNumbered('F-3', 'T-3');
    const staff = await api.staffSignIn(LOCAL);
    const room = await api.call({
      method: 'POST',
      path: '/chats',
      service: '/api/chat',
      from: LOCAL,
      session: staff,
      body: { dealerId: demo.id, fileNo: 'F-1' },
    });
    const roomId = room.json<ChatRoomView>().id;
    const detail = (await call('GET', `/users/${demo.id}`)).json<DealerUserDetail>();
    expect(detail).toMatchObject({ id: demo.id, dealerNo: demo.dealerNo, fileCount: 2 });
    expect(detail.rooms).toEqual([
      {
        id: roomId,
        dealerId: demo.id,
        dealerName: demo.name,
        dealerNo: demo.dealerNo,
        fileNo: 'F-1',
        createdAt: expect.any(String),
        staff: [{ id: demoAccounts.staffAdmin.id, name: demoAccounts.staffAdmin.name }],
      },
    ]);
  });

  it.each([missingId, 'not-an-id'])('answers 404 for a dealer that does not exist (%s)', async (id) => {
    expect(errorOf(await call('GET', `/users/${id}`))).toEqual({
      status: 404,
      message: message('fileDealers.error.notFound'),
    });
  });
});

describe('creating a dealer', () => {
  it('adds a dealer who then signs in with the password staff typed', async () => {
    await create(dealer(5));
    await signIn('dealer.5', 'dealer 5 password');
  });

  it.each([
    [
      'user name',
      { username: 'DEALER.1' },
      message('fileDealers.error.usernameTaken', { username: 'DEALER.1' }),
    ],
    ['dealer number', { dealerNo: 'T-1' }, message('fileDealers.error.dealerNoTaken', { dealerNo: 'T-1' })],
    [
      'e-mail',
      { email: ' Files1@Dealer1.example' },
      dealerAdminMessage('dealerUsers.email.taken', { email: 'Files1@Dealer1.example' }),
    ],
  ])('refuses a taken %s with a 409 that says so, and writes nothing', async (_field, taken, text) => {
    await create(dealer(1));
    const before = (await api.db.select({ n: count() }).from(fileDealers))[0]!.n;
    const response = await call('POST', '/users/create', { ...dealer(2), ...taken });
    expect(errorOf(response)).toEqual({ status: 409, message: text });
    expect((await api.db.select({ n: count() }).from(fileDealers))[0]!.n).toBe(before);
  });

  it('lets only one of two creations with one e-mail at once have it', async () => {
    const answers = await Promise.all([
      call('POST', '/users/create', dealer(1)),
      call('POST', '/users/create', { ...dealer(2), email: 'FILES1@dealer1.example' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('checks the password by the same rule as elsewhere: 400 and nothing written', async () => {
    const response = await call('POST', '/users/create', { ...dealer(3), password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors.password).toBe(
      message('dealerAccounts.password.length', { min: 12, max: 128 }),
    );
    expect(await api.db.select().from(fileDealers).where(eq(fileDealers.dealerNo, 'T-3'))).toEqual([]);
  });
});

describe('assigning a lease file to a dealer', () => {
  it('moves the file to their dealership, recorded in its history with who and when; they then see it', async () => {
    const moved = await create(dealer(1));
    await fileNumbered('F-10', demo.dealerNo);
    const response = await call('PUT', `/users/${moved.id}`, { fileNo: 'F-10' }, 'staffAdmin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DealerUserDetail>()).toMatchObject({ id: moved.id, fileCount: 1 });

    const history = await api.call({
      method: 'GET',
      path: '/history/F-10',
      from: LOCAL,
      session: await api.staffSignIn(LOCAL),
    });
    const [latest] = history.json<{ history: { revisions: Record<string, unknown>[] } }>().history.revisions;
    expect(latest).toMatchObject({
      fileNo: 'F-10',
      version: 2,
      updatedBy: { id: demoAccounts.staffAdmin.id, name: demoAccounts.staffAdmin.name },
      fields: expect.objectContaining({ dealerNo: 'T-1' }),
    });

    const theirs = await signIn('dealer.1', 'dealer 1 password');
    const file = await api.call({ method: 'GET', path: '/files/F-10', from: LOCAL, session: theirs });
    expect(file.statusCode).toBe(200);
    // The demo dealer's dealership no longer holds it.
    const former = await api.call({
      method: 'GET',
      path: '/files/F-10',
      from: LOCAL,
      session: await api.fileDealerSignIn(LOCAL),
    });
    expect(former.statusCode).toBe(404);
  });

  it('answers “The file does not exist” for a file number no file has, and changes nothing', async () => {
    const response = await call('PUT', `/users/${demo.id}`, { fileNo: 'NOPE-1' });
    expect(errorOf(response)).toEqual({ status: 404, message: 'The file does not exist' });
  });

  it('answers the dealer’s 404 for a dealer that does not exist, and leaves the file where it was', async () => {
    await fileNumbered('F-11', demo.dealerNo);
    expect(errorOf(await call('PUT', `/users/${missingId}`, { fileNo: 'F-11' }))).toEqual({
      status: 404,
      message: message('fileDealers.error.notFound'),
    });
    const [file] = await api.db.select().from(leaseFiles).where(eq(leaseFiles.fileNo, 'F-11'));
    expect(file?.dealerNo).toBe(demo.dealerNo);
  });
});

describe('changing a dealer’s password', () => {
  it('answers the e-mail; every session and dealer token of the dealer ends and their sockets close', async () => {
    await create(dealer(1));
    const session = await signIn('dealer.1', 'dealer 1 password');
    const tokenAnswer = await api.call({ method: 'GET', path: '/dealers-api-tokens', from: LOCAL, session });
    const dealerToken = tokenAnswer.json<{ id: string; token: string }>();
    const bySession = await openLive(origin, session, { namespace: CHAT_NAMESPACE });
    const byToken = await openLive(origin, dealerToken, { namespace: CHAT_NAMESPACE });
    sockets.push(bySession, byToken);

    const response = await call('POST', '/users/update-password', {
      email: 'FILES1@dealer1.example',
      password: 'a brand new password',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ email: 'files1@dealer1.example' });

    for (const socket of [bySession, byToken])
      expect(await socket.next(chatEvents.sessionEnded)).toEqual({ message: SESSION_INVALID });
    const refused = await api.call({ method: 'GET', path: '/dealers-api-tokens', from: LOCAL, session });
    expect(errorOf(refused)).toEqual({ status: 401, message: SESSION_INVALID });
    const chats = await api.call({
      method: 'GET',
      path: '/chats',
      service: '/api/chat',
      from: LOCAL,
      session: dealerToken,
    });
    expect(chats.statusCode).toBe(401);
    await signIn('dealer.1', 'a brand new password');
  });

  it('answers 404 for an e-mail no dealer has, and 400 for a password too short', async () => {
    expect(
      errorOf(
        await call('POST', '/users/update-password', {
          email: 'nobody@x.example',
          password: 'long enough pass',
        }),
      ),
    ).toEqual({
      status: 404,
      message: dealerAdminMessage('dealerUsers.email.unknown', { email: 'nobody@x.example' }),
    });
    const short = await call('POST', '/users/update-password', { email: demo.email, password: 'short' });
    expect(short.statusCode).toBe(400);
  });
});

// The main API's file-dealer calls (`PUT /dealers/{id}` with a password, `DELETE /dealers/{id}`)
// ended the dealer's sessions but left their sockets open until the next recheck (a minute), where
// the dealer API's closed them at once.
describe('the main API’s file-dealer calls', () => {
  it.each([
    [
      'a password change',
      (id: string) => ({ method: 'PUT' as const, id, body: { password: 'another password 2026' } }),
    ],
    ['a removal', (id: string) => ({ method: 'DELETE' as const, id, body: undefined })],
  ])('close the dealer’s sockets at once on %s', async (_case, change) => {
    const made = await create(dealer(7));
    const session = await signIn('dealer.7', 'dealer 7 password');
    const socket = await openLive(origin, session, { namespace: CHAT_NAMESPACE });
    sockets.push(socket);
    const { method, id, body } = change(made.id);
    const response = await api.app.inject({
      method,
      url: `/api/main/dealers/${id}`,
      remoteAddress: office,
      // Only a super admin sets another person's password (issue 26 item 6).
      headers: await audiences.headers('staffSuperAdmin'),
      ...(body !== undefined && { payload: body }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await socket.next(chatEvents.sessionEnded)).toEqual({ message: SESSION_INVALID });
  });
});

describe('deleting a dealer', () => {
  it('removes the dealer, their rooms and sessions; they leave the list; a second delete is a 404', async () => {
    const gone = await create(dealer(1));
    const session = await signIn('dealer.1', 'dealer 1 password');
    const staff = await api.staffSignIn(LOCAL);
    await api.call({
      method: 'POST',
      path: '/chats',
      service: '/api/chat',
      from: LOCAL,
      session: staff,
      body: { dealerId: gone.id },
    });
    const response = await call('DELETE', `/users/${gone.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { fileCount: _files, rooms: _rooms, ...listed } = gone as DealerUserDetail;
    expect(response.json<DealerUser>()).toEqual(listed);
    const list = (await call('GET', '/users')).json<DealerUser[]>();
    expect(list.map((each) => each.id)).not.toContain(gone.id);
    const [open] = await api.db.select({ n: count() }).from(sessions).where(eq(sessions.subjectId, gone.id));
    expect(open!.n).toBeGreaterThan(0);
    const refused = await api.call({ method: 'GET', path: '/dealers-api-tokens', from: LOCAL, session });
    expect(refused.statusCode).toBe(401);
    expect(errorOf(await call('DELETE', `/users/${gone.id}`))).toEqual({
      status: 404,
      message: message('fileDealers.error.notFound'),
    });
  });
});

describe('room assignment', () => {
  async function newRoom(dealerId: string): Promise<string> {
    const superAdmin = await api.staffSignIn(LOCAL, 'staffSuperAdmin');
    const response = await api.call({
      method: 'POST',
      path: '/chats',
      service: '/api/chat',
      from: LOCAL,
      session: superAdmin,
      body: { dealerId },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ChatRoomView>().id;
  }
  const admin = demoAccounts.staffAdmin;

  it('lists the staff by name with their e-mail, super admin or not, and their rooms', async () => {
    const roomId = await newRoom(demo.id);
    const staff = (await call('GET', '/users/get-staffs')).json<RoomStaff[]>();
    expect(staff.map((each) => each.name)).toEqual([admin.name, demoAccounts.staffSuperAdmin.name]);
    expect(staff[0]).toMatchObject({ email: admin.email, superAdmin: false });
    expect(staff[1]).toMatchObject({
      email: demoAccounts.staffSuperAdmin.email,
      superAdmin: true,
      rooms: [expect.objectContaining({ id: roomId, dealerName: demo.name, fileNo: null })],
    });
  });

  it('assigns a room (the staff member’s socket joins it at once) and removes it (their socket leaves it)', async () => {
    const roomId = await newRoom(demo.id);
    const adminSession = await api.staffSignIn(LOCAL);
    const staffSocket = await openLive(origin, adminSession, { namespace: CHAT_NAMESPACE });
    const dealerSocket = await openLive(origin, await api.fileDealerSignIn(LOCAL), {
      namespace: CHAT_NAMESPACE,
    });
    sockets.push(staffSocket, dealerSocket);
    const send = async (text: string) => {
      const answer = await (
        dealerSocket.socket.timeout(5_000) as unknown as {
          emitWithAck: (name: string, value: unknown) => Promise<ChatSendAnswer>;
        }
      ).emitWithAck(chatEvents.send, { roomId, clientId: randomUUID(), text });
      expect(answer.ok).toBe(true);
    };
    // The dealer opens the room (joins it), as the chat screen does.
    const joined = await (
      dealerSocket.socket.timeout(5_000) as unknown as {
        emitWithAck: (name: string, value: unknown) => Promise<{ ok: boolean }>;
      }
    ).emitWithAck(chatEvents.join, { roomId });
    expect(joined.ok).toBe(true);
    const heard = () =>
      staffSocket.all<ChatMessageEvent>(chatEvents.message).map((event) => event.message.content);

    const assigned = await call('POST', '/users/assign-room', {
      email: admin.email.toUpperCase(),
      room: roomId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<RoomStaff>()).toMatchObject({
      id: admin.id,
      rooms: [expect.objectContaining({ id: roomId })],
    });
    // Their list hears of the room, and without joining it their socket hears its messages.
    await staffSocket.next<ChatRoomsChangedEvent>(chatEvents.roomsChanged, (event) =>
      event.roomIds.includes(roomId),
    );
    await send('While assigned');
    await staffSocket.next<ChatMessageEvent>(
      chatEvents.message,
      (event) => event.message.content === 'While assigned',
    );

    const from = staffSocket.heard.length;
    const removed = await call('DELETE', '/users/assign-room', { email: admin.email, room: roomId });
    expect(removed.json<RoomStaff>().rooms).toEqual([]);
    await staffSocket.next<ChatRoomsChangedEvent>(
      chatEvents.roomsChanged,
      (event) => event.roomIds.includes(roomId),
      from,
    );
    await send('After removal');
    // The dealer hears their own message: it went to every socket in the room at once. An answer to
    // the staff socket comes after anything sent to it before, so by then it would have heard it too.
    await dealerSocket.next<ChatMessageEvent>(
      chatEvents.message,
      (event) => event.message.content === 'After removal',
    );
    await (
      staffSocket.socket.timeout(5_000) as unknown as {
        emitWithAck: (name: string, value: unknown) => Promise<unknown>;
      }
    ).emitWithAck(chatEvents.leave, { roomId: randomUUID() });
    expect(heard()).toEqual(['While assigned']);
    // And the room is no longer theirs to join.
    const rooms = await api.call({
      method: 'GET',
      path: '/chats',
      service: '/api/chat',
      from: LOCAL,
      session: adminSession,
    });
    expect(rooms.json<ChatRoomView[]>().map((room) => room.id)).not.toContain(roomId);
  });

  it('answers 404 with a plain message for an unknown e-mail or room, and writes nothing', async () => {
    const roomId = await newRoom(demo.id);
    const before = (await api.db.select({ n: count() }).from(chatRoomStaff))[0]!.n;
    for (const method of ['POST', 'DELETE'] as const) {
      expect(
        errorOf(await call(method, '/users/assign-room', { email: 'nobody@sfi.example', room: roomId })),
      ).toEqual({
        status: 404,
        message: dealerAdminMessage('rooms.staff.unknown', { email: 'nobody@sfi.example' }),
      });
      for (const room of [missingId, 'not-a-room'])
        expect(errorOf(await call(method, '/users/assign-room', { email: admin.email, room }))).toEqual({
          status: 404,
          message: dealerAdminMessage('rooms.room.unknown'),
        });
    }
    expect((await api.db.select({ n: count() }).from(chatRoomStaff))[0]!.n).toBe(before);
  });

  it('answers the user map of every room to staff', async () => {
    await newRoom(demo.id);
    const map = (await call('GET', '/users/get-user-map', undefined, 'staffAdmin')).json<
      Record<string, unknown>
    >();
    expect(map[demo.id]).toEqual({ id: demo.id, name: demo.name, type: 'dealer' });
    expect(map[demoAccounts.staffSuperAdmin.id]).toMatchObject({ type: 'staff' });
  });
});

describe.skipIf(loadEnv().database.url === undefined)(
  'two server processes on one PostgreSQL (skipped on PGlite; set DATABASE_URL)',
  () => {
    it('a room assigned and removed through one process joins and leaves the staff member’s socket on the other', async () => {
      const target = await provisionTestDatabase();
      const a = await serve(target.options.url!, true);
      const b = await serve(target.options.url!, false);
      const opened: LiveClient[] = [];
      try {
        const at = async <T>(
          origin: string,
          method: string,
          path: string,
          session: SignedIn,
          body?: unknown,
        ) => {
          const response = await fetch(`${origin}${path}`, {
            method,
            headers: {
              ...(body !== undefined && { 'content-type': 'application/json' }),
              'x-session-token': session.id,
              authorization: `Bearer ${session.token}`,
            },
            ...(body !== undefined && { body: JSON.stringify(body) }),
          });
          const text = await response.text();
          if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
          return JSON.parse(text) as T;
        };
        const superAdmin = await staffSignInThrough(a, 'staffSuperAdmin');
        const admin = await staffSignInThrough(b, 'staffAdmin');
        const room = await at<ChatRoomView>(a.origin, 'POST', '/api/chat/chats', superAdmin, {
          dealerId: demo.id,
        });
        const onB = await openLive(b.origin, admin, { namespace: CHAT_NAMESPACE });
        opened.push(onB);
        await adaptersListening(target.options.url!, 2);

        const body = { email: demoAccounts.staffAdmin.email, room: room.id };
        await at(a.origin, 'POST', '/api/dealer/users/assign-room', superAdmin, body);
        await onB.next<ChatRoomsChangedEvent>(chatEvents.roomsChanged, (event) =>
          event.roomIds.includes(room.id),
        );
        // A message sent through A reaches the socket on B, which never joined the room itself.
        const onA = await openLive(a.origin, superAdmin, { namespace: CHAT_NAMESPACE });
        opened.push(onA);
        const emit = <T>(client: LiveClient, event: string, request: unknown) =>
          (
            client.socket.timeout(5_000) as unknown as {
              emitWithAck: (name: string, value: unknown) => Promise<T>;
            }
          ).emitWithAck(event, request);
        await emit(onA, chatEvents.join, { roomId: room.id });
        await emit(onA, chatEvents.send, { roomId: room.id, clientId: randomUUID(), text: 'Assigned on A' });
        await onB.next<ChatMessageEvent>(
          chatEvents.message,
          (event) => event.message.content === 'Assigned on A',
        );

        const from = onB.heard.length;
        await at(a.origin, 'DELETE', '/api/dealer/users/assign-room', superAdmin, body);
        await onB.next<ChatRoomsChangedEvent>(
          chatEvents.roomsChanged,
          (event) => event.roomIds.includes(room.id),
          from,
        );
        await emit(onA, chatEvents.send, { roomId: room.id, clientId: randomUUID(), text: 'Removed on A' });
        await onA.next<ChatMessageEvent>(
          chatEvents.message,
          (event) => event.message.content === 'Removed on A',
        );
        // B's answer to its own socket comes after anything B sent it before.
        await emit(onB, chatEvents.leave, { roomId: randomUUID() });
        expect(onB.all<ChatMessageEvent>(chatEvents.message).map((event) => event.message.content)).toEqual([
          'Assigned on A',
        ]);
      } catch (error) {
        throw new Error(`${String(error)}\nA printed:\n${a.output()}\nB printed:\n${b.output()}`, {
          cause: error,
        });
      } finally {
        opened.forEach((client) => client.socket.disconnect());
        await Promise.all([a.stop(), b.stop()]);
        await target.dispose();
      }
    }, 120_000);
  },
);
