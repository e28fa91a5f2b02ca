import { useSyncExternalStore } from 'react';
import type { SaveQueue, SaveQueueState } from '../save-queue.ts';

/**
 * The state of a save queue (saving, blocking, offline, unsaved, error, lastSaved), re-rendering
 * when it changes. The queue belongs to the editor (created once per open quote, disposed when it
 * closes); this hook only reads it.
 *
 * @example
 * const { blocking, offline, unsaved } = useSaveQueue(queue);
 */
export function useSaveQueue<Edit, Saved>(queue: SaveQueue<Edit, Saved>): SaveQueueState<Saved> {
  return useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
}
