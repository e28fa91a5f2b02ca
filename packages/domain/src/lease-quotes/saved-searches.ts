import { z } from 'zod';
import { DateTimeSchema, IdSchema, optionalText, requiredText } from '../entities/common.ts';
import { ALL } from '../filters.ts';
import { ownerFilters, quoteSortFields } from './list-query.ts';

/**
 * Saved searches of the quote list (issue 9): a user names the list's current filters and finds
 * them again on any browser. They are kept on the server, per user; paging is not part of them.
 */

/** The most saved searches one user keeps. */
export const MAX_SAVED_QUOTE_SEARCHES = 50;

const filterValue = optionalText(200);

/** The filters a saved search holds: the list's, without skip and limit. */
export const SavedQuoteFiltersSchema = z.object({
  search: filterValue,
  owner: z.enum([...ownerFilters, ALL]).optional(),
  province: filterValue,
  dealer: filterValue,
  sortBy: z.enum(quoteSortFields).optional(),
  preparedBy: filterValue,
  status: filterValue,
});
/** The filters of a saved search. */
export type SavedQuoteFilters = z.infer<typeof SavedQuoteFiltersSchema>;

/** A saved search: its name, its filters and when it was saved. */
export const SavedQuoteSearchSchema = z.object({
  id: IdSchema,
  name: requiredText(100),
  filters: SavedQuoteFiltersSchema,
  createdAt: DateTimeSchema,
});
/** A saved search of the quote list. */
export type SavedQuoteSearch = z.infer<typeof SavedQuoteSearchSchema>;

/** Body of `POST /lease-quotes/saved-searches`: a name and the filters. */
export const NewSavedQuoteSearchSchema = SavedQuoteSearchSchema.pick({ name: true, filters: true });
/** Body of the save call. */
export type NewSavedQuoteSearch = z.input<typeof NewSavedQuoteSearchSchema>;
