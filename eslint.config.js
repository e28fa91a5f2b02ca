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

/**
 * What is written once, for every feature package and app (issue 27): the words of a failed call
 * (`failureMessage` of @sfi/api-client), a form checked with a domain schema (`useSchemaForm`) and who is signed in (`ViewerProvider` of
 * @sfi/api-client/react, mounted once by each app). A feature package makes no React context of
 * its own: what it needs from the app comes through the packages' providers. The staff console's
 * lists keep their search, filters and page in the address through one hook, `useListSearch`: a
 * screen that reads the address itself writes that hook again. (A later block's
 * `no-restricted-syntax` replaces an earlier one's for the same file, so each block lists all of
 * its files' selectors, and none reaches the server's routes.)
 */
const failureMessageCopy = {
  selector: "FunctionDeclaration[id.name='failureMessage'], VariableDeclarator[id.name='failureMessage']",
  message: "Use failureMessage(error, key) of '@sfi/api-client'; do not write another.",
};
/**
 * A form checked with a domain schema has one hook, `useSchemaForm` of @sfi/api-client/react (the
 * typed values, each field's error cleared as it changes, the pending send, the focus on the first
 * field in error), and one pair of helpers, `checkValues` and `failureErrors` of @sfi/api-client,
 * with their `FormErrors`: a screen that declares one of them, or looks for its form's invalid field
 * itself, writes them again.
 */
const formCopy = {
  selector: [
    ':matches(FunctionDeclaration, VariableDeclarator)[id.name=/^(useSchemaForm|useCheckedForm|checkValues|failureErrors)$/]',
    ":matches(TSInterfaceDeclaration, TSTypeAliasDeclaration)[id.name='FormErrors']",
    "CallExpression[callee.property.name=/^querySelector(All)?$/][arguments.0.value='[data-invalid]']",
  ].join(', '),
  message:
    "A form checked with a domain schema uses useSchemaForm of '@sfi/api-client/react' (checkValues, failureErrors and FormErrors of '@sfi/api-client'); do not write another.",
};
const staffListAddress = {
  selector: "ImportSpecifier[imported.name='useSearchParams']",
  message: "A staff list's search, filters and page come from useListSearch (apps/staff/src/lists).",
};
export const sharedOnce = [
  {
    files: ['apps/*/src/**', ...features.map((feature) => `packages/${feature}/**`), 'packages/app-kit/**'],
    // The server's routes have their own rule of this name (apiRouteDatabase), and no failed calls to word.
    ignores: ['apps/api/**'],
    rules: { 'no-restricted-syntax': ['error', failureMessageCopy, formCopy] },
  },
  {
    files: ['apps/staff/src/**'],
    ignores: ['apps/staff/src/lists/**'],
    rules: { 'no-restricted-syntax': ['error', failureMessageCopy, formCopy, staffListAddress] },
  },
  {
    files: features.map((feature) => `packages/${feature}/**`),
    rules: {
      'no-restricted-syntax': [
        'error',
        failureMessageCopy,
        formCopy,
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

/**
 * Words are looked up when they are said, not when a module loads (issue 29): a message built at a
 * module's top level (`const title = message('…')`) would keep the language of the page's first
 * load, and the server's first request, forever. Say it inside a function.
 */
const wordsAtCallTime = {
  meta: {
    type: 'problem',
    messages: { early: 'Say {{name}}(…) inside a function, so it follows the active language.' },
  },
  create(context) {
    return {
      CallExpression(node) {
        const name = node.callee.type === 'Identifier' ? node.callee.name : undefined;
        if (!name || !/^(message|[a-z]\w*Message)$/.test(name)) return;
        const inFunction = context.sourceCode
          .getAncestors(node)
          .some((ancestor) => /Function|MethodDefinition|PropertyDefinition/.test(ancestor.type));
        if (!inFunction) context.report({ node, messageId: 'early', data: { name } });
      },
    };
  },
};
/**
 * A code-split screen loads its areas' words in the page's language before it renders: React's
 * `lazy` takes `withTranslations(() => import('…'))` of @sfi/domain, never the bare import. (The design
 * system, which has no words of its own, is exempt.)
 */
const lazyWithTranslations = {
  meta: {
    type: 'problem',
    messages: {
      bare: "Load it with lazy(withTranslations(() => import('…'))) of '@sfi/domain', so it renders in the page's language.",
    },
  },
  create(context) {
    if (context.filename.includes('/packages/ui/')) return {};
    return {
      "CallExpression[callee.name='lazy'][arguments.0.type=/FunctionExpression$/]"(node) {
        context.report({ node, messageId: 'bare' });
      },
    };
  },
};
export const languages = {
  files: ['apps/*/src/**', 'packages/*/src/**'],
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  plugins: {
    sfi: { rules: { 'words-at-call-time': wordsAtCallTime, 'lazy-with-translations': lazyWithTranslations } },
  },
  rules: { 'sfi/words-at-call-time': 'error', 'sfi/lazy-with-translations': 'error' },
};

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
  languages,
);
