import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashes: scrypt from Node's crypto (OpenSSL's implementation), with OWASP's parameters
 * for scrypt (N = 2^17, r = 8, p = 1: 128 MiB and about half a second per hash here) and a 16-byte
 * random salt. A hash records its own parameters (`scrypt$N$r$p$salt$key`), so stronger ones can be
 * adopted without breaking stored hashes. The mock never keeps a password, only this.
 */

/** scrypt's cost parameters. */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** The cost of every new hash (OWASP Password Storage Cheat Sheet, scrypt). */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 · N · r bytes; Node's default ceiling (32 MiB) is below OWASP's cost.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A new hash of `password` (a fresh salt each time). */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

const HASH = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** The parameters a stored hash was made with; `null` when it is not one of ours. */
export function costOf(hash: string): ScryptCost | null {
  const match = HASH.exec(hash);
  return match ? { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) } : null;
}

/** Whether `password` matches `hash`, compared in constant time; false for anything that is not a hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const match = HASH.exec(hash);
  const cost = costOf(hash);
  if (!match || !cost) return false;
  const expected = Buffer.from(match[5]!, "base64");
  const key = await derive(password, Buffer.from(match[4]!, "base64"), cost);
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** A hash no password matches, at `cost`: verified for unknown e-mail addresses so they take as long as known ones. */
export function unmatchableHash({ N, r, p }: ScryptCost = PASSWORD_COST): string {
  return ["scrypt", N, r, p, randomBytes(16).toString("base64"), randomBytes(KEY_LENGTH).toString("base64")].join("$");
}
