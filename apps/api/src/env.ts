import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_MAP_TILES,
  INSURANCE_AGENCY_COUNT,
  isTileUrlTemplate,
  type MapTiles,
  demoInsuranceAgencies,
  isAgencyList,
  sameOriginServices,
  type ServiceBaseUrls,
} from '@sfi/domain';
import type { TrustProxy } from './http/trust-proxy.ts';
import type { OutboxSettings } from './outbox/transports.ts';
import type { StorageSettings } from './storage/storage.ts';

/** Where PGlite keeps its data unless `DATA_DIR` says otherwise: `<repo>/.data/pglite` (git-ignored). */
export const defaultDataDir = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** `TRUST_PROXY`: `true`/`false`, a number of proxy hops, or a comma-separated list of addresses and CIDR ranges. */
const trustProxy = z.string().transform((value, context): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (['true', 'yes'].includes(text)) return true;
  if (['false', 'no'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  context.addIssue({
    code: 'custom',
    message: 'must be true, false, a number of proxy hops, or comma-separated addresses and CIDR ranges',
  });
  return z.NEVER;
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  BUILD_ID: z.string().min(1).default('development'),
  SEED_DEMO_DATA: flag.optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SFI_MAIN_URL: z.string().min(1).default(sameOriginServices.main),
  SFI_MEMBER_URL: z.string().min(1).default(sameOriginServices.member),
  SFI_CHAT_URL: z.string().min(1).default(sameOriginServices.chat),
  SFI_DEALER_URL: z.string().min(1).default(sameOriginServices.dealer),
  SFI_PUBLIC_URL: z.string().min(1).default(sameOriginServices.public),
  TRUST_PROXY: trustProxy.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().min(1).optional(),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
  SERVICE_REQUESTS_TO: z.email({ error: 'must be an e-mail address' }).optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// origin (https://sfi.example)' })
    .refine(
      (url) => {
        // Checked even when the URL check failed: the origin's parts only of a URL that parses.
        if (!URL.canParse(url)) return true;
        const { pathname, search, hash, username, password } = new URL(url);
        return pathname === '/' && !search && !hash && !username && !password && !url.endsWith('?');
      },
      {
        error: 'must be an origin alone: a scheme, a host and a port, no path (https://sfi.example)',
      },
    )
    .transform((url) => new URL(url).origin)
    .optional(),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL (the public origin + /oidc)' })
    .optional(),
  NEWSLETTER_FORM_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL (a mailing-list form endpoint)' })
    .optional(),
  VEHICLE_VALUES_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({ protocol: /^https?$/, error: 'must list http:// or https:// origins, comma-separated' }),
      ),
    )
    .default([]),
  INSURANCE_AGENCIES: z
    .string()
    .transform((value) => value.split(',').map((name) => name.trim()))
    .refine(isAgencyList, {
      error: `must name ${INSURANCE_AGENCY_COUNT} different insurance agencies, comma-separated`,
    })
    .default([...demoInsuranceAgencies]),
  MAP_TILE_URL: z
    .string()
    .refine(isTileUrlTemplate, { error: 'must be an http:// or https:// tile URL with {z}, {x} and {y}' })
    .default(DEFAULT_MAP_TILES.url),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3 to 63 lower-case letters, digits, dots, dashes)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as ca-central-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, 'must be a secret of at least 16 printable characters, no spaces')
    .optional(),
});

/** The server's settings, read from the environment once. */
export interface Env {
  /** `PORT`; 0 picks a free port. @default 8080 */
  port: number;
  /** `HOST` to listen on. @default '0.0.0.0' */
  host: string;
  /** Where the data lives: a PostgreSQL server when `DATABASE_URL` is set, else PGlite in `DATA_DIR`. */
  database: { url?: string; dataDir: string | 'memory' };
  /** `BUILD_ID`: what `GET /versions` answers as `frontEnd`. @default 'development' */
  buildId: string;
  /**
   * `SEED_DEMO_DATA`: write the demo data, demo accounts with public passwords included, into a
   * brand-new database on start. @default true, except with `NODE_ENV=production`
   */
  seedDemoData: boolean;
  /**
   * `METRICS_TOKEN`: Prometheus scrapes `GET /metrics` with `Authorization: Bearer <token>`.
   * Unset: no metrics are kept and `/metrics` answers 404. @default unset
   */
  metricsToken: string | undefined;
  /** `LOG_LEVEL`, when set; each command picks its own default. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' | undefined;
  /** The service base URLs the apps' runtime config gives (`SFI_<SERVICE>_URL`); same-origin paths by default. */
  services: ServiceBaseUrls;
  /**
   * `TRUST_PROXY`: whose `X-Forwarded-For` names the client (see `ApiOptions.trustProxy`): `true`,
   * a number of hops, or addresses and CIDR ranges. @default false (the connection's own address)
   */
  trustProxy: TrustProxy;
  /**
   * Where outbound messages go: `SMTP_URL` (+ `SMTP_FROM`) for e-mail, `SMS_WEBHOOK_URL`
   * (+ `SMS_WEBHOOK_TOKEN`) for SMS. Unset: printed on the server's console. `SERVICE_REQUESTS_TO`:
   * who receives the public site's service requests and Contact us messages (`POST /emails`).
   */
  outbox: OutboxSettings;
  /**
   * `PUBLIC_ORIGIN`: the origin browsers reach the product at (`https://sfi.example`). Every
   * absolute URL the server writes (canonical links, redirects, upload and read URLs) starts with it,
   * and the live socket accepts pages of it; the request's `Host` and `X-Forwarded-Host` are never
   * used. Unset: the origin of `OIDC_ISSUER` when that is set, else the address the server listens on.
   */
  publicOrigin: string | undefined;
  /**
   * `OIDC_ISSUER`: the public URL of the embedded identity provider, the public origin + `/oidc`
   * (`https://sfi.example/oidc`). Unset: the public origin + `/oidc`.
   */
  oidcIssuer: string | undefined;
  /**
   * `CORS_ORIGINS`: the origins, comma-separated, whose pages may call the API from the browser
   * (apps served from another host). Empty: the apps share the API's origin and need no CORS.
   */
  corsOrigins: string[];
  /**
   * `NEWSLETTER_FORM_URL`: the mailing-list form endpoint the investor newsletter's form sends its
   * `EMAIL` field to (doc 2 §7); the apps get it in their runtime config. Unset: the reference
   * server's own, `newsletter` under the public service (double opt-in through the outbox).
   */
  newsletterFormUrl: string;
  /** `VEHICLE_VALUES_URL`: the valuation service `GET /cbb` asks. Unset: the embedded demonstration table. */
  vehicleValuesUrl: string | undefined;
  /**
   * `INSURANCE_AGENCIES`: the five insurance agencies a lease file's insurance referral names
   * (doc 2 §3), comma-separated; the apps get them in their runtime config. Unset: the demo's five.
   */
  insuranceAgencies: string[];
  /**
   * `MAP_TILE_URL` (a template with `{z}`, `{x}`, `{y}`) and `MAP_TILE_ATTRIBUTION`: where the GPS
   * map's tiles come from; the staff app gets them in its runtime config and pages may load images
   * from that host. Unset: OpenStreetMap's tiles, with their attribution.
   */
  mapTiles: MapTiles;
  /**
   * Where attachments go. With `S3_BUCKET`: that S3 bucket (`S3_REGION`, default `us-east-1`; an
   * S3-compatible `S3_ENDPOINT`; `S3_ACCESS_KEY_ID` + `S3_SECRET_ACCESS_KEY`, else the AWS SDK's
   * default credentials; `S3_FORCE_PATH_STYLE`, default on with an endpoint). Without: the local
   * bucket served by the API, its files in the `<DATA_DIR>-uploads` folder beside PGlite's (in
   * memory with `DATA_DIR=memory`).
   */
  storage: StorageSettings;
}

/** The bucket the `S3_*` variables name, or the local one beside `dataDir`. */
function storageSettings(vars: z.infer<typeof EnvSchema>, dataDir: string | 'memory'): StorageSettings {
  const {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: id,
    S3_SECRET_ACCESS_KEY: secret,
  } = vars;
  if (bucket === undefined) {
    const stray = (
      ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
    ).filter((name) => vars[name] !== undefined);
    if (stray.length > 0)
      throw new Error(`Invalid environment: S3_BUCKET is required with ${stray.join(', ')}`);
    return { kind: 'local', dir: dataDir === 'memory' ? 'memory' : `${dataDir}-uploads` };
  }
  if ((id === undefined) !== (secret === undefined))
    throw new Error('Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    kind: 's3',
    bucket,
    region: vars.S3_REGION ?? 'us-east-1',
    ...(endpoint !== undefined && { endpoint }),
    forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
    ...(id !== undefined &&
      secret !== undefined && { credentials: { accessKeyId: id, secretAccessKey: secret } }),
  };
}

/**
 * Reads the server's settings. This is the only place the server reads `process.env`.
 * `DATA_DIR=memory` keeps the PGlite database in memory; a relative `DATA_DIR` is resolved
 * against the current directory.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (`PORT=`) means "not set", as in a shell.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const dataDir = vars.DATA_DIR === undefined ? defaultDataDir : vars.DATA_DIR;
  const resolvedDataDir = dataDir === 'memory' ? 'memory' : resolve(dataDir);
  return {
    port: vars.PORT,
    host: vars.HOST,
    database: {
      ...(vars.DATABASE_URL !== undefined && { url: vars.DATABASE_URL }),
      dataDir: resolvedDataDir,
    },
    buildId: vars.BUILD_ID,
    seedDemoData: vars.SEED_DEMO_DATA ?? vars.NODE_ENV !== 'production',
    metricsToken: vars.METRICS_TOKEN,
    logLevel: vars.LOG_LEVEL,
    services: {
      main: vars.SFI_MAIN_URL,
      member: vars.SFI_MEMBER_URL,
      chat: vars.SFI_CHAT_URL,
      dealer: vars.SFI_DEALER_URL,
      public: vars.SFI_PUBLIC_URL,
    },
    trustProxy: vars.TRUST_PROXY,
    outbox: {
      ...(vars.SMTP_URL !== undefined && { smtpUrl: vars.SMTP_URL }),
      ...(vars.SMTP_FROM !== undefined && { smtpFrom: vars.SMTP_FROM }),
      ...(vars.SMS_WEBHOOK_URL !== undefined && { smsWebhookUrl: vars.SMS_WEBHOOK_URL }),
      ...(vars.SMS_WEBHOOK_TOKEN !== undefined && { smsWebhookToken: vars.SMS_WEBHOOK_TOKEN }),
      ...(vars.SERVICE_REQUESTS_TO !== undefined && { serviceRequestsTo: vars.SERVICE_REQUESTS_TO }),
    },
    publicOrigin: vars.PUBLIC_ORIGIN,
    oidcIssuer: vars.OIDC_ISSUER,
    corsOrigins: vars.CORS_ORIGINS,
    newsletterFormUrl: vars.NEWSLETTER_FORM_URL ?? `${vars.SFI_PUBLIC_URL.replace(/\/+$/, '')}/newsletter`,
    vehicleValuesUrl: vars.VEHICLE_VALUES_URL,
    insuranceAgencies: vars.INSURANCE_AGENCIES,
    mapTiles: {
      url: vars.MAP_TILE_URL,
      attribution:
        vars.MAP_TILE_ATTRIBUTION ??
        (vars.MAP_TILE_URL === DEFAULT_MAP_TILES.url ? DEFAULT_MAP_TILES.attribution : ''),
    },
    storage: storageSettings(vars, resolvedDataDir),
  };
}
