import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadLocale,
  setActiveLocale,
  type ChatRoomMessage,
  type ChatRoomView,
  type ChatUser,
} from '@sfi/domain';
import {
  dayLabel,
  groupByDay,
  lastMessagePreview,
  listTime,
  readMarkers,
  roomSubtitle,
  roomTitle,
  startsRun,
  timeOfDay,
  typingText,
} from './view.ts';

// Regina keeps one offset all year (UTC−6): the days and hours below do not move with a time-zone
// rule (tzdata 2026e moved Vancouver's November 2026 from UTC−8 to UTC−7).
const timeZone = 'America/Regina';
// 10:00 a.m. in Regina on Thursday, November 26, 2026.
const now = new Date('2026-11-26T16:00:00.000Z');
const when = { now, timeZone };

const dana = { id: 'd1', type: 'dealer' as const };
const sam = { id: 's1', type: 'staff' as const };

let seq = 0;
function msg(
  from: { id: string; type: 'dealer' | 'staff' },
  createdAt: string,
  extra: Partial<ChatRoomMessage> = {},
) {
  seq += 1;
  return {
    id: `m${seq}`,
    roomId: 'r1',
    content: `message ${seq}`,
    sender: from.id,
    senderName: from.id === dana.id ? 'Dana' : 'Sam',
    senderType: from.type,
    createdAt,
    ...extra,
  } as ChatRoomMessage;
}

const room = (changes: Partial<ChatRoomView> = {}): ChatRoomView => ({
  id: 'r1',
  readList: [],
  lastMessage: { createdAt: '2026-11-20T08:00:00.000Z' },
  createdAt: '2026-11-20T08:00:00.000Z',
  dealer: { id: 'd1', name: 'Prairie Motors', dealerNo: 'D-1001' },
  fileNo: '1000412',
  unread: 0,
  ...changes,
});

describe('a room in the list', () => {
  it.each([
    ['staff', room(), 'Prairie Motors', 'Dealer D-1001 · File 1000412'],
    ['staff', room({ fileNo: null }), 'Prairie Motors', 'Dealer D-1001 · General questions'],
    ['dealer', room(), 'SFI staff', 'File 1000412'],
    ['dealer', room({ fileNo: null }), 'SFI staff', 'General questions'],
  ] as const)('for %s: %j is "%s", "%s"', (audience, each, title, subtitle) => {
    expect(roomTitle(each, audience)).toBe(title);
    expect(roomSubtitle(each, audience)).toBe(subtitle);
  });

  it.each([
    ['no message', room(), dana, 'No messages yet'],
    [
      'their text',
      room({ lastMessage: msg(sam, '2026-11-26T15:00:00.000Z', { content: 'Hello\n  there' }) }),
      dana,
      'Hello there',
    ],
    [
      'own text',
      room({ lastMessage: msg(dana, '2026-11-26T15:00:00.000Z', { content: 'Hi' }) }),
      dana,
      'You: Hi',
    ],
    [
      'an attachment',
      room({
        lastMessage: msg(sam, '2026-11-26T15:00:00.000Z', {
          content: 'chat-rooms/r1/x/lease.pdf',
          contentType: 'DOCUMENT',
          attachment: { name: 'lease.pdf', size: 1200, mimeType: 'application/pdf' },
        }),
      }),
      dana,
      'Attachment: lease.pdf',
    ],
  ] as const)('shows %s as "%s"', (_, each, viewer, preview) => {
    expect(lastMessagePreview(each, viewer)).toBe(preview);
  });
});

describe('when, in words', () => {
  it.each([
    ['2026-11-26T15:30:00.000Z', 'Today', '9:30 a.m.'],
    ['2026-11-26T06:30:00.000Z', 'Today', '12:30 a.m.'],
    // 11:30 p.m. the day before in Regina, though the 26th in UTC.
    ['2026-11-26T05:30:00.000Z', 'Yesterday', 'Yesterday'],
    ['2026-11-24T18:00:00.000Z', 'Tuesday, November 24, 2026', 'Nov 24'],
    ['2025-12-31T18:00:00.000Z', 'Wednesday, December 31, 2025', 'Dec 31, 2025'],
  ])('%s: heading "%s", in the list "%s"', (moment, heading, inList) => {
    expect(dayLabel(moment, when)).toBe(heading);
    expect(listTime(moment, when).replace(/\s/g, ' ')).toBe(inList);
  });

  it('gives the time of day', () => {
    expect(timeOfDay('2026-11-26T21:55:00.000Z', when).replace(/\s/g, ' ')).toBe('3:55 p.m.');
  });
});

describe('when, in words, in French (the active locale)', () => {
  beforeAll(async () => {
    setActiveLocale('fr-CA');
    await loadLocale('fr-CA');
  });
  afterAll(() => setActiveLocale('en-CA'));

  it.each([
    ['2026-11-26T15:30:00.000Z', 'Aujourd’hui', '9 h 30'],
    ['2026-11-26T05:30:00.000Z', 'Hier', 'Hier'],
    ['2026-11-24T18:00:00.000Z', 'Mardi 24 novembre 2026', '24 nov.'],
    ['2025-12-31T18:00:00.000Z', 'Mercredi 31 décembre 2025', '31 déc. 2025'],
  ])('%s: heading "%s", in the list "%s"', (moment, heading, inList) => {
    expect(dayLabel(moment, when)).toBe(heading);
    expect(listTime(moment, when).replace(/\s/g, ' ')).toBe(inList);
  });

  it.each([
    [['Sam'], 'Sam écrit…'],
    [['Sam', 'Lee'], 'Sam et Lee écrivent…'],
    [['Sam', 'Lee', 'Kim'], 'Sam, Lee et Kim écrivent…'],
  ])('typing %j: "%s"', (names, text) => {
    expect(typingText(names)).toBe(text);
  });

  it('names a room and its last message in French', () => {
    expect(roomTitle(room(), 'dealer')).toBe('Personnel de SFI');
    expect(lastMessagePreview(room(), dana)).toBe('Aucun message pour l’instant');
  });
});

describe('a conversation', () => {
  it('puts messages in their days, in order, each day once', () => {
    const items = [
      msg(dana, '2026-11-24T18:00:00.000Z'),
      msg(sam, '2026-11-24T19:00:00.000Z'),
      msg(dana, '2026-11-26T05:30:00.000Z'),
      msg(sam, '2026-11-26T15:30:00.000Z'),
    ];
    expect(groupByDay(items, when).map((day) => [day.label, day.items.map((each) => each.id)])).toEqual([
      ['Tuesday, November 24, 2026', [items[0]!.id, items[1]!.id]],
      ['Yesterday', [items[2]!.id]],
      ['Today', [items[3]!.id]],
    ]);
    expect(groupByDay([], when)).toEqual([]);
  });

  it.each([
    ['the first message', undefined, msg(dana, '2026-11-26T15:00:00.000Z'), true],
    ['another sender', msg(sam, '2026-11-26T14:59:00.000Z'), msg(dana, '2026-11-26T15:00:00.000Z'), true],
    [
      'the same sender a minute later',
      msg(dana, '2026-11-26T14:59:00.000Z'),
      msg(dana, '2026-11-26T15:00:00.000Z'),
      false,
    ],
    [
      'the same sender five minutes later',
      msg(dana, '2026-11-26T14:55:00.000Z'),
      msg(dana, '2026-11-26T15:00:00.000Z'),
      false,
    ],
    [
      'the same sender six minutes later',
      msg(dana, '2026-11-26T14:54:00.000Z'),
      msg(dana, '2026-11-26T15:00:00.000Z'),
      true,
    ],
    [
      'the same id of another kind of user',
      msg({ id: 'd1', type: 'staff' }, '2026-11-26T14:59:00.000Z'),
      msg(dana, '2026-11-26T15:00:00.000Z'),
      true,
    ],
  ])('%s starts a run: %s', (_, before, item, starts) => {
    expect(startsRun(item, before)).toBe(starts);
  });

  it.each([
    [[], ''],
    [['Sam'], 'Sam is typing…'],
    [['Sam', 'Lee'], 'Sam and Lee are typing…'],
    [['Sam', 'Lee', 'Kim'], 'Sam, Lee and Kim are typing…'],
  ])('typing %j: "%s"', (names, text) => {
    expect(typingText(names)).toBe(text);
  });
});

describe('read receipts', () => {
  const first = msg(dana, '2026-11-26T15:00:00.000Z');
  const second = msg(dana, '2026-11-26T15:01:00.000Z');
  const reply = msg(sam, '2026-11-26T15:02:00.000Z');
  const third = msg(dana, '2026-11-26T15:03:00.000Z');
  const messages = [first, second, reply, third];
  const receipt = (
    messageId: string | null,
    user: ChatUser = { id: sam.id, name: 'Sam', type: 'staff' },
  ) => ({
    messageId,
    user,
  });

  it.each([
    ['nobody has read anything', {}, []],
    ['a receipt marks the own message it reached', { s1: receipt(second.id) }, [[second.id, ['Sam']]]],
    [
      'a receipt on their own reply marks the own message before it',
      { s1: receipt(reply.id) },
      [[second.id, ['Sam']]],
    ],
    ['the newest own message read', { s1: receipt(third.id) }, [[third.id, ['Sam']]]],
    [
      'the viewer’s own receipt is no mark',
      { d1: receipt(third.id, { id: 'd1', name: 'Dana', type: 'dealer' }) },
      [],
    ],
    ['a receipt of a message not loaded is no mark', { s1: receipt('elsewhere') }, []],
    ['a receipt of an empty room is no mark', { s1: receipt(null) }, []],
  ] as const)('%s', (_, receipts, markers) => {
    expect([...readMarkers(messages, dana, { receipts })]).toEqual(markers);
  });

  it('takes readers from the room’s readList until they send a receipt, and names them from the user map', () => {
    const seen = { receipts: {}, readList: ['s1', 'd1'], readListUpTo: third.id, names: { s1: 'Sam' } };
    expect([...readMarkers(messages, dana, seen)]).toEqual([[third.id, ['Sam']]]);
    // A later receipt moves the mark; an earlier one does not move it back.
    expect([
      ...readMarkers([...messages, msg(dana, '2026-11-26T15:04:00.000Z', { id: 'm-last' })], dana, {
        ...seen,
        receipts: { s1: receipt('m-last') },
      }),
    ]).toEqual([['m-last', ['Sam']]]);
    expect([...readMarkers(messages, dana, { ...seen, receipts: { s1: receipt(first.id) } })]).toEqual([
      [third.id, ['Sam']],
    ]);
  });

  it('gathers every reader of the same message', () => {
    const receipts = {
      s1: receipt(third.id),
      s2: receipt(third.id, { id: 's2', name: 'Lee', type: 'staff' }),
    };
    expect([...readMarkers(messages, dana, { receipts })]).toEqual([[third.id, ['Sam', 'Lee']]]);
  });
});
