import * as mini from 'zod/mini';
import { serviceBasePaths } from './routes.ts';

const nonEmpty = () => mini.string().check(mini.minLength(1));

/**
 * The configuration an app reads at run time from `config.json` beside it: the base URL of each
 * service and the id of the build. One build runs anywhere; only this file changes. Every app reads
 * it before its first screen, so it is built with zod's mini build: a few kB of script where the
 * classic build costs about 20 kB gzip in each app's first load (issue 8's budgets).
 */
export const RuntimeConfigSchema = mini.object({
  buildId: nonEmpty(),
  services: mini.object({
    main: nonEmpty(),
    member: nonEmpty(),
    chat: nonEmpty(),
    dealer: nonEmpty(),
    public: nonEmpty(),
  }),
  /**
   * The identity provider clients sign in with (doc 2 §6): its issuer and this product's client id.
   * Absent when no provider is configured; the client app then says sign-in is unavailable.
   */
  identity: mini.optional(mini.object({ issuer: mini.url(), clientId: nonEmpty() })),
});
/** The runtime configuration of an app. */
export type RuntimeConfig = mini.infer<typeof RuntimeConfigSchema>;
/** The base URL of each service. */
export type ServiceBaseUrls = RuntimeConfig['services'];

/** The service base URLs when every service is served on the app's own origin. */
export const sameOriginServices: ServiceBaseUrls = { ...serviceBasePaths };
