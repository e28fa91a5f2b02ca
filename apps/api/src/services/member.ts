import type { ApiContext } from '../context.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { memberRoutes } from '../routes/members.ts';

/**
 * The member service (spec doc 2 §7): client membership records (`GET /members/{id}`, `POST /members`),
 * for the signed-in client (bearer token of the identity provider).
 */
export const memberService: ZodPlugin<ApiContext> = async (app, { db, auth }) => {
  await app.register(memberRoutes, { db, auth });
};
