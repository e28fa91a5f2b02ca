import { z } from 'zod';
import {
  ChatContentTypeSchema,
  ChatMessageSchema,
  STORAGE_PATH_MAX,
  UPLOAD_FILENAME_MAX,
} from './entities/chat.ts';
import { DateTimeSchema, requiredText } from './entities/common.ts';
import { DocumentTypeSchema } from './lease-quotes/documents.ts';
import { FileNoSchema } from './lease-file-search.ts';
import { message } from './messages.ts';
import { plainString, reordersText } from './text.ts';

/*
 * The chat between dealers and staff (spec doc 2 §1, §3, §4, §7, §9; issue 13): the wire contract
 * of the chat service's calls under `/api/chat` and of the chat's live socket.
 *
 * - A room belongs to one file-tool dealer (their dealership: a dealer number has one account), and
 *   may be tied to one of the dealership's lease files. Staff see the rooms assigned to them, a
 *   super admin every room, a dealer their own rooms.
 * - A message is text, or one attachment uploaded with the storage calls (`{ chatroomId }`): its
 *   `contentType` says which (IMAGE, DOCUMENT, AUDIO, VIDEO), its `content` is the storage path
 *   (the app swaps it for a read URL), its `attachment` names the file, its size and MIME type.
 * - Sending, new messages, read receipts and typing go over socket.io, on the API's socket (the
 *   quote tool's, at `/api/main/socket.io`), in its own namespace, `/chat`.
 */

/** The longest text message, in characters. */
export const CHAT_MESSAGE_MAX = 4000;
/** The most messages a room's join answers as missed since the last one the client has; past it, `more`. */
export const CHAT_MISSED_MAX = 200;
/** How long a typing signal holds when no other comes: the screens drop it after this. */
export const CHAT_TYPING_TTL_MS = 5_000;
/** The socket.io namespace of the chat, on the API's socket. */
export const CHAT_NAMESPACE = '/chat';

const roomIdError = () => message('chat.room.notFound');
/** A room's id: a UUID (anything else is no room's). */
export const ChatRoomIdSchema = z
  .string({ error: roomIdError })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: roomIdError })
  .transform((id) => id.toLowerCase());

/** Path of the calls about one room. */
export const ChatRoomParamsSchema = z.object({ id: ChatRoomIdSchema });

/** Path of the calls about one message of a room. */
export const ChatMessageParamsSchema = z.object({
  id: ChatRoomIdSchema,
  messageId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      error: () => message('chat.message.notFound'),
    })
    .transform((id) => id.toLowerCase()),
});

/** Who takes part in a chat: a member of staff or a file-tool dealer. */
export const chatUserTypes = ['staff', 'dealer'] as const;
/** Who takes part in a chat. */
export type ChatUserType = (typeof chatUserTypes)[number];

/** A participant as the chat shows them. */
export const ChatUserSchema = z.object({ id: z.string(), name: z.string(), type: z.enum(chatUserTypes) });
/** A participant. */
export type ChatUser = z.infer<typeof ChatUserSchema>;

/** An attachment's file: its name as chosen, its size in bytes and its MIME type, as storage holds it. */
export const ChatAttachmentSchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  mimeType: z.string(),
});
/** An attachment's file. */
export type ChatAttachment = z.infer<typeof ChatAttachmentSchema>;

/**
 * A message of a room (doc 2 §3's chat message, with what a conversation needs besides): its
 * room, who sent it and when, and for an attachment its `contentType`, its storage path as
 * `content`, its `attachment` and `icon` (`fileTypeIcon`). `clientId` is the sender's own id for it
 * (their pending copy becomes this one).
 */
export const ChatRoomMessageSchema = ChatMessageSchema.extend({
  roomId: z.string(),
  content: z.string(),
  contentType: ChatContentTypeSchema.optional(),
  attachment: ChatAttachmentSchema.optional(),
  icon: z.string().optional(),
  sender: z.string(),
  senderName: z.string(),
  senderType: z.enum(chatUserTypes),
  clientId: z.string().optional(),
  createdAt: DateTimeSchema,
});
/** A message of a room. */
export type ChatRoomMessage = z.infer<typeof ChatRoomMessageSchema>;

/**
 * A room as `GET /chats` lists it (doc 2 §3): id, readList (who has read its last message),
 * lastMessage (`{ createdAt }` of the room when it has none), createdAt; and its dealer, the lease
 * file it is tied to (its number now), and how many messages the caller has not read.
 */
export const ChatRoomViewSchema = z.object({
  id: z.string(),
  readList: z.array(z.string()),
  lastMessage: z.union([ChatRoomMessageSchema, z.object({ createdAt: DateTimeSchema })]),
  createdAt: DateTimeSchema,
  dealer: z.object({ id: z.string(), name: z.string(), dealerNo: z.string() }),
  fileNo: z.string().nullable(),
  unread: z.number().int().nonnegative(),
});
/** A room as listed. */
export type ChatRoomView = z.infer<typeof ChatRoomViewSchema>;

/** Answer of `GET /chats`: the caller's rooms, latest activity first. */
export const ChatRoomListSchema = z.array(ChatRoomViewSchema);

/** Body of `POST /chats` (staff): the dealer the room is for, and optionally one of their dealership's lease files. */
export const NewChatRoomSchema = z.object({
  dealerId: z
    .string({ error: () => message('chat.room.dealerRequired') })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      error: () => message('chat.room.dealerUnknown'),
    }),
  fileNo: FileNoSchema.optional(),
});
/** Body of `POST /chats`. */
export type NewChatRoom = z.input<typeof NewChatRoomSchema>;

/** A page of messages, newest first; `more` when older ones are left. */
export const ChatMessagePageSchema = z.object({
  messages: z.array(ChatRoomMessageSchema),
  more: z.boolean(),
});
/** A page of messages. */
export type ChatMessagePage = z.infer<typeof ChatMessagePageSchema>;

/** The user map (`GET /users/get-user-map`): everyone in the caller's rooms, by id. */
export const ChatUserMapSchema = z.record(z.string(), ChatUserSchema);
/** The user map. */
export type ChatUserMap = z.infer<typeof ChatUserMapSchema>;

/** Body of `POST /chats/{id}/messages/{messageId}/document`: file the attachment into the room's lease file as this type. */
export const FileChatAttachmentSchema = z.object({
  type: z.enum(DocumentTypeSchema.options, { error: () => message('files.document.type') }),
});
/** Body of `POST /chats/{id}/messages/{messageId}/document`. */
export type FileChatAttachment = z.infer<typeof FileChatAttachmentSchema>;

// --- The live socket --------------------------------------------------------------------------

/** Every event of the chat's namespace. */
export const chatEvents = {
  // Client → server (each answers through its acknowledgement).
  /** Join a room: answers it, and the messages after the client's last one. */
  join: 'chat:join',
  /** Leave a room. */
  leave: 'chat:leave',
  /** Send a message: stored, then sent to the room. */
  send: 'chat:send',
  /** Mark the room read up to its last message (client → server), or someone did (server → client). */
  read: 'chat:read',
  /** Typing or not (both ways). */
  typing: 'chat:typing',
  // Server → client.
  /** A new message in a joined room. */
  message: 'chat:message',
  /** Rooms of the list changed (created, deleted, a message, read): fetch the list again. */
  roomsChanged: 'chat:rooms-changed',
  /** The socket's session ended: it closes next. */
  sessionEnded: 'session:ended',
} as const;

const requestError = () => message('chat.live.requestInvalid');
const messageId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: requestError });

/** `chat:join`: the room, and the last message the client has (its missed ones come with the answer). */
export const ChatJoinRequestSchema = z.object(
  { roomId: ChatRoomIdSchema, after: messageId.optional() },
  { error: requestError },
);
/** `chat:join`. */
export type ChatJoinRequest = z.input<typeof ChatJoinRequestSchema>;

/** `chat:leave`, `chat:read`: the room. */
export const ChatRoomRequestSchema = z.object({ roomId: ChatRoomIdSchema }, { error: requestError });
/** `chat:leave`, `chat:read`. */
export type ChatRoomRequest = z.input<typeof ChatRoomRequestSchema>;

const textEmpty = () => message('chat.message.empty');

/** An attachment to send: the storage path its upload token gave, and the file's name as chosen. */
export const ChatAttachmentInputSchema = z.object(
  {
    key: z
      .string({ error: () => message('chat.attachment.notThisRoom') })
      .min(1, { error: () => message('chat.attachment.notThisRoom') })
      .max(STORAGE_PATH_MAX, { error: () => message('chat.attachment.notThisRoom') }),
    // Shown as the message's file and, once filed, as the lease file's document: in the order typed.
    name: requiredText(UPLOAD_FILENAME_MAX).refine((name) => !reordersText(name), {
      error: () => message('validation.text.reordering'),
    }),
  },
  { error: requestError },
);

/**
 * `chat:send`: the room, the sender's own id for the message (`clientId`, a UUID: sent again after
 * a lost answer, it is stored once), and either text (1 to 4,000 characters) or an attachment.
 */
export const ChatSendRequestSchema = z
  .object(
    {
      roomId: ChatRoomIdSchema,
      clientId: z.uuid({ error: requestError }),
      text: plainString({ multiLine: true, error: textEmpty })
        .trim()
        .min(1, { error: textEmpty })
        .max(CHAT_MESSAGE_MAX, { error: () => message('validation.tooLong', { max: CHAT_MESSAGE_MAX }) })
        .optional(),
      attachment: ChatAttachmentInputSchema.optional(),
    },
    { error: requestError },
  )
  .refine((request) => (request.text === undefined) !== (request.attachment === undefined), {
    error: () => message('chat.message.textOrAttachment'),
  });
/** `chat:send`. */
export type ChatSendRequest = z.input<typeof ChatSendRequestSchema>;

/** `chat:typing` from a client: the room, and whether they are typing now. */
export const ChatTypingRequestSchema = z.object(
  { roomId: ChatRoomIdSchema, typing: z.boolean({ error: requestError }) },
  { error: requestError },
);
/** `chat:typing` from a client. */
export type ChatTypingRequest = z.input<typeof ChatTypingRequestSchema>;

/** A read receipt: who read the room, up to which message, when. */
export const ChatReceiptSchema = z.object({
  roomId: z.string(),
  user: ChatUserSchema,
  /** The last message read; null in a room without messages. */
  messageId: z.string().nullable(),
  readAt: DateTimeSchema,
});
/** A read receipt. */
export type ChatReceipt = z.infer<typeof ChatReceiptSchema>;

/** `chat:message`: a new message in a room. */
export interface ChatMessageEvent {
  roomId: string;
  message: ChatRoomMessage;
}
/** `chat:typing` to a room: who is typing, or stopped. */
export interface ChatTypingEvent {
  roomId: string;
  user: ChatUser;
  typing: boolean;
}
/**
 * `chat:rooms-changed`: rooms of the user's list changed (made, deleted, written in, read by them)
 * since the last one; fetch the list again. Sent at most every `CHAT_LIST_NEWS_EVERY_MS` to each
 * user, however many messages come meanwhile.
 */
export interface ChatRoomsChangedEvent {
  roomIds: string[];
}

/** The least time between two `chat:rooms-changed` to one user: a busy room does not flood every list. */
export const CHAT_LIST_NEWS_EVERY_MS = 250;

/** A refused request's acknowledgement: the reason, in the catalogue's words. */
export interface ChatRefusal {
  ok: false;
  error: string;
}
/** `chat:join`'s acknowledgement: the room, and the messages after `after` (oldest first); `more` when past `CHAT_MISSED_MAX`. */
export type ChatJoinAnswer =
  { ok: true; room: ChatRoomView; missed: ChatRoomMessage[]; more: boolean } | ChatRefusal;
/** `chat:send`'s acknowledgement: the message as stored. */
export type ChatSendAnswer = { ok: true; message: ChatRoomMessage } | ChatRefusal;
/** `chat:read`'s acknowledgement: the receipt. */
export type ChatReadAnswer = { ok: true; receipt: ChatReceipt } | ChatRefusal;
/** `chat:leave` and `chat:typing` acknowledgements. */
export type ChatDoneAnswer = { ok: true } | ChatRefusal;

/** The events a chat client sends. */
export interface ChatClientToServerEvents {
  [chatEvents.join]: (request: ChatJoinRequest, ack: (answer: ChatJoinAnswer) => void) => void;
  [chatEvents.leave]: (request: ChatRoomRequest, ack: (answer: ChatDoneAnswer) => void) => void;
  [chatEvents.send]: (request: ChatSendRequest, ack: (answer: ChatSendAnswer) => void) => void;
  [chatEvents.read]: (request: ChatRoomRequest, ack: (answer: ChatReadAnswer) => void) => void;
  [chatEvents.typing]: (request: ChatTypingRequest, ack?: (answer: ChatDoneAnswer) => void) => void;
}

/** The events the chat namespace sends. */
export interface ChatServerToClientEvents {
  [chatEvents.message]: (event: ChatMessageEvent) => void;
  [chatEvents.read]: (event: ChatReceipt) => void;
  [chatEvents.typing]: (event: ChatTypingEvent) => void;
  [chatEvents.roomsChanged]: (event: ChatRoomsChangedEvent) => void;
  [chatEvents.sessionEnded]: (event: { message: string }) => void;
}
