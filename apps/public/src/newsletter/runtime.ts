import { loadRuntimeConfig, newsletterLinks } from '@sfi/api-client';
import type { RuntimeConfig } from '@sfi/domain';
import { configUrl } from '../config.ts';

/*
 * The public site's first load carries no runtime config (issue 8's budget): the newsletter's code
 * reads it when it first needs it, once (again after a failure). Its calls are plain fetches
 * (`subscribeToNewsletter`, `newsletterLinks`), not the API client, whose code would pull the whole
 * message catalogue into the site's entry.
 */

let config: Promise<RuntimeConfig> | undefined;

/** The runtime config served beside the public site (`config.json`). */
export function publicRuntimeConfig(): Promise<RuntimeConfig> {
  config ??= loadRuntimeConfig(configUrl).catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
}

/** The newsletter's links on the configured public service (no session: a visitor is not signed in). */
export async function newsletterLinksOfConfig(): Promise<ReturnType<typeof newsletterLinks>> {
  return newsletterLinks((await publicRuntimeConfig()).services.public);
}
