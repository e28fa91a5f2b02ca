import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing pauses before a list's search is sent. */
export const SEARCH_DELAY_MS = 300;

/**
 * One filter a list keeps in its address beside the search and the page: the values it takes, the
 * first being the one the address leaves out (and the one a missing or unknown value reads as); or
 * `'text'`, any words, left out when empty.
 */
export type ListFilter = readonly [string, ...string[]] | 'text';

/** A list's filters by the name each has in the address (not `q` nor `page`, which are the list's own). */
export type ListFilters = Record<string, ListFilter>;

/** The filters' values. */
export type FilterValues<F extends ListFilters> = {
  [K in keyof F]: F[K] extends readonly (infer V)[] ? V : string;
};

/** What the address says a list shows: its filters' values, the search and the page (from 1). */
export type ListState<F extends ListFilters> = FilterValues<F> & ListPlace;

/** Where in a list one is: its search and page. */
interface ListPlace {
  search: string;
  page: number;
}

/** A change to what a list shows. */
export type ListChange<F extends ListFilters> = Partial<FilterValues<F>> & Partial<ListPlace>;

const defaultOf = (filter: ListFilter): string => (filter === 'text' ? '' : filter[0]);

/** The list's state as the address says it. */
export function listStateOf<F extends ListFilters>(params: URLSearchParams, filters: F): ListState<F> {
  const page = Number(params.get('page'));
  const values = Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => {
      const value = params.get(name);
      if (filter === 'text') return [name, value ?? ''];
      return [name, value !== null && filter.includes(value) ? value : defaultOf(filter)];
    }),
  );
  return {
    ...values,
    search: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  } as ListState<F>;
}

/** The address of a list's state: the filters in their order, then the search and the page, each left out at its default. */
export function listAddressOf<F extends ListFilters>(state: ListState<F>, filters: F): URLSearchParams {
  const to = new URLSearchParams();
  for (const [name, filter] of Object.entries(filters)) {
    const value = String(state[name]);
    if (value !== defaultOf(filter)) to.set(name, value);
  }
  if (state.search) to.set('q', state.search);
  if (state.page > 1) to.set('page', String(state.page));
  return to;
}

export interface ListSearchOptions<F extends ListFilters> {
  /** The list's filters beside its search (none by default). */
  filters?: F;
  /**
   * The filters a state makes moot, set back to their first value (the GPS list's mode and tag only
   * stand with its linked devices); none by default.
   */
  moot?: (state: ListState<F>) => ListChange<F>;
}

/**
 * A staff list's search, filters and page, kept in the address so that a link, a reload and the
 * back button show the same list. The search field's words follow typing and are sent once typing
 * pauses (`SEARCH_DELAY_MS`, replacing the address rather than adding a step to go back through);
 * the address's search wins when it changes elsewhere. Any change but a page's goes back to page 1.
 */
export function useListSearch<F extends ListFilters = Record<never, ListFilter>>({
  filters = {} as F,
  moot = () => ({}),
}: ListSearchOptions<F> = {}) {
  const [params, setParams] = useSearchParams();
  const state = listStateOf(params, filters);
  const [draft, setDraft] = useState(state.search);

  /** Shows the list with these changes to what the address says; `replace` corrects the address in place. */
  const show = (next: ListChange<F>, replace = false) => {
    const shown = { ...state, page: 1, ...next };
    setParams(listAddressOf({ ...shown, ...moot(shown) }, filters), { replace });
  };
  /** Shows what a search finds (a change TypeScript cannot see fits every list's filters). */
  const searchFor = (search: string, replace = false) => show({ search } as ListChange<F>, replace);

  useEffect(() => setDraft(state.search), [state.search]);
  useEffect(() => {
    if (draft.trim() === state.search) return;
    const timer = setTimeout(() => searchFor(draft.trim(), true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `searchFor` reads the current address; only typing restarts the wait.
  }, [draft]);

  return {
    state,
    show,
    /** The search field's value and handlers: `<SearchField {...searchField} … />`. */
    searchField: {
      value: draft,
      onChange: setDraft,
      onSubmit: (value: string) => searchFor(value.trim()),
      onClear: () => searchFor(''),
    },
  };
}

/**
 * A page past the last (the list got shorter, or the address was typed) shows the last page: the
 * address is corrected in place. `pageCount` is undefined while the list loads.
 */
export function usePageInRange(
  list: { state: { page: number }; show(change: { page: number }, replace: boolean): void },
  pageCount: number | undefined,
) {
  const { page } = list.state;
  useEffect(() => {
    if (pageCount !== undefined && page > 1 && page > pageCount)
      list.show({ page: Math.max(pageCount, 1) }, true);
    // `show` reads the current address; only the page and the count decide.
  }, [page, pageCount]);
}
