// Drives the embedded identity provider's authorization code flow with PKCE the way a browser and
// the client app would, over any transport: `app.inject()` in the server's tests, plain `fetch`
// against a running server in the API client's contract tests. No part of the server is faked.
import { createHash, randomBytes } from 'node:crypto';

/** One HTTP exchange, without following redirects. */
export interface Exchange {
  status: number;
  location: string | undefined;
  setCookies: string[];
  /** The `Retry-After` header, when the answer has one. */
  retryAfter?: string | undefined;
  body: string;
}

export type Send = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<Exchange>;

/** A transport over the global fetch, for a server that listens. */
export const fetchSend: Send = async ({ method, url, headers, body }) => {
  const response = await fetch(url, {
    method,
    headers,
    redirect: 'manual',
    ...(body !== undefined && { body }),
  });
  return {
    status: response.status,
    location: response.headers.get('location') ?? undefined,
    setCookies: response.headers.getSetCookie(),
    retryAfter: response.headers.get('retry-after') ?? undefined,
    body: await response.text(),
  };
};

/** A browser's cookies, enough for one origin (paths are ignored: every cookie goes everywhere). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();
  take(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface FlowOptions {
  /** The server's origin as the browser reaches it (`http://127.0.0.1:1234`). */
  origin: string;
  send: Send;
  clientId?: string;
  /** @default `${origin}/callback` */
  redirectUri?: string;
  scope?: string;
  jar?: CookieJar;
}

export interface Tokens {
  access_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Starts a sign-in: the authorization request, answered by a redirect to the sign-in page. */
export async function startSignIn(options: FlowOptions, extra: Record<string, string> = {}) {
  const { origin, send } = options;
  const jar = options.jar ?? new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = options.redirectUri ?? `${origin}/callback`;
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: options.clientId ?? 'sfi-client-app',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid email profile me',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    ...extra,
  });
  const go = async (method: 'GET' | 'POST', url: string, body?: Record<string, string>) => {
    const absolute = new URL(url, origin);
    const answer = await send({
      method,
      url: `${origin}${absolute.pathname}${absolute.search}`,
      headers: {
        cookie: jar.header(),
        ...(body && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(body && { body: form(body) }),
    });
    jar.take(answer.setCookies);
    return answer;
  };
  const first = await go('GET', `/oidc/auth?${query}`);
  if (first.status !== 303 && first.status !== 302)
    throw new Error(`authorization answered ${first.status}: ${first.body}`);
  const interaction = first.location!;
  return { jar, go, interaction, verifier, redirectUri, state };
}

/** An authorization code as the app's `/callback` receives it, with what exchanging it needs. */
export interface IssuedCode {
  code: string;
  verifier: string;
  redirectUri: string;
}

/**
 * A client's sign-in up to the authorization code: authorization request, sign-in page, consent
 * (granted by the server for its own app) and the redirect to the app's `/callback` with a code.
 */
export async function signInForCode(
  options: FlowOptions,
  email: string,
  password: string,
): Promise<IssuedCode> {
  const { go, interaction, verifier, redirectUri, state } = await startSignIn(options);
  const uid = new URL(interaction, options.origin).pathname.split('/').at(-1)!;
  const login = await go('POST', `/oidc/interaction/${uid}/login`, { email, password });
  if (login.status !== 303) throw new Error(`sign-in answered ${login.status}: ${login.body}`);
  let next = login.location!;
  // Follow redirects (resume, consent, resume) until the app's callback.
  for (let hops = 0; hops < 8 && !next.startsWith(redirectUri); hops += 1) {
    const answer = await go('GET', next);
    if (!answer.location) throw new Error(`${next} answered ${answer.status}: ${answer.body}`);
    next = answer.location;
  }
  const callback = new URL(next);
  if (callback.searchParams.get('state') !== state) throw new Error(`bad state in ${next}`);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${next}`);
  return { code, verifier, redirectUri };
}

/** The token endpoint's answer to an authorization code exchanged with its PKCE verifier. */
export function exchangeCode(
  options: FlowOptions,
  { code, verifier, redirectUri }: IssuedCode,
): Promise<Exchange> {
  return options.send({
    method: 'POST',
    url: `${options.origin}/oidc/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: options.clientId ?? 'sfi-client-app',
      code_verifier: verifier,
    }),
  });
}

/** The whole sign-in of a client with an e-mail and password: `signInForCode`, then the code exchanged for tokens. */
export async function signInClient(options: FlowOptions, email: string, password: string): Promise<Tokens> {
  const token = await exchangeCode(options, await signInForCode(options, email, password));
  if (token.status !== 200) throw new Error(`token answered ${token.status}: ${token.body}`);
  return JSON.parse(token.body) as Tokens;
}
