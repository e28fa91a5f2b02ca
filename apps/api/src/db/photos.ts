import { eq } from 'drizzle-orm';
import type { ProfilePhoto } from '@sfi/domain';
import type { Db } from './client.ts';
import { isRowId } from './rows.ts';
import { clientAccounts, fileDealers, leaseTakeovers, staffUsers } from './schema.ts';

/**
 * People's photos (`POST /uploads/photos/{id}`, doc 2 §7; migration 0029's `photo` columns): a
 * client's, a staff member's and a file-tool dealer's, one each.
 */

/** Whose photo: the tables with a `photo` column. */
export type PersonKind = 'client' | 'staff' | 'file-dealer';

const tables = { client: clientAccounts, staff: staffUsers, 'file-dealer': fileDealers } as const;

/** Who an id of the main API's `POST /uploads/photos/{id}` names: a lease takeover, a client or a staff member. */
export async function mainPhotoOwner(
  db: Db,
  id: string,
): Promise<'lease-takeover' | 'client' | 'staff' | undefined> {
  if (!isRowId(id)) return undefined;
  const [takeover] = await db
    .select({ id: leaseTakeovers.id })
    .from(leaseTakeovers)
    .where(eq(leaseTakeovers.id, id));
  if (takeover) return 'lease-takeover';
  const [client] = await db
    .select({ id: clientAccounts.id })
    .from(clientAccounts)
    .where(eq(clientAccounts.id, id));
  if (client) return 'client';
  const [staff] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, id));
  return staff ? 'staff' : undefined;
}

/** A person's photo: the photo, `null` when they have none, `undefined` when there is no such person. */
export async function findPersonPhoto(
  db: Db,
  kind: PersonKind,
  id: string,
): Promise<ProfilePhoto | null | undefined> {
  if (!isRowId(id)) return undefined;
  const table = tables[kind];
  const [row] = await db.select({ photo: table.photo }).from(table).where(eq(table.id, id));
  return row && row.photo;
}

/**
 * Sets a person's photo, answering the one it replaces (whose files the caller deletes once this is
 * committed), `null` when they had none, or `undefined` when there is no such person.
 */
export async function setPersonPhoto(
  db: Db,
  kind: PersonKind,
  id: string,
  photo: ProfilePhoto,
): Promise<{ previous: ProfilePhoto | null } | undefined> {
  if (!isRowId(id)) return undefined;
  const table = tables[kind];
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ photo: table.photo }).from(table).where(eq(table.id, id)).for('update');
    if (!row) return undefined;
    await tx.update(table).set({ photo, updatedAt: new Date() }).where(eq(table.id, id));
    return { previous: row.photo };
  });
}
