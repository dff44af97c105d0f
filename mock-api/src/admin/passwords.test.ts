import { describe, expect, it } from "vitest";
import { PASSWORD_COST, costOf, hashPassword, verifyPassword } from "./passwords.ts";

describe("password hashes", () => {
  it("are scrypt at OWASP's cost (N = 2^17, r = 8, p = 1) with a fresh salt, and hold no trace of the password", async () => {
    const password = "correct horse battery staple";
    const first = await hashPassword(password);
    expect(costOf(first)).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(first).not.toContain(password);
    expect(await verifyPassword(password, first)).toBe(true);
    // A fresh salt each time: the same password hashes differently (checked at a low cost).
    const low = { N: 2 ** 10, r: 8, p: 1 };
    const [one, two] = await Promise.all([hashPassword(password, low), hashPassword(password, low)]);
    expect(one).not.toBe(two);
    expect(await verifyPassword(`${password} `, one)).toBe(false);
  });

  it("match whatever the Unicode form the password is typed in, and nothing that is not a hash", async () => {
    const hash = await hashPassword("Grüße", { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPassword("Gru\u0308ße", hash)).toBe(true);
    for (const stored of ["", "Grüße", "md5$abc", hash.replace(/\$[^$]+$/, "$AAAA")]) {
      expect(await verifyPassword("Grüße", stored), stored).toBe(false);
    }
  });
});
