import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_APP_MODE, type AppMode } from '@sfi/domain';

const QuoteToolModeContext = createContext<AppMode>(DEFAULT_APP_MODE);

export interface QuoteToolProviderProps {
  /** `DEALER` in the dealer portal, `SFI` in the staff console (spec doc 1 §3). */
  mode: AppMode;
  children?: ReactNode;
}

/**
 * Tells the quote tool's screens below it which mode they run in: what a user may do with a quote
 * depends on it (only SFI approves quote and credit, doc 1 §4, §6). Without it, the mode is DEALER.
 */
export function QuoteToolProvider({ mode, children }: QuoteToolProviderProps) {
  return <QuoteToolModeContext.Provider value={mode}>{children}</QuoteToolModeContext.Provider>;
}

/** The mode of the nearest {@link QuoteToolProvider}; `DEALER` without one (doc 1 §9). */
export function useQuoteToolMode(): AppMode {
  return useContext(QuoteToolModeContext);
}
