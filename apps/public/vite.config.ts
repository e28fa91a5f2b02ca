import { defineConfig, mergeConfig } from 'vite';
import { appViteConfig } from '../../tooling/vite-app.ts';
import { prerenderPages } from './build/prerender.ts';

// One style sheet for every page (8 kB gzip), not one per component: a page's first paint waits on
// its style sheets, and on a phone's network each request costs a round trip or more.
export default defineConfig(
  mergeConfig(appViteConfig('public', { plugins: [prerenderPages()] }), { build: { cssCodeSplit: false } }),
);
