import type { Namespace } from 'socket.io';
import {
  CHAT_LIST_NEWS_EVERY_MS,
  CHAT_MISSED_MAX,
  CHAT_NAMESPACE,
  chatEvents,
  ChatJoinRequestSchema,
  ChatRoomRequestSchema,
  ChatSendRequestSchema,
  ChatTypingRequestSchema,
  message,
  recognisedUploadType,
  type ChatClientToServerEvents,
  type ChatDoneAnswer,
  type ChatJoinAnswer,
  type ChatReadAnswer,
  type ChatReceipt,
  type ChatSendAnswer,
  type ChatServerToClientEvents,
  type ChatUser,
} from '@sfi/domain';
import type { Auth } from '../auth/auth.ts';
import { signedInWithDealerToken } from '../auth/dealer-tokens.ts';
import { authenticate, type Authenticated, type SessionRequest } from '../auth/sessions.ts';
import { SESSION_INVALID } from '../auth/strings.ts';
import { chatViewerOfSignedIn } from '../auth/viewers.ts';
import {
  addChatMessages,
  chatMessagesAfter,
  chatRoomParticipants,
  chatUserOf,
  findChatRoom,
  listChatRooms,
  markChatRoomRead,
  type ChatMessageToAdd,
  type ChatViewer,
} from '../db/chat.ts';
import { HttpError } from '../http/errors.ts';
import { checkUploadedObject } from '../storage/checked-upload.ts';
import type { Storage } from '../storage/storage.ts';
import { parseUploadKey } from '../storage/targets.ts';
import { batchedWrites } from './batched-writes.ts';
import type { Live, LiveSettings } from './live.ts';
import { liveNamespace, sessionRoom, type NamespaceSocket } from './namespace.ts';

/*
 * The chat's live socket (issue 13; the events are `chatEvents` in @sfi/domain): the namespace
 * `/chat` of the API's one socket.io server (the quote tool's, at `/api/main/socket.io`), so a
 * client opens one connection for both.
 *
 * - Signing in: the handshake carries a staff or file-tool dealer session, or a dealer's chat token
 *   (`auth: { sessionToken, token }`: the token's id and the token), checked as a call's are, on
 *   every handshake; anything else is refused with the session errors. A join and a read check it
 *   again; a send at most once a second per session; every socket is looked at every
 *   `recheckEveryMs`, and signing out ends the session's sockets at once.
 * - Rooms: `chat:<id>`, joined with `chat:join` once the user reaches the room (its dealer, staff
 *   assigned to it, a super admin). New messages, read receipts and typing go to it. Every socket
 *   is also in its user's room, which hears `chat:rooms-changed` for the list.
 * - Missed messages: with the in-memory adapter, socket.io's connection state recovery replays what
 *   a socket missed during a short disconnection (the middleware runs again: the session is checked).
 *   With the PostgreSQL adapter (several processes), which cannot recover, and after a longer
 *   disconnection, `chat:join` with the last message the client has (`after`) answers the ones
 *   stored since: the database is the record, so nothing is lost either way.
 */

/** Who a chat socket is. */
export interface ChatSocketData {
  viewer: ChatViewer;
  user: ChatUser;
}

type ChatNamespace = Namespace<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Record<string, never>,
  ChatSocketData
>;
/** The chat's namespace's types (see `liveNamespace`). */
interface ChatTypes {
  viewer: ChatViewer;
  user: ChatUser;
  listen: ChatClientToServerEvents;
  emit: ChatServerToClientEvents;
}
type ChatSocket = NamespaceSocket<ChatTypes>;

/** The chat's live side, as the routes tell it what they changed. */
export interface ChatLive {
  readonly namespace: ChatNamespace;
  /** A room was created, changed or deleted: its participants' lists hear of it. */
  roomsChanged(roomId: string, participants?: Participants): void;
  /** Someone marked a room read (through `PUT /chats/{id}`): its room hears the receipt. */
  receipt(receipt: ChatReceipt): void;
  /** A room was deleted: its sockets leave it, and its participants' lists hear of it. */
  roomDeleted(roomId: string, participants: Participants): void;
  /**
   * A room was assigned to a member of staff, or taken from them (the dealer API's
   * `/users/assign-room`): on every process, their sockets join the room at once, or leave it
   * (unless they are a super admin's, who reach every room), and their list hears of it.
   */
  assignmentChanged(roomId: string, staffId: string, assigned: boolean): void;
  /** Writes the messages waiting, then closes the namespace's sockets. */
  close(): Promise<void>;
}

/** Who takes part in a room: its dealer and the staff assigned to it. */
export type Participants = { dealerId: string; staffIds: string[] };

const CHAT_ROOM_PREFIX = 'chat:';

/** The chat's rooms of socket.io. */
export const chatRooms = {
  room: (id: string) => `${CHAT_ROOM_PREFIX}${id}`,
  user: (user: Pick<ChatUser, 'id' | 'type'>) => `chat-user:${user.type}:${user.id}`,
  /** Every super admin: they see every room. */
  superAdmins: 'chat-staff:all',
};

/** The prefix of the storage keys of the chat's attachments (its upload target, routes/chat.ts). */
export const CHAT_KEY_PREFIX = 'chat-rooms';

/**
 * A person sends at most this many messages at once, then `perSecond` a second, across all their
 * sockets and sessions on every process (`allowances`): far more than anyone types (the bench's
 * chatters send 5 a second), far less than a script floods. Joins, reads and typing signals each
 * have as many of their own (each is queries or a fan-out).
 */
const ALLOWANCE = { burst: 20, perSecond: 10 };
/** How long a room's participants are kept for telling their lists of a message. */
const PARTICIPANTS_KEPT_MS = 5_000;

/** The rooms of who a socket is: its user's, its session's, and every super admin's if it is one. */
const ownRoomsOf = (viewer: ChatViewer, sessionId: string) => [
  chatRooms.user(chatUserOf(viewer)),
  sessionRoom(sessionId),
  ...(viewer.type === 'staff' && viewer.superAdmin ? [chatRooms.superAdmins] : []),
];

/** The chat's signed-in caller of a session request: a dealer token, or a staff or file-tool dealer session. */
async function signIn(auth: Auth, request: SessionRequest, touch: boolean): Promise<Authenticated> {
  const byToken = await signedInWithDealerToken(auth, request, { touch });
  if (byToken) return { kind: 'file-dealer', ...byToken, dealerToken: true };
  return authenticate(auth, request, ['staff', 'file-dealer'], { touch });
}

/** Starts the chat's namespace on the API's live socket server. */
export function createChatLive(
  live: Live,
  settings: Pick<LiveSettings, 'auth' | 'trustProxy' | 'log' | 'recheckEveryMs'> & {
    storage: Pick<Storage, 'firstBytes'>;
    /** Whether socket.io recovers connections (the in-memory adapter). */
    recovery: boolean;
  },
): ChatLive {
  const { auth, storage } = settings;
  const { db } = auth;
  const namespace: ChatNamespace = live.io.of(CHAT_NAMESPACE) as unknown as ChatNamespace;
  const chat = liveNamespace<ChatTypes>(namespace, {
    name: 'chat',
    auth,
    trustProxy: settings.trustProxy,
    log: settings.log,
    recovery: settings.recovery,
    recheckEveryMs: settings.recheckEveryMs,
    texts: {
      failed: () => message('chat.live.failed'),
      requestInvalid: () => message('chat.live.requestInvalid'),
    },
    signIn: async (session, touch) => {
      const signed = await signIn(auth, session, touch);
      const viewer = chatViewerOfSignedIn(signed);
      if (!viewer) throw new HttpError(401, SESSION_INVALID);
      return { viewer, sessionId: signed.session.id };
    },
    userOf: chatUserOf,
    ownRooms: ownRoomsOf,
    ownRoomPrefixes: ['chat-user:', 'chat-staff:', 'session:'],
    personRoom: ({ kind, id }) =>
      kind === 'dealer' ? undefined : chatRooms.user({ type: kind === 'staff' ? 'staff' : 'dealer', id }),
    rooms: {
      prefix: CHAT_ROOM_PREFIX,
      reaches: async (viewer, roomId) => (await findChatRoom(db, viewer, roomId)) !== undefined,
      // The rooms left: the socket's list hears their ids.
      rechecked: (socket, { left }) => {
        if (left.length > 0) socket.emit(chatEvents.roomsChanged, { roomIds: left });
      },
    },
    allowance: { prefix: 'chat', rule: ALLOWANCE },
  });

  /** Whether the viewer reaches the room: the socket joined it (after the same check), or the database says so. */
  async function reaches(socket: ChatSocket, viewer: ChatViewer, roomId: string): Promise<boolean> {
    if (socket.rooms.has(chatRooms.room(roomId))) return true;
    return (await findChatRoom(db, viewer, roomId)) !== undefined;
  }

  const participantsKept = new Map<string, { at: number; participants: Promise<Participants> }>();
  function participantsOf(roomId: string): Promise<Participants> {
    const kept = participantsKept.get(roomId);
    if (kept && performance.now() - kept.at < PARTICIPANTS_KEPT_MS) return kept.participants;
    if (participantsKept.size > 10_000) participantsKept.clear();
    const participants = chatRoomParticipants(db, roomId);
    participantsKept.set(roomId, { at: performance.now(), participants });
    return participants;
  }

  /** The rooms each user's list should hear of at the next news (by the user's socket.io room). */
  const listNews = new Map<string, Set<string>>();
  let newsTimer: ReturnType<typeof setTimeout> | undefined;
  function tellLists(userRooms: readonly string[], roomId: string): void {
    for (const userRoom of userRooms) {
      let rooms = listNews.get(userRoom);
      if (!rooms) listNews.set(userRoom, (rooms = new Set()));
      rooms.add(roomId);
    }
    newsTimer ??= setTimeout(sendListNews, CHAT_LIST_NEWS_EVERY_MS);
  }
  function sendListNews(): void {
    newsTimer = undefined;
    const news = [...listNews];
    listNews.clear();
    for (const [userRoom, rooms] of news)
      namespace.to(userRoom).emit(chatEvents.roomsChanged, { roomIds: [...rooms] });
  }

  function roomsChanged(roomId: string, known?: Participants): void {
    if (chat.closed) return;
    chat.track(async () => {
      const { dealerId, staffIds } = known ?? (await participantsOf(roomId));
      tellLists(
        [
          chatRooms.superAdmins,
          ...(dealerId ? [chatRooms.user({ type: 'dealer', id: dealerId })] : []),
          ...staffIds.map((id) => chatRooms.user({ type: 'staff', id })),
        ],
        roomId,
      );
    });
  }

  const roomNotFound = () => chat.refusal(message('chat.room.notFound'));
  const tooFast = () => chat.refusal(message('chat.live.tooFast'));

  const join = chat.request(
    ChatJoinRequestSchema,
    async (socket, { roomId, after }): Promise<ChatJoinAnswer> => {
      if (!(await chat.allowed(socket, 'join'))) return tooFast();
      const viewer = await chat.stillSignedIn(socket);
      const [room] = await listChatRooms(db, viewer, roomId);
      if (!room) return roomNotFound();
      await socket.join(chatRooms.room(roomId));
      const missed = await chatMessagesAfter(db, roomId, after, CHAT_MISSED_MAX);
      return { ok: true, room, missed: missed.messages, more: missed.more };
    },
  );

  const leave = chat.request(ChatRoomRequestSchema, async (socket, { roomId }): Promise<ChatDoneAnswer> => {
    await socket.leave(chatRooms.room(roomId));
    return { ok: true };
  });

  const messages = batchedWrites((toAdd: ChatMessageToAdd[]) => addChatMessages(db, toAdd));

  const send = chat.request(
    ChatSendRequestSchema,
    async (socket, { roomId, clientId, text, attachment }): Promise<ChatSendAnswer> => {
      // Before any query: a flood of messages (stored, sent to the room, telling every list) stops here.
      if (!(await chat.allowed(socket, 'send'))) return chat.refusal(message('chat.message.tooFast'));
      const viewer = await chat.stillSignedIn(socket, { recently: true });
      if (!(await reaches(socket, viewer, roomId))) return roomNotFound();
      const toAdd: ChatMessageToAdd = {
        roomId,
        sender: chatUserOf(viewer),
        clientId,
        content: text ?? '',
        createdAt: auth.now(),
      };
      if (attachment) {
        // Only a key the storage service made for an upload to this room, and only once it is there.
        const key = parseUploadKey(attachment.key);
        if (!key || key.kind !== 'chatroomId' || key.id !== roomId)
          return chat.refusal(message('chat.attachment.notThisRoom'));
        // Its size, type and name are what storage holds, once its name and bytes are what its type says.
        const checked = await checkUploadedObject(storage, attachment.key);
        if (!checked.ok)
          return chat.refusal(
            checked.reason === 'missing' ? message('chat.attachment.notUploaded') : checked.text,
          );
        const { contentType, size } = checked.object;
        toAdd.content = attachment.key;
        toAdd.contentType = recognisedUploadType(contentType) ?? 'DOCUMENT';
        toAdd.attachment = { name: checked.name, size, mimeType: contentType };
      }
      const added = await messages.add(toAdd);
      if (!added) return roomNotFound();
      namespace.to(chatRooms.room(roomId)).emit(chatEvents.message, { roomId, message: added });
      roomsChanged(roomId);
      return { ok: true, message: added };
    },
  );

  const read = chat.request(ChatRoomRequestSchema, async (socket, { roomId }): Promise<ChatReadAnswer> => {
    if (!(await chat.allowed(socket, 'read'))) return tooFast();
    const viewer = await chat.stillSignedIn(socket);
    if (!(await reaches(socket, viewer, roomId))) return roomNotFound();
    const receipt = await markChatRoomRead(db, viewer, roomId, auth.now());
    receiptOf(receipt);
    return { ok: true, receipt };
  });

  function receiptOf(receipt: ChatReceipt): void {
    if (chat.closed) return;
    namespace.to(chatRooms.room(receipt.roomId)).emit(chatEvents.read, receipt);
    // The reader's unread count changed: their own lists hear of it.
    tellLists([chatRooms.user(receipt.user)], receipt.roomId);
  }

  const typing = chat.request(
    ChatTypingRequestSchema,
    async (socket, { roomId, typing }): Promise<ChatDoneAnswer> => {
      if (!(await chat.allowed(socket, 'typing'))) return tooFast();
      const room = chatRooms.room(roomId);
      // Only in a room joined (its access checked then): typing is not worth a query each keystroke.
      if (!socket.rooms.has(room)) return roomNotFound();
      socket.to(room).emit(chatEvents.typing, { roomId, user: socket.data.user, typing });
      return { ok: true };
    },
  );

  chat.answer({
    [chatEvents.join]: join,
    [chatEvents.leave]: leave,
    [chatEvents.send]: send,
    [chatEvents.read]: read,
    [chatEvents.typing]: typing,
  });

  // What someone may see changed: their sockets here are checked again (and re-authorized) at once.
  live.onAccessChanged(chat.recheckPerson);

  return {
    namespace,
    roomsChanged,
    receipt: receiptOf,
    roomDeleted: (roomId, participants) => {
      if (chat.closed) return;
      participantsKept.delete(roomId);
      namespace.in(chatRooms.room(roomId)).socketsLeave(chatRooms.room(roomId));
      roomsChanged(roomId, participants);
    },
    assignmentChanged: (roomId, staffId, assigned) => {
      if (chat.closed) return;
      participantsKept.delete(roomId);
      const staffRoom = chatRooms.user({ type: 'staff', id: staffId });
      const room = chatRooms.room(roomId);
      if (assigned) namespace.in(staffRoom).socketsJoin(room);
      else namespace.in(staffRoom).except(chatRooms.superAdmins).socketsLeave(room);
      // Taken from them, they are no participant any more: their list hears of it all the same.
      tellLists([staffRoom], roomId);
    },
    close: () =>
      chat.close(
        () => messages.flush(),
        () => clearTimeout(newsTimer),
      ),
  };
}
