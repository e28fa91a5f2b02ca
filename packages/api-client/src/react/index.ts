export { ApiClientProvider, useApiClient } from './context.tsx';
export { useMakes, makesKey } from './makes.ts';
export { useVehicleValue } from './quotes.ts';
