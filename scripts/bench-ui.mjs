#!/usr/bin/env node
// `node scripts/bench-ui.mjs`: what importing one export of @sfi/ui alone costs an app. For each
// component (and the whole package, for comparison) it bundles `import { X } from '@sfi/ui'` the way
// the apps are built (Vite with rolldown and the vanilla-extract plugin, minified), then prints the
// gzipped JS and CSS. React and react-dom are left out (every app has them); react-aria-components and
// the vanilla-extract runtimes count, as they come with the component.
//
//   node scripts/bench-ui.mjs                  every component, then the whole package
//   node scripts/bench-ui.mjs Button DataTable only these
//   node scripts/bench-ui.mjs --json           the same figures as JSON (for scripts/bench.mjs)
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const uiRoot = join(root, 'packages', 'ui');
const barrel = join(uiRoot, 'src', 'index.ts');

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const only = args.filter((a) => !a.startsWith('--'));

/** The value exports of the barrel, in its order (types are free). */
function barrelExports() {
  const source = readFileSync(barrel, 'utf8');
  const names = [];
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const raw of list.split(',')) {
      const name = raw.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/).pop());
    }
  }
  return names;
}

// Components (PascalCase), plus the non-component exports an app might import on their own.
const extras = ['brandTheme', 'sprinkles', 'snackbar'];
const all = barrelExports();
const targets = (
  only.length ? only : all.filter((n) => /^[A-Z](?![A-Z0-9_]*$)/.test(n) || extras.includes(n))
).map((name) => ({ name, code: `import { ${name} } from '@sfi/ui';\nglobalThis.__keep = ${name};\n` }));
const unknown = targets.filter((t) => !all.includes(t.name));
if (unknown.length) {
  console.error(`Not exported by @sfi/ui: ${unknown.map((t) => t.name).join(', ')}`);
  process.exit(1);
}
if (!only.length) {
  targets.push({
    name: 'whole package',
    code: `import * as ui from '@sfi/ui';\nglobalThis.__keep = ui;\n`,
  });
}

const external = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'];
const gzip = (text) => gzipSync(text, { level: 9 }).length;

async function measure({ name, code }) {
  const output = await build({
    root: uiRoot,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [
      vanillaExtractPlugin(),
      {
        name: 'bench-entry',
        // `@sfi/ui` is the package's own source, so its package.json (`sideEffects`) applies as in the apps.
        resolveId: (id) =>
          id === 'virtual:bench-entry' ? '\0bench-entry' : id === '@sfi/ui' ? barrel : null,
        load: (id) => (id === '\0bench-entry' ? code : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      cssCodeSplit: false,
      reportCompressedSize: false,
      rolldownOptions: { input: 'virtual:bench-entry', external },
    },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  let js = 0;
  let jsRaw = 0;
  let css = 0;
  let cssRaw = 0;
  for (const file of files) {
    const text = file.type === 'chunk' ? file.code : String(file.source);
    if (file.fileName.endsWith('.css')) {
      css += gzip(text);
      cssRaw += text.length;
    } else if (file.fileName.endsWith('.js')) {
      js += gzip(text);
      jsRaw += text.length;
    }
  }
  return { name, jsRaw, js, cssRaw, css };
}

// Builds are CPU-bound: run as many at once as there are cores (two on CI).
const started = Date.now();
const results = new Array(targets.length);
let next = 0;
await Promise.all(
  Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, async () => {
    while (next < targets.length) {
      const i = next++;
      results[i] = await measure(targets[i]);
    }
  }),
);

if (asJson) {
  console.log(JSON.stringify(results, null, 2));
} else {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log('Cost of importing each export of @sfi/ui alone (minified; React excluded)');
  console.table(
    results.map((r) => ({
      import: r.name,
      'JS (min)': kb(r.jsRaw),
      'JS (gzip)': kb(r.js),
      'CSS (min)': kb(r.cssRaw),
      'CSS (gzip)': kb(r.css),
      'total (gzip)': kb(r.js + r.css),
    })),
  );
  console.log(`${results.length} bundles in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
