// The investor newsletter's calls (issue 14, doc 2 §4, §7), made by @sfi/api-client against the
// real reference server: the form's EMAIL field posted to the form endpoint, the confirmation
// e-mail the embedded outbox prints, and its two links (confirm, unsubscribe).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { message, newsletterFormUrl, newsletterMessage } from '@sfi/domain';
import { createApiClient, subscribeToNewsletter, type ApiClient } from '../src/index.ts';
import { failure, startReferenceServer, type ReferenceServer } from './reference-server.ts';

let server: ReferenceServer;
let api: ApiClient;
let formUrl: string;
beforeAll(async () => {
  server = await startReferenceServer();
  api = createApiClient({ services: server.services });
  formUrl = newsletterFormUrl({ services: server.services });
});
afterAll(() => server?.stop());

/** The tokens of the newest confirmation e-mail to an address, from the server's log. */
const linksFor = (to: string) =>
  vi.waitFor(() => {
    const line = server
      .output()
      .split('\n')
      .filter((each) => each.includes(`E-mail to ${to}:`))
      .at(-1);
    const token = (path: string) => new RegExp(`${path}\\?token=([\\w-]+)`).exec(line ?? '')?.[1];
    const confirm = token('/newsletter/confirm');
    const unsubscribe = token('/newsletter/unsubscribe');
    if (!confirm || !unsubscribe) throw new Error('no confirmation e-mail yet');
    return { confirm, unsubscribe };
  });

describe('subscribeToNewsletter()', () => {
  it('posts the EMAIL field to the form endpoint; the e-mail’s links confirm and unsubscribe', async () => {
    await expect(subscribeToNewsletter(formUrl, 'investor@example.com')).resolves.toBeUndefined();
    const { confirm, unsubscribe } = await linksFor('investor@example.com');
    expect(await api.public.newsletter.confirm(confirm)).toBe('confirmed');
    expect(await api.public.newsletter.unsubscribe(unsubscribe)).toBe('unsubscribed');
  });

  it('fails with the server’s message and the field’s error for an address that is not one', async () => {
    const error = await failure(subscribeToNewsletter(formUrl, 'not an address'));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ EMAIL: message('validation.email') });
  });

  it('fails with status 0 when the endpoint cannot be reached', async () => {
    const error = await failure(subscribeToNewsletter('http://127.0.0.1:9/newsletter', 'a@example.com'));
    expect(error.status).toBe(0);
  });
});

describe('public.newsletter', () => {
  it('refuses an unknown link with a 404 and a malformed one with a 400', async () => {
    const unknown = await failure(api.public.newsletter.confirm('x'.repeat(43)));
    expect(unknown).toMatchObject({
      status: 404,
      message: newsletterMessage('newsletter.error.linkNotFound'),
    });
    const malformed = await failure(api.public.newsletter.unsubscribe('nope'));
    expect(malformed.status).toBe(400);
    expect(malformed.fieldErrors).toEqual({ token: newsletterMessage('newsletter.error.token') });
  });
});
