import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_APP_MODE, type AppMode } from '@sfi/domain';

/** The signed-in user as the quote tool's workflow sees them (doc 1 §4, §6). */
export interface QuoteToolViewer {
  /** Their id: revisions they own carry it as `owner`. */
  id: string;
  /** Their quote-tool roles; a super admin (`LEASE_QUOTES_SUPER_ADMIN`) acts on anyone's revisions. */
  roles: readonly string[];
  /** DEALER mode: the dealership's flag that turns the dealer's workflow steps on. */
  dealerStepsEnabled: boolean;
}

interface QuoteToolContext {
  mode: AppMode;
  viewer: QuoteToolViewer | undefined;
}

const QuoteToolModeContext = createContext<QuoteToolContext>({ mode: DEFAULT_APP_MODE, viewer: undefined });

export interface QuoteToolProviderProps {
  /** `DEALER` in the dealer portal, `SFI` in the staff console (spec doc 1 §3). */
  mode: AppMode;
  /** Who is signed in: what the editor offers depends on it. Without one, nothing can be changed. */
  viewer?: QuoteToolViewer;
  children?: ReactNode;
}

/**
 * Tells the quote tool's screens below it which mode they run in and who is signed in: what a
 * user may do with a quote depends on both (only SFI approves quote and credit, only a revision's
 * owner or a super admin moves it on, doc 1 §4, §6). Without it, the mode is DEALER and nobody is
 * signed in.
 */
export function QuoteToolProvider({ mode, viewer, children }: QuoteToolProviderProps) {
  const value = useMemo(() => ({ mode, viewer }), [mode, viewer]);
  return <QuoteToolModeContext.Provider value={value}>{children}</QuoteToolModeContext.Provider>;
}

/** The mode of the nearest {@link QuoteToolProvider}; `DEALER` without one (doc 1 §9). */
export function useQuoteToolMode(): AppMode {
  return useContext(QuoteToolModeContext).mode;
}

/** The signed-in user given to the nearest {@link QuoteToolProvider}, if any. */
export function useQuoteToolViewer(): QuoteToolViewer | undefined {
  return useContext(QuoteToolModeContext).viewer;
}
