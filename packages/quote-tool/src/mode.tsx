import { useMemo } from 'react';
import { DEFAULT_APP_MODE, type AppMode } from '@sfi/domain';
import { useViewer } from '@sfi/api-client/react';

/** The signed-in user as the quote tool's workflow sees them (doc 1 §4, §6). */
export interface QuoteToolViewer {
  /** Their id: revisions they own carry it as `owner`. */
  id: string;
  /** Their quote-tool roles; a super admin (`LEASE_QUOTES_SUPER_ADMIN`) acts on anyone's revisions. */
  roles: readonly string[];
  /** DEALER mode: the dealership's flag that turns the dealer's workflow steps on. */
  dealerStepsEnabled: boolean;
}

/**
 * The mode the quote tool's screens run in, from who is signed in (the app's `ViewerProvider`):
 * `SFI` for staff, `DEALER` for a dealer and without a viewer (spec doc 1 §3, §9). What a user may
 * do with a quote depends on both (only SFI approves quote and credit, only a revision's owner or a
 * super admin moves it on, doc 1 §4, §6).
 */
export function useQuoteToolMode(): AppMode {
  return useViewer()?.audience === 'staff' ? 'SFI' : DEFAULT_APP_MODE;
}

/** The signed-in user of the app's `ViewerProvider`, if any: without one, nothing can be changed. */
export function useQuoteToolViewer(): QuoteToolViewer | undefined {
  const viewer = useViewer();
  return useMemo(
    () =>
      viewer && {
        id: viewer.id,
        roles: viewer.roles,
        dealerStepsEnabled: viewer.dealerStepsEnabled ?? false,
      },
    [viewer],
  );
}
