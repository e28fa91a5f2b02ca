/** Messages are written at most once in this long: those that come meanwhile wait and share a statement. */
export const MESSAGE_WRITE_SPACING_MS = 10;

/** How many waiting messages one statement writes at most. */
const BATCH_MAX = 500;

/** Messages written together: see {@link batchedWrites}. */
export interface BatchedWrites<T, R> {
  /** Stores `item`; answers what `write` answered for it, or fails as the write failed. */
  add(item: T): Promise<R>;
  /** Writes what waits now, and what comes meanwhile (before the database closes). */
  flush(): Promise<void>;
}

/**
 * Stores each message added at once when the last write began `MESSAGE_WRITE_SPACING_MS` ago or
 * more, else with every message that comes until then, in one statement (`write` answers one
 * result per item, in order). An idle process writes without delay; a busy one writes in batches,
 * a few a millisecond's worth each, instead of one statement (and one commit) per message. The live
 * socket's quote messages and the chat's share it.
 */
export function batchedWrites<T, R>(write: (items: T[]) => Promise<R[]>): BatchedWrites<T, R> {
  const waiting: { item: T; settle: (written: Promise<R>) => void }[] = [];
  /** The write under way, or the timer of the next one. */
  let writing: Promise<void> | undefined;
  let nextWrite: ReturnType<typeof setTimeout> | undefined;
  let lastWriteAt = -Infinity;

  function schedule(): void {
    if (writing || nextWrite || waiting.length === 0) return;
    const wait = lastWriteAt + MESSAGE_WRITE_SPACING_MS - performance.now();
    if (wait <= 0) writing = writeWaiting();
    else
      nextWrite = setTimeout(() => {
        nextWrite = undefined;
        writing = writeWaiting();
      }, wait);
  }

  async function writeWaiting(): Promise<void> {
    lastWriteAt = performance.now();
    const batch = waiting.splice(0, BATCH_MAX);
    const written = write(batch.map((each) => each.item));
    batch.forEach((each, index) => each.settle(written.then((answers) => answers[index] as R)));
    await written.catch(() => undefined);
    writing = undefined;
    schedule();
  }

  return {
    add: (item) => {
      const added = new Promise<R>((resolve) => waiting.push({ item, settle: resolve }));
      schedule();
      return added;
    },
    flush: async () => {
      while (writing || waiting.length > 0) {
        clearTimeout(nextWrite);
        nextWrite = undefined;
        writing ??= writeWaiting();
        await writing;
      }
    },
  };
}
