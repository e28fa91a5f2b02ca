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

/** A `no-restricted-imports` rule forbidding these package names and path patterns. */
const forbid = (names, patterns, message) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: names.map((name) => ({ name, message })),
      patterns: [
        { group: names.map((name) => `${name}/*`), message },
        ...(patterns.length ? [{ group: patterns, message }] : []),
      ],
    },
  ],
});

const apps = Object.keys(appPackages);
const features = Object.keys(featurePackages);

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
  ...apps.map((app) => {
    const others = apps.filter((other) => other !== app);
    return {
      files: [`apps/${app}/**`],
      rules: forbid(
        others.map((other) => appPackages[other]),
        appPathPatterns(others),
        'An app must not import another app; share code through a package.',
      ),
    };
  }),
];

/**
 * What is written once, for every feature package and app (issue 27): the words of a failed call
 * (`failureMessage` of @sfi/api-client) and who is signed in (`ViewerProvider` of
 * @sfi/api-client/react, mounted once by each app). A feature package makes no React context of
 * its own: what it needs from the app comes through the packages' providers. The staff console's
 * lists keep their search, filters and page in the address through one hook, `useListSearch`: a
 * screen that reads the address itself writes that hook again. (A later block's
 * `no-restricted-syntax` replaces an earlier one's for the same file, so each block lists all of
 * its files' selectors.)
 */
const failureMessageCopy = {
  selector: "FunctionDeclaration[id.name='failureMessage'], VariableDeclarator[id.name='failureMessage']",
  message: "Use failureMessage(error, key) of '@sfi/api-client'; do not write another.",
};
const staffListAddress = {
  selector: "ImportSpecifier[imported.name='useSearchParams']",
  message: "A staff list's search, filters and page come from useListSearch (apps/staff/src/lists).",
};
export const sharedOnce = [
  {
    files: ['apps/*/src/**', ...features.map((feature) => `packages/${feature}/**`), 'packages/app-kit/**'],
    rules: { 'no-restricted-syntax': ['error', failureMessageCopy] },
  },
  {
    files: ['apps/staff/src/**'],
    ignores: ['apps/staff/src/lists/**'],
    rules: { 'no-restricted-syntax': ['error', failureMessageCopy, staffListAddress] },
  },
  {
    files: features.map((feature) => `packages/${feature}/**`),
    rules: {
      'no-restricted-syntax': [
        'error',
        failureMessageCopy,
        {
          selector:
            "CallExpression[callee.name='createContext'], CallExpression[callee.property.name='createContext']",
          message:
            'A feature package makes no context of its own: who is signed in is useViewer() of @sfi/api-client/react, given once by the app.',
        },
      ],
    },
  },
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
  ...sharedOnce,
);
