import type { ApiContext } from '../context.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { chatRoutes } from '../routes/chat.ts';
import { chatUserRoutes } from '../routes/chat-users.ts';
import { storageTokenRoutes } from '../routes/s3-tokens.ts';

/**
 * The chat, users and storage service (spec doc 2 §7): chat rooms and messages, dealer sign-in,
 * and the upload tokens and read URLs of attachments.
 * Served: `POST /users/login` (file-tool dealer sign-in), the rooms and messages (routes/chat.ts,
 * with the live socket's `/chat` namespace, live/chat.ts), `POST /s3-tokens/put-params` and
 * `POST /s3-tokens/read-urls` (routes/s3-tokens.ts). Every other path under the base path answers
 * with the API's JSON 404.
 */
export const chatService: ZodPlugin<ApiContext> = async (app, { db, auth, storage, chat, publicOrigin }) => {
  await app.register(chatUserRoutes, { db, auth });
  await app.register(chatRoutes, { db, auth, chat, storage });
  await app.register(storageTokenRoutes, { db, storage, publicOrigin });
};
