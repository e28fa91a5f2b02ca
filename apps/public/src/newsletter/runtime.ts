import { createApiClient, loadRuntimeConfig, type ApiClient } from '@sfi/api-client';
import type { RuntimeConfig } from '@sfi/domain';
import { configUrl } from '../config.ts';

/*
 * The public site's first load carries no runtime config and no API client (issue 8's budget): the
 * newsletter's code reads them when it first needs them, once (again after a failure).
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

/** An API client of the configured services, without a session (a visitor is not signed in). */
export async function publicApiClient(): Promise<ApiClient> {
  const { services, buildId } = await publicRuntimeConfig();
  return createApiClient({ services, buildId });
}
