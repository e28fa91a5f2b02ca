// Issue 25's new routes attacked from outside: a dealer writing SFI's counter-offer, and who may call
// the new routes (a role row each).
import { afterAll, describe, expect, it } from 'vitest';
import { emailKey, message, type LeaseQuote } from '@sfi/domain';
import { PasswordHasher } from '../src/auth/passwords.ts';
import { upsertClient } from '../src/db/client-accounts.ts';
import { demoAccounts, demoClient, writeDemoClient } from '../src/seed/demo-accounts.ts';
import { quoteDetails } from './support/api.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';
import { injectSend } from './support/inject-send.ts';
import { CookieJar, signInClient, type FlowOptions } from './support/oidc.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: AudienceName,
  body?: unknown,
) {
  return api.app.inject({
    method,
    url,
    remoteAddress: office,
    headers: await audiences.headers(who),
    ...(body !== undefined && { payload: body as object }),
  });
}

const terms = {
  sellingPrice: 38_500,
  downPayment: 3_000,
  tradeIn: 0,
  fees: 895,
  termMonths: 48,
  annualKilometres: 20_000,
  residualPercent: 52,
  rate: 5.49,
  quotedOn: '2026-11-25',
};

async function dealerQuote(quoteData: unknown[] = [{ revisionType: 'INITIAL', terms }]) {
  const response = await call('POST', '/api/main/lease-quotes', 'dealer', {
    ...quoteDetails,
    vehicle: { type: 'CAR', year: 2025, make: 'Honda', model: 'Civic' },
    province: 'ON',
    quoteData,
  });
  return response;
}

describe('a revised quote (ADJUSTED) comes only from Revise Quote: nobody adds one', () => {
  const refusal = message('quote.revision.adjustedFromRevise');

  it('refuses a dealer’s added ADJUSTED revision, which would freeze their submitted one for staff', async () => {
    const created = await dealerQuote();
    expect(created.statusCode, created.body).toBe(201);
    let quote = created.json<LeaseQuote>();
    const submit = await call(
      'PUT',
      `/api/main/lease-quotes/${quote.id}/status?revision=${quote.quoteData[0]!.revisionId}`,
      'dealer',
      { status: 'QUOTE_SUBMITTED' },
    );
    expect(submit.statusCode, submit.body).toBe(200);
    quote = submit.json<LeaseQuote>();

    const added = await call('POST', `/api/main/lease-quotes/${quote.id}/quote-data`, 'dealer', {
      revisionType: 'ADJUSTED',
      terms: { ...terms, rate: 0.5 },
    });
    expect(added.statusCode, added.body).toBe(403);
    expect(added.json()).toMatchObject({ message: refusal, fieldErrors: { revisionType: refusal } });

    // Nothing was added: staff can still approve the dealer's submission.
    const read = await call('GET', `/api/main/lease-quotes/${quote.id}`, 'staffSuperAdmin');
    expect(read.json<LeaseQuote>().quoteData.map((r) => r.revisionType)).toEqual(['INITIAL']);
    const approved = await call(
      'PUT',
      `/api/main/lease-quotes/${quote.id}/status?revision=${quote.quoteData[0]!.revisionId}`,
      'staffSuperAdmin',
      { status: 'QUOTE_APPROVED' },
    );
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('refuses a dealer’s new quote carrying an ADJUSTED revision', async () => {
    const created = await dealerQuote([{ revisionType: 'ADJUSTED', terms }]);
    expect(created.statusCode, created.body).toBe(403);
    expect(created.json()).toMatchObject({ fieldErrors: { 'quoteData.0.revisionType': refusal } });
  });

  it('lets staff and a dealer add a draft or an initial revision, never an ADJUSTED one', async () => {
    const quote = (await dealerQuote()).json<LeaseQuote>();
    for (const [who, revisionType] of [
      ['dealer', 'DRAFT'],
      ['dealer', 'INITIAL'],
      ['staffAdmin', 'DRAFT'],
      ['staffAdmin', 'INITIAL'],
    ] as const) {
      const added = await call('POST', `/api/main/lease-quotes/${quote.id}/quote-data`, who, {
        revisionType,
        terms,
      });
      expect(added.statusCode, `${who} ${revisionType}: ${added.body}`).toBe(201);
    }
    const byStaff = await call('POST', `/api/main/lease-quotes/${quote.id}/quote-data`, 'staffSuperAdmin', {
      revisionType: 'ADJUSTED',
      terms,
    });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toMatchObject({ message: refusal, fieldErrors: { revisionType: refusal } });
  });
});

describe('who may call the new routes', () => {
  const rows: [string, 'GET' | 'PATCH' | 'POST', string, unknown, Partial<Record<AudienceName, number>>][] = [
    [
      'staff search by e-mail',
      'GET',
      '/api/chat/users/search/criteria?email=sfi',
      undefined,
      {
        none: 401,
        client: 401,
        dealer: 403,
        fileDealer: 403,
        fileDealerToken: 401,
        staffPending: 401,
        staffAdmin: 200,
      },
    ],
    [
      'the dealer’s messages',
      'GET',
      '/api/chat/chats/dealer-messages',
      undefined,
      {
        none: 401,
        dealer: 403,
        fileDealer: 403,
        staffAdmin: 403,
        staffSuperAdmin: 403,
        fileDealerToken: 200,
      },
    ],
    [
      'a dealer account’s next steps',
      'PATCH',
      '/api/main/dealer-auth/nobody',
      { dealerStepsEnabled: true },
      {
        none: 401,
        client: 401,
        dealer: 403,
        fileDealer: 403,
        fileDealerToken: 401,
        staffPending: 401,
        staffAdmin: 404,
      },
    ],
  ];
  for (const [name, method, url, body, expected] of rows)
    it(name, async () => {
      const got: Partial<Record<AudienceName, number>> = {};
      for (const who of Object.keys(expected) as AudienceName[])
        got[who] = (await call(method, url, who, body)).statusCode;
      expect(got).toEqual(expected);
    });
});

describe('the client sign-out’s one step (issue 25, item 9) is the client app’s own, for its own session', () => {
  const origin = 'http://localhost';
  const other = { email: 'other-client@example.com', password: 'other-client-2026' };
  let host = 10;
  const flow = (jar: CookieJar): FlowOptions => {
    host += 1;
    return { origin, send: injectSend(api.app, `192.0.2.${host}`), jar };
  };
  async function endSession(jar: CookieJar, query: Record<string, string>) {
    return api.app.inject({
      url: `/oidc/session/end?${new URLSearchParams(query)}`,
      headers: { cookie: jar.header() },
    });
  }
  const asks = 'Do you want to sign out of your SFI client account?';

  it('asks when another site sends its own account’s id token (a different account’s session)', async () => {
    await writeDemoClient(api.db);
    await upsertClient(api.db, {
      id: '0b1b5c2e-5d0e-4f7e-9a43-5e1f4f0c9a01',
      name: 'Other Client',
      email: other.email,
      emailKey: emailKey(other.email),
      passwordHash: await new PasswordHasher().hash(other.password),
      emailVerifiedAt: new Date('2026-01-01T00:00:00.000Z'),
    });
    const attacker = await signInClient(flow(new CookieJar()), other.email, other.password);
    const victim = new CookieJar();
    await signInClient(flow(victim), demoClient.email, demoClient.password);
    const page = await endSession(victim, {
      id_token_hint: attacker.id_token,
      post_logout_redirect_uri: `${origin}/`,
    });
    expect(page.body).toContain(asks);
    // The question, with no hidden "yes" and no script that submits it.
    expect(page.body).not.toContain('<input type="hidden" name="logout"');
    expect(page.body).not.toContain('<script>');
  });

  it.each(['https://evil.example/', `${origin}.evil.example/`, '//evil.example/', `${origin}/x`])(
    'never returns to an address not registered: %s',
    async (address) => {
      const jar = new CookieJar();
      const tokens = await signInClient(flow(jar), demoClient.email, demoClient.password);
      const page = await endSession(jar, {
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: address,
      });
      expect(page.statusCode).toBe(400);
      expect(page.headers.location).toBeUndefined();
      expect(page.body).not.toContain('evil.example');
    },
  );
});

describe('another dealership reaches nothing of a dealer’s quote, in any state or filter', () => {
  it('lists, searches, exports and changes nothing of it', async () => {
    const created = await dealerQuote();
    const quote = created.json<LeaseQuote>();
    const revision = quote.quoteData[0]!.revisionId;
    const submitted = await call(
      'PUT',
      `/api/main/lease-quotes/${quote.id}/status?revision=${revision}`,
      'dealer',
      { status: 'QUOTE_SUBMITTED' },
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const other = await audiences.otherHeaders('dealer');
    const as = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, body?: unknown) =>
      api.app.inject({
        method,
        url: `/api/main${url}`,
        remoteAddress: office,
        headers: other,
        ...(body !== undefined && { payload: body as object }),
      });
    let requests = 0;
    // Staff find it under its state, so the filters below are ones that would show it.
    for (const filter of ['ANY', 'QUOTE_SUBMITTED']) {
      const seen = await call('GET', `/api/main/lease-quotes?statusFilter=${filter}&limit=100`, 'staffAdmin');
      expect(seen.body).toContain(quote.id);
    }
    for (const filter of [
      '',
      'ANY',
      'DRAFT',
      'QUOTE_SUBMITTED',
      'CREDIT_SUBMITTED',
      'QUOTE_APPROVED',
      'CREDIT_APPROVED',
      'APPROVED',
      'TRANSFERRED',
    ]) {
      const query = filter ? `statusFilter=${filter}` : '';
      for (const url of [
        `/lease-quotes?${query}`,
        `/lease-quotes/search?param=${quote.id}&${query}`,
        `/lease-quotes/export?format=csv&${query}`,
      ]) {
        const answer = await as('GET', url);
        requests += 1;
        // A dealer filters by Draft only (visibleListStatuses): the other states are refused.
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(
          ['', 'ANY', 'DRAFT'].includes(filter) ? 200 : 400,
        );
        expect(answer.body).not.toContain(quote.id);
      }
    }
    for (const garbage of [
      'garbage',
      'approved',
      'COMPLETED',
      'SUBMITTED',
      "DRAFT' OR 1=1 --",
      'x'.repeat(5000),
    ]) {
      const answer = await as('GET', `/lease-quotes?statusFilter=${encodeURIComponent(garbage)}`);
      requests += 1;
      expect(answer.statusCode).toBe(400);
    }
    const steps: [string, string, string, unknown][] = [
      ['PUT', `/lease-quotes/${quote.id}/status?revision=${revision}`, 'status', { status: 'DRAFT' }],
      ['PUT', `/lease-quotes/${quote.id}/quote-status`, 'quote-status', { status: 'COMPLETED' }],
      ['DELETE', `/lease-quotes/${quote.id}`, 'delete', undefined],
      ['DELETE', `/lease-quotes/${quote.id}/quote-data?revision=${revision}`, 'delete revision', undefined],
      ['POST', `/lease-quotes/${quote.id}/quote-data`, 'add revision', { revisionType: 'DRAFT' }],
      ['GET', `/lease-quotes/${quote.id}`, 'read', undefined],
    ];
    for (const [method, url, name, body] of steps) {
      const answer = await as(method as 'GET', url, body);
      requests += 1;
      // Marking Completed is staff's call: refused before the quote is looked up.
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(name === 'quote-status' ? 403 : 404);
    }
    expect(requests).toBe(39);
    // The quote is as the dealer left it.
    const read = await call('GET', `/api/main/lease-quotes/${quote.id}`, 'dealer');
    expect(read.json<LeaseQuote>().quoteData.map((r) => r.revisionState)).toEqual(['QUOTE_SUBMITTED']);
  });

  it('a dealer marks nothing Completed, and deletes no quote past Draft, even in two calls at once', async () => {
    const quote = (await dealerQuote()).json<LeaseQuote>();
    const revision = quote.quoteData[0]!.revisionId;
    const [submitted, deleted] = await Promise.all([
      call('PUT', `/api/main/lease-quotes/${quote.id}/status?revision=${revision}`, 'dealer', {
        status: 'QUOTE_SUBMITTED',
      }),
      call('DELETE', `/api/main/lease-quotes/${quote.id}`, 'dealer'),
    ]);
    // Either the deletion came first (and the step finds nothing) or the step did (and it is refused).
    expect([
      [200, 409],
      [404, 204],
    ]).toContainEqual([submitted.statusCode, deleted.statusCode]);
    const status = await call('PUT', `/api/main/lease-quotes/${quote.id}/quote-status`, 'dealer', {
      status: 'COMPLETED',
    });
    expect([403, 404]).toContain(status.statusCode);
  });
});

describe('closed sets of a lease file refuse other types too', () => {
  it.each([
    ['province', ['ON']],
    ['province', { $ne: 'ON' }],
    ['province', ' ON'],
    ['province', 'on'],
    ['fileType', true],
    ['leaseType', 'WALKAWAY\u0000'],
    ['customerType', '__proto__'],
    ['vehicleType', 'CAR '],
  ])('%s: %j', async (attribute, value) => {
    const fileNo = `I25-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const create = await call('POST', '/api/main/files', 'staffAdmin', { fileNo, [attribute]: value });
    expect(create.statusCode, create.body).toBe(400);
    expect(create.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty(attribute);
    const made = await call('POST', '/api/main/files', 'staffAdmin', { fileNo });
    expect(made.statusCode, made.body).toBe(201);
    const save = await call('PUT', `/api/main/files/${fileNo}`, 'staffAdmin', {
      ...made.json<{ file: object }>().file,
      [attribute]: value,
    });
    expect(save.statusCode, save.body).toBe(400);
  });
});

describe('a dealer account’s next steps switch', () => {
  it('takes effect at once for a signed-in dealer, both ways; only staff turn it', async () => {
    const id = demoAccounts.dealer.id;
    const quote = (await dealerQuote()).json<LeaseQuote>();
    const submit = () =>
      call(
        'PUT',
        `/api/main/lease-quotes/${quote.id}/status?revision=${quote.quoteData[0]!.revisionId}`,
        'dealer',
        {
          status: 'QUOTE_SUBMITTED',
        },
      );
    for (const who of ['dealer', 'fileDealer', 'staffPending', 'none'] as const)
      expect(
        (await call('PATCH', `/api/main/dealer-auth/${id}`, who, { dealerStepsEnabled: false })).statusCode,
      ).not.toBe(200);
    for (const body of [
      { dealerStepsEnabled: 'no' },
      { dealerStepsEnabled: 0 },
      {},
      { dealerStepsEnabled: null },
    ])
      expect((await call('PATCH', `/api/main/dealer-auth/${id}`, 'staffAdmin', body)).statusCode).toBe(400);

    const off = await call('PATCH', `/api/main/dealer-auth/${id}`, 'staffAdmin', {
      dealerStepsEnabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const refused = await submit();
      expect(refused.statusCode).toBe(403);
      expect(
        (await call('GET', `/api/main/lease-quotes/${quote.id}`, 'dealer')).json<LeaseQuote>().quoteData[0]!
          .revisionState,
      ).toBe('DRAFT');
    } finally {
      await call('PATCH', `/api/main/dealer-auth/${id}`, 'staffAdmin', { dealerStepsEnabled: true });
    }
    expect((await submit()).statusCode).toBe(200);
  });
});
