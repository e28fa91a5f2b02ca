import { serviceBasePaths, type ServiceName } from './routes.ts';
import { INSURANCE_AGENCY_COUNT } from './constants.ts';
import { withoutTrailing } from './strings.ts';

/** The base URL of each service. */
export type ServiceBaseUrls = Record<ServiceName, string>;

/** The runtime configuration of an app. */
export interface RuntimeConfig {
  buildId: string;
  services: ServiceBaseUrls;
  /**
   * The identity provider clients sign in with (doc 2 §6): its issuer and this product's client id.
   * Absent when no provider is configured; the client app then says sign-in is unavailable.
   */
  identity?: { issuer: string; clientId: string };
  /**
   * The five insurance agencies a lease file's insurance referral names (doc 2 §3: "five named
   * insurance agencies", names not shown): configuration, not code. Absent: the demo's five.
   */
  insuranceAgencies?: string[];
  /**
   * The investor newsletter (doc 2 §7): the mailing-list form endpoint its form sends the `EMAIL`
   * field to. Absent: the reference server's own (`newsletter` under the public service).
   */
  newsletter?: { formUrl: string };
  /**
   * Where the GPS map's tiles come from (issue 15): a URL template with `{z}`, `{x}` and `{y}`
   * (and optionally `{s}`), and the attribution its licence asks for. Absent: the map draws the
   * positions on a plain background.
   */
  mapTiles?: MapTiles;
}

/** A tile source of the GPS map: its URL template and attribution. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** The GPS map's tiles when none are configured: OpenStreetMap's, with the attribution its licence asks for. */
export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/**
 * The host a tile URL template loads images from, as a Content-Security-Policy source: its scheme
 * and host, a `{s}` subdomain as `*`.
 *
 * @example tileSource('https://{s}.tile.example.ca/{z}/{x}/{y}.png') // 'https://*.tile.example.ca'
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?:\/\/)([^/?#]+)/i.exec(template);
  if (!match) return undefined;
  const host = match[2]!.replaceAll('{s}', '*');
  return /^[\w*.-]+(:\d+)?$/.test(host) ? `${match[1]!.toLowerCase()}${host}` : undefined;
}

/** Whether a value is a tile URL template: http(s), with `{z}`, `{x}` and `{y}`. */
export function isTileUrlTemplate(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^https?:\/\/[^\s/?#][^\s]*$/i.test(value) &&
    ['{z}', '{x}', '{y}'].every((part) => value.includes(part))
  );
}

/** The outcome of checking a runtime configuration: the configuration, or every problem found. */
export type RuntimeConfigCheck = { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** An absolute URL with a scheme and a host, such as an issuer `https://id.example.ca/realms/sfi`. */
const isUrl = (value: unknown): value is string =>
  isText(value) && /^[a-z][a-z\d+.-]*:\/\/[^\s/?#][^\s]*$/i.test(value);

/** A form endpoint: an absolute http(s) URL, or a path on the app's own origin. */
const isFormUrl = (value: unknown): value is string =>
  isText(value) && (/^https?:\/\/[^\s/?#][^\s]*$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value));

/**
 * The mailing-list form endpoint of a runtime config: the configured one, else the reference
 * server's under the public service.
 */
export const newsletterFormUrl = (config: Pick<RuntimeConfig, 'services' | 'newsletter'>): string =>
  config.newsletter?.formUrl ?? `${withoutTrailing(config.services.public, '/')}/newsletter`;

/**
 * Checks the configuration an app reads at run time from `config.json` beside it: the base URL of
 * each service, the id of the build and, optionally, the identity provider. One build runs
 * anywhere; only this file changes. Every app checks it before its first screen, so the check is
 * plain code: a schema library here would be in every app's first load (issue 8's budgets).
 */
export function checkRuntimeConfig(value: unknown): RuntimeConfigCheck {
  const problems: string[] = [];
  const root = isObject(value) ? value : {};
  if (!isObject(value)) problems.push('the configuration is not an object');
  if (!isText(root.buildId)) problems.push('buildId is not a non-empty string');
  const services = isObject(root.services) ? root.services : {};
  if (!isObject(root.services)) problems.push('services is not an object');
  for (const name of Object.keys(serviceBasePaths) as ServiceName[]) {
    if (!isText(services[name])) problems.push(`services.${name} is not a non-empty string`);
  }
  const identity = root.identity;
  if (identity !== undefined) {
    if (!isObject(identity)) problems.push('identity is not an object');
    else {
      if (!isUrl(identity.issuer)) problems.push('identity.issuer is not a URL');
      if (!isText(identity.clientId)) problems.push('identity.clientId is not a non-empty string');
    }
  }
  const agencies = root.insuranceAgencies;
  if (agencies !== undefined && !isAgencyList(agencies))
    problems.push(`insuranceAgencies is not a list of ${INSURANCE_AGENCY_COUNT} different names`);
  const newsletter = root.newsletter;
  if (newsletter !== undefined && !(isObject(newsletter) && isFormUrl(newsletter.formUrl)))
    problems.push('newsletter.formUrl is not a URL or a path');
  const tiles = root.mapTiles;
  if (tiles !== undefined) {
    if (!isObject(tiles)) problems.push('mapTiles is not an object');
    else {
      if (!isTileUrlTemplate(tiles.url))
        problems.push('mapTiles.url is not a tile URL with {z}, {x} and {y}');
      if (typeof tiles.attribution !== 'string') problems.push('mapTiles.attribution is not a string');
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const config: RuntimeConfig = {
    buildId: root.buildId as string,
    services: Object.fromEntries(
      (Object.keys(serviceBasePaths) as ServiceName[]).map((name) => [name, services[name] as string]),
    ) as ServiceBaseUrls,
  };
  if (isObject(identity)) {
    config.identity = { issuer: identity.issuer as string, clientId: identity.clientId as string };
  }
  if (isAgencyList(agencies)) config.insuranceAgencies = [...agencies];
  if (isObject(newsletter)) config.newsletter = { formUrl: newsletter.formUrl as string };
  if (isObject(tiles))
    config.mapTiles = { url: tiles.url as string, attribution: tiles.attribution as string };
  return { ok: true, config };
}

/** Whether a value is the list of the five insurance agencies: five different names. */
export function isAgencyList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length === INSURANCE_AGENCY_COUNT &&
    value.every((name) => isText(name) && name.trim() === name) &&
    new Set(value).size === value.length
  );
}

/** The service base URLs when every service is served on the app's own origin. */
export const sameOriginServices: ServiceBaseUrls = { ...serviceBasePaths };
