import { and, desc, eq, exists, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  fileTypeIcon,
  type ChatAttachment,
  type ChatContentType,
  type ChatReceipt,
  type ChatRoomMessage,
  type ChatRoomView,
  type ChatUser,
  type ChatUserMap,
  type ChatUserType,
} from '@sfi/domain';
import type { Db } from './client.ts';
import { isRowId } from './rows.ts';
import { keyFileName } from './storage-keys.ts';
import {
  chatMessages,
  chatReads,
  chatRooms,
  chatRoomStaff,
  fileDealers,
  leaseFileDocuments,
  leaseFiles,
  staffUsers,
} from './schema.ts';

/*
 * The chat's rooms, their messages and how far each participant has read them (issue 13). Who
 * reaches a room is one condition, `roomReach`: a dealer their own rooms, staff the rooms assigned
 * to them, a super admin every room. Every query a caller makes goes through it, so another
 * dealer's room is, for them, a room that does not exist.
 */

/** Who looks at the chat. */
export type ChatViewer =
  | { type: 'staff'; id: string; name: string; superAdmin: boolean }
  | { type: 'dealer'; id: string; name: string; dealerNo: string };

/** The viewer as the chat names a participant. */
export const chatUserOf = (viewer: ChatViewer): ChatUser => ({
  id: viewer.id,
  name: viewer.name,
  type: viewer.type,
});

/** The condition on `chat_rooms` of the rooms the viewer reaches. */
export function roomReach(viewer: ChatViewer): SQL | undefined {
  if (viewer.type === 'dealer') return eq(chatRooms.fileDealerId, viewer.id);
  if (viewer.superAdmin) return undefined;
  return exists(
    sql`(select 1 from ${chatRoomStaff} where ${chatRoomStaff.roomId} = ${chatRooms.id} and ${chatRoomStaff.staffId} = ${viewer.id})`,
  );
}

/** A room as stored. */
export type ChatRoomRow = typeof chatRooms.$inferSelect;

/** The room, when the viewer reaches it. */
export async function findChatRoom(
  db: Db,
  viewer: ChatViewer,
  roomId: string,
): Promise<ChatRoomRow | undefined> {
  if (!isRowId(roomId)) return undefined;
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.id, roomId), roomReach(viewer)));
  return room;
}

type MessageRow = typeof chatMessages.$inferSelect;

/** A stored message as the wire has it. */
export function messageOf(row: MessageRow): ChatRoomMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    content: row.content,
    ...(row.contentType !== null && { contentType: row.contentType as ChatContentType }),
    // One name, the stored one: shown as the key's file is downloaded (`Content-Disposition`).
    ...(row.attachment !== null && {
      attachment: { ...row.attachment, name: keyFileName(row.content) },
      icon: fileTypeIcon(keyFileName(row.content)),
    }),
    sender: row.senderId,
    senderName: row.senderName,
    senderType: row.senderType,
    ...(row.clientId !== null && { clientId: row.clientId }),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The viewer's rooms as `GET /chats` lists them, latest activity first: each with its dealer, its
 * file's number now (for a dealer, while the file is their dealership's), its last message (`{ createdAt }` of the room without one), who has read that
 * message, and how many messages of others the viewer has not read.
 */
export async function listChatRooms(db: Db, viewer: ChatViewer, only?: string): Promise<ChatRoomView[]> {
  const rooms = await db
    .select({
      id: chatRooms.id,
      createdAt: chatRooms.createdAt,
      dealer: { id: fileDealers.id, name: fileDealers.name, dealerNo: fileDealers.dealerNo },
      fileNo: leaseFiles.fileNo,
    })
    .from(chatRooms)
    .innerJoin(fileDealers, eq(fileDealers.id, chatRooms.fileDealerId))
    // A dealer sees the room's file while it is their dealership's: moved to another since, its
    // number (and every number it is given after) is no longer theirs to know.
    .leftJoin(
      leaseFiles,
      and(
        eq(leaseFiles.id, chatRooms.fileId),
        viewer.type === 'dealer' ? eq(leaseFiles.dealerNo, viewer.dealerNo) : undefined,
      ),
    )
    .where(and(roomReach(viewer), only === undefined ? undefined : eq(chatRooms.id, only)));
  if (rooms.length === 0) return [];
  const ids = rooms.map((room) => room.id);
  const [lastRows, reads, unread] = await Promise.all([
    db
      .selectDistinctOn([chatMessages.roomId])
      .from(chatMessages)
      .where(inArray(chatMessages.roomId, ids))
      .orderBy(chatMessages.roomId, desc(chatMessages.seq)),
    db.select().from(chatReads).where(inArray(chatReads.roomId, ids)),
    db
      .select({ roomId: chatMessages.roomId, count: sql<number>`count(*)::int` })
      .from(chatMessages)
      .leftJoin(
        chatReads,
        and(
          eq(chatReads.roomId, chatMessages.roomId),
          eq(chatReads.readerType, viewer.type),
          eq(chatReads.readerId, viewer.id),
        ),
      )
      .where(
        and(
          inArray(chatMessages.roomId, ids),
          gt(chatMessages.seq, sql`coalesce(${chatReads.lastSeq}, 0)`),
          or(
            sql`${chatMessages.senderType} <> ${viewer.type}`,
            sql`${chatMessages.senderId} <> ${viewer.id}`,
          ),
        ),
      )
      .groupBy(chatMessages.roomId),
  ]);
  const last = new Map(lastRows.map((row) => [row.roomId, row]));
  const unreadOf = new Map(unread.map((row) => [row.roomId, Number(row.count)]));
  const views = rooms.map((room): ChatRoomView => {
    const message = last.get(room.id);
    const lastSeq = message?.seq ?? 0;
    return {
      id: room.id,
      readList: reads
        .filter((read) => read.roomId === room.id && read.lastSeq >= lastSeq)
        .map((read) => read.readerId),
      lastMessage: message ? messageOf(message) : { createdAt: room.createdAt.toISOString() },
      createdAt: room.createdAt.toISOString(),
      dealer: room.dealer,
      fileNo: room.fileNo,
      unread: unreadOf.get(room.id) ?? 0,
    };
  });
  return views.sort(
    (one, other) =>
      other.lastMessage.createdAt.localeCompare(one.lastMessage.createdAt) || one.id.localeCompare(other.id),
  );
}

/** The dealer a room is for, when there is one with that id. */
export async function findChatDealer(db: Db, id: string) {
  if (!isRowId(id)) return undefined;
  const [dealer] = await db
    .select({ id: fileDealers.id, name: fileDealers.name, dealerNo: fileDealers.dealerNo })
    .from(fileDealers)
    .where(eq(fileDealers.id, id));
  return dealer;
}

/** The lease file of this number, with its dealership. */
export async function findFileForRoom(db: Db, fileNo: string) {
  const [file] = await db
    .select({ id: leaseFiles.id, dealerNo: leaseFiles.dealerNo })
    .from(leaseFiles)
    .where(eq(leaseFiles.fileNo, fileNo));
  return file;
}

/** The lease file a room is tied to, by its id, with its dealership. */
export async function findRoomFile(db: Db, fileId: string) {
  const [file] = await db
    .select({ id: leaseFiles.id, dealerNo: leaseFiles.dealerNo })
    .from(leaseFiles)
    .where(eq(leaseFiles.id, fileId));
  return file;
}

/**
 * The dealer's room (tied to the file, or untied), made now unless it exists; `created` says which.
 * The member of staff who made it is assigned to it. A room that was there already is answered only
 * to staff who reach it (assigned to it, or a super admin, who is then assigned): anyone else gets
 * `reached: false` and is not assigned, or asking for a dealer's room would open any room to any staff.
 */
export async function createChatRoom(
  db: Db,
  room: {
    fileDealerId: string;
    fileId: string | null;
    staff: Extract<ChatViewer, { type: 'staff' }>;
    now: Date;
  },
): Promise<{ id: string; created: boolean; reached: boolean }> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(chatRooms)
      .values({ fileDealerId: room.fileDealerId, fileId: room.fileId, createdAt: room.now })
      .onConflictDoNothing()
      .returning({ id: chatRooms.id });
    const sameRoom = and(
      eq(chatRooms.fileDealerId, room.fileDealerId),
      room.fileId === null
        ? sql`${chatRooms.fileId} is null and not ${chatRooms.fileDeleted}`
        : eq(chatRooms.fileId, room.fileId),
    );
    const id = made?.id ?? (await tx.select({ id: chatRooms.id }).from(chatRooms).where(sameRoom))[0]!.id;
    if (!made) {
      const [reached] = await tx
        .select({ id: chatRooms.id })
        .from(chatRooms)
        .where(and(eq(chatRooms.id, id), roomReach(room.staff)));
      if (!reached) return { id, created: false, reached: false };
    }
    await tx.insert(chatRoomStaff).values({ roomId: id, staffId: room.staff.id }).onConflictDoNothing();
    return { id, created: made !== undefined, reached: true };
  });
}

/** Assigns a member of staff to a room (the seed's, until dealer administration does it). */
export async function assignChatRoom(db: Db, roomId: string, staffId: string): Promise<void> {
  await db.insert(chatRoomStaff).values({ roomId, staffId }).onConflictDoNothing();
}

/**
 * Deletes a room the viewer reaches, with its messages; answers the storage keys of its
 * attachments that no lease file holds as a document (those stay with the file), or undefined.
 */
export async function deleteChatRoom(
  db: Db,
  viewer: ChatViewer,
  roomId: string,
): Promise<string[] | undefined> {
  if (!isRowId(roomId)) return undefined;
  return db.transaction(async (tx) => {
    const [room] = await tx
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(and(eq(chatRooms.id, roomId), roomReach(viewer)))
      .for('update');
    if (!room) return undefined;
    // Its attachments first, against a filing under way (it holds its message until its document
    // is written): the documents are read after, so one filed meanwhile keeps its object.
    await tx
      .select({ seq: chatMessages.seq })
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), sql`${chatMessages.contentType} is not null`))
      .for('update');
    const attachments = await tx
      .select({ key: chatMessages.content })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, roomId),
          sql`${chatMessages.contentType} is not null`,
          sql`not exists (select 1 from ${leaseFileDocuments} where ${leaseFileDocuments.storageKey} = ${chatMessages.content})`,
        ),
      );
    await tx.delete(chatRooms).where(eq(chatRooms.id, roomId));
    return attachments.map((row) => row.key);
  });
}

/** A page of a room's messages (or of every room of `where`), newest first; `more` when older ones are left. */
async function pageOf(db: Db, where: SQL | undefined, page: { skip: number; limit: number }) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(desc(chatMessages.seq))
    .offset(page.skip)
    .limit(page.limit + 1);
  return { messages: rows.slice(0, page.limit).map(messageOf), more: rows.length > page.limit };
}

/** A page of a room's messages, newest first (doc 2 §9: skip 0, limit 20). */
export function chatMessagePage(db: Db, roomId: string, page: { skip: number; limit: number }) {
  return pageOf(db, eq(chatMessages.roomId, roomId), page);
}

/** A page of the messages of every room of a dealer, newest first (`GET /chats/dealer-messages`). */
export function dealerMessagePage(db: Db, dealerId: string, page: { skip: number; limit: number }) {
  return pageOf(
    db,
    inArray(
      chatMessages.roomId,
      db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.fileDealerId, dealerId)),
    ),
    page,
  );
}

/**
 * The room's messages stored after the message `afterId` (oldest first, at most `max`; `more` past
 * it), or its newest `max` when that message is not the room's (never had, or gone).
 */
export async function chatMessagesAfter(db: Db, roomId: string, afterId: string | undefined, max: number) {
  const [after] =
    afterId === undefined
      ? []
      : await db
          .select({ seq: chatMessages.seq })
          .from(chatMessages)
          .where(and(eq(chatMessages.id, afterId), eq(chatMessages.roomId, roomId)));
  if (!after) {
    const newest = await chatMessagePage(db, roomId, { skip: 0, limit: max });
    return { messages: newest.messages.reverse(), more: newest.more };
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.seq, after.seq)))
    .orderBy(chatMessages.seq)
    .limit(max + 1);
  return { messages: rows.slice(0, max).map(messageOf), more: rows.length > max };
}

/** A message to store. */
export interface ChatMessageToAdd {
  roomId: string;
  sender: ChatUser;
  clientId: string;
  content: string;
  contentType?: ChatContentType;
  attachment?: ChatAttachment;
  createdAt: Date;
}

const rowOf = (message: ChatMessageToAdd) => ({
  roomId: message.roomId,
  senderId: message.sender.id,
  senderType: message.sender.type,
  senderName: message.sender.name,
  content: message.content,
  contentType: message.contentType ?? null,
  attachment: message.attachment ?? null,
  clientId: message.clientId,
  createdAt: message.createdAt,
});

const sameSend = (message: ChatMessageToAdd) =>
  and(
    eq(chatMessages.roomId, message.roomId),
    eq(chatMessages.senderType, message.sender.type),
    eq(chatMessages.senderId, message.sender.id),
    eq(chatMessages.clientId, message.clientId),
  );

/** Whether an error (or a cause) is a foreign-key violation: a room deleted meanwhile. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause)
    if ((current as { code?: unknown }).code === '23503') return true;
  return false;
}

/**
 * Stores messages, in order, in one statement: each answer is the message as stored (the one
 * stored before, for a `clientId` its sender sent already), or undefined for a room gone meanwhile.
 */
export async function addChatMessages(
  db: Db,
  messages: readonly ChatMessageToAdd[],
): Promise<(ChatRoomMessage | undefined)[]> {
  let inserted: MessageRow[];
  try {
    inserted = await db.insert(chatMessages).values(messages.map(rowOf)).onConflictDoNothing().returning();
  } catch (error) {
    // One room deleted while its message waited: the others are stored one by one.
    if (!isForeignKeyViolation(error) || messages.length === 1) {
      if (isForeignKeyViolation(error)) return [undefined];
      throw error;
    }
    const each: (ChatRoomMessage | undefined)[] = [];
    for (const message of messages) each.push(...(await addChatMessages(db, [message])));
    return each;
  }
  const byClient = new Map(inserted.map((row) => [`${row.senderType}:${row.senderId}:${row.clientId}`, row]));
  const answers: (ChatRoomMessage | undefined)[] = [];
  for (const message of messages) {
    const row = byClient.get(`${message.sender.type}:${message.sender.id}:${message.clientId}`);
    if (row) answers.push(messageOf(row));
    else {
      const [before] = await db.select().from(chatMessages).where(sameSend(message));
      answers.push(before && messageOf(before));
    }
  }
  return answers;
}

/** Marks a room read by the viewer up to its last message now; the receipt. */
export async function markChatRoomRead(
  db: Db,
  viewer: ChatViewer,
  roomId: string,
  now: Date,
): Promise<ChatReceipt> {
  const [last] = await db
    .select({ seq: chatMessages.seq, id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  const lastSeq = last?.seq ?? 0;
  await db
    .insert(chatReads)
    .values({ roomId, readerType: viewer.type, readerId: viewer.id, lastSeq, readAt: now })
    .onConflictDoUpdate({
      target: [chatReads.roomId, chatReads.readerType, chatReads.readerId],
      set: { lastSeq: sql`greatest(${chatReads.lastSeq}, excluded.last_seq)`, readAt: now },
    });
  return { roomId, user: chatUserOf(viewer), messageId: last?.id ?? null, readAt: now.toISOString() };
}

/** The message was deleted (its room with it) before it could be held. */
export class ChatMessageGoneError extends Error {
  constructor() {
    super('The chat message is gone');
  }
}

/**
 * Holds a room's message until the transaction ends (a room deleted meanwhile waits, and then
 * sees what the transaction wrote), or throws `ChatMessageGoneError` when it is gone already.
 */
export async function holdChatMessage(tx: Db, roomId: string, messageId: string): Promise<void> {
  const [held] = await tx
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.id, messageId)))
    .for('share');
  if (!held) throw new ChatMessageGoneError();
}

/** A message of a room, as stored. */
export async function findChatMessage(db: Db, roomId: string, messageId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.id, messageId)));
  return row;
}

/** Who takes part in a room: its dealer and the staff assigned to it (super admins see it as well). */
export async function chatRoomParticipants(
  db: Db,
  roomId: string,
): Promise<{ dealerId: string; staffIds: string[] }> {
  const rows = await db
    .select({ dealerId: chatRooms.fileDealerId, staffId: chatRoomStaff.staffId })
    .from(chatRooms)
    .leftJoin(chatRoomStaff, eq(chatRoomStaff.roomId, chatRooms.id))
    .where(eq(chatRooms.id, roomId));
  return {
    dealerId: rows[0]?.dealerId ?? '',
    staffIds: rows.flatMap((row) => (row.staffId ? [row.staffId] : [])),
  };
}

/**
 * The user map (`GET /users/get-user-map`): everyone the viewer meets in their rooms, by id: the
 * rooms' dealers, the staff assigned to them and whoever wrote in them, as they are named now.
 */
export async function chatUserMap(db: Db, viewer: ChatViewer): Promise<ChatUserMap> {
  const reach = roomReach(viewer);
  const rooms = db.select({ id: chatRooms.id }).from(chatRooms).where(reach);
  const [dealers, staff] = await Promise.all([
    db
      .selectDistinct({ id: fileDealers.id, name: fileDealers.name })
      .from(fileDealers)
      .where(
        or(
          inArray(fileDealers.id, db.select({ id: chatRooms.fileDealerId }).from(chatRooms).where(reach)),
          eq(fileDealers.id, viewer.type === 'dealer' ? viewer.id : sql`null`),
        ),
      ),
    db
      .selectDistinct({ id: staffUsers.id, name: staffUsers.name })
      .from(staffUsers)
      .where(
        or(
          inArray(
            staffUsers.id,
            db
              .select({ id: chatRoomStaff.staffId })
              .from(chatRoomStaff)
              .where(inArray(chatRoomStaff.roomId, rooms)),
          ),
          inArray(
            staffUsers.id,
            db
              .select({ id: chatMessages.senderId })
              .from(chatMessages)
              .where(and(eq(chatMessages.senderType, 'staff'), inArray(chatMessages.roomId, rooms))),
          ),
          eq(staffUsers.id, viewer.type === 'staff' ? viewer.id : sql`null`),
        ),
      ),
  ]);
  const map: ChatUserMap = {};
  const add = (type: ChatUserType) => (user: { id: string; name: string }) => {
    map[user.id] = { id: user.id, name: user.name, type };
  };
  dealers.forEach(add('dealer'));
  staff.forEach(add('staff'));
  return map;
}

/**
 * Whether the viewer may read the object at `key` of room `roomId`: they reach the room, or the
 * object is filed as a document of a lease file they reach (it stays the file's when the room goes).
 */
export async function chatKeyReadable(
  db: Db,
  viewer: ChatViewer,
  roomId: string,
  key: string,
): Promise<boolean> {
  if (await findChatRoom(db, viewer, roomId)) return true;
  const [filed] = await db
    .select({ dealerNo: leaseFiles.dealerNo })
    .from(leaseFileDocuments)
    .innerJoin(leaseFiles, eq(leaseFiles.id, leaseFileDocuments.fileId))
    .where(eq(leaseFileDocuments.storageKey, key))
    .limit(1);
  if (!filed) return false;
  return viewer.type === 'staff' || filed.dealerNo === viewer.dealerNo;
}
