import { SIGN_IN_LOCKOUT } from "@studio/api/admin";

/**
 * Lockout after wrong passwords (docs/security.md#the-admin-area): per key (an account's e-mail,
 * or a client address), after {@link SIGN_IN_LOCKOUT}.freeTries wrong tries in a row every try is
 * refused for a time that starts at a minute and doubles with each wrong try after a lock, up to an
 * hour. A right password clears the key. Kept in memory: a restart of the mock clears it.
 */
export class Lockout {
  readonly #now: () => number;
  readonly #keys = new Map<string, { failures: number; lockedUntil: number }>();

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitMs(key: string): number {
    const entry = this.#keys.get(key);
    return entry ? Math.max(0, entry.lockedUntil - this.#now()) : 0;
  }

  /** Records a wrong try for `key`; returns the wait it now has (0 while it has free tries left). */
  fail(key: string): number {
    const entry = this.#keys.get(key) ?? { failures: 0, lockedUntil: 0 };
    entry.failures += 1;
    const over = entry.failures - SIGN_IN_LOCKOUT.freeTries;
    if (over >= 0) {
      const lock = Math.min(SIGN_IN_LOCKOUT.firstLockMs * 2 ** Math.min(over, 20), SIGN_IN_LOCKOUT.maxLockMs);
      entry.lockedUntil = this.#now() + lock;
    }
    this.#keys.set(key, entry);
    return this.waitMs(key);
  }

  /** A right password: `key` starts afresh. */
  clear(key: string): void {
    this.#keys.delete(key);
  }
}
