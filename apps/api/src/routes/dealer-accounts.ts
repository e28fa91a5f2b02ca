import { z } from 'zod';
import {
  DealerAccountSchema,
  DealerAccountSettingsSchema,
  DealershipSchema,
  message,
  nameKey,
  NewDealerAccountSchema,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { createWithActivation, newAccountPassword } from '../auth/password-links.ts';
import { signedIn } from '../auth/require-session.ts';
import type { Db } from '../db/client.ts';
import { usernameKey } from '../db/usernames.ts';
import {
  changeDealerAccountSettings,
  createDealerAccount,
  deleteDealerAccount,
  DealershipTakenError,
  DealerUserTakenError,
  findDealerAccount,
  listDealerAccounts,
  renameDealership,
} from '../db/dealer-accounts.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import type { Live } from '../live/live.ts';
import type { Identity } from '../oidc/provider.ts';

const AccountParams = z.object({ id: z.string().max(100) });

const notFound = () => new HttpError(404, message('dealerAccounts.error.notFound'));

/**
 * The dealer accounts of spec doc 1 §3 and §7 (`/dealer-auth`), for staff: the lease-quote dealer
 * sign-ins, listed by dealer name (§5), added with an e-mail (ours, not the spec's entity) that
 * their one-time activation link goes to, the dealer choosing their own password with it (issue 26
 * item 7; a password only from a super admin, as the spec's other calls), removed (ending their
 * sessions, and their live sockets, at once), and a dealership renamed across its accounts (their
 * open sockets follow it). An account never leaves the server with its password or hash.
 */
export const dealerAccountRoutes: ZodPlugin<{ db: Db; auth: Auth; live: Live; identity: Identity }> = async (
  app,
  { db, auth, live, identity },
) => {
  app.get(
    '/dealer-auth',
    { config: { access: access.staff }, schema: { response: { 200: z.array(DealerAccountSchema) } } },
    async () => listDealerAccounts(db),
  );

  app.get(
    '/dealer-auth/:id',
    {
      config: { access: access.staff },
      schema: { params: AccountParams, response: { 200: DealerAccountSchema } },
    },
    async (request) => {
      const account = await findDealerAccount(db, request.params.id);
      if (!account) throw notFound();
      return account;
    },
  );

  app.post(
    '/dealer-auth',
    {
      config: { access: access.staff },
      schema: { body: NewDealerAccountSchema, response: { 201: DealerAccountSchema } },
    },
    async (request, reply) => {
      const { password, ...account } = request.body;
      const { passwordHash, activate } = await newAccountPassword(auth, signedIn(request), password);
      const created = await createWithActivation(
        auth,
        { kind: 'dealer', activate, origin: new URL(identity.issuer()).origin },
        async (tx) => {
          const made = await createDealerAccount(tx, {
            ...account,
            usernameKey: usernameKey(account.user),
            passwordHash,
          });
          // The activation e-mail greets the contact, else the user name.
          return {
            account: made,
            id: made.id,
            username: made.user,
            name: made.contactName || made.user,
            email: made.email,
          };
        },
      ).catch((error: unknown) => {
        if (!(error instanceof DealerUserTakenError)) throw error;
        const text = message('dealerAccounts.error.userTaken', { user: error.user });
        throw new HttpError(409, text, { user: text });
      });
      return reply.code(201).send(created.account);
    },
  );

  // The account's settings staff change later: its dealer-mode next steps (doc 1 §4).
  app.patch(
    '/dealer-auth/:id',
    {
      config: { access: access.staff },
      schema: {
        params: AccountParams,
        body: DealerAccountSettingsSchema,
        response: { 200: DealerAccountSchema },
      },
    },
    async (request) => {
      const account = await changeDealerAccountSettings(db, request.params.id, request.body);
      if (!account) throw notFound();
      return account;
    },
  );

  app.put(
    '/dealer-auth/dealer-name/:dealerName',
    {
      config: { access: access.staff },
      schema: {
        params: DealershipSchema,
        body: DealershipSchema,
        response: { 200: z.array(DealerAccountSchema) },
      },
    },
    async (request) => {
      const from = request.params.dealerName;
      const renamed = await renameDealership(db, from, request.body.dealerName).catch((error: unknown) => {
        if (!(error instanceof DealershipTakenError)) throw error;
        const text = message('dealerAccounts.error.dealershipTaken', { dealerName: error.dealerName });
        throw new HttpError(409, text, { dealerName: text });
      });
      if (renamed.length === 0)
        throw new HttpError(404, message('dealerAccounts.error.dealershipNotFound', { dealerName: from }));
      live.dealershipRenamed(nameKey(from), nameKey(request.body.dealerName));
      return renamed;
    },
  );

  app.delete(
    '/dealer-auth/:id',
    { config: { access: access.staff }, schema: { params: AccountParams, response: { 204: z.undefined() } } },
    async (request, reply) => {
      if (!(await deleteDealerAccount(db, request.params.id, auth.now()))) throw notFound();
      live.sessionsEnded({ user: { type: 'DEALER', id: request.params.id.toLowerCase() } });
      return reply.code(204).send();
    },
  );
};
