// The dealer API of spec doc 2 §7 ("Dealer administration"), called by @sfi/api-client against the
// real reference server: every call, each answer exactly its contract in @sfi/domain, and its
// refusals in the server's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatUserMapSchema,
  DealerEmailAnswerSchema,
  dealerAdminMessage,
  DealerUserDetailSchema,
  DealerUserSchema,
  message,
  RoomStaffSchema,
  type ChatRoomView,
} from '@sfi/domain';
import type { ApiClient } from '../src/index.ts';
import {
  demoSuperAdmin,
  failure,
  sessionClient,
  signedInStaff,
  startReferenceServer,
  type ReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let staff: ApiClient;
let superAdmin: ApiClient;

beforeAll(async () => {
  server = await startReferenceServer();
  staff = await signedInStaff(server);
  superAdmin = await signedInStaff(server, demoSuperAdmin);
});
afterAll(() => server?.stop());

/** Parsing with the contract drops unknown fields: an answer that survives unchanged has exactly its fields. */
const exactly = <T>(schema: { parse(value: unknown): T }, answer: T) =>
  expect(schema.parse(answer)).toEqual(answer);

const newDealer = {
  dealerNo: 'C-200',
  email: 'contract@dealer-api.example',
  username: 'contract.dealer.api',
  name: 'Contract Dealer API Motors',
  password: 'contract dealer 2026',
};

describe('dealer administration (dealer API)', () => {
  it('creates, lists, searches, reads, gives a file to, re-keys and deletes a dealer', async () => {
    const created = await superAdmin.dealer.create(newDealer);
    exactly(DealerEmailAnswerSchema, created);
    expect(created).toEqual({ email: newDealer.email });

    const list = await staff.dealer.list();
    list.forEach((each) => exactly(DealerUserSchema, each));
    const mine = list.find((each) => each.email === newDealer.email)!;
    expect(mine).toMatchObject({ dealerNo: 'C-200', name: newDealer.name, username: newDealer.username });
    // Oldest first on the wire: the demo dealer, added when the server started, comes before.
    expect(list.at(-1)).toEqual(mine);

    const byEmail = await staff.dealer.search({ email: 'DEALER-API.example' });
    expect(byEmail).toEqual([mine]);

    await staff.leaseFiles.create({ fileNo: 'CT-DLR-1' });
    const detail = await staff.dealer.assignFile(mine.id, 'CT-DLR-1');
    exactly(DealerUserDetailSchema, detail);
    expect(detail).toMatchObject({ id: mine.id, fileCount: 1, rooms: [] });
    expect(await staff.dealer.search({ fileno: 'CT-DLR-1' })).toEqual([mine]);
    expect(await staff.dealer.get(mine.id)).toEqual(detail);

    const changed = await superAdmin.dealer.updatePassword(newDealer.email, 'another password 2026');
    exactly(DealerEmailAnswerSchema, changed);
    const signIn = sessionClient(server);
    await signIn.api.chatAuth.login(newDealer.username, 'another password 2026');

    const removed = await staff.dealer.remove(mine.id);
    exactly(DealerUserSchema, removed);
    expect(removed).toEqual(mine);
    const gone = await failure(staff.dealer.get(mine.id));
    expect([gone.status, gone.message]).toEqual([404, message('fileDealers.error.notFound')]);
  });

  it('says what is taken, and that a file does not exist', async () => {
    // Without a password, as the console sends it: the dealer is e-mailed an activation link.
    const { password: _typedByStaff, ...withoutPassword } = newDealer;
    const first = {
      ...withoutPassword,
      dealerNo: 'C-201',
      username: 'taken.first',
      email: 'taken@dealer-api.example',
    };
    await staff.dealer.create(first);
    const taken = await failure(
      staff.dealer.create({ ...first, dealerNo: 'C-202', username: 'taken.second' }),
    );
    expect([taken.status, taken.message]).toEqual([
      409,
      dealerAdminMessage('dealerUsers.email.taken', { email: first.email }),
    ]);
    const [demo] = await staff.dealer.search({ email: 'mapleleafmotors' });
    const missing = await failure(staff.dealer.assignFile(demo!.id, 'NO-SUCH-FILE'));
    expect([missing.status, missing.message]).toEqual([404, 'The file does not exist']);
  });

  it('lists the staff with their rooms, assigns a room and takes it away; answers the user map', async () => {
    const [demo] = await staff.dealer.search({ email: 'mapleleafmotors' });
    const room: ChatRoomView = await superAdmin.chat.createRoom({ dealerId: demo!.id });
    const staffs = await superAdmin.dealer.staffs();
    staffs.forEach((each) => exactly(RoomStaffSchema, each));
    const admin = staffs.find((each) => !each.superAdmin)!;

    const assigned = await superAdmin.dealer.assignRoom({ email: admin.email!, room: room.id });
    exactly(RoomStaffSchema, assigned);
    expect(assigned.rooms.map((each) => each.id)).toContain(room.id);
    expect((await staff.chat.rooms()).map((each) => each.id)).toContain(room.id);

    const removed = await superAdmin.dealer.removeRoom({ email: admin.email!, room: room.id });
    expect(removed.rooms.map((each) => each.id)).not.toContain(room.id);

    const unknown = await failure(
      superAdmin.dealer.assignRoom({ email: 'nobody@sfi.example', room: room.id }),
    );
    expect([unknown.status, unknown.message]).toEqual([
      404,
      dealerAdminMessage('rooms.staff.unknown', { email: 'nobody@sfi.example' }),
    ]);
    // An admin may not assign rooms: only a super admin.
    const refused = await failure(staff.dealer.assignRoom({ email: admin.email!, room: room.id }));
    expect(refused.status).toBe(403);

    const map = await staff.dealer.userMap();
    exactly(ChatUserMapSchema, map);
    expect(map[demo!.id]).toMatchObject({ type: 'dealer' });
  });
});
