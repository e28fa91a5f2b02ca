// The staff administration's searches by e-mail and by file number (doc 2 §7, "Staff administration":
// "e-mail and fileno searches under /users/search/criteria"; issue 25): `GET /users/search/criteria`
// of the chat, users and storage service, for verified staff. By e-mail: the staff whose address
// holds it, case aside. By file number: the staff assigned to a conversation about that lease file.
// Exactly one of the two, else a 400; the mobile only to a super admin and its owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleMessage, type ChatRoomView, type StaffMember } from '@sfi/domain';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { audienceNames, createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());

const { staffAdmin, staffSuperAdmin, fileDealer } = demoAccounts;

async function search(query: string, who: AudienceName = 'staffAdmin') {
  return api.app.inject({
    method: 'GET',
    url: `/api/chat/users/search/criteria${query}`,
    remoteAddress: office,
    headers: await audiences.headers(who),
  });
}
const names = (response: { json: () => unknown }) => (response.json() as StaffMember[]).map((m) => m.name);

beforeAll(async () => {
  const staff = (await audiences.session('staffAdmin'))!;
  const superAdmin = (await audiences.session('staffSuperAdmin'))!;
  // Two lease files of the demo dealer: the staff admin talks about SEARCH-1, the super admin
  // about SEARCH-2 (a super admin reaches every room, but is assigned only to those they make).
  for (const fileNo of ['SEARCH-1', 'SEARCH-2']) {
    const made = await api.call({
      method: 'POST',
      path: '/files',
      session: staff,
      body: { fileNo, dealerNo: fileDealer.dealerNo },
    });
    expect(made.statusCode, made.body).toBe(201);
  }
  for (const [who, fileNo] of [
    [staff, 'SEARCH-1'],
    [superAdmin, 'SEARCH-2'],
  ] as const) {
    const room = await api.call({
      method: 'POST',
      path: '/chats',
      service: '/api/chat',
      session: who,
      body: { dealerId: fileDealer.id, fileNo },
    });
    expect(room.statusCode, room.body).toBe(201);
    expect(room.json<ChatRoomView>().fileNo).toBe(fileNo);
  }
});

describe('GET /users/search/criteria (the staff, chat service)', () => {
  it.each([
    ['?email=alex.martin', [staffAdmin.name]],
    ['?email=ALEX.MARTIN@SFI.EXAMPLE', [staffAdmin.name]],
    ['?email=%20sam.gagnon%20', [staffSuperAdmin.name]],
    ['?email=sfi.example', [staffAdmin.name, staffSuperAdmin.name]],
    ['?email=nobody', []],
    ['?fileno=SEARCH-1', [staffAdmin.name]],
    ['?fileno=SEARCH-2', [staffSuperAdmin.name]],
    ['?fileno=search-1', []],
    ['?fileno=NO-SUCH-FILE', []],
  ])('%s finds %j, sorted by name', async (query, expected) => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response)).toEqual(expected);
  });

  it.each([[''], ['?email=a&fileno=SEARCH-1'], ['?email='], ['?fileno=%20']])(
    '%s is a 400 that says to send exactly one of email and fileno',
    async (query) => {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(peopleMessage('people.query.criteria'));
    },
  );

  it('answers the mobile only to a super admin and its owner, as GET /auth does', async () => {
    const byAdmin = (await search('?email=sfi.example')).json<StaffMember[]>();
    const bySuperAdmin = (await search('?email=sfi.example', 'staffSuperAdmin')).json<StaffMember[]>();
    const phoneOf = (list: StaffMember[], id: string) => list.find((member) => member.id === id)?.phone;
    expect(phoneOf(byAdmin, staffAdmin.id)).toBeDefined();
    expect(phoneOf(byAdmin, staffSuperAdmin.id)).toBeUndefined();
    expect(phoneOf(bySuperAdmin, staffAdmin.id)).toBeDefined();
  });

  it.each(audienceNames.filter((who) => who !== 'staffAdmin' && who !== 'staffSuperAdmin'))(
    'refuses %s',
    async (who) => {
      const response = await search('?email=sfi', who);
      expect([401, 403]).toContain(response.statusCode);
    },
  );
});
