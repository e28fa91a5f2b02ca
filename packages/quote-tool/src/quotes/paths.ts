/**
 * Where an app serves the quote screens, so they can link to one another: the list, the create
 * form and one quote. The app owns its URLs; the screens only follow these.
 *
 * @example
 * const paths: QuotePaths = {
 *   list: '/staff/quotes',
 *   newQuote: '/staff/quotes/new',
 *   quote: (id) => `/staff/quotes/${encodeURIComponent(id)}`,
 * };
 */
export interface QuotePaths {
  list: string;
  newQuote: string;
  quote: (id: string) => string;
}

/** The paths of quote screens served under `base`: the list at `base`, the rest below it. */
export function quotePathsUnder(base: string, list: string = base): QuotePaths {
  return {
    list,
    newQuote: `${base}/new`,
    quote: (id) => `${base}/${encodeURIComponent(id)}`,
  };
}
