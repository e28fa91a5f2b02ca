import { useCallback, useSyncExternalStore } from 'react';

/**
 * The console's panels and notices as each member of staff left them (doc 2 §3, §4: the dealers
 * manager panel open or closed, the config panel's open flag, the beta notice shown or hidden).
 * The spec keeps them in the application state and says nothing of keeping them longer, so they
 * live in this browser, one record per member of staff (`localStorage`), and follow them across
 * tabs and reloads.
 */
export interface PanelState {
  /** The dealers manager panel is open. */
  dealersManagerOpen: boolean;
  /** The config panel (Settings) is open. */
  configPanelOpen: boolean;
  /** The beta notice shows above the screens. */
  betaShown: boolean;
}

/** A member of staff who never touched them: both panels closed, the beta notice shown. */
export const defaultPanelState: PanelState = {
  dealersManagerOpen: false,
  configPanelOpen: false,
  betaShown: true,
};

/** The storage key of a member of staff's panels. */
export const panelStateKey = (userId: string) => `sfi.staff.panels.${userId.toLowerCase()}`;

/** What is stored for `userId`, each flag that is missing or not a boolean at its default. */
export function readPanelState(storage: Pick<Storage, 'getItem'> | undefined, userId: string): PanelState {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(panelStateKey(userId)) ?? 'null');
  } catch {
    stored = null;
  }
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const flag = (name: keyof PanelState) =>
    typeof record[name] === 'boolean' ? record[name] : defaultPanelState[name];
  return {
    dealersManagerOpen: flag('dealersManagerOpen'),
    configPanelOpen: flag('configPanelOpen'),
    betaShown: flag('betaShown'),
  };
}

/** Stores `change` over what is stored for `userId`; answers the new state. Storage that refuses keeps nothing. */
export function writePanelState(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  userId: string,
  change: Partial<PanelState>,
): PanelState {
  const next = { ...readPanelState(storage, userId), ...change };
  try {
    storage?.setItem(panelStateKey(userId), JSON.stringify(next));
  } catch {
    // Private browsing or a full storage: the panels still work, for this page.
  }
  return next;
}

const browserStorage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The member of staff's panels, and a setter that stores a change (other tabs follow). */
export function usePanelState(userId: string): [PanelState, (change: Partial<PanelState>) => void] {
  // A snapshot must stay the same object while nothing changed: the stored text is the snapshot.
  const text = useSyncExternalStore(
    subscribe,
    () => browserStorage()?.getItem(panelStateKey(userId)) ?? '',
    () => '',
  );
  const state = readPanelState({ getItem: () => text || null }, userId);
  const set = useCallback(
    (change: Partial<PanelState>) => {
      writePanelState(browserStorage(), userId, change);
      for (const listener of listeners) listener();
    },
    [userId],
  );
  return [state, set];
}
