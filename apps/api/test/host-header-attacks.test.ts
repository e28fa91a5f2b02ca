// Issue 26, item 1: a hostile `Host` or `X-Forwarded-Host` (quotes, angle brackets, another domain),
// sent as an attacker sends it, to every HTML page the host serves (the fifteen public pages, the
// lease takeover pages, the apps' shells, the identity provider's) and to every route that writes an
// absolute URL (the public documents' redirect, upload forms, read URLs, the local bucket's
// `Location`). Every URL is on the configured public origin (`PUBLIC_ORIGIN`), no markup is
// injected, and the pages' policy allows the build's inline scripts only, whatever the request said.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appNames,
  prerenderedPageFile,
  publicDocuments,
  publicPagePaths,
  publicRenderModuleFile,
  sameOriginServices,
  takeoverTemplateFile,
  uploadFormFields,
  type AppName,
  type LeaseQuote,
  type ReadUrlsResponse,
} from '@sfi/domain';
import { createTakeover } from '../src/db/lease-takeovers.ts';
import { leaseTakeovers } from '../src/db/schema.ts';
import { writePublicDocuments } from '../src/export/public-documents.ts';
import { registerStaticApps } from '../src/web/static.ts';
import { createTestApi, quoteDetails, type TestApi } from './support/api.ts';
import { office, sessionHeaders, type SignedIn } from './support/auth.ts';
import { createStorageTestApi } from './support/storage.ts';

const PUBLIC_ORIGIN = 'https://sfi.example';

/** What an attacker puts in `Host` or `X-Forwarded-Host`. */
const hostileHosts = [
  'evil.example"><script>alert(1)</script><x y="',
  "evil.example'><img src=x onerror=alert(2)>",
  'evil.example',
  'evil.example:8443',
];
const hostileHeaders = hostileHosts.flatMap((value): Record<string, string>[] => [
  { host: value },
  { host: 'sfi.example', 'x-forwarded-host': value, 'x-forwarded-proto': 'https' },
]);

/** Nothing of the attacker's is in an answer. */
function expectNothingInjected(text: string): void {
  expect(text).not.toContain('evil.example');
  expect(text).not.toMatch(/alert\(\d\)/);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// A build of the four apps: each page with one inline script of its own, as the built pages have.
const dist = mkdtempSync(join(tmpdir(), 'sfi-host-header-'));
const bootScript = (name: string) => `window.__boot = ${JSON.stringify(name)};`;
const document = (name: string, body: string, canonical?: string) =>
  `<!doctype html><html><head><meta name="description" content="" />${
    canonical ? `<link rel="canonical" href="${canonical}" />` : ''
  }<script>${bootScript(name)}</script></head><body><div id="root">${body}</div></body></html>`;
for (const name of appNames) {
  mkdirSync(join(dist, name), { recursive: true });
  writeFileSync(join(dist, name, 'index.html'), document(name, `${name} app`));
}
const contentPages = ['/', ...publicPagePaths.filter((path) => path !== '/lease-takeover')];
for (const path of contentPages) {
  const file = join(dist, 'public', prerenderedPageFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, document('public', `<h1>${path}</h1>`, path));
}
// The takeover pages' documents, and a render module that writes the canonical path as the site's does.
mkdirSync(dirname(join(dist, 'public', publicRenderModuleFile)), { recursive: true });
for (const kind of ['list', 'detail'] as const)
  writeFileSync(join(dist, 'public', takeoverTemplateFile(kind)), document('public', `${kind} template`));
writeFileSync(
  join(dist, 'public', publicRenderModuleFile),
  `export function renderTakeoverDocument(template, data) {
    const canonical = data.kind === 'list' ? '/lease-takeover' : '/lease-takeover/' + encodeURIComponent(data.leaseId);
    return template.replace('<head>', '<head><link rel="canonical" href="' + canonical + '" />');
  }
`,
);

let host: TestApi;
let takeoverId: string;
// Uploads: a server with a local bucket, listening (its public origin is its listening address).
const api = await createStorageTestApi();
beforeAll(async () => {
  // Behind a proxy the server trusts: `X-Forwarded-Host` is what Fastify would believe.
  host = await createTestApi({ trustProxy: true, publicOrigin: PUBLIC_ORIGIN });
  await registerStaticApps(
    host.app,
    { buildId: 'b', services: sameOriginServices },
    { db: host.db, distDir: (name: AppName) => join(dist, name) },
  );
  takeoverId = (await createTakeover(host.db, { vehicleId: 'TKO-1' })).id;
  await host.db.update(leaseTakeovers).set({ published: true });
  await writePublicDocuments(host.app.storage);
});
afterAll(() => host?.close());

describe('HTML pages under a hostile Host or X-Forwarded-Host', () => {
  const publicPages = [...contentPages, '/lease-takeover', '/lease-takeover/{id}'];
  it.each(publicPages)(
    '%s: its canonical link is on the public origin; no script but the build’s',
    async (path) => {
      const url = path.replace('{id}', () => takeoverId);
      for (const headers of hostileHeaders) {
        const response = await host.app.inject({ url, headers });
        expect(response.statusCode).toBe(200);
        expectNothingInjected(response.body);
        expectNothingInjected(String(response.headers['content-security-policy']));
        expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}${url}" />`);
        const scripts = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))![1];
        expect(scripts).toBe(`'self' ${sha256(bootScript('public'))}`);
      }
    },
  );

  it.each([
    '/client/login',
    '/client/dashboard',
    '/callback',
    '/dealer/login',
    '/dealer/portal',
    '/staff/login',
    '/staff/makes',
  ])('%s (an app’s shell): nothing injected, its own script only', async (url) => {
    for (const headers of hostileHeaders) {
      const response = await host.app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expectNothingInjected(response.body);
      const policy = String(response.headers['content-security-policy']);
      expectNothingInjected(policy);
      expect(/script-src ([^;]*)/.exec(policy)![1]).toMatch(/^'self' 'sha256-[\w+/]+=*'$/);
    }
  });

  it.each(['/oidc/account/forgot', '/oidc/account/sign-up', '/oidc/session/end'])(
    '%s (the identity provider’s): nothing injected',
    async (url) => {
      for (const headers of hostileHeaders) {
        const response = await host.app.inject({ url, headers });
        expectNothingInjected(response.body);
        expectNothingInjected(String(response.headers['content-security-policy']));
        expectNothingInjected(String(response.headers.location ?? ''));
      }
    },
  );

  it('gives the runtime config the issuer on the public origin', async () => {
    for (const headers of hostileHeaders) {
      const response = await host.app.inject({ url: '/_apps/client/config.json', headers });
      expectNothingInjected(response.body);
    }
  });
});

describe('routes that write an absolute URL, under a hostile Host or X-Forwarded-Host', () => {
  it.each(publicDocuments.map((each) => each.name))(
    'GET /api/public/documents/%s redirects to the bucket on the public origin',
    async (name) => {
      for (const headers of hostileHeaders) {
        const response = await host.app.inject({ url: `/api/public/documents/${name}`, headers });
        expect(response.statusCode).toBe(302);
        const location = String(response.headers.location);
        expect(location.startsWith(`${PUBLIC_ORIGIN}/storage/sfi-uploads/`)).toBe(true);
        expectNothingInjected(location);
      }
    },
  );

  describe('the storage calls and the local bucket (public origin: the listening address)', () => {
    let dealer: SignedIn;
    let quote: LeaseQuote;
    const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    beforeAll(async () => {
      dealer = await api.dealerSignIn();
      const created = await api.call({
        method: 'POST',
        path: '/lease-quotes',
        session: dealer,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ vehicle: { type: 'CAR' }, ...quoteDetails }),
      });
      quote = created.json<LeaseQuote>();
    });
    const chat = (path: string, headers: Record<string, string>, body: unknown) =>
      api.app.inject({
        method: 'POST',
        url: `/api/chat${path}`,
        remoteAddress: office,
        headers: { ...headers, 'content-type': 'application/json', ...sessionHeaders(dealer) },
        payload: JSON.stringify(body),
      });

    it('answers upload forms, read URLs and the stored object’s Location on the public origin', async () => {
      for (const headers of hostileHeaders) {
        const tokenAnswer = await chat('/s3-tokens/put-params', headers, {
          originalFilename: 'agreement.pdf',
          contentType: 'application/pdf',
          size: pdf.length,
          leaseQuoteId: quote.id,
        });
        expect(tokenAnswer.statusCode, tokenAnswer.body).toBe(200);
        expectNothingInjected(tokenAnswer.body);
        const token = tokenAnswer.json<{ key: string; url: string }>();
        expect(token.url).toBe(`${api.origin}/storage/sfi-uploads`);

        // The form posted to the bucket with the attacker's host: its `Location` is still ours.
        const form = new FormData();
        for (const [name, value] of Object.entries(uploadFormFields(token as never)))
          form.append(name, value);
        form.append('file', new Blob([pdf]), 'agreement.pdf');
        const request = new Request('http://x/', { method: 'POST', body: form });
        const posted = await api.app.inject({
          method: 'POST',
          url: '/storage/sfi-uploads',
          headers: { ...headers, 'content-type': request.headers.get('content-type')! },
          payload: Buffer.from(await request.arrayBuffer()),
        });
        expect(posted.statusCode, posted.body).toBe(204);
        expectNothingInjected(posted.body);
        expectNothingInjected(String(posted.headers.location));
        expect(String(posted.headers.location).startsWith(`${api.origin}/storage/sfi-uploads/`)).toBe(true);

        const read = await chat('/s3-tokens/read-urls', headers, { paths: [token.key] });
        expect(read.statusCode, read.body).toBe(200);
        expectNothingInjected(read.body);
        const [{ url }] = read.json<ReadUrlsResponse>().urls as [{ url: string }];
        expect(url.startsWith(`${api.origin}/storage/sfi-uploads/`)).toBe(true);
        // And it reads, on the origin it names.
        expect((await fetch(url)).status).toBe(200);
      }
    });
  });
});
