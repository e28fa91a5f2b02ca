// The lease takeover pages rendered with their records when they are asked for (issue 14 "Fast"):
// the list's cards and a takeover's details are in the document before any script runs, written as
// text whatever the records hold, with the data the browser hydrates from; a lease id that names no
// takeover is a 404 with the spec's words; a rendered page is kept until its records change. The
// public site's own renderer, loaded from its sources through Vite as `pnpm dev` loads it.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import {
  takeoverPageDataId,
  takeoverVehicleName,
  type LeaseTakeover,
  type TakeoverDocumentRenderer,
  type TakeoverPageData,
} from '@sfi/domain';
import type { Db } from '../src/db/client.ts';
import { createTakeover, findTakeover, listTakeoversByPermutation } from '../src/db/lease-takeovers.ts';
import { leaseTakeovers } from '../src/db/schema.ts';
import { replaceDemoTakeovers } from '../src/seed/takeovers.ts';
import { appDir } from '../src/web/apps.ts';
import { inlineScriptHashes } from '../src/http/security-headers.ts';
import { takeoverPages } from '../src/web/takeover-pages.ts';
import { createTestApi, type TestApi } from './support/api.ts';

let api: TestApi;
let vite: ViteDevServer;
let renderTakeoverDocument: TakeoverDocumentRenderer;
const template = readFileSync(`${appDir('public')}/index.html`, 'utf8');

beforeAll(async () => {
  api = await createTestApi();
  await replaceDemoTakeovers(api.db);
  vite = await createViteServer({
    root: appDir('public'),
    configFile: `${appDir('public')}/vite.config.ts`,
    appType: 'custom',
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  ({ renderTakeoverDocument } = (await vite.ssrLoadModule('/src/prerender.tsx')) as {
    renderTakeoverDocument: TakeoverDocumentRenderer;
  });
}, 120_000);
afterAll(async () => {
  await vite?.close();
  await api?.close();
});

/** The takeover pages over the test database, counting how often a document is rendered. */
function pagesOver(db: Db = api.db, onReadError?: (error: unknown) => void) {
  const render = vi.fn(renderTakeoverDocument);
  const pages = takeoverPages({
    db,
    publicApiUrl: '/api/public',
    renderer: () => render,
    template: () => template,
    ...(onReadError && { onReadError }),
  });
  return { pages, render };
}

/** The data a document carries for the browser, as the browser reads it. */
function dataOf(html: string): TakeoverPageData {
  const found = new RegExp(
    `<script type="application/json" id="${takeoverPageDataId}">([^<]*)</script>`,
  ).exec(html);
  expect(found, 'the page data element').not.toBeNull();
  return JSON.parse(found![1]!) as TakeoverPageData;
}

/** The rendered part of the document (`#root` and what follows it up to the data): what shows before any script runs. */
const rootOf = (html: string) => {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${takeoverPageDataId}">`);
  expect(start, 'the root element').toBeGreaterThan(0);
  expect(end, 'the data element after it').toBeGreaterThan(start);
  return html.slice(start, end);
};

/** The vehicles of the list's cards, in the order the document shows them. */
const cardVehicles = (html: string) =>
  [...rootOf(html).matchAll(/<a [^>]*href="\/lease-takeover\/[^"]+"[^>]*>([^<]*)<\/a>/g)].map(
    (match) => match[1],
  );

describe('the lease takeover list', () => {
  it('is in the document with every card in display order, its first photo loading first', async () => {
    const { pages } = pagesOver();
    const page = await pages('/lease-takeover');
    expect(page?.status).toBe(200);
    const html = page!.html;
    const listed = await listTakeoversByPermutation(api.db, 'public');
    expect(cardVehicles(html)).toEqual(listed.map((takeover) => takeoverVehicleName(takeover)));
    const root = rootOf(html);
    expect(root).toContain('<h1');
    expect(root).toContain('Lease takeovers</h1>');
    expect(root).toContain(`${listed.length} vehicles available`);
    expect(root).toContain('$412.50/month');
    // The first card's photo: its size set, its files from the public service, fetched first.
    const [firstPhoto, secondPhoto] = [
      ...root.matchAll(/<img [^>]*src="\/api\/public\/leaseTakeovers[^>]*>/g),
    ].map((match) => match[0]);
    expect(firstPhoto).toMatch(/fetchPriority="high"/i);
    expect(firstPhoto).toContain(`width="${listed[0]!.images[0]!.width}"`);
    expect(firstPhoto).toContain(`height="${listed[0]!.images[0]!.height}"`);
    expect(firstPhoto).toMatch(/srcSet="[^"]*480\.webp 480w, [^"]*960\.webp 960w/i);
    expect(firstPhoto).not.toContain('loading="lazy"');
    expect(secondPhoto).not.toMatch(/fetchPriority/i);
    // Its code, which only brings it to life, is asked for once the page's largest paint has shown.
    expect(html).not.toMatch(/<script [^>]*type="module"|modulepreload/);
    expect(html).toMatch(
      /<script>\(function \(main, waitMs\) \{[^<]*largest-contentful-paint[^<]*\}\)\("\/src\/main\.tsx", 3000\)<\/script>/,
    );
    expect(html).toContain('<title>Lease takeovers | SFI Lease Financing</title>');
    expect(html).toContain('<link rel="canonical" href="/lease-takeover" />');
    expect(dataOf(html)).toEqual({ kind: 'list', publicApiUrl: '/api/public', takeovers: listed });
  });

  it('is in French under /fr: its language, canonical link and alternates, its cards leading to the French pages', async () => {
    const { pages } = pagesOver();
    const page = await pages('/fr/lease-takeover');
    expect(page?.status).toBe(200);
    const html = page!.html;
    const listed = await listTakeoversByPermutation(api.db, 'public');
    expect(html).toMatch(/<html lang="fr-CA"/);
    expect(html).toContain('<link rel="canonical" href="/fr/lease-takeover" />');
    expect(html).toContain('<link rel="alternate" hreflang="en-CA" href="/lease-takeover" />');
    expect(html).toContain('<link rel="alternate" hreflang="fr-CA" href="/fr/lease-takeover" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/lease-takeover" />');
    const root = rootOf(html);
    expect([...root.matchAll(/<a [^>]*href="\/fr\/lease-takeover\/[^"]+"/g)]).toHaveLength(listed.length);
    expect(root).not.toMatch(/href="\/lease-takeover\//);
    expect(dataOf(html)).toEqual({
      kind: 'list',
      publicApiUrl: '/api/public',
      takeovers: listed,
      locale: 'fr-CA',
    });
    // A takeover in French: its page under /fr, back to the French list.
    const detail = await pages(`/fr/lease-takeover/${listed[0]!.id}`);
    expect(detail?.status).toBe(200);
    expect(detail!.html).toContain(`<link rel="canonical" href="/fr/lease-takeover/${listed[0]!.id}" />`);
    expect(rootOf(detail!.html)).toContain('href="/fr/lease-takeover"');
    // The English page stays English.
    expect((await pages('/lease-takeover'))!.html).toMatch(/<html lang="en-CA"/);
  });

  it('is rendered again once its records change, and not before', async () => {
    const { pages, render } = pagesOver();
    const first = await pages('/lease-takeover');
    expect((await pages('/lease-takeover/'))?.html).toBe(first?.html);
    // Renders with records (the one without, once, is the template's scripts: `scriptHashes`).
    const renders = () => render.mock.calls.filter(([, data]) => 'takeovers' in data).length;
    expect(renders()).toBe(1);
    const [civic] = await listTakeoversByPermutation(api.db, 'public');
    await api.db
      .update(leaseTakeovers)
      .set({ leaseSummary: { ...civic!.leaseSummary, monthlyPaymentCents: 39999 } })
      .where(eq(leaseTakeovers.id, civic!.id));
    try {
      const changed = await pages('/lease-takeover');
      expect(renders()).toBe(2);
      expect(rootOf(changed!.html)).toContain('$399.99/month');
      expect(rootOf(changed!.html)).not.toContain('$412.50/month');
    } finally {
      await api.db
        .update(leaseTakeovers)
        .set({ leaseSummary: civic!.leaseSummary })
        .where(eq(leaseTakeovers.id, civic!.id));
    }
  });

  it('shows that it is loading when its records cannot be read, and its script asks the public API', async () => {
    const failure = new Error('the database is away');
    const broken = {
      select: () => {
        throw failure;
      },
    } as unknown as Db;
    const onReadError = vi.fn();
    const { pages } = pagesOver(broken, onReadError);
    const page = await pages('/lease-takeover');
    expect(page?.status).toBe(200);
    expect(onReadError).toHaveBeenCalledWith(failure);
    expect(rootOf(page!.html)).toContain('Loading lease takeovers…');
    expect(dataOf(page!.html)).toEqual({ kind: 'list', publicApiUrl: '/api/public' });
  });
});

describe("a takeover page's policy", () => {
  it('allows the scripts of its template only, whatever its records hold (issue 26)', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const { id } = await createTakeover(api.db, { vehicleId: hostile });
    await api.db.update(leaseTakeovers).set({ published: true }).where(eq(leaseTakeovers.id, id));
    try {
      const { pages } = pagesOver();
      const ofTemplate = inlineScriptHashes(
        renderTakeoverDocument(template, { kind: 'detail', publicApiUrl: '/api/public', leaseId: '' }),
      );
      expect(ofTemplate.length).toBeGreaterThan(0);
      for (const path of ['/lease-takeover', `/lease-takeover/${id}`]) {
        const page = await pages(path);
        expect(page?.html).toContain(id);
        expect(page?.scriptHashes).toEqual(ofTemplate);
      }
    } finally {
      await api.db.delete(leaseTakeovers).where(eq(leaseTakeovers.id, id));
    }
  });
});

describe('a lease takeover', () => {
  it('is in the document with its details, titled by its vehicle', async () => {
    const [, rav4] = await listTakeoversByPermutation(api.db, 'public');
    const { pages } = pagesOver();
    const page = await pages(`/lease-takeover/${rav4!.id}`);
    expect(page?.status).toBe(200);
    const root = rootOf(page!.html);
    expect(root).toContain('2022 Toyota RAV4 XLE AWD</h2>');
    expect(root).toContain('Lease summary');
    expect(root).toContain('Vehicle information');
    expect(root).toContain('Power liftgate');
    expect(root).toContain('Photo 1 of 3');
    // The gallery's photo is the one fetched first; the form comes with the script.
    const [photo] = root.match(/<img [^>]*\/photos\/[^>]*>/) ?? [];
    expect(photo).toMatch(/fetchPriority="high"/i);
    expect(root).not.toContain('Interested in this vehicle?');
    expect(page!.html).toContain(
      '<title>2022 Toyota RAV4 XLE AWD · Lease takeovers | SFI Lease Financing</title>',
    );
    expect(page!.html).toContain(
      '<meta name="description" content="Take over the lease of this 2022 Toyota RAV4 XLE AWD through SFI: its photos, vehicle information, lease summary and options." />',
    );
    expect(page!.html).toContain(`<link rel="canonical" href="/lease-takeover/${rav4!.id}" />`);
    expect(dataOf(page!.html)).toEqual({
      kind: 'detail',
      publicApiUrl: '/api/public',
      leaseId: rav4!.id,
      takeover: rav4,
    });
  });

  it.each([
    ['a lease id that names none', '/lease-takeover/00000000-0000-4000-8000-000000000000'],
    ['a malformed lease id', '/lease-takeover/no-such-takeover'],
    ['an encoded lease id with markup', '/lease-takeover/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ])('%s is a 404 that says the takeover is not available', async (_case, path) => {
    const { pages } = pagesOver();
    const page = await pages(path);
    expect(page?.status).toBe(404);
    expect(rootOf(page!.html)).toContain('This lease takeover is not available.');
    expect(page!.html).toContain(
      '<title>This lease takeover is not available. | SFI Lease Financing</title>',
    );
    expect(page!.html).toContain('<meta name="robots" content="noindex" />');
    expect(page!.html).not.toContain('rel="canonical"');
    expect(page!.html).not.toContain('<script>alert');
    expect(dataOf(page!.html)).toMatchObject({ kind: 'detail', takeover: null });
  });

  it.each([
    ['a huge id', `/lease-takeover/${'9'.repeat(12_000)}`, '9'.repeat(12_000)],
    ['encoded slashes', '/lease-takeover/a%2F..%2F..%2Fetc%2Fpasswd', 'a/../../etc/passwd'],
    ['a NUL', '/lease-takeover/%00', '\u0000'],
    ['broken percent-encoding', '/lease-takeover/%E0%A4%A', '%E0%A4%A'],
  ])(
    'is the 404 of a takeover that does not exist for %s, the id carried as text',
    async (_case, path, id) => {
      const { pages } = pagesOver();
      const page = await pages(path);
      expect(page?.status).toBe(404);
      expect(dataOf(page!.html)).toMatchObject({ kind: 'detail', leaseId: id, takeover: null });
    },
  );

  it('is not a takeover page of its own for a path beyond it', async () => {
    const { pages } = pagesOver();
    expect(await pages('/lease-takeover/a/b')).toBeUndefined();
    expect(await pages('/company')).toBeUndefined();
  });
});

describe('records that hold markup', () => {
  const hostile = '</script><script>alert(1)</script><!--';
  const attribute = '"><img src=x onerror=alert(2)>';
  let takeover: LeaseTakeover;

  beforeAll(async () => {
    const added = await createTakeover(api.db, { vehicleId: 'TKO-ATTACK' });
    await api.db
      .update(leaseTakeovers)
      .set({
        permutation: 0,
        published: true,
        vehicleInformation: { year: 2024, make: hostile, model: attribute },
        leaseSummary: { monthlyPaymentCents: 50000, monthsLeft: 10 },
        vehicleOptions: [hostile, attribute],
        images: [
          {
            id: '11111111-1111-4111-8111-111111111111',
            key: `lease-takeovers/${added.id}/photo`,
            alt: attribute,
            width: 960,
            height: 640,
          },
        ],
      })
      .where(eq(leaseTakeovers.id, added.id));
    takeover = (await findTakeover(api.db, added.id, 'public'))!;
  });
  afterAll(async () => {
    await api.db.delete(leaseTakeovers).where(eq(leaseTakeovers.id, takeover.id));
  });

  it.each([
    ['the list', () => '/lease-takeover'],
    ['the takeover', () => `/lease-takeover/${takeover.id}`],
  ])('show it as text in %s, and carry it intact for the browser', async (_page, path) => {
    const { pages } = pagesOver();
    const page = await pages(path());
    expect(page?.status).toBe(200);
    const html = page!.html;
    // Nothing of it is markup: no script or image of its own, the data's element closed once.
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain(hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(1 + (template.match(/<\/script>/g)?.length ?? 0));
    expect(rootOf(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
    expect(rootOf(html)).toContain('alt="&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"');
    // The browser reads back exactly what the record holds.
    const data = dataOf(html);
    const carried =
      data.kind === 'list' ? data.takeovers?.find((each) => each.id === takeover.id) : data.takeover;
    expect(carried).toEqual(takeover);
  });
});
