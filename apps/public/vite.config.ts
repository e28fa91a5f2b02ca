import { defineConfig } from 'vite';
import { appViteConfig } from '../../tooling/vite-app.ts';
import { prerenderPages } from './build/prerender.ts';

export default defineConfig(appViteConfig('public', { plugins: [prerenderPages()] }));
