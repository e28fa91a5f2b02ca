/**
 * How tests launch Chromium. `CHROMIUM_PATH` names the browser binary; it defaults to Debian's
 * `/usr/bin/chromium` when that exists, and otherwise Playwright's own browsers are used.
 * Read here, and only here, for Playwright, Vitest browser mode and the benchmarks.
 */
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH || (existsSync(debianChromium) ? debianChromium : undefined);

export const chromiumLaunchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
