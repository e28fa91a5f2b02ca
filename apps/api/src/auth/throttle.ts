import type { Db } from '../db/client.ts';
import { blockedUntil, blockKey, clearKey, countFailure } from '../db/throttle.ts';
import { HttpError } from '../http/errors.ts';
import type { ThrottleRule } from './policy.ts';
import { TOO_MANY_ATTEMPTS } from './strings.ts';

/** One counter: its key (which account, which client) and how it counts. */
export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
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
 * Exponential back-off on failed attempts, kept in the database so that it holds across restarts
 * and across server processes. Callers count an account together with the client it is tried
 * from, plus the client alone: an attacker guessing one account's password is slowed down from
 * their own address, while the account's owner, elsewhere, signs in as usual (no lockout).
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Refuses with a 429 (and `Retry-After`, in whole seconds) while any of the keys is blocked. */
  async check(keys: readonly ThrottleKey[]): Promise<void> {
    const now = this.now();
    const until = await blockedUntil(
      this.db,
      keys.map((entry) => entry.key),
      now,
    );
    if (until === undefined) return;
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    throw new HttpError(429, TOO_MANY_ATTEMPTS, undefined, { 'retry-after': String(seconds) });
  }

  /** Counts a failure on each key, blocking those past their free failures. */
  async fail(keys: readonly ThrottleKey[]): Promise<void> {
    const now = this.now();
    for (const { key, rule } of keys) {
      const failures = await countFailure(this.db, key, now, new Date(now.getTime() - rule.forgetAfterMs));
      const delay = backoffDelay(rule, failures);
      if (delay > 0) await blockKey(this.db, key, new Date(now.getTime() + delay));
    }
  }

  /** Forgets the failures of a key, after a success. */
  async succeed(key: ThrottleKey): Promise<void> {
    await clearKey(this.db, key.key);
  }
}
