export { ApiClientProvider, useApiClient } from './context.tsx';
export { useMakes, makesKey } from './makes.ts';
export { quoteDealersKey, useQuoteDealerMutations, useQuoteDealers, useVehicleValue } from './quotes.ts';
