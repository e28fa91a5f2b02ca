import { afterEach, describe, expect, it } from 'vitest';
import { newClientId } from './chat-socket.ts';

const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newClientId', () => {
  afterEach(() => {
    // The own property hid the prototype's method: removing it brings the method back.
    Reflect.deleteProperty(globalThis.crypto, 'randomUUID');
  });

  it('is a v4 UUID (what the server takes as a clientId), on a page without crypto.randomUUID too', () => {
    expect(newClientId()).toMatch(v4);
    // Plain HTTP on another host than localhost: no randomUUID.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    const ids = Array.from({ length: 50 }, newClientId);
    for (const id of ids) expect(id).toMatch(v4);
    expect(new Set(ids).size).toBe(50);
  });
});
