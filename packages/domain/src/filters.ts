/** The filter value that means "no filter" (doc 1 §3). */
export const ALL = 'ALL';

/** Whether a list filter was set: not left out, not blank, not ALL. */
export const chosen = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '' && value !== ALL;

/** The page size of a list when none is given (the spec does not show one). */
export const LIST_PAGE_SIZE = 20;
