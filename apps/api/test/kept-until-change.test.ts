import { describe, expect, it, vi } from 'vitest';
import { keptUntilChange, type DataVersion } from '../src/db/meta.ts';

/** A version that changes when the test says so. */
function version(): DataVersion & { change(): void } {
  let now = 0;
  return { read: async () => String(now), close: async () => {}, change: () => (now += 1) };
}

describe('keptUntilChange', () => {
  it('keeps a value until the data changes, then computes it again', async () => {
    const data = version();
    const kept = keptUntilChange<string>(data, 10);
    const compute = vi.fn(async () => 'page');
    await kept.get('a', compute);
    await kept.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    data.change();
    await kept.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `limit` values, and none that `keeps` refuses (a page too large)', async () => {
    const kept = keptUntilChange<string>(version(), 2, (value) => value.length <= 3);
    const compute = vi.fn(async (value: string) => value);
    for (const key of ['a', 'b', 'c']) await kept.get(key, () => compute(key));
    await kept.get('a', () => compute('a'));
    expect(compute).toHaveBeenCalledTimes(4);
    await kept.get('large', () => compute('large'));
    await kept.get('large', () => compute('large'));
    expect(compute.mock.calls.filter(([value]) => value === 'large')).toHaveLength(2);
  });

  it('does not keep a failure', async () => {
    const kept = keptUntilChange<string>(version(), 10);
    await expect(kept.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('a', async () => 'page')).toBe('page');
  });
});
