import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  message,
  PasswordChangeSchema,
  PasswordForgotSchema,
  PasswordLinkSentSchema,
  PasswordLinkUsedSchema,
  PasswordLinkUseSchema,
  peopleMessage,
  type SessionKind,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { throttleClient } from '../auth/network.ts';
import {
  endSockets,
  mailLimitKeys,
  throttleAdminLink,
  usePasswordLink,
  writePasswordLink,
} from '../auth/password-links.ts';
import { signedIn } from '../auth/require-session.ts';
import { accountAnywhereKey } from '../auth/sign-in.ts';
import type { ThrottleKey } from '../auth/throttle.ts';
import type { Db } from '../db/client.ts';
import { usernameKey } from '../db/usernames.ts';
import {
  findPasswordAccount,
  findPasswordAccountByUsername,
  setAccountPassword,
} from '../db/password-links.ts';
import { HttpError } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import type { ZodPlugin } from '../http/zod.ts';
import type { Live } from '../live/live.ts';
import type { Identity } from '../oidc/provider.ts';

const AccountParams = z.object({ id: z.string().max(100) });

/**
 * Passwords of the accounts that sign in on the API (staff, lease-quote dealers, file-tool dealers;
 * clients change and reset theirs on the identity provider's pages). Issue 26 items 6 and 7:
 *
 * - `PUT /session/password` `{ currentPassword, newPassword }`: one's own, proved by the current one
 *   (throttled like a sign-in); the caller's other sessions end, and their sockets close;
 * - `POST /password/forgot` `{ kind, username }`: a reset link to the account's e-mail, the same
 *   answer whether or not there is one (and past the e-mail limits, when nothing is sent: per
 *   account and requester together, so nobody else's requests hold the owner's mails back);
 * - `POST /password/link` `{ token, password }`: an e-mailed link (activation or reset) used once;
 *   every session of the account ends;
 * - `POST /dealers/{id}/password-link`, `POST /dealer-auth/{id}/password-link` (staff) and
 *   `POST /auth/{id}/password-link` (super admins): an administrator sends a file-tool dealer, a
 *   lease-quote dealer or a member of staff a reset link, a few to an account and a few an hour
 *   from an administrator. Administrators never choose or learn another person's password.
 */
export const passwordRoutes: ZodPlugin<{ db: Db; auth: Auth; live: Live; identity: Identity }> = async (
  app,
  { db, auth, live, identity },
) => {
  const origin = () => new URL(identity.issuer()).origin;

  /** Does work once the answer has gone out, so that its timing tells nobody which accounts exist. */
  const afterAnswer = (reply: FastifyReply, work: () => Promise<void>) => {
    reply.raw.once('close', () => {
      work().catch((error: unknown) => reply.log.error({ err: error }, 'password link e-mail failed'));
    });
  };

  app.put(
    '/session/password',
    {
      config: { access: access.anySession },
      schema: { body: PasswordChangeSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      const signed = signedIn(request);
      const { currentPassword, newPassword } = request.body;
      const wrong = () => {
        const text = message('password.current.wrong');
        return new HttpError(400, text, { currentPassword: text });
      };
      const account = await findPasswordAccount(db, signed.kind, signed.user.id);
      if (!account) throw wrong();
      const client = throttleClient(request.ip);
      // Guesses count as the account's failed sign-ins from anywhere too: a stolen session, bound
      // to its network, still has that network's many addresses to guess from.
      const throttle: ThrottleKey[] = [
        {
          key: `password:${signed.kind}:${signed.user.id}@${client}`,
          rule: auth.policy.throttle.accountClient,
        },
        { key: `sign-in:*@${client}`, rule: auth.policy.throttle.client },
        accountAnywhereKey(auth, `${account.kind}:${usernameKey(account.username)}`),
      ];
      await auth.throttle.attempt(throttle);
      if (!(await auth.passwords.verify(account.passwordHash, currentPassword))) throw wrong();
      await auth.throttle.succeed(throttle);
      const ended = await setAccountPassword(
        db,
        account,
        await auth.passwords.hash(newPassword),
        auth.now(),
        signed.session.id,
      );
      endSockets(live, ended ?? []);
      return reply.code(204).send();
    },
  );

  app.post(
    '/password/forgot',
    {
      config: { access: access.anonymous },
      schema: { body: PasswordForgotSchema, response: { 202: PasswordLinkSentSchema } },
    },
    async (request, reply) => {
      const { kind, username } = request.body;
      const key = usernameKey(username);
      const mayMail = await auth.throttle.attempt(mailLimitKeys(auth, `${kind}:${key}`, request.ip)).then(
        () => true,
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 429) return false;
          throw error;
        },
      );
      // They asked for it themselves: the page's language, unless their account keeps another.
      const locale = requestLocale(request);
      if (mayMail)
        afterAnswer(reply, async () => {
          const account = await findPasswordAccountByUsername(db, kind, key);
          if (account && (await writePasswordLink(auth, db, account, 'reset', origin(), locale)))
            auth.outbox.kick();
        });
      return reply.code(202).send({ sent: true });
    },
  );

  app.post(
    '/password/link',
    {
      config: { access: access.anonymous },
      schema: { body: PasswordLinkUseSchema, response: { 200: PasswordLinkUsedSchema } },
    },
    async (request) => {
      const throttle: ThrottleKey[] = [
        { key: `password-link:*@${throttleClient(request.ip)}`, rule: auth.policy.throttle.client },
      ];
      await auth.throttle.attempt(throttle);
      const used = await usePasswordLink(auth, request.body.token, request.body.password);
      if (!used) {
        const text = message('password.link.invalid');
        throw new HttpError(400, text, { token: text });
      }
      await auth.throttle.release(throttle);
      endSockets(live, used.ended);
      return { kind: used.kind, username: used.username };
    },
  );

  /**
   * Sends an account a reset link, as an administrator: 404 when there is none, 409 without an
   * e-mail, 429 past the administrators' link limits (`throttleAdminLink`).
   */
  const sendReset = async (request: FastifyRequest, kind: SessionKind, id: string, notFound: string) => {
    const account = await findPasswordAccount(db, kind, id);
    if (!account) throw new HttpError(404, notFound);
    if (!account.email) throw new HttpError(409, message('password.link.noEmail'));
    await throttleAdminLink(auth, signedIn(request), account);
    await writePasswordLink(auth, db, account, 'reset', origin());
    auth.outbox.kick();
    return { sent: true as const };
  };

  app.post(
    '/dealers/:id/password-link',
    {
      config: { access: access.staff },
      schema: { params: AccountParams, response: { 200: PasswordLinkSentSchema } },
    },
    async (request) =>
      sendReset(request, 'file-dealer', request.params.id, message('fileDealers.error.notFound')),
  );

  app.post(
    '/dealer-auth/:id/password-link',
    {
      config: { access: access.staff },
      schema: { params: AccountParams, response: { 200: PasswordLinkSentSchema } },
    },
    async (request) =>
      sendReset(request, 'dealer', request.params.id, message('dealerAccounts.error.notFound')),
  );

  app.post(
    '/auth/:id/password-link',
    {
      config: { access: access.superAdmin },
      schema: { params: AccountParams, response: { 200: PasswordLinkSentSchema } },
    },
    async (request) => sendReset(request, 'staff', request.params.id, peopleMessage('people.staff.notFound')),
  );
};
