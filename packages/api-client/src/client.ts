import { ofetch } from 'ofetch';
import { VERSION_CHECK_INTERVAL_MS, type ServiceBaseUrls, type Versions } from '@sfi/domain';
import { lazyService } from './lazy-service.ts';
import {
  serviceFetchOf,
  type ServiceFetch,
  type ServiceFetchRules,
  type SessionHeaders,
} from './service-fetch.ts';
import { authApi, chatAuthApi } from './services/auth.ts';
import type { chatApi } from './services/chat.ts';
import type { fileSearchApi } from './services/file-search.ts';
import type { fileDealersApi } from './services/file-dealers.ts';
import type { dealerApi } from './services/dealer.ts';
import type { gpsApi } from './services/gps.ts';
import type { leaseFilesApi } from './services/lease-files.ts';
import type { leaseTakeoversApi } from './services/lease-takeovers.ts';
import type { bankingInfoApi } from './services/banking-info.ts';
import type { buyoutQuotesApi } from './services/buyout-quotes.ts';
import type { makesApi } from './services/makes.ts';
import { memberApi } from './services/member.ts';
import type { photosApi } from './services/photos.ts';
import type { newsletterLinks } from './services/newsletter.ts';
import type { clientsApi } from './services/clients.ts';
import { publicApi } from './services/public.ts';
import type { leaseQuotesApi } from './services/lease-quotes.ts';
import type { reportsApi } from './services/reports.ts';
import type { staffApi } from './services/staff.ts';
import { storageApi } from './services/storage.ts';
import { versionsApi } from './services/versions.ts';

/** How to reach the services, who is calling, and what to do when the shared request rules fire. */
export interface ApiClientConfig {
  /** One base URL per service, as the runtime config gives them. */
  services: ServiceBaseUrls;
  /** The current user's headers; none when signed out. */
  session?: () => SessionHeaders;
  /** This build's id. With it, `GET /versions` is compared before a call at most every 5 minutes. */
  buildId?: string;
  /** The server serves another build: the app shows that a new version is available. */
  onOutdated?: (serverBuildId: string) => void;
  /**
   * The server answered with a session error (Missing Session Token, Invalid Session, Network
   * Environment Changed, Session Expired): the app signs the user out and says so.
   */
  onSessionError?: (message: string) => void;
  /** The fetch to use; the global one by default. */
  fetch?: typeof globalThis.fetch;
  /** The clock, in milliseconds; `Date.now` by default. */
  now?: () => number;
}

/** Each client's configuration, for what is built from a client rather than beside it (the live socket). */
const clientConfigs = new WeakMap<object, ApiClientConfig>();

/**
 * The configuration a client was created with: its services' URLs, its session, its handlers. The
 * live socket (`@sfi/api-client/socket`) reaches the same server with the same session through it.
 */
export function apiClientConfig(client: object): ApiClientConfig {
  const config = clientConfigs.get(client);
  if (!config) throw new Error('This is not a client made by createApiClient.');
  return config;
}

/**
 * The client every app uses for every call of the product. It applies the shared request rules:
 * the session headers, the version check, and signing out on a session error.
 *
 * @example
 * const api = createApiClient({ services: config.services, buildId: config.buildId, session: () => store.headers() });
 * const makes = await api.makes.list();
 */
export function createApiClient(config: ApiClientConfig) {
  const now = config.now ?? Date.now;
  const session = config.session ?? (() => ({}));
  let lastVersionCheck = Number.NEGATIVE_INFINITY;

  const raw = (baseURL: string) =>
    ofetch.create({ baseURL, retry: 0 }, config.fetch ? { fetch: config.fetch } : {});
  const mainRaw = raw(config.services.main);

  async function checkVersion(): Promise<void> {
    if (!config.buildId || now() - lastVersionCheck < VERSION_CHECK_INTERVAL_MS) return;
    lastVersionCheck = now();
    try {
      const { frontEnd } = await mainRaw<Versions>('/versions', {
        headers: { Accept: 'application/json' },
      });
      if (frontEnd && frontEnd !== config.buildId) config.onOutdated?.(frontEnd);
    } catch {
      // An unanswered version check says nothing about the build; the next one will tell.
    }
  }

  const rulesOf = (checksVersion: boolean): ServiceFetchRules => ({
    session,
    ...(checksVersion && { before: checkVersion }),
    ...(config.onSessionError && { onSessionError: config.onSessionError }),
  });
  const serviceFetch = (baseURL: string, checksVersion: boolean): ServiceFetch =>
    serviceFetchOf(baseURL === config.services.main ? mainRaw : raw(baseURL), rulesOf(checksVersion));

  const main = serviceFetch(config.services.main, true);
  const chat = serviceFetch(config.services.chat, false);
  const publicFetch = serviceFetch(config.services.public, false);
  const member = serviceFetch(config.services.member, false);
  // The file tool's calls (files, their search, the file-system dealers) load together, with the
  // first of them; so do the administration's (lease takeovers, photos).
  const fileTool = () => import('./services/file-tool.ts');
  const administration = () => import('./services/administration.ts');
  const dealer = serviceFetch(config.services.dealer, false);
  // The services of a feature load with its first call (`lazyService`), not with every app's first
  // page: the makes, the file tool, the quote tool, the chat, the money tabs, the reports, GPS, the
  // takeover administration, photo uploads and the client and staff administration are each a
  // screen of their own.
  const client = {
    auth: authApi(main),
    chatAuth: chatAuthApi(chat),
    chat: lazyService<ReturnType<typeof chatApi>>(() =>
      import('./services/chat.ts').then((m) => m.chatApi(chat)),
    ),
    storage: storageApi(chat),
    makes: lazyService<ReturnType<typeof makesApi>>(() =>
      import('./services/makes.ts').then((m) => m.makesApi(main)),
    ),
    fileDealers: lazyService<ReturnType<typeof fileDealersApi>>(() =>
      fileTool().then((m) => m.fileDealersApi(main)),
    ),
    leaseFiles: lazyService<ReturnType<typeof leaseFilesApi>>(() =>
      fileTool().then((m) => m.leaseFilesApi(main)),
    ),
    fileSearch: lazyService<ReturnType<typeof fileSearchApi>>(() =>
      fileTool().then((m) => m.fileSearchApi(main)),
    ),
    buyoutQuotes: lazyService<ReturnType<typeof buyoutQuotesApi>>(() =>
      import('./services/buyout-quotes.ts').then((m) => m.buyoutQuotesApi(main)),
    ),
    bankingInfo: lazyService<ReturnType<typeof bankingInfoApi>>(() =>
      import('./services/banking-info.ts').then((m) => m.bankingInfoApi(main)),
    ),
    leaseQuotes: lazyService<ReturnType<typeof leaseQuotesApi>>(() =>
      import('./services/lease-quotes.ts').then((m) => m.leaseQuotesApi(main)),
    ),
    reports: lazyService<ReturnType<typeof reportsApi>>(() =>
      import('./services/reports.ts').then((m) => m.reportsApi(main)),
    ),
    gps: lazyService<ReturnType<typeof gpsApi>>(() =>
      import('./services/gps.ts').then((m) => m.gpsApi(main)),
    ),
    leaseTakeovers: lazyService<ReturnType<typeof leaseTakeoversApi>>(() =>
      administration().then((m) => m.leaseTakeoversApi(main)),
    ),
    // Photo uploads (with their progress) to the main API and the dealer API.
    photos: lazyService<ReturnType<typeof photosApi>>(() =>
      administration().then((m) =>
        m.photosApi({
          main: { baseURL: config.services.main, fetch: main, rules: rulesOf(true) },
          dealer: { baseURL: config.services.dealer, fetch: dealer, rules: rulesOf(false) },
        }),
      ),
    ),
    clients: lazyService<ReturnType<typeof clientsApi>>(() =>
      import('./services/clients.ts').then((m) => m.clientsApi(main)),
    ),
    staff: lazyService<ReturnType<typeof staffApi>>(() =>
      import('./services/staff.ts').then((m) => m.staffApi(main, chat)),
    ),
    /** The dealer API: dealer administration and the staff's chat rooms (loads with its first call). */
    dealer: lazyService<ReturnType<typeof dealerApi>>(() =>
      import('./services/dealer.ts').then((m) => m.dealerApi(dealer)),
    ),
    versions: versionsApi(main),
    public: publicApi(
      publicFetch,
      config.services.public,
      // The newsletter's links are two pages' calls: their code loads with the first.
      lazyService<ReturnType<typeof newsletterLinks>>(() =>
        import('./services/newsletter.ts').then((m) =>
          m.newsletterLinks(config.services.public, config.fetch ? { fetch: config.fetch } : {}),
        ),
      ),
    ),
    member: memberApi(member),
  };
  clientConfigs.set(client, config);
  return client;
}

/** The object {@link createApiClient} returns. */
export type ApiClient = ReturnType<typeof createApiClient>;
