import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import type { z } from 'zod';
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
  type ChatRefusal,
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
import { handshakeAddress, handshakeSession } from './handshake.ts';
import { allowances, socketCap } from './limits.ts';
import { liveRooms, restoreOnce, type Live, type LiveSettings } from './live.ts';

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
type ChatSocket = Socket<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Record<string, never>,
  ChatSocketData
>;

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

/** A socket's request is checked again at most this often while it sends; a join always checks. */
const SEND_RECHECK_MS = 1_000;
/**
 * A person sends at most this many messages at once, then `perSecond` a second, across all their
 * sockets and sessions on every process (`allowances`): far more than anyone types (the bench's
 * chatters send 5 a second), far less than a script floods. Joins, reads and typing signals each
 * have as many of their own (each is queries or a fan-out).
 */
const ALLOWANCE = { burst: 20, perSecond: 10 };
/** The requests a person's allowance counts, each on its own. */
type Counted = 'send' | 'join' | 'read' | 'typing';
/** How long a room's participants are kept for telling their lists of a message. */
const PARTICIPANTS_KEPT_MS = 5_000;

const refusal = (error: string): ChatRefusal => ({ ok: false, error });
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? message('chat.live.requestInvalid');
const roomNotFound = () => refusal(message('chat.room.notFound'));

/** The session of a socket ended: the request is refused, then the socket is told and closed. */
class SessionEnded extends Error {}

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
  const log: FastifyBaseLogger = settings.log;
  const { db } = auth;
  const namespace: ChatNamespace = live.io.of(CHAT_NAMESPACE) as unknown as ChatNamespace;
  if (settings.recovery) restoreOnce(namespace);
  const addressOf = handshakeAddress(settings.trustProxy);
  const sessions = new WeakMap<ChatSocket, SessionRequest>();
  /** The rooms of who a socket is (its user's, its session's): kept in this process only, never in `data`. */
  const ownRooms = new WeakMap<ChatSocket, string[]>();
  /** The id of the session each socket signed in with (a dealer token's too). */
  const sessionIds = new WeakMap<ChatSocket, string>();
  const checked = new Map<string, { at: number; viewer: ChatViewer }>();
  const allowed = allowances(db);
  const cap = socketCap();
  const pending = new Set<Promise<void>>();
  let closed = false;

  function track(work: () => Promise<void>): void {
    const running = work()
      .catch((error: unknown) => {
        if (!closed) log.error({ err: error }, 'chat update failed');
      })
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  function endSession(socket: ChatSocket, text: string): void {
    socket.emit(chatEvents.sessionEnded, { message: text });
    socket.disconnect(true);
  }

  const keyOf = (socket: ChatSocket) => String(sessions.get(socket)?.headers['x-session-token'] ?? '');

  /** The socket's user, checked again now; `SessionEnded` when the session (or token) ended. */
  async function stillSignedIn(
    socket: ChatSocket,
    { touch = true, recently = false }: { touch?: boolean; recently?: boolean } = {},
  ): Promise<ChatViewer> {
    const key = keyOf(socket);
    const last = checked.get(key);
    let viewer: ChatViewer | undefined;
    if (recently && last && performance.now() - last.at < SEND_RECHECK_MS) viewer = last.viewer;
    else
      try {
        const session = sessions.get(socket);
        if (!session) throw new HttpError(401, SESSION_INVALID);
        viewer = chatViewerOfSignedIn(await signIn(auth, session, touch));
        if (!viewer) throw new HttpError(401, SESSION_INVALID);
        checked.set(key, { at: performance.now(), viewer });
      } catch (error) {
        checked.delete(key);
        if (!(error instanceof HttpError)) throw error;
        throw new SessionEnded(error.message);
      }
    // Who the socket is changed since it was last looked at (a super admin demoted): its rooms are
    // what that person reaches now, before the request goes on.
    if (!isDeepStrictEqual(viewer, socket.data.viewer)) await reauthorize(socket, viewer);
    return viewer;
  }

  /** The rooms of who a socket is: its user's, its session's, and every super admin's if it is one. */
  const ownRoomsOf = (viewer: ChatViewer, sessionId: string) => [
    chatRooms.user(chatUserOf(viewer)),
    liveRooms.session(sessionId),
    ...(viewer.type === 'staff' && viewer.superAdmin ? [chatRooms.superAdmins] : []),
  ];

  /**
   * The socket is `viewer` now (what they may see changed): it is in the rooms of who they are,
   * and leaves the chat rooms they no longer reach, whose ids its list hears (`chat:rooms-changed`).
   */
  async function reauthorize(socket: ChatSocket, viewer: ChatViewer): Promise<void> {
    socket.data = { viewer, user: chatUserOf(viewer) };
    const own = ownRoomsOf(viewer, sessionIds.get(socket) ?? '');
    for (const room of ownRooms.get(socket) ?? []) if (!own.includes(room)) await socket.leave(room);
    ownRooms.set(socket, own);
    await socket.join(own);
    const gone: string[] = [];
    for (const room of [...socket.rooms]) {
      if (!room.startsWith(CHAT_ROOM_PREFIX)) continue;
      const roomId = room.slice(CHAT_ROOM_PREFIX.length);
      if (await findChatRoom(db, viewer, roomId)) continue;
      await socket.leave(room);
      gone.push(roomId);
    }
    if (gone.length > 0) socket.emit(chatEvents.roomsChanged, { roomIds: gone });
  }

  namespace.use((socket, next) => {
    const session = handshakeSession(socket.handshake.auth, addressOf(socket.request));
    signIn(auth, session, true)
      .then((signed) => {
        // One session's tabs, not hundreds of sockets.
        if (!cap.admit(socket, signed.session.id)) throw new HttpError(429, message('live.tooManySockets'));
        const viewer = chatViewerOfSignedIn(signed)!;
        const user = chatUserOf(viewer);
        // A recovered connection is back in its rooms: only its own user's, never another's.
        const restored = socket.recovered ? (socket.data as Partial<ChatSocketData>).user : undefined;
        if (restored && (restored.id !== user.id || restored.type !== user.type))
          for (const room of [...socket.rooms]) if (room !== socket.id) void socket.leave(room);
        socket.data = { viewer, user };
        sessions.set(socket, session);
        sessionIds.set(socket, signed.session.id);
        ownRooms.set(socket, ownRoomsOf(viewer, signed.session.id));
        next();
      })
      .catch((error: unknown) => {
        const status = error instanceof HttpError ? error.statusCode : 500;
        if (!(error instanceof HttpError)) log.error({ err: error }, 'chat socket handshake failed');
        const text = error instanceof HttpError ? error.message : message('chat.live.failed');
        next(Object.assign(new Error(text), { data: { status } }));
      });
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
    if (closed) return;
    track(async () => {
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

  async function join(socket: ChatSocket, request: unknown): Promise<ChatJoinAnswer> {
    const parsed = ChatJoinRequestSchema.safeParse(request);
    if (!parsed.success) return refusal(firstIssue(parsed.error));
    if (!(await maySend(socket, 'join'))) return tooFast();
    const viewer = await stillSignedIn(socket);
    const { roomId, after } = parsed.data;
    const [room] = await listChatRooms(db, viewer, roomId);
    if (!room) return roomNotFound();
    await socket.join(chatRooms.room(roomId));
    const missed = await chatMessagesAfter(db, roomId, after, CHAT_MISSED_MAX);
    return { ok: true, room, missed: missed.messages, more: missed.more };
  }

  async function leave(socket: ChatSocket, request: unknown): Promise<ChatDoneAnswer> {
    const parsed = ChatRoomRequestSchema.safeParse(request);
    if (!parsed.success) return refusal(firstIssue(parsed.error));
    await socket.leave(chatRooms.room(parsed.data.roomId));
    return { ok: true };
  }

  const messages = batchedWrites((toAdd: ChatMessageToAdd[]) => addChatMessages(db, toAdd));

  /** Whether the socket's person may make one more request of this kind now (it counts as made). */
  const maySend = (socket: ChatSocket, kind: Counted) =>
    allowed(`chat:${kind}:${socket.data.user.type}:${socket.data.user.id}`, ALLOWANCE);
  const tooFast = () => refusal(message('chat.live.tooFast'));

  async function send(socket: ChatSocket, request: unknown): Promise<ChatSendAnswer> {
    const parsed = ChatSendRequestSchema.safeParse(request);
    if (!parsed.success) return refusal(firstIssue(parsed.error));
    // Before any query: a flood of messages (stored, sent to the room, telling every list) stops here.
    if (!(await maySend(socket, 'send'))) return refusal(message('chat.message.tooFast'));
    const viewer = await stillSignedIn(socket, { recently: true });
    const { roomId, clientId, text, attachment } = parsed.data;
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
        return refusal(message('chat.attachment.notThisRoom'));
      // Its size, type and name are what storage holds, once its name and bytes are what its type says.
      const checked = await checkUploadedObject(storage, attachment.key);
      if (!checked.ok)
        return refusal(checked.reason === 'missing' ? message('chat.attachment.notUploaded') : checked.text);
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
  }

  async function read(socket: ChatSocket, request: unknown): Promise<ChatReadAnswer> {
    const parsed = ChatRoomRequestSchema.safeParse(request);
    if (!parsed.success) return refusal(firstIssue(parsed.error));
    if (!(await maySend(socket, 'read'))) return tooFast();
    const viewer = await stillSignedIn(socket);
    const { roomId } = parsed.data;
    if (!(await reaches(socket, viewer, roomId))) return roomNotFound();
    const receipt = await markChatRoomRead(db, viewer, roomId, auth.now());
    receiptOf(receipt);
    return { ok: true, receipt };
  }

  function receiptOf(receipt: ChatReceipt): void {
    if (closed) return;
    namespace.to(chatRooms.room(receipt.roomId)).emit(chatEvents.read, receipt);
    // The reader's unread count changed: their own lists hear of it.
    tellLists([chatRooms.user(receipt.user)], receipt.roomId);
  }

  async function typing(socket: ChatSocket, request: unknown): Promise<ChatDoneAnswer> {
    const parsed = ChatTypingRequestSchema.safeParse(request);
    if (!parsed.success) return refusal(firstIssue(parsed.error));
    if (!(await maySend(socket, 'typing'))) return tooFast();
    const room = chatRooms.room(parsed.data.roomId);
    // Only in a room joined (its access checked then): typing is not worth a query each keystroke.
    if (!socket.rooms.has(room)) return roomNotFound();
    socket.to(room).emit(chatEvents.typing, {
      roomId: parsed.data.roomId,
      user: socket.data.user,
      typing: parsed.data.typing,
    });
    return { ok: true };
  }

  function answering<Answer>(socket: ChatSocket, work: () => Promise<Answer>, ack: unknown): void {
    const reply = typeof ack === 'function' ? (ack as (answer: Answer | ChatRefusal) => void) : () => {};
    work().then(reply, (error: unknown) => {
      if (error instanceof SessionEnded) {
        reply(refusal(error.message));
        return endSession(socket, error.message);
      }
      log.error({ err: error }, 'chat request failed');
      reply(refusal(message('chat.live.failed')));
    });
  }

  namespace.on('connection', (socket) => {
    const own = ownRooms.get(socket) ?? [];
    // A recovered connection keeps no room of who it was before (another session).
    for (const room of [...socket.rooms])
      if (/^(chat-user:|chat-staff:|session:)/.test(room) && !own.includes(room)) void socket.leave(room);
    void socket.join(own);
    socket.on(chatEvents.join, (request: unknown, ack: unknown) =>
      answering(socket, () => join(socket, request), ack),
    );
    socket.on(chatEvents.leave, (request: unknown, ack: unknown) =>
      answering(socket, () => leave(socket, request), ack),
    );
    socket.on(chatEvents.send, (request: unknown, ack: unknown) =>
      answering(socket, () => send(socket, request), ack),
    );
    socket.on(chatEvents.read, (request: unknown, ack: unknown) =>
      answering(socket, () => read(socket, request), ack),
    );
    socket.on(chatEvents.typing, (request: unknown, ack: unknown) =>
      answering(socket, () => typing(socket, request), ack),
    );
  });

  // What someone may see changed: their sockets here are checked again (and re-authorized) at once.
  live.onAccessChanged(async ({ kind, id }) => {
    if (kind === 'dealer') return;
    const room = chatRooms.user({ type: kind === 'staff' ? 'staff' : 'dealer', id });
    for (const socket of [...namespace.sockets.values()]) {
      if (!socket.rooms.has(room) || !socket.connected) continue;
      try {
        await stillSignedIn(socket, { touch: false });
      } catch (error) {
        if (!(error instanceof SessionEnded)) throw error;
        endSession(socket, error.message);
      }
    }
  });

  let rechecking: Promise<void> | undefined;
  async function recheckSessions(): Promise<void> {
    const stale = performance.now() - SEND_RECHECK_MS;
    for (const [key, { at }] of checked) if (at < stale) checked.delete(key);
    const bySession = new Map<string, ChatSocket[]>();
    for (const socket of namespace.sockets.values())
      bySession.set(keyOf(socket), [...(bySession.get(keyOf(socket)) ?? []), socket]);
    for (const sockets of bySession.values()) {
      const [first] = sockets;
      if (!first || closed) continue;
      try {
        await stillSignedIn(first, { touch: false });
      } catch (error) {
        if (!(error instanceof SessionEnded)) throw error;
        for (const socket of sockets) endSession(socket, error.message);
      }
    }
  }
  const timer = setInterval(() => {
    rechecking ??= recheckSessions()
      .catch((error: unknown) => log.error({ err: error }, 'chat session check failed'))
      .finally(() => (rechecking = undefined));
  }, settings.recheckEveryMs ?? 60_000);
  timer.unref();

  let closing: Promise<void> | undefined;
  return {
    namespace,
    roomsChanged,
    receipt: receiptOf,
    roomDeleted: (roomId, participants) => {
      if (closed) return;
      participantsKept.delete(roomId);
      namespace.in(chatRooms.room(roomId)).socketsLeave(chatRooms.room(roomId));
      roomsChanged(roomId, participants);
    },
    assignmentChanged: (roomId, staffId, assigned) => {
      if (closed) return;
      participantsKept.delete(roomId);
      const staffRoom = chatRooms.user({ type: 'staff', id: staffId });
      const room = chatRooms.room(roomId);
      if (assigned) namespace.in(staffRoom).socketsJoin(room);
      else namespace.in(staffRoom).except(chatRooms.superAdmins).socketsLeave(room);
      // Taken from them, they are no participant any more: their list hears of it all the same.
      tellLists([staffRoom], roomId);
    },
    close: () =>
      (closing ??= (async () => {
        closed = true;
        clearInterval(timer);
        await Promise.allSettled([...pending, rechecking, messages.flush()]);
        clearTimeout(newsTimer);
        namespace.local.disconnectSockets(true);
        // The namespace's own adapter: with PostgreSQL's, its listening connection and heartbeat
        // would keep the pool, and so the server, from closing.
        await namespace.adapter.close();
      })()),
  };
}
