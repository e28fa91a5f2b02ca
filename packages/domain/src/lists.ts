import type { LeaseTakeover } from './entities/lease-takeover.ts';
import type { StaffUser } from './entities/users.ts';
import { chosen, LIST_PAGE_SIZE } from './filters.ts';
import { compareByName } from './makes.ts';
import { message } from './messages.ts';

/**
 * Lists of the back office: the spec's sorting rules for staff, takeovers and users, and the GPS
 * list query. The lease-quote list is in `lease-quotes/list.ts`.
 */

/** The staff list sorted by name (doc 2 §4). */
export function sortStaff<T extends Pick<StaffUser, 'name'>>(staff: readonly T[]): T[] {
  return [...staff].sort(compareByName);
}

const time = (value: string) => {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/** Lease takeovers for display: newest first by createdAt (doc 2 §4). */
export function sortTakeoversNewestFirst<T extends Pick<LeaseTakeover, 'createdAt'>>(
  takeovers: readonly T[],
): T[] {
  return [...takeovers].sort((a, b) => time(b.createdAt) - time(a.createdAt));
}

/** Lease takeovers for ordering, and the public list: by permutation, ascending (doc 2 §2, §4). */
export function sortTakeoversByPermutation<T extends Pick<LeaseTakeover, 'permutation'>>(
  takeovers: readonly T[],
): T[] {
  return [...takeovers].sort((a, b) => a.permutation - b.permutation);
}

/**
 * The new display order after moving one takeover: every listing with its permutation 0, 1, 2…
 * in the new order, the body of `PUT /lease-takeovers/permutations`.
 */
export function takeoverPermutations(
  orderedIds: readonly string[],
): Array<{ id: string; permutation: number }> {
  return orderedIds.map((id, permutation) => ({ id, permutation }));
}

/** Client and dealer lists as the administration shows them: in reverse of the order loaded (doc 2 §4). */
export function orderLoadedUsers<T>(users: readonly T[]): T[] {
  return [...users].reverse();
}

/** The GPS list's filter options (doc 2 §9): all devices, linked ones, and test devices. */
export const gpsFilters = ['all', 'linked', 'test'] as const;
/** A GPS filter. */
export type GpsFilter = (typeof gpsFilters)[number];

/** The label of a GPS filter: All, Linked, Test. */
export function gpsFilterLabel(filter: GpsFilter, locale?: string): string {
  return message(`gps.filter.${filter}`, {}, locale);
}

/** The linked GPS list's modes (doc 2 §4): all linked devices, or only the flagged (problematic) ones. */
export const linkedGpsModes = ['all', 'flagged'] as const;
/** A linked GPS list mode. */
export type LinkedGpsMode = (typeof linkedGpsModes)[number];

/** What a GPS list shows. */
export interface GpsListFilters {
  /** Default `all`. */
  filter?: GpsFilter;
  /** For the linked list: all, or only flagged devices. Default `all`. */
  linkedMode?: LinkedGpsMode;
  search?: string;
  /** A tag value; the linked list only (ALL means none). */
  tag?: string;
  skip?: number;
  /** Default 20 (the spec does not show one). */
  limit?: number;
}

/** The query string of a GPS list call. */
export interface GpsListQuery {
  skip: number;
  limit: number;
  filter?: GpsFilter;
  param?: string;
  tag?: string;
}

/**
 * The call that loads a page of a GPS list (doc 2 §7):
 * `GET /gps?skip&limit&filter`, or `GET /gps/search?param&skip&limit&filter` with a search term;
 * the linked list adds `&tag` when a tag is chosen, and in flagged mode loads
 * `GET /gps/problematic-gps?param&skip&limit` (param empty without a search).
 */
export function gpsListQuery(filters: GpsListFilters = {}): {
  path: '/gps' | '/gps/search' | '/gps/problematic-gps';
  query: GpsListQuery;
} {
  const filter = filters.filter ?? 'all';
  const search = filters.search?.trim() ?? '';
  const page = { skip: filters.skip ?? 0, limit: filters.limit ?? LIST_PAGE_SIZE };
  const tag = filter === 'linked' && chosen(filters.tag) ? { tag: filters.tag } : {};
  if (filter === 'linked' && filters.linkedMode === 'flagged')
    return { path: '/gps/problematic-gps', query: { param: search, ...page, ...tag } };
  if (search !== '') return { path: '/gps/search', query: { filter, param: search, ...page, ...tag } };
  return { path: '/gps', query: { ...page, filter, ...tag } };
}
