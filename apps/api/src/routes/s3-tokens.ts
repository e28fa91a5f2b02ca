import {
  bareMimeType,
  message,
  ReadUrlsRequestSchema,
  ReadUrlsResponseSchema,
  UploadTokenRequestSchema,
  UploadTokenSchema,
  type ReadUrlsRequest,
  type UploadTokenRequest,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import { signedIn } from '../auth/require-session.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import type { PublicOrigin } from '../http/public-origin.ts';
import type { ZodPlugin } from '../http/zod.ts';
import '../storage/lease-quote-target.ts';
import type { Storage } from '../storage/storage.ts';
import { authorizeRead, newUploadKey, uploadTargetKinds } from '../storage/targets.ts';

/**
 * The storage calls of the chat service (doc 2 §7):
 *
 * - `POST /s3-tokens/put-params` `{ originalFilename, contentType, size, chatroomId | leaseQuoteId | fileNo }`:
 *   the upload token, `{ key, imageId, originalFilename, chatroomId?, leaseQuoteId?, url, …form fields }`,
 *   once the owner of the target said the session may upload to it (storage/targets.ts).
 * - `POST /s3-tokens/read-urls` `{ paths }`: `{ urls: [{ url }] }`, a five-minute read URL for each
 *   path, in order, when the session may read every one (the same question, asked of the key's target).
 *
 * Both are for any signed-in session; what each may reach is the target's answer (`access.own`).
 */
export const storageTokenRoutes: ZodPlugin<{
  db: Db;
  storage: Storage;
  publicOrigin: PublicOrigin;
}> = async (app, { db, storage, publicOrigin }) => {
  app.post(
    '/s3-tokens/put-params',
    {
      config: { access: access.own(access.anySession) },
      schema: { body: UploadTokenRequestSchema, response: { 200: UploadTokenSchema } },
    },
    async (request) => {
      const body = request.body as UploadTokenRequest;
      const session = signedIn(request);
      const kind = uploadTargetKinds.find((name) => body[name] !== undefined)!;
      const { key, imageId } = await newUploadKey({
        db,
        session,
        kind,
        id: body[kind]!,
        originalFilename: body.originalFilename,
      });
      // A form is signed without the bucket: whether it answers is asked first.
      await storage.ping();
      let post;
      try {
        post = await storage.presignedPost({
          key,
          contentType: bareMimeType(body.contentType),
          size: body.size,
          origin: publicOrigin(),
        });
      } catch (error) {
        request.log.error({ err: error }, 'signing an upload failed');
        throw new HttpError(503, message('error.couldNotGetToken'));
      }
      const { key: _signedKey, ...fields } = post.fields;
      return {
        key,
        imageId,
        originalFilename: body.originalFilename,
        ...(body.chatroomId !== undefined && { chatroomId: body.chatroomId }),
        ...(body.leaseQuoteId !== undefined && { leaseQuoteId: body.leaseQuoteId }),
        url: post.url,
        ...fields,
      };
    },
  );

  app.post(
    '/s3-tokens/read-urls',
    {
      config: { access: access.own(access.anySession) },
      schema: { body: ReadUrlsRequestSchema, response: { 200: ReadUrlsResponseSchema } },
    },
    async (request) => {
      const { paths } = request.body as ReadUrlsRequest;
      const session = signedIn(request);
      // One question per distinct path: a page of messages names the same few again and again.
      const distinct = [...new Set(paths)];
      for (const path of distinct) await authorizeRead(db, session, path);
      await storage.ping();
      const origin = publicOrigin();
      try {
        const urls = new Map(
          await Promise.all(
            distinct.map(async (path) => [path, await storage.readUrl(path, { origin })] as const),
          ),
        );
        return { urls: paths.map((path) => ({ url: urls.get(path)! })) };
      } catch (error) {
        request.log.error({ err: error }, 'signing read URLs failed');
        throw new HttpError(503, message('error.couldNotGetToken'));
      }
    },
  );
};
