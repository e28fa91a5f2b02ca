import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import {
  nameKey,
  type AppConfig,
  type DealerSessionUser,
  type FileDealerSessionUser,
  type SessionKind,
  type StaffSessionUser,
} from '@sfi/domain';
import { isRowId, jsonObject } from './rows.ts';
import { dealerAccounts, fileDealers, sessions, staffUsers } from './schema.ts';
import type { SessionRow } from './sessions.ts';

/** The user of each kind of session. */
export interface UserOfKind {
  dealer: DealerSessionUser;
  'file-dealer': FileDealerSessionUser;
  staff: StaffSessionUser;
}

const dealerColumns = {
  id: dealerAccounts.id,
  username: dealerAccounts.username,
  dealerName: dealerAccounts.dealerName,
  contactName: dealerAccounts.contactName,
  roles: dealerAccounts.roles,
  locale: dealerAccounts.locale,
};
const fileDealerColumns = {
  id: fileDealers.id,
  dealerNo: fileDealers.dealerNo,
  email: fileDealers.email,
  username: fileDealers.username,
  name: fileDealers.name,
  locale: fileDealers.locale,
};
const staffColumns = {
  id: staffUsers.id,
  name: staffUsers.name,
  username: staffUsers.username,
  roles: staffUsers.roles,
  permission: staffUsers.permission,
  locale: staffUsers.locale,
};

/** What a password sign-in needs of an account. */
export interface SignInRecord {
  id: string;
  passwordHash: string;
}

/** The account of a kind with this username key, for checking its password; `undefined` when there is none. */
export async function findSignInRecord(
  db: Db,
  kind: SessionKind,
  key: string,
): Promise<SignInRecord | undefined> {
  const table = { dealer: dealerAccounts, 'file-dealer': fileDealers, staff: staffUsers }[kind];
  const [row] = await db
    .select({ id: table.id, passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.usernameKey, key));
  return row;
}

/** A lease-quote dealer's columns with its app settings. */
const dealerWithConfig = {
  ...dealerColumns,
  mode: dealerAccounts.mode,
  dealerStepsEnabled: dealerAccounts.dealerStepsEnabled,
};

/** A row of `dealerWithConfig` as the dealer and their app settings. */
function dealerOf({ mode, dealerStepsEnabled, ...user }: DealerSessionUser & AppConfig) {
  return { user, appConfig: { mode, dealerStepsEnabled } };
}

/** A row of `staffColumns`. */
type StaffRow = Omit<StaffSessionUser, 'permission'> & { permission: string[] | null };

/** A row of `staffColumns` as a member of staff (no permission stored is none). */
function staffOf(row: StaffRow): StaffSessionUser {
  return { ...row, permission: row.permission ?? [] };
}

/** The account a session belongs to, by the session's kind. */
export type SessionAccount =
  | { kind: 'dealer'; user: DealerSessionUser; appConfig: AppConfig }
  | { kind: 'file-dealer'; user: FileDealerSessionUser }
  | { kind: 'staff'; user: StaffSessionUser };

/** The account of `table` a session belongs to, as one JSON object of `columns`. */
const accountOf = (table: PgTable & { id: PgColumn }, columns: { [key: string]: PgColumn }) =>
  sql`(select ${jsonObject(columns)} from ${table} where ${table.id} = ${sessions.subjectId})`;

/**
 * The query of `findSessionWithAccount`, built once per database (Drizzle then only fills in the
 * id): every signed-in call runs it.
 */
const sessionQueries = new WeakMap<Db, ReturnType<typeof buildSessionQuery>>();
const buildSessionQuery = (db: Db) =>
  db
    .select({
      session: getTableColumns(sessions),
      account: sql<
        (DealerSessionUser & AppConfig) | FileDealerSessionUser | StaffRow | null
      >`case ${sessions.kind}
        when 'dealer' then ${accountOf(dealerAccounts, dealerWithConfig)}
        when 'file-dealer' then ${accountOf(fileDealers, fileDealerColumns)}
        when 'staff' then ${accountOf(staffUsers, staffColumns)} end`,
    })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_with_account');
const sessionWithAccount = (db: Db) => {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = buildSessionQuery(db)));
  return query;
};

/**
 * A session with the account it belongs to, in one query (every signed-in call starts with it; the
 * account is a sub-select of its kind's table, which costs PostgreSQL less planning than joining
 * the three): `account` is undefined when the account is gone. `undefined` when there is no such
 * session.
 */
export async function findSessionWithAccount(
  db: Db,
  id: string,
): Promise<{ session: SessionRow; account: SessionAccount | undefined } | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await sessionWithAccount(db).execute({ id });
  if (!row) return undefined;
  const { session, account } = row;
  if (!account) return { session, account: undefined };
  switch (session.kind) {
    case 'dealer':
      return { session, account: { kind: 'dealer', ...dealerOf(account as DealerSessionUser & AppConfig) } };
    case 'file-dealer':
      return { session, account: { kind: 'file-dealer', user: account as FileDealerSessionUser } };
    case 'staff':
      return { session, account: { kind: 'staff', user: staffOf(account as StaffRow) } };
  }
}

/** A lease-quote dealer and its app settings, by id. */
export async function findDealer(
  db: Db,
  id: string,
): Promise<{ user: DealerSessionUser; appConfig: AppConfig } | undefined> {
  const [row] = await db.select(dealerWithConfig).from(dealerAccounts).where(eq(dealerAccounts.id, id));
  return row && dealerOf(row);
}

/** A file-tool dealer, by id. */
export async function findFileDealer(db: Db, id: string): Promise<FileDealerSessionUser | undefined> {
  const [row] = await db.select(fileDealerColumns).from(fileDealers).where(eq(fileDealers.id, id));
  return row;
}

/** A member of staff, by id. */
export async function findStaff(db: Db, id: string): Promise<StaffSessionUser | undefined> {
  const [row] = await db.select(staffColumns).from(staffUsers).where(eq(staffUsers.id, id));
  return row && staffOf(row);
}

/** The phone number a member of staff receives codes on. */
export async function findStaffPhone(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ phone: staffUsers.phone }).from(staffUsers).where(eq(staffUsers.id, id));
  return row?.phone;
}

/** Whether any account of any kind exists. */
export async function hasAccounts(db: Db): Promise<boolean> {
  for (const table of [dealerAccounts, fileDealers, staffUsers]) {
    const [any] = await db.select({ id: table.id }).from(table).limit(1);
    if (any) return true;
  }
  return false;
}

/** A lease-quote dealer as written; its dealership key is derived from its dealer name. */
export type NewDealerAccount = Omit<typeof dealerAccounts.$inferInsert, 'dealerNameKey'>;
export type NewFileDealer = typeof fileDealers.$inferInsert;
export type NewStaffUser = typeof staffUsers.$inferInsert;

/** Writes a lease-quote dealer, replacing the one with the same username. */
export async function upsertDealerAccount(db: Db, dealer: NewDealerAccount): Promise<void> {
  const account = { ...dealer, dealerNameKey: nameKey(dealer.dealerName) };
  const { id: _id, ...changes } = account;
  await db
    .insert(dealerAccounts)
    .values(account)
    .onConflictDoUpdate({ target: dealerAccounts.usernameKey, set: { ...changes, updatedAt: new Date() } });
}

/** Writes a file-tool dealer, replacing the one with the same username. */
export async function upsertFileDealer(db: Db, dealer: NewFileDealer): Promise<void> {
  const { id: _id, ...changes } = dealer;
  await db
    .insert(fileDealers)
    .values(dealer)
    .onConflictDoUpdate({ target: fileDealers.usernameKey, set: { ...changes, updatedAt: new Date() } });
}

/** Writes a member of staff, replacing the one with the same username. */
export async function upsertStaffUser(db: Db, staff: NewStaffUser): Promise<void> {
  const { id: _id, ...changes } = staff;
  await db
    .insert(staffUsers)
    .values(staff)
    .onConflictDoUpdate({ target: staffUsers.usernameKey, set: { ...changes, updatedAt: new Date() } });
}
