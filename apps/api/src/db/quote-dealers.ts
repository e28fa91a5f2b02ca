import { asc, eq } from 'drizzle-orm';
import { nameKey, type NewQuoteDealer, type QuoteDealer } from '@sfi/domain';
import type { Db } from './client.ts';
import { isRowId, isUniqueViolation } from './rows.ts';
import { quoteDealers } from './schema.ts';

/** Another quote dealer already has this name (compared by `nameKey`). */
export class DuplicateQuoteDealerError extends Error {
  constructor(readonly dealerName: string) {
    super(`A quote dealer named ${dealerName} already exists`);
  }
}

const columns = {
  id: quoteDealers.id,
  name: quoteDealers.name,
  contact: quoteDealers.contact,
  email: quoteDealers.email,
  phone: quoteDealers.phone,
  province: quoteDealers.province,
};

/** Every quote dealer, sorted by name. */
export async function listQuoteDealers(db: Db): Promise<QuoteDealer[]> {
  return db.select(columns).from(quoteDealers).orderBy(asc(quoteDealers.nameKey));
}

/** Adds a quote dealer; throws `DuplicateQuoteDealerError` when the name is taken. */
export async function createQuoteDealer(db: Db, dealer: NewQuoteDealer): Promise<QuoteDealer> {
  const [created] = await db
    .insert(quoteDealers)
    .values({ ...dealer, nameKey: nameKey(dealer.name) })
    .onConflictDoNothing({ target: quoteDealers.nameKey })
    .returning(columns);
  if (!created) throw new DuplicateQuoteDealerError(dealer.name);
  return created;
}

/**
 * Replaces a quote dealer's fields. Returns it as saved, or `undefined` when there is none with
 * that id; throws `DuplicateQuoteDealerError` when another dealer has the name.
 */
export async function updateQuoteDealer(
  db: Db,
  id: string,
  dealer: NewQuoteDealer,
): Promise<QuoteDealer | undefined> {
  if (!isRowId(id)) return undefined;
  try {
    const [saved] = await db
      .update(quoteDealers)
      .set({ ...dealer, nameKey: nameKey(dealer.name), updatedAt: new Date() })
      .where(eq(quoteDealers.id, id))
      .returning(columns);
    return saved;
  } catch (error) {
    if (isUniqueViolation(error, 'quote_dealers_name_key_unique'))
      throw new DuplicateQuoteDealerError(dealer.name);
    throw error;
  }
}

/** Removes a quote dealer; false when there was none with that id. */
export async function deleteQuoteDealer(db: Db, id: string): Promise<boolean> {
  if (!isRowId(id)) return false;
  const removed = await db
    .delete(quoteDealers)
    .where(eq(quoteDealers.id, id))
    .returning({ id: quoteDealers.id });
  return removed.length > 0;
}

/** Replaces every quote dealer with these (the demo data). */
export async function replaceQuoteDealers(db: Db, dealers: readonly QuoteDealer[]): Promise<void> {
  await db.delete(quoteDealers);
  if (dealers.length)
    await db
      .insert(quoteDealers)
      .values(dealers.map((dealer) => ({ ...dealer, nameKey: nameKey(dealer.name) })));
}

/** Whether any quote dealer exists. */
export async function hasQuoteDealers(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: quoteDealers.id }).from(quoteDealers).limit(1);
  return any !== undefined;
}
