import { z } from 'zod';
import { MESSAGE_PAGE } from '../constants.ts';
import { isUploadAllowed, UPLOAD_MAX_BYTES, uploadLimitText, uploadMismatchText } from '../files.ts';
import { message } from '../messages.ts';
import { DateTimeSchema, IdSchema, requiredText } from './common.ts';

/**
 * What a chat message's content is (doc 2 §3). The administration area attaches IMAGE and
 * DOCUMENT; chat also recognises AUDIO and VIDEO.
 */
export const chatContentTypes = ['IMAGE', 'DOCUMENT', 'AUDIO', 'VIDEO'] as const;
/** A chat message's content type. */
export type ChatContentType = (typeof chatContentTypes)[number];
/** Schema of {@link ChatContentType}. */
export const ChatContentTypeSchema = z.enum(chatContentTypes);

/** The content types an attachment may have in the administration area (doc 2 §9). */
export const attachmentContentTypes = ['IMAGE', 'DOCUMENT'] as const satisfies readonly ChatContentType[];

/**
 * A chat message (doc 2 §3): id, contentType, content, originalContent and icon.
 *
 * - `contentType` is absent for a plain text message: the spec lists only attachment types.
 * - For an attachment, `content` is first its storage path; the app replaces it with a read URL it
 *   fetched (`POST /s3-tokens/read-urls`) and keeps the path in `originalContent`.
 * - `createdAt` and `sender` are not in the spec's list; they are optional here because a chat
 *   cannot be shown in order or by author without them. Other fields are kept as sent.
 */
export const ChatMessageSchema = z.looseObject({
  id: IdSchema,
  contentType: ChatContentTypeSchema.optional(),
  content: z.string(),
  originalContent: z.string().optional(),
  icon: z.string().optional(),
  sender: z.string().optional(),
  createdAt: DateTimeSchema.optional(),
});
/** A chat message. */
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * A chat room (doc 2 §3): id, readList (the ids of the users who have read its last message),
 * lastMessage and createdAt. When the service sends no `lastMessage`, the app uses
 * {@link withLastMessage}, which puts `{ createdAt }` of the room in its place.
 */
export const ChatRoomSchema = z.looseObject({
  id: IdSchema,
  readList: z.array(z.string()).default([]),
  lastMessage: z.union([ChatMessageSchema, z.object({ createdAt: DateTimeSchema })]).optional(),
  createdAt: DateTimeSchema,
});
/** A chat room. */
export type ChatRoom = z.infer<typeof ChatRoomSchema>;

/** A chat room whose `lastMessage` is always present. */
export type ChatRoomWithLastMessage = ChatRoom & {
  lastMessage: NonNullable<ChatRoom['lastMessage']>;
};

/**
 * The room with its last message, or `{ createdAt }` of the room when it has none (doc 2 §3), so
 * rooms can be sorted by their latest activity.
 */
export function withLastMessage(room: ChatRoom): ChatRoomWithLastMessage {
  return { ...room, lastMessage: room.lastMessage ?? { createdAt: room.createdAt } };
}

/**
 * Body of `PUT /chats/{id}` (read receipts): who has read the room. The caller marks it read with
 * their own id in the list; no one marks it for someone else.
 */
export const ReadListUpdateSchema = z.object({
  readList: z
    .array(z.string().max(100, { error: () => message('chat.read.self') }), {
      error: () => message('chat.read.self'),
    })
    .max(100, { error: () => message('chat.read.self') }),
});
/** Body of `PUT /chats/{id}`. */
export type ReadListUpdate = z.infer<typeof ReadListUpdateSchema>;

/** The most messages one page may ask for. */
export const CHAT_PAGE_MAX = 100;
/** The furthest a page may start from the newest message. */
export const CHAT_SKIP_MAX = 100_000;

const pageNumber = (max: number, fallback: number, min: number) => {
  const error = () => message('chat.page.invalid', { max });
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback);
};

/**
 * Query of a message page (`GET /chats/{id}/messages`, `GET /chats/dealer-messages`): skip 0,
 * limit 20 (`MESSAGE_PAGE`, doc 2 §9), the newest messages first.
 */
export const MessagePageQuerySchema = z.object({
  skip: pageNumber(CHAT_SKIP_MAX, MESSAGE_PAGE.skip, 0),
  limit: pageNumber(CHAT_PAGE_MAX, MESSAGE_PAGE.limit, 1),
});
/** A message page query, as sent (both may be left out). */
export type MessagePageQuery = z.input<typeof MessagePageQuerySchema>;

/**
 * An upload token (`POST /s3-tokens/put-params`, doc 2 §3): the key the file will have, the ids it
 * belongs to, and the form fields of a direct storage upload (policy, signature and the like),
 * all as strings. `url` is where the form is posted: the spec does not show it, so it is optional
 * here and never sent as a form field. Build the form with `uploadFormFields`.
 */
const UploadTokenOwnSchema = z.object({
  key: z.string().min(1),
  imageId: z.string().optional(),
  originalFilename: z.string().optional(),
  chatroomId: z.string().optional(),
  leaseQuoteId: z.string().optional(),
  url: z.string().optional(),
});
// The form's other fields are strings; `optional` only so that the type, printed in a declaration
// file, admits the optional fields above beside its index signature.
export const UploadTokenSchema = UploadTokenOwnSchema.catchall(z.string().optional());
/** An upload token: its own fields and the form's. */
export type UploadToken = z.infer<typeof UploadTokenSchema>;

/** The longest original file name an upload may have. */
export const UPLOAD_FILENAME_MAX = 255;
/** How many read URLs one `POST /s3-tokens/read-urls` may ask for. */
export const READ_URLS_MAX = 100;
/** The longest storage path (S3's longest key is 1024 bytes). */
export const STORAGE_PATH_MAX = 1024;

const uploadTargetId = requiredText(100).optional();

/**
 * Body of `POST /s3-tokens/put-params` (doc 2 §7): the file to upload (its name, MIME type and
 * size in bytes) and the one thing it belongs to: a chat room, a lease quote or a lease file.
 * A type other than an image or a document, an empty file or one over 25 MB is refused here,
 * before any token is signed; storage checks the same again when the file arrives.
 */
export const UploadTokenRequestSchema = z
  .object({
    originalFilename: requiredText(UPLOAD_FILENAME_MAX),
    contentType: z
      .string()
      .max(255, { error: () => message('upload.error.type') })
      .refine(isUploadAllowed, { error: () => message('upload.error.type') }),
    size: z
      .number()
      .int()
      .min(1, { error: () => message('upload.error.empty') })
      .max(UPLOAD_MAX_BYTES, { error: () => message('upload.error.tooLarge', { max: uploadLimitText() }) }),
    chatroomId: uploadTargetId,
    leaseQuoteId: uploadTargetId,
    fileNo: uploadTargetId,
  })
  .refine(
    (body) => [body.chatroomId, body.leaseQuoteId, body.fileNo].filter((id) => id !== undefined).length === 1,
    { error: () => message('upload.error.target'), path: ['chatroomId'] },
  )
  // The name ends as its type does (`uploadFileTypes`): an `invoice.exe` is no PDF, whatever its type says.
  .superRefine((body, context) => {
    if (!isUploadAllowed(body.contentType)) return;
    const problem = uploadMismatchText(body.originalFilename, body.contentType);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['originalFilename'] });
  });
/** Body of `POST /s3-tokens/put-params`. */
export type UploadTokenRequest = z.infer<typeof UploadTokenRequestSchema>;

/** Body of `POST /s3-tokens/read-urls`: the storage paths to read (at most 100). */
export const ReadUrlsRequestSchema = z.object({
  paths: z
    .array(
      z
        .string()
        .min(1, { error: () => message('upload.error.path') })
        .max(STORAGE_PATH_MAX, { error: () => message('upload.error.path') }),
    )
    .min(1, { error: () => message('validation.required') })
    .max(READ_URLS_MAX, { error: () => message('upload.error.tooManyPaths', { max: READ_URLS_MAX }) }),
});
/** Body of `POST /s3-tokens/read-urls`. */
export type ReadUrlsRequest = z.infer<typeof ReadUrlsRequestSchema>;

/** Answer of `POST /s3-tokens/read-urls`: one signed URL per path, in the same order. */
export const ReadUrlsResponseSchema = z.object({ urls: z.array(z.object({ url: z.string() })) });
/** Answer of `POST /s3-tokens/read-urls`. */
export type ReadUrlsResponse = z.infer<typeof ReadUrlsResponseSchema>;
