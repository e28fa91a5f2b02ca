// The import-boundary rule of eslint.config.js, checked against the cases ARCHITECTURE.md names:
// each row is a file, what it imports, and whether the lint must fail.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

const cases: Array<[file: string, source: string, fails: boolean]> = [
  ['packages/ui/src/x.ts', "import '@sfi/domain';", true],
  ['packages/ui/src/x.ts', "import '@sfi/api-client/react';", true],
  ['packages/ui/src/x.ts', "import '../../domain/src/index.ts';", true],
  ['packages/ui/src/x.ts', "import './theme/tokens.ts';", false],
  ['packages/ui/src/components/x.ts', "import '../../../../packages/domain/src/makes.ts';", true],
  ['packages/ui/src/x.ts', "import 'react-aria-components';", false],
  ['packages/domain/src/x.ts', "import '@sfi/staff-app';", true],
  ['packages/api-client/src/x.ts', "import '../../../apps/api/src/app.ts';", true],
  ['packages/api-client/src/x.ts', "import '@sfi/domain';", false],
  ['apps/staff/src/x.ts', "import '@sfi/client-app';", true],
  ['apps/staff/src/x.ts', "import '../../public/src/main.tsx';", true],
  ['apps/public/src/x.ts', "import '@sfi/api-server';", true],
  ['apps/api/src/x.ts', "import '@sfi/dealer-app';", true],
  ['apps/staff/src/x.ts', "import '@sfi/ui';", false],
  ['apps/api/src/x.ts', "import '@sfi/domain';", false],
  ['packages/quote-tool/src/x.tsx', "import '@sfi/ui';", false],
  ['packages/quote-tool/src/x.tsx', "import '@sfi/domain';", false],
  ['packages/quote-tool/src/x.tsx', "import '@sfi/api-client/react';", false],
  ['packages/quote-tool/src/x.tsx', "import '@sfi/staff-app';", true],
  ['packages/quote-tool/src/x.tsx', "import '../../../apps/dealer/src/main.tsx';", true],
  ['packages/ui/src/x.ts', "import '@sfi/quote-tool';", true],
  ['packages/ui/src/x.ts', "import '@sfi/file-tool';", true],
  ['packages/api-client/src/x.ts', "import '@sfi/file-tool/search';", true],
  ['packages/file-tool/src/x.tsx', "import '@sfi/api-client/react';", false],
  ['apps/staff/src/x.tsx', "import '@sfi/file-tool/file';", false],
  ['packages/ui/src/x.ts', "import '@sfi/chat';", true],
  ['packages/api-client/src/react/x.ts', "import '@sfi/chat/page';", true],
  ['packages/domain/src/x.ts', "import '../../chat/src/view.ts';", true],
  ['packages/chat/src/x.tsx', "import '@sfi/api-client/react';", false],
  ['packages/chat/src/x.tsx', "import '@sfi/dealer-app';", true],
  ['apps/dealer/src/x.tsx', "import '@sfi/chat/page';", false],
  ['packages/domain/src/x.ts', "import '@sfi/quote-tool';", true],
  ['packages/api-client/src/x.ts', "import '@sfi/quote-tool';", true],
  ['packages/api-client/src/react/x.ts', "import '../../../quote-tool/src/index.ts';", true],
  ['packages/app-kit/src/x.ts', "import '@sfi/quote-tool';", true],
  ['apps/staff/src/x.tsx', "import '@sfi/quote-tool';", false],
  ['apps/dealer/src/x.tsx', "import '@sfi/quote-tool';", false],
  // The API server's layers (eslint.config.js `apiLayers`, apps/api/README.md): each layer's rule, an
  // import it refuses (the old shape where there was one) and one it allows.
  ['apps/api/src/cli/x.ts', "import '../server.ts';", false],
  ['apps/api/src/app.ts', "import './cli/serve.ts';", true],
  ['apps/api/src/server.ts', "import './app.ts';", false],
  ['apps/api/src/env.ts', "import './http/trust-proxy.ts';", false],
  ['apps/api/src/services/main.ts', "import '../app.ts';", true],
  ['apps/api/src/seed/x.ts', "import '../server.ts';", true],
  ['apps/api/src/services/main.ts', "import '../routes/makes.ts';", false],
  ['apps/api/src/services/main.ts', "import '../context.ts';", false],
  ['apps/api/src/routes/public-documents.ts', "import '../seed/documents.ts';", true],
  ['apps/api/src/routes/public-documents.ts', "import '../context.ts';", true],
  ['apps/api/src/live/live.ts', "import '../app.ts';", true],
  ['apps/api/src/routes/x.ts', "import '../live/live.ts';", false],
  ['apps/api/src/live/x.ts', "import '../storage/storage.ts';", false],
  ['apps/api/src/storage/lease-quote-target.ts', "import '../routes/lease-quotes.ts';", true],
  ['apps/api/src/web/x.ts', "import '../services/main.ts';", true],
  ['apps/api/src/storage/lease-quote-target.ts', "import '../auth/viewers.ts';", false],
  ['apps/api/src/photos/x.ts', "import '../storage/storage.ts';", false],
  ['apps/api/src/auth/password-links.ts', "import '../live/live.ts';", true],
  ['apps/api/src/auth/x.ts', "import '../storage/storage.ts';", true],
  ['apps/api/src/auth/access.ts', "import '../oidc/provider.ts';", false],
  ['apps/api/src/oidc/routes.ts', "import '../auth/access.ts';", true],
  ['apps/api/src/oidc/provider.ts', "import '../db/client-accounts.ts';", false],
  ['apps/api/src/outbox/x.ts', "import '../auth/auth.ts';", true],
  ['apps/api/src/outbox/outbox.ts', "import '../db/outbox.ts';", false],
  ['apps/api/src/db/people.ts', "import '../auth/usernames.ts';", true],
  ['apps/api/src/db/client-access.ts', "import '../oidc/accounts.ts';", true],
  ['apps/api/src/db/chat.ts', "import '../storage/storage.ts';", true],
  ['apps/api/src/db/x.ts', "import '../outbox/outbox.ts';", true],
  ['apps/api/src/db/newsletter.ts', "import '../http/tokens.ts';", false],
  ['apps/api/src/db/chat.ts', "import './storage-keys.ts';", false],
  ['apps/api/src/http/x.ts', "import '../db/client.ts';", true],
  ['apps/api/src/http/x.ts', "import './errors.ts';", false],
  ['apps/api/src/db/x.ts', "import '@sfi/dealer-app';", true],
  ['apps/api/src/db/x.ts', "import '@sfi/domain';", false],
];

describe('import boundaries', () => {
  it.each(cases)('%s importing %s fails the lint: %s', async (file, source, fails) => {
    const [result] = await eslint.lintText(`${source}\n`, { filePath: file });
    const boundaryErrors = result!.messages.filter((m) => m.ruleId === 'no-restricted-imports');
    expect(boundaryErrors.length > 0).toBe(fails);
  });
});

// What is written once (eslint.config.js `sharedOnce`): each row is a file, its code, and whether the lint must fail.
const once: Array<[file: string, source: string, fails: boolean]> = [
  ['packages/file-tool/src/errors.ts', 'export function failureMessage() {}', true],
  ['packages/chat/src/errors.ts', 'export const failureMessage = () => "";', true],
  ['packages/quote-tool/src/forms/errors.ts', 'export function failureMessage() {}', true],
  ['apps/staff/src/dealers/errors.ts', 'export function failureMessage() {}', true],
  [
    'apps/staff/src/x.ts',
    "import { failureMessage } from '@sfi/api-client';\nfailureMessage(1, 'error.ourEnd');",
    false,
  ],
  ['packages/api-client/src/errors.ts', 'export function failureMessage() {}', false],
  [
    'packages/quote-tool/src/mode.tsx',
    "import { createContext } from 'react';\ncreateContext(undefined);",
    true,
  ],
  ['packages/chat/src/x.tsx', "import * as React from 'react';\nReact.createContext(undefined);", true],
  ['packages/file-tool/src/x.tsx', "import { useViewer } from '@sfi/api-client/react';\nuseViewer();", false],
  [
    'packages/api-client/src/react/viewer.tsx',
    "import { createContext } from 'react';\ncreateContext(undefined);",
    false,
  ],
  // The form hook and its error helpers (useSchemaForm, checkValues, failureErrors, FormErrors).
  ['apps/staff/src/dealers/useCheckedForm.ts', 'export function useCheckedForm() {}', true],
  ['packages/quote-tool/src/forms/useSchemaForm.ts', 'export const useSchemaForm = () => {};', true],
  ['apps/staff/src/dealers/errors.ts', 'export function checkValues() {}', true],
  ['packages/quote-tool/src/forms/errors.ts', 'export const failureErrors = () => ({ fields: {} });', true],
  [
    'packages/file-tool/src/x.ts',
    'export interface FormErrors {\n  fields: Record<string, string>;\n}',
    true,
  ],
  ['packages/app-kit/src/x.ts', 'export type FormErrors = { fields: Record<string, string> };', true],
  [
    'apps/client/src/x.tsx',
    "export const focusFirst = (form: HTMLFormElement) => form.querySelector('[data-invalid]');",
    true,
  ],
  ['packages/quote-tool/src/quotes/NewQuotePage.stories.tsx', 'export const FormErrors = {};', false],
  [
    'apps/staff/src/x.tsx',
    "import { useSchemaForm } from '@sfi/api-client/react';\nuseSchemaForm({ initial: {}, schema, send });",
    false,
  ],
  [
    'packages/quote-tool/src/x.ts',
    "import { failureErrors } from '@sfi/api-client';\nfailureErrors(1, ['name']);",
    false,
  ],
  ['packages/api-client/src/react/schema-form.ts', 'export function useSchemaForm() {}', false],
  ['packages/api-client/src/form-errors.ts', 'export function checkValues() {}', false],
];

describe('written once', () => {
  it.each(once)('%s with %s fails the lint: %s', async (file, source, fails) => {
    const [result] = await eslint.lintText(`${source}\n`, { filePath: file });
    const copies = result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    expect(copies.length > 0).toBe(fails);
  });
});

// Route plugins take the database one way (eslint.config.js `apiRouteDatabase`): `db` in their options.
const routeDatabaseCases: Array<[file: string, source: string, fails: boolean]> = [
  ['apps/api/src/routes/x.ts', 'export const x = async (app, { auth }) => auth.db;', true],
  [
    'apps/api/src/routes/x.ts',
    'export const x = async (app, { auth }) => {\n  const { db } = auth;\n  return db;\n};',
    true,
  ],
  ['apps/api/src/routes/x.ts', 'export const x = async (app, { db, auth }) => [db, auth.now()];', false],
  ['apps/api/src/live/x.ts', 'export const x = (auth) => auth.db;', false],
];

describe('how route plugins receive the database', () => {
  it.each(routeDatabaseCases)('%s with %s fails the lint: %s', async (file, source, fails) => {
    const [result] = await eslint.lintText(`${source}\n`, { filePath: file });
    const errors = result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    expect(errors.length > 0).toBe(fails);
  });
});

// Words follow the active language (eslint.config.js `languages`): said when needed, and loaded
// with the code-split screen that says them.
const languageCases: Array<[file: string, source: string, rule: string, fails: boolean]> = [
  [
    'apps/staff/src/x.tsx',
    "import { message } from '@sfi/domain';\nexport const title = message('app.name');",
    'words-at-call-time',
    true,
  ],
  [
    'packages/file-tool/src/x.ts',
    "const columns = [{ label: fileMoneyMessage('a') }];\nexport { columns };",
    'words-at-call-time',
    true,
  ],
  [
    'apps/api/src/x.ts',
    "const texts = { a: message('error.ourEnd') };\nexport { texts };",
    'words-at-call-time',
    true,
  ],
  ['apps/staff/src/x.tsx', "export const title = () => message('app.name');", 'words-at-call-time', false],
  [
    'packages/file-tool/src/x.ts',
    "export const columns = () => [{ label: fileMoneyMessage('a') }];",
    'words-at-call-time',
    false,
  ],
  ['packages/domain/src/x.ts', "export const say = areaMessages({ a: 'A' });", 'words-at-call-time', false],
  ['apps/staff/src/x.test.ts', "export const title = message('app.name');", 'words-at-call-time', false],
  [
    'apps/dealer/src/main.tsx',
    "import { lazy } from 'react';\nexport const A = lazy(() => import('./a.tsx'));",
    'lazy-with-translations',
    true,
  ],
  [
    'packages/file-tool/src/x.tsx',
    "export const A = lazy(async () => ({ default: (await import('./a.tsx')).A }));",
    'lazy-with-translations',
    true,
  ],
  [
    'apps/dealer/src/main.tsx',
    "export const A = lazy(withTranslations(() => import('./a.tsx')));",
    'lazy-with-translations',
    false,
  ],
  [
    'packages/ui/src/x.tsx',
    "export const A = lazy(() => import('./a.tsx'));",
    'lazy-with-translations',
    false,
  ],
];

describe('words in the active language', () => {
  it.each(languageCases)('%s with %s breaks %s: %s', async (file, source, rule, fails) => {
    const [result] = await eslint.lintText(`${source}\n`, { filePath: file });
    const errors = result!.messages.filter((m) => m.ruleId === `sfi/${rule}`);
    expect(errors.length > 0).toBe(fails);
  });
});
