import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { CLIENT_FILES_MAX, clientVehicleOfFile, type ClientVehicle } from '@sfi/domain';
import type { Db } from './client.ts';
import { storedLeaseFile, type StoredLeaseFile } from './lease-files.ts';
import { buyoutQuotes, clientLeaseFiles, leaseFiles } from './schema.ts';

/**
 * A client's lease files (doc 2 §1, §7): the files linked to their account, which their dashboard
 * lists (`files.vehicles` of `GET /me`) and which alone they reach. Another client's file, or one
 * that does not exist, is absent.
 */

/**
 * The client's files as `files.vehicles` (`clientVehicleOfFile` as of `today`): newest delivery
 * first, then by file number; at most `CLIENT_FILES_MAX`.
 */
export async function listClientVehicles(db: Db, clientId: string, today: string): Promise<ClientVehicle[]> {
  const rows = await db
    .select({ file: leaseFiles, quote: buyoutQuotes })
    .from(clientLeaseFiles)
    .innerJoin(leaseFiles, eq(leaseFiles.id, clientLeaseFiles.fileId))
    .leftJoin(buyoutQuotes, eq(buyoutQuotes.fileId, leaseFiles.id))
    .where(eq(clientLeaseFiles.clientId, clientId))
    .orderBy(sql`${leaseFiles.deliveryDate} desc nulls last`, asc(leaseFiles.fileNo))
    .limit(CLIENT_FILES_MAX);
  return rows.map(({ file, quote }) =>
    clientVehicleOfFile(
      storedLeaseFile(file).fields,
      quote
        ? { terms: quote.terms, pstExempt: quote.pstExempt, savedAt: quote.savedAt, savedBy: quote.actorName }
        : undefined,
      today,
    ),
  );
}

/** The client's file of this number, or undefined when it is not theirs (or does not exist). */
export async function findClientFile(
  db: Db,
  clientId: string,
  fileNo: string,
): Promise<StoredLeaseFile | undefined> {
  const [row] = await db
    .select({ file: leaseFiles })
    .from(clientLeaseFiles)
    .innerJoin(leaseFiles, eq(leaseFiles.id, clientLeaseFiles.fileId))
    .where(and(eq(clientLeaseFiles.clientId, clientId), eq(leaseFiles.fileNo, fileNo)));
  return row && storedLeaseFile(row.file);
}

/**
 * Links the file of this number to a client (the client administration's `PUT /users/{id}` with a
 * `fileNo`, and the seed): true once linked (again is fine), false when no file has this number.
 */
export async function linkClientFile(db: Db, clientId: string, fileNo: string): Promise<boolean> {
  const [file] = await db.select({ id: leaseFiles.id }).from(leaseFiles).where(eq(leaseFiles.fileNo, fileNo));
  if (!file) return false;
  await db.insert(clientLeaseFiles).values({ clientId, fileId: file.id }).onConflictDoNothing();
  return true;
}

/** The file numbers linked to a client, newest link first. */
export async function clientFileNumbers(db: Db, clientId: string): Promise<string[]> {
  const rows = await db
    .select({ fileNo: leaseFiles.fileNo })
    .from(clientLeaseFiles)
    .innerJoin(leaseFiles, eq(leaseFiles.id, clientLeaseFiles.fileId))
    .where(eq(clientLeaseFiles.clientId, clientId))
    .orderBy(desc(clientLeaseFiles.linkedAt), asc(leaseFiles.fileNo));
  return rows.map((row) => row.fileNo);
}
