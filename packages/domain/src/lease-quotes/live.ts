import { z } from 'zod';
import { ChatMessageSchema, type ChatMessage } from '../entities/chat.ts';
import { DateTimeSchema } from '../entities/common.ts';
import { message } from '../messages.ts';
import { plainString } from '../text.ts';
import {
  QuoteCustomerSchema,
  quoteOwnerTypes,
  QuoteStatusSchema,
  VehicleSchema,
  type AppMode,
  type LeaseQuote,
} from './entities.ts';
import { withoutTrailing } from '../strings.ts';

/*
 * The live socket of the quote tool (spec doc 1 §7: "a live socket pushes updates for the
 * working-users list, room details, messages and quote refresh"; the spec shows no event names or
 * payloads, so these are ours). socket.io, on the main API's origin and under its base path
 * (`livePath`), signed in with the API's own session in the handshake (`LiveAuth`).
 *
 * Rooms: one per quote, joined with `quote:join` and left with `quote:leave`; and, for every
 * signed-in socket, its list's room (staff share one, a dealer shares their dealership's), which
 * hears `quotes:changed` so an open list refreshes by itself.
 */

/** Every event of the live socket, by what it is for. */
export const liveEvents = {
  // Client → server (each answers through its acknowledgement).
  /** Join a quote's room: answers its details, working users and messages. */
  joinQuote: 'quote:join',
  /** Leave a quote's room. */
  leaveQuote: 'quote:leave',
  /** Send a message on a quote: stored in its `messages`, then sent to its room. */
  sendMessage: 'quote:send-message',
  // Server → client.
  /** Who has the quote open now: everyone in its room, each user once. */
  workingUsers: 'quote:working-users',
  /** What the room is about, again whenever the quote changes. */
  roomDetails: 'quote:room-details',
  /** A new message on a quote. */
  message: 'quote:message',
  /**
   * The quote changed through the API: fetch it again (`GET /lease-quotes/{id}`) if it is on
   * screen. A message is not such a change: `quote:message` carries it.
   */
  quoteRefresh: 'quote:refresh',
  /** A quote of the list changed (created, changed, deleted, or its new-message mark): fetch the list again. */
  quotesChanged: 'quotes:changed',
  /** The socket's session ended (signed out, expired, account removed): the socket is closed next. */
  sessionEnded: 'session:ended',
} as const;

/** The name of a live event. */
export type LiveEventName = (typeof liveEvents)[keyof typeof liveEvents];

/**
 * Where the socket is served, relative to the main API's base URL: `/api/main/socket.io` on one
 * origin, so the host (and the dev server) that serves the apps and the API reaches it too.
 */
export const LIVE_PATH_SUFFIX = '/socket.io';

/** The socket's path for a main API served at `mainBasePath` (`/api/main` → `/api/main/socket.io`). */
export function livePath(mainBasePath: string): string {
  return `${withoutTrailing(mainBasePath, '/')}${LIVE_PATH_SUFFIX}`;
}

/** The longest message one may send on a quote, in characters. */
export const QUOTE_MESSAGE_MAX = 2000;

/**
 * The most messages a dealership sends on one quote: every answer with the quote (opening it,
 * joining its room) carries them all, so a conversation cannot grow without end from outside. A
 * dealer's message past it is refused (`quote.message.tooMany`). SFI's staff are never refused for
 * it: a conversation filled by a dealership never locks staff out (each person's messages are
 * rate-limited besides, so no one fills it in seconds).
 */
export const QUOTE_MESSAGES_MAX = 1000;

/** The session the handshake carries (`auth`): the same two halves every API call sends. */
export const LiveAuthSchema = z.object({
  /** What an API call sends as `X-Session-Token`: the session id. */
  sessionToken: z.string().min(1),
  /** What an API call sends as `Authorization: Bearer <token>`: the token alone. */
  token: z.string().min(1),
});
/** The session the handshake carries. */
export type LiveAuth = z.infer<typeof LiveAuthSchema>;

/** Who a working user or an author is: their id and name, and whether a dealer or staff (SFI). */
export const LiveUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(quoteOwnerTypes),
});
/** A user as the live events name them. */
export type LiveUser = z.infer<typeof LiveUserSchema>;

/**
 * A message on a quote, as the server stores it in the quote's `messages` (a `ChatMessage`): its
 * id, its text as `content`, who sent it (`sender`, their id, with `senderName` and `senderType`)
 * and when.
 */
export const QuoteMessageSchema = ChatMessageSchema.extend({
  content: z.string(),
  sender: z.string(),
  senderName: z.string(),
  senderType: z.enum(quoteOwnerTypes),
  createdAt: DateTimeSchema,
});
/** A message on a quote. */
export type QuoteMessage = z.infer<typeof QuoteMessageSchema>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const quoteIdError = () => message('quote.live.quoteIdInvalid');
const requestError = () => message('quote.live.requestInvalid');

/** A quote's id in an event: a UUID, in either case. */
export const LiveQuoteIdSchema = z
  .string({ error: quoteIdError })
  .regex(uuidPattern, { error: quoteIdError });

/** `quote:join` and `quote:leave`: the quote. */
export const QuoteRoomRequestSchema = z.object({ quoteId: LiveQuoteIdSchema }, { error: requestError });
/** `quote:join` and `quote:leave`. */
export type QuoteRoomRequest = z.infer<typeof QuoteRoomRequestSchema>;

const messageEmpty = () => message('quote.message.empty');

/** `quote:send-message`: the quote, and the text (trimmed, 1 to 2000 characters, no control characters). */
export const SendQuoteMessageSchema = z.object(
  {
    quoteId: LiveQuoteIdSchema,
    text: plainString({ multiLine: true, error: messageEmpty })
      .trim()
      .min(1, { error: messageEmpty })
      .max(QUOTE_MESSAGE_MAX, { error: () => message('validation.tooLong', { max: QUOTE_MESSAGE_MAX }) }),
  },
  { error: requestError },
);
/** `quote:send-message`. */
export type SendQuoteMessage = z.input<typeof SendQuoteMessageSchema>;

/** What a quote's room is about: what a user looking at the quote with others wants to see of it. */
export const QuoteRoomDetailsSchema = z.object({
  quoteId: z.string(),
  /** Its header status (doc 1 §4). */
  status: QuoteStatusSchema,
  /** Its quote dealer's name; null when none is chosen. */
  dealerName: z.string().nullable(),
  /** Who created it. */
  preparedBy: z.string(),
  /** Whether a dealer's or SFI's. */
  ownerType: z.enum(quoteOwnerTypes),
  customer: QuoteCustomerSchema.optional(),
  vehicle: VehicleSchema,
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema.optional(),
});
/** What a quote's room is about. */
export type QuoteRoomDetails = z.infer<typeof QuoteRoomDetailsSchema>;

/** `quote:working-users`: who has the quote open now, each user once. */
export const WorkingUsersEventSchema = z.object({ quoteId: z.string(), users: z.array(LiveUserSchema) });
/** `quote:working-users`. */
export type WorkingUsersEvent = z.infer<typeof WorkingUsersEventSchema>;

/** `quote:message`: a new message on a quote. */
export const QuoteMessageEventSchema = z.object({ quoteId: z.string(), message: QuoteMessageSchema });
/** `quote:message`. */
export type QuoteMessageEvent = z.infer<typeof QuoteMessageEventSchema>;

/**
 * What changed a quote: `created`, `updated` (its revisions, their states, or the whole quote
 * saved), `deleted`, or `message`: its new-message mark, put by a message or cleared by a reader
 * (`quotes:changed` only; the room hears a message as `quote:message`).
 */
export const quoteChangeKinds = ['created', 'updated', 'deleted', 'message'] as const;
/** What changed a quote. */
export type QuoteChangeKind = (typeof quoteChangeKinds)[number];

/** `quote:refresh`: the quote changed; `GET /lease-quotes/{id}` gives it as it is now. */
export const QuoteRefreshEventSchema = z.object({
  quoteId: z.string(),
  change: z.enum(quoteChangeKinds),
  /** Who changed it. */
  by: LiveUserSchema,
  /** The revision the change was about, when it was about one. */
  revisionId: z.string().optional(),
  /** When it changed. */
  updatedAt: DateTimeSchema,
});
/** `quote:refresh`. */
export type QuoteRefreshEvent = z.infer<typeof QuoteRefreshEventSchema>;

/** `quotes:changed`: a quote of the list changed; the list is fetched again. */
export const QuotesChangedEventSchema = z.object({
  quoteId: z.string(),
  change: z.enum(quoteChangeKinds),
  by: LiveUserSchema,
});
/** `quotes:changed`. */
export type QuotesChangedEvent = z.infer<typeof QuotesChangedEventSchema>;

/** `session:ended`: the session's error (`Invalid Session`, `Session Expired`…); the socket closes next. */
export const SessionEndedEventSchema = z.object({ message: z.string() });
/** `session:ended`. */
export type SessionEndedEvent = z.infer<typeof SessionEndedEventSchema>;

/** A refused request's acknowledgement: the reason, in the catalogue's words. */
export interface LiveRefusal {
  ok: false;
  error: string;
}

/**
 * `quote:join`'s acknowledgement: the room's details, who is in it, and the quote's messages as
 * stored (those sent over the socket are `QuoteMessage`s; older ones may name only their `sender`).
 */
export type JoinQuoteAnswer =
  { ok: true; room: QuoteRoomDetails; workingUsers: LiveUser[]; messages: ChatMessage[] } | LiveRefusal;
/** `quote:leave`'s acknowledgement. */
export type LeaveQuoteAnswer = { ok: true } | LiveRefusal;
/** `quote:send-message`'s acknowledgement: the message as stored. */
export type SendQuoteMessageAnswer = { ok: true; message: QuoteMessage } | LiveRefusal;

/** The events a client sends, for socket.io's generics: `Socket<ServerToClientEvents, ClientToServerEvents>`. */
export interface ClientToServerEvents {
  [liveEvents.joinQuote]: (request: QuoteRoomRequest, ack: (answer: JoinQuoteAnswer) => void) => void;
  [liveEvents.leaveQuote]: (request: QuoteRoomRequest, ack: (answer: LeaveQuoteAnswer) => void) => void;
  [liveEvents.sendMessage]: (
    request: SendQuoteMessage,
    ack: (answer: SendQuoteMessageAnswer) => void,
  ) => void;
}

/** The events the server sends, for socket.io's generics. */
export interface ServerToClientEvents {
  [liveEvents.workingUsers]: (event: WorkingUsersEvent) => void;
  [liveEvents.roomDetails]: (event: QuoteRoomDetails) => void;
  [liveEvents.message]: (event: QuoteMessageEvent) => void;
  [liveEvents.quoteRefresh]: (event: QuoteRefreshEvent) => void;
  [liveEvents.quotesChanged]: (event: QuotesChangedEvent) => void;
  [liveEvents.sessionEnded]: (event: SessionEndedEvent) => void;
}

/*
 * Unread messages (`newMessageFor`). A message is for "the other side" of the quote's conversation:
 * a dealer's message is for the provider's staff, a staff member's for the quote's dealership. The
 * server marks a side with its mode's name: `SFI` (every member of staff) or `DEALER` (every dealer
 * of the quote's dealership, the only dealers who see it). Opening the quote (joining its room)
 * clears the opener's side. A user id, as the spec's own description of the field has it, still
 * marks that one user.
 */

/** The side of a quote's conversation whose messages a sender's are for. */
export function otherMessageSide(side: AppMode): AppMode {
  return side === 'SFI' ? 'DEALER' : 'SFI';
}

/** Who reads a quote: their side (the quote tool's mode) and, optionally, their user id. */
export interface MessageReader {
  side: AppMode;
  userId?: string | undefined;
}

/** Whether the quote has messages this reader has not read: their side, or their id, is in `newMessageFor`. */
export function hasUnreadMessages(quote: Pick<LeaseQuote, 'newMessageFor'>, reader: MessageReader): boolean {
  return (
    quote.newMessageFor.includes(reader.side) ||
    (reader.userId !== undefined && quote.newMessageFor.includes(reader.userId))
  );
}
