// The chat's live socket (issue 13): the `/chat` namespace of the API's socket, signed in with a
// staff or file-tool dealer session or the dealer token; sending a message (stored once, heard by
// the room), attachments only from the room's own uploads, read receipts, typing, the room list's
// changes, missed messages after a reconnection (recovered, or answered by the join), and refusals
// in plain words that store nothing.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_LIST_NEWS_EVERY_MS,
  CHAT_NAMESPACE,
  chatEvents,
  ChatRoomMessageSchema,
  message,
  type ChatJoinAnswer,
  type ChatMessageEvent,
  type ChatReadAnswer,
  type ChatReceipt,
  type ChatRoomsChangedEvent,
  type ChatRoomView,
  type ChatSendAnswer,
  type ChatTypingEvent,
  type ChatDoneAnswer,
} from '@sfi/domain';
import { forbiddenMessage } from '../src/auth/strings.ts';
import { chatMessages, sessions } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import type { LocalStorage } from '../src/storage/storage.ts';
import { createAudiences, otherFileDealer } from './support/audiences.ts';
import { basic, createAuthTestApi, type SignedIn } from './support/auth.ts';
import {
  liveAuth,
  liveTestServer,
  LOCAL,
  openLive,
  refusedHandshake,
  type LiveClient,
} from './support/live.ts';

const api = await createAuthTestApi({}, { live: { recheckEveryMs: 3_600_000 } });
await createAudiences(api);
const { origin, close } = await liveTestServer(api);
afterAll(close);
const bucket = (api.app as unknown as { storage: LocalStorage }).storage;

const clients: LiveClient[] = [];
afterAll(() => clients.forEach((client) => client.socket.disconnect()));
/** A chat socket signed in with a session (or a dealer token's two halves). */
async function chatSocket(session: SignedIn, options: { reconnection?: boolean } = {}) {
  const client = await openLive(origin, session, { ...options, namespace: CHAT_NAMESPACE });
  clients.push(client);
  return client;
}
/** Sends a request and waits for its acknowledgement. */
const emitWithAck = <Answer>(client: LiveClient, event: string, request: unknown): Promise<Answer> =>
  (
    client.socket.timeout(5_000) as unknown as {
      emitWithAck: (name: string, value: unknown) => Promise<Answer>;
    }
  ).emitWithAck(event, request);

async function chatCall<T>(session: SignedIn, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const response = await api.call({
    method,
    path,
    service: '/api/chat',
    from: LOCAL,
    session,
    ...(body !== undefined && { body }),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

const otherFileDealerSignIn = async (): Promise<SignedIn> => {
  const response = await api.call({
    method: 'POST',
    path: '/users/login',
    service: '/api/chat',
    from: LOCAL,
    headers: { authorization: basic(otherFileDealer.username, otherFileDealer.password) },
  });
  const { token, session } = response.json<{ token: string; session: { id: string } }>();
  return { id: session.id, token };
};

const staff = await api.staffSignIn(LOCAL);
const dealer = await api.fileDealerSignIn(LOCAL);
const other = await otherFileDealerSignIn();
const messageCount = async () => (await api.db.select({ n: count() }).from(chatMessages))[0]!.n;

let room: ChatRoomView;
let othersRoom: ChatRoomView;
beforeAll(async () => {
  room = await chatCall<ChatRoomView>(staff, 'POST', '/chats', { dealerId: demoAccounts.fileDealer.id });
  othersRoom = await chatCall<ChatRoomView>(staff, 'POST', '/chats', { dealerId: otherFileDealer.id });
});

const send = (client: LiveClient, request: Record<string, unknown>) =>
  emitWithAck<ChatSendAnswer>(client, chatEvents.send, { clientId: randomUUID(), ...request });
const join = (client: LiveClient, roomId: string, after?: string) =>
  emitWithAck<ChatJoinAnswer>(client, chatEvents.join, { roomId, ...(after && { after }) });

describe('signing in to the chat’s namespace', () => {
  it('refuses a handshake without a session, with a bad one, or with a lease-quote dealer’s', async () => {
    const at = `${origin}${CHAT_NAMESPACE}`;
    expect(await refusedHandshake(at, undefined)).toBe('Missing Session Token');
    expect(await refusedHandshake(at, { sessionToken: randomUUID(), token: 'nope' })).toBe('Invalid Session');
    expect(await refusedHandshake(at, liveAuth(await api.dealerSignIn(LOCAL)))).toBe(forbiddenMessage());
  });

  it('lets in staff, a file-tool dealer’s session, and their dealer token', async () => {
    const issued = await api.call({
      method: 'GET',
      path: '/dealers-api-tokens',
      from: LOCAL,
      session: dealer,
    });
    const { id, token } = issued.json<{ id: string; token: string }>();
    for (const session of [staff, dealer, { id, token }]) {
      const client = await chatSocket(session);
      expect(client.socket.connected).toBe(true);
    }
  });

  it('signing out ends the session’s chat sockets at once', async () => {
    const session = await api.fileDealerSignIn(LOCAL);
    const client = await chatSocket(session);
    const ended = client.next<{ message: string }>(chatEvents.sessionEnded);
    await api.call({ method: 'POST', path: '/logout', from: LOCAL, session, body: {} });
    expect((await ended).message).toBe('Invalid Session');
  });

  it('checks the session again on every handshake: a reconnection after it ended is refused', async () => {
    const session = await api.fileDealerSignIn(LOCAL);
    const client = await chatSocket(session, { reconnection: true });
    await api.db.update(sessions).set({ revokedAt: api.clock.now() }).where(eq(sessions.id, session.id));
    const refused = new Promise<Error>((resolve) => client.socket.once('connect_error', resolve));
    client.socket.io.engine.close();
    expect((await refused).message).toBe('Invalid Session');
  });
});

describe('a room over the socket', () => {
  it('a dealer joins their room; another dealer’s room is refused as not found, and they hear nothing of it', async () => {
    const mine = await chatSocket(dealer);
    const answer = await join(mine, room.id);
    expect(answer).toMatchObject({ ok: true, room: { id: room.id }, missed: [], more: false });
    const theirs = await chatSocket(other);
    expect(await join(theirs, room.id)).toEqual({ ok: false, error: message('chat.room.notFound') });
    const before = await messageCount();
    expect(await send(theirs, { roomId: room.id, text: 'Let me in' })).toEqual({
      ok: false,
      error: message('chat.room.notFound'),
    });
    expect(await messageCount()).toBe(before);
    await send(mine, { roomId: room.id, text: 'Private' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(theirs.all(chatEvents.message)).toEqual([]);
  });

  it('a message sent is stored and heard by the room; sent again with the same clientId, it is stored once', async () => {
    const staffSide = await chatSocket(staff);
    await join(staffSide, room.id);
    const dealerSide = await chatSocket(dealer);
    await join(dealerSide, room.id);
    const clientId = randomUUID();
    const heard = staffSide.next<ChatMessageEvent>(
      chatEvents.message,
      (event) => event.message.clientId === clientId,
    );
    const answer = await send(dealerSide, { roomId: room.id, clientId, text: '  Hello from the dealer  ' });
    expect(answer.ok).toBe(true);
    const sent = (answer as Extract<ChatSendAnswer, { ok: true }>).message;
    expect(ChatRoomMessageSchema.parse(sent)).toEqual(sent);
    expect(sent).toMatchObject({
      roomId: room.id,
      content: 'Hello from the dealer',
      sender: demoAccounts.fileDealer.id,
      senderType: 'dealer',
      clientId,
    });
    expect((await heard).message).toEqual(sent);
    const before = await messageCount();
    const again = await send(dealerSide, { roomId: room.id, clientId, text: 'Hello from the dealer' });
    expect(again).toEqual({ ok: true, message: sent });
    expect(await messageCount()).toBe(before);
  });

  it.each([
    ['empty text', { text: '   ' }, message('chat.message.empty')],
    [
      'text and an attachment',
      { text: 'x', attachment: { key: 'a', name: 'a.pdf' } },
      message('chat.message.textOrAttachment'),
    ],
    ['neither', {}, message('chat.message.textOrAttachment')],
    ['control characters', { text: 'a\u0000b' }, message('validation.text.characters')],
    ['text over 4,000 characters', { text: 'x'.repeat(4001) }, message('validation.tooLong', { max: 4000 })],
    ['a room id that is no id', { roomId: 'room-1', text: 'x' }, message('chat.room.notFound')],
    ['a clientId that is no UUID', { clientId: 'x', text: 'x' }, message('chat.live.requestInvalid')],
  ])('refuses %s in plain words, storing nothing', async (_case, request, text) => {
    const client = await chatSocket(dealer);
    const before = await messageCount();
    expect(await send(client, { roomId: room.id, ...request })).toEqual({ ok: false, error: text });
    expect(await messageCount()).toBe(before);
  });

  it('refuses a request that is not an object', async () => {
    const client = await chatSocket(dealer);
    expect(await emitWithAck(client, chatEvents.send, 'hello')).toEqual({
      ok: false,
      error: message('chat.live.requestInvalid'),
    });
  });

  it('an attachment: only a key uploaded to this room, and only once it is in storage; its size and type are storage’s', async () => {
    const client = await chatSocket(dealer);
    const before = await messageCount();
    const token = await chatCall<{ key: string }>(dealer, 'POST', '/s3-tokens/put-params', {
      originalFilename: 'licence.jpg',
      contentType: 'image/jpeg',
      size: 4,
      chatroomId: room.id,
    });
    expect(token.key.startsWith(`chat-rooms/${room.id}/`)).toBe(true);
    // Not uploaded yet.
    expect(
      await send(client, { roomId: room.id, attachment: { key: token.key, name: 'licence.jpg' } }),
    ).toEqual({
      ok: false,
      error: message('chat.attachment.notUploaded'),
    });
    // Another room's key, a key of a lease quote, a made-up key.
    const othersKey = `chat-rooms/${othersRoom.id}/${randomUUID()}/x.pdf`;
    for (const key of [othersKey, `lease-quotes/${randomUUID()}/${randomUUID()}/x.pdf`, '../../etc/passwd'])
      expect(await send(client, { roomId: room.id, attachment: { key, name: 'x.pdf' } })).toEqual({
        ok: false,
        error: message('chat.attachment.notThisRoom'),
      });
    expect(await messageCount()).toBe(before);

    const writer = bucket.objects.writer(token.key);
    await writer.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    await writer.commit('image/jpeg');
    const answer = await send(client, {
      roomId: room.id,
      attachment: { key: token.key, name: 'licence.jpg' },
    });
    expect(answer).toMatchObject({
      ok: true,
      message: {
        contentType: 'IMAGE',
        content: token.key,
        attachment: { name: 'licence.jpg', size: 4, mimeType: 'image/jpeg' },
        icon: 'image',
      },
    });
  });

  // Issue 26, item 8: an attachment is what its type says, and shows the name it downloads as.
  it('an attachment whose bytes are not its type’s is refused; one that is shows its saved name', async () => {
    const client = await chatSocket(dealer);
    const before = await messageCount();
    const uploadedAs = async (originalFilename: string, contentType: string, body: Buffer) => {
      const token = await chatCall<{ key: string }>(dealer, 'POST', '/s3-tokens/put-params', {
        originalFilename,
        contentType,
        size: body.length,
        chatroomId: room.id,
      });
      const writer = bucket.objects.writer(token.key, { once: true });
      await writer.write(body);
      await writer.commit(contentType);
      return token.key;
    };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const key of [
      await uploadedAs('logo.png', 'image/png', svg),
      await uploadedAs('notes.txt', 'text/plain', html),
    ])
      expect(await send(client, { roomId: room.id, attachment: { key, name: 'photo.png' } })).toEqual({
        ok: false,
        error: message('upload.error.content'),
      });
    expect(await messageCount()).toBe(before);

    const key = await uploadedAs(
      'licence.png',
      'image/png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
    );
    const answer = await send(client, { roomId: room.id, attachment: { key, name: 'licence.exe' } });
    expect(answer).toMatchObject({
      ok: true,
      message: { contentType: 'IMAGE', attachment: { name: 'licence.png', size: 9, mimeType: 'image/png' } },
    });
  });

  it('a read receipt: the room hears who read it up to which message; the list shows them in readList', async () => {
    const dealerSide = await chatSocket(dealer);
    await join(dealerSide, room.id);
    const staffSide = await chatSocket(staff);
    await join(staffSide, room.id);
    const sent = (await send(dealerSide, { roomId: room.id, text: 'Read me' })) as Extract<
      ChatSendAnswer,
      { ok: true }
    >;
    const heard = dealerSide.next<ChatReceipt>(chatEvents.read, (receipt) => receipt.user.type === 'staff');
    const listChanged = staffSide.next<ChatRoomsChangedEvent>(chatEvents.roomsChanged, (event) =>
      event.roomIds.includes(room.id),
    );
    const answer = await emitWithAck<ChatReadAnswer>(staffSide, chatEvents.read, { roomId: room.id });
    expect(answer).toMatchObject({ ok: true, receipt: { roomId: room.id, messageId: sent.message.id } });
    expect(await heard).toMatchObject({
      roomId: room.id,
      user: { id: demoAccounts.staffAdmin.id, name: demoAccounts.staffAdmin.name, type: 'staff' },
      messageId: sent.message.id,
    });
    await listChanged;
    const listed = (await chatCall<ChatRoomView[]>(staff, 'GET', '/chats')).find(
      (each) => each.id === room.id,
    );
    expect(listed!.readList).toContain(demoAccounts.staffAdmin.id);
    expect(listed!.unread).toBe(0);
    // Another dealer cannot mark it.
    const theirs = await chatSocket(other);
    expect(await emitWithAck(theirs, chatEvents.read, { roomId: room.id })).toEqual({
      ok: false,
      error: message('chat.room.notFound'),
    });
  });

  it('typing reaches the others in the room, not the typist; typing in a room not joined is refused', async () => {
    const dealerSide = await chatSocket(dealer);
    await join(dealerSide, room.id);
    const staffSide = await chatSocket(staff);
    await join(staffSide, room.id);
    const heard = staffSide.next<ChatTypingEvent>(chatEvents.typing);
    expect(
      await emitWithAck<ChatDoneAnswer>(dealerSide, chatEvents.typing, { roomId: room.id, typing: true }),
    ).toEqual({
      ok: true,
    });
    expect(await heard).toEqual({
      roomId: room.id,
      user: { id: demoAccounts.fileDealer.id, name: demoAccounts.fileDealer.name, type: 'dealer' },
      typing: true,
    });
    expect(dealerSide.all(chatEvents.typing)).toEqual([]);
    const theirs = await chatSocket(other);
    expect(await emitWithAck(theirs, chatEvents.typing, { roomId: room.id, typing: true })).toEqual({
      ok: false,
      error: message('chat.room.notFound'),
    });
  });

  it('a room made for a dealer, and a message in it, reach the dealer’s list (and not another dealer’s)', async () => {
    const dealerSide = await chatSocket(dealer);
    const theirs = await chatSocket(other);
    const file = await api.call({
      method: 'POST',
      path: '/files',
      from: LOCAL,
      session: staff,
      body: { fileNo: 'LIVE-1', dealerNo: demoAccounts.fileDealer.dealerNo },
    });
    expect(file.statusCode, file.body).toBe(201);
    const made = await chatCall<ChatRoomView>(staff, 'POST', '/chats', {
      dealerId: demoAccounts.fileDealer.id,
      fileNo: 'LIVE-1',
    });
    await dealerSide.next<ChatRoomsChangedEvent>(chatEvents.roomsChanged, (event) =>
      event.roomIds.includes(made.id),
    );
    const staffSide = await chatSocket(staff);
    const from = dealerSide.heard.length;
    // However many messages come, a list hears of them at most every CHAT_LIST_NEWS_EVERY_MS.
    for (const text of ['News', 'More news', 'Even more news'])
      await send(staffSide, { roomId: room.id, text });
    await dealerSide.next<ChatRoomsChangedEvent>(
      chatEvents.roomsChanged,
      (event) => event.roomIds.includes(room.id),
      from,
    );
    await new Promise((resolve) => setTimeout(resolve, CHAT_LIST_NEWS_EVERY_MS * 2));
    const news = dealerSide.heard.slice(from).filter((event) => event.name === chatEvents.roomsChanged);
    expect(news.length).toBeLessThanOrEqual(2);
    expect(
      theirs
        .all<ChatRoomsChangedEvent>(chatEvents.roomsChanged)
        .filter((event) => event.roomIds.includes(room.id) || event.roomIds.includes(made.id)),
    ).toEqual([]);
  });
});

describe('missed messages', () => {
  it('a join with the last message the client has answers those stored since, oldest first', async () => {
    const client = await chatSocket(dealer);
    const first = (await send(client, { roomId: room.id, text: 'First' })) as Extract<
      ChatSendAnswer,
      { ok: true }
    >;
    await send(client, { roomId: room.id, text: 'Second' });
    await send(client, { roomId: room.id, text: 'Third' });
    const answer = (await join(client, room.id, first.message.id)) as Extract<ChatJoinAnswer, { ok: true }>;
    expect(answer.missed.map((each) => each.content)).toEqual(['Second', 'Third']);
    expect(answer.more).toBe(false);
  });

  it('a connection recovered after a blip hears the messages sent meanwhile', async () => {
    const client = await chatSocket(dealer, { reconnection: true });
    await join(client, room.id);
    const staffSide = await chatSocket(staff);
    // Recovery starts from the last event the socket heard: it has heard one.
    const before = (await send(staffSide, { roomId: room.id, text: 'Before the blip' })) as Extract<
      ChatSendAnswer,
      { ok: true }
    >;
    await client.next<ChatMessageEvent>(
      chatEvents.message,
      (event) => event.message.id === before.message.id,
    );
    const dropped = new Promise<void>((resolve) => client.socket.once('disconnect', () => resolve()));
    const reconnected = new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
    client.socket.io.engine.close();
    await dropped;
    const sent = (await send(staffSide, { roomId: room.id, text: 'While you were away' })) as Extract<
      ChatSendAnswer,
      { ok: true }
    >;
    await reconnected;
    expect(client.socket.recovered).toBe(true);
    const heard = await client.next<ChatMessageEvent>(
      chatEvents.message,
      (event) => event.message.id === sent.message.id,
    );
    expect(heard.message.content).toBe('While you were away');
  });
});
