import { FetchError } from 'ofetch';
import { ApiError, isAbortError } from './errors.ts';

/** How long to wait before each new try after a network failure, in ms; the last one repeats. */
export const SAVE_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 10_000, 30_000];

/** How a {@link createSaveQueue} saves, and how it learns that the network is down. */
export interface SaveQueueOptions<Edit, Saved> {
  /**
   * Sends one edit to the server; `signal` aborts the request. `key` names this save (send it as
   * `Idempotency-Key`): it is the same when the save is sent again after a failure whose answer
   * never came, so that the server applies it once, and a new one for every other edit.
   */
  save: (edit: Edit, signal: AbortSignal, key: string) => Promise<Saved>;
  /** Whether the browser is online; `navigator.onLine` by default (true where there is none). */
  isOnline?: () => boolean;
  /** Where the `online` events come from; the window by default (none outside a browser). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The delays of the tries after a network failure; {@link SAVE_RETRY_DELAYS_MS} by default. */
  retryDelays?: readonly number[];
  /**
   * Whether a failure is one to try again later (the network's, or the server unavailable for a
   * moment); {@link isTemporaryFailure} by default.
   */
  isNetworkError?: (error: unknown) => boolean;
  /** Hears what a deferred job threw; `console.error` by default. */
  onJobError?: (error: unknown) => void;
}

/** What the quote editor shows of its saves. Always the same object until one of its values changes. */
export interface SaveQueueState<Saved> {
  /** A request is in flight. */
  readonly saving: boolean;
  /** A blocking save is waiting or in flight: the editor waits, showing progress. */
  readonly blocking: boolean;
  /** The network is down: the newest edit is kept, not saved yet, and sent when it comes back. */
  readonly offline: boolean;
  /**
   * While `offline`: it is the server that answered it is unavailable for a moment (502, 503,
   * 504), not the network that failed; the edit is kept and sent again all the same.
   */
  readonly unavailable: boolean;
  /**
   * An edit is waiting, in flight or kept while offline, or the server refused the last one and
   * none was saved since: the editor asks before leaving.
   */
  readonly unsaved: boolean;
  /** What the server answered to the last refused save; undefined again once a save succeeds. */
  readonly error: unknown;
  /** What the last successful save returned. */
  readonly lastSaved: Saved | undefined;
}

/**
 * The quote editor's saves, one at a time. Its methods need no `this`: they can be passed around
 * on their own (as `useSyncExternalStore` does with `subscribe` and `getState`).
 */
export interface SaveQueue<Edit, Saved> {
  /**
   * Queues an edit to save, showing progress while it waits and saves when `blocking`. An edit
   * still waiting is replaced by this one, and its caller gets this one's outcome. Resolves with
   * what the server returned, or undefined when the save was aborted or dropped (by `dispose`);
   * rejects with the server's error when it refused the edit. While the network is down the
   * promise waits: the edit is kept and sent when it comes back. A rejection nobody handles is
   * not reported as unhandled: it is in the state's `error`.
   */
  enqueue(edit: Edit, options?: { blocking?: boolean }): Promise<Saved | undefined>;
  /**
   * Runs `job` once the queue is empty (nothing in flight, nothing waiting), in the order given:
   * on the next microtask when it already is. A job that fails goes to `onJobError`; the next ones
   * still run.
   */
  defer(job: () => void | Promise<void>): void;
  /**
   * Aborts the save in flight, which is then ignored silently: no error, its callers get
   * undefined, and the edit waiting (if any) is sent at once. Nothing happens when none is in flight.
   */
  abort(): void;
  /** The state to show; the same object until something changes. */
  getState(): SaveQueueState<Saved>;
  /** Calls `listener` after each change of the state; returns the way to stop. */
  subscribe(listener: () => void): () => void;
  /**
   * Stops the timers and the `online` listener. The edits waiting and the deferred jobs are
   * dropped (their callers get undefined); the save in flight, if any, still ends.
   */
  dispose(): void;
}

/** The messages of the `TypeError` a browser's or Node's fetch throws when the network fails. */
const FETCH_FAILURE = /failed to fetch|fetch failed|networkerror|load failed|network request failed/i;

/**
 * Whether a failed save never reached the server, so is worth trying again: an {@link ApiError}
 * of status 0, an ofetch `FetchError` without a status, or the `TypeError` of a failed fetch. A
 * server's answer (4xx, 5xx) and an abort are not.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  if (error instanceof FetchError) return error.status === undefined && !isAbortError(error);
  return error instanceof TypeError && FETCH_FAILURE.test(error.message);
}

/**
 * Whether a failed save may succeed as it is in a moment, so is kept and sent again: the network
 * failed ({@link isNetworkFailure}), or the server or the proxy before it answered that it is
 * unavailable for now (502, 503, 504: a node restarting, the database away). The save may have
 * been applied before its answer was lost: it is sent again under the same key.
 */
export function isTemporaryFailure(error: unknown): boolean {
  if (error instanceof ApiError && [502, 503, 504].includes(error.status)) return true;
  if (error instanceof FetchError && [502, 503, 504].includes(error.status ?? 0)) return true;
  return isNetworkFailure(error);
}

/**
 * A new save's name for `Idempotency-Key`: 128 random bits. `getRandomValues`, which every browser
 * has on any page (`randomUUID` only in a secure context, not on a plain-HTTP address).
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
const newKey = newIdempotencyKey;

/** `navigator.onLine` where the runtime has it, else online. */
function browserIsOnline(): boolean {
  const onLine = (globalThis as { navigator?: { onLine?: unknown } }).navigator?.onLine;
  return typeof onLine === 'boolean' ? onLine : true;
}

/** The window, as the source of `online` events, when the runtime has one. */
function browserEvents(): SaveQueueOptions<unknown, unknown>['events'] {
  const target = globalThis as Partial<EventTarget>;
  return typeof target.addEventListener === 'function' && typeof target.removeEventListener === 'function'
    ? (target as EventTarget)
    : undefined;
}

/** Whether two states show the same thing. */
function sameState<Saved>(a: SaveQueueState<Saved>, b: SaveQueueState<Saved>): boolean {
  return (Object.keys(a) as (keyof SaveQueueState<Saved>)[]).every((key) => Object.is(a[key], b[key]));
}

/** Someone waiting for a save's outcome. */
interface Caller<Saved> {
  resolve: (saved: Saved | undefined) => void;
  reject: (error: unknown) => void;
}

/** An edit to save, with everyone waiting for it (the callers whose edits it replaced too). */
interface QueuedSave<Edit, Saved> {
  edit: Edit;
  /** The save's `Idempotency-Key`: new with each edit, kept while the same edit is sent again. */
  key: string;
  blocking: boolean;
  callers: Caller<Saved>[];
}

/** A save in flight. */
interface Run<Edit, Saved> {
  save: QueuedSave<Edit, Saved>;
  controller: AbortController;
}

const ignore = () => {};

/**
 * The quote editor's save queue: one save at a time, the last queued edit replacing the one still
 * waiting, deferred jobs run once it is empty, and nothing typed lost when the network is down (the
 * newest edit is kept and sent again when it comes back, or after the retry delays).
 *
 * @example
 * const queue = createSaveQueue({ save: (quote: LeaseQuoteUpdate, signal) => api.leaseQuotes.save(id, quote, { signal }) });
 * void queue.enqueue(edited); // each change; the state tells the outcome
 * queue.defer(() => navigate('/quotes')); // once everything is saved
 */
export function createSaveQueue<Edit, Saved = Edit>(
  options: SaveQueueOptions<Edit, Saved>,
): SaveQueue<Edit, Saved> {
  const isOnline = options.isOnline ?? browserIsOnline;
  const events = options.events ?? browserEvents();
  const delays = options.retryDelays?.length ? options.retryDelays : SAVE_RETRY_DELAYS_MS;
  const isNetworkError = options.isNetworkError ?? isTemporaryFailure;
  const onJobError = options.onJobError ?? ((error: unknown) => console.error(error));

  const listeners = new Set<() => void>();
  const jobs: (() => void | Promise<void>)[] = [];
  let waiting: QueuedSave<Edit, Saved> | undefined;
  let running: Run<Edit, Saved> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let networkDown = false;
  let serverDown = false;
  let refused = false;
  let error: unknown;
  let lastSaved: Saved | undefined;
  let runningJobs = false;
  let disposed = false;

  const snapshot = (): SaveQueueState<Saved> => {
    const pending = waiting !== undefined || running !== undefined;
    return {
      saving: running !== undefined,
      blocking: Boolean(waiting?.blocking || running?.save.blocking),
      offline: networkDown && pending,
      unavailable: networkDown && serverDown && pending,
      unsaved: pending || refused,
      error,
      lastSaved,
    };
  };
  let state = snapshot();

  /** Publishes the state when it changed. */
  const update = () => {
    const next = snapshot();
    if (sameState(state, next)) return;
    state = next;
    [...listeners].forEach((listener) => listener());
  };

  const isIdle = () => !disposed && running === undefined && waiting === undefined;

  /** Runs the deferred jobs in order while the queue stays empty. */
  const runJobs = async () => {
    if (runningJobs) return;
    runningJobs = true;
    try {
      while (isIdle()) {
        const job = jobs.shift();
        if (!job) break;
        try {
          await job();
        } catch (failure) {
          onJobError(failure);
        }
      }
    } finally {
      runningJobs = false;
    }
  };

  /** Tries the kept edit again after the next retry delay. */
  const scheduleRetry = () => {
    if (retryTimer !== undefined || disposed) return;
    const delay = delays[Math.min(retries, delays.length - 1)];
    retries += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      advance();
    }, delay);
  };

  /**
   * Keeps an edit that the network failed to send (under its key, as it may have been applied),
   * unless a newer one already waits (under its own).
   */
  const keep = (save: QueuedSave<Edit, Saved>) => {
    waiting = waiting
      ? {
          edit: waiting.edit,
          key: waiting.key,
          blocking: waiting.blocking || save.blocking,
          callers: [...save.callers, ...waiting.callers],
        }
      : save;
  };

  const succeeded = (save: QueuedSave<Edit, Saved>, saved: Saved) => {
    lastSaved = saved;
    error = undefined;
    refused = false;
    networkDown = false;
    serverDown = false;
    retries = 0;
    save.callers.forEach((caller) => caller.resolve(saved));
  };

  const failed = (save: QueuedSave<Edit, Saved>, failure: unknown) => {
    if (isAbortError(failure) || (disposed && isNetworkError(failure))) {
      save.callers.forEach((caller) => caller.resolve(undefined));
    } else if (isNetworkError(failure)) {
      networkDown = true;
      serverDown = !isNetworkFailure(failure);
      keep(save);
      scheduleRetry();
    } else {
      error = failure;
      refused = true;
      networkDown = false;
      retries = 0;
      save.callers.forEach((caller) => caller.reject(failure));
    }
  };

  /** Sends an edit; its outcome is ignored once it has been aborted. */
  const start = (save: QueuedSave<Edit, Saved>) => {
    const run: Run<Edit, Saved> = { save, controller: new AbortController() };
    waiting = undefined;
    running = run;
    const finish = (settle: () => void) => {
      if (running !== run) return;
      running = undefined;
      settle();
      advance();
    };
    new Promise<Saved>((resolve) => resolve(options.save(save.edit, run.controller.signal, save.key))).then(
      (saved) => finish(() => succeeded(save, saved)),
      (failure: unknown) => finish(() => failed(save, failure)),
    );
  };

  /** Sends the waiting edit when nothing is in flight and the network allows; else runs the jobs. */
  function advance() {
    if (!disposed && running === undefined && waiting !== undefined && retryTimer === undefined) {
      if (isOnline()) start(waiting);
      else {
        networkDown = true;
        scheduleRetry();
      }
    }
    update();
    if (isIdle() && jobs.length > 0) void runJobs();
  }

  const onOnline = () => {
    if (disposed) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    retries = 0;
    advance();
  };
  events?.addEventListener('online', onOnline);

  return {
    enqueue(edit, { blocking = false } = {}) {
      const outcome = new Promise<Saved | undefined>((resolve, reject) => {
        if (disposed) return resolve(undefined);
        const caller = { resolve, reject };
        if (waiting) {
          // Another edit: another save, whatever became of the one it replaces.
          waiting.edit = edit;
          waiting.key = newKey();
          waiting.blocking ||= blocking;
          waiting.callers.push(caller);
        } else waiting = { edit, key: newKey(), blocking, callers: [caller] };
      });
      outcome.catch(ignore);
      advance();
      return outcome;
    },
    defer(job) {
      if (disposed) return;
      jobs.push(job);
      if (isIdle()) void Promise.resolve().then(runJobs);
    },
    abort() {
      const run = running;
      if (!run) return;
      running = undefined;
      run.controller.abort();
      run.save.callers.forEach((caller) => caller.resolve(undefined));
      advance();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      events?.removeEventListener('online', onOnline);
      const dropped = waiting;
      waiting = undefined;
      jobs.length = 0;
      dropped?.callers.forEach((caller) => caller.resolve(undefined));
      update();
    },
  };
}
