import { FetchError } from 'ofetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import {
  createSaveQueue,
  isNetworkFailure,
  isTemporaryFailure,
  SAVE_RETRY_DELAYS_MS,
  type SaveQueue,
  type SaveQueueOptions,
} from './save-queue.ts';

/** A request the fake `save` received, answered when the test says. */
interface Request {
  edit: string;
  signal: AbortSignal;
  /** The save's `Idempotency-Key`. */
  key: string;
  resolve: (saved: string) => void;
  reject: (error: unknown) => void;
}

/** A `save` that never reaches the network: each call waits until the test answers it. */
function fakeSave() {
  const requests: Request[] = [];
  const save = vi.fn(
    (edit: string, signal: AbortSignal, key: string) =>
      new Promise<string>((resolve, reject) => requests.push({ edit, signal, key, resolve, reject })),
  );
  /** The request of the `index`th call. */
  const request = (index: number): Request => {
    const found = requests[index];
    if (!found) throw new Error(`No request #${index}; the edits sent are ${JSON.stringify(edits())}.`);
    return found;
  };
  const edits = () => requests.map(({ edit }) => edit);
  return { save, request, edits };
}

const networkDown = () => new ApiError(0, '[PUT] "/lease-quotes/v2/1": <no response> fetch failed');
const refused = () => new ApiError(422, 'The term must be between 12 and 60 months.');

let queues: SaveQueue<string, string>[] = [];

/** A queue on a fake save, a fake `online` event source and a switchable connection. */
function setup(options: Partial<SaveQueueOptions<string, string>> = {}) {
  const fake = fakeSave();
  const events = new EventTarget();
  let online = true;
  const queue = createSaveQueue<string, string>({
    save: fake.save,
    events,
    isOnline: () => online,
    ...options,
  });
  queues.push(queue);
  return {
    queue,
    ...fake,
    goOffline: () => {
      online = false;
      events.dispatchEvent(new Event('offline'));
    },
    goOnline: () => {
      online = true;
      events.dispatchEvent(new Event('online'));
    },
  };
}

/** Lets every pending promise callback run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  queues.forEach((queue) => queue.dispose());
  queues = [];
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('createSaveQueue: order', () => {
  it('sends one save at a time, the next one once the first has settled', async () => {
    const { queue, save, request, edits } = setup();
    const first = queue.enqueue('a');
    const second = queue.enqueue('b');
    expect(edits()).toEqual(['a']);
    expect(queue.getState()).toMatchObject({ saving: true, unsaved: true });

    request(0).resolve('saved a');
    await expect(first).resolves.toBe('saved a');
    expect(edits()).toEqual(['a', 'b']);

    request(1).resolve('saved b');
    await expect(second).resolves.toBe('saved b');
    expect(save).toHaveBeenCalledTimes(2);
    expect(queue.getState()).toMatchObject({ saving: false, unsaved: false, lastSaved: 'saved b' });
  });

  it('replaces the waiting edit with the last one queued; its caller gets the last outcome', async () => {
    const { queue, request, edits } = setup();
    const first = queue.enqueue('a');
    const middle = queue.enqueue('b');
    const last = queue.enqueue('c');

    request(0).resolve('saved a');
    await settle();
    request(1).resolve('saved c');

    expect(await Promise.all([first, middle, last])).toEqual(['saved a', 'saved c', 'saved c']);
    expect(edits()).toEqual(['a', 'c']);
  });

  it.each([
    { name: 'a blocking save', queued: [{ blocking: true }], blockingWhileSaving: true },
    { name: 'a save that does not block', queued: [{ blocking: false }], blockingWhileSaving: false },
    { name: 'a save queued without options', queued: [undefined], blockingWhileSaving: false },
    {
      name: 'a blocking save replaced by one that does not block',
      queued: [{ blocking: false }, { blocking: true }, { blocking: false }],
      blockingWhileSaving: true,
    },
  ])('is blocking during $name only', async ({ queued, blockingWhileSaving }) => {
    const { queue, request } = setup();
    const outcomes = queued.map((options, index) => queue.enqueue(`edit ${index}`, options));
    expect(queue.getState().blocking).toBe(blockingWhileSaving);

    request(0).resolve('saved 0');
    await settle();
    if (queued.length > 1) {
      expect(queue.getState().blocking).toBe(blockingWhileSaving);
      request(1).resolve('saved last');
    }
    await Promise.all(outcomes);
    expect(queue.getState().blocking).toBe(false);
  });
});

describe('createSaveQueue: deferred jobs', () => {
  it('runs a job once nothing is in flight or waiting, in the order deferred', async () => {
    const { queue, request } = setup();
    const ran: string[] = [];
    void queue.enqueue('a');
    void queue.enqueue('b');
    queue.defer(() => void ran.push('first'));
    queue.defer(() => void ran.push('second'));

    await settle();
    expect(ran).toEqual([]);
    request(0).resolve('saved a');
    await settle();
    expect(ran).toEqual([]); // 'b' is in flight now
    request(1).resolve('saved b');
    await settle();
    expect(ran).toEqual(['first', 'second']);
  });

  it.each([
    { outcome: 'an error', end: (request: Request) => request.reject(refused()) },
    { outcome: 'a success', end: (request: Request) => request.resolve('saved') },
  ])('runs the jobs after the last save ends with $outcome', async ({ end }) => {
    const { queue, request } = setup();
    const job = vi.fn();
    void queue.enqueue('a');
    queue.defer(job);
    await settle();
    expect(job).not.toHaveBeenCalled();
    end(request(0));
    await settle();
    expect(job).toHaveBeenCalledOnce();
  });

  it('runs the jobs after an abort', async () => {
    const { queue } = setup();
    const job = vi.fn();
    void queue.enqueue('a');
    queue.defer(job);
    queue.abort();
    await settle();
    expect(job).toHaveBeenCalledOnce();
  });

  it('runs a job on the next microtask when the queue is already empty', async () => {
    const { queue } = setup();
    const job = vi.fn();
    queue.defer(job);
    expect(job).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(job).toHaveBeenCalledOnce();
  });

  it('waits for a save queued by a job before running the next job', async () => {
    const { queue, request, edits } = setup();
    const ran: string[] = [];
    queue.defer(() => {
      ran.push('queues a save');
      void queue.enqueue('from a job');
    });
    queue.defer(() => void ran.push('next'));
    await settle();
    expect(edits()).toEqual(['from a job']);
    expect(ran).toEqual(['queues a save']);
    request(0).resolve('saved');
    await settle();
    expect(ran).toEqual(['queues a save', 'next']);
  });

  it('keeps running jobs and saves after a job throws, reporting what it threw', async () => {
    const onJobError = vi.fn();
    const { queue, request } = setup({ onJobError });
    const failure = new Error('job failed');
    const next = vi.fn();
    queue.defer(() => {
      throw failure;
    });
    queue.defer(async () => Promise.reject(failure));
    queue.defer(next);
    await settle();
    expect(onJobError.mock.calls).toEqual([[failure], [failure]]);
    expect(next).toHaveBeenCalledOnce();

    const saved = queue.enqueue('a');
    request(0).resolve('saved a');
    await expect(saved).resolves.toBe('saved a');
  });
});

describe('createSaveQueue: abort', () => {
  it.each([
    {
      answer: 'rejects with an AbortError',
      end: (request: Request) => request.reject(request.signal.reason),
    },
    { answer: 'still resolves', end: (request: Request) => request.resolve('saved late') },
  ])(
    'aborts the request in flight and ignores it silently when it $answer; the waiting save still runs',
    async ({ end }) => {
      const { queue, request, edits } = setup();
      const aborted = queue.enqueue('a');
      const next = queue.enqueue('b');
      queue.abort();

      expect(request(0).signal.aborted).toBe(true);
      await expect(aborted).resolves.toBeUndefined();
      expect(edits()).toEqual(['a', 'b']);
      end(request(0));
      await settle();
      expect(queue.getState()).toMatchObject({ error: undefined, saving: true, lastSaved: undefined });

      request(1).resolve('saved b');
      await expect(next).resolves.toBe('saved b');
      expect(queue.getState()).toMatchObject({ error: undefined, unsaved: false, lastSaved: 'saved b' });
    },
  );

  it('does nothing when no save is in flight', async () => {
    const { queue } = setup();
    const state = queue.getState();
    queue.abort();
    expect(queue.getState()).toBe(state);
  });

  it("ignores silently a save that the request's own AbortError ended", async () => {
    const { queue, request } = setup();
    const saved = queue.enqueue('a');
    request(0).reject(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(saved).resolves.toBeUndefined();
    expect(queue.getState()).toMatchObject({ error: undefined, offline: false, saving: false });
  });
});

describe('createSaveQueue: refused saves', () => {
  it('rejects with the server error, keeps it in the state and stays unsaved until a save succeeds', async () => {
    const { queue, save, request } = setup();
    const error = refused();
    const saved = queue.enqueue('a');
    request(0).reject(error);

    await expect(saved).rejects.toBe(error);
    expect(queue.getState()).toMatchObject({ error, unsaved: true, saving: false, offline: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledOnce(); // an answer of the server is not tried again

    const fixed = queue.enqueue('a, fixed');
    request(1).resolve('saved a, fixed');
    await expect(fixed).resolves.toBe('saved a, fixed');
    expect(queue.getState()).toMatchObject({ error: undefined, unsaved: false, lastSaved: 'saved a, fixed' });
  });

  it('stays unsaved after an aborted save that followed a refused one', async () => {
    const { queue, request } = setup();
    void queue.enqueue('a');
    request(0).reject(refused());
    await settle();
    void queue.enqueue('b');
    queue.abort();
    expect(queue.getState()).toMatchObject({ unsaved: true, saving: false });
  });

  it('reports no unhandled rejection when nobody waits for a refused save', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { queue, request } = setup();
      void queue.enqueue('a');
      request(0).reject(refused());
      vi.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      expect(queue.getState().error).toBeInstanceOf(ApiError);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('createSaveQueue: offline', () => {
  it('keeps the newest edit while offline, sends nothing, and sends it when the connection returns', async () => {
    const { queue, save, request, edits, goOffline, goOnline } = setup();
    goOffline();
    const first = queue.enqueue('a');
    const last = queue.enqueue('b', { blocking: true });

    expect(save).not.toHaveBeenCalled();
    expect(queue.getState()).toMatchObject({ offline: true, unsaved: true, saving: false, blocking: true });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(save).not.toHaveBeenCalled(); // the retry delays pass, but the browser is still offline

    goOnline();
    expect(edits()).toEqual(['b']);
    expect(queue.getState()).toMatchObject({ offline: true, saving: true });
    request(0).resolve('saved b');
    expect(await Promise.all([first, last])).toEqual(['saved b', 'saved b']);
    expect(queue.getState()).toMatchObject({ offline: false, unsaved: false, blocking: false });
  });

  it.each([
    { failure: 'an ApiError of status 0', error: networkDown },
    { failure: "fetch's TypeError", error: () => new TypeError('Failed to fetch') },
  ])('tries again after the retry delays when a save fails with $failure', async ({ error }) => {
    const { queue, request, edits } = setup({ retryDelays: [1000, 3000] });
    const first = queue.enqueue('a');
    request(0).reject(error());
    await settle();
    expect(queue.getState()).toMatchObject({ offline: true, unsaved: true, saving: false, error: undefined });

    const typed = queue.enqueue('b'); // typed while offline: replaces the kept edit
    await vi.advanceTimersByTimeAsync(999);
    expect(edits()).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(edits()).toEqual(['a', 'b']);

    request(1).reject(error());
    await vi.advanceTimersByTimeAsync(2999);
    expect(edits()).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(1);
    expect(edits()).toEqual(['a', 'b', 'b']);

    request(2).reject(error());
    await vi.advanceTimersByTimeAsync(2999); // the last delay repeats
    expect(edits()).toEqual(['a', 'b', 'b']);
    await vi.advanceTimersByTimeAsync(1);
    expect(edits()).toEqual(['a', 'b', 'b', 'b']);

    request(3).resolve('saved b');
    expect(await Promise.all([first, typed])).toEqual(['saved b', 'saved b']);
    expect(queue.getState()).toMatchObject({ offline: false, unsaved: false, lastSaved: 'saved b' });
  });

  it('keeps the newer edit that waited while the failed one was in flight', async () => {
    const { queue, request, edits } = setup();
    const first = queue.enqueue('a');
    const newer = queue.enqueue('b');
    request(0).reject(networkDown());
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAYS_MS[0] ?? 0);
    expect(edits()).toEqual(['a', 'b']);
    request(1).resolve('saved b');
    expect(await Promise.all([first, newer])).toEqual(['saved b', 'saved b']);
  });

  it('tries again at once when the connection returns, before the delay', async () => {
    const { queue, request, edits, goOffline, goOnline } = setup();
    void queue.enqueue('a');
    goOffline();
    request(0).reject(networkDown());
    await settle();
    goOnline();
    expect(edits()).toEqual(['a', 'a']);
  });

  it('is online again once the server answers, even with an error', async () => {
    const { queue, request, goOnline } = setup();
    void queue.enqueue('a');
    request(0).reject(networkDown());
    await settle();
    goOnline();
    request(1).reject(refused());
    await settle();
    expect(queue.getState()).toMatchObject({ offline: false, unsaved: true });
    void queue.enqueue('b');
    expect(queue.getState()).toMatchObject({ offline: false, saving: true });
  });

  it('is no longer offline once the kept save in flight is aborted: nothing is kept', async () => {
    const { queue, request, goOnline } = setup();
    void queue.enqueue('a');
    request(0).reject(networkDown());
    await settle();
    goOnline();
    expect(queue.getState()).toMatchObject({ offline: true, saving: true });
    queue.abort();
    expect(queue.getState()).toMatchObject({ offline: false, saving: false, unsaved: false });
  });

  it('waits for the retry delays while online (the first delay is 1 s by default)', async () => {
    const { queue, request, edits } = setup();
    void queue.enqueue('a');
    request(0).reject(networkDown());
    await vi.advanceTimersByTimeAsync(999);
    expect(edits()).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(edits()).toEqual(['a', 'a']);
  });

  it('reads navigator.onLine and the window events by default', async () => {
    const window = new EventTarget();
    const navigator = { onLine: false };
    vi.stubGlobal('navigator', navigator);
    vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
    vi.stubGlobal('removeEventListener', window.removeEventListener.bind(window));
    const { save } = fakeSave();
    const queue = createSaveQueue({ save });
    queues.push(queue);

    void queue.enqueue('a');
    expect(save).not.toHaveBeenCalled();
    expect(queue.getState().offline).toBe(true);
    navigator.onLine = true;
    window.dispatchEvent(new Event('online'));
    expect(save).toHaveBeenCalledOnce();
  });
});

describe('createSaveQueue: dispose', () => {
  it('stops the retries and the online listener, and drops the waiting edit and jobs', async () => {
    const { queue, save, request, goOnline } = setup();
    const kept = queue.enqueue('a');
    const job = vi.fn();
    request(0).reject(networkDown());
    await settle();
    queue.defer(job);

    queue.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await expect(kept).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(120_000);
    goOnline();
    await settle();
    expect(save).toHaveBeenCalledOnce();
    expect(job).not.toHaveBeenCalled();
    await expect(queue.enqueue('b')).resolves.toBeUndefined();
    expect(save).toHaveBeenCalledOnce();
  });

  it('lets the save in flight end, without trying it again', async () => {
    const { queue, save, request } = setup();
    const inFlight = queue.enqueue('a');
    queue.dispose();
    request(0).reject(networkDown());
    await expect(inFlight).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(save).toHaveBeenCalledOnce();
  });
});

describe('createSaveQueue: state', () => {
  it('returns the same object until something changes, and tells the subscribers of each change', async () => {
    const { queue, request } = setup();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const idle = queue.getState();
    expect(queue.getState()).toBe(idle);

    void queue.enqueue('a');
    const saving = queue.getState();
    expect(saving).not.toBe(idle);
    expect(listener).toHaveBeenCalledTimes(1);
    void queue.enqueue('b'); // waiting: nothing shown changes
    expect(queue.getState()).toBe(saving);
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    request(0).resolve('saved a');
    await settle();
    expect(queue.getState()).not.toBe(saving);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts idle', () => {
    const { queue } = setup();
    expect(queue.getState()).toEqual({
      saving: false,
      blocking: false,
      offline: false,
      unavailable: false,
      unsaved: false,
      error: undefined,
      lastSaved: undefined,
    });
  });
});

/** The API's 503 while the database or storage does not answer for a moment. */
const unavailable = () =>
  new ApiError(503, 'The service is unavailable for a moment. Please try again.', {}, { statusCode: 503 });

describe('createSaveQueue: a save whose answer never came is sent again under its key, once', () => {
  it('sends a save refused with a 503 again after the retry delay, once, with the same key; then it is saved', async () => {
    const { queue, request, edits } = setup({ retryDelays: [1000] });
    const saved = queue.enqueue('a');
    request(0).reject(unavailable());
    await settle();
    // Kept, not refused: the editor says the service is unavailable, not that the edit is wrong.
    expect(queue.getState()).toMatchObject({
      offline: true,
      unavailable: true,
      unsaved: true,
      error: undefined,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(edits()).toEqual(['a', 'a']);
    expect(request(1).key).toBe(request(0).key);
    request(1).resolve('saved a');
    await expect(saved).resolves.toBe('saved a');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(edits()).toEqual(['a', 'a']);
    expect(queue.getState()).toMatchObject({ offline: false, unavailable: false, unsaved: false });
  });

  it.each([
    { failure: 'a network failure (the node killed after the commit)', error: networkDown },
    { failure: "the proxy's 502 (its node gone)", error: () => new ApiError(502, 'Bad Gateway') },
  ])('sends a save again under its key after $failure', async ({ error }) => {
    const { queue, request } = setup({ retryDelays: [1000] });
    void queue.enqueue('a');
    request(0).reject(error());
    await vi.advanceTimersByTimeAsync(1000);
    expect(request(1)).toMatchObject({ edit: 'a', key: request(0).key });
  });

  it('names every other edit anew: a newer edit typed while one is kept goes under a key of its own', async () => {
    const { queue, request, edits } = setup({ retryDelays: [1000] });
    void queue.enqueue('a');
    request(0).reject(unavailable());
    await settle();
    void queue.enqueue('b');
    await vi.advanceTimersByTimeAsync(1000);
    expect(edits()).toEqual(['a', 'b']);
    expect(request(1).key).not.toBe(request(0).key);
    request(1).resolve('saved b');
    await settle();
    void queue.enqueue('c');
    expect(request(2).key).not.toBe(request(1).key);
  });

  it('does not send again what the server refused (a 4xx or a 500)', async () => {
    const { queue, request, edits } = setup({ retryDelays: [1000] });
    void queue.enqueue('a');
    request(0).reject(new ApiError(500, 'There was a problem on our end.'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(edits()).toEqual(['a']);
    expect(queue.getState()).toMatchObject({ offline: false, unsaved: true });
  });
});

describe('isTemporaryFailure', () => {
  it.each([
    { error: unavailable(), expected: true },
    { error: new ApiError(502, 'Bad Gateway'), expected: true },
    { error: new ApiError(504, 'Gateway Timeout'), expected: true },
    { error: networkDown(), expected: true },
    { error: new ApiError(500, 'boom'), expected: false },
    { error: refused(), expected: false },
  ])('$error.status $error.message: $expected', ({ error, expected }) => {
    expect(isTemporaryFailure(error)).toBe(expected);
  });
});

describe('isNetworkFailure', () => {
  it.each([
    { error: networkDown(), expected: true },
    { error: new FetchError('<no response> fetch failed'), expected: true },
    { error: new TypeError('Failed to fetch'), expected: true },
    { error: new TypeError('NetworkError when attempting to fetch resource.'), expected: true },
    { error: new TypeError('Load failed'), expected: true },
    { error: refused(), expected: false },
    { error: new ApiError(500, 'Internal Server Error'), expected: false },
    { error: new TypeError("Cannot read properties of undefined (reading 'id')"), expected: false },
    { error: new Error('boom'), expected: false },
    { error: new DOMException('The operation was aborted.', 'AbortError'), expected: false },
  ])('is $expected for $error', ({ error, expected }) => {
    expect(isNetworkFailure(error)).toBe(expected);
  });
});
