// The chat, buyout quotes and banking info attacked from outside, as an attacker or a careless user
// would (issues 12 and 13): over the calls and the chat's socket, against a running server. Each
// test here failed before its fix.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_NAMESPACE,
  chatEvents,
  message,
  type ChatRoomView,
  type ChatSendAnswer,
  type UploadToken,
} from '@sfi/domain';
import { addChatMessages } from '../src/db/chat.ts';
import { bankingInfo, bankingInfoChanges, chatMessages, leaseFileDocuments } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import type { LocalStorage } from '../src/storage/storage.ts';
import { createAudiences, otherFileDealer } from './support/audiences.ts';
import { createAuthTestApi, type SignedIn } from './support/auth.ts';
import { liveTestServer, LOCAL, openLive, type LiveClient } from './support/live.ts';

const api = await createAuthTestApi({}, { live: { recheckEveryMs: 3_600_000 } });
await createAudiences(api);
const { origin, close } = await liveTestServer(api);
const bucket = (api.app as unknown as { storage: LocalStorage }).storage;
const clients: LiveClient[] = [];
afterAll(async () => {
  clients.forEach((client) => client.socket.disconnect());
  await close();
});

const staff = await api.staffSignIn(LOCAL);
const dealer = await api.fileDealerSignIn(LOCAL);
const superAdmin = await api.staffSignIn(LOCAL, 'staffSuperAdmin');

async function call(
  who: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  service = '/api/main',
) {
  return api.call({ method, path, service, from: LOCAL, session: who, ...(body !== undefined && { body }) });
}
const errorOf = (response: { statusCode: number; json: () => unknown }) => {
  const { message: text, fieldErrors } = response.json() as { message: string; fieldErrors?: object };
  return { statusCode: response.statusCode, message: text, ...(fieldErrors && { fieldErrors }) };
};
const rows = async (table: typeof bankingInfo | typeof bankingInfoChanges | typeof chatMessages) =>
  (await api.db.select({ n: count() }).from(table))[0]!.n;

const FILE = 'ATTACK-1';
const record = {
  accountNo: '1234567',
  amount: 125.5,
  fileNo: FILE,
  institutionNo: '001',
  payeeName: 'Maple Leaf Motors',
  transitNo: '12345',
};
let recordId: string;
beforeAll(async () => {
  const made = await call(staff, 'POST', '/files', {
    fileNo: FILE,
    dealerNo: demoAccounts.fileDealer.dealerNo,
    province: 'BC',
  });
  expect(made.statusCode, made.body).toBe(201);
  const created = await call(dealer, 'POST', '/banking-info/', record);
  expect(created.statusCode, created.body).toBe(201);
  recordId = created.json<{ bankingInfo: { id: string } }>().bankingInfo.id;
});

// An amount under half a cent but more than zero (1e-300, 1e-9) passed "more than zero" and "at most
// 2 decimals" (it is 0.00 give or take floating-point noise), was stored as 0 cents, and the table's
// check refused it: a 500, for a number typed in a form.
describe('an amount of less than a cent', () => {
  it.each([1e-300, 1e-9, 5e-7, Number.MIN_VALUE])(
    '%s dollars is refused under amount, on a new record and a save, nothing written',
    async (amount) => {
      const before = { records: await rows(bankingInfo), changes: await rows(bankingInfoChanges) };
      const cents = { amount: message('bankingInfo.amount.cents') };
      const created = await call(dealer, 'POST', '/banking-info/', { ...record, amount });
      expect(errorOf(created)).toMatchObject({ statusCode: 400, fieldErrors: cents });
      const saved = await call(dealer, 'PUT', `/banking-info/${recordId}`, { ...record, amount });
      expect(errorOf(saved)).toMatchObject({ statusCode: 400, fieldErrors: cents });
      expect({ records: await rows(bankingInfo), changes: await rows(bankingInfoChanges) }).toEqual(before);
    },
  );

  it('in a buyout quote is refused under its field too (it was saved, and shown, as 0.000000001)', async () => {
    const response = await call(dealer, 'PUT', `/buyout-quotes/${FILE}`, {
      quoteDate: '2026-01-05',
      goodUntil: '2026-01-15',
      remainingPayments: 4_000,
      residualValue: 15_000,
      earlyTerminationCharge: 0,
      outstandingBalance: 0,
      fees: 1e-9,
    });
    expect(errorOf(response)).toMatchObject({ statusCode: 400, fieldErrors: { fees: expect.any(String) } });
  });
});

// A payee's name only had to be plain text: a right-to-left override made "Acme\u202Enoj" show as
// "Acmejon" in the list and the audit trail, and zero-width spaces made a payee with no visible name.
describe('a payee’s name that does not show what it holds', () => {
  it.each<[string, string, string]>([
    ['a right-to-left override', 'Acme\u202Enoj', message('validation.text.reordering')],
    ['a left-to-right isolate', '\u2066Acme\u2069', message('validation.text.reordering')],
    ['an embedding', 'Acme \u202BLtd', message('validation.text.reordering')],
    ['only zero-width spaces', '\u200B\u200B\u200B', message('bankingInfo.payeeName.invalid')],
    ['only punctuation', '--', message('bankingInfo.payeeName.invalid')],
  ])('with %s is refused under payeeName, on a new record and a save', async (_case, payeeName, text) => {
    const before = { records: await rows(bankingInfo), changes: await rows(bankingInfoChanges) };
    const created = await call(dealer, 'POST', '/banking-info/', { ...record, payeeName });
    expect(errorOf(created)).toMatchObject({ statusCode: 400, fieldErrors: { payeeName: text } });
    const saved = await call(dealer, 'PUT', `/banking-info/${recordId}`, { ...record, payeeName });
    expect(errorOf(saved)).toMatchObject({ statusCode: 400, fieldErrors: { payeeName: text } });
    expect({ records: await rows(bankingInfo), changes: await rows(bankingInfoChanges) }).toEqual(before);
  });

  it('keeps the names people write: right to left with its marks, accents, digits', async () => {
    for (const payeeName of [
      '\u05D3\u05D5\u05D7 \u05D1\u05E2"\u05DE\u200F',
      'Élodie Côté',
      '9999-1234 Québec inc.',
    ]) {
      const created = await call(dealer, 'POST', '/banking-info/', { ...record, payeeName });
      expect(created.statusCode, created.body).toBe(201);
    }
  });
});

describe('the chat’s attachments and documents', () => {
  let room: ChatRoomView;
  beforeAll(async () => {
    const made = await call(
      staff,
      'POST',
      '/chats',
      { dealerId: demoAccounts.fileDealer.id, fileNo: FILE },
      '/api/chat',
    );
    expect(made.statusCode, made.body).toBe(201);
    room = made.json<ChatRoomView>();
  });

  async function chatSocket(session: SignedIn) {
    const client = await openLive(origin, session, { namespace: CHAT_NAMESPACE });
    clients.push(client);
    return client;
  }
  const ask = <Answer>(client: LiveClient, event: string, request: unknown) =>
    (
      client.socket.timeout(5_000) as unknown as {
        emitWithAck: (name: string, value: unknown) => Promise<Answer>;
      }
    ).emitWithAck(event, request);
  const send = (client: LiveClient, request: Record<string, unknown>) =>
    ask<ChatSendAnswer>(client, chatEvents.send, { roomId: room.id, clientId: randomUUID(), ...request });

  // The upload's key had its overrides turned into `_`, but the name a message gives its attachment
  // is the sender's own: "invoice\u202Efdp.exe" showed as "invoiceexe.pdf" in the room, and, filed,
  // as the lease file's document (the documents call took such a name as well).
  it('a name that reorders what it shows is refused, in the room and as a document; nothing stored', async () => {
    const token = await call(
      dealer,
      'POST',
      '/s3-tokens/put-params',
      { originalFilename: 'invoice.pdf', contentType: 'application/pdf', size: 15, chatroomId: room.id },
      '/api/chat',
    );
    expect(token.statusCode, token.body).toBe(200);
    const { key } = token.json<UploadToken>();
    const writer = bucket.objects.writer(key);
    await writer.write(Buffer.from('%PDF-1.7\n%%EOF\n'));
    await writer.commit('application/pdf');
    const client = await chatSocket(dealer);
    const before = await rows(chatMessages);
    expect(await send(client, { attachment: { key, name: 'invoice\u202Efdp.exe' } })).toEqual({
      ok: false,
      error: message('validation.text.reordering'),
    });
    expect(await rows(chatMessages)).toBe(before);
    expect((await send(client, { attachment: { key, name: 'invoice.pdf' } })).ok).toBe(true);

    const fileToken = await call(
      dealer,
      'POST',
      '/s3-tokens/put-params',
      { originalFilename: 'passport.pdf', contentType: 'application/pdf', size: 15, fileNo: FILE },
      '/api/chat',
    );
    const fileKey = fileToken.json<UploadToken>().key;
    const fileWriter = bucket.objects.writer(fileKey);
    await fileWriter.write(Buffer.from('%PDF-1.7\n%%EOF\n'));
    await fileWriter.commit('application/pdf');
    const documents = async () => (await api.db.select({ n: count() }).from(leaseFileDocuments))[0]!.n;
    const filedBefore = await documents();
    const filed = await call(dealer, 'POST', `/documents/${FILE}`, {
      type: 'PASSPORT',
      storageKey: fileKey,
      name: 'passport\u202Efdp.exe',
    });
    expect(errorOf(filed)).toMatchObject({
      statusCode: 400,
      fieldErrors: { name: message('validation.text.reordering') },
    });
    expect(await documents()).toBe(filedBefore);
  });

  // Nothing limited how fast a socket sent: a script stored 300 messages in 0.2 s, each sent to the
  // room and telling every participant's list.
  it('a flood from one socket is refused past a burst, storing nothing more; the socket sends again after a pause', async () => {
    const client = await chatSocket(dealer);
    const before = await rows(chatMessages);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => send(client, { text: `flood ${index}` })),
    );
    const stored = answers.filter((answer) => answer.ok).length;
    // The allowance is the person's (every socket, every process), so this file's earlier sends by
    // the same dealer may have used a little of the burst of 20.
    expect(stored).toBeGreaterThanOrEqual(15);
    expect(stored).toBeLessThan(25);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 60 - stored }, () => ({ ok: false, error: message('chat.message.tooFast') })),
    );
    expect(await rows(chatMessages)).toBe(before + stored);
    // Another socket (someone else in the room) is not held back by this one's flood.
    expect((await send(await chatSocket(staff), { text: 'Still here' })).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await send(client, { text: 'After a pause' })).ok).toBe(true);
  });

  // Joins (queries, and up to 200 messages answered), reads (a write, a receipt to the room and to
  // the reader's lists) and typing (to everyone in the room) had no limit either.
  it('joins, reads and typing signals from one socket are held back alike, each kind on its own', async () => {
    const client = await chatSocket(dealer);
    const flood = [
      [chatEvents.join, { roomId: room.id }],
      [chatEvents.read, { roomId: room.id }],
      [chatEvents.typing, { roomId: room.id, typing: true }],
    ] as const;
    for (const [event, request] of flood) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => ask<{ ok: boolean }>(client, event, request)),
      );
      const refused = answers.filter((answer) => !answer.ok);
      expect(refused.length, event).toBeGreaterThanOrEqual(15);
      expect(refused).toEqual(refused.map(() => ({ ok: false, error: message('chat.live.tooFast') })));
    }
    expect((await send(client, { text: 'Sends have their own allowance' })).ok).toBe(true);
  });
});

// Asking for a dealer's room answered the room that was there already and assigned the caller to
// it: any member of staff could open a room assigned to others (the rooms' 404 for everything else)
// and read it all, by asking for the same dealer and file.
describe('asking for a room that is assigned to other staff', () => {
  it('is a 409 in plain words: the caller is not assigned and still gets the room’s 404', async () => {
    const made = await call(superAdmin, 'POST', '/chats', { dealerId: otherFileDealer.id }, '/api/chat');
    expect(made.statusCode, made.body).toBe(201);
    const theirs = made.json<ChatRoomView>();
    const asked = await call(staff, 'POST', '/chats', { dealerId: otherFileDealer.id }, '/api/chat');
    expect(errorOf(asked)).toEqual({ statusCode: 409, message: message('chat.room.assignedToOthers') });
    const messages = await call(staff, 'GET', `/chats/${theirs.id}/messages`, undefined, '/api/chat');
    expect(errorOf(messages)).toEqual({ statusCode: 404, message: message('chat.room.notFound') });
    const listed = (await call(staff, 'GET', '/chats', undefined, '/api/chat')).json<ChatRoomView[]>();
    expect(listed.map((room) => room.id)).not.toContain(theirs.id);
  });

  it('is still answered (200) to staff assigned to it, and to a super admin', async () => {
    const made = await call(staff, 'POST', '/chats', { dealerId: demoAccounts.fileDealer.id }, '/api/chat');
    expect([200, 201]).toContain(made.statusCode);
    const room = made.json<ChatRoomView>();
    for (const who of [staff, superAdmin]) {
      const again = await call(who, 'POST', '/chats', { dealerId: demoAccounts.fileDealer.id }, '/api/chat');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<ChatRoomView>().id).toBe(room.id);
    }
  });
});

// A deleted file leaves its chat rooms untied, but a dealer had one untied room at most: deleting a
// file whose dealer had an untied room as well broke that rule, and the file could not be deleted
// (a 500, every time, for staff cleaning up a file the chat had talked about).
describe('deleting a file its dealer chatted about, beside their untied room', () => {
  it('deletes the file; the file’s room stays, untied, with its messages, and the untied room is still the one asked for', async () => {
    const made = await call(staff, 'POST', '/files', {
      fileNo: 'ATTACK-DEL',
      dealerNo: demoAccounts.fileDealer.dealerNo,
    });
    expect(made.statusCode, made.body).toBe(201);
    const untied = await call(staff, 'POST', '/chats', { dealerId: demoAccounts.fileDealer.id }, '/api/chat');
    expect([200, 201]).toContain(untied.statusCode);
    const tied = await call(
      staff,
      'POST',
      '/chats',
      { dealerId: demoAccounts.fileDealer.id, fileNo: 'ATTACK-DEL' },
      '/api/chat',
    );
    expect(tied.statusCode, tied.body).toBe(201);
    const tiedRoom = tied.json<ChatRoomView>();
    const client = await openLive(origin, dealer, { namespace: CHAT_NAMESPACE });
    clients.push(client);
    const sent = await (
      client.socket.timeout(5_000) as unknown as {
        emitWithAck: (name: string, value: unknown) => Promise<ChatSendAnswer>;
      }
    ).emitWithAck(chatEvents.send, { roomId: tiedRoom.id, clientId: randomUUID(), text: 'About ATTACK-DEL' });
    expect(sent.ok).toBe(true);

    const deleted = await call(staff, 'DELETE', '/files/ATTACK-DEL');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call(staff, 'GET', '/files/ATTACK-DEL')).statusCode).toBe(404);

    const rooms = (await call(dealer, 'GET', '/chats', undefined, '/api/chat')).json<ChatRoomView[]>();
    const left = rooms.find((room) => room.id === tiedRoom.id);
    expect(left).toMatchObject({ fileNo: null, lastMessage: { content: 'About ATTACK-DEL' } });
    expect(rooms.map((room) => room.id)).toContain(untied.json<ChatRoomView>().id);
    const again = await call(staff, 'POST', '/chats', { dealerId: demoAccounts.fileDealer.id }, '/api/chat');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ChatRoomView>().id).toBe(untied.json<ChatRoomView>().id);
  });
});

// A room stays tied to its file when staff move the file to another dealership, and the room's
// dealer kept seeing the file's number in their list and in a join's answer, and every number
// staff gave it after: another dealership's file, named to them.
describe('a room whose file moved to another dealership', () => {
  it('shows its dealer no file number; staff still see it', async () => {
    const made = await call(staff, 'POST', '/files', {
      fileNo: 'ATTACK-MOVE',
      dealerNo: demoAccounts.fileDealer.dealerNo,
    });
    expect(made.statusCode, made.body).toBe(201);
    const tied = await call(
      staff,
      'POST',
      '/chats',
      { dealerId: demoAccounts.fileDealer.id, fileNo: 'ATTACK-MOVE' },
      '/api/chat',
    );
    expect(tied.statusCode, tied.body).toBe(201);
    const roomId = tied.json<ChatRoomView>().id;
    const fileNoOf = async (who: SignedIn) =>
      (await call(who, 'GET', '/chats', undefined, '/api/chat'))
        .json<ChatRoomView[]>()
        .find((room) => room.id === roomId)?.fileNo;
    expect(await fileNoOf(dealer)).toBe('ATTACK-MOVE');

    const { file } = made.json<{ file: Record<string, unknown> }>();
    const moved = await call(staff, 'PUT', '/files/ATTACK-MOVE', {
      ...file,
      dealerNo: otherFileDealer.dealerNo,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const renumbered = await call(staff, 'PUT', '/files/fileNo/ATTACK-MOVE', { fileNo: 'ATTACK-THEIRS' });
    expect(renumbered.statusCode, renumbered.body).toBe(200);

    expect(await fileNoOf(dealer)).toBeNull();
    expect(await fileNoOf(staff)).toBe('ATTACK-THEIRS');
    const client = await openLive(origin, dealer, { namespace: CHAT_NAMESPACE });
    clients.push(client);
    const joined = await (
      client.socket.timeout(5_000) as unknown as {
        emitWithAck: (name: string, value: unknown) => Promise<{ ok: boolean; room?: ChatRoomView }>;
      }
    ).emitWithAck(chatEvents.join, { roomId });
    expect(joined).toMatchObject({ ok: true, room: { id: roomId, fileNo: null } });
  });
});

// Filing a room's attachment while staff delete the room: the deletion listed the attachments no
// document held, the filing then wrote its document, and the deletion removed the object: a
// document of the lease file whose file was gone from storage.
describe('filing an attachment while its room is deleted', () => {
  it('either files it, and the object stays, or answers the message’s 404; never a document without its file', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const fileNo = `ATTACK-RACE-${index}`;
        const made = await call(staff, 'POST', '/files', {
          fileNo,
          dealerNo: demoAccounts.fileDealer.dealerNo,
        });
        expect(made.statusCode, made.body).toBe(201);
        const room = (
          await call(staff, 'POST', '/chats', { dealerId: demoAccounts.fileDealer.id, fileNo }, '/api/chat')
        ).json<ChatRoomView>();
        const key = `chat-rooms/${room.id}/${randomUUID()}/lease.pdf`;
        const writer = bucket.objects.writer(key);
        await writer.write(Buffer.from('%PDF-1.7\n%%EOF\n'));
        await writer.commit('application/pdf');
        const [sent] = await addChatMessages(api.db, [
          {
            roomId: room.id,
            sender: { id: demoAccounts.fileDealer.id, name: demoAccounts.fileDealer.name, type: 'dealer' },
            clientId: randomUUID(),
            content: key,
            contentType: 'DOCUMENT',
            attachment: { name: 'lease.pdf', size: 15, mimeType: 'application/pdf' },
            createdAt: api.clock.now(),
          },
        ]);
        return { room, key, message: sent! };
      }),
    );
    const outcomes = await Promise.all(
      attempts.map(async ({ room, key, message: sent }) => {
        const [filed, deleted] = await Promise.all([
          call(
            dealer,
            'POST',
            `/chats/${room.id}/messages/${sent.id}/document`,
            { type: 'PASSPORT' },
            '/api/chat',
          ),
          call(staff, 'DELETE', `/chats/${room.id}`, undefined, '/api/chat'),
        ]);
        expect(deleted.statusCode, deleted.body).toBe(204);
        expect([201, 404], filed.body).toContain(filed.statusCode);
        const [document] = await api.db
          .select({ id: leaseFileDocuments.id })
          .from(leaseFileDocuments)
          .where(eq(leaseFileDocuments.storageKey, key));
        return {
          filed: filed.statusCode,
          document: document !== undefined,
          stored: (await bucket.storedObject(key)) !== null,
        };
      }),
    );
    for (const outcome of outcomes)
      expect(outcome).toEqual(
        outcome.filed === 201
          ? { filed: 201, document: true, stored: true }
          : { filed: 404, document: false, stored: false },
      );
  });
});
