import { checkRuntimeConfig, type RuntimeConfig } from '@sfi/domain';

/**
 * Reads an app's runtime config (`config.json` served beside the app) and checks its shape,
 * so one build can run against any deployment.
 */
export async function loadRuntimeConfig(
  url: string,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`The runtime config at ${url} answered ${response.status}.`);
  const checked = checkRuntimeConfig(await response.json());
  if (!checked.ok)
    throw new Error(`The runtime config at ${url} is not valid: ${checked.problems.join('; ')}.`);
  return checked.config;
}
