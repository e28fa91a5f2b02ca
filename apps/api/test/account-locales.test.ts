// A person's language kept on their account (issue 29): `PUT /session/locale` for every kind of
// session and the public API's `PUT /me/locale` for clients keep the choice on the caller's own
// account only; every e-mail and SMS the server writes is then in its recipient's language (their
// choice; a client without one, French when a lease file of theirs is in Quebec; an account staff
// made, English rather than the administrator's language), and the identity provider's pages
// follow the sign-in's `ui_locales`, the apps' language cookie, then `Accept-Language`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  en,
  identityProviderWords,
  idpMessage,
  loadLocale,
  message,
  newsletterMessage,
  newsletterWords,
  peopleMessage,
  peopleScreens,
  takeoverMessage,
  takeoverScreens,
  translations,
  type Locale,
} from '@sfi/domain';
import { SESSION_MISSING } from '../src/auth/strings.ts';
import {
  clientAccounts,
  dealerAccounts,
  fileDealers,
  newsletterSubscriptions,
  staffUsers,
} from '../src/db/schema.ts';
import { demoAccounts, demoClient } from '../src/seed/demo-accounts.ts';
import { createAudiences, otherClient, type Audiences } from './support/audiences.ts';
import { basic, createAuthTestApi, sessionHeaders, type AuthTestApi } from './support/auth.ts';
import { injectSend } from './support/inject-send.ts';
import { CookieJar, startSignIn } from './support/oidc.ts';

/*
 * The words these tests read, given a French of their own (the English marked), so that a message
 * written in the wrong language shows whatever French tables the catalogue has by then.
 */
const english: Record<string, string> = {
  ...en,
  ...identityProviderWords,
  ...newsletterWords,
  ...peopleScreens,
  ...takeoverScreens,
};
const checked = [
  'validation.locale',
  'auth.sms.code',
  'password.mail.reset.subject',
  'password.mail.activation.subject',
  'password.mail.clientActivation.subject',
  'people.staff.notice.emailSubject',
  'idp.mail.reset.subject',
  'idp.mail.confirm.subject',
  'idp.forgot.title',
  'idp.login.title',
  'newsletter.mail.subject',
  'serviceRequest.email.subject.contact',
] as const;
translations({
  'fr-CA': async () => ({
    default: Object.fromEntries(checked.map((key) => [key, `[fr] ${english[key]}`])),
  }),
});

let api: AuthTestApi;
let audiences: Audiences;
beforeAll(async () => {
  await loadLocale('fr-CA');
  api = await createAuthTestApi();
  audiences = await createAudiences(api);
});
afterAll(() => api.close());

const french = { 'accept-language': 'fr-CA,fr;q=0.9' };
const englishPage = { 'accept-language': 'en-CA,en;q=0.9' };

const choose = async (headers: Record<string, string>, body: unknown, extra: Record<string, string> = {}) =>
  api.call({
    method: 'PUT',
    path: '/session/locale',
    headers: { ...headers, ...extra, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const chooseAsClient = async (headers: Record<string, string>, body: unknown) =>
  api.call({
    method: 'PUT',
    path: '/me/locale',
    service: '/api/public',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const localeOf = async (table: typeof staffUsers, id: string) =>
  (await api.db.select({ locale: table.locale }).from(table).where(eq(table.id, id)))[0]?.locale;

/** The newest message delivered to `to` (SMS or e-mail), once the outbox has sent it. */
const delivered = (channel: 'sms' | 'email', to: string, after = 0) =>
  vi.waitFor(() => {
    const found = api[channel].sent.slice(after).findLast((sent) => sent.to === to);
    if (!found) throw new Error(`nothing sent to ${to} yet`);
    return found;
  });

describe('PUT /session/locale', () => {
  it.each([
    ['staffAdmin', 'staff', staffUsers, demoAccounts.staffAdmin.id],
    ['dealer', 'dealer', dealerAccounts, demoAccounts.dealer.id],
    ['fileDealer', 'file-dealer', fileDealers, demoAccounts.fileDealer.id],
  ] as const)(
    'keeps a %s’s choice on their account, and their session says it',
    async (who, kind, table, id) => {
      const headers = await audiences.headers(who);
      const before = await api.call({ method: 'GET', path: '/session', headers });
      expect(before.json()).toMatchObject({ kind, user: { id, locale: null } });

      const chosen = await choose(headers, { locale: 'fr-CA' });
      expect(chosen.statusCode).toBe(204);
      expect(await localeOf(table as typeof staffUsers, id)).toBe('fr-CA');
      const after = await api.call({ method: 'GET', path: '/session', headers });
      expect(after.json()).toMatchObject({ kind, user: { id, locale: 'fr-CA' } });

      // Back to English: the body decides, never the page's Accept-Language.
      expect((await choose(headers, { locale: 'en-CA' }, french)).statusCode).toBe(204);
      expect(await localeOf(table as typeof staffUsers, id)).toBe('en-CA');
    },
  );

  it('answers the sign-in calls with the account’s language, for the app to adopt', async () => {
    await choose(await audiences.headers('dealer'), { locale: 'fr-CA' });
    const { username, password } = demoAccounts.dealer;
    const signIn = await api.call({ method: 'POST', path: '/dealer-login', body: { username, password } });
    expect(signIn.json()).toMatchObject({ user: { locale: 'fr-CA' } });
    const chat = await api.call({
      method: 'POST',
      path: '/users/login',
      service: '/api/chat',
      headers: { authorization: basic(demoAccounts.fileDealer.username, demoAccounts.fileDealer.password) },
    });
    expect(chat.json()).toMatchObject({ user: { locale: 'en-CA' } });
  });

  it('changes only the caller’s own account, whatever the body names', async () => {
    const superAdminBefore = await localeOf(staffUsers, demoAccounts.staffSuperAdmin.id);
    const answer = await choose(await audiences.headers('staffAdmin'), {
      locale: 'fr-CA',
      id: demoAccounts.staffSuperAdmin.id,
      kind: 'client',
      userId: demoClient.id,
    });
    expect(answer.statusCode).toBe(204);
    expect(await localeOf(staffUsers, demoAccounts.staffAdmin.id)).toBe('fr-CA');
    expect(await localeOf(staffUsers, demoAccounts.staffSuperAdmin.id)).toBe(superAdminBefore);
    expect(await localeOf(clientAccounts as never, demoClient.id)).toBeNull();
  });

  it.each([
    ['another language', { locale: 'de-DE' }],
    ['a bare language', { locale: 'fr' }],
    ['another case', { locale: 'FR-ca' }],
    ['markup', { locale: '<script>alert(1)</script>' }],
    ['an empty one', { locale: '' }],
    ['a number', { locale: 42 }],
    ['a list', { locale: ['fr-CA'] }],
    ['null', { locale: null }],
    ['nothing', {}],
  ])('refuses %s on the locale field, in the page’s language, and keeps the account’s', async (_, body) => {
    const headers = await audiences.headers('fileDealer');
    const before = await localeOf(fileDealers as never, demoAccounts.fileDealer.id);
    const answer = await choose(headers, body, french);
    expect(answer.statusCode).toBe(400);
    const text = message('validation.locale', {}, 'fr-CA');
    expect(text).not.toBe(message('validation.locale', {}, 'en-CA'));
    expect(answer.json()).toMatchObject({ fieldErrors: { locale: text } });
    expect(await localeOf(fileDealers as never, demoAccounts.fileDealer.id)).toBe(before);
  });

  it('keeps nothing but the product’s locales in any account’s column', async () => {
    // Every row of each table (the demo accounts): the check refuses the statement, nothing changes.
    for (const table of [staffUsers, dealerAccounts, fileDealers, clientAccounts])
      await expect(
        api.db.update(table as typeof staffUsers).set({ locale: 'de-DE' as Locale }),
      ).rejects.toThrow();
    expect(await localeOf(staffUsers, demoAccounts.staffAdmin.id)).not.toBe('de-DE');
  });

  it('refuses callers without a session of the API: nobody, a client’s token, a pending staff sign-in', async () => {
    const before = await localeOf(staffUsers, demoAccounts.staffAdmin.id);
    const nobody = await choose({}, { locale: 'fr-CA' });
    expect([nobody.statusCode, nobody.json().message]).toEqual([401, SESSION_MISSING]);
    expect((await choose(await audiences.headers('client'), { locale: 'fr-CA' })).statusCode).toBe(401);
    const pending = await choose(await audiences.headers('staffPending'), { locale: 'en-CA' });
    expect(pending.statusCode).toBe(401);
    expect(await localeOf(staffUsers, demoAccounts.staffAdmin.id)).toBe(before);
  });

  it('takes a hostile Accept-Language as no more than a language for its answer', async () => {
    const headers = await audiences.headers('dealer');
    for (const hostile of [
      `${'fr-CA;q=0.5,'.repeat(5000)}en`,
      'fr-CA;q=NaN, en;q=-1, *;q=2',
      '../../etc/passwd, fr-CA\t; q=1',
      '\u00e9\u00e9-CA, de',
    ]) {
      const answer = await choose(headers, { locale: 'en-CA' }, { 'accept-language': hostile });
      expect(answer.statusCode).toBe(204);
      expect(await localeOf(dealerAccounts as never, demoAccounts.dealer.id)).toBe('en-CA');
      const bad = await choose(headers, { locale: 'xx' }, { 'accept-language': hostile });
      expect(bad.statusCode).toBe(400);
      expect(['en-CA', 'fr-CA']).toContain(bad.headers['content-language']);
    }
  });
});

describe('PUT /me/locale (the public API)', () => {
  it('keeps the client’s choice on their own account, and GET /me says it', async () => {
    const headers = await audiences.headers('client');
    const me = () => api.call({ method: 'GET', path: '/me', service: '/api/public', headers });
    expect((await me()).json()).toMatchObject({ me: { id: demoClient.id, locale: null } });
    expect((await chooseAsClient(headers, { locale: 'fr-CA', id: otherClient.id })).statusCode).toBe(204);
    expect((await me()).json()).toMatchObject({ me: { id: demoClient.id, locale: 'fr-CA' } });
    expect(await localeOf(clientAccounts as never, otherClient.id)).toBeNull();
  });

  it('refuses a bogus locale, and any caller but a signed-in client', async () => {
    const headers = await audiences.headers('client');
    const bad = await chooseAsClient(headers, { locale: 'en-US' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { locale: message('validation.locale') } });
    for (const who of ['none', 'staffAdmin', 'dealer', 'fileDealer'] as const)
      expect((await chooseAsClient(await audiences.headers(who), { locale: 'en-CA' })).statusCode).toBe(401);
    expect(await localeOf(clientAccounts as never, demoClient.id)).toBe('fr-CA');
  });
});

describe('e-mails and SMS in their recipient’s language', () => {
  const inFrench = (text: string, key: (typeof checked)[number], params = {}, area = message) => {
    const expected = (area as typeof message)(key as never, params, 'fr-CA');
    expect(expected).not.toBe((area as typeof message)(key as never, params, 'en-CA'));
    expect(text).toBe(expected);
  };

  it('texts a member of staff their sign-in code in their language, from a page in another', async () => {
    const staff = demoAccounts.staffSuperAdmin;
    const session = await audiences.session('staffSuperAdmin');
    expect((await choose(sessionHeaders(session!), { locale: 'fr-CA' })).statusCode).toBe(204);
    const sent = api.sms.sent.length;
    const first = await api.call({
      method: 'POST',
      path: '/login/sms',
      headers: { ...englishPage, authorization: basic(staff.username, staff.password) },
    });
    expect(first.statusCode).toBe(200);
    const sms = await delivered('sms', staff.phone, sent);
    const code = /\b(\d{6})\b/.exec(sms.body)![1]!;
    inFrench(sms.body, 'auth.sms.code', { code, minutes: 10 });
  });

  it('writes a reset link in the account’s language; one never chosen in the page’s', async () => {
    // The dealer chose French (above); the page asking is English.
    await choose(await audiences.headers('dealer'), { locale: 'fr-CA' });
    const dealer = demoAccounts.dealer;
    let sent = api.email.sent.length;
    await api.call({
      method: 'POST',
      path: '/password/forgot',
      headers: englishPage,
      body: { kind: 'dealer', username: dealer.username },
    });
    inFrench((await delivered('email', dealer.email, sent)).subject!, 'password.mail.reset.subject');

    // The super admin of another test never chose for the member below: the page's language.
    await api.db
      .update(staffUsers)
      .set({ locale: null })
      .where(eq(staffUsers.id, demoAccounts.staffAdmin.id));
    sent = api.email.sent.length;
    await api.call({
      method: 'POST',
      path: '/password/forgot',
      from: '198.51.100.77',
      headers: french,
      body: { kind: 'staff', username: demoAccounts.staffAdmin.username },
    });
    inFrench(
      (await delivered('email', demoAccounts.staffAdmin.email, sent)).subject!,
      'password.mail.reset.subject',
    );
  });

  it('writes an account staff made in its own language (English), never the administrator’s', async () => {
    const sent = api.email.sent.length;
    const made = await api.call({
      method: 'POST',
      path: '/dealer-auth',
      headers: { ...(await audiences.headers('staffAdmin')), ...french },
      body: { dealerName: 'Garage Laval', user: 'laval.dealer', email: 'laval@dealers.example' },
    });
    expect(made.statusCode).toBe(201);
    const mail = await delivered('email', 'laval@dealers.example', sent);
    expect(mail.subject).toBe(message('password.mail.activation.subject', {}, 'en-CA'));
  });

  it('writes a client’s activation in French when their lease file is in Quebec, else in English', async () => {
    const staff = await audiences.headers('staffAdmin');
    const file = await api.call({
      method: 'POST',
      path: '/files',
      headers: staff,
      body: { fileNo: 'QC-LOCALE-1', province: 'QC' },
    });
    expect(file.statusCode).toBe(201);
    let sent = api.email.sent.length;
    const quebec = await api.call({
      method: 'POST',
      path: '/users',
      headers: { ...staff, ...englishPage },
      body: { email: 'lea.quebec@example.com', fileNo: 'QC-LOCALE-1' },
    });
    expect(quebec.statusCode).toBe(201);
    inFrench(
      (await delivered('email', 'lea.quebec@example.com', sent)).subject!,
      'password.mail.clientActivation.subject',
    );

    sent = api.email.sent.length;
    const elsewhere = await api.call({
      method: 'POST',
      path: '/users',
      headers: { ...staff, ...french },
      body: { email: 'sam.ontario@example.com' },
    });
    expect(elsewhere.statusCode).toBe(201);
    expect((await delivered('email', 'sam.ontario@example.com', sent)).subject).toBe(
      message('password.mail.clientActivation.subject', {}, 'en-CA'),
    );
  });

  it('tells a member of staff of a contact change in their language, whoever makes it', async () => {
    const member = demoAccounts.staffAdmin;
    await api.db.update(staffUsers).set({ locale: 'fr-CA' }).where(eq(staffUsers.id, member.id));
    const sent = api.email.sent.length;
    const changed = await api.call({
      method: 'PUT',
      path: `/auth/${member.id}`,
      headers: { ...(await audiences.headers('staffSuperAdmin')), ...englishPage },
      body: { email: 'alex.martin.new@sfi.example' },
    });
    expect(changed.statusCode).toBe(200);
    const notice = await delivered('email', member.email, sent);
    expect(notice.subject).toBe(peopleMessage('people.staff.notice.emailSubject', {}, 'fr-CA'));
    expect(notice.subject).not.toBe(peopleMessage('people.staff.notice.emailSubject', {}, 'en-CA'));
  });

  it('keeps the newsletter page’s language with the address, and confirms in it', async () => {
    const sent = api.email.sent.length;
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/public/newsletter',
      remoteAddress: '10.99.0.1',
      headers: { ...french, 'content-type': 'application/json' },
      payload: JSON.stringify({ EMAIL: 'abonne@example.com' }),
    });
    expect(answer.statusCode).toBe(202);
    const [row] = await api.db
      .select({ locale: newsletterSubscriptions.locale })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.emailKey, 'abonne@example.com'));
    expect(row?.locale).toBe('fr-CA');
    const mail = await delivered('email', 'abonne@example.com', sent);
    expect(mail.subject).toBe(newsletterMessage('newsletter.mail.subject', {}, 'fr-CA'));
    expect(mail.subject).not.toBe(newsletterMessage('newsletter.mail.subject', {}, 'en-CA'));
  });

  it('writes a visitor’s request for service to the service desk in its one language, not the page’s', async () => {
    const sent = api.email.sent.length;
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/public/emails',
      remoteAddress: '10.97.0.1',
      headers: { ...french, 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'Léa Roy',
        email: 'lea@example.ca',
        kind: 'contact',
        message: 'Bonjour',
      }),
    });
    expect(answer.statusCode).toBe(202);
    const mail = await delivered('email', 'service-requests@localhost', sent);
    const params = { name: 'Léa Roy' };
    expect(takeoverMessage('serviceRequest.email.subject.contact', params, 'fr-CA')).not.toBe(mail.subject);
    expect(mail.subject).toBe(takeoverMessage('serviceRequest.email.subject.contact', params, 'en-CA'));
  });

  const forgot = (email: string, headers: Record<string, string>, from: string) =>
    api.app.inject({
      method: 'POST',
      url: '/oidc/account/forgot',
      remoteAddress: from,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email }).toString(),
    });

  it('sends a client’s reset link (identity provider) in their language, from a page in another', async () => {
    // The demo client chose French (PUT /me/locale above).
    const sent = api.email.sent.length;
    expect((await forgot(demoClient.email, englishPage, '10.98.0.1')).statusCode).toBe(200);
    const mail = await delivered('email', demoClient.email, sent);
    expect(mail.subject).toBe(idpMessage('idp.mail.reset.subject', {}, 'fr-CA'));
    expect(mail.subject).not.toBe(idpMessage('idp.mail.reset.subject', {}, 'en-CA'));
  });

  it('sends a client who never chose their reset link in the page’s language', async () => {
    const sent = api.email.sent.length;
    expect((await forgot(otherClient.email, french, '10.98.0.2')).statusCode).toBe(200);
    expect((await delivered('email', otherClient.email, sent)).subject).toBe(
      idpMessage('idp.mail.reset.subject', {}, 'fr-CA'),
    );
  });
});

describe('the identity provider’s pages', () => {
  const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
  const titleIn = (html: string, key: 'idp.forgot.title' | 'idp.login.title', locale: Locale) =>
    expect(html).toContain(`<h1>${idpMessage(key, {}, locale)}`);

  it.each([
    ['Accept-Language', { 'accept-language': 'fr-CA' }, 'fr-CA'],
    [
      'the apps’ cookie before Accept-Language',
      { cookie: 'sfi_locale=fr-CA', 'accept-language': 'en' },
      'fr-CA',
    ],
    [
      'an English cookie before a French browser',
      { cookie: 'sfi_locale=en-CA', 'accept-language': 'fr' },
      'en-CA',
    ],
    ['no preference at all', {}, 'en-CA'],
    ['a hostile cookie', { cookie: 'sfi_locale="><script>alert(1)</script>' }, 'en-CA'],
  ] as const)('speak the language of %s', async (_, headers, locale) => {
    const page = await api.app.inject({ method: 'GET', url: '/oidc/account/forgot', headers });
    expect(page.statusCode).toBe(200);
    expect(langOf(page.body)).toBe(locale);
    expect(page.headers['content-language']).toBe(locale);
    titleIn(page.body, 'idp.forgot.title', locale);
    expect(page.body).not.toContain('<script>');
  });

  it.each([
    ['fr-CA', 'sfi_locale=en-CA', 'fr-CA'],
    ['de fr en', 'sfi_locale=en-CA', 'fr-CA'],
    ['en-CA', 'sfi_locale=fr-CA', 'en-CA'],
    ['de', 'sfi_locale=fr-CA', 'fr-CA'],
    ['"><script>alert(1)</script>', '', 'en-CA'],
  ] as const)('show the sign-in in ui_locales %j first (cookie %s)', async (uiLocales, cookie, locale) => {
    const jar = new CookieJar();
    if (cookie) jar.take([cookie]);
    const flow = { origin: 'http://localhost', send: injectSend(api.app, '192.0.2.250'), jar };
    const { go, interaction } = await startSignIn(flow, { ui_locales: uiLocales });
    const page = await go('GET', interaction);
    expect(page.status).toBe(200);
    expect(langOf(page.body)).toBe(locale);
    titleIn(page.body, 'idp.login.title', locale);
    expect(page.body).not.toContain('<script>');
  });
});
