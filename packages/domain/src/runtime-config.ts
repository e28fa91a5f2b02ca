import { z } from 'zod';
import { serviceBasePaths } from './routes.ts';

/**
 * The configuration an app reads at run time from `config.json` beside it: the base URL of each
 * service and the id of the build. One build runs anywhere; only this file changes.
 */
export const RuntimeConfigSchema = z.object({
  buildId: z.string().min(1),
  services: z.object({
    main: z.string().min(1),
    member: z.string().min(1),
    chat: z.string().min(1),
    dealer: z.string().min(1),
    public: z.string().min(1),
  }),
  /**
   * The identity provider clients sign in with (doc 2 §6): its issuer and this product's client id.
   * Absent when no provider is configured; the client app then says sign-in is unavailable.
   */
  identity: z.object({ issuer: z.url(), clientId: z.string().min(1) }).optional(),
});
/** The runtime configuration of an app. */
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
/** The base URL of each service. */
export type ServiceBaseUrls = RuntimeConfig['services'];

/** The service base URLs when every service is served on the app's own origin. */
export const sameOriginServices: ServiceBaseUrls = { ...serviceBasePaths };

/** Answer of `GET /versions` (doc 1 §7): the id of the front end the server serves. */
export const VersionsSchema = z.object({ frontEnd: z.string() });
/** Answer of `GET /versions`. */
export type Versions = z.infer<typeof VersionsSchema>;
