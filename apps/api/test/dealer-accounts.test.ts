// The dealer accounts of spec doc 1 §3, §5 and §7 (`/dealer-auth`): lease-quote dealer sign-ins
// that staff list, add (with an e-mail their activation link goes to, issue 26 item 7), read,
// remove and regroup by dealership, with the domain's validation and the catalogue's words; a
// removed account's sessions end at once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dealerPasswordLength, message, nameKey, type DealerAccount } from '@sfi/domain';
import { SESSION_INVALID } from '../src/auth/strings.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { dealerAccounts, sessions } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { quoteDetails } from './support/api.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office, sessionHeaders, type SignedIn } from './support/auth.ts';
import { migrateBefore, provisionTestDatabase } from './support/database.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  who: AudienceName = 'staffAdmin',
) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: await audiences.headers(who),
    ...(body !== undefined && { payload: body as object }),
  });
}

const renamePath = (dealerName: string) => `/dealer-auth/dealer-name/${encodeURIComponent(dealerName)}`;

/**
 * Adds an account and returns it; the test fails unless it was created. Its e-mail is made of its
 * user name unless given; with a `password`, a super admin adds it (the spec's call that sets one),
 * else a staff admin, and the dealer gets an activation link.
 */
async function create(account: {
  dealerName: string;
  user: string;
  email?: string;
  password?: string;
  contactName?: string;
  dealerStepsEnabled?: boolean;
}) {
  const response = await call(
    'POST',
    '/dealer-auth',
    { email: `${account.user}@dealers.example`, ...account },
    account.password === undefined ? 'staffAdmin' : 'staffSuperAdmin',
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DealerAccount>();
}

/** The newest password link e-mailed to an address: its token (the e-mail goes out after the answer). */
async function linkTokenFor(email: string, count = 1): Promise<string> {
  return vi.waitFor(() => {
    const mails = api.email.sent.filter((sent) => sent.to === email);
    if (mails.length < count) throw new Error(`fewer than ${count} e-mails to ${email} yet`);
    const token = /\/dealer\/password\?token=([\w-]+)/.exec(mails.at(-1)!.body)?.[1];
    if (!token) throw new Error(`no password link e-mailed to ${email}`);
    return token;
  });
}

async function dealerLogin(username: string, password: string) {
  return api.call({ method: 'POST', path: '/dealer-login', body: { username, password } });
}

describe('dealer accounts', () => {
  it('adds an account with an e-mail and no password: the dealer chooses theirs with the activation link e-mailed to them, then signs in through POST /dealer-login', async () => {
    const response = await call('POST', '/dealer-auth', {
      dealerName: '  Prairie Auto Group ',
      user: ' prairie.sales ',
      email: ' Lee@Prairie-Auto.example ',
      contactName: 'Lee Kowalski',
    });
    expect(response.statusCode, response.body).toBe(201);
    const account = response.json<DealerAccount>();
    expect(account).toEqual({
      id: expect.any(String),
      dealerName: 'Prairie Auto Group',
      user: 'prairie.sales',
      contactName: 'Lee Kowalski',
      email: 'Lee@Prairie-Auto.example',
      dealerStepsEnabled: false,
    });
    expect(response.body).not.toMatch(/argon|password/i);

    const read = await call('GET', `/dealer-auth/${account.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(account);

    // A password no one knows, hashed like the other accounts (Argon2id at the project's cost, salted).
    const [row] = await api.db
      .select({ hash: dealerAccounts.passwordHash, key: dealerAccounts.dealerNameKey })
      .from(dealerAccounts)
      .where(eq(dealerAccounts.id, account.id));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(row?.key).toBe(nameKey('Prairie Auto Group'));

    const token = await linkTokenFor('Lee@Prairie-Auto.example');
    const mail = api.email.sent.find((sent) => sent.to === 'Lee@Prairie-Auto.example')!;
    expect(mail.subject).toBe(message('password.mail.activation.subject'));
    expect(mail.body).toContain('Hello Lee Kowalski');
    const used = await api.call({
      method: 'POST',
      path: '/password/link',
      body: { token, password: 'prairie sales 2026' },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toEqual({ kind: 'dealer', username: 'prairie.sales' });

    const login = await dealerLogin('PRAIRIE.SALES', 'prairie sales 2026');
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({
      id: account.id,
      username: 'prairie.sales',
      dealerName: 'Prairie Auto Group',
      contactName: 'Lee Kowalski',
    });
    expect((await dealerLogin('prairie.sales', 'not the password')).statusCode).toBe(401);
  });

  it('lets only a super admin give a new account its password (the spec’s call); a staff admin is refused and nothing is written', async () => {
    const body = { dealerName: 'Chosen Motors', user: 'chosen.by.admin', email: 'chosen@dealers.example' };
    const refused = await call('POST', '/dealer-auth', { ...body, password: 'chosen by admin 2026' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(message('password.superAdminOnly'));
    expect((await call('GET', '/dealer-auth')).json<DealerAccount[]>().map((one) => one.user)).not.toContain(
      'chosen.by.admin',
    );
    await create({ ...body, password: 'chosen by super 2026' });
    expect((await dealerLogin('chosen.by.admin', 'chosen by super 2026')).statusCode).toBe(200);
  });

  it('forgot password: a reset link to the account’s e-mail, which ends the dealer’s sessions; a staff member sends one too', async () => {
    const account = await create({
      dealerName: 'Forgetful Motors',
      user: 'forgetful',
      password: 'first one 2026',
    });
    const login = await dealerLogin('forgetful', 'first one 2026');
    const signedIn: SignedIn = { id: login.json().session.id, token: login.json().token };

    const forgot = await api.call({
      method: 'POST',
      path: '/password/forgot',
      body: { kind: 'dealer', username: 'FORGETFUL' },
    });
    expect(forgot.statusCode).toBe(202);
    const token = await linkTokenFor('forgetful@dealers.example');
    expect(api.email.sent.filter((sent) => sent.to === 'forgetful@dealers.example').at(-1)!.subject).toBe(
      message('password.mail.reset.subject'),
    );
    const used = await api.call({
      method: 'POST',
      path: '/password/link',
      body: { token, password: 'second one 2026' },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(
      (await api.call({ method: 'GET', path: '/session', headers: sessionHeaders(signedIn) })).statusCode,
    ).toBe(401);
    expect((await dealerLogin('forgetful', 'second one 2026')).statusCode).toBe(200);

    const sent = await call('POST', `/dealer-auth/${account.id}/password-link`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: true });
    await linkTokenFor('forgetful@dealers.example', 2);
  });

  it('takes an account without a contact name, and answers its contact name empty', async () => {
    const account = await create({ dealerName: 'No Contact Motors', user: 'nocontact' });
    expect(account.contactName).toBe('');
  });

  it('lists every account by dealer name, ignoring case, with numbers in numeric order', async () => {
    for (const [dealerName, user] of [
      ['auto 10', 'list.auto10'],
      ['Auto 9', 'list.auto9b'],
      ['AUTO 9', 'list.auto9a'],
      ['Auto 100', 'list.auto100'],
      ['Élan Autos', 'list.elan'],
    ] as const)
      await create({ dealerName, user });

    const response = await call('GET', '/dealer-auth');
    expect(response.statusCode).toBe(200);
    const accounts = response.json<DealerAccount[]>();
    const listed = accounts.filter((account) => account.user.startsWith('list.'));
    expect(listed.map((account) => account.user)).toEqual([
      'list.auto9a',
      'list.auto9b',
      'list.auto10',
      'list.auto100',
      'list.elan',
    ]);
    expect(accounts).toContainEqual({
      id: demoAccounts.dealer.id,
      dealerName: demoAccounts.dealer.dealerName,
      user: demoAccounts.dealer.username,
      contactName: demoAccounts.dealer.contactName,
      email: demoAccounts.dealer.email,
      dealerStepsEnabled: demoAccounts.dealer.dealerStepsEnabled,
    });
    const names = accounts.map((account) => account.dealerName);
    const collator = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('refuses a user name another account has, whatever its case, as the user field’s error', async () => {
    await create({ dealerName: 'Taken Motors', user: 'taken.user' });
    for (const user of [' TAKEN.user ', demoAccounts.dealer.username.toUpperCase()]) {
      const again = await call('POST', '/dealer-auth', {
        dealerName: 'Other Motors',
        user,
        email: 'other@dealers.example',
      });
      expect(again.statusCode).toBe(409);
      const text = message('dealerAccounts.error.userTaken', { user: user.trim() });
      expect(again.json()).toMatchObject({ message: text, fieldErrors: { user: text } });
    }
    // The demo dealer still signs in with its own password.
    expect((await dealerLogin(demoAccounts.dealer.username, demoAccounts.dealer.password)).statusCode).toBe(
      200,
    );
  });

  const passwordLength = message('dealerAccounts.password.length', dealerPasswordLength);
  it.each([
    ['password', 'x'.repeat(dealerPasswordLength.min - 1), passwordLength],
    ['password', 'x'.repeat(dealerPasswordLength.max + 1), passwordLength],
    ['email', undefined, message('validation.email')],
    ['email', 'not an address', message('validation.email')],
    ['user', 'sales:east', message('dealerAccounts.user.colon')],
    ['user', '  ', message('validation.required')],
    ['dealerName', '', message('validation.required')],
    ['dealerName', 'x'.repeat(201), message('validation.tooLong', { max: 200 })],
    ['contactName', 'a\u0000b', message('validation.text.characters')],
    ['contactName', 42, expect.any(String)],
  ])('refuses a %s of %j with “%s”', async (field, value, text) => {
    const response = await call('POST', '/dealer-auth', {
      dealerName: 'Field Motors',
      user: `field.${field}`,
      email: 'field@dealers.example',
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [field]: text });
  });

  it('renames a dealership: every account of it, whatever the case and accents, takes the new name', async () => {
    const first = await create({ dealerName: 'Côte Nord Autos', user: 'cote.one' });
    const second = await create({ dealerName: 'COTE NORD AUTOS', user: 'cote.two' });
    const bystander = await create({ dealerName: 'Côte Sud Autos', user: 'cote.south' });

    const response = await call('PUT', renamePath('cote nord autos'), { dealerName: ' North Shore Autos ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { ...first, dealerName: 'North Shore Autos' },
      { ...second, dealerName: 'North Shore Autos' },
    ]);
    expect((await call('GET', `/dealer-auth/${bystander.id}`)).json()).toEqual(bystander);
    const [row] = await api.db
      .select({ key: dealerAccounts.dealerNameKey })
      .from(dealerAccounts)
      .where(eq(dealerAccounts.id, first.id));
    expect(row?.key).toBe('north shore autos');

    // Nobody is called that any more.
    const gone = await call('PUT', renamePath('Côte Nord Autos'), { dealerName: 'Anything' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(
      message('dealerAccounts.error.dealershipNotFound', { dealerName: 'Côte Nord Autos' }),
    );

    // A change of case only is a rename of the dealership onto itself.
    const recased = await call('PUT', renamePath('North Shore Autos'), { dealerName: 'NORTH SHORE AUTOS' });
    expect(recased.statusCode).toBe(200);
    expect(recased.json<DealerAccount[]>().map((account) => account.dealerName)).toEqual([
      'NORTH SHORE AUTOS',
      'NORTH SHORE AUTOS',
    ]);
  });

  it('refuses to rename a dealership onto another one, which would merge them', async () => {
    const one = await create({ dealerName: 'Merge One Motors', user: 'merge.one' });
    await create({ dealerName: 'Merge Two Motors', user: 'merge.two' });
    const response = await call('PUT', renamePath('Merge One Motors'), { dealerName: 'merge two motors' });
    expect(response.statusCode).toBe(409);
    const text = message('dealerAccounts.error.dealershipTaken', { dealerName: 'merge two motors' });
    expect(response.json()).toMatchObject({ message: text, fieldErrors: { dealerName: text } });
    expect((await call('GET', `/dealer-auth/${one.id}`)).json()).toEqual(one);
  });

  it('refuses a rename without a new name', async () => {
    await create({ dealerName: 'Blank Rename Motors', user: 'blank.rename' });
    const response = await call('PUT', renamePath('Blank Rename Motors'), { dealerName: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ dealerName: message('validation.required') });
  });

  it('answers 404 with “No account found” for an account that does not exist', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [unknown, 'not-an-id']) {
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await call(method, `/dealer-auth/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(message('dealerAccounts.error.notFound'));
      }
    }
  });

  it('removes an account and ends its sessions at once: the dealer’s next call is an invalid session', async () => {
    const account = await create({
      dealerName: 'Closing Motors',
      user: 'closing',
      password: 'closing down 2026',
    });
    const login = await dealerLogin('closing', 'closing down 2026');
    expect(login.statusCode).toBe(200);
    const signedIn: SignedIn = { id: login.json().session.id, token: login.json().token };
    const asDealer = () => api.call({ method: 'GET', path: '/session', headers: sessionHeaders(signedIn) });
    expect((await asDealer()).statusCode).toBe(200);

    expect((await call('DELETE', `/dealer-auth/${account.id}`)).statusCode).toBe(204);

    const [session] = await api.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, signedIn.id));
    expect(session?.revokedAt).toEqual(api.clock.now());
    const next = await asDealer();
    expect(next.statusCode).toBe(401);
    expect(next.json().message).toBe(SESSION_INVALID);
    expect((await dealerLogin('closing', 'closing down 2026')).statusCode).toBe(401);
    expect((await call('GET', `/dealer-auth/${account.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/dealer-auth/${account.id}`)).statusCode).toBe(404);
  });

  it('takes the dealer-mode next steps when added and changes them later: the dealer can submit a quote then (issue 25, item 3)', async () => {
    const withSteps = await create({
      dealerName: 'Steps Motors',
      user: 'steps.on',
      password: 'steps motors 2026',
      dealerStepsEnabled: true,
    });
    expect(withSteps.dealerStepsEnabled).toBe(true);
    const without = await create({
      dealerName: 'Steps Motors',
      user: 'steps.off',
      password: 'steps motors 2026',
    });
    expect(without.dealerStepsEnabled).toBe(false);

    /** Signs in as `user`, creates a quote and asks to submit its revision: the answer's status. */
    async function submitAs(user: string) {
      const login = await dealerLogin(user, 'steps motors 2026');
      expect(login.statusCode).toBe(200);
      const headers = sessionHeaders({ id: login.json().session.id, token: login.json().token });
      const created = await api.call({
        method: 'POST',
        path: '/lease-quotes',
        headers,
        body: { ...quoteDetails, vehicle: { type: 'CAR' } },
      });
      const quote = created.json<{ id: string; quoteData: { revisionId: string }[] }>();
      const submitted = await api.call({
        method: 'PUT',
        path: `/lease-quotes/${quote.id}/status?revision=${quote.quoteData[0]!.revisionId}`,
        headers,
        body: { status: 'QUOTE_SUBMITTED' },
      });
      return {
        login: login.json<{ appConfig: { dealerStepsEnabled: boolean } }>(),
        status: submitted.statusCode,
      };
    }
    expect(await submitAs('steps.on')).toMatchObject({
      login: { appConfig: { dealerStepsEnabled: true } },
      status: 200,
    });
    expect(await submitAs('steps.off')).toMatchObject({
      login: { appConfig: { dealerStepsEnabled: false } },
      status: 403,
    });

    const changed = await call('PATCH', `/dealer-auth/${without.id}`, { dealerStepsEnabled: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...without, dealerStepsEnabled: true });
    expect((await call('GET', `/dealer-auth/${without.id}`)).json()).toMatchObject({
      dealerStepsEnabled: true,
    });
    expect(await submitAs('steps.off')).toMatchObject({ status: 200 });

    // Bad input: a field error in plain words; another account, or a dealer, gets nothing changed.
    const bad = await call('PATCH', `/dealer-auth/${without.id}`, { dealerStepsEnabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      dealerStepsEnabled: message('dealerAccounts.dealerSteps.invalid'),
    });
    const missing = await call('PATCH', '/dealer-auth/00000000-0000-4000-8000-000000000000', {
      dealerStepsEnabled: false,
    });
    expect(missing.statusCode).toBe(404);
    const byDealer = await call(
      'PATCH',
      `/dealer-auth/${without.id}`,
      { dealerStepsEnabled: false },
      'dealer',
    );
    expect(byDealer.statusCode).toBe(403);
    expect((await call('GET', `/dealer-auth/${without.id}`)).json()).toMatchObject({
      dealerStepsEnabled: true,
    });
  });

  it('is for staff only: a dealer may neither read nor add accounts', async () => {
    expect((await call('GET', '/dealer-auth', undefined, 'dealer')).statusCode).toBe(403);
    const add = await call(
      'POST',
      '/dealer-auth',
      { dealerName: 'By A Dealer', user: 'by.dealer', email: 'by.dealer@dealers.example' },
      'dealer',
    );
    expect(add.statusCode).toBe(403);
  });
});

describe('the dealership migration', () => {
  it('gives the accounts already there their dealership key', async () => {
    const target = await provisionTestDatabase();
    const database = await openDatabase(target.options);
    try {
      await migrateBefore(database, (tag) => tag.endsWith('_dealer-account-dealership'));

      const names = ['Élan Autos', 'MAPLE Leaf Motors', 'Ça Va Motors 9'];
      for (const [i, name] of names.entries())
        await database.db.execute(
          sql`insert into dealer_accounts (username, username_key, dealer_name, password_hash)
              values (${`old${i}`}, ${`old${i}`}, ${name}, 'x')`,
        );
      await migrateDatabase(database);

      const rows = await database.db
        .select({ name: dealerAccounts.dealerName, key: dealerAccounts.dealerNameKey })
        .from(dealerAccounts);
      expect(rows.map((row) => row.key).sort()).toEqual(names.map(nameKey).sort());
    } finally {
      await database.close();
      await target.dispose();
    }
  });
});
