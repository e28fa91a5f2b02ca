import type { Db } from '../db/client.ts';
import { clearKey, releaseAttempt, reserveAttempt } from '../db/throttle.ts';
import { HttpError } from '../http/errors.ts';
import type { ThrottleRule } from './policy.ts';
import { tooManyAttemptsMessage } from './strings.ts';

/** One counter: its key (which account, which client) and how it counts. */
export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
  /**
   * Set on keys whose back-off is an event worth a record (an account guessed at from many
   * clients): the attempt that first goes past the rule's free ones is reported with this text.
   */
  record?: string;
}

/** A key went past its free attempts: reported by the throttle to the server's log. */
export interface ThrottleEvent {
  key: string;
  record: string;
  failures: number;
}

/**
 * The delay after `failures` failures under a rule: none for the first `free` ones, then
 * `baseDelayMs`, doubling with each further failure, up to `maxDelayMs`.
 */
export function backoffDelay(rule: ThrottleRule, failures: number): number {
  const over = failures - rule.free;
  if (over <= 0) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(over - 1, 30));
}

/**
 * Exponential back-off on attempts, kept in the database so that it holds across restarts
 * and across server processes. Callers count an account together with the client it is tried
 * from, plus the client alone: an attacker guessing one account's password is slowed down from
 * their own address, while the account's owner, elsewhere, signs in as usual (no lockout).
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly report: (event: ThrottleEvent) => void = () => {},
  ) {}

  /**
   * Reserves an attempt on each key before the secret is checked (checking and counting are one
   * step: see `reserveAttempt`), or refuses with a 429 and `Retry-After` (whole seconds) while a
   * key is blocked. Past its `free` attempts, each attempt blocks the key for `backoffDelay`, so a
   * burst sent at once gets the free attempts and the one that starts the back-off checked, no more.
   */
  async attempt(keys: readonly ThrottleKey[]): Promise<void> {
    const now = this.now();
    const reserved = await reserveAttempt(
      this.db,
      keys.map(({ key, rule }) => ({
        key,
        forgetBefore: new Date(now.getTime() - rule.forgetAfterMs),
        blockFor: (attempts: number) => backoffDelay(rule, attempts),
      })),
      now,
    );
    const until = reserved.blockedUntil;
    if (until === undefined) {
      for (const { key, rule, record } of keys) {
        const failures = reserved.attempts.get(key);
        if (record !== undefined && failures === rule.free + 1) this.report({ key, record, failures });
      }
      return;
    }
    throw tooManyAttempts(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));
  }

  /**
   * The attempt succeeded: the first key (the account from this client) is forgotten, and the
   * attempt is taken back from the others (the client alone), which count failures only.
   */
  async succeed([first, ...others]: readonly ThrottleKey[]): Promise<void> {
    if (first) await clearKey(this.db, first.key);
    await this.release(others);
  }

  /** Takes the attempt back from each key (it succeeded), keeping the counts of failures only. */
  async release(keys: readonly ThrottleKey[]): Promise<void> {
    for (const { key } of keys) await releaseAttempt(this.db, key);
  }
}

/** The 429 of a blocked attempt, saying when to try again. */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(429, tooManyAttemptsMessage(), undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}
