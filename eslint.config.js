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

/** Import patterns that reach into an app's folder by a relative or absolute path. */
const appPathPatterns = (apps) =>
  apps.flatMap((app) => [`**/apps/${app}`, `**/apps/${app}/**`, `**/${app}/src`, `**/${app}/src/**`]);

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

/**
 * Import boundaries (ARCHITECTURE.md): dependencies point one way. The design system knows
 * nothing of the domain or the API; no app imports another app; no package imports an app.
 */
export const boundaries = [
  {
    files: ['packages/ui/**'],
    rules: forbid(
      ['@sfi/domain', '@sfi/api-client', ...Object.values(appPackages)],
      [
        '**/domain/src',
        '**/domain/src/**',
        '**/api-client/src',
        '**/api-client/src/**',
        ...appPathPatterns(Object.keys(appPackages)),
      ],
      '@sfi/ui is the design system: it must not import @sfi/domain, @sfi/api-client or an app.',
    ),
  },
  {
    files: ['packages/**'],
    ignores: ['packages/ui/**'],
    rules: forbid(
      Object.values(appPackages),
      appPathPatterns(Object.keys(appPackages)),
      'A package must not import an app; apps are built from packages, not the other way round.',
    ),
  },
  ...Object.keys(appPackages).map((app) => {
    const others = Object.keys(appPackages).filter((other) => other !== app);
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
