import { eq } from 'drizzle-orm';
import { fileBuyoutQuote, type BuyoutQuote, type BuyoutQuoteTerms, type LeaseFileFields } from '@sfi/domain';
import type { Db } from './client.ts';
import { reach, storedLeaseFile, type FileActor, type FileViewer } from './lease-files.ts';
import { buyoutQuotes, leaseFiles } from './schema.ts';

/**
 * Buyout quotes (doc 2 §7): one per lease file, read and written through the viewer's reach of
 * the file (staff every file, a file-tool dealer their dealership's; any other is absent). A file
 * without a saved quote answers one drafted from its fields (`draftBuyoutTerms`); the figures are
 * computed on every read by `buyoutTotals`, from the terms and the file's province as it is now.
 */

type QuoteRow = typeof buyoutQuotes.$inferSelect;

/** The quote as the API answers it, from the file's fields and its stored row (if any). */
const buyoutQuoteOf = (fields: Record<string, unknown>, row: QuoteRow | undefined, today: string) =>
  fileBuyoutQuote(
    fields,
    row && { terms: row.terms, pstExempt: row.pstExempt, savedAt: row.savedAt, savedBy: row.actorName },
    today,
  );

/**
 * The file's fields and its buyout quote (what its PDF prints), or undefined when the viewer
 * reaches no file of this number.
 */
export async function findFileBuyoutQuote(
  db: Db,
  viewer: FileViewer,
  fileNo: string,
  today: string,
): Promise<{ fields: LeaseFileFields; buyoutQuote: BuyoutQuote } | undefined> {
  const [found] = await db
    .select({ file: leaseFiles, quote: buyoutQuotes })
    .from(leaseFiles)
    .leftJoin(buyoutQuotes, eq(buyoutQuotes.fileId, leaseFiles.id))
    .where(reach(viewer, fileNo));
  if (!found) return undefined;
  const { fields } = storedLeaseFile(found.file);
  return { fields, buyoutQuote: buyoutQuoteOf(fields, found.quote ?? undefined, today) };
}

/** The file's buyout quote, or undefined when the viewer reaches no file of this number. */
export async function findBuyoutQuote(
  db: Db,
  viewer: FileViewer,
  fileNo: string,
  today: string,
): Promise<BuyoutQuote | undefined> {
  return (await findFileBuyoutQuote(db, viewer, fileNo, today))?.buyoutQuote;
}

/**
 * Writes the file's buyout quote: its terms (`terms`), or whether it is PST exempt (`pstExempt`),
 * keeping the other as it was. The file is held (key share) until the quote is written, so a file
 * deleted meanwhile is absent (undefined), never a broken reference.
 */
export async function writeBuyoutQuote(
  db: Db,
  actor: FileActor,
  viewer: FileViewer,
  fileNo: string,
  change: { terms: BuyoutQuoteTerms } | { pstExempt: boolean },
  today: string,
): Promise<BuyoutQuote | undefined> {
  return db.transaction(async (tx) => {
    const [file] = await tx.select().from(leaseFiles).where(reach(viewer, fileNo)).for('key share');
    if (!file) return undefined;
    const now = new Date();
    const written =
      'terms' in change
        ? { terms: change.terms, savedAt: now, actorId: actor.id, actorName: actor.name, updatedAt: now }
        : { pstExempt: change.pstExempt, updatedAt: now };
    const [row] = await tx
      .insert(buyoutQuotes)
      .values({ fileId: file.id, actorId: actor.id, actorName: actor.name, ...written })
      .onConflictDoUpdate({ target: buyoutQuotes.fileId, set: written })
      .returning();
    return buyoutQuoteOf(storedLeaseFile(file).fields, row, today);
  });
}
