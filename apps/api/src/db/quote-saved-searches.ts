import { and, asc, count, eq } from 'drizzle-orm';
import {
  MAX_SAVED_QUOTE_SEARCHES,
  nameKey,
  type NewSavedQuoteSearch,
  type SavedQuoteFilters,
  type SavedQuoteSearch,
} from '@sfi/domain';
import type { Db } from './client.ts';
import type { QuoteViewer } from './lease-quotes.ts';
import { isRowId, isUniqueViolation } from './rows.ts';
import { quoteSavedSearches } from './schema.ts';

/** The viewer already has a saved search of that name. */
export class DuplicateSavedSearchError extends Error {
  constructor(readonly searchName: string) {
    super(`A saved search named ${searchName} already exists`);
  }
}

/** The viewer keeps `MAX_SAVED_QUOTE_SEARCHES` already. */
export class TooManySavedSearchesError extends Error {
  constructor() {
    super('Too many saved searches');
  }
}

const columns = {
  id: quoteSavedSearches.id,
  name: quoteSavedSearches.name,
  filters: quoteSavedSearches.filters,
  createdAt: quoteSavedSearches.createdAt,
};

const view = (row: {
  id: string;
  name: string;
  filters: SavedQuoteFilters;
  createdAt: Date;
}): SavedQuoteSearch => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const ownedBy = (viewer: QuoteViewer) =>
  and(eq(quoteSavedSearches.ownerType, viewer.ownerType), eq(quoteSavedSearches.ownerId, viewer.id));

/** The viewer's saved searches, by name. */
export async function listSavedSearches(db: Db, viewer: QuoteViewer): Promise<SavedQuoteSearch[]> {
  const rows = await db
    .select(columns)
    .from(quoteSavedSearches)
    .where(ownedBy(viewer))
    .orderBy(asc(quoteSavedSearches.nameKey));
  return rows.map(view);
}

/**
 * Saves a search for the viewer. Throws `DuplicateSavedSearchError` for a name they use already,
 * `TooManySavedSearchesError` past the limit.
 */
export async function createSavedSearch(
  db: Db,
  viewer: QuoteViewer,
  search: NewSavedQuoteSearch,
): Promise<SavedQuoteSearch> {
  const [kept] = await db.select({ total: count() }).from(quoteSavedSearches).where(ownedBy(viewer));
  if ((kept?.total ?? 0) >= MAX_SAVED_QUOTE_SEARCHES) throw new TooManySavedSearchesError();
  try {
    const [saved] = await db
      .insert(quoteSavedSearches)
      .values({
        ownerType: viewer.ownerType,
        ownerId: viewer.id,
        name: search.name,
        nameKey: nameKey(search.name),
        filters: search.filters,
      })
      .returning(columns);
    return view(saved!);
  } catch (error) {
    if (isUniqueViolation(error, 'quote_saved_searches_owner_name_unique'))
      throw new DuplicateSavedSearchError(search.name);
    throw error;
  }
}

/** Deletes one of the viewer's saved searches; false when they have none with that id. */
export async function deleteSavedSearch(db: Db, viewer: QuoteViewer, id: string): Promise<boolean> {
  if (!isRowId(id)) return false;
  const deleted = await db
    .delete(quoteSavedSearches)
    .where(and(eq(quoteSavedSearches.id, id), ownedBy(viewer)))
    .returning({ id: quoteSavedSearches.id });
  return deleted.length > 0;
}
