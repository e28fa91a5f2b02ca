/**
 * @sfi/quote-tool — the screens of the lease-quote tool, used by the dealer portal (DEALER mode)
 * and the staff console (SFI mode). One explicit barrel: every export is named here.
 */

// Setup
export { useQuoteToolMode } from './mode.tsx';

// Lease quotes: the list, the create form and the quote page (dealer portal and staff console)
export { QuotesPage, type QuotesPageProps } from './quotes/QuotesPage.tsx';
export { NewQuotePage, type NewQuotePageProps } from './quotes/NewQuotePage.tsx';
export { QuotePage, type QuotePageProps } from './quotes/QuotePage.tsx';
export { quotePathsUnder, type QuotePaths } from './quotes/paths.ts';

// Staff console screens
export { QuoteDealersPage } from './quote-dealers/QuoteDealersPage.tsx';
export { DealerAccountsPage } from './dealer-accounts/DealerAccountsPage.tsx';
