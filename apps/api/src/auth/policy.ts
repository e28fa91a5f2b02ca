import { DEALER_SESSION_TTL_MS } from '@sfi/domain';
import type { SessionKind } from '@sfi/domain';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a session lives: `absolute` from its start, `idle` from its last use (never past `absolute`). */
export interface Lifetime {
  absoluteMs: number;
  idleMs: number;
}

/** How a throttle counts failures: `free` failures, then a delay that doubles with each further one. */
export interface ThrottleRule {
  /** Failures allowed before any delay. */
  free: number;
  /** The delay after the first failure past `free`; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest delay. */
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
}

/**
 * The security decisions of sign-in, in one place (documented in apps/api/README.md).
 *
 * - Lease-quote dealers: 14 days, as the spec fixes (doc 1 §4 and §9); the idle limit is the same,
 *   since the spec keeps a dealer signed in for the whole 14 days.
 * - File-tool dealers: 12 hours, 1 hour idle. The spec gives no lifetime; the file tool shows
 *   banking details, so the session is shorter, like staff's.
 * - Staff: 12 hours (a working day), 30 minutes idle. Any call moves the idle deadline (calls within
 *   15 s of the last recorded use count as that one, `TOUCH_EVERY_MS`), and `POST /session/extend`
 *   always does, so the staff app can warn before it and let the user extend (WCAG 2.2.1).
 * - A staff session waiting for its SMS code lives 15 minutes; each code 10 minutes, 5 attempts.
 * - The identity pages' e-mails are limited per address and per client (`throttle.mail*`).
 */
export const authPolicy = {
  sessions: {
    dealer: { absoluteMs: DEALER_SESSION_TTL_MS, idleMs: DEALER_SESSION_TTL_MS },
    'file-dealer': { absoluteMs: 12 * HOUR, idleMs: 1 * HOUR },
    staff: { absoluteMs: 12 * HOUR, idleMs: 30 * MINUTE },
  } satisfies Record<SessionKind, Lifetime>,
  /** A staff session between the password and the code. */
  pendingStaff: { absoluteMs: 15 * MINUTE, idleMs: 15 * MINUTE } satisfies Lifetime,
  codes: {
    digits: 6,
    lifetimeMs: 10 * MINUTE,
    maxAttempts: 5,
    /** The least time between two codes of one sign-in. */
    resendCooldownMs: 30 * SECOND,
    /** Codes one sign-in may send in all: the first and four resends. */
    maxPerSession: 5,
    /**
     * Codes one account may be sent in an hour and not use, whatever the sessions (sign-ins,
     * resends, mobile changes): two whole sign-ins' worth of resends. Someone who has the password
     * but not the phone never uses a code, and is stopped there; the owner, who signs in with
     * theirs, is not. Counted from the stored codes, so it holds across processes.
     */
    maxUnusedPerAccountPerHour: 10 as number,
  },
  throttle: {
    /** Failed sign-ins for one account from one client (address, or IPv6 /64). */
    accountClient: { free: 5, baseDelayMs: 1 * SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: 1 * HOUR },
    /**
     * Failed sign-ins for one account from any client: guessing spread over many addresses. Past
     * it, the account itself is slowed down (its owner too, never locked: at most 5 minutes
     * between tries), and the first slowed attempt is logged as a warning.
     */
    account: { free: 20, baseDelayMs: 1 * SECOND, maxDelayMs: 5 * MINUTE, forgetAfterMs: 1 * HOUR },
    /** Failed sign-ins from one client, whatever the account: password spraying. Generous, for offices behind one address. */
    client: { free: 50, baseDelayMs: 1 * SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: 1 * HOUR },
    /** Wrong SMS codes (and restore codes) from one client, across sessions. */
    codeClient: { free: 20, baseDelayMs: 1 * SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: 1 * HOUR },
    /**
     * E-mails of the identity pages (password reset, sign-up confirmation, "you already have an
     * account") to one address, whoever asks: a few, then 10 minutes, doubling up to a day. Counted
     * whether or not the address has an account; past the limit the page answers the same and
     * nothing is sent, so the limit tells nothing about which addresses have accounts.
     */
    mailAddress: { free: 2, baseDelayMs: 10 * MINUTE, maxDelayMs: 1 * DAY, forgetAfterMs: 1 * DAY },
    /** The same e-mails asked for by one client, whatever the addresses: a mail bomb from one place. */
    mailClient: { free: 10, baseDelayMs: 1 * MINUTE, maxDelayMs: 1 * HOUR, forgetAfterMs: 1 * HOUR },
    /**
     * Newsletter subscriptions from one client (address, or IPv6 /64), whatever the addresses: a few
     * a minute from an office is fine, a script filling the list is refused (429, `Retry-After`).
     */
    newsletterClient: { free: 10, baseDelayMs: 1 * MINUTE, maxDelayMs: 1 * HOUR, forgetAfterMs: 1 * HOUR },
    /**
     * Newsletter confirmation e-mails to one address, whoever asks: past the limit the answer is the
     * same and nothing is sent, so nobody floods an inbox through the form.
     */
    newsletterAddress: { free: 3, baseDelayMs: 10 * MINUTE, maxDelayMs: 1 * DAY, forgetAfterMs: 1 * DAY },
    /**
     * The public site's service requests and Contact us messages (`POST /emails`) from one client:
     * enough for a family or an office behind one address, then a wait that doubles, so nobody
     * floods the provider's inbox from one place.
     */
    serviceRequestClient: {
      free: 10,
      baseDelayMs: 1 * MINUTE,
      maxDelayMs: 1 * HOUR,
      forgetAfterMs: 1 * HOUR,
    },
  } satisfies Record<string, ThrottleRule>,
  maintenance: {
    /** How often expired rows are swept. */
    intervalMs: 1 * HOUR,
    /** Ended sessions are kept this long (for the record), then deleted with their codes and tokens. */
    keepEndedSessionsMs: 30 * DAY,
  },
} as const;

export type AuthPolicy = typeof authPolicy;
