import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { featurePackageBuild } from '../../tooling/feature-package-tsup.ts';

// The published build (tooling/feature-package-tsup.ts): one entry per screen, for apps to load each on demand.
export default defineConfig(
  featurePackageBuild(
    {
      index: 'src/index.ts',
      page: 'src/ChatPage.tsx',
    },
    vanillaExtractPlugin,
  ),
);
