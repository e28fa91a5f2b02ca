// The security headers of issue 8: every HTML page, every asset and every API answer, as the host
// of the four apps (`pnpm start`) serves them, over a fresh database.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appNames, sameOriginServices, type AppName, type RuntimeConfig } from '@sfi/domain';
import { replaceAllMakes } from '../src/db/makes.ts';
import { connectOrigins, inlineScriptHashes, pagePolicy } from '../src/http/security-headers.ts';
import { registerStaticApps } from '../src/web/static.ts';
import { createTestApi, type TestApi } from './support/api.ts';
import { createAudiences } from './support/audiences.ts';
import { createAuthTestApi, office, type AuthTestApi } from './support/auth.ts';

/**
 * A build of the four apps in a folder of its own: a page with one inline script (long enough to be
 * worth compressing, like a built page with its preload links), and a hashed asset.
 */
const dist = mkdtempSync(join(tmpdir(), 'sfi-dist-'));
const inlineScript = 'window.__boot = 1;';
for (const name of appNames) {
  mkdirSync(join(dist, name, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, name, 'index.html'),
    `<!doctype html><html><head><script>${inlineScript}</script><script type="module" src="/_apps/${name}/assets/index-abc123.js"></script></head><body><div id="root"></div><noscript>${'This site needs JavaScript. '.repeat(60)}</noscript></body></html>`,
  );
  writeFileSync(
    join(dist, name, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
}

const config: RuntimeConfig = {
  buildId: 'test-build-1',
  services: { ...sameOriginServices, chat: 'https://chat.sfi.example/api/chat' },
  identity: { issuer: 'https://id.sfi.example/oidc', clientId: 'sfi-client' },
  mapTiles: { url: 'https://{s}.tiles.sfi.example/{z}/{x}/{y}.png', attribution: '© Tiles' },
};

let host: TestApi;
beforeAll(async () => {
  host = await createTestApi({ trustProxy: true, corsOrigins: ['https://partner.sfi.example'] });
  await registerStaticApps(host.app, config, { db: host.db, distDir: (name: AppName) => join(dist, name) });
});
afterAll(() => host?.close());

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...sources]) => [name, sources]),
  );

describe('HTML pages', () => {
  it.each(['/', '/company', '/client/login', '/dealer/portal', '/staff/login'])(
    '%s carries a strict Content-Security-Policy and the page headers',
    async (url) => {
      const response = await host.app.inject({ url });
      expect(response.statusCode).toBe(200);
      const policy = directives(String(response.headers['content-security-policy']));
      const scripts = policy.get('script-src')!;
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      // The page's inline script is allowed by its hash, and nothing else inline.
      expect(scripts).toEqual(["'self'", ...inlineScriptHashes(response.body)]);
      expect(inlineScriptHashes(response.body)).toHaveLength(1);
      // Styles: files, and the page's own style elements by a nonce it names once (react-aria's).
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(response.body)?.[1];
      expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      const again = await host.app.inject({ url });
      expect(again.headers['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      // The configured services, their socket and the identity provider: nothing else.
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'https://chat.sfi.example',
        'wss://chat.sfi.example',
        'https://id.sfi.example',
        'wss://id.sfi.example',
      ]);
      // Images: the page's own, data and blob URLs, and the GPS map's tiles (issue 15).
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.sfi.example']);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cache-control': 'no-cache',
      });
      expect(response.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\)/);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('shows images from the public API when it is on its own host (the lease takeover photos), and from nowhere else', () => {
    const images = (publicApiOrigin?: string) =>
      directives(pagePolicy({ ...(publicApiOrigin && { publicApiOrigin }) })).get('img-src');
    expect(images()).toEqual(["'self'", 'data:', 'blob:']);
    expect(images('https://public.sfi.example')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://public.sfi.example',
    ]);
  });

  it('lets only the client sign-in callback be framed, by its own origin (silent token renewal)', async () => {
    const response = await host.app.inject({ url: '/callback' });
    expect(directives(String(response.headers['content-security-policy'])).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('adds HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const response = await host.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });
});

describe("the identity provider's pages", () => {
  it.each(['/oidc/account/forgot', '/oidc/session/end', '/oidc/auth?client_id=nobody'])(
    '%s carries its own strict policy and the page headers, HSTS included over HTTPS',
    async (url) => {
      const response = await host.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const policy = directives(String(response.headers['content-security-policy']));
      // No script but the page's own inline ones, by their hashes (the provider's self-submitting
      // sign-out form): no file, no other inline script.
      expect(policy.get('default-src')).toEqual(["'none'"]);
      const scripts = policy.get('script-src') ?? [];
      expect(scripts).toEqual(expect.arrayContaining(inlineScriptHashes(response.body)));
      for (const source of scripts) expect(source).toMatch(/^'sha256-[\w+/]+=*'$/);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    },
  );
});

describe('assets and runtime config', () => {
  it('caches hashed assets for a year, immutable, and compresses them with brotli or gzip', async () => {
    const url = '/_apps/staff/assets/index-abc123.js';
    const plain = await host.app.inject({ url });
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');

    const br = await host.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await host.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses pages with brotli or gzip, headers unchanged', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await host.app.inject({
        url: '/dealer/login',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      const html = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(response.rawPayload).toString();
      expect(html).toContain('<div id="root"></div>');
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
      expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('asks browsers to revalidate config.json', async () => {
    const response = await host.app.inject({ url: '/_apps/dealer/config.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ buildId: 'test-build-1' });
  });
});

describe('API answers', () => {
  it('are nosniff and not kept by browsers or proxies', async () => {
    const response = await host.app.inject({ url: '/api/main/versions' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    const notFound = await host.app.inject({ url: '/api/main/nothing-here' });
    expect(notFound.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });

  it('are compressed with brotli or gzip when long enough', async () => {
    const models = [{ name: 'Model', trims: [{ name: 'Trim' }] }];
    await replaceAllMakes(
      host.db,
      Array.from({ length: 40 }, (_, index) => ({ name: `Make ${index}`, models })),
    );
    const plain = await host.app.inject({ url: '/api/main/makes' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await host.app.inject({
        url: '/api/main/makes',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const body = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(response.rawPayload).toString();
      expect(JSON.parse(body)).toEqual(plain.json());
    }
  });

  it("believe X-Forwarded-Proto only from a trusted proxy: no HSTS for a direct caller's claim", async () => {
    const direct = await createTestApi();
    try {
      const response = await direct.app.inject({
        url: '/api/main/versions',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });

  it('allow a configured origin, never echo another, and never allow credentials', async () => {
    const partner = 'https://partner.sfi.example';
    const allowed = await host.app.inject({ url: '/api/main/versions', headers: { origin: partner } });
    expect(allowed.headers['access-control-allow-origin']).toBe(partner);
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    expect(allowed.headers.vary).toMatch(/Origin/);

    const preflight = await host.app.inject({
      method: 'OPTIONS',
      url: '/api/main/makes',
      headers: { origin: partner, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/X-Session-Token/);

    const stranger = 'https://evil.example';
    for (const method of ['GET', 'OPTIONS'] as const) {
      const refused = await host.app.inject({
        method,
        url: '/api/main/versions',
        headers: { origin: stranger, 'access-control-request-method': 'GET' },
      });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('answers with a session', () => {
  let api: AuthTestApi;
  beforeAll(async () => {
    api = await createAuthTestApi();
  });
  afterAll(() => api?.close());

  it('are no-store for every audience', async () => {
    const audiences = await createAudiences(api);
    for (const who of ['dealer', 'fileDealer', 'staffAdmin'] as const) {
      const response = await api.app.inject({
        url: '/api/main/session',
        remoteAddress: office,
        headers: await audiences.headers(who),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const me = await api.app.inject({
      url: '/api/public/me',
      remoteAddress: office,
      headers: await audiences.headers('client'),
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
  });
});

describe('the pages’ connect-src', () => {
  it('lets the pages post to the newsletter’s mailing-list form endpoint when it is on another origin', () => {
    const config = {
      services: sameOriginServices,
      newsletter: { formUrl: 'https://lists.example.com/subscribe/post?u=1' },
    };
    expect(connectOrigins(config)).toEqual(['https://lists.example.com']);
    // On the page's own origin, nothing more is allowed.
    expect(
      connectOrigins({ services: sameOriginServices, newsletter: { formUrl: '/api/public/newsletter' } }),
    ).toEqual([]);
  });
});
