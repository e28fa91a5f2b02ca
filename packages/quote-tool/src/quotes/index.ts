/**
 * `@sfi/quote-tool/quotes`: the quote list, the create form and the quote page, with the mode
 * provider, in one module an app loads on demand when a quote route is first opened.
 */
export { useQuoteToolMode } from '../mode.tsx';
export { QuotesPage, type QuotesPageProps } from './QuotesPage.tsx';
export { NewQuotePage, type NewQuotePageProps } from './NewQuotePage.tsx';
export { QuotePage, type QuotePageProps } from './QuotePage.tsx';
export { quotePathsUnder, type QuotePaths } from './paths.ts';
