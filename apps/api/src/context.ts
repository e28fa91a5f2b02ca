import type { Auth } from './auth/auth.ts';
import type { Db } from './db/client.ts';
import type { ChatLive } from './live/chat.ts';
import type { Live } from './live/live.ts';
import type { PublicOrigin } from './http/public-origin.ts';
import type { Storage } from './storage/storage.ts';
import type { Identity } from './oidc/provider.ts';
import type { VehicleValuation } from './valuation/valuation.ts';

/** What every service of the API is given (`buildApi` makes it; each service plugin takes it as its options). */
export interface ApiContext {
  db: Db;
  /** The id of the front-end build this server serves, answered by `GET /api/main/versions`. */
  buildId: string;
  /** Sign-in and sessions: the access a route declares is checked against them. */
  auth: Auth;
  /** The embedded identity provider clients sign in with; checks the public API's bearer tokens. */
  identity: Identity;
  /** Where `GET /cbb` gets a vehicle's values: the embedded demonstration table, or `VEHICLE_VALUES_URL`. */
  valuation: VehicleValuation;
  /** The live socket: the routes tell it of every change they make to a quote (`live.quoteChanged`). */
  live: Live;
  /** The chat's side of the live socket: the chat routes tell it of rooms made, read and deleted. */
  chat: ChatLive;
  /** The bucket attachments are uploaded to and read from: S3 when configured, else the local bucket. */
  storage: Storage;
  /** The product's public origin (`PUBLIC_ORIGIN`): every absolute URL starts with it, never with the request's `Host`. */
  publicOrigin: PublicOrigin;
  /**
   * The five insurance agencies a lease file's insurance referral names (`INSURANCE_AGENCIES`).
   * @default demoInsuranceAgencies
   */
  insuranceAgencies?: readonly string[];
}
