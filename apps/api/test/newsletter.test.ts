// The investor newsletter's mailing-list form endpoint (issue 14, doc 2 §4, §7): the EMAIL field,
// form-encoded or JSON; one row per address; double opt-in through the outbox (the confirmation
// e-mail's link confirms, its other link unsubscribes); clear 400/404/415/429 answers, never a 500.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { message, NEWSLETTER_CONFIRM_LIFETIME_MS, newsletterMessage } from '@sfi/domain';
import { authPolicy } from '../src/auth/policy.ts';
import { tooManyAttemptsMessage } from '../src/auth/strings.ts';
import { newsletterSubscriptions, outbox } from '../src/db/schema.ts';
import { createAuthTestApi, DAY, type AuthTestApi } from './support/auth.ts';

let api: AuthTestApi;
beforeAll(async () => {
  api = await createAuthTestApi();
});
afterAll(() => api.close());

let nextClient = 0;
/** A client address no other test uses, so the per-client limit counts each test apart. */
const freshClient = () => `10.20.${(nextClient += 1)}.1`;

const subscribe = (
  body: string | object,
  { from = freshClient(), type }: { from?: string; type?: string } = {},
) =>
  api.app.inject({
    method: 'POST',
    url: '/api/public/newsletter',
    remoteAddress: from,
    headers: {
      'content-type':
        type ?? (typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json'),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const post = (path: 'confirm' | 'unsubscribe', token: unknown) =>
  api.app.inject({
    method: 'POST',
    url: `/api/public/newsletter/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ token }),
  });

const mailsTo = (to: string) => api.email.sent.filter((sent) => sent.to === to);

/** The links of the newest confirmation e-mail to an address, once delivered. */
async function linksFor(to: string): Promise<{ confirm: string; unsubscribe: string }> {
  return vi.waitFor(() => {
    const body = mailsTo(to).at(-1)?.body ?? '';
    const token = (path: string) => new RegExp(`https?://\\S+${path}\\?token=([\\w-]+)`).exec(body)?.[1];
    const confirm = token('/newsletter/confirm');
    const unsubscribe = token('/newsletter/unsubscribe');
    if (!confirm || !unsubscribe) throw new Error('no confirmation e-mail yet');
    return { confirm, unsubscribe };
  });
}

const rowOf = async (emailKey: string) =>
  (
    await api.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.emailKey, emailKey))
  )[0];

describe('POST /newsletter', () => {
  it('records a form-encoded EMAIL as pending and e-mails links to confirm and to unsubscribe', async () => {
    const response = await subscribe(new URLSearchParams({ EMAIL: 'ada@example.com' }).toString());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'pending' });
    const row = await rowOf('ada@example.com');
    expect(row).toMatchObject({ email: 'ada@example.com', status: 'pending', confirmedAt: null });
    const { confirm, unsubscribe } = await linksFor('ada@example.com');
    const mail = mailsTo('ada@example.com').at(-1)!;
    expect(mail.subject).toBe(newsletterMessage('newsletter.mail.subject'));
    expect(mail.body).toContain(`/newsletter/confirm?token=${confirm}`);
    // Only the hashes are kept.
    expect(JSON.stringify(row)).not.toContain(confirm);
    expect(JSON.stringify(row)).not.toContain(unsubscribe);
  });

  it('takes the field as JSON too, and ignores the other fields a mailing-list form carries', async () => {
    const response = await subscribe({ EMAIL: '  Grace@Example.com ', FNAME: 'Grace', u: 'x' });
    expect(response.statusCode).toBe(202);
    expect(await rowOf('grace@example.com')).toMatchObject({ email: 'Grace@Example.com', status: 'pending' });
  });

  it('keeps one row per address: a second subscription sends new links and the first e-mail’s stop working', async () => {
    await subscribe({ EMAIL: 'twice@example.com' });
    const first = await linksFor('twice@example.com');
    await subscribe({ EMAIL: 'TWICE@example.com' });
    await vi.waitFor(() => expect(mailsTo('TWICE@example.com')).toHaveLength(1));
    const second = await linksFor('TWICE@example.com');
    const [rows] = await api.db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.emailKey, 'twice@example.com'));
    expect(rows!.n).toBe(1);
    expect(second.confirm).not.toBe(first.confirm);
    expect((await post('confirm', first.confirm)).statusCode).toBe(404);
    expect((await post('confirm', second.confirm)).json()).toEqual({ status: 'confirmed' });
  });

  it('answers a confirmed address the same and sends it nothing more', async () => {
    await subscribe({ EMAIL: 'kept@example.com' });
    const { confirm } = await linksFor('kept@example.com');
    await post('confirm', confirm);
    const before = mailsTo('kept@example.com').length;
    const again = await subscribe({ EMAIL: 'kept@example.com' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'pending' });
    const [queued] = await api.db
      .select({ n: count() })
      .from(outbox)
      .where(eq(outbox.to, 'kept@example.com'));
    expect(queued!.n).toBe(before);
    expect((await rowOf('kept@example.com'))!.status).toBe('confirmed');
  });

  it.each([
    ['no field', {}, message('validation.email')],
    ['an empty address', { EMAIL: '' }, message('validation.email')],
    ['no address', { EMAIL: 'not-an-address' }, message('validation.email')],
    ['a number', { EMAIL: 42 }, message('validation.email')],
    ['an address too long', { EMAIL: `${'a'.repeat(250)}@example.com` }, message('validation.email')],
    ['a control character', { EMAIL: 'ada\u0000@example.com' }, message('validation.text.characters')],
  ])('refuses %s with a clear 400 and writes nothing', async (_case, body, said) => {
    const before = await api.db.select({ n: count() }).from(newsletterSubscriptions);
    const response = await subscribe(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { EMAIL: said } });
    expect(await api.db.select({ n: count() }).from(newsletterSubscriptions)).toEqual(before);
  });

  it('refuses another content type (415) and a body over its limit (413)', async () => {
    expect((await subscribe('EMAIL=a@example.com', { type: 'text/plain' })).statusCode).toBe(415);
    const huge = await subscribe(`EMAIL=a@example.com&x=${'y'.repeat(5000)}`);
    expect(huge.statusCode).toBe(413);
  });

  it('limits subscriptions per client: past the free ones, 429 with Retry-After, and nothing is written', async () => {
    const from = freshClient();
    const { free } = authPolicy.throttle.newsletterClient;
    // A burst gets the free subscriptions and the one that starts the back-off, no more.
    for (let n = 0; n <= free; n += 1)
      expect((await subscribe({ EMAIL: `burst${n}@example.com` }, { from })).statusCode).toBe(202);
    const refused = await subscribe({ EMAIL: 'one-too-many@example.com' }, { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: tooManyAttemptsMessage() });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowOf('one-too-many@example.com')).toBeUndefined();
  });

  it('sends one address only a few e-mails, whoever asks, answering the same', async () => {
    const { free } = authPolicy.throttle.newsletterAddress;
    for (let n = 0; n < free + 4; n += 1)
      expect((await subscribe({ EMAIL: 'flooded@example.com' })).statusCode).toBe(202);
    const [queued] = await api.db
      .select({ n: count() })
      .from(outbox)
      .where(eq(outbox.to, 'flooded@example.com'));
    expect(queued!.n).toBe(free + 1);
  });
});

describe('POST /newsletter/confirm and /newsletter/unsubscribe', () => {
  it('confirms once the link is opened (again is fine), and unsubscribes by the other link', async () => {
    await subscribe({ EMAIL: 'linus@example.com' });
    const { confirm, unsubscribe } = await linksFor('linus@example.com');
    expect((await post('confirm', confirm)).json()).toEqual({ status: 'confirmed' });
    expect((await rowOf('linus@example.com'))!.confirmedAt).toEqual(api.clock.now());
    expect((await post('confirm', confirm)).json()).toEqual({ status: 'confirmed' });
    expect((await post('unsubscribe', unsubscribe)).json()).toEqual({ status: 'unsubscribed' });
    expect((await post('unsubscribe', unsubscribe)).json()).toEqual({ status: 'unsubscribed' });
    expect((await rowOf('linus@example.com'))!.status).toBe('unsubscribed');
    // An unsubscribed address's confirmation link no longer works; subscribing again sends new links.
    expect((await post('confirm', confirm)).statusCode).toBe(404);
    await subscribe({ EMAIL: 'linus@example.com' });
    await vi.waitFor(() => expect(mailsTo('linus@example.com')).toHaveLength(2));
    expect((await post('confirm', (await linksFor('linus@example.com')).confirm)).statusCode).toBe(200);
  });

  it('lets a pending subscription unsubscribe before confirming', async () => {
    await subscribe({ EMAIL: 'never@example.com' });
    const { confirm, unsubscribe } = await linksFor('never@example.com');
    expect((await post('unsubscribe', unsubscribe)).statusCode).toBe(200);
    expect((await post('confirm', confirm)).statusCode).toBe(404);
  });

  it('refuses an expired confirmation link with a 404', async () => {
    await subscribe({ EMAIL: 'late@example.com' });
    const { confirm } = await linksFor('late@example.com');
    api.clock.advance(NEWSLETTER_CONFIRM_LIFETIME_MS + DAY);
    const late = await post('confirm', confirm);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ message: newsletterMessage('newsletter.error.linkNotFound') });
    expect((await rowOf('late@example.com'))!.status).toBe('pending');
  });

  it.each([
    ['an unknown token', 404, 'x'.repeat(43)],
    ['a short token', 400, 'abc'],
    ['a token with other characters', 400, `${'x'.repeat(42)}/`],
    ['no token', 400, undefined],
    ['a number', 400, 12],
  ])('answers %s with %i', async (_case, status, token) => {
    for (const path of ['confirm', 'unsubscribe'] as const) {
      const response = await post(path, token);
      expect(response.statusCode).toBe(status);
      if (status === 400)
        expect(response.json()).toMatchObject({
          fieldErrors: { token: newsletterMessage('newsletter.error.token') },
        });
    }
  });
});
