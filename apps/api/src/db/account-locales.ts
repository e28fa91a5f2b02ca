import { eq } from 'drizzle-orm';
import type { Locale, SessionKind } from '@sfi/domain';
import type { Db } from './client.ts';
import {
  clientAccounts,
  clientLeaseFiles,
  dealerAccounts,
  fileDealers,
  leaseFiles,
  staffUsers,
} from './schema.ts';
import { isRowId } from './rows.ts';

/** The kinds of account that keep a language: the three kinds of session, and clients. */
export type LocaleAccountKind = SessionKind | 'client';

/** Their tables: each has the same `id` and `locale` columns (typed as one of them below). */
const tables = {
  dealer: dealerAccounts,
  'file-dealer': fileDealers,
  staff: staffUsers,
  client: clientAccounts,
} as const;

/**
 * Keeps the language a person chose (issue 29) on their account, for their e-mails and text
 * messages. False when there is no such account.
 */
export async function setAccountLocale(
  db: Db,
  kind: LocaleAccountKind,
  id: string,
  locale: Locale,
): Promise<boolean> {
  if (!isRowId(id)) return false;
  const table: typeof staffUsers = tables[kind] as unknown as typeof staffUsers;
  const updated = await db.update(table).set({ locale }).where(eq(table.id, id)).returning({ id: table.id });
  return updated.length > 0;
}

/** The provinces of a client's lease files (what their e-mails default to: `localeOfProvince`). */
export async function clientFileProvinces(db: Db, clientId: string): Promise<string[]> {
  if (!isRowId(clientId)) return [];
  const rows = await db
    .selectDistinct({ province: leaseFiles.province })
    .from(clientLeaseFiles)
    .innerJoin(leaseFiles, eq(leaseFiles.id, clientLeaseFiles.fileId))
    .where(eq(clientLeaseFiles.clientId, clientId));
  return rows.flatMap(({ province }) => (province === null ? [] : [province]));
}

/** The language the person of an account chose, or null when they never chose one (or there is no such account). */
export async function accountLocale(db: Db, kind: LocaleAccountKind, id: string): Promise<Locale | null> {
  if (!isRowId(id)) return null;
  const table: typeof staffUsers = tables[kind] as unknown as typeof staffUsers;
  const [row] = await db.select({ locale: table.locale }).from(table).where(eq(table.id, id));
  return row?.locale ?? null;
}
