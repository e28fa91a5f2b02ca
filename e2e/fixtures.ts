import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '../packages/domain/src/locale.ts';
import type { Cluster } from '../scripts/cluster/index.mjs';

/** The product as `pnpm start` serves it, with a fresh database, and everything it printed. */
export interface Product {
  origin: string;
  /** The server's output so far: the embedded outbox prints SMS codes there. */
  output(): string;
  /** The newest staff sign-in code the server sent. */
  lastCode(): string | undefined;
  /**
   * The path and query of the newest password link (activation or reset) e-mailed to an address,
   * as the embedded outbox printed it (`/staff/password?token=…`).
   */
  lastLinkTo(email: string): string | undefined;
  /**
   * Matches the URLs of the bucket attachments go to: the upload form's and the signed read URLs
   * (the local bucket's `/storage/…` on the product's origin, or the S3 server's in a cluster).
   */
  bucketUrl: RegExp;
  /** With `E2E_CLUSTER=1`: the cluster the product runs on (scripts/cluster), else undefined. */
  cluster: Cluster | undefined;
}

/** The product's answers to `output()`, `lastCode()` and `lastLinkTo()`, from what its servers printed. */
function printed(output: () => string): Pick<Product, 'output' | 'lastCode' | 'lastLinkTo'> {
  return {
    output,
    // In any language: the first six digits of the newest text message.
    lastCode: () => [...output().matchAll(/\[outbox\] SMS to [^:]+: \D*(\d{6})/g)].at(-1)?.[1],
    lastLinkTo: (email: string) =>
      output()
        .split('\n')
        .filter((line) => line.startsWith(`[outbox] E-mail to ${email}:`))
        .map((line) => /https?:\/\/[^/\s]+(\/[\w/-]+\?token=[\w-]+)/.exec(line)?.[1])
        .filter(Boolean)
        .at(-1),
  };
}

/**
 * Every page of every journey runs under the product's Content-Security-Policy, and a journey
 * fails on any violation a page reports (the `securitypolicyviolation` event, or the browser's
 * "Refused to …" console message), after its own steps have passed.
 */
export const test = base.extend<{ cspViolations: string[] }, { product: Product }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__sfiReportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __sfiReportCspViolation?: (text: string) => void })
            .__sfiReportCspViolation;
          report?.(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}` +
              ` (${event.sourceFile || 'page'}:${event.lineNumber}: ${event.sample})`,
          );
        });
      });
      const watch = (page: Page) =>
        page.on('console', (entry) => {
          if (/Content Security Policy/i.test(entry.text())) {
            const { url, lineNumber } = entry.location();
            violations.push(`${entry.text()} (${url}:${lineNumber})`);
          }
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // The demo accounts keep the language a journey chose (issue 29), which a browser with no choice of
  // its own adopts at sign-in: every browser of a journey (its page's, and those it opens itself) has
  // chosen English up front, unless the journey's browser speaks French (`test.use({ locale:
  // 'fr-CA' })`), which chooses nothing: its first visit follows the browser.
  storageState: async ({ locale, product }, use) =>
    use(
      locale?.startsWith('fr')
        ? undefined
        : {
            cookies: [
              {
                name: LOCALE_COOKIE,
                value: 'en-CA',
                domain: new URL(product.origin).hostname,
                path: '/',
                expires: -1,
                httpOnly: false,
                secure: false,
                sameSite: 'Lax',
              },
            ],
            origins: [],
          },
    ),
  product: [
    // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // The cluster journeys (playwright.cluster.config.ts): two nodes behind nginx, on PostgreSQL and S3.
      if (process.env.E2E_CLUSTER) {
        // Loaded only here: the harness loads nginx's configuration generator and s3rver.
        const { startCluster } = await import('../scripts/cluster/index.mjs');
        const cluster = await startCluster({ nodes: 2 });
        const bucket = `${cluster.s3.endpoint}/${cluster.s3.bucket}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        try {
          await use({
            origin: cluster.origin,
            ...printed(cluster.output),
            bucketUrl: new RegExp(`^${bucket}(/|$)`),
            cluster,
          });
        } finally {
          await cluster.stop();
        }
        return;
      }
      const child = spawn('pnpm', ['--filter', '@sfi/api-server', 'start'], {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: join(mkdtempSync(join(tmpdir(), 'sfi-e2e-')), 'pglite'),
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      const origin = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`The product did not start:\n${output}`)), 240_000);
        const poll = setInterval(() => {
          const found = /running at (http:\/\/[^/\s]+)\//.exec(output);
          if (found) {
            clearInterval(poll);
            clearTimeout(timer);
            resolve(found[1]!);
          }
        }, 100);
        child.once('exit', (code) => {
          clearInterval(poll);
          clearTimeout(timer);
          reject(new Error(`The product exited with ${code}:\n${output}`));
        });
      });
      await use({ origin, ...printed(() => output), bucketUrl: /\/storage\//, cluster: undefined });
      // pnpm starts the server as a child of its own; end the whole group.
      process.kill(-child.pid!, 'SIGTERM');
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ product }, use) => use(product.origin),
});

export { expect };

export const demo = {
  dealer: { username: 'dealer', password: 'dealer-demo-2026' },
  fileDealer: { username: 'filedealer', password: 'filedealer-demo-2026' },
  staff: { username: 'admin', password: 'admin-demo-2026' },
  superAdmin: { username: 'superadmin', password: 'superadmin-demo-2026' },
};

/**
 * How long the staff console's makes page may take to show: it opens on every demo make, model and
 * trim at once (several thousand elements), which on a loaded machine has taken most of the default
 * 5 s to render after the answer came.
 */
export const makesPageLoad = { timeout: 15_000 };

/**
 * How long an answer that hashes a password may take: Argon2id at 64 MiB, checking the current
 * password and hashing the new one, on a machine busy with other work.
 */
export const hashing = { timeout: 20_000 };

/**
 * Chooses a password on the page of an e-mailed link (`/dealer/password?token=…`, `/staff/password?…`):
 * how an account an administrator added is activated (issue 26 item 7).
 */
export async function choosePassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password is saved. Sign in with it now.')).toBeVisible(hashing);
}

/** Signs in to the staff console through both steps, reading the code from the server's log. */
export async function signInAsStaff(
  page: Page,
  product: Product,
  account: { username: string; password: string } = demo.staff,
): Promise<void> {
  await page.goto('/staff/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  const before = product.lastCode();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeVisible();
  await expect.poll(() => product.lastCode()).not.toBe(before);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(product.lastCode()!);
  await page.getByRole('button', { name: 'Verify' }).click();
  // The console opens on the lease quotes (issue 25): signed in is the console's navigation showing.
  // Until then, what the code page says is what a failure reports (a refused code says why).
  await expect
    .poll(
      async () =>
        new URL(page.url()).pathname === '/staff/quotes'
          ? 'signed in'
          : `still at ${new URL(page.url()).pathname}: ${(await page.getByRole('alert').allTextContents()).join(' ')}`,
      { timeout: 15_000 },
    )
    .toBe('signed in');
  await expect(
    page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Makes', exact: true }),
  ).toBeVisible(makesPageLoad);
}
