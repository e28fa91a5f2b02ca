export { ApiClientProvider, useApiClient } from './context.tsx';
export { useMakes, makesKey } from './makes.ts';
export {
  dealerAccountKey,
  dealerAccountsKey,
  leaseQuoteKey,
  leaseQuotesKey,
  quoteDealersKey,
  useDealerAccount,
  useDealerAccountMutations,
  useDealerAccounts,
  useLeaseQuote,
  useLeaseQuoteMutations,
  useLeaseQuotes,
  useQuoteDealerMutations,
  useQuoteDealers,
  useVehicleValue,
} from './quotes.ts';
