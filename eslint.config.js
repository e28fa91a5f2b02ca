// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appPackages = {
  public: '@sfi/public-site',
  client: '@sfi/client-app',
  dealer: '@sfi/dealer-app',
  staff: '@sfi/staff-app',
  api: '@sfi/api-server',
};

/** Feature packages: screens used by more than one app, built from ui, domain and api-client. */
const featurePackages = {
  'quote-tool': '@sfi/quote-tool',
  'file-tool': '@sfi/file-tool',
  chat: '@sfi/chat',
};

/** Import patterns that reach into an app's folder by a relative or absolute path. */
const appPathPatterns = (apps) =>
  apps.flatMap((app) => [`**/apps/${app}`, `**/apps/${app}/**`, `**/${app}/src`, `**/${app}/src/**`]);

/** Import patterns that reach into a feature package's folder by a relative or absolute path. */
const featurePathPatterns = (features) =>
  features.flatMap((feature) => [
    `**/packages/${feature}`,
    `**/packages/${feature}/**`,
    `**/${feature}/src`,
    `**/${feature}/src/**`,
  ]);

/** The options of a `no-restricted-imports` rule forbidding these package names and path patterns. */
const forbidden = (names, patterns, message) => ({
  paths: names.map((name) => ({ name, message })),
  patterns: [
    { group: names.map((name) => `${name}/*`), message },
    ...(patterns.length ? [{ group: patterns, message }] : []),
  ],
});

/** A `no-restricted-imports` rule forbidding these package names and path patterns. */
const forbid = (names, patterns, message) => ({
  'no-restricted-imports': ['error', forbidden(names, patterns, message)],
});

const apps = Object.keys(appPackages);
const features = Object.keys(featurePackages);

/** What an app must not import: the other apps, by name or by path. */
const otherApps = (app) => {
  const others = apps.filter((other) => other !== app);
  return [
    others.map((other) => appPackages[other]),
    appPathPatterns(others),
    'An app must not import another app; share code through a package.',
  ];
};

/**
 * The layers of the API server (apps/api/README.md), top to bottom: the folders and files of
 * `apps/api/src` in each. A module imports from its own layer and the layers below it, never from
 * one above; the import-cycle test (tooling/test/import-cycles.test.ts) keeps a layer free of cycles.
 */
export const apiLayers = [
  ['cli'],
  ['server.ts', 'app.ts', 'env.ts'],
  ['services', 'context.ts', 'seed'],
  ['routes', 'live'],
  ['storage', 'photos', 'export', 'web', 'valuation', 'import'],
  ['auth'],
  ['oidc'],
  ['outbox'],
  ['db'],
  ['http'],
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A relative import of one of these parts of `apps/api/src`, from a file in a folder of it
 * (`../routes/x.ts`, `../app.ts`) or from a file at its root (`./routes/x.ts`, `./app.ts`).
 */
const apiPartsImport = (parts, fromRoot) => {
  const names = parts.map((part) => escapeRegExp(part.replace(/\.ts$/, '')));
  const up = fromRoot ? '\\./' : '(?:\\.\\./)+';
  return `^${up}(?:(?:${names.join('|')})/|(?:${names.join('|')})\\.ts$)`;
};

/** The layer rule: every part of `apps/api/src` may not import the parts of the layers above it. */
const apiLayerBoundaries = apiLayers.flatMap((layer, index) => {
  const above = apiLayers.slice(0, index).flat();
  if (above.length === 0) return [];
  const message = `The API server's layers run one way (apps/api/README.md): ${apiLayers.map((each) => each.join(', ')).join(' → ')}. ${layer.join(', ')} must not import ${above.join(', ')}.`;
  // The app rule of apps/api/** holds here too: a file's rule replaces it, so it is repeated.
  const appRule = forbidden(...otherApps('api'));
  return layer.map((part) => {
    const file = part.endsWith('.ts');
    return {
      files: [file ? `apps/api/src/${part}` : `apps/api/src/${part}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          { ...appRule, patterns: [...appRule.patterns, { regex: apiPartsImport(above, file), message }] },
        ],
      },
    };
  });
});

/** Route plugins receive the database one way: `db` in their options, never through `auth.db`. */
const apiRouteDatabase = {
  files: ['apps/api/src/routes/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[
        "MemberExpression[object.name='auth'][property.name='db']",
        "VariableDeclarator[init.name='auth'] > ObjectPattern > Property[key.name='db']",
      ].map((selector) => ({
        selector,
        message: 'A route plugin takes `db` in its options (apps/api/README.md), not from `auth`.',
      })),
    ],
  },
};

/**
 * Import boundaries (ARCHITECTURE.md): dependencies point one way. The design system knows
 * nothing of the domain or the API; the feature packages are built from ui, domain and api-client,
 * which know nothing of them; no app imports another app; no package imports an app.
 */
export const boundaries = [
  {
    files: ['packages/ui/**'],
    rules: forbid(
      ['@sfi/domain', '@sfi/api-client', ...Object.values(featurePackages), ...Object.values(appPackages)],
      [
        '**/domain/src',
        '**/domain/src/**',
        '**/api-client/src',
        '**/api-client/src/**',
        ...featurePathPatterns(features),
        ...appPathPatterns(apps),
      ],
      '@sfi/ui is the design system: it must not import @sfi/domain, @sfi/api-client, a feature package or an app.',
    ),
  },
  {
    files: ['packages/**'],
    ignores: ['packages/ui/**', ...features.map((feature) => `packages/${feature}/**`)],
    rules: forbid(
      [...Object.values(featurePackages), ...Object.values(appPackages)],
      [...featurePathPatterns(features), ...appPathPatterns(apps)],
      'A package must not import a feature package or an app; features and apps are built from packages, not the other way round.',
    ),
  },
  {
    files: features.map((feature) => `packages/${feature}/**`),
    rules: forbid(
      Object.values(appPackages),
      appPathPatterns(apps),
      'A package must not import an app; apps are built from packages, not the other way round.',
    ),
  },
  ...apps.map((app) => ({ files: [`apps/${app}/**`], rules: forbid(...otherApps(app)) })),
  ...apiLayerBoundaries,
  apiRouteDatabase,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '.verify-packages/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundaries,
);
