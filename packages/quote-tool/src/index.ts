/**
 * @sfi/quote-tool — the screens of the lease-quote tool, used by the dealer portal (DEALER mode)
 * and the staff console (SFI mode). One explicit barrel: every export is named here.
 */

// Setup
export { QuoteToolProvider, useQuoteToolMode, type QuoteToolProviderProps } from './mode.tsx';

// Staff console screens
export { QuoteDealersPage } from './quote-dealers/QuoteDealersPage.tsx';
export { DealerAccountsPage } from './dealer-accounts/DealerAccountsPage.tsx';
