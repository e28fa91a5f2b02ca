#!/usr/bin/env node
// Renders the banner images (scenes.mjs) into apps/public/public/images, in the widths and formats
// the pages use (src/content/page.ts: 480, 960, 1600; AVIF and WebP). The images are committed, so
// builds need nothing: run this only after changing a scene, with sharp at hand:
//
//   npm i --prefix /tmp/sharp sharp@0.34 && NODE_PATH=/tmp/sharp/node_modules node apps/public/images/make-images.mjs
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { scenes, svgOf } from './scenes.mjs';

const sharp = createRequire(import.meta.url)('sharp');
const out = fileURLToPath(new URL('../public/images/', import.meta.url));
const widths = [480, 960, 1600];
mkdirSync(out, { recursive: true });
for (const name of Object.keys(scenes)) {
  const svg = Buffer.from(svgOf(name));
  for (const width of widths) {
    const image = sharp(svg, { density: 72 * (width / 1600) * 2 }).resize(width, Math.round(width * 0.4));
    await image.clone().avif({ quality: 50, effort: 6 }).toFile(`${out}${name}-${width}.avif`);
    await image.clone().webp({ quality: 72, effort: 6 }).toFile(`${out}${name}-${width}.webp`);
  }
  console.log(name);
}
