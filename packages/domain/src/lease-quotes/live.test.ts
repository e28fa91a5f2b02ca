import { describe, expect, it } from 'vitest';
import { message } from '../messages.ts';
import {
  hasUnreadMessages,
  liveEvents,
  livePath,
  otherMessageSide,
  QUOTE_MESSAGE_MAX,
  QuoteRoomRequestSchema,
  SendQuoteMessageSchema,
} from './live.ts';

const quoteId = '3f2a9c1b-4e5d-4a6b-8c7d-9e0f1a2b3c4d';
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the live events', () => {
  it('each has its own name', () => {
    const names = Object.values(liveEvents);
    expect(new Set(names).size).toBe(names.length);
  });

  it('the socket lives under the main API’s base path, however it is written', () => {
    expect(livePath('/api/main')).toBe('/api/main/socket.io');
    expect(livePath('/api/main/')).toBe('/api/main/socket.io');
    expect(livePath('')).toBe('/socket.io');
  });
});

describe('what a client sends', () => {
  it.each([
    [{ quoteId }, undefined],
    [{ quoteId: quoteId.toUpperCase() }, undefined],
    [{ quoteId: 'not-a-quote' }, message('quote.live.quoteIdInvalid')],
    [{ quoteId: 42 }, message('quote.live.quoteIdInvalid')],
    [{}, message('quote.live.quoteIdInvalid')],
    ['hello', message('quote.live.requestInvalid')],
    [null, message('quote.live.requestInvalid')],
  ])('a room request %j: %s', (request, error) => {
    expect(firstError(QuoteRoomRequestSchema.safeParse(request))).toBe(error);
  });

  it.each([
    ['Hello', undefined],
    ['  two\nlines  ', undefined],
    ['x'.repeat(QUOTE_MESSAGE_MAX), undefined],
    ['x'.repeat(QUOTE_MESSAGE_MAX + 1), message('validation.tooLong', { max: QUOTE_MESSAGE_MAX })],
    ['   ', message('quote.message.empty')],
    ['', message('quote.message.empty')],
    [undefined, message('quote.message.empty')],
    ['bell \u0007', message('validation.text.characters')],
  ])('a message %j: %s', (text, error) => {
    expect(firstError(SendQuoteMessageSchema.safeParse({ quoteId, text }))).toBe(error);
  });

  it('a message is kept trimmed', () => {
    expect(SendQuoteMessageSchema.parse({ quoteId, text: '  Hi there \n' }).text).toBe('Hi there');
  });
});

describe('unread messages (newMessageFor)', () => {
  it('a message is for the other side', () => {
    expect(otherMessageSide('DEALER')).toBe('SFI');
    expect(otherMessageSide('SFI')).toBe('DEALER');
  });

  it.each([
    [['SFI'], { side: 'SFI', userId: 'staff-1' }, true],
    [['SFI'], { side: 'DEALER', userId: 'dealer-1' }, false],
    [['DEALER'], { side: 'DEALER' }, true],
    [['dealer-1'], { side: 'DEALER', userId: 'dealer-1' }, true],
    [['dealer-1'], { side: 'DEALER', userId: 'dealer-2' }, false],
    [[], { side: 'SFI', userId: 'staff-1' }, false],
  ] as const)('%j, read by %j: %s', (newMessageFor, reader, unread) => {
    expect(hasUnreadMessages({ newMessageFor: [...newMessageFor] }, reader)).toBe(unread);
  });
});
