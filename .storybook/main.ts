import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Props that are noise in the docs tables: ARIA attributes and event handlers. */
const hiddenProp = /^(aria-|on[A-Z])/;

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.tsx',
    // An app's own components that other engineers mount (the public site's forms, the staff console's GPS parts).
    '../apps/*/src/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: {
    // react-docgen-typescript follows props inherited from react-aria-components, which the default
    // parser does not; the filter keeps the tables readable.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => {
        if (hiddenProp.test(prop.name)) return false;
        // Hide the hundreds of DOM attributes from React's own types; keep react-aria's documented props.
        const from = prop.parent?.fileName ?? prop.declarations?.[0]?.fileName ?? '';
        return !from.includes('/@types/react/');
      },
    },
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        // The runtimes of recipes and sprinkles are imported by compiled `.css.ts` modules, which Vite's
        // dependency scan cannot see; discovering them mid-run reloads the page (and breaks test runs).
        // They are plain ESM without dependencies, so serve them as they are.
        exclude: ['@vanilla-extract/recipes', '@vanilla-extract/sprinkles'],
        // The feature packages' stories run the real API client and its hooks; bundled up front, so
        // that finding them in the first story does not re-bundle and reload mid-run.
        include: ['ofetch', 'swr', 'zod'],
      },
    });
  },
};

export default config;
