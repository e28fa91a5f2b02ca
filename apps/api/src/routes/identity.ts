import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  activeLocale,
  emailKey,
  idpMessage,
  localeOfTag,
  isEmailAddress,
  isPasswordLengthAllowed,
  isPlainText,
  message,
  passwordLength,
  type Locale,
} from '@sfi/domain';
import { access, enforceAccess } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { throttleClient } from '../auth/network.ts';
import { accountAnywhereKey } from '../auth/sign-in.ts';
import { mailLimitKeys } from '../auth/password-links.ts';
import type { ThrottleKey } from '../auth/throttle.ts';
import { recipientLocale } from '../auth/recipient-locale.ts';
import { HttpError } from '../http/errors.ts';
import { inLocale, pageLocale } from '../http/locale.ts';
import { pageHeaders } from '../http/security-headers.ts';
import type { Db } from '../db/client.ts';
import {
  confirmSignUp,
  consumeClientToken,
  findClientByEmail,
  findClientById,
  findConfirmLink,
  issueClientToken,
  markEmailVerified,
  peekClientToken,
  pendingSignUpHash,
  setClientPassword,
  writeSignUp,
} from '../db/client-accounts.ts';
import {
  errorSummary,
  field,
  form,
  identityPagePolicy,
  join,
  links,
  notice,
  page,
  paragraph,
  type Html,
} from '../oidc/pages.ts';
import { appOrigins, OIDC_PATH, PUBLIC_API_SCOPE, type Identity } from '../oidc/provider.ts';

/** The one password rule of every kind of account (`passwordLength` of @sfi/domain). */
export const PASSWORD_MIN = passwordLength.min;
export const PASSWORD_MAX = passwordLength.max;
const NAME_MAX = 100;
const CONFIRM_LIFETIME_MS = 24 * 60 * 60 * 1000;
const RESET_LIFETIME_MS = 30 * 60 * 1000;

type Form = Record<string, string | undefined>;
type Errors = Record<string, string>;

function text(body: unknown, name: string): string {
  const value = (body as Form | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** A form error for each field holding control characters or broken symbols (see `isPlainText`). */
function plainTextErrors(body: unknown): Errors {
  const errors: Errors = {};
  for (const [name, value] of Object.entries((body as Form | undefined) ?? {}))
    if (typeof value === 'string' && !isPlainText(value))
      errors[name] = message('validation.text.characters');
  return errors;
}

/** The product's one e-mail rule (`isEmailAddress`: the length first, then linear), on a trimmed address. */
/** The address's error, unless the field already has one (such as characters that cannot be saved). */
function checkEmail(email: string, errors: Errors, name = 'email'): void {
  if (errors[name] === undefined && !isEmailAddress(email)) errors[name] = idpMessage('idp.error.email');
}

function checkPassword(password: string, errors: Errors, name: string): void {
  if (!isPasswordLengthAllowed(password))
    errors[name] = idpMessage('idp.error.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
}

const passwordHint = () => idpMessage('idp.password.hint', { min: PASSWORD_MIN });

/** The language an authorization request asks its pages in (`ui_locales`: tags by preference, space-separated). */
function localeOfUiLocales(uiLocales: unknown): Locale | undefined {
  if (typeof uiLocales !== 'string') return undefined;
  for (const tag of uiLocales.slice(0, 256).split(' ')) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The embedded identity provider at `/oidc` (doc 2 §6, §7): oidc-provider's own endpoints
 * (discovery, authorization, token, JWKS, end session…) and our server-rendered pages for its
 * interactions (sign-in, sign-up with name and agency) and for the account (confirm the e-mail,
 * forgotten password, reset, change password). E-mails go through the durable outbox.
 */
export const identityRoutes: FastifyPluginAsync<{ db: Db; identity: Identity; auth: Auth }> = async (
  app,
  { db, identity, auth },
) => {
  // Every page and endpoint here is the identity provider's: open to anyone, each checking its own
  // proof (interaction cookie, PKCE, e-mailed token, current password). Declared once for all.
  enforceAccess(app, { auth, identity }, { every: access.identityProvider });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const origin = () => new URL(identity.issuer()).origin;
  const signInUrl = () => `${origin()}/client/login`;

  /** Sends one of our pages, with the headers that keep it from being framed, cached or leaked. */
  const send = (reply: FastifyReply, title: string, body: Html, status = 200) =>
    reply
      .code(status)
      .headers({
        ...pageHeaders(reply.request, identityPagePolicy(appOrigins(identity.issuer()))),
        'content-type': 'text/html; charset=utf-8',
        'content-language': activeLocale(),
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      })
      .send(page(title, body));

  /**
   * Throttle counters: this e-mail from this client, this client whatever the account, and this
   * e-mail's password from any client.
   */
  const keys = (kind: string, email: string, ip: string): ThrottleKey[] => {
    const client = throttleClient(ip);
    return [
      { key: `${kind}:client:${emailKey(email)}@${client}`, rule: auth.policy.throttle.accountClient },
      { key: `sign-in:*@${client}`, rule: auth.policy.throttle.client },
      accountAnywhereKey(auth, `client:${emailKey(email)}`),
    ];
  };
  /**
   * Reserves a sign-in attempt (counted before the password is checked); when the keys are
   * blocked, says so on the reply with `Retry-After` and answers true.
   */
  const isBlocked = async (reply: FastifyReply, throttle: ThrottleKey[]) => {
    try {
      await auth.throttle.attempt(throttle);
      return false;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      if (error.headers) void reply.headers(error.headers);
      return true;
    }
  };

  /**
   * Reserves one of the identity pages' e-mails to this address from this client (counted whether
   * or not the address has an account; per address and client together, `mailLimitKeys`, so that
   * nobody holds back the mails the address's owner asks for). False past either limit: then
   * nothing is sent, and the page answers exactly as it would have (no `Retry-After`, no other
   * status), so the limit tells nobody which addresses have accounts.
   */
  const mayMail = async (email: string, ip: string) => {
    try {
      await auth.throttle.attempt(mailLimitKeys(auth, `client:${emailKey(email)}`, ip));
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return false;
      throw error;
    }
  };

  /** An e-mail whose words (`compose`) are written in `locale`, the recipient's. */
  const mail = async (to: string, locale: Locale, compose: () => { subject: string; body: string }) => {
    await auth.outbox.enqueue(db, { kind: 'email', to, ...inLocale(locale, compose), sensitive: true });
    auth.outbox.kick();
  };

  /**
   * Does what depends on whether an address has an account (writing a link, an account, an e-mail)
   * once the answer has gone out, so that the answer takes as long either way: its timing tells
   * nobody which addresses have accounts. A failure is logged; the page was answered already.
   */
  const afterAnswer = (reply: FastifyReply, work: () => Promise<void>) => {
    reply.raw.once('close', () => {
      work().catch((error: unknown) => reply.log.error({ err: error }, 'identity e-mail failed'));
    });
  };

  // --- Interactions (the provider's sign-in prompts) ----------------------------------------

  /** The sign-in a page of `/interaction/:uid` belongs to, read once per request (its language needs it first). */
  const interactions = new WeakMap<FastifyRequest, ReturnType<typeof readInteraction>>();
  const interactionDetails = (request: FastifyRequest, reply: FastifyReply) => {
    let details = interactions.get(request);
    if (!details) interactions.set(request, (details = readInteraction(request, reply)));
    return details;
  };
  const readInteraction = async (request: FastifyRequest, reply: FastifyReply) => {
    const uid = (request.params as { uid?: unknown } | undefined)?.uid;
    if (typeof uid !== 'string') return undefined;
    const provider = await identity.provider();
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== uid) return undefined;
      return details;
    } catch {
      return undefined;
    }
  };
  /**
   * The pages' language (issue 29): the sign-in's `ui_locales` (the client app sends its page's),
   * else the one chosen in the apps (their cookie), else the browser's `Accept-Language`. The
   * handlers run in it, so their words and `<html lang>` follow, and so do the e-mails written for
   * someone who never chose a language.
   */
  app.addHook('preHandler', (request, reply, done) => {
    interactionDetails(request, reply).then(
      (details) =>
        inLocale(localeOfUiLocales(details?.params.ui_locales) ?? pageLocale(request), () => done()),
      (error: unknown) => done(error as Error),
    );
  });

  const expired = (reply: FastifyReply) =>
    send(
      reply,
      idpMessage('idp.error.title'),
      join(paragraph(idpMessage('idp.error.expired')), links([[signInUrl(), idpMessage('idp.signIn')]])),
      400,
    );

  const loginPage = (uid: string, values: { email?: string; errors?: Errors; general?: string } = {}) =>
    join(
      errorSummary(values.errors ?? {}, values.general),
      form(
        `${OIDC_PATH}/interaction/${uid}/login`,
        join(
          field({
            name: 'email',
            label: idpMessage('idp.email'),
            type: 'email',
            autocomplete: 'username',
            required: true,
            value: values.email ?? '',
            ...(values.errors?.email && { error: values.errors.email }),
            autofocus: !values.email,
          }),
          field({
            name: 'password',
            label: idpMessage('idp.password'),
            type: 'password',
            autocomplete: 'current-password',
            required: true,
            ...(values.errors?.password && { error: values.errors.password }),
            autofocus: !!values.email,
          }),
        ),
        idpMessage('idp.login.submit'),
      ),
      links([
        [`${OIDC_PATH}/account/forgot`, idpMessage('idp.login.forgot')],
        [`${OIDC_PATH}/interaction/${uid}/signup`, idpMessage('idp.login.signUp')],
      ]),
    );

  const signUpPage = (uid: string, values: Form = {}, errors: Errors = {}) =>
    join(
      errorSummary(errors),
      form(
        `${OIDC_PATH}/interaction/${uid}/signup`,
        join(
          field({
            name: 'name',
            label: idpMessage('idp.name'),
            autocomplete: 'name',
            required: true,
            value: values.name ?? '',
            ...(errors.name && { error: errors.name }),
            autofocus: true,
          }),
          field({
            name: 'agency',
            label: idpMessage('idp.agency'),
            autocomplete: 'organization',
            optional: true,
            value: values.agency ?? '',
            ...(errors.agency && { error: errors.agency }),
          }),
          field({
            name: 'email',
            label: idpMessage('idp.email'),
            type: 'email',
            autocomplete: 'email',
            required: true,
            value: values.email ?? '',
            ...(errors.email && { error: errors.email }),
          }),
          field({
            name: 'password',
            label: idpMessage('idp.password'),
            type: 'password',
            autocomplete: 'new-password',
            required: true,
            hint: passwordHint(),
            ...(errors.password && { error: errors.password }),
          }),
        ),
        idpMessage('idp.signUp.submit'),
      ),
      links([[`${OIDC_PATH}/interaction/${uid}`, idpMessage('idp.signUp.haveAccount')]]),
    );

  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
    const details = await interactionDetails(request, reply);
    if (!details) return expired(reply);
    const provider = await identity.provider();
    if (details.prompt.name === 'consent') {
      // The client app is the provider's own (first party): what it asks for is granted.
      const accountId = details.session?.accountId;
      if (!accountId) return expired(reply);
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ??
          new provider.Grant({ accountId, clientId: String(details.params.client_id) }))
        : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
        grant.addResourceScope(indicator, scopes.filter((scope) => scope === PUBLIC_API_SCOPE).join(' '));
      const grantId = await grant.save();
      const to = await provider.interactionResult(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return reply.redirect(to, 303);
    }
    if (details.params.screen_hint === 'signup')
      return send(reply, idpMessage('idp.signUp.title'), signUpPage(details.uid));
    return send(reply, idpMessage('idp.login.title'), loginPage(details.uid));
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/login', async (request, reply) => {
    const details = await interactionDetails(request, reply);
    if (!details || details.prompt.name !== 'login') return expired(reply);
    const email = text(request.body, 'email').trim();
    const password = text(request.body, 'password');
    const errors: Errors = plainTextErrors(request.body);
    checkEmail(email, errors);
    if (!password)
      errors.password = idpMessage('idp.error.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
    if (Object.keys(errors).length)
      return send(reply, idpMessage('idp.login.title'), loginPage(details.uid, { email, errors }), 400);

    const throttle = keys('sign-in', email, request.ip);
    if (await isBlocked(reply, throttle))
      return send(
        reply,
        idpMessage('idp.login.title'),
        loginPage(details.uid, { email, general: idpMessage('idp.error.tooMany') }),
        429,
      );
    const account = await findClientByEmail(db, email);
    // An address not confirmed yet has no password: its newest pending sign-up's is checked, so
    // that whoever chose it is told to confirm the address first.
    const passwordHash = account?.emailVerifiedAt
      ? account.passwordHash
      : account && (await pendingSignUpHash(db, account.id, auth.now()));
    const valid = await auth.passwords.verify(passwordHash ?? undefined, password);
    if (!account || !valid) {
      return send(
        reply,
        idpMessage('idp.login.title'),
        loginPage(details.uid, { email, general: idpMessage('idp.login.failed') }),
        401,
      );
    }
    await auth.throttle.succeed(throttle);
    if (!account.emailVerifiedAt)
      return send(
        reply,
        idpMessage('idp.login.title'),
        loginPage(details.uid, { email, general: idpMessage('idp.login.unconfirmed') }),
        403,
      );
    const provider = await identity.provider();
    const to = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(to, 303);
  });

  app.get<{ Params: { uid: string } }>('/interaction/:uid/signup', async (request, reply) => {
    const details = await interactionDetails(request, reply);
    if (!details) return expired(reply);
    return send(reply, idpMessage('idp.signUp.title'), signUpPage(details.uid));
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/signup', async (request, reply) => {
    const details = await interactionDetails(request, reply);
    if (!details) return expired(reply);
    const values = {
      name: text(request.body, 'name').trim(),
      agency: text(request.body, 'agency').trim(),
      email: text(request.body, 'email').trim(),
    };
    const password = text(request.body, 'password');
    const errors: Errors = plainTextErrors(request.body);
    if (!values.name || values.name.length > NAME_MAX)
      errors.name = idpMessage('idp.error.name', { max: NAME_MAX });
    if (values.agency.length > NAME_MAX) errors.agency = idpMessage('idp.error.agency', { max: NAME_MAX });
    checkEmail(values.email, errors);
    checkPassword(password, errors, 'password');
    if (Object.keys(errors).length)
      return send(reply, idpMessage('idp.signUp.title'), signUpPage(details.uid, values, errors), 400);
    const work = await signUp(values, password, request.ip, activeLocale());
    if (work) afterAnswer(reply, work);
    return send(
      reply,
      idpMessage('idp.signUp.title'),
      join(
        notice(idpMessage('idp.signUp.sent', { email: values.email })),
        links([[signInUrl(), idpMessage('idp.signIn')]]),
      ),
    );
  });

  /**
   * Sign-up answers the same whether or not the address has an account (no enumeration): a new or
   * unconfirmed address gets a confirmation link of its own, carrying this sign-up's details (the
   * account is not changed until a link is confirmed with its password); a confirmed one gets a
   * note saying so. The password is hashed either way, so the answer takes as long; what differs
   * (writing the link, the e-mail) is returned, to be done after the answer (`afterAnswer`). Past
   * the e-mail limits (`mayMail`) nothing is written or sent, and the answer is the same.
   */
  async function signUp(
    values: { name: string; agency: string; email: string },
    password: string,
    ip: string,
    /** The page's language: the e-mail's, unless the address's account keeps another. */
    asked: Locale,
  ): Promise<(() => Promise<void>) | undefined> {
    const passwordHash = await auth.passwords.hash(password);
    const existing = await findClientByEmail(db, values.email);
    if (!(await mayMail(values.email, ip))) return undefined;
    const now = auth.now();
    if (existing?.emailVerifiedAt)
      return async () =>
        mail(existing.email, await recipientLocale(db, 'client', existing.id, asked), () => ({
          subject: idpMessage('idp.mail.exists.subject'),
          body: idpMessage('idp.mail.exists.body', {
            signIn: signInUrl(),
            reset: `${identity.issuer()}/account/forgot`,
          }),
        }));
    return async () => {
      const token = await db.transaction((tx) =>
        writeSignUp(tx, { ...values, agency: values.agency || null, passwordHash }, now, CONFIRM_LIFETIME_MS),
      );
      const link = `${identity.issuer()}/account/confirm?token=${token}`;
      await mail(values.email, asked, () => ({
        subject: idpMessage('idp.mail.confirm.subject'),
        body: idpMessage('idp.mail.confirm.body', { link }),
      }));
    };
  }

  // --- The account pages --------------------------------------------------------------------

  // A confirmation link asks for the password chosen at sign-up: only the person who signed up
  // with that link confirms it (anyone may sign an address up, and every link of the address lands
  // in its inbox), and opening the link (a mail scanner does) changes nothing.
  const confirmPage = (token: string, email: string, errors: Errors = {}, general?: string) =>
    join(
      errorSummary(errors, general),
      paragraph(idpMessage('idp.confirm.body', { email })),
      form(
        `${OIDC_PATH}/account/confirm?token=${encodeURIComponent(token)}`,
        field({
          name: 'password',
          label: idpMessage('idp.password'),
          type: 'password',
          autocomplete: 'current-password',
          required: true,
          autofocus: true,
          ...(errors.password && { error: errors.password }),
        }),
        idpMessage('idp.confirm.submit'),
      ),
    );
  const invalidConfirm = (reply: FastifyReply) =>
    send(reply, idpMessage('idp.confirm.title'), paragraph(idpMessage('idp.confirm.invalid')), 400);

  app.get<{ Querystring: { token?: string } }>('/account/confirm', async (request, reply) => {
    const token = String(request.query.token ?? '');
    const link = await findConfirmLink(db, token, auth.now());
    if (!link) return invalidConfirm(reply);
    return send(reply, idpMessage('idp.confirm.title'), confirmPage(token, link.email));
  });

  app.post<{ Querystring: { token?: string } }>('/account/confirm', async (request, reply) => {
    const token = String(request.query.token ?? '');
    const password = text(request.body, 'password');
    const errors: Errors = plainTextErrors(request.body);
    if (!password && !errors.password)
      errors.password = idpMessage('idp.error.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
    const link = await findConfirmLink(db, token, auth.now());
    if (!link) return invalidConfirm(reply);
    const title = idpMessage('idp.confirm.title');
    if (Object.keys(errors).length) return send(reply, title, confirmPage(token, link.email, errors), 400);

    // Throttled like the sign-in form: per address and client, and per client.
    const throttle = keys('confirm', link.email, request.ip);
    if (await isBlocked(reply, throttle))
      return send(reply, title, confirmPage(token, link.email, {}, idpMessage('idp.error.tooMany')), 429);
    if (!(await auth.passwords.verify(link.passwordHash ?? undefined, password)))
      // The link stays usable, and nothing changes.
      return send(
        reply,
        title,
        confirmPage(token, link.email, { password: idpMessage('idp.confirm.failed') }),
        401,
      );
    await auth.throttle.succeed(throttle);
    // Used up, its sign-up's details given to the account, the account's other links cancelled.
    if (!(await confirmSignUp(db, token, auth.now()))) return invalidConfirm(reply);
    return send(
      reply,
      title,
      join(notice(idpMessage('idp.confirm.done')), links([[signInUrl(), idpMessage('idp.signIn')]])),
    );
  });

  const forgotPage = (email = '', errors: Errors = {}) =>
    join(
      errorSummary(errors),
      paragraph(idpMessage('idp.forgot.body')),
      form(
        `${OIDC_PATH}/account/forgot`,
        field({
          name: 'email',
          label: idpMessage('idp.email'),
          type: 'email',
          autocomplete: 'email',
          required: true,
          value: email,
          autofocus: true,
          ...(errors.email && { error: errors.email }),
        }),
        idpMessage('idp.forgot.submit'),
      ),
      links([[signInUrl(), idpMessage('idp.signIn')]]),
    );

  app.get('/account/forgot', async (_request, reply) =>
    send(reply, idpMessage('idp.forgot.title'), forgotPage()),
  );

  app.post('/account/forgot', async (request, reply) => {
    const email = text(request.body, 'email').trim();
    const errors: Errors = plainTextErrors(request.body);
    checkEmail(email, errors);
    if (Object.keys(errors).length)
      return send(reply, idpMessage('idp.forgot.title'), forgotPage(email, errors), 400);
    // The same answer whether or not the address has an account, and whether or not the e-mail
    // limits were reached; the e-mail only if it has one and they were not, written after the
    // answer so that it takes as long either way.
    const account = await findClientByEmail(db, email);
    if ((await mayMail(email, request.ip)) && account) {
      const now = auth.now();
      const asked = activeLocale();
      afterAnswer(reply, async () => {
        const token = await issueClientToken(db, account.id, 'reset', now, RESET_LIFETIME_MS);
        const link = `${identity.issuer()}/account/reset?token=${token}`;
        await mail(account.email, await recipientLocale(db, 'client', account.id, asked), () => ({
          subject: idpMessage('idp.mail.reset.subject'),
          body: idpMessage('idp.mail.reset.body', { link }),
        }));
      });
    }
    return send(
      reply,
      idpMessage('idp.forgot.title'),
      join(
        notice(idpMessage('idp.forgot.sent', { email })),
        links([[signInUrl(), idpMessage('idp.signIn')]]),
      ),
    );
  });

  const resetPage = (token: string, errors: Errors = {}) =>
    join(
      errorSummary(errors),
      form(
        `${OIDC_PATH}/account/reset?token=${encodeURIComponent(token)}`,
        field({
          name: 'password',
          label: idpMessage('idp.newPassword'),
          type: 'password',
          autocomplete: 'new-password',
          required: true,
          hint: passwordHint(),
          autofocus: true,
          ...(errors.password && { error: errors.password }),
        }),
        idpMessage('idp.reset.submit'),
      ),
    );
  const invalidReset = (reply: FastifyReply) =>
    send(
      reply,
      idpMessage('idp.reset.title'),
      join(
        paragraph(idpMessage('idp.reset.invalid')),
        links([[`${OIDC_PATH}/account/forgot`, idpMessage('idp.forgot.title')]]),
      ),
      400,
    );

  app.get<{ Querystring: { token?: string } }>('/account/reset', async (request, reply) => {
    const token = String(request.query.token ?? '');
    if (!(await peekClientToken(db, token, 'reset', auth.now()))) return invalidReset(reply);
    return send(reply, idpMessage('idp.reset.title'), resetPage(token));
  });

  app.post<{ Querystring: { token?: string } }>('/account/reset', async (request, reply) => {
    const token = String(request.query.token ?? '');
    const password = text(request.body, 'password');
    const errors: Errors = plainTextErrors(request.body);
    checkPassword(password, errors, 'password');
    // The token first: a made-up one must not cost anyone's server a password hash.
    if (!(await peekClientToken(db, token, 'reset', auth.now()))) return invalidReset(reply);
    if (Object.keys(errors).length)
      return send(reply, idpMessage('idp.reset.title'), resetPage(token, errors), 400);
    const passwordHash = await auth.passwords.hash(password);
    const now = auth.now();
    const accountId = await consumeClientToken(db, token, 'reset', now);
    if (!accountId) return invalidReset(reply);
    await setClientPassword(db, accountId, passwordHash, now, 'password-reset');
    // Following the link proved the address is theirs.
    const account = await findClientById(db, accountId);
    if (account && !account.emailVerifiedAt) await markEmailVerified(db, accountId, now);
    return send(
      reply,
      idpMessage('idp.reset.title'),
      join(notice(idpMessage('idp.reset.done')), links([[signInUrl(), idpMessage('idp.signIn')]])),
    );
  });

  const changePage = (email = '', errors: Errors = {}, general?: string) =>
    join(
      errorSummary(errors, general),
      form(
        `${OIDC_PATH}/account/change`,
        join(
          field({
            name: 'email',
            label: idpMessage('idp.email'),
            type: 'email',
            autocomplete: 'username',
            required: true,
            value: email,
            autofocus: true,
            ...(errors.email && { error: errors.email }),
          }),
          field({
            name: 'currentPassword',
            label: idpMessage('idp.currentPassword'),
            type: 'password',
            autocomplete: 'current-password',
            required: true,
            ...(errors.currentPassword && { error: errors.currentPassword }),
          }),
          field({
            name: 'newPassword',
            label: idpMessage('idp.newPassword'),
            type: 'password',
            autocomplete: 'new-password',
            required: true,
            hint: passwordHint(),
            ...(errors.newPassword && { error: errors.newPassword }),
          }),
        ),
        idpMessage('idp.change.submit'),
      ),
    );

  app.get('/account/change', async (_request, reply) =>
    send(reply, idpMessage('idp.change.title'), changePage()),
  );

  // The current password is asked for, so a forged cross-site post cannot change it (and cookies are Lax).
  app.post('/account/change', async (request, reply) => {
    const email = text(request.body, 'email').trim();
    const current = text(request.body, 'currentPassword');
    const next = text(request.body, 'newPassword');
    const errors: Errors = plainTextErrors(request.body);
    checkEmail(email, errors);
    if (!current)
      errors.currentPassword = idpMessage('idp.error.passwordLength', {
        min: PASSWORD_MIN,
        max: PASSWORD_MAX,
      });
    checkPassword(next, errors, 'newPassword');
    if (!errors.newPassword && current && current === next)
      errors.newPassword = idpMessage('idp.error.samePassword');
    if (Object.keys(errors).length)
      return send(reply, idpMessage('idp.change.title'), changePage(email, errors), 400);

    const throttle = keys('sign-in', email, request.ip);
    if (await isBlocked(reply, throttle))
      return send(
        reply,
        idpMessage('idp.change.title'),
        changePage(email, {}, idpMessage('idp.error.tooMany')),
        429,
      );
    const account = await findClientByEmail(db, email);
    const valid = await auth.passwords.verify(account?.passwordHash ?? undefined, current);
    if (!account || !valid || !account.emailVerifiedAt) {
      return send(
        reply,
        idpMessage('idp.change.title'),
        changePage(email, {}, idpMessage('idp.change.failed')),
        401,
      );
    }
    await auth.throttle.succeed(throttle);
    await setClientPassword(db, account.id, await auth.passwords.hash(next), auth.now(), 'password-changed');
    return send(
      reply,
      idpMessage('idp.change.title'),
      join(notice(idpMessage('idp.change.done')), links([[signInUrl(), idpMessage('idp.signIn')]])),
    );
  });

  // --- Everything else is oidc-provider's -----------------------------------------------------

  await app.register(async (inner: FastifyInstance) => {
    // The provider reads its own bodies from the request stream.
    inner.removeAllContentTypeParsers();
    inner.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const provider = await identity.provider();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(OIDC_PATH.length) || '/';
      reply.hijack();
      // The provider's own pages (logout, errors) are ours too: the same policy, never framed.
      // Hijacked: the headers every answer gets (HSTS included) are set on the raw answer here.
      const headers = pageHeaders(
        request,
        identityPagePolicy(appOrigins(identity.issuer()), { providerScripts: true }),
      );
      for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
      // The provider writes its own URLs (its forms' actions, its redirects) on the host the request
      // names: it is given the issuer's, never the client's `Host` or `X-Forwarded-Host`.
      const issuer = new URL(identity.issuer());
      raw.headers.host = issuer.host;
      delete raw.headers['x-forwarded-host'];
      if (raw.headers['x-forwarded-proto'] !== undefined)
        raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
      await provider.callback()(raw, reply.raw);
    };
    inner.all('/*', forward);
    inner.all('/', forward);
  });
};
