// The chat (issue 13) through @sfi/api-client against the real reference server: every chat call
// (rooms, pages, read receipts, the dealer's messages with the dealer token, the user map, filing an
// attachment, deleting a room), and a room watched as useChatRoom watches it: a message sent with
// its pending copy, heard by the other side, typing, receipts, an attachment uploaded to the local
// bucket and sent, a refusal kept as a failed pending message. A dealer never reaches another's room.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatMessagePageSchema, ChatRoomViewSchema, message, type ChatRoomView } from '@sfi/domain';
import { ApiError, type ApiClient } from '../src/index.ts';
import { emptyChatRoom, watchChatRoom, watchChatRooms, type ChatRoomState } from '../src/socket.ts';
import {
  demoSuperAdmin,
  failure,
  type ReferenceServer,
  sessionClient,
  signedInStaff,
  startReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let staff: ApiClient;
let dealer: ApiClient;
let otherDealer: ApiClient;
let dealerId: string;
const closers: (() => void)[] = [];

/** A file-tool dealer signed in on the chat service. */
async function signedInFileDealer(username: string, password: string) {
  const client = sessionClient(server);
  const { token, session, user } = await client.api.chatAuth.login(username, password);
  client.use({ sessionToken: session.id, authorization: `Bearer ${token}` });
  return { api: client.api, id: user.id };
}

beforeAll(async () => {
  server = await startReferenceServer({ SEED_DEMO_DATA: 'true' });
  staff = await signedInStaff(server);
  const demo = await signedInFileDealer('filedealer', 'filedealer-demo-2026');
  dealer = demo.api;
  dealerId = demo.id;
  // Only a super admin chooses a dealer's first password (issue 26 item 6).
  await (
    await signedInStaff(server, demoSuperAdmin)
  ).fileDealers.create({
    dealerNo: 'D-7007',
    name: 'Chat Rivals Auto',
    email: 'files@chatrivals.example',
    username: 'chatrival',
    password: 'chat-rival-2026',
  });
  otherDealer = (await signedInFileDealer('chatrival', 'chat-rival-2026')).api;
}, 60_000);
afterAll(async () => {
  for (const close of closers) close();
  await server?.stop();
});

const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

/** A room watched as the hook watches it, with its latest state. */
function watchRoom(api: ApiClient, roomId: string) {
  let latest: ChatRoomState = emptyChatRoom;
  const watch = watchChatRoom(api, roomId, { onChange: (state) => (latest = state) });
  closers.push(watch.close);
  return { watch, latest: () => latest, joined: () => waitFor(() => expect(latest.connected).toBe(true)) };
}

describe('the rooms', () => {
  it('the seeded room: the demo dealer’s, assigned to the demo staff admin, with its conversation', async () => {
    const seeded = await seededRoom();
    expect(ChatRoomViewSchema.parse(seeded)).toEqual(seeded);
    expect(seeded.dealer).toMatchObject({ id: dealerId, dealerNo: 'D-1001' });
    expect((await staff.chat.rooms()).map((room) => room.id)).toContain(seeded.id);
    const page = await dealer.chat.messages(seeded.id);
    expect(ChatMessagePageSchema.parse(page)).toEqual(page);
    expect(page.messages.length).toBeGreaterThan(0);
    expect(seeded.unread).toBeGreaterThan(0);
  });

  it('staff make a room for a dealer; the dealer lists it, another dealer neither lists nor reads it', async () => {
    const room = await staff.chat.createRoom({ dealerId });
    expect(room.lastMessage).toEqual({ createdAt: room.createdAt });
    expect(room.fileNo).toBeNull();
    expect((await dealer.chat.rooms()).map((each) => each.id)).toContain(room.id);
    expect(await otherDealer.chat.rooms()).toEqual([]);
    const refused = await failure(otherDealer.chat.messages(room.id));
    expect([refused.status, refused.message]).toEqual([404, message('chat.room.notFound')]);
    expect((await failure(otherDealer.chat.markRead(room.id, [dealerId]))).status).toBe(404);
  });

  it('a bad page is a 400 in plain words', async () => {
    const room = await seededRoom();
    const refused = await failure(dealer.chat.messages(room.id, { limit: 0 }));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('Ask for a page with a whole number');
  });

  it('marking read: readList names the reader, nothing is unread for them', async () => {
    const room = await seededRoom();
    const read = await dealer.chat.markRead(room.id, [dealerId]);
    expect(read.readList).toContain(dealerId);
    expect(read.unread).toBe(0);
  });

  it('the dealer’s messages with the dealer token only; the user map names who they meet', async () => {
    const token = await dealer.auth.dealersApiToken();
    const page = await dealer.chat.dealerMessages(token, { limit: 2 });
    expect(page.messages).toHaveLength(2);
    expect((await failure(staff.chat.dealerMessages({ id: 'x', token: 'y' }))).status).toBe(401);
    const map = await dealer.chat.userMap();
    expect(Object.values(map).map((user) => user.type)).toEqual(expect.arrayContaining(['staff', 'dealer']));
  });
});

/** The seeded room: the demo dealer's, tied to their dealership's first lease file. */
async function seededRoom(): Promise<ChatRoomView & { fileNo: string }> {
  const room = (await dealer.chat.rooms()).find((each) => each.fileNo !== null);
  if (!room) throw new Error('no seeded room');
  return room as ChatRoomView & { fileNo: string };
}

describe('a room, live', () => {
  let room: ChatRoomView;
  beforeAll(async () => {
    room = await staff.chat.createRoom({ dealerId });
  });

  it('a message shows pending at once, is stored, and the other side hears it; typing and receipts reach the room', async () => {
    const mine = watchRoom(dealer, room.id);
    const theirs = watchRoom(staff, room.id);
    await mine.joined();
    await theirs.joined();
    const sending = mine.watch.send('Hello from the contract test');
    expect(mine.latest().pending).toMatchObject([
      { text: 'Hello from the contract test', status: 'sending' },
    ]);
    const sent = await sending;
    expect(mine.latest().pending).toEqual([]);
    expect(mine.latest().messages.map((each) => each.id)).toContain(sent.id);
    await waitFor(() => expect(theirs.latest().messages.map((each) => each.id)).toContain(sent.id));

    mine.watch.typing(true);
    await waitFor(() => expect(theirs.latest().typing.map((user) => user.id)).toEqual([dealerId]));
    mine.watch.typing(false);
    await waitFor(() => expect(theirs.latest().typing).toEqual([]));

    const receipt = await theirs.watch.markRead();
    expect(receipt.messageId).toBe(sent.id);
    await waitFor(() =>
      expect(Object.values(mine.latest().receipts).map((each) => each.user.type)).toContain('staff'),
    );
  });

  it('a refused message stays pending as failed, with the reason; discard drops it', async () => {
    const mine = watchRoom(dealer, room.id);
    await mine.joined();
    const refused = await mine.watch.send('x'.repeat(5000)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    const [failed] = mine.latest().pending;
    expect(failed).toMatchObject({ status: 'failed', error: message('validation.tooLong', { max: 4000 }) });
    mine.watch.discard(failed!.clientId);
    expect(mine.latest().pending).toEqual([]);
  });

  it('another dealer’s watch of the room is refused as not found', async () => {
    const theirs = watchRoom(otherDealer, room.id);
    await waitFor(() => expect(theirs.latest().error).toBe(message('chat.room.notFound')));
  });

  it('an attachment uploaded to the local bucket is sent, read back, and filed into the room’s lease file', async () => {
    const tied = await seededRoom();
    const { fileNo } = tied;
    const mine = watchRoom(dealer, tied.id);
    await mine.joined();
    const file = new File(['%PDF-1.7\n%%EOF\n'], 'insurance.pdf', { type: 'application/pdf' });
    const token = await dealer.storage.upload(file, { chatroomId: tied.id });
    const sent = await mine.watch.sendAttachment({ key: token.key, name: 'insurance.pdf' });
    expect(sent).toMatchObject({
      contentType: 'DOCUMENT',
      content: token.key,
      attachment: { name: 'insurance.pdf', size: file.size, mimeType: 'application/pdf' },
    });
    const { urls } = await staff.storage.readUrls([sent.content]);
    expect(await (await fetch(urls[0]!.url)).text()).toBe('%PDF-1.7\n%%EOF\n');
    const filed = await staff.chat.fileAttachment(tied.id, sent.id, 'INSURANCE_ONAB');
    expect(filed).toMatchObject({ type: 'INSURANCE_ONAB', storageKey: sent.content });
    const { documents } = await staff.leaseFiles.documents.list(fileNo);
    expect(documents.map((each) => each.storageKey)).toContain(sent.content);
    // Another dealer can neither upload to the room nor read its attachment.
    expect((await failure(otherDealer.storage.readUrls([sent.content]))).status).toBe(404);
  });

  it('the room list hears of a new message, and of a room deleted', async () => {
    let refreshed = 0;
    let connected = false;
    const watching = watchChatRooms(dealer, {
      onRefresh: () => (refreshed += 1),
      onConnected: (now) => (connected = now),
    });
    closers.push(watching.close);
    const staffSide = watchRoom(staff, room.id);
    await staffSide.joined();
    await waitFor(() => expect(connected).toBe(true));
    await staffSide.watch.send('News for the list');
    await waitFor(() => expect(refreshed).toBe(1));
    // Changes within half a second are folded into one more refresh at its end.
    await staff.chat.remove(room.id);
    await waitFor(() => expect(refreshed).toBe(2));
    expect((await dealer.chat.rooms()).map((each) => each.id)).not.toContain(room.id);
  });
});
