// Issue 26, items 4, 10 and 11, attacked as an outsider would: sockets kept after a change of who
// may see what, the dealer chat token used past its session's rules, and floods across sockets.
// Each test failed before its fix.
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_NAMESPACE } from '@sfi/domain';
import { authPolicy } from '../src/auth/policy.ts';
import { SESSION_EXPIRED, SESSION_NETWORK_CHANGED } from '../src/auth/strings.ts';
import { createAudiences } from './support/audiences.ts';
import { createAuthTestApi, MINUTE, type SignedIn } from './support/auth.ts';
import { liveTestServer, LOCAL, refusedHandshake } from './support/live.ts';

const api = await createAuthTestApi({}, { live: { recheckEveryMs: 3_600_000 } });
await createAudiences(api);
const { origin, close } = await liveTestServer(api);
afterAll(close);

/** A file-tool dealer's chat token (`GET /dealers-api-tokens`), as its two halves. */
async function dealerToken(session: SignedIn, from = LOCAL): Promise<SignedIn> {
  const response = await api.call({ method: 'GET', path: '/dealers-api-tokens', from, session });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string; token: string }>();
}
/** A chat call with a session or a dealer token, from an address. */
const chatList = (credential: SignedIn, from = LOCAL) =>
  api.call({ method: 'GET', path: '/chats', service: '/api/chat', from, session: credential });
const errorOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

describe('the dealer chat token, failed before its fix: it is worth no more than its session', () => {
  // The token was checked on its own expiry and its session's revocation only: from another
  // network, or after the session's idle time, it went on working where the session was refused.
  it('used from another network, it is refused as the session would be, and the session ends', async () => {
    const session = await api.fileDealerSignIn(LOCAL);
    const token = await dealerToken(session);
    expect((await chatList(token)).statusCode).toBe(200);

    const stolen = await chatList(token, '198.51.100.20');
    expect(stolen.statusCode).toBe(401);
    expect(errorOf(stolen)).toBe(SESSION_NETWORK_CHANGED);
    // Over the socket too, and the session and its token stay ended from home.
    expect(await refusedHandshake(`${origin}${CHAT_NAMESPACE}`, token)).toBe('Invalid Session');
    expect((await chatList(session)).statusCode).toBe(401);
    expect((await chatList(token)).statusCode).toBe(401);
  });

  it('past its session’s idle time it is refused; each use of it is a use of the session', async () => {
    const { idleMs } = authPolicy.sessions['file-dealer'];
    const session = await api.fileDealerSignIn(LOCAL);
    const token = await dealerToken(session);
    // Chatting through the token keeps the session alive.
    for (let step = 0; step < 3; step += 1) {
      api.clock.advance(idleMs - MINUTE);
      expect((await chatList(token)).statusCode).toBe(200);
    }
    expect((await chatList(session)).statusCode).toBe(200);

    api.clock.advance(idleMs + MINUTE);
    const idle = await chatList(token);
    expect(idle.statusCode).toBe(401);
    expect(errorOf(idle)).toBe(SESSION_EXPIRED);
    expect(await refusedHandshake(`${origin}${CHAT_NAMESPACE}`, token)).toBe(SESSION_EXPIRED);
  });
});
