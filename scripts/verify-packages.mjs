#!/usr/bin/env node
// `pnpm verify:packages`: proves other teams can consume the published packages. It builds and
// packs @sfi/domain, @sfi/ui, @sfi/api-client, @sfi/quote-tool, @sfi/file-tool and @sfi/chat (in that order: each builds
// against the ones before it), installs the tarballs into a throwaway project
// outside the workspace, then type-checks and bundles a file that imports each of them.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnProjectNode } from './lib/node-runtime.mjs';

runOnProjectNode();

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(root, 'package.json'));
const packages = {
  '@sfi/domain': 'domain',
  '@sfi/ui': 'ui',
  '@sfi/api-client': 'api-client',
  '@sfi/quote-tool': 'quote-tool',
  '@sfi/file-tool': 'file-tool',
  '@sfi/chat': 'chat',
};
const run = (command, args, cwd) => {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
};

const work = mkdtempSync(join(tmpdir(), 'sfi-verify-packages-'));
const tarballs = join(work, 'tarballs');
const consumer = join(work, 'consumer');
mkdirSync(tarballs);
mkdirSync(join(consumer, 'src'), { recursive: true });
try {
  const files = {};
  for (const [name, dir] of Object.entries(packages)) {
    run('pnpm', ['run', 'build'], join(root, 'packages', dir));
    const before = new Set(readdirSync(tarballs));
    run('pnpm', ['pack', '--pack-destination', tarballs], join(root, 'packages', dir));
    const tarball = readdirSync(tarballs).find((file) => !before.has(file));
    files[name] = `file:${join(tarballs, tarball)}`;
  }

  // The consumer uses the same versions of the shared tools as the workspace.
  const versionOf = (name) => require(`${name}/package.json`).version;
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify(
      {
        name: 'sfi-package-consumer',
        private: true,
        type: 'module',
        dependencies: { ...files, react: versionOf('react'), 'react-dom': versionOf('react-dom') },
        devDependencies: {
          typescript: versionOf('typescript'),
          '@types/react': versionOf('@types/react'),
          '@types/react-dom': versionOf('@types/react-dom'),
          esbuild: '0.28.2',
        },
        // The tarballs depend on each other by version; point those at the tarballs too.
        overrides: files,
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      include: ['src'],
    }),
  );
  // What a consumer's bundler setup declares (Vite's client types do the same).
  writeFileSync(join(consumer, 'src', 'css.d.ts'), "declare module '*.css';\n");
  writeFileSync(
    join(consumer, 'src', 'main.tsx'),
    `import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '@sfi/ui/styles.css';
import '@sfi/quote-tool/styles.css';
import '@sfi/file-tool/styles.css';
import '@sfi/chat/styles.css';
import { Button, UIProvider } from '@sfi/ui';
import { filePathsUnder } from '@sfi/file-tool';
import { chatPathsUnder } from '@sfi/chat';
import { message, sortMakes, type Make } from '@sfi/domain';
import { createApiClient, type ApiClient } from '@sfi/api-client';
import { ApiClientProvider, useMakes, ViewerProvider } from '@sfi/api-client/react';

const api: ApiClient = createApiClient({
  services: { main: '/api/main', member: '/api/member', chat: '/api/chat', dealer: '/api/dealer', public: '/api/public' },
});

const QuoteDealersPage = lazy(() => import('@sfi/quote-tool/quote-dealers'));
const FileSearchPage = lazy(() => import('@sfi/file-tool/search'));
const ChatPage = lazy(() => import('@sfi/chat/page'));

function Makes() {
  const { data } = useMakes();
  const makes: Make[] = sortMakes(data ?? []);
  return <Button onPress={() => alert(message('error.ourEnd'))}>{makes.length} makes</Button>;
}

createRoot(document.getElementById('root')!).render(
  <UIProvider>
    <ApiClientProvider client={api}>
      <Makes />
      <ViewerProvider viewer={{ audience: 'staff', id: 'me', roles: ['LEASE_QUOTES_ADMIN'] }}>
        <Suspense>
          <QuoteDealersPage />
          <FileSearchPage paths={filePathsUnder('/files')} />
          <ChatPage paths={chatPathsUnder('/chat')} />
        </Suspense>
      </ViewerProvider>
    </ApiClientProvider>
  </UIProvider>,
);
`,
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], consumer);
  run('npx', ['tsc', '-p', 'tsconfig.json'], consumer);
  run(
    'npx',
    ['esbuild', 'src/main.tsx', '--bundle', '--format=esm', '--outdir=dist', '--loader:.tsx=tsx', '--minify'],
    consumer,
  );
  console.log('\nThe six packages install, type-check and bundle outside the workspace.');
} finally {
  rmSync(work, { recursive: true, force: true });
}
