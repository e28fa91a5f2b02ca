import { defineConfig, mergeConfig } from 'vite';
import { appViteConfig } from '../../tooling/vite-app.ts';
import { prerenderPages } from './build/prerender.ts';

// One style sheet for every page (8 kB gzip), not one per component: a page's first paint waits on
// its style sheets, and on a phone's network each request costs a round trip or more.
//
// No module preload links: the page is painted whole from its HTML before any script runs, and
// Vite's helper appends a `<link rel="modulepreload">` per chunk a dynamic import needs, each a few
// milliseconds of the main thread on a phone, twenty of them in one task for a form's slot (a long
// task: Total Blocking Time). The browser fetches the same modules as it meets their imports.
export default defineConfig(
  mergeConfig(appViteConfig('public', { plugins: [prerenderPages()] }), {
    build: { cssCodeSplit: false, modulePreload: false },
  }),
);
