// The live socket speaks its page's language (issue 29): the chosen language's cookie, else the
// browser's Accept-Language, for every answer it says while handling an event.
import { afterAll, describe, expect, it } from 'vitest';
import { liveEvents, loadLocale, message, type JoinQuoteAnswer } from '@sfi/domain';
import { createAuthTestApi } from './support/auth.ts';
import { liveTestServer, LOCAL, openLive, type LiveClient } from './support/live.ts';

const api = await createAuthTestApi({}, { live: { recheckEveryMs: 3_600_000 } });
const { origin, close } = await liveTestServer(api);
afterAll(close);
await loadLocale('fr-CA');
const dealer = await api.dealerSignIn(LOCAL);

const join = (client: LiveClient, quoteId: unknown): Promise<JoinQuoteAnswer> =>
  client.socket.timeout(5_000).emitWithAck(liveEvents.joinQuote, { quoteId } as { quoteId: string });

describe('the live socket’s language', () => {
  it.each<[string, Record<string, string>, 'en-CA' | 'fr-CA']>([
    ['an English browser', { 'accept-language': 'en-CA' }, 'en-CA'],
    ['a French browser', { 'accept-language': 'fr-CA,fr;q=0.9' }, 'fr-CA'],
    ['French chosen on an English browser', { 'accept-language': 'en', cookie: 'sfi_locale=fr-CA' }, 'fr-CA'],
  ])('%s', async (_, headers, locale) => {
    const client = await openLive(origin, dealer, { headers });
    try {
      expect(await join(client, 'not-a-quote')).toEqual({
        ok: false,
        error: message('quote.live.quoteIdInvalid', {}, locale),
      });
    } finally {
      client.socket.disconnect();
    }
  });
});
