import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  appAssetBase,
  appNames,
  prerenderedPageFile,
  publicPagePaths,
  publicRenderModuleFile,
  locales,
  sitePathIn,
  takeoverTemplateFile,
  type AppName,
  type RuntimeConfig,
  type TakeoverDocumentRenderer,
  type TakeoverPageKind,
} from '@sfi/domain';
import type { Db } from '../db/client.ts';
import { inlineScriptHashes } from '../http/security-headers.ts';
import { appDistDir } from './apps.ts';
import { registerPages } from './pages.ts';
import { registerRuntimeConfig } from './runtime-config.ts';
import { takeoverPages, type RenderedPage } from './takeover-pages.ts';

/** A built document as the server answers it: its scripts' hashes taken from it once, as the build wrote it. */
const builtPage = (html: string): RenderedPage => ({
  html,
  status: 200,
  scriptHashes: inlineScriptHashes(html),
});

/**
 * The public site's pages that its build rendered ahead of time (`dist/pages/…`), by path, in each
 * language (`/company`, `/fr/company`): each is answered with its own document, which shows before
 * any script runs (issue 14).
 */
function prerenderedPages(distDir: string): Map<string, RenderedPage> {
  const pages = new Map<string, RenderedPage>();
  const paths = locales.flatMap((locale) =>
    ['/', ...publicPagePaths].map((path) => sitePathIn(path, locale)),
  );
  for (const path of paths) {
    const file = `${distDir}/${prerenderedPageFile(path)}`;
    if (existsSync(file)) pages.set(path, builtPage(readFileSync(file, 'utf8')));
  }
  return pages;
}

/** Text for an HTML attribute's value between double quotes. */
const attributeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A public page's canonical link and its `hreflang` alternates (its twin in the other language)
 * made absolute on the product's public origin (`PUBLIC_ORIGIN`, never the request's `Host`): the
 * build does not know where it will be served.
 */
function withCanonicalOrigin(page: RenderedPage, origin: string): RenderedPage {
  const html = page.html.replace(
    /<link rel="(canonical|alternate)"((?: hreflang="[\w-]+")?) href="(\/[^"]*)"/g,
    (_, rel: string, hreflang: string, path: string) =>
      `<link rel="${rel}"${hreflang} href="${attributeText(origin)}${path}"`,
  );
  return { ...page, html };
}

/**
 * The public site's renderer of the lease takeover pages and the documents it renders into, from its
 * build (`server/render.mjs`, `server/lease-takeover*.html`), or undefined when the build has none.
 */
async function takeoverRenderer(
  distDir: string,
): Promise<{ render: TakeoverDocumentRenderer; templates: Record<TakeoverPageKind, string> } | undefined> {
  const moduleFile = `${distDir}/${publicRenderModuleFile}`;
  const kinds: TakeoverPageKind[] = ['list', 'detail'];
  if (![moduleFile, ...kinds.map((kind) => `${distDir}/${takeoverTemplateFile(kind)}`)].every(existsSync))
    return undefined;
  const module = (await import(pathToFileURL(moduleFile).href)) as {
    renderTakeoverDocument: TakeoverDocumentRenderer;
  };
  const template = (kind: TakeoverPageKind) =>
    readFileSync(`${distDir}/${takeoverTemplateFile(kind)}`, 'utf8');
  return {
    render: module.renderTakeoverDocument,
    templates: { list: template('list'), detail: template('detail') },
  };
}

/** The folder of the public site's build that only the server reads (its server render module), not browsers. */
const serverOnlyFolder = `/${publicRenderModuleFile.split('/')[0]}/`;

/** A path without its trailing slash (`/company/` is `/company`), `/` staying `/`. */
const pagePath = (pathname: string) => pathname.replace(/(?<=.)\/+$/, '');

export interface StaticAppsOptions {
  /** The database the lease takeover pages are rendered from. */
  db: Db;
  /** Where each app's build is. @default appDistDir */
  distDir?: (app: AppName) => string;
  /** Told when the takeover pages cannot read their records (they then show without them). */
  onReadError?: (error: unknown) => void;
}

/**
 * Serves the four built apps on one origin: each app's files under `/_apps/<app>/` (hashed
 * assets cached for a year), its runtime config beside them, and its page at every URL it owns:
 * the public site's pre-rendered document when its build has one for the path, and its lease
 * takeover pages rendered with their records (`takeoverPages`), their canonical links on the public
 * origin.
 */
export async function registerStaticApps(
  app: FastifyInstance,
  config: RuntimeConfig,
  {
    db,
    distDir = appDistDir,
    onReadError = (error) => app.log.error({ err: error }, 'takeover page'),
  }: StaticAppsOptions,
): Promise<void> {
  for (const [index, name] of appNames.entries()) {
    await app.register(fastifyStatic, {
      root: distDir(name),
      prefix: appAssetBase(name),
      decorateReply: index === 0,
      index: false,
      // The public site's server render module is the server's to run, not a file for browsers.
      ...(name === 'public' && { allowedPath: (pathName: string) => !pathName.startsWith(serverOnlyFolder) }),
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes('/assets/');
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  registerRuntimeConfig(app, config);
  const pages = new Map(
    appNames.map((name) => [name, builtPage(readFileSync(`${distDir(name)}/index.html`, 'utf8'))]),
  );
  const prerendered = prerenderedPages(distDir('public'));
  const renderer = await takeoverRenderer(distDir('public'));
  const takeovers =
    renderer &&
    takeoverPages({
      db,
      publicApiUrl: config.services.public,
      renderer: () => renderer.render,
      template: (kind) => renderer.templates[kind],
      onReadError,
    });
  registerPages(app, { config }, async (owner, request) => {
    if (owner === 'public') {
      const path = pagePath(new URL(request.url, 'http://localhost').pathname);
      const page = prerendered.get(path) ?? (await takeovers?.(path));
      if (page) return withCanonicalOrigin(page, app.publicOrigin());
    }
    return pages.get(owner) ?? builtPage('');
  });
}
