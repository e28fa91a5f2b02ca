import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, ChatSendRequestSchema, NewChatRoomSchema } from './chat.ts';
import { MESSAGE_PAGE } from './constants.ts';
import { CHAT_PAGE_MAX, MessagePageQuerySchema, ReadListUpdateSchema } from './entities/chat.ts';
import { message } from './messages.ts';

const roomId = '0B7C2E4A-1D3F-4E5A-8B6C-7D8E9F0A1B2C';
const clientId = '5f0c7d1e-2a3b-4c5d-8e6f-7a8b9c0d1e2f';
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('a chat message sent (chat:send)', () => {
  it('is text, trimmed, in the room named (its id lower-cased)', () => {
    expect(ChatSendRequestSchema.parse({ roomId, clientId, text: '  Hello  ' })).toEqual({
      roomId: roomId.toLowerCase(),
      clientId,
      text: 'Hello',
    });
  });

  it.each([
    [
      'text and an attachment',
      { text: 'x', attachment: { key: 'k', name: 'a.pdf' } },
      message('chat.message.textOrAttachment'),
    ],
    ['neither', {}, message('chat.message.textOrAttachment')],
    ['blank text', { text: ' \n ' }, message('chat.message.empty')],
    [
      'text one character too long',
      { text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) },
      message('validation.tooLong', { max: CHAT_MESSAGE_MAX }),
    ],
    ['an attachment without a name', { attachment: { key: 'k', name: ' ' } }, message('validation.required')],
  ])('refuses %s in plain words', (_, content, text) => {
    expect(firstError(ChatSendRequestSchema.safeParse({ roomId, clientId, ...content }))).toBe(text);
  });

  it('takes text at the longest', () => {
    expect(
      ChatSendRequestSchema.safeParse({ roomId, clientId, text: 'x'.repeat(CHAT_MESSAGE_MAX) }).success,
    ).toBe(true);
  });
});

describe('a message page (doc 2 §9)', () => {
  it.each([
    [{}, MESSAGE_PAGE],
    [
      { skip: '40', limit: '20' },
      { skip: 40, limit: 20 },
    ],
    [{ limit: String(CHAT_PAGE_MAX) }, { skip: 0, limit: CHAT_PAGE_MAX }],
  ])('reads %j as %j', (query, page) => {
    expect(MessagePageQuerySchema.parse(query)).toEqual(page);
  });

  it.each([
    { skip: '-1' },
    { limit: '0' },
    { limit: String(CHAT_PAGE_MAX + 1) },
    { skip: '2.5' },
    { limit: 'all' },
  ])('refuses %j, saying what to ask for', (query) => {
    expect(firstError(MessagePageQuerySchema.safeParse(query))).toMatch(
      /^Ask for a page with a whole number from 0 to \d+\.$/,
    );
  });
});

describe('the other chat bodies', () => {
  it('a room needs its dealer', () => {
    expect(firstError(NewChatRoomSchema.safeParse({}))).toBe(message('chat.room.dealerRequired'));
    expect(firstError(NewChatRoomSchema.safeParse({ dealerId: 'x' }))).toBe(
      message('chat.room.dealerUnknown'),
    );
  });

  it('a readList is a list of ids', () => {
    expect(firstError(ReadListUpdateSchema.safeParse({ readList: 'me' }))).toBe(message('chat.read.self'));
    expect(ReadListUpdateSchema.parse({ readList: ['me'] })).toEqual({ readList: ['me'] });
  });
});
