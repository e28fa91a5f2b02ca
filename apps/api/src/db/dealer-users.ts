import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  emailKey,
  personPhotoOf,
  SUPER_ADMIN_ROLE,
  type AdminChatRoom,
  type DealerUser,
  type DealerUserDetail,
  type PersonPhoto,
  type RoomStaff,
} from '@sfi/domain';
import type { Db } from './client.ts';
import { createFileDealer, type FileDealerRecord } from './file-dealers.ts';
import { containing } from './patterns.ts';
import { isRowId } from './rows.ts';
import { chatRooms, chatRoomStaff, fileDealers, leaseFiles, staffUsers } from './schema.ts';

/*
 * The dealer administration of the dealer API (spec doc 2 §3, §4, §7; issue 15): the file-tool
 * dealers as its lists and detail read them, and the chat rooms assigned to staff. The dealers are
 * the main API's file dealers (db/file-dealers.ts), written through its functions.
 */

const dealerColumns = {
  id: fileDealers.id,
  dealerNo: fileDealers.dealerNo,
  email: fileDealers.email,
  username: fileDealers.username,
  name: fileDealers.name,
  photo: fileDealers.photo,
  createdAt: fileDealers.createdAt,
};

type DealerRow = {
  [Key in Exclude<keyof typeof dealerColumns, 'photo'>]: (typeof dealerColumns)[Key]['_']['data'];
} & { photo: PersonPhoto | null };

const dealerOf = (row: DealerRow): DealerUser => ({
  ...row,
  photo: personPhotoOf(row.photo),
  createdAt: row.createdAt.toISOString(),
});

/** Every dealer user, oldest first (`GET /users`: the screen shows them reversed). */
export async function listDealerUsers(db: Db): Promise<DealerUser[]> {
  const rows = await db
    .select(dealerColumns)
    .from(fileDealers)
    .orderBy(asc(fileDealers.createdAt), asc(fileDealers.id));
  return rows.map(dealerOf);
}

/** The dealers whose e-mail contains `text`, case aside, oldest first. */
export async function dealerUsersByEmail(db: Db, text: string): Promise<DealerUser[]> {
  const rows = await db
    .select(dealerColumns)
    .from(fileDealers)
    .where(ilike(fileDealers.email, containing(text)))
    .orderBy(asc(fileDealers.createdAt), asc(fileDealers.id));
  return rows.map(dealerOf);
}

/** The dealer whose dealership holds the lease file of this number, as a list of one (or none). */
export async function dealerUsersByFile(db: Db, fileNo: string): Promise<DealerUser[]> {
  const rows = await db
    .select(dealerColumns)
    .from(fileDealers)
    .innerJoin(leaseFiles, eq(leaseFiles.dealerNo, fileDealers.dealerNo))
    .where(eq(leaseFiles.fileNo, fileNo));
  return rows.map(dealerOf);
}

const roomColumns = {
  id: chatRooms.id,
  dealerId: fileDealers.id,
  dealerName: fileDealers.name,
  dealerNo: fileDealers.dealerNo,
  fileNo: leaseFiles.fileNo,
  createdAt: chatRooms.createdAt,
};

/** The rooms of `where` as the administration names them, by dealer, then file (the untied first). */
function adminRooms(db: Db) {
  return db
    .select(roomColumns)
    .from(chatRooms)
    .innerJoin(fileDealers, eq(fileDealers.id, chatRooms.fileDealerId))
    .leftJoin(leaseFiles, eq(leaseFiles.id, chatRooms.fileId))
    .$dynamic();
}

const roomOf = (row: { createdAt: Date } & Omit<AdminChatRoom, 'createdAt'>): AdminChatRoom => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const roomOrder = [
  asc(sql`lower(${fileDealers.name})`),
  asc(fileDealers.dealerNo),
  sql`${leaseFiles.fileNo} asc nulls first`,
  asc(chatRooms.id),
];

/** A dealer user with their dealership's file count and their rooms (each with its staff), or undefined. */
export async function findDealerUserDetail(db: Db, id: string): Promise<DealerUserDetail | undefined> {
  if (!isRowId(id)) return undefined;
  const [dealer] = await db.select(dealerColumns).from(fileDealers).where(eq(fileDealers.id, id));
  if (!dealer) return undefined;
  const [[files], rooms] = await Promise.all([
    db.select({ count: count() }).from(leaseFiles).where(eq(leaseFiles.dealerNo, dealer.dealerNo)),
    adminRooms(db)
      .where(eq(chatRooms.fileDealerId, id))
      .orderBy(...roomOrder),
  ]);
  const staff = rooms.length
    ? await db
        .select({ roomId: chatRoomStaff.roomId, id: staffUsers.id, name: staffUsers.name })
        .from(chatRoomStaff)
        .innerJoin(staffUsers, eq(staffUsers.id, chatRoomStaff.staffId))
        .where(
          inArray(
            chatRoomStaff.roomId,
            rooms.map((room) => room.id),
          ),
        )
        .orderBy(asc(sql`lower(${staffUsers.name})`), asc(staffUsers.id))
    : [];
  return {
    ...dealerOf(dealer),
    fileCount: files?.count ?? 0,
    rooms: rooms.map((room) => ({
      ...roomOf(room),
      staff: staff
        .filter((each) => each.roomId === room.id)
        .map((each) => ({ id: each.id, name: each.name })),
    })),
  };
}

/** Another dealer has this e-mail (compared trimmed and case aside). */
export class DealerEmailTakenError extends Error {
  constructor(readonly email: string) {
    super(`Another dealer has the e-mail ${email}`);
  }
}

/** The dealers with this e-mail, compared trimmed and case aside. */
export async function dealersWithEmail(db: Db, email: string): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: fileDealers.id, email: fileDealers.email })
    .from(fileDealers)
    .where(eq(sql`lower(trim(${fileDealers.email}))`, emailKey(email)))
    .orderBy(asc(fileDealers.createdAt))
    .limit(2);
}

/**
 * Adds a file-tool dealer (`POST /users/create`) unless another dealer has its e-mail, which the
 * dealer API's password change names them by: `DealerEmailTakenError` then, or the file dealers'
 * `FileDealerTakenError` for a user name or dealer number. Two creations with one e-mail at once
 * wait for each other (a transaction lock on the address), so only one gets it.
 */
export async function createDealerUser(db: Db, record: FileDealerRecord): Promise<DealerUser> {
  return db.transaction(async (tx) => {
    const key = emailKey(record.email);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dealer-email:${key}`}))`);
    if ((await dealersWithEmail(tx, key)).length > 0) throw new DealerEmailTakenError(record.email);
    const created = await createFileDealer(tx, record);
    const [row] = await tx.select(dealerColumns).from(fileDealers).where(eq(fileDealers.id, created.id));
    return dealerOf(row!);
  });
}

/** The super admins' role, as a jsonb array to test `roles` with. */
const superAdminRoles = JSON.stringify([SUPER_ADMIN_ROLE]);

/** Every member of staff, by name, with their e-mail, whether they are a super admin, and their rooms. */
export async function listRoomStaff(db: Db, only?: string): Promise<RoomStaff[]> {
  const members = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      superAdmin: sql<boolean>`${staffUsers.roles} @> ${superAdminRoles}::jsonb`,
    })
    .from(staffUsers)
    .where(only === undefined ? undefined : eq(staffUsers.id, only))
    .orderBy(asc(sql`lower(${staffUsers.name})`), asc(staffUsers.id));
  if (members.length === 0) return [];
  const assigned = await db
    .select({ staffId: chatRoomStaff.staffId, ...roomColumns })
    .from(chatRoomStaff)
    .innerJoin(chatRooms, eq(chatRooms.id, chatRoomStaff.roomId))
    .innerJoin(fileDealers, eq(fileDealers.id, chatRooms.fileDealerId))
    .leftJoin(leaseFiles, eq(leaseFiles.id, chatRooms.fileId))
    .where(
      inArray(
        chatRoomStaff.staffId,
        members.map((member) => member.id),
      ),
    )
    .orderBy(...roomOrder);
  return members.map((member) => ({
    ...member,
    superAdmin: Boolean(member.superAdmin),
    rooms: assigned
      .filter((room) => room.staffId === member.id)
      .map(({ staffId: _staff, ...room }) => roomOf(room)),
  }));
}

/** The member of staff with this e-mail (compared trimmed and case aside), or undefined. */
export async function findStaffByEmail(db: Db, email: string): Promise<{ id: string } | undefined> {
  const [staff] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.emailKey, emailKey(email)));
  return staff;
}

/** The room with this id, with its dealer, or undefined. */
export async function findAdminRoom(
  db: Db,
  id: string,
): Promise<{ id: string; dealerId: string } | undefined> {
  if (!isRowId(id)) return undefined;
  const [room] = await db
    .select({ id: chatRooms.id, dealerId: chatRooms.fileDealerId })
    .from(chatRooms)
    .where(eq(chatRooms.id, id.toLowerCase()));
  return room;
}

/** The room or the member of staff was deleted while the assignment was being written. */
export class RoomAssignmentGoneError extends Error {
  constructor() {
    super('The room or the member of staff is gone');
  }
}

/**
 * Assigns the room to the member of staff, or takes it from them; answers whether that changed
 * anything (a room assigned twice, or taken from someone who did not have it, changes nothing).
 * `RoomAssignmentGoneError` when the room or the member of staff was deleted meanwhile.
 */
export async function setRoomAssignment(
  db: Db,
  roomId: string,
  staffId: string,
  assigned: boolean,
): Promise<boolean> {
  const rows = assigned
    ? await db
        .insert(chatRoomStaff)
        .values({ roomId, staffId })
        .onConflictDoNothing()
        .returning({ roomId: chatRoomStaff.roomId })
        .catch((error: unknown) => {
          for (let current = error; current instanceof Error; current = current.cause)
            if ((current as { code?: unknown }).code === '23503') throw new RoomAssignmentGoneError();
          throw error;
        })
    : await db
        .delete(chatRoomStaff)
        .where(and(eq(chatRoomStaff.roomId, roomId), eq(chatRoomStaff.staffId, staffId)))
        .returning({ roomId: chatRoomStaff.roomId });
  return rows.length > 0;
}
