import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Argon2id's cost settings. */
export interface Argon2Cost {
  /** Memory in KiB. */
  memoryCost: number;
  /** Passes over the memory. */
  timeCost: number;
  parallelism: number;
}

/**
 * RFC 9106's second recommended setting: 64 MiB, 3 passes, one lane. Stronger than OWASP's floor
 * for Argon2id (19 MiB, 2 passes, 1 lane); about 55 ms per hash on one core of the build machine.
 */
export const argon2Cost: Argon2Cost = { memoryCost: 65_536, timeCost: 3, parallelism: 1 };

/** The lowest cost `PasswordHasher` accepts: OWASP's minimum for Argon2id. */
export const minimumArgon2Cost: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** `Algorithm.Argon2id`. The package declares its enum `const`, so it has no value at run time. */
const ARGON2ID = 2 as Algorithm;

/** Hashes and checks passwords with Argon2id. Hashes are PHC strings that carry their salt and cost. */
export class PasswordHasher {
  readonly cost: Argon2Cost;
  #dummy: Promise<string> | undefined;

  /**
   * @param cost Argon2id's cost. Only tests pass anything but the default, and never below
   *   `minimumArgon2Cost`: there is no environment variable for it, so production cannot lower it.
   */
  constructor(cost: Argon2Cost = argon2Cost) {
    if (
      cost.memoryCost < minimumArgon2Cost.memoryCost ||
      cost.timeCost < minimumArgon2Cost.timeCost ||
      cost.parallelism < 1
    )
      throw new Error('Argon2id cost is below the OWASP minimum (19456 KiB, 2 passes, 1 lane)');
    this.cost = cost;
  }

  /** A new hash of the password, with a fresh random salt. */
  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.cost });
  }

  /**
   * Whether the password matches the hash. With no hash (the account does not exist) it checks
   * against a hash of a random password of the same cost, so that the answer takes as long either
   * way and timing does not tell which usernames exist; the answer is then always `false`.
   */
  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    if (passwordHash === undefined) {
      await verify(await this.#dummyHash(), password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }

  #dummyHash(): Promise<string> {
    this.#dummy ??= this.hash(randomBytes(32).toString('base64url'));
    return this.#dummy;
  }
}
