/** A service whose calls, at any depth, each answer a promise. */
export type LazyCalls = {
  readonly [name: string]: ((...args: never[]) => Promise<unknown>) | LazyCalls;
};

/**
 * A service whose code loads with its first call, not with the app: `load` runs once (again after
 * a failure, such as a chunk that could not be fetched offline), and each call, at any depth
 * (`api.leaseQuotes.savedSearches.list()`), waits for it and then calls the loaded service. The same
 * call is the same function every time it is read, so it can be a hook's dependency.
 *
 * Every call of a lazy service answers a promise, as every network call does; a service with a
 * call that does not is refused by the type.
 */
export function lazyService<Service extends LazyCalls>(load: () => Promise<Service>): Service {
  let loading: Promise<Service> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const calls = new Map<string, unknown>();
  const callAt = (path: readonly string[]): unknown => {
    const id = path.join('\u0000');
    let call = calls.get(id);
    if (call === undefined) {
      call = new Proxy(function lazyCall() {}, {
        // Not a promise itself (`then`), and no symbol-keyed calls.
        get: (_target, name) =>
          typeof name === 'string' && name !== 'then' ? callAt([...path, name]) : undefined,
        apply: async (_target, _this, args: unknown[]) => {
          let holder: Record<string, unknown> = (await loaded()) as unknown as Record<string, unknown>;
          for (const name of path.slice(0, -1)) holder = holder[name] as Record<string, unknown>;
          const name = path.at(-1)!;
          return (holder[name] as (...args: unknown[]) => unknown).apply(holder, args);
        },
      });
      calls.set(id, call);
    }
    return call;
  };
  return callAt([]) as Service;
}
