// The public site's pages rendered at build time (issue 14): the host answers each with its own
// document, its canonical link made absolute on the origin the visitor used; the pages the build did
// not render (the takeovers, unknown paths) get the site's page, whose script renders or redirects.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appNames, prerenderedPageFile, sameOriginServices, type AppName } from '@sfi/domain';
import { registerStaticApps } from '../src/web/static.ts';
import { createTestApi, type TestApi } from './support/api.ts';

const dist = mkdtempSync(join(tmpdir(), 'sfi-prerendered-'));
const page = (body: string, canonical?: string) =>
  `<!doctype html><html><head>${canonical ? `<link rel="canonical" href="${canonical}" />` : ''}</head><body><div id="root">${body}</div></body></html>`;
for (const name of appNames) {
  mkdirSync(join(dist, name), { recursive: true });
  writeFileSync(join(dist, name, 'index.html'), page(`${name} app`));
}
const rendered = { '/': 'Home page', '/company': 'About SFI', '/client/benefits': 'Client benefits' };
for (const [path, heading] of Object.entries(rendered)) {
  const file = join(dist, 'public', prerenderedPageFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(`<h1>${heading}</h1>`, path));
}

let host: TestApi;
beforeAll(async () => {
  host = await createTestApi({ trustProxy: true });
  await registerStaticApps(
    host.app,
    { buildId: 'b', services: sameOriginServices },
    { db: host.db, distDir: (name: AppName) => join(dist, name) },
  );
});
afterAll(() => host?.close());

describe('pre-rendered public pages', () => {
  it.each<[url: string, heading: string]>([
    ['/', 'Home page'],
    ['/company', 'About SFI'],
    ['/company/', 'About SFI'],
    ['/client/benefits', 'Client benefits'],
    ['/company?utm_source=news', 'About SFI'],
  ])('%s answers with its own document', async (url, heading) => {
    const response = await host.app.inject({ url, headers: { host: 'www.sfi.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<h1>${heading}</h1>`);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('makes the canonical link absolute, on the origin the visitor used', async () => {
    const direct = await host.app.inject({ url: '/company', headers: { host: 'www.sfi.example' } });
    expect(direct.body).toContain('<link rel="canonical" href="http://www.sfi.example/company" />');
    const proxied = await host.app.inject({
      url: '/client/benefits',
      headers: { host: 'internal:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'sfi.example' },
    });
    expect(proxied.body).toContain('<link rel="canonical" href="https://sfi.example/client/benefits" />');
  });

  it.each<[url: string, app: string]>([
    ['/lease-takeover', 'public app'],
    ['/board-of-directors', 'public app'],
    ['/no-such-page', 'public app'],
    ['/client/login', 'client app'],
    ['/dealer/portal', 'dealer app'],
  ])('%s, which the build did not render, gets its app’s page', async (url, body) => {
    const response = await host.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root">${body}</div>`);
  });

  it('tells crawlers to read the public site, not the API or the signed-in areas', async () => {
    const response = await host.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /staff/', 'Allow: /']),
    );
  });
});
