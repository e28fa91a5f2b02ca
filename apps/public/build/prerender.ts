/**
 * Renders the public site's pages to HTML (doc 1 §2, issue 14 "Fast"): every content page and the home
 * page is a document of its own, shown before any script runs, then hydrated.
 *
 * - `vite build`: once the browser build is written, a server build of `src/prerender.tsx` renders
 *   each page (content/*.md) into `dist/pages/…html`, from the built `index.html`. A content file
 *   the build cannot read fails the build, naming the file. The server build stays, as
 *   `dist/server/render.mjs`, beside the documents the lease takeover pages are rendered into
 *   (`dist/server/lease-takeover*.html`): the server that serves the site renders those pages with
 *   their data when they are asked for (their records change when staff edit them).
 * - `pnpm dev`: each page request renders its page from its file, so edits show on reload.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
// Relative, as tooling/vite-app.ts does: the config is bundled, and @sfi/domain is TypeScript.
import {
  publicRenderModuleFile,
  takeoverTemplateFile,
  type TakeoverPageKind,
} from '../../../packages/domain/src/takeover-pages.ts';
import type * as Prerender from '../src/prerender.tsx';
import { imageWidths, type ContentPage } from '../src/content/page.ts';

type PrerenderModule = typeof Prerender;

const entry = 'src/prerender.tsx';
/** The module that shows each takeover page in the browser (its chunk in the build's manifest). */
const takeoverRouteModules: Record<TakeoverPageKind, string> = {
  list: 'src/takeovers/TakeoverListPage.tsx',
  detail: 'src/takeovers/TakeoverDetailPage.tsx',
};
/** Set in the server build this plugin starts, so that it does not start another. */
const serverBuild = 'SFI_PRERENDER_SERVER_BUILD';

/** A page of a content file, its banner image checked against the files in `public/images`. */
function loadPage(module: PrerenderModule, config: ResolvedConfig, path: string): ContentPage {
  const file = module.contentFileOf(path);
  const source = readFileSync(join(config.root, 'content', file), 'utf8');
  const page = module.parseContentFile(source, { path, file: `content/${file}`, base: config.base });
  const missing = [page.image.srcSet, ...page.image.sources.map((source) => source.srcSet)]
    .flatMap((set) => set.split(', ').map((candidate) => candidate.split(' ')[0]!))
    .map((url) => url.slice(config.base.length))
    .filter((name) => !existsSync(join(config.publicDir, name)));
  if (missing.length)
    throw new module.ContentError(
      `content/${file}: its banner image needs ${missing.join(', ')} in public/ (widths ${imageWidths.join(', ')}, AVIF and WebP: see content/README.md).`,
    );
  return page;
}

/** A chunk of Vite's build manifest, as much of it as this reads. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The style sheets a page's route module needs beyond what `index.html` already loads, as tags:
 * without them its styles would come only with its script, and a page shown before any script runs
 * would show half-styled. (Its scripts are not preloaded: the page asks for its code once it has
 * shown, `renderDocument`.)
 */
function routeTags(distDir: string, base: string, template: string, routeModule: string): string {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const styles = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(chunk.file)) return;
    visited.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  if (!manifest[routeModule]) throw new Error(`${routeModule} is not a chunk of the build`);
  visit(routeModule);
  const fresh = (file: string) => !template.includes(`${base}${file}`);
  return [...styles]
    .filter(fresh)
    .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
    .join('\n    ');
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sfi-prerender-pages',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.server) return html;
        const module = (await context.server.ssrLoadModule(`/${entry}`)) as PrerenderModule;
        const path = new URL(context.originalUrl ?? context.path, 'http://localhost').pathname.replace(
          /(?<=.)\/+$/,
          '',
        );
        if (!(module.prerenderedPaths as readonly string[]).includes(path)) return html;
        return module.renderDocument(html, loadPage(module, config, path));
      },
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr || process.env[serverBuild]) return;
      const distDir = join(config.root, config.build.outDir);
      const moduleFile = join(distDir, publicRenderModuleFile);
      const outDir = dirname(moduleFile);
      process.env[serverBuild] = '1';
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          // Everything in one file that Node runs: the workspace's packages are TypeScript.
          ssr: { noExternal: true },
          build: {
            ssr: entry,
            outDir,
            emptyOutDir: true,
            manifest: false,
            sourcemap: false,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: basename(moduleFile), codeSplitting: false } },
          },
        });
      } finally {
        delete process.env[serverBuild];
      }
      const module = (await import(`${pathToFileURL(moduleFile).href}?t=${Date.now()}`)) as PrerenderModule;
      const template = readFileSync(join(distDir, 'index.html'), 'utf8');
      for (const path of module.prerenderedPaths) {
        const file = join(distDir, module.prerenderedPageFile(path));
        const tags = routeTags(distDir, config.base, template, module.routeModuleOf(path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, module.renderDocument(template, loadPage(module, config, path), tags));
      }
      for (const [kind, routeModule] of Object.entries(takeoverRouteModules)) {
        const tags = routeTags(distDir, config.base, template, routeModule);
        writeFileSync(
          join(distDir, takeoverTemplateFile(kind as TakeoverPageKind)),
          template.replace('</head>', `${tags}\n  </head>`),
        );
      }
    },
  };
}
