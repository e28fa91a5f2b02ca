import {
  activeLocale,
  chatScreenMessage,
  type ChatReceipt,
  type ChatRoomMessage,
  type ChatRoomView,
  type ChatUserType,
} from '@sfi/domain';

/*
 * What the chat's screens work out from the data, kept pure so it is tested without a browser:
 * a room's name and summary in the list, the day a message belongs to, when it was sent in words,
 * and who has read up to which message.
 */

/** Who is looking at the chat: a member of staff or a file-tool dealer. */
export type ChatAudience = ChatUserType;

/** The signed-in user, as their messages and receipts name them. */
export interface ChatViewer {
  id: string;
  type: ChatAudience;
}

/** Whether a message is the viewer's own. */
export function isOwn(item: Pick<ChatRoomMessage, 'sender' | 'senderType'>, viewer: ChatViewer): boolean {
  return item.sender === viewer.id && item.senderType === viewer.type;
}

/**
 * A room's name as the list and the conversation show it: staff talk to a dealership (its name),
 * a dealer to SFI staff.
 */
export function roomTitle(room: Pick<ChatRoomView, 'dealer'>, audience: ChatAudience): string {
  return audience === 'staff' ? room.dealer.name : chatScreenMessage('chat.room.withSfi');
}

/** What a room is about, under its name: the dealer number for staff, then the lease file or "General questions". */
export function roomSubtitle(room: Pick<ChatRoomView, 'dealer' | 'fileNo'>, audience: ChatAudience): string {
  const about = room.fileNo
    ? chatScreenMessage('chat.room.file', { fileNo: room.fileNo })
    : chatScreenMessage('chat.room.general');
  return audience === 'staff'
    ? `${chatScreenMessage('chat.room.dealerNo', { dealerNo: room.dealer.dealerNo })} · ${about}`
    : about;
}

/** Whether a room's `lastMessage` is a message (a room without one carries only its own `createdAt`). */
export function lastMessageOf(room: Pick<ChatRoomView, 'lastMessage'>): ChatRoomMessage | undefined {
  return 'id' in room.lastMessage ? room.lastMessage : undefined;
}

/** The last message of a room in one line: its text, or the attachment's name; "You: …" for the viewer's own. */
export function lastMessagePreview(room: Pick<ChatRoomView, 'lastMessage'>, viewer: ChatViewer): string {
  const last = lastMessageOf(room);
  if (!last) return chatScreenMessage('chat.lastMessage.none');
  const text = last.attachment
    ? chatScreenMessage('chat.lastMessage.attachment', { name: last.attachment.name })
    : last.content.replace(/\s+/g, ' ').trim();
  return isOwn(last, viewer) ? chatScreenMessage('chat.lastMessage.you', { text }) : text;
}

/** The calendar day of a moment in the viewer's time zone, as `YYYY-MM-DD`, to compare days. */
export function dayKey(moment: string | Date, timeZone?: string): string {
  // A key, not words: en-CA's numeric parts in every language.
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone && { timeZone }),
  }).formatToParts(new Date(moment));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Options of the formatting functions: the clock, the locale and the time zone (the browser's by default). */
export interface WhenOptions {
  now?: Date;
  locale?: string;
  timeZone?: string;
}

const yesterdayOf = (now: Date) => new Date(now.getTime() - 24 * 60 * 60 * 1000);

/**
 * A day's heading in a conversation, in `locale` (the active one by default): "Today", "Yesterday",
 * or the date ("Tuesday, November 24, 2026"; « Mardi 24 novembre 2026 », capitalized as a heading).
 */
export function dayLabel(moment: string, options: WhenOptions = {}): string {
  const { now = new Date(), locale = activeLocale(), timeZone } = options;
  const day = dayKey(moment, timeZone);
  if (day === dayKey(now, timeZone)) return chatScreenMessage('chat.day.today', {}, locale);
  if (day === dayKey(yesterdayOf(now), timeZone)) return chatScreenMessage('chat.day.yesterday', {}, locale);
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(timeZone && { timeZone }),
  }).format(new Date(moment));
  return date.charAt(0).toLocaleUpperCase(locale) + date.slice(1);
}

/** The time of day of a message ("4:55 p.m."). */
export function timeOfDay(moment: string, options: WhenOptions = {}): string {
  const { locale = activeLocale(), timeZone } = options;
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone && { timeZone }),
  }).format(new Date(moment));
}

/**
 * When a room was last active, as its list shows it: the time for today, "Yesterday", the day and
 * month this year, and the full date before.
 */
export function listTime(moment: string, options: WhenOptions = {}): string {
  const { now = new Date(), locale = activeLocale(), timeZone } = options;
  const day = dayKey(moment, timeZone);
  if (day === dayKey(now, timeZone)) return timeOfDay(moment, { ...options, locale });
  if (day === dayKey(yesterdayOf(now), timeZone)) return chatScreenMessage('chat.day.yesterday', {}, locale);
  const sameYear = day.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(!sameYear && { year: 'numeric' }),
    ...(timeZone && { timeZone }),
  }).format(new Date(moment));
}

/** A run of messages of one day, under its heading. */
export interface ChatDay<T> {
  /** `YYYY-MM-DD` of the day. */
  key: string;
  /** "Today", "Yesterday" or the date. */
  label: string;
  items: T[];
}

/** Messages (oldest first) in their days, each day once, in order. */
export function groupByDay<T extends { createdAt: string }>(
  items: readonly T[],
  options: WhenOptions = {},
): ChatDay<T>[] {
  const days: ChatDay<T>[] = [];
  for (const item of items) {
    const key = dayKey(item.createdAt, options.timeZone);
    const current = days.at(-1);
    if (current?.key === key) current.items.push(item);
    else days.push({ key, label: dayLabel(item.createdAt, options), items: [item] });
  }
  return days;
}

/**
 * Whether a message starts a run of one sender's messages (the screens show the sender's name and
 * time only there): another sender wrote the one before, or it was more than five minutes earlier.
 */
export function startsRun(
  item: Pick<ChatRoomMessage, 'sender' | 'senderType' | 'createdAt'>,
  before: Pick<ChatRoomMessage, 'sender' | 'senderType' | 'createdAt'> | undefined,
): boolean {
  if (!before) return true;
  if (before.sender !== item.sender || before.senderType !== item.senderType) return true;
  return Date.parse(item.createdAt) - Date.parse(before.createdAt) > 5 * 60 * 1000;
}

/**
 * Who has read up to which of the viewer's messages: for each of the viewer's messages that is the
 * last one someone else has read, the names of those readers. A reader is known from their live
 * receipt (`receipts`, by user id: up to its `messageId`) or, before any receipt, from the room's
 * `readList` (they had read its last message when the room was joined: `readListUpTo`).
 */
export function readMarkers(
  messages: readonly ChatRoomMessage[],
  viewer: ChatViewer,
  seen: {
    receipts: Record<string, Pick<ChatReceipt, 'messageId' | 'user'>>;
    readList?: readonly string[];
    readListUpTo?: string | undefined;
    names?: Record<string, string>;
  },
): Map<string, string[]> {
  const index = new Map(messages.map((each, at) => [each.id, at]));
  const readUpTo = new Map<string, { at: number; name: string }>();
  for (const id of seen.readList ?? []) {
    const at = seen.readListUpTo === undefined ? undefined : index.get(seen.readListUpTo);
    if (id !== viewer.id && at !== undefined) readUpTo.set(id, { at, name: seen.names?.[id] ?? '' });
  }
  for (const receipt of Object.values(seen.receipts)) {
    if (receipt.user.id === viewer.id && receipt.user.type === viewer.type) continue;
    const at = receipt.messageId === null ? undefined : index.get(receipt.messageId);
    if (at === undefined) continue;
    const known = readUpTo.get(receipt.user.id);
    if (!known || known.at <= at) readUpTo.set(receipt.user.id, { at, name: receipt.user.name });
  }
  const markers = new Map<string, string[]>();
  for (const { at, name } of readUpTo.values()) {
    // The reader's mark goes on the viewer's own last message they have read.
    let own = at;
    while (own >= 0 && !isOwn(messages[own]!, viewer)) own -= 1;
    if (own < 0 || !name) continue;
    const id = messages[own]!.id;
    markers.set(id, [...(markers.get(id) ?? []), name]);
  }
  return markers;
}

/** A list of names in words: "Dana", "Dana and Sam", "Dana, Sam and Lee". */
export function namesInWords(names: readonly string[], locale: string = activeLocale()): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}

/** Who is typing, in words, or '' when no one is. */
export function typingText(names: readonly string[], locale: string = activeLocale()): string {
  if (names.length === 0) return '';
  if (names.length === 1) return chatScreenMessage('chat.typing.one', { name: names[0]! }, locale);
  return chatScreenMessage('chat.typing.many', { names: namesInWords(names, locale) }, locale);
}
