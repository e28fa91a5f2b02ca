import {
  ChatMessagePageSchema,
  ChatMessageParamsSchema,
  MessagePageQuerySchema,
  ReadListUpdateSchema,
  ChatRoomListSchema,
  ChatRoomParamsSchema,
  ChatRoomViewSchema,
  FileChatAttachmentSchema,
  FileDocumentSchema,
  filedDocumentType,
  message,
  NewChatRoomSchema,
} from '@sfi/domain';
import { z } from 'zod';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { signedIn } from '../auth/require-session.ts';
import { chatViewerOf, chatViewerOfSignedIn } from '../auth/viewers.ts';
import type { Db } from '../db/client.ts';
import {
  ChatMessageGoneError,
  chatKeyReadable,
  chatMessagePage,
  chatRoomParticipants,
  createChatRoom,
  dealerMessagePage,
  deleteChatRoom,
  findChatDealer,
  findChatMessage,
  findChatRoom,
  findFileForRoom,
  findRoomFile,
  holdChatMessage,
  listChatRooms,
  markChatRoomRead,
} from '../db/chat.ts';
import { addLeaseFileDocument, DocumentAlreadyFiledError } from '../db/lease-files.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { CHAT_KEY_PREFIX, type ChatLive } from '../live/chat.ts';
import { checkUploadedObject } from '../storage/checked-upload.ts';
import type { Storage } from '../storage/storage.ts';
import { registerUploadTarget } from '../storage/targets.ts';

const roomNotFound = () => new HttpError(404, message('chat.room.notFound'));

/**
 * Uploads to a chat room (`{ chatroomId }` in the storage service's token request; keys
 * `chat-rooms/<room id>/<upload id>/<name>`): whoever reaches the room (its dealer, staff assigned
 * to it, a super admin). Reading an object asks the same, or whether it is filed as a document of
 * a lease file the reader reaches (it is the file's then, room or not). Anyone else gets the room's 404.
 */
registerUploadTarget('chatroomId', {
  prefix: CHAT_KEY_PREFIX,
  async authorize({ db, session, id, key }) {
    const viewer = chatViewerOfSignedIn(session);
    const roomId = id.toLowerCase();
    if (!viewer || roomId !== id) throw roomNotFound();
    const reachable =
      key === undefined
        ? (await findChatRoom(db, viewer, roomId)) !== undefined
        : await chatKeyReadable(db, viewer, roomId, key);
    if (!reachable) throw roomNotFound();
  },
});

/** Headers that keep any browser or proxy from keeping an answer (doc 2 §7: "no-cache headers"). */
const noCache = { 'cache-control': 'no-cache, no-store, must-revalidate', pragma: 'no-cache', expires: '0' };

/**
 * The chat calls of the chat service (spec doc 2 §7; issue 13). Sending, and hearing of new
 * messages, receipts and typing, is the live socket's (live/chat.ts).
 *
 * - `POST /chats` (staff): the room of a dealer, tied or not to one of their dealership's files;
 *   the caller is assigned to it. 201 when made, 200 with the room that was there already.
 * - `GET /chats`: the caller's rooms, latest activity first, with their unread counts.
 * - `GET /chats/{id}/messages?skip&limit`: a page of the room's messages, newest first.
 * - `PUT /chats/{id}` `{ readList }`: the caller (their id in the list) has read the room.
 * - `DELETE /chats/{id}` (staff): the room goes, with its messages and the attachments no file holds.
 * - `POST /chats/{id}/messages/{messageId}/document` `{ type }`: files the attachment into the
 *   documents of the room's lease file.
 * - `GET /chats/dealer-messages?skip&limit` (the dealer token only): the dealer's messages, every room.
 *
 * A room the caller does not reach answers 404, as one that does not exist.
 */
export const chatRoutes: ZodPlugin<{
  db: Db;
  auth: Auth;
  chat: ChatLive;
  storage: Pick<Storage, 'deleteObject' | 'firstBytes'>;
}> = async (app, { db, auth, chat, storage }) => {
  const own = { access: access.own(access.chat) };

  app.post(
    '/chats',
    {
      config: { access: access.staff },
      schema: { body: NewChatRoomSchema, response: { 200: ChatRoomViewSchema, 201: ChatRoomViewSchema } },
    },
    async (request, reply) => {
      const viewer = chatViewerOf(request);
      const { dealerId, fileNo } = request.body;
      const dealer = await findChatDealer(db, dealerId);
      if (!dealer) {
        const text = message('chat.room.dealerUnknown');
        throw new HttpError(400, text, { dealerId: text });
      }
      let fileId: string | null = null;
      if (fileNo !== undefined) {
        const file = await findFileForRoom(db, fileNo);
        if (!file || file.dealerNo !== dealer.dealerNo) {
          const text = message('chat.room.fileNotDealers', { fileNo });
          throw new HttpError(400, text, { fileNo: text });
        }
        fileId = file.id;
      }
      if (viewer.type !== 'staff') throw roomNotFound();
      const { id, created, reached } = await createChatRoom(db, {
        fileDealerId: dealer.id,
        fileId,
        staff: viewer,
        now: auth.now(),
      });
      // Another's room stays theirs: it is assigned by dealer administration (or a super admin reads it).
      if (!reached) throw new HttpError(409, message('chat.room.assignedToOthers'));
      const [room] = await listChatRooms(db, viewer, id);
      if (!room) throw roomNotFound();
      chat.roomsChanged(id);
      return reply.code(created ? 201 : 200).send(room);
    },
  );

  app.get(
    '/chats',
    { config: { access: access.chat }, schema: { response: { 200: ChatRoomListSchema } } },
    async (request) => listChatRooms(db, chatViewerOf(request)),
  );

  app.get(
    '/chats/dealer-messages',
    {
      config: { access: access.dealerToken },
      schema: { querystring: MessagePageQuerySchema, response: { 200: ChatMessagePageSchema } },
    },
    async (request, reply) => {
      const { user } = signedIn(request, 'file-dealer');
      void reply.headers(noCache);
      return dealerMessagePage(db, user.id, request.query);
    },
  );

  app.get(
    '/chats/:id/messages',
    {
      config: own,
      schema: {
        params: ChatRoomParamsSchema,
        querystring: MessagePageQuerySchema,
        response: { 200: ChatMessagePageSchema },
      },
    },
    async (request) => {
      const room = await findChatRoom(db, chatViewerOf(request), request.params.id);
      if (!room) throw roomNotFound();
      return chatMessagePage(db, room.id, request.query);
    },
  );

  app.put(
    '/chats/:id',
    {
      config: own,
      schema: {
        params: ChatRoomParamsSchema,
        body: ReadListUpdateSchema,
        response: { 200: ChatRoomViewSchema },
      },
    },
    async (request) => {
      const viewer = chatViewerOf(request);
      const room = await findChatRoom(db, viewer, request.params.id);
      if (!room) throw roomNotFound();
      if (!request.body.readList.includes(viewer.id)) {
        const text = message('chat.read.self');
        throw new HttpError(400, text, { readList: text });
      }
      chat.receipt(await markChatRoomRead(db, viewer, room.id, auth.now()));
      const [view] = await listChatRooms(db, viewer, room.id);
      if (!view) throw roomNotFound();
      return view;
    },
  );

  app.delete(
    '/chats/:id',
    {
      config: { access: access.staff },
      schema: { params: ChatRoomParamsSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      const viewer = chatViewerOf(request);
      const participants = await chatRoomParticipants(db, request.params.id);
      const keys = await deleteChatRoom(db, viewer, request.params.id);
      if (!keys) throw roomNotFound();
      chat.roomDeleted(request.params.id, participants);
      await Promise.all(keys.map((key) => storage.deleteObject(key))).catch((error: unknown) => {
        // The room is gone; objects left behind are only storage, not data anyone can reach.
        request.log.warn({ err: error }, 'a deleted chat room’s attachments stay in storage');
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/chats/:id/messages/:messageId/document',
    {
      config: own,
      schema: {
        params: ChatMessageParamsSchema,
        body: FileChatAttachmentSchema,
        response: { 201: FileDocumentSchema },
      },
    },
    async (request, reply) => {
      const viewer = chatViewerOf(request);
      const room = await findChatRoom(db, viewer, request.params.id);
      if (!room) throw roomNotFound();
      const found = await findChatMessage(db, room.id, request.params.messageId);
      if (!found) throw new HttpError(404, message('chat.message.notFound'));
      if (found.attachment === null || found.contentType === null) {
        const text = message('chat.message.notAttachment');
        throw new HttpError(400, text, { messageId: text });
      }
      const file = room.fileId === null ? undefined : await findRoomFile(db, room.fileId);
      // A dealer files only into their dealership's file (the room's file is theirs unless it moved since).
      if (!file || (viewer.type === 'dealer' && file.dealerNo !== viewer.dealerNo)) {
        const text = message('chat.room.noFile');
        throw new HttpError(400, text, { id: text });
      }
      // Checked again as it is filed (a message sent before uploads were checked was not).
      const checked = await checkUploadedObject(storage, found.content);
      if (!checked.ok) {
        // An object gone with its room, deleted meanwhile, is the message's 404, not an upload to redo.
        if (checked.reason === 'missing' && !(await findChatMessage(db, room.id, found.id)))
          throw new HttpError(404, message('chat.message.notFound'));
        const text = checked.reason === 'missing' ? message('chat.attachment.notUploaded') : checked.text;
        throw new HttpError(400, text, { messageId: text });
      }
      const signed = signedIn(request, 'staff', 'file-dealer');
      const document = await addLeaseFileDocument(
        db,
        { id: signed.user.id, name: signed.user.name, kind: signed.kind },
        file.id,
        {
          type: filedDocumentType(request.body.type),
          storageKey: found.content,
          name: checked.name,
          contentType: checked.object.contentType,
          size: checked.object.size,
        },
        // The message (and so its room and its object) stays until the document is written.
        (tx) => holdChatMessage(tx, room.id, found.id),
      ).catch((error: unknown) => {
        if (error instanceof DocumentAlreadyFiledError) {
          const text = message('files.document.alreadyFiled');
          throw new HttpError(409, text, { messageId: text });
        }
        if (error instanceof ChatMessageGoneError) throw new HttpError(404, message('chat.message.notFound'));
        throw error;
      });
      if (!document) {
        const text = message('chat.room.noFile');
        throw new HttpError(400, text, { id: text });
      }
      return reply.code(201).send(document);
    },
  );
};
