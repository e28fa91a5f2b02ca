import { and, asc, desc, eq, inArray, isNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  emailKey,
  CLIENT_SEARCH_MAX,
  isSuperAdmin,
  personPhotoOf,
  SUPER_ADMIN_ROLE,
  sortStaff,
  type ClientAccount,
  type ProfilePhoto,
  type StaffMember,
  type StaffRole,
} from '@sfi/domain';
import { usernameKey as usernameKeyOf } from './usernames.ts';
import { endClientSignIns } from './client-access.ts';
import type { Db } from './client.ts';
import { containing } from './patterns.ts';
import { isRowId, isUniqueViolation } from './rows.ts';
import {
  chatRooms,
  chatRoomStaff,
  clientAccounts,
  clientLeaseFiles,
  leaseFiles,
  sessions,
  staffUsers,
} from './schema.ts';

/*
 * The client and staff administration (doc 2 §3, §4, §7; issue 15). Clients are the identity
 * provider's accounts (`client_accounts`) with the lease files linked to them; staff are
 * `staff_users`. Nothing here ever reads a password hash out.
 */

// --- Clients -------------------------------------------------------------------------------------

const clientColumns = {
  id: clientAccounts.id,
  email: clientAccounts.email,
  name: clientAccounts.name,
  emailVerifiedAt: clientAccounts.emailVerifiedAt,
  photo: clientAccounts.photo,
  createdAt: clientAccounts.createdAt,
};
interface ClientRow {
  id: string;
  email: string;
  name: string | null;
  emailVerifiedAt: Date | null;
  photo: ProfilePhoto | null;
  createdAt: Date;
}

/** The file numbers linked to each of these clients, newest link first. */
async function fileNumbersOf(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const byClient = new Map<string, string[]>();
  if (ids.length === 0) return byClient;
  const rows = await db
    .select({ clientId: clientLeaseFiles.clientId, fileNo: leaseFiles.fileNo })
    .from(clientLeaseFiles)
    .innerJoin(leaseFiles, eq(leaseFiles.id, clientLeaseFiles.fileId))
    .where(inArray(clientLeaseFiles.clientId, [...ids]))
    .orderBy(desc(clientLeaseFiles.linkedAt), asc(leaseFiles.fileNo));
  for (const { clientId, fileNo } of rows) {
    const list = byClient.get(clientId);
    if (list) list.push(fileNo);
    else byClient.set(clientId, [fileNo]);
  }
  return byClient;
}

/** Clients as the administration shows them, with their linked files. */
async function clientViews(db: Db, rows: readonly ClientRow[]): Promise<ClientAccount[]> {
  const files = await fileNumbersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const fileNos = files.get(row.id) ?? [];
    return {
      id: row.id,
      email: row.email,
      ...(fileNos[0] !== undefined && { fileNo: fileNos[0] }),
      ...(row.name && { name: row.name }),
      fileNos,
      emailConfirmed: row.emailVerifiedAt !== null,
      photo: personPhotoOf(row.photo),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The client `id` is not one (a `before` that names no client). */
export class UnknownClientError extends Error {}

/**
 * The newest `limit` clients added before the client `before` (or the newest of all), oldest first
 * as the wire carries them (doc 2 §4: the screen reverses them). Ordered by when they were added,
 * then by id, so that paging back never skips nor repeats a client. Throws `UnknownClientError`
 * when `before` names no client.
 */
export async function listClientAccounts(
  db: Db,
  { limit, before }: { limit: number; before?: string | undefined },
): Promise<ClientAccount[]> {
  let older: SQL | undefined;
  if (before !== undefined) {
    const [cursor] = isRowId(before)
      ? await db
          .select({ createdAt: clientAccounts.createdAt, id: clientAccounts.id })
          .from(clientAccounts)
          .where(eq(clientAccounts.id, before))
      : [];
    if (!cursor) throw new UnknownClientError();
    older = sql`(${clientAccounts.createdAt}, ${clientAccounts.id}) < (${cursor.createdAt}, ${cursor.id})`;
  }
  const rows = await db
    .select(clientColumns)
    .from(clientAccounts)
    .where(older)
    .orderBy(desc(clientAccounts.createdAt), desc(clientAccounts.id))
    .limit(limit);
  return clientViews(db, rows.reverse());
}

/**
 * The clients whose e-mail holds `email` (in any case), or who are linked to the lease file
 * numbered `fileno`: at most `CLIENT_SEARCH_MAX`, the newest, oldest first as `GET /users` is.
 */
export async function searchClientAccounts(
  db: Db,
  query: { email?: string | undefined; fileno?: string | undefined },
): Promise<ClientAccount[]> {
  const where =
    query.email !== undefined
      ? like(clientAccounts.emailKey, containing(emailKey(query.email)))
      : inArray(
          clientAccounts.id,
          db
            .select({ id: clientLeaseFiles.clientId })
            .from(clientLeaseFiles)
            .innerJoin(leaseFiles, eq(leaseFiles.id, clientLeaseFiles.fileId))
            .where(eq(leaseFiles.fileNo, query.fileno ?? '')),
        );
  const rows = await db
    .select(clientColumns)
    .from(clientAccounts)
    .where(where)
    .orderBy(desc(clientAccounts.createdAt), desc(clientAccounts.id))
    .limit(CLIENT_SEARCH_MAX);
  return clientViews(db, rows.reverse());
}

/** One client with their linked files; `undefined` when there is none with that id. */
export async function findClientAccount(db: Db, id: string): Promise<ClientAccount | undefined> {
  if (!isRowId(id)) return undefined;
  const rows = await db.select(clientColumns).from(clientAccounts).where(eq(clientAccounts.id, id));
  return (await clientViews(db, rows))[0];
}

/** Another client already has this e-mail address. */
export class ClientEmailTakenError extends Error {
  constructor(readonly email: string) {
    super('A client with this e-mail already exists');
  }
}

/** No lease file has this number. */
export class NoSuchFileError extends Error {
  constructor(readonly fileNo: string) {
    super('No lease file has this number');
  }
}

/** The id of the lease file of this number, if there is one. */
async function fileIdOf(db: Db, fileNo: string): Promise<string | undefined> {
  const [file] = await db.select({ id: leaseFiles.id }).from(leaseFiles).where(eq(leaseFiles.fileNo, fileNo));
  return file?.id;
}

/**
 * Adds a client the administration made (doc 2 §7, `POST /users`): an identity-provider account
 * without a password, its e-mail not confirmed yet (the client's activation link sets both), and
 * the lease file `fileNo` linked if one is given. All or nothing: throws `ClientEmailTakenError`
 * when any account has the address (a sign-up under way too), `NoSuchFileError` when there is no
 * such file.
 */
export async function createClientAccount(
  db: Db,
  client: { email: string; name?: string | undefined; fileNo?: string | undefined },
  now: Date,
): Promise<ClientAccount> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(clientAccounts)
      .values({
        email: client.email,
        emailKey: emailKey(client.email),
        name: client.name ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: clientAccounts.emailKey })
      .returning(clientColumns);
    if (!created) throw new ClientEmailTakenError(client.email);
    if (client.fileNo !== undefined) {
      const fileId = await fileIdOf(tx, client.fileNo);
      if (fileId === undefined) throw new NoSuchFileError(client.fileNo);
      await tx.insert(clientLeaseFiles).values({ clientId: created.id, fileId, linkedAt: now });
    }
    return (await clientViews(tx, [created]))[0]!;
  });
}

/** Why a file could not be linked or unlinked: no such client, no such file, or not linked. */
export type ClientFileRefusal = 'noClient' | 'noFile' | 'notLinked';

/**
 * Links the lease file `fileNo` to a client (again is fine), or unlinks it; answers the client as
 * they stand then, or why nothing changed.
 */
export async function changeClientFile(
  db: Db,
  id: string,
  { fileNo, unlink = false }: { fileNo: string; unlink?: boolean | undefined },
  now: Date,
): Promise<ClientAccount | ClientFileRefusal> {
  if (!isRowId(id)) return 'noClient';
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clientAccounts.id })
      .from(clientAccounts)
      .where(eq(clientAccounts.id, id))
      .for('update');
    if (!client) return 'noClient';
    const fileId = await fileIdOf(tx, fileNo);
    if (fileId === undefined) return 'noFile';
    if (unlink) {
      const removed = await tx
        .delete(clientLeaseFiles)
        .where(and(eq(clientLeaseFiles.clientId, id), eq(clientLeaseFiles.fileId, fileId)))
        .returning({ fileId: clientLeaseFiles.fileId });
      if (removed.length === 0) return 'notLinked';
    } else
      await tx.insert(clientLeaseFiles).values({ clientId: id, fileId, linkedAt: now }).onConflictDoNothing();
    return (await findClientAccount(tx, id))!;
  });
}

/**
 * Removes a client (`DELETE /users/{id}`): their sign-ins at the identity provider end (sessions,
 * grants, the codes and tokens issued under them; an access token already out names an account
 * that is gone, and the public API refuses it), and the account goes with its links to lease files
 * (the files stay). Answers the client as they were, or `undefined` when there is none. Their
 * photo goes into `photos`, for the caller to remove its files once this is committed.
 */
export async function deleteClientAccount(
  db: Db,
  id: string,
  photos?: ProfilePhoto[],
): Promise<ClientAccount | undefined> {
  if (!isRowId(id)) return undefined;
  return db.transaction(async (tx) => {
    const client = await findClientAccount(tx, id);
    if (!client) return undefined;
    await endClientSignIns(tx, id);
    const [removed] = await tx
      .delete(clientAccounts)
      .where(eq(clientAccounts.id, id))
      .returning({ photo: clientAccounts.photo });
    if (removed?.photo) photos?.push(removed.photo);
    return client;
  });
}

// --- Staff ---------------------------------------------------------------------------------------

const staffColumns = {
  id: staffUsers.id,
  name: staffUsers.name,
  username: staffUsers.username,
  email: staffUsers.email,
  phone: staffUsers.phone,
  roles: staffUsers.roles,
  photo: staffUsers.photo,
  createdAt: staffUsers.createdAt,
};
interface StaffRow {
  id: string;
  name: string;
  username: string;
  email: string | null;
  phone: string;
  roles: string[];
  photo: ProfilePhoto | null;
  createdAt: Date;
}

const staffView = ({ email, photo, createdAt, ...row }: StaffRow): StaffMember => ({
  ...row,
  ...(email !== null && { email }),
  photo: personPhotoOf(photo),
  createdAt: createdAt.toISOString(),
});

/** The staff sorted by name (doc 2 §4), those whose name, e-mail or user name hold `search` if one is given. */
export async function listStaffMembers(db: Db, search?: string): Promise<StaffMember[]> {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean);
  const where = and(
    ...words.map((word) => {
      const pattern = containing(word.toLowerCase());
      return or(
        like(sql`lower(${staffUsers.name})`, pattern),
        like(sql`coalesce(${staffUsers.emailKey}, '')`, pattern),
        like(staffUsers.usernameKey, pattern),
      );
    }),
  );
  const rows = await db.select(staffColumns).from(staffUsers).where(where);
  return sortStaff(rows.map(staffView));
}

/**
 * The staff's `GET /users/search/criteria` (doc 2 §7): those whose e-mail holds `email` (case aside),
 * or those assigned to a chat room about the lease file numbered `fileno`; sorted by name.
 */
export async function searchStaffMembers(
  db: Db,
  query: { email?: string | undefined; fileno?: string | undefined },
): Promise<StaffMember[]> {
  const where =
    query.email !== undefined
      ? like(sql`coalesce(${staffUsers.emailKey}, '')`, containing(emailKey(query.email)))
      : inArray(
          staffUsers.id,
          db
            .select({ id: chatRoomStaff.staffId })
            .from(chatRoomStaff)
            .innerJoin(chatRooms, eq(chatRooms.id, chatRoomStaff.roomId))
            .innerJoin(leaseFiles, eq(leaseFiles.id, chatRooms.fileId))
            .where(eq(leaseFiles.fileNo, query.fileno ?? '')),
        );
  const rows = await db.select(staffColumns).from(staffUsers).where(where);
  return sortStaff(rows.map(staffView));
}

/** One staff member; `undefined` when there is none with that id. */
export async function findStaffMember(db: Db, id: string): Promise<StaffMember | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db.select(staffColumns).from(staffUsers).where(eq(staffUsers.id, id));
  return row && staffView(row);
}

/** Another staff member has this user name or e-mail address. */
export class StaffTakenError extends Error {
  constructor(
    readonly field: 'username' | 'email',
    readonly value: string,
  ) {
    super(`Another staff member has this ${field}`);
  }
}

/** The staff member would leave no super admin. */
export class LastSuperAdminError extends Error {
  constructor(readonly staffName: string) {
    super('The last super admin stays');
  }
}

/** A unique violation of the staff table as the field it is about. */
function takenField(error: unknown, fields: { username?: string | undefined; email?: string | undefined }) {
  if (isUniqueViolation(error, 'staff_users_username_key_unique') && fields.username !== undefined)
    return new StaffTakenError('username', fields.username);
  if (isUniqueViolation(error, 'staff_users_email_key_unique') && fields.email !== undefined)
    return new StaffTakenError('email', fields.email);
  return error;
}

/** Which of these is already another staff member's: the user name first, then the e-mail. */
async function takenBy(
  db: Db,
  fields: { username?: string | undefined; email?: string | undefined },
  except?: string,
): Promise<StaffTakenError | undefined> {
  const others = except === undefined ? undefined : ne(staffUsers.id, except);
  if (fields.username !== undefined) {
    const [other] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.usernameKey, usernameKeyOf(fields.username)), others));
    if (other) return new StaffTakenError('username', fields.username);
  }
  if (fields.email !== undefined) {
    const [other] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.emailKey, emailKey(fields.email)), others));
    if (other) return new StaffTakenError('email', fields.email);
  }
  return undefined;
}

/** A new staff member as the administration adds them (`POST /auth/create`). */
export interface NewStaffRecord {
  name: string;
  email: string;
  username: string;
  phone: string;
  roles: StaffRole[];
  passwordHash: string;
}

/** Adds a staff member; throws `StaffTakenError` when their user name or e-mail is another's. */
export async function createStaffMember(db: Db, record: NewStaffRecord, now: Date): Promise<StaffMember> {
  const taken = await takenBy(db, record);
  if (taken) throw taken;
  try {
    const [row] = await db
      .insert(staffUsers)
      .values({
        ...record,
        usernameKey: usernameKeyOf(record.username),
        emailKey: emailKey(record.email),
        createdAt: now,
        updatedAt: now,
      })
      .returning(staffColumns);
    return staffView(row!);
  } catch (error) {
    throw takenField(error, record);
  }
}

/** Every super admin, locked for the transaction: who may go is decided one change at a time. */
async function lockedSuperAdmins(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(sql`${staffUsers.roles} @> ${JSON.stringify([SUPER_ADMIN_ROLE])}::jsonb`)
    .orderBy(asc(staffUsers.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The fields of a staff member a change may set. */
export interface StaffChanges {
  name?: string | undefined;
  email?: string | undefined;
  username?: string | undefined;
  phone?: string | undefined;
  roles?: StaffRole[] | undefined;
}

/**
 * Changes a staff member (`PUT /auth/{id}`): the fields given. Answers them as they stand, or
 * `undefined` when there is none with that id; throws `StaffTakenError` for a user name or e-mail
 * of another's, and `LastSuperAdminError` when the roles would leave no super admin.
 */
export async function updateStaffMember(
  db: Db,
  id: string,
  changes: StaffChanges,
  now: Date,
): Promise<StaffMember | undefined> {
  if (!isRowId(id)) return undefined;
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  try {
    return await db.transaction(async (tx) => {
      const superAdmins = changes.roles === undefined ? [] : await lockedSuperAdmins(tx);
      const [before] = await tx
        .select(staffColumns)
        .from(staffUsers)
        .where(eq(staffUsers.id, id))
        .for('update');
      if (!before) return undefined;
      const taken = await takenBy(tx, changes, id);
      if (taken) throw taken;
      if (
        changes.roles !== undefined &&
        isSuperAdmin(before.roles) &&
        !isSuperAdmin(changes.roles) &&
        superAdmins.every((each) => each === id)
      )
        throw new LastSuperAdminError(before.name);
      const [row] = await tx
        .update(staffUsers)
        .set({
          ...set,
          ...(changes.username !== undefined && { usernameKey: usernameKeyOf(changes.username) }),
          ...(changes.email !== undefined && { emailKey: emailKey(changes.email) }),
          updatedAt: now,
        })
        .where(eq(staffUsers.id, id))
        .returning(staffColumns);
      return staffView(row!);
    });
  } catch (error) {
    throw takenField(error, changes);
  }
}

/**
 * Removes a staff member (`DELETE /auth/{id}`): their sessions end at `now`, and their chat room
 * assignments go with them (`chat_room_staff` cascades). Answers them as they were, or `undefined`
 * when there is none; throws `LastSuperAdminError` for the last super admin. Their photo goes into
 * `photos`, for the caller to remove its files once this is committed.
 */
export async function deleteStaffMember(
  db: Db,
  id: string,
  now: Date,
  photos?: ProfilePhoto[],
): Promise<StaffMember | undefined> {
  if (!isRowId(id)) return undefined;
  return db.transaction(async (tx) => {
    const superAdmins = await lockedSuperAdmins(tx);
    const [before] = await tx
      .select(staffColumns)
      .from(staffUsers)
      .where(eq(staffUsers.id, id))
      .for('update');
    if (!before) return undefined;
    if (isSuperAdmin(before.roles) && superAdmins.every((each) => each === id))
      throw new LastSuperAdminError(before.name);
    const [removed] = await tx
      .delete(staffUsers)
      .where(eq(staffUsers.id, id))
      .returning({ photo: staffUsers.photo });
    if (removed?.photo) photos?.push(removed.photo);
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.kind, 'staff'), eq(sessions.subjectId, id), isNull(sessions.revokedAt)));
    return staffView(before);
  });
}
