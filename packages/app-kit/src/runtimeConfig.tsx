import { createContext, useContext } from 'react';
import { demoInsuranceAgencies, type MapTiles, type RuntimeConfig } from '@sfi/domain';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Gives the app's screens the runtime config it started with (`startApp` renders it). */
export const RuntimeConfigProvider = RuntimeConfigContext.Provider;

/** The runtime config the app started with (`config.json` beside it). */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() needs the app started by startApp().');
  return config;
}

/** The five insurance agencies a lease file's insurance referral offers: the configured ones, else the demo's. */
export function useInsuranceAgencies(): readonly string[] {
  return useRuntimeConfig().insuranceAgencies ?? demoInsuranceAgencies;
}

/** Where the GPS map's tiles come from (the runtime config's `mapTiles`), or undefined: the map draws without tiles. */
export function useMapTiles(): MapTiles | undefined {
  return useRuntimeConfig().mapTiles;
}
