/// <reference types="node" />
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The design system's tokens as @sfi/ui publishes them (`dist/css.js`; build @sfi/ui first, as
 * `pnpm build:packages` does). Its variable names are hashed from @sfi/ui's own files: evaluating
 * @sfi/ui's sources from here would hash other names, and bring its theme and reset into this
 * stylesheet.
 */
const uiTokens = join(dirname(createRequire(import.meta.url).resolve('@sfi/ui/package.json')), 'dist/css.js');

/** Evaluates `.css.ts` files against {@link uiTokens}. */
const publishedUiTokens: Plugin = {
  name: 'published-ui-tokens',
  setup(build) {
    build.onResolve({ filter: /^@sfi\/ui\/css$/ }, () => ({ path: uiTokens }));
  },
};

// The published build: ESM + type declarations, an entry for the page (so apps can load it on
// demand), and one stylesheet, `dist/index.css` (exported as `@sfi/chat/styles.css`), holding
// this package's own CSS; the design system's comes from `@sfi/ui/styles.css`, imported first.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    page: 'src/ChatPage.tsx',
  },
  tsconfig: 'tsconfig.build.json',
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'swr', /^@sfi\//, /^@vanilla-extract\//],
  esbuildPlugins: [
    vanillaExtractPlugin({ identifiers: 'short', esbuildOptions: { plugins: [publishedUiTokens] } }),
  ],
  async onSuccess() {
    // Each screen's entry gets a stylesheet holding part of what `index.css` holds; ship one.
    const others = (await readdir('dist')).filter(
      (file) => /\.css(\.map)?$/.test(file) && !file.startsWith('index.'),
    );
    await Promise.all(others.map((file) => rm(`dist/${file}`, { force: true })));
    // esbuild heads each file's CSS with its virtual module id, which embeds the whole source; keep the
    // file name only (same line, so the source map stays valid).
    const css = await readFile('dist/index.css', 'utf8');
    await writeFile(
      'dist/index.css',
      css.replace(/\/\* vanilla-extract-css-ns:([^?]+)\.vanilla\.css\?source=[^*]*\*\//g, '/* $1 */'),
    );
  },
});
