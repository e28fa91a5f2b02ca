export { ApiClientProvider, useApiClient } from './context.tsx';
export { useMakes, makesKey } from './makes.ts';
export {
  dealerAccountKey,
  dealerAccountsKey,
  quoteDealersKey,
  useDealerAccount,
  useDealerAccountMutations,
  useDealerAccounts,
  useQuoteDealerMutations,
  useQuoteDealers,
  useVehicleValue,
} from './quotes.ts';
