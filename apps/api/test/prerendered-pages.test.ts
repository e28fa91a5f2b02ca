// The public site's pages rendered at build time (issue 14): the host answers each with its own
// document, its canonical link made absolute on the public origin (`PUBLIC_ORIGIN`); the lease takeover pages
// are rendered when asked for, by the build's server render module, from the records (a lease id
// that names none is a 404); the pages the build did not render (unknown paths) get the site's page,
// or, when the route table does not name them, a redirect to / from the server.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appNames,
  prerenderedPageFile,
  publicRenderModuleFile,
  sameOriginServices,
  takeoverTemplateFile,
  type AppName,
} from '@sfi/domain';
import { createTakeover } from '../src/db/lease-takeovers.ts';
import { leaseTakeovers } from '../src/db/schema.ts';
import { registerStaticApps } from '../src/web/static.ts';
import { createTestApi, type TestApi } from './support/api.ts';

const dist = mkdtempSync(join(tmpdir(), 'sfi-prerendered-'));
const page = (body: string, canonical?: string, alternates = '') =>
  `<!doctype html><html><head>${canonical ? `<link rel="canonical" href="${canonical}" />` : ''}${alternates}</head><body><div id="root">${body}</div></body></html>`;
/** A page's hreflang alternates as the build writes them (prerender.tsx). */
const alternatesOf = (english: string, french: string) =>
  `<link rel="alternate" hreflang="en-CA" href="${english}" /><link rel="alternate" hreflang="fr-CA" href="${french}" /><link rel="alternate" hreflang="x-default" href="${english}" />`;
for (const name of appNames) {
  mkdirSync(join(dist, name), { recursive: true });
  writeFileSync(join(dist, name, 'index.html'), page(`${name} app`));
}
const rendered = {
  '/': 'Home page',
  '/company': 'About SFI',
  '/client/benefits': 'Client benefits',
  // The same pages in French (issue 29).
  '/fr': 'Accueil',
  '/fr/company': 'À propos de SFI',
};
for (const [path, heading] of Object.entries(rendered)) {
  const file = join(dist, 'public', prerenderedPageFile(path));
  mkdirSync(dirname(file), { recursive: true });
  const english = path.replace(/^\/fr(?=\/|$)/, '') || '/';
  const french = english === '/' ? '/fr' : `/fr${english}`;
  writeFileSync(file, page(`<h1>${heading}</h1>`, path, alternatesOf(english, french)));
}

// The build's takeover documents and a render module standing in for the site's (takeover-pages.test.ts
// runs the real one): it says which page it rendered, from which data.
mkdirSync(dirname(join(dist, 'public', publicRenderModuleFile)), { recursive: true });
for (const kind of ['list', 'detail'] as const)
  writeFileSync(
    join(dist, 'public', takeoverTemplateFile(kind)),
    page(`${kind} template`).replace('<head>', '<head><meta name="description" content="" />'),
  );
writeFileSync(
  join(dist, 'public', publicRenderModuleFile),
  `export function renderTakeoverDocument(template, data) {
    const shown = data.kind === 'list' ? (data.takeovers ?? []).map((each) => each.vehicleId).join(',') : data.takeover ? data.takeover.vehicleId : 'none';
    const canonical = (data.locale ? '/fr' : '') + (data.kind === 'list' ? '/lease-takeover' : '/lease-takeover/' + data.leaseId);
    return template
      .replace(data.kind + ' template', '<h1>' + data.kind + ' of ' + shown + ' from ' + data.publicApiUrl + (data.locale ? ' in ' + data.locale : '') + '</h1>')
      .replace('<head>', '<head><link rel="canonical" href="' + canonical + '" />');
  }
`,
);

let host: TestApi;
let draftId: string;
beforeAll(async () => {
  host = await createTestApi({ trustProxy: true, publicOrigin: 'https://sfi.example' });
  await registerStaticApps(
    host.app,
    { buildId: 'b', services: sameOriginServices },
    { db: host.db, distDir: (name: AppName) => join(dist, name) },
  );
  await createTakeover(host.db, { vehicleId: 'TKO-1' });
  await createTakeover(host.db, { vehicleId: 'TKO-2' });
  await host.db.update(leaseTakeovers).set({ published: true });
  // A new listing is a draft until staff publish it: no page of the public site shows it.
  draftId = (await createTakeover(host.db, { vehicleId: 'TKO-DRAFT' })).id;
});
afterAll(() => host?.close());

describe('pre-rendered public pages', () => {
  it.each<[url: string, heading: string]>([
    ['/', 'Home page'],
    ['/company', 'About SFI'],
    ['/company/', 'About SFI'],
    ['/client/benefits', 'Client benefits'],
    ['/company?utm_source=news', 'About SFI'],
    ['/fr', 'Accueil'],
    ['/fr/', 'Accueil'],
    ['/fr/company', 'À propos de SFI'],
  ])('%s answers with its own document', async (url, heading) => {
    const response = await host.app.inject({ url, headers: { host: 'www.sfi.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<h1>${heading}</h1>`);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('makes the canonical link absolute, on the public origin whatever host the request names', async () => {
    const direct = await host.app.inject({ url: '/company', headers: { host: 'www.sfi.example' } });
    expect(direct.body).toContain('<link rel="canonical" href="https://sfi.example/company" />');
    const proxied = await host.app.inject({
      url: '/client/benefits',
      headers: { host: 'internal:8080', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'other.example' },
    });
    expect(proxied.body).toContain('<link rel="canonical" href="https://sfi.example/client/benefits" />');
  });

  it('makes a page’s hreflang alternates absolute on the public origin too, in both languages', async () => {
    for (const url of ['/company', '/fr/company']) {
      const response = await host.app.inject({ url, headers: { host: 'evil.example' } });
      expect(response.body).toContain(`<link rel="canonical" href="https://sfi.example${url}" />`);
      expect(response.body).toContain(
        alternatesOf('https://sfi.example/company', 'https://sfi.example/fr/company'),
      );
      expect(response.body).not.toContain('evil.example');
    }
  });

  it.each<[url: string, app: string]>([
    ['/board-of-directors', 'public app'],
    ['/client/login', 'client app'],
    ['/dealer/portal', 'dealer app'],
  ])('%s, which the build did not render, gets its app’s page', async (url, body) => {
    const response = await host.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root">${body}</div>`);
  });

  it.each(['/no-such-page', '/company/team', '/dealer', '/client', '/lease-takeover/a/b', '/staff-console'])(
    '%s, which the route table does not name, is sent to / by the server',
    async (url) => {
      const response = await host.app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it('renders the lease takeover list from the records, its canonical link on the public origin', async () => {
    const response = await host.app.inject({ url: '/lease-takeover', headers: { host: 'www.sfi.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>list of TKO-1,TKO-2 from /api/public</h1>');
    expect(response.body).toContain('<link rel="canonical" href="https://sfi.example/lease-takeover" />');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('renders the French lease takeover pages in French, under /fr', async () => {
    const response = await host.app.inject({
      url: '/fr/lease-takeover',
      headers: { host: 'www.sfi.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>list of TKO-1,TKO-2 from /api/public in fr-CA</h1>');
    expect(response.body).toContain('<link rel="canonical" href="https://sfi.example/fr/lease-takeover" />');
    const missing = await host.app.inject({ url: '/fr/lease-takeover/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>detail of none from /api/public in fr-CA</h1>');
  });

  it('renders a lease takeover, and a 404 for a lease id that names none', async () => {
    const list = await host.app.inject({ url: '/api/public/leaseTakeovers' });
    const [first] = (list.json() as { leaseTakeovers: { id: string }[] }).leaseTakeovers;
    const found = await host.app.inject({ url: `/lease-takeover/${first!.id}/` });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('<h1>detail of TKO-1 from /api/public</h1>');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nothing', draftId]) {
      const missing = await host.app.inject({ url: `/lease-takeover/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^text\/html/);
      expect(missing.body).toContain('<h1>detail of none from /api/public</h1>');
    }
  });

  it('does not serve the server render module to browsers', async () => {
    const response = await host.app.inject({ url: `/_apps/public/${publicRenderModuleFile}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderTakeoverDocument');
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
