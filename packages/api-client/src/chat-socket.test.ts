import { afterEach, describe, expect, it } from 'vitest';
import type { ChatRoomMessage } from '@sfi/domain';
import { mergeChatMessages, newClientId } from './chat-socket.ts';

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

describe('mergeChatMessages', () => {
  const at = (id: string, minute: number) =>
    ({
      id,
      roomId: 'r',
      content: id,
      sender: 's',
      senderName: 'Sam',
      senderType: 'staff',
      createdAt: `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`,
    }) as ChatRoomMessage;
  const ids = (messages: ChatRoomMessage[]) => messages.map((each) => each.id);

  it.each([
    ['nothing heard', [at('a', 1), at('b', 2)], [], ['a', 'b']],
    ['newer messages heard', [at('a', 1), at('b', 2)], [at('c', 3)], ['a', 'b', 'c']],
    [
      'a message of the pages heard again',
      [at('a', 1), at('b', 2)],
      [at('b', 2), at('c', 3)],
      ['a', 'b', 'c'],
    ],
    // A join before the pages loaded answers older messages too: they go before the pages' own.
    [
      'older messages heard',
      [at('c', 3), at('d', 4)],
      [at('a', 1), at('b', 2), at('c', 3), at('e', 5)],
      ['a', 'b', 'c', 'd', 'e'],
    ],
    ['messages of the same instant', [at('a', 1)], [at('b', 1), at('c', 1)], ['a', 'b', 'c']],
  ])('%s', (_, history, live, order) => {
    expect(ids(mergeChatMessages(history, live))).toEqual(order);
  });
});
