/// <reference types="node" />
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// tsup and the vanilla-extract plugin are the packages' own (the workspace's root has neither):
// each package's tsup.config.ts passes its plugin in and hands the options to its `defineConfig`.

/** As much of an esbuild plugin as {@link publishedUiTokens} is. */
interface TokensPlugin {
  name: string;
  setup(build: { onResolve(options: { filter: RegExp }, resolve: () => { path: string }): void }): void;
}

/** `vanillaExtractPlugin` of @vanilla-extract/esbuild-plugin, as this build calls it. */
type VanillaExtractPlugin<P> = (options: {
  identifiers: 'short';
  esbuildOptions: { plugins: TokensPlugin[] };
}) => P;

/**
 * The design system's tokens as @sfi/ui publishes them (`dist/css.js`; build @sfi/ui first, as
 * `pnpm build:packages` does), resolved from the package being built. Its variable names are hashed
 * from @sfi/ui's own files: evaluating @sfi/ui's sources from here would hash other names, and bring
 * its theme and reset into the package's stylesheet.
 */
const uiTokens = () =>
  join(
    dirname(createRequire(join(process.cwd(), 'package.json')).resolve('@sfi/ui/package.json')),
    'dist/css.js',
  );

/** Evaluates `.css.ts` files against {@link uiTokens}. */
const publishedUiTokens: TokensPlugin = {
  name: 'published-ui-tokens',
  setup(build) {
    build.onResolve({ filter: /^@sfi\/ui\/css$/ }, () => ({ path: uiTokens() }));
  },
};

/**
 * The published build of a feature package (`@sfi/quote-tool`, `@sfi/file-tool`, `@sfi/chat`): ESM
 * + type declarations, the given entries (one per screen, so apps can load each on demand), and one
 * stylesheet, `dist/index.css` (exported as `<package>/styles.css`), holding the package's own CSS;
 * the design system's comes from `@sfi/ui/styles.css`, imported first.
 */
export function featurePackageBuild<P>(
  entry: Record<string, string>,
  vanillaExtractPlugin: VanillaExtractPlugin<P>,
) {
  return {
    entry,
    tsconfig: 'tsconfig.build.json',
    format: ['esm' as const],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022' as const,
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
      // esbuild heads each file's CSS with its virtual module id, which embeds the whole source;
      // keep the file name only (same line, so the source map stays valid).
      const css = await readFile('dist/index.css', 'utf8');
      await writeFile(
        'dist/index.css',
        css.replace(/\/\* vanilla-extract-css-ns:([^?]+)\.vanilla\.css\?source=[^*]*\*\//g, '/* $1 */'),
      );
    },
  };
}
