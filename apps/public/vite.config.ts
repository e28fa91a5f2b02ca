import { defineConfig } from 'vite';
import { appViteConfig } from '../../tooling/vite-app.ts';

export default defineConfig(appViteConfig('public'));
