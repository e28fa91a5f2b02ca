import { readdir, readFile, rm, writeFile } from 'node:fs/promises';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// The published build: ESM + type declarations, and one stylesheet, `dist/index.css` (exported as
// `@sfi/ui/styles.css`), holding the reset, the theme and every component's CSS, in that order.
// `css` is the React-free entry (`@sfi/ui/css`) for apps' own `.css.ts` files.
export default defineConfig({
  entry: { index: 'src/index.ts', css: 'src/css.ts' },
  tsconfig: 'tsconfig.build.json',
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components', /^@vanilla-extract\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // Everything in `css.css` and in the stylesheets of the chunks loaded on demand (the drawer, the
    // snackbars, the confirm dialog) is also in `index.css`; ship one stylesheet.
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
