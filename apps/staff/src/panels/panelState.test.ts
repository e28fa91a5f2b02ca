import { describe, expect, it } from 'vitest';
import { defaultPanelState, panelStateKey, readPanelState, writePanelState } from './panelState.ts';

/** A storage in memory, as `localStorage` behaves. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('the console’s panels, per member of staff in the browser', () => {
  it.each([
    ['nothing stored', undefined, defaultPanelState],
    ['not JSON', '{', defaultPanelState],
    ['not an object', '"open"', defaultPanelState],
    ['flags of other types', JSON.stringify({ dealersManagerOpen: 'yes', betaShown: 0 }), defaultPanelState],
    [
      'some flags',
      JSON.stringify({ dealersManagerOpen: true }),
      { ...defaultPanelState, dealersManagerOpen: true },
    ],
    [
      'every flag',
      JSON.stringify({ dealersManagerOpen: true, configPanelOpen: true, betaShown: false }),
      { dealersManagerOpen: true, configPanelOpen: true, betaShown: false },
    ],
  ])('reads %s', (_case, stored, expected) => {
    const storage = memoryStorage(stored === undefined ? {} : { [panelStateKey('u-1')]: stored });
    expect(readPanelState(storage, 'u-1')).toEqual(expected);
  });

  it('starts with both panels closed and the beta notice shown', () => {
    expect(defaultPanelState).toEqual({ dealersManagerOpen: false, configPanelOpen: false, betaShown: true });
  });

  it('keeps each member’s own, a change over what was stored', () => {
    const storage = memoryStorage();
    writePanelState(storage, 'U-1', { betaShown: false });
    expect(writePanelState(storage, 'u-1', { dealersManagerOpen: true })).toEqual({
      dealersManagerOpen: true,
      configPanelOpen: false,
      betaShown: false,
    });
    expect(readPanelState(storage, 'u-2')).toEqual(defaultPanelState);
    expect([...storage.items.keys()]).toEqual([panelStateKey('u-1')]);
  });

  it('works without a storage, and with one that refuses to keep anything', () => {
    expect(writePanelState(undefined, 'u-1', { configPanelOpen: true }).configPanelOpen).toBe(true);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writePanelState(full, 'u-1', { configPanelOpen: true }).configPanelOpen).toBe(true);
  });
});
