// A client's sign-in through the reference server's embedded identity provider, as a browser makes
// it with plain fetch: shared by the contract tests of the client audience and the administration.
import { createHash, randomBytes } from 'node:crypto';

/**
 * A browser's part of the sign-in, with plain fetch: the authorization request with PKCE, the
 * provider's sign-in form, its redirects (cookies kept), then the code exchanged for tokens.
 */
export async function signInClient(
  origin: string,
  email: string,
  password: string,
): Promise<{ access_token: string }> {
  const cookies = new Map<string, string>();
  const go = async (url: string, body?: Record<string, string>) => {
    const response = await fetch(new URL(url, origin), {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(body && { body: new URLSearchParams(body).toString() }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return {
      status: response.status,
      location: response.headers.get('location'),
      text: await response.text(),
    };
  };
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin}/callback`;
  const start = await go(
    `/oidc/auth?${new URLSearchParams({
      client_id: 'sfi-client-app',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile me',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'contract',
    })}`,
  );
  const uid = new URL(start.location!, origin).pathname.split('/').at(-1)!;
  let next = (await go(`/oidc/interaction/${uid}/login`, { email, password })).location!;
  for (let hops = 0; hops < 8 && !next.startsWith(redirectUri); hops += 1) next = (await go(next)).location!;
  const code = new URL(next).searchParams.get('code')!;
  const token = await go('/oidc/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: 'sfi-client-app',
    code_verifier: verifier,
  });
  if (token.status !== 200) throw new Error(`token answered ${token.status}: ${token.text}`);
  return JSON.parse(token.text) as { access_token: string };
}
