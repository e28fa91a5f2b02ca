/**
 * The Vite config every browser app shares. Each app is served under its own asset base
 * (`/_apps/<app>/`) so that the four apps can live on one origin; the pages themselves are
 * routed by the ownership table in @sfi/domain.
 */
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { PluginOption, UserConfig } from 'vite';
import { appAssetBase, type AppName } from '../packages/domain/src/routes.ts';

/** `plugins`: the app's own Vite plugins, after the shared ones. */
export function appViteConfig(app: AppName, { plugins = [] }: { plugins?: PluginOption[] } = {}): UserConfig {
  return {
    base: appAssetBase(app),
    plugins: [
      react(),
      vanillaExtractPlugin(),
      // react-aria's own words (close, dismiss, calendar labels) only in the product's languages,
      // English and French (en-CA and fr-CA take the nearest: en-US, fr-FR), not in its thirty-odd.
      optimizeLocales.vite({ locales: ['en', 'fr'] }),
      ...plugins,
    ],
    // The design system's style runtimes, found late by the dev server, would otherwise force a reload.
    optimizeDeps: {
      include: [
        '@sfi/ui > @vanilla-extract/recipes/createRuntimeFn',
        '@sfi/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      ],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      sourcemap: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          // `@sfi/app-kit/no-eval` must run before any module builds a zod schema. Inlined in the
          // entry, it would run after the chunks the entry imports (an import runs first), and one
          // of them may hold zod; a chunk of its own, importing nothing, is the entry's first import.
          codeSplitting: {
            groups: [{ name: 'no-eval', test: /app-kit[\\/]src[\\/]no-eval\.ts$/, priority: 100 }],
          },
        },
      },
    },
  };
}
