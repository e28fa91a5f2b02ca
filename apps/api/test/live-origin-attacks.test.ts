// Issue 26, item 12: the live socket's handshake from a page of another site. A browser names the
// page's origin on every handshake; only the product's own origin (its public origin, with its
// loopback twins) and `CORS_ORIGINS` may open the socket, on both namespaces and both transports.
// Before its fix, any `Origin` was accepted.
import { afterAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { CHAT_NAMESPACE, livePath, serviceBasePaths } from '@sfi/domain';
import { createAuthTestApi } from './support/auth.ts';
import { LOCAL, liveAuth, listening } from './support/live.ts';

const partner = 'https://partner.sfi.example';
const api = await createAuthTestApi({}, { corsOrigins: [partner] });
const origin = await listening(api);
afterAll(() => api.close());
const staff = await api.staffSignIn(LOCAL);
const port = new URL(origin).port;

/** Whether a socket with this `Origin` (none: a client that is not a browser) connects, with a good session. */
function connects(namespace: string, pageOrigin: string | undefined): Promise<boolean | string> {
  const socket = io(`${origin}${namespace}`, {
    path: livePath(serviceBasePaths.main),
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: liveAuth(staff),
    ...(pageOrigin !== undefined && { extraHeaders: { origin: pageOrigin } }),
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.disconnect();
      resolve(true);
    });
    socket.once('connect_error', (error) => {
      socket.disconnect();
      resolve(error.message);
    });
  });
}

const hostile = [
  'https://evil.example',
  'null',
  `http://127.0.0.1:${port}.evil.example`,
  `https://127.0.0.1:${port}`,
  'http://partner.sfi.example',
];

describe('the socket’s handshake from another site', () => {
  it.each(['', CHAT_NAMESPACE])(
    'namespace "%s": refused from any other origin (websocket)',
    async (namespace) => {
      for (const page of hostile) expect(await connects(namespace, page), page).not.toBe(true);
    },
  );

  it.each(hostile)('refused from %s over long-polling too, before any session is looked at', async (page) => {
    const response = await fetch(`${origin}${livePath(serviceBasePaths.main)}/?EIO=4&transport=polling`, {
      headers: { origin: page },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    ['its own origin', origin],
    ['its loopback twin', `http://localhost:${port}`],
    ['an origin of CORS_ORIGINS', partner],
    ['a client that is not a browser (no Origin)', undefined],
  ])('accepts %s', async (_, page) => {
    expect(await connects('', page)).toBe(true);
    expect(await connects(CHAT_NAMESPACE, page)).toBe(true);
  });
});
