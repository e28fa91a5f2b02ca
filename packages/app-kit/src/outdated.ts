import { useSyncExternalStore } from 'react';

/** Whether the server now serves another build than the one running (spec doc 1 §7). */
let outdated = false;
const listeners = new Set<() => void>();

export function markOutdated(): void {
  if (outdated) return;
  outdated = true;
  listeners.forEach((listener) => listener());
}

export function useOutdated(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => outdated,
    () => false,
  );
}
