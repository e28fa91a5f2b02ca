import { advisoryLocks, inTransactionHolding } from '../db/advisory-locks.ts';
import type { Db } from '../db/client.ts';
import { redactStaleSensitive } from '../db/outbox.ts';
import { deletePasswordLinksExpired } from '../db/password-links.ts';
import { deleteEndedSessions } from '../db/sessions.ts';
import { deleteStaleKeys } from '../db/throttle.ts';
import { deleteExpiredRevokedTokens } from '../db/client-access.ts';
import { deleteExpiredClientTokens } from '../db/client-accounts.ts';
import { deleteExpiredModels } from '../db/oidc-models.ts';
import { deleteStaleSaveKeys, SAVE_KEY_KEPT_MS } from '../db/save-keys.ts';
import { Outbox } from '../outbox/outbox.ts';
import {
  defaultServiceRequestsTo,
  transportsFor,
  type OutboxSettings,
  type Transports,
} from '../outbox/transports.ts';
import { PasswordHasher } from './passwords.ts';
import { authPolicy, type AuthPolicy } from './policy.ts';
import { Throttle } from './throttle.ts';

/** How the API's sign-in is set up. Everything has a production default. */
export interface AuthOptions {
  /** The clock. Tests pass a fake one to move time. @default () => new Date() */
  now?: () => Date;
  /** Hashes and checks passwords. @default Argon2id at `argon2Cost` */
  passwords?: PasswordHasher;
  /** Where outbound messages go (`SMTP_URL`, `SMS_WEBHOOK_URL`…); the console when unset. */
  outbox?: OutboxSettings;
  /** Transports to use instead of the ones `outbox` names (tests capture messages this way). */
  transports?: Partial<Transports>;
  /** Lifetimes and limits. Only tests pass another (to reach a limit in fewer steps). @default authPolicy */
  policy?: AuthPolicy;
}

/** What the sign-in calls and the access checks share: the database, the clock, and the services on it. */
export interface Auth {
  db: Db;
  now: () => Date;
  passwords: PasswordHasher;
  throttle: Throttle;
  outbox: Outbox;
  /** Who receives the public site's service requests (`SERVICE_REQUESTS_TO`). */
  serviceRequestsTo: string;
  policy: AuthPolicy;
  /**
   * Deletes what has expired: ended sessions (after a while), forgotten throttle keys, stale secrets,
   * expired e-mailed links (with the pending sign-ups they carry). Every node sweeps on a timer, one
   * at a time: answers false, having done nothing, while another node is sweeping.
   */
  sweep(): Promise<boolean>;
  /** Stops background work (retries, sweeps) and waits for deliveries under way. */
  close(): Promise<void>;
}

/**
 * Sets up sign-in over a database. `logError` reports background failures (delivery, sweeping),
 * `logWarning` security events (an account slowed down after failures from many clients).
 */
export function createAuth(
  db: Db,
  options: AuthOptions = {},
  logError: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
  logWarning: (message: string, details: object) => void = (message, details) =>
    console.warn(message, details),
): Auth {
  const now = options.now ?? (() => new Date());
  const outbox = new Outbox({
    db,
    now,
    logError,
    transports: { ...transportsFor(options.outbox), ...options.transports },
  });
  const policy = options.policy ?? authPolicy;
  // In one transaction holding the upkeep's advisory lock: two nodes never sweep at the same time.
  const sweep = () =>
    inTransactionHolding(db, advisoryLocks.signInUpkeep, async (tx) => {
      const at = now().getTime();
      await deleteEndedSessions(tx, new Date(at - policy.maintenance.keepEndedSessionsMs));
      const forget = Math.max(...Object.values(policy.throttle).map((rule) => rule.forgetAfterMs));
      await deleteStaleKeys(tx, new Date(at - forget), new Date(at));
      await redactStaleSensitive(tx, new Date(at - policy.codes.lifetimeMs));
      // Expired e-mailed links, with the details of sign-ups never confirmed.
      await deleteExpiredClientTokens(tx, new Date(at));
      // The identity provider's expired sessions, codes and tokens, and the revoked tokens expired since.
      await deleteExpiredModels(tx);
      await deleteExpiredRevokedTokens(tx);
      await deletePasswordLinksExpired(tx, new Date(at));
      // The saves' Idempotency-Keys past the time a save may be sent again.
      await deleteStaleSaveKeys(tx, new Date(at - SAVE_KEY_KEPT_MS));
    });
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => logError('sign-in upkeep failed', error));
  }, policy.maintenance.intervalMs);
  timer.unref();
  return {
    db,
    now,
    passwords: options.passwords ?? new PasswordHasher(),
    throttle: new Throttle(db, now, ({ record, key, failures }) =>
      logWarning(record, { throttle: key, failures }),
    ),
    outbox,
    serviceRequestsTo: options.outbox?.serviceRequestsTo ?? defaultServiceRequestsTo,
    policy,
    sweep,
    close: async () => {
      clearInterval(timer);
      await outbox.close();
    },
  };
}
