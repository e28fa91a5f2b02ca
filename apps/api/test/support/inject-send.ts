import type { FastifyInstance } from 'fastify';
import type { Send } from './oidc.ts';

/** A transport over `app.inject()`, from one client address. */
export function injectSend(app: FastifyInstance, remoteAddress = '203.0.113.10'): Send {
  return async ({ method, url, headers, body }) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({
      method,
      url: `${pathname}${search}`,
      headers: { ...headers, host: new URL(url).host },
      remoteAddress,
      ...(body !== undefined && { payload: body }),
    });
    const setCookie = response.headers['set-cookie'];
    return {
      status: response.statusCode,
      location: response.headers.location as string | undefined,
      setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
      retryAfter: response.headers['retry-after'] as string | undefined,
      body: response.body,
    };
  };
}
