// The chat's calls (issue 13; spec doc 2 §3, §7, §9): rooms made by staff for a dealer, each
// caller's rooms with their unread counts, message pages newest first, read receipts, the dealer's
// own messages with the dealer token only, the user map, filing an attachment into the room's lease
// file, and deleting a room. A dealer never reaches another dealer's room, nor staff a room not
// assigned to them (a super admin reaches every room); bad input is a 400 in plain words that
// stores nothing.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_PAGE,
  ChatMessagePageSchema,
  ChatRoomViewSchema,
  message,
  type ChatMessagePage,
  type ChatRoomView,
  type ChatUserMap,
  type FileDocument,
} from '@sfi/domain';
import { addChatMessages } from '../src/db/chat.ts';
import { chatMessages, chatRooms, leaseFileDocuments } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import type { LocalStorage } from '../src/storage/storage.ts';
import { createAudiences, otherFileDealer } from './support/audiences.ts';
import { createAuthTestApi, sessionHeaders, type SignedIn } from './support/auth.ts';

const api = await createAuthTestApi({}, { live: { recheckEveryMs: 3_600_000 } });
const audiences = await createAudiences(api);
afterAll(() => api.close());

const staff = (await audiences.session('staffAdmin'))!;
const superAdmin = (await audiences.session('staffSuperAdmin'))!;
const dealer = (await audiences.session('fileDealer'))!;
const otherHeaders = await audiences.otherHeaders('fileDealer');
const bucket = (api.app as unknown as { storage: LocalStorage }).storage;

type Who = SignedIn | Record<string, string>;
const headersOf = (who: Who) => ('id' in who && 'token' in who ? sessionHeaders(who as SignedIn) : who);

/** A call to the chat service. */
async function chat(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  return api.call({
    method,
    path,
    service: '/api/chat',
    headers: headersOf(who) as Record<string, string>,
    ...(body !== undefined && { body }),
  });
}
const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message: string }).message,
});

const roomCount = async () => (await api.db.select({ n: count() }).from(chatRooms))[0]!.n;
const messageCount = async () => (await api.db.select({ n: count() }).from(chatMessages))[0]!.n;

/** Adds messages as the socket stores them. */
async function addMessages(roomId: string, from: 'staff' | 'dealer', texts: string[]) {
  const sender =
    from === 'staff'
      ? { id: demoAccounts.staffAdmin.id, name: demoAccounts.staffAdmin.name, type: 'staff' as const }
      : { id: demoAccounts.fileDealer.id, name: demoAccounts.fileDealer.name, type: 'dealer' as const };
  const added = [];
  for (const text of texts)
    added.push(
      ...(await addChatMessages(api.db, [
        { roomId, sender, clientId: randomUUID(), content: text, createdAt: api.clock.now() },
      ])),
    );
  return added.map((each) => each!);
}

let fileNo: string;
let room: ChatRoomView;
beforeAll(async () => {
  fileNo = 'CHAT-1';
  for (const [number, dealerNo] of [
    [fileNo, demoAccounts.fileDealer.dealerNo],
    ['CHAT-OTHER', otherFileDealer.dealerNo],
  ] as const) {
    const made = await api.call({
      method: 'POST',
      path: '/files',
      session: staff,
      body: { fileNo: number, dealerNo },
    });
    expect(made.statusCode, made.body).toBe(201);
  }
  const created = await chat(staff, 'POST', '/chats', { dealerId: demoAccounts.fileDealer.id, fileNo });
  expect(created.statusCode, created.body).toBe(201);
  room = created.json<ChatRoomView>();
});

describe('POST /chats (staff make a dealer’s room)', () => {
  it('answers the room: its dealer, its file, no message yet (lastMessage holds its createdAt), nothing unread', () => {
    expect(ChatRoomViewSchema.parse(room)).toEqual(room);
    expect(room).toEqual({
      id: room.id,
      readList: [],
      lastMessage: { createdAt: room.createdAt },
      createdAt: room.createdAt,
      dealer: {
        id: demoAccounts.fileDealer.id,
        name: demoAccounts.fileDealer.name,
        dealerNo: demoAccounts.fileDealer.dealerNo,
      },
      fileNo,
      unread: 0,
    });
  });

  it('asked again, answers the same room (200) and makes no other', async () => {
    const before = await roomCount();
    const again = await chat(staff, 'POST', '/chats', { dealerId: demoAccounts.fileDealer.id, fileNo });
    expect(again.statusCode).toBe(200);
    expect(again.json<ChatRoomView>().id).toBe(room.id);
    expect(await roomCount()).toBe(before);
  });

  it.each([
    ['no dealer', {}, message('chat.room.dealerRequired')],
    ['a dealer id that is no id', { dealerId: 'dealer-1' }, message('chat.room.dealerUnknown')],
    ['a dealer that does not exist', { dealerId: randomUUID() }, message('chat.room.dealerUnknown')],
    [
      'a file of another dealership',
      { dealerId: demoAccounts.fileDealer.id, fileNo: 'CHAT-OTHER' },
      message('chat.room.fileNotDealers', { fileNo: 'CHAT-OTHER' }),
    ],
    [
      'a file that does not exist',
      { dealerId: demoAccounts.fileDealer.id, fileNo: 'NO-SUCH-FILE' },
      message('chat.room.fileNotDealers', { fileNo: 'NO-SUCH-FILE' }),
    ],
    [
      'a file number with a slash',
      { dealerId: demoAccounts.fileDealer.id, fileNo: 'a/b' },
      message('files.fileNo.invalid'),
    ],
  ])('refuses %s with a 400 in plain words, and stores nothing', async (_case, body, text) => {
    const before = await roomCount();
    const response = await chat(staff, 'POST', '/chats', body);
    expect(errorOf(response)).toEqual({ status: 400, message: expect.stringContaining(text) });
    expect(await roomCount()).toBe(before);
  });

  it('is staff’s only: a dealer is refused', async () => {
    const response = await chat(dealer, 'POST', '/chats', { dealerId: demoAccounts.fileDealer.id });
    expect(response.statusCode).toBe(403);
  });
});

describe('who reaches a room', () => {
  let superAdminsRoom: ChatRoomView;
  beforeAll(async () => {
    // Made by the super admin for the other dealership: assigned to the super admin only.
    const made = await chat(superAdmin, 'POST', '/chats', { dealerId: otherFileDealer.id });
    expect(made.statusCode, made.body).toBe(201);
    superAdminsRoom = made.json<ChatRoomView>();
    await addMessages(superAdminsRoom.id, 'staff', ['For the other dealership only']);
  });

  it('a dealer lists their own rooms; another dealer lists theirs, never the first one’s', async () => {
    const mine = (await chat(dealer, 'GET', '/chats')).json<ChatRoomView[]>();
    expect(mine.map((each) => each.id)).toEqual([room.id]);
    const theirs = (await chat(otherHeaders, 'GET', '/chats')).json<ChatRoomView[]>();
    expect(theirs.map((each) => each.id)).toEqual([superAdminsRoom.id]);
  });

  it('staff list the rooms assigned to them; a super admin lists every room', async () => {
    const assigned = (await chat(staff, 'GET', '/chats')).json<ChatRoomView[]>();
    expect(assigned.map((each) => each.id)).toEqual([room.id]);
    const every = (await chat(superAdmin, 'GET', '/chats')).json<ChatRoomView[]>();
    expect(new Set(every.map((each) => each.id))).toEqual(new Set([room.id, superAdminsRoom.id]));
  });

  it.each([
    ['another dealer', () => otherHeaders, () => room.id],
    ['staff the room is not assigned to', () => sessionHeaders(staff), () => superAdminsRoom.id],
  ])(
    '%s gets the room’s 404 for its messages, its receipt and its files, and changes nothing',
    async (_who, who, id) => {
      const notFound = { status: 404, message: message('chat.room.notFound') };
      const before = await messageCount();
      expect(errorOf(await chat(who(), 'GET', `/chats/${id()}/messages`))).toEqual(notFound);
      expect(errorOf(await chat(who(), 'PUT', `/chats/${id()}`, { readList: [randomUUID()] }))).toEqual(
        notFound,
      );
      expect(
        errorOf(
          await chat(who(), 'POST', `/chats/${id()}/messages/${randomUUID()}/document`, { type: 'PASSPORT' }),
        ),
      ).toEqual(notFound);
      const token = await chat(who(), 'POST', '/s3-tokens/put-params', {
        originalFilename: 'a.pdf',
        contentType: 'application/pdf',
        size: 10,
        chatroomId: id(),
      });
      expect(errorOf(token)).toEqual(notFound);
      const read = await chat(who(), 'POST', '/s3-tokens/read-urls', {
        paths: [`chat-rooms/${id()}/${randomUUID()}/a.pdf`],
      });
      expect(errorOf(read)).toEqual(notFound);
      expect(await messageCount()).toBe(before);
    },
  );

  it('the user map names who the caller meets in their rooms, and nobody else', async () => {
    const map = (await chat(dealer, 'GET', '/users/get-user-map')).json<ChatUserMap>();
    expect(map[demoAccounts.staffAdmin.id]).toEqual({
      id: demoAccounts.staffAdmin.id,
      name: demoAccounts.staffAdmin.name,
      type: 'staff',
    });
    expect(map[demoAccounts.fileDealer.id]).toMatchObject({ type: 'dealer' });
    expect(map[otherFileDealer.id]).toBeUndefined();
    expect(map[demoAccounts.staffSuperAdmin.id]).toBeUndefined();
    const theirs = (await chat(otherHeaders, 'GET', '/users/get-user-map')).json<ChatUserMap>();
    expect(theirs[demoAccounts.fileDealer.id]).toBeUndefined();
    expect(theirs[demoAccounts.staffSuperAdmin.id]).toMatchObject({ type: 'staff' });
  });
});

describe('messages, unread counts and read receipts', () => {
  let page: ChatMessagePage;
  beforeAll(async () => {
    await addMessages(
      room.id,
      'staff',
      Array.from({ length: 25 }, (_, index) => `Message ${index + 1}`),
    );
    page = (await chat(dealer, 'GET', `/chats/${room.id}/messages`)).json<ChatMessagePage>();
  });

  it(`a page is the newest ${MESSAGE_PAGE.limit} first by default, saying older ones are left`, async () => {
    expect(ChatMessagePageSchema.parse(page)).toEqual(page);
    expect(page.messages.map((each) => each.content)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Message ${25 - index}`),
    );
    expect(page.more).toBe(true);
    expect(page.messages[0]).toMatchObject({
      roomId: room.id,
      sender: demoAccounts.staffAdmin.id,
      senderName: demoAccounts.staffAdmin.name,
      senderType: 'staff',
    });
    const older = (
      await chat(dealer, 'GET', `/chats/${room.id}/messages?skip=20&limit=20`)
    ).json<ChatMessagePage>();
    expect(older.messages.map((each) => each.content)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    expect(older.more).toBe(false);
  });

  it.each(['skip=-1', 'skip=1.5', 'limit=0', 'limit=101', 'limit=abc', 'skip=100001'])(
    'a page asked with %s is a 400 in plain words',
    async (query) => {
      const response = await chat(dealer, 'GET', `/chats/${room.id}/messages?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(
        /Ask for a page with a whole number from 0 to \d+\.$/,
      );
    },
  );

  it('the dealer’s list counts the staff messages unread, and its last message is the newest', async () => {
    const [listed] = (await chat(dealer, 'GET', '/chats')).json<ChatRoomView[]>();
    expect(listed!.unread).toBe(25);
    expect(listed!.lastMessage).toMatchObject({ content: 'Message 25' });
    // The sender's own messages are never unread for them.
    const [staffs] = (await chat(staff, 'GET', '/chats')).json<ChatRoomView[]>();
    expect(staffs!.unread).toBe(0);
  });

  it('PUT /chats/{id} with the caller’s id in readList marks the room read: readList names them, nothing is unread', async () => {
    const response = await chat(dealer, 'PUT', `/chats/${room.id}`, {
      readList: [demoAccounts.fileDealer.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = response.json<ChatRoomView>();
    expect(read.readList).toEqual([demoAccounts.fileDealer.id]);
    expect(read.unread).toBe(0);
    // A new message: the dealer has not read it, so they leave readList until they read again.
    await addMessages(room.id, 'staff', ['One more']);
    const [listed] = (await chat(dealer, 'GET', '/chats')).json<ChatRoomView[]>();
    expect(listed!.readList).toEqual([]);
    expect(listed!.unread).toBe(1);
  });

  it.each([
    ['without the caller’s id', { readList: [demoAccounts.staffAdmin.id] }, message('chat.read.self')],
    ['empty', { readList: [] }, message('chat.read.self')],
    ['not a list', { readList: 'me' }, message('chat.read.self')],
  ])('a readList %s is a 400 in plain words, and marks nothing', async (_case, body, text) => {
    const response = await chat(dealer, 'PUT', `/chats/${room.id}`, body);
    expect(errorOf(response)).toEqual({ status: 400, message: expect.stringContaining(text) });
    const [listed] = (await chat(staff, 'GET', '/chats')).json<ChatRoomView[]>();
    expect(listed!.readList).not.toContain(demoAccounts.staffAdmin.id);
  });
});

describe('GET /chats/dealer-messages (the dealer token only)', () => {
  let tokenHeaders: Record<string, string>;
  beforeAll(async () => {
    const issued = await api.call({ method: 'GET', path: '/dealers-api-tokens', session: dealer });
    expect(issued.statusCode, issued.body).toBe(200);
    const { token, id } = issued.json<{ token: string; id: string }>();
    tokenHeaders = { 'x-session-token': id, authorization: `Bearer ${token}` };
  });

  it('answers the dealer’s messages, newest first, with no-cache headers', async () => {
    const response = await chat(tokenHeaders, 'GET', '/chats/dealer-messages?limit=3');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.headers.pragma).toBe('no-cache');
    const page = response.json<ChatMessagePage>();
    expect(page.messages.map((each) => each.content)).toEqual(['One more', 'Message 25', 'Message 24']);
    expect(page.messages.every((each) => each.roomId === room.id)).toBe(true);
    expect(page.more).toBe(true);
  });

  it('a session of any kind is refused (403); no token is 401', async () => {
    expect((await chat(dealer, 'GET', '/chats/dealer-messages')).statusCode).toBe(403);
    expect((await chat(staff, 'GET', '/chats/dealer-messages')).statusCode).toBe(403);
    expect(errorOf(await chat({}, 'GET', '/chats/dealer-messages'))).toEqual({
      status: 401,
      message: 'Missing Session Token',
    });
  });

  it('the token reaches the dealer’s own rooms on the other chat calls, and nothing of another dealer’s', async () => {
    const rooms = (await chat(tokenHeaders, 'GET', '/chats')).json<ChatRoomView[]>();
    expect(rooms.map((each) => each.id)).toEqual([room.id]);
    const theirs = (await chat(otherHeaders, 'GET', '/chats')).json<ChatRoomView[]>();
    expect((await chat(tokenHeaders, 'GET', `/chats/${theirs[0]!.id}/messages`)).statusCode).toBe(404);
  });

  it('a tampered token is refused as an invalid session', async () => {
    const tampered = { ...tokenHeaders, authorization: `${tokenHeaders.authorization}x` };
    expect(errorOf(await chat(tampered, 'GET', '/chats/dealer-messages'))).toEqual({
      status: 401,
      message: 'Invalid Session',
    });
  });
});

describe('filing an attachment into the room’s lease file', () => {
  /** An attachment message, as the socket stores one once its upload is in the bucket. */
  async function attachment(
    roomId: string,
    name = 'passport.pdf',
    { body = '%PDF-1.7\n%%EOF\n', shownAs = name }: { body?: string; shownAs?: string } = {},
  ) {
    const key = `chat-rooms/${roomId}/${randomUUID()}/${name}`;
    const writer = bucket.objects.writer(key);
    await writer.write(Buffer.from(body));
    await writer.commit('application/pdf');
    const [added] = await addChatMessages(api.db, [
      {
        roomId,
        sender: { id: demoAccounts.fileDealer.id, name: demoAccounts.fileDealer.name, type: 'dealer' },
        clientId: randomUUID(),
        content: key,
        contentType: 'DOCUMENT',
        attachment: { name: shownAs, size: 15, mimeType: 'application/pdf' },
        createdAt: api.clock.now(),
      },
    ]);
    return { key, message: added! };
  }

  // Issue 26, item 8: messages stored before attachments were checked are checked as they are filed.
  it('a stored attachment that is not what its type says is not filed; one that is, under its saved name', async () => {
    const { message: html } = await attachment(room.id, 'statement.pdf', {
      body: '<html><script>alert(1)</script>',
    });
    expect(html.attachment?.name).toBe('statement.pdf');
    const refused = await chat(dealer, 'POST', `/chats/${room.id}/messages/${html.id}/document`, {
      type: 'PASSPORT',
    });
    expect(errorOf(refused)).toEqual({ status: 400, message: message('upload.error.content') });
    const { message: renamed } = await attachment(room.id, 'licence.pdf', { shownAs: 'licence.exe' });
    // Shown as it downloads, whatever name was stored beside it.
    expect(renamed.attachment?.name).toBe('licence.pdf');
    const filed = await chat(dealer, 'POST', `/chats/${room.id}/messages/${renamed.id}/document`, {
      type: 'DRIVER_LICENSE',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json<FileDocument>()).toMatchObject({ name: 'licence.pdf' });
  });

  it('files it with its type: the file’s documents list it, under the attachment’s key; again is a 409', async () => {
    const { key, message: sent } = await attachment(room.id);
    const path = `/chats/${room.id}/messages/${sent.id}/document`;
    const filed = await chat(dealer, 'POST', path, { type: 'PASSPORT' });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json<FileDocument>()).toMatchObject({
      type: 'PASSPORT',
      name: 'passport.pdf',
      storageKey: key,
      size: 15,
    });
    const documents = await api.call({ method: 'GET', path: `/documents/${fileNo}`, session: staff });
    expect(
      documents.json<{ documents: FileDocument[] }>().documents.map((each) => each.storageKey),
    ).toContain(key);
    const again = await chat(staff, 'POST', path, { type: 'PASSPORT' });
    expect(errorOf(again)).toEqual({ status: 409, message: message('files.document.alreadyFiled') });
    // Whoever reaches the file reads it, as the file's document (the super admin, and staff).
    const read = await chat(superAdmin, 'POST', '/s3-tokens/read-urls', { paths: [key] });
    expect(read.statusCode, read.body).toBe(200);
  });

  it('refuses, in plain words and filing nothing: a text message, a room with no file, a type that is none', async () => {
    const before = (await api.db.select({ n: count() }).from(leaseFileDocuments))[0]!.n;
    const [text] = await addMessages(room.id, 'dealer', ['Just text']);
    expect(
      errorOf(
        await chat(dealer, 'POST', `/chats/${room.id}/messages/${text!.id}/document`, { type: 'PASSPORT' }),
      ),
    ).toEqual({
      status: 400,
      message: message('chat.message.notAttachment'),
    });
    const untied = (
      await chat(staff, 'POST', '/chats', { dealerId: demoAccounts.fileDealer.id })
    ).json<ChatRoomView>();
    const { message: inUntied } = await attachment(untied.id);
    expect(
      errorOf(
        await chat(dealer, 'POST', `/chats/${untied.id}/messages/${inUntied.id}/document`, {
          type: 'PASSPORT',
        }),
      ),
    ).toEqual({ status: 400, message: message('chat.room.noFile') });
    const { message: sent } = await attachment(room.id, 'other.pdf');
    expect(
      errorOf(
        await chat(dealer, 'POST', `/chats/${room.id}/messages/${sent.id}/document`, { type: 'NOT_A_TYPE' }),
      ),
    ).toEqual({ status: 400, message: expect.stringContaining(message('files.document.type')) });
    expect(
      errorOf(
        await chat(dealer, 'POST', `/chats/${room.id}/messages/${randomUUID()}/document`, {
          type: 'PASSPORT',
        }),
      ),
    ).toEqual({ status: 404, message: message('chat.message.notFound') });
    expect((await api.db.select({ n: count() }).from(leaseFileDocuments))[0]!.n).toBe(before);
  });
});

describe('DELETE /chats/{id} (staff)', () => {
  it('removes the room and its messages, and the attachments no file holds; a filed one stays the file’s', async () => {
    const made = (
      await chat(staff, 'POST', '/chats', { dealerId: demoAccounts.fileDealer.id, fileNo })
    ).json<ChatRoomView>();
    expect(made.id).toBe(room.id);
    const unfiled = `chat-rooms/${room.id}/${randomUUID()}/photo.png`;
    const writer = bucket.objects.writer(unfiled);
    await writer.write(Buffer.from('png'));
    await writer.commit('image/png');
    await addChatMessages(api.db, [
      {
        roomId: room.id,
        sender: { id: demoAccounts.fileDealer.id, name: 'x', type: 'dealer' },
        clientId: randomUUID(),
        content: unfiled,
        contentType: 'IMAGE',
        attachment: { name: 'photo.png', size: 3, mimeType: 'image/png' },
        createdAt: api.clock.now(),
      },
    ]);
    const [filed] = await api.db.select({ key: leaseFileDocuments.storageKey }).from(leaseFileDocuments);

    expect((await chat(dealer, 'DELETE', `/chats/${room.id}`)).statusCode).toBe(403);
    const deleted = await chat(staff, 'DELETE', `/chats/${room.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await api.db.select().from(chatMessages).where(eq(chatMessages.roomId, room.id))).toEqual([]);
    expect(await bucket.storedObject(unfiled)).toBeNull();
    expect(await bucket.storedObject(filed!.key)).not.toBeNull();
    expect((await chat(dealer, 'GET', '/chats')).json<ChatRoomView[]>().map((each) => each.id)).not.toContain(
      room.id,
    );
    expect(errorOf(await chat(staff, 'DELETE', `/chats/${room.id}`))).toEqual({
      status: 404,
      message: message('chat.room.notFound'),
    });
  });
});

describe('storing messages (the socket’s batched writes)', () => {
  it('a batch stores each message once, in order; a message of a room deleted meanwhile is answered as gone, the others stored', async () => {
    const kept = (
      await chat(superAdmin, 'POST', '/chats', { dealerId: otherFileDealer.id, fileNo: 'CHAT-OTHER' })
    ).json<ChatRoomView>();
    const gone = (
      await chat(superAdmin, 'POST', '/chats', { dealerId: demoAccounts.fileDealer.id })
    ).json<ChatRoomView>();
    const sender = {
      id: demoAccounts.staffSuperAdmin.id,
      name: demoAccounts.staffSuperAdmin.name,
      type: 'staff' as const,
    };
    const twice = randomUUID();
    const batch = [
      { roomId: kept.id, sender, clientId: twice, content: 'Kept', createdAt: api.clock.now() },
      { roomId: gone.id, sender, clientId: randomUUID(), content: 'Lost', createdAt: api.clock.now() },
      { roomId: kept.id, sender, clientId: twice, content: 'Kept', createdAt: api.clock.now() },
    ];
    await api.db.delete(chatRooms).where(eq(chatRooms.id, gone.id));
    const answers = await addChatMessages(api.db, batch);
    expect(answers[1]).toBeUndefined();
    expect(answers[0]).toMatchObject({ content: 'Kept', clientId: twice });
    expect(answers[2]).toEqual(answers[0]);
    const stored = await api.db.select().from(chatMessages).where(eq(chatMessages.clientId, twice));
    expect(stored).toHaveLength(1);
  });
});
