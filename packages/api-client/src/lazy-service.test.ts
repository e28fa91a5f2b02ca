import { describe, expect, it } from 'vitest';
import { lazyService } from './lazy-service.ts';

const service = () => ({
  list: async (skip = 0) => ({ skip }),
  nested: { get: async (id: string) => `got ${id}` },
  fails: async () => {
    throw new Error('refused');
  },
});

describe('lazyService', () => {
  it('loads the service with its first call, once, and calls it at any depth', async () => {
    let loads = 0;
    const api = lazyService(async () => {
      loads += 1;
      return service();
    });
    expect(loads).toBe(0);
    await expect(api.list(20)).resolves.toEqual({ skip: 20 });
    await expect(api.nested.get('F-1')).resolves.toBe('got F-1');
    await expect(api.list()).resolves.toEqual({ skip: 0 });
    expect(loads).toBe(1);
  });

  it('gives the same function for the same call every time', () => {
    const api = lazyService(async () => service());
    expect(api.list).toBe(api.list);
    expect(api.nested.get).toBe(api.nested.get);
    expect(api.list).not.toBe(api.nested.get);
  });

  it('passes a call’s refusal on, and loads again after a failed load', async () => {
    let loads = 0;
    const api = lazyService(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return service();
    });
    await expect(api.list()).rejects.toThrow('offline');
    await expect(api.fails()).rejects.toThrow('refused');
    await expect(api.list(1)).resolves.toEqual({ skip: 1 });
    expect(loads).toBe(2);
  });

  it('is no promise itself', async () => {
    const api = lazyService(async () => service());
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(api)).resolves.toBe(api);
  });
});
