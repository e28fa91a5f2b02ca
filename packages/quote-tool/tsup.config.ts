/// <reference types="node" />
import { access, readFile, writeFile } from 'node:fs/promises';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/** esbuild heads each `.css.ts` file's CSS with its virtual module id: `/* vanilla-extract-css-ns:<file>.vanilla.css?source=… *\/`. */
const cssBlock =
  /\/\* vanilla-extract-css-ns:([^?]+)\.vanilla\.css\?source=[^*]*\*\/\n([\s\S]*?)(?=\/\* vanilla-extract-css-ns:|$)/g;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

// The published build: ESM + type declarations, and one stylesheet, `dist/index.css` (exported as
// `@sfi/quote-tool/styles.css`), holding this package's own CSS. @sfi/ui, @sfi/domain and
// @sfi/api-client stay imports; the design system's CSS comes from `@sfi/ui/styles.css`, which the
// app imports first.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  tsconfig: 'tsconfig.build.json',
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'swr', /^@sfi\//, /^@vanilla-extract\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // A `.css.ts` file that imports `@sfi/ui/css` (its tokens) brings the design system's theme, reset
    // and sprinkles into the evaluation, and so into this stylesheet; keep only the blocks of this
    // package's own files, each headed by its file name (same line, so the source map stays valid).
    const css = await readFile('dist/index.css', 'utf8').catch(() => '');
    let own = '';
    for (const [, file, rules] of css.matchAll(cssBlock)) {
      if (await exists(file!)) own += `/* ${file} */\n${rules}`;
    }
    await writeFile('dist/index.css', own);
  },
});
